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

from .arrayprefix import ARRAY_PREFIX as _ARRAY_PREFIX, PREFIX_WORDS as _PREFIX_WORDS, THRESHOLD_GIVEN
from .beside import LETTER_WORD, UNIT_AFTER, shared_tail, items as _items, memories as _memories, memory_aside as _memory_aside, \
    memory_last as _memory_last, versions as _versions
from .clauses import clauses, fraction_apart
from .crosschecks import check_counts as _check_counts
from .checked import IF_TWO, count_and_fraction as _count_and_fraction, own_value as _own_value, two_apart
from .checked import two_results as _two_results, workers_first
from .constants import named_together
from .spaced import spaced
from .expressions import n_heading, sizes_apart as _sizes_apart, without_expressions
from .grids import grid_in_prose, product_first, qualified_shape, shapes_listed, size_in_brackets
from .inlinerecords import (_ABC, _CLOSER, _KEY, _NAMED_RECORD, _OPENER, _PAIRS, _PAIRS_APART,  # noqa: F401
                            _arrays_only, _flat, _opened, _outside_brackets, _pairs, _record)  # (a record on one line: inlinerecords.py)
from .keypairs import pairs_listed
from .layout import DIGIT as _DIGIT, place
from .ndescribed import described_end, same_kind
from .shapesentences import listed_then
from .pairs import axes_named, names_listed, pairs_apart, sizes_paired
from .words import RANK_TAG, SIZE_KINDS, X_WORDS, Y_WORDS, _which_array, classify, last_place, words_of

# A plan: a tuple of statements, each of pieces: a (start, stop) span of the line or a text (' :: ') joined in.


def split(line, plan):
    """The lines a plan makes of a line (the line itself where it has none)."""
    if not plan:  # (an empty plan: a line of no field, progress.row_progress's)
        return (line,) if plan is None else ()
    if plan[0] == _IF_A_PAIR:  # 'X: (100024, 0.100024)': a count and its fraction, where they agree
        if not _count_and_fraction(line[slice(*plan[1])], line[slice(*plan[2])]):
            return (line,)
        plan = plan[3:]
    elif plan[0] == IF_TWO:  # '(Y) :: 12, 13': two results, unless a count and the whole it is out of
        if not two_apart(line[slice(*plan[1])], line[slice(*plan[2])]):
            return (line,)
        plan = plan[3:]
    return tuple(line[statement[0][0]:statement[0][1]] if len(statement) == 1 and type(statement[0]) is tuple else
                 "".join(line[p[0]:p[1]] if isinstance(p, tuple) else p for p in statement) for statement in plan)


