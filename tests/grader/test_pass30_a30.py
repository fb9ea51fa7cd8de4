"""test_pass30_a30.py - fixer a30's fixes in round 3 (grading): wrong restatements of Y that passed after a right
output (the thirty-second pass's H6 and H13).

- H6, a self-check's line that names its array tersely (checkrecaps.py): `y: expected 12, got 13`, `check y: want 12
  have 13`, `AssertionError: expected y count 12 but got 13`, `cy: 13 (expected 12)`, `fy: expected 1.2e-05, got
  1.3e-05`; Python's failed assertion over two lines (`assert y_count == 12, f"got {y_count}"` over `AssertionError:
  got 13`). Before: PASS (the line's label named no field: it went to the header), and `ny: expected 12, got 12`
  FAILed inner on a right output. Now: the program's own value is read as the array's count (its fraction), the
  reference as a second result: a wrong own value FAILs on Y (or X, or the fraction); the right one passes.
- H13, a count restated after the counts in a shape no rule read (restatedforms.py): `count_y(t=0.1) = 13`,
  `iteration 1: y below t = 13`, `X 100024 -- Y 13`, `y below threshold 13 != 12`, `t = 0.1 -> y: 13`,
  `{"below": {"y": 13}}`, `count_y: [12, 13]`, `y counts per run: 12 13`, `Y=13 t=0.8ms`, `Y -> 13 (mismatch!)`,
  `13 found in y`. Before: PASS (unread). Now: each is a printing of the count: FAIL on Y (X); the same line with
  the right value passes. Left as they were: another sweep's (`sweep 3: ...`, `iteration 1:` in a log with
  `iteration 2:`), another threshold's (`t = 0.2 -> y: 3994`), a size's (`ny(1000) = 1002`).
- L3, a count's terse name with its comment or under a REPL's prompt (restatedforms.py): `ny = 13  # y below t`,
  `k = 13 // count of y below threshold`, `julia> ny` / `13`, `>>> ny` / `13`. Before: `ny` read as inner (FAIL of
  a right output too: `ny = 12  # y below t`, `>>> ny` / `12`), the Julia one unread (a wrong 13 passed). Now y's
  count: the right one passes, a wrong one FAILs on Y; `julia> ny` / `1000` (the side) is as it was.
- Counts of 0 (n = 100, Y 0): `y: expected 0, got 1`, `X 1004 -- Y 1`, `count_y: [0, 1]` passed after the fixes
  above, since the header prints a 1 (`1 sweep`, `seed 1`) on a line that does not count. Now a value beside a
  reference or another value printed as a count is read though a small number like it is printed elsewhere.
"""
import os
import subprocess
import sys
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from tests.grader.a_support import C01_1000, PLAIN_1000, RIGHT_1000, not_passing  # noqa: E402

BASES = (RIGHT_1000, C01_1000, PLAIN_1000)


class Restated(unittest.TestCase):
    def restated(self, pairs, field="below_y", bases=BASES):
        """Each (right, wrong) line after each base: the right one passes, the wrong one fails on field."""
        for base in bases:
            for right, wrong in pairs:
                with self.subTest(base=base[:30], line=right):
                    self.assertEqual(not_passing(base + right + "\n"), ("pass", {}))
                with self.subTest(base=base[:30], line=wrong):
                    verdict, bad = not_passing(base + wrong + "\n")
                    self.assertEqual(verdict, "fail", bad)
                    self.assertEqual(bad.get(field, ("",))[0], "fail", bad)

    def kept(self, lines, bases=BASES):
        """Each line after each base keeps the right output passing (no count's restatement)."""
        for base in bases:
            for line in lines:
                with self.subTest(base=base[:30], line=line):
                    self.assertEqual(not_passing(base + line + "\n"), ("pass", {}))


def _pairs(forms, right="12", wrong="13"):
    return [(f.format(own=right), f.format(own=wrong)) for f in forms]


class SelfCheckTerseName(Restated):
    """H6: a self-check's own value under an array's terse name is that array's printing."""

    def test_y_count(self):
        self.restated(_pairs(["y: expected 12, got {own}", "Y: expected 12, got {own}", "check y: want 12 have {own}",
                              "check y: expected 12 got {own}", "AssertionError: expected y count 12 but got {own}",
                              "AssertionError: expected y_count 12, got {own}", "AssertionError: y: expected 12, got {own}",
                              "y: got {own}, expected 12", "y: {own} (expected 12)", "y = {own} (expected 12)",
                              "y: exp=12 got={own}", "FAIL y: expected 12, got {own}", "ERROR: y: expected 12, got {own}",
                              "y count mismatch: expected 12, got {own}", "Mismatch in y: expected 12, got {own}",
                              "expected y=12, got y={own}", "y expected 12 got {own}", "cy: expected 12, got {own}",
                              "ny: expected 12, got {own}", "nby: expected 12, got {own}",
                              "Test y count: expected 12, actual {own}", "y: expected 12, but got {own}",
                              "number of y below t: expected 12, got {own} (FAIL)"]))

    def test_x_count(self):
        self.restated(_pairs(["x: expected 100024, got {own}", "X: want 100024 have {own}", "check cx: exp=100024 got={own}"],
                             "100024", "100025"), field="below_x")

    def test_fraction(self):
        self.restated(_pairs(["fy: expected 1.2e-05, got {own}", "y fraction: expected 1.2e-05, got {own}"],
                             "1.2e-05", "1.3e-05"), field="fraction_y")

    def test_assertion_over_two_lines(self):
        self.restated(_pairs(['    assert y_count == 12, f"got {{y_count}}"\nAssertionError: got {own}',
                              '    assert 12 == y_count, f"got {{y_count}}"\nAssertionError: y_count is {own}',
                              'Traceback (most recent call last):\n  File "smooth.py", line 40, in <module>\n'
                              '    assert count_y == 12, count_y\n           ^^^^^^^^^^^^^\nAssertionError: {own}',
                              ">       assert ny == 12\nE       AssertionError: ny = {own}"]))
        self.restated(_pairs(['    assert x_count == 100024, f"got {{x_count}}"\nAssertionError: got {own}'],
                             "100024", "100025"), field="below_x")

    def test_not_a_count(self):
        # a size's check (its values printed on a line that does not count), a value's, another message
        self.kept(["x: expected 1002, got 1002", "ny: expected 1000, got 1000", "y: expected 0.5, got 0.49",
                   "    assert nx == 1002\nAssertionError: got 1001",
                   "    assert y_count == 12\nAssertionError: timed out after 13"])


