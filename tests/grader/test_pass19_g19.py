"""The nineteenth hostile pass's A10 and A7 (helper g19): a version's counts on a line led by its name, a count
named with its version, a versions' table under 'X' and 'Y', and recaps after the counts (prose, a tuple, a log
line, a JSON's comma-first item).

What was wrong: a line led by a backend's name ('CPU: X = 100024, Y = 12', 'GPU (sh18): X = ..., Y = ...', 'CPU
(OpenMP, 2 threads): ...', 'Serial (CPU): ...', 'GPU result: x = ..., y = ...', 'CPU smooth :: 0.0029 s (x
below: ..., y below: ...)') and a count named with its version ('x_cpu = 100024, y_cpu = 12', 'Y_gpu = 13', 'y
(gpu) = 13', 'y count (GPU) :: 13', 'Y on the GPU = 13', 'verify: y_cpu=12 y_gpu=13 MISMATCH') were never read.
Before: such a line as the output's only counts was UNGRADED (0 points); after a right output, a wrong one
(Y = 13, Y = 0) passed with 20/20. Now (scripts/grading/versionlines.py): the first is the output's counts (a
right one passes, a wrong one fails), the second a version's result that must agree (a wrong one fails its
field, below_y2 or below_y; its right twin passes); a square's 'GPU: x = 1000, y = 1000' and a lone 'GPU: x = 5'
are no counts.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass19_g19
"""
import time
import unittest

from tests.grader.a_support import COUNTS_1000, SIZES_1000, SMOOTH_500, graded, not_passing


def _keys(text):
    verdict, bad = not_passing(text)
    return verdict, set(bad)


def _only(block):
    """The tutorial's sizes, then `block` ('|' a line's end) as the output's only counts."""
    return SIZES_1000 + block.replace("|", "\n") + "\n"


def _after(block):
    """A right output (the tutorial's summary), then `block` as another printing of the counts."""
    return SIZES_1000 + COUNTS_1000 + "\n" + block.replace("|", "\n") + "\n"


def _only_lines(block):
    return SIZES_1000 + block + "\n"


def _after_lines(block):
    return SIZES_1000 + COUNTS_1000 + "\n" + block + "\n"


class VersionLedOnlyTest(unittest.TestCase):
    """A10: a version's line as the only printing of the counts was UNGRADED; it is the output's counts."""
    RIGHT = ["CPU: X = 100024 (0.100024), Y = 12 (1.2e-05)",
             "GPU (sh18): X = 100024 (0.100024), Y = 12 (1.2e-05)",
             "CPU (OpenMP, 2 threads): x = 100024 (0.100024), y = 12 (1.2e-05)",
             "Serial (CPU): X = 100024 (0.100024), Y = 12 (1.2e-05)",
             "GPU result: x = 100024 (0.100024), y = 12 (1.2e-05)",
             "[host] x: 100024 (0.100024), y: 12 (1.2e-05)",
             "cpu result:  x=100024 (0.100024)  y=12 (1.2e-05)",
             "CPU: X = 100024 (0.100024)|CPU: Y = 12 (1.2e-05)",
             "CPU smooth :: 0.0029 s (x below: 100024 (0.100024), y below: 12 (1.2e-05))",
             "x_cpu = 100024 (0.100024), y_cpu = 12 (1.2e-05)",
             "  GPU (CUDA, sh16) result: X = 100024 (0.100024), Y = 12 (1.2e-05)  [OK]"]

    def test_right_pass(self):
        for block in self.RIGHT:
            with self.subTest(block=block):
                self.assertEqual(not_passing(_only(block)), ("pass", {}))
        self.assertEqual(graded(_only(self.RIGHT[0])), ("pass", {}))

    def test_wrong_fail(self):
        for block in self.RIGHT:
            for old, new, field in [("= 12 (", "= 21 (", "below_y"), (": 12 (", ": 21 (", "below_y"),
                                    ("=12 (", "=21 (", "below_y"), ("100024 (", "100042 (", "below_x")]:
                if old not in block:
                    continue
                with self.subTest(block=block, new=new):
                    verdict, bad = _keys(_only(block.replace(old, new)))
                    self.assertEqual(verdict, "fail")
                    self.assertIn(field, bad)

    def test_without_fractions_read(self):
        # (the fractions are missing, no longer the counts: was UNGRADED)
        for block in ["CPU: X = 100024, Y = 12", "CPU: X = 100024|CPU: Y = 12", "GPU result: x = 100024, y = 12",
                      "x_cpu = 100024, y_cpu = 12", "CPU smooth :: 0.0029 s (x below: 100024, y below: 12)"]:
            with self.subTest(block=block):
                self.assertEqual(_keys(_only(block)), ("fail", {"fraction_x", "fraction_y"}))
                self.assertEqual(_keys(_only(block.replace("12", "21"))), ("fail", {"fraction_x", "fraction_y",
                                                                                    "below_y"}))

    def test_other_n(self):
        sizes = "".join(SMOOTH_500.splitlines(True)[:7])  # (its sizes, threshold and constants)
        right = sizes + "CPU (OpenMP): X = 24914 (0.099656), Y = 4 (1.6e-05)\n"
        self.assertEqual(graded(right), ("pass", {}))
        verdict, bad = graded(right.replace("Y = 4 (", "Y = 5 ("))
        self.assertEqual(verdict, "fail")
        self.assertIn("below_y", bad)


