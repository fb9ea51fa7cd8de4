"""The twenty-first hostile pass's (h21 at b4b189e) right outputs losing points on one field (helper u21).

What was wrong (each right at n = 1000; before: the grade at d807f14):
- H9 (F21, c47): a threshold's label with a note on its use, 'Threshold t (strictly below is counted): 0.1',
  'Threshold (t < 0.1 counted): 0.1': threshold MISSING and X FAIL 'found 0.1 and 100024' (the label, its count's
  words, named a count). The note's words alone ('(below which elements are counted)') were read before.
- H12 (F28): a percentage's word, '100024 (10.0024 percent)', 'per cent', 'pct': fractions FAIL found 10.0024.
- H17 (F40): a decimal comma in a count's bracket in a file of decimal points, '(10,0024 %)', '(0,100024)',
  ', Anteil 10,0024 %': fractions FAIL found '0024' (or MISSING).
- H4 (F05): the constants as one key's list on a terse key=value line, 't=0.1 abc=0.05,0.1,0.4 belowX=100024':
  constants FAIL found '0.05 0.1' (or MISSING).
- H2 (F02, c15): 'threshold 0.1 constants 0.05 0.1 0.4' (print's blanks alone): constants MISSING.
- H3 (F03, c16): a Markdown star bullet '* grid: 1002 x 1002 (n = 1000 inner points per row)': row, inner MISSING.
- M1 (F04, c14, c18): a glued 'rowlen' (Octave's 'rowlen = 1002', a CSV header's column): row MISSING.
- M3 (F12): a title before pipe-separated fields, 'Stencil HW | n=1000 | N=1002 | ...': inner MISSING.
- M4 (F13): 'count below t=0.1 among the 1000*1000 = 1000000 inner elements': inner, inner total MISSING.
- M5 (F19), M6 (F29): a count's percentage in a statement of its own after the count's, ', i.e. 10.0024% of the
  1000000 inner elements', 'x < 0.1 : 100024 elements = 10.0024 %': fractions MISSING.
- M8 (F41): 'Usage: ./stencil N THRESHOLD   (got N=1000 THRESHOLD=0.1)', 'Parameters N, threshold: 1000 0.1':
  threshold FAIL found '1000 and 0.10'.
Now: thresholdnotes.py (labelwords.explained asks it), percentforms.py and gluedconstants.py (notations.plain_notations
asks them), thresholdbeside.py (thresholdline.threshold_apart asks it), bullets.py (lines.without_prefixes asks it),
labelwords.ABBREVIATIONS' row names, pipetitles.py, amongshape.py, countpercent.py and namesvalues.py (loggers.prepared
asks them).
Each right case has a wrong twin, one value changed, that fails its field.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass21_u21
"""
import time
import unittest

from tests.grader.a_support import COUNTS_1000, SIZES_1000, SIZES_LINES_500, RightAndWrong as Case, graded, not_passing

_PASS = ("pass", {})
_LINES = SIZES_1000.splitlines(keepends=True)
_NO_THRESHOLD = "".join(_LINES[:5] + _LINES[6:])
_NO_T_NO_ABC = "".join(_LINES[:5])
_PLAIN_COUNTS = "x below threshold: 100024 (fraction 0.100024)\ny below threshold: 12 (fraction 1.2e-05)\n"
_500 = (("0.100024", "0.099656"), ("100024", "24914"), ("1.2e-05", "1.6e-05"), (": 12", ": 4"))  # (n = 500)


class ThresholdNoteTest(Case):
    """H9: a threshold's label with a note in brackets on how it is used."""
    NOTES = ["Threshold t (strictly below is counted): 0.1", "Threshold (t < 0.1 counted): 0.1",
             "Cutoff thr (x < thr is counted) = 0.100000", "threshold (elements < t are counted)   0.1",
             "THRESHOLD t (values strictly less than t are counted): 0.10", "Threshold value (strictly less than): 0.1"]
    RIGHT = [_NO_THRESHOLD.replace("Smoothing", note + "\nSmoothing") + COUNTS_1000 for note in NOTES]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("counted): 0.1", "counted): 0.2", "threshold"),
                                          ("counted) = 0.100000", "counted) = 0.200000", "threshold"),
                                          ("counted)   0.1", "counted)   0.2", "threshold"),
                                          ("counted): 0.10", "counted): 0.01", "threshold"),
                                          ("than): 0.1", "than): 0.2", "threshold"),
                                          (":: 100024", ":: 100042", "below_x")])

    def test_n_500(self):
        text = SIZES_LINES_500.replace("threshold = 0.1", "Threshold t (strictly below is counted): 0.1") + _PLAIN_COUNTS
        for old, new in _500:
            text = text.replace(old, new)
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace("counted): 0.1", "counted): 0.5")), ("fail", {"threshold": "fail"}))

    def test_count_notes_still_counts(self):
        from grading.words import classify
        for label in ("Threshold (number of x < t): ", "Threshold count (x < t): ", "Number below threshold (t = 0.1): "):
            self.assertEqual(classify(label), "below", label)
        self.assertEqual(classify("Threshold (below which elements are counted): "), "threshold")


