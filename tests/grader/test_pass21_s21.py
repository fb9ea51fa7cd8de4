"""The twenty-first pass's (h21) wrong second printings that passed (helper s21): H6, H10, H16, M2.

What was wrong (each a right n = 1000 output plus one line after its counts; before: the grade at d807f14):
- H16/H6: a recap by the homework's capital names, 'So the answer is X = 100024 and Y = 397.', 'The answer is
  Y = 397.', 'Final Y: 397', 'My result: Y = 397', 'Result (Y): 397', 'Answer for Y: 397', 'So, Y = 397.',
  'I got Y = 397 when I ran it again.': PASS 20/20, the line unread. 'Y = 13' (or 'y: 13') on a line of its own
  under a timing's line ('smoothing took 2.918 ms'): PASS, the timing taken for a heading over a point's lines.
- H6/H10: a second run's line of the same problem, 'run 2: y 14', '2nd run (same seed): x 100024, y 14',
  'Run 2 (n=1000): y below threshold = 14', 'Run 2: y below threshold = 14', 'Rerun with 8 threads: 13 below
  threshold in y': PASS (the tag's number before the label hid it). M2: 'rerun: x below 100024, y below 14':
  FAIL on the threshold (found 0.10 and 100024), Y's 14 unread.
- H10: 'After 1 iteration: 13 elements of y below t': PASS ('After one iteration: ...' was read).
- H10: 'smoothed (GPU): 13 (1.3e-05)', 'smoothed: 13 (1.3e-05)': PASS. 'CPU/GPU counts: 12/13': PASS.
- H6: a lone Markdown row '| y | 13 | 1.3e-05 |' with no header: PASS.
Now: such a line after the file's counts is another printing of the count it names (recaplines.py, asked by
headings._named before barerecaps.py; a timing's line is no heading over a bare recap: barerecaps._headed).
Each wrong line fails below_y (or below_y2); its right twin (Y = 12, x 100024) passes. A bare capital X or Y
is never the first count ('X=100024 Y=12' alone stays as it was), nor a point's, a size's or an expectation's
('Peak at X = 500, Y = 733', 'expected Y = 13'); a tag of another problem ('Run 2 (n=2000)', '(seed 7)') is
left as it was.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass21_s21
"""
import time
import unittest

from tests.grader.a_support import PLAIN_1000, SIZES_1000, COUNTS_1000, graded, not_passing

_PASS = ("pass", {})
# the hostile pass's base, right/c01_c_printf.txt: a C printf layout with a timing's line last
C_PRINTF = """=== HW2: 9-point smoothing ===
Row length (n+2)        = 1002
Interior size n         = 1000
Total elements (n+2)^2  = 1004004
Interior elements n^2   = 1000000
Memory per array        = 0.003740 GB
Threshold t             = 0.10
Constants a, b, c       = 0.05, 0.10, 0.40
Count x < t             = 100024  (fraction 0.100024)
Count y < t             = 12  (fraction 1.200000e-05)
smoothing took 2.918 ms
"""
TUTORIAL = SIZES_1000 + COUNTS_1000
BASES = (C_PRINTF, TUTORIAL, PLAIN_1000)
# ./smooth -n 500 -kernel cpu's summary as the printf layout prints it (x 24914, y 4)
C_PRINTF_500 = C_PRINTF.replace("1002", "502").replace("1000000", "250000").replace("1004004", "252004") \
    .replace("n         = 1000", "n         = 500").replace("0.003740", "0.000939").replace("0.100024", "0.099656") \
    .replace("100024", "24914").replace("= 12  (fraction 1.200000e-05)", "= 4  (fraction 1.600000e-05)")


