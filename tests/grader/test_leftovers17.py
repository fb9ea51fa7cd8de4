"""test_leftovers17.py - what the seventeenth pass left that the lead fixed: a count and its fraction under a
program's own variable names ('cx = 100024' over 'fx = 0.100024', an Octave or Python session's bare
assignments) were no count (UNGRADED); now named where one array's pair agrees with an n x n grid (varnames.py).

    PYTHONPATH=scripts python3 -m unittest tests.grader.test_leftovers17
"""
import unittest

from tests.grader.a_support import SIZES_LINES_1000, graded, not_passing

VARIABLES = "cx = 100024\nfx = 0.100024\ncy = 12\nfy = 1.2e-05\n"


class VariableNames(unittest.TestCase):
    def test_a_program_s_own_names_are_read(self):
        for lines in (VARIABLES, VARIABLES.replace("c", "count_").replace("f", "frac_"),
                      "x_count: 100024\ny_count: 12\nx_frac: 0.100024\ny_frac: 1.2e-05\n",
                      VARIABLES.replace("\n", ";\n")):
            with self.subTest(lines=lines):
                self.assertEqual(not_passing(SIZES_LINES_1000 + lines), ("pass", {}))

    def test_a_wrong_count_fails_its_field(self):
        for old, new, field in (("cx = 100024", "cx = 100042", "below_x"), ("cy = 12", "cy = 21", "below_y"),
                                ("fy = 1.2e-05", "fy = 2.1e-05", "fraction_y")):
            with self.subTest(new=new):
                verdict, fields = not_passing(SIZES_LINES_1000 + VARIABLES.replace(old, new))
                self.assertEqual((verdict, fields[field][0]), ("fail", "fail"))

    def test_a_grid_s_points_are_no_count(self):
        text = SIZES_LINES_1000 + "nx = 1000\nny = 1000\nfx = 0.100024\nfy = 1.2e-05\n"
        self.assertEqual(not_passing(text)[0], "ungraded")

    def test_the_command_agrees(self):
        self.assertEqual(graded(SIZES_LINES_1000 + VARIABLES)[0], "pass")
        self.assertEqual(graded(SIZES_LINES_1000 + VARIABLES.replace("cy = 12", "cy = 21"))[0], "fail")


if __name__ == "__main__":
    unittest.main()
