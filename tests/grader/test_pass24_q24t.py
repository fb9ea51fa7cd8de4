"""test_pass24_q24t.py - q24's item H13 (the twenty-seventh hostile pass): counts at another threshold.

A right output that printed extra statistics at other thresholds after its counts failed: 'y below 0.2: 3994
(0.003994)' was a second printing of Y's fraction (right/c48_extra_stats: FAIL fraction_y "1.20000E-05 and
0.003994"), 'with t = 0.2: x 199914, y 3994' gave the threshold a count (FAIL threshold "0.10 and 199914"), and a
sweep's table ('   t      x below    y below' over rows at 0.1, 0.2, 0.3) gave X and Y two values each
(right/c47_extra_thresholds: FAIL below_x, below_y). Now otherthresholds.py writes each such line after the
first count, at a threshold other than the file's own (the first a label gives), as a line with no value; a
line at the file's threshold stays and is compared, and a bare 'Threshold: 0.2' still fails. Before: FAIL; now:
PASS, and a wrong value at the file's threshold (or in the counts) still fails.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass24_q24t
"""
import unittest

from tests.grader.a_support import C01_1000, RIGHT_1000, SMOOTH_500, RightAndWrong, graded, not_passing

EXTRAS = [
    "y below 0.2: 3994 (0.003994)",
    "Extra statistics\n  x: min 0.000000 max 1.000000 mean 0.500126\n  y above 0.9: 9 (9e-06)\n"
    "  y below 0.2: 3994 (0.003994)",
    "with t = 0.2: x 199914, y 3994",
    "t=0.3 -> x=299631 y=65155",
    "For threshold 0.2: x 199914, y 3994",
    "count of y < 0.3 = 65155",
    "x below 0.05: 50123 (0.050123)",
    "   t      x below    y below\n  0.1      100024         12\n  0.2      199914       3994\n"
    "  0.3      299631      65155",
    "| t | x below | y below |\n|---|---|---|\n| 0.1 | 100024 | 12 |\n| 0.2 | 199914 | 3994 |",
]


class OtherThresholds(RightAndWrong):
    def test_right_pass_and_wrong_fail(self):
        for base in (RIGHT_1000, C01_1000):
            right = [base + "\n" + extra + "\n" for extra in EXTRAS]
            self.right_and_wrong(right, [(":: 12\n", ":: 13\n", "below_y"), (": 12 (", ": 21 (", "below_y"),
                                         (":: 100024", ":: 100042", "below_x"),
                                         ("100024 (fraction", "100042 (fraction", "below_x"),
                                         ("  0.1      100024         12", "  0.1      100024         13", "below_y"),
                                         ("| 0.1 | 100024 | 12 |", "| 0.1 | 100024 | 21 |", "below_y")])

    def test_own_threshold_still_compared(self):
        """A line at the file's own threshold is a second printing; a bare other threshold still fails."""
        for line, field in (("y below 0.1: 13 (1.3e-05)", "below_y"), ("with t = 0.1: x 100024, y 13", "below_y"),
                            ("Threshold: 0.2", "threshold")):
            with self.subTest(line=line):
                verdict, bad = not_passing(RIGHT_1000 + "\n" + line + "\n")
                self.assertEqual(verdict, "fail")
                self.assertEqual(bad.get(field, ("",))[0], "fail", bad)

    def test_other_n(self):
        text = SMOOTH_500 + "\ny below 0.2: 999 (0.003996)\nwith t = 0.3: x 74876, y 16338\n"
        self.assertEqual(graded(text), ("pass", {}))
        verdict, bad = graded(text.replace(":: 4\n", ":: 5\n"))
        self.assertEqual((verdict, bad.get("below_y")), ("fail", "fail"))


if __name__ == "__main__":
    unittest.main()
