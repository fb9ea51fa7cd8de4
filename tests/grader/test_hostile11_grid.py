"""test_hostile11_grid.py - the eleventh round's grid sizes: a total labelled as the inner elements and
the ghost layer together ('(inner + ghost)', '(interior and halo)', '(not excluding the halo)'), and a
grid's square shape qualified as inner or with its ghost cells, on one line or two, in prose.
Run: python3 -m unittest tests.grader.test_hostile11_grid (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import COUNTS_1000, RIGHT_1000, grading, not_passing, replaced  # noqa: E402
from a_support import TOTAL  # noqa: E402

ROW = "Number of elements in a row/column       :: 1002\n"
INNER = "Number of inner elements in a row/column :: 1000\n"
REST = ("Total number of inner elements :: 1000000\nMemory (GB) used per array :: 0.00374021\n"
        "Threshold :: 0.10\nSmoothing constants (a, b, c) :: 0.05 0.10 0.40\n")


class TotalWithTheGhostLayer(unittest.TestCase):
    LABELS = ("Total number of elements (inner + ghost)", "Total elements (interior + ghost)",
              "Total elements (inner and ghost)", "Total elements (inner + boundary)",
              "Total elements (interior and halo)", "Total elements (with halo, not just interior)",
              "Total elements (not excluding the halo)", "Total elements (not just the interior)",
              "Number of inner and ghost elements", "Elements (ghost + inner cells)")

    def test_the_total_with_the_ghost_layer(self):
        for label in self.LABELS:
            with self.subTest(label=label):
                self.assertEqual(not_passing(replaced(TOTAL, f"{label} :: 1004004")), ("pass", {}))

    def test_a_wrong_total_still_fails(self):
        for label in self.LABELS:
            with self.subTest(label=label):
                got = not_passing(replaced(TOTAL, f"{label} :: 1000000"))
                self.assertEqual((got[0], got[1].get("total", ("?",))[0]), ("fail", "fail"))

    def test_the_inner_total_still_inner(self):
        for label in ("Total inner elements (no halo)", "Total elements (interior only, halo excluded)",
                      "Total elements (inner, no ghost)", "Total elements not counting the halo",
                      "Total elements (interior + boundary excluded)", "Total elements (inner and no halo)"):
            with self.subTest(label=label):
                got = not_passing(RIGHT_1000 + f"{label} :: 1004004\n")
                self.assertEqual(got[1]["total_inner"][0], "fail")


TAIL = ("Memory per array (GB) = 0.00374021\nThreshold = 0.1\na = 0.05, b = 0.1, c = 0.4\n" + COUNTS_1000)
TOTALS = "Total elements (with ghost) = 1004004\nTotal inner elements = 1000000\n"


class GridShapesQualified(unittest.TestCase):
    RIGHT = {  # the sizes' lines, each a right n = 1000 output with TAIL
        "two lines": "Grid: 1000 x 1000 (inner)\nGrid: 1002 x 1002 (with ghost cells)\n" + TOTALS,
        "one line": "Grid: 1000 x 1000 inner, 1002 x 1002 with ghost cells\n" + TOTALS,
        "one line, brackets": "Grid: 1000 x 1000 (interior), 1002 x 1002 (with halo)\n" + TOTALS,
        "by, padded": "Grid: 1000 by 1000 inner; 1002 by 1002 padded\n" + TOTALS,
        "times sign, and": "Grid: 1000\u00d71000 (without ghost cells) and 1002\u00d71002 (with ghost cells)\n" + TOTALS,
        "glued, halo": "Mesh: 1000x1000 (no halo)\nMesh: 1002x1002 (incl. halo)\n" + TOTALS,
        "n, arrays in brackets": "n = 1000 (arrays are 1002 x 1002)\n" + TOTALS,
        "n tag, product": "n = 1000: 1002 x 1002 = 1004004 elements, 1000000 inner\n",
        "product, inner total": "n = 1000\nGrid: 1002 x 1002 = 1004004 elements, 1000000 inner\n",
        "prose": "For n = 1000 the arrays are 1002 x 1002, so there are 1004004 elements in total and 1000000 "
                 "inner elements.\n",
        "prose, inner grid": "The grid is 1000 x 1000 inner elements.\nThe arrays are 1002 x 1002.\n" + TOTALS,
        "array x": "n = 1000\nx: 1002 x 1002\n" + TOTALS,
        "ghost first": "Grid (with ghost cells): 1002 x 1002\nGrid: 1000 x 1000 (interior only)\n" + TOTALS,
        "grid size, brackets": "Grid size: 1000 x 1000 (interior), 1002 x 1002 (with ghost)\n" + TOTALS,
        "aside": "Domain: 1000 x 1000 cells (1002 x 1002 with ghost cells)\n" + TOTALS,
        "allocated as": "Problem size: 1000 x 1000 (inner), arrays allocated as 1002 x 1002\n" + TOTALS,
        "n, comma, arrays": "n = 1000, arrays are 1002 x 1002\n" + TOTALS,
        "dimensions with boundary": "n = 1000\nMatrix dimensions: 1002 by 1002 (with boundary)\n" + TOTALS,
        "products, qualified": "Interior 1000 x 1000 = 1000000, with halo 1002 x 1002 = 1004004\n",
        "floats": "n = 1000\nEach array is 1002 x 1002 floats\n" + TOTALS,
    }

    def test_right_shapes_pass(self):
        for name, sizes in self.RIGHT.items():
            with self.subTest(name=name):
                self.assertEqual(not_passing(sizes + TAIL), ("pass", {}))

    def test_wrong_shapes_fail(self):
        wrong = {  # (sizes, the field that must fail)
            "ghost side 1001": ("Grid: 1000 x 1000 (inner)\nGrid: 1001 x 1001 (with ghost cells)\n" + TOTALS, "row"),
            "ghost side 1001, one line": ("Grid: 1000 x 1000 inner, 1001 x 1001 with ghost cells\n" + TOTALS, "row"),
            "inner side 1002": ("n = 1000\nGrid: 1002 x 1002 (inner)\nGrid: 1004 x 1004 (with ghost cells)\n"
                                + TOTALS, "inner"),
            "arrays 1001": ("n = 1000 (arrays are 1001 x 1001)\n" + TOTALS, "inner"),
            "arrays 1001, n+2 given": ("n = 1000 (arrays are 1001 x 1001)\nn+2 = 1002\n" + TOTALS, "inner"),
            "prose arrays 1001": ("For n = 1000 the arrays are 1001 x 1001, so there are 1004004 elements in total "
                                  "and 1000000 inner elements.\n", "row"),
            "n tag, product 1001": ("n = 1000: 1001 x 1001 = 1002001 elements, 1000000 inner\n", "total"),
            "not square": ("Grid: 1000 x 1000 (inner)\nGrid: 1002 x 1000 (with ghost cells)\n" + TOTALS, "row"),
            "aside 1001": ("Domain: 1000 x 1000 cells (1001 x 1001 with ghost cells)\n" + TOTALS, "row"),
            "n, comma, arrays 1001": ("n = 1000, arrays are 1001 x 1001\nn+2 = 1002\n" + TOTALS, "inner"),
            "products, halo 1001": ("Interior 1000 x 1000 = 1000000, with halo 1001 x 1001 = 1002001\n", "row"),
            "n = 1002 for the inner size": ("n = 1002 (arrays are 1004 x 1004)\n" + TOTALS, "total"),
        }
        for name, (sizes, field) in wrong.items():
            with self.subTest(name=name):
                verdict, fields = not_passing(sizes + TAIL)
                self.assertEqual(verdict, "fail")
                self.assertIn(fields.get(field, ("pass",))[0], ("fail", "missing"))

    def test_n_never_from_the_ghost_side(self):
        for sizes in ("Grid: 1002 x 1002 (with ghost cells)\n", "Grid: 1000 x 1000 inner, 1002 x 1002 with ghosts\n",
                      "Grid: 1002 x 1002 (with ghost cells)\nGrid: 1000 x 1000 (inner)\n"):
            with self.subTest(sizes=sizes):
                reading = grading.read_output(sizes + TOTALS + TAIL)
                self.assertEqual(grading.size_of(reading)[0], 1000)

    def test_launch_grids_stay_no_size(self):
        for line in ("Launch grid: 63 x 63 blocks", "Grid: 63 x 63 (blocks)", "Grid: 63 x 63 = 3969",
                     "Grid: 63 x 63 (blocks), 16 x 16 (threads per block)", "Block size: 32 x 32 (threads)"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(line + "\n" + RIGHT_1000), ("pass", {}))
