"""test_pass17_recaps.py - the seventeenth hostile pass's wrong outputs with full marks (HIGH (b)) that are
another printing of a value: a bare recap 'X = 100024' / 'Y = 21' after the counts (B06); a summary or
recap after counts printed by a bare-name layout ('x: 100024 (0.100024)'), and a bare pair ('RESULT 100024
21', 'answer = (100024, 21)', 'Reduction: 99.988% (100024 -> 21)') (B01); a GPU's result on one line
('GPU: x 100024, y 21', 'CUDA: 100024 / 21 (same as CPU)') (B05); a memory chain's wrong unit in the
middle or at the end ('4016016 bytes (7.660 MiB, 0.00374021 GiB)', '... / 8032.032 kB') (B03) and 'Total
memory: 0.00848042 GB' beside the memory per array (B04); a histogram's bin below the threshold (w17); a constant printed again by its letter ('c = 0.45
(centre)') after the constants' line (B07). Each wrong
one fails on its field; the same lines with the right values, and right lines of the same shape that
print something else (a point, a grid's sides, a block's size), keep PASS.
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass17_recaps"""
import unittest

from tests.grader.a_support import PLAIN_1000, graded, not_passing

# the pass's base.txt (a right n = 1000 printf output)
BASE = PLAIN_1000
# the counts printed by a bare-name layout (barecounts.py), in place of BASE's count lines
BARE = BASE.replace("count x < t = 100024, fraction = 0.100024\ncount y < t = 12, fraction = 1.200000e-05\n",
                    "x: 100024 (0.100024)\ny: 12 (1.2e-05)\n")
PYTHON = BARE.replace("x: 100024 (0.100024)\ny: 12 (1.2e-05)\n", "x 100024 0.100024\ny 12 1.2e-05\n")


def _field(text, field):
    verdict, bad = not_passing(text)
    return verdict, bad.get(field, ("pass",))[0]


class BareRecaps(unittest.TestCase):
    """B06: 'X = 100024' / 'Y = 21' after a right output (and after bare-name count lines, B01h, B01i)."""
    RECAPS = ["X = {x}\nY = {y}", "Y: {y}", "y = {y}", "Result: Y = {y}", "After smoothing: y = {y}",
              "Results:\nX = {x}\nY = {y}", "Final counts:\nX = {x}\nY = {y}"]

    def test_wrong_recap_fails(self):
        for base in (BASE, BARE):
            for recap in self.RECAPS:
                with self.subTest(base=base[-30:], recap=recap):
                    self.assertEqual(_field(base + recap.format(x=100024, y=21) + "\n", "below_y"), ("fail", "fail"))
        self.assertEqual(_field(BASE + "X = 100042\n", "below_x"), ("fail", "fail"))
        self.assertEqual(graded(BASE + "X = 100042\n")[1].get("below_x"), "fail")

    def test_right_recap_passes(self):
        for base in (BASE, BARE):
            for recap in self.RECAPS:
                with self.subTest(base=base[-30:], recap=recap):
                    self.assertEqual(not_passing(base + recap.format(x=100024, y=12) + "\n"), ("pass", {}))
        self.assertEqual(graded(BASE + "X = 100024\nY = 12\n"), ("pass", {}))

    def test_table_then_recap(self):
        # w33: the counts in a before/after table, then a recap
        table = BASE.replace("count x < t = 100024, fraction = 0.100024\ncount y < t = 12, fraction = 1.200000e-05\n",
                             "             before   after\nbelow t:     100024   12\nfraction:    0.100024 1.2e-05\n\n")
        self.assertEqual(not_passing(table + "X = 100024\nY = 12\n"), ("pass", {}))
        self.assertEqual(_field(table + "X = 100024\nY = 21\n", "below_y"), ("fail", "fail"))

    def test_other_things_pass(self):
        # a point, a grid's sides, a block's size, a coordinate: no count's printing
        for lines in ("Peak at:\nx = 500\ny = 501", "x = 1002\ny = 1002", "Block size:\nx = 32\ny = 8",
                      "Sample point\nx = 3\ny = 7", "i = 3\nx = 4\ny = 7", "x = 1002", "Grid: x = 1000",
                      "x = 0.5\ny = 0.25"):
            with self.subTest(lines=lines):
                self.assertEqual(not_passing(BASE + lines + "\n"), ("pass", {}))

    def test_no_counts_elsewhere_unchanged(self):
        # with no other line that counts, bare lines are not this rule's (the file's only printing)
        text = BASE.replace("count x < t = 100024, fraction = 0.100024\ncount y < t = 12, fraction = 1.200000e-05\n",
                            "X = 100024\nY = 12\n")
        self.assertEqual(not_passing(text)[0], "ungraded")


COUNTS = "count x < t = 100024, fraction = 0.100024\ncount y < t = 12, fraction = 1.200000e-05\n"


