"""The twenty-fifth hostile pass's MPI and Slurm items (helper c23: h25's H10, H16, M2).

What was wrong (each a right output):
1. H10: an MPI rank's range of rows, `[rank 3] rows 751..1000 of 1000`, was read as the row's length (751): the whole
   file (right/c40_mpi_ranks.txt) was graded at n = 749, 8/20. `rows 751 to 1000 on rank 3`, `my rows: 751..1000`,
   `rank 3: rows 751-1000`, `row range [750, 1000)`, `rows [750:1000]` the same (or row FAIL `751 and 1002`). Now
   (rowranges.py) a range of row indices, its `of 1000` and a `(250 rows)` after it, is a rank's rows, no size: PASS;
   a wrong row beside it still FAILs, and `rows = 1002 - 2 = 1000` (no range: the first number is larger) is read
   as before.
2. H16: `srun -l` puts a task id (`0: `) before every line: an R data.frame under it (right/c69_srun_label_r.txt) was
   graded at n = 2 (its row index read as each value, 2/20), a JSON document (right/c68_srun_label_json.txt) was
   UNGRADED. Now (tasklabels.py) a task id that starts most lines, the ids repeating, is dropped from each line, and
   two tasks' lines (`0: `, `1: `) are put together a task at a time: PASS; a wrong value under the prefix FAILs. A
   numbered list (`1: `, `2: `, ... a number a line) is left as it was.
3. M2: n inside a banner's brackets two blanks after its title, ` HW2 stencil  (n = 1000, 1 thread)`
   (right/c34_slurm_job.txt), gave no n: inner MISSING (19/20). Now (prosen.py) n after an opening bracket is read
   however many blanks are before the bracket (`[n = 1000, 4 threads]`, `{n = 1000, ...}` too): PASS; n = 999 FAILs.
Before: each right text below lost points (row FAIL, n wrong, UNGRADED or inner MISSING). Now: each passes; its
wrong twin fails the field.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass23_c23
"""
import time
import unittest

from tests.grader.a_support import C01_1000, graded, not_passing
from grading.rowranges import row_ranges_dropped
from grading.tasklabels import without_task_labels

C01 = C01_1000  # (a_support: the hostile pass's right/c01_c_printf.txt)


def c01(drop, add):
    """c01's output without its lines that start with any of `drop`, `add` (lines) before it."""
    kept = [line for line in C01.splitlines() if not any(line.startswith(d) for d in drop)]
    return "\n".join(add.splitlines() + kept) + "\n"


def labelled(text, label="0: "):
    """text with srun -l's task label before each line."""
    return "".join(label + line + "\n" for line in text.splitlines())


class Case(unittest.TestCase):
    def passes(self, text):
        self.assertEqual(not_passing(text), ("pass", {}))

    def fails(self, text, field):
        """text fails, one of field's names (apart by a space) among its failing fields."""
        verdict, bad = not_passing(text)
        self.assertEqual(verdict, "fail")
        self.assertIn("fail", [bad.get(f, ("",))[0] for f in field.split()], bad)


# right/c40_mpi_ranks.txt (its summary's memory in its own words: see RowRanges.test_c40)
C40 = """[rank 0] rows 1..250 of 1000 (n = 1000, 1002 per row with ghosts)
[rank 1] rows 251..500 of 1000
[rank 2] rows 501..750 of 1000
[rank 3] rows 751..1000 of 1000
[rank 0] local x below t: 25047, local y below t: 3
[rank 1] local x below t: 24876, local y below t: 4
[rank 2] local x below t: 25102, local y below t: 2
[rank 3] local x below t: 24999, local y below t: 3
=== reduced on rank 0 ===
total elements 1004004, inner 1000000, 0.00374021 GB per array (global)
threshold 0.1, a 0.05, b 0.1, c 0.4
x below threshold: 100024 (0.100024)
y below threshold: 12 (1.2e-05)
"""
RANGES = (
    "[rank 3] rows 751..1000 of 1000",
    "rows 751 to 1000 on rank 3",
    "[3] my rows: 751..1000",
    "rank 3: rows 751-1000",
    "rank 3: rows 751 \u2013 1000",  # (an en dash)
    "Rank 3 of 4: rows 751-1000 (250 rows)",
    "rank 3: row range [750, 1000)",
    "rank 3: rows [750:1000]",
    "process 3 handles rows 751 through 1000",
    "rows 751..1002 of 1002",
    "Thread 2: rows from 501 to 750",
)


