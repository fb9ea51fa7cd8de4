"""test_pass32_y32.py - y32's fixes (issue 66, grading, round 3, item 1): the thirty-seventh hostile pass's n14 (a
versions table with a thread count's column) and a clash of today's merges (test_pass25_t25's pandas Series), each
after a right n = 1000 output, after the C printf output and as the only count lines unless said.

- n14: a versions table with a thread count's column beside the counts (`version  threads  count_x  count_y
  time_ms` over `serial  1  100024  12  8.1` / `openmp  16  100024  12  1.2` / `cuda  -  100024  12  0.3`; every
  thread count a number; the threads' column after the counts; Markdown, CSV with an empty cell, tabs, `nthreads`
  and `n/a`, `ranks`, fractions' columns). Before: as the only count lines UNGRADED (no count found), after a right
  output a wrong count in any row PASSED (the table unread: the thread column was only read in a table of values
  under their names, never beside a row's name; a `-` cell ended the table). Now each row is its version's counts
  (tables._tables: the thread count's value is its column's less the rows' names' one; a `-`, `n/a`, `--`, an em
  dash or an empty cell under it is no thread count, tables._worker_unsaid; the time columns beside threads give no
  line): a right table PASSes, a wrong X or Y in any row FAILs (its second result: Y's or X's points lost).
- Clash: after a right output, pandas' Series `gpu` / `x    100024` / `y        13` / `dtype: int64` failed Y's
  second result only (d32's versiontables.versions_across read `gpu` as a one-version table), not Y itself as
  test_pass25_t25 asks. Now a one-version column whose rows end at pandas' `dtype:` line (`Name: gpu, dtype: int64`)
  is left to keyedrecaps.py's Series: FAIL below_y (`two different values`); without the `dtype:` line it is still
  read as a one-version table (FAIL Y's second result).

Run: python3 -m unittest tests.grader.test_pass32_y32
"""
import os
import sys
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

import grading  # noqa: E402
from tests.grader.a_support import C01_1000, RIGHT_1000, RightAndWrong, not_passing  # noqa: E402

SIZES = """n = 1000
elements per row/column (with halo): 1002
total elements: 1004004
inner elements: 1000000
memory per array: 0.00374021 GB
threshold: 0.1
a = 0.05, b = 0.1, c = 0.4
"""
FRACTIONS = "Fraction x: 0.100024\nFraction y: 1.2e-05\n"


def _placed(table):
    """The table after a right output, after the C printf output, and as the only count lines (fractions after)."""
    return [RIGHT_1000 + "\n" + table, C01_1000 + "\n" + table, SIZES + table + FRACTIONS]


def _failed(text, field):
    """Whether field (or its second result's) FAILs in text."""
    verdict, bad = not_passing(text)
    return verdict == "fail" and "fail" in (bad.get(field, ("",))[0], bad.get(field + "2", ("",))[0])


