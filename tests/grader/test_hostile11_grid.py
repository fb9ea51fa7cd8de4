"""test_hostile11_grid.py - the eleventh round's grid sizes: a total labelled as the inner elements and
the ghost layer together ('(inner + ghost)', '(interior and halo)', '(not excluding the halo)'), and a
grid's square shape qualified as inner or with its ghost cells, on one line or two, in prose.
Run: python3 -m unittest tests.grader.test_hostile11_grid (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import COUNTS_1000, RIGHT_1000, not_passing, replaced  # noqa: E402

TOTAL = "Total number of elements                 :: 1004004"
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
                      "Total elements (inner, no ghost)", "Total elements not counting the halo"):
            with self.subTest(label=label):
                got = not_passing(RIGHT_1000 + f"{label} :: 1004004\n")
                self.assertEqual(got[1]["total_inner"][0], "fail")
