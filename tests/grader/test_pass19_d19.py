"""test_pass19_d19.py - the nineteenth pass's d19: wrong outputs that passed at c1c9a0d (a right output plus one
wrong printing, or one wrong value), and the corpus's known misses. Before, each graded PASS; now each fails the
field it gets wrong, and its right twin (the same lines with the right values) still passes:
1. a title over the output whose grid is wrong ('Smoothing a 1000 x 1000 grid (plus boundary: 1004 x 1004)'): it
   was a warm-up's run of its own, dropped; a lone first line that gives a size the run gives too, with the same
   value, is the output's title (several._shares): FAIL row;
2. 'x and y have 100024 and 21 elements below 0.1, respectively' (recounts.py): FAIL below_y;
3. 'Summary: x went from 100024 to 21' (a change with no count's word: recounts.py): FAIL below_y;
4. 'Time for n = 1001: 10.2 ms' in an n = 1000 output: it was dropped as another n's line; a timer's lines that
   state one n are the run's own (printings.Timed): FAIL inner (a scaling list's several n's still dropped);
5. 'memory per array = 0.00374021 GB (both: 0.00374021 GB)' (bothmemory.py): FAIL memory;
6. 'Recount (serial): x = 100024, y = 21' after the counts (recounts.py): FAIL below_y;
7. 'y: 21 (99.98% fewer than x)', and a percentage that disagrees with the counts ('y: 12 (99.79% fewer than
   x)'): FAIL below_y (recounts.py);
8. the corpus's KNOWN_MISSES: '1002 x 1001 = 1004004' and MATLAB's size(x) '1002 1001' (sidesapart.py,
   prompts.py), '4016016 bytes, which is 0.00372529 GB' (memoryprose.py), a CPU/GPU table's GPU fraction column
   ('frac x 0.100024   0.100042': tables._glued_first), '(10.0024%, fraction 0.100042)' (percentfirst.py).
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass19_d19"""
import time
import unittest

from tests.grader.a_support import PLAIN_1000, RIGHT_1000, SIZES_LINES_1000, SMOOTH_500, graded, not_passing

COUNTS = "count x < t = 100024, fraction = 0.100024\ncount y < t = 12, fraction = 1.200000e-05\n"
BARE = PLAIN_1000.replace(COUNTS, "x: 100024 (0.100024)\ny: 12 (1.2e-05)\n")
KEYED = SIZES_LINES_1000 + "x below threshold = 100024 (fraction 0.100024)\ny below threshold = 12 (fraction 1.2e-05)\n"
BASES = (PLAIN_1000, RIGHT_1000, BARE, KEYED)



def _status(text, field):
    verdict, bad = not_passing(text)
    return verdict, bad.get(field, ("pass",))[0]


class Titles(unittest.TestCase):
    """1: a title line over the output that gives the grid, its boundary's side wrong."""
    TITLES = ["Smoothing a 1000 x 1000 grid (plus boundary: {row} x {row})",
              "Smoothing a 1000 x 1000 grid (with ghost cells: {row} x {row})",
              "Grid: 1000 x 1000 interior, {row} x {row} with ghosts",
              "Running smooth on a 1000 x 1000 grid ({row} x {row} with boundary)"]

    def test_wrong_title_fails_row(self):
        for base in (PLAIN_1000, RIGHT_1000):
            for title in self.TITLES:
                for row in (1004, 1001):
                    with self.subTest(title=title, row=row, base=base[:10]):
                        self.assertEqual(graded(title.format(row=row) + "\n" + base), ("fail", {"row": "fail"}))

    def test_right_title_passes(self):
        for base in (PLAIN_1000, RIGHT_1000):
            for title in self.TITLES:
                with self.subTest(title=title, base=base[:10]):
                    self.assertEqual(graded(title.format(row=1002) + "\n\n" + base), ("pass", {}))

    def test_other_n(self):
        self.assertEqual(graded("Smoothing a 500 x 500 grid (plus boundary: 502 x 502)\n" + SMOOTH_500), ("pass", {}))
        self.assertEqual(graded("Smoothing a 500 x 500 grid (plus boundary: 504 x 504)\n" + SMOOTH_500),
                         ("fail", {"row": "fail"}))

    def test_warm_up_and_other_lines_unchanged(self):
        # a warm-up's line, a line that shares no size with the run: no title (as before)
        for line in ("Warm-up run: n = 100 (102 x 102)", "Using 16 threads", "Grid 2002 x 2002 (n = 2000) next"):
            with self.subTest(line=line):
                self.assertEqual(graded(line + "\n" + PLAIN_1000)[0], "pass")