class VersionSecondTest(unittest.TestCase):
    """A7: after a right output (its counts the first), a version's line or a count named with its version that disagrees (Y = 13)
    passed with 20/20; it fails, its right twin (Y = 12) passes."""
    RIGHT = ["GPU (sh18): X = 100024, Y = 12",
             "GPU (CUDA, sh16): x = 100024 (0.100024), y = 12 (1.2e-05)",
             "Timing|------|CPU smooth :: 0.0029 s (y below: 12)|GPU smooth :: 0.0001 s (y below: 12)",
             "GPU: 0.0001 s, y below threshold: 12",
             "GPU time: 0.0001 s, Y: 12",
             "y count (GPU)                            :: 12",
             "Y_gpu = 12", "Y_gpu: 12", "y (gpu) = 12", "Y (GPU) :: 12", "Y on the GPU = 12",
             "x_gpu = 100024, y_gpu = 12", "x_d = 100024, y_d = 12".replace("_d", "_device"),
             "count y (gpu)\t12", "INFO 2026-11-29 10:00:00 y_gpu=12",
             "CPU: X = 100024, Y = 12|GPU: X = 100024, Y = 12"]

    def test_right_pass(self):
        for block in self.RIGHT:
            with self.subTest(block=block):
                self.assertEqual(not_passing(_after(block)), ("pass", {}))
        self.assertEqual(graded(_after(self.RIGHT[0])), ("pass", {}))

    def test_wrong_fail(self):
        for block in self.RIGHT:
            i = block.rfind("12")  # (the last printing of Y's count: the GPU's)
            wrong = block[:i] + "13" + block[i + 2:]
            with self.subTest(block=wrong):
                verdict, bad = _keys(_after(wrong))
                self.assertEqual(verdict, "fail")
                self.assertTrue(bad & {"below_y", "below_y2"}, bad)
        verdict, bad = _keys(_after("GPU (sh18): X = 100024, Y = 0"))
        self.assertEqual(verdict, "fail")
        self.assertIn("below_y2", bad)
        verdict, bad = _keys(_after("GPU (sh18): X = 100042, Y = 12"))
        self.assertEqual(verdict, "fail")
        self.assertIn("below_x2", bad)

    def test_own_check_says_mismatch(self):
        # the student's own check line: its GPU count is a second result (p22)
        self.assertEqual(not_passing(_after("verify: y_cpu=12 y_gpu=12 OK")), ("pass", {}))
        verdict, bad = _keys(_after("verify: y_cpu=12 y_gpu=13 MISMATCH"))
        self.assertEqual(verdict, "fail")
        self.assertIn("below_y2", bad)

    def test_no_counts(self):
        # a launch's block, an element's values, a place: no version's counts
        for block in ["GPU block: x = 32, y = 8", "GPU threads (x, y): 16, 16", "GPU grid: x = 63, y = 63",
                      "CPU: x = 0.5, y = 0.25", "GPU (sh18): peak at x = 500, y = 501"]:
            with self.subTest(block=block):
                self.assertEqual(not_passing(_after(block)), ("pass", {}))
        self.assertEqual(_keys(_only("GPU: x = 5"))[0], "ungraded")


