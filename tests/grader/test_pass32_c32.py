"""test_pass32_c32.py - c32's fixes (issue 66, grading, round 3, item 1): H3, a result printed as `key=value` items on
one or two lines, value-first fields and padded numbers, each after or in place of a right n = 1000 output.

- Value first, then its label with a bracketed aside: `100024 => x below threshold (fraction 0.100024)`,
  `100024 : x below threshold (fraction 0.100024)`, `12 :: y below threshold [1.2e-05]` as the count lines. Before:
  X (or Y) MISSING, its fraction FAIL (the aside's 0.100024 read as the value after the separator, its label the
  bare `100024`). Now PASS (layout._value_first: a lone number before the separator, a label of words after it whose
  only numbers are in a bracketed aside: the value is the number, the label ends at the aside); a wrong count or
  fraction FAILs. `1: x below threshold (100024)` (a bare whole number in the aside: a numbered line) is read as before.
- Terse comparison names among `key=value` items: `x_lt_t=100024`, `x_le_t`, `x_lte_t`, `y_leq_t`, `x<t=100024`,
  `numx`/`numy`, `xcnt`, `nx_below`/`ny_below`. Before: UNGRADED (no count read), or Y MISSING (`ny_below` read as
  the side 'nx'; `x<t: 100024, ..., y<t: 12` with ', '), and after a right output a wrong `y_lt_t=13` PASSed unread.
  Now PASS; a wrong Y (13) or X (100025) FAILs (labelwords.ABBREVIATIONS: lt, lte, leq; words._TERSE_COUNT: 'le'
  before t, 'n' glued to an array's letter before a count's word; words._GLUED_NAMES: numx, cnty, xcnt;
  gluednames.unglued: the array's letter first, 'xfrac', 'ybelow';
  statements._NAMED_VALUE: a key glued to its comparison, 'x<t').
- `1002 <- n+2` (value first, the row's expression as its label). Before: read as n (the 2 of `n+2` dropped from the
  label's other side: `1002` beside n = 1000 FAILed n, total, memory ...). Now PASS (layout._plain); `1003 <- n+2`
  FAILs the row.
- `1004004 : (n+2)^2`, `1000000 : n^2`, `1000000 <- n^2` (value first, an expression with an exponent as the label).
  Before: total / inner total MISSING (the exponent's 2 read as the value after the separator, or dropped from the
  label's other side). Now PASS (layout._value_first: an exponent's number is no value; layout._plain keeps n's
  expressions whole); `1004005 : (n+2)^2` FAILs the total.
- `100024  x below threshold  0.100024  fraction` (printf's `%8d  x below threshold %10f  fraction`) as the count
  lines. Before: UNGRADED (0.100024 read as the threshold the words before it name: the label ran on to 'fraction').
  Now PASS (layout.FRACTION_NEXT: a number a fraction's word follows is the fraction, in layout._other_side,
  fields._shape and printings._STATED); a wrong count or fraction FAILs; `x below threshold 0.1: 100024` as before.
- `n2=1003` among `key=value` items (the tutorial's n2, n + 2 or n^2 as its value says). Before: FAIL on the total
  (`1004004 and 1003`), row MISSING. Now FAIL on the row (gluednames.near_row: a size that says neither, near n).
"""
import os
import sys
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from tests.grader.a_support import (C01_1000, COUNTS_1000, RIGHT_1000, ROW, SIZES_1000, RightAndWrong,  # noqa: E402
                                    not_passing)

X_LINE = "Number of elements below threshold (X)   :: 100024\nFraction of elements below threshold     :: 1.00024E-01\n"
Y_LINE = "Number of elements below threshold (Y)   :: 12\nFraction of elements below threshold     :: 1.20000E-05\n"
C01_X = "X below threshold: 100024 (fraction 0.100024)\n"
C01_Y = "Y below threshold: 12 (fraction 1.2e-05)\n"


def _items(names, sep=" ", eq="="):
    """The right n = 1000 result as one line of key=value items, the counts and fractions under `names` (x, fx, y, fy)."""
    cx, fx, cy, fy = names
    return sep.join(f"{k}{eq}{v}" for k, v in (("n", "1000"), ("n2", "1002"), ("total", "1004004"), ("inner", "1000000"),
                                               ("mem_gb", "0.00374021"), ("t", "0.1"), ("a", "0.05"), ("b", "0.1"),
                                               ("c", "0.4"), (cx, "100024"), (fx, "0.100024"), (cy, "12"),
                                               (fy, "1.2e-05"))) + "\n"


