"""tersesemis.py - a terse line of `key=value` statements whose groups a `;` or `||` parts (C's printf of
`"n2=%d n=%d N2=%d ... abc=%g,%g,%g; x<t:%d(%g) y<t:%d(%g)\\n"`): a `;` is prose's clause mark to the line's
reader (clauses.py), so the group before it was read as one statement, n lost (UNGRADED, h24's H1); the same
line with a `|` between its groups is read a statement each (pairs.py). Each `;`, `||` or `|` (glued to its
neighbours, `...,0.4|x<t:...`, too) of such a line is written ' | '. Only where every group between them is nothing but `key=value` statements apart by blanks
(gluedconstants' statements: `N+2=1002`, `abc=0.05,0.1,0.4`, `x<t:100024(0.100024)`), with four or more in
all and two or more in one group (a line of `a=1; b=2; c=3` is read well as it is); a sentence is left alone.
And a line of `key=value` statements some apart by a comma, others by blanks alone (`row=1002, inner=1000
total=1004004`, c29's leftover: the total MISSING): each apart by ', ', as the line all commas is read.
Part of the grader (notations.plain_notations asks it, in a text's first and last 256 KiB); patterns of
bounded runs, a line looked at once.

    text = semicolons_as_bars(text)
"""
import re

from .gluedconstants import STATEMENT
from .textends import at_the_ends

_MARK = re.compile(r"[ \t]{0,8}(?:;|\|\|?)[ \t]{0,8}")  # (a '|' glued to its neighbours too: '...,0.4|x<t:...')
_LINE = re.compile(r"^[^\n;|]{0,2000}[;|][^\n]{0,2000}$", re.M)
_BLANKS = re.compile(r"[ \t]*")


# a line of `key=value` statements some apart by a comma, others by blanks alone ('row=1002, inner=1000 total=1004004',
# c29's leftover: the total MISSING, 'inner=1000 total=1004004' read as one statement)
_COMMA_LINE = re.compile(r"^[^\n,]{0,2000},[^\n]{0,2000}$", re.M)
_COMMA = re.compile(r"[ \t]{0,8}[,;][ \t]{0,8}")


def semicolons_as_bars(text):
    """text with the `;` and `||` between a terse line's groups of statements written ' | ', and the blanks between
    statements of a line whose others a comma parts written ', '."""
    if ";" not in text and "|" not in text and "," not in text:
        return text
    return at_the_ends(text, _rewritten)


def _rewritten(text):
    if "=" not in text and ":" not in text:
        return text
    text = _COMMA_LINE.sub(_commas, text) if "," in text and "=" in text else text
    return _LINE.sub(_barred, text) if ";" in text or "|" in text else text


def _commas(m):
    """The line with each statement apart by ', ', where its groups apart by ',' or ';' are each statements apart by
    blanks, one group of two at least, three statements in all; else the line as it was."""
    line = m.group()
    if "=" not in line:
        return line
    groups = _COMMA.split(line.strip(" \t"))
    if len(groups) > 64:
        return line
    statements = []
    for group in groups:
        found = STATEMENT.findall(group)
        if not found or not _BLANKS.fullmatch(STATEMENT.sub("", group)) or any("=" not in f for f in found):
            return line
        statements.append(found)
    if len(statements) < 2 or sum(map(len, statements)) < 3 or max(map(len, statements)) < 2:
        return line
    indent = line[:len(line) - len(line.lstrip(" \t"))]
    return indent + ", ".join(f for found in statements for f in found)


def _barred(m):
    line = m.group()
    groups = _MARK.split(line)
    if len(groups) < 2 or len(groups) > 64:
        return line
    counts = []
    for group in groups:
        found = STATEMENT.findall(group)
        if not found or not _BLANKS.fullmatch(STATEMENT.sub("", group)):
            return line
        counts.append(len(found))
    if sum(counts) < 4 or max(counts) < 2:
        return line
    return " | ".join(group.strip(" \t") if k else group.rstrip(" \t") for k, group in enumerate(groups))
