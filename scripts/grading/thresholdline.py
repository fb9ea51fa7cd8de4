"""thresholdline.py - the threshold beside the constants (or another statement) on one line, each read on its
own: the threshold first, then a, b and c ('With t = 0.1 and (a, b, c) = (0.05, 0.1, 0.4):', 'threshold 0.1 with
a=0.05 b=0.1 c=0.4', 'Using threshold 0.1, a = 0.05, ...'), or another statement first and the threshold last
after a comma, a semicolon, 'and' or 'with' (MATLAB's 'Kernel: [0.05 0.10 0.05; ...], threshold 0.1'). The
threshold is a statement 'threshold :: 0.1'; the rest is its own (the constants read as before). Not where the
rest after a leading threshold is more than a, b and c named with their three values, nor where what comes before
a last threshold is more than one statement (read as before). Part of the grader
(loggers.prepared asks it); anchored patterns, their runs apart by what they hold: no backtracking.
"""
import re

from .thresholdbeside import beside_constants
from .words import words_of

_NUMBER = r"[+]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
# a threshold's label and its value: 'threshold 0.1', 'threshold of 0.1', 'thr=0.1', 't = 0.1' (bare 't' with = or :)
_LABELLED = rf"(?:(?i:threshold|thresh|thr|cutoff)(?:[ \t]*[=:][ \t]*|[ \t]+(?:of[ \t]+)?)|t[ \t]*[=:][ \t]*)({_NUMBER})"
_FIRST = re.compile(rf"[ \t]*(?:(?i:with|using|for|at)[ \t]+)?(?:(?i:the|a)[ \t]+)?{_LABELLED}"
                    r"(?:[ \t]*[,;][ \t]*|[ \t]+(?:(?i:and|with|using)[ \t]+)?)(?=[^\s,;])")
_LAST = re.compile(rf"(?:[ \t]*[,;][ \t]*|[ \t]+(?i:and|with)[ \t]+)(?:(?i:the|a)[ \t]+)?{_LABELLED}[ \t]*[.;:]?[ \t]*$")
_CUE = re.compile(r"(?i:thresh|thr\b|cutoff)|(?<![A-Za-z])t[ \t]*[=:]")
_ABC = {"a", "b", "c"}
_NUMBERS = re.compile(r"(?<![\w.])[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")


def threshold_apart(line, plan_of):
    """The plan of a line of the threshold beside another statement ('threshold :: 0.1' and the rest), else None
    (plan_of: statements.prepare, (begin, plan) of a text)."""
    if len(line) > 1000 or "|" in line:  # ('threshold 0.1 | a 0.05 | ...': pairs.py's)
        return None
    if not _CUE.search(line):  # ('t 0.1 abc 0.05 0.1 0.4': apart by blanks alone, thresholdbeside.py)
        return beside_constants(line) if line[:2].lstrip()[:1] in ("t", "T") or "t " in line else None
    beside = beside_constants(line)  # ('threshold 0.1 constants 0.05 0.1 0.4', 'constants 0.05 0.1 0.4 threshold 0.1')
    if beside is not None:
        return beside
    first = _FIRST.match(line)
    if first is not None:
        rest = (first.end(), len(line.rstrip()))
        if not _ABC <= set(words_of(line[slice(*rest)])) or len(_NUMBERS.findall(line, *rest)) != 3:
            return None  # (the constants alone after it: 'With a threshold of 0.1 and weights a = 0.05, ..., we found
            #              that 100024 ...' is prose's clauses, read as before)
        return (("threshold :: ", first.span(1)), (rest,))
    at = line.rfind(",")
    at = max(at, line.rfind(";"), line.rfind(" and "), line.rfind(" with "), line.rfind("\tand "), line.rfind("\twith "))
    while at > 0 and line[at - 1] in " \t":
        at -= 1
    last = _LAST.match(line, at) if at > 0 else None
    if last is None or not line[:last.start()].strip() or not re.search(r"\d", line[:last.start()]) \
            or plan_of(line[:last.start()])[1] is not None:
        return None  # (what comes before it one statement: 'x: 100024 (0.100024), y: 12, threshold 0.1' is read as before)
    return (((0, last.start()),), ("threshold :: ", last.span(1)))
