"""test_hostile6_both.py - the sixth hostile pass's lines that give both arrays at once, fixed: a
tuple or list of the two values after a label or the arrays' variables (H5), and one prose line
that gives each array its count, the predicate said once for both (H6). Run: python3 -m unittest
tests.grader.test_hostile6_both (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import SIZES_1000, entry_of  # noqa: E402
from grading import fields  # noqa: E402


def passes(text):
    entry = entry_of(text)
    return entry["verdict"], {key: f["status"] for key, f in entry["fields"].items() if f["status"] != "pass"}


def _with_counts(lines):
    """A right n = 1000 output whose count (and fraction) lines are `lines`."""
    return SIZES_1000 + "".join(line + "\n" for line in lines)


def _counts(lines):
    """The verdicts of X's and Y's counts (None: not found)."""
    entry = entry_of(_with_counts(lines))
    return tuple(entry["fields"].get(key, {}).get("status") for key in ("below_x", "below_y"))


class BothValuesInBrackets(unittest.TestCase):
    """H5: the two values in '(...)' or '[...]' after a label naming both arrays, or after the
    arrays' variables ('below_x, below_y = (100024, 12)', Python's tuple unpacking)."""

    LAYOUTS = (("Below threshold (x, y) = (100024, 12)", "Fraction below threshold (x, y) = (0.100024, 1.2e-05)"),
               ("below_x, below_y = (100024, 12)", "frac_x, frac_y = (0.100024, 1.2e-05)"),
               ("Below threshold [x, y]: [100024, 12]", "Fraction [x, y]: [0.100024, 1.2e-05]"),
               ("count_x, count_y = [100024, 12]", "x_frac, y_frac = [0.100024, 1.2e-05]"),
               ("(below_x, below_y) = (100024, 12)", "(frac_x, frac_y) = (0.100024, 1.2e-05)"),
               ("belowX, belowY = (100024, 12)", "fracX, fracY = (0.100024, 1.2e-05)"),
               ("Below threshold (y, x) = (12, 100024)", "Fraction (y, x) = (1.2e-05, 0.100024)"),
               ("below_y, below_x = (12, 100024)", "frac_y, frac_x = (1.2e-05, 0.100024)"))

    def test_right_counts_pass(self):
        for lines in self.LAYOUTS:
            with self.subTest(lines=lines):
                self.assertEqual(passes(_with_counts(lines)), ("pass", {}))

    def test_swapped_values_fail(self):
        """the values in the other order than the names: both counts wrong"""
        for line in ("Below threshold (x, y) = (12, 100024)", "below_x, below_y = (12, 100024)",
                     "Below threshold [x, y]: [12, 100024]", "count_y, count_x = (100024, 12)"):
            with self.subTest(line=line):
                self.assertEqual(_counts((line,)), ("fail", "fail"))

    def test_not_two_values_of_two_arrays(self):
        """unpaired brackets, a third value, the arrays' names alone, or two names that are not one
        label: not split"""
        for line in ("Below threshold (x, y) = (100024, 12", "Below threshold (x, y) = [100024, 12)",
                     "Below threshold (x, y) = (100024, 12, 5)", "x, y = (100024, 12)",
                     "below_x, frac_y = (100024, 12)", "Grid size in x and x: (1000, 1000)"):
            with self.subTest(line=line):
                self.assertEqual(fields._parts(line), (line,))



class ProsePredicateSaidOnce(unittest.TestCase):
    """H6: one prose line giving each array its count, the predicate said once for both, after the
    two ('100024 of 1000000 x values and 12 of 1000000 y values are below 0.1') or after the first
    ('x has 100024 of 1000000 below 0.1, y has 12'): a statement each, and no second run."""

    LINES = ("100024 of 1000000 x values and 12 of 1000000 y values are below 0.1",
             "100024 out of 1000000 x values and 12 out of 1000000 y values are below 0.1",
             "100024 x values and 12 y values are below 0.1",
             "In x 100024 and in y 12 elements are below 0.1",
             "100024 of 1000000 elements in x and 12 of 1000000 in y are below the threshold",
             "12 of 1000000 y values and 100024 of 1000000 x values are below 0.1",
             "x has 100024 of 1000000 below 0.1, y has 12")

    def test_right_counts_pass(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(_counts((line,)), ("pass", "pass"))
                self.assertEqual(fields.read_output(_with_counts((line,)))["runs"], [])

    def test_swapped_counts_fail(self):
        """the counts given to the other arrays"""
        for line in ("12 of 1000000 x values and 100024 of 1000000 y values are below 0.1",
                     "100024 of 1000000 y values and 12 of 1000000 x values are below 0.1",
                     "12 x values and 100024 y values are below 0.1"):
            with self.subTest(line=line):
                self.assertEqual(_counts((line,)), ("fail", "fail"))

    def test_file(self):
        """the hostile pass's file: the counts pass, one run (its fractions are not printed)"""
        line = "100024 of 1000000 x values and 12 of 1000000 y values are below 0.1"
        self.assertEqual(passes(_with_counts((line,)))[1], {"fraction_x": "missing", "fraction_y": "missing"})

    def test_a_clause_of_other_words_is_no_count(self):
        """a clause whose words are not the predicate's ('Grid 1000 x 1000'): not given it"""
        line = "Grid 1000 x 1000 and 12 y values below 0.1"
        self.assertNotIn("Grid 1000 x 1000  values below", fields._parts(line))


if __name__ == "__main__":
    unittest.main()
