"""test_hostile11_names.py - the eleventh hostile pass's findings on names: the padded size named N
beside n (`N = 1002`, `n=1000 N=1002`), memory labelled 'Memory usage', the constants labelled a
kernel's weights, and less common wordings (`Value of n`).
Run: python3 -m unittest tests.grader.test_hostile11_names (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import RIGHT_1000, not_passing, replaced  # noqa: E402

ROW = "Number of elements in a row/column       :: 1002"
INNER = "Number of inner elements in a row/column :: 1000"
MEMORY = "Memory (GB) used per array               :: 0.00374021"
CONSTANTS = "Smoothing constants (a, b, c)            :: 0.05 0.10 0.40"


class Wordings(unittest.TestCase):
    def test_memory_usage(self):
        for line in ("Memory usage per array: 0.00374021 GB", "Memory usage: 0.00374021 GB",
                     "Memory usage (per array): 0.00374021 GB", "Memory usage (GB per array): 0.00374021",
                     "Memory usage of x: 0.00374021 GB", "Mem usage/array: 0.00374021 GB",
                     "Memory usage for each array : 3.740206e-03 GB"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(MEMORY, line)), ("pass", {}))
                wrong = line.replace("0.00374021", "0.00373").replace("3.740206e-03", "3.73e-03")
                self.assertEqual(not_passing(replaced(MEMORY, wrong))[1]["memory"][0], "fail")

    def test_kernel_weights(self):
        for line in ("Kernel weights (a,b,c): 0.05 0.1 0.4", "Kernel weights (a, b, c) = 0.05 0.1 0.4",
                     "Kernel coefficients (a, b, c): 0.05, 0.1, 0.4", "Smoothing kernel (a, b, c): 0.05 0.1 0.4",
                     "Kernel weights a,b,c = 0.05,0.1,0.4", "Kernel constants (a, b, c): 0.05 0.1 0.4"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(CONSTANTS, line)), ("pass", {}))
                wrong = line.replace("0.4", "0.04")
                self.assertEqual(not_passing(replaced(CONSTANTS, wrong))[1]["constants"][0], "fail")
        # a GPU kernel's lines stay no field
        self.assertEqual(not_passing(RIGHT_1000 + "Kernel time: 0.0123\nKernel: sh18\n"), ("pass", {}))

    def test_value_of_n(self):
        for line in ("Value of n: 1000", "Value of n = 1000", "The value of n: 1000"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(INNER, line)), ("pass", {}))
                self.assertEqual(not_passing(replaced(INNER, line.replace("1000", "1002")))[0], "fail")


if __name__ == "__main__":
    unittest.main()
