"""laterprints.py - a count printed again after the file's counts in a shape no rule compared (the twenty-seventh
pass's H7, H8, M3-M5, L3 and its probes): each line is another printing of x's and y's counts, rewritten in place
(line for line) as one the grader reads ('y below threshold = 13', 'below threshold: x = 100024, y = 13'), so
that a wrong one fails (before, each passed unread after a right output):
- a list of (name, count) pairs: "[('x', 100024), ('y', 13)]", "dict_items([('count_x', 100024), ...])";
- an HTML table's row with a bare array's name: '<tr><td>y</td><td>13</td></tr>' (the whole table on one line too);
- a box-drawing table's row with a bare array's name: '│ y     │ 13     │';
- the counts before and after smoothing with an arrow: '100024 -> 13 after smoothing', '100024 → 13 ...';
- numpy's array of the two counts under a count's label: 'counts: [100024     13]';
- Go's %v of a struct with no label: '{100024 13 0.100024 1.3e-05}' (x's count, y's, then their fractions);
- x= and y= under a summary's label: 'summary: x=100024 (10.00%) y=13 (0.00%) in 13.091ms'.
(A device's two counts on a line, 'GPU  count x: 100024 (0.100024)  count y: 13 (1.3e-05)', are words.py's: a
version's word before 'count x' names the count.)
Part of the grader (headings._named asks it after secondprints.py); pure functions, anchored bounded patterns on
lines of 200 characters at most, a bounded number of lines looked at (recaplines' walk, after the first count).
"""
import re

from .recaplines import candidate_lines_rewritten, first_read

_N = r"(\d{1,12})(?![\w]|[.,]\d)"
_FRACTION = r"(?:[ \t]{0,4}\([ \t]{0,2}\d{0,3}\.?\d{1,12}(?:[eE][+-]?\d{1,3})?[ \t]{0,2}%?[ \t]{0,2}\))?"
_FLOAT = r"\d{0,3}\.?\d{1,12}(?:[eE][+-]?\d{1,3})?"
_MARK = r"(?:[ \t]{0,4}(?:✓|✔|\(?ok\)?|\(?OK\)?))?"
_END = rf"{_MARK}[ \t]{{0,4}}\.?[ \t]*$"

# a line worth a look: one of the shapes below in its first 200 characters
_CANDIDATE = re.compile(r"(?im)^(?=[^\n]{0,200}?(?:<td|│|->|→|=>|\[|\{|count|(?<![\w])[xy](?![\w])))")

_ARRAYS = {"x", "y"}
_COUNT_WORDS = {"count", "counts", "cnt", "number", "num", "nb", "of", "below", "under", "t", "threshold", "the",
                "elements", "values", "in", "with", "<", "lt"}
_TOKEN = re.compile(r"[a-z]+\d{0,2}|<")


def _words(label):
    """A label's words, lower case: identifiers split at '_' and at a capital ('countY': count y)."""
    label = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", label)
    return _TOKEN.findall(label.replace("_", " ").replace("-", " ").lower())


def _count(indent, array, value):
    return f"{indent}{array} below threshold = {value}"


def _pair(indent, x, y):
    return f"{indent}below threshold: x = {x}, y = {y}"


# a list of (name, count) pairs: "[('x', 100024), ('y', 13)]", "dict_items([...])"
_QUOTED = r"""['"]([A-Za-z_][A-Za-z0-9_]{0,20})['"]"""
_PAIRS = re.compile(rf"^([ \t]*)(?:[A-Za-z_][A-Za-z0-9_ \t]{{0,30}}?[ \t]{{0,4}}[:=][ \t]{{0,4}})?"
                    rf"(?:dict_items\(|odict_items\()?\[[ \t]{{0,4}}\([ \t]{{0,4}}{_QUOTED}[ \t]{{0,4}},[ \t]{{0,4}}{_N}"
                    rf"[ \t]{{0,4}}\)[ \t]{{0,4}},[ \t]{{0,4}}\([ \t]{{0,4}}{_QUOTED}[ \t]{{0,4}},[ \t]{{0,4}}{_N}"
                    rf"[ \t]{{0,4}}\)[ \t]{{0,4}}\]\)?[ \t]*$")


def _array_named(name):
    words = _words(name)
    named = [w for w in words if w in _ARRAYS]
    if len(named) != 1 or any(w not in _ARRAYS and w not in _COUNT_WORDS for w in words):
        return None
    return named[0]


def _pairs(line):
    m = _PAIRS.match(line)
    if m is None:
        return None
    first, second = _array_named(m.group(2)), _array_named(m.group(4))
    if sorted((first or "", second or "")) != ["x", "y"]:
        return None
    values = {first: m.group(3), second: m.group(5)}
    return _pair(m.group(1), values["x"], values["y"])


# an HTML row's cells: '<td>y</td><td>13</td>' (a fraction's cell after it allowed)
_CELL_ROW = re.compile(rf"<t[dh]>[ \t]{{0,4}}([xyXY])[ \t]{{0,4}}</t[dh]>[ \t]{{0,4}}<td>[ \t]{{0,4}}{_N}[ \t]{{0,4}}</td>"
                       rf"(?:[ \t]{{0,4}}<td>[ \t]{{0,4}}{_FLOAT}[ \t]{{0,4}}%?[ \t]{{0,4}}</td>)?[ \t]{{0,4}}(?:</tr>|$)")


def _html(line):
    if "<td" not in line:
        return None
    rows = _CELL_ROW.findall(line)
    if not rows or len(rows) > 2:
        return None
    values = {}
    for array, value in rows:
        values.setdefault(array.lower(), value)
    indent = line[:len(line) - len(line.lstrip())]
    if len(values) == 2:
        return _pair(indent, values["x"], values["y"])
    if len(rows) != 1:
        return None
    (array, value), = values.items()
    return _count(indent, array, value)


