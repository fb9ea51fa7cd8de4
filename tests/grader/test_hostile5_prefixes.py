"""test_hostile5_prefixes.py - the fifth hostile pass's H3: a right output whose every line carries a
logger's or a launcher's prefix ('INFO:root:', srun --label's '0: ', 'smooth.py:42: ', a timestamp, a
table's index column) is read without it (lines.without_prefix); a layout of the output's own
('Label :: value', 'X: 100024', a table, a few prefixed lines, a progress line's 'iteration 12: ')
reads as before. Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_hostile5_prefixes
(or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import COUNTS_1000, SIZES_1000, entry_of  # noqa: E402
from grading import fields, lines  # noqa: E402

RIGHT = SIZES_1000 + COUNTS_1000
# The same summary in columns, no separator (as printf's %-40s %12d prints it)
COLUMNS = """Summary
Number of elements in a row/column                     1002
Number of inner elements in a row/column               1000
Total number of elements                            1004004
Total number of inner elements                      1000000
Memory (GB) used per array                       0.00374021
Threshold                                               0.1
Smoothing constants (a,b,c)                    0.05 0.1 0.4
Number of elements below threshold (X)               100024
Fraction of elements below threshold (X)           0.100024
Number of elements below threshold (Y)                   12
Fraction of elements below threshold (Y)            1.2e-05
"""
PREFIXES = ("INFO:root:", "INFO:__main__:", "INFO: ", "out: ", "0: ", "1: ", "12:00:01 ",
            "2024-10-01 12:00:01,123 - INFO - ", "  0 | ", "smooth.py:42: ", "2024-10-01T12:00:01Z ")


def prefixed(text, prefix):
    """text with prefix before each line; '{i}' in it the line's index."""
    return "".join(prefix.format(i=i) + line + "\n" for i, line in enumerate(text.splitlines()))


def verdict(text):
    entry = entry_of(text)
    return entry["verdict"], {key: f["status"] for key, f in entry["fields"].items() if f["status"] != "pass"}


class PrefixedRightOutputPasses(unittest.TestCase):
    """Every line's prefix (the same once its digits are masked) is no part of a label."""

    def test_each_prefix_passes(self):
        for text in (COLUMNS, RIGHT):
            for prefix in PREFIXES:
                with self.subTest(prefix=prefix, layout=text.split("\n")[0]):
                    self.assertEqual(verdict(prefixed(text, prefix)), ("pass", {}))

    def test_prefix_whose_digits_change_passes(self):
        for prefix in ("smooth.py:{i}: ", "12:00:{i:02d} ", "2024-10-01 12:00:{i:02d},{i}23 - INFO - ", "{i:3d} | ",
                       "[12:00:{i:02d}] "):
            with self.subTest(prefix=prefix):
                self.assertEqual(verdict(prefixed(COLUMNS, prefix)), ("pass", {}))

    def test_line_number_is_no_value(self):
        """'smooth.py:42: ' read every field as 42"""
        reading = fields.read_output(prefixed(COLUMNS, "smooth.py:42: "))["fields"]
        self.assertEqual((reading["below_x"].text, reading["below_y"].text), ("100024", "12"))

    def test_mixed_levels_and_ranks_pass(self):
        levels = ("INFO", "DEBUG", "WARNING")
        for make in (lambda i: f"{levels[i % 3]}:root:", lambda i: f"2024-10-01 12:00:01,123 - {levels[i % 3]} - ",
                     lambda i: f"{i % 2}: ", lambda i: f"[{levels[i % 3]}] smooth: ",
                     lambda i: ("INFO:root:", "INFO:__main__:", "INFO:smooth.io:")[i % 3]):
            text = "".join(make(i) + line + "\n" for i, line in enumerate(COLUMNS.splitlines()))
            with self.subTest(first=text[:40]):
                self.assertEqual(verdict(text), ("pass", {}))

    def test_logger_named_by_a_label_word(self):
        """a logger's name is any name: 'INFO:smooth.output:' (output names Y), 'WARNING:x:'"""
        for prefix in ("INFO:smooth.output:", "WARNING:x:", "DEBUG:count.y:"):
            with self.subTest(prefix=prefix):
                self.assertEqual(verdict(prefixed(RIGHT, prefix)), ("pass", {}))

    def test_chatter_before_the_summary(self):
        """a prefixed log: progress lines, then the summary, all under one logger's prefix"""
        chatter = "".join(f"iteration {i}: count below threshold = {4000 + i}\n" for i in range(200))
        for prefix in ("INFO:root:", "0: ", "2024-10-01 12:00:01,123 - INFO - "):
            with self.subTest(prefix=prefix):
                self.assertEqual(verdict(prefixed("Starting\n" + chatter + COLUMNS, prefix)), ("pass", {}))


