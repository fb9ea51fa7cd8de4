"""A clause's end right after the three smoothing constants named in prose, with no comma before the next
clause: 'With threshold 0.1 and weights a = 0.05, b = 0.1, c = 0.4 I found that 100024 of the inner elements
of x are below the threshold.' The constants' run swallowed the clause after it, and X's count with it
(h24's H4). clauses.py asks for these cuts beside its own (', ', ' and ', a sentence's end); the clause after
must hold a number of its own, so 'a = 0.05, b = 0.1, c = 0.4 were used' stays one clause."""

import re

# blanks, then a word that is no constant's name nor a unit's ('a = 0.05 b = 0.1 c = 0.4 (weights)': no cut)
_NEXT = re.compile(r"[ \t]{1,8}(?=(?![abcABC]\b)[A-Za-z]{1,20}\b[^\d\n]{0,80}\d)")


def constants_ends(line, constants):
    """Cuts (start, end) after each run of three named constants or more (`constants`: clauses' pattern)."""
    if len(line) > 2000:
        return []
    cuts = []
    for m in constants.finditer(line):
        if len(re.findall(r"\d", m.group())) < 3:
            continue
        end = m.start() + len(m.group().rstrip(" \t"))
        gap = _NEXT.match(line, end)
        if gap is not None and line[end - 1].isdigit():
            cuts.append(gap.span())
    return cuts