def prepare(line):
    """(where the line's text begins: after a rank's tag ('[rank 0] '), its plan or None), a pure
    function of the line's pattern of digits."""
    tag = RANK_TAG.match(line)
    begin = tag.end() if tag else 0
    line = line[begin:]
    if line.rstrip(" \t,")[-1:] == "]" and (java := _record(line, opened=True)) is not None:
        return begin, java  # Java's toString ('Result[n=1000, ..., a=0.05, b=0.1, c=0.4, ...]'), before the constants
    if line.rstrip(" \t,;")[-1:] in ("]", ")") and (listed := pairs_listed(line)) is not None:
        return begin, listed  # ('[('n', 1000), ('below_x', 100024), ...]': a dict's items, keypairs.py)
    together = named_together(line)  # 'Constants: a=0.05, b=0.1, c=0.4': one statement (what follows, its own)
    if together is not None:
        return begin, _then((0, together), line, together)
    tag = _N_TAG.match(line) if ":" in line else None  # 'n=1000: rows=1002, total=...' (a scaling loop's line)
    if tag is not None:
        return begin, _then(tag.span(1), line, tag.end())
    run = _N_AFTER_WORDS.match(line) if "n" in line or "N" in line else None  # 'Running with n=1000 below_x=100024 ...'
    if run is not None and set(words_of(run.group(1))) <= _RUN_WORDS and (_DIGIT.search(line, run.end())
                                                                       or place(line).kind is None):  # 'Input: n = 1000'
        aside = _BRACKETS_NEXT.match(line, run.end())  # 'For n = 1000 (1002 with ghost cells) there are ...'
        sizes = _aside(line[run.start(2):aside.end()]) if aside else None
        if sizes is not None:
            return begin, _then(run.span(2), line, aside.end(), sizes[1:], run.start(2))
        stop = described_end(line, run.end(), place) if aside is None else None  # ('... with n = 1000 inner points per side, ...')
        if stop is not None and same_kind(line, run.start(2), run.end(), stop, place):
            return begin, _then((run.start(2), stop), line, stop)
        return begin, _then(run.span(2), line, run.end())
    prefix = workers_first(line, prepare)
    prefix = prefix or _own_value(line) or _versions(line) or _check_counts(line) or _pair(line) or _both_arrays(line) or _two_results(line) \
        or _array_prefix(line)
    if prefix is None and ("=" in line or ":" in line):
        prefix = _names_tuple(line) or names_listed(line)
    if prefix is not None:
        return begin, prefix
    shapes = (listed_then(line, shapes_listed, prepare) or shapes_listed(line)) \
        if "x" in line or "by" in line or "*" in line or "\u00d7" in line else None  # (a sentence after the list: its own)
    if shapes is not None:  # 'Grid: 1000 x 1000 inner, 1002 x 1002 with ghost cells'
        return begin, shapes
    if line.rstrip(" \t.,;")[-1:] == ")":
        aside = _aside(line) or _memory_aside(line)
        if aside is not None:
            return begin, aside
    plan = _record(line, opened=True) if line.rstrip(" \t,")[-1:] in ("}", ")") else None  # (most: not closed)
    listed = "," in line or ";" in line
    if plan is None and line.count("=") + line.count(":") >= 2:
        plan = _each_array(line) or (_record(line, opened=False) if listed or "::" not in line
                                     and _PAIRS_APART.fullmatch(line) else None) or (None if listed else spaced(line))
    if plan is None and listed:
        plan = _memories(line)
    if plan is None and (listed or " and " in line or ". " in line or " but " in line or " while " in line
                         or " whereas " in line or " AND " in line or " And " in line):
        plan = clauses(line, _aside)
    if plan is None and listed:  # ('Arrays: 1002 x 1002, 0.00374021 GB each')
        plan = _memory_last(line, qualified_shape, prepare)
    if plan is None and ("+" in line or "=" in line or ":" in line):
        plan = _sizes_apart(line, lambda piece: place(piece).kind in SIZE_KINDS)
    if plan is None and ("n" in line or "N" in line):  # ('==== Results for N = 1000 ====')
        plan = _n_after_words(line) or n_heading(line, place)
    plan = plan if plan is not None or "  " not in line else spaced(line) or fraction_apart(line, _aside)  # (Fortran's)
    two = plan is None and (line.count("=") + line.count(":") >= 2 or "|" in line)  # 'n=1000 rows=1002', 'n: 1000  rows: 1002'
    plan = pairs_apart(line) if two else plan
    return begin, plan if plan is not None else grid_in_prose(line) or size_in_brackets(line)  # ('Smoothing a 1000 x 1000 grid')


# 'Running with n=1000', 'Running with n = 1000, a = 0.05, ...': words of a run's start, then n given its
# value: n a statement of its own, the rest of the line another.
# ('Arguments: n=1000, threshold=0.1', 'Input: n=1000 threshold=0.1': a run's arguments, named)
_N_AFTER_WORDS = re.compile(r"[ \t]*([A-Za-z][A-Za-z \t-]{0,60}?)(?:[ \t]{0,3}:)?[ \t]+(n[ \t]*[=:][ \t]*\d+)(?![\d.])",
                            re.IGNORECASE)
_N_TAG = re.compile(r"[ \t]*([nN][ \t]*=[ \t]*\d+)[ \t]*:(?!:)[ \t]*(?![nN][ \t]*=)(?=[A-Za-z][\w \t]{0,40}[=:][ \t]*\d"
                    r"|\d+[ \t]*(?:[x\u00d7*]|by)[ \t]*\d)")  # (or a grid's shape: 'n = 1000: 1002 x 1002 = ...')
_RUN_WORDS = {"running", "run", "runs", "with", "for", "solving", "using", "starting", "start", "now", "problem",
              "test", "testing", "case", "benchmark", "warm", "up", "warmup", "and", "at", "smoothing", "computing",
              "arguments", "argument", "args", "parameters", "params", "input", "inputs", "settings", "options",
              "config", "configuration", "command", "line", "ran", "i", "we", "my", "our", "program", "code", "the",
              "summary", "result", "results", "output", "report", "stats", "statistics", "final"}  # ('Summary: n=1000, ...')
