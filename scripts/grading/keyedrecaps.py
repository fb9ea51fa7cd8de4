"""keyedrecaps.py - the counts printed again after the file's counts as a labelled structure no rule read (the
twenty-eighth pass's F5, F10): each line is another printing of the counts, rewritten in place (line for line) as
one the grader reads ('x below threshold = 100024, y below threshold = 13'), so that a wrong one fails (before,
each passed unread after a right output):
- a record keyed by the arrays' or counts' names, with a type's name, a map's mark or a label before it: a Python
  dataclass's or Kotlin's repr 'Counts(x=100024, y=13, fx=0.100024, fy=1.3e-05)', 'GPU: Counts(x=100024, y=13)',
  Elixir's '%{x: 100024, y: 13}', Haskell's 'Counts {cx = 100024, cy = 13}', Go's 'map[y:13]' or
  'map[cx:100024 cy:13]' (under a label line too);
- R's list element: '$y' (or '> gpu$y', the echoed command) over '[1] 13';
- a labelled pair of whole numbers, x's then y's (the homework's order): 'gpu -> (100024, 13)', 'gpu: (100024, 13)';
- pandas' Series keyed by the arrays (F13): 'x    100024' / 'y        13' / 'dtype: int64' (or 'Name: gpu, dtype: int64').
Only where every key is an array's ('x', 'y') or a count's or fraction's name ('cy', 'count_y', 'fy': terserecaps'
words), a label's or a type's words are a version's, a result's or a count's ('GPU:', 'Counts', 'Result'; a
'Point(x=501, y=733)' stays unread), x's and y's counts differ, each is printed on no line that does not count
(barerecaps._only_counted) and, keyed by a bare 'x'/'y' or in a pair, one of them is printed before on a line that
counts. Part of the grader (headings._named asks it after terserecaps.py); pure functions, anchored bounded
patterns on lines of 200 characters at most, a bounded number of lines looked at (recaplines' walk).
"""
import re

from .barerecaps import _only_counted as only_counted, printed_counting
from .neighbours import line_before
from .recaplines import candidate_lines_rewritten
from .terserecaps import _COUNT, _FRACTION, _LABEL_WORDS, _NUMBER

_COUNTS_WORDS = _LABEL_WORDS | {"counts", "count", "below", "threshold", "stats", "statistics", "totals", "tally",
                                "res", "record", "data", "smoothing", "smoothed", "numbers"}
# a pair's label: a version's or a count's words, a result's short name ('res = (100024, 13)', 'counts: (...)',
# the thirty-third pass's H16: 'res = ' passed unread after a right output)
_PAIR_WORDS = _COUNTS_WORDS | {"ret", "ans", "cnt", "cnts", "nb", "below", "xy", "out", "r"}
_WORD = re.compile(r"[a-z]+\d{0,2}")
_LONGEST = 200

# a record: a label, then a type's name or a map's mark, its opener, its body, its closer
_RECORD = re.compile(r"^([ \t]{0,16})(?:([A-Za-z][A-Za-z0-9_ ]{0,30}?)[ \t]{0,4}(?::|->|=>|=)[ \t]{0,4})?"
                     r"(map\[|%\{|%?([A-Z][A-Za-z0-9_]{0,30})[ \t]?[({]|\{)"
                     r"([^\[\](){}\n]{1,160})([\]})])[ \t]{0,4}[.;,]?[ \t]*$")
_CLOSER = {"[": "]", "{": "}", "(": ")"}
_ENTRY = re.compile(rf"([A-Za-z_]\w{{0,15}})[ \t]{{0,3}}[:=][ \t]{{0,3}}({_NUMBER})(?![\w.])")
_GAP = re.compile(r"[ \t]{0,8}[,;]?[ \t]{0,8}")
# a labelled pair: 'gpu -> (100024, 13)', 'gpu: (100024, 13)'
_PAIR = re.compile(r"^([ \t]{0,16})([A-Za-z][A-Za-z0-9_ ]{0,30}?)[ \t]{0,4}(?::|->|=>|=)[ \t]{0,4}\([ \t]{0,4}(\d{1,12})"
                   r"[ \t]{0,4},[ \t]{0,4}(\d{1,12})[ \t]{0,4}\)[ \t]{0,4}\.?[ \t]*$")
# R's list element's value: '[1] 13' under '$y' or '> gpu$y'
_R_VALUE = re.compile(r"^([ \t]{0,16})\[1\][ \t]{1,8}(\d{1,12})[ \t]*$")
_R_NAME = re.compile(r"^(?:>[ \t]{0,4}[A-Za-z_.][\w.]{0,30})?\$([A-Za-z_.][\w.]{0,20})$")
# Elixir's map after keyeddisplays named its keys as Ruby's: '%{x below threshold = 100024, y below threshold = 13}'
_ELIXIR_READ = re.compile(r"^([ \t]{0,16})%(\{[ \t]{0,4}[xy] below threshold = \d[^{}\n]{0,160}\})[ \t]*$")
# pandas' Series display of the counts keyed by the arrays: 'x    100024' / 'y        13' / 'dtype: int64'
_SERIES = re.compile(r"^([A-Za-z_]{1,12})[ \t]{1,40}(\d{1,12})[ \t]*$")
_SERIES_BELOW = 3  # rows under a row before its 'dtype:' line at most
_CANDIDATE = re.compile(r"(?m)^(?=[^\n]{0,200}?(?:map\[|%\{|[({]|\[1\])"
                        r"|(?:[A-Za-z]{1,6}_?)?[xyXY](?:_?[A-Za-z]{1,6})?[ \t]{1,40}\d{1,12}[ \t]*$)")


