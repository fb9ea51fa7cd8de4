"""test_hostile10.py - the tenth hostile pass's findings fixed at once: numpy 2's scalar reprs in a
tuple or list, nvcc -Xptxas -v's lines, memory labelled x and y's, a seed stated as 'seeded with', a
table's 'n+2' header, a long data frame's row index, n in a heading.
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

    def test_a_tables_n_plus_2_header(self):
        header = "n,n+2,total,inner,mem_gb,below_x,frac_x,below_y,frac_y,threshold,a,b,c\n"
        row = "1000,1002,1004004,1000000,0.00374021,100024,0.100024,12,1.2e-05,0.1,0.05,0.1,0.4\n"
        self.assertEqual(not_passing(header + row), ("pass", {}))
        self.assertEqual(not_passing(header + row.replace(",12,", ",14,"))[1]["below_y"][0], "fail")

    def test_a_long_data_frame_with_its_index(self):
        sizes = ("n = 1000, n+2 = 1002, total = 1004004, inner = 1000000, memory per array = 0.00374021 GB\n"
                 "threshold = 0.1, a = 0.05, b = 0.1, c = 0.4\n")
        for first in ("0", "1"):
            with self.subTest(index=first):
                frame = (f"  array   below  fraction\n{first}     x  100024  0.100024\n"
                         f"{int(first) + 1}     y      12  0.000012\n")
                self.assertEqual(not_passing(sizes + frame), ("pass", {}))
                self.assertEqual(not_passing(sizes + frame.replace("     12", "     14"))[1]["below_y"][0], "fail")

    def test_n_in_a_heading(self):
        inner = "Number of inner elements in a row/column :: 1000\n"
        for heading in ("Results for n = 1000:", "=== n = 1000 ===", "Run 1 (n = 1000)", "Test 1: n = 1000",
                        "I ran my program with n=1000.", "Computing with n = 1000..."):
            with self.subTest(heading=heading):
                self.assertEqual(not_passing(replaced(inner, heading + "\n")), ("pass", {}))
        self.assertEqual(not_passing(replaced(inner, "=== n = 999 ===\n"))[0], "fail")


if __name__ == "__main__":
    unittest.main()
