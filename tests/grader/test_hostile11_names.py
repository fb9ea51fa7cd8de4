"""test_hostile11_names.py - the eleventh hostile pass's findings on names: the padded size named N
beside n (`N = 1002`, `n=1000 N=1002`), memory labelled 'Memory usage', the constants labelled a
kernel's weights, and less common wordings (`Value of n`).
Run: python3 -m unittest tests.grader.test_hostile11_names (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import CONSTANTS, INNER, MEMORY, RIGHT_1000, ROW, THRESHOLD, TOTAL  # noqa: E402
from a_support import entry_of, not_passing, replaced  # noqa: E402


TOTALS = ("Total number of elements                 :: 1004004\n"
          "Total number of inner elements           :: 1000000")


def n_of(text):
    return entry_of(text)["n"]


class CapitalN(unittest.TestCase):
    """N = n + 2, the padded size, as students name it: a capital N is n or n + 2 as its value says."""

    def test_capital_n_beside_small_n_is_the_row(self):
        for line in ("n = 1000\nN = 1002", "n = 1000\nN: 1002", "n = 1000\nN = 1002 (with ghost cells)",
                     "n = 1000\nN = 1002 elements per row", "n=1000 N=1002", "n = 1000, N = 1002",
                     "Inner size n = 1000, full size N = 1002", "n = 1000\nN_total = 1002"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(ROW + "\n" + INNER, line)), ("pass", {}))
                wrong = line.replace("1002", "1003")
                self.assertEqual(not_passing(replaced(ROW + "\n" + INNER, wrong))[0], "fail")

    def test_capital_n_products(self):
        self.assertEqual(not_passing(replaced(TOTALS, "N*N=1004004 n*n=1000000")), ("pass", {}))
        python = "n = 1000\nN = 1002\nN^2 = 1004004\nn^2 = 1000000"  # print("N =", N) ...
        self.assertEqual(not_passing(replaced(ROW + "\n" + INNER + "\n" + TOTALS, python)), ("pass", {}))
        # N*N printed as n's square: the total is missing, never passed
        got = not_passing(replaced(TOTALS, "N*N=1000000 n*n=1000000"))[1]
        self.assertEqual(got["total"][0], "missing")

    def test_wrong_y_under_capital_n_fails(self):
        text = ("n = 1000\nN = 1002\nTotal elements: 1004004\nInner elements: 1000000\nMemory per array: 0.00374021 GB\n"
                "Threshold: 0.1\nConstants: a = 0.05, b = 0.1, c = 0.4\nElements below threshold in x: 100024\n"
                "Fraction below threshold in x: 0.100024\nElements below threshold in y: 13\n"
                "Fraction below threshold in y: 1.3e-05\n")
        self.assertEqual(not_passing(text.replace(": 13", ": 12").replace("1.3e-05", "1.2e-05")), ("pass", {}))
        verdict, got = not_passing(text)
        self.assertEqual((verdict, got["below_y"][0]), ("fail", "fail"))
        self.assertEqual(n_of(text), 1000)

    def test_capital_n_alone_by_the_other_sizes(self):
        # N alone: the totals (or the counts and fractions) say whether it is n or n + 2
        self.assertEqual(not_passing(replaced(ROW, "N = 1002")), ("pass", {}))
        self.assertEqual(not_passing(replaced(INNER, "N = 1000")), ("pass", {}))
        self.assertEqual(not_passing(replaced(INNER, "Grid size N = 1000")), ("pass", {}))
        self.assertEqual(n_of(replaced(ROW + "\n" + INNER + "\n" + TOTALS, "N = 1002")), 1000)
        # a file where every size says n = 1002 is graded at 1002
        at_1002 = (replaced(INNER, "N = 1002").replace(ROW, ROW.replace("1002", "1004"))
                   .replace("1004004", "1008016").replace(":: 1000000", ":: 1004004"))
        self.assertEqual(n_of(at_1002), 1002)
        self.assertEqual(not_passing(at_1002)[0], "fail")


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

    def test_tolerance_and_limit(self):
        for line in ("Tolerance: 0.1", "Limit: 0.1", "tol = 0.1", "Tolerance value: 0.1"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(THRESHOLD, line)), ("pass", {}))
                self.assertEqual(not_passing(replaced(THRESHOLD, line.replace("0.1", "0.2")))[1]["threshold"][0], "fail")
        # beside the threshold, a tolerance is another's (a check's): no second threshold
        self.assertEqual(not_passing(RIGHT_1000 + "Tolerance: 1e-06\n"), ("pass", {}))

    def test_len_of_x(self):
        # Python's len(x): a flat list's elements, or a 2-D array's rows: its value says which
        self.assertEqual(not_passing(replaced(TOTAL, "len(x) = 1004004")), ("pass", {}))
        self.assertEqual(not_passing(replaced(ROW, "len(x) = 1002")), ("pass", {}))
        self.assertEqual(not_passing(replaced(ROW, "len(x[0]) = 1002")), ("pass", {}))
        self.assertEqual(not_passing(replaced(TOTAL, "len(x) = 1002001"))[1]["total"][0], "fail")

    def test_two_sizes_named_by_words(self):
        self.assertEqual(not_passing(replaced(ROW + "\n" + INNER, "n: 1000  row length: 1002")), ("pass", {}))
        got = not_passing(replaced(ROW + "\n" + INNER, "n: 1000  row length: 1001"))[1]
        self.assertEqual(got["row"][0], "fail")

    def _row_and_n_read(self, rights, wrong):
        """Each of rights in place of the row's and n's lines passes; wrong fails the row."""
        for lines in rights:
            with self.subTest(lines=lines):
                self.assertEqual(not_passing(replaced(ROW + "\n" + INNER, lines)), ("pass", {}))
        self.assertEqual(not_passing(replaced(ROW + "\n" + INNER, wrong))[1]["row"][0], "fail")

    def test_padded_in_a_code_name(self):
        self._row_and_n_read(("N: 1000\nN_padded: 1002", "n = 1000\nn_padded = 1002", "n_unpadded = 1000\nn_padded = 1002"),
                             "n = 1000\nn_padded = 1000")

    def test_padded_aside(self):
        self._row_and_n_read(("n = 1000 (padded: 1002)", "n = 1000 (padded 1002)", "n = 1000\nPadded: 1002"),
                             "n = 1000 (padded: 1001)")

    def test_array_declared(self):
        for line in ("Allocated x[1002][1002]", "double x[1002][1002];", "Allocated x[1002][1002] and y[1002][1002]"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(ROW, line)), ("pass", {}))
                self.assertEqual(not_passing(replaced(ROW, line.replace("1002", "1000")))[0], "fail")
        # an element's value is no size
        self.assertEqual(not_passing(RIGHT_1000 + "x[500][500] = 0.37\n"), ("pass", {}))


if __name__ == "__main__":
    unittest.main()
