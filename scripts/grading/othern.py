"""othern.py - a line about another n than the one the file's own sizes give: a mention, or a run of its own.

A right n = 1000 output with one more line about another size ('(Also tried n = 2000: same code, ran in 12 ms.)',
'n = 500: x = 24914, y = 4', 'Sanity check at n = 10: x below = 4, y below = 0', a scaling table's row '500  24914  4')
was graded as ONE output at that other n: its n = 1000 summary failed at n = 500 (4 of 20 points), and where the line's
count was read as n ('n=500: x 24914, y 4': n = 24914) a 100 s reference run, or UNGRADED past -max-n. Here:

- n_pairs_written(text): 'n = 500: x 24914, y 4' (n, then each array's whole count after its name) is rewritten in
  place as 'n = 500; below threshold: x = 24914, y = 4', a line the grader reads: n, then both counts (no count is n).
- foreign(values): the lines whose n (an 'inner' printing) no size on another line says, far from every n that two
  other lines' sizes agree on (more than an off-by-one: 'n = 1001' over n = 1000's sizes stays a wrong n that fails). Each such
  line with a count on it, or below it before the next size's line, is a run of its own (graded at its n: a right one
  costs nothing, a wrong one fails as a wrong scaling-table cell does); one with no count, above or under the
  output's sizes, is a mention: its n is dropped from `values`, no field (one inside the sizes stays a wrong n).
- with_foreign_runs(runs, values): several.run_ranges' runs with those runs added (each range with a count).

Part of the grader (recaps.py, sizes.inner_totals and several.run_ranges ask it); pure functions, each pattern
anchored and bounded.
"""
import math
import re
from collections import Counter

from .words import SIZE_KINDS

NEAR = 2  # an n this close to the file's own (n - 2 .. n + 2: an off-by-one, the row printed as n) is a wrong n

_ARRAY = r"(?:([xXyY])(?:_below|[ \t]{1,3}below|[ \t]{1,3}count)?|below_([xy]))"
# 'PREFIX n = 500: x 24914, y 4' (or ': x = 24914 and y = 4', '-> x: 24914; y: 4', '(n=500: x 24914, y 4)'):
# the prefix has no '=' or ':' of its own; each count a whole number, the line ending after the second
_N_PAIR = re.compile(r"(?m)^([^\n=:]{0,60}?)(?<![\w.+*^/-])[nN][ \t]{0,3}[=:][ \t]{0,3}(\d{1,9})[ \t]{0,3}"
                     r"(?:[:,;)\]]|->|=>|\u2192)?[ \t]{0,3}" + _ARRAY + r"[ \t]{0,3}[=:]?[ \t]{0,3}(\d{1,12})"
                     r"(?:[ \t]{0,3}[,;][ \t]{0,3}|[ \t]{1,3}(?:and[ \t]{1,3})?)" + _ARRAY +
                     r"[ \t]{0,3}[=:]?[ \t]{0,3}(\d{1,12})[ \t]{0,3}[).]?[ \t]{0,3}$")
MOST = 256  # lines rewritten at most (a class's file of a million such lines costs no more)


def n_pairs_written(text):
    """text with each 'n = M: x A, y B' line rewritten in place as 'n = M; below threshold: x = A, y = B' (its
    prefix kept: 'Sanity check at n = 10; below threshold: x = 4, y = 0'); other lines as they were."""
    if "x" not in text and "X" not in text or "n" not in text and "N" not in text:
        return text
    pieces, at = [], 0
    for k, m in enumerate(_N_PAIR.finditer(text)):
        if k >= MOST:
            break
        first, second = (m.group(3) or m.group(4)).lower(), (m.group(6) or m.group(7)).lower()
        if first == second:
            continue  # ('n = 500: x 3, x 4': no pair of the two arrays)
        counts = {first: m.group(5), second: m.group(8)}
        pieces += [text[at:m.start()], f"{m.group(1)}n = {m.group(2)}; below threshold: x = {counts['x']}, "
                                       f"y = {counts['y']}"]
        at = m.end()
    return "".join(pieces) + text[at:] if pieces else text


def _whole(found):
    value = getattr(found, "value", None)
    if getattr(found, "error", None) or not isinstance(value, float) or value != int(value) or value < 1:
        return None
    return int(value)


def _ns(value):
    """The n's a size's value may say, whatever its label: n, a row (n + 2), an inner total (n^2), a total ((n + 2)^2)
    ('N = 1004004' is the total where the other sizes say n = 1000: capitaltotals.py)."""
    root = math.isqrt(value)
    return {n for n in (value, value - 2) + ((root, root - 2) if root * root == value else ()) if n >= 1}


_STATES = {"inner"}  # the kind that states n itself ('n = 2000'; a capital 'N = 1004040' may be a wrong total)
_STATED_WITH = _STATES | {"row", "padded n"}  # and beside it, at most its row ('n = 500 (N = 502): x = ..., y = ...')


