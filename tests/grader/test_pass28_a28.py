"""The thirtieth pass's leftovers that fixer a28 took (right outputs, n = 1000, every value right, that lost points).

What was wrong (before: the grade at 83c77d6):
- M: numpy's 'shape: (1002, 1002) size: 1004004' then 'inner: (1000, 1000) 1000000' as an output's only size lines
  (a Python program printing x.shape and x.size): the shape ran into the size after it, so the row length and inner
  size were MISSING; with both on one line no n was found (UNGRADED). Now shapesizes.py ends such a shape with a
  comma (before a label, before its bare product as 'size: ').
- The last round's end: 'WARNING: 3 elements of y are exactly 0.1' (or 'note: 5 values equal t') after a right
  output: the tie's count was read as the total's (or Y's) second printing, so the total FAILed. Now ties.py makes
  a line counting the elements equal to the threshold no field's; one that counts below ('13 elements of y are
  below or equal to t') is read as before.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass28_a28
"""
import unittest

from tests.grader.a_support import C01_1000, RightAndWrong, graded, not_passing

# the rest of a right n = 1000 output after its size lines
REST_1000 = """memory per array: 0.00374021 GB
threshold: 0.1
a = 0.05, b = 0.1, c = 0.4
x below threshold: 100024 (fraction 0.100024)
y below threshold: 12 (fraction 1.2e-05)
"""


class NumpyShapeThenSize(RightAndWrong):  # M
    def test_right_pass_wrong_fail(self):
        heads = ["shape: (1002, 1002) size: 1004004\ninner: (1000, 1000) 1000000",
                 "shape: (1002, 1002) size: 1004004 inner: (1000, 1000) 1000000",
                 "x.shape = (1002, 1002) x.size = 1004004\ninner: (1000, 1000)  1000000",
                 "grid: (1002, 1002) 1004004\ninterior: (1000, 1000) 1000000",
                 "Shape: (1002, 1002) Size: 1004004\nInner: (1000, 1000) 1000000"]
        texts = [head + "\n" + REST_1000 for head in heads]
        self.right_and_wrong(texts, [("(1002, 1002)", "(1001, 1001)", "row"), ("1004004", "1004000", "total row"),
                                     ("1000000", "1000400", "total_inner"), ("(1000, 1000)", "(999, 999)", "inner total_inner")])

    def test_another_n(self):
        # n = 100: './smooth -n 100 -kernel cpu' (x 1004, y 0)
        text = ("shape: (102, 102) size: 10404 inner: (100, 100) 10000\nmemory per array: 3.87579e-05 GB\n"
                "threshold: 0.1\na = 0.05, b = 0.1, c = 0.4\nx below threshold: 1004 (fraction 0.1004)\n"
                "y below threshold: 0 (fraction 0)\n")
        self.assertEqual(graded(text), ("pass", {}))

    def test_other_scale_left(self):
        from grading.shapesizes import shape_sizes_apart
        self.assertEqual(shape_sizes_apart("block (16, 16) 4 warps\n"), "block (16, 16) 4 warps\n")
        self.assertEqual(shape_sizes_apart("shape (1002, 1002) size 1004004\n"), "shape (1002, 1002), size 1004004\n")



class TiesCounted(unittest.TestCase):  # the round's end: a count of elements equal to t
    def test_right_pass(self):
        tails = ["WARNING: 3 elements of y are exactly 0.1", "note: 5 values equal t",
                 "WARNING: 3 elements of y equal the threshold", "Note: 3 elements equal to t (not counted)",
                 "warning: 7 values of x are exactly 0.1 (counted as not below)", "note: 2 ties at t",
                 "[warn] 4 entries == 0.1", "y: 3 values are exactly equal to the threshold",
                 "NOTE: 0 values equal t"]
        for tail in tails:
            with self.subTest(tail=tail):
                self.assertEqual(not_passing(C01_1000 + tail + "\n"), ("pass", {}))

    def test_counts_below_still_read(self):
        for tail in ["WARNING: 13 elements of y are below or equal to t", "WARN: y below t: 13",
                     "note: 13 elements of y are <= 0.1"]:
            with self.subTest(tail=tail):
                verdict, bad = not_passing(C01_1000 + tail + "\n")
                self.assertEqual((verdict, bad.get("below_y", ("",))[0]), ("fail", "fail"))


if __name__ == "__main__":
    unittest.main()
