"""innerrows.py - a size printed twice under one label, once with the ghost layer named and once
without: 'Row size with ghost cells = 1002' / 'Row size = 1000', 'rows incl. halo: 1002' / 'rows: 1000',
'Columns (with ghost): 1002' / 'Columns: 1000', 'elements incl. halo: 1004004' / 'elements: 1000000'.
The bare one is the inner size: the student set it against the one with ghost cells. Read as a second
printing of the row (or the total), it made the field 'two different values' and n = n - 2 (the nineteenth
pass's A2/B3: a right Java or C++ output at 10-13 of 20). Moved only where the sizes agree: the bare value
is the inner size at the n the qualified one says, and no other size printed says another n; a row printed
as n beside nothing that names the ghost layer (the real mistake) stays a row, and fails. Part of the
grader (sizes.inner_totals calls inner_twins first, for fields.read_output); pure functions.
"""
import math
import re

from .ghosts import ghost_side

# (the kind printed twice, the kind its bare printing is moved to, the n a qualified value says, the bare value at n)
_TWINS = (("row", "inner", lambda v: v - 2, lambda n: n),
          ("total", "total_inner", lambda v: _root(v) - 2 if _root(v) else None, lambda n: n * n))
# the n each size's value says, to check that the file's other sizes agree
_SAYS = {"inner": lambda v: v, "row": lambda v: v - 2, "total_inner": lambda v: _root(v),
         "total": lambda v: _root(v) - 2 if _root(v) else None}


def _root(v):
    r = math.isqrt(v) if v > 0 else 0
    return r if r * r == v else None


def _words(label):
    """A label in lower case, its code names' parts as words ('rows_with_ghost', 'rowsWithGhost': 'rows with ghost')."""
    return _CAMEL.sub(" ", label[:200]).replace("_", " ").lower()


_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")


def _whole(found):
    if found is None or found.error is not None or not isinstance(found.value, float) or found.value != int(found.value):
        return None
    return int(found.value)


def inner_twins(values, order):
    """Move in `values` ({kind: [Found]}, `order` the kinds as first printed) a row's (a total's) bare printing
    to the inner size (the inner total) where a printing of the same kind names the ghost layer as counted
    and their values are the size with and without it at one n that every other size printed agrees with."""
    for kind, inner, n_of, bare_at in _TWINS:
        printed = [f for f in values.get(kind, ()) if f is not None]
        if len(printed) < 2:
            continue
        sides = [ghost_side(_words(f.label)) for f in printed]
        said = {n_of(_whole(f)) for f, side in zip(printed, sides) if side == "ghost" and _whole(f) is not None}
        bare = [f for f, side in zip(printed, sides) if side is None]
        if len(said) != 1 or not bare:
            continue
        n = said.pop()
        moved = [f for f in bare if n is not None and n >= 1 and _whole(f) == bare_at(n)]
        if not moved or not _others_agree(values, n, {id(f) for f in moved}):
            continue
        values[kind] = [f for f in values[kind] if f is None or all(f is not m for m in moved)]
        values.setdefault(inner, []).extend(moved)
        if inner not in order:
            order.append(inner)
        for found in moved:
            found.note = found.note or f"'{found.label}' read as the inner size: the one beside it names the ghost cells"


def _others_agree(values, n, moved):
    """Whether every size printed (those about to move aside) says n: the rows, inner sizes and totals
    (a total at n^2 too: 'Elements: 1000000', read as the inner total by sizes.inner_totals)."""
    for kind, says in _SAYS.items():
        for found in values.get(kind, ()):
            value = _whole(found) if found is not None and id(found) not in moved else None
            if value is None:
                continue
            if says(value) != n and not (kind == "total" and value == n * n):
                return False
    return True
