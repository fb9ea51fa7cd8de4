"""test_hostile14_records.py - the fourteenth hostile pass's right outputs that lost points by their
layout: Java's toString() forms (a record's 'Result[n=1000, ...]', Eclipse's 'Result [n=1000, ...]':
what was inside the square brackets was ignored); a prose sentence that gives both counts
('100024 elements of x were below the threshold and 12 elements of y.': y's count read as a total,
UNGRADED); a count printed with '%f' before its bracketed fraction ('x below threshold =
100024.000000 (0.100024)': the fraction read as a second count), and a count's words then two blanks
before its fraction ('x: 100024 below  fraction 0.100024': UNGRADED); Python's lists of names and of
values ('Sizes [n, n+2, total, inner]: [1000, 1002, 1004004, 1000000]': UNGRADED), C struct members
as labels ('params.t', 'grid.gb', 'params.a': MISSING), and n before a grid's sizes with an aside
('Problem size: n = 1000, array 1002 x 1002 = 1004004 elements (1000000 inner)': row, total MISSING).
Run: python3 -m unittest tests.grader.test_hostile14_records (or make test)."""
import re
import time
import unittest

from tests.grader.a_support import SIZES_LINES_1000, not_passing

JAVA_RECORD = ("Result[n=1000, rows=1002, total=1004004, inner=1000000, memGB=0.0037402063608169556, threshold=0.1, "
               "a=0.05, b=0.1, c=0.4, belowX=100024, fracX=0.100024, belowY=12, fracY=1.2E-5]\n")
ECLIPSE = """Params [n=1000, threshold=0.1, a=0.05, b=0.1, c=0.4]
Sizes [rows=1002, total=1004004, inner=1000000, memGB=0.0037402063608169556]
Counts [belowX=100024, fracX=0.100024, belowY=12, fracY=1.2E-5]
"""
# each value of the records, one wrong, and the field it must FAIL on
WRONG = [("rows=1002", "rows=1003", "row"), ("total=1004004", "total=1004005", "total"),
         ("inner=1000000", "inner=1000001", "total_inner"), ("memGB=0.0037402063608169556", "memGB=0.0047402", "memory"),
         ("threshold=0.1", "threshold=0.2", "threshold"), ("b=0.1", "b=0.2", "constants"),
         ("belowX=100024", "belowX=100025", "below_x"), ("fracX=0.100024", "fracX=0.100025", "fraction_x"),
         ("belowY=12", "belowY=13", "below_y"), ("fracY=1.2E-5", "fracY=1.3E-5", "fraction_y")]


class JavaToString(unittest.TestCase):
    def test_record_and_eclipse_forms_pass(self):
        for text in (JAVA_RECORD, JAVA_RECORD.replace("Result[", "Result ["), ECLIPSE,
                     ECLIPSE.replace(" [", "["), "  " + JAVA_RECORD.replace("Result[", "smooth.Result$Stats[")):
            self.assertEqual(not_passing(text), ("pass", {}), text)

    def test_a_wrong_value_inside_fails_on_its_field(self):
        for text in (JAVA_RECORD, ECLIPSE):
            for old, new, field in WRONG:
                verdict, bad = not_passing(text.replace(old, new))
                self.assertEqual(verdict, "fail", new)
                self.assertEqual(bad.get(field, ("",))[0], "fail", (new, bad))

    def test_a_list_in_square_brackets_is_no_record(self):
        verdict, _ = not_passing("Sizes [n, rows]: [1000, 1002]\n" + ECLIPSE.split("\n", 1)[1])
        self.assertNotEqual(verdict, "pass")

    def test_long_bracketed_lines_stay_fast(self):
        for line in ("a" * 4096 + "]", "a[" * 2048 + "]", "R[" + "a=1, " * 800 + "]", "R[" + "[" * 4000 + "]"):
            start = time.perf_counter()
            not_passing(ECLIPSE + line + "\n")
            self.assertLess(time.perf_counter() - start, 2.0, line[:20])


PROSE_BASE = SIZES_LINES_1000
PARAGRAPH = """I ran my program with n = 1000. Including the boundary each row has 1002 elements, so an array holds
1004004 elements in total, of which 1000000 are inner elements. One array of floats takes 0.00374021 GB.
With threshold 0.1 and smoothing constants a = 0.05, b = 0.1 and c = 0.4, 100024 inner elements of x
were below the threshold (fraction 0.100024), and only 12 elements of y (fraction 1.2e-05).
"""


