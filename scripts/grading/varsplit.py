"""varsplit.py - a count and its fraction under a program's own names on one line: a Python f-string's '=' prints
('cx=100024 cx/n**2=0.100024', 'cx=100024, cx/n**2=0.100024' from print(f"{cx=}, {cx/n**2=}")), a count's name
beside its fraction's ('count_x: 100024; frac_x: 0.100024'), or a count's name with its fraction in brackets
('cx=100024 (0.100024)'), with other `name=value` statements ('n=1000; N=1002; cx=100024 (0.100024); cy=12
(1.2e-05)'). The line's statements are put one a line (the bracket's fraction named by the array's fraction name,
'fx=0.100024'), where varnames.py reads them, as it reads them printed one a line: named only where one array's
count and fraction agree. A line is split only where it is nothing but such statements apart by blanks, ';' or ','
and one of them is a count's name (varnames' words: 'cx', 'count_y', 'x_below') with its fraction beside it.
Part of the grader (headings._named asks it before varnames.variables_named); pure functions, anchored patterns.
"""
import re

from .terselines import terse_lines
from .varnames import _COUNT_WORD, _FRACTION_WORD

_NUMBER = r"[+-]?(?:\d{1,15}(?:\.\d{0,15})?|\.\d{1,15})(?:[eE][+-]?\d{1,3})?"
# a statement: a name (or a count's name over an expression, 'cx/n**2', 'cx / (n*n)'), '=' or ':', a number (a
# unit glued or after a blank), a bracketed fraction after it
_STATEMENT = re.compile(rf"(?<![\w./])([A-Za-z_]\w{{0,30}}(?:[ \t]{{0,2}}/[ \t]{{0,2}}[\w()*^.+-]{{1,40}}?)?)[ \t]{{0,3}}"
                        rf"[:=][ \t]{{0,3}}({_NUMBER})(?:[ \t]?(?:GB|GiB|MB|MiB|KB|KiB|s|ms)\b)?"
                        rf"(?:[ \t]{{0,3}}\([ \t]{{0,3}}({_NUMBER})[ \t]{{0,3}}\))?(?![\w.])")
_GAP = re.compile(r"[ \t]{0,8}[;,]?[ \t]{0,8}")
_COUNT = re.compile(rf"(?i:{_COUNT_WORD}_?([xy])|([xy])_?{_COUNT_WORD})")
_FRACTION = re.compile(rf"(?i:{_FRACTION_WORD}_?([xy])|([xy])_?{_FRACTION_WORD})")
_OVER = re.compile(rf"(?i:{_COUNT_WORD}_?([xy])|([xy])_?{_COUNT_WORD})[ \t]{{0,2}}/")
# a fraction's generic name beside a count's ('cx=100024 frac=0.100024' from print(f"{cx=} frac={cx/n**2:.6f}"),
# the twenty-ninth pass's H1): the count's array's fraction
_GENERIC = re.compile(r"(?i:frac|fraction|ratio|share)")
_CUE = re.compile(rf"(?<![\w./])(?i:{_COUNT_WORD}_?[xy]|[xy]_?{_COUNT_WORD})[ \t]{{0,3}}[:=][ \t]{{0,3}}\d")
_MAX_LINE = 400


def _array(pattern, name, whole=True):
    m = pattern.fullmatch(name) if whole else pattern.match(name)
    return None if m is None else (m.group(1) or m.group(2)).lower()


def _split(line):
    """The line's statements one a line, or None where it is no line of them with a count's fraction beside it."""
    found = list(_STATEMENT.finditer(line))
    if len(found) < 2 and not (found and found[0].group(3)):
        return None
    at, paired = 0, False
    for k, m in enumerate(found):
        gap = line[at:m.start()]
        if k == 0 and gap.strip() or k and (not gap or _GAP.fullmatch(gap) is None):
            return None
        at = m.end()
        array = _array(_COUNT, m.group(1))
        if array is not None and (m.group(3) or k + 1 < len(found) and (array in (
                _array(_FRACTION, found[k + 1].group(1)), _array(_OVER, found[k + 1].group(1), False))
                or _GENERIC.fullmatch(found[k + 1].group(1)))):
            paired = True
    if not paired or line[at:].strip(" \t;,.") or len(found) > 12:
        return None
    indent = line[:len(line) - len(line.lstrip(" \t"))]
    lines, before = [], None
    for m in found:
        array = _array(_COUNT, m.group(1))
        if before is not None and _GENERIC.fullmatch(m.group(1)) and not m.group(3):  # ('frac=' after 'cx=': 'fx=')
            lines.append(f"{indent}f{before}={m.group(2)}")
        elif m.group(3) and array is not None:  # ('cx=100024 (0.100024)': the count, then its fraction by name)
            lines += [f"{indent}{m.group(1)}={m.group(2)}", f"{indent}f{array}={m.group(3)}"]
        else:
            lines.append(indent + m.group().strip())
        before = array
    return "\n".join(lines)


def statements_split(text):
    """text with each line of a count's name beside its fraction (and other 'name=value' statements) as its
    statements one a line."""
    text = terse_lines(text)  # ('cx=100024 cy=12' one a line; 'cx=100,024' as 'cx=100024': terselines.py)
    return lines_split(text, _CUE, _split)


def lines_split(text, cue, split_line):
    """text with each line (of at most _MAX_LINE characters) that cue finds in rewritten by split_line (None:
    the line as it was); text itself where none is."""
    if "=" not in text and ":" not in text or cue.search(text) is None:
        return text
    out, changed = [], False
    for line in text.split("\n"):
        split = split_line(line) if len(line) <= _MAX_LINE and cue.search(line) else None
        out.append(line if split is None else split)
        changed = changed or split is not None
    return "\n".join(out) if changed else text