class Respectively(unittest.TestCase):
    """2: both counts by position with a verb, after the counts."""
    LINES = ["x and y have {x} and {y} elements below 0.1, respectively",
             "X and Y contain {x} and {y} values below the threshold, respectively.",
             "Arrays x and y have {x}, {y} elements < 0.1",
             "x, y have {x} and {y} points below t = 0.1 respectively"]

    def test_wrong_fails(self):
        for base in BASES:
            for line in self.LINES:
                with self.subTest(line=line, base=base[-20:]):
                    self.assertEqual(_status(base + line.format(x=100024, y=21) + "\n", "below_y"), ("fail", "fail"))
                    self.assertEqual(_status(base + line.format(x=100042, y=12) + "\n", "below_x"), ("fail", "fail"))
        self.assertEqual(graded(PLAIN_1000 + "x and y have 100024 and 21 elements below 0.1, respectively\n"),
                         ("fail", {"below_y": "fail"}))

    def test_right_passes(self):
        for base in BASES:
            for line in self.LINES:
                with self.subTest(line=line, base=base[-20:]):
                    self.assertEqual(not_passing(base + line.format(x=100024, y=12) + "\n"), ("pass", {}))
        # the names in the other order: by position
        self.assertEqual(not_passing(PLAIN_1000 + "y and x have 12 and 100024 elements < 0.1 respectively\n"),
                         ("pass", {}))
        self.assertEqual(_status(PLAIN_1000 + "y and x have 21 and 100024 elements < 0.1 respectively\n", "below_y"),
                         ("fail", "fail"))


class Changes(unittest.TestCase):
    """3: a change from x's count to y's with no count's word."""
    LINES = ["Summary: x went from {x} to {y}", "The count fell from {x} to {y}.", "count dropped from {x} to {y} "
             "after smoothing", "Smoothing: the number of elements went from {x} down to {y}"]

    def test_wrong_fails(self):
        for base in BASES:
            for line in self.LINES:
                with self.subTest(line=line, base=base[-20:]):
                    self.assertEqual(_status(base + line.format(x=100024, y=21) + "\n", "below_y"), ("fail", "fail"))
        self.assertEqual(graded(PLAIN_1000 + "Summary: x went from 100024 to 21\n")[1], {"below_y": "fail"})

    def test_right_passes(self):
        for base in BASES:
            for line in self.LINES:
                with self.subTest(line=line, base=base[-20:]):
                    self.assertEqual(not_passing(base + line.format(x=100024, y=12) + "\n"), ("pass", {}))

    def test_other_changes_pass(self):
        # a change of another thing (no count printed elsewhere), a guess: no recap
        for line in ("Residual went from 3 to 1", "Summary: time went from 120 to 45", "Speedup went from 2 to 19"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(PLAIN_1000 + line + "\n"), ("pass", {}))


