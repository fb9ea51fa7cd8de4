"""countedwith.py - a log's counting step that names the threshold after a verb and the grid it counts over after it
(`counted with t=0.1 over the 1000 x 1000 interior (1000000 cells)`, `counting using t = 0.1`, `compared against
threshold 0.1, over 1000000 inner cells`): read as one statement, the label 'counted with t' named no field, so the
threshold, n and n^2 were all MISSING on a right output (the twenty-ninth pass's H5). Two statements: the threshold
(`t=0.1`, read as a bare `t=0.1` is) and the rest of the line as loggers.prepared reads a line of its own. Only at a
line's start (after a logger's prefix), the verb a counting or comparing one, and only where the threshold's value
ends the line or a preposition, a comma or a semicolon follows it: `count with t=0.1: 100024` (a count after a
colon) is read as before. Part of the grader (loggers.prepared asks it); one anchored pattern of bounded runs.
"""
import re

_STARTS = ("coun", "comp", "chec", "test", "thre", "filt", "clas", "elem", "valu", "cell", "poin")
_NUMBER = r"(?:\d{1,3}(?:\.\d{0,8})?|\.\d{1,8})(?:[eE][+-]?\d{1,3})?(?![\w.])"
_COUNTED = re.compile(
    r"[ \t]{0,8}(?:(?:elements?|values?|cells?|points?)[ \t]{1,3})?"
    r"(?:count(?:s|ed|ing)?|compar(?:e|es|ed|ing)|check(?:s|ed|ing)?|test(?:s|ed|ing)?|threshold(?:ed|ing)"
    r"|filter(?:s|ed|ing)?|classif(?:y|ied|ying))[ \t]{1,3}(?:with|using|at|by|against|for)[ \t]{1,3}"
    rf"(?P<t>(?:t|thr|tau|\u03c4|threshold)(?:[ \t]{{0,3}}(?:==?|:)[ \t]{{0,3}}|[ \t]{{1,3}}){_NUMBER})"
    r"(?:[ \t]{0,8}$|[ \t]{0,3}[,;][ \t]{0,3}(?=\S)|[ \t]{1,3}(?=(?:over|on|in|across|among|amongst|within|inside|of"
    r"|for)\b))", re.IGNORECASE)


def _shifted(plan, by):
    """A plan's parts with each span moved `by` characters (a literal kept)."""
    return tuple(tuple((item[0] + by, item[1] + by) if isinstance(item, tuple) else item for item in part) for part in plan)


def counted_with(rest, prepared):
    """The plan (statements.py's) of a counting step's threshold and the rest of its line (module docstring), else
    None; `prepared` reads the rest (loggers.prepared)."""
    if len(rest) > 300 or rest.lstrip(" \t")[:4].lower() not in _STARTS:
        return None
    m = _COUNTED.match(rest)
    if m is None:
        return None
    parts = ((m.span("t"),),)
    if m.end() >= len(rest.rstrip(" \t")):
        return parts
    at, plan = prepared(rest[m.end():])[:2]
    offset = m.end() + at
    return parts + (_shifted(plan, offset) if plan else (((offset, len(rest)),),))