class RowRanges(Case):  # H10
    def test_c40(self):
        self.passes(C40)  # (its memory after the sizes' commas: read since f23, clauses.py)
        self.passes(C40.replace("0.00374021 GB per array (global)", "memory 0.00374021 GB per array (global)"))

    def test_c40_wrong(self):
        text = C40.replace("0.00374021 GB per array (global)", "memory 0.00374021 GB per array (global)")
        self.fails(text.replace("1002 per row", "1001 per row"), "row")
        self.fails(text.replace("y below threshold: 12 (1.2e-05)", "y below threshold: 21 (2.1e-05)"), "below_y")
        self.fails(text.replace("total elements 1004004", "total elements 1002001"), "total")

    def test_ranges_beside_a_summary(self):
        for line in RANGES:
            with self.subTest(line=line):
                self.passes(c01((), line + "\n" + line.replace("3", "2")))  # (another rank's line: the same range)
                self.fails(c01(("Row length",), line + "\nRow length (n+2): 1001"), "row")
                self.fails(c01(("Y below",), line + "\nY below threshold: 21 (fraction 2.1e-05)"), "below_y")

    def test_range_gives_no_n(self):
        for line in RANGES:
            with self.subTest(line=line):  # (no row or n line: the row MISSING, nothing read from the range)
                self.assertEqual(not_passing(c01(("Row length", "n:"), line)),
                                 ("fail", {"row": ("missing", ""), "inner": ("missing", "")}))

    def test_another_n(self):  # (n = 500: the real command, smooth run for it)
        text = ("[rank 1] rows 251..500 of 500\nrank 1: row range [250, 500)\nn = 500\nrow length = 502\n"
                "total elements = 252004\ninner elements = 250000\nmemory per array = 0.000938788 GB\n"
                "threshold = 0.1\na = 0.05, b = 0.1, c = 0.4\nx below threshold: 24914 (0.0996560)\n"
                "y below threshold: 4 (1.6e-05)\n")
        self.assertEqual(graded(text), ("pass", {}))
        self.assertEqual(graded(text.replace("y below threshold: 4 (", "y below threshold: 7 (")), ("fail", {"below_y": "fail"}))

    def test_no_range_as_before(self):
        for line in ("rows = 1002 - 2 = 1000", "Rows: 1002", "row 98: x below 105 (running 9812)", "rows 1002 of 1002"):
            with self.subTest(line=line):
                self.assertEqual(row_ranges_dropped(line), line)
        self.assertEqual(row_ranges_dropped("[rank 3] rows 751..1000 of 1000 (250 rows)"), "[rank 3] local rows")

    def test_cost(self):
        for text in (" " * 4000 + "rows 1..2", "rows " + "1" * 20_000_000, "rows 1.." * 200_000):
            start = time.process_time()
            row_ranges_dropped(text)
            self.assertLess(time.process_time() - start, 2.0)


# right/c09_r_dataframe.txt's R data.frame print (c69 is it under srun -l), c13's JSON (c68 under srun -l)
R_FRAME = """                  quantity        value
1  row length (with ghost) 1.002000e+03
2         inner row length 1.000000e+03
3           total elements 1.004004e+06
4           inner elements 1.000000e+06
5             GB per array 3.740206e-03
6                threshold 1.000000e-01
7                        a 5.000000e-02
8                        b 1.000000e-01
9                        c 4.000000e-01
10               x below t 1.000240e+05
11              x fraction 1.000240e-01
12               y below t 1.200000e+01
13              y fraction 1.200000e-05
"""
JSON = """{
  "grid": {
    "n": 1000,
    "n_with_ghost": 1002,
    "elements": 1004004,
    "inner_elements": 1000000,
    "bytes_per_array": 4016016,
    "gb_per_array": 0.0037402063608169556
  },
  "params": {
    "threshold": 0.1,
    "a": 0.05,
    "b": 0.1,
    "c": 0.4
  },
  "x": {
    "below": 100024,
    "fraction": 0.100024
  },
  "y": {
    "below": 12,
    "fraction": 1.2e-05
  },
  "seconds": 0.0071
}
"""
FORTRAN = """ Number of elements in a row/column               1002
 Number of inner elements in a row/column         1000
 Total number of elements                      1004004
 Total number of inner elements                1000000
 Memory (GB) used per array                  3.7402063608169556E-003
 Threshold                                  0.100000001
 Smoothing constants (a, b, c)               5.00000007E-02  0.100000001      0.400000006
 Number of elements below threshold (X)         100024
 Fraction of elements below threshold       0.100024000
 Number of elements below threshold (Y)             12
 Fraction of elements below threshold        1.20000004E-05
"""
SLURM_HEAD = "+ module load gcc/11.2.0\n+ srun -n 12 -l ./stencil 1000\nJob 4412331 on c302-005 (12 tasks)\n"
SLURM_TAIL = "real\t0m0.214s\nuser\t0m0.171s\nsys\t0m0.038s\n"


