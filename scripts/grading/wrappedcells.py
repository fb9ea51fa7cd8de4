"""wrappedcells.py - a table's constants cell wrapped onto the next row: Python rich's '│ Constants a, b, c │
0.05, 0.1,  │' over '│                   │         0.4 │', a Markdown or tabulate grid's '| Constants a, b, c | 0.05 0.1 |'
over '|                   | 0.4 |'. The wrapped row (its first cell blank, one other cell filled) is the row above's
cell going on: the constants were read as '0.05 0.1' ("a term dropped", a mistake the student did not make). Only
under a row whose label names the constants (the one field of several values); a blank-named row under another
(a table's second version, '|   | 13 |') stays a row of its own. Part of the grader (tables.rewrite calls it, after
a frame's borders are plain '|'); pure functions; rows of 400 characters at most.
"""
import re

from .words import classify

_LONGEST = 400
_LARGEST = 1 << 18  # (tables.REWRITTEN: no longer text is rewritten)
# a label of the constants together ('Constants a, b, c', 'weights', '(a, b, c)'), before classify's look
_CUE = re.compile(r"(?i)const|weight|coef|stencil|abc|\ba[ \t]*[,/ ][ \t]*b[ \t]*[,/ ][ \t]*c\b")


def _cells(line):
    """A framed row's cells ('| a | b |' -> [' a ', ' b ']), or None."""
    body = line.strip()
    if len(body) > _LONGEST or len(body) < 3 or body[0] != "|" or body[-1] != "|":
        return None
    return body[1:-1].split("|")


def cells_joined(flat):
    """flat (a text, lines apart by '\\n') with each constants row's wrapped rows joined to it."""
    if "|" not in flat or "\n" not in flat or len(flat) > _LARGEST:
        return flat
    lines = flat.split("\n")
    changed, row, above = False, None, None  # (the row being joined to: its index and cells)
    for j, line in enumerate(lines):
        if "|" not in line:
            row = None
            continue
        cells = _cells(line)
        if cells is None:
            row = None
            continue
        filled = [k for k, cell in enumerate(cells) if cell.strip()]
        if row is not None and len(cells) == len(above) and len(filled) == 1 and filled[0] > 0:
            k = filled[0]
            above[k] = f"{above[k].rstrip()} {cells[k].strip()} "
            lines[row], lines[j] = "| " + " | ".join(c.strip() for c in above) + " |", ""
            changed = True
            continue
        first = cells[0].strip()
        row, above = (j, cells) if _CUE.search(first) and classify(first) == "constants" else (None, None)
    return "\n".join(lines) if changed else flat
