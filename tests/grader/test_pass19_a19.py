"""The nineteenth pass's layouts a19 took (right n = 1000 outputs, the sizes, threshold and constants as
a_support.SIZES_LINES_1000 prints them, that lost points or were UNGRADED at c1c9a0d), each with realistic variants
(other languages' prints, n = 500) and a one-value-wrong twin that must fail on that value.

1. A table printed with C's `%-6s %10d %12.6e`: the fraction's column one blank from the count's ('x         100024
   1.000240e-01 4.998450e-01' under 'array      count     fraction         mean'), and `%12.6e` columns min / max
   beside: was UNGRADED; now read (printftables.py: a row's values one blank apart split; the statistics' columns
   no timer's).
2. A heading underlined with dashes or equals ('Elements below threshold' over '------------------------' over
   'x: 100024', and the fractions under a heading of their own): was UNGRADED; now the heading's lines are read
   after its underline (underlines.py).
3. Box rows '| x: elements below threshold | 100024 |' (with '+-----+' rules between): was UNGRADED; now the
   array's name before a colon names the label after it up to the '|' (arrayprefix.ARRAY_PREFIX).
4. A Python f-string's '=' prints 'cx=100024' over 'cx/n**2=0.100024': was UNGRADED; now the count's name over the
   inner total is its fraction's name (varnames.py).
5. 'x -> (100024, 0.100024)' under 'Below threshold (count, fraction):': was UNGRADED; now a tuple's bracket may
   open an array's line under a field's heading (headings._ARRAY_LINE, '=>' too).
6. 'x: 100024 below, 899976 at or above (fraction below 0.100024)': lost the fractions and failed the threshold
   (0.100024 read as one); now 'fraction below V' ending its clause after a count is the fraction
   (fractionbelow.py); the complement count is never the count.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass19_a19
"""
import re
import time
import unittest

import grading
from tests.grader.a_support import SIZES_LINES_500, SIZES_LINES_1000, entry_of, graded, not_passing

SIZES = SIZES_LINES_1000

# one value wrong, the field it is (the first whole printing of the old value changed)
WRONG = [("100024", "100042", "below_x"), ("12", "21", "below_y")]
FRACTIONS = [("0.100024", "0.100042", "fraction_x"), ("1.2e-05", "2.1e-05", "fraction_y")]
E_FRACTIONS = [("1.000240e-01", "1.000420e-01", "fraction_x"), ("1.200000e-05", "2.100000e-05", "fraction_y")]
SIZE_WRONG = [("1004004", "1004040", "total"), ("0.00374021", "0.00374201", "memory")]


def _problem_500():
    return grading.Problem({"below_x": 24914, "below_y": 4, "threshold": 0.1, "a": 0.05, "b": 0.1, "c": 0.4,
                            "iterations": 1}, lambda: {"le_x": 24914, "le_y": 4, "ghost_x": 97, "no_a_y": 523,
                                                       "swapped_y": 5})


def _wrong(text, old, new):
    """text with the first whole `old` (no digit beside it) made `new`."""
    changed = re.sub(rf"(?<![\d.]){re.escape(old)}(?![\d])", new, text, count=1)
    assert changed != text, old
    return changed


class Checks(unittest.TestCase):
    def assert_right(self, text, real=False):
        self.assertEqual(not_passing(text), ("pass", {}))
        if real:
            self.assertEqual(graded(text), ("pass", {}))

    def assert_wrong(self, text, wrong):
        for old, new, field in wrong:
            with self.subTest(new=new, text=text[-80:]):
                verdict, bad = not_passing(_wrong(text, old, new))
                self.assertEqual((verdict, set(bad)), ("fail", {field}))

    def assert_500(self, text):
        entry = entry_of(text, problem=_problem_500())
        self.assertEqual((entry["verdict"], [k for k, f in entry["fields"].items() if f["status"] != "pass"]),
                         ("pass", []))
        wrong = entry_of(_wrong(text, "24914", "24941"), problem=_problem_500())
        self.assertEqual((wrong["verdict"], [k for k, f in wrong["fields"].items() if f["status"] != "pass"]),
                         ("fail", ["below_x"]))