def interleaved(first, second):
    """Two tasks' outputs under srun -l, a line of each in turn."""
    a, b = first.splitlines(), second.splitlines()
    return "".join("0: %s\n1: %s\n" % pair for pair in zip(a, b))


class TaskLabels(Case):  # H16
    def test_r_frame_and_json(self):
        self.passes(labelled(R_FRAME))
        self.passes(labelled(JSON))
        self.assertEqual(graded(labelled(R_FRAME)), ("pass", {}))
        self.assertEqual(graded(labelled(JSON)), ("pass", {}))
        self.fails(labelled(R_FRAME.replace("1.000240e+05", "1.000420e+05")), "below_x")
        self.fails(labelled(JSON.replace('"below": 12,', '"below": 21,')), "below_y")
        self.fails(labelled(JSON.replace('"n_with_ghost": 1002', '"n_with_ghost": 1001')), "row")

    def test_other_layouts(self):
        self.passes(labelled(C01))
        self.passes(SLURM_HEAD + labelled(FORTRAN, " 0: ") + SLURM_TAIL)  # (right-aligned, 12 tasks; the job's own lines)
        self.passes(SLURM_HEAD + labelled(R_FRAME, " 0: ") + SLURM_TAIL)
        self.fails(SLURM_HEAD + labelled(FORTRAN.replace("      12\n", "      21\n"), " 0: ") + SLURM_TAIL, "below_y")
        self.fails(labelled(C01.replace("Threshold: 0.1", "Threshold: 0.2")), "threshold")

    def test_two_tasks(self):
        self.passes(interleaved(C01, C01))
        self.passes(interleaved(JSON, JSON))
        self.passes(labelled(R_FRAME) + labelled(R_FRAME, "1: "))
        self.fails(interleaved(C01, C01.replace("Y below threshold: 12 (fraction 1.2e-05)",
                                                "Y below threshold: 13 (fraction 1.3e-05)")), "below_y")
        self.fails(interleaved(JSON.replace('"below": 100024,', '"below": 100042,'), JSON), "below_x")
        self.fails(labelled(R_FRAME) + labelled(R_FRAME.replace("1.200000e+01", "2.100000e+01"), "1: "), "below_y")
        # (a second JSON document after the first is not read, prefix or none: JSON + JSON with X 100042 passes bare too)

    def test_numbered_list_as_before(self):
        for text in ("1: 1002\n2: 1000\n3: 1004004\n4: 1000000\n5: 0.00374021\n",
                     "rank 0: 25047 below\nrank 1: 24876 below\nrank 2: 25102 below\n",
                     "0: 25047\n1: 24876\n2: 25102\n3: 24999\n",
                     "0: start\nn = 1000\nrow = 1002\ntotal = 1004004\n"):
            with self.subTest(text=text):
                self.assertEqual(without_task_labels(text), text)

    def test_cost(self):
        for text in ("0: " + " " * 4000 + "\n" * 4000, "0: " + "1" * 20_000_000, "0: x\n" * 400_000):
            start = time.process_time()
            without_task_labels(text)
            self.assertLess(time.process_time() - start, 2.0)


# right/c34_slurm_job.txt's summary under its banner (its row line; no 'n:' line)
BANNER_BODY = """--------------------------------------------------------------
  row length  : 1002 (n + 2 ghost)
  elements    : 1004004 total / 1000000 inner
  memory      : 4016016 bytes = 3.83 MiB = 0.00374 GiB per array
  t, a, b, c  : 0.1, 0.05, 0.1, 0.4
  x < t       : 100024  (0.100024)
  y < t       : 12  (1.2e-05)
"""
BANNERS = (
    " HW2 stencil  (n = 1000, 1 thread)",
    "=== HW2 stencil  (n = 1000, 1 thread) ===",
    "# smooth  [n = 1000, 4 threads]",
    "Stencil run   (n=1000; threads=8)",
    "*** Jacobi smoothing   (n = 1000, OMP_NUM_THREADS = 4) ***",
    "HW2 stencil: (n = 1000, 1 thread)",
    "HW2 stencil  {n = 1000, threads = 1}",
)


class BannerN(Case):  # M2
    def test_banners(self):
        for banner in BANNERS:
            with self.subTest(banner=banner):
                self.passes(banner + "\n" + BANNER_BODY)
                self.fails(banner.replace("1000", "999") + "\n" + BANNER_BODY, "inner row")  # (graded at n = 999)
                self.fails(banner + "\n" + BANNER_BODY.replace("12  (1.2e-05)", "21  (2.1e-05)"), "below_y")

    def test_real_command(self):
        self.assertEqual(graded(BANNERS[0] + "\n" + BANNER_BODY), ("pass", {}))


if __name__ == "__main__":
    unittest.main()
