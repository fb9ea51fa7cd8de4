"""spaced.py - two labelled fields or more on one line, apart by spaces only: Fortran's list-directed
`print *, 'Total elements:', total, 'Inner elements:', inner` (` Total elements:      1004004  Inner
elements:      1000000`; without the colons, ` Total elements      1004004  Inner elements      1000000`), C's one
printf with two %d (`Row: 1002 Inner: 1000`). Each becomes a statement
of its own (statements.prepare's plan), where two or more name a field by themselves. Part of the grader;
pure functions.

    plan = spaced(line)    # ((span,), (span,), ...) or None
"""
import re

from .fractionbeside import fraction_borrowed
from .layout import place
from .words import _which_array, words_of

# One 'label: value [unit]' (a label starting with a letter, up to its first separator; its value one
# number, a unit or a percent after it). Matched one after another, spaces between: no backtracking.
_VALUE = r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eEdD][+-]?\d+)?(?:[ \t]*%|[ \t]*(?i:bytes?|[kmgt]i?b)(?![\w.]))?(?![\w.])"
_ITEM = re.compile(rf"[ \t]*([A-Za-z][^:=\n]{{0,80}}?)[ \t]*(?:::|:|=)[ \t]*{_VALUE}")
# Or with no separator, as Fortran's print * of a label then its value ('Total elements      1004004'): the
# label words and brackets, no digit; such an item two spaces or more from the next, as list-directed output is
_BARE = re.compile(rf"[ \t]*([A-Za-z][A-Za-z _()/,-]{{0,80}}?)[ \t]+{_VALUE}")
_GAP, _WIDE = re.compile(r"[ \t]+"), re.compile(r"[ \t]{2,}")
# A label that holds a value of its own, or an operator's product ('4 bytes x 1004004 = 4016016 bytes'): no item
_NO_LABEL = re.compile(r"\d{3}|^[xX\u00d7*][ \t]*\d")
_ONE_ARRAY = {"below", "fraction"}  # a count or fraction alone: its array may be another item's ('x: 100024  fraction: ..')


def spaced(line):
    """A statement for each 'label: value' of a line made of two of them or more, apart by spaces
    only, where two or more name a field by themselves, each another (a count or fraction each its array
    too: 'x: 100024  fraction: 0.100024' is one array's; 'n=1000 N=1002' is not two n's), and the rest name
    none ('Time: 0.5'); else None."""
    items, at, end = [], 0, len(line.rstrip())
    while at < end and len(items) < 8:
        m = _ITEM.match(line, at)
        bare = m is None and _BARE.match(line, at)
        m = m or bare
        if not m or _NO_LABEL.search(m.group(1)):
            return None
        items.append(m)
        at = m.end()
        if at < end:
            gap = (_WIDE if bare else _GAP).match(line, at)
            if gap is None:
                return None
            at = gap.end()
    if len(items) < 2 or at < end:
        return None
    kinds, plan = [], []
    for k, m in enumerate(items):
        kind = place(m.group().strip()).kind
        array = _which_array(words_of(m.group(1)))
        borrowed = fraction_borrowed(items, k, kind, array) if kind in _ONE_ARRAY else None
        if kind in _ONE_ARRAY and array is None and borrowed is None:
            return None
        kinds += [(kind, array or borrowed and borrowed[1])] if kind is not None else []
        plan.append(borrowed[0] if borrowed else ((m.start(1), m.end()),))
    return None if len(kinds) < 2 or len(set(kinds)) < len(kinds) else tuple(plan)
