"""test_pass23_a23.py - a23's items: leftovers of the twenty-fourth hostile pass (h24's H1, H4, L1, L3).

H4 (rest): prose's `that is 1004004 elements of which 1000000 are inner ones` was read as the total alone (no
comma between the total and its inner part: one clause), the inner total MISSING (F/F5b_prose_totals: both
MISSING); and `..., which is 10.0024 % of them` after X's count was no fraction (right/c17_prose FAIL: total_inner
and fraction_x missing). Now ofwhich.py writes the comma in where the second number is named inner or interior
('of which M are inner', 'whereof M interior', 'with M of them inner'), and countpercent.py's percentage may be
'of them', 'of all', 'of the inner ones'. Before: FAIL (c17: 2 fields missing); now: PASS, a changed value fails.

H1 (rest): `N+2=1002 N=1000 ... a,b,c=0.05,0.1,0.4 | nx=100024 (0.100024) ny=12 (1.20e-05)` (F/F1i) was UNGRADED:
'nx' names a grid's size, so the X count became n = 100024. Now nxcounts.py names an 'nx' / 'ny' a count on a
terse line that gives n itself where a share in brackets follows it and its value is no size of the line's; and
gluedconstants' statements take the sizes' keys 'N+2=', '(N+2)^2=', 'N^2=' and a share a blank after its count.
The same one-liner with a `;` (or `||`, or a glued `|`) between its groups was UNGRADED too (the `;` a clause's
mark: the group before it one statement); tersesemis.py writes each ' | '. Before: UNGRADED; now: PASS.

L1: MATLAB's struct display after the tutorial's summary (`res =` / `struct with fields:` / `nx: 100024` /
`ny: 13`) failed for the wrong reason (inner "1000 and 100024"), the wrong Y not named. Now the members 'nx' /
'ny' of a struct's display (MATLAB's or Octave's) whose value is no size of the file's are the counts ('fx' after
them their fraction). Before: FAIL inner; now: FAIL below_y (13), and the right twin (`ny: 12`) passes.

L3: prose's threshold `With t = 0.1 and` (wrong/c40_report_gpu) was MISSING: a label 'With t' named nothing
(only a bare 't' did). Now 'with', 'using', 'for', 'given', 'where' or 'and' before a bare 't' still names the
threshold (words.classify). Before: threshold MISSING; now: read (c40's right twin PASSes, t = 0.2 fails).

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass23_a23
"""
import unittest

from grading.nxcounts import nx_counts
from grading.ofwhich import inner_of_which
from grading.tersesemis import semicolons_as_bars
from tests.grader.a_support import COUNTS_1000, SIZES_1000, RightAndWrong, graded, not_passing

TUTORIAL = SIZES_1000 + COUNTS_1000

PROSE = ("I ran the smoothing with n = 1000, so each array is 1002 by 1002, that is 1004004 elements of which 1000000 "
         "are inner ones.\nEach array takes 0.00374021 GB of memory.\nWith threshold 0.1 and weights a = 0.05, b = 0.1, "
         "c = 0.4 I found that 100024 of the inner elements of x are below the threshold, which is 10.0024 % of them,\n"
         "while after smoothing only 12 elements of y are below it (0.0012 %).\n")
SETTINGS = "Each array takes 0.00374021 GB of memory. Threshold 0.1, a = 0.05, b = 0.1, c = 0.4.\n"


