"""nbrackets.py - a line that states n and then, in brackets, the sizes it makes as statements of their own (`n =
1000 (n+2 = 1002; (n+2)^2 = 1004004; n^2 = 1000000)`, the thirtieth pass's J; `N=1000 [rows=1002, total=1004004]`):
the bracket was read as n's aside, one value, so the totals were MISSING (and the inner size with them). Now the
brackets are dropped and a ';' put after n (`n = 1000; n+2 = 1002; ...`), read as that line is. Only where the
bracket holds two statements or more (two '=' or ':'), closes the line and nests no deeper than an expression's
own brackets ('(n+2)^2'); `n = 1000 (1002 with ghost cells)` and `n = 1000 (row 1002; total 1004004)` are left as
they were. Part of the grader (wholetext.ready asks it, at the text's ends); one anchored pattern a line, its
pieces bounded and apart by brackets (linear); pure functions.
"""
import re

from .textends import at_the_ends

_N_BRACKETED = re.compile(
    r"^(?P<n>[ \t]{0,16}[nN][ \t]{0,3}[=:][ \t]{0,3}\d{1,9})[ \t]{0,3}(?P<open>[(\[])"
    r"(?P<inside>[^()\[\]\n]{0,300}(?:\([^()\n]{0,40}\)[^()\[\]\n]{0,300}){0,8})(?P<close>[)\]])[ \t.]{0,3}$",
    re.MULTILINE)
_PAIRS = {"(": ")", "[": "]"}
_SAYS = re.compile(r"[=:]")


def _apart(m):
    if _PAIRS[m.group("open")] != m.group("close") or len(_SAYS.findall(m.group("inside"))) < 2:
        return m.group(0)
    return f"{m.group('n')}; {m.group('inside').strip()}"


def n_bracket_opened(text):
    """text with each line of n and its sizes' statements in brackets (module docstring) written without them."""
    return at_the_ends(text, lambda part: _N_BRACKETED.sub(_apart, part), ("(", "["))
