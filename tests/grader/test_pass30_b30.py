"""test_pass30_b30.py - helper b30's fixes in the twenty-sixth round of issue 66 (grading, round 3): right
outputs that lost points (the thirty-second pass's H5, H14, L2 and neighbours).

- H5, a MATLAB/Octave `diary` file (commands echoed without `>>`, each result under it): before, a wrong `ans` of
  13 under `nnz(y(2:end-1,2:end-1) < t)` after a right output passed; `size(x, 1)` over `ans = 1002` made the row
  "1002 and 1", `numel(x)*4/2^30` over `ans = 0.0037` the total "1004004 and 4"; a whole diary 4/20. Now a line of
  code over an `ans` (or over its name's echo) is a command typed, and so are the file's other lines of code: the
  diary is read as the session it is (diary.py), and a command dividing an array's bytes by 2^30 labels the
  memory (castnames.bytes_named, in prompts.py's `ans`).
- H14, numpy's `.mean()` of the mask beside its count (`y below t: 12  mean = 1.2e-05`): before, both fractions
  MISSING (the gap of blanks made `mean = ...` a statement of its own, nobody's). Now a bare mean with no fraction
  before it on a count's line is joined to the count by a comma (statclauses.py), read as `, mean = ...` was: the
  fraction where the array's fraction is printed nowhere else (statbeside.py). `mean(y) = 0.49` (the array's mean
  value) stays no field.
- L2, a Fortran namelist's glued names (`&RESULTS ... NINNERTOTAL=1000000, ... FBX= 0.100024000 , ... FBY=
  1.20000004E-05,`): before, the inner total and both fractions MISSING, the fractions read as a second X and Y
  where the counts were `NBX`, `NBY`. Now `ninnertotal` is the inner total's glued name and `fbx`/`fby` (f, b(elow),
  the array: three letters, only these) the fractions' (gluednames.py).
- Left from the twenty-fifth round (a29's): both arrays' counts with their fractions in brackets apart by a bar
  (`x: 100024 (0.100024) | y: 12 (1.2e-05)`, `||`, `X = ...`, percentages): before, UNGRADED (the bar left the
  first value `100024 (0.100024) |`, nobody's). Now the bar is a `;`, as that line was read (lettercounts.py).
- L3's `y below t: 12 (12 ppm)`: before, the fraction MISSING. Now parts per million are their percentage
  (`0.0012%`, percentforms.py); a file's name `out_12.ppm` is none.
- c29's leftover, `key=value` statements some apart by a comma, others by blanks (`row=1002, inner=1000
  total=1004004`, `row=1002 inner=1000, total=1004004`): before, the total (the inner size) MISSING, the two
  statements after the last comma read as one. Now each is apart by ', ' (tersesemis.py), as the line all commas is.
"""
import os
import sys
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from grading.diary import diary_prompted  # noqa: E402
from tests.grader.a_support import RIGHT_1000, RightAndWrong, not_passing  # noqa: E402

_DIARY = """n = 1000;
x = init(n);
size(x, 1)

ans =

        1002

n

n =

        1000

numel(x)

ans =

     1004004

n^2

ans =

     1000000

numel(x)*4/2^30

ans =

    0.0037

t = 0.1, a = 0.05, b = 0.1, c = 0.4

t =

    0.1000


a =

    0.0500


b =

    0.1000


c =

    0.4000

y = smooth(x, a, b, c);
nnz(x(2:end-1,2:end-1) < t)

ans =

      100024

nnz(x(2:end-1,2:end-1) < t)/n^2

ans =

    0.1000

nnz(y(2:end-1,2:end-1) < t)

ans =

    12

nnz(y(2:end-1,2:end-1) < t)/n^2

ans =

   1.2000e-05

diary off
"""


