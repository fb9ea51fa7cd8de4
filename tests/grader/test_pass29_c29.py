"""test_pass29_c29.py - c29's fixes in the twenty-fifth round of issue 66 (grading, round 3): the thirty-second
hostile pass's right outputs that lose points, and suffixed names.

- H12, CUDA Fortran's device and host copies after a right output: input ` nby_d =          13`, ` NBY_D = 13`,
  `nby_h = 13`, `y_cnt_d = 13`, `Y_d :: 13`; before PASS (unread); now FAIL on Y (12: PASS). A suffixed name with
  a blank or ` :: ` before its value: `Y_dev :: 13`, `y_mpi 13`, `ny_ref 13`, `count_x_dev 100025`, `cnt_y_ref 13`;
  before PASS; now FAIL (terserecaps.py: `_d`, `_h` suffixes, `::` and, after a suffixed name, a blank).
- H12, a derived type's components as the only counts: input ` s%nbx = 100024` / ` s%nby = 12` (`s%fx`, `s%fy`);
  before UNGRADED (and `s%nby = 13` after a right output read as a percentage); now read as `nbx`, `nby`: PASS
  with the fractions, a wrong one FAILs (qualifiednames.py).
- H4, Python f-string debug labels: input `res.x_count=100024`, `self.nx=100024`, `stats['x']=100024` (with their
  fractions); before UNGRADED; now PASS, a wrong Y FAILs; `res.y_count = 13` after a right output: before PASS,
  now FAIL (qualifiednames.py).
- H10: input `x: count 100024` / `y: count 12` (`, fraction ...` or not), `x: 100024 = 0.100024`, `STEP 3/3 count
  .... ok (x: 100024 = 0.100024, y: 12 = 1.2e-05)`; before UNGRADED (no count); now the counts read, a wrong one
  FAILs (lettercounts.py).
- H10's right/step_lines: `STEP 1/3 allocate .... ok (1002 x 1002, 1004004 elements, ...)`, `STEP 2/3 smooth
  ...... ok (t = 0.1, a = 0.05, ...)`; before the sizes, threshold and constants MISSING; now the bracket's
  statements are the line (steplines.py): PASS where n is printed (the pass's file prints no inner 1000: inner
  MISSING, 19/20).
- H2: input a tab, CSV, `;` or Markdown table headed `row inner ... t a b c X fX Y fY` (or `nx ny`); before
  UNGRADED; now PASS. A versions' table `kernel,Y,time_ms` / `cpu,12,4.1` / `shared,13,0.2` after a right output:
  before PASS (its rows emptied as a timer's); now FAIL on Y (tersecolumns.py, tables._timer_tables).
- H9: input `Grid: 1000 x 1000 interior, 1002 x 1002 with halo (1004004 cells, 1000000 interior)`; before UNGRADED;
  now PASS (shapebrackets.py). `row 1002 inner 1000 total 1004004 inner total 1000000`: before inner, total, inner
  total MISSING; `t 0.1 a 0.05 b 0.1 c 0.4`: threshold MISSING; now PASS (spacedpairs.py).
- H15: input a de locale's `Elemente von x unter Schwellenwert: 100.024 (0,100024)` (thousands dots, decimal
  commas); before fraction_x MISSING and a second X "0.100024" FAIL (15/20); now PASS: once the file's commas are
  points, its thousands dots are dropped (commafiles.decimal_commas).
- L1: input a Python session's `>>> x.shape[0], n` over `(1002, 1000)`; before row MISSING (19/20); now PASS
  (`x.shape[0]`, MATLAB's and Julia's `size(x, 1)` read as R's `nrow(x)`: expressions.code_words).
- L4: input prose `so rows have 1002 elements and the grid 1004004 (1000000 inner)`; before total MISSING; now
  PASS (the first clause's unit said again after the second's number: elidedunits.py).
- H3: input one line `n=1000 row=1002 ... c=0.4 nx=100024 fx=0.100024 ny=12 fy=1.2e-05` (`cx`, `cy` too); before
  UNGRADED; now PASS, a wrong count FAILs (recordnames.py).
"""
import os
import sys
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from tests.grader.a_support import RIGHT_1000, SIZES_1000, SMOOTH_500, RightAndWrong, not_passing  # noqa: E402