# a box-drawing table's row: '│ y     │ 13     │' (a fraction's cell after it allowed)
_BOX_ROW = re.compile(rf"^([ \t]*)│[ \t]{{0,20}}([xyXY])[ \t]{{0,20}}│[ \t]{{0,20}}{_N}[ \t]{{0,20}}│"
                      rf"(?:[ \t]{{0,20}}{_FLOAT}[ \t]{{0,20}}%?[ \t]{{0,4}}│)?[ \t]*$")


def _box(line):
    m = _BOX_ROW.match(line)
    return None if m is None else _count(m.group(1), m.group(2).lower(), m.group(3))


# before -> after smoothing: '100024 -> 13 after smoothing', 'In short: 100024 → 13 after smoothing.'
_ARROW = re.compile(rf"^([ \t]*)(?:[A-Za-z][A-Za-z \t]{{0,30}}:[ \t]{{0,4}}|x[ \t]{{0,2}}(?:->|→)[ \t]{{0,2}}y[ \t]{{0,2}}:"
                    rf"[ \t]{{0,4}})?{_N}[ \t]{{0,4}}(?:->|→|=>)[ \t]{{0,4}}{_N}[ \t]{{0,4}}"
                    rf"(?:(?:after|with|by)[ \t]{{1,4}}(?:the[ \t]{{1,4}})?smoothing|\((?:after[ \t]{{1,4}})?smoothed\))?"
                    rf"[ \t]{{0,4}}\.?[ \t]*$")


def _arrow(line):
    m = _ARROW.match(line)
    if m is None or "smooth" not in line and not re.match(r"[ \t]*x[ \t]{0,2}(?:->|→)[ \t]{0,2}y", line):
        return None  # (an arrow with no word of smoothing says nothing of which is y)
    return _pair(m.group(1), m.group(2), m.group(3))


# numpy's array of the two counts: 'counts: [100024     13]' (a space between, no comma)
_NUMPY = re.compile(rf"^([ \t]*)([A-Za-z_][A-Za-z_ \t]{{0,30}}?)[ \t]{{0,4}}[:=][ \t]{{0,4}}\[[ \t]{{0,4}}{_N}"
                    rf"[ \t]{{1,12}}{_N}[ \t]{{0,4}}\][ \t]*$")
_NUMPY_LABEL = {"counts", "count", "below", "n", "below", "t", "threshold", "numbers", "number", "nbelow", "result",
                "results", "of", "elements", "the"}


def _numpy(line):
    m = _NUMPY.match(line)
    if m is None:
        return None
    words = _words(m.group(2))
    if not words or any(w not in _NUMPY_LABEL for w in words) or not set(words) & {"counts", "count", "below",
                                                                                    "nbelow", "number", "numbers"}:
        return None
    return _pair(m.group(1), m.group(3), m.group(4))


# Go's %v of an unnamed struct: '{100024 13 0.100024 1.3e-05}' (both counts, then both fractions)
_GO_BARE = re.compile(rf"^([ \t]*)&?\{{[ \t]{{0,4}}{_N}[ \t]{{1,4}}{_N}[ \t]{{1,4}}({_FLOAT})[ \t]{{1,4}}({_FLOAT})"
                      rf"[ \t]{{0,4}}\}}[ \t]*$")


def _go_bare(line):
    m = _GO_BARE.match(line)
    if m is None:
        return None
    x, fx, fy = (float(v) for v in m.group(2, 4, 5))
    side = (x / fx) ** 0.5 if x and 0 < fx < 1 and fy < 1 else 0.0
    if side < 2 or abs(side - round(side)) > max(0.01, 1e-4 * side):
        return None  # (x's fraction its count over a square's n^2, or the four numbers are something else)
    return _pair(m.group(1), m.group(2), m.group(3))


# x= and y= under a summary's label: 'summary: x=100024 (10.00%) y=13 (0.00%) in 13.091ms'
_SUMMARY = re.compile(rf"^([ \t]*)([A-Za-z][A-Za-z \t]{{0,20}}?)[ \t]{{0,4}}:[ \t]{{0,4}}x[ \t]{{0,2}}=[ \t]{{0,2}}{_N}"
                      rf"{_FRACTION}[ \t]{{0,4}},?[ \t]{{1,4}}y[ \t]{{0,2}}=[ \t]{{0,2}}{_N}{_FRACTION}"
                      rf"(?:[ \t]{{1,4}}in[ \t]{{1,4}}{_FLOAT}[ \t]{{0,2}}(?:ms|s|us|µs|sec|seconds))?[ \t]*\.?[ \t]*$")
# (not a check's or a version's label: 'CPU check: x=100024, y=0' is that version's check, againlines' and checked.py's)
# (nor 'Result: x=500, y=501', a point's after the counts: test_pass17_headings)
_SUMMARY_LABEL = {"summary", "counts", "count", "final", "totals", "stats", "answer", "below", "t", "threshold",
                  "again"}


def _summary(line):
    m = _SUMMARY.match(line)
    if m is None or any(w not in _SUMMARY_LABEL for w in _words(m.group(2))) or m.group(3) == m.group(4):
        return None  # ('x=1002 y=1002': a point's or a grid's, not the counts)
    return _pair(m.group(1), m.group(3), m.group(4))


def _rewritten(text, start, line):
    return first_read((_pairs, _html, _box, _arrow, _numpy, _go_bare, _summary), line)


def later_prints(text):
    """text with each such line after the file's first count rewritten in place (line for line); others as they
    were."""
    return candidate_lines_rewritten(text, _CANDIDATE, _rewritten)