class ThreadsColumn(RightAndWrong):
    """n14: a versions table with a thread count's column."""
    # (the table, a row of it whose Y and X are made wrong)
    TABLES = (
        ("version    threads  count_x  count_y  time_ms\nserial     1        100024   12       8.1\n"
         "openmp     16       100024   12       1.2\ncuda       -        100024   12       0.3\n",
         "cuda       -        100024   12"),
        ("version    threads  count_x  count_y  time_ms\nserial     1        100024   12       8.1\n"
         "openmp     16       100024   12       1.2\ncuda       256      100024   12       0.3\n",
         "openmp     16       100024   12"),
        ("version    count_x  count_y  threads  time_ms\nserial     100024   12       1        8.1\n"
         "openmp     100024   12       16       1.2\ncuda       100024   12       -        0.3\n",
         "openmp     100024   12"),
        ("| version | threads | count_x | count_y | time_ms |\n|---|---|---|---|---|\n| serial | 1 | 100024 | 12 | 8.1 |\n"
         "| openmp | 16 | 100024 | 12 | 1.2 |\n| cuda | - | 100024 | 12 | 0.3 |\n", "| cuda | - | 100024 | 12"),
        ("version,threads,count_x,count_y,time_ms\nserial,1,100024,12,8.1\nopenmp,16,100024,12,1.2\ncuda,,100024,12,0.3\n",
         "cuda,,100024,12"),
        ("version\tthreads\tcount_x\tcount_y\ttime_ms\nserial\t1\t100024\t12\t8.1\nopenmp\t16\t100024\t12\t1.2\n",
         "openmp\t16\t100024\t12"),
        ("backend   nthreads  below_x  below_y  time(ms)\nserial    1         100024   12       8.1\n"
         "omp       8         100024   12       1.2\ncuda      n/a       100024   12       0.3\n",
         "cuda      n/a       100024   12"),
        ("version  ranks  count_x  count_y\nserial   1      100024   12\nmpi      4      100024   12\n",
         "mpi      4      100024   12"),
        ("impl     threads  X        Y    time_ms\nserial   1        100024   12   8.1\nopenmp   16       100024   12   1.2\n",
         "openmp   16       100024   12"),
        ("version  threads  count_x  frac_x    count_y  frac_y   time_ms\n"
         "serial   1        100024   0.100024  12       1.2e-05  8.1\n"
         "openmp   16       100024   0.100024  12       1.2e-05  1.2\n", "openmp   16       100024   0.100024  12"),
        ("version    threads  count_x  count_y  time_ms\nserial     1        100024   12       8.1\n"
         "cuda       \u2014        100024   12       0.3\n", "cuda       \u2014        100024   12"),
    )

    def test_right_and_wrong(self):
        for table, row in self.TABLES:
            self.assertIn(row, table)
            with self.subTest(table=table):
                self.right_and_wrong(_placed(table), [])
                wrong_y = table.replace(row, row[:-2] + "13")
                wrong_x = table.replace(row, row.replace("100024", "100025", 1))
                for text in _placed(wrong_y):
                    self.assertTrue(_failed(text, "below_y"), text)
                for text in _placed(wrong_x):
                    self.assertTrue(_failed(text, "below_x"), text)

    def test_each_row_a_version(self):
        """The thread count said in each row's labels, a '-' none; the times beside the threads give no line."""
        from grading import tables
        text, parted = tables.rewrite(SIZES + self.TABLES[0][0] + FRACTIONS)
        self.assertTrue(parted)
        lines = text.split("\n")
        self.assertIn("openmp (count_y) (16 threads) :: 12", lines[9].split(tables.PART))
        self.assertEqual(lines[10].split(tables.PART), ["cuda (count_x) :: 100024", "cuda (count_y) :: 12"])
        self.assertNotIn("time", text.split("\n", 8)[-1])


class SeriesAfterTheCounts(RightAndWrong):
    """The clash: pandas' Series of one version after the counts fails Y itself."""
    SERIES = ("gpu\nx    100024\ny        12\ndtype: int64", "x    100024\ny        12\nName: gpu, dtype: int64")

    def test_series_fails_the_array(self):
        for base in (RIGHT_1000, C01_1000):
            for series in self.SERIES:
                text = base + "\n" + series + "\n"
                with self.subTest(text=text):
                    self.assertEqual(not_passing(text), ("pass", {}))
                    verdict, bad = not_passing(text.replace("y        12", "y        13"))
                    self.assertEqual(bad.get("below_y", ("",))[0], "fail", bad)
                    verdict, bad = not_passing(text.replace("x    100024", "x    100042"))
                    self.assertEqual(bad.get("below_x", ("",))[0], "fail", bad)

    def test_one_version_table_still_read(self):
        """Without pandas' dtype line, 'gpu' over 'x' / 'y' stays a one-version table: a wrong Y fails."""
        for base in (RIGHT_1000, C01_1000):
            text = base + "\ngpu\nx    100024\ny        13\n"
            self.assertTrue(_failed(text, "below_y"), text)

    def test_versions_across_cost(self):
        import time
        from grading.versiontables import versions_across
        text = "gpu\n" + "x 1\n" + "Name: " + "a" * 5_000_000 + "\n"
        start = time.process_time()
        versions_across(text)
        self.assertLess(time.process_time() - start, 2.0)


if __name__ == "__main__":
    unittest.main()
