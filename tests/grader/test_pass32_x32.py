"""test_pass32_x32.py - x32's fixes (issue 66, grading, round 3): the thirty-seventh hostile pass's findings on a
version's check with a verdict word (h37 w43b, w51-w54) and a share printed first with words in its bracket, each
after a right n = 1000 output unless said.

- A CPU-vs-GPU check with a verdict after it, after a right output: `CPU 12 vs GPU 13 MISMATCH`, `CPU 12 vs GPU 13
  -> MISMATCH`, `CPU 12 vs GPU 13: FAILED`, `GPU count: 13 (CPU count: 12) ERROR`, `CPU 12 vs GPU 13 [OK]`,
  `Verification: CPU count = 12, GPU count = 13 FAILED` (also with the y line tagged `[CPU reference]`). Before:
  PASS 20/20 (the verdict word left the line unread; only a bare `CPU 12 vs GPU 13` failed). Now FAIL Y
  (versioncounts.py: a trailing verdict word is dropped before the line is read, and a second version's count in
  brackets, `(CPU count: 12)`, is a segment of its own); the right ones (GPU 12) pass.
"""
import os
import sys
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from tests.grader.a_support import (C01_1000, PLAIN_1000, RIGHT_1000, SIZES_LINES_1000,  # noqa: E402
                                    not_passing)

H37_COUNTS = "x below threshold: 100024 (0.100024)\ny below threshold: 12 (1.2e-05)\n"
H37_TAGGED = "x below threshold: 100024 (0.100024)\ny below threshold: 12 (1.2e-05)   [CPU reference]\n"
BASES = (RIGHT_1000, C01_1000, PLAIN_1000, SIZES_LINES_1000 + H37_COUNTS, SIZES_LINES_1000 + H37_TAGGED)


def _y_fails(test, text):
    verdict, bad = not_passing(text)
    test.assertEqual(verdict, "fail", text)
    test.assertIn("fail", [bad.get(f, ("",))[0] for f in ("below_y", "below_y2")], bad)


class CheckWithVerdict(unittest.TestCase):
    """h37 w51-w54, w43b: a version's check with a verdict word after it does not hide its values."""
    LINES = ("CPU 12 vs GPU {} MISMATCH", "CPU 12 vs GPU {} -> MISMATCH", "CPU 12 vs GPU {}: FAILED",
             "GPU count: {} (CPU count: 12) ERROR", "CPU 12 vs GPU {} [OK]", "CPU 12 vs GPU {} -> PASS",
             "CPU 12 vs GPU {}: match", "CPU 12 vs GPU {} \u2713", "CPU 12 vs GPU {} - FAIL",
             "Verification: CPU count = 12, GPU count = {} FAILED", "GPU count: {} (CPU count: 12)",
             "  CPU 12 vs GPU {}  MISMATCH")

    def test_wrong_fails(self):
        for base in BASES:
            for line in self.LINES:
                for wrong in (13, 14):
                    with self.subTest(base=base[-40:], line=line, wrong=wrong):
                        _y_fails(self, base + line.format(wrong) + "\n")

    def test_right_passes(self):
        for base in BASES:
            for line in self.LINES:
                with self.subTest(base=base[-40:], line=line):
                    self.assertEqual(not_passing(base + line.format(12) + "\n"), ("pass", {}))

    def test_not_a_count_left(self):
        # a device count or a time with a verdict stays unread
        for line in ("GPU count: 2 OK", "GPU time: 13 ms OK", "Number of streams: 4 [OK]"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + line + "\n"), ("pass", {}))


if __name__ == "__main__":
    unittest.main()
