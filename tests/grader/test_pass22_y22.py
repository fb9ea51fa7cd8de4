"""test_pass22_y22.py - y22's items of the twenty-fourth hostile pass (h24's H3, H4, H9's right half, M2, L1-L3).

H3: an echoed code line with an array slice ('nx, ny = (x[1:-1,1:-1] < t).sum(), ...' in a Jupyter transcript,
'inner region: x[1:n+1, 1:n+1]', Julia's 'count(x[2:end-1, 2:end-1] .< t)') had a bound of its slice read as a
field: the inner size 1, the total inner 1, X's count 2 (FAIL, "two different values"). Now the slice's insides are
no value (slices.py): the line is read again with them blanked, so a value outside them still counts.

H4: prose with the constants, then a clause with X's count and no comma between ('With threshold 0.1 and weights
a = 0.05, b = 0.1, c = 0.4 I found that 100024 of the inner elements of x are below the threshold.'): the constants'
clause swallowed the count (below_x MISSING). Now a clause ends after three named constants where a word and a
number follow (constantsend.py). 'there are 100024 elements of x below t = 0.1' (the threshold named and given
at the end) was read as the threshold alone: now the count before it is the line's (countbefore.py).

M2: Octave's display of a variable named run together, 'innertotal = 1000000' ('innercount', 'innerelements'),
was not read (total_inner MISSING) while 'inner_total' was: gluednames.py reads it as its underscored twin now.

Each right output has a wrong twin (one value changed) that must FAIL that field.
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass22_y22
"""
import unittest

from tests.grader.a_support import COUNTS_1000, SIZES_1000, not_passing

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


PROSE_X = (
    "With threshold 0.1 and weights a = 0.05, b = 0.1, c = 0.4 I found that {x} of the inner elements of x are below"
    " the threshold.",
    "with a = 0.05, b = 0.1, c = 0.4 there are {x} elements of x below t = 0.1",
    "Using a=0.05, b=0.1, c=0.4 we get {x} values of x below the threshold",
    "For the weights a = 0.05, b = 0.1 and c = 0.4 my program finds {x} cells of x under threshold = 0.1.",
)
PROSE_BASE = "n = 1000\nrow length n+2 = 1002\ntotal elements = 1004004\ninner elements = 1000000\n" \
             "memory per array = 0.00374021 GB\nthreshold = 0.1\n"
PROSE_Y = "y below threshold: {y} (fraction 1.2e-05)\nx fraction: 0.100024\n"


class ProseCountAfterConstants(unittest.TestCase):
    def test_right_pass(self):
        for line in PROSE_X:
            with self.subTest(line=line):
                self.assertEqual(not_passing(PROSE_BASE + line.format(x=100024) + "\n" + PROSE_Y.format(y=12)),
                                 ("pass", {}))

    def test_wrong_twins_fail(self):
        for line in PROSE_X:
            with self.subTest(line=line):
                fields = not_passing(PROSE_BASE + line.format(x=100042) + "\n" + PROSE_Y.format(y=12))[1]
                self.assertEqual(fields["below_x"][0], "fail", fields)
                wrong = line.format(x=100024).replace("0.4", "0.5")
                fields = not_passing(PROSE_BASE + wrong + "\n" + PROSE_Y.format(y=12))[1]
                self.assertEqual(fields.get("constants", ("pass",))[0], "fail", fields)


OCTAVE_SIZES = "n = 1000\nrow = 1002\ntotal = 1004004\n{name} = {value}\nmem_gb = 0.00374021\nthreshold = 0.1\n" \
               "a = 0.05\nb = 0.1\nc = 0.4\nbelow_x = 100024\nfrac_x = 0.100024\nbelow_y = 12\nfrac_y = 1.2e-05\n"


class GluedInnerTotal(unittest.TestCase):
    def test_right_pass_wrong_fail(self):
        for name in ("innertotal", "innercount", "innerelements", "interiorcells"):
            with self.subTest(name=name):
                self.assertEqual(not_passing(OCTAVE_SIZES.format(name=name, value=1000000)), ("pass", {}))
                fields = not_passing(OCTAVE_SIZES.format(name=name, value=1000001))[1]
                self.assertEqual(fields["total_inner"][0], "fail", fields)


if __name__ == "__main__":
    unittest.main()
