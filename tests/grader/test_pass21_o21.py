"""The nineteenth and twentieth hostile passes' leftovers (helper o21): a whitespace table's 'y<t' column, a
percentage recap of both arrays on one line, a JSON list of runs, a version's line after a JSON, CSV or MATLAB
output, and a worked memory product's factor.

What was wrong (each after a right output, full marks when wrong):
1. 'kernel time_ms y<t' over 'global 1.02 12' and 'shared 0.91 14' (h19's P06): a column headed 'y<t' was not
   read as y's counts (and a table of one-blank columns not at all), so a wrong second row passed. Now
   (versiontables.py): 'y<t', 'Y<T', '#y<0.1', 'n(y<t)' name y's column; each row is a version's result, a wrong
   one fails below_y2 (or below_y), any row, any column.
2. 'Summary: 10.0024% of x and 0.0397% of y below the threshold.' (h19b's H4, F11, P11): not read. Now
   (percentpairs.py) each percentage is its array's fraction again: a wrong one fails fraction_y / fraction_x.
3. '"runs": [{"backend": "gpu", "y_below": 13}]' in a JSON (h19's P25c): not read (a record keyed by its version,
   '"gpu": {"y_below": 13}', was). Now (runlists.py) each run's record is read as its version's: below_y2 fails.
4. 'y_cpu=15' (or 'y_gpu=15') alone after a right JSON, CSV or MATLAB console output (h19b's y_cpu line; after
   the tutorial's summary it failed already): the line was taken for the output's own counts, unread alone. Now
   (namedbefore.py, asked by versionlines.py) a program's names for the counts before it ('"y_below": 12',
   'belowY =') make it a second result: below_y2 fails.
5. 'Memory: 2 arrays x 0.00372529 GB = 0.00748042 GB' (the corpus's known miss p19-e28): the factor, one array's
   memory, was not judged. Now (bothmemory.py) it is, as '2 x ... = ...' was: memory fails.
Before: each wrong text below passed (20/20). Now: each fails the field named; its right twin passes.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass21_o21
"""
import time
import unittest

from tests.grader.a_support import (COUNTS_1000, GO_1000, SIZES_1000, SIZES_LINES_500, SMOOTH_500, graded,
                                    not_passing)

RIGHT = SIZES_1000 + COUNTS_1000
JSON_1000 = """{
  "n_plus_2": 1002,
  "n": 1000,
  "total_elements": 1004004,
  "inner_elements": 1000000,
  "memory_gb_per_array": 0.0037402063608169556,
  "threshold": 0.1,
  "a": 0.05,
  "b": 0.1,
  "c": 0.4,
  "x_below": 100024,
  "x_fraction": 0.100024,
  "y_below": 12,
  "y_fraction": 1.2e-05%s
}
"""
CSV_1000 = ("n_plus_2,n,total,inner,gb_per_array,threshold,a,b,c,x_below,x_frac,y_below,y_frac\n"
            "1002,1000,1004004,1000000,0.00374021,0.1,0.05,0.1,0.4,100024,0.100024,12,1.2e-05\n")
MATLAB_1000 = ("n =\n\n        1000\n\n\nN =\n\n        1002\n\n\ntotal =\n\n     1004004\n\n\ninner =\n\n     1000000\n\n\n"
               "mem =\n\n   0.0037\n\n\nthreshold =\n\n    0.1000\n\n\na =\n\n    0.0500\n\n\nb =\n\n    0.1000\n\n\n"
               "c =\n\n    0.4000\n\n\nbelowX =\n\n      100024\n\n\nfracX =\n\n    0.1000\n\n\nbelowY =\n\n    12\n\n\n"
               "fracY =\n\n   1.2000e-05\n")


def _fields(text):
    verdict, bad = not_passing(text)
    return verdict, set(bad)


def _fails(test, text, fields):
    verdict, bad = _fields(text)
    test.assertEqual(verdict, "fail", text[-200:])
    test.assertTrue(bad & set(fields), (bad, text[-200:]))