_BRACKETS_NEXT = re.compile(r"[ \t]*\([^()]*\)")


def _then(first, line, end, more=(), at=0):
    """A plan: the span `first` one statement (then the statements `more`, of the line from `at`), the
    line after `end` planned on its own."""
    rest = len(line) - len(line[end:].lstrip(" \t,;."))
    plan = prepare(line[rest:])[1] if rest < len(line) else None
    if plan is None or plan[0] in (_IF_A_PAIR, IF_TWO):
        plan = (((0, len(line) - rest),),) if rest < len(line) else ()
    more = tuple(tuple((p[0] + at, p[1] + at) if isinstance(p, tuple) else p for p in statement) for statement in more)
    return ((first,),) + more + tuple(tuple((p[0] + rest, p[1] + rest) if isinstance(p, tuple) else p
                                     for p in statement) for statement in plan)


def _n_after_words(line):
    m = _N_AFTER_WORDS.match(line)
    if not m or not set(words_of(m.group(1))) <= _RUN_WORDS or place(line).kind is not None:
        return None
    rest = (m.end(), len(line))
    return ((m.span(2),),) + (((rest,),) if _DIGIT.search(line, *rest) else ())


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
    head = ((0, end),) if place(line[:end]).kind in SIZE_KINDS or qualified_shape(line[:end]) \
        else product_first(line, 0, end)  # ('Domain: 1000 x 1000 cells (1002 x 1002 with ghost cells)')
    if "(" in line[:end] or ")" in line[:end] or not _DIGIT.search(line, 0, end) or head is None:
        return None
    heads = _head(line, end) if head == ((0, end),) else (head,)  # ('n = 1000, array 1002 x 1002 = ...')
    statements = list(heads)
    for a, b in _items(line, opened + 1, close):
        if not _DIGIT.search(without_expressions(line[a:b])):
            continue
        words = _WORDS_FIRST.match(line, a, b)
        named = words and words.group(1)[-1:] in " \t" and _NUMBER_START.match(line, words.end(), b)
        cut = (words.start(1), words.start(1) + len(words.group(1).rstrip(" \t"))) if named else None
        statement = (cut, ": ", (words.end(), b)) if named else product_first(line, a, b) or ((a, b),)
        text = "".join(line[slice(*p)] if isinstance(p, tuple) else p for p in statement)
        kind = place(text).kind  # (a size's, or the memory's with its unit: '..., 0.00374021 GB each)')
        if kind in SIZE_KINDS or kind == "memory" and UNIT_AFTER.search(text) or named \
                and set(words_of(line[slice(*cut)])) <= _GRIDS or qualified_shape(text):  # ('arrays are 1002 x 1002')
            statements.append(statement)
        elif named and qualified_shape(line[words.end():b]):  # ('a ghost layer around 1000 by 1000 inner points': the
            statements.append(((words.end(), b),))  # words before it the ring's, the shape after them its own)
    return tuple(statements) if len(statements) > len(heads) else None


def parts(line, prepared=None):
    """The line after its rank's tag, or a line for each of its statements."""
    begin, plan = prepared or prepare(line)
    return split(line[begin:], plan)


# --- an array's name before the line's first separator, naming the fields after it (arrayprefix.py) ---

_TYPED_RECORD = re.compile(r"[ \t]{0,8}[A-Za-z_]\w{0,40}[ \t]{0,4}[{(]")  # (a type's name and its opening bracket)


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
    if plan is not None and plan[0] in (_IF_A_PAIR, IF_TWO):
        return None
    rest = plan or (((0, len(line) - at),),)
    statements, arrays = [], set()
    for statement in rest:
        shifted = tuple((piece[0] + at, piece[1] + at) if isinstance(piece, tuple) else piece for piece in statement)
        text = "".join(line[slice(*p)] if isinstance(p, tuple) else p for p in shifted)
        named = _which_array(words_of(text))
        arrays.add(named)
        statements.append(shifted if named is not None else (m.span(1), " ") + shifted)
    # (a typed record after it naming both arrays: the words before it the record's name, no array's: 'result: Stats {
    # ..., below_x: 100024, below_y: 12 }'; 'Result: X = 100025; Y = 12' is still each array's statement)
    return None if {"x", "y"} <= arrays and _TYPED_RECORD.match(line, at) else tuple(statements)


