"""The twenty-sixth hostile pass's (h26) size lines (helper l23): F1, F10, F4, F6.

What was wrong (each right at n = 1000; before: the grade at bc4ecfb):
- F1 (right/c03_py_logging.txt, F/f1i_two.txt, f1m, f1n): 'n = 1000: allocating two arrays of 1002x1002' was one
  statement, 'n = 1000' the label of the shape after the colon: n read as 1002, the right counts only plausible at
  n = 1002, the sizes failed (c03 13/20). With a comma instead of the colon it was read right.
- F10 (right/c43_superscript.txt, F/s1*): 'Grid: 1002\u00b2 = 1004004 points (interior 1000\u00b2 = 1000000)' (or
  '1002^2', '1000^2') gave no size: without another n line UNGRADED, else row, total and inner total MISSING.
- F4 (right/c20_tsv_timestamps.txt, F/f4_alloc_2x.txt, f4b): 'alloc 2 x 1004004 floats (inner 1000000), 0.00374021
  GB each': total and inner total MISSING (without the '2 x' the memory too).
- F6 (F/f6e_slash.txt, wrong/c29): 'n=1000 padded=1002 elements=1004004 inner=1000000 GB/array=0.00374021': the
  key 'GB/array' after '1002 ' was taken for the unit 'GB' of 1002, the line read as one statement: row, total,
  inner total and memory MISSING.
Now: a colon after a line's opening 'n = 1000' before words or a shape is read as a comma (nlead.py, in
loggers.prepared and fields.read_output); 'side\u00b2 = whole' is 'side x side = whole' before the lines are read
(squares.py, in wholetext.ready); an allocation's line is planned as its elements, its bracket's inner elements and
its memory where each array's (allocline.py, in loggers.prepared); a unit word followed by '/name=' is a key's
first word, not the value's unit (pairs._value_end). Each right case has a wrong twin that fails.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass23_l23
"""
import time
import unittest

from tests.grader.a_support import RightAndWrong as Case, graded, not_passing

_PASS = ("pass", {})
TOTALS = "Total elements: 1004004\nInner elements: 1000000\n"
MEMORY = "Memory per array: 0.00374021 GB\n"
REST = "Threshold: 0.1\nConstants a b c: 0.05 0.1 0.4\n"
COUNTS = "X below threshold: 100024 (fraction 0.100024)\nY below threshold: 12 (fraction 1.2e-05)\n"
COUNTS_500 = "X below threshold: 24914 (fraction 0.099656)\nY below threshold: 4 (fraction 1.6e-05)\n"
REST_500 = "Memory per array: 0.000938788 GB\n" + REST


class NColonTest(Case):
    """F1: 'n = 1000: <words or a shape>': n is the value after 'n =', the shape the row."""
    RIGHT = [line + "\n" + TOTALS + MEMORY + REST + COUNTS for line in (
        "n = 1000: allocating two arrays of 1002x1002",
        "n = 1000: grid 1002 x 1002",
        "N=1000: arrays of 1002 x 1002 floats",
        "n: 1000: allocating 2 arrays of 1002x1002")] + [
        line + "\n" + MEMORY + REST + COUNTS for line in (
            "n = 1000: allocating 2 arrays of 1002x1002 (1004004 elements, inner 1000000)",
            "2026-11-30 08:25:02,538 [INFO] stencil: n = 1000: allocating 2 arrays of 1002x1002 (1004004 elements, "
            "inner 1000000)")]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("1002x1002", "1003x1003", "row inner"), ("1002 x 1002", "1004 x 1004", "row inner"),
                                          ("(1004004 elements", "(1004040 elements", "total"),
                                          ("inner 1000000)", "inner 1000400)", "total_inner"),
                                          ("Y below threshold: 12", "Y below threshold: 21", "below_y"),
                                          ("X below threshold: 100024", "X below threshold: 100042", "below_x")])

    def test_graded_whole_file(self):
        """The command's grade: n = 1000, not 1002; a wrong n fails."""
        text = "n = 1000: allocating two arrays of 1002x1002\ncount(x < t) = 100024  frac = 0.100024\n" \
               "count(y < t) = 12  frac = 1.20e-05\n" + TOTALS + MEMORY + REST
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace("y < t) = 12", "y < t) = 21"))[0], "fail")
        self.assertEqual(graded(text.replace("1002x1002", "1001x1001"))[0], "fail")

    def test_n_500(self):
        text = "n = 500: grid 502 x 502\nTotal elements: 252004\nInner elements: 250000\n" + REST_500 + COUNTS_500
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace("24914", "24941")), ("fail", {"below_x": "fail"}))

    def test_left_alone(self):
        """a row of a table after 'n = 1000:' and a time keep their colon"""
        from grading.nlead import n_colon_as_comma
        for line in ("n = 1000: 100024 12", "Time for n = 1000: 10.0 ms", "n = 1000:1002", "x: 1000: a"):
            self.assertEqual(n_colon_as_comma(line), line)
        self.assertEqual(n_colon_as_comma("n = 1000: grid 1002 x 1002"), "n = 1000, grid 1002 x 1002")


