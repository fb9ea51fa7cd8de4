"""test_judging.py - judging.py's agreement of a printed number with a value (from
tests/grade-units.t, issue 66, item 16)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))

from grading import judging as j  # noqa: E402
from grading.words import Found  # noqa: E402


class Agrees(unittest.TestCase):
    def test_agrees(self):
        """judging.agrees: to the printed digits, a bare integer exact, a percent a hundredth"""
        self.assertEqual([j.agrees(Found("0.10", 0.1, 1), 0.1003), j.agrees(Found("0.10", 0.1, 1), 0.106),
                          j.agrees(Found("12", 12.0, 1), 12.0), j.agrees(Found("12", 12.0, 1), 12.4),
                          j.agrees(Found("9.9", 9.9, 1, percent=True), 0.0993)], [True, False, True, False, True])


if __name__ == "__main__":
    unittest.main()
