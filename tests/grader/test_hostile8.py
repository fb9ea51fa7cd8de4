"""test_hostile8.py - the eighth hostile pass's findings: an array's heading over its fields' lines
(H1: Y's block first read by order, swapped counts passed), a self-check's reference before its
word or after the own value (H2, H3, H4: the reference graded), a logging level with no colon in a
prefix (H5). Run: python3 -m unittest tests.grader.test_hostile8 (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import RIGHT_1000, SIZES_1000, not_passing  # noqa: E402
from grading import fields  # noqa: E402


def block(array, count, fraction):
    return (f"Results for array {array}:\n  elements below threshold: {count}\n"
            f"  fraction below threshold: {fraction}\n")


class ArrayHeadings(unittest.TestCase):
    """H1: the heading's array names the lines under it."""

    def test_y_block_first_passes(self):
        self.assertEqual(not_passing(SIZES_1000 + block("y", 12, "1.2e-05") + block("x", 100024, "0.100024")),
                         ("pass", {}))

    def test_swapped_blocks_fail(self):
        for heading in ("Array {}", "=== {} ===", "{}:", "Results for array {}:"):
            with self.subTest(heading=heading):
                text = (SIZES_1000 + heading.format("Y") + "\n  Number of elements below threshold: 100024\n"
                        + heading.format("X") + "\n  Number of elements below threshold: 12\n")
                got = not_passing(text)[1]
                self.assertEqual((got["below_x"][0], got["below_y"][0]), ("fail", "fail"))


class SelfCheckForms(unittest.TestCase):
    """H2-H4: the own value is graded, the reference a second result, in any order."""

    def test_own_value_read(self):
        for line in ("Number below threshold (X): 100024 expected, got 99001",
                     "Number below threshold (X) = 99001 (reference: 100024)",
                     "Number below threshold (X): 99001 (expected 100024)",
                     "Number below threshold (X): 99001 [expected: 100024]",
                     "Number below threshold (X): 99001, expected = 100024",
                     "Number below threshold (X): 99001 # should be 100024"):
            with self.subTest(line=line):
                got = fields.read_output(line + "\n")["fields"]
                self.assertEqual((got["below_x"].text, got["below_x2"].text), ("99001", "100024"))

    def test_wrong_own_value_fails(self):
        text = RIGHT_1000.replace("(X)   :: 100024", "(X)   :: 99001 (expected 100024)")
        self.assertEqual(not_passing(text)[1]["below_x"][0], "fail")


class SeparatorInBrackets(unittest.TestCase):
    """'= 100024 (time: 1.52 ms)': the ':' in the brackets after the value is no separator (UNGRADED)"""

    def test_equals_before_a_bracketed_colon(self):
        got = fields.read_output("Number below threshold (X) = 100024 (time: 1.52 ms)\n"
                                 "count_y = 12 (elapsed: 523 us)\n")["fields"]
        self.assertEqual((got["below_x"].text, got["below_y"].text), ("100024", "12"))

    def test_equals_inside_the_label_stays(self):
        got = fields.read_output("Fraction below threshold (t=0.1) (X): 0.100024\n")["fields"]
        self.assertEqual(got["fraction_x"].text, "0.100024")


class FractionWithPercent(unittest.TestCase):
    """M1: '0.100024%' for X's fraction fails naming the mistake (it named none)."""

    def test_named(self):
        text = RIGHT_1000.replace(":: 1.00024E-01", ":: 0.100024%")
        status, note = not_passing(text)[1]["fraction_x"]
        self.assertEqual(status, "fail")
        self.assertTrue(note.startswith("a fraction printed with %"), note)


class LevelPrefix(unittest.TestCase):
    """H5: '2026-11-29 10:00:01 INFO ' before every line (logging's '%(asctime)s %(levelname)s')"""

    def test_level_without_colon(self):
        for prefix in ("2026-11-29 10:00:01 INFO ", "[10:00:01] INFO ", "10:00:01 DEBUG "):
            with self.subTest(prefix=prefix):
                text = "".join(prefix + " ".join(line.split()).replace(" ::", ":") + "\n"
                               for line in RIGHT_1000.splitlines())  # ('Threshold: 0.10')
                self.assertEqual(not_passing(text), ("pass", {}))


if __name__ == "__main__":
    unittest.main()
