"""headlessrows.py - a lone row of numbers with no header, apart by ';' (a European spreadsheet's, its decimal
commas already points: semicolonrows.py) or by ',' or tabs, that holds each array's count beside its fraction
('1000;1002;100024;0,100024;12;0,000012', '1000,100024,0.100024,12,1.2e-05'). Before (the brief's item 5, left from
the thirty-first pass), such a row after a right output's counts was read as nothing: a wrong Y in it
('...;13;0,000013') passed 20/20. Now a row whose cells give exactly two (count, fraction) pairs side by side, each
count over its fraction a square grid's share (barecounts.agree; a count of 0 beside a fraction of 0 is one where
the other pair agrees: n = 100's Y), is rewritten in place as the counts' printing ('x below threshold = 100024
(0.100024), y below threshold = 12 (0.000012)'), the first pair x's. Only a lone row (no row of as many cells on the
line before or after it: a table's rows are tables.py's, under their header), three to forty cells, each a number.
Anchored patterns of bounded runs; wholetext.py asks it after semicolonrows.py, in a long text's first and last
textends.SAMPLE characters. Part of the grader; pure functions.
"""
import re

from .barecounts import agree
from .textends import at_the_ends

_NUMBER = r"\"?[+-]?(?:\d{1,15}(?:\.\d{0,15})?|\.\d{1,15})(?:[eE][+-]?\d{1,3})?\"?"


def _row(sep):
    """A row of 3 to 40 numbers apart by sep, each padded by blanks other than sep (a tab's row pads with spaces
    alone: a tab in the padding and the separator could trade places, exponential in the cells)."""
    pad = "[ ]{0,4}" if sep == "\t" else "[ \t]{0,4}"
    return re.compile(rf"(?m)^[ \t]{{0,8}}{pad}{_NUMBER}{pad}(?:{sep}{pad}{_NUMBER}{pad}){{2,39}}{sep}?[ \t]*$")


_ROWS = {sep: _row(sep) for sep in (";", ",", "\t")}
_FRACTION = re.compile(r"[0-9.]+(?:[eE][+-]?\d+)?")  # (compiled once: a row's cells are looked at in pairs)


def _pairs(cells):
    """[(count, fraction)] of the cells side by side that are an array's count and fraction, in order."""
    pairs, at, zeros = [], 0, []
    while at + 1 < len(cells):
        count, fraction = cells[at], cells[at + 1]
        if count.isdigit() and _FRACTION.fullmatch(fraction):
            if int(count) > 0 and ("." in fraction or "e" in fraction.lower()) and agree(int(count), fraction):
                pairs.append((at, count, fraction))
                at += 2
                continue
            if int(count) == 0 and float(fraction) == 0:
                pairs.append((at, count, fraction))  # ('0;0.0': Y where none is below)
                zeros.append(at)
                at += 2
                continue
        at += 1
    return pairs if len(zeros) < len(pairs) else []


def _cells_of(line, sep):
    return [c.strip().strip('"') for c in line.strip().rstrip(sep).split(sep)]


def _rewrite(part):
    lines = part.split("\n")
    changed = False
    for sep, row in _ROWS.items():
        if sep not in part:
            continue
        for k, line in enumerate(lines):
            if sep not in line or len(line) > 2000 or not row.match(line):
                continue
            cells = _cells_of(line, sep)
            if any(_neighbour_cells(lines, j, sep) == len(cells) for j in (k - 1, k + 1)):
                continue  # (a table's row: tables.py's)
            pairs = _pairs(cells)
            if len(pairs) != 2:
                continue
            indent = line[:len(line) - len(line.lstrip())]
            lines[k] = indent + ", ".join(f"{a} below threshold = {c} ({f})" for a, (_, c, f) in zip("xy", pairs))
            changed = True
    return "\n".join(lines) if changed else part


def _neighbour_cells(lines, j, sep):
    """The number of cells apart by sep on line j (0 where there is none, or it is blank)."""
    if not 0 <= j < len(lines) or sep not in lines[j]:
        return 0
    return len(lines[j].strip().rstrip(sep).split(sep))


def headless_rows_read(text):
    """text with each lone headerless row of both arrays' counts and fractions rewritten as their printing."""
    if ";" not in text and "," not in text and "\t" not in text:
        return text
    return at_the_ends(text, _rewrite)
