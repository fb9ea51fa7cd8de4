"""restated.py - a percentage restating a fraction just after it ('fraction = 1.2e-05, i.e. 0.0012%', 'fraction
y = 1.2e-05 or 0.0012%', '... = 0.100024; 10.0024%', '--> 10.0024 %'): another printing of that fraction, so that
a wrong one fails (a count's bracketed fraction's is printed.fractions_beside's). Where a line's statements were
cut at the comma ('count y < t = 12, fraction = 1.2e-05, i.e. 0.0012%'), the percentage's statement is joined to
the fraction's before it. Part of the grader (loggers.prepared and fields.py ask it); pure functions.
"""
import re

from .words import Found, number_value

# (printed.py's restatement, and an arrow: '--> 0.0012 %')
_RESTATED = re.compile(r"[ \t]*(?:[,;=/]|-{1,2}>|\bor\b|\bi\.?e\.?|\bthat is\b|\bwhich is\b)[ \t,:]{0,3}"
                       r"(?:i\.?e\.?[ \t,:]{1,3})?([+-]?(?:\d{1,12}\.?\d{0,12}|\.\d{1,12})(?:[eE][+-]?\d{1,3})?)[ \t]*%")
_ALONE = re.compile(r"[ \t]*(?:i\.?e\.?|or|that is|which is|-{1,2}>)?[ \t,:]{0,3}"
                    r"[+-]?(?:\d{1,12}\.?\d{0,12}|\.\d{1,12})(?:[eE][+-]?\d{1,3})?[ \t]*%[ \t]*")
_FRACTION_WORD = re.compile(r"(?i)frac|ratio|share|proportion")


def joined(text, plan):
    """plan (statements.prepare's, of `text`) with a statement that is a percentage alone joined to a fraction's
    statement before it (the text between them, ', i.e. ', kept)."""
    if not plan or len(plan) < 2 or "%" not in text:
        return plan
    statements = list(plan)
    for k in range(len(statements) - 1, 0, -1):
        this, before = statements[k], statements[k - 1]
        if len(this) != 1 or type(this[0]) is not tuple or type(before[-1]) is not tuple \
                or not _ALONE.fullmatch(text, *this[0]) or not _FRACTION_WORD.search(text, before[0][0] if type(
                    before[0]) is tuple else 0, before[-1][1]):
            continue
        statements[k - 1:k + 1] = [before[:-1] + ((before[-1][0], this[0][1]),)]
    return tuple(statements) if len(statements) != len(plan) else plan


def restated_printed(kind, line, shape, number, values):
    """A percentage restating the fraction (field `kind`, its value's span `shape.value`) just after it on the
    line: added to `values` as another printing of that fraction."""
    if kind[:9] != "fraction_" or "%" not in line or shape.percent or line[shape.value[1]:shape.value[1] + 1] == "%":
        return
    m = _RESTATED.match(line, shape.value[1])
    if m and len(values.get(kind, ())) < 64:
        values.setdefault(kind, []).append(Found(m.group(1), number_value(m.group(1)), number, percent=True))
