"""jsonline.py - a JSON object (or a Python dict's repr) printed on one line whose records nest deeper than
statements._record reads: a list of records, each naming its array (`"results": [{"array": "x", "below":
100024, "fraction": 0.100024}, {"array": "y", ...}]`), or a record of records of records (`"results": {"x":
{"below": 100024, ...}, ...}`). Each number is a statement 'key :: value', its keys joined, a list's record
named by its array ('results x below :: 100024'); constants {a: .., b: .., c: ..} stay one value; a key
that only groups its items ('"params": {"n": 1000, ...}') is no part of their labels. Python's
json.dumps(d) on one line; the same data with indent=2 was read already. Any other line: None (read as
before). The thirtieth pass's B: a label before the object ('RESULT {...}', 'result = {...}') and a list of
records that name no field ('"timings": [{"phase": "smooth", "ms": 3.2}]', which raised: the whole line was read as
one statement, no count found) are now read, the list no field's. Part of the grader (loggers.prepared asks it); a scan of the line once, its depth bounded.
"""
import re

from .words import _which_array, words_of

MAX_LENGTH = 4000  # (a summary's object; a longer line is read as before)
MAX_DEPTH = 8
_ABC = frozenset(("a", "b", "c"))
# A record's key that only groups its items ('"params": {"n": 1000, ...}', '"sizes": {"N": 1002, ...}'):
# no part of their labels ('n :: 1000', not 'params n :: 1000', which names no field)
_GROUPS = frozenset(("params", "parameters", "parameter", "settings", "setting", "config", "configuration", "sizes",
                     "size", "grid", "problem", "input", "inputs", "setup", "options", "args", "arguments", "meta",
                     "metadata", "info", "run", "dims", "dimensions", "shape", "geometry"))
# a label before the object: a word or two, then ':' or '=' or a blank ('RESULT {', 'result = {', 'JSON: {')
_LABEL = re.compile(r"[ \t]{0,16}[A-Za-z][\w.-]{0,24}(?:[ \t][A-Za-z][\w.-]{0,24})?[ \t]{0,3}[:=]?[ \t]{0,3}(?=\{)")
# a record's key that says it is a run's or a count's ('n', 'size', 'below_x', 'count', 'fraction', 'y'): a list of
# such records is read by runlists.py, or not at all; one with none of them ('phase', 'ms') is no field's
_RUN_KEY = re.compile(r"(?i)^(?:n|nx|ny|x|y|size|grid|dim)$|below|count|frac|under|less|^[xy]_|_[xy]$|^n_|elements")
_THRESHOLD_KEYS = frozenset(("t", "threshold", "tau", "cutoff", "thresh"))
_LITERAL_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.+-")


class _Bad(Exception):
    pass


def _blank(text, i):
    while i < len(text) and text[i] in " \t":
        i += 1
    return i


def _string(text, i):
    """(the span inside the quotes, where the string ends) of the string opening at i."""
    quote, j = text[i], i + 1
    while True:
        k = text.find(quote, j)
        if k < 0:
            raise _Bad
        back = k
        while back > j and text[back - 1] == "\\":
            back -= 1
        if (k - back) % 2 == 0:
            return (i + 1, k), k + 1
        j = k + 1