# the pass's own right output's lines before its counts (F16, F17: no tutorial summary)
TAIL = "memory 0.00374021 GB\nt=0.1 a=0.05 b=0.1 c=0.4\nx below t: 100024 (0.100024)\ny below t: 12 (1.2e-05)\n"
SIZES_PLAIN = "row length: 1002, inner: 1000\ntotal: 1004004, inner total: 1000000\nmemory: 0.00374021 GB\n"


class DeviceSuffixes(RightAndWrong):
    """H12: CUDA Fortran's `_d`/`_h` copies, `::`, and a blank after a suffixed name restate the counts."""

    def restated(self, lines, right, wrong, fields):
        """Each line after a right output passes; with its `right` value `wrong` it fails on one of fields."""
        for line in lines:
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + line + "\n"), ("pass", {}))
                verdict, bad = not_passing(RIGHT_1000 + line.replace(right, wrong) + "\n")
                self.assertEqual(verdict, "fail")
                self.assertIn("fail", [bad.get(f, ("",))[0] for f in fields], bad)

    def test_device_and_host_copies(self):
        self.restated([" nby_d =          12", " NBY_D = 12", "nby_h = 12", "y_cnt_d = 12", "Y_d :: 12", "  Y_D   ::   12",
                       "cnt_y_h: 12", "nbx_d = 100024, nby_d = 12"], "12", "13", ("below_y", "below_y2"))

    def test_blank_or_colons_after_a_suffixed_name(self):
        self.restated(["Y_dev :: 12", "y_mpi 12", "ny_ref 12", "cnt_y_ref 12", "y_gpu 12", "Y_OMP   12"], "12", "13",
                      ("below_y", "below_y2"))
        self.restated(["count_x_dev 100024", "x_mpi 100024"], "100024", "100025", ("below_x", "below_x2"))

    def test_other_n(self):
        self.assertEqual(not_passing(SMOOTH_500 + " nby_d = 4\n"), not_passing(SMOOTH_500))  # (its own verdict)
        self.assertEqual(not_passing(SMOOTH_500 + " nby_d = 5\n")[1]["below_y"][0], "fail")

    def test_no_suffix_no_blank_form(self):
        # ('cy 13' after the counts: no suffix, so a blank alone is no statement; as before, unread)
        self.assertEqual(not_passing(RIGHT_1000 + "cy 13\n"), ("pass", {}))


class QualifiedNames(RightAndWrong):
    """H12's components and H4's f-string labels: the owner dropped before a count's or fraction's name."""

    def test_fortran_components(self):
        text = SIZES_1000 + " s%nbx = 100024\n s%fx = 0.100024\n s%nby = 12\n s%fy = 1.2e-05\n"
        self.right_and_wrong([text, text.replace("s%", "results%")],
                             [("nby = 12", "nby = 13", "below_y"), ("nbx = 100024", "nbx = 100025", "below_x")])

    def test_fortran_components_without_fractions(self):
        verdict, bad = not_passing(SIZES_1000 + " s%nbx = 100024\n s%nby = 12\n")  # (before: UNGRADED)
        self.assertEqual((verdict, sorted(bad)), ("fail", ["fraction_x", "fraction_y"]))

    def test_python_debug_labels(self):
        texts = [SIZES_1000 + "res.x_count=100024\nres.x_frac=0.100024\nres.y_count=12\nres.y_frac=1.2e-05\n",
                 SIZES_1000 + "self.nx=100024\nself.fx=0.100024\nself.ny=12\nself.fy=1.2e-05\n",
                 SIZES_1000 + "stats['x']=100024\nstats['fx']=0.100024\nstats['y']=12\nstats['fy']=1.2e-05\n",
                 SIZES_1000 + 'counts["x"] = 100024\ncounts["fx"] = 0.100024\ncounts["y"] = 12\ncounts["fy"] = 1.2e-05\n']
        self.right_and_wrong(texts, [("y_count=12", "y_count=13", "below_y"), ("ny=12", "ny=13", "below_y"),
                                     ("['y']=12", "['y']=13", "below_y"), ('["y"] = 12', '["y"] = 13', "below_y")])

    def test_after_a_right_output(self):
        for line in ("res.y_count = 13", "s%nby = 13", "stats['y']=13", "self.cy = 13"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + line + "\n")[0], "fail")
                self.assertEqual(not_passing(RIGHT_1000 + line.replace("13", "12") + "\n"), ("pass", {}))

    def test_a_point_stays(self):
        self.assertEqual(not_passing(RIGHT_1000 + "p.y = 13\n"), ("pass", {}))