class TotalOfWhichInner(RightAndWrong):
    def test_right_pass_and_wrong_fail(self):
        right = [PROSE]
        for sizes in ("The arrays are 1002 x 1002, that is 1004004 elements of which 1000000 inner.",
                      "The grid has 1002 x 1002 = 1004004 points whereof 1000000 are interior points.",
                      "Each array is 1002 x 1002, 1004004 cells with 1000000 of them inner.",
                      "Each array is 1002 x 1002, 1004004 values in all of which 1000000 are in the interior."):
            right.append(f"n = 1000\n{sizes}\n{SETTINGS}x: 100024 below (0.100024)\ny: 12 below (1.2e-05)\n")
        self.right_and_wrong(right, [("1000000 inner", "1000042 inner", "total_inner"),
                                     ("1000000 are", "1000042 are", "total_inner"),
                                     ("1000000 of them", "1000042 of them", "total_inner"),
                                     ("1004004 elements", "1004040 elements", "total"),
                                     ("1004004 cells", "1004040 cells", "total"),
                                     ("10.0024 %", "10.0042 %", "fraction_x")])

    def test_other_n(self):
        text = ("n = 500\nThe arrays are 502 x 502, that is 252004 elements of which 250000 are inner ones.\n"
                "Each array takes 0.000938788 GB of memory. Threshold 0.1, a = 0.05, b = 0.1, c = 0.4.\n"
                "x: 24914 below (0.099656)\ny: 4 below (1.6e-05)\n")
        self.assertEqual(graded(text), ("pass", {}))
        self.assertEqual(graded(text.replace("250000 are", "250005 are")), ("fail", {"total_inner": "fail"}))

    def test_count_of_which_below_left_alone(self):
        # (the second number no inner part: 'below the threshold' is the clause's, no comma written)
        for text in ("x has 1000000 inner elements of which 100024 are below the threshold\n",
                     "1004004 elements of which 2004 are ghost cells\n"):
            self.assertEqual(inner_of_which(text), text)


class PercentOfThem(RightAndWrong):
    def test_right_pass_and_wrong_fail(self):
        right = []
        for line in ("x: 100024 elements are below 0.1, that is 10.0024% of them.",
                     "In x 100024 values lie below the threshold, i.e. 10.0024 % of all.",
                     "x has 100024 cells below t, 10.0024 percent of them.",
                     "Below the threshold in x: 100024, which is 10.0024 % of the inner ones."):
            right.append(f"n = 1000, so 1002 x 1002 = 1004004 elements, 1000000 inner.\n{SETTINGS}{line}\n"
                         f"y: 12 below (1.2e-05)\n")
        self.right_and_wrong(right, [("10.0024", "10.0042", "fraction_x"), ("100024 ", "100042 ", "below_x")])


F1I = ("N+2=1002 N=1000 (N+2)^2=1004004 N^2=1000000 GB=0.003740 t=0.1 a,b,c=0.05,0.1,0.4 | "
       "nx=100024 (0.100024) ny=12 (1.20e-05)\n")
TERSE = ("n2=1002 n=1000 N2=1004004 N=1000000 mem=0.003740GB t=0.1 abc=0.05,0.1,0.4 | "
         "x<t:100024(0.100024) y<t:12(1.20e-05)\n")


class TerseNxCounts(RightAndWrong):
    def test_right_pass_and_wrong_fail(self):
        right = [F1I, F1I.replace(" | ", "; "), F1I.replace("N=1000 ", "n=1000 ").replace("nx=", "n_x=").replace("ny=", "n_y="),
                 F1I.replace("(0.100024)", "(10.0024%)").replace("(1.20e-05)", "(0.0012%)"),
                 "n=1000; n+2=1002; (n+2)^2=1004004; n^2=1000000; mem=0.00374GB; t=0.1; abc=0.05,0.1,0.4; "
                 "nX=100024 (0.100024); nY=12 (1.2e-05)\n"]
        self.right_and_wrong(right, [("100024 (", "100042 (", "below_x"), ("100024;", "100042;", "below_x"),
                                     ("=12 (", "=21 (", "below_y"), ("=0.05,", "=0.06,", "constants")])

    def test_other_n(self):
        text = ("N+2=502 N=500 (N+2)^2=252004 N^2=250000 GB=0.000939 t=0.1 a,b,c=0.05,0.1,0.4 | "
                "nx=24914 (0.099656) ny=4 (1.60e-05)\n")
        self.assertEqual(graded(text), ("pass", {}))
        self.assertEqual(graded(text.replace("ny=4 ", "ny=5 ")), ("fail", {"below_y": "fail"}))

    def test_grid_sizes_stay(self):
        # (an 'nx' that is a size of the line's, or on a line that gives no n, is read as before)
        for text in ("N=1000 nx=1002 (1) ny=1002 (1)\n", "nx=100024 (0.100024) ny=12 (1.20e-05)\n",
                     "N=1000 nx=100024 ny=12\n"):
            self.assertEqual(nx_counts(text), text)