class BareLayoutRecaps(unittest.TestCase):
    """B01: the counts printed by a bare-name layout are on lines that count; a summary or recap after them is
    judged (and a bare pair of a summary's words, after any count lines)."""
    LAYOUTS = ["x: 100024 (0.100024)\ny: 12 (1.2e-05)\n", "X = 100024 (0.100024)\nY = 12 (1.2e-05)\n",
               "X: 100024\nX/n^2: 0.100024\nY: 12\nY/n^2: 1.2e-05\n", "x 100024 0.100024\ny 12 1.2e-05\n", COUNTS]
    RECAPS = ["Final: X = {x}, Y = {y}", "Done: X={x}, Y={y}", "Summary: x={x} y={y}",
              "Final answer: {x} and {y} elements below threshold", "Summary: {x} -> {y} below threshold",
              "Reduction: 99.988% ({x} -> {y})", "RESULT {x} {y}", "answer = ({x}, {y})", "(x, y) = ({x}, {y})",
              "x: {x}, y: {y}", "Final counts: {x} {y}"]

    def test_wrong_recap_fails(self):
        for layout in self.LAYOUTS:
            base = BASE.replace(COUNTS, layout)
            for recap in self.RECAPS:
                with self.subTest(layout=layout, recap=recap):
                    self.assertEqual(_field(base + recap.format(x=100024, y=21) + "\n", "below_y"), ("fail", "fail"))
                    self.assertEqual(_field(base + recap.format(x=100042, y=12) + "\n", "below_x"), ("fail", "fail"))
        self.assertEqual(graded(BARE + "Final: X = 100024, Y = 21\n")[1].get("below_y"), "fail")

    def test_right_recap_passes(self):
        for layout in self.LAYOUTS:
            base = BASE.replace(COUNTS, layout)
            for recap in self.RECAPS:
                with self.subTest(layout=layout, recap=recap):
                    self.assertEqual(not_passing(base + recap.format(x=100024, y=12) + "\n"), ("pass", {}))
        self.assertEqual(graded(BARE + "RESULT 100024 12\n"), ("pass", {}))

    def test_other_pairs_pass(self):
        # a pair of a summary's words that is no recap of the counts: equal, or neither printed on a count's line
        for line in ("Output 1002 1002", "Result: 1000, 1002", "RESULT 3 7", "answer = (500, 501)"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(BARE + line + "\n"), ("pass", {}))

    def test_long_lines_fast(self):
        import time
        from grading.pairlines import summary_pairs
        start = time.process_time()
        for line in ("RESULT 1" + " " * 4000 + "2" + " " * 4000 + "x", "a " * 2048, "RESULT " + "1 " * 2000,
                     "answer = (" + "1, " * 1500):
            summary_pairs(line, lambda *args: True)
        self.assertLess(time.process_time() - start, 0.5)