class LetterColonCounts(RightAndWrong):
    """H10: `x: count N`, `x: N = F`, and the same in a step's bracket."""

    def test_count_word(self):
        base = SIZES_PLAIN + "t = 0.1, a = 0.05, b = 0.1, c = 0.4\n"
        self.right_and_wrong([base + "x: count 100024, fraction 0.100024\ny: count 12, fraction 1.2e-05\n",
                              base + "X: Count 100024, fraction 0.100024\nY: Count 12, fraction 1.2e-05\n",
                              base + "x: cnt 100024 (frac 0.100024)\ny: cnt 12 (frac 1.2e-05)\n"],
                             [("ount 12,", "ount 13,", "below_y"), ("cnt 12 ", "cnt 13 ", "below_y"),
                              ("ount 100024", "ount 100025", "below_x")])
        verdict, bad = not_passing(base + "x: count 100024\ny: count 12\n")  # (before: UNGRADED)
        self.assertEqual((verdict, sorted(bad)), ("fail", ["fraction_x", "fraction_y"]))

    def test_count_equals_fraction(self):
        base = SIZES_PLAIN + "t = 0.1, a = 0.05, b = 0.1, c = 0.4\n"
        self.right_and_wrong([base + "x: 100024 = 0.100024\ny: 12 = 1.2e-05\n",
                              base + "x:100024 = 0.100024\ny:12 = 1.2e-05\n"],
                             [("12 = 1.2e-05", "13 = 1.3e-05", "below_y"), ("12 = 1.2e-05", "13 = 1.2e-05", "below_y")])

    def test_step_bracket(self):
        text = SIZES_1000 + "STEP 3/3 count ....... ok (x: 100024 = 0.100024, y: 12 = 1.2e-05)\n"
        self.right_and_wrong([text], [("y: 12 = 1.2e-05", "y: 13 = 1.3e-05", "below_y")])

    def test_a_point_stays(self):
        self.assertEqual(not_passing(RIGHT_1000 + "x: 3 = 0.5\n"), ("pass", {}))


class TerseTableHeaders(RightAndWrong):
    """H2: a delimited table's `X fX Y fY` or `nx ny` columns; a versions' table's `Y` column."""

    HEADER = ["row", "inner", "total", "inner_total", "mem_GB", "t", "a", "b", "c", "X", "fX", "Y", "fY"]
    ROW = ["1002", "1000", "1004004", "1000000", "0.00374021", "0.1", "0.05", "0.1", "0.4", "100024", "0.100024", "12",
           "1.2e-05"]

    def test_delimited(self):
        texts = [sep.join(self.HEADER) + "\n" + sep.join(self.ROW) + "\n" for sep in ("\t", ",", ";", "  ")]
        texts.append("| " + " | ".join(self.HEADER) + " |\n| " + " | ".join(self.ROW) + " |\n")
        header_n = [h if h not in ("X", "Y") else "n" + h.lower() for h in self.HEADER]
        texts.append(",".join(header_n) + "\n" + ",".join(self.ROW) + "\n")
        self.right_and_wrong(texts, [("12\t1.2e-05", "13\t1.3e-05", "below_y"), (",12,", ",13,", "below_y"),
                                     ("100024;", "100025;", "below_x")])

    def test_n_x_y_without_a_record_stays(self):
        # ('n nx ny' of a grid's sides, no threshold, no fraction: no counts, as before)
        from grading.tersecolumns import terse_named
        self.assertEqual(terse_named(["n", "nx", "ny"]), ["n", "nx", "ny"])
        self.assertEqual(terse_named(["x", "y", "value"]), ["x", "y", "value"])

    def test_versions_table(self):
        for sep in (",", "\t", ";"):
            table = sep.join(["kernel", "Y", "time_ms"]) + "\n" + sep.join(["cpu", "12", "4.1"]) + "\n" + \
                sep.join(["shared", "12", "0.2"]) + "\n"
            with self.subTest(sep=sep):
                self.assertEqual(not_passing(RIGHT_1000 + table), ("pass", {}))
                verdict, bad = not_passing(RIGHT_1000 + table.replace("shared" + sep + "12", "shared" + sep + "13"))
                self.assertEqual(verdict, "fail")
                self.assertIn("fail", [bad.get(f, ("",))[0] for f in ("below_y", "below_y2")], bad)


