"""statements.py - the statements of one line of an output, each then read as a line of its own:
a line that gives each array its value (`Number of elements below threshold: X = 100024, Y =
12`), a Python dict, a Rust, Go or Python struct printed on one line (`{'n': 1000, 'below_x':
100024}`, `Stats { n: 1000, below_x: 100024 }`, `Summary(n=1000, ...)`), and prose's clauses (`X
has 100024 elements below threshold and Y has 12`, `Output array: 12 elements below threshold,
fraction 1.2e-05`). What a line's statements are depends on its pattern of digits only, so
fields.py works it out once per pattern (prepare) and cuts each line by it (split). Part of the
grader; pure functions.

    begin, plan = prepare(line)      # plan: None (one statement), or each statement's pieces
    for part in split(line[begin:], plan): ...
"""
import re

from .layout import place
from .constants import WEIGHT
from .expressions import without_expressions
from .words import SIZE_KINDS, OTHER_WORDS, RANK_TAG, X_WORDS, Y_WORDS, _numbers, _which_array, last_place, words_of

# A plan is a tuple of statements, each a tuple of pieces: a (start, stop) span of the line or a
# text of its own (' :: '), joined into the statement's line.


def split(line, plan):
    """The lines a plan makes of a line (the line itself where it has none)."""
    if plan is None:
        return (line,)
    if plan[0] == _IF_A_PAIR:  # 'X: (100024, 0.100024)': a count and its fraction, where they agree
        if not _count_and_fraction(line[slice(*plan[1])], line[slice(*plan[2])]):
            return (line,)
        plan = plan[3:]
    return tuple("".join(line[piece[0]:piece[1]] if isinstance(piece, tuple) else piece for piece in statement)
                 for statement in plan)


def prepare(line):
    """(where the line's text begins: after a rank's tag ('[rank 0] '), its plan or None), a pure
    function of the line's pattern of digits."""
    tag = RANK_TAG.match(line)
    begin = tag.end() if tag else 0
    line = line[begin:]
    prefix = _pair(line) or _both_arrays(line) or _array_prefix(line)
    if prefix is not None:
        return begin, prefix
    if line.rstrip(" \t.,;")[-1:] == ")":
        aside = _aside(line)
        if aside is not None:
            return begin, aside
    plan = _record(line, opened=True) if line.rstrip(" \t,")[-1:] in ("}", ")") else None  # (most: not closed)
    listed = "," in line or ";" in line
    if plan is None and line.count("=") + line.count(":") >= 2:
        plan = _each_array(line) or (_record(line, opened=False) if listed or "::" not in line
                                     and _PAIRS_APART.fullmatch(line) else None)
    if plan is None and (listed or " and " in line or ". " in line or " but " in line or " while " in line
                         or " whereas " in line or " AND " in line or " And " in line):
        plan = _clauses(line)
    if plan is None and "+" in line:
        plan = _sizes_apart(line)
    return begin, plan


# 'n=1000 n+2=1002': sizes side by side, one named by a sum (no key of a record: _KEY has no '+').
_SIZE_PAIR = r"[A-Za-z][\w+*^-]{0,15}[ \t]*[=:][ \t]*\d+"
_SIZES_APART = re.compile(rf"[ \t]*(?:{_SIZE_PAIR}[ \t]*[,;]?[ \t]*){{2,6}}")


def _sizes_apart(line):
    if not _SIZES_APART.fullmatch(line):
        return None
    pairs = [m.span() for m in re.finditer(_SIZE_PAIR, line)]
    return tuple((span,) for span in pairs) if any("+" in line[a:b].partition("=")[0] for a, b in pairs) else None


# A size, then sizes in brackets after it, each named by words of its own ('Grid: n = 1000 (1002 with
# ghost cells)', 'n = 1000 (grid 1002 x 1002 = 1004004 elements, 1000000 inner)').
_GRIDS = {"grid", "mesh", "domain", "matrix"}
_WORDS_FIRST = re.compile(r"[ \t]*([A-Za-z][A-Za-z _-]*)")  # (greedy, nothing after it: no backtracking)
_NUMBER_START = re.compile(r"[+-]?\.?\d")


