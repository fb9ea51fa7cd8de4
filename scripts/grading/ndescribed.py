"""ndescribed.py - n given its value after a run's words, then words that say what n counts ('We ran
the smoothing program with n = 1000 inner points per side, so each array has 1002 x 1002 = 1004004
elements, 1000000 of them inner elements'). statements.prepare cut n's statement at its value, and the
rest ('inner points per side, so each array has ...') was read as one statement: its words 'inner
points' the label of the array's 1002, the row and total lost, the inner n read twice (h22 H5). The
same sentence with no run's words before n was read right; so here n's statement runs on through
its describing words to the clause's end, and the rest is planned on its own. Part of the grader
(statements.py asks it); pure functions, linear in the line.

    stop = described_end(line, end, place)   # the end of n's words, or None: n's statement ends at `end`
"""
import re

# Words after n's value to the clause's end (',', ';', ':' or the line's), none a digit or '=' (bounded).
_DESCRIBED = re.compile(r"[ \t]{1,4}([A-Za-z][A-Za-z \t'-]{0,60}?)[ \t]{0,4}(?=[,;:]|\.?[ \t]{0,4}$)")


def described_end(line, end, place):
    """Where n's statement ends when the words after its value (line[end:]) describe n ('n = 1000
    inner points per side, ...': n's statement read as n's, its kind the bare n's), else None."""
    m = _DESCRIBED.match(line, end)
    if m is None:
        return None
    return m.end(1)


def same_kind(line, start, end, stop, place):
    """Whether n's statement with its words (line[start:stop]) is read as n alone (line[start:end]) is."""
    kind = place(line[start:end]).kind
    return kind is not None and place(line[start:stop]).kind == kind
