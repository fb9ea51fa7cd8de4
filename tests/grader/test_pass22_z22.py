"""test_pass22_z22.py - z22's items from the twenty-fourth hostile pass (h24, at b27c9c1): wrong second
printings of the counts that passed.

H6: a table of runs whose first column is a run's number ('| run | X | Y |' over '| 1 | 100024 | 12 |' and
'| 2 | 100024 | 13 |', the same tab- or space-aligned, a '(GPU)' after the number): the header's X and Y were not
read as counts, or the second row (a name after a nameless first row) was set aside, so a wrong second run passed.
Before: PASS; now: below_y (or below_y2, below_x) FAILS, and the same table with right rows PASSES
(versiontables.py names each run's number 'run_N' under a header whose first cell names runs).

H7-H10, M1, M4: a count printed again after a right output in a phrasing no rule read ('Y (final): 13',
'y after smoothing: 13', 'y/x ratio: 12/100024; smoothed count y = 13', 'CPU vs GPU: x 100024/100024, y 12/13',
'Sum: x=100024 y=13', 'only thirteen (13) cells of y end up below 0.1.', numpy's 'array([100024,     13])',
Octave's 'ans =' over '   100024       13'). Before: PASS (the line unread); now: below_y (below_y2, below_x) FAILS,
and the same line with the right values PASSES (laterecaps.py rewrites each as a count's line).

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass22_z22
"""
import unittest

from tests.grader.a_support import RIGHT_1000, RightAndWrong

RUN_TABLES = (
    "\n| run | X | Y |\n|---|---|---|\n| 1 | 100024 | 12 |\n| 2 | 100024 | 12 |\n",
    "\n| run | X | Y |\n|---|---|---|\n| 1 | 100024 | 12 |\n| 2 (GPU) | 100024 | 12 |\n",
    "\nrun\tX\tY\n1\t100024\t12\n2\t100024\t12\n",
    "\nrun  X       Y\n1    100024  12\n2    100024  12\n",
    "\n| trial | x | y |\n|:-:|:-:|:-:|\n| #1 | 100024 | 12 |\n| #2 | 100024 | 12 |\n",
    "\n| Run | X | Y |\n| 1 (CPU) | 100024 | 12 |\n| 2 (GPU) | 100024 | 12 |\n",
)


class RunNumberTables(RightAndWrong):
    def test_run_tables(self):
        rights = [RIGHT_1000 + t for t in RUN_TABLES]
        self.right_and_wrong(rights, [("100024 | 12 |\n| 2 (GPU) | 100024 | 12",
                                       "100024 | 12 |\n| 2 (GPU) | 100024 | 13", "below_y below_y2"),
                                      ("| 2 | 100024 | 12", "| 2 | 100042 | 12", "below_x below_x2"),
                                      ("| 2 | 100024 | 12", "| 2 | 100024 | 13", "below_y below_y2"),
                                      ("2\t100024\t12", "2\t100024\t21", "below_y below_y2"),
                                      ("2    100024  12", "2    100024  21", "below_y below_y2"),
                                      ("| #2 | 100024 | 12", "| #2 | 100024 | 14", "below_y below_y2"),
                                      ("| 2 (GPU) | 100024 | 12 |\n", "| 2 (GPU) | 100024 | 21 |\n",
                                       "below_y below_y2")])

    def test_size_column_not_a_run(self):
        """'| n | X | Y |' names sizes, not runs: a row's 1000 stays an n (it is no run's number)"""
        from tests.grader.a_support import not_passing
        verdict, _ = not_passing(RIGHT_1000 + "\n| n | X | Y |\n|---|---|---|\n| 1000 | 100024 | 12 |\n")
        self.assertEqual(verdict, "pass")


LATE_LINES = (
    "Y (final): 12", "Y final = 12", "y count at the end: 12", "y after smoothing: 12", "y (smoothed) = 12",
    "Y count after smoothing = 12.", "x (final): 100024",
    "y/x ratio: 12/100024; smoothed count y = 12", "ratio y/x = 0.00012; y count = 12",
    "ratio y/x = 0.00012; count of y: 12 (after boundary fix)",
    "CPU vs GPU: x 100024/100024, y 12/12", "cpu / gpu: x = 100024/100024; y = 12/12  OK",
    "host vs device: x: 100024 / 100024, y: 12 / 12",
    "Sum: x=100024 y=12", "Check: x 100024, y 12", "counts - x: 100024; y: 12",
    "only twelve (12) cells of y end up below 0.1.", "Just twelve (12) elements of y are below the threshold.",
    "array([100024,     12])", "array([100024, 12], dtype=int32)",
    "ans =\n\n   100024       12\n", "counts =\n   100024   12",
)
LATE_WRONGS = (("100024/100024, y 12/12", "100024/100024, y 12/13", "below_y below_y2"),
               ("100024 / 100024, y: 12 / 12", "100024 / 100042, y: 12 / 12", "below_x below_x2"),
               ("x (final): 100024", "x (final): 100042", "below_x"),
               ("12/12  OK", "12/21  OK", "below_y below_y2"),
               ("= 12", "= 13", "below_y"), (": 12", ": 13", "below_y"), ("y 12", "y 21", "below_y"),
               ("y=12", "y=21", "below_y"), ("(12)", "(13)", "below_y"), ("100024, 12", "100024, 13", "below_y"),
               ("100024,     12", "100024,     13", "below_y"), ("100024       12", "100024       13", "below_y"),
               ("100024   12", "100024   14", "below_y"))


class LateRecaps(RightAndWrong):
    def test_late_lines(self):
        for line in LATE_LINES:
            text = RIGHT_1000 + "\n" + line + "\n"
            self.right_and_wrong([text], [w for w in LATE_WRONGS if w[0] in line][:1])

    def test_first_printing_or_sizes_not_read_here(self):
        """a size's pair under 'ans =' is no recap: the output still passes"""
        from tests.grader.a_support import not_passing
        self.assertEqual(not_passing(RIGHT_1000 + "\nans =\n\n   1000   1002\n")[0], "pass")


if __name__ == "__main__":
    unittest.main()