class GpuLines(unittest.TestCase):
    """B05: a GPU's result on one line after a right CPU output is the second result."""
    LINES = ["GPU: x {x}, y {y}", "GPU: x {x}, y {y} (matches CPU)", "CUDA: {x} / {y} (same as CPU)",
             "GPU result: x {x}, y {y} -> match", "GPU: below x {x}, below y {y} (matches CPU)", "GPU: x = {x}, y = {y}",
             "GPU: {x}, {y}"]

    def test_wrong_gpu_fails(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(_field(BASE + line.format(x=100024, y=21) + "\n", "below_y2"), ("fail", "fail"))
                self.assertEqual(_field(BASE + line.format(x=100042, y=12) + "\n", "below_x2"), ("fail", "fail"))
        self.assertEqual(graded(BASE + "GPU: x 100024, y 21\n")[1].get("below_y2"), "fail")

    def test_right_gpu_passes(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(not_passing(BASE + line.format(x=100024, y=12) + "\n"), ("pass", {}))

    def test_other_gpu_lines_pass(self):
        # a GPU's ids, a count over its whole, a block's sides: no result
        for line in ("GPU: 0, 1", "CUDA: 100024 / 1000000", "Device: 0", "GPU block: x 16, y 16", "GPU grid: x 63, y 63"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(BASE + line + "\n"), ("pass", {}))
        # (alone, it is the output's counts since the nineteenth pass's A10, versionlines.py: read, its fractions
        # missing; it was UNGRADED)
        verdict, bad = not_passing(BASE.replace(COUNTS, "") + "GPU: x 100024, y 12\n")
        self.assertEqual((verdict, set(bad)), ("fail", {"fraction_x", "fraction_y"}))



MEMORY = "memory per array = 0.00374021 GB\n"


class Memories(unittest.TestCase):
    """B03: each printing of a memory chain apart by brackets, commas or slashes is judged; B04: 'Total memory'
    alone beside the memory per array is both arrays'."""

    def test_chain_wrong_fails(self):
        for line in ("memory per array = 4016016 bytes (7.660 MiB, 0.00374021 GiB)",
                     "memory per array: 3.830 MiB / 0.00374021 GiB / 8032.032 kB",
                     "memory per array = 4016016 bytes (3.930 MiB, 0.00374021 GiB)",
                     "memory per array: 3.830 MiB, 0.00374021 GiB, 4116.016 kB"):
            with self.subTest(line=line):
                self.assertEqual(_field(BASE.replace(MEMORY, "") + line + "\n", "memory"), ("fail", "fail"))
        self.assertEqual(graded(BASE.replace(MEMORY, "") + "memory per array: 3.830 MiB / 0.00374021 GiB / 8032.032 kB\n")
                         [1].get("memory"), "fail")

    def test_chain_right_passes(self):
        for line in ("memory per array = 4016016 bytes (3.830 MiB, 0.00374021 GiB)",
                     "memory per array: 3.830 MiB / 0.00374021 GiB / 4016.016 kB",
                     "Memory: 3.83 MiB / 7.66 MiB", "Memory (per array / total): 3.83 MiB / 7.66 MiB"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(BASE + line + "\n"), ("pass", {}))

    def test_total_memory(self):
        self.assertEqual(_field(BASE + "Total memory: 0.00848042 GB\n", "memory"), ("fail", "fail"))
        self.assertEqual(_field(BASE + "Total memory: 8.660 MiB\n", "memory"), ("fail", "fail"))
        self.assertEqual(graded(BASE + "Total memory: 0.00848042 GB\n")[1].get("memory"), "fail")
        # both arrays' right, an array's, the machine's, a process's, a device's: as before
        for line in ("Total memory: 0.00748042 GB", "Total memory: 7.660 MiB", "Total memory: 0.00374021 GB",
                     "Total memory: 16 GB", "Total memory used: 0.0090 GB", "GPU total memory: 0.0090 GB"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(BASE + line + "\n"), ("pass", {}))



HISTOGRAM = """n=1000 N=1002 total=1004004 inner=1000000 mem=0.00374021GB
a=0.05 b=0.10 c=0.40 threshold=0.1
Histogram of x (interior):
  [0.0, 0.1): {first}
  [0.1, 0.2): 99890
  [0.2, 0.3): 99717
  [0.3, 0.4): 100135
  [0.4, 0.5): 100210
  [0.5, 0.6): 100233
  [0.6, 0.7): 99897
  [0.7, 0.8): 99692
  [0.8, 0.9): 100149
  [0.9, 1.0): 100053
Below threshold: x=100024 (0.100024), y=12 (0.000012)
"""


class Histograms(unittest.TestCase):
    """w17: a histogram's bins up to the threshold are the array's count below it."""

    def test_wrong_bin_fails(self):
        self.assertEqual(_field(HISTOGRAM.format(first=100042), "below_x"), ("fail", "fail"))
        self.assertEqual(graded(HISTOGRAM.format(first=100042))[1].get("below_x"), "fail")
        dashes = HISTOGRAM.replace("  [0.0, 0.1): {first}\n  [0.1, 0.2): 99890", "  0.00 - 0.05: 50000\n  0.05 - 0.10: {first}")
        self.assertEqual(_field(dashes.format(first=50042), "below_x"), ("fail", "fail"))

    def test_right_histogram_passes(self):
        self.assertEqual(not_passing(HISTOGRAM.format(first=100024)), ("pass", {}))
        dashes = HISTOGRAM.replace("  [0.0, 0.1): {first}\n  [0.1, 0.2): 99890", "  0.00 - 0.05: 50000\n  0.05 - 0.10: {first}")
        self.assertEqual(not_passing(dashes.format(first=50024)), ("pass", {}))
        # a histogram of both arrays: as before
        self.assertEqual(not_passing(HISTOGRAM.replace("of x (interior)", "of x and y").format(first=100042)),
                         ("pass", {}))



class SecondConstant(unittest.TestCase):
    """B07: a constant printed again by its letter alone beside the constants' line is judged."""

    def test_wrong_constant_fails(self):
        for line in ("c = 0.45 (centre)", "c = 0.45", "a = 0.06", "b: 0.2"):
            with self.subTest(line=line):
                self.assertEqual(_field(BASE + line + "\n", "constants"), ("fail", "fail"))
        self.assertEqual(graded(BASE + "c = 0.45 (centre)\n")[1].get("constants"), "fail")

    def test_right_or_other_passes(self):
        # the same constant again; a neighbour's name alone (an element's value at the centre)
        for line in ("c = 0.4 (centre)", "c = 0.40", "a = 0.05", "centre value: 0.4973", "Centre: 0.51"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(BASE + line + "\n"), ("pass", {}))
        singles = BASE.replace("a = 0.05, b = 0.1, c = 0.4\n", "a = 0.05\nb = 0.1\nc = 0.4\n")
        self.assertEqual(not_passing(singles), ("pass", {}))
        self.assertEqual(_field(singles.replace("c = 0.4", "c = 0.45"), "constants"), ("fail", "fail"))


if __name__ == "__main__":
    unittest.main()
