"""The thirtieth hostile pass's findings the lead fixed at the round's end (h30 REPORT.md D).

What was wrong (before: the grade at 8468a43):
- D: a log's one-word tag before a value and its unit ('[init] 0.00374021 GB per array', '[setup] 1004004 elements
  per array'): the tag's word (a timer row's 'init') made the line no field's, so the memory was MISSING; a tag
  before a letter ('[init] n = 1000') had been dropped already. Now homework.py drops such a tag before a number
  followed by a word, as it drops one before a label; an array's or a version's tag ('[x] 100024 below', '[gpu] 13
  below') stays, as before.
- E: C's '%d (%g)' of a count of 0, 'y below t: 0 (0)' (at n = 100 Y is 0): the bracketed 0 was read as a second
  result of the count (checked.two_results), so the fraction was MISSING and the run failed. Now a bracketed 0
  after a count is its fraction whatever the count ('100024 (0)', an integer division's, still fails as one).
- H1 (a wrong probe): a terse count name with a version's suffix after right counts ('cy_gpu = 13', 'nby_gpu = 13',
  Fortran's ' NY_GPU = 13', 'ny_gpu = 13'): passed 20/20 unread. Now terserecaps.py takes the suffix (and, with one,
  'ny' as a count's name, its value no power of two: 'nx_gpu = 64' is a block's side).
(P, 'Constants = t 0.1 | a 0.05 | ...', is tested beside its colon form in test_pass26_u26.)

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass27_lead
"""
import unittest

from tests.grader.a_support import C01_1000, RightAndWrong, graded, not_passing

# the thirtieth pass's log base (its right/c14_progress_stats.txt, the memory line tagged)
LOG_1000 = """[init] n = 1000, row length 1002
[init] total elements 1004004, inner elements 1000000
[init] {memory}
[init] t = 0.1, a = 0.05, b = 0.1, c = 0.4
[count] x below t: 100024 (0.100024)
[count] y below t: 12 (1.2e-05)
"""


class TagBeforeValue(RightAndWrong):  # D
    def test_right_pass_wrong_fail(self):
        memories = ["0.00374021 GB per array", "0.00374021 GiB per array", "3.74021e-03 GB per array",
                    "0.00374021 GB each (x and y)"]
        texts = [LOG_1000.format(memory=m) for m in memories]
        texts += [LOG_1000.format(memory=memories[0]).replace("[init]", tag) for tag in ("[setup]", "[ alloc ]")]
        self.right_and_wrong(texts, [("0.00374021", "0.0374021", "memory"), ("3.74021e-03", "3.74021e-02", "memory")])

    def test_own_tags_stay(self):
        # ('[gpu] 13 below threshold' after the counts is a version's second printing: it still fails Y)
        from tests.grader.a_support import not_passing
        text = LOG_1000.format(memory="0.00374021 GB per array") + "[gpu] 13 elements of y below threshold\n"
        verdict, bad = not_passing(text)
        self.assertEqual(verdict, "fail")
        self.assertIn("below_y", bad)


# the thirtieth pass's runs at n = 100 and 1000 (its right/c13_two_sizes.txt: the second run's counts say the
# generator, so the first run's are checked, not plausible)
RUN_100 = """---- run n=100 ----
row 102, inner 100, total 10404, inner total 10000
memory per array (GB): 3.87579e-05
t=0.1 a=0.05 b=0.1 c=0.4
x below t: 1004 (0.1004)
y below t: 0 (0)
---- run n=1000 ----
row 1002, inner 1000, total 1004004, inner total 1000000
memory per array (GB): 0.00374021
t=0.1 a=0.05 b=0.1 c=0.4
x below t: 100024 (0.100024)
y below t: 12 (1.2e-05)
"""


class ZeroCountZeroFraction(unittest.TestCase):  # E
    def test_right_pass_wrong_fail(self):
        texts = [RUN_100, RUN_100.replace("y below t: 0 (0)", "y below t: 0 (0)  [%g]"),
                 RUN_100.replace("y below t: 0 (0)", "Y below threshold = 0 (0)")]
        wrongs = [("t: 0 (0)", "t: 1 (0)", "below_y"), ("(0.1004)", "(0)", "fraction_x"), ("= 0 (0)", "= 2 (0)", "below_y")]
        for text in texts:
            with self.subTest(text=text):
                self.assertEqual(graded(text), ("pass", {}))  # (the first run's: n = 100)
            for old, new, field in wrongs:
                if old in text:
                    with self.subTest(text=text, new=new):
                        verdict, bad = graded(text.replace(old, new, 1))
                        self.assertEqual((verdict, bad.get(field)), ("fail", "fail"))

    def test_two_results_stay(self):
        from grading.fields import read_output
        run = RUN_100[:RUN_100.index("---- run n=1000")].replace("y below t: 0 (0)", "y below t: 0 (1)")
        fields = read_output(run)["fields"]
        self.assertEqual((fields["below_y"].text, fields["below_y2"].text), ("0", "1"))


class SuffixedTerseRecaps(unittest.TestCase):  # H1
    def test_wrong_fails_right_passes(self):
        for line in ("cy_gpu = 13", "ny_gpu = 13", "nby_gpu = 13", " NY_GPU = 13", "gpu: ny_gpu=13", "cy_cuda: 13",
                     "count_y_check = 13", " NY_GPU =          13"):
            with self.subTest(line=line):
                verdict, bad = not_passing(C01_1000 + "\n" + line + "\n")
                self.assertEqual((verdict, bad.get("below_y", ("",))[0]), ("fail", "fail"))
                self.assertEqual(not_passing(C01_1000 + "\n" + line.replace("13", "12") + "\n"), ("pass", {}))

    def test_block_sides_stay_unread(self):
        for line in ("nx_gpu = 64", "ny_gpu = 16", "nx_gpu = 32, ny_gpu = 8"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(C01_1000 + "\n" + line + "\n"), ("pass", {}))


if __name__ == "__main__":
    unittest.main()
