"""test_hostile15_values.py - the fifteenth hostile pass's HIGH findings on values read from the wrong
lines: GNU time -v's report beside a right output ('Percent of CPU this job got: 98%' was read as a
fraction), memory said of both arrays, camelCase byte labels, memory as '2 x <per array>', the constants
in other layouts, a ratio y/x, 'Input size: 1000' and 'y: 12 of 1000000 elements -> 0.0012%'.
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_hostile15_values"""
import unittest

from tests.grader.a_support import MEMORY, PLAIN_1000, RIGHT_1000, SIZES_LINES_1000, not_passing

# the fifteenth pass's cases' right output (their base)
CASES_BASE = SIZES_LINES_1000 + """x below threshold = 100024 (0.100024)
y below threshold = 12 (1.20e-05)
"""

_TIME_V = """\tCommand being timed: "./smooth 1000"
\tUser time (seconds): 0.05
\tSystem time (seconds): 0.01
\tPercent of CPU this job got: 98%
\tElapsed (wall clock) time (h:mm:ss or m:ss): 0:00.06
\tAverage shared text size (kbytes): 0
\tAverage unshared data size (kbytes): 0
\tAverage stack size (kbytes): 0
\tAverage total size (kbytes): 0
\tMaximum resident set size (kbytes): 9320
\tAverage resident set size (kbytes): 0
\tMajor (requiring I/O) page faults: 0
\tMinor (reclaiming a frame) page faults: 2103
\tVoluntary context switches: 12
\tInvoluntary context switches: 2
\tSwaps: 0
\tFile system inputs: 0
\tFile system outputs: 8
\tSocket messages sent: 0
\tSocket messages received: 0
\tSignals delivered: 0
\tPage size (bytes): 4096
\tExit status: 0
"""
_TIMERS = (
    _TIME_V,
    _TIME_V.replace("\t", ""),
    "0.05user 0.01system 0:00.06elapsed 98%CPU (0avgtext+0avgdata 9320maxresident)k\n"
    "0inputs+8outputs (0major+2103minor)pagefaults 0swaps\n",
    "\nreal\t0m0.061s\nuser\t0m0.050s\nsys\t0m0.010s\n",
    "real 0.06\nuser 0.05\nsys 0.01\n",
    "./smooth 1000  0.05s user 0.01s system 98% cpu 0.061 total\n",
    """
 Performance counter stats for './smooth 1000':

             61.23 msec task-clock                #    0.987 CPUs utilized
                 3      context-switches          #   48.996 /sec
             2,103      page-faults               #   34.346 K/sec
       203,456,789      cycles                    #    3.323 GHz
       412,345,678      instructions              #    2.03  insn per cycle
           123,456      branch-misses             #    0.27% of all branches

       0.062034567 seconds time elapsed

       0.050000000 seconds user
       0.010000000 seconds sys
""",
)


class TimersReports(unittest.TestCase):
    def test_a_timers_report_beside_a_right_output_passes(self):
        for base in (RIGHT_1000, PLAIN_1000, CASES_BASE):
            for report in _TIMERS:
                for text in (base + report, report + base):
                    with self.subTest(text=text):
                        self.assertEqual(not_passing(text), ("pass", {}))

    def test_a_wrong_fraction_beside_a_timers_report_fails(self):
        wrong = PLAIN_1000.replace("fraction = 1.200000e-05", "fraction = 1.300000e-05")
        for report in _TIMERS[:2]:
            for text in (wrong + report, report + wrong):
                with self.subTest(text=text):
                    verdict, bad = not_passing(text)
                    self.assertEqual(verdict, "fail")
                    self.assertEqual(set(bad), {"fraction_y"})


_BOTH = ("Memory for both arrays: {} MB", "Total memory for x and y: {} MB", "Memory (2 arrays): {} MB",
         "Memory used by x and y together: {} MB", "Memory, both arrays: {} MB")


class BothArraysMemory(unittest.TestCase):
    """Both arrays' memory beside the memory per array is twice it: a printing of it, a wrong one fails."""

    def test_right_both_arrays_memory_passes(self):
        for base in (RIGHT_1000, PLAIN_1000, CASES_BASE):
            for line in _BOTH:
                for value in ("8.03", "8.032", "7.66"):
                    for text in (base + line.format(value) + "\n", line.format(value) + "\n" + base):
                        with self.subTest(text=text):
                            self.assertEqual(not_passing(text), ("pass", {}))
        one_line = PLAIN_1000.replace("0.00374021 GB", "0.00374021 GB, i.e. 8.03 MB for both arrays")
        self.assertEqual(not_passing(one_line), ("pass", {}))

    def test_wrong_both_arrays_memory_fails(self):
        for base in (RIGHT_1000, PLAIN_1000, CASES_BASE):
            for line in _BOTH + ("Total memory for both arrays (GB): {}",):
                for value in ("4.02", "8.05", "16.06", "3.83") if "GB" not in line else ("0.00374021", "0.0076"):
                    with self.subTest(line=line, value=value):
                        verdict, bad = not_passing(base + line.format(value) + "\n")
                        self.assertEqual((verdict, set(bad)), ("fail", {"memory"}))
        one_line = PLAIN_1000.replace("0.00374021 GB", "0.00374021 GB, i.e. 4.02 MB for both arrays")
        self.assertEqual(not_passing(one_line)[0], "fail")
        self.assertEqual(not_passing(RIGHT_1000 + "Memory per array (GB): 0.00374021\n"
                                     "Total memory for both arrays (GB): 0.00374021\n")[0], "fail")

    def test_a_wrong_memory_per_array_beside_its_both_arrays_fails(self):
        text = PLAIN_1000.replace("0.00374021 GB", "0.00748042 GB") + "Memory for both arrays: 16.06 MB\n"
        self.assertEqual(set(not_passing(text)[1]), {"memory"})



