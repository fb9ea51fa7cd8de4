"""test_hostile13_values.py - the thirteenth hostile pass's values: a value printed twice after its
label ('memory per array = 4.016 MB = 0.00748042 GB', 'fraction = 10.0024% = 0.099625', '10.0024%
(0.099625)'), each printing read and judged; a fraction after a percentage on its count's line is the
count's array's. Run: python3 -m unittest tests.grader.test_hostile13_values."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import CONSTANTS, COUNTS_1000, MEMORY, RIGHT_1000, THRESHOLD, not_passing, replaced  # noqa: E402

X_COUNT, X_FRACTION = COUNTS_1000.splitlines()[:2]


def counts_line(line):
    return replaced(X_COUNT + "\n" + X_FRACTION + "\n", line + "\n")


class MemoryChain(unittest.TestCase):
    RIGHT = ("memory per array = 4.016 MB = 0.00374021 GB", "memory per array = 3.83 MiB = 0.00374021 GiB",
             "memory per array: 0.00374021 GB = 3.83 MiB", "memory per array = 4016016 bytes = 0.00374021 GB",
             "Memory per array :: 4.01602 MB = 0.00401602 GB",
             "memory per array: 4016016 B = 3921.89 KiB = 3.83 MiB = 0.00374021 GiB",
             "Array size: 4016016 B = 3921.89 KiB = 3.83 MiB", "Memory (MB) = 3.83 = 0.00374021 GB")
    WRONG = ("memory per array = 4.016 MB = 0.00748042 GB", "memory per array = 3.8300 MiB = 0.00601602 GiB",
             "memory per array = 0.00374021 GB = 7.66 MiB", "memory per array: 4.016 MB = 0.00748042 GB",
             "memory per array = 4016016 bytes = 0.00748042 GB",
             "memory per array: 4016016 B = 3921.89 KiB = 3.83 MiB = 0.00748042 GiB",
             "Array size: 4016016 B = 3921.89 KiB = 7.66 MiB", "Memory (MB) = 3.83 = 0.00748042 GB")

    def test_right_chain_passes(self):
        for line in self.RIGHT:
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(MEMORY, line)), ("pass", {}))

    def test_wrong_second_printing_fails(self):
        for line in self.WRONG:
            with self.subTest(line=line):
                verdict, fields = not_passing(replaced(MEMORY, line))
                self.assertEqual(verdict, "fail")
                self.assertEqual(list(fields), ["memory"])
                self.assertEqual(fields["memory"][0], "fail")


class MemoryNamedByItsUnit(unittest.TestCase):
    RIGHT = ("GB = 0.00374021", "GB: 0.00374021", "gb = 0.00374021", "GiB = 0.0037402063608169556", "sizeGB: 0.00374021",
             "GBPerArray: 0.00374021", "GiBPerArray: 0.00374021", "MB = 4.01602", "MiB = 3.83", "KiB = 3922")

    def test_unit_as_name_is_the_memory(self):
        for line in self.RIGHT:
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(MEMORY, line)), ("pass", {}))

    def test_wrong_value_fails(self):
        for line in ("GB = 0.00748042", "MB = 8.03", "GBPerArray: 0.0050", "sizeGB: 0.00748042"):
            with self.subTest(line=line):
                verdict, fields = not_passing(replaced(MEMORY, line))
                self.assertEqual((verdict, list(fields)), ("fail", ["memory"]))

    def test_constant_b_and_rates_are_no_memory(self):
        from grading.words import classify
        self.assertIsNone(classify("b"))
        self.assertIsNone(classify("GB/s"))


class MemoryTimesTwo(unittest.TestCase):
    """'Allocating memory for x and y (2 x 3.83 MB)': the arrays' number times one array's memory."""

    def test_one_arrays_memory_times_two(self):
        for line in ("Allocating memory for x and y (2 x 3.83 MB)", "Allocating memory for x and y (3.83 MB x 2)",
                     "Allocating memory for x and y (2 * 4.016 MB)"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(MEMORY, line + "\n" + MEMORY)), ("pass", {}))
                self.assertEqual(not_passing(replaced(MEMORY, line)), ("pass", {}))

    def test_wrong_one_fails(self):
        for line in ("Allocating memory for x and y (2 x 7.66 MB)", "Allocating memory for x and y (7.66 MB x 2)"):
            with self.subTest(line=line):
                for text in (replaced(MEMORY, line + "\n" + MEMORY), replaced(MEMORY, line)):
                    verdict, fields = not_passing(text)
                    self.assertEqual((verdict, list(fields)), ("fail", ["memory"]))

    def test_decimal_value_printed_as_gib_is_noted_so(self):
        verdict, _ = not_passing(replaced(MEMORY, "memory per array = 0.00401602 GiB"))
        self.assertEqual(verdict, "pass")
        from a_support import entry_of, RIGHT_1000
        note = entry_of(RIGHT_1000.replace(MEMORY, "memory per array = 0.00401602 GiB"))["fields"]["memory"]["note"]
        self.assertIn("printed as GiB", note)


class FractionAndPercent(unittest.TestCase):
    RIGHT = ("count x < t = 100024, fraction = 10.0024% = 0.100024", "count x < t = 100024, fraction = 0.100024 = 10.0024%",
             "count x < t = 100024, percent = 10.0024%, fraction = 0.100024", "count x < t = 100024, fraction = 10.0024% (0.100024)",
             "count x < t = 100024, fraction: 0.100024 (10.0024 %).", "count x < t = 100024, fraction = 0.100024, percent = 10.0024%")
    WRONG = ("count x < t = 100024, fraction = 10.0024% = 0.099625", "count x < t = 100024, percent = 10.0024%, fraction = 0.099625",
             "count x < t = 100024, fraction = 10.0024% (0.099625)", "count x < t = 100024, fraction = 0.100024 = 9.9625%",
             "count x < t = 100024, fraction = 0.100024 (9.9625%)", "count x < t = 100024, fraction = 0.100024, percent = 9.9625%")

    def test_right_printings_pass(self):
        for line in self.RIGHT:
            with self.subTest(line=line):
                self.assertEqual(not_passing(counts_line(line)), ("pass", {}))

    def test_wrong_printing_fails_on_x(self):
        for line in self.WRONG:
            with self.subTest(line=line):
                verdict, fields = not_passing(counts_line(line))
                self.assertEqual(verdict, "fail")
                self.assertEqual(list(fields), ["fraction_x"])

    def test_count_bracketed_fraction_is_a_printing(self):
        for line in ("count x < t = 100024 (0.100024), fraction = 10.0024%", "count x < t = 100024 (10.0024%)\nfraction = 0.100024"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(counts_line(line)), ("pass", {}))
        for line in ("count x < t = 100024 (0.099625), fraction = 10.0024%", "count x < t = 100024 (9.9625%)\nfraction = 0.100024"):
            with self.subTest(line=line):
                verdict, fields = not_passing(counts_line(line))
                self.assertEqual((verdict, list(fields)), ("fail", ["fraction_x"]))

    def test_long_line_stays_fast(self):
        import time
        from grading.chains import prepare
        for line in ("=" * 4096, "1" * 4096, "fraction = " + "1" * 4096 + "x = 1", "memory = 1 GB = " + "1 = " * 1000):
            start = time.perf_counter()
            prepare(line)
            self.assertLess(time.perf_counter() - start, 0.5)



class ConstantsAfterThreshold(unittest.TestCase):
    """'threshold: 0.1 | a, b, c: 0.05 0.1 0.4' (Python's print with a '|'): the constants, not lost."""

    def both(self, line):
        return replaced(THRESHOLD + "\n" + CONSTANTS + "\n", line + "\n")

    def test_right_pass(self):
        for line in ("threshold: 0.1 | a, b, c: 0.05 0.1 0.4", "threshold: 0.1   a,b,c: 0.05 0.1 0.4",
                     "threshold: 0.1\ta, b, c: 0.05, 0.1, 0.4"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(self.both(line)), ("pass", {}))

    def test_wrong_fail(self):
        for line, field in (("threshold: 0.1 | a, b, c: 0.05 0.1 0.5", "constants"),
                            ("threshold: 0.1  |  a,b,c: 0.4 0.1 0.05", "constants"),
                            ("threshold: 0.2   a,b,c: 0.05 0.1 0.4", "threshold")):
            with self.subTest(line=line):
                verdict, fields = not_passing(self.both(line))
                self.assertEqual((verdict, list(fields)), ("fail", [field]))



class ConstantsNamedThenLettered(unittest.TestCase):
    """'Weights: diagonal a = 0.05, edge b = 0.1, center c = 0.4': each neighbour's name before its letter."""

    def test_right_pass(self):
        for line in ("Weights: diagonal a = 0.05, edge b = 0.1, center c = 0.4", "Constants: corner a=0.05 edge b=0.1 centre c=0.4",
                     "Constants: diagonal a: 0.05, edge b: 0.1, center c: 0.4",
                     "Weights: center c = 0.4, edge b = 0.1, diagonal a = 0.05"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(CONSTANTS, line)), ("pass", {}))

    def test_wrong_fail(self):
        for line in ("Weights: diagonal a = 0.05, edge b = 0.1, center c = 0.5",
                     "Weights: diagonal a = 0.1, edge b = 0.05, center c = 0.4"):
            with self.subTest(line=line):
                verdict, fields = not_passing(replaced(CONSTANTS, line))
                self.assertEqual((verdict, list(fields)), ("fail", ["constants"]))


