"""test_pass32_d32.py - d32's fixes (issue 66, grading, round 3, item 1): the thirty-second pass's H4, a grid line and
a versions table, each after a right n = 1000 output, after the C printf output and as the only count lines unless said.

- H4 tables: the counts by version in a table whose rows are the arrays and whose columns the versions (`array  cpu
  gpu  match` over `x  100024  100024  yes` / `y  12  13  NO`; `v1  v2`; a header over two lines, `count  count` over
  `(cpu)  (gpu)`; `count (cpu)  count (gpu)`; cells one blank apart, a value wider than its name; a Markdown table;
  a `diff` column). Before: after a right output PASS with the wrong gpu 13 (the table unread), as the only counts
  UNGRADED; `array  count (cpu)  count (gpu)` read one version only. Now each row is its array's counts, one a
  version (versiontables.versions_across, before namedrows.py): a right table PASSes, a wrong value in any version's
  column FAILs that array's count (Y's second result, whose failure costs Y's points); a statistic's or a time's
  columns (`min  max`, `Timing (ms):` over `cpu  gpu`) stay unread.
- H4 tables: a header of the arrays' names alone, its rows' name cell empty (`     X       Y` or `X Y` over
  `CPU  100024  12` / `GPU  100024  13`). Before: unread (a wrong GPU row passed after a right output; UNGRADED
  alone). Now read as `| run | X | Y |` was (versiontables.tables_named), where the first row's name is a version's
  (`argmax  17  933` stays unread).
- H4 grid lines: a grid's shape with its area and no word of its own beside the inner grid's on one line (`Grid
  1002*1002 = 1004004, inner 1000*1000 = 1000000`, `Grid 1002 x 1002 = 1004004, inner 1000 x 1000 = 1000000`).
  Before: FAIL (1004004 read as n: `inner 1004004`; alone `Grid 1002 x 1002 = 1004004` could be a launch's grid).
  Now, beside an inner shape, it is the grid with its ghost cells (grids.shapes_listed): PASS; a wrong side or area
  FAILs its field; `Grid: 63 x 63 = 3969, block 16 x 16 = 256` stays no size.
- H4 grid lines: the ghost layer added on the way (`Domain: 1000 x 1000 interior + 1 ghost layer -> 1002 x 1002`,
  `grid 1000x1000 plus halo => 1002x1002 = 1004004`). Before: unread (row and inner MISSING; `-> 1003 x 1003`
  after a right output PASSED). Now the layer's words and the arrow are a comma, the shape after them said with its
  ghost cells (sizearrows.py): PASS, a wrong side FAILs the row.
"""
import os
import sys
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

import grading  # noqa: E402
from tests.grader.a_support import (C01_1000, INNER, RIGHT_1000, ROW, SIZES_1000, TOTAL, TOTAL_INNER,  # noqa: E402
                                    RightAndWrong, not_passing)

FRACTIONS = "Fraction x: 0.100024\nFraction y: 1.2e-05\n"


def _placed(table):
    """The table after a right output, after the C printf output, and as the only count lines (fractions after)."""
    return [RIGHT_1000 + table, C01_1000 + table, SIZES_1000 + table + FRACTIONS]


def _failed(text, field):
    """Whether field (or its second result's) FAILs in text."""
    verdict, bad = not_passing(text)
    return verdict == "fail" and "fail" in (bad.get(field, ("",))[0], bad.get(field + "2", ("",))[0])


