"""arraytuples.py - each array's count and fraction as a tuple named by the array, with no header naming the
columns (tuples.py reads those): Python's print of a list of tuples '[('x', 100024, 0.100024), ('y', 12,
1.2e-05)]' (also 'results = [...]') or of a dict of tuples "{'x': (100024, 0.100024), 'y': (12, 1.2e-05)}". Each
tuple a whole count then its fraction; read as the arrays' counts and fractions where one tuple's two agree (an
n x n grid's share: barecounts.agree). Part of the grader (loggers.prepared asks it); anchored patterns, each
item's runs apart by what they hold: no backtracking.
"""
import re

from .barecounts import agree
from .words import _which_array, words_of

_NUMBER = r"[+]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
_OPEN = re.compile(r"[ \t]*(?:[A-Za-z_]\w{0,30}[ \t]*(?:=|:)[ \t]*)?([\[{])[ \t]*")
_NAME = r"""(['"])([A-Za-z_]\w{0,20})\1"""
_IN_LIST = re.compile(rf"\([ \t]*{_NAME}[ \t]*,[ \t]*(\d{{1,12}})[ \t]*,[ \t]*({_NUMBER})(?:[ \t]*(%))?[ \t]*\)[ \t]*(,?)[ \t]*")
_IN_DICT = re.compile(rf"{_NAME}[ \t]*:[ \t]*[(\[][ \t]*(\d{{1,12}})[ \t]*,[ \t]*({_NUMBER})(?:[ \t]*(%))?[ \t]*[)\]][ \t]*(,?)[ \t]*")


def arrays_tupled(line):
    """The plan of a line of the arrays' (count, fraction) tuples ('below threshold (x) :: 100024', 'fraction (x) ::
    0.100024'), else None."""
    if len(line) > 1000:
        return None
    opened = _OPEN.match(line)
    if opened is None:
        return None
    item, closer = (_IN_LIST, "]") if opened.group(1) == "[" else (_IN_DICT, "}")
    statements, arrays, agreeing, at = [], set(), False, opened.end()
    while True:
        m = item.match(line, at)
        if m is None:
            return None
        array = _which_array(words_of(m.group(2)))
        if array is None or array in arrays:
            return None
        arrays.add(array)
        agreeing = agreeing or agree(float(m.group(3)), m.group(4), bool(m.group(5)))
        statements += [(f"below threshold ({array}) :: ", m.span(3)), (f"fraction ({array}) :: ", (m.start(4), m.end(5) if m.group(5) else m.end(4)))]
        at = m.end()
        if not m.group(6):
            break
    return tuple(statements) if agreeing and line[at:].rstrip() == closer else None