# 'X: (100024, 0.100024)': an array's count and fraction, read as such where the fraction is one the
# count makes of a square (n^2) to its printed places; whether it is, split() sees (a plan is a
# function of the pattern of digits, the check of the digits).
_PAIR = re.compile(r"[ \t]*([A-Za-z][A-Za-z _-]{0,40}?)[ \t]*(?:::|:|=)[ \t]*[(\[][ \t]*(\d+)[ \t]*[,;][ \t]*"
                   r"((?:\d+\.\d*|\.\d+)(?:[eE][+-]?\d+)?|\d+[eE]-\d+)[ \t]*[)\]][ \t]*")
_IF_A_PAIR = "if a pair"


def _pair(line):
    m = _PAIR.fullmatch(line)
    words = words_of(m.group(1)) if m else ()
    if not m or _which_array(words) is None or not set(words) <= _PREFIX_WORDS:
        return None
    return (_IF_A_PAIR, m.span(2), m.span(3), (m.span(1), " elements below threshold :: ", m.span(2)),
            (m.span(1), " fraction below threshold :: ", m.span(3)))


# One label naming both arrays, then their two values in that order ('Below threshold (X, Y): 100024
# 12', 'Below 0.1 in x and y: 100024 and 12', 'x, y below 0.1: 100024, 12'), or the values first
# ('100024 and 12 elements below 0.1 in x and y'). The label may hold numbers of its own (0.1).
_VALUE = r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?(?:[ \t]*%)?"
_APART = r"(?:[ \t]*(?:[,;/&]|->|=>|\u2192|\band\b)[ \t]*|[ \t]+)"  # ('before -> after: 100024 -> 12')
_TWO_AFTER = re.compile(rf"(?:::|:|=)[ \t]*(?:([(\[])[ \t]*)?({_VALUE}){_APART}({_VALUE})[ \t]*([)\]]?)[ \t]*")
_PAIRED = {("", ""), ("(", ")"), ("[", "]")}  # the two values bare, or in one pair of brackets: '(100024, 12)'
_TWO_BEFORE = re.compile(rf"[ \t]*({_VALUE}){_APART}({_VALUE})[ \t]+(?=[A-Za-z])")
_NAME = re.compile(r"[A-Za-z]\w{0,40}")
_JOINER = re.compile(r"[ \t]*(?:,[ \t]*(?:and\b)?|/|&|->|=>|\u2192|\band\b)[ \t]*")
_SPACED = re.compile(r"[ \t]+")  # names one space apart in their own brackets: numpy's, MATLAB's '[x y]', '(x y)'


def _both_arrays(line):
    """A statement for each array a label names both of ('label (x) :: value'), its values in the
    order of the names; else None."""
    if ":" in line or "=" in line:
        *_, last, at = [None, None] + list(_TWO_AFTER.finditer(line))  # (from its sign: blanks before it quadratic)
        at = at if at and at.end() == len(line) and (at.group(1) or "", at.group(4)) in _PAIRED else None
        label = (0, max(last.end() if last else 0, len(line[:at.start()].rstrip(" \t")))) if at else None
    else:
        at = _TWO_BEFORE.match(line)
        label = (at.end(), len(line)) if at else None
    if at is None:
        return None
    pair = _named_pair(line, *label)
    groups = (1, 2) if at.re is _TWO_BEFORE else (2, 3)
    if pair is None:  # ('Total/inner elements: 1004004/1000000': two sizes)
        return sizes_paired(line, label, at.span(groups[0]), at.span(groups[1]))
    (cut_start, cut_end), names = pair
    if not LETTER_WORD.search(line[label[0]:cut_start] + " " + line[cut_end:label[1]]):
        return tuple((name, " :: ", at.span(g)) for name, g in zip(names, groups))  # 'below_x, below_y = (.., ..)'
    return tuple(((label[0], cut_start), " ", (cut_end, label[1]), " (", name, ") :: ", at.span(g))
                 for name, g in zip(names, groups))