class PercentWordTest(Case):
    """H12: a percentage's word after its number."""
    RIGHT = [SIZES_1000 + "Number of elements below threshold (X): 100024 (10.0024 percent)\n"
                          "Number of elements below threshold (Y): 12 (0.0012 percent)\n",
             SIZES_1000 + "x below threshold: 100024 (10.0024 per cent)\ny below threshold: 12 (0.0012 per cent)\n",
             SIZES_1000 + "count x < t = 100024 (10.0024 pct)\ncount y < t = 12 (0.0012 pct)\n",
             SIZES_1000 + "x below threshold: 100024, i.e. 10.0024 Percent\ny below threshold: 12, i.e. 0.0012 Percent\n"]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("10.0024 p", "10.0042 p", "fraction_x"), ("0.0012 p", "0.0021 p", "fraction_y"),
                                          ("10.0024 P", "10.0042 P", "fraction_x"), ("(0.0012 per", "(0.0021 per", "fraction_y"),
                                          ("12, i.e. 0.0012", "12, i.e. 0.0021", "fraction_y"),
                                          ("100024 (10", "100042 (10", "below_x")])

    def test_n_500(self):
        text = SIZES_LINES_500 + "x below threshold: 24914 (9.9656 percent)\ny below threshold: 4 (0.0016 percent)\n"
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace("0.0016 percent", "0.0061 percent")), ("fail", {"fraction_y": "fail"}))

    def test_other_words_kept(self):
        from grading.percentforms import percents_plain
        for text in ("90 percentile: 0.9", "x 12 pctl", "a percent sign", "12 centimetres"):
            self.assertEqual(percents_plain(text), text)


class DecimalCommaTest(Case):
    """H17: a decimal comma in a count's bracket or percentage, in a file of decimal points."""
    RIGHT = [SIZES_1000 + "x below threshold: 100024 (10,0024 %)\ny below threshold: 12 (0,0012 %)\n",
             SIZES_1000 + "x below threshold: 100024 (10,0024%)\ny below threshold: 12 (0,0012%)\n",
             SIZES_1000 + "x below threshold: 100024, Anteil 10,0024 %\ny below threshold: 12, Anteil 0,0012 %\n",
             SIZES_1000 + "x below threshold: 100024 (0,100024)\ny below threshold: 12 (1,2e-05)\n",
             SIZES_1000 + "Elements of x below t: 100024 (0,100024)\nElements of y below t: 12 (0,000012)\n"]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("10,0024", "10,0042", "fraction_x"), ("0,0012", "0,0021", "fraction_y"),
                                          ("(0,100024)", "(0,100042)", "fraction_x"), ("1,2e-05", "1,3e-05", "fraction_y"),
                                          ("(0,000012)", "(0,000021)", "fraction_y")])

    def test_n_500(self):
        text = SIZES_LINES_500 + "x below threshold: 24914 (9,9656 %)\ny below threshold: 4 (0,0016 %)\n"
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace("9,9656", "9,6956")), ("fail", {"fraction_x": "fail"}))

    def test_no_decimal_comma(self):
        from grading.percentforms import percents_plain
        for text in ("fill x with random numbers in [0,1]", "Count: 12 (0,1)", "x: 100,024 %", "values 1,2,3",
                     "grid (1002,1002)", "x 5 (1,2)"):
            self.assertEqual(percents_plain(text), text)


