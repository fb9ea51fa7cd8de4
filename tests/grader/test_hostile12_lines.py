"""test_hostile12_lines.py - the twelfth hostile pass's findings 4, 5, 8 and two rows of 9: prose under
the output mentioning other sizes (no run of its own), progress lines that carry a value (`Counting
elements below the threshold 0.1 ...`, `Allocating x and y (1002 x 1002 floats each, 0.00374021 GB
per array)`), `key: value | key: value` pairs, and a word label before a `key=value` record.
Run: python3 -m unittest tests.grader.test_hostile12_lines (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import RIGHT_1000, SIZES_1000, grading, instead, not_passing, statuses  # noqa: E402

ROW, INNER, TOTAL, TOTAL_INNER, MEMORY, THRESHOLD, CONSTANTS = (line + "\n" for line in SIZES_1000.splitlines())


PROSE = ("\nAfter smoothing, only 12 values remain below the threshold because averaging 9\n"
         "neighbours pulls values towards 0.5. I also tried n = 2000 and n = 4000 (see below),\n"
         "which took 0.03 s and 0.11 s respectively.\n")


class OtherSizesInProse(unittest.TestCase):
    """F4: a wrapped paragraph under the output mentioning other sizes became a second run at n = 4000"""

    def test_mention_is_no_run(self):
        for tail in (PROSE, "\nI also tried n = 4000, which took 0.11 s.\n", "\nNext I will try n = 2000.\n"):
            with self.subTest(tail=tail):
                self.assertEqual(not_passing(RIGHT_1000 + tail), ("pass", {}))

    def test_real_second_run_is_one(self):
        """a second run printed after the mention (its own fields) is still a run of its own"""
        second = RIGHT_1000.replace(":: 1000\n", ":: 4000\n", 1).replace(":: 100024\n", ":: 1600000\n")
        self.assertEqual(len(grading.read_output(RIGHT_1000 + PROSE + "\n" + second)["runs"]), 2)
        self.assertEqual(grading.read_output(RIGHT_1000 + PROSE)["runs"], [])

    def test_a_last_size_line_still_counts(self):
        """only prose stating another n is a mention: a size line printed last is still read"""
        self.assertNotEqual(not_passing(RIGHT_1000 + "n = 998\n")[0], "pass")
        self.assertNotEqual(not_passing(RIGHT_1000 + "Total number of inner elements :: 1004004\n")[0], "pass")

    def test_wrong_output_with_mention_fails(self):
        wrong = RIGHT_1000.replace(":: 100024\n", ":: 100042\n")
        self.assertEqual(statuses(wrong + PROSE), {"below_x": "fail"})


class ProgressLinesWithValues(unittest.TestCase):
    """F5: a progress line's threshold was read as a count ('found 0.1 and 100024'), and the shape's
    side in 'Allocating x and y (1002 x 1002 floats each, 0.00374021 GB per array)' as the memory"""

    COUNTING = ("Counting elements below the threshold 0.1 ...", "Counting elements below t=0.1 ... done in 0.000107 s",
                "Counting elements of x and y below threshold t = 0.1", "Counting elements below threshold 0.1",
                "Counting elements below the threshold of 0.1 ...")

    def test_counting_line_is_the_threshold(self):
        for line in self.COUNTING:
            with self.subTest(line=line):
                self.assertEqual(not_passing(line + "\n" + RIGHT_1000), ("pass", {}))
                self.assertEqual(not_passing(line + "\n" + instead((THRESHOLD,), "")), ("pass", {}))

    def test_wrong_threshold_or_count_still_fails(self):
        self.assertEqual(statuses("Counting elements below the threshold 0.2 ...\n" + instead((THRESHOLD,), "")),
                         {"threshold": "fail"})
        wrong = RIGHT_1000.replace(":: 100024\n", ":: 100042\n")
        self.assertEqual(statuses("Counting elements below the threshold 0.1 ...\n" + wrong), {"below_x": "fail"})

    ALLOCATING = ("Allocating x and y (1002 x 1002 floats each, 0.00374021 GB per array)... done",
                  "Allocating x and y (1002 x 1002 floats each, 0.00374021 GB per array)... done in 0.000012 s",
                  "Allocating x and y (1002x1002 floats, 0.00374021 GB each)")

    def test_allocating_line_gives_the_memory(self):
        for line in self.ALLOCATING:
            with self.subTest(line=line):
                self.assertEqual(not_passing(line + "\n" + instead((MEMORY,), "")), ("pass", {}))

    def test_allocating_line_wrong_memory_fails(self):
        for line in self.ALLOCATING:
            with self.subTest(line=line):
                wrong = line.replace("0.00374021", "0.00748042")
                self.assertEqual(statuses(wrong + "\n" + instead((MEMORY,), "")), {"memory": "fail"})

    def test_bandwidth_is_no_memory(self):
        self.assertEqual(not_passing("Memory bandwidth: 0.003 s, 12.9 GB/s\n" + RIGHT_1000), ("pass", {}))


class PairsAndRecords(unittest.TestCase):
    """F8: 'key: value | key: value | ...' lost the pairs after the first (already read at this
    round's start: kept); F9: a word label before a 'key=value' record lost n; 'row length 1002,
    1004004 elements in total' lost the total"""

    SIZES = (ROW, INNER, TOTAL, TOTAL_INNER)

    def test_pipe_pairs(self):
        for line in ("n: 1000 | n+2: 1002 | (n+2)^2: 1004004 | n^2: 1000000",
                     "n: 1000 | rows: 1002 | total: 1004004 | inner: 1000000",
                     "n = 1000 | n+2 = 1002 | (n+2)^2 = 1004004 | n^2 = 1000000"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(instead(self.SIZES, line)), ("pass", {}))
        self.assertEqual(not_passing(instead((MEMORY, THRESHOLD), "memory/array: 0.00374021 GB | threshold: 0.1")),
                         ("pass", {}))
        self.assertEqual(statuses(instead(self.SIZES, "n: 1000 | rows: 1002 | total: 1004004 | inner: 1000004")),
                         {"total_inner": "fail"})

    def test_word_before_record(self):
        for word in ("Summary", "Result", "Results", "Final results", "Output", "Sizes"):
            line = f"{word}: n=1000, rows=1002, total=1004004, inner=1000000"
            with self.subTest(line=line):
                self.assertEqual(not_passing(instead(self.SIZES, line)), ("pass", {}))
        self.assertEqual(statuses(instead(self.SIZES, "Summary: n=1000, rows=1002, total=1004004, inner=1000004")),
                         {"total_inner": "fail"})

    def test_sizes_as_clauses(self):
        for line in ("n = 1000, row length 1002, 1004004 elements in total, 1000000 inner",
                     "n = 1000, rows 1002, 1004004 cells, 1000000 inner cells"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(instead(self.SIZES, line)), ("pass", {}))
        self.assertEqual(statuses(instead(self.SIZES, "n = 1000, row length 1002, 1004000 elements in total, "
                                                       "1000000 inner")), {"total": "fail"})
