"""subscripts.py - Unicode subscripts in a name (the twenty-ninth pass's H2: Julia's println("n\u208a\u2082 = ", n+2),
'n\u208a\u2082 = 1002', 'n\u209c\u2092\u209c = 1002'): before, the subscript was no part of the name, so 'n\u208a\u2082 = 1002'
was read as n = 1002 and the whole file graded at the wrong n. A run of subscript characters glued to a letter
is written in plain characters: digits and signs as they are ('n\u208a\u2082' -> 'n+2', 'x\u2081' -> 'x1'), letters
after an underscore ('n\u209c\u2092\u209c' -> 'n_tot'), so the name is read as it reads (n+2: the row length).
Part of the grader (wholetext.ready asks it before squares.py); in the text's first and last textends.SAMPLE
characters only, and only in a part holding one of the characters (a cheap `in` test); one bounded pattern.
"""
import re

from .textends import at_the_ends

_PLAIN = {**{0x2080 + d: str(d) for d in range(10)}, 0x208A: "+", 0x208B: "-", 0x208C: "=", 0x208D: "(", 0x208E: ")"}
_LETTERS = dict(zip([0x2090, 0x2091, 0x2092, 0x2093, 0x2094, 0x2095, 0x2096, 0x2097, 0x2098, 0x2099, 0x209A, 0x209B,
                     0x209C, 0x1D62, 0x2C7C, 0x1D63, 0x1D64, 0x1D65], "aeoxəhklmnpstijruv"))
_RUN = re.compile("(?<=[A-Za-z\\d)])([\u2080-\u208e\u2090-\u209c\u1d62-\u1d65\u2c7c]{1,12})")


def _plain(m):
    run = m.group(1)
    if any(ord(c) in _LETTERS for c in run):
        return "_" + "".join(_PLAIN.get(ord(c)) or _LETTERS[ord(c)] for c in run)
    return run.translate(_PLAIN)


def subscripts_plain(text):
    """text with each run of subscript characters after a name's letter in plain characters ('n\u208a\u2082' -> 'n+2')."""
    return at_the_ends(text, lambda part: _RUN.sub(_plain, part), tuple(chr(c) for c in (*_PLAIN, *_LETTERS)))
