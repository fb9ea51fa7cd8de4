"""test_stats.py - stats.py: plausible counts of random data (from tests/grade-units.t, issue 66,
item 16)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))

from grading import stats as s  # noqa: E402


class Stats(unittest.TestCase):
    def test_window(self):
        """stats: P(U < t) is t; a count of x in its window plausible, far out of it not"""
        self.assertEqual(round(s.below_probability((1.0,), 0.25), 12), 0.25)
        self.assertTrue(s.plausible_x(2500, 100, 0.25)[0])
        self.assertFalse(s.plausible_x(5000, 100, 0.25)[0])


if __name__ == "__main__":
    unittest.main()
