"""The nineteenth passes' (h19, h19b) right outputs with a field MISSING (helper n21): five line shapes.

What was wrong (each right at n = 1000; before: the grade at b4b189e):
- 1 (h19's A2, F/A2_nb9_length.txt): 'Array length: 1002' over 'Inner length: 1000': row MISSING; likewise
  'Padded length', 'arrayLength', 'padded_len'. 'length' named no size unless a row's.
- 2 (h19's F43): 'n = 1000, n+2 = 1002, (n+2)^2 = 1004004, n^2 = 1000000, 0.00374021 GB per array': memory
  MISSING. The clauses kept '1000000, 0.00374021' together as a list of numbers.
- 3 (c07's record a few keys a line): '"a": 0.05, "b": 0.1, "c": 0.4' (or 'a' quoted, '=>'): constants MISSING.
- 4: the heading 'Fraction below threshold' over '  x  0.100024' / '  y  1.2e-05': both fractions MISSING. The
  heading, its fraction's word beside 'below', was taken for a table's header 'array below fraction'.
- 5: '..., which gives arrays of 1002 x 1002 elements.' (the shape after its noun): row MISSING.
Now: an array's 'length' is its size where the label's other words are an array's, the ghost layer's or filler
(scripts/grading/lengths.py); a whole number then a number with a memory's unit after a comma are two clauses
(clauses._two_clauses); a line of quoted keys' pairs is read a pair a statement, the constants together
(quotedkeys.py); a heading whose fraction word comes first, 'below' then the threshold's word, is one field's
heading (headings._fraction_below); a square shape after 'arrays of', 'grids of', 'matrix has' is read as
grid_in_prose reads 'a 1002 x 1002 grid' (arraysof.py). Each right case has a wrong twin that fails its field.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass21_n21
"""
import time
import unittest

from tests.grader.a_support import COUNTS_1000, SIZES_1000, RightAndWrong as Case, graded, not_passing

_PASS = ("pass", {})
_AFTER_ROWS = SIZES_1000.split("\n", 2)[2] + COUNTS_1000  # (the tutorial's summary from its total's line on)
_REST = "Threshold :: 0.10\nSmoothing constants (a, b, c) :: 0.05 0.10 0.40\n" + COUNTS_1000
_BASE = SIZES_1000 + COUNTS_1000


class LengthTest(Case):
    """1: an array's length is its size."""
    RIGHT = ["Array length: 1002\nInner length: 1000\n" + _AFTER_ROWS,
             "Padded length: 1002\nLength: 1000\n" + _AFTER_ROWS,
             "arrayLength = 1002\ninnerLength = 1000\n" + _AFTER_ROWS,
             "padded_len = 1002\ninner_len = 1000\n" + _AFTER_ROWS,
             "Length with ghosts: 1002\nInner length: 1000\n" + _AFTER_ROWS]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("length: 1002", "length: 1004", "row"), ("Length = 1002", "Length = 1004", "row"),
                                          ("len = 1002", "len = 1001", "row"), ("ghosts: 1002", "ghosts: 1004", "row"),
                                          ("Inner length: 1000", "Inner length: 1001", "inner total_inner")])
        # ('Inner length: 1001' as 'Inner size: 1001': a size its value places, so the inner total's, failing)

    def test_n_500(self):
        text = "Array length: 502\nInner length: 500\n" + "Total number of elements :: 252004\n" \
               "Total number of inner elements :: 250000\nMemory (GB) used per array :: 0.000938788\n" + _REST \
            .replace("100024", "24914").replace("1.00024E-01", "9.96560E-02").replace(":: 12", ":: 4") \
            .replace("1.20000E-05", "1.60000E-05")
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace("length: 502", "length: 504")), ("fail", {"row": "fail"}))

    def test_other_lengths_no_size(self):
        from grading.words import classify
        for label in ("Vector length", "Segment length", "Name length", "Row length"):
            self.assertNotIn(classify(label), ("ghosted size", "size", "total"), label)  # ('Row length': the row's)


class MemoryAfterSizesTest(Case):
    """2: a size then the memory after a comma are two statements."""
    _COUNTS = "Threshold :: 0.10\nSmoothing constants (a, b, c) :: 0.05 0.10 0.40\n" + COUNTS_1000
    RIGHT = ["n = 1000, n+2 = 1002, (n+2)^2 = 1004004, n^2 = 1000000, 0.00374021 GB per array\n" + _COUNTS,
             "n=1000, n+2=1002, (n+2)^2=1004004, n^2=1000000, 0.00374021 GB per array\n" + _COUNTS,
             "n: 1000, n+2: 1002, (n+2)^2: 1004004, n^2: 1000000, 3.83 MiB per array\n" + _COUNTS,
             "n = 1000, rows = 1002, total = 1004004, inner = 1000000, 0.00374021 GB per array\n" + _COUNTS]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("0.00374021 GB", "0.00374102 GB", "memory"), ("3.83 MiB", "3.93 MiB", "memory"),
                                          ("n^2 = 1000000", "n^2 = 1000042", "total_inner")])

    def test_list_of_numbers_kept(self):
        from grading.statements import prepare, split
        line = "constants: 0.05, 0.1, 0.4"
        self.assertEqual(split(line, prepare(line)[1]), (line,))


