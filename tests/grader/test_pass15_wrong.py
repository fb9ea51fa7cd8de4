"""The fifteenth hostile pass's wrong outputs that earned 20/20 and right ones that lost points (h15
REPORT B1-B4, A7, A12): each wrong value fails on its field, the same line with right values passes."""
import unittest

from tests.grader.a_support import PLAIN_1000, RIGHT_1000, not_passing
import grading


def graded(line):
    """(verdict, {field: status} not passing, runs) of PLAIN_1000 with `line` after it."""
    text = PLAIN_1000 + line + "\n"
    verdict, bad = not_passing(text)
    return verdict, {key: status for key, (status, _) in bad.items()}, grading.read_output(text)["runs"]


class Pass15Wrong(unittest.TestCase):
    def assert_right(self, line):
        self.assertEqual(graded(line), ("pass", {}, []), line)

    def assert_wrong(self, line, field):
        verdict, bad, runs = graded(line)
        self.assertEqual((verdict, bad.get(field), runs), ("fail", "fail", []), line)

    def test_recap_from_to_with_a_percentage(self):  # B1
        for words in ("Smoothing reduced the count from {} to {} ({}%)",
                      "Smoothing reduced the number below threshold from {} to {} ({}%)",
                      "The count below threshold went from {} to {} (a {} % reduction)"):
            self.assert_right(words.format(100024, 12, 99.99))
            self.assert_wrong(words.format(100024, 21, 99.98), "below_y")
            self.assert_wrong(words.format(100025, 12, 99.99), "below_x")

    def test_recap_arrow_and_before_after(self):  # B2
        for words in ("x -> y: {} -> {} below threshold", "Before: {}, after: {} (below 0.1)",
                      "Below threshold before smoothing: {} and after smoothing: {}"):
            self.assert_right(words.format(100024, 12))
            self.assert_wrong(words.format(100024, 21), "below_y")
            self.assert_wrong(words.format(100025, 12), "below_x")

    def test_summary_pair_of_the_counts(self):  # B2: smooth's names as a pair, without a count's word
        for words in ("Done: n=1000, X={} (0.100024), Y={} (1.2e-05)", "x: {}, y: {}", "(x, y) = ({}, {})",
                      "Before: {}, after: {}", "Result: X = {}; Y = {}"):
            self.assert_right(words.format(100024, 12))
            self.assert_wrong(words.format(100024, 21), "below_y")
            self.assert_wrong(words.format(100025, 12), "below_x")
        self.assert_wrong("Done: n=1000, X=100024 (0.100024), Y=12 (1.3e-05)", "fraction_y")
        # the tutorial's layout (n printed as the inner elements in a row): the summary's n no run of its own
        text = RIGHT_1000 + "Done: n=1000, X=100024 (0.100024), Y=21 (1.2e-05)\n"
        self.assertEqual(grading.read_output(text)["runs"], [])
        self.assertEqual(not_passing(text)[0], "fail")
        self.assertEqual(not_passing(text)[1]["below_y"][0], "fail")

    def test_pairs_that_are_no_summary(self):  # B2: element values, a place, a pair printed nowhere else
        for line in ("x: 0.84, y: 0.39", "Peak at x = 500, y = 12", "max at x = 100024, y = 21",
                     "x = 500, y = 501", "Grid X=1002, Y=1002"):
            self.assert_right(line)
        # a wrong n on a summary line still fails (as a second n, or its run's)
        self.assertEqual(not_passing(PLAIN_1000 + "Done: n=1001, X=100024 (0.100024), Y=12 (1.2e-05)\n")[0], "fail")


if __name__ == "__main__":
    unittest.main()
