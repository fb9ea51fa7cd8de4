"""several.py - several runs printed into one file (two runs appended, a scaling table's rows): where
the output starts over, each run's lines, graded as one of the student's several outputs (uploads.py).
Part of the grader; pure functions.
"""
from bisect import bisect_left

from .words import SIZE_KINDS

MAX_RUNS = 100  # runs a file is split into; past it, the file is graded as one output (noted)


def run_ranges(values):
    """[(first line, last line)] of each run in a file whose fields were printed as `values` ({kind:
    [Found]}, each with its line), or [] for one run. A run starts over where a size (n, a row, the
    total) is printed again with another value, or again after a count (the summary repeated). A
    run's lines run from the line after the previous run's last field to its own last field; the
    first from line 1, the last to the end."""
    events = sorted(((f.line, kind not in SIZE_KINDS, kind, f.value) for kind, found in values.items() for f in found
                     if getattr(f, "line", None) is not None),
                    key=lambda e: e[:3])  # a line's sizes first: a table's row starts a run
    starts, sizes, counted = [], {}, False
    before, current = 0, 0  # the last line with a field before the current one; the current one
    for line, other, kind, value in events:
        if line != current:
            before, current = current, line
        if not other:
            if kind in sizes and (sizes[kind] != value or counted) and before:
                starts.append(before + 1)
                sizes, counted = {}, False
            sizes[kind] = value
        elif kind.startswith("below_"):
            counted = True
    # a run with no count of its own ('Y count in first row: 0' after a summary) is no run: its lines
    # go with the run before it
    # (the counts' lines sorted and bisected: a file of 36,000 appended runs took 27 s checking each
    # start against every count)
    counts = sorted(line for line, other, kind, _ in events if kind.startswith("below_"))
    starts = [start for start, end, at in ((start, end, bisect_left(counts, start))
                                           for start, end in zip(starts, starts[1:] + [None]))
              if at < len(counts) and (end is None or counts[at] < end)]
    if not starts:
        return []
    bounds = [1] + starts
    return [(lo, (bounds[k + 1] - 1) if k + 1 < len(bounds) else None) for k, lo in enumerate(bounds)]


def in_run(number, run):
    """Whether line `number` is in the run (first, last): last None for the end of the file."""
    return run[0] <= number and (run[1] is None or number <= run[1])
