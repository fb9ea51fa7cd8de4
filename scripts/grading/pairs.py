"""pairs.py - a line of labelled values apart by spaces alone, each pair a statement of its own: two
`key=value` pairs or more (Go's and bash's `n=1000 rows=1002`, `mem_gb=0.00374021 threshold=0.1`,
`total=1004004 mem=0.00374021GB`), `key: value` pairs with two spaces or more, a tab or a `|`
between them (`n: 1000  row length: 1002`, `Threshold: 0.1   a: 0.05   b: 0.1   c: 0.4`,
`Threshold: 0.1  Constants: 0.05 0.1 0.4`), and Fortran's list-directed `print *, 'n =', n, 'rows
=', n+2` (` n =        1000 rows =        1002`: one space after a value, then the next label). A
pair's value is its first number (with a unit or a word in brackets after it, `0.00374021 GB`);
a label is what follows up to the next separator, and must have a letter. Part of the grader
(statements.py asks it last, for a line nothing else splits); pure functions, linear in the line.

    plan = pairs_apart(line)    # None, or each pair's span as a statement
"""
import re

from .constants import one_constant
from .layout import place
from .units import MEMORY_UNITS
from .words import SIZE_KINDS, _which_array, classify, words_of

_SEPARATOR = re.compile(r"::|:|=")
_VALUE_NEXT = re.compile(r"[ \t]*(?:[(\[][ \t]*)?[+-]?\.?\d")  # a separator's value: a number, or brackets of them
_SPACES = re.compile(r"[ \t]*")
# the rest of the value's number and what is glued to it ('0.00374021GB'); numbers glued by commas one value
# ('abc=0.05,0.1,0.4': the constants' list, not a ',' between clauses)
_TOKEN = re.compile(r"[^\s(\[,;|]*(?:,(?=[+-]?\.?\d)[^\s(\[,;|]*){0,8}")
_GAP = re.compile(r"[ \t]*(?:\t|[ \t][ \t]|\|)[ \t|]*")  # between pairs: two spaces or more, a tab, a '|'
_APART = re.compile(r"[ \t|]*")
_BLANK = re.compile(r"[ \t]")
_WORD = re.compile(r"[ \t]*([A-Za-z%]+)")
_BRACKETS = re.compile(r"[ \t]*\([^()]{0,40}\)")  # '1000 (inner)': the value's own words
_LETTER = re.compile(r"[A-Za-z]")
_NAME_GOES_ON = re.compile(r"[\w.-]")
_SLASH_KEY = re.compile(r"/[A-Za-z_]\w{0,30}[ \t]{0,2}[=:]")  # (a key with a slash: 'GB/array=', h26 F6)
_GLUED = re.compile(r"[\w^*+/=:]")  # (a bracket's close glued to more of a label: '(n+2)^2=', '(n+2)=')
_DIGIT = re.compile(r"\d")
_BAR = re.compile(r"\|")
_OPTION = re.compile(r"--?[A-Za-z][\w-]*$")
_LOOSE = re.compile(r"(?<![\w+*^/(\[.-])\d")  # a number of its own in a label: a value's ('x 1002'), not 'n+2', 'N2'
_OPENERS, _CLOSERS = "([{", ")]}"
_NAMED_AFTER = SIZE_KINDS | {"memory"}  # (a '|' item's value first: its words after it name a size or the memory)
_UNIT_WORDS = MEMORY_UNITS | {"%", "percent", "elements", "cells", "points", "values"}


def _separators(line):
    """The separators that give a value (a number, or a bracket of numbers, after them), not inside
    brackets ('x[1:-1]') nor part of a comparison ('<=', '=='): [(start, end, the value's start)]."""
    found, depth, at = [], 0, 0
    for m in _SEPARATOR.finditer(line):
        for c in line[at:m.start()]:  # (each character once: linear)
            depth += (c in _OPENERS) - (c in _CLOSERS)
        at = m.start()
        before, after = line[m.start() - 1:m.start()], line[m.end():m.end() + 1]
        if depth > 0 or before in ("<", ">", "!", "=", ":") or after in ("=", ":", "<", ">"):
            continue
        if _VALUE_NEXT.match(line, m.end()):
            found.append((m.start(), m.end(), _SPACES.match(line, m.end()).end()))
    return found