class ValueFirstWithAside(RightAndWrong):
    """A count printed before its label, its fraction in a bracketed aside after the label."""
    FORMS = (("100024 => x below threshold (fraction 0.100024)", "12 => y below threshold (fraction 1.2e-05)"),
             ("100024 : x below threshold (fraction 0.100024)", "12 : y below threshold (fraction 1.2e-05)"),
             ("100024 :: x below threshold [0.100024]", "12 :: y below threshold [1.2e-05]"),
             ("100024 = elements of x below t (frac 0.100024)", "12 = elements of y below t (frac 1.2e-05)"))

    def test_as_the_count_lines(self):
        for x, y in self.FORMS:
            texts = [SIZES_1000 + x + "\n" + y + "\n", C01_1000.replace(C01_X, x + "\n").replace(C01_Y, y + "\n")]
            with self.subTest(x=x):
                self.right_and_wrong(texts, [("100024 ", "100025 ", "below_x"), ("12 ", "13 ", "below_y"),
                                             ("1.2e-05", "1.3e-05", "fraction_y"), ("0.100024", "0.200024", "fraction_x")])

    def test_x_alone_in_place(self):
        for x, _ in self.FORMS:
            text = C01_1000.replace(C01_X, x + "\n")
            with self.subTest(x=x):
                self.right_and_wrong([text], [("100024 ", "100025 ", "below_x")])

    def test_numbered_line_as_before(self):
        from grading.layout import place
        self.assertEqual(place("1: x below threshold (100024)").value[2], "100024")  # (the aside a bare whole number)
        self.assertEqual(place("100024 => x below threshold (fraction 0.100024)").value[2], "100024")
        self.assertEqual(place("Count (t = 0.1): 100024 (0.100024)").value[2], "100024")


class TerseComparisonKeys(RightAndWrong):
    """A count's key=value name that is a comparison with t, or an n glued to the array's letter."""
    NAMES = (("x_lt_t", "x_lt_t_frac", "y_lt_t", "y_lt_t_frac"), ("x_le_t", "frac_x", "y_le_t", "frac_y"),
             ("x_lte_t", "frac_x", "y_lte_t", "frac_y"), ("x_leq_t", "frac_x", "y_leq_t", "frac_y"),
             ("x<t", "frac_x", "y<t", "frac_y"), ("numx", "frac_x", "numy", "frac_y"),
             ("xcnt", "xfrac", "ycnt", "yfrac"), ("nx_below", "frac_x", "ny_below", "frac_y"))

    def test_one_line(self):
        for names in self.NAMES:
            for sep, eq in ((" ", "="), (", ", ": "), ("\t", "="), (" | ", "=")):
                line = _items(names, sep, eq)
                with self.subTest(names=names[0], sep=sep):
                    self.right_and_wrong([line], [(f"{names[2]}{eq}12", f"{names[2]}{eq}13", "below_y"),
                                                  (f"{names[0]}{eq}100024", f"{names[0]}{eq}100025", "below_x")])

    def test_sizes_then_counts(self):
        for names in self.NAMES:
            line = _items(names)
            at = line.index(names[0])
            text = line[:at].rstrip() + "\n" + line[at:]
            with self.subTest(names=names[0]):
                self.right_and_wrong([text], [(f"{names[2]}=12", f"{names[2]}=13", "below_y")])

    def test_after_a_right_output(self):
        for names in self.NAMES:
            line = f"{names[0]}=100024 {names[2]}=12\n"
            for base in (RIGHT_1000, C01_1000):
                with self.subTest(names=names[0], base=base[:10]):
                    self.assertEqual(not_passing(base + line), ("pass", {}))
                    verdict, bad = not_passing(base + line.replace(f"{names[2]}=12", f"{names[2]}=13"))
                    self.assertEqual(verdict, "fail")
                    self.assertIn("fail", [bad.get(f, ("",))[0] for f in ("below_y", "below_y2")], bad)

    def test_words(self):
        from grading.words import classify, words_of
        self.assertEqual([classify(n) for n in ("x_lt_t", "y_le_t", "x_leq_thr", "numy", "xcnt", "ny_below", "nx",
                                                "le_t", "Nombre le taux")],
                         ["below", "below", "below", "below", "below", "below", "side", None, None])
        self.assertEqual(words_of("ny_below"), ["count", "y", "below"])


