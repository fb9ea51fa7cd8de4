"""several.py - several runs printed into one file (two runs appended, a scaling table's rows): where
the output starts over, each run's lines, graded as one of the student's several outputs (uploads.py).
Part of the grader; pure functions.
"""
from .words import SIZE_KINDS

MAX_RUNS = 100  # runs a file is split into; past it, the file is graded as one output (noted)


def run_ranges(values):
    """[(first line, last line)] of each run in a file whose fields were printed as `values` ({kind:
    [Found]}, each with its line), or [] for one run. A run starts over where a size (n, a row, the
    total) is printed again with another value, or again after a count (the summary repeated). A
    run's lines run from the line after the previous run's last field to its own last field; the
    first from line 1 (or, where the lines before the second have no count, a warm-up's, from the
    second's first line: one run), the last to the end."""
    events = sorted(((f.line, kind not in SIZE_KINDS, kind, f.value) for kind, found in values.items() for f in found
                     if getattr(f, "line", None) is not None),
                    key=lambda e: e[:3])  # a line's sizes first: a table's row starts a run
    starts, sizes, counted = [], {}, False
    before, current = 0, 0  # the last line with a field before the current one; the current one
    fresh, first = {}, None  # the sizes of kinds new to the run just before this line (a row before n: the
    for line, other, kind, value in events:  # next run's, where n starts it over); the run's first line
        if line != current:
            before, current = current, line
        first = line if first is None else first
        if not other:
            if kind in sizes and (sizes[kind] != value or counted) and before:
                ahead = fresh and first < min(fresh.values()) < line
                starts.append(min(fresh.values()) if ahead else before + 1)
                sizes, counted, first = ({k: sizes[k] for k in fresh} if ahead else {}), False, starts[-1]
                fresh = {}
            elif kind not in sizes:
                fresh[kind] = line
            else:
                fresh = {}
            sizes[kind] = value
        else:
            fresh = {}
            counted = counted or kind.startswith("below_")
    # a run with no count of its own ('Y count in first row: 0' after a summary) is no run: its lines
    # go with the run before it
    counts = [line for line, other, kind, _ in events if kind.startswith("below_")]
    starts = [start for start, end in zip(starts, starts[1:] + [None])
              if any(start <= line and (end is None or line < end) for line in counts)]
    first = 1
    if starts and not any(line < starts[0] for line in counts):  # a first run with no count ('Warm-up run with
        first, starts = starts[0], starts[1:]                    # n=100'): no run, its lines not graded
    if not starts and first == 1:
        return []
    bounds = [first] + starts
    return [(lo, (bounds[k + 1] - 1) if k + 1 < len(bounds) else None) for k, lo in enumerate(bounds)]


def in_run(number, run):
    """Whether line `number` is in the run (first, last): last None for the end of the file."""
    return run[0] <= number and (run[1] is None or number <= run[1])
