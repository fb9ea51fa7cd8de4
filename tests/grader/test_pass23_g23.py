"""The twenty-fifth hostile pass's (h25) items H6, H11, M1, M4 (helper g23).

What was wrong (before: the grade at bd07a8f; each right output at n = 1000 unless said):
- H6 (right/c30_big_progress_log.txt, n = 16384: 14/20, 26-30 s to grade; F/H_progress_partial_counts.txt): a
  progress line with a share done first and a running count, '[ 33.3%] smoothed row 333 of 1000, y<t so far: 4',
  before the summary: Y FAIL '4 and 8' (the running counts read as more printings of Y), fraction Y FAIL '333 and
  667' (the share done read as a percent fraction); the misread Y started the extra diagnosis runs.
- H11 (right/c52_multi_n_columns.txt: UNGRADED; F/O_runs_as_columns_two.txt: one run at n = 500, inner FAIL): a
  table of runs as columns, a header 'n=100  n=500  n=1000' (or pandas' df.to_string() with a column per n) over
  rows 'row length (n+2)  102  502  1002', ...
- M1 (right/c31_octave_session.txt 14/20; F/J_octave_gb_fx.txt): an Octave session's echoed assignments
  '>> gb = total*4/2^30' / 'gb = 3.7402e-03' and '>> fx = nx/innertotal' / 'fx = 0.1000': memory and both
  fractions MISSING (the code, 'total*4/2^30', was the label: a total's word; 'fx = nx/innertotal' named nothing).
- M4 (right/c39_numpy2_reprs.txt 18/20; F/M_numpy_grid_tuple.txt): 'n = 1000, grid (1002, 1002), 1004004 elements
  (1000000 inner), 0.003740 GB per array': row and total_inner MISSING (the tuple's comma cut the statement).
Now: a loop's step line (a share done or a step's index first) with a running count gives no field
(partialcounts.py; progress.row_progress skips a share done first), and the grid's last row's 'so far: N' is judged
as the count (runningtotals.py); a table of runs as columns is written as one of runs as rows, each column its run
(runcolumns.py); an echoed assignment of arithmetic is labelled by its name where the name names the value (a
memory unit, one size), else with the session's count code put for its names (echoes.py); a square tuple right
after a grid's word is written 'A x A' as a shape's is (shapepairs.py). Each right case has a wrong twin that fails.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass23_g23
"""
import os
import time
import unittest

from tests.grader.a_support import runs_graded as _runs, TOP, RightAndWrong as Case, not_passing

SUMMARY = """=== 9-point smoothing (HW2) ===
row length (n+2)             = 1002
n                            = 1000
total elements               = 1004004
inner elements               = 1000000
memory per array             = 0.00374021 GB
threshold t                  = 0.1
a b c                        = 0.05 0.1 0.4
count x < t                  = 100024 (0.100024)
count y < t                  = 12 (1.200000e-05)
"""