def foreign(values):
    """{line: its sizes' kinds} of the lines whose n (an 'inner' printing, at most a row beside it) no size printed on
    another line may say, read as any size, where two other lines at least agree on an n (the file's own), each n
    it may say far (past NEAR) from those; {} where no two other lines agree."""
    said, kinds = {}, {}  # line -> the n's its sizes may say; line -> its sizes' kinds
    for kind, found in values.items():
        if kind not in SIZE_KINDS:
            continue
        for f in found:
            value, line = _whole(f), getattr(f, "line", None)
            if value is None or line is None:
                continue
            said.setdefault(line, set()).update(_ns(value))
            kinds.setdefault(line, set()).add(kind)
    stating = [line for line, at in kinds.items() if at & _STATES and at <= _STATED_WITH]
    if len(said) < 2 or len(stating) > 64:  # (a long list of n's: a scaling study's, several.run_ranges' work)
        return {}
    lines_saying = Counter(n for ns in said.values() for n in ns)  # n -> how many lines may say it
    agreed = [n for n, k in lines_saying.items() if k >= 2]
    out = {}
    for line in stating:
        own = said[line]

        def others(n):  # (how many other lines may say n)
            return lines_saying.get(n, 0) - (n in own)
        if any(others(n) >= 2 for n in agreed) and not any(others(n) for n in own) \
                and not any(others(m) >= 2 for n in own for m in range(n - NEAR, n + NEAR + 1)):
            out[line] = kinds[line]
    return out


def _size_lines(values):
    return sorted({f.line for kind, found in values.items() if kind in SIZE_KINDS for f in found
                   if getattr(f, "line", None) is not None})


def _count_lines(values):
    return sorted({f.line for kind, found in values.items() if kind.startswith("below_") for f in found
                   if getattr(f, "line", None) is not None})


def foreign_spans(values):
    """[(first line, last line or None, counted, apart)] of each foreign line: its lines up to the next line that
    gives a size, whether a count is its own (on it, or below it where no size above it waits for its count), and
    whether the line is apart from the file's sizes (none before it, or none after it: above or under the output,
    not inside it)."""
    lines = foreign(values)
    if not lines:
        return []
    sizes, counts = _size_lines(values), _count_lines(values)
    spans = []
    for line in sorted(lines):
        after = next((at for at in sizes if at > line), None)
        last = after - 1 if after is not None else None
        counted = line in counts
        if not counted and any(line < c and (last is None or c <= last) for c in counts):
            counted_before = max((c for c in counts if c < line), default=0)
            # (sizes above it since the last count: an output's summary whose counts follow the line, 'Note: n = 2000
            # was too slow.' between its sizes and its counts; else a heading over its own run's counts)
            counted = not any(counted_before < at < line for at in sizes)
        spans.append((line, last, counted, after is None or sizes[0] == line))
    return spans


def drop_mentions(values, order):
    """Drops from `values` ({kind: [Found]}; `order`, read_output's kinds in order, without 'inner' where none is
    left) the n of each foreign line with no count in its span (a mention of another n: 'Also tried n = 2000: same
    code, ran in 12 ms.'): the file's other sizes give its n."""
    mentions = {first for first, _, counted, apart in foreign_spans(values) if not counted and apart}
    for kind in _STATED_WITH if mentions else ():
        kept = [f for f in values.get(kind, ()) if getattr(f, "line", None) not in mentions]
        if kind in values and len(kept) < len(values[kind]):
            if kept:
                values[kind] = kept
            else:
                del values[kind]
                order.remove(kind)


def with_foreign_runs(runs, values):
    """several.run_ranges' runs ([(first, last)], [] for one) with each foreign line's counted span a run of its own:
    the file cut at each such span's first line and after its last; a piece with no count joins the one before it
    (the first, the one after it). [] where that leaves one run."""
    spans = [(first, last) for first, last, counted, _ in foreign_spans(values) if counted]
    if not spans:
        return runs
    first = runs[0][0] if runs else 1
    cuts = {lo for lo, _ in runs[1:]} | {lo for lo, _ in spans} | {hi + 1 for _, hi in spans if hi is not None}
    bounds = [first] + sorted(c for c in cuts if c > first)
    counts = _count_lines(values)
    pieces = [[lo, (bounds[k + 1] - 1) if k + 1 < len(bounds) else None] for k, lo in enumerate(bounds)]

    def counted(piece):
        return any(piece[0] <= c and (piece[1] is None or c <= piece[1]) for c in counts)
    merged = []
    for piece in pieces:
        if merged and not counted(piece):
            merged[-1][1] = piece[1]
        elif merged and not counted(merged[-1]):
            merged[-1][1] = piece[1]
        else:
            merged.append(piece)
    return [tuple(p) for p in merged] if len(merged) > 1 else []