class GluedConstantsTest(Case):
    """H4: the constants as one key's list on a terse key=value line."""
    RIGHT = ["N=1002 n=1000 N2=1004004 n2=1000000 GB=0.003740 t=0.1 abc=0.05,0.1,0.4 belowX=100024 fX=0.100024 "
             "belowY=12 fY=1.2e-05\n",
             "n=1000 N=1002 total=1004004 inner=1000000 mem_gb=0.00374021 t=0.1 abc=(0.05, 0.1, 0.4) below_x=100024 "
             "frac_x=0.100024 below_y=12 frac_y=1.2e-05\n",
             "n=1000 rows=1002 total=1004004 inner=1000000 GB=0.00374021 thr=0.1 weights=[0.05 0.1 0.4] x_below=100024 "
             "x_frac=0.100024 y_below=12 y_frac=1.2e-05\n",
             _NO_T_NO_ABC + "t=0.1 a,b,c=0.05,0.1,0.4 GB=0.00374021\n" + COUNTS_1000,
             _NO_T_NO_ABC + "t=0.1 coeffs=0.05/0.1/0.4\n" + COUNTS_1000]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("0.1,0.4", "0.1,0.45", "constants"), ("0.1, 0.4)", "0.1, 0.45)", "constants"),
                                          ("[0.05 0.1", "[0.5 0.1", "constants"), ("0.05,0.1", "0.05,0.2", "constants"),
                                          ("0.1/0.4", "0.1/0.5", "constants"), ("belowX=100024", "belowX=100042", "below_x")])

    def test_n_500(self):
        text = ("n=500 N=502 total=252004 inner=250000 GB=0.000938788 t=0.1 abc=0.05,0.1,0.4 below_x=24914 "
                "frac_x=0.099656 below_y=4 frac_y=1.6e-05\n")
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace("0.1,0.4", "0.1,0.5")), ("fail", {"constants": "fail"}))

    def test_not_rewritten(self):
        from grading.gluedconstants import constants_unglued
        for text in ("The weights are abc=0.05,0.1,0.4 here", "abc=0.05,0.1,0.4", "shape=1002,1002,1 t=0.1",
                     "counts=100024,12,0 t=0.1", "abc=0.05,0.1 t=0.1"):
            self.assertEqual(constants_unglued(text), text)


class ThresholdBesideTest(Case):
    """H2: the threshold and the constants apart by blanks alone."""
    RIGHT = [_NO_T_NO_ABC + "threshold 0.1 constants 0.05 0.1 0.4\n" + COUNTS_1000,
             _NO_T_NO_ABC + "Threshold 0.1 Weights 0.05 0.1 0.4\n" + COUNTS_1000,
             _NO_T_NO_ABC + "t 0.1 abc 0.05 0.1 0.4\n" + COUNTS_1000,
             _NO_T_NO_ABC + "constants 0.05 0.1 0.4 threshold 0.1\n" + COUNTS_1000,
             _NO_T_NO_ABC + "thr 0.1 coeffs (a, b, c) 0.05 0.10 0.40\n" + COUNTS_1000]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("0.1 0.4", "0.1 0.45", "constants"), ("0.10 0.40", "0.10 0.45", "constants"),
                                          ("threshold 0.1 c", "threshold 0.2 c", "threshold"),
                                          ("t 0.1 abc", "t 0.2 abc", "threshold"), ("threshold 0.1\n", "threshold 0.2\n", "threshold"),
                                          ("Threshold 0.1", "Threshold 0.01", "threshold")])

    def test_n_500(self):
        text = SIZES_LINES_500.replace("threshold = 0.1\na = 0.05 b = 0.10 c = 0.40\n", "threshold 0.1 constants 0.05 0.1 0.4\n") \
            + _PLAIN_COUNTS
        for old, new in _500:
            text = text.replace(old, new)
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace("0.05 0.1 0.4", "0.05 0.4 0.1")), ("fail", {"constants": "fail"}))

    def test_not_apart(self):
        from grading.thresholdbeside import beside_constants
        for line in ("threshold 0.1 elements 100024 12 0.5", "t 0.1 x 100024", "constants 0.05 0.1 0.4",
                     "threshold 0.1 constants 0.05 0.1", "Time 0.1 weights 0.05 0.1 0.4 s"):
            self.assertIsNone(beside_constants(line), line)


