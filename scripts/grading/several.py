"""several.py - several runs printed into one file (two runs appended, a scaling table's rows): where
the output starts over, each run's lines, graded as one of the student's several outputs (uploads.py).
Part of the grader; pure functions.
"""
import re
from bisect import bisect_left
from math import isqrt

from .othern import with_foreign_runs
from .sizelessruns import gives_n
from .words import AMBIGUOUS_SIZES, SIZE_KINDS

MAX_RUNS = 100  # runs a file is split into; past it, the file is graded as one output (noted)


def run_ranges(values, titles=(), text=""):
    """[(first line, last line)] of each run in a file whose fields were printed as `values` ({kind:
    [Found]}, each with its line), or [] for one run. A run starts over where a size (n, a row, the
    total) is printed again with another value, or again after a count (the summary repeated). A
    run's lines run from the line after the previous run's last field to its own last field; the
    first from line 1 (or, where the lines before the second have no count, a warm-up's, from the
    second's first line: one run), the last to the end. A title stating n before the first count (`titles`:
    their lines, '=== smooth, n = 1001 ===' over n = 1000's output), or a first run that is one line of `text`
    (the file's) with no warm-up's word ('n = 1001' over n = 1000's output), starts no run: its n is a second n."""
    counted_at = min((f.line for kind, found in values.items() if kind.startswith("below_") for f in found
                      if getattr(f, "line", None) is not None), default=0)
    titles = {line for line in titles if line < counted_at}
    events = sorted(((f.line, kind not in SIZE_KINDS, _sized(kind, f.value, found), f.value) for kind, found in values.items()
                     for f in found if getattr(f, "line", None) is not None and f.line not in titles),
                    key=lambda e: e[:3])  # a line's sizes first: a table's row starts a run
    starts, sizes, counted, run = [], {}, False, []
    before, current = 0, 0  # the last line with a field before the current one; the current one
    fresh, first = {}, None  # the sizes of kinds new to the run just before this line (a row before n: the
    for line, other, kind, value in events:  # next run's, where n starts it over); the run's first line
        if line != current:
            before, current = current, line
        first = line if first is None else first
        if not other:
            if kind in sizes and (sizes[kind] != value or counted) and before:
                ahead = fresh and first < min(fresh.values()) < line
                starts.append(min(fresh.values()) if ahead else _next_start(run, before))
                sizes, counted, first = ({k: sizes[k] for k in fresh} if ahead else {}), False, starts[-1]
                fresh, run = {}, []
            elif kind not in sizes:
                fresh[kind] = line
            else:
                fresh = {}
            sizes[kind] = value
        else:
            fresh = {}
            counted = counted or kind.startswith("below_")
        run.append((line, kind))
    # a run with no count of its own ('Y count in first row: 0' after a summary) is no run: its lines
    # go with the run before it (the counts' lines bisected: a file of 36,000 appended runs took 27 s
    # checking each start against every count)
    counts = sorted(line for line, other, kind, _ in events if kind.startswith("below_"))
    starts = [start for start, end, at in ((start, end, bisect_left(counts, start))
                                           for start, end in zip(starts, starts[1:] + [None]))
              if at < len(counts) and (end is None or counts[at] < end)]
    first = 1
    if starts and not (counts and counts[0] < starts[0]):  # a first run with no count ('Warm-up run with
        lone = _lone(text, starts[0]) or _lone(text, starts[0], _shares(events, starts[0])) \
            or not gives_n(events, starts[0], starts[1] if len(starts) > 1 else None, _n_of)  # (no n after it: sizelessruns.py)
        first, starts = (1 if lone else starts[0]), starts[1:]  # n=100'): no run, its lines
    if not starts and first == 1:                                                 # not graded
        return with_foreign_runs([], values)  # (a line of another n's counts: a run of its own, othern.py)
    bounds = [first] + starts
    return with_foreign_runs([(lo, (bounds[k + 1] - 1) if k + 1 < len(bounds) else None) for k, lo in enumerate(bounds)],
                             values)


def _sized(kind, value, found):
    """A run's event's kind: an ambiguous size's value that is the other size of the same n as another value
    of its kind ('inner: 1000' and 'innerElements: 1000000', both 'inner size') a kind of its own: no new run."""
    if kind not in AMBIGUOUS_SIZES or not isinstance(value, (int, float)) or value != int(value) or len(found) > 64:
        return kind
    return kind + " (other)" if any(isinstance(f.value, (int, float)) and f.value < value and _both(kind, int(f.value), int(value))
                                    for f in found) else kind


