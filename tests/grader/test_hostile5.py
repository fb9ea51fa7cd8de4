"""test_hostile5.py - the fifth hostile pass's findings on what a field's line says: memory that is
not an array's (H1), the smoothing constants one a line, by the neighbour each weighs or in another
order (H2), a memory rounded to a whole KiB or kB (H4), a fraction that cannot tell a wrong count
from the right one (M1), a fraction printed as count/n^2 (M2), Y = 0's reason (M3), units shown as
written (L1). Run: python3 -m unittest tests.grader.test_hostile5 (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import RIGHT_1000, entry_of, not_passing, replaced  # noqa: E402
from grading import fields  # noqa: E402

RIGHT = RIGHT_1000
MEMORY = "Memory (GB) used per array               :: 0.00374021\n"
CONSTANTS = "Smoothing constants (a, b, c)            :: 0.05 0.10 0.40\n"


graded = not_passing

class OtherMemory(unittest.TestCase):
    """H1: a process's peak, a device's free memory, both arrays' or the GPU's use beside the memory
    per array are other quantities, not a second value of it."""

    def test_beside_the_memory_per_array(self):
        for line in ("Peak memory: 8.03 MB", "Free device memory: 79.1 GB", "GPU memory used: 512 MiB of 81559 MiB",
                     "Total memory for both arrays (GB): 0.00748042", "Available memory: 120 GB"):
            with self.subTest(line=line):
                self.assertEqual(graded(RIGHT + line + "\n"), ("pass", {}))

    def test_peak_is_never_the_memory(self):
        self.assertIsNone(fields.read_output("Peak memory: 8.03 MB\n")["fields"].get("memory"))

    def test_alone_a_shared_memory_is_still_read(self):
        """'Total memory for both arrays' alone: read, and judged as both arrays' (the ninth pass: it
        was judged as one array's, so the right total failed and one array's passed)"""
        self.assertEqual(graded(replaced(MEMORY, "Total memory for both arrays (GB): 0.00748042\n")), ("pass", {}))
        text = replaced(MEMORY, "Total memory for both arrays (GB): 0.00374021\n")
        self.assertEqual(graded(text)[1]["memory"][0], "fail")

    def test_two_memories_per_array_still_differ(self):
        got = fields.read_output(MEMORY + "Memory per array: 8.03 MB\n")["fields"]["memory"]
        self.assertIn("two different values", got.error or "")


class ConstantsLayouts(unittest.TestCase):
    """H2: the constants one a line, named by their neighbours, in a stated order, a CSV's rows."""

    def test_right_constants_pass(self):
        layouts = {"one a line": "Smoothing constant a: 0.05\nSmoothing constant b: 0.1\nSmoothing constant c: 0.4\n",
                   "weights named": "Weights: corner 0.05, edge 0.1, centre 0.4\n",
                   "weights one a line": "corner weight = 0.05\nedge weight = 0.1\ncenter weight = 0.4\n",
                   "named, no separator": "Stencil: diagonal 0.05 edge 0.1 centre 0.4\n",
                   "order stated": "Smoothing constants (c, b, a): 0.4 0.1 0.05\n",
                   "CSV rows": "a,0.05\nb,0.1\nc,0.4\n"}
        for name, lines in layouts.items():
            with self.subTest(name=name):
                self.assertEqual(graded(replaced(CONSTANTS, lines)), ("pass", {}))

    def test_wrong_constants_fail(self):
        for lines in ("Smoothing constant a: 0.1\nSmoothing constant b: 0.05\nSmoothing constant c: 0.4\n",
                      "Weights: corner 0.1, edge 0.05, centre 0.4\n", "Smoothing constants (c, b, a): 0.05 0.1 0.4\n"):
            with self.subTest(lines=lines):
                self.assertEqual(graded(replaced(CONSTANTS, lines))[1].get("constants", ("pass",))[0], "fail")

    def test_a_size_named_by_an_edge_is_no_constant(self):
        got = fields.read_output("Elements per edge: 1002\nEdge: 1002\n")["fields"]
        self.assertNotIn("constants", got)


class MemoryRounded(unittest.TestCase):
    """H4 and L1: a whole number of KiB or kB is the memory rounded; a truncated one and 0 GB are
    integer divisions; the expected value shows the unit as it is written."""

    def memory(self, line):
        return graded(replaced(MEMORY, line + "\n"))[1].get("memory", ("pass", ""))

    def test_rounded_whole_units_pass(self):
        for line in ("Memory used per array: 3922 KiB", "Memory used per array: 4016 kB", "Memory per array: 4 MiB"):
            with self.subTest(line=line):
                self.assertEqual(self.memory(line)[0], "pass")

    def test_truncated_and_zero_fail_named(self):
        self.assertEqual(self.memory("Memory used per array: 3921 KiB"),
                         ("fail", "integer division: 3921.89 KiB truncated to 3921"))
        self.assertEqual(self.memory("Memory used per array: 0 GB")[0], "fail")
        self.assertEqual(self.memory("Memory used per array: 8 MB")[0], "fail")

    def test_unit_shown_as_written(self):
        entry = entry_of(replaced(MEMORY, "Memory used per array: 3921 KiB\n"))
        self.assertEqual(entry["fields"]["memory"]["expected"], "3921.89 KiB")


class FractionsOfWrongCounts(unittest.TestCase):
    """M1, M2, M3"""

    def test_coarse_fraction_of_a_wrong_count_fails(self):
        """Y = 0 with 0.0 or 0.0000 (1.2e-05 rounds to both): the wrong count's, no credit"""
        for fraction in ("0.0", "0.0000", "0"):
            with self.subTest(fraction=fraction):
                text = RIGHT.replace(":: 12\n", ":: 0\n").replace(":: 1.20000E-05\n", f":: {fraction}\n")
                got = graded(text)[1]
                self.assertEqual(got["fraction_y"][0], "fail")
                self.assertTrue(got["fraction_y"][1].startswith("follows from the wrong count printed"))

    def test_right_fraction_beside_a_wrong_count_passes(self):
        text = RIGHT.replace(":: 12\n", ":: 0\n")
        self.assertNotIn("fraction_y", graded(text)[1])

    def test_fraction_as_count_over_the_whole(self):
        text = RIGHT.replace(":: 1.00024E-01\n", ":: 100024/1000000\n").replace(":: 1.20000E-05\n", ":: 12/1000000\n")
        self.assertEqual(graded(text), ("pass", {}))
        wrong = RIGHT.replace(":: 1.20000E-05\n", ":: 13/1000000\n")
        self.assertEqual(graded(wrong)[1]["fraction_y"][0], "fail")

    def test_y_zero_named(self):
        got = graded(RIGHT.replace(":: 12\n", ":: 0\n"))[1]["below_y"]
        self.assertTrue(got[1].startswith("none of y counted below the threshold"), got)


if __name__ == "__main__":
    unittest.main()