# Names in a tuple given values in one ('(n, below_x, below_y) = (1000, 100024, 12)': Julia's @show of a
# tuple, Python's 'n, below_x = 1000, 100024'), as many of each, bracketed alike: each name its value's label.
# A name may be a size's expression ('n, n+2 = 1000 1002': Python's print("n, n+2 =", n, n+2), its values
# apart by spaces).
_GHOSTED = r"\([ \t]*[A-Za-z_]\w{0,40}[ \t]*\+[ \t]*\d{1,3}[ \t]*\)"  # '(n+2)'
_TUPLE_NAME = rf"(?:{_GHOSTED}|[A-Za-z_]\w{{0,40}})(?:[ \t]*(?:\+|\*\*?|\^)[ \t]*(?:\w{{1,10}}|{_GHOSTED})){{0,3}}"
_NAME_ITEM = re.compile(r"[^,\s](?:[^,]*[^,\s])?")
# (blanks after a bracket only where there is one: two runs side by side were quadratic in a line's blanks)
_NAMES = re.compile(rf"[ \t]*(\(?)(?:(?<=\()[ \t]*)?({_TUPLE_NAME}(?:[ \t]*,[ \t]*{_TUPLE_NAME}){{1,9}})[ \t]*(\)?)"
                    rf"(?:(?<=\))[ \t]*)?(?:=|::?)[ \t]*(\(?)(?:(?<=\()[ \t]*)?({_VALUE}(?:(?:[ \t]*,[ \t]*|[ \t]+){_VALUE}){{1,9}})"
                    rf"[ \t]*(\)?)(?:(?<=\))[ \t]*)?(?:,[ \t]*)?")


def _names_tuple(line):
    m = _NAMES.fullmatch(line)
    if not m or m.group(1) + m.group(3) not in ("", "()") or m.group(4) + m.group(6) != m.group(1) + m.group(3):
        return None
    names = list(_NAME_ITEM.finditer(line, m.start(2), m.end(2)))
    values = [v for v in re.finditer(_VALUE, line[:m.end(5)]) if v.start() >= m.start(5)]
    if len(names) != len(values) or {n.group().lower() for n in names} <= _ABC:
        return None  # ('(a, b, c) = (0.05, 0.1, 0.4)': the constants, one value)
    return tuple((n.span(), " :: ", v.span()) for n, v in zip(names, values))


def _named_pair(line, start, stop):
    """((where the names are, with their brackets), (each name's span)): the one place in the label
    line[start:stop] where two words next to each other ('x and y', '(X, Y)', '[x, y]', 'input/output')
    name the two arrays, the rest of it words of a label; or two variables' names that are a label
    each, the same words but the array's ('below_x, below_y', 'x_frac, y_frac'); else None."""
    names = [m for m in _NAME.finditer(line, start, stop) if m.group().lower() != "and"]
    found = [(a, b) for a, b in zip(names, names[1:]) if _JOINER.fullmatch(line, a.end(), b.start()) or _SPACED.fullmatch(
        line, a.end(), b.start()) and line[a.start() - 1:a.start()] + line[b.end():b.end() + 1] in ("()", "[]")]
    arrays = [(a, b) for a, b in found if {_which_array(words_of(a.group())), _which_array(words_of(b.group()))}
              == {"x", "y"}]
    if len(arrays) != 1:
        return None
    a, b = arrays[0]
    cut_start, cut_end = a.start(), b.end()
    before, after = line[start:cut_start].rstrip(" \t"), line[cut_end:stop].lstrip(" \t")
    if before[-1:] + after[:1] in ("()", "[]"):  # '(X, Y)', '[x, y]': the brackets go with the names
        cut_start, cut_end = start + len(before) - 1, stop - len(after) + 1
    rest = line[start:cut_start] + " " + line[cut_end:stop]
    if not LETTER_WORD.search(rest) and not _variables(a.group(), b.group()) or axes_named(rest):
        return None
    return (cut_start, cut_end), (a.span(), b.span())


def _variables(a, b):
    """Whether two names are variables', each a label of the same words with its array's
    ('below_x', 'below_y'; 'count_X', 'count_Y'), not the arrays' names alone ('x', 'y')."""
    words = [[w for w in words_of(name) if w not in X_WORDS | Y_WORDS] for name in (a, b)]
    return bool(words[0]) and words[0] == words[1]


