"""test_pass19_cost.py - the nineteenth round's cost (issue 66 item 2): a line's patterns with two runs of
blanks side by side, or around an optional bracket, were quadratic (one cubic) in the line's blanks, and each
distinct line paid again:
- statements._names_tuple's pattern ('(x, y) = (1, 2)'): a line of 4,000 blanks then '...:' (an IPython
  transcript's continuation line) cost 0.13 s, so 16 MB of `In [5]: a` lines each over one took over 60 s;
  'a, b = 1, 2' + 4,000 blanks + 'z' took 415 s (three runs at the line's end). Now a bracket's blanks only
  where there is a bracket: ~0.001 s.
- grids._SQUARE ('Smoothing a 1000 x 1000 grid'): 'Size of x: 1002 x 1001' + 4,000 blanks + 'z' cost 1.0 s a
  line (a 100 KB file of 24 such lines 30 s, 16 MB 100 s); statements._TWO_AFTER ('Below (X, Y): 100024 12'),
  tried at each blank, 0.08 s. Now the hyphen's blanks one run, and _TWO_AFTER matched from its sign: the
  16 MB file grades in ~2.3 s.
The readings are the same (a right output of each shape passes, its one-value twin fails).

    PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass19_cost
"""
import re
import time
import unittest

from grading import grids, statements
from tests.grader.a_support import PASS_B_SIZES, RIGHT_1000, not_passing

SIZES = PASS_B_SIZES + "a = 0.05, b = 0.1, c = 0.4\n"
COUNTS = "x below threshold: 100024 (fraction 0.100024)\ny below threshold: 12 (fraction 1.2e-05)\n"


def _cost(call, *args):
    start = time.process_time()
    call(*args)
    return time.process_time() - start


class LineCost(unittest.TestCase):
    """One line of a hostile shape: each call in bounded time (the old code's far past the bound)."""

    def test_names_tuple_blanks(self):
        for line in (" " * 8000 + "...:", "a, b" + " " * 8000 + "...:", "(x, y)" + " " * 8000 + "= z",
                     "x, y = (" + " " * 8000 + "1, 2 z"):
            with self.subTest(line=line[:12]):
                self.assertLess(_cost(statements._names_tuple, line), 0.05)  # (was 0.5 s)
                self.assertIsNone(statements._names_tuple(line))

    def test_names_tuple_blanks_at_its_end(self):
        line = "a, b = 1, 2" + " " * 1000 + "z"
        self.assertLess(_cost(statements._names_tuple, line), 0.05)  # (was 6.5 s; 4,000 blanks: 415 s)

    def test_grid_in_prose_blanks(self):
        for line in ("Size of x: 1002 x 1001" + " " * 4000 + "z", "A 1000 x 1000" + " " * 4000 + "- z",
                     "Smoothing a 1000 by 1000" + " " * 4000 + "mesh z" + " " * 4000 + "1"):
            with self.subTest(line=line[:20]):
                self.assertLess(_cost(grids.grid_in_prose, line), 0.05)  # (was 1.0 s)

    def test_both_arrays_blanks(self):
        line = "Size of x: 1002 x 1001" + " " * 8000 + "z"
        self.assertLess(_cost(statements._both_arrays, line), 0.03)  # (was 0.31 s)
        self.assertIsNone(statements._both_arrays(line))


class FileCost(unittest.TestCase):
    """A right output followed by distinct lines of a hostile shape still passes, in bounded CPU time."""

    def _check(self, lines, bound):
        text = RIGHT_1000 + "".join(lines)
        start = time.process_time()
        self.assertEqual(not_passing(text), ("pass", {}))
        self.assertLess(time.process_time() - start, bound)

    def test_ipython_continuations(self):
        self._check([f"In [5]: a\n{' ' * (4000 + k)}...:\n" for k in range(40)], 2.0)  # (was 11 s; a line is read to
        # its first 4,096 characters: this shape's longest)

    def test_a_shape_then_blanks(self):
        self._check([f"Size of x: 1002 x 1001{' ' * (4000 + k)}z\n" for k in range(12)], 3.0)  # (was 16 s)


class SameReadings(unittest.TestCase):
    """The shapes the changed patterns read: right passes, one value changed fails that field."""
    RIGHT = [SIZES + "Below threshold (X, Y): 100024 12\nFraction below (X, Y): 0.100024 1.2e-05\n",
             SIZES + "below_x, below_y = 100024, 12\nfrac_x, frac_y = 0.100024, 1.2e-05\n",
             SIZES + "( below_x , below_y ) = ( 100024 , 12 ) ,\n(frac_x, frac_y) :: (0.100024, 1.2e-05)\n",
             SIZES + "x, y below 0.1:   100024,   12\nx, y fractions: 0.100024 1.2e-05  \n",
             "Smoothing a 1000 x 1000 grid\n" + SIZES.split("\n", 1)[1] + COUNTS,
             "Solving a 1000-by-1000 problem\n" + SIZES.split("\n", 1)[1] + COUNTS,
             "Smoothing a 1000 x 1000 - grid\n" + SIZES.split("\n", 1)[1] + COUNTS]

    def test_right_pass(self):
        for text in self.RIGHT:
            with self.subTest(text=text[-60:]):
                self.assertEqual(not_passing(text), ("pass", {}))

    def test_wrong_fail(self):
        for text in self.RIGHT:
            head, tail = text.rsplit("c = 0.4\n", 1)
            for old, new, field in ((r"(?<![\d.])100024(?!\d)", "100042", "below_x"), (r"(?<![\d.])12(?![\d.])", "21", "below_y"),
                                    (r"1\.2e-05", "2.1e-05", "fraction_y")):
                wrong = head + "c = 0.4\n" + re.sub(old, new, tail, count=1)
                with self.subTest(text=text[-60:], new=new):
                    verdict, bad = not_passing(wrong)
                    self.assertEqual((verdict, bad.get(field, ("?",))[0]), ("fail", "fail"))

if __name__ == "__main__":
    unittest.main()
