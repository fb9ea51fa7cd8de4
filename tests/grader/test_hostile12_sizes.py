"""test_hostile12_sizes.py - the twelfth hostile pass's sizes and memory: both arrays' memory said
after its value ('Memory: 0.00748042 GB (both arrays)', '... for x and y'), and an inner total
labelled without 'inner' ('Elements updated: 1000000') beside an n, a row and a total that agree.
Run: python3 -m unittest tests.grader.test_hostile12_sizes."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import MEMORY, TOTAL_INNER, not_passing, replaced  # noqa: E402
from a_support import RIGHT_1000, TOTAL  # noqa: E402

ONE, BOTH = "0.00374021", "0.00748042"


class BothArraysAfterValue(unittest.TestCase):
    AFTER = ("Memory: {} GB (both arrays)", "Memory: {} GB (x and y)", "Memory: {} GB for both arrays",
             "Memory: {} GB in total for x and y", "Memory used: {} GB (x and y)",
             "Memory usage: {} GB (both arrays)", "Memory usage: {} GB for x and y", "Memory: {} GB for x and y")

    def test_both_arrays_total_passes(self):
        for line in self.AFTER:
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(MEMORY, line.format(BOTH))), ("pass", {}))

    def test_one_arrays_value_fails(self):
        for line in self.AFTER:
            with self.subTest(line=line):
                verdict, fields = not_passing(replaced(MEMORY, line.format(ONE)))
                self.assertEqual(verdict, "fail")
                self.assertEqual(fields["memory"][0], "fail")
                self.assertIn("both arrays", fields["memory"][1])

    def test_per_array_words_keep_one_array(self):
        for line in ("Memory: {} GB per array (x and y)", "Memory per array: {} GB (x and y each)",
                     "Memory: {} GB each for x and y"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(MEMORY, line.format(ONE))), ("pass", {}))
                self.assertEqual(not_passing(replaced(MEMORY, line.format(BOTH)))[0], "fail")


# a printf-style right output at n = 1000 that says n, the row and the total plainly
PLAIN = """n = 1000
Elements per row (with ghost cells): 1002
Total elements: 1004004
{}
Memory per array: 0.00374021 GB
Threshold: 0.1
a = 0.05, b = 0.1, c = 0.4
Below threshold in x: 100024 (fraction 0.100024)
Below threshold in y: 12 (fraction 1.2e-05)
"""
SWEPT = ("Elements updated", "Elements smoothed", "Number of elements smoothed", "Elements to smooth",
         "Elements to update", "Elements counted", "Cells updated per sweep", "Real elements", "Useful elements",
         "Elements in the domain", "Active elements", "Computed elements", "Points updated by the stencil")


class SweptElements(unittest.TestCase):
    def test_inner_total_said_by_a_sweep(self):
        for label in SWEPT:
            with self.subTest(label=label):
                self.assertEqual(not_passing(replaced(TOTAL_INNER, f"{label}: 1000000")), ("pass", {}))
                self.assertEqual(not_passing(PLAIN.format(f"{label}: 1000000")), ("pass", {}))

    def test_wrong_values_still_fail(self):
        for label in SWEPT[:4]:
            with self.subTest(label=label):
                verdict, fields = not_passing(PLAIN.format(f"{label}: 1002001"))
                self.assertEqual((verdict, fields["total_inner"][0]), ("fail", "fail"))
        verdict, fields = not_passing(PLAIN.format("Elements smoothed: 1000000").replace("y: 12 (fraction 1.2e-05)",
                                                                                          "y: 13 (fraction 1.3e-05)"))
        self.assertEqual((verdict, fields["below_y"][0]), ("fail", "fail"))  # (at n = 1000: no plausible range)


class SweptRates(unittest.TestCase):
    def test_elements_processed(self):  # ('processed' no longer mended to MPI's 'processes')
        self.assertEqual(not_passing(PLAIN.format("Elements processed: 1000000")), ("pass", {}))
        self.assertEqual(not_passing(PLAIN.format("Elements processed: 1002001"))[0], "fail")

    def test_a_rate_is_no_size(self):
        for line in ("Elements updated/s: 243000000", "Elements updated: 243000000 per second",
                     "Elements processed: 243000000 per second", "Cells updated per sec: 2.43e8", "Elements/s: 243000000"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + line + "\n"), ("pass", {}))


class PlainElementsBesideSizes(unittest.TestCase):
    PLAIN_LABELS = ("Elements", "Number of elements", "Grid points", "Cells", "Num elements")

    def test_plain_elements_at_n_squared_is_the_inner_total(self):
        for label in self.PLAIN_LABELS:
            with self.subTest(label=label):
                self.assertEqual(not_passing(PLAIN.format(f"{label}: 1000000")), ("pass", {}))
                self.assertEqual(not_passing(replaced(TOTAL_INNER, f"{label}: 1000000")), ("pass", {}))
        both_plain = PLAIN.replace("Total elements: 1004004", "Elements: 1004004")
        self.assertEqual(not_passing(both_plain.format("Grid points: 1000000")), ("pass", {}))

    def test_sizes_that_disagree_still_fail(self):
        for text in (PLAIN.replace("Total elements: 1004004", "Total elements: 1002001").format("Elements: 1000000"),
                     PLAIN.replace("n = 1000", "n = 998").format("Elements: 1000000"),
                     PLAIN.format("Elements: 1002001"), PLAIN.format("Elements: 996004"),
                     PLAIN.replace("Total elements: 1004004", "Total elements: 1000000").format("Elements: 1004004"),
                     replaced(TOTAL, "Number of elements: 1000000")):  # the only total, n^2: the ghosts left out
            with self.subTest(text=text):
                self.assertEqual(not_passing(text)[0], "fail")
        fields = not_passing(RIGHT_1000.replace(TOTAL, "Number of elements: 1000000"))[1]
        self.assertEqual(fields["total"][0], "fail")


if __name__ == "__main__":
    unittest.main()
