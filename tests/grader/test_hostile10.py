"""test_hostile10.py - the tenth hostile pass's findings fixed at once: numpy 2's scalar reprs in a
tuple or list, nvcc -Xptxas -v's lines, memory labelled x and y's, a seed stated as 'seeded with'.
Run: python3 -m unittest tests.grader.test_hostile10 (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import RIGHT_1000, SIZES_1000, not_passing, replaced  # noqa: E402

MEMORY = "Memory (GB) used per array               :: 0.00374021"


class TenthPass(unittest.TestCase):
    def test_numpy_scalars_in_a_tuple(self):
        counts = ("counts below threshold (x, y): (np.int64(100024), np.int64(12))\n"
                  "fractions (x, y): [np.float32(0.100024), np.float32(1.2e-05)]\n")
        self.assertEqual(not_passing(SIZES_1000 + counts), ("pass", {}))
        got = not_passing(SIZES_1000 + counts.replace("np.int64(12)", "np.int64(14)"))[1]
        self.assertEqual(got["below_y"][0], "fail")

    def test_ptxas_lines_are_no_fields(self):
        ptxas = ("ptxas info    : 0 bytes gmem\nptxas info    : Compiling entry function 'smooth' for 'sm_90'\n"
                 "ptxas info    : Used 32 registers, 0 bytes stack frame\n"
                 "    16 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n")
        self.assertEqual(not_passing(ptxas + RIGHT_1000), ("pass", {}))

    def test_memory_of_x_and_y(self):
        for label in ("Memory for x and y (GB)", "Memory used by x and y (GB)", "Memory (x + y) in GB",
                      "Memory for 2 arrays (GB)"):
            with self.subTest(label=label):
                self.assertEqual(not_passing(replaced(MEMORY, f"{label} :: 0.00748042")), ("pass", {}))
                self.assertEqual(not_passing(replaced(MEMORY, f"{label} :: 0.00374021"))[1]["memory"][0], "fail")
        self.assertEqual(not_passing(RIGHT_1000 + "Memory for x and y (GB) :: 0.00748042\n"), ("pass", {}))

    def test_seeded_with(self):
        other_x = replaced("(X)   :: 100024", "(X)   :: 100724").replace("1.00024E-01", "1.00724E-01")
        for line in ("Using rand() seeded with 1", "seeded rand() with 1"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(line + "\n" + other_x)[1]["below_x"][0], "fail")
        self.assertEqual(not_passing("Using numpy seeded with 1\n" + other_x)[1]["below_x"][0], "plausible")


if __name__ == "__main__":
    unittest.main()