class ArraysAcrossVersions(RightAndWrong):
    """H4: rows x and y, a column a version."""
    TABLES = (
        ("array  cpu     gpu     match\nx      100024  100024  yes\ny      12      12      yes\n",
         [("y      12      12      yes", "y      12      13      NO", "below_y below_y2"),
          ("x      100024  100024  yes", "x      100024  100025  NO", "below_x below_x2")]),
        ("      v1      v2\nx     100024  100024\ny     12      12\n",
         [("y     12      12", "y     12      13", "below_y below_y2"), ("x     100024  100024", "x     100024  100023", "below_x below_x2")]),
        ("array  count    count\n       (cpu)    (gpu)\nx      100024   100024\ny      12       12\n",
         [("y      12       12", "y      12       14", "below_y below_y2")]),
        ("array  count (cpu)  count (gpu)\nx  100024  100024\ny  12  12\n", [("y  12  12", "y  12  13", "below_y below_y2")]),
        ("arr cpu gpu\nx 100024 100024\ny 12 12\n", [("y 12 12", "y 12 13", "below_y below_y2"), ("x 100024 100024", "x 100024 100025", "below_x below_x2")]),
        ("| array | cpu | gpu | match |\n|-------|-----|-----|-------|\n| x | 100024 | 100024 | yes |\n| y | 12 | 12 | yes |\n",
         [("| y | 12 | 12 | yes |", "| y | 12 | 13 | no |", "below_y below_y2")]),
        ("| Array | serial | openmp | cuda |\n|:--|--:|--:|--:|\n| X | 100024 | 100024 | 100024 |\n| Y | 12 | 12 | 12 |\n",
         [("| Y | 12 | 12 | 12 |", "| Y | 12 | 12 | 13 |", "below_y below_y2"), ("| X | 100024 | 100024 | 100024 |",
                                                                        "| X | 100024 | 100025 | 100024 |", "below_x below_x2")]),
        ("      cpu   gpu   diff\nx  100024  100024  0\ny  12  12  0\n", [("y  12  12  0", "y  12  13  1", "below_y below_y2")]),
        ("array  naive   shared  sh18\nx      100024  100024  100024\ny      12      12      12\n",
         [("y      12      12      12", "y      12      12      13", "below_y below_y2"),
          ("x      100024  100024  100024", "x      100024  100025  100024", "below_x below_x2")]),
        ("below threshold  cpu  gpu\nx  100024  100024\ny  12  12\n", [("y  12  12", "y  12  13", "below_y below_y2")]),
        ("array\tcpu\tgpu\nx\t100024\t100024\ny\t12\t12\n", [("y\t12\t12", "y\t12\t13", "below_y below_y2")]),
        ("        cpu     gpu\nX:      100024  100024\nY:      12      12\n", [("Y:      12      12", "Y:      12      14", "below_y below_y2")]),
        ("+-------+--------+--------+\n| array | cpu    | gpu    |\n+-------+--------+--------+\n| x     | 100024 | 100024 |\n"
         "| y     | 12     | 12     |\n+-------+--------+--------+\n", [("| y     | 12     | 12     |",
                                                                         "| y     | 12     | 13     |", "below_y below_y2")]),
        ("array  version 1  version 2  ok\nx  100024  100024  \u2713\ny  12  12  \u2713\n",
         [("y  12  12  \u2713", "y  12  13  \u2717", "below_y below_y2")]),
        ("array  openmp (4 threads)  cuda\nx  100024  100024\ny  12  12\n", [("y  12  12", "y  12  13", "below_y below_y2")]),
    )

    def test_right_and_wrong(self):
        for table, wrongs in self.TABLES:
            with self.subTest(table=table):
                self.right_and_wrong(_placed(table), wrongs)

    def test_statistics_and_times_stay_unread(self):
        for table in ("      min   max\nx  0  1\ny  0  1\n", "Timing (ms):\n      cpu   gpu\nx   12   3\ny   4   1\n",
                      "      cpu (ms)   gpu (ms)\nx   12   3\ny   4   1\n"):
            with self.subTest(table=table):
                self.assertEqual(not_passing(RIGHT_1000 + table), ("pass", {}))
                fields = grading.read_output(table)["fields"]
                self.assertFalse({"below_x", "below_y"} & set(fields))

    def test_cost(self):
        """Many rows named x on a long text: a bounded look (the first 64 such rows)."""
        import time
        from grading.versiontables import versions_across
        text = "array cpu gpu\n" + "x 1 2\n" * 200_000
        start = time.process_time()
        versions_across(text)
        self.assertLess(time.process_time() - start, 2.0)
        text = "array cpu gpu\nx " + "1 " * 5_000_000 + "\ny 12 12\n"  # (a long row: not split into its cells)
        start = time.process_time()
        self.assertEqual(versions_across(text), text)
        self.assertLess(time.process_time() - start, 2.0)