class RunningCountsTest(Case):
    """H6: a progress line's running count, a share done first, before the summary."""
    RIGHT = [head + SUMMARY for head in (
        "[ 33.3%] smoothed row 333 of 1000, y<t so far: 4\n[ 66.7%] smoothed row 667 of 1000, y<t so far: 8\n"
        "[100.0%] smoothed row 1000 of 1000, y<t so far: 12\n",
        "( 50%) row 500/1000  x<t running: 50012  y<t running: 6\n(100%) row 1000/1000  x<t running: 100024  "
        "y<t running: 12\n",
        "[ 50%] cumulative count y < t: 6 (6.0e-06)\n[100%] cumulative count y < t: 12 (1.2e-05)\n",
        "step 250/1000: y below t so far = 3\nstep 500/1000: partial y below t = 6\n",
        "iter 3 of 8 | partial y<t: 4 (4.0e-06)\niter 6 of 8 | partial y<t: 9 (9.0e-06)\n",
        "allocating 2 arrays of 1002 x 1002 floats\n" + "".join(
            "[%6.2f%%] smoothed row %d of 1000, y<t so far: %d\n" % (r / 10, r, r * 12 // 1000) for r in range(1, 1001)))]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("= 12 (1.2", "= 21 (1.2", "below_y"),
                                          ("= 100024 (0", "= 100042 (0", "below_x"),
                                          ("(1.200000e-05)", "(2.100000e-05)", "fraction_y")])

    def test_last_row_running_count_judged(self):
        """The grid's last row's running count is the array's: a wrong one fails beside the right summary."""
        for text in self.RIGHT[0], self.RIGHT[-1]:
            wrong = text.replace("of 1000, y<t so far: 12", "of 1000, y<t so far: 13")
            self.assertNotEqual(wrong, text)
            verdict, bad = not_passing(wrong)
            self.assertEqual((verdict, bad.get("below_y", ("",))[0]), ("fail", "fail"), bad)

    def test_share_is_no_fraction_without_row(self):
        """A share done and a running word with no step's index first stay read as before: a line of its own."""
        text = SUMMARY.replace("count y < t                  = 12 (1.200000e-05)\n",
                               "count y < t (running total kept) = 12 (1.200000e-05)\n")
        self.assertEqual(not_passing(text)[0], "pass")


class RunsAsColumnsTest(unittest.TestCase):
    """H11: a table of runs as columns, each column graded as its run."""
    THREE = """                              n=100        n=500       n=1000
row length (n+2)                102          502         1002
total elements                10404       252004      1004004
inner elements                10000       250000      1000000
GB per array            3.87579e-05  0.000938788   0.00374021
x below t                      1004        24914       100024
x fraction                   0.1004     0.099656     0.100024
y below t                         0            4           12
y fraction                        0        1.6e-05      1.2e-05
threshold 0.1, constants a=0.05 b=0.1 c=0.4 for every run
"""
    PANDAS = """results per run (pandas):
                       64          500         1000
row_length           66.0        502.0       1002.0
inner                64.0        500.0       1000.0
total             4356.0     252004.0    1004004.0
inner_total       4096.0     250000.0    1000000.0
mem_gb          0.000016     0.000939     0.003740
threshold            0.1          0.1          0.1
x_below            416.0      24914.0     100024.0
x_frac          0.101562     0.099656     0.100024
y_below              0.0          4.0         12.0
y_frac          0.000000     0.000016     0.000012
constants a, b, c = 0.05, 0.1, 0.4
"""
    NAMED = """n                   500      1000
row length          502      1002
inner elements      500      1000
total elements   252004   1004004
inner total      250000   1000000
memory (GB)   0.000939  0.003740
x below t         24914    100024
x fraction     0.099656  0.100024
y below t             4        12
y fraction      1.6e-05   1.2e-05
threshold 0.1; a = 0.05, b = 0.1, c = 0.4
"""
    TABS = ("metric\tN=500\tN=1000\nrow length\t502\t1002\ntotal elements\t252004\t1004004\ninner elements\t250000\t"
            "1000000\nGB per array\t0.000938788\t0.00374021\nx below t\t24914\t100024\nx fraction\t0.099656\t0.100024\n"
            "y below t\t4\t12\ny fraction\t1.6e-05\t1.2e-05\nthreshold 0.1, a=0.05 b=0.1 c=0.4\n")

    def test_each_column_a_run(self):
        for text, runs in (self.THREE, 3), (self.PANDAS, 3), (self.NAMED, 2), (self.TABS, 2):
            with self.subTest(text=text[:40]):
                self.assertEqual(_runs(text), [("pass", {})] * runs)

    def test_wrong_cell_fails_its_run(self):
        for text, old, new, run, field in (
                (self.THREE, "1004        24914       100024", "1004        24914       100042", 2, "below_x"),
                (self.PANDAS, "0.0          4.0         12.0", "0.0          4.0         21.0", 2, "below_y"),
                (self.NAMED, "24914    100024", "24941    100024", 0, "below_x"),
                (self.TABS, "y below t\t4\t12", "y below t\t4\t21", 1, "below_y")):
            with self.subTest(new=new):
                self.assertIn(old, text)
                runs = _runs(text.replace(old, new))
                self.assertEqual(runs[run], ("fail", {field: "fail"}))

    def test_thread_counts_are_no_runs(self):
        """Bare column names under 10 (a thread scan's '1  2  4  8') are no n's: the table is left as it was."""
        from grading.runcolumns import runs_transposed
        text = "          1      2      4      8\ntime   4.1   2.1   1.1   0.6\nspeedup 1.0 1.95 3.7 6.8\n" \
               "GB/s  3  6  12  22\n"
        self.assertEqual(runs_transposed(text), text)

    def test_long_line_fast(self):
        from grading.runcolumns import runs_transposed
        from grading.shapepairs import shapes_written
        for text in ("n=100  n=500" + " " * 4000 + "x\n", "x" * 20_000_000, "  1  2  3 " * 2_000_000,
                     "grid" + " " * 4000 + "(1, 1)\n"):
            start = time.process_time()
            runs_transposed(text), shapes_written(text)
            self.assertLess(time.process_time() - start, 3.0)


class OctaveEchoTest(Case):
    """M1: an Octave session's echoed assignments of arithmetic."""
    RIGHT = [""">> n = 1000
>> rowlen = n + 2
rowlen = 1002
>> innertotal = n^2
innertotal = 1000000
>> total = (n+2)^2
total = 1004004
>> gb = total*4/2^30
gb = 3.7402e-03
>> t = 0.1
t = 0.1000
>> [a b c]
ans =

   0.050000   0.100000   0.400000

>> nx = sum(sum(x(2:end-1,2:end-1) < t))
nx = 100024
>> fx = nx/innertotal
fx = 0.1000
>> ny = sum(sum(y(2:end-1,2:end-1) < t))
ny = 12
>> fy = ny/innertotal
fy = 1.2000e-05
""", """>> n = 1000;
>> N = n + 2
N = 1002
>> total = N^2
total = 1004004
>> inner = n^2
inner = 1000000
>> mb = total*4/2^20
mb =

    3.8300

>> t = 0.1; a = 0.05; b = 0.1; c = 0.4;
>> [t a b c]
ans =

   0.100000   0.050000   0.100000   0.400000

>> cx = sum(sum(x(2:n+1,2:n+1) < t))
cx = 100024
>> fx = cx/inner
fx = 0.1000
>> cy = sum(sum(y(2:n+1,2:n+1) < t))
cy = 12
>> fy = cy/inner
fy = 1.2000e-05
""", """octave:1> n = 1000
n = 1000
octave:2> rowlen = n + 2
rowlen = 1002
octave:3> total = rowlen^2
total = 1004004
octave:4> innertotal = n^2
innertotal = 1000000
octave:5> gb = 4*total/1024^3
gb = 3.7402e-03
octave:6> t = 0.1
t = 0.1000
octave:7> abc = [0.05 0.1 0.4]
abc =

   0.050000   0.100000   0.400000

octave:8> nx = nnz(x(2:end-1,2:end-1) < t)
nx = 100024
octave:9> fx = nx/innertotal
fx = 0.100024
octave:10> ny = nnz(y(2:end-1,2:end-1) < t)
ny = 12
octave:11> fy = ny/innertotal
fy = 1.2000e-05
"""]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("gb = 3.7402e-03", "gb = 7.4804e-03", "memory"),
                                          ("    3.8300", "    7.6600", "memory"),
                                          ("fy = 1.2000e-05", "fy = 2.1000e-05", "fraction_y"),
                                          ("fx = 0.100024", "fx = 0.100042", "fraction_x"),
                                          ("total = 1004004", "total = 1004006", "total")])


NUMPY_COUNTS = ("threshold 0.1, (a, b, c) = (0.05, 0.1, 0.4)\n{'below_x': np.int64(100024), 'frac_x': "
                "np.float64(0.100024), 'below_y': np.int64(12), 'frac_y': np.float64(1.2e-05)}\n")


class GridTupleTest(Case):
    """M4: a square tuple after a grid's word, beside other statements on its line."""
    RIGHT = [line + "\n" + NUMPY_COUNTS for line in (
        "n = 1000, grid (1002, 1002), 1004004 elements (1000000 inner), 0.003740 GB per array",
        "n = 1000, grid (1002, 1002)\n1004004 elements, 0.003740 GB per array, 1000000 inner",
        "N=1000; dims=(1002, 1002); total=1004004; inner total=1000000; mem=0.00374 GB",
        "n: 1000 | array: (1002, 1002) | elements: 1004004 | inner: 1000000 | GB: 0.00374021")]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("(1002, 1002)", "(1001, 1001)", "row inner"),
                                          ("1004004", "1004006", "total")])


if __name__ == "__main__":
    unittest.main()
