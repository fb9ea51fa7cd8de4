"""test_pass32_a32.py - a32's fixes (issue 66, grading, round 3, item 1: a right answer scores in any layout, a wrong
count FAILs): the family H1, an array's name with a device's or host's prefix or suffix, totals and sums as count
words, and a rank's tag in a count's label; each after a right n = 1000 output (RIGHT_1000, C01_1000) unless said.

- H1: a count under the array's CUDA name: `count(d_y) = 13`, `dev_y count = 13`, `y_d count: 13`, `hY below t: 13`,
  `dY below t: 13`, `devY count: 13`, `d_y_count = 13`, `cnt_d_y = 13`, `hostY count: 13`, `d_nby = 13`. Before: PASS (the label's 'd', 'dev', 'hy' made it no
  field's; as the only count lines, `count(d_x) = 100024` / `count(d_y) = 12`, UNGRADED). Now the prefix or suffix is
  read as the array's (arrays.affixed_read, in a count's label only): a wrong 13 FAILs Y, 12 passes, and as the only
  count lines a right output passes, a wrong X or Y fails. `h_x = 1`, `dt = 0.01`, `dx = 0.001`, `d_count = 2`
  after a right output stay no field (PASS).
- Rank's tag: `Rank 0 (reduced): y below = 13`, `y below t [rank 0, reduced]: 13`, `y below t (reduced on rank 0): 13`,
  `y below t [root, reduced] = 13`, `y below t (final, rank 0): 13`. Before: PASS (the rank's words made the line a rank's partial; as the only count
  lines, UNGRADED). Now the tag is cut (rootresults.py): 13 FAILs Y, 12 passes; `y below t [rank 1, reduced]: 3`
  stays a rank's own.
- Totals and sums: `total_y = 12`, `sum_y = 13`, `totalY: 13`, `y_total: 13`, `ySum = 13`, `x_total = 100025`. Before:
  `total_y = 12` FAILED the total ('1004004 and 12'), `sum_y = 13` PASSED unread; as the only count lines
  (`total_x = 100024` / `total_y = 12`, `sum_x` / `sum_y`) UNGRADED. Now a whole value that is no square of 10 or more
  is the array's count (arraysums.py, asked by fields._shape; words.words_of splits 'ySum'): 12 passes, 13 FAILs Y.
  `total_x = 1004004` stays the total (`total_y = 1000000` the inner total: before, FAIL total), `sum_y = 500123.5` (a checksum) no field: a right output with them PASSES.
- `nY = 13` alone on its line after Y's count line. Before: FAIL inner ('1000 and 12' for `nY = 12`: a right output
  lost the inner size's points; 13 failed the inner size, not Y). Now Y's count printed again (nxalone.py): 12 PASSES,
  13 FAILs Y, where Y's count line before gives a number within a factor of 2 of it; `ny = 1002` after the counts
  stays a size (PASS), a block's `nx = 64` / `ny = 64` no count (X and Y pass; n fails as before).
- `h_d_count = 13` (a host's copy of a device's counter, no array named) after a right output. Before: PASS unread.
  Now the array its count is nearer to (proseclaims.py, as a run's sentence's): 13 FAILs Y, 100025 FAILs X, 12
  passes; `d_count = 2`, `dev_count = 1` (a count of GPUs) stay unread.
"""
import os
import sys
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from tests.grader.a_support import (C01_1000, RIGHT_1000, SIZES_1000, SIZES_LINES_1000, RightAndWrong,  # noqa: E402
                                    not_passing)

BASES = (RIGHT_1000, C01_1000)


def _after(line):
    return [base + line + "\n" for base in BASES]


def _fails(test, text, field="below_y"):
    verdict, bad = not_passing(text)
    failed = [bad.get(f, ("",))[0] for f in (field, field + "2")]
    test.assertEqual(verdict, "fail", text)
    test.assertIn("fail", failed, bad)


def _only(first, second, x=100024, y=12):
    """A right output's sizes with `first` / `second` (x's, y's; {} for the value) as its only count lines."""
    return [base + first.format(x) + "\n" + second.format(y) + "\n" for base in (SIZES_1000, SIZES_LINES_1000)]


def _counts_pass(test, text):
    """Both counts read and right (fractions may be missing: the lines give none)."""
    verdict, bad = not_passing(text)
    test.assertNotEqual(verdict, "ungraded", text)
    test.assertEqual({k: s for k, (s, _) in bad.items() if k not in ("fraction_x", "fraction_y")}, {}, text)


def _only_lines_graded(test, pairs):
    """Each (x's, y's) pair of count lines as a right output's only ones: right read, a wrong Y or X fails."""
    for first, second in pairs:
        with test.subTest(first=first):
            for text in _only(first, second):
                _counts_pass(test, text)
            for text in _only(first, second, y=13):
                _fails(test, text)
            for text in _only(first, second, x=100025):
                _fails(test, text, "below_x")


