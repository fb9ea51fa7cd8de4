"""test_pass30_d30.py - fixes of right outputs that lost points in the thirty-third hostile pass (h33's H1-H10).

- H1: a count's line with the threshold after `smaller than` / `lower than` (`y: 12 elements smaller than 0.1
  (1.2e-05)`, `there are 12 elements in y smaller than 0.1`): before, FAIL fraction_y, the threshold 0.1 read as
  y's fraction (`less than`, `below`, `under` passed); now the number after any comparison word (`smaller than`,
  `lower than`, `fewer than`, `beneath`) is the threshold (words.THRESHOLD_BEFORE, threshold_value).
- H2: `The smoothed array y contains 12 elements smaller than 0.1.` after a right output: before, FAIL constants
  (`0.05 0.1 0.4 and 12 0.1`; with 13 it failed the constants, not Y); now a recap in words (recaps.py) with any
  comparison word: a right one passes, 13 fails Y.
- H3: a count grouped in thousands under a one-letter label, its fraction in brackets (`x: 100,024 (0.100024)`,
  `x: 100 024 (...)`, `x: 100'024 (...)`): before, FAIL, X and its fraction MISSING; now 100024 (groupedcounts.py).
- H4: a German thousands point beside a decimal comma (`x unter t: 100.024 (0,100024)`, `X: 100.024 (0,100024)`):
  before, FAIL (fraction_x MISSING, a second X count 0.100024; the `X:` form X MISSING); now 100024 and 0.100024.
- H5: `X = 100024` / `fX = 0.100024` / `Y = 12` / `fY = 1.2e-05` (or `X :: 100024`) as the only count lines: before,
  UNGRADED (no count); now each letter's count over its f-line is its count and fraction (octavedisplay.py), where
  the count can be no size the file prints.
- H6: `nbx_gpu = 100024` / `fx_gpu = ...` (`_omp`, `_cuda`, ...) as the only count lines: before, UNGRADED; now the
  backend's count and fraction.
- H7b: MATLAB's loose display (`fx =`, a blank line, `    0.1000`) of the fractions: before, fraction_x and
  fraction_y MISSING; now the value under its name is the name's.
- H7: an arrow between size statements (`Grid: 1000 x 1000 inner (1002 x 1002 with halo) -> 1004004 cells, 1000000
  inner`, `n = 1000 \u2192 1002 per row \u2192 1004004 cells, ...`): before, UNGRADED (no n) or row and total MISSING;
  now a comma (sizearrows.py). A recap's arrow between counts is kept.
- H7c: two small tables, `x_count y_count` over `100024 12` then `x_frac y_frac` over the fractions (`nbx nby` /
  `fx fy`): before, fraction_y MISSING (`fx fy`: both MISSING); now a fractions' table whose names hold the array's
  letter is about the fields (tables._names_a_field), and `fx fy` alone is the fractions (tersecolumns.py).
- H8: a Windows prompt over the output (`C:\\hw3> stencil.exe 1000`, `c:\\hw3>stencil 1000`): before, FAIL constants
  (`0.05 0.1 0.4 and c = 1000`: the drive's `C:` read as the constant c); now a shell's `$ ` (winprompts.py).
- H9: `shape with halo: (1002, 1002)`, `padded shape: ...`, `shape incl. ghost cells: ...` as the row's line: before,
  row MISSING (the `ghost cells` form also FAIL total, `1002 and 1004004`); now a grid's shape, the halo's words among
  its label's (sizes._SHAPE_FILLER), tried where the label's words say a total too (fields._shape).
- H20: `Number of elements changed: 13` after a right output: before, FAIL total (`1004004 and 13`); now elements a
  step changed (`changed`, `mismatched`) are no size (words.OTHER_WORDS; `modified` stays the inner total a sweep
  writes, test_hostile13_sizes).
- right/r73: an emoji before the grid's line (`\u2705 Grid: 1000 x 1000 inner (1002 x 1002 with halo) \u2192 1004004
  cells, ...`; with H7 fixed): FAIL, row and inner MISSING; now an emoji or a symbol before a blank is a bullet
  (bullets.py), as `\u2022` and `*` were.
"""
import os
import sys
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from tests.grader.a_support import C01_1000, RIGHT_1000, SIZES_1000, RightAndWrong, graded, not_passing  # noqa: E402

FULL = RIGHT_1000


