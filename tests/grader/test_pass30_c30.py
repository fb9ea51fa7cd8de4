"""test_pass30_c30.py - c30's fixes in the twenty-sixth round of issue 66 (grading, round 3): wrong restatements of a
count after a right output that passed (the thirty-third hostile pass's H13-H19).

- H14: a logger's prefix on the recap line alone: spdlog's `[2026-11-30 10:01:12.145] [info] Y = 13`, a bracketed
  time `[2026-11-30 10:01:12] Y = 13`, log4j's `10:01:12.145 [main] INFO  Stencil - nby=13`. Before: PASS 20/20 (the
  prefix's digits and brackets made the line no recap). Now FAIL Y (X for an X); the same line with the right count
  keeps the output passing, and so does a whole output with the prefix on every line (recapprefixes.py, read by
  barerecaps.py and terserecaps.py).
- H15: a kernel's name as the recap's label: `smooth_shared: nby = 13`, `kernel<<<grid,block>>>: nby = 13`,
  `smooth_shared<<<(63,63),(16,16)>>>: nby = 13`, `kernel<<<grid,block>>>: Y = 13`. Before: PASS 20/20 (a version's
  word alone, `shared: nby = 13`, failed). Now FAIL Y: an identifier whose words are a version's or a kernel's
  (`smooth`, `stencil`, `kernel`, `shared`, ...), or any name with a launch's `<<<...>>>`, is a version's label
  (terserecaps.py; recaplines.py passes over the launch's configuration, whose `grid`, `block` are no point's words).
- H13: rank 0's reduced result with its lead: `Rank 0 reduced nby = 13`, `Rank 0 gathered nby = 13`, `rank 0 got nby =
  13 after reduction`, `Rank 0 sum: y below threshold = 13`, `after MPI_Reduce on rank 0: nby = 13`. Before: PASS 20/20
  (the line a rank's own partial, no field's; an output with the lead on every line UNGRADED). Now FAIL Y: the lead is
  cut off (rootresults.py), the rest read as any printing; ranks' partials over such a total line still pass.
- H16: numpy's and cupy's arrays and tuples of the counts: `counts: array([100024,     13])`, `np.array([100024, 13])`,
  `nby (cupy): array(13)`, `res = (100024, 13)`. Before: PASS 20/20 (a bare `array([100024, 13])`, `nby: array(13)`,
  `result: (100024, 13)` failed). Now FAIL Y: a count's label, a library's tag and the module's name before the array
  (laterecaps.py), a 0-d array under a count's name, and a result's short name over a pair (keyedrecaps.py).
- H18: a count with a statistic alone in its bracket: `y below t: 13 (min 0.0412)`, `y<t: 13 (min(y) = 0.0412)`.
  Before: PASS 20/20 (the line dropped as a statistic's). Now FAIL Y: statclauses.py cuts the bracket as it cuts a
  statistic's clause after a comma; a bare mean's bracket (`(mean 1.2e-05)`, the booleans' mean) stays.
- H17: the two counts bare after the counts: `100024 13`, `below: 100024 / 13`. Before: PASS 20/20 (headlessrows reads
  only a row with fractions). Now FAIL Y (laterecaps.py): x's count first, printed before on a line that counts, above
  y's, no table's row of numbers beside it (`12 100024`, `501 733`, a run of number rows stay unread).
"""
import os
import sys
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from tests.grader.a_support import C01_1000, RIGHT_1000, RightAndWrong, not_passing  # noqa: E402

BASES = (RIGHT_1000, C01_1000)


def _after(lines):
    return [base + line + "\n" for base in BASES for line in lines]