def _aside(line):
    """A statement for the size before the brackets and one for each size in them, a clause's words
    before its number its label ('grid: 1002 x 1002 = 1004004 elements'); None where the line is no
    size's or the brackets name none (a clause with no number of its own: 'n+2')."""
    close = len(line.rstrip(" \t.,;")) - 1
    opened = line.rfind("(", 0, close)
    tail = line[close + 1:]  # (spaces and one '.', ',' or ';' at most)
    if opened < 0 or line[close] != ")" or ")" in line[opened:close] or sum(map(tail.count, ".,;")) > 1:
        return None
    end = len(line[:opened].rstrip(" \t"))
    if "(" in line[:end] or ")" in line[:end] or not _DIGIT.search(line, 0, end) \
            or place(line[:end]).kind not in SIZE_KINDS:
        return None
    statements = [((0, end),)]
    for a, b in _items(line, opened + 1, close):
        if not _DIGIT.search(without_expressions(line[a:b])):
            continue
        words = _WORDS_FIRST.match(line, a, b)
        named = words and words.group(1)[-1:] in " \t" and _NUMBER_START.match(line, words.end(), b)
        cut = (words.start(1), words.start(1) + len(words.group(1).rstrip(" \t"))) if named else None
        statement = (cut, ": ", (words.end(), b)) if named else ((a, b),)
        placed = place("".join(line[slice(*p)] if isinstance(p, tuple) else p for p in statement))
        if placed.kind in SIZE_KINDS or named and set(words_of(line[slice(*cut)])) <= _GRIDS:  # (a grid's product:
            statements.append(statement)                                                     # fields._shape's)
    return tuple(statements) if len(statements) > 1 else None


def parts(line, prepared=None):
    """The line after its rank's tag, or a line for each of its statements."""
    begin, plan = prepared or prepare(line)
    return split(line[begin:], plan)


# --- an array's name before the line's first separator, naming the fields after it -------------------

# 'x: number below threshold = 100024, fraction = 0.100024', 'Before smoothing: number below threshold =
# 12': the name (words of an array's only) and the rest of the line, with separators of its own.
_ARRAY_PREFIX = re.compile(r"[ \t]*([A-Za-z][A-Za-z _-]{0,40}?)[ \t]*(?:::|:)(?!:)[ \t]*(?=[A-Za-z][^=:\d]*[=:][ \t]*[+-]?\.?\d)")
_PREFIX_WORDS = X_WORDS | Y_WORDS | {"array", "matrix", "grid", "smoothing", "the", "of", "for", "in", "data"}


def _array_prefix(line):
    """A statement for each statement of the rest of the line, each with the array's name before it
    ('x number below threshold = 100024', 'x fraction = 0.100024'), where the words before the first
    separator name one array and nothing else, and the rest has a separator of its own; else None."""
    m = _ARRAY_PREFIX.match(line)
    words = words_of(m.group(1)) if m else ()
    if not m or _which_array(words) is None or not set(words) <= _PREFIX_WORDS:
        return None
    at = m.end()
    _, plan = prepare(line[at:])
    if plan is not None and plan[0] == _IF_A_PAIR:
        return None
    rest = plan or (((0, len(line) - at),),)
    statements = []
    for statement in rest:
        shifted = tuple((piece[0] + at, piece[1] + at) if isinstance(piece, tuple) else piece for piece in statement)
        text = "".join(line[slice(*p)] if isinstance(p, tuple) else p for p in shifted)
        named = _which_array(words_of(text)) is not None
        statements.append(shifted if named else (m.span(1), " ") + shifted)
    return tuple(statements)


# 'X: (100024, 0.100024)': an array's count and fraction, read as such where the fraction is one the
# count makes of a square (n^2) to its printed places; whether it is, split() sees (a plan is a
# function of the pattern of digits, the check of the digits).
_PAIR = re.compile(r"[ \t]*([A-Za-z][A-Za-z _-]{0,40}?)[ \t]*(?:::|:|=)[ \t]*[(\[][ \t]*(\d+)[ \t]*[,;][ \t]*"
                   r"((?:\d+\.\d*|\.\d+)(?:[eE][+-]?\d+)?|\d+[eE]-\d+)[ \t]*[)\]][ \t]*")
_IF_A_PAIR = "if a pair"
LETTER_WORD = re.compile(r"[A-Za-z]{2}")


def _pair(line):
    m = _PAIR.fullmatch(line)
    words = words_of(m.group(1)) if m else ()
    if not m or _which_array(words) is None or not set(words) <= _PREFIX_WORDS:
        return None
    return (_IF_A_PAIR, m.span(2), m.span(3), (m.span(1), " elements below threshold :: ", m.span(2)),
            (m.span(1), " fraction below threshold :: ", m.span(3)))


def _count_and_fraction(count_text, fraction_text):
    count, fraction = int(count_text), float(fraction_text)
    if count == 0 or fraction <= 0 or fraction > 1:
        return count == 0 and fraction == 0
    side = round((count / fraction) ** 0.5)
    return any(abs(count / m ** 2 - fraction) <= last_place(fraction_text) / 2 * (1 + 1e-9)
               for m in (side - 1, side, side + 1) if m > 0)