class SquaredSizesTest(Case):
    """F10: 'side\u00b2 = whole' (or '^2', '**2'): the row (or n) and its total."""
    RIGHT = [line + MEMORY + REST + COUNTS for line in (
        "Grid: 1002\u00b2 = 1004004 points (interior 1000\u00b2 = 1000000)\n",
        "Grid: 1002^2 = 1004004 points (interior 1000^2 = 1000000)\n",
        "Grid: 1002\u00b2 = 1004004 points\nInterior: 1000\u00b2 = 1000000\n",
        "n = 1000\nelements: 1002**2 = 1004004 (with ghosts), inner: 1000**2 = 1000000\n",
        "Array: 1002 ^ 2 = 1004004 cells\nInner: 1000 ^ 2 = 1000000 cells\n")]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("= 1004004", "= 1004040", "total"), ("= 1000000", "= 1000400", "total_inner"),
                                          ("1002\u00b2", "1003\u00b2", "row inner"), ("1002^2", "1003^2", "row inner"),
                                          ("Y below threshold: 12", "Y below threshold: 21", "below_y")])

    def test_graded_whole_file(self):
        """c43's layout alone (no n line): graded, not UNGRADED"""
        text = "Grid: 1002\u00b2 = 1004004 points (interior 1000\u00b2 = 1000000)\n" + MEMORY + \
            "#{x < t} = 100024 \u2192 0.100024\n#{y < t} = 12 \u2192 1.2e-05\n"
        self.assertEqual(graded(text)[0], "fail")  # (threshold and constants not printed: MISSING)
        self.assertNotIn("total", graded(text)[1])
        self.assertEqual(graded(text + REST), _PASS)
        self.assertEqual(graded(text.replace("1004004", "1004005") + REST), ("fail", {"total": "fail"}))

    def test_n_64(self):
        text = "Grid: 66\u00b2 = 4356 points (interior 64\u00b2 = 4096)\nMemory per array: 1.62274e-05 GB\n" + REST + \
            "X below threshold: 409 (fraction 0.0998535)\nY below threshold: 0 (fraction 0)\n"
        verdict, bad = graded(text)
        self.assertNotIn("total", bad)
        self.assertNotIn("total_inner", bad)
        self.assertNotIn("row", bad)

    def test_left_alone(self):
        from grading.squares import squares_as_products
        for text in ("speed-up 1.2 x 10\u00b2 = 120", "error ~ h\u00b2", "1000^2 elements", "x^2 = 4", "1.5^2 = 2.25"):
            self.assertEqual(squares_as_products(text), text)

    def test_cost(self):
        from grading.squares import squares_as_products
        text = "1" * 20_000_000 + "^" + " " * 4000
        began = time.monotonic()
        squares_as_products(text)
        self.assertLess(time.monotonic() - began, 10)


