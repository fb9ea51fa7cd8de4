"""test_pass32_z32.py - z32's fixes (issue 66, grading, round 3, item 1: a right answer scores in any layout, a wrong
count FAILs), each after a right n = 1000 output (RIGHT_1000, C01_1000, PLAIN_1000) unless said.

- Checksums under an array's name: `sum_x = 501873` / `sum_y = 500913` (the sums of x's and y's values printed
  '%.0f'), also `total_x = ...`, `xSum: ...`, `sum_d_y = ...`, `y_sum = ...`, before or after the counts. Before: FAIL
  below_x / below_y ('100024 and 501873': arraysums.py read every whole number under the name as the count). Now a
  name-only sum or total more than twice the threshold's share of the inner total (here 200000), or above the whole
  total where no threshold is read, is a sum of the values, not a count (arraysums.sums_of_values, asked by
  fields.read_output): the right output PASSES. `sum_y = 13` after the counts still FAILs Y; `total_x = 100024` /
  `sum_y = 12` as the only count lines still PASS, `sum_y = 13` there FAILs.
- A clash of today's merges (test_pass23_g23's OctaveEchoTest): an Octave session's `octave:10> ny = nnz(y(2:end-1,
  2:end-1) < t)` / `ny = 12` / `octave:11> fy = ny/innertotal` / `fy = 1.2000e-05`. Before: FAIL fraction_y missing
  (a right output) and a wrong `fy = 2.1000e-05` no longer failed as fraction_y: nxalone.py (a32) rewrote `ny = 12`
  after its count's echoed line as `count_y = 12`, so varnames.py's nx/fx pair lost its `ny`. Now nxalone's
  after-the-counts rule stands back where a fraction's name is printed (`fy = ...`), as its first rule did: the right
  session PASSES, the wrong fraction FAILs; `nY = 13` after a right output (no `fy` line) still FAILs Y.
"""
import os
import sys
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from tests.grader.a_support import (C01_1000, PLAIN_1000, RIGHT_1000, SIZES_1000, RightAndWrong,  # noqa: E402
                                    not_passing)
from tests.grader import test_pass23_g23  # noqa: E402 (its session; a module, so that its tests run there only)

BASES = (RIGHT_1000, C01_1000, PLAIN_1000)
SUMS = (("sum_x = 501873", "sum_y = 500913"), ("total_x = 501873", "total_y = 500913"), ("xSum: 501873", "ySum: 500913"),
        ("sum_d_x = 501873", "sum_d_y = 500913"), ("x_sum = 501873", "y_sum = 500913"))


def _fails(test, text, field="below_y"):
    verdict, bad = not_passing(text)
    test.assertEqual(verdict, "fail", text)
    test.assertIn("fail", [bad.get(f, ("",))[0] for f in (field, field + "2")], bad)


class ChecksumsNoCounts(RightAndWrong):
    """A whole sum of an array's values under its name only beside its count: no count."""

    def test_after_and_before(self):
        for x, y in SUMS:
            with self.subTest(x=x):
                texts = [base + x + "\n" + y + "\n" for base in BASES] + [x + "\n" + y + "\n" + base for base in BASES]
                self.right_and_wrong(texts + [RIGHT_1000 + y + "\n"], [("12", "13", "below_y"), ("100024", "100101", "below_x")])

    def test_a_wrong_count_under_the_name_fails(self):
        for x, y in SUMS:
            with self.subTest(x=x):
                name = y.split("=")[0].split(":")[0].rstrip()
                for base in BASES:
                    _fails(self, base + x + "\n" + name + " = 13\n")
                _fails(self, RIGHT_1000 + name.replace("y", "x").replace("Y", "X") + " = 100101\n", "below_x")

    def test_only_count_lines(self):
        right = SIZES_1000 + "total_x = 100024\nsum_y = 12\nfraction_x = 0.100024\nfraction_y = 1.2e-05\n"
        self.assertEqual(not_passing(right), ("pass", {}))
        self.assertEqual(not_passing(right + "sum_x = 501873\n"), ("pass", {}))
        _fails(self, right.replace("sum_y = 12", "sum_y = 13"))

    def test_sums_of_values(self):
        from grading.arraysums import sums_of_values
        from grading.found import Found

        def found(text, label):
            f = Found(text, float(text), 1)
            f.label = label
            return f
        values = {"inner": [found("1000", "n")], "threshold": [found("0.1", "t")],
                  "below_x": [found("100024", "x below"), found("501873", "sum_x")],
                  "below_y": [found("12", "y below"), found("13", "sum_y"), found("150000", "count")]}
        sums_of_values(values)
        self.assertEqual([f.text for f in values["below_x"]], ["100024"])
        self.assertEqual([f.text for f in values["below_y"]], ["12", "13", "150000"])


OCTAVE = test_pass23_g23.OctaveEchoTest.RIGHT[-1]  # (test_pass23_g23's Octave session: its clash's case)


class OctaveNyWithFy(RightAndWrong):
    """'ny = 12' echoed after its count's command, 'fy' after it: varnames' pair, not nxalone's count again."""

    def test_session(self):
        self.right_and_wrong([OCTAVE], [("fy = 1.2000e-05", "fy = 2.1000e-05", "fraction_y"),
                                        ("ny = 12", "ny = 13", "below_y fraction_y"),
                                        ("nx = 100024", "nx = 100101", "below_x fraction_x")])

    def test_ny_again_without_fy(self):
        for base in BASES[:2]:
            _fails(self, base + "nY = 13\n")
            self.assertEqual(not_passing(base + "nY = 12\n"), ("pass", {}))


if __name__ == "__main__":
    unittest.main()