class PrintfTableTest(Checks):
    """1: columns one blank apart ('%10d %12.6e'), statistics' columns beside."""
    MEAN = ("array      count     fraction         mean\n"
            "x         100024 1.000240e-01 4.998450e-01\n"
            "y             12 1.200000e-05 4.999100e-01\n")
    MIN_MAX = ("array      count     fraction          min          max\n"
               "x         100024 1.000240e-01 1.234000e-06 9.999990e-01\n"
               "y             12 1.200000e-05 9.876000e-02 9.000000e-01\n")
    ALL = ("Array     Count     Fraction          Min          Max         Mean\n"  # (Fortran's '(A6,I10,5ES13.6)')
           "X        100024 1.000240e-01 1.234000e-06 9.999990e-01 4.998450e-01\n"
           "Y            12 1.200000e-05 9.876000e-02 9.000000e-01 4.999100e-01\n")
    BELOW = ("name      below     fraction          std\n"
             "  x       100024 1.000240e-01 2.886000e-01\n"
             "  y           12 1.200000e-05 3.210000e-02\n")

    def test_right_pass(self):
        for table in (self.MEAN, self.MIN_MAX, self.ALL, self.BELOW):
            with self.subTest(table=table[:40]):
                self.assert_right(SIZES + table)
        self.assert_right(SIZES + self.MIN_MAX, real=True)

    def test_wrong_fail(self):
        for table in (self.MEAN, self.MIN_MAX, self.ALL):
            self.assert_wrong(SIZES + table, WRONG + E_FRACTIONS + SIZE_WRONG)

    def test_other_n(self):
        self.assert_500(SIZES_LINES_500 + "array      count     fraction          min          max\n"
                                    "x          24914 9.965600e-02 1.234000e-06 9.999990e-01\n"
                                    "y              4 1.600000e-05 9.876000e-02 9.000000e-01\n")

    def test_cells_as_before(self):
        from grading.printftables import statistics_columns, tight_row
        from grading.tables import _is_number
        self.assertEqual(tight_row("x         100024 1.000240e-01", _is_number), ("x", ["100024", "1.000240e-01"]))
        self.assertEqual(tight_row("x   100 024", _is_number), ("x", ["100 024"]))  # (thousands grouped: one)
        self.assertIsNone(tight_row("100024 x 1.0", _is_number))
        self.assertEqual(statistics_columns(["count", "fraction", "min", "max"]), {"min", "max"})
        self.assertEqual(statistics_columns(["kernel", "min", "max"]), set())  # (a timer's table keeps its words)


class UnderlinedHeadingTest(Checks):
    """2: a heading underlined (reStructuredText, a plain report) over the arrays' lines."""
    DASHES = ("\nElements below threshold\n------------------------\nx: 100024\ny: 12\n\n"
              "Fraction below threshold\n------------------------\nx: 0.100024\ny: 1.2e-05\n")
    EQUALS = ("\nResults\n=======\nx below: 100024\ny below: 12\n\n"
              "Fractions\n=========\nx: 0.100024\ny: 1.2e-05\n")
    TILDES = ("\nCount below threshold\n~~~~~~~~~~~~~~~~~~~~~\nX = 100024\nY = 12\n\n"
              "Fraction below threshold\n~~~~~~~~~~~~~~~~~~~~~~~~\nX = 0.100024\nY = 1.2e-05\n")
    BLANK = ("\nElements below threshold\n========================\n\nx: 100024\ny: 12\n\n"
             "Fraction below threshold\n========================\n\nx: 1.2e-05\n")

    def test_right_pass(self):
        for text in (self.DASHES, self.EQUALS, self.TILDES, self.BLANK.replace("x: 1.2e-05", "x: 0.100024\ny: 1.2e-05")):
            with self.subTest(text=text[:30]):
                self.assert_right(SIZES + text)
        self.assert_right(SIZES + self.DASHES, real=True)

    def test_wrong_fail(self):
        for text in (self.DASHES, self.EQUALS, self.TILDES):
            self.assert_wrong(SIZES + text, WRONG + FRACTIONS + SIZE_WRONG)

    def test_counts_alone_missing_fractions(self):
        # the counts read under their underlined heading (was UNGRADED); no fraction printed: MISSING, not UNGRADED
        verdict, bad = not_passing(SIZES + "\nElements below threshold\n------------------------\nx: 100024\ny: 12\n")
        self.assertEqual((verdict, {k: s for k, (s, _) in bad.items()}),
                         ("fail", {"fraction_x": "missing", "fraction_y": "missing"}))

    def test_other_n(self):
        self.assert_500(SIZES_LINES_500 + "\nElements below threshold\n------------------------\nx: 24914\ny: 4\n\n"
                                    "Fraction below threshold\n------------------------\nx: 0.099656\ny: 1.6e-05\n")

    def test_table_header_over_a_rule_as_before(self):
        # a table's header over a rule is still a table's ('array below fraction' one blank apart, cells apart)
        for header in ("array below fraction", "Array       Below t     Fraction"):
            with self.subTest(header=header):
                self.assert_right(SIZES + header + "\n--------------------------------\nx 100024 0.100024\ny 12 1.2e-05\n")