def _value_end(line, start, stop):
    """(where the value at line[start:] ends, before stop (the next separator), whether a gap says so):
    the first gap of two spaces or more, a tab or '|' after its number (the closing bracket where it
    opens one); else after the number, a word in brackets and a unit after it. None: a ',' or ';'
    between (prose's clauses, or a record's pairs: not this module's), or no end before stop."""
    if line[start] in "([":
        close = line.find(")" if line[start] == "(" else "]", start, stop)
        if close < 0:
            return None
        end = close + 1
    else:
        end = _TOKEN.match(line, start, stop).end()
    gap = _GAP.match(line, end, stop)  # ('threshold: 0.1 | a, b, c: 0.05 0.1 0.4': a gap right after it, commas or not)
    if gap is not None:
        return gap.start(), True
    if line.find(",", end, stop) >= 0 or line.find(";", end, stop) >= 0:
        return None
    gap = _GAP.search(line, end, stop)
    if gap is not None:  # ('0.1   a: ...', '0.0037 GB  threshold: ...', '1000 | n+2 = 1002')
        return gap.start(), True
    aside = _BRACKETS.match(line, end, stop)  # one space apart (Fortran's): its unit, or words in brackets
    if aside is not None and _GLUED.match(line, aside.end()):  # ('n+2=1002 (n+2)^2=1004004': the next label's)
        aside = None
    end = aside.end() if aside else end
    word = _WORD.match(line, end, stop)
    unit = word is not None and word.group(1).lower() in _UNIT_WORDS and _LETTER.search(line, word.end(), stop) \
        and not _NAME_GOES_ON.match(line, word.end()) \
        and not _SLASH_KEY.match(line, word.end())  # ('4016016 gb_per_array=...', '1002 GB/array=...': a name's first word, no unit)
    return (word.end() if unit else end), False  # (a label after it: 'b' is bytes, or the constant b)


def pairs_apart(line):
    """A statement for each labelled value of a line of two or more, apart by spaces (or '|'), where
    every label has a letter and no number of its own; where one space alone parts two pairs (not
    'key=value key=value'), only where each pair read alone names a field ('x: 100024 elements below
    threshold = 0.1' is one statement); else None."""
    separators = _separators(line)
    if len(separators) < 2:
        return _bar_items(line) if "|" in line else None
    if not _LETTER.search(line, 0, separators[0][0]) or any(_OPTION.match(line, max(line.rfind(" ", 0, stop),
                                                                                     line.rfind("\t", 0, stop)) + 1, stop)
                                                             for stop, _, _ in separators):
        return None  # (a command line's options: './smooth -n 50 -a=0.2 --t=0.3' is one statement, the header's)
    statements, begin, certain = [], 0, True
    for (_, glued, value), (stop, _, _) in zip(separators, separators[1:]):
        ended = _value_end(line, value, stop)
        end, gap = ended if ended is not None else (stop, False)
        label = _APART.match(line, end).end()
        if label >= stop or label == end or not _LETTER.search(line, label, stop) or _LOOSE.search(line, label, stop):
            return None  # (no label between: '12:30:45', '1000rows=1002'; 'Grid: 1002 x 1002 = 1004004' one value)
        certain = certain and (gap or value == glued and not _BLANK.search(line, label, stop))  # ('n=1000 rows=1002')
        statements.append(((begin, end),))
        begin = label
    statements.append(((begin, len(line)),))
    labels = [line[a:stop] for ((a, _),), (stop, _, _) in zip(statements, separators)]
    if not certain and not all(_LETTER.search(label) and classify(label) or one_constant(label) for label in labels) \
            or not certain and any(label.strip().lower() in MEMORY_UNITS - {"b"} for label in labels[1:]):
        return None  # (each label before its separator names a field of its own, or one of a, b and c; a unit one
        # space after a value is its unit: '4016016 B = 3921.89 KiB = 3.83 MiB')
    return None if any(_arrayless(line[a:b]) for ((a, b),) in statements) else tuple(statements)


