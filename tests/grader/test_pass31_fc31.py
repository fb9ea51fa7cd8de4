"""test_pass31_fc31.py - fc31's fixes (issue 66, grading, round 3): the thirty-third hostile pass's H11 and H12 and
the last rounds' leftovers (b30, c30, d30), each after a right n = 1000 output unless said.

- H11: a per-row, per-column or per-block statistic under a count's words: `y below threshold by row: max 2 at row 13`,
  `y below threshold by row: 2`, `y below t row-wise: 2`, `y below t by column: 2`, `per-row`, `per block`,
  `blockwise`. Before: FAIL Y (`12 and 13`, `12 and 2`; `per row: 2` and `(each row)` were already no field). Now PASS:
  the label's statistic over the parts makes the line an extra check (extrachecks.by_part), while the whole's ways
  of counting stay counts: `y below threshold (all rows): 13`, `(counted row by row): 13`, `(row-wise reduction): 13`,
  `(by row, summed): 13` FAIL Y.
- H12: a one-line `json.dumps` of a result dict holding the whole array (a line past 4096 characters: the keys before
  a 1,000,000-number `"x": [...]`, or after it, or a 2-D array's rows). Before: UNGRADED (the line cut to its first
  4096 characters: the keys after the array lost, the ones before it beside thousands of numbers). Now each long
  bracket of numbers is read as `[...]` (longrecords.py): the record's fields are read, a wrong `count_y` 13 FAILs Y,
  a wrong `count_x` after a 2-D array FAILs X; a 60 MB such line stays a few seconds and ~150 MB (test_cost).
- b30: `x.size = 1004004; x.shape = (1002, 1002)` in that order as the only row line (after `n = 1000`). Before: row
  MISSING (the shape first was read). Now PASS, a wrong side FAILs the row (numpyattrs.shape_first). After a right
  output it passed already (kept).
- d30: `shape: [1002, 1002]` (a list's brackets) as the row line. Before: row MISSING (only `(1002, 1002)` was read).
  Now PASS; `shape: [1003, 1003]` FAILs the row (sizes.square_side).
- d30: `x: 100024 values below t=0.1 (0.100024)` after a right output (and as the count lines). Before: FAIL X
  (`100024 and 0.1`: the threshold's value and the share read as two results) and, as the count lines, the
  threshold 0.1 read as Y's fraction (FAIL). Now PASS (checked.two_results: the '=' after a threshold's name is t's;
  fields._shape: a number after `t=` is no fraction); a wrong count or share in it FAILs.
- c30: the bare pair `100025 12` after the counts (a wrong X, y's count printed before). Before: PASS (the pair read
  only where x's count was printed before). Now FAIL X (laterecaps._x_then_y: y's printed before and x's printed
  nowhere else); `1000 12` (1000 printed as n) stays unread.
"""
import json
import os
import sys
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

import grading  # noqa: E402
from tests.grader.a_support import (C01_1000, COUNTS_1000, RIGHT_1000, ROW, SIZES_1000, RightAndWrong,  # noqa: E402
                                    not_passing)

BASES = (RIGHT_1000, C01_1000)


def _after(lines):
    return [base + line + "\n" for base in BASES for line in lines]


class PerPartStatistic(RightAndWrong):
    """H11: a statistic over the rows, columns or blocks is no count of the array."""
    LINES = ("y below threshold by row: max 2 at row 13", "y below threshold by row: 2", "y below t row-wise: 2",
             "y below t by column: 2", "y below t per-row: 2", "y below t per block: 2", "y below t blockwise: 2",
             "Y below threshold by rows: max 3", "x below t by column: max 130 at column 17",
             "y below t per row: 2", "y below threshold (each row): 2")

    def test_right_after_counts(self):
        self.right_and_wrong(_after(self.LINES), [])

    def test_whole_counts_stay(self):
        for line in ("y below threshold (all rows): 13", "y below t (counted row by row): 13",
                     "y below t (row-wise reduction): 13", "y below t (by row, summed): 13"):
            for text in _after([line]):
                with self.subTest(line=line):
                    verdict, bad = not_passing(text)
                    failed = bad.get("below_y", bad.get("below_y2", ("",)))[0]  # ('reduction' names a version, fa31:
                    self.assertEqual((verdict, failed), ("fail", "fail"))  # a second result whose failure costs Y's points)
        self.right_and_wrong(_after(["y below threshold (all rows): 12"]), [])

    def test_by_part(self):
        from grading.extrachecks import by_part
        self.assertEqual([by_part(s) for s in ("y below t by row", "y row-wise", "y by columns", "y blockwise",
                                               "y counted row by row", "parallel by rows", "row-wise reduction",
                                               "by row, summed", "y below t")],
                         [True, True, True, True, False, False, False, False, False])