class LoggerPrefixedRecap(RightAndWrong):
    """H14: a logger's prefix before the recap line's bare name and count (only that line carries it)."""
    PREFIXES = ("[2026-11-30 10:01:12.145] [info] ", "[2026-11-30 10:01:12] ", "[10:01:12.145] ",
                "[2026-11-30T10:01:12Z] [smooth] [INFO] ", "10:01:12.145 [main] INFO  Stencil - ",
                "2026-11-30 10:01:12,145 [pool-1-thread-2] DEBUG c.e.Stencil - ", "[main] INFO Stencil - ")

    def test_bare_capital(self):
        self.right_and_wrong(_after([p + "Y = 12" for p in self.PREFIXES] + [p + "X = 100024" for p in self.PREFIXES]),
                             [("Y = 12", "Y = 13", "below_y"), ("X = 100024", "X = 100025", "below_x")])

    def test_terse_names(self):
        self.right_and_wrong(_after([p + "nby=12" for p in self.PREFIXES] + [p + "nbx = 100024" for p in self.PREFIXES]),
                             [("nby=12", "nby=13", "below_y"), ("nbx = 100024", "nbx = 0", "below_x")])

    def test_prefix_on_every_line(self):
        for prefix in self.PREFIXES[:5]:
            for base in BASES:
                text = "".join(prefix + line + "\n" for line in base.splitlines())
                with self.subTest(prefix=prefix):
                    self.assertEqual(not_passing(text), ("pass", {}))
                    self.assertEqual(not_passing(text + prefix + "Y = 13\n")[0], "fail")

    def test_no_prefix(self):
        from grading.recapprefixes import recap_prefix_end
        self.assertEqual([recap_prefix_end(s) for s in ("[y] = 13", "[main] nby=13", "10:01:12 Y = 13", "Y = 13",
                                                        "[2026-11-30 10:01:12] " * 90 + "Y")], [0, 0, 0, 0, 0])
        import time
        start = time.process_time()  # (a line of 2,000 characters: linear)
        for line in ("[main] " * 300, "[10:01:12] " + "[a] " * 500, "INFO  " + "a" * 2000, "[" + " " * 2000):
            recap_prefix_end(line)
        self.assertLess(time.process_time() - start, 0.05)


class KernelNamedRecap(RightAndWrong):
    """H15: a kernel's name, or its launch, as the label of a recap's terse count."""
    LABELS = ("smooth_shared: ", "kernel<<<grid,block>>>: ", "smooth_shared<<<(63,63),(16,16)>>>: ", "smooth_kernel: ",
              "stencilKernel2: ", "smooth_tiled_v2 -> ", "  smoothShared<<<dim3(63, 63), dim3(16, 16)>>>: ")

    def test_terse_names(self):
        self.right_and_wrong(_after([p + "nby = 12" for p in self.LABELS] + [p + "nbx=100024, nby=12" for p in self.LABELS]),
                             [("nby = 12", "nby = 13", "below_y"), ("nbx=100024", "nbx=100023", "below_x")])

    def test_capital(self):
        self.right_and_wrong(_after(["kernel<<<grid,block>>>: Y = 12", "smooth_shared<<<(63,63),(16,16)>>>: X = 100024"]),
                             [("Y = 12", "Y = 13", "below_y"), ("X = 100024", "X = 100023", "below_x")])

    def test_other_names(self):
        from grading.terserecaps import _kernel_named
        self.assertEqual([_kernel_named(n) for n in ("smooth_shared", "stencilKernel2", "gpu_v2", "centre", "grid_x",
                                                     "point", "peak_at")], [True, True, True, False, False, False, False])
        for line in ("centre: cx = 501, cy = 733", "peak_at: cy = 733"):
            self.assertEqual(not_passing(RIGHT_1000 + line + "\n"), ("pass", {}))


class RootReducedResult(RightAndWrong):
    """H13: rank 0's line of the reduced result, its lead saying so."""
    LINES = ("Rank 0 reduced nby = 12", "Rank 0 gathered nby = 12", "rank 0 got nby = 12 after reduction",
             "Rank 0 sum: y below threshold = 12", "after MPI_Reduce on rank 0: nby = 12", "Rank 0 reduced Y = 12",
             "[rank 0] reduced: nbx = 100024, nby = 12", "MPI rank 0 allreduced counts: y below t = 12",
             "after MPI_Allreduce on rank 0, count_y = 12")

    def test_after_a_right_output(self):
        self.right_and_wrong(_after(self.LINES), [("= 12", "= 13", "below_y"), ("nbx = 100024", "nbx = 100025", "below_x")])

    def test_partials_then_reduced(self):
        sizes = "".join(line + "\n" for line in C01_1000.splitlines()[:7])
        parts = "".join(f"rank {r}: x below threshold = {x}, y below threshold = {y}\n"
                        for r, x, y in ((0, 25061, 3), (1, 24963, 2), (2, 25000, 4), (3, 25000, 3)))
        for lead in ("Rank 0 reduced: ", "after MPI_Reduce on rank 0: "):
            total = lead + "x below threshold = 100024 (fraction 0.100024), y below threshold = 12 (fraction 1.2e-05)\n"
            self.assertEqual(not_passing(sizes + parts + total), ("pass", {}))
            self.assertEqual(not_passing(sizes + parts + total.replace("= 12 ", "= 13 "))[0], "fail")

    def test_lead_on_every_line(self):
        self.assertEqual(not_passing("".join("Rank 0 reduced " + line + "\n" for line in C01_1000.splitlines())), ("pass", {}))

    def test_no_lead(self):
        from grading.rootresults import root_results_read
        lines = "rank 0: nby = 13\nrank 0 total elements: 251502\nrank 0 has 25061 below\nrank 1 reduced nby = 3\n"
        self.assertEqual(root_results_read(lines), lines)