class WhitespaceTableBelowColumn(unittest.TestCase):
    """1. a versions' table whose y column is headed 'y<t' (one blank apart, tabs, pipes; any row, any column)."""
    TABLES = ["kernel time_ms y<t\nglobal 1.02 12\nshared 0.91 {y}",
              "kernel     time(ms)  y<t\nnaive      3.20      12\nshared     0.91      {y}",
              "kernel\ttime_ms\ty<t\nnaive\t3.20\t{y}\nshared\t0.91\t12",
              "kernel   x<t      y<t     time_ms\nglobal   100024   12      1.02\nshared   100024   {y}      0.91\n"
              "tiled    100024   12      0.88",
              "version   time(s)   #y<0.1\ncpu       2.7       12\ngpu       0.05      {y}",
              "kernel | time_ms | n(y<t)\nglobal | 1.02 | 12\nshared | 0.91 | {y}",
              "| kernel | time (ms) | Y < T |\n|---|---|---|\n| naive | 3.20 | 12 |\n| shared | 0.91 | {y} |"]

    def test_right_pass(self):
        for table in self.TABLES:
            with self.subTest(table=table):
                self.assertEqual(not_passing(RIGHT + "\n" + table.format(y=12) + "\n"), ("pass", {}))

    def test_wrong_row_fails(self):
        for table in self.TABLES:
            for y in (14, 21):
                with self.subTest(table=table, y=y):
                    _fails(self, RIGHT + "\n" + table.format(y=y) + "\n", {"below_y2", "below_y"})

    def test_other_n(self):
        table = "kernel time_ms y<t\nglobal 0.31 4\nshared 0.22 {y}\n"
        self.assertEqual(graded(SIZES_LINES_500 + "x below threshold: 24914 (fraction 0.099656)\n"
                                "y below threshold: 4 (fraction 1.6e-05)\n\n" + table.format(y=4)), ("pass", {}))
        self.assertEqual(graded(SIZES_LINES_500 + "x below threshold: 24914 (fraction 0.099656)\n"
                                "y below threshold: 4 (fraction 1.6e-05)\n\n" + table.format(y=5))[0], "fail")

    def test_not_a_comparison(self):
        # a column 'y<q' of something else beside a 'kernel' column names no count: the table is read as before
        self.assertEqual(not_passing(RIGHT + "\nkernel time_ms y<q\nglobal 1.02 7\n")[0], "pass")


class PercentPairs(unittest.TestCase):
    """2. both arrays' percentages on one line after the counts."""
    LINES = ["Summary: {x}% of x and {y}% of y below the threshold.",
             "{x}% of x and {y}% of y are below the threshold",
             "Result: {x} % of X, {y} % of Y below t = 0.1",
             "below threshold: {x}% of the x array and {y}% of the y array"]

    def test_right_pass(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT + line.format(x="10.0024", y="0.0012") + "\n"), ("pass", {}))
                self.assertEqual(not_passing(GO_1000 + line.format(x="10.0024", y="0.0012") + "\n"), ("pass", {}))

    def test_wrong_fail(self):
        for line in self.LINES:
            with self.subTest(line=line):
                _fails(self, RIGHT + line.format(x="10.0024", y="0.0397") + "\n", {"fraction_y", "fraction_y2"})
                _fails(self, RIGHT + line.format(x="10.0042", y="0.0012") + "\n", {"fraction_x", "fraction_x2"})

    def test_other_n(self):
        line = "Summary: 9.9656% of x and {y}% of y below the threshold.\n"
        self.assertEqual(graded(SMOOTH_500 + line.format(y="0.0016")), ("pass", {}))
        self.assertEqual(graded(SMOOTH_500 + line.format(y="0.0021"))[0], "fail")

    def test_no_threshold_said(self):
        # two percentages of x and y with no threshold's word: not this recap (left as it was read before)
        text = RIGHT + "Progress: 50% of x and 20% of y written\n"
        self.assertEqual(not_passing(text)[0], "pass")


class JsonRunsList(unittest.TestCase):
    """3. a JSON list of runs (or records keyed by version) after a right JSON, one line or a list's lines."""
    TAILS = [',\n  "runs": [{"backend": "gpu", "y_below": %s}]',
             ',\n  "runs": [{"backend": "cpu", "x_below": 100024, "y_below": 12}, '
             '{"backend": "gpu", "x_below": 100024, "y_below": %s}]',
             ',\n  "runs": [\n    {"kernel": "naive", "y_below": 12},\n    {"kernel": "sh16", "y_below": %s}\n  ]',
             ',\n  "runs": {"cpu": {"y_below": 12}, "gpu": {"y_below": %s}}',
             ",\n  'runs': [{'device': 'cuda', 'x_below': 100024, 'y_below': %s}]"]

    def test_right_pass(self):
        for tail in self.TAILS:
            with self.subTest(tail=tail):
                self.assertEqual(not_passing(JSON_1000 % (tail % 12)), ("pass", {}))

    def test_wrong_fail(self):
        for tail in self.TAILS:
            with self.subTest(tail=tail):
                verdict, bad = not_passing(JSON_1000 % (tail % 13))
                self.assertEqual(verdict, "fail")
                self.assertTrue(set(bad) & {"below_y2", "below_y"}, bad)

    def test_after_a_text_output(self):
        line = '{"runs": [{"backend": "cpu", "x_below": 100024, "y_below": 12}, {"backend": "gpu", "x_below": %s, ' \
               '"y_below": 12}]}\n'
        self.assertEqual(not_passing(RIGHT + line % 100024), ("pass", {}))
        _fails(self, RIGHT + line % 100042, {"below_x2", "below_x"})

    def test_timing_records_are_no_runs(self):
        # records of timings named by a label ('{"label": "Total (wall)", "seconds": ...}') hold no count: unread
        tail = ',\n  "timers": [\n    {"label": "CPU Smooth", "seconds": 0.0016},\n' \
               '    {"label": "Total (wall)", "seconds": 0.0062}\n  ]'
        self.assertEqual(not_passing(JSON_1000 % tail), ("pass", {}))


