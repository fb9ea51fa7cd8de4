"""test_hostile12_sizes.py - the twelfth hostile pass's sizes and memory: both arrays' memory said
after its value ('Memory: 0.00748042 GB (both arrays)', '... for x and y'), and an inner total
labelled without 'inner' ('Elements updated: 1000000') beside an n, a row and a total that agree.
Run: python3 -m unittest tests.grader.test_hostile12_sizes."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import MEMORY, not_passing, replaced  # noqa: E402

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


if __name__ == "__main__":
    unittest.main()