def _arrayless(text):
    """Whether a pair is a count or a fraction that names no array ('fraction: 0.100024' after 'x
    below threshold: 100024'): the line is read whole, as before (a fraction after its count is its)."""
    placed = place(text)
    return placed.kind in ("below", "fraction") and _which_array(words_of(placed.label)) is None


def _bar_items(line):
    """A statement for each item between '|'s, where each is a label and its value with no separator
    ('threshold 0.1 | a 0.05 | b 0.1 | c 0.4'), the label naming a field or one of a, b and c (or, the value first, the
    words after it a size or the memory: '0.00374021 GB/array'); else None."""
    items, at = [], 0
    for bar in [m.start() for m in _BAR.finditer(line)] + [len(line)]:
        start, stop = at + len(line[at:bar]) - len(line[at:bar].lstrip(" \t")), len(line[:bar].rstrip(" \t"))
        if start < stop:
            items.append((start, stop))
        at = bar + 1
    if len(items) < 2:
        return None
    for start, stop in items:
        digit = _DIGIT.search(line, start, stop)
        label = line[start:digit.start()] if digit else ""
        if not (_LETTER.search(label) and classify(label) or one_constant(label)) \
                and not (digit and not label.strip() and place(line[start:stop]).kind in _NAMED_AFTER):
            return None  # (a value first, its words after it, names its field too: '0.00374021 GB/array')
    return tuple(((start, stop),) for start, stop in items)


# Two sizes a label names side by side, given their two values in that order ('Total/inner elements:
# 1004004/1000000', 'row/inner: 1002/1000', 'Total and inner elements: 1004004 and 1000000'): each name
# with the label's other words, where the two are sizes of different kinds (a count over its whole,
# 'below/total: 100024/1000000', names no two sizes: a fraction, read as such).
_NAME = re.compile(r"[A-Za-z]\w{0,40}")
_JOINER = re.compile(r"[ \t]*(?:,[ \t]*(?:and\b)?|/|&|\band\b)[ \t]*")


def sizes_paired(line, label, first, second):
    """A statement for each of two sizes the label line[label[0]:label[1]] names ('Total elements ::
    1004004', 'inner elements :: 1000000'), the spans first and second their values; else None."""
    start, stop = label
    names = [m for m in _NAME.finditer(line, start, stop) if m.group().lower() != "and"]
    joined = [(a, b) for a, b in zip(names, names[1:]) if _JOINER.fullmatch(line, a.end(), b.start())]
    if len(joined) > 3:
        return None  # (a list of names, no label's two: each pair read would cost the whole label again)
    plans = []
    for a, b in joined:
        plan = tuple(((start, a.start()), name, (b.end(), stop), " :: ", value)
                     for name, value in ((a.span(), first), (b.span(), second)))
        kinds = [place("".join(line[slice(*p)] if isinstance(p, tuple) else p for p in statement)).kind
                 for statement in plan]
        if kinds[0] != kinds[1] and all(kind in SIZE_KINDS for kind in kinds):
            plans.append(plan)
    return plans[0] if len(plans) == 1 else None