class RestatedForms(Restated):
    """H13: a count restated after the counts in a shape no rule read is a printing of it."""

    def test_y_restated(self):
        self.restated(_pairs(["count_y(t=0.1) = {own}", "count_y(y, 0.1) -> {own}", "ny(t) = {own}", "countY(t=0.1): {own}",
                              "iteration 1: y below t = {own}", "iter 1: y below t = {own}", "Iteration #1 - y count {own}",
                              "sweep 1: count_y = {own}", "step 1/1: ny = {own}", "X 100024 -- Y {own}",
                              "Summary: X 100024 -- Y {own}", "x 100024 \u2014 y {own}", "y below threshold {own} != 12",
                              "VERIFY: y below threshold {own} != 12", "check: y count {own} != 12",
                              "y count {own} \u2260 12", "t = 0.1 -> y: {own}", "threshold=0.1: y {own}",
                              '{{"below": {{"y": {own}}}}}', '{{"counts": {{"x": 100024, "y": {own}}}}}',
                              "count_y: [12, {own}]", "count_y: [12, 12, {own}]", "y counts per run: 12 {own}",
                              "ny = (12, {own})", "Y={own} t=0.8ms", "y = {own}, time = 3.1 ms", "Y -> {own} (mismatch!)",
                              "y: {own} <- wrong", "Y = {own} [MISMATCH]", "{own} found in y", "{own} below t in y",
                              "{own} below threshold in Y.", "COUNT_Y(T=0.1) = {own}", "Iteration 1 : Y below t = {own}",
                              "X=100024 -- Y={own}", "x: 100024 -- y: {own}", "T = 0.1 -> Y: {own}",
                              "{{'below': {{'y': {own}}}}}", "{{'counts': {{'x': 100024, 'y': {own}}}}}",
                              "y={own} (t=0.8 ms)", "Y -> {own} (MISMATCH)", "{own} FOUND IN Y"]))

    def test_x_restated(self):
        self.restated(_pairs(["count_x(t=0.1) = {own}", "iteration 1: x below t = {own}", "X {own} -- Y 12",
                              "{own} found in x", "count_x: [100024, {own}]"], "100024", "100025"), field="below_x")

    def test_not_restated(self):
        # another sweep's, another threshold's, a size's: no printing of the count
        self.kept(["iteration 1: y below t = 12\niteration 2: y below t = 3", "sweep 3: y below t = 5",
                   "t = 0.2 -> y: 3994", "t = 0.1 -> y: 1002", "ny(1000) = 1002", "X 100024 -- Y 12 -- 0.5 ms"])


class CommentedAndPrompted(Restated):
    """L3: a comment naming the count, a REPL's prompt of a count's name over its value."""

    def test_commented(self):
        self.restated(_pairs(["ny = {own}  # y below t", "k = {own} // count of y below threshold",
                              "cy = {own}  # y below t"]))

    def test_prompted(self):
        self.restated(_pairs(["julia> ny\n{own}", ">>> ny\n{own}", ">>> count_y\n{own}", "julia> count_y\n{own}"]))

    def test_sizes_kept(self):
        self.kept(["julia> ny\n1000", ">>> nx\n1002", "ny = 1000  # inner rows of y", "ny = 1000  # y count below"])


def _smooth_100():
    """./smooth -n 100 -kernel cpu's output (Y is 0 there; its header prints '1 sweep', 'seed 1')."""
    return subprocess.run([os.path.join(TOP, "smooth"), "-n", "100", "-kernel", "cpu"], capture_output=True, text=True,
                          check=True).stdout


@unittest.skipUnless(os.path.exists(os.path.join(TOP, "smooth")), "needs ./smooth")
class CountOfZero(unittest.TestCase):
    """At n = 100 (Y 0): a wrong 1 beside a reference or another count that is printed as a count fails, though the
    header prints a 1 ('1 sweep', 'seed 1')."""

    def test_zero(self):
        from tests.grader.a_support import graded
        base = _smooth_100()
        for form in ("y: expected 0, got {own}", "X 1004 -- Y {own}", "count_y: [0, {own}]", "y below threshold {own} != 0",
                     "    assert y_count == 0\nAssertionError: got {own}"):
            with self.subTest(form=form):
                self.assertEqual(graded(base + form.format(own="0") + "\n"), ("pass", {}))
                verdict, bad = graded(base + form.format(own="1") + "\n")
                self.assertEqual((verdict, bad.get("below_y")), ("fail", "fail"), bad)


if __name__ == "__main__":
    unittest.main()
