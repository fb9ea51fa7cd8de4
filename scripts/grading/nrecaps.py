"""nrecaps.py - a recap of the counts by n after the runs ('Summary (y below threshold): n=500: 4, n=1000: 12',
'recap: n=1000 x_below=100024 y_below=15', a table '| n | x | y |' / '| 500 | 24914 | 4 |', a CSV 'n,x_below,y_below'
/ '1000,100024,12'), and a timing line by n ('n=1000  21.52 ms').

A recap's n was read as a run's size: a run of its own missing six fields (7 points for one wrong recap count), a 4th
run at n = 12 ('n=1000: 12' read as n = 12), a table's first row's n as the last run's inner size; a timing line's n
was summed with the summary's as ranks' partial counts (n = 2000). Here, after a file's (or a run's) lines are read:

- each recap pair (n, its counts) whose n is a run's n (that run's own sizes, on other lines, say it) is a second
  printing of that run's counts: its line's own readings are dropped and the pair's counts added (FAIL where one
  disagrees, nothing where it agrees); a recap never makes a run, nor gives a size. A recap none of whose n is a
  run's is left as it was read (another n's line: othern.py).
- a timing line ('n=2000  11.62 ms', nothing else on it) gives no field where other lines give the run's sizes and
  it heads no counts of another n (it is after the last count, or its n is a run's).

Part of the grader (fields.read_output asks it); pure functions, each pattern bounded, only a file's last TAIL
characters looked at (a recap is the output's last lines).

    recapped_by_n(text, values, order)    # values ({kind: [Found]}) and order updated in place
"""
import functools
import math
import re

from .found import Found

TAIL = 65536  # characters at a file's end looked at
MOST = 256  # recap lines read at most (a longer table: its later rows read as before)

_SEP = r"[ \t]{0,3}"
# 'n=500: 4' / 'n = 1000 -> 12' (one array's count by n)
_N_VALUE = re.compile(r"(?<![\w.])[nN]" + _SEP + r"[=:]" + _SEP + r"(\d{1,9})" + _SEP + r"(?::|->|=>|\u2192)" + _SEP
                      + r"(\d{1,12})(?![\w.])")
# the one array a by-n recap's label names ('y below threshold', 'Summary (y below threshold)', 'x count')
_ARRAY_LABEL = re.compile(r"(?i)(?<![\w.])([xy])(?:_below|_count)?(?![\w.(\[])")
_COUNT_WORD = re.compile(r"(?i)below|under|less|count|<")
# 'n=1000 x_below=100024 y_below=15' (each count named: x_below, below_x, x, 'x below', count_x ...)
_N_FIRST = re.compile(r"(?<![\w.])[nN]" + _SEP + r"[=:]" + _SEP + r"(\d{1,9})(?![\w.])")
_NAMED = re.compile(r"(?i)(?<![\w.])(?:(?:below|count|n)_([xy])|([xy])(?:_below|_count|[ \t]{1,3}below)?)" + _SEP
                    + r"[=:]" + _SEP + r"(\d{1,12})(?![\w.])")
# a table's header: n, then the arrays' columns ('| n | x | y |', 'n,below_x,below_y', '   n        x     y')
_CELL_SPLIT = re.compile(r"[ \t]{0,40}[|,;\t][ \t]{0,40}")  # (or, where none of those, blanks)
_BLANKS = re.compile(r"[ \t]{1,40}")
_HEAD_N = re.compile(r"(?i)n|size|grid")
_HEAD_ARRAY = re.compile(r"(?i)(?:(?:below|count|n)[_ ]?([xy])|([xy])(?:[_ ]?(?:below|count))?)")
_WHOLE = re.compile(r"\d{1,12}")
_RULE = re.compile(r"[ \t]*\|?[ \t]*:?-{3,}")  # a Markdown table's rule ('|---|---|')
# a timing line: n, then a time with its unit, nothing else ('n=1000  21.52 ms', 'n = 2000 : 11.62 ms')
_TIMING = re.compile(r"[ \t]{0,8}[nN]" + _SEP + r"[=:]" + _SEP + r"(\d{1,9})[ \t]{0,8}[:,]?[ \t]{0,8}"
                     r"\d{1,9}(?:\.\d{1,9})?" + _SEP + r"(?:s|sec|secs|seconds?|ms|msec|milliseconds?|us|usec|\u00b5s)"
                     r"[ \t]{0,8}")