class TimedN(unittest.TestCase):
    """4: a timer's line that states another n."""

    def test_wrong_n_fails(self):
        for base in (PLAIN_1000, RIGHT_1000):
            for line in ("Time for n = 1001: 10.2 ms", "Elapsed time for n = 999: 0.0123 s",
                         "Computed in 10.0 ms for n = 1001.", "Time for n = 1001: 10.2 ms\nTime for n = 1001: 10.4 ms"):
                with self.subTest(line=line, base=base[:10]):
                    self.assertEqual(graded(base + line + "\n"), ("fail", {"inner": "fail"}))
        self.assertEqual(graded(SMOOTH_500 + "Time for n = 501: 2.1 ms\n"), ("fail", {"inner": "fail"}))

    def test_right_n_passes(self):
        for line in ("Time for n = 1000: 10.2 ms", "Elapsed time for n = 1000: 0.0123 s", "Computed in 10.0 ms for "
                     "n = 1000."):
            with self.subTest(line=line):
                self.assertEqual(graded(PLAIN_1000 + line + "\n"), ("pass", {}))
        self.assertEqual(graded(SMOOTH_500 + "Time for n = 500: 2.1 ms\n"), ("pass", {}))

    def test_scaling_list_and_prose_dropped(self):
        # timers of several n's (a scaling list), prose about another n: dropped, as before
        for lines in ("Time for n = 500: 2.1 ms\nTime for n = 1000: 10.2 ms\nTime for n = 2000: 41.0 ms",
                      "Time for n = 2000: 41.0 ms\nTime for n = 4000: 160 ms", "Memory for n = 16384: 1.0 GB per array."):
            with self.subTest(lines=lines):
                self.assertEqual(graded(PLAIN_1000 + lines + "\n"), ("pass", {}))


class BothMemory(unittest.TestCase):
    """5: both arrays' memory beside one array's, under 'both' or 'x + y' alone."""
    ASIDES = ["(both: {m})", "(x + y: {m})", "(both x and y: {m})", "(x and y = {m})"]

    def test_wrong_fails(self):
        for aside in self.ASIDES:
            with self.subTest(aside=aside):
                text = PLAIN_1000.replace("0.00374021 GB", "0.00374021 GB " + aside.format(m="0.00374021 GB"))
                self.assertEqual(_status(text, "memory"), ("fail", "fail"))
                tutorial = RIGHT_1000.replace(":: 0.00374021", ":: 0.00374021 " + aside.format(m="0.00374021 GB"))
                self.assertEqual(_status(tutorial, "memory"), ("fail", "fail"))
        mib = PLAIN_1000.replace("0.00374021 GB", "3.830 MiB (both: 3.830 MiB)")
        self.assertEqual(_status(mib, "memory"), ("fail", "fail"))

    def test_right_passes(self):
        for aside in self.ASIDES:
            with self.subTest(aside=aside):
                text = PLAIN_1000.replace("0.00374021 GB", "0.00374021 GB " + aside.format(m="0.00748042 GB"))
                self.assertEqual(not_passing(text), ("pass", {}))
                tutorial = RIGHT_1000.replace(":: 0.00374021", ":: 0.00374021 " + aside.format(m="0.00748042 GB"))
                self.assertEqual(not_passing(tutorial), ("pass", {}))
        self.assertEqual(not_passing(PLAIN_1000.replace("0.00374021 GB", "3.830 MiB (both: 7.660 MiB)")), ("pass", {}))

    def test_long_line_fast(self):
        from grading.bothmemory import both_memories
        start = time.process_time()
        for line in ("arrays 1" + " " * 4000 + "x GB", "1 " * 4000 + "both GB", "(x" + " 1" * 4000 + " GB"):
            both_memories(line)
        self.assertLess(time.process_time() - start, 0.5)


class Recounts(unittest.TestCase):
    """6: a recount's or a check's pair with a version in brackets, after the counts."""
    LINES = ["Recount (serial): x = {x}, y = {y}", "Recheck [serial loop]: x={x} y={y}",
             "Count again (CPU): x: {x}, y: {y}", "Verification (reference): x = {x}; y = {y}"]

    def test_wrong_fails(self):
        for base in BASES:
            for line in self.LINES:
                with self.subTest(line=line, base=base[-20:]):
                    self.assertEqual(_status(base + line.format(x=100024, y=21) + "\n", "below_y"), ("fail", "fail"))
                    self.assertEqual(_status(base + line.format(x=100042, y=12) + "\n", "below_x"), ("fail", "fail"))
        self.assertEqual(graded(PLAIN_1000 + "Recount (serial): x = 100024, y = 21\n"), ("fail", {"below_y": "fail"}))

    def test_right_passes(self):
        for base in BASES:
            for line in self.LINES:
                with self.subTest(line=line, base=base[-20:]):
                    self.assertEqual(not_passing(base + line.format(x=100024, y=12) + "\n"), ("pass", {}))

    def test_places_pass(self):
        for line in ("Peak (max): x = 500, y = 501", "Block (threads): x = 32, y = 8", "Recount (serial): x = 7, y = 7"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(PLAIN_1000 + line + "\n"), ("pass", {}))


