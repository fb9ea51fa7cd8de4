"""test_pass15_prefixes.py - the fifteenth hostile pass's A9 and A14 (h15b, helper q15): a prefix on every line
('Thread 0: ', 'Rank 0: ', 'GPU0: ', a host's 'c401-101: ', MSVC's 'smooth.c(60): ', 'smooth.c, line 43: ',
'(smooth.c:43) ', Python logging's 'INFO     smooth.py:42 main() ', '% ', '> ', 't=0.123s ') is dropped and the
output graded (a wrong value behind it still fails); a source file's line on one line alone is no value; a
real first column (a rank's tag on some lines, several ranks' tags, scaling rows '1000: ') stays. A14: an
array's bare count with its fraction ('X = 100024 (0.100024)', '%e': 'x: 1.000240e+05 [0.100024]') is read
where the two agree; Octave's unnamed 'ans = 1002' under 'n = 1000' is the size it equals.
Run: python3 -m unittest tests.grader.test_pass15_prefixes (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import PLAIN_1000, RIGHT_1000, graded as _graded, not_passing  # noqa: E402
from grading import read_output  # noqa: E402

WRONG = {"below_y": (" 12,", " 13,", ":: 12\n", ":: 13\n"), "below_x": ("100024,", "100025,", ":: 100024", ":: 100025"),
         "row": ("= 1002\n", "= 1003\n", ":: 1002\n", ":: 1003\n"), "total": ("1004004", "1004005", "1004004", "1004005")}


def each(prefix, text):
    """text with prefix before each of its lines ('#' in it: the line's number, 60 and on)."""
    return "".join(prefix.replace("#", str(60 + k)) + line + "\n" for k, line in enumerate(text.splitlines()))


def graded(text):
    """The real grader's (scripts/grade -json) verdict of text."""
    return _graded(text)[0]


PREFIXES = ("Thread 0: ", "Rank 0: ", "rank 0 | ", "proc 0: ", "Process 0: ", "task 0: ", "GPU0: ", "GPU 0: ",
            "c401-101: ", "node01: ", "smooth.c(#): ", "smooth.c, line #: ", "(smooth.c:#) ", "src/smooth.cpp(#,5): ",
            "INFO     smooth.py:# main() ", "main() ", "% ", "> ", "> > ", "t=0.123s ", "t=0.1#s ", "+12ms ")


class EveryLine(unittest.TestCase):
    def test_right_passes_wrong_fails(self):
        for prefix in PREFIXES:
            for name, base in (("plain", PLAIN_1000), ("tutorial", RIGHT_1000)):
                text = each(prefix, base)
                with self.subTest(prefix=prefix, base=name):
                    self.assertEqual(not_passing(text), ("pass", {}))
                    self.assertEqual(read_output(text)["runs"], [])
                    for field, (a, b, c, d) in WRONG.items():
                        old, new = (a, b) if name == "plain" else (c, d)
                        verdict, bad = not_passing(text.replace(old, new))
                        self.assertEqual(verdict, "fail", field)
                        self.assertIn(field, bad)

    def test_case_files_through_the_grader(self):
        for prefix in ("Thread 0: ", "Rank 0: ", "INFO     smooth.py:42 main() ", "% ", "> ", "t=0.123s "):
            with self.subTest(prefix=prefix):
                self.assertEqual(graded(each(prefix, PLAIN_1000)), "pass")
                self.assertEqual(graded(each(prefix, PLAIN_1000).replace(" 12,", " 13,")), "fail")


class OneLine(unittest.TestCase):
    def test_source_line_before_the_count_lines(self):
        lines = PLAIN_1000.splitlines()
        for prefix in ("smooth.c(#): ", "smooth.c, line #: ", "smooth.py:# ", "(smooth.c:#) ", "C:\\hw\\smooth.c(#): ",
                       "./smooth.cu:#: "):
            text = "\n".join(lines[:-2] + [prefix.replace("#", str(60 + k)) + line
                                           for k, line in enumerate(lines[-2:])]) + "\n"
            with self.subTest(prefix=prefix):
                self.assertEqual(not_passing(text), ("pass", {}), text)
                verdict, bad = not_passing(text.replace(" 12,", " 13,"))
                self.assertEqual(verdict, "fail")
                self.assertIn("below_y", bad)

    def test_compiler_diagnostic_is_no_line_of_its_own(self):
        from grading.homework import without_parts
        line = "smooth.c:12:5: warning: unused variable 'n' [-Wunused-variable]\n"
        self.assertEqual(without_parts(line), line)


class NoPrefix(unittest.TestCase):
    def test_several_ranks_tags_stay(self):
        # rank 0 prints the summary, rank 1 a partial count of its own: rank 1's line keeps its tag
        text = each("Rank 0: ", PLAIN_1000) + "Rank 1: local count x < t = 50012\n"
        from grading.lines import without_prefix
        self.assertIn("Rank 1: local", without_prefix(text))
        halves = "".join(f"Rank {k % 2}: {line}\n" for k, line in enumerate(PLAIN_1000.splitlines()))
        self.assertEqual(without_prefix(halves), halves)

    def test_a_rank_tag_on_some_lines_and_scaling_rows(self):
        from grading.lines import without_prefix
        some = "".join(("0: " if k < 3 else "") + line + "\n" for k, line in enumerate(PLAIN_1000.splitlines()))
        self.assertEqual(without_prefix(some), some)
        rows = "".join(f"{n}: x below = {n * 100}, y below = {n // 100}\n" for n in (1000, 2000, 4000, 8000))
        self.assertEqual(without_prefix(rows), rows)

    def test_a_sessions_prompts_stay(self):
        from grading.lines import without_prefix
        r = ("> n <- 1000\n> a <- 0.05; b <- 0.1; c <- 0.4\n> threshold <- 0.1\n> rows <- n + 2\n"
             "> below_x <- sum(x[2:1001, 2:1001] < threshold)\n> below_y <- sum(y[2:1001, 2:1001] < threshold)\n"
             "> memory <- 4 * rows^2 / 2^30\n> print(below_x)\n[1] 100024\n")
        matlab = ">> n = 1000;\n>> count_x = sum(x(:) < 0.1);\n>> count_y = sum(y(:) < 0.1);\n>> disp(count_x)\n100024\n"
        for text in (r, matlab):
            self.assertEqual(without_prefix(text), text)

    def test_a_size_or_an_array_glued_to_a_number_is_no_id(self):
        from grading.prefixes import prefix_pattern
        for prefix in ("n1000: ", "x1: ", "iter3: ", "Step 2: ", "count 5: ", "Rank: "):
            with self.subTest(prefix=prefix):
                self.assertIsNone(prefix_pattern(prefix))
        self.assertEqual(prefix_pattern("Rank 0: "), r"Rank[ \t]+0:[ \t]*")

    def test_long_lines_stay_fast(self):
        import time
        from grading.lines import without_prefixes
        for line in ("a" * 4096, "a." * 2048, "smooth.c" * 512, ")" * 4096, "> " * 2048, "1s " * 1365, "C:" * 2048):
            start = time.process_time()
            without_prefixes((line + "\n") * 200)
            self.assertLess(time.process_time() - start, 1.0, line[:10])


def counted(x, y):
    """PLAIN_1000 with its two count lines x and y."""
    return "\n".join(PLAIN_1000.splitlines()[:7] + [x, y]) + "\n"


class BareCounts(unittest.TestCase):
    """A14: an array's count under its name alone with its fraction after it ('X = 100024 (0.100024)'),
    a count printed with %e ('x: 1.000240e+05 [0.100024]')."""

    def test_right_pass(self):
        for x, y in (("X = 100024 (0.100024)", "Y = 12 (1.2e-05)"), ("x: 1.000240e+05 [0.100024]", "y: 1.200000e+01 [1.2e-05]"),
                     ("X = 100024 (0.1000)", "Y = 12 (1.2000e-05)"), ("x: 100024 (10.0024%)", "y: 12 (0.0012%)"),
                     ("X=100024 (0.100024)", "count y < t = 12, fraction = 1.200000e-05"),
                     ("x = 100024.000000 (0.100024)", "y = 12.000000 (0.000012)")):
            with self.subTest(x=x, y=y):
                self.assertEqual(not_passing(counted(x, y)), ("pass", {}))
        self.assertEqual(graded(counted("X = 100024 (0.100024)", "Y = 12 (1.2e-05)")), "pass")

    def test_wrong_fail(self):
        for x, y, field in (("X = 100025 (0.100025)", "Y = 12 (1.2e-05)", "below_x"),
                            ("x: 1.000250e+05 [0.100025]", "y: 1.200000e+01 [1.2e-05]", "below_x"),
                            ("X = 100024 (0.100024)", "Y = 21 (2.1e-05)", "below_y"),
                            ("X = 100024 (0.100024)", "Y = 12 (1.3e-05)", "fraction_y"),
                            ("X = 99999 (0.100024)", "Y = 12 (1.2e-05)", "below_x")):
            with self.subTest(x=x, y=y):
                verdict, bad = not_passing(counted(x, y))
                self.assertEqual(verdict, "fail")
                self.assertIn(field, bad)
        self.assertEqual(graded(counted("X = 100024 (0.100024)", "Y = 13 (1.3e-05)")), "fail")

    def test_what_is_no_count(self):
        from grading.barecounts import counts_named
        for line in ("x: 500 (0.5)", "x: 3 (0.75)", "X: 1002 (1002)", "x = 0.5 (0.25)", "Done: X=100024 (0.100024)",
                     "x: 100024 (0.100024), y: 12 (1.2e-05)", "X = 100024 (0.100024]"):
            with self.subTest(line=line):
                text = "n = 1000\n" + line + "\n"
                self.assertEqual(counts_named(text), text)

    def test_under_another_heading_no_count(self):
        right = "\n".join(PLAIN_1000.splitlines()) + "\n"
        for heading in ("Elements above threshold:", "Count elements above 0.1", "Nonzero elements", "Above threshold:\n"):
            text = right + heading + "\n  x: 899976 (0.899976)\n  y: 999988 (0.999988)\n"
            with self.subTest(heading=heading):
                self.assertEqual(not_passing(text), ("pass", {}))

    def test_many_lines_bounded(self):
        import time
        from grading.headings import regrouped
        for text in ("X = 100024 (0.100024)\n" * 200000, ("\n" * 1000 + "x: 5 (0.5)\n") * 2000, "ans = 1002\nn = 1000\n" * 100000):
            start = time.process_time()
            regrouped(text)
            self.assertLess(time.process_time() - start, 2.0)


OCTAVE = """>> smooth_hw
n = 1000
ans = 1002
ans = 1004004
ans = 1000000
memGB = 3.7402e-03
threshold = 0.1000
abc =

   0.050000   0.100000   0.400000

belowX = 100024
fracX = 0.1000
belowY = 12
fracY = 1.2000e-05
"""


class UnnamedResults(unittest.TestCase):
    """A14: Octave's 'ans = 1002' under 'n = 1000' (an expression without a name) is the size it is."""

    def test_right_passes(self):
        self.assertEqual(not_passing(OCTAVE), ("pass", {}))
        matlab = OCTAVE.replace("ans = 1002\n", "ans =\n\n        1002\n\n")
        self.assertEqual(not_passing(matlab), ("pass", {}))
        self.assertEqual(graded(OCTAVE), "pass")

    def test_a_wrong_size_is_no_size(self):
        for old, new, field in (("ans = 1002", "ans = 1003", "row"), ("ans = 1004004", "ans = 1004005", "total"),
                                ("ans = 1000000", "ans = 1000001", "total_inner"), ("belowY = 12", "belowY = 13", "below_y")):
            with self.subTest(new=new):
                verdict, bad = not_passing(OCTAVE.replace(old, new))
                self.assertEqual(verdict, "fail")
                self.assertIn(field, bad)
        self.assertEqual(graded(OCTAVE.replace("ans = 1002", "ans = 1003")), "fail")

    def test_no_n_before_no_name(self):
        from grading.answers import answers_named
        text = "ans = 1002\nn = 1000\n"
        self.assertEqual(answers_named(text), text)


if __name__ == "__main__":
    unittest.main()