class ComparisonWordThreshold(RightAndWrong):
    """H1: the number after `smaller than`, `lower than` ... on a count's line is the threshold."""

    WORDS = ("smaller than", "lower than", "Smaller Than", "beneath", "smaller  than", "less than", "below")

    def test_terse_lines(self):
        texts = [SIZES_1000 + f"x: 100024 elements {w} 0.1 (0.100024)\ny: 12 elements {w} 0.1 (1.2e-05)\n"
                 for w in self.WORDS]
        texts += [C01_1000.replace(" below threshold: 100024", ": 100024 elements smaller than 0.1").replace(
            " below threshold: 12", ": 12 elements lower than 0.1")]
        self.right_and_wrong(texts, [("y: 12 ", "y: 13 ", "below_y"), ("(1.2e-05)", "(1.3e-05)", "fraction_y"),
                                     ("x: 100024 ", "x: 100025 ", "below_x"), ("(0.100024)", "(0.100124)", "fraction_x")])

    def test_sentence_after_a_right_output(self):
        texts = [FULL + f"there are 12 elements in y {w} 0.1\n" for w in ("smaller than", "lower than")]
        self.right_and_wrong(texts, [("there are 12", "there are 13", "below_y")])


class ContainsSmallerRecap(RightAndWrong):
    """H2: `y contains 12 elements smaller than 0.1` is a recap of y's count, not the constants."""

    def test_recaps(self):
        texts = [FULL + f"The smoothed array {a} contains {c} elements {w} 0.1.\n"
                 for a, c in (("y", 12), ("x", 100024)) for w in ("smaller than", "lower than", "less than")]
        texts += [C01_1000 + "The smoothed array y contains 12 elements smaller than 0.1.\n"]
        self.right_and_wrong(texts, [("contains 12 ", "contains 13 ", "below_y"),
                                     ("contains 100024 ", "contains 100025 ", "below_x")])

    def test_wrong_fails_on_y_alone(self):
        verdict, bad = not_passing(FULL + "The smoothed array y contains 13 elements smaller than 0.1.\n")
        self.assertEqual((verdict, sorted(bad)), ("fail", ["below_y"]))


class GroupedCountBeforeFraction(RightAndWrong):
    """H3, H4: a count grouped in thousands before its bracketed fraction is the whole number."""

    def test_marks_and_labels(self):
        texts = []
        for label_x, label_y in (("x", "y"), ("X", "Y"), ("x below t", "y below t"), ("nbx", "nby")):
            for grouped in ("100,024", "100 024", "100'024", "100\u2009024", "100\u00a0024"):
                for sep in (": ", " = ", ":  "):
                    texts.append(SIZES_1000 + f"{label_x}{sep}{grouped} (0.100024)\n{label_y}{sep}12 (1.2e-05)\n")
        # (a one-letter line is a count where its fraction agrees with it: both changed)
        self.right_and_wrong(texts, [("024 (0.100024)", "025 (0.100025)", "below_x"),
                                     ("12 (1.2e-05)", "13 (1.3e-05)", "below_y")])

    def test_german_point_beside_a_decimal_comma(self):
        texts = [SIZES_1000 + f"{x}: 100.024 (0,100024)\n{y}: 12 (0,000012)\n"
                 for x, y in (("x unter t", "y unter t"), ("X", "Y"), ("x unter Schwelle", "y unter Schwelle"))]
        texts += [SIZES_1000 + "X: 100.024 (10,0024 %)\nY: 12 (0,0012 %)\n"]
        self.right_and_wrong(texts, [("100.024 (0,100024)", "100.025 (0,100025)", "below_x"),
                                     ("100.024 (10,0024", "100.025 (10,0025", "below_x"),
                                     ("12 (0,000012)", "13 (0,000013)", "below_y"), ("12 (0,0012", "13 (0,0013", "below_y")])

    def test_other_n(self):
        sizes_2000 = ("n = 2000\nrow: 2002\ntotal: 4,008,004\ninner total: 4,000,000\nmemory per array: 0.014931 GB\n"
                      "threshold: 0.1\na, b, c: 0.05, 0.1, 0.4\n")
        text = sizes_2000 + "x: 400,714 (0.1001785)\ny: 46 (1.15e-05)\n"
        self.assertEqual(graded(text), ("pass", {}))
        self.assertEqual(graded(text.replace("400,714 (0.1001785)", "400,715 (0.10017875)")), ("fail", {"below_x": "fail", "fraction_x": "fail"}))

    def test_a_point_before_a_point_is_left(self):
        from grading.groupedcounts import grouped_counts_read
        for line in ("x: 1.002 (0.5)\n", "pair: 100,024 (0,1)\n", "x: 1002 (0.5)\n", "x: 12,345,678\n"):
            self.assertEqual(grouped_counts_read(line), line)
        self.assertEqual(grouped_counts_read("x: 1,000,024 (0.1)\n"), "x: 1000024 (0.1)\n")