class Fewer(unittest.TestCase):
    """7: y's count with its change from x's; a percentage that disagrees with the counts fails y."""
    RIGHT = ["y: 12 (99.98% fewer than x)", "x: 100024\ny: 12 (99.98% fewer)", "Y = 12 (99.988% less than X)",
             "y: 12 (99.99% reduction)", "y = 12, 99.9880% fewer than x"]
    WRONG = ["y: 21 (99.98% fewer than x)", "x: 100024\ny: 21 (99.98% fewer)", "y: 12 (99.79% fewer than x)",
             "Y = 12 (99.888% less than X)", "y: 12 (98.99% lower than x)", "y = 12, 99.7% fewer than x"]

    def test_right_passes(self):
        for base in BASES:
            for line in self.RIGHT:
                with self.subTest(line=line, base=base[-20:]):
                    self.assertEqual(not_passing(base + line + "\n"), ("pass", {}))

    def test_wrong_fails(self):
        for base in BASES:
            for line in self.WRONG:
                with self.subTest(line=line, base=base[-20:]):
                    self.assertEqual(_status(base + line + "\n", "below_y"), ("fail", "fail"))
        self.assertEqual(graded(PLAIN_1000 + "y: 12 (99.79% fewer than x)\n"), ("fail", {"below_y": "fail"}))


CORPUS_P28 = """Running smoothing for n = 1000 ...
done in 0.02 s

Size of x and y: 1002 x 1002 = 1004004 elements (1000000 inner)
Each array is 4016016 bytes = 0.00374021 GB
Threshold 0.1; weights a=0.05, b=0.1, c=0.4
x: 100024 below threshold -> 10.0024%
y: 12 below threshold -> 0.0012%
"""
CORPUS_C10 = """Running smoothing with n = 1000.
The arrays are 1002 by 1002, so there are 1004004 elements in all and 1000000 inner elements.
Each array takes 4016016 bytes, which is 0.00374021 GB.
Using threshold 0.1 and weights a = 0.05, b = 0.10, c = 0.40.
Before smoothing, 100024 of the inner elements are below the threshold (10.0024%).
After smoothing, only 12 are (0.0012%).
"""
CORPUS_C25 = """n = 1000, N = 1002, N*N = 1004004, n*n = 1000000
Memory per array: 0.00374021 GB
Threshold: 0.1
Constants: a = 0.05, b = 0.10, c = 0.40

          CPU        GPU
x<t    100024     100024
y<t        12         12
frac x 0.100024   0.100024
frac y 0.000012   0.000012
"""
CORPUS_C08 = """Grid: n = 1000 (with boundary 1002)
Total elements: 1004004
Inner elements: 1000000
Memory per array: 0.00374021 GB
Threshold: 0.1
Weights: a = 0.05, b = 0.10, c = 0.40
x: 100024 elements below 0.1 (10.0024%, fraction 0.100024)
y: 12 elements below 0.1 (0.0012%, fraction 0.000012)
"""
MATLAB = """>> size(x)

ans =

        1002        1002

n = 1000
Total elements: 1004004
Inner elements: 1000000
Memory per array: 0.00374021 GB
Threshold: 0.1
a = 0.05, b = 0.1, c = 0.4
x below threshold: 100024 (0.100024)
y below threshold: 12 (1.2e-05)
"""


