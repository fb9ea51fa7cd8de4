"""test_hostile7_constants.py - the seventh hostile pass's findings on the smoothing constants and the
threshold: three constants named and unspaced after a label (H3: 'Constants: a=0.05, b=0.1, c=0.4'),
beside the threshold (H4: 'Parameters: a=0.05, b=0.1, c=0.4, t=0.1'), named after their values (H19:
'0.05 (corners), 0.1 (edges), 0.4 (centre)'), a progress line with the threshold in it (H16:
'Counting elements below 0.1 ...') and a threshold labelled 'Threshold value' (H17). Each right line
passes; its twin with a wrong value still fails. Run: python3 -m unittest tests.grader.test_hostile7_constants."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import RIGHT_1000, not_passing, replaced  # noqa: E402

RIGHT = RIGHT_1000
THRESHOLD = "Threshold                                :: 0.10\n"
CONSTANTS = "Smoothing constants (a, b, c)            :: 0.05 0.10 0.40\n"


graded = not_passing

class ConstantsTogether(unittest.TestCase):
    """H3, H4: three constants each named after a label, unspaced ('a=0.05'), are one statement, not
    a record of pairs whose first keeps the label; what follows them (', t=0.1') is its own."""

    def test_unspaced_after_a_label(self):
        for line in ("Constants: a=0.05, b=0.1, c=0.4", "Coefficients: a=0.05, b=0.1, c=0.4",
                     "Stencil: a=0.05; b=0.1; c=0.4", "Constants: c=0.4, b=0.1, a=0.05"):
            with self.subTest(line=line):
                self.assertEqual(graded(replaced(CONSTANTS, line + "\n")), ("pass", {}))

    def test_wrong_constants_fail(self):
        for line in ("Constants: a=0.05, b=0.2, c=0.4", "Coefficients: a=0.1, b=0.05, c=0.4"):
            with self.subTest(line=line):
                verdict, wrong = graded(replaced(CONSTANTS, line + "\n"))
                self.assertEqual(verdict, "fail")
                self.assertEqual(wrong["constants"][0], "fail")

    def test_beside_the_threshold(self):
        text = replaced(THRESHOLD, "").replace(CONSTANTS, "Parameters: a=0.05, b=0.1, c=0.4, t=0.1\n")
        self.assertEqual(graded(text), ("pass", {}))

    def test_beside_a_wrong_threshold(self):
        text = replaced(THRESHOLD, "").replace(CONSTANTS, "Parameters: a=0.05, b=0.1, c=0.4, t=0.2\n")
        verdict, wrong = graded(text)
        self.assertEqual((verdict, list(wrong)), ("fail", ["threshold"]))


class NamedAfterValues(unittest.TestCase):
    """H19: each weight named after its value, bare or in brackets, or a letter with its neighbour's
    name in brackets ('a (diagonal) = 0.05'): by name, in any order."""

    def test_names_after_values(self):
        for line in ("Stencil weights: 0.05 (corners), 0.1 (edges), 0.4 (centre)",
                     "Weights: 0.05 corner, 0.1 edge, 0.4 centre",
                     "Weights: 0.4 (centre), 0.1 (edges), 0.05 (corners)",
                     "Weights: a (diagonal) = 0.05, b (edge) = 0.1, c (centre) = 0.4",
                     "Weights: c (centre) = 0.4, a (diagonal) = 0.05, b (edge) = 0.1"):
            with self.subTest(line=line):
                self.assertEqual(graded(replaced(CONSTANTS, line + "\n")), ("pass", {}))

    def test_wrong_weights_fail(self):
        for line in ("Stencil weights: 0.1 (corners), 0.05 (edges), 0.4 (centre)",
                     "Weights: 0.05 corner, 0.1 edge, 0.5 centre",
                     "Weights: a (diagonal) = 0.4, b (edge) = 0.1, c (centre) = 0.05"):
            with self.subTest(line=line):
                verdict, wrong = graded(replaced(CONSTANTS, line + "\n"))
                self.assertEqual((verdict, list(wrong)), ("fail", ["constants"]))


class ThresholdOnACountLine(unittest.TestCase):
    """H16: a number right after below, under, '<' (or a fractional one after 'threshold =') on a
    count's line is the threshold, never a count; a count after 'below threshold:' stays a count."""

    PROGRESS = ("Counting elements below 0.1 ...", "Counting how many elements are below 0.1...",
                "Elements below 0.1 will be counted", "Looking for values below threshold = 0.1")

    def test_progress_line_before_the_summary(self):
        for line in self.PROGRESS:
            with self.subTest(line=line):
                self.assertEqual(graded(line + "\n" + RIGHT), ("pass", {}))

    def test_a_wrong_threshold_there_fails(self):
        for line in self.PROGRESS:
            with self.subTest(line=line):
                verdict, wrong = graded(line.replace("0.1", "0.2") + "\n" + RIGHT)
                self.assertEqual((verdict, list(wrong)), ("fail", ["threshold"]))

    def test_counts_after_threshold_words_stay_counts(self):
        for line in ("Elements below threshold = 100024", "Elements below threshold: 100024"):
            with self.subTest(line=line):
                text = replaced("Number of elements below threshold (X)   :: 100024\n", line + "\n")
                self.assertEqual(graded(text), ("pass", {}))


class ThresholdValue(unittest.TestCase):
    """H17: 'Threshold value' names the threshold, not a count of values below it."""

    def test_threshold_value_with_a_note(self):
        for line in ("Threshold value (t) :: 0.1 (elements below it are counted)", "Threshold value: 0.1"):
            with self.subTest(line=line):
                self.assertEqual(graded(replaced(THRESHOLD, line + "\n")), ("pass", {}))

    def test_a_wrong_threshold_value_fails(self):
        verdict, wrong = graded(replaced(THRESHOLD, "Threshold value (t) :: 0.2 (elements below it are counted)\n"))
        self.assertEqual((verdict, list(wrong)), ("fail", ["threshold"]))


if __name__ == "__main__":
    unittest.main()