# --- a line that gives each array its value ---------------------------------------------------------
# 'name = value' where the name is an array's ('X = 100024, Y = 12', 'x: 0.100024  y: 1.2e-05')
_TWO_VALUES = re.compile(r"[=:][ \t]*[+-]?\.?\d.*?[=:][ \t]*[+-]?\.?\d")
_NAMED_VALUE = re.compile(r"\b([A-Za-z][A-Za-z_]{0,15}(?:<=?[A-Za-z_]{1,9}(?![\w<]))?)\s*(?:=|:|::)\s*(?=[+-]?\.?\d)")
# (a comparison's name glued as a key: 'x<t=100024 y<t=12', issue 66's key=value items)
_TRIM = " \t:=-,;"
_VALUE_GIVEN = re.compile(r"[=:][ \t]*[+-]?\.?\d[\w.+-]*(?:,[+-]?\.?\d[\w.+-]*){0,8}")  # ('abc=0.05,0.1,0.4': one value)


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
    values = [(m.end(), m.end() + len(line[m.end():stop].rstrip(" ,;"))) for m, stop in zip(named, ends)]
    given = [m for m in _VALUE_GIVEN.finditer(line, 0, named[0].start())  # (not a threshold's in the label: 'Below
             if not THRESHOLD_GIVEN.search(line, max(0, m.start() - 24), m.start())]  # threshold (t=0.1): x = ...')
    if given:  # 'n=1000 below_x=100024 below_y=12' (f"{n=} {below_x=} {below_y=}"), 'n=500: below threshold X=24914
        end = given[-1].end()  # Y=4': what gives a value before the names planned on its own, the words after
        comma = max(line.rfind(",", end, named[0].start()), line.rfind(";", end, named[0].start()))  # it their label, but
        end = comma if comma >= 0 else end  # words before a comma its own ('mem=0.0037 GB, below_x=...')
        words = (end + len(line[end:prefix[1]]) - len(line[end:prefix[1]].lstrip(_TRIM)), prefix[1])
        label = (words, " (") if LETTER_WORD.search(line[slice(*words)]) else ()
        values, items = _items_cut(line, named, values)
        return _head(line, end) + tuple((*label, m.span(1), ") :: " if label else " :: ", value)
                                        for m, value in zip(named, values)) + items
    values, items = _items_cut(line, named, values)
    tails = shared_tail(line, values, classify) if not prefix[1] else [""] * len(values)  # ('x: 100024 below t, y: 12')
    return tuple((prefix, " (", m.span(1), ") :: ", value, tail) for m, value, tail in zip(named, values, tails)) + items


# A record's item after an array's value ('x_count=100024 y_count=13 n=1000 t=0.1'): a name, '=' and a digit, after
# a blank, with no blank around the '='
_ARRAYS_ITEM = re.compile(r"[A-Za-z]\w{0,20}[xyXY]|[xyXY]_\w{1,20}")
_ITEM_AFTER = re.compile(r"[ \t,;]([A-Za-z]\w{0,20})=(?=[+-]?\.?\d)")


def _items_cut(line, named, values):
    """(values, statements): where the arrays are a record's items ('y_count=13', no blank around the '=') and
    other items follow a value ('y_count=13 n=1000 t=0.1'), the value cut before them and those items planned as
    a line of their own (before, 'n=1000' was read with y's value: the 13 lost, a wrong count passed)."""
    if any(" " in m.group() or "\t" in m.group() for m in named):
        return values, ()
    cut, rest = [], ()
    for value in values:
        item = _ITEM_AFTER.search(line, value[0], value[1])
        if item is None or _ARRAYS_ITEM.fullmatch(item.group(1)) or _which_array(words_of(item.group(1))) is not None \
                or "(" in line[value[0]:item.start()]:  # (an array's own item, 'fX=0.100024', read with its count)
            cut.append(value)
            continue
        cut.append((value[0], value[0] + len(line[value[0]:item.start()].rstrip(" \t,;"))))
        rest += _part(line, item.start() + 1, value[1])
    return cut, rest


def _part(line, start, end):
    """The statements of line[start:end], planned as a line of its own, in the line's positions."""
    begin, plan = prepare(line[start:end])
    if plan is None or plan[0] in (_IF_A_PAIR, IF_TWO):
        return (((start, end),),)
    return tuple(tuple((p[0] + begin + start, p[1] + begin + start) if isinstance(p, tuple) else p for p in statement)
                 for statement in plan)


def _head(line, end):
    """The statements of line[:end], planned as a line of its own ('n=1000 n+2=1002 total=1004004 ...')."""
    return _part(line, 0, end)