HEAD = "config n=1000 N=1002\n"


class AllocationLineTest(Case):
    """F4: 'alloc 2 x 1004004 floats (inner 1000000), 0.00374021 GB each': total, inner total and memory."""
    RIGHT = [HEAD + line + "\n" + REST + COUNTS for line in (
        "alloc 2 x 1004004 floats (inner 1000000), 0.00374021 GB each",
        "alloc 1004004 floats (inner 1000000), 0.00374021 GB each",
        "allocating 2*1004004 doubles (interior: 1000000); 0.00374021 GB per array",
        "[2026-11-28T14:02:11Z] alloc 2 x 1004004 floats (inner 1000000), 0.00374021 GB each",
        "malloc two x 1004004 elements (1000000 inner), 3.74021e-03 GB each")]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("1004004 ", "1004040 ", "total"), ("1000000", "1000400", "total_inner"),
                                          ("0.00374021", "0.00748042", "memory"), ("3.74021e-03", "7.48042e-03", "memory"),
                                          ("Y below threshold: 12", "Y below threshold: 21", "below_y")])

    def test_both_arrays_memory_not_read_as_one(self):
        """a memory of both arrays ('... total') is no array's: not read, so not failed either"""
        verdict, bad = not_passing(HEAD + "alloc 2 x 1004004 floats (inner 1000000), 0.00748042 GB total\n" +
                                   REST + COUNTS)
        self.assertNotIn("total", bad)
        self.assertNotIn("total_inner", bad)
        self.assertNotEqual(bad.get("memory", ("",))[0], "fail")

    def test_n_500(self):
        text = "config n=500 N=502\nalloc 2 x 252004 floats (inner 250000), 0.000938788 GB each\n" + REST + COUNTS_500
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace("252004", "252040"))[0], "fail")


class SlashKeyTest(Case):
    """F6: a key=value line with 'GB/array=' (a unit then '/name'): its other pairs read."""
    RIGHT = [line + "\n" + REST + COUNTS for line in (
        "n=1000 padded=1002 elements=1004004 inner=1000000 GB/array=0.00374021",
        "n=1000 N=1002 total=1004004 inner_total=1000000 GB/array=3.74021e-03",
        "n=1000 padded=1002 elements=1004004 inner=1000000 GiB/array=0.00374021 MiB/array=3.83")]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("padded=1002", "padded=1004", "row inner"), ("N=1002", "N=1020", "row inner"),
                                          ("elements=1004004", "elements=1004040", "total"),
                                          ("total=1004004", "total=1004040", "total"),
                                          ("inner=1000000", "inner=1000400", "total_inner"),
                                          ("GB/array=0.00374021", "GB/array=0.00748042", "memory"),
                                          ("GB/array=3.74021e-03", "GB/array=7.48042e-03", "memory"),
                                          ("MiB/array=3.83", "MiB/array=7.66", "memory"),
                                          ("Y below threshold: 12", "Y below threshold: 21", "below_y")])

    def test_short(self):
        """F/f6e_slash.txt: the row and the memory read"""
        verdict, bad = not_passing("n=1000 padded=1002 GB/array=0.00374021\n" + TOTALS + REST + COUNTS)
        self.assertEqual((verdict, bad), _PASS)

    def test_rate_unit_kept(self):
        """'12 GB/s' is still a rate's unit: no key 'GB/s'"""
        from grading.pairs import pairs_apart
        line = "copy=12 GB/s time=3 ms"
        self.assertEqual(pairs_apart(line), pairs_apart(line))  # (no error)
        from grading.pairs import _SLASH_KEY
        self.assertIsNone(_SLASH_KEY.match("/s time=3", 0))


if __name__ == "__main__":
    unittest.main()
