"""test_pass24_p24.py - p24's items from the twenty-seventh hostile pass (h27's H3, H5, M6; see below for the rest).

H3: a sizes line that opens with a set-up verb, `initialized x (1002 x 1002 = 1004004 floats)` (also `filled`,
`initialised x with ... random floats`, `random init of x: ...`), and a logger's `... in 1.29 s` after it, lost the
row length and the total (only 'allocated' was an array's word). Now grids.py takes the init / fill verbs as an
array's words and cuts a trailing timing ('in 1.29 s', ', took 3 ms'). Before: FAIL (row, total MISSING); now PASS.

H5: a banner `Stencil n=1000 (1002 x 1002 with ghosts, 1004004 elements, 1000000 inner), 0.00374021 GB/array`,
`grid: n=1000 -> 1002x1002 incl. halo, 1004004 cells (1000000 interior)`, `n=1000 (1002 x 1002, 1004004
elements, ...)` lost the row length (and sometimes the totals): the shape was read as part of n's statement.
Now nshapes.py cuts n's statement off with a ';' (the bracket, arrow or comma after it), and writes a bare
square shape whose next item is its area as 'S x S = S*S elements'. Before: FAIL (1-3 MISSING); now PASS.
(Not done: F6c's `n=1000, 1002 with ghosts, 1004004 elements, ...` with no shape: row still MISSING.)

M6: `alloc: 2 arrays x 0.00374021 GB` (`alloc: 2 x ...`, `allocated 2 arrays of ...`, `buffers: 2 x 3.83 MiB`)
lost the memory. Now memtimes.py writes it '2 arrays, 0.00374021 GB each'. Before: memory MISSING; now PASS.

M2: `t a b c: 0.1 0.05 0.1 0.4` (names as a header apart by blanks, the values after) lost the threshold and read
a b c as 0.1 0.05 0.1. Now namelists.py writes such a header and its values 't = 0.1, a = 0.05, ...' (only the
threshold's and the constants' names, as many as the values). Before: FAIL (threshold MISSING, constants wrong);
now PASS.

H11: JSON over several lines whose first line opens the brace and holds keys (`{"n": 1000, "n2": 1002, "total":
1004004, ...,` then more keys a line) lost every key of that line after the first (row, totals, memory MISSING).
Now jsonopen.py writes such an opening brace as a blank (the line's keys read as a later line's are). Before:
FAIL (4 MISSING); now PASS.

H6: an HTML table in a text that is no page (`<table>` / `<tr><th>array</th><th>below t</th>...` / `<tr><td>x</td>
<td>100024</td>...` after the summary; pandas' to_html) was not read: UNGRADED. Now htmltables.py reads each
`<table>...</table>` as a page's table (a row a line, tabs between the cells). Before: UNGRADED; now PASS.
(The probe p11, a right summary then a wrong 2-column `array | below` table, still passes: a second table's
x / y rows under a bare 'below' are not compared; left to the M3/M4 item.)

H9: R's tibble (`  array  below fraction` / `  <chr>  <int>    <dbl>` / `1 x     100024 0.100024` / `2 y  12 ...`),
a header indented over rows that are not, and two-column `array  below_t` / `x  100024` / `y  12` tables were
UNGRADED. Now namedrows.py writes each x / y row of a table whose header's first word names the rows as 'x
below_t: 100024, fraction: 0.100024' (R's type row and the header left blank). Before: UNGRADED; now PASS.

Each right text has a wrong twin (a changed row, total or memory) that FAILS that field.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass24_p24
"""
import unittest

from grading.htmltables import html_tables_read
from grading.jsonopen import json_open_read
from grading.memtimes import memory_times_read
from grading.namedrows import named_rows_read
from grading.namelists import name_lists_read
from grading.nshapes import n_shapes_read
from tests.grader.a_support import COUNTS_1000, RightAndWrong, not_passing

INNER = "Number of inner elements in a row/column :: 1000\n"
INNER_TOTAL = "Total number of inner elements           :: 1000000\n"
GB = "Memory (GB) used per array               :: 0.00374021\n"
TABC = "Threshold                                :: 0.10\nSmoothing constants (a, b, c)            :: 0.05 0.10 0.40\n"


class InitializedShapes(RightAndWrong):
    def test_init_verbs(self):
        lines = ["initialized x (1002 x 1002 = 1004004 floats)",
                 "initialized x (1002 x 1002 = 1004004 floats) in 1.29 s",
                 "filled x (1002 x 1002 = 1004004 floats) in 0.8 s",
                 "initialised x with 1002 x 1002 = 1004004 random floats",
                 "random init of x: 1002 x 1002 = 1004004 floats, took 3.2 ms",
                 "initializing y (1002 x 1002 = 1004004 doubles)"]
        right = [line + "\n" + INNER + INNER_TOTAL + GB + TABC + COUNTS_1000 for line in lines]
        self.right_and_wrong(right, [("1002 x 1002 = 1004004", "1001 x 1001 = 1002001", "row total"),
                                     ("= 1004004", "= 1004040", "total")])


