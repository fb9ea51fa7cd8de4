"""asides.py - sizes listed on one line, each with its own sizes in brackets after it (`Grid 1002x1002 (1004004
elements), interior 1000x1000 (1000000 elements)`, `rows 1002 (with ghost cells), inner 1000 (n)`): each item
read as a line of its own would be (statements._aside's: a size, then each size in its brackets), where every
item is such a size. Each alone was read; together, the brackets of the first hid the rest. Part of the grader
(loggers.prepared asks it where statements.prepare has no plan); pure functions.
"""
from .beside import items
from .layout import place
from .sizes import square_side
from .grids import qualified_shape
from .words import SIZE_KINDS


def _size(text):
    return place(text).kind in SIZE_KINDS or square_side(text) is not None or qualified_shape(text) is not None


def asides_listed(line, prepare):
    """A plan of a line that lists sizes, each with sizes in brackets after it; else None."""
    if len(line) > 400 or line.count("(") < 2 or line.rstrip(" \t.,;")[-1:] != ")":
        return None
    spans = items(line, 0, len(line))
    if len(spans) < 2:
        return None
    plan = []
    for a, b in spans:
        begin, item = prepare(line[a:b])
        if begin or not item or isinstance(item[0], str):
            return None
        for statement in item:
            moved = tuple((p[0] + a, p[1] + a) if isinstance(p, tuple) else p for p in statement)
            if not _size("".join(line[slice(*p)] if isinstance(p, tuple) else p for p in moved)):
                return None
            plan.append(moved)
    return tuple(plan)
