"""test_pass22_y22.py - y22's items of the twenty-fourth hostile pass (h24's H3, H4, H9's right half, M2, L1-L3).

H3: an echoed code line with an array slice ('nx, ny = (x[1:-1,1:-1] < t).sum(), ...' in a Jupyter transcript,
'inner region: x[1:n+1, 1:n+1]', Julia's 'count(x[2:end-1, 2:end-1] .< t)') had a bound of its slice read as a
field: the inner size 1, the total inner 1, X's count 2 (FAIL, "two different values"). Now the slice's insides are
no value (slices.py): the line is read again with them blanked, so a value outside them still counts.

Each right output has a wrong twin (one value changed) that must FAIL that field.
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass22_y22
"""
import unittest

from a_support import COUNTS_1000, SIZES_1000, not_passing

SLICE_ECHOES = (
    "nx, ny = (x[1:-1,1:-1] < t).sum(), (y[1:-1,1:-1] < t).sum()",  # a Jupyter cell (its prompt stripped)
    "inner region: x[1:n+1, 1:n+1]",  # a C-minded label
    "count(x[2:end-1, 2:end-1] .< t)",  # Julia
    ">> nx = sum(sum(x(2:n+1,2:n+1) < t));",  # MATLAB / Octave
    ">>> np.count_nonzero(y[1:-1, 1:-1] < t)",  # a Python console
    "julia> inner = @view x[2:1001, 2:1001];",  # Julia with the bounds as numbers
)


class SliceEchoes(unittest.TestCase):
    def test_right_pass(self):
        for echo in SLICE_ECHOES:
            with self.subTest(echo=echo):
                self.assertEqual(not_passing(SIZES_1000 + echo + "\n" + COUNTS_1000), ("pass", {}))

    def test_wrong_twins_fail(self):
        for echo in SLICE_ECHOES:
            for old, new, field in (("100024", "100042", "below_x"), (":: 12\n", ":: 21\n", "below_y"),
                                    (":: 1000000\n", ":: 1000001\n", "total_inner")):
                text = (SIZES_1000 + echo + "\n" + COUNTS_1000).replace(old, new, 1)
                with self.subTest(echo=echo, field=field):
                    verdict, fields = not_passing(text)
                    self.assertEqual(fields.get(field, ("pass",))[0], "fail", fields)

    def test_value_after_slice_read(self):
        """'count(x[2:end-1, 2:end-1] .< t) = 100024': the count outside the slice is still read"""
        base = SIZES_1000 + "count(x[2:end-1, 2:end-1] .< t) = {}\ncount(y[2:end-1, 2:end-1] .< t) = {}\n"
        self.assertEqual(not_passing(base.format(100024, 12))[1].get("below_x"), None)
        self.assertEqual(not_passing(base.format(100024, 12))[1].get("below_y"), None)
        self.assertEqual(not_passing(base.format(100042, 12))[1]["below_x"][0], "fail")
        self.assertEqual(not_passing(base.format(100024, 21))[1]["below_y"][0], "fail")


if __name__ == "__main__":
    unittest.main()