# One label naming both arrays, then their two values in that order ('Below threshold (X, Y): 100024
# 12', 'Below 0.1 in x and y: 100024 and 12', 'x, y below 0.1: 100024, 12'), or the values first
# ('100024 and 12 elements below 0.1 in x and y'). The label may hold numbers of its own (0.1).
_VALUE = r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?(?:[ \t]*%)?"
_APART = r"(?:[ \t]*(?:[,;/&]|\band\b)[ \t]*|[ \t]+)"
_TWO_AFTER = re.compile(rf"[ \t]*(?:::|:|=)[ \t]*({_VALUE}){_APART}({_VALUE})[ \t]*")
_TWO_BEFORE = re.compile(rf"[ \t]*({_VALUE}){_APART}({_VALUE})[ \t]+(?=[A-Za-z])")
_NAME = re.compile(r"[A-Za-z]\w{0,15}")
_JOINER = re.compile(r"[ \t]*(?:,[ \t]*(?:and\b)?|/|&|\band\b)[ \t]*")


def _both_arrays(line):
    """A statement for each array a label names both of ('label (x) :: value'), its values in the
    order of the names; else None."""
    if ":" in line or "=" in line:
        at = next((m for m in _TWO_AFTER.finditer(line) if m.end() == len(line)), None)
        label = (0, at.start()) if at else None
    else:
        at = _TWO_BEFORE.match(line)
        label = (at.end(), len(line)) if at else None
    if at is None:
        return None
    pair = _named_pair(line, *label)
    if pair is None:
        return None
    (cut_start, cut_end), names = pair
    return tuple(((label[0], cut_start), " ", (cut_end, label[1]), " (", name, ") :: ", at.span(g))
                 for name, g in zip(names, (1, 2)))


def _named_pair(line, start, stop):
    """((where the names are, with their brackets), (each name's span)): the one place in the label
    line[start:stop] where two words next to each other ('x and y', '(X, Y)', 'input/output') name
    the two arrays, the rest of it words of a label; else None."""
    names = [m for m in _NAME.finditer(line, start, stop) if m.group().lower() != "and"]
    found = [(a, b) for a, b in zip(names, names[1:]) if _JOINER.fullmatch(line, a.end(), b.start())]
    arrays = [(a, b) for a, b in found if {_which_array(words_of(a.group())), _which_array(words_of(b.group()))}
              == {"x", "y"}]
    if len(arrays) != 1:
        return None
    a, b = arrays[0]
    cut_start, cut_end = a.start(), b.end()
    before, after = line[start:cut_start].rstrip(" \t"), line[cut_end:stop].lstrip(" \t")
    if before.endswith("(") and after.startswith(")"):  # '(X, Y)': the brackets go with the names
        cut_start, cut_end = start + len(before) - 1, stop - len(after) + 1
    rest = line[start:cut_start] + " " + line[cut_end:stop]
    if not LETTER_WORD.search(rest):
        return None
    return (cut_start, cut_end), (a.span(), b.span())


# --- a line that gives each array its value ---------------------------------------------------------

# 'name = value' where the name is an array's ('X = 100024, Y = 12', 'x: 0.100024  y: 1.2e-05')
_TWO_VALUES = re.compile(r"[=:][ \t]*[+-]?\.?\d.*?[=:][ \t]*[+-]?\.?\d")
_NAMED_VALUE = re.compile(r"\b([A-Za-z][A-Za-z_]{0,15})\s*(?:=|:|::)\s*(?=[+-]?\.?\d)")
_TRIM = " \t:=-,;"


def _each_array(line):
    """A statement for each array ('Number of elements below threshold (X) :: 100024'): the words
    before the first name, the name, the value and what follows it; None where the line does not
    name two arrays."""
    if not _TWO_VALUES.search(line):
        return None
    named = [m for m in _NAMED_VALUE.finditer(line) if _which_array(words_of(m.group(1))) is not None]
    if len(named) < 2 or len({_which_array(words_of(m.group(1))) for m in named}) < 2:
        return None
    prefix = (0, len(line[:named[0].start()].rstrip(_TRIM)))
    ends = [m.start() for m in named[1:]] + [len(line)]
    return tuple((prefix, " (", m.span(1), ") :: ", (m.end(), m.end() + len(line[m.end():stop].rstrip(" ,;"))))
                 for m, stop in zip(named, ends))


# --- a record on one line: a dict, a struct ----------------------------------------------------------

