"""varpairs.py - more layouts of a count beside its fraction under a program's own names on one line, put as
varsplit.py reads them: the fraction's statement in brackets after the count's ('cx = 100024 (fx = 0.100024)'),
a Julia REPL's named tuple ('(n = 1000, cx = 100024, fx = 0.100024, cy = 12, fy = 1.2e-5)': the tuple's brackets
dropped), and 'nx', 'ny' (or 'n_x', 'Nx') as a count's name where the same array's fraction name follows it on the
line ('nx = 100024 (fx = 0.100024)'). Alone, 'nx = 1000' stays a grid's points along x, no count (varnames.py).
A line is rewritten only where varsplit then splits it (nothing but such statements, a count's fraction beside
it), and varnames names them only where one array's count and fraction agree, as before. Part of the grader
(headings._named asks it before varsplit.statements_split); pure functions, bounded lines, anchored patterns.
"""
import re

from .varsplit import _FRACTION, _STATEMENT, _array, _split, lines_split

# a fraction's statement in brackets after a value ('(fx = 0.100024)', '(frac_y: 1.2e-05)')
_NAMED_BRACKET = re.compile(r"[ \t]{0,3}\([ \t]{0,3}([A-Za-z_]\w{0,30}[ \t]{0,3}[:=][ \t]{0,3}[+-]?\.?\d[\w.+-]{0,30})"
                            r"[ \t]{0,3}\)")
_N_COUNT = re.compile(r"[nN]_?([xXyY])")
_CUE = re.compile(r"(?i)(?<![\w.])(?:f|frac|fraction|p|ratio|share)_?[xy][ \t]{0,3}[:=]")


def _n_counts(line):
    """line with each 'nx' whose next statement is x's fraction ('nx = 100024, fx = 0.100024') as 'cx'."""
    found = list(_STATEMENT.finditer(line))
    pieces, at = [], 0
    for k, m in enumerate(found[:-1]):
        n = _N_COUNT.fullmatch(m.group(1))
        if n is not None and _array(_FRACTION, found[k + 1].group(1)) == n.group(1).lower():
            pieces += [line[at:m.start(1)], "c" + n.group(1)]
            at = m.end(1)
    return "".join(pieces) + line[at:] if pieces else line


def _rewritten(line):
    """The line as varsplit reads it, or None."""
    stripped = line.strip(" \t")
    if stripped[:1] == "(" and stripped[-1:] == ")" and "(" not in stripped[1:-1]:  # (a named tuple's brackets)
        line = line.replace("(", " ", 1)[::-1].replace(")", " ", 1)[::-1]
    line = _NAMED_BRACKET.sub(lambda m: ", " + m.group(1), line) if "(" in line else line
    line = _n_counts(line)
    return _split(line)


def pairs_put(text):
    """text with each line of a count beside its fraction by name in these layouts as its statements one a
    line (varsplit's); other lines as they were."""
    return lines_split(text, _CUE, _rewritten)
