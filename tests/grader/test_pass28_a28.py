"""The thirtieth pass's leftovers that fixer a28 took (right outputs, n = 1000, every value right, that lost points).

What was wrong (before: the grade at 83c77d6):
- M: numpy's 'shape: (1002, 1002) size: 1004004' then 'inner: (1000, 1000) 1000000' as an output's only size lines
  (a Python program printing x.shape and x.size): the shape ran into the size after it, so the row length and inner
  size were MISSING; with both on one line no n was found (UNGRADED). Now shapesizes.py ends such a shape with a
  comma (before a label, before its bare product as 'size: ').

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass28_a28
"""
import unittest

from tests.grader.a_support import RightAndWrong, graded

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


if __name__ == "__main__":
    unittest.main()
