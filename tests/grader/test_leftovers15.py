"""test_leftovers15.py - what the fifteenth round's helpers left that the lead fixed: a grid's square
shape off n by one or two ('Grid: 1003 x 1003' beside a right n+2 = 1002) was read only where its value was
right, so a wrong one passed unjudged; a launch's grid (63 blocks a side) is still no size.

    PYTHONPATH=scripts python3 -m unittest tests.grader.test_leftovers15
"""
import unittest

from tests.grader.a_support import RIGHT_1000, graded, not_passing


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


if __name__ == "__main__":
    unittest.main()