_OPENER = re.compile(r"[ \t]*(?:[A-Za-z_][\w.:]*[ \t]*(?:=[ \t]*)?)?([{(])[ \t]*")  # '{', 'Stats {', 'Summary(', 'x = {'
_CLOSER = {"{": "}", "(": ")"}
_KEY = re.compile(r"[ \t]*(?:'([^'\n]{1,60})'|\"([^\"\n]{1,60})\"|([A-Za-z_][\w.\-]{0,59}))[ \t]*(?:=>|::|:|=)[ \t]*")
_PAIRS = re.compile(r"[A-Za-z_]\w*[:=]\S")  # Go's %+v: '{N:1000 BelowX:100024}'
_PAIRS_APART = re.compile(r"\s*(?:[A-Za-z_]\w*[:=][^\s:=]+\s*){3,}")  # 'threshold=0.1 a=0.05 b=0.1 c=0.4'
_ABC = {"a", "b", "c"}


def _items(line, start, stop):
    """The (start, stop) spans of line[start:stop] between its commas (or semicolons) outside brackets
    and quotes."""
    spans, depth, quote, at = [], 0, "", start
    for i in range(start, stop):
        c = line[i]
        if quote:
            quote = "" if c == quote else quote
        elif c in "'\"" and (i == start or not line[i - 1].isalnum()):
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c in ",;" and depth == 0:
            spans.append((at, i))
            at = i + 1
    spans.append((at, stop))
    return spans


def _pairs(line, start, stop):
    """[(key span, value span)] of a record's inside, else None (a piece that is no 'key: value', or
    a value with a separator of its own: 'X = 100024' is no record's value)."""
    pieces = _items(line, start, stop)
    if len(pieces) == 1 and _PAIRS.match(line, start + len(line[start:stop]) - len(line[start:stop].lstrip())):
        pieces = [m.span() for m in re.finditer(r"\S+", line[start:stop])]  # Go: 'N:1000 Row:1002'
        pieces = [(start + a, start + b) for a, b in pieces]
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
        pairs.append((key.span(next(g for g in (1, 2, 3) if key.group(g) is not None)), value))
    return pairs or None


def _outside_brackets(text):
    return re.sub(r"\([^()]*\)|\[[^\[\]]*\]|\{[^{}]*\}|'[^']*'|\"[^\"]*\"", "", text)


def _flat(line, pairs, prefix=()):
    """A statement 'key :: value' for each pair, a record's value opened into its own pairs, the
    keys joined ('x below :: 100024'); constants {a: .., b: .., c: ..} stay one value."""
    statements = []
    for key, value in pairs:
        inner = _opened(line, *value)
        keys = {line[slice(*k)].lower() for k, _ in inner} if inner else set()
        if inner and not keys <= _ABC:
            statements += _flat(line, inner, prefix + (key, " "))
        else:
            statements.append(prefix + (key, " :: ", value))
    return statements


def _opened(line, start, stop):
    """The pairs of a record line[start:stop] that opens with '{' or 'Name(' and closes with its
    bracket, else None."""
    opener = _OPENER.match(line, start, stop)
    if opener is None or line[start:stop].rstrip()[-1:] != _CLOSER[opener.group(1)]:
        return None
    return _pairs(line, opener.end(), start + len(line[start:stop].rstrip()) - 1)


def _record(line, opened):
    """A statement for each of a record's fields, where the line is one: opened, a dict or struct
    within its brackets ('{...}', 'Stats { ... }'); else three key: value pairs or more and nothing
    else ('n: 1000, below_x: 100024, below_y: 12'; two are prose's clauses), or a key whose value is
    a record (a pretty-printed JSON's '"x": {"below": 100024, "fraction": 0.100024},'). Not a, b and c
    alone (the constants). None for any other line."""
    text = line.rstrip().rstrip(",")
    if not opened and not _KEY.match(line, 0, len(text)):
        return None  # (most lines: not a key first)
    pairs = _opened(line, 0, len(text)) if opened else _pairs(line, 0, len(text))
    if not pairs or {line[slice(*key)].lower() for key, _ in pairs} <= _ABC:
        return None
    statements = _flat(line, pairs)
    if not opened and len(pairs) < 3 and len(statements) <= len(pairs):
        return None
    numbered = sum(any(c.isdigit() for c in line[slice(*statement[-1])]) for statement in statements)
    return tuple(statements) if len(statements) >= 2 and numbered >= 2 else None


# --- prose: clauses ---------------------------------------------------------------------------------