class RowExpressionAfterValue(RightAndWrong):
    """`1002 <- n+2`: the row's expression as the label after its value."""

    def test_row(self):
        for line in ("1002 <- n+2", "1002 <- n + 2", "1002 = n+2 (row with ghosts)"):
            with self.subTest(line=line):
                self.right_and_wrong([RIGHT_1000.replace(ROW, line)], [("1002 ", "1003 ", "row")])


class SizeExpressionAfterValue(RightAndWrong):
    """`1004004 : (n+2)^2`, `1000000 <- n^2`: a size's expression with an exponent as the label after its value."""

    def test_totals(self):
        from tests.grader.a_support import TOTAL, TOTAL_INNER
        for total, inner in (("1004004 : (n+2)^2", "1000000 : n^2"), ("1004004 = (n+2)**2", "1000000 = n**2"),
                             ("1004004 <- (n+2)^2", "1000000 <- n^2")):
            text = RIGHT_1000.replace(TOTAL, total).replace(TOTAL_INNER, inner)
            with self.subTest(total=total):
                self.right_and_wrong([text], [("1004004 ", "1004005 ", "total"), ("1000000 ", "1000001 ", "total_inner")])


class ValueFirstThenFraction(RightAndWrong):
    """`100024  x below threshold  0.100024  fraction`: a count, its label, then its fraction with a fraction's word."""

    def test_count_lines(self):
        for x, y in (("   100024  x below threshold   0.100024  fraction", "       12  y below threshold    1.2e-05  fraction"),
                     ("100024 x below threshold 0.100024 frac", "12 y below threshold 1.2e-05 frac")):
            with self.subTest(x=x):
                self.right_and_wrong([SIZES_1000 + x + "\n" + y + "\n"],
                                     [("12 ", "13 ", "below_y"), ("100024 ", "100025 ", "below_x"),
                                      ("0.100024", "0.200024", "fraction_x"), ("1.2e-05", "1.3e-05", "fraction_y")])

    def test_threshold_stated_as_before(self):
        """A threshold the label names with no fraction's word after it is the threshold's, as before."""
        for x in ("x below threshold 0.1: 100024 (fraction 0.100024)", "x: 100024 below threshold 0.1, fraction 0.100024"):
            text = C01_1000.replace(C01_X, x + "\n")
            with self.subTest(x=x):
                self.right_and_wrong([text], [("100024", "100025", "below_x")])


class TerseN2Wrong(unittest.TestCase):
    """`n2=1003` among key=value items: a row printed wrong, not a second total."""

    def test_wrong_n2(self):
        line = _items(("below_x", "frac_x", "below_y", "frac_y"))
        self.assertEqual(not_passing(line), ("pass", {}))
        verdict, bad = not_passing(line.replace("n2=1002", "n2=1003"))
        self.assertEqual((verdict, bad.get("row", ("",))[0]), ("fail", "fail"), bad)
        self.assertNotEqual(bad.get("total", ("",))[0], "fail", bad)


class PaddedAndKeyValueForms(RightAndWrong):
    """The brief's whole-result lines and padded numbers (these passed before: kept)."""
    LINE = ("n=1000 n2=1002 total=1004004 inner=1000000 mem_gb=0.00374021 t=0.1 a=0.05 b=0.1 c=0.4 below_x=100024 "
            "frac_x=0.100024 below_y=12 frac_y=1.2e-05")

    def test_kept(self):
        texts = [self.LINE, self.LINE.replace(" ", ", "), self.LINE.replace(" ", "; "), self.LINE.replace(" ", " | "),
                 self.LINE.replace(" ", "\t"), self.LINE.replace("=", ": "), self.LINE.replace(" below_x", "\nbelow_x"),
                 RIGHT_1000 + self.LINE, self.LINE.replace("=100024", "=00100024").replace("=12 ", "=00000012 "),
                 RIGHT_1000.replace(":: 100024", ":: 00100024").replace(":: 12\n", "::       12\n"),
                 C01_1000.replace("n: 1000", "n = 01000")]
        self.right_and_wrong([t + "\n" for t in texts], [("below_y=12", "below_y=13", "below_y"),
                                                         ("below_y: 12", "below_y: 13", "below_y"),
                                                         ("below_y=00000012", "below_y=00000013", "below_y"),
                                                         (":       12", ":       13", "below_y"),
                                                         ("t=0.1 ", "t=0.2 ", "threshold"), ("c=0.4", "c=0.5", "c constants")])


if __name__ == "__main__":
    unittest.main()
