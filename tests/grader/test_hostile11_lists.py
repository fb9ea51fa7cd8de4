"""test_hostile11_lists.py - the eleventh pass's fixes of weights' names, listings of elements below the
threshold, a time beside counts, counts that differ over threads or sweeps on one line, and the
autograders' status of a field lost to a failing second result.
Run: python3 -m unittest tests.grader.test_hostile11_lists (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import RIGHT_1000, SIZES_1000, entry_of, lms, not_passing, replaced  # noqa: E402

CONSTANTS = "Smoothing constants (a, b, c)            :: 0.05 0.10 0.40"
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


if __name__ == "__main__":
    unittest.main()
