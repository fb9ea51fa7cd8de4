"""test_pass22_j22.py - j22's items of the twenty-third hostile pass (h23).

H3: a right output with well-labelled extra checks lost points: 'Ghost cells of x below threshold (not counted):
382', '... in the ghost layer (x): 382', '(X) including the ghost layer: 100406', '(Y) after 2 sweeps: 0', 'Expected
... in x for uniform data: 100000', '... x, first inner row: 98', '(Y) in the first quadrant: 3' were read as second
printings of X or Y (FAIL, 13-17 points). Now such a label counts something else (extrachecks.py): no printing of
the field; a count with the ghost layer is still X where it is the output's one X count (the mistake confessed).

H5: prose after a right summary, 'Smoothing brings every value close to the mean: only 12 of the 10⁶ cells of y stay
below 0.1', was read as Y's fraction 12 (FAIL 18). Not the superscript (the report's guess: '10⁶' after 'Smoothing
works:' passed): the label's 'mean' beside a count's words made it a share (np.mean(y < t)). Now a 'mean' that is the
values' mean ('close to the mean', 'the average 0.5', 'mean value') is no share (meanvalues.py); the count stays Y's.

H6: a one-line printer 'n=1000 N=1002 NN=1004004 nn=1000000 memGB=0.00374 t=0.1 abc=0.05,0.1,0.4 X<t=100024(0.100024)
Y<t=12(1.2e-05) 0.004s' was UNGRADED: gluedconstants.py wrote 'abc=...' as 'a= b= c=' only where the line's other words
were key=value statements, and 'X<t=100024(0.100024)' (a comparison's key, the fraction in brackets) and '0.004s' were
not. Now they are: the constants' list ends at the next key, the counts are read.

Before: each variant below FAIL (below_x / below_y 'two different values'); now PASS, each wrong twin FAILs.
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass22_j22
"""
import unittest

from tests.grader.a_support import RIGHT_1000, not_passing

X_LINE = "Number of elements below threshold (X)   :: 100024\n"
Y_LINE = "Number of elements below threshold (Y)   :: 12\n"

EXTRA_CHECKS = (
    "Ghost cells of x below threshold (not counted) :: 382\nNumber of elements below threshold (Y) after 2 sweeps :: 0\n",
    "Elements below threshold in the ghost layer (x): 382\n",
    "Number of elements below threshold (X) including the ghost layer: 100406\n",
    "Expected number below threshold in x for uniform data: 100000\n",
    "Below threshold in x, first inner row: 98\nNumber of elements below threshold (Y) in the first quadrant: 3\n",
    # variants: Python's f-strings, C's printf in lower case, a colon-less layout, other words
    "halo cells of x below t = 382\ny below t after three iterations = 0\n",
    "count_below_x (ghost ring only): 382\nbelow_y after 5 sweeps: 0\n",
    "Theoretical count below 0.1 in x (uniform random): 100000\nx below threshold in row 1: 98\n",
    "Y below threshold, top half: 7\nElements of x below threshold, including halo cells = 100406\n",
    "Expected count below threshold in y (theory): 11\nBelow threshold in y on the boundary ring: 0\n",
)


class ExtraChecksAreNoFields(unittest.TestCase):
    def test_right_with_checks_pass(self):
        for extra in EXTRA_CHECKS:
            self.assertEqual(not_passing(RIGHT_1000 + "\nChecks\n" + extra), ("pass", {}), extra)

    def test_wrong_twins_fail(self):
        for extra in EXTRA_CHECKS:
            verdict, bad = not_passing(RIGHT_1000.replace(":: 100024", ":: 100042") + "\n" + extra)
            self.assertEqual((verdict, bad.get("below_x", ("",))[0]), ("fail", "fail"), extra)
            verdict, bad = not_passing(RIGHT_1000.replace(Y_LINE, Y_LINE.replace("12", "21")) + "\n" + extra)
            self.assertEqual((verdict, bad.get("below_y", ("",))[0]), ("fail", "fail"), extra)

    def test_with_ghosts_as_the_one_x_count_fails(self):
        for label in ("Number of elements below threshold (X) including the ghost layer :: 100406\n",
                      "x below threshold (with halo): 100406\n"):
            verdict, bad = not_passing(RIGHT_1000.replace(X_LINE, label))
            self.assertEqual((verdict, bad.get("below_x", ("",))[0]), ("fail", "fail"), label)

    def test_ghost_ring_alone_is_no_x(self):
        verdict, bad = not_passing(RIGHT_1000.replace(X_LINE, "Ghost cells of x below threshold :: 100024\n"))
        self.assertNotEqual(verdict, "pass")
        self.assertIn("below_x", bad)