class Case(unittest.TestCase):
    def wrong_and_right(self, lines, field="below_y", bases=BASES, right=("397", "12"), wrong_value=None):
        """Each line (holding a wrong Y) after each base fails `field` (below_y2 too for below_y); the line with
        its wrong value made right passes."""
        for base in bases:
            for line in lines:
                with self.subTest(base=base[:20], line=line):
                    verdict, bad = not_passing(base + line + "\n")
                    self.assertEqual(verdict, "fail", bad)
                    fields = ("below_y", "below_y2") if field == "below_y" else (field,)
                    self.assertTrue(any(bad.get(f, ("",))[0] == "fail" for f in fields), bad)
                for old in ("397", "14", "13"):
                    if old in line:
                        twin = line.replace(old, "12").replace("1.3e-05", "1.2e-05").replace("1.400000e-05", "1.200000e-05")
                        with self.subTest(base=base[:20], twin=twin):
                            self.assertEqual(not_passing(base + twin + "\n"), _PASS)
                        break


class CapitalRecapTest(Case):
    """H16, H6: a recap by the capital names X and Y after the counts."""
    LINES = ["So the answer is X = 100024 and Y = 397.", "The answer is Y = 397.", "Final Y: 397", "My result: Y = 397",
             "Result (Y): 397", "Answer for Y: 397", "So, Y = 397.", "I got Y = 397 when I ran it again.", "Y = 13",
             # variants: other spacing and punctuation, a Python f-string's, a bullet, both arrays in another order
             "Final answer: Y=397", "=> Y: 397", "  - Y = 397", "Thus Y = 397 and X = 100024", "Result: X=100024, Y=13",
             "In the end we get Y = 14."]

    def test_wrong_fail_right_pass(self):
        self.wrong_and_right(self.LINES)

    def test_lower_case_bare_under_timing(self):
        self.wrong_and_right(["y: 13", "y = 13"], bases=(C_PRINTF,))

    def test_wrong_x(self):
        for line in ("So the answer is X = 100042 and Y = 12.", "Final X: 100042"):
            with self.subTest(line=line):
                verdict, bad = not_passing(C_PRINTF + line + "\n")
                self.assertEqual((verdict, bad.get("below_x", ("",))[0]), ("fail", "fail"), bad)

    def test_n_500(self):
        for line in ("So the answer is X = 24914 and Y = {}.", "run 2: y {}", "smoothed: {}"):
            with self.subTest(line=line):
                self.assertEqual(graded(C_PRINTF_500 + line.format(4) + "\n"), _PASS)
                verdict, bad = graded(C_PRINTF_500 + line.format(5) + "\n")
                self.assertEqual(bad.get("below_y"), "fail", bad)

    def test_not_a_count(self):
        """A point's, a size's, an expectation's capital X/Y, or one before the counts: no count's printing."""
        for line in ("Peak at X = 500, Y = 733", "Grid X = 1002", "expected Y = 13", "Y range: 13", "Max Y: 13",
                     "Block size X = 16"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(C_PRINTF + line + "\n"), _PASS)
        terse = "N=1002 n=1000 N2=1004004 n2=1000000 GB=0.003740 t=0.1 abc=0.05,0.1,0.4 X=100024 fX=0.100024 Y=12 fY=1.2e-05\n"
        from grading.recaplines import recap_lines
        self.assertEqual(recap_lines(terse), terse)
        self.assertEqual(recap_lines("Y = 13\n" + C_PRINTF), "Y = 13\n" + C_PRINTF)  # (before the counts: none)