class BannerShapes(RightAndWrong):
    def test_n_then_shape(self):
        lines = ["Stencil n=1000 (1002 x 1002 with ghosts, 1004004 elements, 1000000 inner), 0.00374021 GB/array",
                 "[2026-11-30T10:41:07.123Z] [info]  grid: n=1000 -> 1002x1002 incl. halo, 1004004 cells (1000000 interior)",
                 "n=1000 (1002 x 1002, 1004004 elements, 1000000 inner)",
                 "N = 1000: 1002 x 1002, 1004004 elements, 1000000 inner",
                 "# n=1000 \u2192 1002\u00d71002 with halo, 1004004 points (1000000 interior)"]
        right = [line + "\n" + INNER + GB + TABC + COUNTS_1000 for line in lines]
        self.right_and_wrong(right, [("1002 x 1002", "1001 x 1001", "row inner"), ("1002x1002", "1001x1001", "row"),
                                     ("1002\u00d71002", "1001\u00d71001", "row"),
                                     ("1004004 elements", "1004040 elements", "total"),
                                     ("1004004 cells", "1004040 cells", "total"),
                                     ("1000000 inner", "1000400 inner", "total_inner"),
                                     ("1000000 interior", "1000400 interior", "total_inner")])

    def test_rewrites(self):
        self.assertEqual(n_shapes_read("n=1000 (1002 x 1002, 1004004 elements, 1000000 inner), 0.0037 GB/array"),
                         "n=1000; 1002 x 1002 = 1004004 elements, 1000000 inner; 0.0037 GB/array")
        # a launch's or a non-square shape stays; a wrong area is the shape's still (it fails as the total)
        self.assertEqual(n_shapes_read("1002 x 1002, 1004040 elements"), "1002 x 1002 = 1004040 elements")
        for line in ("n=1000, block 32 x 32, grid 32 x 32", "n=1000 (64 x 32, 2048 threads)", "64 x 32, 2048 elements"):
            self.assertEqual(n_shapes_read(line), line)

    def test_long_line_fast(self):
        # (both run within a text's first and last 256 KiB: headings._named under textends.at_the_ends)
        import time
        texts = ["n=1000 (1002 x 1002" + " " * 4000 + "x" * 250_000, "1002 x 1002, " * 20_000,
                 "2 arrays x 3 B " * 17_000, "2 arrays x" + " " * 250_000 + "0.1 GB"]
        start = time.perf_counter()
        for text in texts:
            memory_times_read(n_shapes_read(text))
        self.assertLess(time.perf_counter() - start, 1.0)


class MemoryTimes(RightAndWrong):
    def test_arrays_times_memory(self):
        lines = ["alloc: 2 arrays x 0.00374021 GB", "alloc: 2 x 0.00374021 GB", "allocated 2 arrays of 0.00374021 GB",
                 "[info]  alloc: 2 arrays x 0.00374021 GB", "buffers: 2 * 3.83 MiB"]
        base = "Number of elements in a row/column       :: 1002\n" + INNER + \
            "Total number of elements                 :: 1004004\n" + INNER_TOTAL
        right = [base + line + "\n" + TABC + COUNTS_1000 for line in lines]
        self.right_and_wrong(right, [("0.00374021", "0.00374012", "memory"), ("3.83 MiB", "3.38 MiB", "memory")])

    def test_product_of_both_stays(self):
        line = "alloc: 2 arrays x 0.00374021 GB = 0.00748042 GB"
        self.assertEqual(memory_times_read(line), line)


class JsonFirstLine(RightAndWrong):
    def test_keys_on_the_brace_line(self):
        right = [
            '{"n": 1000, "n2": 1002, "total": 1004004, "inner": 1000000, "gb": 0.00374021,\n'
            ' "t": 0.1, "a": 0.05, "b": 0.1, "c": 0.4,\n'
            ' "x": {"below": 100024, "fraction": 0.100024},\n'
            ' "y": {"below": 12, "fraction": 1.2e-05}}\n',
            '{"n_plus_2": 1002, "n": 1000, "elements": 1004004, "inner_elements": 1000000, "gb_per_array": 0.00374021,\n'
            ' "t": 0.1, "a": 0.05, "b": 0.1, "c": 0.4,\n'
            ' "x_below": 100024, "x_fraction": 0.100024, "y_below": 12, "y_fraction": 1.2e-05}\n',
            "result:\n  {'n': 1000, 'n2': 1002, 'total': 1004004, 'inner': 1000000, 'gb': 0.00374021,\n"
            "   't': 0.1, 'a': 0.05, 'b': 0.1, 'c': 0.4,\n"
            "   'x_below': 100024, 'x_fraction': 0.100024,\n   'y_below': 12, 'y_fraction': 1.2e-05}\n"]
        self.right_and_wrong(right, [(": 1002,", ": 1001,", "row total"),  # ("n2": n+2 or n^2)
                                     (": 1004004,", ": 1004040,", "total"),
                                     (": 1000000,", ": 1000400,", "total_inner"),
                                     (": 0.00374021,", ": 0.00374012,", "memory"),
                                     (": 12,", ": 21,", "below_y")])

    def test_closed_line_stays(self):
        for line in ('{"n": 1000, "n2": 1002}', '{"x": {"below": 100024}}', 'x = {1, 2,'):
            self.assertEqual(json_open_read(line), line)


