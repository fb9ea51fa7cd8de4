"""test_hostile3.py - the wrong grades the second hostile pass left (docs/reliability.md, "Left from
the second hostile pass") and the review after it: leaving X out earns no more than printing it."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import COUNTS_1000, SIZES_1000, entry_of, lms  # noqa: E402

RUBRIC = lms.load_rubric()
X_COUNT = "Number of elements below threshold (X)   :: 100024\n"
X_FRACTION = "Fraction of elements below threshold     :: 1.00024E-01\n"


def output(x_lines, y):
    """A right n = 1000 output but for Y (and its fraction), with X's lines as given."""
    return (SIZES_1000 + x_lines + f"Number of elements below threshold (Y)   :: {y}\n"
            f"Fraction of elements below threshold     :: {y / 1e6:.5E}\n")


def points(text):
    return lms.score(entry_of(text), RUBRIC)[0]


class LeavingXOut(unittest.TestCase):
    def test_fraction_only_scores_no_more(self):
        """a wrong Y (20 for 12): with X's count 14 of 20; with only X's fraction it was judged plausible
        (15 of 20); X's fraction pins the count 100024, the generator's: Y exact, fails"""
        with_count, fraction_only = output(X_COUNT + X_FRACTION, 20), output(X_FRACTION, 20)
        self.assertEqual(entry_of(fraction_only)["fields"]["below_y"]["status"], "fail")
        self.assertLessEqual(points(fraction_only), points(with_count))
        self.assertEqual(entry_of(fraction_only)["fields"]["fraction_x"]["status"], "pass")

    def test_no_x_at_all_scores_no_more(self):
        """no X line at all, Y wrong: nothing shows other data, so Y is judged as the generator's"""
        self.assertEqual(entry_of(output("", 16))["fields"]["below_y"]["status"], "fail")
        self.assertLessEqual(points(output("", 16)), points(output(X_COUNT + X_FRACTION, 16)))

    def test_x_printed_as_a_percent_only(self):
        """X's count line printing 10.0024% (not a count) and its fraction: the fraction identifies the data"""
        text = output("Number of elements below threshold (X)   :: 10.0024%\n" + X_FRACTION, 20)
        self.assertEqual(entry_of(text)["fields"]["below_y"]["status"], "fail")

    def test_other_data_still_plausible(self):
        """control: X's fraction of other data (99855, pinned) leaves a consistent Y plausible, the
        fraction plausible too; a right output without X's count keeps its right Y"""
        entry = entry_of(output("Fraction of elements below threshold     :: 9.98550E-02\n", 11))
        self.assertEqual((entry["fields"]["below_y"]["status"], entry["fields"]["fraction_x"]["status"]),
                         ("plausible", "plausible"))
        self.assertEqual(entry_of(output(X_FRACTION, 12))["fields"]["below_y"]["status"], "pass")

    def test_a_vague_fraction(self):
        """X's fraction to 3 digits (0.100: counts 99950..100050) is the generator's as far as it says:
        Y exact; one that excludes the generator's count (0.0990) shows other data"""
        self.assertEqual(entry_of(output("Fraction of elements below threshold (X) :: 0.100\n", 20))
                         ["fields"]["below_y"]["status"], "fail")
        self.assertEqual(entry_of(output("Fraction of elements below threshold (X) :: 0.0990\n", 11))
                         ["fields"]["below_y"]["status"], "plausible")

    def test_right_output(self):
        """control: the right output passes"""
        self.assertEqual(entry_of(SIZES_1000 + COUNTS_1000)["verdict"], "pass")


if __name__ == "__main__":
    unittest.main()
