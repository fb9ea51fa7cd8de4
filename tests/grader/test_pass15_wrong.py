"""The fifteenth hostile pass's wrong outputs that earned 20/20 and right ones that lost points (h15
REPORT B1-B4, A7, A12): each wrong value fails on its field, the same line with right values passes."""
import unittest

from tests.grader.a_support import PLAIN_1000, not_passing
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


if __name__ == "__main__":
    unittest.main()