SIZES3 = ("n = 1000, n+2 = 1002, (n+2)^2 = 1004004, n^2 = 1000000\nmemory per array: 0.00374021 GB\n"
          "t = 0.1, a = 0.05, b = 0.1, c = 0.4\n")
XY_WRONGS = [("100024", "100042", "below_x"), ("12 ", "21 ", "below_y"), ("12<", "21<", "below_y"),
             ("y      12\n", "y      21\n", "below_y"), ("y\t12\t", "y\t21\t", "below_y"),
             ("0.000012", "0.000021", "fraction_y"), ("1.2e-05", "2.1e-05", "fraction_y")]


class HtmlTables(RightAndWrong):
    def test_table_after_summary(self):
        right = [
            SIZES3 + "<table>\n<tr><th>array</th><th>below t</th><th>fraction</th></tr>\n"
            "<tr><td>x</td><td>100024</td><td>0.100024</td></tr>\n<tr><td>y</td><td>12</td><td>1.2e-05</td></tr>\n"
            "</table>\n",
            SIZES3 + '<table border="1" class="dataframe">\n  <thead>\n    <tr style="text-align: right;">\n'
            "      <th>array</th>\n      <th>count below threshold</th>\n      <th>fraction</th>\n    </tr>\n"
            "  </thead>\n  <tbody>\n    <tr>\n      <td>x</td>\n      <td>100024</td>\n      <td>0.100024</td>\n"
            "    </tr>\n    <tr>\n      <td>y</td>\n      <td>12</td>\n      <td>0.000012</td>\n    </tr>\n"
            "  </tbody>\n</table>\n",
            SIZES3 + "<TABLE><TR><TH>array</TH><TH>below</TH></TR><TR><TD>x</TD><TD>100024</TD></TR>"
            "<TR><TD>y</TD><TD>12</TD></TR></TABLE>\nfractions: x 0.100024, y 1.2e-05\n"]
        self.right_and_wrong(right, XY_WRONGS)

    def test_unclosed_stays(self):
        text = "<table><tr><td>x</td><td>1</td></tr>\n" * 3
        self.assertEqual(html_tables_read(text), text)


class NamedRows(RightAndWrong):
    def test_x_y_rows(self):
        tables = ["# A tibble: 2 \u00d7 3\n  array  below fraction\n  <chr>  <int>    <dbl>\n1 x     100024 0.100024\n"
                  "2 y         12 0.000012\n",
                  "  array  below fraction\nx     100024 0.100024\ny         12 0.000012\n",
                  "  array  below_t fraction\n1 x     100024 0.100024\n2 y         12 0.000012\n",
                  "array  below_t\nx      100024\ny      12\nfraction x: 0.100024, fraction y: 1.2e-05\n",
                  "name   count_below  fraction\nX      100024       0.100024\nY      12           1.2e-05\n",
                  "array\tbelow threshold\tfraction\nx\t100024\t0.100024\ny\t12\t0.000012\n"]
        self.right_and_wrong([SIZES3 + t for t in tables], XY_WRONGS)

    def test_not_such_a_table(self):
        for text in ("array  size\nx      1002\ny      1002\n",  # (no count's column)
                     "array  below\nx      100024\nz      12\n", "name  below\nx  1  2\ny  3\n"):
            self.assertEqual(named_rows_read(text), text)


class NameLists(RightAndWrong):
    def test_header_of_names(self):
        head = ("Number of elements in a row/column       :: 1002\n" + INNER +
                "Total number of elements                 :: 1004004\n" + INNER_TOTAL + GB)
        lines = ["t a b c: 0.1 0.05 0.1 0.4", "t a b c    : 0.1 0.05 0.1 0.4", "a b c t = 0.05 0.1 0.4 0.1",
                 "threshold a b c: 0.1 0.05 0.1 0.4", "params t a b c = 0.1 0.05 0.1 0.4",
                 "T  A  B  C : 0.1  0.05  0.1  0.4", "t\ta\tb\tc:\t0.1\t0.05\t0.1\t0.4"]
        right = [head + line + "\n" + COUNTS_1000 for line in lines]
        self.right_and_wrong(right, [(": 0.1 0.05 0.1 0.4", ": 0.2 0.05 0.1 0.4", "threshold"),
                                     ("= 0.1 0.05 0.1 0.4", "= 0.1 0.05 0.1 0.04", "constants"),
                                     ("0.05 0.1 0.4 0.1", "0.1 0.05 0.4 0.1", "constants"),
                                     ("0.1  0.05  0.1  0.4", "0.1  0.1  0.05  0.4", "constants"),
                                     ("0.1\t0.05", "0.2\t0.05", "threshold")])

    def test_names_must_match_values(self):
        for line in ("t a b c: 0.1 0.05 0.1", "x y: 100024 12", "a a b: 0.05 0.1 0.4", "t a b c"):
            self.assertEqual(name_lists_read(line), line)


if __name__ == "__main__":
    unittest.main()