# --- a list of names in brackets after a label, then a list of values ('Sizes [n, n+2, total, inner]: [1000,
# 1002, 1004004, 1000000]', Python's print("Sizes [n, n+2, total, inner]:", [n, n + 2, ...])): a name each
# value's label, as many of each, the label before them theirs ('Sizes (n+2) :: 1002')
_LIST_NAME = r"[A-Za-z_][\w.]{0,40}(?:[ \t]*[-+*^/][ \t]*[\w.]{1,10}){0,3}"
_LIST_VALUE = r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?"
_NAMED_LIST = re.compile(rf"[ \t]*([A-Za-z][\w \t]{{0,40}}?)?[ \t]*([(\[])[ \t]*({_LIST_NAME}(?:[ \t]*,[ \t]*{_LIST_NAME}){{1,11}})"
                         rf"[ \t]*[)\]][ \t]*(?:=|::?)[ \t]*([(\[])[ \t]*({_LIST_VALUE}(?:[ \t]*,[ \t]*{_LIST_VALUE}){{1,11}})"
                         r"[ \t]*([)\]])[ \t]*")
_LIST_ITEM = re.compile(r"[^,\s](?:[^,]*[^,\s])?")


def names_listed(line):
    """A statement for each name of a bracketed list after a label and its value in a list of as many,
    else None; not the arrays' names alone ('Below threshold [x, y]: [100024, 12]') nor the constants
    ('[a, b, c]'), which are read as they are."""
    m = _NAMED_LIST.fullmatch(line) if "[" in line or "(" in line else None
    if m is None or m.group(4) + m.group(6) not in ("()", "[]"):
        return None
    names = [n.span() for n in _LIST_ITEM.finditer(line, m.start(3), m.end(3))]
    values = [v.span() for v in _LIST_ITEM.finditer(line, m.start(5), m.end(5))]
    said = [line[a:b].lower() for a, b in names]
    if len(names) != len(values) or set(said) <= {"a", "b", "c"} or all(_which_array(words_of(n)) for n in said) \
            and set(said) <= {"x", "y", "x_h", "y_h", "input", "output"}:
        return None
    label = (m.span(1), " (") if m.group(1) else ()
    return tuple((*label, name, ") :: " if label else " :: ", value) for name, value in zip(names, values))


# A record's value with another key's value in brackets after it ('n=1000 (N=1002)', 'size: 1000 (padded=1002)'):
# two pairs, the bracketed one a pair of its own (not the first value's aside).
_PAIR_ASIDE = re.compile(r"([+-]?\d[\d.eE+-]*)[ \t]*\([ \t]*([A-Za-z_]\w{0,20})[ \t]*[=:][ \t]*([+-]?\d[\d.eE+-]*)[ \t]*\)")


def pair_aside(key, value, text):
    """[(key span, value span)] of a record's pair (key, value: spans; text: the value's), two where the value
    is 'VALUE (KEY=VALUE)', else the pair itself."""
    inner = _PAIR_ASIDE.fullmatch(text) if text.endswith(")") else None
    if inner is None:
        return [(key, value)]
    at = value[0]
    return [(key, (at, at + inner.end(1))), ((at + inner.start(2), at + inner.end(2)), (at + inner.start(3), at + inner.end(3)))]


_AXIS_SIZES = {"size", "sizes", "dim", "dims", "dimension", "dimensions", "shape", "extent", "extents", "element", "cell",
               "point", "offset", "index", "position", "coordinate", "coordinates", "coords", "block", "tile"}
_NOT_AXES = {"total", "elements", "cells", "points", "number", "inner", "interior", "count", "counts", "below", "fraction",
             "memory", "threshold"}  # ('Total elements (x, y) = (1004004, 1004004)': each array's)


def axes_named(rest):
    """Whether a label whose x and y were cut out (`rest`) names a grid's size or a place in it, no total nor a
    count: its x and y a grid's axes, no arrays ('Grid size (x, y) = (32, 126)', 'Element (x, y) = (12, 345)', 'Stencil
    size (x, y) = (3, 3)': the line read whole, labelwords.axis_pair)."""
    words = set(words_of(rest))
    return bool(words & _AXIS_SIZES) and not words & _NOT_AXES