class ProseTwoCounts(unittest.TestCase):
    SENTENCES = ["100024 elements of x were below the threshold and 12 elements of y.",
                 "100024 inner elements of x were below the threshold, and only 12 elements of y.",
                 "100024 elements of x were below the threshold (fraction 0.100024) and 12 elements of y (fraction 1.2e-05)."]

    def test_the_second_arrays_count_is_no_total(self):
        self.assertEqual(not_passing(PARAGRAPH), ("pass", {}))
        fractions = "fraction x = 0.100024\nfraction y = 1.2e-05\n"
        for sentence in self.SENTENCES:
            text = PROSE_BASE + sentence + "\n" + ("" if "fraction" in sentence else fractions)
            self.assertEqual(not_passing(text), ("pass", {}), sentence)

    def test_a_wrong_count_in_the_sentence_fails_on_it(self):
        for sentence in self.SENTENCES:
            verdict, bad = not_passing(PROSE_BASE + sentence.replace("12 elements", "13 elements") + "\n")
            self.assertEqual(bad.get("below_y", ("",))[0], "fail", sentence)
            verdict, bad = not_passing(PROSE_BASE + sentence.replace("100024", "100025") + "\n")
            self.assertEqual(bad.get("below_x", ("",))[0], "fail", sentence)
        for old, new, field in [("12 elements", "13 elements", "below_y"), ("1.2e-05", "1.3e-05", "fraction_y"),
                                ("0.100024", "0.100025", "fraction_x")]:
            self.assertEqual(not_passing(PARAGRAPH.replace(old, new))[1].get(field, ("",))[0], "fail", new)

    def test_the_same_arrays_number_is_no_count_of_the_other(self):
        verdict, bad = not_passing(PROSE_BASE + "100024 elements of x were below the threshold and 12 elements of x."
                                   "\nfraction x = 0.100024\nfraction y = 1.2e-05\n")
        self.assertNotEqual(verdict, "pass")
        self.assertNotEqual(bad.get("below_y", ("pass",))[0], "pass")


FLOAT_COUNTS = PROSE_BASE + """x below threshold = 100024.000000 (0.100024)
y below threshold = 12.000000 (0.000012)
"""
APART = PROSE_BASE + """x: 100024 below  fraction 0.100024
y: 12 below  fraction 0.000012
"""


class CountAndFraction(unittest.TestCase):
    def test_a_float_count_and_its_fraction_pass(self):
        for old, new in [("", ""), ("= 100024.000000", ": 1.000240e+05"), ("= 12.000000 (0.000012)", ": 12.0 (1.2e-05)"),
                         ("= 12.000000 (0.000012)", ": 12.0, 0.000012")]:
            self.assertEqual(not_passing(FLOAT_COUNTS.replace(old, new) if old else FLOAT_COUNTS), ("pass", {}), new)

    def test_a_wrong_float_count_or_fraction_fails_on_it(self):
        for old, new, field in [("100024.000000", "100025.000000", "below_x"), ("(0.100024)", "(0.100025)", "fraction_x"),
                                ("12.000000", "13.000000", "below_y"), ("(0.000012)", "(0.000013)", "fraction_y")]:
            verdict, bad = not_passing(FLOAT_COUNTS.replace(old, new))
            self.assertEqual((verdict, bad.get(field, ("",))[0]), ("fail", "fail"), new)
        verdict, bad = not_passing(FLOAT_COUNTS.replace("12.000000 (0.000012)", "12.0 13.0"))
        self.assertEqual(verdict, "fail")  # (two results, still: the second wrong)

    def test_count_words_then_blanks_then_fraction(self):
        self.assertEqual(not_passing(APART), ("pass", {}))
        self.assertEqual(not_passing(APART.replace("below  fraction", "below threshold   frac")), ("pass", {}))
        for old, new, field in [("x: 100024", "x: 100025", "below_x"), ("fraction 0.100024", "fraction 0.100025", "fraction_x"),
                                ("y: 12", "y: 13", "below_y"), ("0.000012", "0.000013", "fraction_y")]:
            verdict, bad = not_passing(APART.replace(old, new))
            self.assertEqual((verdict, bad.get(field, ("",))[0]), ("fail", "fail"), new)

    def test_blank_runs_stay_fast(self):
        for line in ("x" + " " * 4096 + "fraction 1", "a  " * 1400 + "fraction 0.1", "1 b" + "  frac" * 800):
            start = time.perf_counter()
            not_passing(APART + line + "\n")
            self.assertLess(time.perf_counter() - start, 2.0, line[:20])


