"""timecut.py - a timing (or a rate) on a count's line, anywhere on it: `x below t: 100024  y below t: 12  smooth:
4.1 ms`, `y below threshold: 12 (1.2e-05), smooth: 4.1 ms`, `CPU: x below threshold = 100024 (...), y below
threshold = 12 (...), time = 3.1 ms`, `Time to smooth (s): 0.0031, elements of y below threshold: 12, ...`,
`[global]   0.0512 ms   156.88 GB/s  Count Y: 12 (1.20e-05)`. A value with a time's unit (or a label of time's
words) is never a count or a fraction, yet on the count's line it shifted the line's fields (`smooth: 4.1 ms` read
as a self-check's reference, X read as 12, Y as 4.1) or hid the count (the line read as a timer's). The timing's
field (its label, value, unit and the separator beside it) is cut out, the rest of the line read as a line of its
own (loggers.prepared's whole reading), and its plan mapped back onto the line. A time between a count's name and
its value (`counting y took 0.9 ms: 12`, `count_y (0.9 ms): 12`) is the label's: timedlabels.py. Part of the grader
(loggers.prepared asks it first); pure functions, each pattern bounded (linear on a long line).

    prepared = timings_cut(line, prepared)    # None, or prepared's tuple for the line
"""
import re

from .timedlabels import COUNT_NAME, lead_word_at, times_in_labels

# A value and a time's unit after it, the unit a whole word ('4.1 ms', '0.0031 s', '12 sec', '5 us', '3 \u00b5s').
_UNIT = r"(?:s|sec|secs|seconds?|ms|msec|milliseconds?|us|usec|\u00b5s|microseconds?|ns|nanoseconds?)"
_NUMBER = r"(?<![\w.])[+-]?(?:\d{1,20}(?:\.\d{0,20})?|\.\d{1,20})(?:[eE][+-]?\d{1,3})?"
# (a unit that is the next key's name is no unit: '... 1.2e-05 ms=3.05')
_TIMED_VALUE = re.compile(rf"{_NUMBER}[ \t]?(?:{_UNIT}(?![\w/])(?![ \t]?[=:][ \t]{{0,3}}[+-]?\.?\d)|\({_UNIT}\)|\[{_UNIT}\])", re.IGNORECASE)
# A rate after a value ('156.88 GB/s', '2.4 GFLOP/s', '310 Gcells/s', '1.2 MLUPS'): a kernel's throughput, no memory.
_RATE_VALUE = re.compile(rf"{_NUMBER}[ \t]?(?:[KMGT]i?B/s|[KMGT]?FLOP/s|[KMGT]?FLOPS|[KMGT]?LUPS|[KMGT]?cells/s)"
                         r"(?![\w/])", re.IGNORECASE)
# A label of time's words, its unit in brackets or none, then its value: 'Time to smooth (s): 0.0031', 'time = 3.1',
# 'elapsed: 0.0031', 'GPU time [ms]: 0.05'. The value, no unit after it (one after it is _TIMED_VALUE's).
_TIME_LABEL = re.compile(r"(?i)\b(?:time|times|timing|elapsed|took|runtime|duration|walltime)\b"
                         r"[^\d,;|:=\n]{0,40}?[ \t]{0,3}[:=][ \t]{0,3}" + _NUMBER)
# Or a key that is a time's unit, bare or a name's last word ('ms=3.05', 'time_ms=3.05', 'gpu_us: 41'): a timer's.
_UNIT_KEY = re.compile(r"(?i)(?<![\w.])(?:ms|msec|sec|secs|seconds|usec|us|ns|[A-Za-z][A-Za-z0-9]{0,20}_(?:s|ms|msec|sec|"
                       r"secs|us|usec|ns))[ \t]{0,3}[:=][ \t]{0,3}" + _NUMBER)