class ArraysOfCounts(RightAndWrong):
    """H16: numpy's and cupy's arrays and tuples of the counts after a right output."""
    PAIRS = ("counts: array([100024,     12])", "np.array([100024, 12])", "counts = np.array([100024, 12])",
             "res = (100024, 12)", "below_xy: cp.array([100024, 12], dtype=int64)", "ret -> (100024, 12)")
    ONES = ("nby (cupy): array(12)", "y_count = cp.array(12, dtype=int32)", "count_y (numpy) = np.array(12)")

    def _right_and_wrong(self, lines, old, new):
        for line in lines:
            for base in BASES:
                with self.subTest(line=line):
                    self.assertEqual(not_passing(base + line + "\n"), ("pass", {}))
                    verdict, bad = not_passing(base + line.replace(old, new) + "\n")
                    self.assertEqual((verdict, bad.get("below_" + ("y" if new.startswith("1") and len(new) < 4 else "x"), ("",))[0]),
                                     ("fail", "fail"))

    def test_pairs(self):
        self._right_and_wrong(self.PAIRS, "12", "13")
        self._right_and_wrong(self.PAIRS, "100024", "100025")

    def test_zero_dimensional(self):
        self._right_and_wrong(self.ONES, "12", "13")
        self.assertEqual(not_passing(RIGHT_1000 + "nbx (numpy): array(100025)\n")[0], "fail")

    def test_no_counts(self):
        for line in ("centre: (501, 733)", "shape = np.array([1002, 1002])",
                     "block (cupy): array(16)"):
            self.assertEqual(not_passing(RIGHT_1000 + line + "\n"), ("pass", {}), line)


class StatisticInBracket(RightAndWrong):
    """H18: a statistic alone in the bracket after a count."""
    LINES = ("y below t: 12 (min 0.0412)", "y<t: 12 (min(y) = 0.0412)", "Y below threshold: 12 (max 0.9999)",
             "y below t: 12  (std(y) = 0.12)", "count y < t = 12 (np.min(y): 0.0412)", "y: 12 (y.min() = 0.0412)")

    def test_after_a_right_output(self):
        self.right_and_wrong(_after(self.LINES), [(": 12 (", ": 13 (", "below_y"), ("= 12 (", "= 13 (", "below_y"),
                                                  ("12  (", "13  (", "below_y")])

    def test_x(self):
        self.right_and_wrong(_after(["x below t: 100024 (min 0.0001)"]), [("100024 (", "100025 (", "below_x")])

    def test_bare_mean_stays(self):
        from grading.statclauses import statistics_cut
        self.assertEqual(statistics_cut("y below t: 12 (mean 1.2e-05)\n"), "y below t: 12 (mean 1.2e-05)\n")
        self.assertEqual(statistics_cut("y below t: 12 (min 0.0412)\n"), "y below t: 12\n")


class BareCountPair(RightAndWrong):
    """H17: the two counts bare, or under a count's label, after the counts."""

    def test_after_a_right_output(self):
        self.right_and_wrong(_after(["100024 12", "below: 100024 / 12", "  100024     12", "counts = 100024/12"]),
                             [("100024 12", "100024 13", "below_y"), ("100024 / 12", "100024 / 13", "below_y"),
                              ("100024     12", "100024     13", "below_y"), ("100024/12", "100024/13", "below_y")])

    def test_no_pair(self):
        for lines in ("12 100024", "13 100024", "501 733", "1000 12", "100024 12\n100025 13", "centre: 100024 13"):
            self.assertEqual(not_passing(RIGHT_1000 + lines + "\n"), ("pass", {}), lines)


if __name__ == "__main__":
    unittest.main()
