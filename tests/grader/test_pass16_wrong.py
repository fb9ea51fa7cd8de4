"""test_pass16_wrong.py - the sixteenth hostile pass's wrong outputs with full marks (HIGH (b)): a recap of the
counts as a pair of whole numbers ('Final answer: 100024 and 21 elements below threshold', '... from 100024
down to 21', 'x: 100024 -> y: 21', '**Result:** x 100024, y 21'), ... Each wrong one fails on its field; the same
line with the right values keeps PASS.
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass16_wrong"""
import unittest

from tests.grader.a_support import GO_1000, graded

# the pass's Go printf right output (c31), the base of the recaps
GO_BASE = GO_1000

RECAPS = ["Final answer: {x} and {y} elements below threshold",
          "Smoothing cut the elements below 0.1 from {x} down to {y}.",
          "Conclusion: smoothing reduces the count below threshold from {x} to just {y}.",
          "x: {x} -> y: {y}",
          "**Result:** x {x}, y {y}",
          "Result: {x}, {y} elements below threshold"]


class Recaps(unittest.TestCase):
    def test_right_recap_passes(self):
        for recap in RECAPS:
            with self.subTest(recap=recap):
                self.assertEqual(graded(GO_BASE + recap.format(x=100024, y=12) + "\n"), ("pass", {}))

    def test_wrong_y_fails(self):
        for recap in RECAPS:
            with self.subTest(recap=recap):
                verdict, bad = graded(GO_BASE + recap.format(x=100024, y=21) + "\n")
                self.assertEqual((verdict, bad.get("below_y")), ("fail", "fail"))

    def test_wrong_x_fails(self):
        for recap in RECAPS:
            with self.subTest(recap=recap):
                verdict, bad = graded(GO_BASE + recap.format(x=100042, y=12) + "\n")
                self.assertEqual((verdict, bad.get("below_x")), ("fail", "fail"))

    def test_count_of_whole_no_pair(self):
        # 'below threshold: 100024 of 1000000': a count and its whole, no pair of counts
        self.assertEqual(graded(GO_BASE + "Elements below threshold: 100024 of 1000000\n"), ("pass", {}))


# the pass's f06 right output (printf("fraction = %d/%d = %f")), the base of the ratios
RATIO_BASE = """n = 1000
N = n + 2 = 1002
N*N = 1004004
n*n = 1000000
memory per array = 0.00374021 GB
threshold = 0.1
a = 0.05, b = 0.1, c = 0.4
x below threshold = 100024, fraction = 100024/1000000 = 0.100024
y below threshold = 12, fraction = 12/1000000 = 1.2e-05
"""


class Ratios(unittest.TestCase):
    def test_right_ratios_pass(self):
        self.assertEqual(graded(RATIO_BASE), ("pass", {}))
        brackets = RATIO_BASE.replace(", fraction = 100024/1000000 = 0.100024", " (100024/1000000 = 0.100024)")
        self.assertEqual(graded(brackets), ("pass", {}))

    def test_wrong_count_or_whole_in_the_ratio_fails(self):
        for old, new, field in [("= 100024/1000000", "= 100042/1000000", "below_x"),
                                ("= 12/1000000", "= 21/1000000", "below_y"),
                                ("= 100024/1000000", "= 100024/1000002", "total_inner"),
                                ("(100024/1000000", "(100042/1000000", "below_x")]:
            with self.subTest(new=new):
                text = RATIO_BASE.replace(", fraction = 100024/1000000 = 0.100024", " (100024/1000000 = 0.100024)") \
                    if old.startswith("(") else RATIO_BASE
                verdict, bad = graded(text.replace(old, new))
                self.assertEqual((verdict, bad.get(field)), ("fail", "fail"))


THREAD_BASE = """Thread 0: OMP_NUM_THREADS = 4
Thread 0: n = 1000, n+2 = 1002
Thread 0: total = 1004004, inner = 1000000
Thread 0: memory per array = 0.00374021 GB (2 arrays: 0.00748042 GB)
Thread 0: threshold = 0.1, a = 0.05, b = 0.1, c = 0.4
Thread 0: below threshold: x = 100024 (0.100024), y = 12 (0.000012)
"""


class BothArrays(unittest.TestCase):
    def test_right_both_pass(self):
        self.assertEqual(graded(THREAD_BASE), ("pass", {}))
        self.assertEqual(graded(GO_BASE + "Wrote x and y (2 x 0.00374021 GB = 0.00748042 GB) to disk\n"), ("pass", {}))

    def test_wrong_both_fail(self):
        for text in [THREAD_BASE.replace("0.00748042", "0.00848042"),
                     GO_BASE + "Wrote x and y (2 x 0.00374021 GB = 0.00848042 GB) to disk\n",
                     GO_BASE + "Wrote x and y (2 x 0.00384021 GB = 0.00768042 GB) to disk\n"]:
            with self.subTest(text=text[-60:]):
                verdict, bad = graded(text)
                self.assertEqual((verdict, bad.get("memory")), ("fail", "fail"))


if __name__ == "__main__":
    unittest.main()
