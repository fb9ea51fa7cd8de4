"""recordnames.py - one line of a record's 'key=value' items, the counts and fractions among them under terse names
(the thirty-second pass's H3): 'n=1000 row=1002 inner=1000 ... c=0.4 nx=100024 fx=0.100024 ny=12 fy=1.2e-05'
('cx', 'cy' the same). Before, the terse names were read only on a line of their own (varsplit.py): on the
record's line no count, UNGRADED. Now the counts' and fractions' names are rewritten in place as their long names
('below_x=100024 frac_x=0.100024'), which the grader reads on such a line. Only where the line is nothing but
such items, names each array's count ('nx', 'cx', 'nbx', 'x_count': terserecaps' words, 'n' and the letter too)
and fraction ('fx', 'frac_x') once, x's and y's counts differ, and for one array at least the count and its
fraction agree (barecounts.agree: the count over the fraction an n x n grid's elements), so a grid's 'nx=1000
ny=1000' stays as it was. A record with counts and no fractions (the thirty-second pass's per-sweep log, 'it=16
res=0.83 nx=100024 ny=12 dt=0.67ms ... n=1000 row=1002': 'nx' read as the inner size, FAIL) names them where the
record states its n, and neither count is that n (or n + 2) and both fit an n x n grid. Part of the grader (wholetext.ready asks it); pure functions, bounded patterns, lines of
400 characters at most, the text's ends only (textends.at_the_ends).
"""
import re

from .barecounts import agree
from .terserecaps import _COUNT, _FRACTION
from .textends import at_the_ends

_NUMBER = r"[+-]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
_ITEM = re.compile(rf"([A-Za-z_]\w{{0,20}})=({_NUMBER})(?:[A-Za-z%]{{0,4}})")
_SPLIT = re.compile(r"[ \t]{1,8}|[ \t]{0,4}[,;][ \t]{0,4}")
_N_LETTER = re.compile(r"(?i)n_?([xy])")
_CANDIDATE = re.compile(r"(?m)^[^\n]{0,400}?(?<![\w.])(?:[A-Za-z_]{0,6}[xyXY]|[xyXY]_?[a-z]{1,5})=\d[^\n]{0,400}$")
_LONGEST = 400


def _kind(name):
    """(array, 'count' or 'fraction') a terse name says, or None."""
    if (m := _COUNT.fullmatch(name) or _N_LETTER.fullmatch(name)) is not None:
        return next(g for g in m.groups() if g).lower(), "count"
    if (m := _FRACTION.fullmatch(name)) is not None:
        return (m.group(1) or m.group(2)).lower(), "fraction"
    return None


def _renamed(m):
    line = m.group()
    if len(line) > _LONGEST:
        return line
    tokens = [t for t in _SPLIT.split(line.strip()) if t]
    items = [_ITEM.fullmatch(t) for t in tokens]
    if len(items) < 4 or any(i is None for i in items):
        return line
    found = {}
    for item in items:
        kind = _kind(item.group(1))
        if kind is not None:
            if kind in found:
                return line  # (a name twice: no record's)
            found[kind] = item
    if sorted(found) not in ([("x", "count"), ("x", "fraction"), ("y", "count"), ("y", "fraction")],
                             [("x", "count"), ("y", "count")]):
        return line
    counts = {a: found[(a, "count")].group(2) for a in "xy"}
    if counts["x"] == counts["y"] or any(not c.isdigit() for c in counts.values()):
        return line
    if len(found) == 2:  # (no fractions: a per-sweep log's 'it=3 nx=100024 ny=12 ... n=1000': counts where the
        if not _beside_n(items, counts):  # record's own n is no count's, and an n x n grid holds both)
            return line
    elif not any(agree(int(counts[a]), found[(a, "fraction")].group(2)) for a in "xy"):
        return line
    names = {found[k].group(1): ("below_" if k[1] == "count" else "frac_") + k[0] for k in found}
    return re.sub(r"(?<![\w.])(\w{1,21})(?==)", lambda n: names.get(n.group(1), n.group(1)), line)


def _beside_n(items, counts):
    """Whether the record's items state its n ('n=1000', 'N=1000') and the counts are no side of the grid but
    fit in it."""
    sides = [i.group(2) for i in items if i.group(1) in ("n", "N") and i.group(2).isdigit()]
    if len(sides) != 1 or int(sides[0]) < 1:
        return False
    n = int(sides[0])
    return all(int(c) not in (n, n + 2) and int(c) <= n * n for c in counts.values())


def _rewritten(text):
    return _CANDIDATE.sub(_renamed, text) if "=" in text else text


def record_names_read(text):
    """text with each record's line of 'key=value' items naming its counts and fractions tersely ('nx=100024
    fx=0.100024 ny=12 fy=1.2e-05') rewritten with their long names; other lines as they were."""
    return at_the_ends(text, _rewritten)
