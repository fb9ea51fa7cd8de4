"""test_leftovers15.py - what the fifteenth round's helpers left that the lead fixed: a grid's square
shape off n by one or two ('Grid: 1003 x 1003' beside a right n+2 = 1002) was read only where its value was
right, so a wrong one passed unjudged; a launch's grid (63 blocks a side) is still no size. And what the
sixteenth pass B found the round's own rules did: a pair of coordinates read as a summary of the counts
('Largest change (x, y) = (500, 12)'), a summary's equal pair skipped as a square's sides ('Done: X=100024,
Y=100024' passed), a heading's threshold read as X's fraction ('Percentage below 0.1:' over 'x: 10.0024%').

    PYTHONPATH=scripts python3 -m unittest tests.grader.test_leftovers15
"""
import unittest

from tests.grader.a_support import PLAIN_1000, RIGHT_1000, graded, not_passing


class GridShapeNearN(unittest.TestCase):
    def test_an_off_by_one_grid_fails_the_row(self):
        for line in ("Grid 1003x1003", "Grid: 1003 x 1003", "Array size: 1003 x 1003", "Grid: 999 x 999",
                     "Grid: 1001 x 1001", "Grid 1003x1003 (1006009 elements)"):
            with self.subTest(line=line):
                verdict, fields = not_passing(RIGHT_1000 + line + "\n")
                self.assertEqual((verdict, fields["row"][0]), ("fail", "fail"))

    def test_a_right_grid_or_a_launch_grid_passes(self):
        for line in ("Grid: 1002 x 1002", "Grid: 1000 x 1000", "Grid: 63 x 63", "Grid size: 63 x 63 blocks",
                     "Launch grid: 63 x 63"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + line + "\n"), ("pass", {}))

    def test_the_command_agrees(self):
        self.assertEqual(graded(RIGHT_1000 + "Grid: 1003 x 1003\n")[0], "fail")
        self.assertEqual(graded(RIGHT_1000 + "Grid: 63 x 63\n")[0], "pass")



class SummaryPairs(unittest.TestCase):
    def test_a_pair_of_coordinates_is_no_summary(self):
        for line in ("Largest change (x, y) = (500, 12)", "Work group (x, y): (12, 8)", "Peak at x = 500, y = 12"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + line + "\n"), ("pass", {}))

    def test_an_equal_summary_pair_fails_y(self):
        for line in ("Summary: x: 100024, y: 100024", "Final: x=100024, y=100024", "Result: X=100024, Y=100024",
                     "Before: 100024, after: 100024", "Done: n=1000, X=100024 (0.100024), Y=100024 (0.100024)"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + line + "\n")[1]["below_y"][0], "fail")

    def test_a_right_summary_pair_passes(self):
        for line in ("Summary: x: 100024, y: 12", "Done: n=1000, X=100024 (0.100024), Y=12 (1.2e-05)",
                     "Before: 100024, after: 12"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + line + "\n"), ("pass", {}))


class ThresholdHeadings(unittest.TestCase):
    def test_a_percentage_heading_s_value_is_the_threshold(self):
        text = (PLAIN_1000 + "Percentage below 0.1:\n  x: 10.0024%\n  y: 0.0012%\n")
        self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(not_passing(text.replace("below 0.1:", "below 0.2:"))[1]["threshold"][0], "fail")


if __name__ == "__main__":
    unittest.main()