class VersionTableTest(unittest.TestCase):
    """A7 (p03, p15, p08): a versions' table whose columns are named 'X' and 'Y' alone, and a count's table whose
    rows are: a wrong GPU row or Y row after a right output passed; it fails, its right twin passes."""
    RIGHT = ["| run | X | Y |\n|---|---|---|\n| CPU | 100024 | 12 |\n| GPU | 100024 | 12 |",
             "|   | x | y |\n|---|---|---|\n| cpu | 100024 | 12 |\n| gpu (sh16) | 100024 | 12 |",
             "backend   X        Y\nCPU       100024   12\nGPU       100024   12",
             "kernel   time      y\nsh16     0.041 ms  12",
             "+-------+--------+\n| count | value  |\n+-------+--------+\n| X     | 100024 |\n| Y     | 12     |\n"
             "+-------+--------+",
             "| Count | Value |\n|---|---|\n| x | 100024 |\n| y | 12 |"]

    def test_right_pass(self):
        for block in self.RIGHT:
            with self.subTest(block=block):
                self.assertEqual(not_passing(_after_lines(block)), ("pass", {}))

    def test_wrong_fail(self):
        for block in self.RIGHT:
            i = block.rfind("12")
            for wrong in [block[:i] + "13" + block[i + 2:], block[:block.rfind("100024")] + "100023" +
                          block[block.rfind("100024") + 6:]]:
                if wrong == block or "100024" not in block and "100023" in wrong:
                    continue
                with self.subTest(block=wrong):
                    verdict, bad = _keys(_after_lines(wrong))
                    self.assertEqual(verdict, "fail")
                    self.assertTrue(bad & {"below_y", "below_y2", "below_x", "below_x2"}, bad)

    def test_only_counts(self):
        # the versions' table as the output's only counts: read (its fractions missing), a wrong first row fails
        block = "| backend | X | Y |\n|---|---|---|\n| CPU | 100024 | 12 |\n| GPU | 100024 | 12 |"
        self.assertEqual(_keys(_only_lines(block)), ("fail", {"fraction_x", "fraction_y"}))
        self.assertIn("below_y", _keys(_only_lines(block.replace("| 12 |\n", "| 21 |\n")))[1])
        block = "| run | X | fraction X | Y | fraction Y |\n|---|---|---|---|---|\n| CPU | 100024 | 0.100024 | 12 | 1.2e-05 |"
        self.assertEqual(_keys(_only_lines(block)), ("pass", set()))
        self.assertEqual(_keys(_only_lines(block.replace("| 12 |", "| 21 |")))[0], "fail")

    def test_no_counts(self):
        # a table of coordinates or of sizes under 'x' and 'y': no version's, no count's
        for block in ["| point | x | y |\n|---|---|---|\n| peak | 500 | 501 |", "dims  x  y\ngrid  1002  1002",
                      "| size | value |\n|---|---|\n| x | 1002 |\n| y | 1002 |"]:
            with self.subTest(block=block):
                self.assertEqual(not_passing(_after_lines(block)), ("pass", {}))