class TerseSemicolons(RightAndWrong):
    def test_right_pass_and_wrong_fail(self):
        right = [TERSE.replace(" | ", "; "), TERSE.replace(" | ", ";"), TERSE.replace(" | ", " || "),
                 TERSE.replace(" | ", "|"), "n2=1002 n=1000; N2=1004004 N=1000000; mem=0.003740GB; t=0.1 abc=0.05,0.1,0.4; "
                 "x<t:100024(0.100024) y<t:12(1.20e-05)\n"]
        self.right_and_wrong(right, [("y<t:12(1.20e-05)", "y<t:21(2.10e-05)", "below_y"),
                                     ("x<t:100024(0.100024)", "x<t:100042(0.100042)", "below_x"),
                                     ("N2=1004004", "N2=1004005", "total")])

    def test_sentences_left_alone(self):
        for text in ("n=1000; the threshold was 0.1; x has 100024 below\n", "a=1; b=2; c=3; d=4\n",
                     "| n | 1000 |\n"):
            self.assertEqual(semicolons_as_bars(text), text)


STRUCT = TUTORIAL + "\nres = \n  struct with fields:\n\n    nx: 100024\n    ny: {}\n"
OCTAVE = TUTORIAL + "\nres =\n\n  scalar structure containing the fields:\n\n    nx = 100024\n    ny = {}\n\n"


class StructCounts(unittest.TestCase):
    def test_wrong_y_named(self):
        for text in (STRUCT, OCTAVE):
            with self.subTest(text=text):
                self.assertEqual(not_passing(text.format(12)), ("pass", {}))
                verdict, bad = not_passing(text.format(13))
                self.assertEqual((verdict, sorted(bad)), ("fail", ["below_y"]))

    def test_struct_alone(self):
        text = ("res = \n  struct with fields:\n\n        n: 1000\n       n2: 1002\n    total: 1004004\n"
                "    inner: 1000000\n       gb: 0.0037\n        t: 0.1000\n        a: 0.0500\n        b: 0.1000\n"
                "        c: 0.4000\n       nx: 100024\n       ny: 12\n       fx: 0.1000\n       fy: 1.2000e-05\n")
        self.assertEqual(not_passing(text), ("pass", {}))
        for old, new, field in (("nx: 100024", "nx: 100042", "below_x"), ("ny: 12", "ny: 21", "below_y"),
                                ("fx: 0.1000", "fx: 0.2000", "fraction_x")):
            with self.subTest(new=new):
                verdict, bad = not_passing(text.replace(old, new))
                self.assertEqual((verdict, bad[field][0]), ("fail", "fail"))

    def test_grid_struct_stays(self):
        text = TUTORIAL + "\ngrid = \n  struct with fields:\n\n    nx: 1002\n    ny: 1002\n"
        self.assertEqual(nx_counts(text), text)
        self.assertEqual(not_passing(text), ("pass", {}))


C40 = """## Results (n = 1000)

The arrays are 1002 x 1002 (1004004 elements, 1000000 inner), 0.00374 GB each. With t = 0.1 and
a = 0.05, b = 0.1, c = 0.4:

* CPU: x has 100024 elements below t (fraction 0.100024), y has 12 (fraction 1.2e-05).
* GPU: x has 100024 elements below t (fraction 0.100024), y has 12 (fraction 1.2e-05).
"""


class ProseThresholdT(RightAndWrong):
    def test_right_pass_and_wrong_fail(self):
        right = [C40, C40.replace("With t", "Using t"), C40.replace("With t = 0.1 and\n", "For t = 0.1\nand "),
                 "n = 1000: 1002 x 1002 = 1004004 elements, 1000000 inner, 0.00374021 GB each.\n"
                 "The constants are a = 0.05, b = 0.1 and c = 0.4, and t = 0.1.\n"
                 "x has 100024 below t (0.100024), y has 12 (1.2e-05).\n"]
        self.right_and_wrong(right, [("t = 0.1", "t = 0.2", "threshold"), ("y has 12 (fraction 1.2e-05).\n* GPU",
                                                                             "y has 21 (fraction 2.1e-05).\n* GPU", "below_y")])

    def test_wrong_gpu_still_fails(self):
        gpu = "* GPU: x has 100024 elements below t (fraction 0.100024), y has 12 (fraction 1.2e-05)."
        verdict, bad = not_passing(C40.replace(gpu, gpu.replace("12 (fraction 1.2e-05)", "397 (fraction 3.97e-04)")))
        self.assertEqual(verdict, "fail")
        self.assertNotIn("threshold", bad)


if __name__ == "__main__":
    unittest.main()
