"""test_pass31_fb31.py - fixer fb31's fixes (h34 H3, M1, L1): quoted lines with brackets, foreign self-checks, bare
restatements.

- H3, a line wholly quoted (quotedlines.py): a right output whose first lines are R's `[1] "n = 1000 (row 1002)"` and
  `[1] "total elements: 1004004 (inner 1000000)"`, the same single-quoted (a repr), double-quoted (Julia), a JSON list
  of the two strings on one line or laid out over lines. Before: FAIL, row MISSING (and total_inner MISSING where no
  other line gave it): the closing quote after the bracket kept the bracket's statement unread; `[1] "Y = 13"` after
  a right output passed. Now each reads as its unquoted content: PASS; `[1] "n = 1000 (row 1001)"` FAILs row, `[1]
  "y below t: 13"` and `[1] "Y = 13"` after the counts FAIL Y.
- M1, a self-check in German, French, Spanish, Italian or Portuguese after a right output (languages.py's words,
  checkrecaps.py): `y: erwartet 12, erhalten 13`, `y : attendu 12, obtenu 13`, `y: esperado 12, obtenido 13`, `y:
  atteso 12, ottenuto 13`, `y: esperado 12, obtido 13`, and the full label's `Number of elements below threshold
  (Y): erwartet 12, erhalten 13`. Before: PASS. Now: FAIL on Y (the own value the second, 'got'); the right own
  value (`erhalten 12`) passes.
- L1, bare restatements after a right output: Python's `assert count_y == 13, "y count changed"` (an assertion with
  its message, plainprints.py) and R's `> cy` over `[1] 13` (restatedforms.py: R's index before the value under a
  prompt's count name). Before: PASS. Now: FAIL on Y; `assert count_y == 12, "..."` and `> cy` / `[1] 12` pass. Kept:
  R's unlabelled `[1] 13` after the counts (no name: no evidence) passes as before.
"""
import os
import sys
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from tests.grader.a_support import (COUNTS_1000, INNER, MEMORY, PLAIN_1000, RIGHT_1000, ROW, THRESHOLD,  # noqa: E402
                                    CONSTANTS, TOTAL, TOTAL_INNER, not_passing)

BASES = (RIGHT_1000, PLAIN_1000)
# a right output without its row and inner lines, and without its totals too
NO_ROW = "\n".join((TOTAL, TOTAL_INNER, MEMORY, THRESHOLD, CONSTANTS)) + "\n" + COUNTS_1000
NO_SIZES = "\n".join((MEMORY, THRESHOLD, CONSTANTS)) + "\n" + COUNTS_1000
ROW_LINE = "n = 1000 (row {row})"
TOTAL_LINE = "total elements: 1004004 (inner 1000000)"


class Checks(unittest.TestCase):
    def passes(self, text):
        with self.subTest(text=text[:80]):
            self.assertEqual(not_passing(text), ("pass", {}))

    def fails(self, text, field):
        with self.subTest(text=text[:80], field=field):
            verdict, bad = not_passing(text)
            self.assertEqual(verdict, "fail", bad)
            self.assertEqual(bad.get(field, ("",))[0], "fail", bad)

    def pairs(self, forms, field="below_y", right="12", wrong="13", bases=BASES):
        for base in bases:
            for form in forms:
                self.passes(base + form.format(own=right) + "\n")
                self.fails(base + form.format(own=wrong) + "\n", field)


def _quoted(row, wrap):
    """The two first lines (row's, the totals') in one of the quoted layouts."""
    first, second = ROW_LINE.format(row=row), TOTAL_LINE
    if wrap == "list":
        return f'["{first}", "{second}"]\n'
    if wrap == "pylist":
        return f"['{first}', '{second}']\n"
    if wrap == "laid":
        return f'[\n  "{first}",\n  "{second}"\n]\n'
    return f"{wrap.format(first)}\n{wrap.format(second)}\n"


WRAPS = ('[1] "{}"', '"{}"', "'{}'", "list", "pylist", "laid")


class QuotedLines(Checks):
    def test_quoted_first_lines_pass(self):
        for wrap in WRAPS:
            for body in (NO_ROW, NO_SIZES):
                self.passes(_quoted(1002, wrap) + body)

    def test_quoted_wrong_row_fails(self):
        for wrap in WRAPS:
            self.fails(_quoted(1001, wrap) + NO_SIZES, "row")

    def test_quoted_recaps_after_counts(self):
        self.pairs(('[1] "y below t: {own}"', '"y below t: {own}"', '[1] "Y = {own}"', '"Y = {own} (fraction 1.2e-05)"'))

    def test_quoted_headings_kept(self):
        for base in BASES:
            for line in ('[1] "done"', '"Summary"', "['x', 'y']"):
                self.passes(base + line + "\n")


class ForeignChecks(Checks):
    def test_terse_foreign_self_checks(self):
        self.pairs(("y: erwartet 12, erhalten {own}", "y : attendu 12, obtenu {own}", "y: esperado 12, obtenido {own}",
                    "y: atteso 12, ottenuto {own}", "y: esperado 12, obtido {own}", "cy: Erwartet 12, erhalten {own}",
                    "y: erhalten {own}, erwartet 12"))

    def test_labelled_foreign_self_check(self):
        self.pairs(("Number of elements below threshold (Y): erwartet 12, erhalten {own}",))

    def test_foreign_fraction_check(self):
        self.pairs(("fy: attendu 1.2e-05, obtenu {own}",), field="fraction_y", right="1.2e-05", wrong="1.3e-05")


class BareRestatements(Checks):
    def test_assertion_with_message(self):
        self.pairs(('assert count_y == {own}, "y count changed"', "assert y_count == {own}, 'changed'",
                    'assert count_y == {own}, f"got {{count_y}}"'))

    def test_r_prompt_over_indexed_value(self):
        self.pairs(("> cy\n[1] {own}", "> count_y\n[1] {own}", "> sum(y < 0.1)\n[1] {own}"))

    def test_unnamed_r_value_kept(self):
        for base in BASES:
            for line in ("[1] 13", "[1] 12", 'assert count_y == 13, "x"  # FAILED'):
                self.passes(base + "\n" + line + "\n")


if __name__ == "__main__":
    unittest.main()