class BulletTest(Case):
    """H3: a star bullet before a list item."""
    _REST = "".join(_LINES[2:]) + COUNTS_1000  # (no row's or inner's line)
    RIGHT = ["* grid: 1002 x 1002 (n = 1000 inner points per row)\n" + _REST,
             "  * Grid: 1002 x 1002 (n = 1000 interior points per side)\n" + _REST,
             "\u2022 grid: 1002 x 1002 (n = 1000 inner points per row)\n" + _REST,
             "".join("* " + line for line in (SIZES_1000 + COUNTS_1000).splitlines(keepends=True))]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("1002 x 1002", "1004 x 1004", "row"), ("n = 1000", "n = 1001", "inner total_inner"),
                                          (":: 1002\n", ":: 1004\n", "row"), (":: 12\n", ":: 21\n", "below_y")])

    def test_n_500(self):
        text = "* grid: 502 x 502 (n = 500 inner points per row)\n" + SIZES_LINES_500.split("\n", 2)[2] + _PLAIN_COUNTS
        for old, new in _500:
            text = text.replace(old, new)
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace("n = 500 inner", "n = 501 inner"))[0], "fail")

    def test_not_bullets(self):
        from grading.bullets import unbulleted
        for text in ("**n**: 1000", "*** Results ***", "+ ./smooth -n 1000", "x * y", "2 * 3 = 6"):
            self.assertEqual(unbulleted(text), text)


class RowlenTest(Case):
    """M1: a row's glued names."""
    _REST = "".join(_LINES[1:]) + COUNTS_1000
    RIGHT = ["rowlen = 1002\n" + _REST, "rowlength: 1002\n" + _REST, "RowSize = 1002\n" + _REST,
             "n,rowlen,total,inner_total,mem_gb,threshold,a,b,c,x_below,x_frac,y_below,y_frac\n"
             "1000,1002,1004004,1000000,0.00374021,0.1,0.05,0.1,0.4,100024,0.100024,12,1.20e-05\n"]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("= 1002", "= 1004", "row"), (": 1002", ": 1001", "row"),
                                          ("1000,1002,", "1000,1004,", "row"), (",12,", ",21,", "below_y")])

    def test_n_500(self):
        text = "rowlen = 502\n" + SIZES_LINES_500.replace("n+2 = 502\n", "") + _PLAIN_COUNTS
        for old, new in _500:
            text = text.replace(old, new)
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace("rowlen = 502", "rowlen = 504")), ("fail", {"row": "fail"}))


class PipeTitleTest(Case):
    """M3: a title before pipe-separated fields."""
    _LINE = "n=1000 | N=1002 | total=1004004 | inner=1000000 | mem=0.00374GB | t=0.1 | a=0.05 | b=0.1 | c=0.4\n" \
            "x_below=100024 | x_frac=0.100024 | y_below=12 | y_frac=1.2e-05\n"
    RIGHT = ["Stencil HW | " + _LINE, "HW2 smoothing stencil | " + _LINE, "My results! | " + _LINE.replace("=", ": ")]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("n=1000", "n=1001", "inner total_inner"), ("n: 1000", "n: 1001", "inner total_inner"),
                                          ("N=1002", "N=1004", "row inner"), ("y_below=12", "y_below=21", "below_y")])

    def test_not_titles(self):
        from grading.pipetitles import pipe_title
        for line in ("| n | 1000 | 1002 |", "x | below=100024 | frac=0.100024", "Run 2 | n=1000 | N=1002 | t=0.1",
                     "array | count | fraction", "Threshold | t=0.1 | a=0.05 | b=0.1"):
            self.assertEqual(pipe_title(line), 0, line)


class AmongShapeTest(Case):
    """M4: a counting clause then the grid it counts over."""
    _ROWS = "".join(_LINES[i] for i in (0, 2, 4, 5, 6))  # (no inner's nor inner total's line)
    RIGHT = [_ROWS + "count below t=0.1 among the 1000*1000 = 1000000 inner elements\n" + COUNTS_1000,
             _ROWS + "counting below 0.1 over the 1000 x 1000 = 1000000 interior points\n" + COUNTS_1000,
             _ROWS + "Elements counted below the threshold, across all 1000x1000 = 1000000 inner cells\n" + COUNTS_1000]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("1000*1000 = 1000000", "1000*1000 = 1000042", "total_inner"),
                                          ("1000 x 1000 = 1000000", "1001 x 1001 = 1002001", "inner total_inner row"),
                                          ("1000x1000 = 1000000", "1000x1000 = 1004004", "total_inner")])


