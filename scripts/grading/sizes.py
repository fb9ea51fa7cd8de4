"""sizes.py - the grid size n that an output's size fields give (size_of), the size a label that
does not say which (nx, inner elements) is by its value (place_sizes), and C's int overflow (int32)
that a wrong size or fraction shows. Part of the grader; pure functions.
"""
import math
import re

from .capitaltotals import capital_total
from .gluednames import near_row
from .innerrows import inner_twins
from .othern import drop_mentions
from .words import AMBIGUOUS_SIZES, words_of


def _whole(found):
    """A size's whole value, else None."""
    if found and found.error and found.first is not None:  # two summaries: n is the first's (the sizes
        found = found.first                                 # given twice fail, naming both lines)
    if found and found.error is None and isinstance(found.value, float) and found.value == int(found.value):
        return int(found.text) if found.text.isdigit() else int(found.value)  # exact past 2^53
    return None


def size_of(reading):
    """(n, how) from the size lines: inner elements, else elements in a
    row - 2, else the square roots of the totals; (None, why) if none."""
    fields = reading["fields"]

    def whole(key):
        return _whole(fields.get(key))

    def root(v):
        r = math.isqrt(v) if v is not None and v > 0 else None
        return r if r is not None and r * r == v else None

    for n, how in ((whole("inner"), "inner elements in a row/column"),
                   ((whole("row") or 0) - 2, "elements in a row/column - 2"),
                   (root(whole("total_inner")), "the square root of the inner elements"),
                   ((root(whole("total")) or 0) - 2, "the square root of the elements - 2")):
        if n is not None and n >= 1:
            return n, how
    return None, "no line gives n (inner elements in a row/column, elements in a row/column, or a total)"


def int32(v):
    """v as a C int holds it after overflow (two's complement wrap)."""
    return (v + 2**31) % 2**32 - 2**31


def _n_of(size, value):
    """The n a size of that kind with that value says, or None."""
    if size in ("inner", "row"):
        return value - 2 * (size == "row")
    root = math.isqrt(value) if value > 0 else 0
    return (root - 2 * (size == "total")) if root * root == value else None


def _expected(size, n):
    return {"inner": n, "row": n + 2, "total_inner": n * n, "total": (n + 2) ** 2}[size]


def place_sizes(fields, ambiguous, implied=None):
    """{size: [Found, ...]}: each size of `ambiguous`, (kind, Found) for a label that does not say
    which size it is (words.AMBIGUOUS_SIZES: 'nx', 'inner elements'), as the size its value is at the
    file's n: its inner elements where a label says so plainly, else the n most of its sizes say (a
    tie: as size_of prefers, inner elements first; an array's shape votes only as the row: the arrays
    have their ghost cells). A value that is neither (a wrong one) as its kind's first size, where it is
    judged, never dropped. implied: read_output's fractions beside their counts ('100024 (0.100024)')."""
    values = [_whole(found) for _, found in ambiguous]
    n = _whole(fields.get("inner"))
    if n is None:
        said = {}  # n -> [how many sizes say it, the best of their ranks in size_of's order]
        for kind, value in [(size, _whole(fields.get(size))) for size in _ORDER[1:]] + \
                [(kind, value) for (kind, _), value in zip(ambiguous, values) if kind not in _WEAK]:
            sizes = ("row",) if kind == "array side" else AMBIGUOUS_SIZES.get(kind, (kind,))
            for m, rank in {_n_of(size, value): _ORDER.index(size) for size in reversed(sizes)
                            if value is not None}.items():
                if m is not None and m >= 1:
                    said[m] = [said.get(m, [0])[0] + 1, min(rank, said.get(m, [0, rank])[1])]
        for m in _fractions_say(fields, implied or {}):  # a count and its fraction: count / fraction = n^2 (the tie's end)
            said[m] = [said.get(m, [0])[0] + 1, min(len(_ORDER), said.get(m, [0, len(_ORDER)])[1])]
        n = max(said, key=lambda m: (said[m][0], -said[m][1])) if said else None
    placed = {}
    for (kind, found), value in zip(ambiguous, values):
        sizes = AMBIGUOUS_SIZES[kind]
        size = next((s for s in sizes if n is not None and value == _expected(s, n)), None) \
            or capital_total(kind, found, value, n) or near_row(kind, value, n) \
            or (sizes[0] if kind not in _WEAK or kind == "shape" and _near(value, n) else None)  # ('N = 1004004': the total)
        if size is not None:  # (a shape far from n, a launch's 'Grid: 63 x 63', no size; nor 'outer: 5')
            placed.setdefault(size, []).append(found)
    return placed