class SecondRunTest(Case):
    """H6, H10, M2: a second run of the same problem, tagged before its counts."""
    LINES = ["2nd run (same seed): x 100024, y 14", "run 2: y 14", "Run 2 (n=1000): y below threshold = 14",
             "Run 2: y below threshold = 14", "Rerun with 8 threads: 13 below threshold in y",
             "rerun: x below 100024, y below 14",
             # variants
             "Run #2: x = 100024, y = 14", "second run: y below threshold = 14", "re-run: y 14",
             "Trial 3 - x 100024; y 14", "Rerun (same seed): Count y < t = 14  (fraction 1.400000e-05)"]

    def test_wrong_fail_right_pass(self):
        self.wrong_and_right(self.LINES)

    def test_threshold_untouched(self):
        verdict, bad = not_passing(C_PRINTF + "rerun: x below 100024, y below 14\n")
        self.assertNotIn("threshold", bad)

    def test_wrong_x(self):
        verdict, bad = not_passing(C_PRINTF + "2nd run (same seed): x 100042, y 12\n")
        self.assertEqual(bad.get("below_x", ("",))[0], "fail", bad)

    def test_other_problem_left(self):
        from grading.recaplines import recap_lines
        for line in ("Run 2 (n=2000): y below threshold = 46", "2nd run (seed 7): x 100112, y 15",
                     "Run 2 (t=0.2): y below threshold = 3971", "run 2: 3.1 ms", "run 2: n = 2000, y = 46"):
            with self.subTest(line=line):
                text = C_PRINTF + line + "\n"
                self.assertEqual(recap_lines(text), text)


class IterationTest(Case):
    """H10: 'After 1 iteration:' (the graded sweep) before a count."""
    LINES = ["After 1 iteration: 13 elements of y below t", "after 1 sweep: y below threshold = 14",
             "After 1 smoothing step, 13 elements of y are below t"]

    def test_wrong_fail_right_pass(self):
        self.wrong_and_right(self.LINES)

    def test_progress_log_left(self):
        from grading.recaplines import recap_lines
        text = C_PRINTF + "After 1 iteration: 13 elements of y below t\nAfter 2 iterations: 9 elements of y below t\n"
        self.assertEqual(recap_lines(text), text)


class ArrayWordTest(Case):
    """H10: the smoothed array by that word ('smoothed (GPU): 13 (1.3e-05)'); two versions apart by a slash."""
    LINES = ["smoothed (GPU): 13 (1.3e-05)", "smoothed: 13 (1.3e-05)", "Smoothed array: 13", "smoothed = 14",
             "Smoothed (CUDA): 13 (0.0013%)"]

    def test_wrong_fail_right_pass(self):
        self.wrong_and_right(self.LINES)

    def test_original(self):
        self.assertEqual(not_passing(C_PRINTF + "original: 100024 (0.100024)\n"), _PASS)
        verdict, bad = not_passing(C_PRINTF + "original: 100042 (0.100042)\n")
        self.assertEqual(bad.get("below_x", ("",))[0], "fail", bad)

    def test_slashed_versions(self):
        self.wrong_and_right(["CPU/GPU counts: 12/13", "serial/cuda: 12/14", "CPU / GPU: 12 / 13"])
        self.assertEqual(not_passing(C_PRINTF + "CPU/GPU counts: 100024/100024\n"), _PASS)
        verdict, bad = not_passing(C_PRINTF + "CPU/GPU counts: 100024/100042\n")
        self.assertIn("fail", (bad.get("below_x", ("",))[0], bad.get("below_x2", ("",))[0]), bad)


class LoneRowTest(Case):
    """H6: a Markdown row of an array with no header over it."""
    LINES = ["| y | 13 | 1.3e-05 |", "| Y | 14 |", "|y|13|0.0013%|"]

    def test_wrong_fail_right_pass(self):
        self.wrong_and_right(self.LINES)

    def test_under_header_left(self):
        from grading.recaplines import recap_lines
        text = C_PRINTF + "| array | count < t | fraction |\n|---|---|---|\n| y | 13 | 1.3e-05 |\n"
        self.assertEqual(recap_lines(text), text)


class CostTest(unittest.TestCase):
    def test_blanks_and_long_line(self):
        from grading.recaplines import recap_lines
        for tail in (" " * 4000 + "\n", "run 2: " + "y 1" * 7_000_000 + "\n", "Y = " + " " * 4000 + "\n",
                     ("run 2: y " + " " * 50 + "x\n") * 20000, "| y |" + " " * 4000 + "|\n"):
            text = C_PRINTF + tail
            began = time.process_time()
            recap_lines(text)
            graded(text[:2_000_000])
            self.assertLess(time.process_time() - began, 10.0)


if __name__ == "__main__":
    unittest.main()
