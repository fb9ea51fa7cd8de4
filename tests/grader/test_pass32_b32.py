"""test_pass32_b32.py - b32's fixes (issue 66, grading, round 3): the thirty-fourth hostile pass's H2 (a count that
names a device or a version but no array) and a share printed first with the count in brackets, each after a right
n = 1000 output unless said.

- H2: after a right output, a wrong Y reprinted under a label that names a version and no array: `Count on GPU: 13`,
  `GPU count: 13`, `GPU: 13 elements below threshold`, `sh16: 13 elements below threshold`, `version 2: 13 elements
  below threshold`, `hybrid: count = 13`, `Elements below threshold (GPU): 13`, `Count on GPU: 13 (0.0013%)`,
  `count (GPU, sh16) = 13`, `Count: 13 (GPU)`, `Verification: CPU count = 12, GPU count = 13`, `CPU 12 vs GPU 13`,
  `CPU=12 GPU=13`, `(13 == 13)`. Before: PASS (unread). Now FAIL Y (versioncounts.py: the program
  smooths y, so a version's count nearer y's than x's on a log scale is y's by that version); the right ones (12)
  pass; a device count (`GPU count: 2`, `Number of streams: 4`), a time (`GPU time: 13 ms`), a boolean's `(1 == 1)`
  and a value nearer x's (`GPU count: 100025`: which array cannot be told) are left.
  In a GPU-only program's layout (x's count, then `Count on GPU: 12` as y's only printing): before, Y MISSING; now
  PASS (one count before: a tenth of it or less is y's), 13 FAILs.
- H2: `Y count (from GPU): 13` (a tag's 'from'). Before: PASS. Now FAIL Y (taggedcounts: 'from', 'by', 'via' are a
  tag's words). `result_y = 13`. Before: PASS. Now FAIL Y (words._variant_count: 'result_y' as 'y_result').
  `I get 13`, `We got 13.`. Before: PASS. Now FAIL Y (proseclaims: a first person's sentence is a run's).
- A share first, the count in brackets: `Y below threshold = 1.2000E-05 ( 12 )`, `y below t: 0.0012% (12)`,
  `x: 10.0024 % (100024)`, `x below t: 0.100024 (100024)`, `y below t: 12.0 (12)`. Before: as the count lines,
  UNGRADED (percentages), FAIL (`not a whole number`; the share 0.100024 read as the threshold), a wrong bracket
  (`12.0 (13)`) at full marks; after a right output, a right `x below t: 0.100024 (100024)` FAILed X and a wrong
  `Y below threshold = 1.2000E-05 ( 13 )` passed, a right `x below t: 10.0024 (100024)` (a percentage without its
  sign) FAILed X. Now PASS, the bracket's count is the count (13 FAILs Y, 100025 X;
  sharecounts.shares_first); an element's `x: 0.84 (1)`, `Max y: 0.95 (3)` are left.
"""
import os
import sys
import time
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from tests.grader.a_support import (C01_1000, PLAIN_1000, RIGHT_1000, SIZES_1000, SIZES_LINES_1000,  # noqa: E402
                                    RightAndWrong, not_passing)

BASES = (RIGHT_1000, C01_1000, PLAIN_1000)


def _after(lines):
    return [base + line + "\n" for base in BASES for line in lines]


def _y_fails(test, text):
    verdict, bad = not_passing(text)
    test.assertEqual(verdict, "fail", text)
    test.assertIn("fail", [bad.get(f, ("",))[0] for f in ("below_y", "below_y2")], bad)