_SIZE_KINDS = ("inner", "row", "total", "total_inner")
# a JSON object on one line (JSON lines' record)
_JSON_LINE = re.compile(r"[ \t]{0,8}\{[^{}\n]{1,300}\}[ \t]{0,8},?[ \t]{0,8}")
# a recap line's other keys: a run's number, a time, a count's fraction
_ASIDE_KEYS = re.compile(r"(?i)(?<![\w.])(?:run|rep|repeat|trial|iter|threads|nthreads|time\w{0,8}|elapsed\w{0,8}|"
                         r"(?:frac|fraction)_?[xy]|[xy]_?(?:frac|fraction))[ \t]{0,3}[=:][ \t]{0,3}[-+]?\d[\d.eE+-]{0,24}")


def _cells(line):
    """A table row's cells: split at '|', ',', ';' or a tab where it has one, else at blanks."""
    line = line.strip().strip("|").strip()
    split = _CELL_SPLIT if any(c in line for c in "|,;\t") else _BLANKS
    return [cell.strip() for cell in split.split(line) if cell.strip()]


def _table_columns(line):
    """{column: 'below_x' / 'below_y'} of a header whose first cell is n and another names an array, else None."""
    cells = _cells(line)
    if not 2 <= len(cells) <= 8 or not _HEAD_N.fullmatch(cells[0]):
        return None
    columns = {}
    for k, cell in enumerate(cells[1:], 1):
        m = _HEAD_ARRAY.fullmatch(cell)
        if m:
            columns[k] = "below_" + (m.group(1) or m.group(2)).lower()
    return columns if columns and len(set(columns.values())) == len(columns) else None


@functools.lru_cache(maxsize=2)  # (a file's whole read and each run's read the same text)
def recap_pairs(text):
    """{line: (its block, [(n, {kind: count's text})])} of the recaps by n in text's last TAIL characters (a table's
    rows one block, a line its own), and the timing lines' numbers ({line: n})."""
    start = max(0, len(text) - TAIL)
    start = text.find("\n", start - 1) + 1 if start else 0
    number = text.count("\n", 0, start) + 1
    recaps, timings, columns, block = {}, {}, None, 0
    for line in text[start:].split("\n"):
        if len(recaps) >= MOST:
            break
        here, number = number, number + 1
        if columns is not None and _RULE.match(line):
            continue
        if len(line) > 400 or not any(c.isdigit() for c in line):
            columns = _table_columns(line) if len(line) <= 400 and ("x" in line or "X" in line) else None
            block += 1
            continue
        if columns is not None:  # a table's row: n, then whole counts
            cells = _cells(line)
            if cells and all(_WHOLE.fullmatch(cells[k]) for k in [0] + list(columns) if k < len(cells)) \
                    and max(columns) < len(cells):
                recaps[here] = (block, [(int(cells[0]), {kind: cells[k] for k, kind in columns.items()})])
                continue
            columns = None
        timing = _TIMING.fullmatch(line)
        if timing:
            timings[here] = int(timing.group(1))
            continue
        if "n" not in line and "N" not in line:
            continue
        if '"' in line and _JSON_LINE.fullmatch(line):  # (JSON lines' '{"n": 1000, "x_below": 100024, "y_below": 12}'
            line = line.replace('"', "")               # as 'n: 1000, x_below: 100024, ...': the twenty-second pass's F20)
        pairs = list(_N_VALUE.finditer(line))
        if pairs:  # one array's counts by n: its label before the first
            label = line[:pairs[0].start()]
            arrays = {m.group(1).lower() for m in _ARRAY_LABEL.finditer(label)}
            if len(arrays) == 1 and _COUNT_WORD.search(label) and not _N_FIRST.search(label):
                kind = "below_" + arrays.pop()
                block += 1
                recaps[here] = (block, [(int(m.group(1)), {kind: m.group(2)}) for m in pairs])
            continue
        first = _N_FIRST.search(line)
        if first:
            named = list(_NAMED.finditer(line, first.end()))
            counts = {"below_" + (m.group(1) or m.group(2)).lower(): m.group(3) for m in named}
            rest = _N_FIRST.sub("", _NAMED.sub("", _ASIDE_KEYS.sub("", line[first.start():])))  # nothing else numeric
            # after n (but a run's number, a time or a count's fraction: '"time_s": 0.52', 'frac_y=1.2e-05')
            if named and len(counts) == len(named) and not any(c.isdigit() for c in rest):
                block += 1
                recaps[here] = (block, [(int(first.group(1)), counts)])
    return recaps, timings