class KnownMisses(unittest.TestCase):
    """8: the corpus's known misses, each mutant now failing; the right outputs pass."""

    def test_right_pass(self):
        for text in (CORPUS_P28, CORPUS_C10, CORPUS_C25, CORPUS_C08, MATLAB):
            with self.subTest(text=text[:30]):
                self.assertEqual(not_passing(text), ("pass", {}))

    def test_second_side(self):
        for old, new in (("1002 x 1002 =", "1002 x 1001 ="), ("1002 x 1002 =", "1001 x 1002 =")):
            self.assertEqual(_status(CORPUS_P28.replace(old, new), "row"), ("fail", "fail"))
        for line in ("Size of x and y: 1002 x 1001", "Array size: 1002 x 1001"):
            with self.subTest(line=line):
                self.assertEqual(_status(PLAIN_1000 + line + "\n", "row"), ("fail", "fail"))
        self.assertEqual(not_passing(PLAIN_1000 + "Size of x and y: 1002 x 1002\n"), ("pass", {}))
        self.assertEqual(not_passing(MATLAB.replace("1002        1002", "1002        1001"))[0], "fail")
        # a shape that is no array's: as before
        for line in ("Grid: 1002 x 500", "Blocks of x: 32 x 8", "Local part of x: 501 x 1002"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(PLAIN_1000 + line + "\n"), ("pass", {}))

    def test_memory_in_prose(self):
        self.assertEqual(_status(CORPUS_C10.replace("which is 0.00374021", "which is 0.00372529"), "memory"),
                         ("fail", "fail"))
        for said in ("x needs 3.830 MiB, i.e. {m} GiB", "Each array uses 4016016 bytes or {m} GB",
                     "Memory per array is 4016016 bytes, that is {m} GB."):
            with self.subTest(said=said):
                text = CORPUS_C10.replace("Each array takes 4016016 bytes, which is 0.00374021 GB.", said.format(m="{m}"))
                self.assertEqual(not_passing(text.format(m="0.00374021")), ("pass", {}))
                self.assertEqual(_status(text.format(m="0.00372529"), "memory"), ("fail", "fail"))

    def test_gpu_fraction_column(self):
        self.assertEqual(not_passing(CORPUS_C25.replace("frac x 0.100024   0.100024", "frac x 0.100024   0.100042"))[0],
                         "fail")
        self.assertEqual(not_passing(CORPUS_C25.replace("frac y 0.000012   0.000012", "frac y 0.000012   0.000021"))[0],
                         "fail")
        self.assertEqual(_status(CORPUS_C25.replace("frac x 0.100024   0.100024", "frac x 0.100042   0.100024"),
                                 "fraction_x"), ("fail", "fail"))

    def test_fraction_after_percentage(self):
        self.assertEqual(_status(CORPUS_C08.replace("fraction 0.100024)", "fraction 0.100042)"), "fraction_x"),
                         ("fail", "fail"))
        self.assertEqual(_status(CORPUS_C08.replace("fraction 0.000012)", "fraction 0.000021)"), "fraction_y"),
                         ("fail", "fail"))
        semi = CORPUS_C08.replace("%, fraction", "%; frac =")
        self.assertEqual(not_passing(semi), ("pass", {}))
        self.assertEqual(_status(semi.replace("= 0.100024)", "= 0.100042)"), "fraction_x"), ("fail", "fail"))


class Cost(unittest.TestCase):
    def test_long_lines_fast(self):
        from grading.memoryprose import memory_said
        from grading.percentfirst import percent_first
        from grading.recounts import recounts_read
        from grading.sidesapart import sides_apart
        start = time.process_time()
        for line in ("x and y have 100024 and 21 elements below 0.1" + " " * 4000 + "z",
                     "Summary: x went from 100024 to 21" + " " * 4000 + "z", "a " * 3000 + "went from 1 to 2 z",
                     "Recount (serial): x = 100024, y = 21" + " " * 4000 + "z", "y: 21 (99.98% fewer than x" + " " * 4000 + "z",
                     "y: 21," + " " * 4000 + "1%", "count x = 5\ny: 21 (" + " " * 4000 + "1% fewer)"):
            recounts_read("count x < t = 100024\n" + line + "\n" + line + " has from %", lambda *args: True)
        for line in ("Each array takes 4016016 bytes" + " " * 4000 + "z", "a " * 3000 + "1 GB, which is 2" + " " * 4000,
                     "(1%," + " " * 4000 + "fraction 1", "x: 1 x 2" + " " * 4000 + "z", "a" * 4000 + ": 1 x 2 = 4"):
            memory_said(line)
            percent_first(line)
            sides_apart(line)
        self.assertLess(time.process_time() - start, 1.0)


if __name__ == "__main__":
    unittest.main()