class QuotedKeysTest(Case):
    """3: a record's quoted keys, a few a line."""
    _RECORD = ('{\n  "n_plus_2": 1002, "n": 1000,\n  "total_elements": 1004004, "inner_elements": 1000000,\n'
               '  "memory_gb_per_array": 0.0037402063608169556, "threshold": 0.1,\n  "a": 0.05, "b": 0.1, "c": 0.4,\n'
               '  "x_below": 100024, "x_fraction": 0.100024,\n  "y_below": 12, "y_fraction": 1.2e-05\n}\n')
    RIGHT = [_BASE.replace(SIZES_1000.splitlines()[6], '"a": 0.05, "b": 0.1, "c": 0.4'),
             _BASE.replace(SIZES_1000.splitlines()[6], "'a': 0.05, 'b': 0.1, 'c': 0.4"),
             _BASE.replace(SIZES_1000.splitlines()[6], '  "a":0.05,"b":0.1,"c":0.4,'),
             _BASE.replace(SIZES_1000.splitlines()[6], '"a" => 0.05, "b" => 0.1, "c" => 0.4'),
             _RECORD]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [('"c": 0.4', '"c": 0.5', "constants"), ("'b': 0.1", "'b': 0.2", "constants"),
                                          ('"c":0.4', '"c":0.5', "constants"), ('"a" => 0.05', '"a" => 0.06', "constants"),
                                          ('"y_below": 12', '"y_below": 21', "below_y"),
                                          ('"x_fraction": 0.100024', '"x_fraction": 0.100042', "fraction_x")])

    def test_not_pairs(self):
        from grading.quotedkeys import quoted_pairs
        for line in ('"a": 0.05', 'name: "x", below: 100024', '"a": 0.05, and more', '{"a": 0.05, "b": 0.1}'):
            self.assertIsNone(quoted_pairs(line), line)


class FractionHeadingTest(Case):
    """4: 'Fraction below threshold' over an array's lines is one field's heading."""
    _COUNTS = ("Number of elements below threshold (X)   :: 100024\n"
               "Number of elements below threshold (Y)   :: 12\n")
    RIGHT = [SIZES_1000 + _COUNTS + "Fraction below threshold\n  x  0.100024\n  y  1.2e-05\n",
             SIZES_1000 + "Elements below threshold\n  x  100024\n  y  12\nFraction below threshold\n  x  0.100024\n"
                          "  y  1.2e-05\n",
             SIZES_1000 + _COUNTS + "Fraction of elements below threshold\nX 0.100024\nY 0.000012\n",
             SIZES_1000 + _COUNTS + "Fractions below t\n\tx\t0.100024\n\ty\t1.2e-05\n",
             SIZES_1000 + _COUNTS + "Ratio below the threshold\n  x  0.100024\n  y  1.2e-05\n"]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("x  0.100024", "x  0.100042", "fraction_x"), ("y  1.2e-05", "y  2.1e-05", "fraction_y"),
                                          ("Y 0.000012", "Y 0.000021", "fraction_y"), ("x  100024", "x  100042", "below_x"),
                                          ("y  12\n", "y  21\n", "below_y"), ("\t0.100024", "\t0.100042", "fraction_x")])

    def test_header_still_a_header(self):
        from grading.headings import _columns
        self.assertTrue(_columns("array below fraction", False))
        self.assertTrue(_columns("count below threshold (fraction)", False))
        self.assertFalse(_columns("Fraction below threshold", False))


class ArraysOfTest(Case):
    """5: a shape after its noun in a sentence."""
    _SIZES = SIZES_1000.split("\n", 1)[1]  # (no row's line)
    RIGHT = [_SIZES + "The interior is 1000 x 1000, which gives arrays of 1002 x 1002 elements.\n" + COUNTS_1000,
             _SIZES + "Each array has a ghost layer, which gives arrays of 1002 x 1002 elements.\n" + COUNTS_1000,
             _SIZES + "With the ghost cells this gives arrays of 1002 x 1002 elements.\n" + COUNTS_1000,
             _SIZES + "Each matrix has 1002 by 1002 entries including the halo.\n" + COUNTS_1000]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("of 1002 x 1002", "of 1004 x 1004", "row"),
                                          ("1002 by 1002", "1004 by 1004", "row")])

    def test_n_500(self):
        text = ("Number of inner elements in a row/column :: 500\nTotal number of elements :: 252004\n"
                "Total number of inner elements :: 250000\nMemory (GB) used per array :: 0.000938788\n"
                "With the ghost cells this gives arrays of 502 x 502 elements.\n" + _REST) \
            .replace("100024", "24914").replace("1.00024E-01", "9.96560E-02").replace(":: 12", ":: 4") \
            .replace("1.20000E-05", "1.60000E-05")
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace("of 502 x 502", "of 504 x 504")), ("fail", {"row": "fail"}))

    def test_not_a_shape(self):
        from grading.arraysof import arrays_of
        for line in ("Launching grids of 256 x 4 threads", "allocating arrays of 1002 x 1002 floats",
                     "Elements below 0.1 in arrays of 1002 x 1002: 12"):
            self.assertIsNone(arrays_of(line), line)


class CostTest(unittest.TestCase):
    def test_blanks_and_long_lines(self):
        from grading.arraysof import arrays_of
        from grading.lengths import lengths_as_sizes
        from grading.quotedkeys import quoted_pairs
        lines = ["arrays of 1002 x" + " " * 4000 + "1002", "arrays of" + " " * 4000 + "1002 x 1002",
                 '"a": 0.05,' + " " * 4000 + '"b"', '"a": 0.05, ' * 2000, "Array length" + " " * 4000 + "x",
                 "arrays of 1002 x 1002 " * 100000]
        start = time.process_time()
        for line in lines:
            arrays_of(line), quoted_pairs(line), lengths_as_sizes(line)
        self.assertLess(time.process_time() - start, 1.0)
        start = time.process_time()
        not_passing(_BASE + ("n^2 = 1000000, " + " " * 4000 + "0.00374021 GB\n") + '"a": 0.05, ' * 3000 + "\n")
        self.assertLess(time.process_time() - start, 10.0)


if __name__ == "__main__":
    unittest.main()
