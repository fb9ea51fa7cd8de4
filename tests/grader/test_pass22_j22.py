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

H4: Octave's display 'nbelow_x = 100024' / 'fx = 0.1000' / 'nbelow_y = 12' / 'fy = 1.2000e-05' lost both fractions
(MISSING, 16), and with 'nx = 100024' / 'ny = 12' the file was UNGRADED ('nx' read as a grid's size). Now an f-line
under a count's line (its array's letter, a value from 0 to 1) is the fraction, and 'nx' above it is the count where
its value is no size the file prints (n, N, totals, their squares): octavedisplay.py. 'nx = 1002' beside 'N = 1002'
stays a size.

M2: X typed 100042 for 100024 beside Y's exact 12 was PLAUSIBLE (20/20: the coincidence rule reaches a difference of a
few only). Now a count one slip from the reproduced one (two digits swapped, one changed, dropped or added) beside an
exact Y is the generator's data typed wrong: X FAILs, its note saying so (typos.py).

M3: two common mistakes were not named: y without the centre term (Y = 397 at n = 1000: 'no known mistake gives
it') and arrays of n+1 (row 1001, total 1002001, memory 0.0037327: each 'no known mistake'). Now runs.diagnostics runs
smooth with c = 0 too (no_c_y), and the row, total and memory checks know (n+1), (n+1)^2 and its memory.

Before: each variant below FAIL (below_x / below_y 'two different values'); now PASS, each wrong twin FAILs.
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass22_j22
"""
import unittest

import grading
from tests.grader.a_support import MORE_1000, RECORD_1000, RIGHT_1000, SMOOTH_500, entry_of, graded, not_passing

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


OCTAVE_HEAD = ("Elapsed time is 0.0213451 seconds.\nN = 1002\nn = 1000\ntotal = 1004004\ninner = 1000000\n"
               "mem_GB = 3.7402e-03\nt = 0.1000\nabc =\n\n   0.050000   0.100000   0.400000\n\n")
OCTAVE_TAILS = (
    "nx = 100024\nfx = 0.1000\nny = 12\nfy = 1.2000e-05\n",
    "nbelow_x = 100024\nfx = 0.1000\nnbelow_y = 12\nfy = 1.2000e-05\n",
    "n_x = 100024\n\nf_x = 0.1000\n\nn_y = 12\n\nf_y = 1.2000e-05\n",
    "count_x = 100024\nfrac_x = 0.1000\ncount_y = 12\nfy = 1.2000e-05\n",
    "  nb_x = 100024\n  fx = 0.100024\n  nb_y = 12\n  fy = 0.000012\n",
)


class OctaveDisplay(unittest.TestCase):
    def test_displays_pass(self):
        for tail in OCTAVE_TAILS:
            self.assertEqual(not_passing(OCTAVE_HEAD + tail), ("pass", {}), tail)

    def test_wrong_twins_fail(self):
        for tail in OCTAVE_TAILS:
            for old, new, field in (("= 12\n", "= 21\n", "below_y"), ("100024\n", "100042\n", "below_x"),
                                    ("1.2000e-05", "1.3000e-05", "fraction_y"), ("0.000012", "0.000013", "fraction_y"),
                                    ("fx = 0.1000\n", "fx = 0.2000\n", "fraction_x")):
                if old not in tail:
                    continue
                verdict, bad = not_passing(OCTAVE_HEAD + tail.replace(old, new))
                self.assertEqual((verdict, bad.get(field, ("",))[0]), ("fail", "fail"), (tail, new))

    def test_a_size_stays_a_size(self):
        text = OCTAVE_HEAD.replace("N = 1002\n", "N = 1002\nnx = 1002\nfx = 0.5\n") + OCTAVE_TAILS[1]
        self.assertEqual(not_passing(text), ("pass", {}))


class TypedCount(unittest.TestCase):
    def test_slips_fail(self):
        for typed in ("100042", "100204", "102004"):
            text = RIGHT_1000.replace(":: 100024", ":: " + typed).replace("1.00024E-01", f"{int(typed) / 1e6:.5E}")
            verdict, bad = not_passing(text)
            self.assertEqual((verdict, bad.get("below_x", ("",))[0]), ("fail", "fail"), typed)
            self.assertIn("typo", bad["below_x"][1], typed)

    def test_right_and_far_counts_are_no_typo(self):
        from grading.typos import slip
        self.assertIsNone(slip(100024, 100024))
        self.assertIsNone(slip(100500, 100024))
        self.assertIsNone(slip(21, 12))  # (Y's: too short to tell a slip from other data)
        self.assertEqual(slip(100042, 100024), "two digits swapped")
        # one digit changed is another generator's X as likely as a typo: PLAUSIBLE, as docs/grading.md says
        self.assertIsNone(slip(100124, 100024))
        self.assertIsNone(slip(100724, 100024))
        self.assertEqual(not_passing(RIGHT_1000), ("pass", {}))


class MistakesNamed(unittest.TestCase):
    def note(self, text, field):
        problem = grading.Problem(dict(RECORD_1000), lambda: dict(MORE_1000, no_c_y=397))
        entry = entry_of(text, problem=problem)
        return entry["fields"][field]["status"], entry["fields"][field].get("note", "")

    def test_no_centre_named(self):
        for line in ("Number of elements below threshold (Y)   :: 397\n", "y below t: 397\n"):
            text = RIGHT_1000.replace("Number of elements below threshold (Y)   :: 12\n", line)
            self.assertEqual(self.note(text, "below_y"), ("fail", "the c term (the centre) dropped"))
        text = RIGHT_1000.replace("Number of elements below threshold (Y)   :: 12\n", "y below t: 379\n")
        self.assertNotIn("centre", self.note(text, "below_y")[1])  # (its twin: another wrong Y, no such name)

    def test_no_centre_at_n_500_computed(self):
        # smooth -n 500 -c 0 gives Y = 100: diagnostics' run, not a literal
        verdict, bad = graded(SMOOTH_500.replace("(Y)   :: 4\n", "(Y)   :: 100\n"))
        self.assertEqual((verdict, bad.get("below_y")), ("fail", "fail"))
        self.assertEqual(grading.runs.diagnostics(500, dict(grading.cli.TUTORIAL))["no_c_y"], 100)

    def test_n_plus_1_named(self):
        text = (RIGHT_1000.replace(":: 1002\n", ":: 1001\n").replace(":: 1004004\n", ":: 1002001\n")
                .replace(":: 0.00374021\n", ":: 0.0037327\n"))
        for field in ("row", "total", "memory"):
            self.assertEqual(self.note(text, field)[0], "fail", field)
            self.assertIn("n+1", self.note(text, field)[1], field)
        text = RIGHT_1000.replace(":: 1002\n", ":: 1003\n").replace(":: 1004004\n", ":: 1006009\n")
        for field in ("row", "total"):  # (its twin: n+3, no such name)
            self.assertNotIn("n+1", self.note(text, field)[1], field)


if __name__ == "__main__":
    unittest.main()