_UNIT_IN_LABEL = re.compile(rf"(?i)[(\[][ \t]?{_UNIT}[ \t]?[)\]]")
# What the rest of the line must name: a count or a fraction ('below', '<', 'Count Y', 'fraction').
_FIELD = re.compile(r"(?i)\b(?:below|under|beneath|less|smaller|lower|fraction|count|counted|counting|number)\b|<")
_N_LABEL = re.compile(r"(?i)\b(?:n|size|grid|threshold|t)[ \t]{0,3}[:=]")
_COUNT_WORDS = re.compile(r"(?i)\b(?:below|under|beneath|less|fraction|count|number|elements|values)\b|<")
# Where a field starts: the line's start, a ',' ';' '|' (blanks after it), two blanks or a tab, an opening bracket.
_BOUNDARY = re.compile(r"[,;|][ \t]*|[ \t]{2,}|\t[ \t]*|[(\[][ \t]*")
_DIGIT = re.compile(r"\d")
# A name alone before a timing that opens the line ('[global  ]', '[shared16]', 'global', 'GPU (tiled):'), none of
# an array or a count ('[x]', 'y below'): the timer's row's name.
_NAME_FIRST = re.compile(r"[ \t]{0,8}[\[(]?[ \t]{0,3}[A-Za-z_][\w.+-]{0,30}(?:[ \t]{1,3}[(\[]?[A-Za-z_][\w.+-]{0,30}[)\]]?){0,2}"
                         r"[ \t]{0,8}[\])]?[ \t]{0,3}:?[ \t]{0,8}")
_ARRAY_OR_COUNT = re.compile(r"(?i)\b(?:x|y|xs|ys|in|out|input|output|original|smoothed|below|under|less|fraction|count|"
                             r"number|n|threshold)\b|<")
MAX_LINE = 2000  # (a longer line is a dump: read as before)


def _start(line, value_at):
    """Where the timing's field starts: after the last boundary before its value (its label's start),
    no number between (a number before it on the same field: just after that number)."""
    lo = max(0, value_at - 120)  # (a label is short: no look further back, linear on a line of timings)
    start = sep = lo
    for m in _BOUNDARY.finditer(line, lo, value_at):
        if m.end() <= value_at:
            start, sep = m.end(), m.start()
    last_digit = None
    for m in _DIGIT.finditer(line, start, value_at):
        last_digit = m.end()
    if last_digit is not None:  # ('x below t: 100024 in 3.1 ms': ' in 3.1 ms' the timing's)
        return last_digit, last_digit
    return start, sep


def _regions(line):
    found = [(m.start(), m.end(), False) for m in _TIMED_VALUE.finditer(line)]
    found += [(m.start(), m.end(), False) for m in _RATE_VALUE.finditer(line)]
    in_labels = times_in_labels(line)  # ('counting y took 0.9 ms: 12': the label's time, its 'ms' no key: timedlabels.py)
    found += [(a, b, False) for a, b in in_labels]
    for m in [*_TIME_LABEL.finditer(line), *_UNIT_KEY.finditer(line)]:
        if any(a <= m.start() < b for a, b in in_labels):
            continue
        label = line[m.start():m.end()]
        if _COUNT_WORDS.search(label) and not _UNIT_IN_LABEL.search(label) or _N_LABEL.search(label):
            continue  # ('elements below threshold at time step 1: 100024': a count's label; 'Timing for n = 1000': n's)
        found.append((m.start(), m.end(), True))  # (its field starts before its label)
    regions = []
    for value_at, end, labelled in sorted(set(found)):
        start, sep = _start(line, value_at)
        lead = None if labelled else lead_word_at(line, start, value_at)
        if lead is not None:  # ('counting y took 0.9 ms': ' took 0.9 ms' the timing's, the count's label kept)
            start = sep = lead
        elif not labelled and start < value_at and _COUNT_WORDS.search(line, start, value_at) \
                and not _TIME_WORD.search(line, start, value_at):
            start, sep = value_at, value_at  # (a count's label before a time's value: only the value cut)
        if sep < start and line[sep] in "([":  # ('(smooth: 4.1 ms)', 'count_y [0.9 ms] = 12': the brackets with it)
            close = re.compile(r"[ \t]*\)" if line[sep] == "(" else r"[ \t]*\]").match(line, end)
            if close:
                end = close.end()
            else:
                sep = start
        if sep and _NAME_FIRST.fullmatch(line, 0, sep) and not _ARRAY_OR_COUNT.search(line, 0, sep) \
                and not COUNT_NAME.search(line, 0, sep):  # ('count_y (0.9 ms): 12': a count's terse name, no timer's)
            sep = start = 0  # ('[global  ]   0.0512 ms  Count Y: 12': the timer's name, a kernel's, with its time)
        if sep == 0 and start == 0:  # (first on the line: the separator after it with it)
            after = re.compile(r"[ \t]*[,;|]?[ \t]*").match(line, end)
            end = after.end()
        regions.append((sep if sep < start else start, end))
    merged = []
    for a, b in regions:
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
        else:
            merged.append((a, b))
    return merged