LOOSE = "\n".join(["nbx =", "", "      100024", "", "", "fx =", "", "    0.1000", "", "", "nby =", "", "    12", "", "",
                   "fy =", "", "   1.2000e-05", "", ""]) + "\n"


class CountOverItsFLine(RightAndWrong):
    """H5, H6, H7b: a count's line over its array's f-line, whatever the count's name, suffix or display."""

    WRONGS = [("= 12\n", "= 13\n", "below_y"), (":: 12\n", ":: 13\n", "below_y"), (": 12\n", ": 13\n", "below_y"),
              ("= 1.2e-05", "= 1.3e-05", "fraction_y"), ("= 100024\n", "= 100025\n", "below_x"),
              ("    12\n", "    13\n", "below_y"), ("    0.1000\n", "    0.1100\n", "fraction_x")]

    def test_bare_letters(self):
        texts = [SIZES_1000 + f"{i}{x}{sep}100024\n{i}f{x}{sep}0.100024\n{i}{y}{sep}12\n{i}f{y}{sep}1.2e-05\n"
                 for x, y in (("X", "Y"), ("x", "y")) for sep in (" = ", " :: ", "=", ": ") for i in ("", "  ")]
        self.right_and_wrong(texts, self.WRONGS)

    def test_backend_suffixes(self):
        texts = [SIZES_1000 + f"{c}x_{b} = 100024\nf{x}x_{b} = 0.100024\n{c}y_{b} = 12\nf{x}y_{b} = 1.2e-05\n"
                 .replace("f_", "f").replace("fr_", "fr")
                 for c in ("nb", "n", "", "count_") for b in ("gpu", "omp", "cuda", "cpu") for x in ("", "rac_")]
        self.right_and_wrong(texts, self.WRONGS)

    def test_matlab_loose_display(self):
        texts = [SIZES_1000 + LOOSE, SIZES_1000 + LOOSE.replace("nbx", "count_x").replace("nby", "count_y"),
                 SIZES_1000 + LOOSE.replace("nbx", "nx").replace("nby", "ny")]
        self.right_and_wrong(texts, self.WRONGS)

    def test_a_size_stays_a_size(self):
        from grading.octavedisplay import counts_displayed
        text = "N = 1002\nX = 1002\nfX = 0.5\n"
        self.assertEqual(counts_displayed(text), text)


TAIL = RIGHT_1000[RIGHT_1000.index("Memory"):]


class ArrowBetweenSizes(RightAndWrong):
    """H7: an arrow before a size statement is a comma."""

    def test_arrows(self):
        texts = [f"Grid: 1000 x 1000 inner (1002 x 1002 with halo) {a} 1004004 cells, 1000000 inner\n" + TAIL
                 for a in ("->", "=>", "\u2192", "-->")]
        texts += [f"n = 1000 {a} 1002 per row {a} 1004004 cells, 1000000 inner\n" + TAIL for a in ("->", "\u2192", "=>")]
        texts += [f"n = 1000 {a} 1002 x 1002 {a} 1004004 elements in total, 1000000 interior\n" + TAIL for a in ("->", "\u2192")]
        self.right_and_wrong(texts, [("1004004 ", "1004005 ", "total"), ("1000000 in", "1000001 in", "total_inner"),
                                     ("1002 per row", "1003 per row", "row"), ("1002 x 1002", "1003 x 1003", "row total inner")])

    def test_a_recap_keeps_its_arrow(self):
        from grading.sizearrows import size_arrows_as_commas
        for line in ("x -> y: 100024 -> 12 elements below threshold\n", "count: 100024 -> 12 cells\n"):
            self.assertEqual(size_arrows_as_commas(line), line)