def _near(value, n):
    """Whether a grid's shape is an off-by-one's of n's (n - 2 to n + 4: 'Grid: 1003 x 1003' at n = 1000, judged
    as the row), not another grid's (a launch's 63 blocks a side, far from n)."""
    return value is not None and n is not None and max(5, n - 2) <= value <= n + 4

# A total's label that says no more than elements ('Elements', 'Number of elements', 'Grid points', 'Cells'):
# all of them as a rule, the inner ones where its value says so beside a total and sizes that agree (inner_totals)
_PLAIN_TOTAL = {"number", "num", "no", "of", "the", "elements", "element", "cells", "cell", "points", "point", "grid",
                "mesh", "nodes", "node", "entries", "values", "count"}


def inner_totals(values, order):
    """The printings of a total whose label says only elements ('Elements: 1000000') moved in `values`
    ({kind: [Found]}) to the inner total where their value is n^2 at the one n that every other size
    printed says (n or a row among them), beside a total at (n+2)^2: not a second total that moves n
    to its square root - 2. Sizes that disagree (n = 1000 beside a total of 1002001) move nothing. First a
    bare printing beside one naming the ghost cells ('Row size = 1000' by 'Row size with ghost cells = 1002'):
    the inner size (innerrows.py)."""
    inner_twins(values, order)
    drop_mentions(values, order)  # ('Also tried n = 2000: ...' under n = 1000's output: another n mentioned, no field)
    totals = [f for f in values.get("total", ()) if f is not None]
    plain = [f for f in totals if set(words_of(f.label)) <= _PLAIN_TOTAL] if len(totals) > 1 else []
    if not plain:
        return
    said, kinds, plain_ids = set(), set(), {id(f) for f in plain}  # (by identity, as `in` was: not quadratic)
    for kind in _ORDER:
        for found in values.get(kind, ()):
            value = _whole(found) if found is not None and id(found) not in plain_ids else None
            if value is not None:
                said.add(_n_of(kind, value))
                kinds.add(kind)
    n = next(iter(said)) if len(said) == 1 else None
    if n is None or n < 1 or not kinds & {"inner", "row"} or not any(_whole(f) == (n + 2) ** 2 for f in totals):
        return
    moved = [f for f in plain if _whole(f) == n * n]
    if moved:
        moved_ids = {id(f) for f in moved}
        values["total"] = [f for f in values["total"] if id(f) not in moved_ids]
        values.setdefault("total_inner", []).extend(moved)
        order.append("total_inner") if "total_inner" not in order else None
        for found in moved:
            found.note = found.note or f"'{found.label}' read as the inner total: n^2 at the n the other sizes say"


def _fractions_say(fields, implied):
    """The n each array's count and fraction say (100024 and 0.100024: 1000), where they agree on a
    square to a part in a thousand (the fraction its own line's, else the one beside the count)."""
    said = []
    for array in ("x", "y"):
        beside = implied.get((array, ""))
        count, fraction = _whole(fields.get("below_" + array)), fields.get("fraction_" + array) or beside and beside[0][0]
        if not count or fraction is None or fraction.error or not isinstance(fraction.value, float):
            continue
        share = fraction.value / (100 if fraction.percent else 1)
        m = round(math.sqrt(count / share)) if 0 < share <= 1 and count > 0 else 0  # (a count of -12: none)
        if m >= 1 and abs(count / m ** 2 - share) <= share * 1e-3:
            said.append(m)
    return said


_ORDER = ("inner", "row", "total_inner", "total")
_WEAK = ("shape", "outer")  # (sizes only where their value is one at the n the others say: no vote, none else)