class VersionLineAfterNamedCounts(unittest.TestCase):
    """4. a version's count line ('y_cpu=15', 'y_gpu = 15') after an output whose counts have a program's names."""
    BASES = [JSON_1000 % "", CSV_1000, MATLAB_1000, RIGHT, GO_1000]
    LINES = ["y_cpu={y}", "y_gpu = {y}", "Y_CPU: {y}", "x_gpu = 100024, y_gpu = {y}"]

    def test_right_pass(self):
        for base in self.BASES:
            for line in self.LINES:
                with self.subTest(base=base[:30], line=line):
                    self.assertEqual(not_passing(base + "\n" + line.format(y=12) + "\n"), ("pass", {}))

    def test_wrong_fail(self):
        for base in self.BASES:
            for line in self.LINES:
                with self.subTest(base=base[:30], line=line):
                    verdict, bad = not_passing(base + "\n" + line.format(y=15) + "\n")
                    self.assertEqual(verdict, "fail")
                    self.assertTrue(set(bad) & {"below_y2", "below_y"}, bad)

    def test_alone_still_no_counts(self):
        # the lone line with no counts before it is no output's counts (as before): ungraded
        self.assertEqual(not_passing(SIZES_1000 + "y_cpu=12\n")[0], "ungraded")


class MemoryProductFactor(unittest.TestCase):
    """5. a worked product of both arrays' memory: its factor is one array's memory and is judged."""
    LINES = ["Memory: 2 arrays x {m} GB = 0.00748042 GB",
             "memory = 2 arrays * {m} GiB each = 0.00748042 GiB",
             "Memory: {m} GB x 2 = 0.00748042 GB",
             "Memory used: {m} GB x 2 arrays = 0.00748042 GB",
             "Memory: two arrays x {m} GB = 0.00748042 GB"]

    def test_right_pass(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT.replace(SIZES_1000.splitlines()[4], line.format(m="0.00374021"))),
                                 ("pass", {}))

    def test_wrong_factor_fails(self):
        for line in self.LINES:
            with self.subTest(line=line):
                verdict, bad = _fields(RIGHT.replace(SIZES_1000.splitlines()[4], line.format(m="0.00372529")))
                self.assertEqual((verdict, bad), ("fail", {"memory"}))

    def test_wrong_product_fails(self):
        line = "Memory: 2 arrays x 0.00374021 GB = 0.00745058 GB"
        self.assertEqual(_fields(RIGHT.replace(SIZES_1000.splitlines()[4], line)), ("fail", {"memory"}))

    def test_other_n_and_unit(self):
        at = SMOOTH_500.splitlines()[4]
        self.assertEqual(graded(SMOOTH_500.replace(at, "Memory: 2 arrays x 0.000938788 GB = 0.00187758 GB")),
                         ("pass", {}))
        self.assertEqual(graded(SMOOTH_500.replace(at, "Memory: 2 arrays x 0.000937788 GB = 0.00187758 GB"))[0],
                         "fail")
        line = SIZES_1000.splitlines()[4]
        self.assertEqual(not_passing(RIGHT.replace(line, "Memory: 2 arrays x 4.01602 MB = 8.03203 MB")), ("pass", {}))
        self.assertEqual(_fields(RIGHT.replace(line, "Memory: 2 arrays x 4.01802 MB = 8.03203 MB")),
                         ("fail", {"memory"}))


class Cost(unittest.TestCase):
    def test_blanks_and_a_long_line_stay_fast(self):
        for tail in ["kernel time_ms y<t\n" + " " * 4000 + "\n", "Summary: 10% of x and" + " " * 4000 + "% of y\n",
                     '"runs": [' + "{" * 3000 + "\n", "Memory: 2 arrays x" + " " * 4000 + "GB\n",
                     "y_cpu=15\n" + "belowY " * 20000 + "\n", "x" * 2_000_000 + " 10% of x\n"]:
            start = time.process_time()
            not_passing(RIGHT + tail)
            with self.subTest(tail=tail[:30]):
                self.assertLess(time.process_time() - start, 5.0)


if __name__ == "__main__":
    unittest.main()