class SizesOnOneLine(RightAndWrong):
    """H9: a halo grid's line; labels and values apart by one blank."""

    def test_halo_grid(self):
        texts = ["Grid: 1000 x 1000 interior, 1002 x 1002 with halo (1004004 cells, 1000000 interior)\n" + TAIL,
                 "Grid: 1002x1002 with halo, 1000x1000 interior (1000000 inner; 1004004 total)\n" + TAIL]
        self.right_and_wrong(texts, [("12 (1.2e-05)", "13 (1.3e-05)", "below_y")])

    def test_halo_grid_wrong_total_not_passing(self):
        text = "Grid: 1000 x 1000 interior, 1002 x 1002 with halo (1004005 cells, 1000000 interior)\n" + TAIL
        self.assertNotEqual(not_passing(text)[0], "pass")

    def test_spaced_sizes(self):
        texts = ["row 1002 inner 1000 total 1004004 inner total 1000000\n" + TAIL,
                 "Row 1002  Inner 1000 Total 1004004 Inner_total 1000000\n" + TAIL]
        self.right_and_wrong(texts, [("total 1004004", "total 1004005", "total"), ("Total 1004004", "Total 1004005", "total"),
                                     ("inner 1000 ", "inner 999 ", "inner total_inner")])

    def test_spaced_constants(self):
        text = SIZES_PLAIN + "t 0.1 a 0.05 b 0.1 c 0.4\nx below t: 100024 (0.100024)\ny below t: 12 (1.2e-05)\n"
        self.right_and_wrong([text], [("t 0.1 a", "t 0.2 a", "threshold"), ("c 0.4", "c 0.5", "constants")])

    def test_other_words_stay(self):
        from grading.spacedpairs import spaced_pairs_read
        for line in ("iter 3 res 0.5", "x 100024 y 12", "step 1 time 0.3"):
            self.assertEqual(spaced_pairs_read(line + "\n"), line + "\n")


class OneLineRecord(RightAndWrong):
    """H3: a record's line of 13 items or more, its counts by terse names."""

    LINE = ("n=1000 row=1002 inner=1000 total=1004004 inner_total=1000000 mem=0.00374021GB t=0.1 a=0.05 b=0.1 c=0.4 "
            "nx=100024 fx=0.100024 ny=12 fy=1.2e-05\n")

    def test_record(self):
        texts = [self.LINE, self.LINE.replace("nx=", "cx=").replace("ny=", "cy="), self.LINE.replace(" ", ", "),
                 self.LINE.replace("n=1000 ", "")]
        self.right_and_wrong(texts, [("y=12", "y=13", "below_y"), ("x=100024", "x=100025", "below_x")])

    def test_grid_sides_stay(self):
        from grading.recordnames import record_names_read
        line = "n=1000 nx=1000 ny=1000 fx=0.5 fy=0.5 t=0.1\n"
        self.assertEqual(record_names_read(line), line)


GERMAN = """Elemente pro Zeile: 1002
Innere Elemente pro Zeile: 1000
Elemente gesamt: 1.004.004
Innere Elemente gesamt: 1.000.000
Speicher pro Feld: 0,00374021 GB
Schwellenwert: 0,1
Konstanten: a=0,05 b=0,1 c=0,4
Elemente von x unter Schwellenwert: 100.024 (0,100024)
Elemente von y unter Schwellenwert: 12 (1,2e-05)
"""