class BoxRowsTest(Checks):
    """3: '| x: elements below threshold | 100024 |' rows, rules between or none."""
    PLAIN = ("| x: elements below threshold | 100024 |\n| x: fraction below threshold | 0.100024 |\n"
             "| y: elements below threshold | 12 |\n| y: fraction below threshold | 1.2e-05 |\n")
    RULED = ("+-----------------------------+----------+\n| x: elements below threshold | 100024   |\n"
             "+-----------------------------+----------+\n| x: fraction below threshold | 0.100024 |\n"
             "+-----------------------------+----------+\n| y: elements below threshold | 12       |\n"
             "+-----------------------------+----------+\n| y: fraction below threshold | 1.2e-05  |\n"
             "+-----------------------------+----------+\n")
    PADDED = ("+------------------------------+--------------+\n| X: count below threshold     |       100024 |\n"
              "| X: fraction below threshold  |     0.100024 |\n+------------------------------+--------------+\n"
              "| Y: count below threshold     |           12 |\n| Y: fraction below threshold  |      1.2e-05 |\n"
              "+------------------------------+--------------+\n")
    MARKDOWN = ("| quantity | value |\n|---|---|\n| x: elements below threshold | 100024 |\n"
                "| x: fraction below threshold | 0.100024 |\n|y: elements < threshold|12|\n|y: fraction < threshold|1.2e-05|\n")

    def test_right_pass(self):
        for text in (self.PLAIN, self.RULED, self.PADDED, self.MARKDOWN):
            with self.subTest(text=text[:50]):
                self.assert_right(SIZES + text)
        self.assert_right(SIZES + self.RULED, real=True)

    def test_wrong_fail(self):
        for text in (self.PLAIN, self.RULED, self.PADDED, self.MARKDOWN):
            self.assert_wrong(SIZES + text, WRONG + FRACTIONS)

    def test_other_n(self):
        self.assert_500(SIZES_LINES_500 + "| x: elements below threshold | 24914 |\n| x: fraction below threshold | 0.099656 |\n"
                                    "| y: elements below threshold | 4 |\n| y: fraction below threshold | 1.6e-05 |\n")


class FStringEqualsTest(Checks):
    """4: Python 3.8's f'{cx=}' and f'{cx/n**2=}'."""
    SHORT = "cx=100024\ncx/n**2=0.100024\ncy=12\ncy/n**2=1.2e-05\n"
    COUNTS_FIRST = "cx=100024\ncy=12\ncx/n**2=0.100024\ncy/n**2=1.2e-05\n"
    SPACED = "cnt_x=100024\ncnt_x / (n*n)=0.100024\ncnt_y=12\ncnt_y / (n*n)=1.2e-05\n"
    SIZE = "cx=100024\ncx/x[1:-1,1:-1].size=0.100024\ncy=12\ncy/y[1:-1,1:-1].size=1.2e-05\n"
    LONG = "count_x=100024\ncount_x / n**2=0.100024\ncount_y=12\ncount_y / n**2=1.2e-05\n"
    NUMPY = ("np.sum(x[1:-1,1:-1] < t)=100024\nnp.sum(x[1:-1,1:-1] < t)/n**2=0.100024\n"
             "np.sum(y[1:-1,1:-1] < t)=12\nnp.sum(y[1:-1,1:-1] < t)/n**2=1.2e-05\n")

    def test_right_pass(self):
        for text in (self.SHORT, self.COUNTS_FIRST, self.SPACED, self.SIZE, self.LONG, self.NUMPY,
                     self.SHORT.replace("=", " = ")):
            with self.subTest(text=text[:30]):
                self.assert_right(SIZES + text)
        self.assert_right(SIZES + self.SHORT, real=True)

    def test_wrong_fail(self):
        for text in (self.SHORT, self.COUNTS_FIRST, self.SPACED, self.SIZE):
            self.assert_wrong(SIZES + text, WRONG + FRACTIONS + SIZE_WRONG)

    def test_other_n(self):
        self.assert_500(SIZES_LINES_500 + "cx=24914\ncx/n**2=0.099656\ncy=4\ncy/n**2=1.6e-05\n")

    def test_grid_points_no_count(self):
        # 'nx' is a grid's points along x, over n**2 no fraction: nothing named
        from grading.varnames import variables_named
        text = "nx=1000\nnx/n**2=0.001\nny=1000\nny/n**2=0.001\n"
        self.assertEqual(variables_named(text), text)