_TIME_WORD = re.compile(r"(?i)\b(?:time|times|timing|elapsed|took|runtime|duration|walltime|smooth|smoothing|"
                        r"kernel|copy|transfer|total)\b")


def timings_cut(line, prepared):
    """prepared's tuple (where the text begins, its plan, ...) for a line that holds a timing and, beside
    it, a count or a fraction; None for any other line."""
    if len(line) > MAX_LINE or not _DIGIT.search(line):
        return None
    if not (_TIMED_VALUE.search(line) or _RATE_VALUE.search(line) or _TIME_LABEL.search(line)
            or _UNIT_KEY.search(line) or (":" in line or "=" in line) and times_in_labels(line)):  # ('took 0.9ms: 12')
        return None
    regions = _regions(line)
    if not regions:
        return None
    kept, at = [], 0  # (start in the line, start in the reduced line, length)
    for a, b in regions:
        if a > at:
            kept.append((at, a))
        at = b
    if at < len(line):
        kept.append((at, len(line)))
    reduced = "".join(line[a:b] for a, b in kept)
    if not reduced.strip() or not _DIGIT.search(reduced) or not (_FIELD.search(reduced) or COUNT_NAME.search(reduced)):
        return None  # (a timer's line, no count beside the time: read as before)
    begin, plan, *said = prepared(reduced)
    if plan is None:
        plan = ((0, len(reduced) - begin),),
    where = [(len_before, a, b) for len_before, (a, b) in zip(_prefix_sums(kept), kept)]
    base = _mapped(where, begin)
    return (base, _plan_mapped(plan, where, begin, base), *said)


def _prefix_sums(kept):
    total, out = 0, []
    for a, b in kept:
        out.append(total)
        total += b - a
    return out


def _mapped(where, p):
    """A position of the reduced line as the line's."""
    for before, a, b in reversed(where):
        if p >= before:
            return a + p - before
    return p


def _pieces(where, start, stop):
    """The line's spans that the reduced line's span start:stop is made of."""
    out = []
    for before, a, b in where:
        lo, hi = max(start, before), min(stop, before + b - a)
        if lo < hi:
            out.append((a + lo - before, a + hi - before))
    return out or [(_mapped(where, start), _mapped(where, start))]


def _plan_mapped(plan, where, begin, base):
    if not plan:
        return plan
    if isinstance(plan[0], str):  # (a plan that holds if ...: its two spans, then the statements)
        spans = [_pieces(where, begin + s[0], begin + s[1]) for s in plan[1:3]]
        if any(len(pieces) != 1 for pieces in spans):
            return None  # (a value the cut joined from two pieces: no value of the line; the line read whole)
        rest = _plan_mapped(plan[3:], where, begin, base)  # (a value's end is its piece's, not the next piece's
        # start: 'y below t: 12  5.4 GB/s  13' checked '12  5.4 GB/s' as a number, the grade fuzzer's crash)
        return None if rest is None else (plan[0],) + tuple((a - base, b - base) for (a, b), in spans) + rest
    out = []
    for statement in plan:
        pieces = []
        for p in statement:
            if isinstance(p, tuple):
                pieces += [(a - base, b - base) for a, b in _pieces(where, begin + p[0], begin + p[1])]
            else:
                pieces.append(p)
        out.append(tuple(pieces))
    return tuple(out)
