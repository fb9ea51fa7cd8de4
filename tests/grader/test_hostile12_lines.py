"""test_hostile12_lines.py - the twelfth hostile pass's findings 4, 5, 8 and two rows of 9: prose under
the output mentioning other sizes (no run of its own), progress lines that carry a value (`Counting
elements below the threshold 0.1 ...`, `Allocating x and y (1002 x 1002 floats each, 0.00374021 GB
per array)`), `key: value | key: value` pairs, and a word label before a `key=value` record.
Run: python3 -m unittest tests.grader.test_hostile12_lines (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import RIGHT_1000, SIZES_1000, grading, not_passing  # noqa: E402

ROW, INNER, TOTAL, TOTAL_INNER, MEMORY, THRESHOLD, CONSTANTS = (line + "\n" for line in SIZES_1000.splitlines())


def instead(lines, new):
    """The right n = 1000 output with the tutorial's `lines` (one after another) replaced by `new`."""
    old = "".join(lines)
    assert old in RIGHT_1000, old
    return RIGHT_1000.replace(old, new + "\n")


def statuses(text):
    return {key: status for key, (status, _) in not_passing(text)[1].items()}


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

    def test_wrong_output_with_mention_fails(self):
        wrong = RIGHT_1000.replace(":: 100024\n", ":: 100042\n")
        self.assertEqual(statuses(wrong + PROSE), {"below_x": "fail"})
