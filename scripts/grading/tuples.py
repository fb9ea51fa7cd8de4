"""tuples.py - a list of tuples under a header naming its columns, one tuple an array (Python's print of
`(array, below, fraction):` and `[('x', 100024, 0.100024), ('y', 12, 1.2e-05)]`, on one line): each value a
statement named by its column and its tuple's array (`below (x) :: 100024`, `fraction (y) :: 1.2e-05`). The
array's name is the tuple's quoted item ('x', "y", 'input'); the header as many names as each tuple has
items, a name words or not (`(array, below 0.1, fraction)`: the threshold's value in its column's label); else the line is read as before. Part of the grader (loggers.prepared asks it where statements.prepare
has no plan); the pattern is anchored and its runs bounded by what follows them: no backtracking.
"""
import re

from .words import _which_array, words_of

# A column's name: a name, or words naming the threshold by its value ('below 0.1', 'count < 0.1', 'below t=0.1',
# 'x<0.1'): each run of blanks before a word of its own, so no run is shared with the comma's (no backtracking).
_NAME = r"[A-Za-z_][\w.<=]{0,40}(?:[ \t]{1,3}[\w.<=]{1,12}){0,4}"
_HEADER = re.compile(rf"[ \t]*(?:([A-Za-z][\w \t]{{0,40}}?)[ \t]*)?([(\[])[ \t]*({_NAME}(?:[ \t]*,[ \t]*{_NAME}){{1,7}})[ \t]*[)\]]"
                     rf"[ \t]*(?:=|::?)[ \t]*\[")
_TUPLE = re.compile(r"[ \t]*[(\[]([^()\[\]]{1,200})[)\]][ \t]*(,?)")
_ITEM = re.compile(r"[^,\s](?:[^,]*[^,\s])?")
_QUOTED = re.compile(r"""(['"])([A-Za-z_]\w{0,20})\1""")
_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")


def tuples_listed(line):
    """A statement for each number of each tuple, named by its column and its tuple's array; else None."""
    if len(line) > 1000 or "'" not in line and '"' not in line:
        return None
    m = _HEADER.match(line)
    if m is None:
        return None
    names = [n.span() for n in _ITEM.finditer(line, m.start(3), m.end(3))]
    statements, at, arrays = [], m.end(), set()
    while True:
        t = _TUPLE.match(line, at)
        if t is None:
            break
        items = list(_ITEM.finditer(line, t.start(1), t.end(1)))
        quoted = [k for k, item in enumerate(items) if _QUOTED.fullmatch(item.group())]
        if len(items) != len(names) or len(quoted) != 1:
            return None
        array = _which_array(words_of(_QUOTED.fullmatch(items[quoted[0]].group()).group(2)))
        if array is None or array in arrays:
            return None
        arrays.add(array)
        for k, item in enumerate(items):
            if k == quoted[0]:
                continue
            if not _NUMBER.fullmatch(item.group()):
                return None
            label = (m.span(1), " ") if m.group(1) else ()
            statements.append(label + (names[k], f" ({array}) :: ", item.span()))
        at = t.end()
        if not t.group(2):
            break
    if line[at:].strip(" \t") != "]" or len(arrays) < 1:
        return None
    return tuple(statements)
