"""test_pass32_x32.py - x32's fixes (issue 66, grading, round 3): the thirty-seventh hostile pass's findings on a
version's check with a verdict word (h37 w43b, w51-w54) and a share printed first with words in its bracket, each
after a right n = 1000 output unless said.

- A CPU-vs-GPU check with a verdict after it, after a right output: `CPU 12 vs GPU 13 MISMATCH`, `CPU 12 vs GPU 13
  -> MISMATCH`, `CPU 12 vs GPU 13: FAILED`, `GPU count: 13 (CPU count: 12) ERROR`, `CPU 12 vs GPU 13 [OK]`,
  `Verification: CPU count = 12, GPU count = 13 FAILED` (also with the y line tagged `[CPU reference]`). Before:
  PASS 20/20 (the verdict word left the line unread; only a bare `CPU 12 vs GPU 13` failed). Now FAIL Y
  (versioncounts.py: a trailing verdict word is dropped before the line is read, and a second version's count in
  brackets, `(CPU count: 12)`, is a segment of its own); the right ones (GPU 12) pass.
- A share first with words in or before its bracket, as the count lines: `x: 10.0024% below threshold (100024
  elements)` / `y: 0.0012% below threshold (12 elements)`, `x below threshold: 10.0024% (100024 of 1000000)`,
  `x: 10.0024 % below threshold (100024/1000000)`, `... (100024 out of 1000000 elements)`. Before: UNGRADED. Now
  PASS; a wrong Y (13, 14) or X (100025) FAILs (sharecounts.shares_first: a count's words after the share, and the
  inner total after the bracket's count).
- `y below threshold: 1.2e-05 (12 cells)` (x's line alike). Before: FAIL, fraction_y MISSING (restatedforms read it
  as a step's time with its count in brackets, the time dropped). Now PASS, its share kept where it agrees with the
  count (barecounts.agree); 13 FAILs Y.
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


SHARES = (("x: 10.0024% below threshold ({x} elements)", "y: 0.0012% below threshold ({y} elements)"),
          ("x below threshold: 10.0024% ({x} of 1000000)", "y below threshold: 0.0012% ({y} of 1000000)"),
          ("x: 10.0024 % below threshold ({x}/1000000)", "y: 0.0012 % below threshold ({y}/1000000)"),
          ("x below threshold: 10.0024% ({x} out of 1000000 elements)", "y below threshold: 0.0012% ({y} out of 1000000)"),
          ("x below threshold: 0.100024 ({x} cells)", "y below threshold: 1.2e-05 ({y} cells)"),
          ("Fraction of x below threshold: 0.100024 ({x} of 1000000 elements)",
           "Fraction of y below threshold: 1.2e-05 ({y} of 1000000 elements)"))


class ShareFirstWordsInBracket(unittest.TestCase):
    """h37: a share first, words after it or in its bracket, the count in the bracket."""

    def test_right_passes(self):
        for x_line, y_line in SHARES:
            text = SIZES_LINES_1000 + x_line.format(x=100024) + "\n" + y_line.format(y=12) + "\n"
            with self.subTest(text=text):
                self.assertEqual(not_passing(text), ("pass", {}))

    def test_wrong_fails(self):
        for x_line, y_line in SHARES:
            for x, y, field in ((100024, 13, "below_y"), (100024, 14, "below_y"), (100025, 12, "below_x")):
                text = SIZES_LINES_1000 + x_line.format(x=x) + "\n" + y_line.format(y=y) + "\n"
                with self.subTest(text=text):
                    verdict, bad = not_passing(text)
                    self.assertEqual(verdict, "fail")
                    self.assertEqual(bad.get(field, ("",))[0], "fail", bad)

    def test_total_below_count_left(self):
        # a bracket whose 'total' is below the count is no count's (left unread: no count found)
        text = SIZES_LINES_1000 + "x below threshold: 10.0024% (100024 of 1000)\ny below threshold: 0.0012% (12 of 10)\n"
        self.assertNotEqual(not_passing(text)[0], "pass")


if __name__ == "__main__":
    unittest.main()
