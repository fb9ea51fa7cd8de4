"""baretuples.py - a bare tuple of the two counts on a line of its own after them ('(100024, 12)', '[100024, 12]',
Python's print((below_x, below_y))), or a table's lone row of a version's two counts ('| GPU | 100024 | 13 |', no
header or row over it: that version's result, 'x below threshold (GPU) = ...'): another printing of x's and y's counts, rewritten in place as one the grader
reads ('below threshold: x = 100024, y = 12'), so that a wrong one fails (the nineteenth pass's p12: '(100024,
13)' after a right output passed). Only where one of its values is printed on another line that counts and names
its array before it (x's for the first, or y's for the second where the first is printed nowhere else: recaps'
rule for a bare pair), the second the smaller (not a square's sides nor a count over its whole), and the line
holds nothing else. Part of the grader (headings.regrouped asks it, after versionlines.py); pure
functions, one anchored pattern, linear in the text.
"""
import re

from .recaps import _labelled_elsewhere as labelled_elsewhere

_TUPLE = re.compile(r"^([ \t]*)[(\[][ \t]*(\d{1,12})[ \t]*,[ \t]*(\d{1,12})[ \t]*[)\]][ \t]*$", re.MULTILINE)
# a table's row of a version's two counts on its own, no header over it ('| GPU | 100024 | 13 |'): that version's
_ROW = re.compile(r"^([ \t]*)\|[ \t]*(cpu|gpu|cuda|host|device|serial|openmp|omp)[ \t]*\|[ \t]*(\d{1,12})[ \t]*\|"
                  r"[ \t]*(\d{1,12})[ \t]*\|(?:[^|\n]{1,40}\|){0,4}[ \t]*$", re.MULTILINE | re.IGNORECASE)
# (and its other cells after the counts, a fraction, a time: '| GPU | 100024 | 397 | 0.000397 |', the nineteenth
# pass's H3)
_LOOKED = 16  # such lines per text at most (a bounded cost)


def tuples_read(text):
    """text with each such tuple line rewritten in place; other lines as they were."""
    if "," in text:
        text = _read(text, _TUPLE)
    return _read(text, _ROW) if "|" in text else text


def _read(text, pattern):
    pieces, at = [], 0
    for k, m in enumerate(pattern.finditer(text)):
        if k >= _LOOKED:
            break
        x, y = m.group(m.lastindex - 1), m.group(m.lastindex)
        if int(y) >= int(x):
            continue  # (a square's sides, '(1002, 1002)'; a count over its whole, '(100024, 1000000)')
        line = m.group(0)
        if not (labelled_elsewhere(text, line, x, "x") or labelled_elsewhere(text, line, y, "y")
                and not _printed_elsewhere(text, m, x)):
            continue  # (y's count beside n's '1000' is no pair of the counts: '[1000, 12]')
        if pattern is _ROW:  # (in a table: tables.py reads it)
            if _line_before(text, m.start()).endswith("|"):
                continue  # (a header, a rule or another row over it)
            word = m.group(2)
            pieces += [text[at:m.start()], f"{m.group(1)}x below threshold ({word}) = {x}, y below threshold ({word}) = {y}"]
        else:
            pieces += [text[at:m.start()], f"{m.group(1)}below threshold: x = {x}, y = {y}"]
        at = m.end()
    return "".join(pieces) + text[at:] if pieces else text


def _printed_elsewhere(text, m, value):
    """Whether `value` is printed in text outside the match m (n's '1000' is; a wrong x's count is not)."""
    pattern = re.compile(rf"(?<![\w.,]){value}(?![\w]|[.,]\d)")
    return any(not m.start() <= hit.start() < m.end() for _, hit in zip(range(_LOOKED), pattern.finditer(text)))


def _line_before(text, start):
    """The line before `start` that is not blank, stripped ('' at the text's start)."""
    end = start - 1
    while end > 0:
        begin = text.rfind("\n", 0, end) + 1
        line = text[begin:end].strip()
        if line:
            return line
        end = begin - 1
    return ""