def _both(kind, low, high):
    if kind == "inner size":  # (n and n^2)
        return 1 < low and low * low == high
    if kind == "area":  # ((n+2)^2 and n^2)
        a, b = isqrt(low), isqrt(high)
        return a * a == low and b * b == high and b - a == 2
    return high - low == 2  # ('side', 'shape': n and n+2)


_WARM_WORDS = ("warm", "dry", "trial", "small", "tiny", "toy", "quick", "smoke", "sanity", "debug", "practice",
               "test", "check", "verif", "case", "brute")
_N_LAST = re.compile(r"(?i)\bn[ \t]*[:=]?[ \t]*\d{1,9}[^A-Za-z]*$")  # (n's value the line's last word)


def _lone(text, start, shared=False):
    """Whether the lines before line `start` of `text` are one line (others blank) with no warm-up's or test's
    word, its n its last word: a title stating n ('n = 1001', '(a) n = 1001', 'Running ./smooth with n = 1001:'
    over n = 1000's output), no run of its own; not 'Using n = 16 threads', 'Test run n = 10: OK'. Or, where
    `shared` (_shares), whatever its last word: a title that gives a size the run gives too, with the same value
    ('Smoothing a 1000 x 1000 grid (plus boundary: 1004 x 1004)' over n = 1000's output), and up to two lines
    more before the run ('n = 1000' under it): the output's title, its other sizes printed again (a wrong one
    fails)."""
    if start > 16:
        return False
    lines = [line for line in text[:4096].splitlines()[:start - 1] if line.strip()]
    return (len(lines) == 1 or shared and len(lines) <= 3) \
        and not any(word in line.lower() for word in _WARM_WORDS for line in lines) \
        and (shared or _N_LAST.search(lines[0]) is not None)


def _shares(events, start):
    """Whether the sizes before line `start` (events: run_ranges') and those after it say one n: a size given
    again with the same value, or one that agrees with the other's (n = 1000 before, n+2's 1002 after); a size
    the reading left ambiguous (the title's '1000 x 1000' shape) may be any of its sizes."""
    before, after = set(), set()
    for line, other, kind, value in events:
        if other and kind not in AMBIGUOUS_SIZES:
            continue
        for size in AMBIGUOUS_SIZES.get(kind, (kind,)):
            (before if line < start else after).update(_n_of(size, value))
    return bool(before & after)


def _n_of(size, value):
    """The n a size's value says (none where it is no whole number, or no square for an area)."""
    if not isinstance(value, float) or value != int(value) or value <= 0:
        return ()
    side = int(value ** 0.5 + 0.5) if size in ("total", "total_inner") else None
    if side is not None and side * side != int(value):
        return ()
    return {"inner": (int(value),), "row": (int(value) - 2,), "total_inner": (side,), "total": (side - 2 if side else 0,)
            }.get(size, ())


def _next_start(run, before):
    """Where the next run starts: the line after the last field (before), or, where the run ends in
    counts it printed already (MPI ranks' partials of the next run, before its summary: X and Y
    after the summary's X and Y), at the first of those."""
    trail = 0
    while trail < len(run) and run[-1 - trail][1].startswith("below_"):
        trail += 1
    kept = {kind for _, kind in run[:len(run) - trail]}
    if trail and len(run) > trail and all(kind in kept for _, kind in run[len(run) - trail:]):
        return run[len(run) - trail - 1][0] + 1
    return before + 1


def without_trailing_sizes(values, mentions):
    """Drops from `values` ({kind: [Found]}) the n of the file's last line with a field, where that line is
    prose stating n (`mentions`: its line numbers) and gives n alone, another value than the n given
    before ('I also tried n = 2000 and n = 4000 (see below)' under the output): another n mentioned, no
    field of that run printed after it, no run of its own. A run printed after it (its own fields) stays one."""
    last = max((f.line for found in values.values() for f in found if getattr(f, "line", None) is not None),
               default=None)
    if last not in mentions:
        return
    at = [kind for kind, found in values.items() if any(getattr(f, "line", None) == last for f in found)]
    if at != ["inner"]:
        return
    before = [f for f in values["inner"] if f.line != last]
    if before and any(f.value != before[-1].value for f in values["inner"] if f.line == last):
        values["inner"] = before


def in_run(number, run):
    """Whether line `number` is in the run (first, last): last None for the end of the file."""
    return run[0] <= number and (run[1] is None or number <= run[1])