def _ns(found):
    """The n a size's printing says (inner: itself; row: less 2; a total: its root less 2; inner total: its root)."""
    kind, value = found
    if not isinstance(value, float) or value != int(value) or value < 1:
        return None
    value = int(value)
    if kind in ("total", "total_inner"):
        root = math.isqrt(value)
        return (root - 2 if kind == "total" else root) if root * root == value else None
    return value - 2 if kind == "row" else value


_FILE_NS = {}  # {the file's text (its length, hash): its runs' n}, from its whole read (run None), for each run's read


def recapped_by_n(text, values, order, run=None):
    """values ({kind: [Found]}, a file's or, where run is given, a run's) with its recaps by n read as printings of
    its runs' counts and its timing lines by n giving no size; order (the kinds' order) kept in step. A recap line
    none of whose n is a run's in the file (its whole read's) is left as it was read."""
    if "n" not in text[-TAIL:] and "N" not in text[-TAIL:]:
        return
    recaps, timings = recap_pairs(text)
    if not recaps and not timings:
        return
    skip = set(recaps) | set(timings)
    runs_n = {_ns((kind, f.value)) for kind in _SIZE_KINDS for f in values.get(kind, ())
              if getattr(f, "line", None) not in skip}
    runs_n.discard(None)
    if not runs_n:
        return
    count_lines = [f.line for kind, found in values.items() if kind.startswith("below_") for f in found
                   if getattr(f, "line", None) is not None and f.line not in skip]
    last_count = max(count_lines, default=0)
    first_count = min(count_lines, default=None)
    # (a timing line heading counts of another n, 'n=500  3.1 ms' over that run's counts, may start that run: kept)
    dropped = {line for line, n in timings.items() if line > last_count or n in runs_n}
    added = []
    if run is None:  # the file's read: its runs' n, for each run's read after it
        _FILE_NS.clear()
        _FILE_NS[len(text), hash(text)] = frozenset(runs_n)
    file_ns = _FILE_NS.get((len(text), hash(text)), runs_n)
    for line, (_, pairs) in recaps.items():
        if not any(n in file_ns for n, _ in pairs):
            continue  # (no run of its n: read as it was, a run of its own: othern.py's)
        if first_count is None or line < first_count:
            continue  # (a table of n, x, y before any other count, or alone, is the counts' printing: no recap)
        dropped.add(line)  # (a row of another run's n, where this run's is read: that run's)
        for n, counts in [(n, counts) for n, counts in pairs if n in runs_n]:
            for kind, count in counts.items():
                found = Found(count, float(count), line)
                found.label = f"a recap's count for n = {n}"
                added.append((kind, found))
    for kind in list(values):
        kept = [f for f in values[kind] if getattr(f, "line", None) not in dropped]
        if kept:
            values[kind] = kept
        else:
            del values[kind]
            if kind in order:
                order.remove(kind)
    for kind, found in added:
        values.setdefault(kind, []).append(found)
        if kind not in order:
            order.append(kind)
