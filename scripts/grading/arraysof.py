"""arraysof.py - a grid's square shape after its noun in prose (`..., which gives arrays of 1002 x 1002
elements.`, `so we allocate two arrays of size 1002x1002`, `each matrix has 1002 by 1002 entries`): read as
grid_in_prose reads `a 1002 x 1002 grid` (grids.py, which asks it where its own shape is not found): the
side's statement `grid: 1002 x 1002` (with ghost cells or inner where the sentence's words say, else as its
value places it), then the rest of the line. A clause before it with numbers of its own (`The interior is
1000 x 1000, which gives arrays of ...`) is a statement of its own, cut at its comma. Part of the grader;
pure functions, linear in the line (one bounded run of blanks between the pattern's words).

    plan = arrays_of(line)    # None, or the statements of the line
"""
import re

from .ghosts import ghost_side
from .layout import place

# The noun, a verb or 'of' (and 'size'), the shape: 'arrays of 1002 x 1002', 'arrays of size 1002x1002',
# 'matrix has 1002 by 1002 entries'; the shape not a product's ('= 1004004': grids.qualified_shape's)
_OF_SHAPE = re.compile(r"\b(?:arrays?|grids?|matrix|matrices|mesh|meshes|domains?)[ \t]{1,3}"
                       r"(?:(?:of|with|has|have|holds?|are|is)[ \t]{1,3})(?:(?:size|shape|dimensions?)[ \t]{1,3})?"
                       r"(\d{1,9})[ \t]{0,3}(?:[x\u00d7]|-?by-?)[ \t]{0,3}(\d{1,9})(?![\d.])(?![ \t]{0,3}=)", re.IGNORECASE)
_LABELS = {"inner": "inner grid: ", "ghost": "grid with ghost cells: ", None: "grid: "}
_DIGIT = re.compile(r"\d")


def arrays_of(line):
    """The plan of statements (statements.py's) of a line that says a grid's shape after its noun; else None
    (a line whose words before the shape name a field: 'Elements below threshold in arrays of 1002 x 1002: 12')."""
    if "x" not in line and "by" not in line and "\u00d7" not in line or len(line) > 400 or "lloc" in line:
        return None  # (an allocation's line is allocations.py's: 'allocating 2 x 1002 x 1002 floats', its shape n's or a row's)
    m = _OF_SHAPE.search(line)
    if m is None or len(m.group(1)) != len(m.group(2)):
        return None  # (a square's sides: '1002 x 1002'; no launch's '256 x 4')
    cut = line.rfind(",", 0, m.start()) if _DIGIT.search(line, 0, m.start()) else -1
    if _DIGIT.search(line, 0, m.start()) and (cut < 0 or _DIGIT.search(line, cut, m.start())):
        return None  # (a number before it in its own clause: 'Elements below 0.1 in arrays of ...')
    clause = line[cut + 1:m.end()]
    if place(clause).kind is not None:
        return None  # ('Below threshold in arrays of 1002 x 1002: 12')
    after = _DIGIT.search(line, m.end())
    said = f"{line[cut + 1:m.start()]} {line[m.end():after.start() if after else len(line)]}".lower()
    statement = (_LABELS[ghost_side(said)], m.span(1), " x ", m.span(2))
    before = (((0, cut),),) if cut >= 0 else ()
    rest = len(line) - len(line[m.end():].lstrip(" \t,;."))
    return before + (statement,) + ((((rest, len(line)),),) if after else ())
