"""test_pass31_fa31.py - fixer fa31's fixes (the thirty-fourth pass's H1 and M2): a timing between a count's name and
its value, and an OpenMP reduction clause as a count's label. Each case is a right n = 1000 output with its two count
lines replaced (fractions kept); a wrong one has Y = 13 (or X = 100025).

- H1, a timing inside a count's label (timedlabels.py, timecut.py, words.py):
  `count_y (0.000912 s): 12`, `counting y took 0.9 ms: 12`, `y below t, elapsed 0.9 ms: 12` -> before UNGRADED (no
  count: the terse `count_y` read as a timer's row name and cut with its time; `0.9 ms: 12` read as a timer's key
  `ms: 12`, the count cut as its value), now PASS, and with 13 FAIL on Y. `Counted y in 0.9 ms: 12 below threshold`
  -> before FAIL (0.9 read as both counts), now PASS; 13 FAILs on Y. `0.912 ms  count_y  13` (the timing first)
  -> before UNGRADED, now FAIL on Y. Neighbours read the same way: `count_y [0.9 ms] = 12`, `count_y (took 912 us):
  12`, `y count, 0.9 ms: 12`, `count_y (GPU, 0.9 ms): 12`, the units s, sec, seconds, ms, us, µs, ns, `0.9ms`;
  `counting y: 12` is a count's label (words.py: 'counting', 'counted' as 'count'). `count_y: 12 (0.9 ms)` passed
  before and still does; a timing line that prints no count (`count_y took 0.9 ms`, `count_y (0.9 ms)`) is no count.
- M2, an OpenMP reduction clause as the label (ompclauses.py, versionwords.py): `omp reduction(+:count_y) -> 12`,
  `reduction(+:ny) = 12`, `#pragma omp parallel for reduction(+:count_y): 12`, `!$omp parallel do reduction(+:
  count_y) -> 12` -> before UNGRADED, now PASS, and with 13 FAIL on Y. `count_x (reduction) = 100024` -> before X
  unread ('reduction' named no version), now PASS; a wrong one FAILs. A source's pragma echoed with no value after
  it (`#pragma omp parallel for reduction(+:count_y)`) is left as it was.
"""
import os
import sys
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from tests.grader.a_support import RIGHT_1000, SIZES_1000, graded, not_passing  # noqa: E402
from grading.ompclauses import omp_reductions_read  # noqa: E402

_FRACTION_X = "Fraction of elements below threshold     :: 1.00024E-01\n"
_FRACTION_Y = "Fraction of elements below threshold     :: 1.20000E-05\n"


def _output(form, x="100024", y="12"):
    """The right n = 1000 output with its count lines written in form ({a}: the array's letter, {v}: its count)."""
    return (SIZES_1000 + form.format(a="x", v=x) + "\n" + _FRACTION_X + form.format(a="y", v=y) + "\n" + _FRACTION_Y)


class Forms(unittest.TestCase):
    def right_and_wrong(self, forms):
        """Each form's right output passes; with Y = 13 it fails on Y, with X = 100025 on X."""
        for form in forms:
            with self.subTest(form=form):
                self.assertEqual(not_passing(_output(form)), ("pass", {}))
            with self.subTest(form=form, wrong="y"):
                verdict, bad = not_passing(_output(form, y="13"))
                self.assertEqual((verdict, bad.get("below_y", ("",))[0]), ("fail", "fail"), bad)
            with self.subTest(form=form, wrong="x"):
                verdict, bad = not_passing(_output(form, x="100025"))
                self.assertEqual((verdict, bad.get("below_x", ("",))[0]), ("fail", "fail"), bad)


class TimingInTheLabel(Forms):
    """H1: a timing between a count's name and its value is the label's; the value is the count."""

    def test_the_pass_cases(self):
        self.right_and_wrong(["count_{a} (0.000912 s): {v}", "counting {a} took 0.9 ms: {v}",
                              "{a} below t, elapsed 0.9 ms: {v}", "Counted {a} in 0.9 ms: {v} below threshold",
                              "0.912 ms  count_{a}  {v}"])

    def test_neighbours(self):
        self.right_and_wrong(["count_{a} [0.9 ms] = {v}", "count_{a} (took 912 us): {v}", "{a} count, 0.9 ms: {v}",
                              "count_{a} (GPU, 0.9 ms): {v}", "count_{a}: {v} (0.9 ms)", "{a}_count (0.9ms): {v}",
                              "count{a} (12 ns): {v}", "count_{a} (912 \u00b5s): {v}", "count_{a} (0.9 sec): {v}",
                              "counting {a} took 912 us: {v}", "count_{a} took 0.9ms: {v}",
                              "number of {a} below t, took 0.9 seconds: {v}", "{a} count [took 0.9 ms]: {v}",
                              "{a} below t (GPU, 0.9 ms) = {v}", "{a} below t in 0.0009 s: {v}",
                              "Counted {a} after 0.9 ms: {v}", "count_{a} (time 0.9 ms): {v}",
                              "count_{a} (time: 0.9 ms): {v}", "counting {a}: {v}",
                              "0.912 ms count_{a} {v}", "[0.9 ms] count_{a} = {v}", "(0.9 ms) count_{a}: {v}"])

    def test_a_timing_line_is_no_count(self):
        for line in ("count_y took 0.9 ms", "counting y took 0.9 ms", "Counted y in 0.9 ms", "count_y (0.9 ms)",
                     "y count, 0.9 ms", "count_y [0.9 ms]", "0.912 ms  count_y"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + line + "\n"), ("pass", {}))  # (no second count of y)
                verdict, bad = not_passing(SIZES_1000 + line + "\n")
                self.assertEqual(verdict, "ungraded", bad)  # (its time no count)

    def test_the_pass_files_graded_whole(self):
        self.assertEqual(graded(_output("count_{a} (0.000912 s): {v}")), ("pass", {}))
        self.assertEqual(graded(_output("Counted {a} in 0.9 ms: {v} below threshold")), ("pass", {}))
        self.assertEqual(graded(_output("0.912 ms  count_{a}  {v}", y="13")), ("fail", {"below_y": "fail"}))


class ReductionClause(Forms):
    """M2: an OpenMP reduction clause labelling a value is its variable's printing."""

    def test_the_pass_case_and_neighbours(self):
        self.right_and_wrong(["omp reduction(+:count_{a}) -> {v}", "reduction(+:n{a}) = {v}",
                              "#pragma omp parallel for reduction(+:count_{a}): {v}",
                              "!$omp parallel do reduction(+:count_{a}) -> {v}", "count_{a} (reduction) = {v}",
                              "{a} below t (reduction): {v}", "OMP REDUCTION(+:NB{a}) = {v}"])

    def test_a_pragma_without_a_value_is_left(self):
        for text in ("#pragma omp parallel for reduction(+:count_y)\n", "reduction(+:count_y) schedule(static)\n",
                     "#pragma omp parallel for reduction(+:count_y) // 12 lines\n", "noreduction(+:y) 12\n"):
            with self.subTest(text=text):
                if "//" not in text:
                    self.assertEqual(omp_reductions_read(text), text)
                self.assertEqual(not_passing(RIGHT_1000 + text), ("pass", {}))

    def test_the_clause_rewritten(self):
        self.assertEqual(omp_reductions_read("a\n  #pragma omp parallel for reduction(+:count_y): 12\nb"),
                         "a\n  count_y: 12\nb")
        self.assertEqual(omp_reductions_read("Reduction(+:a) 1 REDUCTION(max:b) = 2"), "a 1 b = 2")


if __name__ == "__main__":
    unittest.main()
