"""test_pass22_k22.py - k22's items of the twenty-third hostile pass (h23 H7, H8, M1, L4): recaps by n and timing
lines by n (nrecaps.py).

- H7: a recap after several runs, a line 'Summary (y below threshold): n=500: 4, n=1000: 12' or a table '| n | x | y |'
  / '| 500 | 24914 | 4 |' (Markdown, blanks, CSV), broke right outputs: a run at n = 12 (Canvas 3), the table's
  first row's n read as the last run's inner size (19), CSV rows as runs missing six fields; on one run 'n=1000: 12'
  was read as Y = 1000. Now each pair of the recap is a second printing of its n's run: PASS where it agrees, that
  run's count FAILS where it does not.
- H8 / L4: timing lines 'n=1000  21.52 ms' / 'n=2000  90.86 ms' after a right summary were summed with the summary's n
  as ranks' partial counts (graded at n = 2000, 8 points, "not the class's n" in the Canvas note). Now a timing
  line gives no size where other lines give the run's: PASS at n = 1000.
- M1: 'recap: n=1000 x_below=100024 y_below=15' (and a CSV tail 'n,x_below,y_below' / '1000,100024,13') opened a
  second run missing six fields (7 points). Now it is a second printing of the run's counts: Y FAILS (16 points).

Before: the right cases FAIL (or split into runs), the wrong ones lost 13 points; now: right PASS, each wrong twin
FAILS its field. Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass22_k22
"""
import os
import unittest

from tests.grader.a_support import runs_graded, RIGHT_1000, SMOOTH_500, TOP, graded

PY_500 = """--- n = 500 ---
  elements per row/column (n+2): 502
  inner elements per row/column: 500
  total elements: 252004   inner: 250000
  memory per array: 0.000939 GB
  threshold = 0.1, a = 0.05, b = 0.1, c = 0.4
  x below threshold: 24914 (0.099656)
  y below threshold: 4 (1.60e-05)
  time: 3.1 ms
"""
PY_1000 = """--- n = 1000 ---
  elements per row/column (n+2): 1002
  inner elements per row/column: 1000
  total elements: 1004004   inner: 1000000
  memory per array: 0.003740 GB
  threshold = 0.1, a = 0.05, b = 0.1, c = 0.4
  x below threshold: 100024 (0.100024)
  y below threshold: 12 (1.20e-05)
  time: 11.8 ms
"""
TWO_RUNS = PY_500 + "\n" + PY_1000 + "\n"
SMOOTH_TWO = SMOOTH_500 + "\n" + RIGHT_1000 + "\n"




class RecapsOfSeveralRuns(unittest.TestCase):  # H7
    RIGHT = (
        TWO_RUNS + "Summary (y below threshold): n=500: 4, n=1000: 12\n",
        TWO_RUNS + "y below threshold by n: n = 500 -> 4, n = 1000 -> 12\n",
        TWO_RUNS + "| n | x | y |\n|---|---|---|\n| 500 | 24914 | 4 |\n| 1000 | 100024 | 12 |\n",
        TWO_RUNS + "Recap\n   n        x     y\n 500    24914     4\n1000   100024    12\n",
        TWO_RUNS + "n,below_x,below_y\n500,24914,4\n1000,100024,12\n",
        SMOOTH_TWO + "| n | x below | y below |\n|---|---|---|\n| 500 | 24914 | 4 |\n| 1000 | 100024 | 12 |\n",
        SMOOTH_TWO + "x count per n: n=500: 24914, n=1000: 100024\n",
    )

    def test_right_recaps_pass(self):
        for text in self.RIGHT:
            with self.subTest(text=text[-90:]):
                self.assertEqual(runs_graded(text), [("pass", {}), ("pass", {})])

    def test_wrong_recap_fails_its_run(self):
        cases = (  # (text, the run that fails: 0 the n = 500 one, 1 the n = 1000 one, its field)
            (TWO_RUNS + "Summary (y below threshold): n=500: 5, n=1000: 12\n", 0, "below_y"),
            (TWO_RUNS + "Summary (y below threshold): n=500: 4, n=1000: 21\n", 1, "below_y"),
            (TWO_RUNS + "| n | x | y |\n|---|---|---|\n| 500 | 24914 | 4 |\n| 1000 | 100042 | 12 |\n", 1, "below_x"),
            (TWO_RUNS + "Recap\n   n        x     y\n 500    24941     4\n1000   100024    12\n", 0, "below_x"),
            (TWO_RUNS + "n,below_x,below_y\n500,24914,4\n1000,100024,21\n", 1, "below_y"),
            (SMOOTH_TWO + "x count per n: n=500: 24914, n=1000: 100042\n", 1, "below_x"),
        )
        for text, run, field in cases:
            with self.subTest(text=text[-90:]):
                got = runs_graded(text)
                self.assertEqual(len(got), 2, got)
                self.assertEqual(got[run][0], "fail", got)
                self.assertEqual(got[run][1].get(field), "fail", got)
                self.assertEqual(got[1 - run], ("pass", {}), got)

    def test_one_run_recap_line(self):  # F/f15: 'n=1000: 12' is Y at n = 1000, not Y = 1000
        for line in ("Summary (y below threshold): n=1000: 12", "Y count by n: n = 1000 -> 12",
                     "x below threshold (by n): n=1000: 100024"):
            with self.subTest(line=line):
                self.assertEqual(graded(RIGHT_1000 + line + "\n"), ("pass", {}))
        self.assertEqual(graded(RIGHT_1000 + "Summary (y below threshold): n=1000: 21\n")[1], {"below_y": "fail"})
        self.assertEqual(graded(RIGHT_1000 + "x below threshold (by n): n=1000: 100042\n")[1], {"below_x": "fail"})