def _record(first, last, array):
    return json.dumps({**first, "x": array, **last}) + "\n"


_SIZES = {"n": 1000, "elements_per_row": 1002, "total_elements": 1004004, "inner_elements": 1000000,
          "memory_gb_per_array": 0.00374021, "threshold": 0.1, "a": 0.05, "b": 0.1, "c": 0.4}
_COUNTS = {"count_x": 100024, "fraction_x": 0.100024, "count_y": 12, "fraction_y": 1.2e-05}


class OneLineJsonDump(unittest.TestCase):
    """H12: json.dumps of the result with the whole array on one line."""
    ARRAY = [round((k * 7919 % 1000003) / 1000003, 6) for k in range(100000)]  # (~900 KB: the cut's shape)

    def test_keys_before_after_and_between(self):
        rows = [self.ARRAY[k:k + 1000] for k in range(0, 20000, 1000)]
        for first, last, array in ((dict(_SIZES, **_COUNTS), {}, self.ARRAY), (_SIZES, _COUNTS, self.ARRAY),
                                   ({}, dict(_SIZES, **_COUNTS), self.ARRAY), (dict(_SIZES, **_COUNTS), {}, rows),
                                   (_SIZES, _COUNTS, rows)):
            text = _record(first, last, array)
            with self.subTest(keys=list(first)[:2], rows=array is rows):
                self.assertGreater(len(text), 4096)
                self.assertEqual(not_passing(text), ("pass", {}))
                wrong = text.replace('"count_y": 12', '"count_y": 13')
                self.assertEqual(not_passing(wrong)[1].get("below_y", ("",))[0], "fail")
                wrong = text.replace('"count_x": 100024', '"count_x": 100025')
                self.assertEqual(not_passing(wrong)[1].get("below_x", ("",))[0], "fail")

    def test_counts_only(self):
        """The brief's record (n, the counts and fractions, the array): its counts read, as a short one's."""
        short = {"n": 1000, "count_x": 100024, "count_y": 12, "fraction_x": 0.100024, "fraction_y": 1.2e-05}
        fields = grading.read_output(_record(short, {}, self.ARRAY))["fields"]
        self.assertEqual({k: fields[k].text for k in ("inner", "below_x", "below_y", "fraction_x", "fraction_y")},
                         {"inner": "1000", "below_x": "100024", "below_y": "12", "fraction_x": "0.100024",
                          "fraction_y": "1.2e-05"})

    def test_other_long_lines_as_before(self):
        from grading.longrecords import elided
        for line in ("x = [" + ", ".join(["0.5"] * 2000) + "]", "{" + ", ".join(f'"k{k}": {k}' for k in range(2000)) + "}",
                     "row 7: " + " ".join(["0.5"] * 2000)):
            self.assertIsNone(elided(line, 0, len(line), 4096))

    def test_cost(self):
        """A 60 MB line of a record with its array: one pass, the short parts copied."""
        import time
        from grading.longrecords import elided
        line = json.dumps({**_SIZES, "x": [0.123456] * 6_000_000, **_COUNTS})
        start = time.process_time()
        short = elided(line, 0, len(line), 4096)
        self.assertLess(time.process_time() - start, 2.0)
        self.assertIn('"x": [...]', short)
        bad = "{" + "[" + "1, " * 20_000_000  # (no closing bracket: linear still)
        start = time.process_time()
        self.assertIsNone(elided(bad, 0, len(bad), 4096))
        self.assertLess(time.process_time() - start, 2.0)