class TupleUnderHeadingTest(Checks):
    """5: 'x -> (100024, 0.100024)' under 'Below threshold (count, fraction):'."""
    ARROWS = "Below threshold (count, fraction):\nx -> (100024, 0.100024)\ny -> (12, 1.2e-05)\n"
    INDENTED = "Below threshold (count, fraction):\n  x -> (100024, 1.000240e-01)\n\n  y -> (12, 1.200000e-05)\n"
    RUST = "Count and fraction below threshold:\nX => [100024, 0.100024]\nY => [12, 1.2e-05]\n"
    EQUALS = "Number below threshold (fraction):\nx = (100024, 0.100024)\ny = (12, 1.2e-05)\n"

    def test_right_pass(self):
        for text in (self.ARROWS, self.INDENTED, self.RUST, self.EQUALS):
            with self.subTest(text=text[:40]):
                self.assert_right(SIZES + text)
        self.assert_right(SIZES + self.ARROWS, real=True)

    def test_wrong_fail(self):
        for text in (self.ARROWS, self.RUST):
            self.assert_wrong(SIZES + text, WRONG + FRACTIONS + SIZE_WRONG)
        self.assert_wrong(SIZES + self.INDENTED, WRONG + E_FRACTIONS)

    def test_other_n(self):
        self.assert_500(SIZES_LINES_500 + "Below threshold (count, fraction):\nx -> (24914, 0.099656)\ny -> (4, 1.6e-05)\n")


class FractionBelowTest(Checks):
    """6: '(fraction below V)' after a count and its complement."""
    ASIDE = ("x: 100024 below, 899976 at or above (fraction below 0.100024)\n"
             "y: 12 below, 999988 at or above (fraction below 1.2e-05)\n")
    EQUALS = ("x: 100024 below, 899976 at or above (fraction below = 0.100024)\n"
              "y: 12 below, 999988 at or above (fraction below: 1.2e-05)\n")
    PROSE = ("x has 100024 elements below and 899976 at or above the threshold (fraction below 0.100024)\n"
             "y has 12 elements below and 999988 at or above the threshold (fraction below 1.2e-05)\n")
    PERCENT = ("x: 100024 below, 899976 at or above (fraction below 10.0024%)\n"
               "y: 12 below, 999988 at or above (fraction below 0.0012%)\n")

    def test_right_pass(self):
        for text in (self.ASIDE, self.EQUALS, self.PROSE, self.PERCENT):
            with self.subTest(text=text[:40]):
                self.assert_right(SIZES + text)
        self.assert_right(SIZES + self.ASIDE, real=True)

    def test_wrong_fail(self):
        for text in (self.ASIDE, self.EQUALS, self.PROSE):
            self.assert_wrong(SIZES + text, WRONG + FRACTIONS + SIZE_WRONG)
        self.assert_wrong(SIZES + self.PERCENT, WRONG + [("10.0024", "10.0042", "fraction_x")])
        # the complement is never the count: X's count wrong beside its right complement fails X's count
        verdict, bad = not_passing(SIZES + self.ASIDE.replace("100024 below", "899976 below"))
        self.assertEqual((verdict, set(bad)), ("fail", {"below_x"}))

    def test_other_n(self):
        self.assert_500(SIZES_LINES_500 + "x: 24914 below, 225086 at or above (fraction below 0.099656)\n"
                                    "y: 4 below, 249996 at or above (fraction below 1.6e-05)\n")

    def test_threshold_stays(self):
        from grading.fractionbelow import fractions_below
        for text in ("Fraction below 0.1\n", "x: fraction below 0.1: 0.100024\n", "count 12, fraction below 0.1 = 1.2e-05\n"):
            with self.subTest(text=text):
                self.assertEqual(fractions_below(text), text)


class CostTest(unittest.TestCase):
    """The new patterns on a hostile line stay linear."""
    def test_hostile_lines_fast(self):
        from grading.fractionbelow import fractions_below
        from grading.underlines import past_underline
        from grading.varnames import variables_named
        for text in ("x: 1 " + "fraction below 1) " * 200000, "cx" + " " * 4000 + "/" + " " * 4000 + "= 1\n",
                     "cx/" + "n" * 20_000_000 + "=1\n", "| x: " + "a" * 4000 + " 1\n", "-" * 20_000_000,
                     "Elements below threshold\n" + " " * 4000 + "\nx: 1\n"):
            began = time.process_time()
            fractions_below(text)
            variables_named("cx=1\n" + text)
            past_underline(text, 0)
            not_passing(SIZES + text[:200_000])
            self.assertLess(time.process_time() - began, 5, text[:30])


if __name__ == "__main__":
    unittest.main()