class VersionCountNoArray(RightAndWrong):
    """H2: a version's count of the elements below the threshold with no array named, after the counts."""
    LINES = ("Count on GPU: {}", "GPU count: {}", "GPU: {} elements below threshold", "CUDA count: {}",
             "sh16: {} elements below threshold", "version 2: {} elements below threshold", "hybrid: count = {}",
             "Elements below threshold (GPU): {}", "kernel sh18 count below threshold = {}", "Count (CUDA): {}",
             "global kernel: {} below threshold", "streams version: {} below t", "below threshold on device: {}",
             "Count on GPU: {} (0.00{}%)", "GPU: {} elements below threshold (fraction {}e-06)", "CPU: 12 | GPU: {}",
             "CPU=12 GPU={}", "count (GPU, sh16) = {}", "Count: {} (GPU)", "[GPU] count below threshold: {}",
             "Verification: CPU count = 12, GPU count = {}", "CPU 12 vs GPU {}", "({} == {})")
    ZERO = ("Count on GPU: {}", "GPU: {} elements below threshold", "sh16: {} elements below threshold", "CPU 12 vs GPU {}",
            "Verification: CPU count = 12, GPU count of elements below threshold = {}")  # (a wrong 0 too)

    def test_right_passes_wrong_fails(self):
        self.right_and_wrong(_after([line.format(12, 12) for line in self.LINES]), [])
        for text in _after([line.format(13, 13) for line in self.LINES] + [line.format(0, 0) for line in self.ZERO]):
            with self.subTest(text=text[-60:]):
                _y_fails(self, text)

    def test_left(self):
        """Not a count of y: a device's or a stream's number, a time, a boolean, a value nearer x's."""
        self.right_and_wrong(_after(["GPU count: 2", "Device count: 1", "Number of streams: 4", "Kernel count: 3",
                                     "GPU time: 13 ms", "sh16: 13.2 ms", "CUDA version: 12", "GPU: 0", "(1 == 1)",
                                     "Threads per block: 256", "GPU memory: 13 MB", "streams: 4", "GPU count: 100025", "GPU count: 0",
                                     "Found 1 CUDA device", "found 1 GPU",
                                     "CPU 100024 vs GPU 100025"]), [])

    def test_gpu_only_program(self):
        """x's count on the host, y's only on the GPU's line."""
        for line in ("Count on GPU: {}", "GPU count: {}"):
            text = SIZES_LINES_1000 + "x below threshold: 100024 (fraction 0.100024)\n" + line.format(12) + "\n"
            with self.subTest(line=line):
                self.assertEqual(not_passing(text)[1].get("below_y", ("pass",))[0], "pass")
                self.assertEqual(not_passing(text.replace(": 12", ": 13"))[1].get("below_y", ("",))[0], "fail")

    def test_cost(self):
        """Many candidate lines: a bounded number looked at, each line bounded."""
        text = RIGHT_1000 + "GPU count: 13 elements below threshold on the device\n" * 200_000
        start = time.process_time()
        from grading.versioncounts import version_counts
        version_counts(text)
        self.assertLess(time.process_time() - start, 2.0)


class TagsAndNames(RightAndWrong):
    """H2: Y named with a version's 'from GPU', 'result_y', a first person's sentence."""

    def test_wrong_fails(self):
        for line in ("Y count (from GPU): {}", "y count (by CUDA): {}", "result_y = {}", "I get {}", "We got {}.",
                     "I get {} below the threshold"):
            self.right_and_wrong(_after([line.format(12)]), [])
            for text in _after([line.format(13)]):
                with self.subTest(text=text[-40:]):
                    _y_fails(self, text)

    def test_left(self):
        self.right_and_wrong(_after(["I get 13 ms", "result_y[0] = 0.41", "Y result: 0.41"]), [])


class ShareFirstCountInBrackets(RightAndWrong):
    """A fraction or percentage first, the count in brackets."""
    PAIRS = (("X below threshold = 1.00024E-01 ( 100024 )", "Y below threshold = 1.2000E-05 ( 12 )"),
             ("x below t: 10.0024% (100024)", "y below t: 0.0012% (12)"),
             ("x: 10.0024 % (100024)", "y: 0.0012 % (12)"),
             ("x below t: 0.100024 (100024)", "y below t: 1.2e-05 (12)"),
             ("Fraction of x below threshold: 0.100024 (100024 elements)",
              "Fraction of y below threshold: 0.000012 (12 elements)"))

    def test_as_the_count_lines(self):
        for x, y in self.PAIRS:
            for base in (SIZES_1000, SIZES_LINES_1000):
                self.right_and_wrong([base + x + "\n" + y + "\n"],
                                     [("(12", "(13", "below_y"), ("( 12", "( 13", "below_y"),
                                      ("(100024", "(100025", "below_x"), ("( 100024", "( 100025", "below_x")])

    def test_float_count_first(self):
        text = SIZES_LINES_1000 + "x below t: 100024.0 (100024)\ny below t: 12.0 (12)\n"
        self.assertEqual({k: v[0] for k, v in not_passing(text)[1].items() if not k.startswith("fraction")}, {})
        for wrong in ("12.0 (13)", "13.0 (12)", "13.0 (13)"):
            with self.subTest(wrong=wrong):
                self.assertEqual(not_passing(text.replace("12.0 (12)", wrong))[1].get("below_y", ("",))[0], "fail")

    def test_after_a_right_output(self):
        lines = [x for x, _ in self.PAIRS] + [y for _, y in self.PAIRS] + ["y below t: 12.0 (12)", "x below t: 10.0024 (100024)",
                                                                          "Percentage of x below threshold: 10.0024 (100024)",
                                                                          "Fraction of y below threshold (GPU) = 1.2e-05 (12)"]
        self.right_and_wrong(_after(lines), [("(12", "(13", "below_y below_y2"), ("( 12", "( 13", "below_y"),
                                             ("(100024", "(100025", "below_x")])

    def test_left(self):
        self.right_and_wrong(_after(["x: 0.84 (1)", "Max y: 0.95 (3)", "y mean: 0.5 (12)", "x[3]: 0.25 (7)"]), [])


if __name__ == "__main__":
    unittest.main()
