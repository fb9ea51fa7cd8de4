"""test_hostile4_reading.py - the third hostile pass's reading findings F4-F7: a threshold written on
a count line is no fraction, an array's name before the separator names the fields after it, one
label naming both arrays, 'n=1000 n+2=1002'. Each right layout passes and its wrong twin fails."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import COUNTS_1000, SIZES_1000, entry_of  # noqa: E402

COUNTS = ("below_x", "fraction_x", "below_y", "fraction_y")


def statuses(text, keys=COUNTS):
    fields = entry_of(SIZES_1000 + text)["fields"]
    return tuple(fields.get(k, {}).get("status", "missing") for k in keys)


def found(text, key):
    return entry_of(SIZES_1000 + text)["fields"].get(key, {}).get("found")


class ThresholdOnACountLine(unittest.TestCase):
    """F4: the number after 'below'/'<'/'threshold' on a count line is the threshold, not a fraction"""

    def test_wrong_fraction_after_the_threshold_fails(self):
        text = ("x: 100024 elements below threshold 0.1 (fraction 0.5)\ny: 12 elements below threshold 0.1\n"
                "Fraction of elements below threshold (Y) :: 1.2e-05\n")
        self.assertEqual(statuses(text, ("below_x", "fraction_x")), ("pass", "fail"))
        self.assertEqual(found(text, "fraction_x"), "0.5")

    def test_right_percents_after_the_threshold_pass(self):
        text = "x: 100024 elements below 0.1 (10.0024%)\ny: 12 elements below 0.1 (0.0012%)\n"
        self.assertEqual(statuses(text), ("pass",) * 4)

    def test_wrong_percent_after_the_threshold_fails(self):
        text = "x: 100024 elements below 0.1 (10.0024%)\ny: 12 elements below 0.1 (0.5%)\n"
        self.assertEqual(statuses(text)[3], "fail")

    def test_threshold_words(self):
        for words in ("under", "<", "<=", "less than", "below threshold of", "below threshold =",
                      "below the threshold:"):
            with self.subTest(words=words):
                text = f"x: 100024 elements {words} 0.1\ny: 12 elements {words} 0.1\n"
                self.assertEqual(statuses(text), ("pass", "missing", "pass", "missing"))

    def test_threshold_alone_gives_no_fraction(self):
        text = "x: 100024 elements below threshold 0.1\ny: 12 elements below threshold 0.1\n"
        self.assertEqual(statuses(text), ("pass", "missing", "pass", "missing"))


class ArrayBeforeTheSeparator(unittest.TestCase):
    """F5: an array's name before a line's first separator names the fields after it"""

    def test_x_y_prefix(self):
        text = ("x: number below threshold = 100024, fraction = 0.100024\n"
                "y: number below threshold = 12, fraction = 0.000012\n")
        self.assertEqual(statuses(text), ("pass",) * 4)

    def test_x_y_prefix_wrong(self):
        text = ("x: number below threshold = 100024, fraction = 0.100024\n"
                "y: number below threshold = 14, fraction = 0.5\n")
        self.assertEqual(statuses(text), ("pass", "pass", "fail", "fail"))

    def test_before_after_smoothing(self):
        text = ("Before smoothing: number below threshold = 100024, fraction = 0.100024\n"
                "After smoothing: number below threshold = 12, fraction = 0.000012\n")
        self.assertEqual(statuses(text), ("pass",) * 4)

    def test_before_after_smoothing_wrong(self):
        text = ("Before smoothing: number below threshold = 100024, fraction = 0.3\n"
                "After smoothing: number below threshold = 0, fraction = 0\n")
        self.assertEqual(statuses(text), ("pass", "fail", "fail", "fail"))

    def test_less_than_sign(self):
        text = "x: 100024 elements < 0.1\nfraction x: 0.100024\ny: 12 elements < 0.1\nfraction y: 1.2e-05\n"
        self.assertEqual(statuses(text), ("pass",) * 4)

    def test_less_than_sign_wrong(self):
        text = "x: 100024 elements < 0.1\nfraction x: 0.100024\ny: 0 elements < 0.1\nfraction y: 0\n"
        self.assertEqual(statuses(text), ("pass", "pass", "fail", "fail"))

    def test_tuple(self):
        self.assertEqual(statuses("X: (100024, 0.100024)\nY: (12, 1.2e-05)\n"), ("pass",) * 4)

    def test_tuple_wrong(self):
        self.assertEqual(statuses("X: (100024, 0.100024)\nY: (14, 1.4e-05)\n"), ("pass", "pass", "fail", "fail"))

    def test_tuple_not_a_count_and_fraction(self):
        """a pair that is no (count, fraction): a fraction not consistent with the count reads as nothing"""
        self.assertEqual(statuses("X: (100024, 0.100024)\nY: (12, 0.0)\n"), ("pass", "pass", "missing", "missing"))
        self.assertEqual(statuses("X: (100024, 0.100024)\nY: (12, 0.4)\n"), ("pass", "pass", "missing", "missing"))
        self.assertEqual(statuses("X: (100024, 0.100024)\nY: (3, 7)\n"), ("pass", "pass", "missing", "missing"))


class OneLabelBothArrays(unittest.TestCase):
    """F6: 'Below threshold (X, Y): 100024 12' gives X and Y their values in order"""

    def test_both(self):
        text = "Below threshold (X, Y): 100024 12\nFraction below threshold (X, Y): 0.100024 1.2e-05\n"
        self.assertEqual(statuses(text), ("pass",) * 4)

    def test_both_wrong(self):
        text = "Below threshold (X, Y): 100024 0\nFraction below threshold (X, Y): 0.100024 0\n"
        self.assertEqual(statuses(text), ("pass", "pass", "fail", "fail"))

    def test_swapped_order(self):
        text = "Below threshold (Y, X): 12 100024\nFraction below threshold (Y, X): 1.2e-05 0.100024\n"
        self.assertEqual(statuses(text), ("pass",) * 4)


class NAndNPlus2(unittest.TestCase):
    """F7: 'n=1000 n+2=1002' on one line"""

    def test_row_read(self):
        entry = entry_of("n=1000 n+2=1002\n" + SIZES_1000.split("\n", 2)[2] + COUNTS_1000)
        self.assertEqual(entry["fields"]["row"]["status"], "pass")

    def test_row_wrong(self):
        entry = entry_of("n=1000 n+2=1000\n" + SIZES_1000.split("\n", 2)[2] + COUNTS_1000)
        self.assertEqual(entry["fields"]["row"]["status"], "fail")


if __name__ == "__main__":
    unittest.main()