def _memory_line(line):
    """PLAIN_1000 with its memory line replaced by `line`."""
    return PLAIN_1000.replace("memory per array = 0.00374021 GB", line)


class MemoryLabels(unittest.TestCase):
    """A memory's unit in a camelCase name ('bytesPerArray = 4016016'), and memory as the arrays' number
    times one array's ('Allocating x and y: 2 x 0.00374021 GB', 'Allocated 2 x 0.00374021 GB = 0.00748042 GB')."""

    def test_camel_case_units(self):
        for line in ("bytesPerArray = 4016016", "memoryBytes = 4016016", "totalBytesPerArray = 4016016",
                     "memPerArrayMiB = 3.83", "perArrayKiB = 3921.89", "memoryMB = 4.016", "sizeGB = 0.00374021"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(_memory_line(line)), ("pass", {}))
        for line in ("bytesPerArray = 4016017", "bytesPerArray = 8032032", "bytesPerArray = 4000000",
                     "bytesPerArray = 0.00374021", "memPerArrayMiB = 7.66"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(_memory_line(line))[0], "fail")

    def test_arrays_times_one_arrays_memory(self):
        for line in ("Allocating x and y: 2 x 0.00374021 GB", "Allocating x and y: 2 x 3.83 MB",
                     "Allocating x and y: 2 * 4016016 bytes", "Allocated 2 x 0.00374021 GB = 0.00748042 GB",
                     "Allocated 0.00374021 GB x 2 = 0.00748042 GB", "Memory: 2 * 3.83 MB = 7.66 MB",
                     "Allocating x and y: 0.00748042 GB"):
            for text in (_memory_line(line), RIGHT_1000.replace(MEMORY + "\n", line + "\n")):
                with self.subTest(text=text):
                    self.assertEqual(not_passing(text), ("pass", {}))
        for line in ("Allocating x and y: 2 x 0.00748042 GB", "Allocating x and y: 2 x 0.00372529 GB",
                     "Allocating x and y: 2 x 8.03 MB", "Allocated 2 x 0.00374021 GB = 0.00374021 GB",
                     "Allocated 2 x 0.00374021 GB = 0.0076 GB", "Allocated 2 x 0.00374022 GB = 0.00748044 GB",
                     "Allocating x and y: 0.00374021 GB"):
            for text in (_memory_line(line), RIGHT_1000.replace(MEMORY + "\n", line + "\n")):
                with self.subTest(text=text):
                    self.assertEqual(not_passing(text), ("fail", {"memory": not_passing(text)[1].get("memory")}))



def _constants_line(line):
    """PLAIN_1000 with its constants' line replaced by `line`."""
    return PLAIN_1000.replace("a = 0.05, b = 0.1, c = 0.4", line)


class ConstantsLayouts(unittest.TestCase):
    """The constants named 'corner (a) 0.05', with their sum's check after them ('(4a + 4b + c = 1)'), with
    each weight's multiplicity ('b = 0.1 (x4)'), and 'a 0.05 | b 0.1 | c 0.4'."""

    RIGHT = ("Coefficients: corner (a) 0.05, edge (b) 0.1, center (c) 0.4",
             "Coefficients: a (corner) 0.05, b (edge) 0.1, c (center) 0.4",
             "Weights: corner (a) = 0.05, edge (b) = 0.1, centre (c) = 0.4",
             "a = 0.05, b = 0.1, c = 0.4 (4a + 4b + c = 1)", "a = 0.05, b = 0.1, c = 0.4 (4*a + 4*b + c = 1.0)",
             "a=0.05 b=0.1 c=0.4; check: 4*a+4*b+c = 1.000000", "Constants (a + b + c): 0.05 0.1 0.4",
             "Stencil: c = 0.4 (self), b = 0.1 (x4), a = 0.05 (x4)", "Stencil: a (x4) = 0.05, b (x4) = 0.1, c = 0.4",
             "Stencil: c = 0.4 (x1), b = 0.1 (\u00d74), a = 0.05 (4x)",
             "Constants: a 0.05 | b 0.1 | c 0.4")
    WRONG = ("Coefficients: corner (a) 0.06, edge (b) 0.1, center (c) 0.4",
             "Coefficients: corner (a) 0.05, edge (b) 0.4, center (c) 0.1",
             "Coefficients: a (corner) 0.1, b (edge) 0.05, c (center) 0.4",
             "a = 0.06, b = 0.1, c = 0.4 (4a + 4b + c = 1)", "a = 0.05, b = 0.1, c = 0.5 (4a + 4b + c = 1.1)",
             "Stencil: c = 0.4 (self), b = 0.2 (x4), a = 0.05 (x4)", "Stencil: a (x4) = 0.1, b (x4) = 0.05, c = 0.4",
             "Constants: a 0.05 | b 0.4 | c 0.1", "Constants: a 0.06 | b 0.1 | c 0.4")

    def test_right_constants_pass(self):
        for line in self.RIGHT:
            with self.subTest(line=line):
                self.assertEqual(not_passing(_constants_line(line)), ("pass", {}))

    def test_wrong_constants_fail(self):
        for line in self.WRONG:
            with self.subTest(line=line):
                verdict, bad = not_passing(_constants_line(line))
                self.assertEqual((verdict, set(bad)), ("fail", {"constants"}))