class WeightsSumSentence(unittest.TestCase):
    """A README's 'the weights sum to 1.0' (or 'the weighted average') is no second value of the constants."""
    DISCUSSION = ("\n## Discussion\n\nAbout 10% of the random numbers are below 0.1, as expected for a uniform\n"
                  "distribution. After smoothing only 12 of the 1,000,000 inner elements stay\n"
                  "below the threshold, because the weighted average (the weights sum to 1.0)\n"
                  "pulls every value towards 0.5. I tried 4 and 8 threads; the counts did not\n"
                  "change. Smoothing took 2.1 ms on 8 threads.\n")

    def test_sentences_after_a_right_output(self):
        for tail in ("\nThe smoothing weights add up to 1.0.\n", "\nThe weights sum to 1.0.\n", self.DISCUSSION):
            with self.subTest(tail=tail):
                self.assertEqual(not_passing(RIGHT_1000 + tail), ("pass", {}))

    def test_constants_with_a_sum_in_the_label_stay(self):
        self.assertEqual(not_passing(replaced(CONSTANTS, "Weights (sum = 1): 0.05 0.1 0.4")), ("pass", {}))
        self.assertEqual(not_passing(replaced(CONSTANTS, "Weights (sum = 1): 0.05 0.1 0.5"))[0], "fail")