class MatlabDiary(RightAndWrong):
    """H5: a diary's commands without prompts, each one's ans (or its name's echo) under it."""

    def test_a_whole_diary_is_a_session(self):
        self.right_and_wrong([_DIARY, _DIARY.replace("\n", "\r\n")], [
            ("    12\n", "    13\n", "below_y"),
            ("   1.2000e-05", "   1.3000e-05", "fraction_y"),
            ("      100024", "      100124", "below_x"),
            ("     1004004", "     1000000", "total"),
            ("        1002\n", "        1000\n", "row"),
            ("    0.0037", "    0.0075", "memory"),
        ])

    def test_an_answer_after_a_right_output(self):
        """After the tutorial's output: MATLAB's blank-lined ans, Octave's one-line ans, a disp's value."""
        right = [RIGHT_1000 + "nnz(y(2:end-1,2:end-1) < t)\n\nans =\n\n    12\n",
                 RIGHT_1000 + "nnz(y(2:end-1,2:end-1) < t)\nans = 12\n",
                 RIGHT_1000 + "sum(sum(y(2:end-1, 2:end-1) < t))\n\nans =\n\n    12\n\n",
                 "size(x, 1)\n\nans =\n\n        1002\n\n" + RIGHT_1000,
                 "size(x,1)\nans = 1002\n" + RIGHT_1000,
                 RIGHT_1000 + "numel(x)*4/2^30\n\nans =\n\n    0.0037\n",
                 RIGHT_1000 + "4*numel(x)/1024^3\nans = 3.7402e-03\n",
                 RIGHT_1000 + "cy = nnz(y(2:end-1,2:end-1) < t)\n\ncy =\n\n    12\n\n"]
        self.right_and_wrong(right, [
            ("    12\n", "    13\n", "below_y"), ("ans = 12", "ans = 13", "below_y"),
            ("ans =\n\n        1002", "ans =\n\n        1000", "row"), ("ans = 1002", "ans = 1000", "row"),
            ("    0.0037", "    0.0075", "memory"), ("3.7402e-03", "7.4804e-03", "memory"),
        ])

    def test_a_program_label_over_an_answer_is_no_command(self):
        """Words side by side are a printed label, no code; a file with no answer under code is left alone."""
        text = "Number of elements below threshold (Y) :: 12\n\nans =\n\n    13\n"
        self.assertEqual(diary_prompted(text), text)
        self.assertEqual(diary_prompted(RIGHT_1000), RIGHT_1000)
        self.assertEqual(diary_prompted("x = init(n);\nn =\n\n  1000\n"), "x = init(n);\nn =\n\n  1000\n")
        self.assertEqual(diary_prompted("n\n\nn =\n\n  1000\nx = init(n);\ndiary off\n"),
                         ">> n\n\nn =\n\n  1000\n>> x = init(n);\n>> diary off\n")


_MEANS = """row length: 1002, inner: 1000
total: 1004004, inner total: 1000000
memory: 0.00374021 GB
t = 0.1, a = 0.05, b = 0.1, c = 0.4
x below t: 100024  mean = 0.100024
y below t: 12  mean = 1.2e-05
"""


class CountMean(RightAndWrong):
    """H14: a bare mean of the mask beside its count, apart by blanks only."""

    def test_a_mean_beside_its_count_is_its_fraction(self):
        right = [_MEANS, _MEANS.replace("  mean = ", " mean = "), _MEANS.replace("  mean = ", "\tavg: "),
                 _MEANS.replace("  mean = ", "    average = ").replace("below t:", "below threshold ="),
                 _MEANS.replace("  mean = 1.2e-05", " (1.2e-05)  mean = 0.4998"),
                 _MEANS.replace("  mean = 1.2e-05", " (1.2e-05)  mean(y) = 0.4998")]
        self.right_and_wrong(right, [
            ("= 1.2e-05", "= 1.3e-05", "fraction_y"), ("avg: 1.2e-05", "avg: 1.3e-05", "fraction_y"),
            ("= 0.100024", "= 0.100124", "fraction_x"), ("y below t: 12 ", "y below t: 13 ", "below_y"),
            ("y below threshold = 12 ", "y below threshold = 13 ", "below_y"),
        ])

    def test_an_arrays_mean_is_no_fraction(self):
        """`mean(y) = 0.4998` beside the count, no fraction printed: the fraction stays missing, nothing fails."""
        verdict, bad = not_passing(_MEANS.replace("  mean = 1.2e-05", "  mean(y) = 0.4998"))
        self.assertEqual(bad, {"fraction_y": ("missing", "")})


_NAMELIST = """ &RESULTS
 NROW=1002,
 NINNER=1000,
 NTOTAL=1004004,
 NINNERTOTAL=1000000,
 MEMGB=  3.74020636E-03,
 T=  0.100000001    ,
 A=  5.00000007E-02,
 B=  0.100000001    ,
 C=  0.400000006    ,
 NBX=100024,
 FBX=  0.100024000    ,
 NBY=12,
 FBY=  1.20000004E-05,
 /
"""


