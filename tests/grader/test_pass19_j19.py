"""The nineteenth hostile pass's second run (h19b), H1, H3 and H5 (helper j19): a wrong count printed after a
right output, on a line the grader read as nothing.

What was wrong: a check line that prints a version's count beside the right one ('verification: y count on
device = 15 (expected 12)', 'WARNING: y_gpu=397 differs from y_cpu=12', 'y: 12 (CPU) vs 15 (GPU)', 'x on GPU:
100025 (CPU: 100024)', 'CPU -> GPU: y 12 -> 397', 'y (cpu/gpu): 12/397'), a lone Markdown row of four or more cells
('| GPU | 100024 | 397 | 0.000397 |'), a labelled pair in a print style ('(x = 100024, y = 397)', 'Counts(x=100024,
y=397)', "{'x': 100024, 'y': 397}"), a log line ('INFO gpu: y=397') and a bare answer ('Final answer: 100024 and
397'). Before: each, after a right output, passed with 20/20. Now (scripts/grading/besidecounts.py, and
baretuples.py's row with more cells): a device's line is a second result (below_y2 / below_x2 FAIL), a pair or an
answer a second printing (below_y FAIL); each right twin (the same line, right values) passes.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass19_j19
"""
import time
import unittest

from tests.grader.a_support import COUNTS_1000, SIZES_1000, graded, not_passing


def _after(line):
    """A right output (the tutorial's summary), then `line`."""
    return SIZES_1000 + COUNTS_1000 + "\n" + line + "\n"


def _bad(text):
    return set(not_passing(text)[1])


class DeviceChecks(unittest.TestCase):
    """H1: a version's count beside the right one on one line: a second result that must agree."""
    WRONG = [  # (line with a wrong count, the field that must fail)
        ("verification: y count on device = 15 (expected 12)", "below_y2"),
        ("WARNING: y_gpu=397 differs from y_cpu=12", "below_y2"),
        ("y: 12 (CPU) vs 15 (GPU)", "below_y2"),
        ("y (GPU) = 15 != 12", "below_y2"),
        ("x on GPU: 100025 (CPU: 100024)", "below_x2"),
        ("CPU -> GPU: y 12 -> 397", "below_y2"),
        ("y (cpu/gpu): 12/397", "below_y2"),
        # variants: other print styles, case, spacing
        ("  Y_GPU = 21   (Y_CPU = 12)", "below_y2"),
        ("mismatch! gpu_y=21 cpu_y=12", "below_y2"),
        ("Device Y: 21, host Y: 12", "below_y2"),
        ("[check] x: host 100024 / device 100042", "below_x2"),
        ("2026-11-29 14:02:13 INFO gpu: y=397", "below_y2"),
        ("INFO:root:GPU y=21", "below_y2"),
    ]

    def test_wrong_fails_right_twin_passes(self):
        for line, field in self.WRONG:
            with self.subTest(line=line):
                self.assertIn(field, _bad(_after(line)))
                right = line.replace("100025", "100024").replace("100042", "100024")
                for wrong in ("397", "15", "21"):
                    right = right.replace(wrong, "12")
                verdict, bad = not_passing(_after(right))
                self.assertEqual((verdict, bad), ("pass", {}), right)

    def test_no_count_lines_untouched(self):
        # a device's line without a count of the array: n, sizes, times, a total beside it
        for line in ("GPU: n = 1000, grid 1002 x 1002", "device y array: 1002 x 1002 floats",
                     "GPU y: 12 below, n = 1000", "GPU time for y: 3 ms",
                     "CUDA device 0: NVIDIA H200, 132 SMs"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(_after(line)), ("pass", {}))


class MarkdownRows(unittest.TestCase):
    """H3: a lone Markdown row of a version's counts with more cells after them."""

    def test_four_cells(self):
        for line in ("| GPU | 100024 | 397 | 0.000397 |", "|GPU|100024|397|0.000397|",
                     "| cuda | 100024 | 21 | 2.1e-05 | 0.03 s |", "| Device | 100042 | 12 | 1.2e-05 |"):
            with self.subTest(line=line):
                bad = _bad(_after(line))
                self.assertTrue(bad & {"below_y2", "below_x2"}, bad)
                right = line.replace("397", "12").replace("21 ", "12 ").replace("100042", "100024")
                self.assertEqual(not_passing(_after(right)), ("pass", {}), right)


class Pairs(unittest.TestCase):
    """H5: the two counts as a print style's pair, a log line, a bare answer: a second printing."""
    WRONG = ["(x = 100024, y = 397)", "Counts(x=100024, y=397)", "{'x': 100024, 'y': 397}",
             "Final answer: 100024 and 397", '{"x": 100024, "y": 21}', "Result(x=100024, y=21)",
             "[x: 100024, y: 21]", "final answer: 100024, 21", "Counts(x=100042, y=12)"]

    def test_wrong_fails_right_twin_passes(self):
        for line in self.WRONG:
            with self.subTest(line=line):
                bad = _bad(_after(line))
                self.assertTrue(bad & {"below_y", "below_x"}, bad)
                right = line.replace("397", "12").replace("21", "12").replace("100042", "100024")
                self.assertEqual(not_passing(_after(right)), ("pass", {}), right)

    def test_sides_are_no_counts(self):
        for line in ("Final answer: 1002 and 1002", "(x = 1002, y = 1002)"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(_after(line)), ("pass", {}))

    def test_command_reads_them(self):
        self.assertIn("below_y2", graded(_after("WARNING: y_gpu=397 differs from y_cpu=12"))[1])
        self.assertEqual(graded(_after("{'x': 100024, 'y': 12}")), ("pass", {}))


class Cost(unittest.TestCase):
    def test_long_lines_fast(self):
        for tail in (" " * 4000, "GPU y = " + "1" * 20_000_000, "gpu " * 5_000_000, "(x = 1, y = " + " " * 4000):
            start = time.process_time()
            not_passing(_after("WARNING: y_gpu=397 differs from y_cpu=12") + tail)
            self.assertLess(time.process_time() - start, 10)


if __name__ == "__main__":
    unittest.main()