class ArraysAsColumnNames(RightAndWrong):
    """H4: `X Y` over the versions' rows, the rows' name cell empty."""
    TABLES = ("     X       Y\nCPU  100024  12\nGPU  100024  12\n", "X Y\nCPU 100024 12\nGPU 100024 12\n",
              "          X        Y\nserial    100024   12\nopenmp    100024   12\ncuda      100024   12\n")

    def test_right_and_wrong(self):
        for table in self.TABLES:
            with self.subTest(table=table):
                self.right_and_wrong(_placed(table), [])
                wrong = table.rstrip("\n")[:-2] + "13\n"  # (the last version's Y)
                for text in _placed(wrong):
                    self.assertTrue(_failed(text, "below_y"), text)
                wrong = table.replace("100024", "100025", 2).replace("100025", "100024", 1)  # (the second row's X)
                for text in _placed(wrong):
                    self.assertTrue(_failed(text, "below_x"), text)

    def test_not_versions_stay_unread(self):
        fields = grading.read_output("     X       Y\nargmax  17  933\n")["fields"]
        self.assertFalse({"below_x", "below_y"} & set(fields))


SIZES4 = "\n".join((ROW, INNER, TOTAL, TOTAL_INNER)) + "\n"


class GridLines(RightAndWrong):
    """H4: sizes on a grid line."""

    def _placed(self, line, old=SIZES4):
        """The line in place of `old` (the size lines), in place of C01's first line (n after it), and after a right output."""
        c01 = C01_1000.replace("Row length (n+2): 1002\n", line + "\n")
        return [RIGHT_1000.replace(old, line + "\n"), c01, RIGHT_1000 + line + "\n"]

    def test_grid_beside_the_inner_grid(self):
        for line in ("Grid 1002*1002 = 1004004, inner 1000*1000 = 1000000",
                     "Grid 1002 x 1002 = 1004004, inner 1000 x 1000 = 1000000",
                     "Grid 1002x1002 = 1004004, interior 1000x1000 = 1000000",
                     "inner 1000*1000 = 1000000, grid 1002*1002 = 1004004"):
            with self.subTest(line=line):
                self.right_and_wrong(self._placed(line), [
                    ("1002" + line.split("1002")[1] + "1002", "1003" + line.split("1002")[1] + "1003", "row"),
                    ("= 1004004", "= 1004005", "total"), ("= 1000000", "= 1004004", "total_inner")])

    def test_launch_grids_stay_unread(self):
        for line in ("Grid: 63 x 63 = 3969, block 16 x 16 = 256", "Grid 1002*1002 = 1004004"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + line + "\n"), ("pass", {}))
        self.assertEqual(grading.read_output("Grid: 63 x 63 = 3969, block 16 x 16 = 256\n")["fields"], {})

    def test_ghost_layer_added(self):
        two = ROW + "\n" + INNER + "\n"
        for line, old in (("Domain: 1000 x 1000 interior + 1 ghost layer -> 1002 x 1002", two),
                          ("grid 1000x1000 plus halo => 1002x1002 = 1004004", two + TOTAL + "\n"),
                          ("Grid: 1000 x 1000 inner + ghost cells (1 each side) -> 1002 x 1002", two),
                          ("Domain: 1000 x 1000 interior + 1 ghost layer \u2192 1002 x 1002", two)):
            with self.subTest(line=line):
                wrong = line.replace("1002", "1003").replace("1004004", "1006009")
                self.right_and_wrong(self._placed(line, old), [(line, wrong, "row")])


if __name__ == "__main__":
    unittest.main()