class GermanThousandsDots(RightAndWrong):
    """H15: a de locale's thousands dots beside its decimal commas."""

    def test_german(self):
        self.right_and_wrong([GERMAN, GERMAN.replace("1.004.004", "1004004").replace("1.000.000", "1000000")],
                             [("100.024 (0,100024)", "100.025 (0,100025)", "below_x"),
                              ("12 (1,2e-05)", "13 (1,3e-05)", "below_y"), ("1.004.004", "1.004.005", "total")])


REPL = """>>> n = 1000
>>> x = init(n)
>>> x.shape[0], n
(1002, 1000)
>>> x.size, n*n
(1004004, 1000000)
>>> x.nbytes / 2**30
0.0037402063608169556
>>> t, a, b, c = 0.1, 0.05, 0.1, 0.4
>>> nx = int((x[1:-1,1:-1] < t).sum()); nx, nx / n**2
(100024, 0.100024)
>>> ny = int((y[1:-1,1:-1] < t).sum()); ny, ny / n**2
(12, 1.2e-05)
"""


class ShapeIndexRow(RightAndWrong):
    """L1: numpy's 'x.shape[0]' (MATLAB's 'size(x, 1)') names the row's elements."""

    def test_repl(self):
        self.right_and_wrong([REPL, REPL.replace("x.shape[0]", "x.shape[1]")], [("(1002, 1000)", "(1000, 1000)", "row")])

    def test_statement(self):
        base = SIZES_1000.split("\n", 1)[1]  # (the tutorial's row line left out)
        for line in ("x.shape[0] = 1002", "size(x, 1) = 1002", "size(y,2): 1002"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(base + line + "\n" + TAIL.split("\n", 2)[2]), ("pass", {}))
                self.assertEqual(not_passing(base + line.replace("1002", "1000") + "\n" + TAIL.split("\n", 2)[2])[0],
                                 "fail")


PROSE = """I chose n to be 1000, so rows have 1002 elements and the grid 1004004 (1000000 inner).
Each array takes 0.00374021 GB.
For t = 0.1 and a = 0.05, b = 0.1, c = 0.4 there are 100024 elements of x below t (0.100024).
For t = 0.1 there are 12 elements of y below t (1.2e-05).
"""


class ElidedUnit(RightAndWrong):
    """L4: a sentence's second size borrows the first's unit."""

    def test_prose(self):
        texts = [PROSE, PROSE.replace("rows have", "each row has"),
                 PROSE.replace("the grid 1004004 (1000000 inner)", "the whole grid 1004004. The inner grid has 1000000 elements")]
        self.right_and_wrong(texts, [("grid 1004004", "grid 1004005", "total")])

    def test_own_unit_stays(self):
        from grading.elidedunits import elided_units_read
        line = "rows have 1002 elements and the run 3 ms\n"
        self.assertEqual(elided_units_read(line), line)


STEPS = """n = 1000
STEP 1/3 allocate .... ok (1002 x 1002, 1004004 elements, 1000000 inner, 0.00374021 GB each)
STEP 2/3 smooth ...... ok (t = 0.1, a = 0.05, b = 0.1, c = 0.4)
STEP 3/3 count ....... ok (x: 100024 = 0.100024, y: 12 = 1.2e-05)
"""


class StepLines(RightAndWrong):
    """H10's right/step_lines: a progress line's bracket holds its step's results."""

    def test_steps(self):
        texts = [STEPS, STEPS.replace("STEP 1/3", "Step 1 of 3").replace("STEP 2/3", "[2/3]"),
                 STEPS.replace(" ok (", " done: (")]
        self.right_and_wrong(texts, [("1004004 elements", "1004005 elements", "total"), ("t = 0.1,", "t = 0.2,", "threshold"),
                                     ("y: 12 = 1.2e-05", "y: 13 = 1.3e-05", "below_y"), ("c = 0.4", "c = 0.5", "constants")])

    def test_without_n(self):  # (the pass's file: no line prints n or the inner row's 1000)
        verdict, bad = not_passing(STEPS.replace("n = 1000\n", ""))
        self.assertEqual((verdict, sorted(bad)), ("fail", ["inner"]))  # (before: UNGRADED)


if __name__ == "__main__":
    unittest.main()
