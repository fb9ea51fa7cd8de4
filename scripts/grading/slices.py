"""An array's slice or index range echoed in a line ('x[1:-1,1:-1]', 'x[1:n+1, 1:n+1]', Julia's
'x[2:end-1, 2:end-1]', MATLAB's 'x(2:n+1,2:n+1)', 'x[1..n]'): its numbers are bounds of an index, never
a field's value. A notebook's or a console's echoed code ('nx, ny = (x[1:-1,1:-1] < t).sum(), ...') put
its '1' as the inner size, its '2' as X's count. fields._shape reads such a line again with the slices
blanked (offsets kept), where the value it chose lay inside one: a value outside them is read as before
('count(x[2:end-1, 2:end-1] .< t) = 100024')."""

import re

# A name, then at once a bracket (or MATLAB's parenthesis) holding a range: bounds of digits, names, + - * /,
# split by ':' or '..', each side bounded; no bracket inside, so no backtracking across them.
_SLICE = re.compile(r"(?<=[A-Za-z0-9_\]])[\[(]((?:[ \t]{0,3}[\w+\-*/]{0,16}[ \t]{0,3}(?::|\.\.)[ \t]{0,3}[\w+\-*/]{0,16}"
                    r"[ \t]{0,3}(?::[ \t]{0,3}[\w+\-*/]{1,16}[ \t]{0,3})?,?){1,4})[\])]")


def slice_spans(line):
    """The spans of the insides of the slices on the line (empty where none: a cheap test first)."""
    if (":" not in line and ".." not in line) or ("[" not in line and "(" not in line):
        return []
    return [m.span(1) for m in _SLICE.finditer(line) if any(ch.isdigit() for ch in m.group(1))]


def masked_slices(line, start):
    """The line with its slices' insides blanked, where `start` (the chosen value's) lies inside one; else None."""
    spans = slice_spans(line)
    if not any(a <= start < b for a, b in spans):
        return None
    for a, b in spans:
        line = line[:a] + " " * (b - a) + line[b:]
    return line
