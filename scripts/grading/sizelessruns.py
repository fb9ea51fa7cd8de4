"""sizelessruns.py - a 'run' that would give no n. several.run_ranges drops a first run with no count of
its own as a warm-up's ('Warm-up run with n=100' over the output); but where the size that starts the
second run says no n (a count misread as a size on the count's own line: '100024 elements of x (...) and
12 elements of y (...) are below the threshold' read '100024 elements' as a total, h22 H1), the second
run has no n and the file was UNGRADED 'no line gives n' though n was printed: the sizes above were
dropped. Such a first run is the output's: one run, the size given twice judged as such (a wrong second
printing fails, naming both lines). Part of the grader; pure functions.

    if not gives_n(events, start, end, n_of): ...   # run_ranges' events, the run's lines
"""
from .words import AMBIGUOUS_SIZES, SIZE_KINDS


def gives_n(events, start, end, n_of):
    """Whether a size printed on lines start..end (end None: to the last) says an n of 1 or more
    (run_ranges' events: (line, other, kind, value); n_of: several._n_of)."""
    for line, other, kind, value in events:
        if line < start or end is not None and line >= end or kind not in SIZE_KINDS:
            continue
        if any(m >= 1 for size in AMBIGUOUS_SIZES.get(kind, (kind,)) for m in n_of(size, value)):
            return True
    return False
