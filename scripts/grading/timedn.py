"""timedn.py - n on a timer's line, the time's words or value before it or after it (`Time for n = 1000: 10.0
ms`, `Elapsed time for n = 1000: 0.0123 s`, `Smoothing time (n = 1000): 12.3 ms`, `Wall time: 0.0123 s (n =
1000)`, `Computed in 10.0 ms for n = 1000.`): n is a statement of its own, the rest of the line a timing (no
field); and n last on a line after a comma (`Grid 1002x1002 (1004004 elements, 1000000 interior), n = 1000`).
And a time of day or an elapsed time in brackets before a line's words (`[10:49:11] start n=1000`, `[2026-11-29
10:49:11] `, `[  0.012s] `), or a comment's mark before pairs (`# n=1000 N=1002 ...` over a CSV, `// `): a logger's prefix, no
field's. Part of the grader (loggers.prepared asks it where nothing else read the line); pure functions, each
pattern anchored or bounded: no backtracking on a long line.
"""
import re

from .layout import place
from .timewords import TIMED

_DIGIT = re.compile(r"\d")

# n given its value, a whole word ('n = 1000', '(n=1000)', 'N: 1000'), no expression of n ('n+2 = 1002', 'n^2').
_N = re.compile(r"(?<![\w+*^/.-])[nN][ \t]*[=:][ \t]*(\d{1,9})(?![\w.,]\d|[\w^*+/])")
# A number then a time's unit ('10.0 ms', '0.0123 s', '12 sec'), the unit a whole word.
_TIME_VALUE = re.compile(r"\d[ \t]*(?:s|sec|secs|seconds?|ms|msec|milliseconds?|us|usec|microseconds?|ns|min|minutes?)"
                         r"(?![\w/])", re.IGNORECASE | re.ASCII)
# A time of day (a date before it), or seconds elapsed, in brackets, then blanks: '[10:49:11] ', '[ 0.012s] '.
BRACKETED_TIME = re.compile(r"[ \t]*\[[ \t]{0,8}(?:(?:\d{4}[-/.]\d\d[-/.]\d\d[T \t])?\d\d?:\d\d(?::\d\d)?(?:[.,]\d{1,9})?"
                            r"(?:Z|[ \t]?UTC)?|\d{1,9}(?:\.\d{1,9})?[ \t]?(?:s|ms|sec))[ \t]{0,8}\][ \t]*"
                            r"(?:(?:DEBUG|INFO|NOTICE|WARNING|WARN)\b[ \t]*(?:[-|:][ \t]*)?)?(?=[A-Za-z_(]|\d)", re.ASCII)

# A comment's mark alone before a line's pairs ('# n=1000 N=1002 ...' over a CSV, '// n=1000, N=1002'): no label's.
_COMMENT_MARK = re.compile(r"[ \t]*(?:#|//)[ \t]+(?=[A-Za-z_][\w+*^]{0,40}[ \t]*[=:][ \t]*[-+.]?\d)")


def comment_mark(line):
    """The match of a comment's mark before two pairs or more ('# n=1000 N=1002'), or None: one before a title
    stays the title's ('# smooth (n = 1000)', '# Run: n=1000': a banner)."""
    m = _COMMENT_MARK.match(line)
    return m if m and line.count("=", m.end()) + line.count(":", m.end()) >= 2 else None


# Words of prose about another run than this one ('I also tried n = 4000, which took 0.11 s.', 'Next I will try n
# = 2000.'): its n is that run's, no timer's line or sentence of this one (a mention, set aside as before)
_ANOTHER_RUN = re.compile(r"\b(?:also|tried|try|another|other|too|additionally|compared?|versus|vs|next|will|would"
                          r"|could|plan|expect)\b", re.I)


def another_run(line):
    """Whether a timer's line speaks of another run than the output's."""
    return _ANOTHER_RUN.search(line) is not None


def n_timed(line):
    """A plan (statements.py's) of one statement, n's, for a line that gives n and a time and nothing else; or None."""
    if "=" not in line and ":" not in line or "n" not in line and "N" not in line:
        return None
    found = [m for m in _N.finditer(line)]
    if len(found) != 1 or not (TIMED.search(line) or _TIME_VALUE.search(line)):
        return None
    if place(line).kind is not None:  # (a line some field's reading already reads: its own)
        return None
    digits = sum(ch.isdigit() for ch in line[:found[0].start()] + line[found[0].end():])
    if not digits:  # (no time's value: 'Timing for n = 1000:' a heading, as before)
        return None
    return ((found[0].span(),),)


# n given its value last on a line, after a comma or semicolon ('..., n = 1000', '...; N=1000.').
_N_LAST = re.compile(r"[ \t]*([nN][ \t]*[=:][ \t]*\d{1,9})[ \t]*\.?[ \t]*$")


def n_last(line, prepare):
    """A plan (statements.py's) of a line whose last clause is n ('Grid 1002x1002 (1004004 elements, 1000000
    interior), n = 1000'): the line before it planned by `prepare` (statements.prepare) as a line of its own,
    then n; or None."""
    cut = max(line.rfind(","), line.rfind(";"))
    m = _N_LAST.match(line, cut + 1) if cut > 0 else None
    if m is None or not _DIGIT.search(line, 0, cut):
        return None
    begin, plan = prepare(line[:cut])
    if plan is None or plan and type(plan[0]) is not tuple:  # (none, or one that holds only if ...: the line one statement)
        begin, plan = 0, (((0, cut),),)
    return tuple(tuple((p[0] + begin, p[1] + begin) if isinstance(p, tuple) else p for p in statement)
                 for statement in plan) + ((m.span(1),),)