class DeviceNames(RightAndWrong):
    """H1: an array's name with a device's or host's prefix or suffix."""
    LINES = ("count(d_y) = {}", "dev_y count = {}", "y_d count: {}", "hY below t: {}", "dY below t: {}",
             "devY count: {}", "d_y_count = {}", "count_d_y = {}", "y_dev count = {}", "Y count (d_y): {}",
             "cnt_d_y = {}", "hostY count: {}", "gpuY below t: {}", "d_nby = {}", "h_nby = {}")

    def test_after_a_right_output(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.right_and_wrong(_after(line.format(12)), [])
                for text in _after(line.format(13)):
                    _fails(self, text)

    def test_only_count_lines(self):
        _only_lines_graded(self, (("count(d_x) = {}", "count(d_y) = {}"), ("dev_x count = {}", "dev_y count = {}"),
                                  ("x_d count: {}", "y_d count: {}"), ("dX count: {}", "dY count: {}"),
                                  ("h_x_count = {}", "h_y_count = {}")))

    def test_other_names_stay(self):
        for line in ("h_x = 1", "dt = 0.01", "dx = 0.001, dy = 0.001", "d_count = 2", "h_y = 0.5", "dX = 0.5"):
            with self.subTest(line=line):
                self.right_and_wrong(_after(line), [])

    def test_affixed_read(self):
        from grading.arrays import affixed_read
        self.assertEqual([affixed_read(s).split() for s in ("count(d_y)", "hY below t", "y_dev count", "h_x", "dx below",
                                                            "max_h count", "gpu_y count")],
                         [["count(", "y", ")"], ["Y", "below", "t"], ["y", "count"], ["h_x"], ["dx", "below"],
                          ["max_h", "count"], ["gpu_y", "count"]])


class RankTags(RightAndWrong):
    """A rank's tag in a count's label: rank 0's reduced result."""
    LINES = ("Rank 0 (reduced): y below = {}", "y below t [rank 0, reduced]: {}", "y below t (reduced on rank 0): {}",
             "y below t [root, reduced] = {}", "rank 0 [reduced result] -> y below t = {}",
             "y below t (final, rank 0): {}", "y below t [rank 0, global]: {}")

    def test_after_a_right_output(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.right_and_wrong(_after(line.format(12)), [])
                for text in _after(line.format(13)):
                    _fails(self, text)

    def test_only_count_lines(self):
        for text in _only("x below t [rank 0, reduced]: {}", "y below t [rank 0, reduced]: {}"):
            _counts_pass(self, text)
        for text in _only("x below t [rank 0, reduced]: {}", "y below t [rank 0, reduced]: {}", y=13):
            _fails(self, text)

    def test_other_ranks_stay(self):
        from grading.rootresults import root_results_read
        for line in ("y below t [rank 1, reduced]: 3", "y below t [rank 0]: 3", "y below t (rank 3, local): 3"):
            self.assertEqual(root_results_read(line), line)


class TotalsAndSums(RightAndWrong):
    """A total or a sum named by an array alone is its count."""
    LINES = ("total_y = {}", "sum_y = {}", "totalY: {}", "y_total: {}", "ySum = {}", "sum_y = {};", "sum_d_y = {}")

    def test_after_a_right_output(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.right_and_wrong(_after(line.format(12)), [])
                for text in _after(line.format(13)):
                    _fails(self, text)
        for text in _after("x_total = 100025"):
            _fails(self, text, "below_x")

    def test_only_count_lines(self):
        _only_lines_graded(self, (("total_x = {}", "total_y = {}"), ("sum_x = {}", "sum_y = {}"),
                                  ("xSum: {}", "ySum: {}")))

    def test_sizes_and_checksums_stay(self):
        for line in ("total_x = 1004004", "total_y = 1000000", "sum_y = 500123.5", "sum_x = 500412.25",
                     "total elements = 1004004"):
            with self.subTest(line=line):
                self.right_and_wrong(_after(line), [])

    def test_array_sum_kind(self):
        from grading.arraysums import array_sum_kind
        self.assertEqual([array_sum_kind(k, label, v) for k, label, v in (
            ("total", "total_y", "12"), (None, "sum_x ", "100024"), ("total", "total_x", "1004004"),
            (None, "sum_y", "500123.5"), (None, "sum of weights", "1"), ("total", "Total elements", "12"))],
            ["below", "below", "area", None, None, "total"])


class NyAfterCounts(RightAndWrong):
    """'nY = V' alone after Y's count line: Y's count printed again."""

    def test_after_a_right_output(self):
        for line in ("nY = {}", "ny: {}", "NY = {}"):
            with self.subTest(line=line):
                self.right_and_wrong(_after(line.format(12)), [])
                for text in _after(line.format(13)):
                    _fails(self, text)

    def test_sizes_stay(self):
        self.right_and_wrong(_after("ny = 1002") + ["ny = 1000\n" + RIGHT_1000], [])
        for text in _after("nx = 64\nny = 64"):  # (a block's: no count; read as n, as before)
            bad = not_passing(text)[1]
            self.assertEqual([bad.get(k, ("pass",))[0] for k in ("below_x", "below_y")], ["pass", "pass"])


class HostCopyOfDeviceCount(RightAndWrong):
    """'h_d_count = 13': a host's copy of a device's counter, no array named."""

    def test_after_a_right_output(self):
        for line in ("h_d_count = {}", "hd_cnt: {}", "h_d_count -> {}"):
            with self.subTest(line=line):
                self.right_and_wrong(_after(line.format(12)), [])
                for text in _after(line.format(13)):
                    _fails(self, text)
        for text in _after("h_d_count = 100025"):
            _fails(self, text, "below_x")

    def test_device_counts_stay(self):
        self.right_and_wrong(_after("d_count = 2") + _after("dev_count = 1"), [])


if __name__ == "__main__":
    unittest.main()
