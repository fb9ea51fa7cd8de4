"""differences.py - a line of a value's difference from what was expected: `x fraction vs expected 0.1: diff =
0.000024`, `deviation of x fraction from 0.1: 0.000024`, `x fraction - 0.1 = 2.4e-05`, `|x fraction - 0.1| =
2.4e-05`: the difference is no field (it was read as a second printing of the fraction, which then failed). A
word of a difference before the value the line's label names, or a number (or the expected value's word)
taken from a count or fraction in it, makes the line none. A difference after the value (`fraction = 0.100024,
diff from 0.1 = 0.000024`) is its own clause, as before. Part of the grader (loggers.prepared asks it); pure
functions, each pattern bounded: no backtracking on a long line.
"""
import re

from .layout import place
from .words import words_of

_DIFFERENCE_WORDS = {"diff", "difference", "differences", "deviation", "deviates", "deviate", "delta", "error", "err",
                     "minus", "offset", "discrepancy", "residual", "deficit", "excess", "mismatch", "abs_diff", "absdiff"}
_HINT = re.compile(r"(?i)diff|deviat|delta|err|minus|offset|discrepan|residual|deficit|excess|mismatch|[ \t|]-[ \t]")
# a count or a fraction minus a number or the expected value ('x fraction - 0.1', 'below_x - expected')
_MINUS = re.compile(r"(?i)(?:fraction|frac|ratio|share|count|below|proportion)\w*[ \t)\]]*[ \t]-[ \t]+"
                    r"(?:[+]?\d|\.\d|expected|exp\b|ref\b|reference|target|theory|theoretical|nominal)")


# a logging level before the line's label ('ERROR: ', '[error] ', 'ERR '), not an error of the value
_LEVEL = re.compile(r"[ \t]*(?:[\[<(](?i:error|err)[\]>)]|ERROR\b|ERR\b|(?i:error|err)[ \t]*:(?!:))")


def difference(line):
    """Whether a line's count or fraction is a difference from another value (no field)."""
    if len(line) > 400 or not _HINT.search(line):
        return False
    placed = place(line)
    if placed.kind not in ("below", "fraction") or placed.value is None:
        return False
    before = line[:placed.value[0]]
    level = _LEVEL.match(before)  # ('ERROR: count_x = 99001': a logger's level, no difference)
    before = before[level.end():] if level else before
    return bool(set(words_of(before)) & _DIFFERENCE_WORDS) or bool(_MINUS.search(before))
