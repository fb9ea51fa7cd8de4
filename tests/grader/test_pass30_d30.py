"""test_pass30_d30.py - fixes of right outputs that lost points in the thirty-third hostile pass (h33's H1-H10).

- H1: a count's line with the threshold after `smaller than` / `lower than` (`y: 12 elements smaller than 0.1
  (1.2e-05)`, `there are 12 elements in y smaller than 0.1`): before, FAIL fraction_y, the threshold 0.1 read as
  y's fraction (`less than`, `below`, `under` passed); now the number after any comparison word (`smaller than`,
  `lower than`, `fewer than`, `beneath`) is the threshold (words.THRESHOLD_BEFORE, threshold_value).
- H2: `The smoothed array y contains 12 elements smaller than 0.1.` after a right output: before, FAIL constants
  (`0.05 0.1 0.4 and 12 0.1`; with 13 it failed the constants, not Y); now a recap in words (recaps.py) with any
  comparison word: a right one passes, 13 fails Y.
"""
import os
import sys
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from tests.grader.a_support import C01_1000, RIGHT_1000, SIZES_1000, RightAndWrong, not_passing  # noqa: E402

FULL = RIGHT_1000


class ComparisonWordThreshold(RightAndWrong):
    """H1: the number after `smaller than`, `lower than` ... on a count's line is the threshold."""

    WORDS = ("smaller than", "lower than", "Smaller Than", "beneath", "smaller  than", "less than", "below")

    def test_terse_lines(self):
        texts = [SIZES_1000 + f"x: 100024 elements {w} 0.1 (0.100024)\ny: 12 elements {w} 0.1 (1.2e-05)\n"
                 for w in self.WORDS]
        texts += [C01_1000.replace(" below threshold: 100024", ": 100024 elements smaller than 0.1").replace(
            " below threshold: 12", ": 12 elements lower than 0.1")]
        self.right_and_wrong(texts, [("y: 12 ", "y: 13 ", "below_y"), ("(1.2e-05)", "(1.3e-05)", "fraction_y"),
                                     ("x: 100024 ", "x: 100025 ", "below_x"), ("(0.100024)", "(0.100124)", "fraction_x")])

    def test_sentence_after_a_right_output(self):
        texts = [FULL + f"there are 12 elements in y {w} 0.1\n" for w in ("smaller than", "lower than")]
        self.right_and_wrong(texts, [("there are 12", "there are 13", "below_y")])


class ContainsSmallerRecap(RightAndWrong):
    """H2: `y contains 12 elements smaller than 0.1` is a recap of y's count, not the constants."""

    def test_recaps(self):
        texts = [FULL + f"The smoothed array {a} contains {c} elements {w} 0.1.\n"
                 for a, c in (("y", 12), ("x", 100024)) for w in ("smaller than", "lower than", "less than")]
        texts += [C01_1000 + "The smoothed array y contains 12 elements smaller than 0.1.\n"]
        self.right_and_wrong(texts, [("contains 12 ", "contains 13 ", "below_y"),
                                     ("contains 100024 ", "contains 100025 ", "below_x")])

    def test_wrong_fails_on_y_alone(self):
        verdict, bad = not_passing(FULL + "The smoothed array y contains 13 elements smaller than 0.1.\n")
        self.assertEqual((verdict, sorted(bad)), ("fail", ["below_y"]))


if __name__ == "__main__":
    unittest.main()
