"""recapprefixes.py - a logger's prefix before a recap line's bare name and count, where only the recap line carries
it (the thirty-third pass's H14): spdlog's '[2026-11-30 10:01:12.145] [info] Y = 13' (its logger's name in a bracket
too, '[smooth] [info] '), a bracketed time alone ('[2026-11-30 10:01:12] Y = 13', '[10:01:12] nby = 13'), log4j's and
logback's '10:01:12.145 [main] INFO  Stencil - nby=13' (a thread's bracket, a level, a logger's name and ' - '), or
that without its time ('[main] INFO Stencil - nby=13'). Before, the prefix's digits or brackets made the bare recap
no recap: the wrong 13 after a right output passed unread (a level alone, '[info] Y = 13', or a bare time,
'10:01:12 INFO nby=13', failed as it should). Now barerecaps.py and terserecaps.py pass over it, as over glog's.
Part of the grader; pure functions.
"""
import re

_LEVEL = r"(?i:trace|debug|info|notice|warn|warning|error)"
_TIME = r"(?:\d{4}[-/.]\d\d[-/.]\d\d[T \t])?\d\d?:\d\d:\d\d(?:[.,]\d{1,9})?(?:Z|[ \t]?UTC|[+-]\d\d:?\d\d)?"
# a bracket's name: a thread's, a logger's or a level ('[main]', '[smooth]', '[info]', '[pool-1-thread-2]')
_BRACKETS = r"(?:\[[A-Za-z_][\w.:-]{0,40}\][ \t]{1,4}){1,3}"
# a level, then log4j's logger name and its ' - ' ('INFO  Stencil - ', 'INFO  c.e.Stencil - ', 'INFO - ')
_LEVELLED = rf"{_LEVEL}:?[ \t]{{1,8}}(?:[A-Za-z_][\w.$]{{0,60}}[ \t]{{1,4}}-[ \t]{{1,4}}|-[ \t]{{1,4}})?"
# a level alone, as loggers print it, before a logger's name and ' - ' ('INFO  Stencil - nby=13': its thread's
# bracket dropped before, as a tag's)
_UPPER_LEVEL = r"(?:TRACE|DEBUG|INFO|NOTICE|WARN|WARNING)"
# (each piece ends in a blank and starts at a non-blank: no two pieces trade characters, no backtracking)
RECAP_PREFIX = (rf"(?:(?:\[[ \t]{{0,4}}{_TIME}[ \t]{{0,4}}\][ \t]{{1,4}}|{_TIME}[ \t]{{1,4}}(?=\[))(?:{_BRACKETS})?(?:{_LEVELLED})?"
                rf"|{_BRACKETS}{_LEVELLED}|{_UPPER_LEVEL}[ \t]{{1,8}}[A-Za-z_][\w.$]{{0,60}}[ \t]{{1,4}}-[ \t]{{1,4}})")
_PREFIX = re.compile(rf"[ \t]{{0,16}}{RECAP_PREFIX}(?=[A-Za-z_(])", re.ASCII)


def recap_prefix_end(line):
    """Where such a logger's prefix at the start of `line` ends (0: none)."""
    m = _PREFIX.match(line) if line[:1] in "[ \t0123456789DINTW" else None
    return m.end() if m else 0
