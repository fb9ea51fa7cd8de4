"""test_hostile13_layouts.py - the thirteenth hostile pass's findings on layouts: a long data frame of
a key and a value a row (pandas' 'quantity  value' over '0  n  1.000000e+03', R's '1  n 1.000000e+03'):
...
Run: python3 -m unittest tests.grader.test_hostile13_layouts (or make test)."""
import unittest

from tests.grader.a_support import not_passing

PANDAS = """         quantity         value
0               n  1.000000e+03
1             n+2  1.002000e+03
2  total_elements  1.004004e+06
3  inner_elements  1.000000e+06
4          mem_GB  3.740210e-03
5       threshold  1.000000e-01
6               a  5.000000e-02
7               b  1.000000e-01
8               c  4.000000e-01
9         below_x  1.000240e+05
10         frac_x  1.000240e-01
11        below_y  1.200000e+01
12         frac_y  1.200000e-05
"""
R_FRAME = """       quantity        value
1             n 1.000000e+03
2           n+2 1.002000e+03
3         total 1.004004e+06
4         inner 1.000000e+06
5  GB per array 3.740206e-03
6     threshold 1.000000e-01
7             a 5.000000e-02
8             b 1.000000e-01
9             c 4.000000e-01
10      below x 1.000240e+05
11   fraction x 1.000240e-01
12      below y 1.200000e+01
13   fraction y 1.200000e-05
"""


class KeyValueFrames(unittest.TestCase):
    """A long frame's index is no value: each row is its key's line (every field wrong before: the
    index read as the value, n as 1 or 2)."""

    def test_right_frames_pass(self):
        for text in (PANDAS, R_FRAME, PANDAS.replace("quantity", "     key").replace("   value", "   val")):
            self.assertEqual(not_passing(text), ("pass", {}), text)

    def test_wrong_values_fail(self):
        for old, new, field in (("1.000240e+05", "1.000250e+05", "below_x"), ("3.740210e-03", "3.740310e-03", "memory"),
                                ("3.740210e-03", "7.480410e-03", "memory"), ("1.000240e-01", "1.000000e-01", "fraction_x"),
                                ("1.002000e+03", "1.004000e+03", "row"), ("1.200000e+01", "1.300000e+01", "below_y")):
            verdict, bad = not_passing(PANDAS.replace(old, new))
            self.assertEqual(verdict, "fail", (old, new))
            self.assertIn(field, bad, (old, new))


WIDE_ABC = """n           n+2         total       inner       GB/array      t       a,b,c             x<t       frac_x      y<t     frac_y
1000        1002        1004004     1000000     0.00374021    0.1     0.05 0.10 0.40    100024    0.100024    12      1.2e-05
"""
CSV_OVER_SPACES = """n, n+2, total, inner, mem_GB, t, a, b, c, below_x, frac_x, below_y, frac_y
1000 1002 1004004 1000000 0.0037402063608169556 0.1 0.05 0.1 0.4 100024 0.100024 12 1.2e-05
"""
FORTRAN = """ n, n+2, total, inner, mem_GB, t, a, b, c, below_x, frac_x, below_y, frac_y
        1000        1002     1004004     1000000   3.74020636E-03  0.100000001       5.00000007E-02  0.100000001  \
    0.400000006          100024  0.100024000              12   1.20000004E-05
"""  # (one line: the backslash joins it)


class ValuesApartBySpaces(unittest.TestCase):
    """Values apart by spaces under a header whose names are apart by commas ('n, n+2, ...', Fortran's
    list-directed one line), or under a column 'a,b,c' of three values: a name each (UNGRADED before)."""

    def test_right_tables_pass(self):
        for text in (WIDE_ABC, CSV_OVER_SPACES, FORTRAN, CSV_OVER_SPACES.replace(", ", "; "),
                     CSV_OVER_SPACES.replace(", ", "\t")):
            self.assertEqual(not_passing(text), ("pass", {}), text)

    def test_wrong_values_fail(self):
        for text, old, new, field in (
                (WIDE_ABC, "100024    0.1", "100025    0.1", "below_x"), (WIDE_ABC, "0.05 0.10 0.40", "0.05 0.40 0.10",
                                                                         "constants"),
                (CSV_OVER_SPACES, " 1002 ", " 1004 ", "row"), (CSV_OVER_SPACES, " 12 ", " 13 ", "below_y"),
                (FORTRAN, "3.74020636E-03", "7.48041272E-03", "memory"), (FORTRAN, "100024  0.1", "100042  0.1", "below_x")):
            self.assertIn(old, text)
            verdict, bad = not_passing(text.replace(old, new))
            self.assertEqual(verdict, "fail", (old, new))
            self.assertIn(field, bad, (old, new))

    def test_counts_unmatched_stay_unread(self):
        # one value fewer than the names: no column is sure of its value
        verdict, _ = not_passing(CSV_OVER_SPACES.replace(" 0.1 0.05", " 0.05"))
        self.assertNotEqual(verdict, "pass")


if __name__ == "__main__":
    unittest.main()