# Where a clause ends: ', ', '; ', ' and ', ' but ', ' while ', ' whereas ', a sentence's end.
_BOUNDARIES = ((re.compile(r"[,;][ \t]*(?:(?:and|but|while|whereas)\b[ \t]*)?", re.IGNORECASE), ",;"),
               (re.compile(r"(?<=[ \t])(?:and|but|while|whereas)[ \t]+", re.IGNORECASE), ("and", "AND", "And", "but",
                                                                                      "while", "whereas")),
               (re.compile(r"(?<=[A-Za-z)])\.[ \t]+(?=[A-Z])"), (". ",)))  # (each looked for where its mark is)
# No clause ends within the constants named ('a = 0.05, b = 0.1 and c = 0.4'), a list of numbers
# ('0.05, 0.1, 0.4') or brackets.
_NUMBER_TEXT = r"(?<![\w.])[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eEdD][+-]?\d+)?(?![\d.])"  # (from its start only)
_NAMED_ABC = rf"(?:\b{WEIGHT}[ \t]*{_NUMBER_TEXT}(?:[ \t]*(?:,|;|\band\b)[ \t]*|[ \t]+)?){{2,}}"
_KEPT = re.compile(rf"{_NAMED_ABC}|{_NUMBER_TEXT}(?:[ \t]*,[ \t]*(?:and[ \t]+)?{_NUMBER_TEXT})+|\([^()]*\)|\[[^\[\]]*\]")
_CONSTANTS = re.compile(_NAMED_ABC)
_ARRAY_WORDS = X_WORDS | Y_WORDS
_LETTER, _DIGIT = re.compile(r"[A-Za-z]"), re.compile(r"\d")


def _clauses(line):
    """A statement for each clause of a line that says two fields or more, each clause with a
    number of its own: 'X has 100024 elements below threshold and Y has 12' (a clause that names
    only its array says the one before it of that array), 'Output array: 12 elements below
    threshold, fraction 1.2e-05'. None where at most one clause names a field."""
    cuts = sorted(m.span() for boundary, marks in _BOUNDARIES if any(mark in line for mark in marks)
                  for m in boundary.finditer(line))
    if not cuts or sum(bool(_LETTER.search(line, a, b)) for a, b in _joined(line, cuts, _DIGIT.search)) < 2 \
            or set(words_of(line)) & OTHER_WORDS:  # (two clauses of words and digits at least; not a rank's line:
        return None                               # 'n = 1000, 4 ranks, 250 rows each')
    kept = [m.span() for m in _KEPT.finditer(line)]
    numbers = [x for x in _numbers(line) if x[4]]
    cuts = [(start, end) for start, end in cuts if not any(a < end and start < b for a, b in kept)
            and not any(x[0] < end and start < x[1] for x in numbers)]
    merged = _joined(line, cuts, lambda line, a, b: any(a <= x[0] < b for x in numbers))
    if len(merged) < 2:
        return None
    statements, named, before = [], 0, None
    for start, stop in merged:
        placed = place(line[start:stop])
        if placed.kind is not None or _CONSTANTS.search(line, start, stop):  # (or 'a = 0.05, b = 0.1, c = 0.4')
            named += 1
            statements.append(((start, stop),))
            before = (start, placed) if placed.kind in ("below", "fraction") else None
            continue
        array = _which_array(words_of(line[start:stop]))
        if before is not None and array is not None and placed.value is not None:
            named += 1  # 'and Y has 12': the clause before's label, its array this one's
            statements.append(_as_before(line, before, array, start, placed))
            continue
        statements.append(((start, stop),))
    return tuple(statements) if named >= 2 else None


def _joined(line, cuts, numbered):
    """The clauses the cuts make, one with no number (numbered(line, start, stop)) joined to the next
    ('Each row and column holds 1002 ...'), the last to the one before it."""
    merged, at = [], 0
    for start, end in cuts + [(len(line), len(line))]:
        if merged and not numbered(line, *merged[-1]):
            merged[-1] = (merged[-1][0], start)
        else:
            merged.append((at, start))
        at = end
    if len(merged) > 1 and not numbered(line, *merged[-1]):
        merged[-2:] = [(merged[-2][0], merged[-1][1])]
    return merged


def _as_before(line, before, array, start, placed):
    """'elements below threshold (Y) :: 12': the label of the clause before (its words that name no
    array), this clause's array and value."""
    at, previous = before
    words = [(at + a + m.start(), at + a + m.end()) for a, b in previous.spans
             for m in re.finditer(r"[A-Za-z]+", line[at + a:at + b]) if m.group().lower() not in _ARRAY_WORDS]
    label = tuple(piece for span in words for piece in (span, " "))
    value = (start + placed.value[0], start + placed.value[0] + len(placed.value[2]))
    return label + (f"({array}) :: ", value)
