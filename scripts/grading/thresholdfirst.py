"""thresholdfirst.py - the threshold as the head of a line that holds the counts (`threshold 0.1: x has 100024 below
(0.100024), y has 12 below (1.2e-05)`, `at threshold 0.1: ...`, `threshold = 0.1: ...`, `t = 0.1 -- x below:
100024`, `With threshold 0.1: X = 100024 (0.100024), Y = 12 (1.2e-05)`): the head is its own statement `threshold ::
0.1`, the rest is read as it is on a line of its own (statements.prepare). Before, the head was the first count's
label and the threshold was lost. Only where the rest reads as a count or a fraction (layout.place); a head with
nothing countable after it (`threshold 0.1: all counts below`) is read as before. Part of the grader
(loggers.prepared asks it); one anchored pattern whose blank runs are apart by what they hold: no backtracking.
"""
import re

from .layout import place

_NUMBER = r"[+]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
# an optional preposition and article, the threshold's name, its value, then a colon, a semicolon, a comma or a dash
# (or a constant's assignment, 'With c = 0.4, there are ...': its own statement, group 2, where no other constant's
# follows it ('Using a = 0.05, b = 0.1, c = 0.4 and ...' is the constants' list, read as before); and, for either, no
# separator but the sentence's verb: 't = 0.1 gives 100024 ...', 'For t = 0.1 there are ...', the h31 pass's F1/F2)
_HEAD = re.compile(rf"[ \t]*(?:(?i:at|with|for|using)[ \t]+)?(?:(?i:the|a)[ \t]+)?"
                   rf"(?:(?i:threshold|thresh|thr|cutoff)(?:[ \t]*[=:][ \t]*|[ \t]+(?:(?i:of)[ \t]+)?)|[tT][ \t]*=[ \t]*"
                   rf"|(?=[abc][ \t]*=)(?P<constant>[abc][ \t]*=[ \t]*(?={_NUMBER}(?![\w.])(?![ \t]*,?[ \t]*[abc][ \t]*=))))"
                   rf"({_NUMBER})(?![\w.])[ \t]*(?::(?!:)|;|,|-{{1,2}}(?=[ \t])|\u2013|\u2014"
                   r"|(?=(?i:there|gives?|gave|yields?|leaves?|we|i|you|one|produces?|results?)\b))[ \t]*(?=[^\s])")
_CUE = re.compile(r"(?i:thresh|thr|cutoff)|(?<![A-Za-z])[tTabc][ \t]*=")
_COUNTED = ("below", "fraction")


def threshold_leading(line, plan_of):
    """The plan of a line whose head is the threshold and whose rest holds a count ('threshold :: 0.1', then the
    rest's statements), else None (plan_of: statements.prepare, (begin, plan) of a text)."""
    if len(line) > 1000 or not _CUE.match(line.lstrip()[:12]) and not _CUE.search(line[:24]):
        return None
    head = _HEAD.match(line)
    if head is None or not any(c.isdigit() for c in line[head.end():]):
        return None
    at = head.end()
    begin, plan = plan_of(line[at:])
    if plan is None or isinstance(plan[0], str):  # (a plan that asks first: the rest one statement)
        if sum(1 for word in line[at:].split() if word.strip(",.;:()").isdigit()) > 1:
            return None  # (both arrays' counts in one clause, '... in x and y are 100024 and 12, respectively':
            # the whole line's readers take them, threshold and all)
        statements = (((at, len(line)),),)
    else:
        statements = tuple(tuple((p[0] + at + begin, p[1] + at + begin) if isinstance(p, tuple) else p for p in s)
                           for s in plan)
    if not any(place(line[slice(*s[0])] if len(s) == 1 and isinstance(s[0], tuple) else line[at:]).kind in _COUNTED
               for s in statements):
        return None  # (no count after it: read as before)
    if head.group("constant"):  # ('c = 0.4' as it is printed: a statement of its own)
        return ((head.start("constant"), head.end(2)),), *statements
    return (("threshold :: ", head.span(2)),) + statements