class ArraysRatio(unittest.TestCase):
    """'Ratio y/x: 0.00011997' (12/100024): one result over the other, no fraction of the elements."""

    def test_a_ratio_of_the_results_is_no_fraction(self):
        for line in ("Ratio y/x: 0.00011997", "y/x ratio = 0.00012", "Ratio of y to x: 0.00011997",
                     "Reduction ratio (y/x): 0.00011997", "ratio below_y/below_x = 0.00011997", "Ratio x/y: 8335.33"):
            for base in (RIGHT_1000, PLAIN_1000, CASES_BASE):
                with self.subTest(line=line, base=base[:30]):
                    self.assertEqual(not_passing(base + line + "\n"), ("pass", {}))

    def test_both_arrays_ratios_are_still_read(self):
        self.assertEqual(not_passing(PLAIN_1000 + "Ratio below threshold x/y: 0.100024 1.2e-05\n"), ("pass", {}))
        for line, field in (("Ratio below threshold x/y: 0.100024 1.3e-05", "fraction_y"),
                            ("ratio x/y below threshold: 0.100025 / 1.2e-05", "fraction_x"),
                            ("Ratio below threshold y: 1.3e-05", "fraction_y")):
            with self.subTest(line=line):
                verdict, bad = not_passing(PLAIN_1000 + line + "\n")
                self.assertEqual((verdict, set(bad)), ("fail", {field}))



class InputSizeAndOutOf(unittest.TestCase):
    """'Input size: 1000' is n (it was the total: n and the row MISSING); 'y: 12 of 1000000 elements -> 0.0012%'
    is Y's count and fraction (its 12 was read as the total)."""

    def test_input_size(self):
        for line in ("Input size: 1000", "Input size n = 1000", "Input n: 1000"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(CASES_BASE.replace("n = 1000\n", line + "\n", 1)), ("pass", {}))
        for line in ("Input size: 1001", "Input size: 999", "Input size n = 1002"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(CASES_BASE.replace("n = 1000\n", line + "\n", 1))[0], "fail")
        wrong_row = CASES_BASE.replace("n = 1000\n", "Input size: 1000\n", 1).replace("n+2 = 1002", "n+2 = 1003")
        self.assertEqual(set(not_passing(wrong_row)[1]), {"row"})

    def test_a_count_out_of_the_inner_elements_with_an_arrow(self):
        y, x = "y below threshold = 12 (1.20e-05)", "x below threshold = 100024 (0.100024)"
        for old, line in ((y, "y: 12 of 1000000 elements -> 0.0012%"), (y, "y: 12 of 1000000 -> 0.0012%"),
                          (y, "y: 12 of 1000000 elements => 1.2e-05"), (y, "y: 12/1000000 -> 1.2e-05"),
                          (y, "y: 12 of 1000000 elements \u2192 0.0012%"), (x, "x: 100024 of 1000000 elements -> 10.0024%")):
            for text in (CASES_BASE.replace(old, line), CASES_BASE + line + "\n"):
                with self.subTest(text=text):
                    self.assertEqual(not_passing(text), ("pass", {}))
        for old, line, bad in ((y, "y: 13 of 1000000 elements -> 0.0013%", {"below_y", "fraction_y"}),
                               (y, "y: 12 of 1000000 elements -> 0.0013%", {"fraction_y"}),
                               (x, "x: 100025 of 1000000 elements -> 10.0025%", {"below_x", "fraction_x"}),
                               (x, "x: 100024 of 1000000 elements -> 10.0025%", {"fraction_x"})):
            for text in (CASES_BASE.replace(old, line), CASES_BASE + line + "\n"):
                with self.subTest(text=text):
                    verdict, fields = not_passing(text)
                    self.assertEqual((verdict, set(fields)), ("fail", bad))


if __name__ == "__main__":
    unittest.main()
