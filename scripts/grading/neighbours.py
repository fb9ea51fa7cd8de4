"""neighbours.py - lines next to each other: the line before a place in a text, blank lines passed over (what a
heading's rule looks at), and the runs of matched lines with nothing but blanks between them (a block of
'x: 100024 (0.100024)' / 'y: 12 (1.2e-05)' lines is judged as one). Part of the grader (barecounts.py, bareforms.py,
barerecaps.py, elliptic.py ask it); pure functions, linear in the text looked at.
"""


def line_before(text, start):
    """The line before `start`, blank lines passed over, stripped ('' at the text's start)."""
    end = start
    while end > 0:
        begin = text.rfind("\n", 0, end - 1) + 1
        line = text[begin:end].strip()
        if line:
            return line
        end = begin
    return ""


def runs_of(text, matches, breaks=None):
    """[[match, ...], ...]: `matches` (of `text`, in order) in runs, a run's lines apart by blanks only; a match
    that `breaks` (a predicate) ends the run it is in and is in none."""
    runs, last_end = [], -1
    for m in matches:
        if breaks is not None and breaks(m):
            last_end = -1
            continue
        if last_end < 0 or text[last_end:m.start()].strip():
            runs.append([])
        runs[-1].append(m)
        last_end = m.end()
    return runs
