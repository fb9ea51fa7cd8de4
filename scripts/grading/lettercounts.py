"""lettercounts.py - an array's letter, a colon, then its count in a terse form (the thirty-second pass's H10):
'x: count 100024' / 'y: count 12' (with ', fraction 0.100024' after it or not), 'x: 100024 = 0.100024' (the count,
then '=' its fraction), and the same inside a step's bracket ('STEP 3/3 count ....... ok (x: 100024 = 0.100024,
y: 12 = 1.2e-05)'); both arrays' `x: 100024 (0.100024) | y: 12 (1.2e-05)` (a29's leftover: UNGRADED), the bar
now a ';' as that line is read. Before, no rule read them: UNGRADED (no count); 'x: count = 100024' passed. Now each is
rewritten in place as the counts' printing the grader reads ('x below threshold: 100024 (0.100024)'), so a wrong
one fails. The count's word ('count', 'cnt', 'below') names the count; a bare 'x: 100024 = 0.100024' is read
only where one such pair of the text agrees (barecounts.agree: the count over the fraction an n x n grid's
elements; a point's 'x: 3 = 0.5' is none). Part of the grader (wholetext.ready asks it); pure functions,
bounded patterns, a literal search first, the text's ends only (textends.at_the_ends).
"""
import re

from .barecounts import agree
from .textends import at_the_ends

_NUMBER = r"(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
# where a statement starts: a line's start (after its indent), or after '(', ',' or ';' and blanks
_START = r"(?:^[ \t]{0,16}|(?<=[(,;])[ \t]{0,4})"
# where it ends: the line's end, or ',', ';' or ')' (the next statement, the bracket's end)
_END = r"(?=[ \t]{0,8}(?:$|[,;)]))"
# 'x: count 100024', 'y: count 12, fraction 1.2e-05', 'Y: cnt 12 (frac 1.2e-05)'
_WORDED = re.compile(rf"(?mi){_START}([xy])[ \t]{{0,4}}:[ \t]{{0,4}}(?:count|cnt|below)[ \t]{{1,8}}(\d{{1,12}})"
                     rf"(?:[ \t]{{0,4}}(?:,[ \t]{{0,4}}|\([ \t]{{0,4}})(?:fraction|frac|share)[ \t]{{1,8}}({_NUMBER})"
                     rf"[ \t]{{0,4}}\)?)?{_END}")
# 'x: 100024 = 0.100024'
_EQUALS = re.compile(rf"(?mi){_START}([xy])[ \t]{{0,4}}:[ \t]{{0,4}}(\d{{1,12}})[ \t]{{0,4}}=[ \t]{{0,4}}({_NUMBER}){_END}")


# a step's or a label's line whose bracket at its end holds nothing but such statements ('STEP 3/3 count ....... ok
# (x: 100024 = 0.100024, y: 12 = 1.2e-05)'): the bracket's statements alone are the line
_BRACKETED = re.compile(r"(?m)^[^\n()]{0,200}\((?=[ \t]{0,4}[xXyY][ \t]{0,4}:)([^()\n]{1,200})\)[ \t]*$")


# both arrays' counts, each with its fraction in brackets, apart by a bar ('x: 100024 (0.100024) | y: 12 (1.2e-05)'): the
# bar left the first's value '100024 (0.100024) |', nobody's (UNGRADED); a ';' is read, each a statement of its own
_GROUP = rf"[xXyY][ \t]{{0,4}}(?:::?|=)?[ \t]{{0,4}}\d{{1,12}}[ \t]{{0,4}}\([ \t]{{0,4}}{_NUMBER}[ \t]{{0,2}}%?[ \t]{{0,4}}\)"
_BARRED = re.compile(rf"(?m)^([ \t]{{0,16}}{_GROUP})[ \t]{{0,8}}\|\|?[ \t]{{0,8}}({_GROUP})[ \t]*$")


def _bracket_alone(m, equals_read):
    """The bracket's statements as the line, where each of its parts is one; else the line as it was."""
    parts = [p.strip() for p in re.split(r"[,;]", m.group(1))]
    if not all(_WORDED.fullmatch(p) or equals_read and _EQUALS.fullmatch(p) for p in parts):
        return m.group()
    return ", ".join(_printing(_WORDED.fullmatch(p) or _EQUALS.fullmatch(p)) for p in parts)


def _printing(m):
    letter, count, fraction = m.group(1).lower(), m.group(2), m.group(3)
    return f"{letter} below threshold: {count}" + (f" ({fraction})" if fraction else "")


def _rewritten(text):
    if ":" not in text:
        return text
    equals_read = any(agree(int(m.group(2)), m.group(3)) for m in _EQUALS.finditer(text))
    if "(" in text:
        text = _BRACKETED.sub(lambda m: _bracket_alone(m, equals_read), text)
        text = _BARRED.sub(r"\1; \2", text) if "|" in text else text
    text = _WORDED.sub(_printing, text)
    return _EQUALS.sub(_printing, text) if equals_read else text


def letter_counts_read(text):
    """text with each array's letter, a colon and a terse count ('x: count 100024', 'y: 12 = 1.2e-05') rewritten
    as the counts' printing; other text as it was."""
    return at_the_ends(text, _rewritten)