class NamelistNames(RightAndWrong):
    """L2: a namelist's NINNERTOTAL, FBX, FBY."""

    def test_a_namelists_glued_names(self):
        lower = _NAMELIST.lower().replace("&results", "&results")
        self.right_and_wrong([_NAMELIST, lower, _NAMELIST.replace("=  ", " = ").replace("=1", " = 1")], [
            ("NINNERTOTAL=1000000", "NINNERTOTAL=998001", "total_inner"),
            ("ninnertotal=1000000", "ninnertotal=998001", "total_inner"),
            ("FBX=  0.100024000", "FBX=  0.100124000", "fraction_x"),
            ("FBY=  1.20000004E-05", "FBY=  1.30000004E-05", "fraction_y"),
            ("fby=  1.20000004e-05", "fby=  1.30000004e-05", "fraction_y"),
            ("NBY=12", "NBY=13", "below_y"),
        ])

    def test_only_the_homeworks_names(self):
        from grading.gluednames import unglued
        self.assertEqual([unglued(n) for n in ("FBX", "fby", "NINNERTOTAL", "fbz", "FBXX", "nbx", "fx")],
                         ["frac_below_x", "frac_below_y", "inner_total", "fbz", "FBXX", "nbx", "fx"])


_NO_COUNTS = "".join(line for line in RIGHT_1000.splitlines(True) if "below threshold" not in line)


class BarredCounts(RightAndWrong):
    """Both arrays' counts and fractions apart by a bar."""

    def test_counts_apart_by_a_bar(self):
        lines = ["x: 100024 (0.100024) | y: 12 (1.2e-05)", "X: 100024 (0.100024) || Y: 12 (1.2e-05)",
                 "x = 100024 (0.100024) | y = 12 (1.2e-05)", "  x 100024 (0.100024)|y 12 (1.2e-05)",
                 "x: 100024 (10.0024%) | y: 12 (0.0012%)"]
        self.right_and_wrong([_NO_COUNTS + line + "\n" for line in lines], [
            ("12 (1.2e-05)", "13 (1.3e-05)", "below_y"), ("(1.2e-05)", "(1.3e-05)", "fraction_y"),
            ("100024 (", "100124 (", "below_x"), ("(0.0012%)", "(0.0013%)", "fraction_y"),
        ])

    def test_a_barred_recap_after_the_counts(self):
        self.right_and_wrong([RIGHT_1000 + "x: 100024 (0.100024) | y: 12 (1.2e-05)\n"], [
            ("y: 12 (1.2e-05)", "y: 13 (1.3e-05)", "below_y")])


class PartsPerMillion(RightAndWrong):
    """L3: a fraction in parts per million."""

    def test_ppm(self):
        counts = _NO_COUNTS + "x below t: 100024 (10.0024 %)\n"
        self.right_and_wrong([counts + "y below t: 12 (12 ppm)\n", counts + "y below t: 12 (12.0ppm)\n",
                              counts + "Y below threshold: 12, 12 PPM\n",
                              _NO_COUNTS + "x below t: 100024 (100024 ppm)\ny below t: 12 (12 ppm)\nsaved out_12.ppm\n"], [
            ("(12 ppm)", "(13 ppm)", "fraction_y"), ("(12.0ppm)", "(13.0ppm)", "fraction_y"),
            ("12, 12 PPM", "12, 120 PPM", "fraction_y"), ("(100024 ppm)", "(100124 ppm)", "fraction_x"),
        ])


_NO_SIZES = "".join(line for line in RIGHT_1000.splitlines(True) if "row/column" not in line
                    and "Total number of elements " not in line)


class MixedSeparators(RightAndWrong):
    """c29's leftover: a line of key=value statements, some apart by commas, others by blanks."""

    def test_commas_and_blanks(self):
        lines = ["row=1002, inner=1000 total=1004004", "row=1002 inner=1000, total=1004004",
                 "  n=1000, row=1002 inner=1000 total=1004004 inner_total=1000000"]
        self.right_and_wrong([_NO_SIZES + line + "\n" for line in lines], [
            ("total=1004004", "total=1004000", "total"), ("inner=1000 ", "inner=998 ", "inner total_inner"),
            ("inner=1000,", "inner=998,", "inner total_inner"), ("row=1002", "row=1000", "row"),
        ])


if __name__ == "__main__":
    unittest.main()
