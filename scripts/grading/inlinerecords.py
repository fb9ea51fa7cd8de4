"""inlinerecords.py - a record printed on one line, as a statement for each of its fields: a
Python dict, a Rust, Go or Python struct, Java's toString (`{'n': 1000, 'below_x': 100024}`,
`Stats { n: 1000, below_x: 100024 }`, `Summary(n=1000, ...)`, `Result[n=1000, ...]`), or three
key: value pairs or more and nothing else (`n: 1000, below_x: 100024, below_y: 12`); the keys of a
record inside a record joined (`x below :: 100024`). Moved out of statements.py as it was
(statements.prepare asks _record). Part of the grader; pure functions.
"""
import re

from .beside import items as _items
from .pairs import pair_aside
from .words import _which_array, words_of

_OPENER = re.compile(r"[ \t]*(?:[A-Za-z_]\w{0,30}[ \t]{1,4}(?=[A-Za-z_][\w.:]*[ \t]*[{(]))?"  # (a word before: 'CPU Stats {')
                     r"(?:[A-Za-z_][\w.:]*[ \t]*(?:=[ \t]*)?)?&?([{(])[ \t]*"  # '{', 'Stats {', 'Summary(', 'x = {', Go's pointer '&{'
                     r"|[ \t]*[A-Za-z_][\w.$]*[ \t]?(\[)[ \t]*")  # Java's toString: 'Result[n=1000, ...]', 'Result [n=...]'
_CLOSER = {"{": "}", "(": ")", "[": "]"}
_KEY = re.compile(r"[ \t]*(?:'([^'\n]{1,60})'|\"([^\"\n]{1,60})\"|([A-Za-z_][\w.\-+*^]{0,59}))[ \t]*(?:=>|::|:|=)[ \t]*")
_PAIRS = re.compile(r"[A-Za-z_]\w*[:=]\S")  # Go's %+v: '{N:1000 BelowX:100024}'
_PAIRS_APART = re.compile(r"\s*(?:[A-Za-z_][\w+*^]*[:=][^\s:=]+\s*){3,}")  # 'threshold=0.1 a=0.05 b=0.1 c=0.4'
_ABC = {"a", "b", "c"}
_THRESHOLD_KEYS = {"t", "thr", "threshold", "tau", "cutoff"}


def _pairs(line, start, stop):
    """[(key span, value span)] of a record's inside, else None (a piece that is no 'key: value', or
    a value with a separator of its own: 'X = 100024' is no record's value)."""
    pieces = _items(line, start, stop)
    if len(pieces) == 1 and _PAIRS.match(line, start + len(line[start:stop]) - len(line[start:stop].lstrip())):
        pieces = _go_fields(line, start, stop)  # Go: 'N:1000 Row:1002 Abc:[0.05 0.1 0.4]'
    pairs = []
    for a, b in pieces:
        if not line[a:b].strip():
            continue
        key = _KEY.match(line, a, b)
        if key is None:
            return None
        value = (key.end(), b - (len(line[a:b]) - len(line[a:b].rstrip())))
        text = line[slice(*value)]
        if not text or re.search(r"(?:^|[^\w'\"])(?:=|::?)(?:$|[^\w'\"])", _outside_brackets(text)):
            return None
        pairs += pair_aside(key.span(next(g for g in (1, 2, 3) if key.group(g) is not None)), value, text)  # ('n=1000 (N=1002)')
    return pairs or None


def _go_fields(line, start, stop):
    """The spans of line[start:stop] between its blanks outside brackets: Go's %+v prints an array or
    a struct field with blanks inside ('Abc:[0.05 0.1 0.4]', 'Consts:{A:0.05 B:0.1 C:0.4}'), one value."""
    spans, depth, at = [], 0, None
    for i in range(start, stop):
        c = line[i]
        if c in " \t" and depth == 0:
            if at is not None:
                spans.append((at, i))
            at = None
            continue
        at = i if at is None else at
        depth += (c in "([{") - (c in ")]}")
    if at is not None:
        spans.append((at, stop))
    return spans


def _outside_brackets(text):
    return re.sub(r"\([^()]*\)|\[[^\[\]]*\]|\{[^{}]*\}|'[^']*'|\"[^\"]*\"", "", text)


def _flat(line, pairs, prefix=()):
    """A statement 'key :: value' for each pair, a record's value opened into its own pairs, the
    keys joined ('x below :: 100024'); constants {a: .., b: .., c: ..} stay one value."""
    statements = []
    for key, value in pairs:
        inner = _opened(line, *value)
        keys = {line[slice(*k)].lower() for k, _ in inner} if inner else set()
        if inner and _ABC <= keys <= _ABC | _THRESHOLD_KEYS:  # ('"params": {"t": 0.1, "a": 0.05, ...}': each its
            statements += [(k, " :: ", v) for k, v in inner]  # own, the container's word no label's: h29 H3)
        elif inner and not keys <= _ABC:
            statements += _flat(line, inner, prefix + (key, " "))
        else:
            statements.append(prefix + (key, " :: ", value))
    return statements


def _opened(line, start, stop):
    """The pairs of a record line[start:stop] that opens with '{' or 'Name(' and closes with its
    bracket, else None."""
    opener = _OPENER.match(line, start, stop)
    if opener is None or line[start:stop].rstrip()[-1:] != _CLOSER[opener.group(1) or opener.group(2)]:
        return None
    return _pairs(line, opener.end(), start + len(line[start:stop].rstrip()) - 1)


# A record's label before it ('below threshold: {', 'below = {', 'x = {'): said in its keys where they
# are the arrays' names ('below x :: 100024'), or where it is an array's name ('x below :: 100024')
# (or a struct's type name between: 'cpu = Stats { n: 1000, ... }', 'res = Result(n=1000, ...)', 'result: Stats {')
_NAMED_RECORD = re.compile(r"[ \t]*([A-Za-z][\w \t.-]{0,60}?)[ \t]*(?:::|:|=)[ \t]*(?=(?:[A-Za-z_][\w.]{0,60}[ \t]{0,4})?[{(])")


def _arrays_only(name):
    words = words_of(name)  # ('x', 'Y array'; not 'results', a struct's name)
    return bool(words) and set(words) <= {"x", "y", "array", "arr"} and _which_array(words) is not None


def _record(line, opened):
    """A statement for each of a record's fields, where the line is one: opened, a dict or struct
    within its brackets ('{...}', 'Stats { ... }'); else three key: value pairs or more and nothing
    else ('n: 1000, below_x: 100024, below_y: 12'; two are prose's clauses), or a key whose value is
    a record (a pretty-printed JSON's '"x": {"below": 100024, "fraction": 0.100024},'). Not a, b and c
    alone (the constants). None for any other line."""
    text = line.rstrip().rstrip(",")
    if not opened and not _KEY.match(line, 0, len(text)):
        return None  # (most lines: not a key first)
    named = _NAMED_RECORD.match(line, 0, len(text)) if opened else None
    pairs = _opened(line, named.end() if named else 0, len(text)) if opened else _pairs(line, 0, len(text))
    if not pairs or {line[slice(*key)].lower() for key, _ in pairs} <= _ABC:
        return None
    label = named.span(1) if named and (_arrays_only(named.group(1)) or all(
        _arrays_only(line[slice(*key)]) for key, _ in pairs)) else None
    statements = _flat(line, pairs, (label, " ") if label else ())
    if not opened and len(pairs) < 3 and len(statements) <= len(pairs):
        return None
    numbered = sum(any(c.isdigit() for c in line[slice(*statement[-1])]) for statement in statements)
    return tuple(statements) if len(statements) >= 2 and numbered >= 2 else None
