"""statsfirst.py - an array's statistics printed before its count on one line (`x: min 0.000001 max 0.999999
mean 0.499845  below: 100024 (0.100024)`, `x: mean 0.499845, below threshold: 100024 (0.100024)`): the
statistics are no field, and the count's label is what follows them (the mean was read as the count, or the
line's first number, the minimum, as nothing at all). The line is read as it would be without them (`x: below:
100024 (0.100024)`), its plan's spans moved back onto the line. Statistics after the count were read, and are.
Part of the grader (loggers.prepared asks it); the pattern is anchored, each of its runs bounded by what
follows it: no backtracking on a long line.
"""
import re

from .arrayprefix import joined as array_joined
from .layout import place

_STAT = r"(?:min(?:imum)?|max(?:imum)?|mean|avg|average|median|std|stdev|stddev|std[ \t]?dev|sd|var(?:iance)?)"
_NUMBER = r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?(?![\d.])"
# An optional label before a separator ('x: ', 'Array y: '), then one statistic or more, each a word and its
# number ('min 0.000001', 'mean=0.4998', 'max: 1.0'), commas or blanks between them, then a letter, '<' or '#': the
# count's label.
_STATS_FIRST = re.compile(rf"((?:[ \t]*[A-Za-z][A-Za-z0-9_ ()-]{{0,30}}?[ \t]*:(?!:)[ \t]*)?)"
                          rf"((?:{_STAT}(?![A-Za-z])[ \t]*(?:[=:][ \t]*)?{_NUMBER}[ \t]*(?:[,;|][ \t]*)?)+)(?=[A-Za-z<#])",
                          re.IGNORECASE | re.ASCII)


def stats_first(line):
    """(the line without the statistics before its count, where they were cut, how many characters were cut),
    or None where no statistics come before a count's or a fraction's label."""
    m = _STATS_FIRST.match(line) if len(line) <= 4096 else None
    if m is None:
        return None
    cut = m.end(1)
    rest = line[:cut] + line[m.end():]  # (a count's or a fraction's line, no other: 'Memory: max 0.004 GB' stays)
    joined = place(rest).kind not in ("below", "fraction") and array_joined(rest)  # ('x: below 0.1: 100024')
    return (rest, cut, m.end() - cut) if place(joined or rest).kind in ("below", "fraction") else None


def _moved(span, cut, shift):
    a, b = span
    if b <= cut:
        return ((a, b),)
    if a >= cut:
        return ((a + shift, b + shift),)
    return (a, cut), (cut + shift, b + shift)


def moved(plan, cut, shift, length):
    """A plan of the line without its statistics (statements.prepare's) as a plan of the line itself; None
    where a span that must be one crosses the cut."""
    if plan is None:
        return (((0, cut), (cut + shift, length + shift)),) if cut else (((shift, length + shift),),)
    head = ()
    if plan and isinstance(plan[0], str):  # (a plan that asks first: its two spans, each one span of the line)
        spans = [_moved(span, cut, shift) for span in plan[1:3]]
        if any(len(s) > 1 for s in spans):
            return None
        head, plan = (plan[0], spans[0][0], spans[1][0]), plan[3:]
    return head + tuple(tuple(q for p in statement for q in (_moved(p, cut, shift) if isinstance(p, tuple) else (p,)))
                        for statement in plan)