PROSE = (
    "Smoothing brings every value close to the mean: only 12 of the 10\u2076 cells of y stay below 0.1.\n",
    "Smoothing brings almost every value close to the mean 0.5: only 12 of the 10\u2076 inner cells of y stay below 0.1,"
    " against about 10 % of x.\n",
    "Every value is close to the mean, and only 12 of the 10^6 cells of y stay below 0.1.\n",
    "Values gather around the average 0.5; just 12 of 10\u2076 inner cells of y remain below 0.1.\n",
    "Mean value 0.5: only 12 cells of y stay under the threshold\n",
)


class ValuesMeanIsNoShare(unittest.TestCase):
    def test_prose_passes(self):
        for line in PROSE:
            self.assertEqual(not_passing(RIGHT_1000 + "\n" + line), ("pass", {}), line)

    def test_wrong_twins_fail(self):
        for line in PROSE:
            verdict, bad = not_passing(RIGHT_1000 + "\n" + line.replace("12", "21"))
            self.assertEqual((verdict, bad.get("below_y", ("",))[0]), ("fail", "fail"), line)

    def test_a_share_stays_a_share(self):
        verdict, bad = not_passing(RIGHT_1000 + "mean(y < t) = 12\n")
        self.assertEqual((verdict, bad.get("fraction_y", ("",))[0]), ("fail", "fail"))


ONE_LINERS = (
    "n=1000 N=1002 NN=1004004 nn=1000000 memGB=0.00374 t=0.1 abc=0.05,0.1,0.4 X<t=100024(0.100024) Y<t=12(1.2e-05) 0.004s",
    "n=1000 N=1002 NN=1004004 nn=1000000 memGB=0.00374021 t=0.1 weights=0.05/0.1/0.4 x<t=100024(0.100024) y<t=12(1.2e-05) 4ms",
    "n=1000 N=1002 NN=1004004 nn=1000000 mem_GB=0.00374021 t=0.1 (a,b,c)=(0.05,0.1,0.4) X<=t=100024(0.100024) Y<=t=12(1.2e-05)",
    "n=1000 N=1002 NN=1004004 nn=1000000 memGB=0.00374 t=0.1 abc=0.05,0.1,0.4 X<t:100024(0.100024) Y<t:12(1.2e-05) 0.004s",
    "n=1000 N=1002 NN=1004004 nn=1000000 memGB=0.00374 t=0.1 coeffs=0.05;0.1;0.4 X<t=100024(0.100024) Y<t=12(1.2e-05) 12.5ms",
)


class OneLinePrinter(unittest.TestCase):
    def test_one_liners_pass(self):
        for line in ONE_LINERS:
            self.assertEqual(not_passing(line + "\n"), ("pass", {}), line)

    def test_wrong_twins_fail(self):
        for line in ONE_LINERS:
            for old, new, field in (("12(", "21(", "below_y"), ("100024(", "100042(", "below_x"),
                                    ("(1.2e-05)", "(1.3e-05)", "fraction_y"), ("0.05", "0.06", "constants")):
                verdict, bad = not_passing(line.replace(old, new) + "\n")
                self.assertEqual((verdict, bad.get(field, ("",))[0]), ("fail", "fail"), (line, new))


if __name__ == "__main__":
    unittest.main()
