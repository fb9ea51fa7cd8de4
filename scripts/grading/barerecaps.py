"""barerecaps.py - a bare recap of an array's count: the array's name alone and a whole number on a line of its
own ('X = 100024', 'Y: 12', 'Result: Y = 12', 'After smoothing: y = 12'), after the file's counts (a line
before it counts and gives a whole number: 'count y < t = 12', 'below t:  100024  12'; a coordinate's 'x: 500'
over them is no count): another
printing of that count, named as one ('y below threshold = 12'), so that a wrong one fails. Only where the
number can be a count: no heading over the line's run but a summary's or a count's ('Results:', 'Final
counts:'; a 'Peak at:', 'Block size:' over 'x = 16' / 'y = 16' is a place's or a size's), one x and one y in
the run at most and not equal (a square's sides, a point on the diagonal), no 'z'/'i'/'j' line beside the run
(a point's coordinates), and the number printed on no other line but one that counts (a grid's 'x = 1002'
repeats n+2's line). Words before the name only a summary's ('Result:', 'Final:', 'Done:'). Part of the grader
(headings.regrouped asks it, after barecounts.py); pure functions, anchored patterns, linear in the text.
"""
import re

from .neighbours import runs_of
from .recapprefixes import RECAP_PREFIX
from .timewords import GLOG, RUN_INDEX, TIMESTAMP
from .valueplaces import value_places

# (a logger's or a run's prefix before it: glog's 'smooth.cc:91] ', '2026-11-20 14:02:12 INFO ', 'Run 2: '; the
# thirty-second pass's H7, H8: the wrong 'Y = 13' behind one passed unread)
# (its first character no blank: the blanks before it are the indent's alone, no backtracking between the two on a
# line of 4,000 blanks, test_pass19_cost's)
# (spdlog's '[2026-11-30 10:01:12.145] [info] ', log4j's '10:01:12.145 [main] INFO  Stencil - ': recapprefixes.py, h33's H14)
_PREFIX = rf"(?:(?=[^ \t\n])(?:{RECAP_PREFIX}|{GLOG.pattern}|{TIMESTAMP.pattern}|{RUN_INDEX.pattern}|(?:INFO|DEBUG|NOTICE)(?::|[ \t])[ \t]{{0,8}}))?"
_LINE = re.compile(rf"^([ \t]*){_PREFIX}((?:[A-Za-z]+[ \t]+){{0,3}}[A-Za-z]+[ \t]*[:,-][ \t]*)?([xXyY])[ \t]*(?:::|[:=])[ \t]*"
                   r"(\d{1,12})(?:[ \t]{0,4}\((?i:gpu|cpu|cuda|device|host|omp|openmp|mpi)\))?[ \t]*$", re.MULTILINE)  # ('(GPU)')
_LEAD_WORDS = {"done", "summary", "result", "results", "final", "finally", "answer", "answers", "output", "recap",
               "smoothing", "smoothed", "before", "after", "so", "thus", "hence", "overall", "and", "the", "of",
               "in", "finished", "complete", "completed", "report", "here", "my", "our", "program", "run"}
_HEADING_WORDS = _LEAD_WORDS | {"counts", "count", "below", "under", "threshold", "elements", "values", "number",
                                "numbers", "is", "are", "t", "x", "y", "less", "than", "smaller", "cells"}
_WORDS = re.compile(r"[a-z]+")
_STATED = re.compile(r"[=:][ \t]*[-+]?\.?\d")  # (a line that gives a value: no heading)
_TIMED = re.compile(r"(?i)\d[ \t]*(?:s|sec|secs|seconds?|ms|msec|milliseconds?|us|usec|microseconds?|ns)\b")
_COORDINATE = re.compile(r"(?i)^[ \t]*(?:z|i|j|k|row|col|column)[ \t]*[:=][ \t]*[-+]?\d")
_COUNTS = re.compile(r"(?i)\b(?:below|under|less[ \t]+than|count\w*|threshold)\b|<")
_RUNS = 16  # runs of bare lines in a text at most (more: a dump of points)
_LOOKED = 64  # lines that count, and printings of a value, looked at per run (a bounded cost)