class SelfCheckOfY(unittest.TestCase):
    """'Checking: y has 1000000 inner elements, 12 below 0.1': the count is y's, not X's; an array named
    after the threshold ('12 below 0.1 in y') is the count's."""
    Y_LINES = COUNTS_1000.splitlines()[2:]

    def test_right_pass(self):
        for line in ("Checking: y has 1000000 inner elements, 12 below 0.1", "Checked 1000000 elements of y, 12 below the threshold",
                     "Checking: y has 1000000 inner elements, 12 below 0.1 (1.2e-05)", "check: 12 below 0.1 in y",
                     "Checking: x has 1000000 inner elements, 100024 below 0.1", "Checking: y: 12 below 0.1 in y (1.2e-05)"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(line + "\n" + RIGHT_1000), ("pass", {}))

    def test_wrong_fail_on_y(self):
        for line, field in (("Checking: y has 1000000 inner elements, 13 below 0.1", "below_y"),
                            ("Checking: y has 1000000 inner elements, 12 below 0.1 (1.3e-05)", "fraction_y"),
                            ("check: 13 below 0.1 in y", "below_y"), ("check: 12 below 0.1 in y (1.3e-05)", "fraction_y")):
            with self.subTest(line=line):
                verdict, fields = not_passing(line + "\n" + RIGHT_1000)
                self.assertEqual((verdict, list(fields)), ("fail", [field]))

    def test_threshold_in_brackets_is_no_fraction(self):
        old = self.Y_LINES[0] + "\n"
        for line in ("Number of elements below threshold (Y)   :: 12 elements below threshold (0.1)",
                     "Number of elements below threshold (Y)   :: 12 below the threshold value (0.1)"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(old, line + "\n")), ("pass", {}))


if __name__ == "__main__":
    unittest.main()