class RecapTest(unittest.TestCase):
    """A7 (p04, p12, p16, p25, P03b): after a right output, a recap 'In summary, 100024 x values and 11 y values were
    below the threshold.' (a run of its own: UNGRADED, the student kept 20), a bare tuple '(100024, 13)', a log line
    'INFO 2026-11-29 10:00:00 y_below=13' (a level before its time), a table's lone row '| GPU | 100024 | 13 |' and a JSON's comma-first item '  ,"gpu":
    {"x_below": 100024, "y_below": 13}' passed; each fails, its right twin passes."""
    RIGHT = ["In summary, 100024 x values and 12 y values were below the threshold.",
             "Overall: 100024 x elements and 12 y elements are below 0.1",
             "(100024, 12)", "[100024, 12]", "| GPU | 100024 | 12 |",
             "INFO 2026-11-29 10:00:00 y_below=12", "INFO  2026-11-29T10:00:00.123 x_below=100024 y_below=12"]

    def test_right_pass(self):
        for block in self.RIGHT:
            with self.subTest(block=block):
                self.assertEqual(not_passing(_after_lines(block)), ("pass", {}))
        self.assertEqual(graded(_after_lines(self.RIGHT[0])), ("pass", {}))

    def test_wrong_fail(self):
        for block in self.RIGHT:
            for wrong in [block.replace("12", "13"), block.replace("12", "11")]:
                with self.subTest(block=wrong):
                    verdict, bad = _keys(_after_lines(wrong))
                    self.assertEqual(verdict, "fail")
                    self.assertTrue(bad & {"below_y", "below_y2"}, bad)
        for block in ["(100042, 12)", "In summary, 100042 x values and 12 y values were below the threshold."]:
            with self.subTest(block=block):
                verdict, bad = _keys(_after_lines(block))
                self.assertEqual(verdict, "fail")
                self.assertIn("below_x", bad)
        verdict, bad = graded(_after_lines(self.RIGHT[0].replace("12", "11")))
        self.assertEqual(verdict, "fail")

    def test_json_comma_first(self):
        json_text = ('{\n  "n": 1000,\n  "n_plus_2": 1002,\n  "total_elements": 1004004,\n  "inner_elements": 1000000,'
                     '\n  "memory_gb_per_array": 0.00374021,\n  "threshold": 0.1,\n  "a": 0.05,\n  "b": 0.1,\n  "c": 0.4,'
                     '\n  "x_below": 100024,\n  "x_fraction": 0.100024,\n  "y_below": 12,\n  "y_fraction": 1.2e-05\n'
                     '  ,"gpu": {"x_below": 100024, "y_below": 12}\n}\n')
        self.assertEqual(not_passing(json_text), ("pass", {}))
        verdict, bad = _keys(json_text.replace('"y_below": 12}', '"y_below": 13}'))
        self.assertEqual(verdict, "fail")
        self.assertIn("below_y2", bad)

    def test_no_counts(self):
        # a shape, a count over its whole: no tuple of the counts
        for block in ["(1002, 1002)", "(100024, 1000000)", "[1000, 12]", "| GPU | 1000 | 12 |"]:
            with self.subTest(block=block):
                self.assertEqual(not_passing(_after_lines(block)), ("pass", {}))


class CostTest(unittest.TestCase):
    """A version's line then 4,000 blanks, and a 20 MB line led by a version's name, grade fast."""

    def test_fast(self):
        for text in [_only("CPU: X = 100024 (0.100024), Y = 12" + " " * 4000 + "|GPU: x" + " " * 4000),
                     _only("GPU (" + "a" * 20_000_000 + ": X = 1"),
                     _only("x_gpu" + " " * 4000 + "=" + " 1" * 4000),
                     _only("CPU: X = 100024, Y = 12 ok" + " " * 4000 + "1"),
                     _only("| run |" + " " * 4000 + "| X |\n| GPU |" + " " * 4000 + "1"),
                     _only("count  value\n" + "| x |" + " " * 4000 + "1"),
                     _only_lines("(" + " " * 4000 + "100024," + " " * 4000 + "x"),
                     _only_lines("," + " " * 4000 + "x" + "\nINFO " + "1" * 4000),
                     _only("INFO" + " " * 4000 + ":" + " " * 4000 + "y_gpu" + " " * 4000 + "x")]:
            start = time.process_time()
            not_passing(text)
            self.assertLess(time.process_time() - start, 10)


if __name__ == "__main__":
    unittest.main()