class PrefixedWrongOutputFails(unittest.TestCase):
    """A prefix never makes a wrong answer pass, nor its digits a value."""

    def assertFails(self, text):
        """the count read (as 100025) and judged wrong"""
        self.assertEqual(fields.read_output(text)["fields"]["below_x"].text, "100025")
        result, wrong = verdict(text)
        self.assertEqual((result, wrong.get("below_x")), ("fail", "fail"))

    def test_wrong_count_fails(self):
        wrong = COLUMNS.replace("100024", "100025")
        for prefix in PREFIXES:
            with self.subTest(prefix=prefix):
                self.assertFails(prefixed(wrong, prefix))

    def test_prefix_holding_the_right_value_fails(self):
        """the right count in every line's prefix ('100024: '), a wrong one in the line"""
        wrong = COLUMNS.replace("100024", "100025")
        self.assertFails(prefixed(wrong, "100024: "))
        self.assertFails(prefixed(wrong, "worker 100024 | "))


class OwnLayoutsReadAsBefore(unittest.TestCase):
    """What is no shared prefix: the text is read as it is (without_prefix returns it)."""

    def assertUnchanged(self, text):
        self.assertIs(lines.without_prefix(text), text)

    def test_tutorial_layout(self):
        self.assertUnchanged(RIGHT)
        self.assertUnchanged(COLUMNS)

    def test_array_labels(self):
        text = SIZES_1000 + "X: 100024\nY: 12\nX fraction: 0.100024\nY fraction: 1.2e-05\n"
        self.assertUnchanged(text)
        text = "X: elements below threshold 100024\nX: fraction below 0.100024\nX: memory 0.00374021\nY: count 12\n"
        self.assertUnchanged(text)

    def test_table_with_bars(self):
        table = "| Quantity | Value |\n|---|---|\n" + "".join(
            f"| {line[:40].strip()} | {line[40:].strip()} |\n" for line in COLUMNS.splitlines()[1:])
        self.assertUnchanged(table)
        self.assertUnchanged(table.replace("| ", "|").replace(" |", "|"))

    def test_variant_tags(self):
        """'GPU: ', 'CPU: ' name a second version of an array (words.VARIANT): no prefix"""
        text = "".join(f"{side}: {line}\n" for side in ("CPU", "GPU") for line in COUNTS_1000.splitlines())
        self.assertUnchanged(text)
        self.assertUnchanged("".join(f"GPU: {line}\n" for line in RIGHT.splitlines()))

    def test_few_prefixed_lines(self):
        text = "INFO: starting\nINFO: reading options\n" + COLUMNS + "INFO: done\n"
        self.assertUnchanged(text)
        self.assertUnchanged("smooth.py:12: starting\nsmooth.py:13: running\n" + COLUMNS)

    def test_progress_lines_keep_their_tag(self):
        """'iteration 12: count below threshold = 4567' is a progress line's, no count: its tag stays,
        under a logger's prefix too (the logger's alone is dropped)"""
        for line in ("iteration {i}: count below threshold = {n}", "sweep {i}+1: count below threshold = {n}",
                     "step {i}: elements below {n}", "Number of elements below threshold (X): {n}"):
            chatter = "".join(line.format(i=i, n=4000 + i) + "\n" for i in range(300))
            with self.subTest(line=line):
                self.assertUnchanged(chatter + RIGHT)
                text = lines.without_prefix(prefixed(chatter + RIGHT, "INFO:root:"))
                self.assertEqual(text, chatter + RIGHT)

    def test_number_after_a_numbered_prefix_stays(self):
        """a rank's partial count after srun's '0: ' (a prefix with digits is kept before a number),
        while a prefix of words goes before one too"""
        text = prefixed(COLUMNS + "25006 elements below threshold (X) on this rank\n", "{i}: ")
        self.assertTrue(lines.without_prefix(text).endswith("\n12: 25006 elements below threshold (X) on this rank\n"))
        text = prefixed(COLUMNS + "100024 elements below threshold (X)\n", "INFO: ")
        self.assertTrue(lines.without_prefix(text).endswith("\n100024 elements below threshold (X)\n"))


if __name__ == "__main__":
    unittest.main()
