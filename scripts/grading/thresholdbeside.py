"""thresholdbeside.py - the threshold and the constants on one line apart by blanks alone, each under its label
word: Python's print('threshold', t, 'constants', a, b, c) gives `threshold 0.1 constants 0.05 0.1 0.4`
(`t 0.1 abc 0.05 0.1 0.4`, `thr 0.1 weights 0.05 0.1 0.4`, the constants first: `constants 0.05 0.1 0.4
threshold 0.1`). Read as one statement the line is the threshold's (its constants MISSING); it is two: the
threshold `threshold :: 0.1` and the constants' label with their three values. Only where the constants' part
is a label that names them (words.classify: `constants`, `abc`, `weights (a, b, c)`) and exactly three numbers,
nothing after them; thresholdline.py reads the same two apart by a comma, `and` or `with`, or the constants
named by their letters. Part of the grader (thresholdline.threshold_apart asks it first); anchored patterns.
"""
import re

from .words import classify

_NUMBER = r"[+-]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
_LABEL = r"(?:(?i:threshold|thresh|thr|cut-?off)|t|T)(?:[ \t]*[=:][ \t]*|[ \t]{1,8})"
_FIRST = re.compile(rf"[ \t]*{_LABEL}({_NUMBER})[ \t]{{1,8}}(?=[A-Za-z(])")
_LAST = re.compile(rf"[ \t]{{1,8}}{_LABEL}({_NUMBER})[ \t]*\.?[ \t]*")
_VALUES = re.compile(rf"(?<![\w.])({_NUMBER})(?![\w.])")
_DIGIT = re.compile(r"[+-]?\.?\d")


def beside_constants(line):
    """The plan (statements.py's) of a line of the threshold and the constants apart by blanks, else None."""
    if len(line) > 200 or not line[:1].isspace() and not line[:1].isalpha():
        return None
    first = _FIRST.match(line)
    if first is not None:
        rest = (first.end(), len(line.rstrip()))
        return (("threshold :: ", first.span(1)), (rest,)) if _constants(line, *rest) else None
    cut = max(line.rfind(" ", 0, len(line.rstrip()) - 1), line.rfind("\t", 0, len(line.rstrip()) - 1))
    cut = max(line.rfind(" ", 0, cut), line.rfind("\t", 0, cut)) if cut > 0 else -1  # (before 'threshold 0.1')
    while cut > 0 and line[cut - 1] in " \t":
        cut -= 1
    last = _LAST.fullmatch(line, cut) if cut > 0 else None
    if last is None or not _constants(line, 0, cut):
        return None
    return (((0, cut),), ("threshold :: ", last.span(1)))


def _constants(line, start, stop):
    """Whether line[start:stop] is a label that names the constants, then their three values and nothing else."""
    digit = _DIGIT.search(line, start, stop)
    if digit is None or classify(line[start:digit.start()]) != "constants":
        return False
    values = _VALUES.findall(line, digit.start(), stop)
    return len(values) == 3 and not re.search(r"[A-Za-z]", line[digit.start():stop])