def _value(text, i, depth):
    """(node, where it ends): a node is ('obj', [(key span, node)], span), ('list', [node], span),
    ('str', span) or ('num', span)."""
    if depth > MAX_DEPTH or i >= len(text):
        raise _Bad
    c = text[i]
    if c == "{":
        items, i = [], _blank(text, i + 1)
        start = i - 1
        if text[i:i + 1] == "}":
            return ("obj", items, (start, i + 1)), i + 1
        while True:
            if text[i:i + 1] in ("'", '"'):
                key, i = _string(text, i)
            else:
                j = i
                while i < len(text) and (text[i].isalnum() or text[i] == "_"):
                    i += 1
                if i == j:
                    raise _Bad
                key = (j, i)
            i = _blank(text, i)
            if text[i:i + 1] != ":":
                raise _Bad
            node, i = _value(text, _blank(text, i + 1), depth + 1)
            items.append((key, node))
            i = _blank(text, i)
            if text[i:i + 1] == "}":
                return ("obj", items, (start, i + 1)), i + 1
            if text[i:i + 1] != ",":
                raise _Bad
            i = _blank(text, i + 1)
    if c == "[":
        items, i = [], _blank(text, i + 1)
        start = i - 1
        if text[i:i + 1] == "]":
            return ("list", items, (start, i + 1)), i + 1
        while True:
            node, i = _value(text, i, depth + 1)
            items.append(node)
            i = _blank(text, i)
            if text[i:i + 1] == "]":
                return ("list", items, (start, i + 1)), i + 1
            if text[i:i + 1] != ",":
                raise _Bad
            i = _blank(text, i + 1)
    if c in ("'", '"'):
        span, i = _string(text, i)
        return ("str", span), i
    j = i
    while i < len(text) and text[i] in _LITERAL_CHARS:
        i += 1
    if i == j:
        raise _Bad
    return ("num", (j, i)), i


def _array_named(text, node):
    """(the key index and span of the one string item naming an array) of a list's record, else None."""
    named = [(k, node_[1]) for k, (_, node_) in enumerate(node[1]) if node_[0] == "str"
             and _which_array(words_of(text[slice(*node_[1])])) is not None]
    return named[0] if len(named) == 1 else None


def _flat(text, node, prefix, out, deep):
    """The statements of a record's items, after prefix; deep[0] set where it nests past _record's reach."""
    for key, value in node[1]:
        kind = value[0]
        if kind == "num":
            if any(ch.isdigit() for ch in text[slice(*value[1])]):  # (the threshold under a count's record,
                # '"below": {"threshold": 0.1, "x": ...}': its own statement, not 'below threshold', a count's)
                threshold = text[slice(*key)].lower() in _THRESHOLD_KEYS
                out.append((() if threshold else prefix) + (key, " :: ", value[1]))
        elif kind == "obj":
            keys = {text[slice(*k)].lower() for k, _ in value[1]}
            if keys and keys <= _ABC:  # (the constants: one value)
                out.append(prefix + (key, " :: ", value[2]))
                continue
            group = text[slice(*key)].lower() in _GROUPS
            if prefix or group:
                deep[0] = True
            _flat(text, value, prefix if group else prefix + (key, " "), out, deep)
        elif kind == "list" and value[1] and all(item[0] == "obj" for item in value[1]):
            if not any(_RUN_KEY.search(text[slice(*k)]) for item in value[1] for k, _ in item[1]):
                continue  # (records of a phase's timing, '"timings": [{"phase": "init", "ms": 1.5}, ...]': no field's)
            arrays = set()
            for item in value[1]:
                named = _array_named(text, item)
                if named is None:
                    raise _Bad  # (records of runs, of n: not this reading's)
                name = _which_array(words_of(text[slice(*named[1])]))
                if name in arrays:
                    raise _Bad
                arrays.add(name)
                rest = ("obj", [pair for k, pair in enumerate(item[1]) if k != named[0]], item[2])
                _flat(text, rest, prefix + (key, " ", named[1], " "), out, deep)
            deep[0] = True
        elif kind == "list":
            out.append(prefix + (key, " :: ", value[2]))
        # (a string: no field's value)


def json_line(line):
    """The plan of a one-line JSON object whose records nest past statements._record's reach; else None."""
    text = line.rstrip()
    start = _blank(text, 0)
    if text[start:start + 1] != "{":  # ('RESULT {"n": 1000, ...}', 'result = {...}', 'JSON: {...}': a label before it)
        m = _LABEL.match(text)
        start = m.end() if m else start
    if len(text) > MAX_LENGTH or text[start:start + 1] != "{" or text[-1:] != "}" or text.count("{") < 2:
        return None
    try:
        node, end = _value(text, start, 0)
        if end != len(text):
            return None
        out, deep = [], [False]
        _flat(text, node, (), out, deep)
    except (_Bad, RecursionError):
        return None
    return tuple(out) if deep[0] and len(out) >= 2 else None