PY_LISTS = """Sizes [n, n+2, total, inner]: [1000, 1002, 1004004, 1000000]
Memory per array (GB): 0.0037402063608169556
Threshold: 0.1
Constants [a, b, c]: [0.05, 0.1, 0.4]
Below threshold [x, y]: [100024, 12]
Fractions [x, y]: [0.100024, 1.2e-05]
"""
STRUCT = """grid.n         = 1000
grid.nx        = 1002
grid.total     = 1004004
grid.inner     = 1000000
grid.gb        = 0.00374021
params.t       = 0.10
params.a       = 0.05
params.b       = 0.10
params.c       = 0.40
stats.below_x  = 100024
stats.frac_x   = 0.100024
stats.below_y  = 12
stats.frac_y   = 1.200000e-05
"""
ONE_LINE = """Problem size: n = 1000, array 1002 x 1002 = 1004004 elements (1000000 inner)
Each array needs 0.00374 GB
Threshold t = 0.1; weights a = 0.05, b = 0.1, c = 0.4
100024 of x's inner elements are below t (10.0024%)
12 of y's inner elements are below t (0.0012%)
"""


class ListsStructsAndAsides(unittest.TestCase):
    def test_right_outputs_pass(self):
        for text in (PY_LISTS, PY_LISTS.replace("[", "(").replace("]", ")"), STRUCT, re.sub(r"^(\w+)\.", r"\1->", STRUCT, flags=re.M),
                     STRUCT.replace("params.", "p."), ONE_LINE, ONE_LINE.replace("Problem size: ", "")):
            self.assertEqual(not_passing(text), ("pass", {}), text)

    def test_a_wrong_value_fails_on_its_field(self):
        for text, old, new, field in [
                (PY_LISTS, "[1000, 1002,", "[1000, 1003,", "row"), (PY_LISTS, "1004004, 1000000]", "1004005, 1000000]", "total"),
                (PY_LISTS, "1004004, 1000000]", "1004004, 1000001]", "total_inner"),
                (STRUCT, "0.00374021", "0.00474021", "memory"), (STRUCT, "params.t       = 0.10", "params.t       = 0.20",
                                                               "threshold"),
                (STRUCT, "params.a       = 0.05", "params.a       = 0.06", "constants"),
                (STRUCT, "params.c       = 0.40", "params.c       = 0.50", "constants"),
                (ONE_LINE, "1004004 elements", "1004005 elements", "total"),
                (ONE_LINE, "(1000000 inner)", "(1000001 inner)", "total_inner")]:
            verdict, bad = not_passing(text.replace(old, new))
            self.assertEqual((verdict, bad.get(field, ("",))[0]), ("fail", "fail"), new)
        self.assertEqual(not_passing(ONE_LINE.replace("1002 x 1002 =", "1003 x 1003 ="))[0], "fail")
        self.assertNotEqual(not_passing(PY_LISTS.replace("1002, 1004004, 1000000]", "1002, 1004004]"))[0], "pass")

    def test_a_member_of_a_timer_is_no_threshold(self):
        verdict, bad = not_passing(STRUCT.replace("params.t ", "timer.t  "))
        self.assertEqual(bad.get("threshold", ("",))[0], "missing")

    def test_a_source_files_line_is_no_constant_c(self):
        text = "".join(f"smooth.c:{43 + 3 * k}: {line}\n" for k, line in enumerate(
            (PROSE_BASE + "x below threshold = 100024 (0.100024)\ny below threshold = 12 (1.20e-05)").splitlines()))
        self.assertNotIn("constants", not_passing(text)[1])  # (not c = 67)

    def test_long_lists_and_members_stay_fast(self):
        for line in ("S [" + "n, " * 1300 + "]: [1]", "S [n, n]: [" + "1, " * 1300 + "]", "a." * 2000 + "b = 1",
                     "(" * 4000 + "1)"):
            start = time.perf_counter()
            not_passing(STRUCT + line + "\n")
            self.assertLess(time.perf_counter() - start, 2.0, line[:20])


if __name__ == "__main__":
    unittest.main()