class CountPercentTest(Case):
    """M5, M6: a count's percentage in a statement of its own after the count's."""
    RIGHT = [SIZES_1000 + "x < 0.1 : 100024 elements = 10.0024 %\ny < 0.1 : 12 elements = 0.0012 %\n",
             SIZES_1000 + "There are 100024 elements of x below 0.1, i.e. 10.0024% of the 1000000 inner elements.\n"
                          "There are 12 elements of y below 0.1, i.e. 0.0012% of the 1000000 inner elements.\n",
             SIZES_1000 + "x below t: 100024 values, that is 10.0024 % of all values\n"
                          "y below t: 12 values, that is 0.0012 % of all values\n",
             SIZES_1000 + "count(x < t) = 100024 points = 10.0024%\ncount(y < t) = 12 points = 0.0012%\n"]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("10.0024", "10.0042", "fraction_x"), ("0.0012", "0.0021", "fraction_y"),
                                          (": 100024 el", ": 100042 el", "below_x"), ("= 12 p", "= 21 p", "below_y")])

    def test_not_joined(self):
        from grading.countpercent import count_joined
        plan = (((0, 16),), ((18, 31),))
        for text in ("fraction: 0.1000, elements = 10.0024 %", "time 0.5 s, elements = 10.0024 %"):
            self.assertEqual(count_joined(text, plan), plan, text)


class NamesValuesTest(Case):
    """M8: arguments named first, then their values; a usage line's echo of them."""
    _BASE = "".join(_LINES[:5] + _LINES[6:]) + COUNTS_1000  # (no threshold's line)
    RIGHT = ["Usage: ./stencil N THRESHOLD   (got N=1000 THRESHOLD=0.1)\n" + _BASE,
             "Parameters N, threshold: 1000 0.1\n" + _BASE,
             "args: N THRESHOLD = 1000 0.1\n" + _BASE,
             "Input (n threshold): 1000 0.1\n" + _BASE,
             "usage: smooth n t (called with n=1000, t=0.1)\n" + _BASE]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("THRESHOLD=0.1", "THRESHOLD=0.2", "threshold"), ("1000 0.1", "1000 0.2", "threshold"),
                                          ("t=0.1)", "t=0.5)", "threshold"), ("N=1000", "N=1001", "inner total_inner row"),
                                          (": 1000 0.1", ": 1001 0.1", "inner total_inner row")])

    def test_not_arguments(self):
        from grading.namesvalues import names_then_values
        for line in ("Inputs x, y: 100024 12", "Parameters: n, threshold, a: 1000 0.1", "args: a b c = 0.05 0.1 0.4",
                     "Usage: ./stencil N THRESHOLD"):
            self.assertIsNone(names_then_values(line), line)


class CostTest(unittest.TestCase):
    def test_blanks_and_long_lines(self):
        from grading.bullets import unbulleted
        from grading.gluedconstants import constants_unglued
        from grading.percentforms import percents_plain
        from grading.thresholdbeside import beside_constants
        from grading.thresholdnotes import noted
        from grading.amongshape import counted_among
        from grading.namesvalues import names_then_values
        from grading.pipetitles import pipe_title
        texts = ["abc=0.05,0.1,0.4 " + " " * 4000 + "t=0.1", "t=0.1 abc=" + "0.05," * 20000, "12 (" + " " * 4000 + "0,1)",
                 "12" + " " * 4000 + "percent", "10,0024" + " " * 4000 + "%", "*" + " " * 4000 + "x",
                 "Threshold (" + "x < t " * 4000 + "): 0.1", "threshold 0.1" + " " * 4000 + "constants 0.05 0.1 0.4",
                 "t=0.1 abc=0.05,0.1,0.4 " * 50000, "(0,100024) 10,0024 % 12 percent\n" * 100000,
                 "count below 0.1 among" + " " * 4000 + "1000*1000 = 1000000 inner", "below 0.1 among the 1000 x " * 20,
                 "Usage:" + " " * 4000 + "(got N=1000)", "Parameters N" + " " * 4000 + "t: 1000 0.1",
                 "Title | " + "n=1000 | " * 200, "Title" + " " * 4000 + "| n=1000 | N=1002 | t=0.1"]
        start = time.process_time()
        for text in texts:
            constants_unglued(text), percents_plain(text), unbulleted(text), beside_constants(text), noted(text)
            counted_among(text), names_then_values(text), pipe_title(text)
        self.assertLess(time.process_time() - start, 2.0)
        start = time.process_time()
        not_passing(SIZES_1000 + COUNTS_1000 + "t=0.1 abc=0.05,0.1,0.4 " * 3000 + "\n" + "12 (0,1) 3 percent\n" * 20000)
        self.assertLess(time.process_time() - start, 10.0)


if __name__ == "__main__":
    unittest.main()