def _words(label):
    return _WORD.findall(re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", label or "").replace("_", " ").lower())


def _key(name):
    """(array, 'count' or 'fraction') a key names, or None."""
    if name.lower() in ("x", "y"):
        return name.lower(), "count"
    if (m := _COUNT.fullmatch(name)) is not None:  # (the array's letter in whichever of its groups matched:
        return next(g for g in m.groups() if g).lower(), "count"  # 'y_omp' is the last's)
    if (m := _FRACTION.fullmatch(name)) is not None:
        return (m.group(1) or m.group(2)).lower(), "fraction"
    return None


def _entries(body):
    """{array: [count, fraction]} of a record's body of nothing but keyed numbers, a key bare ('x') in it or not;
    None where it is no such body."""
    found, at, bare = {}, _GAP.match(body).end(), False
    while at < len(body):
        m = _ENTRY.match(body, at)
        key = None if m is None else _key(m.group(1))
        if key is None:
            return None
        bare = bare or m.group(1).lower() in ("x", "y")
        slot = found.setdefault(key[0], [None, None])
        index = 0 if key[1] == "count" else 1
        if slot[index] is not None or index == 0 and re.search(r"[.eE]", m.group(2)):
            return None
        slot[index] = m.group(2)
        at = _GAP.match(body, m.end()).end()
    if not found or any(c is None for c, _ in found.values()):
        return None
    return found, bare


def _printing(indent, found):
    return indent + ", ".join(f"{a} below threshold = {c}" + (f" ({f})" if f else "")
                              for a, (c, f) in sorted(found.items()))


def _counted(text, start, end, values, before):
    """Whether the counts are a recap's: apart, printed on no line that does not count, and (where `before`) one
    printed before on a line that counts."""
    if len(values) == 2 and values[0] == values[1]:
        return False
    if not all(only_counted(text, start, end, v) for v in values):
        return False
    return not before or any(printed_counting(text, start, end, v) for v in values)


def _record(text, start, line, m):
    opener, kind = m.group(3), m.group(4)
    if _CLOSER[opener[-1]] != m.group(6):
        return None
    if not set(_words(m.group(2))) <= _LABEL_WORDS or not set(_words(kind)) <= _COUNTS_WORDS:
        return None  # ('centre: (...)', 'Point(x=501, y=733)': another thing's)
    parsed = _entries(m.group(5))
    if parsed is None:
        return None
    found, bare = parsed
    values = [c for c, _ in found.values()]
    if not _counted(text, start, start + len(line), values, bare and len(values) > 1):  # ('map[y:13]': y's alone)
        return None
    return _printing(m.group(1), found)


def _series_row(text, end):
    """Whether the lines after `end` are a Series' rows (keyed numbers, a few) and then its 'dtype:' line."""
    at = end
    for _ in range(_SERIES_BELOW + 1):
        if at < 0 or at >= len(text):
            return False
        stop = text.find("\n", at + 1)
        below = text[at + 1:len(text) if stop < 0 else stop][:_LONGEST]
        if "dtype:" in below:
            return below.startswith("dtype:") or below.startswith("Name:")
        if _SERIES.match(below) is None:
            return False
        at = stop
    return False


def _rewritten(text, start, line):
    if (m := _ELIXIR_READ.match(line)) is not None:
        return m.group(1) + m.group(2)  # (Elixir's map whose keys keyeddisplays named: its '%' no percentage)
    if (m := _RECORD.match(line)) is not None:
        return _record(text, start, line, m)
    if (m := _PAIR.match(line)) is not None:
        if not set(_words(m.group(2))) <= _PAIR_WORDS or not _words(m.group(2)):
            return None
        values = [m.group(3), m.group(4)]
        if not _counted(text, start, start + len(line), values, True):
            return None
        return _printing(m.group(1), {"x": [values[0], None], "y": [values[1], None]})
    if (m := _SERIES.match(line)) is not None:
        key = _key(m.group(1))
        if key is None or key[1] != "count" or not _series_row(text, start + len(line)):
            return None
        if not _counted(text, start, start + len(line), [m.group(2)], False):
            return None
        return f"{key[0]} below threshold = {m.group(2)}"
    if (m := _R_VALUE.match(line)) is not None:
        name = _R_NAME.match(line_before(text, start))
        key = None if name is None else _key(name.group(1))
        if key is None or key[1] != "count" or not _counted(text, start, start + len(line), [m.group(2)], False):
            return None
        return f"{m.group(1)}{key[0]} below threshold = {m.group(2)}"
    return None


def keyed_recaps(text):
    """text with each such labelled structure after the file's first count rewritten in place as the counts'
    printing; other lines as they were."""
    if "(" not in text and "[" not in text and "{" not in text:
        return text
    return candidate_lines_rewritten(text, _CANDIDATE, _rewritten)