# A grid's square shape alone on its line ('Grid: 1002x1002', 'Array dimension: 1002 x 1002', '1002 by 1002',
# numpy's 'Shape of x: (1002, 1002)', 'x.shape = (1002, 1002)'): its side, a row or the inner elements where the
# file's n says it is one, else no size (a launch's 'Grid dim: 63, 63'). (Read in pieces, each pattern with
# no two runs of spaces side by side: linear.)
_SIDES = re.compile(r"(\d+)[ \t]*(?:[x\u00d7*,]|by)[ \t]*(\d+)([)\]]?)\.?")
_SHAPE_LABEL = re.compile(r"[A-Za-z][A-Za-z._, \t()]{0,40}")  # ('shape (with halo)')
_DIGIT = re.compile(r"\d")
_CLOSES = {"(": ")", "[": "]"}
_AXES_LAST = re.compile(r"\([ \t]*[xyzij](?:[ \t]*,[ \t]*[xyzij]){1,2}[ \t]*\)$", re.IGNORECASE)  # '(x, y)'
_SHAPE_WORDS = {"grid", "shape", "dimension", "dimensions", "dims", "dim", "size", "matrix", "mesh", "domain"}
_SHAPE_FILLER = _SHAPE_WORDS | {"of", "x", "y", "array", "arrays", "the", "is", "np", "full", "whole", "data", "a", "b",
                                "and", "with", "each", "both", "are", "allocating", "allocated", "allocate", "creating",
                                "created",  # ('allocating x and y with shape (1002, 1002)')
                                "halo", "halos", "ghost", "ghosts", "cell", "cells", "incl", "including", "included",
                                "padded", "padding", "boundary", "border", "layer", "layers"}  # ('shape with halo: (1002,
# 1002)', 'shape incl. ghost cells: ...', 'padded shape': the thirty-third pass's H9; the value says row or inner)


def square_side(line):
    """(the side's span, the label's span, the other side's span) of a grid's shape alone on the line
    (square where the two sides' digits are the same: the caller's check, a shape a pattern of digits's),
    else None."""
    if "][" in line or "] [" in line:
        return _declared(line)
    digit = _DIGIT.search(line)
    end = len(line.rstrip(" \t"))
    sides = _SIDES.fullmatch(line, digit.start(), end) if digit else None
    if sides is None or len(sides.group(1)) != len(sides.group(2)):
        return None
    label = line[:digit.start()].rstrip(" \t")
    opened = label[-1:] if label.endswith(("(", "[")) else ""  # ('shape: [1002, 1002]': a list's, as JSON's)
    if _CLOSES.get(opened, "") != sides.group(3):
        return None
    label = label[:-1].rstrip(" \t") if opened else label
    label = label.rstrip(":=").rstrip(" \t")
    label = label[:-3] if label.lower().endswith(" is") else label
    axes = _AXES_LAST.search(label) if label.endswith(")") else None  # ('Grid size (x, y) = (63, 63)': a CUDA grid's)
    label = label[:axes.start()].rstrip(" \t") if axes else label
    begin = len(label) - len(label.lstrip(" \t"))
    if not _SHAPE_LABEL.fullmatch(label, begin):
        return None
    words = set(re.findall(r"[a-z]+", label.lower()))
    return (sides.span(1), (begin, len(label)), sides.span(2)) if words & _SHAPE_WORDS and words <= _SHAPE_FILLER else None


# An array declared at its square size, as C prints it, at the line's end ('Allocated x[1002][1002]', 'double
# x[1002][1002];', 'Allocating x[1002][1002] and y[1002][1002]'): its side, as a grid's shape.
_DECLARED = re.compile(r"(?<![\w.])[A-Za-z_][\w.]{0,30}[ \t]*\[[ \t]*(\d+)[ \t]*\][ \t]*\[[ \t]*(\d+)[ \t]*\][ \t;.]*$")
_DECLARE_WORDS = {"allocated", "allocating", "allocate", "allocates", "declared", "declaring", "declare", "array",
                  "arrays", "double", "float", "int", "real", "static", "of", "the", "and", "x", "y", "each", "is", "as"}


def _declared(line):
    m = _DECLARED.search(line)
    if m is None or len(m.group(1)) != len(m.group(2)):
        return None
    label = line[:m.start()].rstrip(" \t:=")
    begin = len(label) - len(label.lstrip(" \t"))
    words = set(re.findall(r"[a-z]+", label.lower()))
    return (m.span(1), (begin, len(label)), m.span(2)) if words and words <= _DECLARE_WORDS else None