class ShapeAfterSize(RightAndWrong):
    """b30: numpy's size, then its shape, as the only row line."""

    def test_size_then_shape(self):
        for line in ("x.size = 1004004; x.shape = (1002, 1002)", "x.nbytes = 4016016; x.size = 1004004; x.shape = (1002, 1002)",
                     "x.size = 1004004; x.shape = (1002, 1002)."):
            text = RIGHT_1000.replace(ROW + "\n", line + "\n")
            with self.subTest(line=line):
                self.assertEqual(not_passing(text), ("pass", {}))
                self.assertEqual(not_passing(text.replace("(1002, 1002)", "(1003, 1003)"))[1].get("row", ("",))[0], "fail")
        self.right_and_wrong(_after(["x.size = 1004004; x.shape = (1002, 1002)"]), [])

    def test_cost(self):
        """Many '.shape' on one long line: a window about each, no scan of the line each."""
        import time
        from grading.numpyattrs import shape_first
        text = "a" * 20_000_000 + "; x.shape = (1, 1)" * 1000 + "b" * 20_000_000
        start = time.process_time()
        self.assertEqual(shape_first(text), text)
        self.assertLess(time.process_time() - start, 1.0)


class ShapeInSquareBrackets(RightAndWrong):
    """d30: a shape as a list, `shape: [1002, 1002]`, as the row line."""

    def test_list_shape(self):
        for line in ("shape: [1002, 1002]", "x.shape: [1002, 1002]", "Grid shape = [1002, 1002]"):
            text = RIGHT_1000.replace(ROW + "\n", line + "\n")
            with self.subTest(line=line):
                self.assertEqual(not_passing(text), ("pass", {}))
                self.assertEqual(not_passing(text.replace("[1002, 1002]", "[1003, 1003]"))[1].get("row", ("",))[0], "fail")
        text = RIGHT_1000.replace(ROW + "\n", "shape: [1002, 1002)\n")  # (brackets that do not pair: unread)
        self.assertEqual(not_passing(text)[1].get("row", ("",))[0], "missing")


class CountBeforeNamedThreshold(RightAndWrong):
    """d30: `x: 100024 values below t=0.1 (0.100024)`: the threshold named after the count, its share after them."""
    X = "x: 100024 values below t=0.1 (0.100024)"
    Y = "y: 12 values below t=0.1 (1.2e-05)"

    def test_after_a_right_output(self):
        self.right_and_wrong(_after([self.X, self.Y, self.X + "\n" + self.Y]),
                             [("x: 100024", "x: 100025", "below_x"), ("y: 12", "y: 13", "below_y")])

    def test_as_the_count_lines(self):
        text = SIZES_1000 + self.X + "\n" + self.Y + "\n"
        self.right_and_wrong([text, text.replace("t=0.1", "threshold = 0.1")],
                             [("x: 100024", "x: 100025", "below_x"), ("(1.2e-05)", "(1.3e-05)", "fraction_y"),
                              ("(0.100024)", "(0.200024)", "fraction_x")])


class BarePairAfterCounts(RightAndWrong):
    """c30: the two counts bare after the counts, a wrong X in them."""

    def test_wrong_x(self):
        for base in BASES:
            for line in ("100025 12", "below: 100025 / 12"):
                with self.subTest(line=line):
                    self.assertEqual(not_passing(base + line + "\n")[1].get("below_x", ("",))[0], "fail")
        self.right_and_wrong(_after(["100024 12", "1000 12"]), [("100024 12", "100024 13", "below_y")])

    def test_counts_bare_only_after(self):
        """A number printed before as no count (n's 1000) keeps a pair unread, as before."""
        self.assertEqual(not_passing(SIZES_1000 + COUNTS_1000 + "1000 12\n"), ("pass", {}))


if __name__ == "__main__":
    unittest.main()
