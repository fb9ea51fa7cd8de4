"""test_hostile11_lists.py - the eleventh pass's fixes of weights' names, listings of elements below the
threshold, a time beside counts, counts that differ over threads or sweeps on one line, and the
autograders' status of a field lost to a failing second result.
Run: python3 -m unittest tests.grader.test_hostile11_lists (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import RIGHT_1000, SIZES_1000, entry_of, lms, not_passing, replaced  # noqa: E402
from a_support import CONSTANTS  # noqa: E402

Y_COUNT = "Number of elements below threshold (Y)   :: 12"


class SecondResultStatus(unittest.TestCase):
    """A field whose points are lost to its failing second result is a failed test, not a passed one
    with 0 points."""

    def test_gradescope_status_agrees_with_points(self):
        entry = entry_of(replaced(Y_COUNT, "Number of elements below threshold (Y)   :: 12 (CPU), 13 (GPU)"))
        self.assertIn("below_y", lms.lost_to_second(entry))
        rubric = lms.load_rubric()
        tests = {t["name"]: t for t in lms.gradescope([entry], rubric, 1.0)["tests"]}
        y = tests[lms.LABELS["below_y"]]
        self.assertEqual((y["score"], y["status"]), (0.0, "failed"))
        self.assertIn("second result", y["output"])
        x = tests[lms.LABELS["below_x"]]
        self.assertEqual(x["status"], "passed")
        tests = {t["name"]: t for t in lms.prairielearn([entry], rubric)["tests"]}
        self.assertEqual(tests[lms.LABELS["below_y"]]["points"], 0.0)
        self.assertIn("second result", tests[lms.LABELS["below_y"]]["message"])


class WeightNames(unittest.TestCase):
    """The three weights named by any of the neighbours' names, in any order; values in the wrong roles fail."""
    RIGHT = ("Weights: centre 0.4, neighbours 0.1, diagonals 0.05", "Weights: centre 0.4, neighbour 0.1, diagonal 0.05",
             "Weights: center=0.4 cross=0.1 diag=0.05", "Weights: self 0.4, N/S/E/W 0.1, diagonal 0.05",
             "Weights: N/S/E/W 0.1, diagonal 0.05, center 0.4", "Weights: NE/NW/SE/SW 0.05, NSEW 0.1, middle 0.4",
             "Weights: centre point 0.4, 4-neighbours 0.1, diagonal neighbours 0.05",
             "Weights: diagonal neighbours 0.05, edge neighbours 0.1, centre 0.4",
             "Weights: von Neumann 0.1, corners 0.05, middle 0.4", "Weights: orthogonal 0.1, centre 0.4, diagonal 0.05",
             "Stencil: centre=0.4, nearest neighbours=0.1, corners=0.05",
             "Weights: 0.05 (NE/NW/SE/SW), 0.1 (N/S/E/W), 0.4 (self)", "Weights (self, N/S/E/W, diagonal): 0.4 0.1 0.05")
    WRONG = ("Weights: centre 0.4, neighbours 0.05, diagonals 0.1", "Weights: center=0.4 cross=0.05 diag=0.1",
             "Weights: N/S/E/W 0.05, diagonal 0.1, center 0.4", "Weights: self 0.1, N/S/E/W 0.4, diagonal 0.05",
             "Weights: diagonal neighbours 0.1, neighbours 0.05, centre 0.4",
             "Weights (self, N/S/E/W, diagonal): 0.4 0.05 0.1")

    def test_names_read(self):
        for line in self.RIGHT:
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(CONSTANTS, line)), ("pass", {}))

    def test_wrong_roles_fail(self):
        for line in self.WRONG:
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(CONSTANTS, line))[1]["constants"][0], "fail")