class TwoSmallTables(RightAndWrong):
    """H7c: the counts' table, then the fractions' table of its own."""

    HEADS = (("x_count y_count", "x_frac y_frac"), ("count_x count_y", "frac_x frac_y"), ("nbx nby", "fx fy"),
             ("cx cy", "fx fy"), ("count_x\tcount_y", "frac_x\tfrac_y"), ("x_count,y_count", "x_frac,y_frac"))

    def test_two_tables(self):
        texts = []
        for counts, fractions in self.HEADS:
            sep = "\t" if "\t" in counts else "," if "," in counts else " "
            one, two = f"{counts}\n100024{sep}12\n", f"{fractions}\n0.100024{sep}1.2e-05\n"
            texts += [SIZES_1000 + one + two, SIZES_1000 + two + "\n" + one]
        self.right_and_wrong(texts, [("12\n", "13\n", "below_y"), ("1.2e-05", "1.3e-05", "fraction_y"),
                                     ("0.100024", "0.110024", "fraction_x")])

    def test_a_time_share_stays_no_field(self):
        self.assertEqual(not_passing(FULL + "gpu_frac cpu_frac\n0.75 0.25\n"), ("pass", {}))


class WindowsPrompt(RightAndWrong):
    """H8: a drive's letter in a Windows prompt is no constant."""

    PROMPTS = ("C:\\hw3> stencil.exe 1000", "c:\\hw3>stencil 1000", "PS C:\\Users\\ana\\hw3> .\\stencil.exe 1000",
               "D:\\work\\hpc hw3> stencil.exe -n 1000", "  C:\\> a.exe 1000 0.1", "C:\\hw3> smooth.exe 1000 > out.txt")

    def test_prompts(self):
        texts = [p + "\n" + base for p in self.PROMPTS for base in (FULL, C01_1000)]
        self.right_and_wrong(texts, [("0.05 0.10 0.40", "0.05 0.10 0.50", "constants"), ("0.05 0.1 0.4", "0.05 0.1 0.5", "constants"),
                                     ("(Y)   :: 12", "(Y)   :: 13", "below_y"), ("fraction 1.2e-05", "fraction 1.3e-05", "fraction_y")])


ROW_LINE = "Number of elements in a row/column       :: 1002\n"


class ShapeWithHalo(RightAndWrong):
    """H9: a shape's label with the halo's words is the grid's shape."""

    LABELS = ("shape with halo: ", "shape (with halo): ", "padded shape: ", "shape incl. ghost cells: ",
              "Shape including ghost cells = ", "x.shape with halo: ", "grid with ghost layer: ", "shape incl. halo: ")

    def test_labels(self):
        texts = [FULL.replace(ROW_LINE, f"{label}{shape}\n") for label in self.LABELS
                 for shape in ("(1002, 1002)", "1002 x 1002", "1002x1002")]
        self.right_and_wrong(texts, [("1002, 1002", "1003, 1003", "row inner"), ("1002 x 1002", "1003 x 1003", "row inner"),
                                     ("(Y)   :: 12", "(Y)   :: 13", "below_y")])

    def test_a_total_stays_a_total(self):
        self.assertEqual(not_passing(FULL + "total cells incl. ghost cells: 1004004\n"), ("pass", {}))
        self.assertEqual(not_passing(FULL + "total cells incl. ghost cells: 1004005\n")[0], "fail")


class ElementsChanged(RightAndWrong):
    """H20: a count of elements changed is no size."""

    def test_changed(self):
        texts = [base + line for base in (FULL, C01_1000)
                 for line in ("Number of elements changed: 13\n", "elements changed by smoothing: 1000000\n",
                              "number of mismatched elements = 0\n")]  # ('Elements modified': the inner total,
        # test_hostile13_sizes.ElementsWritten)
        self.right_and_wrong(texts, [("1004004\n", "1004005\n", "total"), ("(Y)   :: 12", "(Y)   :: 13", "below_y"),
                                     ("Y below threshold: 12", "Y below threshold: 13", "below_y")])


class EmojiBullets(RightAndWrong):
    """r73: an emoji before a line's label is its bullet."""

    def test_emoji(self):
        grid = "Grid: 1000 x 1000 inner (1002 x 1002 with halo), 1004004 cells, 1000000 inner\n"
        texts = [f"{e} " + grid + TAIL for e in ("\u2705", "\U0001f4d0", "\u2699\ufe0f", "\u25b6", "\u27a1\ufe0f ")]
        texts += ["\U0001f4d0 " + grid + "\n".join("\U0001f4c9 " + line for line in TAIL.splitlines()) + "\n"]
        self.right_and_wrong(texts, [("1002 x 1002", "1003 x 1003", "row"), ("1004004 cells", "1004005 cells", "total"),
                                     ("(Y)   :: 12", "(Y)   :: 13", "below_y")])


if __name__ == "__main__":
    unittest.main()