class TimingLinesByN(unittest.TestCase):  # H8, L4
    def test_timing_lines_give_no_n(self):
        for tail in ("Scaling (smoothing time)\nn=1000  21.52 ms\nn=2000  90.86 ms\nn=4000  241.56 ms\n",
                     "n=1000  2.93 ms\nn=2000  11.62 ms\nn=4000  47.10 ms\n",
                     "n=2000  11.62 ms\nn=4000  47.10 ms\n",
                     "N = 500   0.71 s\nN = 1000   2.9 s\nN = 2000   11.6 s\n",
                     "n: 1000\t2.93 ms\nn: 2000\t11.62 ms\n"):
            with self.subTest(tail=tail):
                self.assertEqual(graded(RIGHT_1000 + "\n" + tail), ("pass", {}))

    def test_wrong_summary_still_fails(self):
        tail = "n=1000  21.52 ms\nn=2000  90.86 ms\nn=4000  241.56 ms\n"
        wrong_y = RIGHT_1000.replace("(Y)   :: 12", "(Y)   :: 21")
        self.assertEqual(graded(wrong_y + tail)[1], {"below_y": "fail"})
        wrong_x = RIGHT_1000.replace(":: 100024", ":: 100042")
        self.assertEqual(graded(wrong_x + tail)[1].get("below_x"), "fail")
        wrong_row = RIGHT_1000.replace(":: 1002\n", ":: 1003\n")
        self.assertEqual(graded(wrong_row + tail)[1].get("row"), "fail")


class RecapOfTheRunsOwnN(unittest.TestCase):  # M1
    def test_right_recap_passes(self):
        for line in ("recap: n=1000 x_below=100024 y_below=12",
                     "2026/11/29 22:41:07 recap: n=1000 x_below=100024 y_below=12",
                     "recap: n=1000, below_x=100024, below_y=12",
                     "n,x_below,y_below\n1000,100024,12"):
            with self.subTest(line=line):
                self.assertEqual(graded(RIGHT_1000 + line + "\n"), ("pass", {}))

    def test_wrong_recap_fails_y_only(self):
        for line in ("recap: n=1000 x_below=100024 y_below=15",
                     "2026/11/29 22:41:07 recap: n=1000 x_below=100024 y_below=15",
                     "recap: n=1000, below_x=100024, below_y=21",
                     "n,x_below,y_below\n1000,100024,13"):
            with self.subTest(line=line):
                self.assertEqual(runs_graded(RIGHT_1000 + line + "\n"), [("fail", {"below_y": "fail"})])
        self.assertEqual(runs_graded(RIGHT_1000 + "recap: n=1000 x_below=100042 y_below=12\n"),
                         [("fail", {"below_x": "fail"})])

    def test_other_n_at_500(self):
        self.assertEqual(graded(SMOOTH_500 + "recap: n=500 x_below=24914 y_below=4\n"), ("pass", {}))
        self.assertEqual(runs_graded(SMOOTH_500 + "recap: n=500 x_below=24914 y_below=5\n"),
                         [("fail", {"below_y": "fail"})])


if __name__ == "__main__":
    unittest.main()
