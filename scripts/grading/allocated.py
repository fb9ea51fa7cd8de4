"""allocated.py - an allocation's line that gives the memory of each array last, in brackets or after a comma
(`allocating 2 arrays of 1002 x 1002 floats (0.00374021 GB each)`, `Allocated 2 buffers, 3.83 MiB each`): the
memory a statement of its own ('memory per array: 0.00374021 GB'), a square shape before it the arrays' shape
('arrays: 1002 x 1002'), the arrays' number none (the line was read as its first number, 2, no field's). Only
where the memory is each array's (`each`, `per array`, `/array`, `apiece`): a memory of both is not one's. Part
of the grader (loggers.prepared asks it where nothing else read the line); pure functions, each pattern anchored
or bounded: no backtracking on a long line.
"""
import re

from .units import MEMORY_UNITS
from .words import words_of

# The memory of each array at the line's end: '(0.00374021 GB each)', ', 3.83 MiB per array', '(4016016 bytes/array)'
_EACH = re.compile(r"[ \t]*[(,;][ \t]{0,4}(\d{1,12}(?:\.\d{1,12})?(?:[eE][+-]?\d{1,3})?)[ \t]{0,4}([A-Za-z]{1,9})[ \t]{0,4}"
                   r"(?:each|apiece|a[ \t]piece|per[ \t]{1,4}array|/[ \t]{0,4}array|for[ \t]{1,4}each[ \t]{1,4}array)"
                   r"[ \t]{0,4}\)?[ \t]{0,8}[.;]?[ \t]*$", re.IGNORECASE)
# A square shape: '1002 x 1002', '1002x1002', '1002 * 1002', '1002×1002'
_SQUARE = re.compile(r"(?<![\d.])(\d{1,9})[ \t]{0,4}[x\u00d7*][ \t]{0,4}(\d{1,9})(?![\d.])")
_ALLOCATION = {"allocating", "allocate", "allocated", "allocation", "allocations", "malloc", "arrays", "buffers",
               "matrices", "grids", "array", "buffer"}


def memory_each(line):
    """A plan (statements.py's) of such a line, or None."""
    at = max(line.rfind("("), line.rfind(","), line.rfind(";"))
    m = _EACH.match(line, at) if at > 0 else None
    if m is None or m.group(2).lower() not in MEMORY_UNITS or not set(words_of(line[:at])) & _ALLOCATION:
        return None
    shapes = list(_SQUARE.finditer(line, 0, at))
    shape = (("arrays: ", shapes[0].span(1), " x ", shapes[0].span(2)),) \
        if len(shapes) == 1 and shapes[0].group(1) == shapes[0].group(2) else ()
    return shape + (("memory per array: ", (m.start(1), m.end(2))),)
