"""keypairs.py - a list of (key, value) pairs printed on one line, a statement for each pair: what
Python prints for a dict's items (`print(list(d.items()))`: `[('n', 1000), ('below_x', 100024), ...]`,
`print(d.items())`: `dict_items([...])`, `sorted(...)`, an old `OrderedDict([...])`) and JSON's pairs
(`[["n", 1000], ["below_x", 100024], ...]`). The keys are quoted, each pair in its own brackets; a
dict of the same keys is read as a record (inlinerecords.py), so its items are read the same way
('n :: 1000'). Part of the grader (statements.prepare asks it); pure functions.
"""
import re

from .beside import items
from .words import _which_array, words_of

# The list's opening: '[', '(', 'dict_items([', 'OrderedDict([', 'odict_items([' (a name then its bracket)
# (after a label: 'counts: [...]', 'items = [...]'; an array's name said before each key: 'x: [('below', 100024), ...]')
_OPEN = re.compile(r"[ \t]{0,8}(?:([A-Za-z_][\w \t.-]{0,40}?)[ \t]{0,4}[:=][ \t]{0,4})?(?:[A-Za-z_][\w.]{0,40}\()?([\[(])")
_NUMBER = r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?"
# One pair: ('n', 1000), ["below_x", 100024], ('abc', (0.05, 0.1, 0.4)), ('x', np.int64(100024)) (numpy 2's);
# the value a number, a bracket of numbers or a numpy scalar's repr (bounded, no nested brackets beyond one)
_PAIR = re.compile(r"[ \t]{0,8}([(\[])[ \t]{0,8}(?:'([^'\n]{1,60})'|\"([^\"\n]{1,60})\")[ \t]{0,8},[ \t]{0,8}"
                   rf"((?:np\.[a-z]{{3,8}}\d{{0,3}}\()?{_NUMBER}\)?|[(\[][^()\[\]\n]{{1,200}}[)\]])[ \t]{{0,8}}([)\]])[ \t]{{0,8}}")
_CLOSE = {"(": ")", "[": "]"}


def pairs_listed(line):
    """A plan (a statement 'key :: value' for each pair) where the line is a list of three (key, value)
    pairs or more and nothing else, two of them or more with a number; else None."""
    if "('" not in line and '("' not in line and "['" not in line and '["' not in line:
        return None  # (most lines: no quoted key in a bracket)
    text = line.rstrip(" \t,;")
    opened = _OPEN.match(text)
    if opened is None:
        return None
    closing = _CLOSE[opened.group(2)] + (")" if opened.group(0).rstrip(" \t")[-2:-1] == "(" else "")
    if not text.endswith(closing):
        return None
    label = opened.group(1)
    named = (opened.span(1), " ") if label and _which_array(words_of(label)) is not None else ()
    plan = []
    for start, stop in items(text, opened.end(), len(text) - len(closing)):
        pair = _PAIR.fullmatch(text, start, stop)
        if pair is None or _CLOSE[pair.group(1)] != pair.group(5):
            return None
        key = pair.span(2) if pair.group(2) is not None else pair.span(3)
        plan.append(named + (key, " :: ", pair.span(4)))
    if len(plan) < 3 or sum(any(c.isdigit() for c in line[slice(*statement[-1])]) for statement in plan) < 2:
        return None
    return tuple(plan)
