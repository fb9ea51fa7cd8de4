"""test_hostile4_runs.py - the third hostile pass's findings on values printed twice (F1) and
several runs in one file (F2)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import COUNTS_1000, SIZES_1000, TOP, entry_of  # noqa: E402,F401
from grading import fields  # noqa: E402

HAVE_SMOOTH = os.path.exists(os.path.join(TOP, "smooth"))


def read(text):
    return fields.read_output(text)["fields"]


class OneValueTwoFormats(unittest.TestCase):
    def test_threshold_twice(self):
        """'threshold = 0.1' then 'Threshold :: 0.10': one value, not two"""
        got = read("threshold = 0.1\nThreshold                                :: 0.10\n")["threshold"]
        self.assertIsNone(got.error)
        self.assertEqual(got.value, 0.1)

    def test_constants_twice(self):
        got = read("Smoothing constants (a, b, c) = 0.05, 0.1, 0.4\n"
                   "Smoothing constants (a, b, c)            :: 0.05 0.10 0.40\n")["constants"]
        self.assertIsNone(got.error)
        self.assertEqual(got.value, (0.05, 0.1, 0.4))

    def test_fraction_twice_to_different_digits(self):
        """Y's fraction '1.20000E-05' and '0.000012': consistent to the digits each shows"""
        got = read("Number of elements below threshold (Y)   :: 12\n"
                   "Fraction of elements below threshold     :: 1.20000E-05\n"
                   "Fraction of elements below threshold (Y): 0.000012\n")["fraction_y"]
        self.assertIsNone(got.error)
        got = read("Fraction of elements below threshold (Y) :: 0.100024\n"
                   "Fraction of elements below threshold (Y): 0.1\n")["fraction_y"]
        self.assertIsNone(got.error)

    def test_real_disagreements_still_conflict(self):
        self.assertIsNotNone(read("Threshold :: 0.1\nThreshold :: 0.11\n")["threshold"].error)
        self.assertIsNotNone(read("Fraction of elements below threshold (Y) :: 1.2e-05\n"
                                  "Fraction of elements below threshold (Y) :: 1.3e-05\n")["fraction_y"].error)
        self.assertIsNotNone(read("Fraction of elements below threshold (Y) :: 0.000012\n"
                                  "Fraction of elements below threshold (Y) :: 0.0000131\n")["fraction_y"].error)
        self.assertIsNotNone(read("Smoothing constants (a, b, c) :: 0.05 0.1 0.4\n"
                                  "Smoothing constants (a, b, c) :: 0.05 0.1 0.41\n")["constants"].error)

    def test_counts_exact(self):
        """a count printed as 12 and 12.0 is one; 12 and 13 two"""
        self.assertIsNotNone(read("Number of elements below threshold (Y) :: 12\n"
                                  "Number of elements below threshold (Y) :: 13\n")["below_y"].error)

    def test_a_whole_output_printing_threshold_twice(self):
        """a right summary with 'threshold = 0.1' and 'Threshold :: 0.10': no field in error"""
        text = SIZES_1000 + "threshold = 0.1\nThreshold :: 0.10\n" + COUNTS_1000 + \
            "Fraction of elements below threshold (Y): 0.000012\n"
        self.assertEqual([k for k, v in read(text).items() if v.error], [])

if __name__ == "__main__":
    unittest.main()