class ListingsBelow(unittest.TestCase):
    """A listing of the elements below the threshold (an element's value at its index, or the indices) beside
    the counts is no count; the counts are still judged."""
    LISTINGS = ("y[17][933] = 0.098123 is below threshold\ny[402][5] = 0.099871 is below threshold\n",
                "Below threshold in y: y(17,933)=0.0981, y(402,5)=0.0999\n",
                "y(17, 933) = 0.098123 < t\nBelow threshold y[402][5]: 0.099871\n",
                "Element y[17][933] below threshold: 0.098123\ny[17933] = 0.098123 below threshold\n",
                "x[3][7] = 0.0123 below threshold\nx[5][9] = 0.0456 below threshold\nx[8][1] = 0.0789 below threshold\n",
                "Below threshold in x: x[3][7]=0.0123, x[5][9]=0.0456, x[8][1]=0.0789\n",
                "Indices below threshold in y: (array([ 17, 402]), array([933,   5]))\n",
                "Indices below threshold in y: [[17, 933], [402, 5]]\n",
                "np.where(y < t): (array([ 17, 402]), array([933,   5]))\n")

    def test_listing_is_no_count(self):
        for listing in self.LISTINGS:
            with self.subTest(listing=listing):
                self.assertEqual(not_passing(RIGHT_1000 + listing), ("pass", {}))

    def test_counts_still_judged(self):
        wrong = replaced(Y_COUNT, "Number of elements below threshold (Y)   :: 13")
        for listing in self.LISTINGS:
            with self.subTest(listing=listing):
                self.assertEqual(not_passing(wrong + listing)[1]["below_y"][0], "fail")
        got = not_passing(replaced(Y_COUNT, "Number of elements below threshold (Y)   :: 12.5"))[1]
        self.assertEqual(got["below_y"][0], "fail")  # a fractional count with no index: still its count's
        fractions = ("Fraction below threshold x(1000,1000): 0.100024, y(1000,1000): 1.2e-05\n"
                     "Number of elements below threshold in x: 100024\nNumber of elements below threshold in y: 12\n")
        self.assertEqual(not_passing(SIZES_1000 + fractions), ("pass", {}))


class TimeIsNoFraction(unittest.TestCase):
    """A value labelled as a time after a count is never its fraction: no fraction printed is MISSING."""

    def test_time_after_the_count(self):
        for rows in ("Threads: 1  below x: 100024  below y: 12  time: 0.0031 s\n"
                     "Threads: 8  below x: 100024  below y: 12  time: 0.0006 s\n",
                     "below x: 100024  0.0031 s\nbelow y: 12  took 0.0031\n",
                     "below x: 100024, elapsed 0.52\nbelow y: 12, runtime 0.0031\n"):
            with self.subTest(rows=rows):
                verdict, got = not_passing(SIZES_1000 + rows)
                self.assertEqual({k: v[0] for k, v in got.items()}, {"fraction_x": "missing", "fraction_y": "missing"})

    def test_fraction_before_the_time_still_read(self):
        rows = "below x: 100024 (0.100024)  time: 0.5 s\nbelow y: 12 (1.2e-05)  time: 0.0031 s\n"
        self.assertEqual(not_passing(SIZES_1000 + rows), ("pass", {}))
        got = not_passing(SIZES_1000 + rows.replace("1.2e-05", "1.3e-05"))[1]
        self.assertEqual(got["fraction_y"][0], "fail")


class RunsOnOneLine(unittest.TestCase):
    """Counts over threads or sweeps on one line: each one a version (as on lines of their own), so two that
    differ fail, naming the wrong one where one is right; two that agree pass."""
    X = "Number of elements below threshold (X)   :: 100024"

    def test_differing_runs_fail(self):
        for line in ("below y: 12 (1 thread), 13 (8 threads)", "below y: 12 (sweep 1), 13 (sweep 2)",
                     "below y: 13 (1 thread), 12 (8 threads)", "below y: 12 (threads=1), 13 (threads=8)",
                     "below y: 12 (run 1), 13 (run 2)"):
            with self.subTest(line=line):
                status, note = not_passing(replaced(Y_COUNT, line))[1]["below_y"]
                self.assertEqual(status, "fail")
                self.assertIn("13 is wrong", note)
                entry = entry_of(RIGHT_1000 + line + "\n")  # beside the summary's 12: a failing second result
                self.assertEqual(lms.score(entry, lms.load_rubric())[1]["below_y"][0], 0)

    def test_agreeing_runs_pass(self):
        for line in ("below y: 12 (1 thread), 12 (8 threads)", "below y: 12 (sweep 1), 12 (sweep 2)"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(Y_COUNT, line))[1].get("below_y"), None)

    def test_both_wrong_names_neither(self):
        status, note = not_passing(replaced(Y_COUNT, "below y: 14 (1 thread), 13 (8 threads)"))[1]["below_y"]
        self.assertEqual(status, "fail")
        self.assertNotIn("is wrong", note)


if __name__ == "__main__":
    unittest.main()