def _lines_around(text, start, end):
    """The lines before `start` and after `end`, blank lines passed over ('' at the text's ends)."""
    before, at = "", start
    while at > 0:
        begin = text.rfind("\n", 0, at - 1) + 1
        before = text[begin:at].strip()
        if before:
            break
        at = begin
    after, at = "", end
    while at < len(text):
        stop = text.find("\n", at + 1)
        stop = len(text) if stop < 0 else stop
        after = text[at:stop].strip()
        if after:
            break
        at = stop
    return before, after


def _headed(line):
    """Whether a line over a run is a heading (it gives no value, or ends in ':') that is no summary's or count's."""
    if not line or not (line.endswith(":") or not _STATED.search(line)):
        return False
    if not line.endswith(":") and _TIMED.search(line):
        return False  # ('smoothing took 2.918 ms': a timing's line, no heading over the recap)
    return not set(_WORDS.findall(line.lower())) <= _HEADING_WORDS


def _other_lines(text, start, end, pattern):
    """The lines of text outside start..end that hold a match of `pattern` (at most _LOOKED), as strings."""
    return _lines_at(text, start, end, (m.span() for m in pattern.finditer(text)))


def _lines_at(text, start, end, spans):
    """The lines of text holding each (begin, end) of spans outside start..end (at most _LOOKED), as strings."""
    found = []
    for at, after in spans:
        if len(found) >= _LOOKED:
            break
        if start <= at < end:
            continue
        begin = text.rfind("\n", 0, at) + 1
        stop = text.find("\n", after)
        found.append(text[begin:len(text) if stop < 0 else stop])
    return found


_WHOLE = re.compile(r"(?<![\w.])\d+(?![\w]|[.,]\d)")


def counted_before(text, start):
    """Whether a line of text before `start` counts ('count y < t = 12', 'x below threshold :: 100024') and
    gives a whole number: the counts printed before (a recap comes after them; a coordinate's 'x: 500' over
    them stays unread)."""
    return any(_WHOLE.search(line) for line in _other_lines(text[:start], start, start, _COUNTS))


def _only_counted(text, start, end, value):
    """Whether `value` is printed outside start..end only on lines that count (not n+2's 'N = 1002')."""
    return all(_COUNTS.search(line) for line in _value_lines(text, start, end, value))


def printed_counting(text, start, end, value):
    """Whether `value` is printed outside start..end on a line that counts (not only n+2's 'N = 1002')."""
    return any(_COUNTS.search(line) for line in _value_lines(text, start, end, value))


def _value_lines(text, start, end, value):
    """_other_lines of value's printings (valueplaces.py: one index of the text's numbers, not a scan a value)."""
    return _lines_at(text, start, end, value_places(text, value))


def bare_recaps_named(text):
    """text with each run of bare recap lines ('X = 100024' / 'Y = 12') named as the arrays' counts
    ('x below threshold = 100024'), where the rules above say each is a count; other lines as they were."""
    if "x" not in text and "X" not in text and "y" not in text and "Y" not in text:
        return text
    runs = runs_of(text, _LINE.finditer(text),  # (words before the name other than a summary's: no recap)
                   lambda m: m.group(2) and not set(_WORDS.findall(m.group(2).lower())) <= _LEAD_WORDS)
    if len(runs) > _RUNS:
        return text  # (a dump of points' 'x = 5' lines: no recap's)
    pieces, at = [], 0
    for run in runs:
        names = [m.group(3).lower() for m in run]
        if len(set(names)) != len(names) or (len(run) == 2 and run[0].group(4) == run[1].group(4)):
            continue
        start, end = run[0].start(), run[-1].end()
        before, after = _lines_around(text, start, end)
        if _headed(before) or _COORDINATE.match(before) or _COORDINATE.match(after):
            continue
        if not counted_before(text, start):
            continue
        for m in run:
            if not _only_counted(text, start, end, m.group(4)):
                continue
            pieces += [text[at:m.start()], f"{m.group(1)}{m.group(3).lower()} below threshold = {m.group(4)}"]
            at = m.end()
    return "".join(pieces) + text[at:] if pieces else text
