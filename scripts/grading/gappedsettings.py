"""gappedsettings.py - the memory, the threshold and the constants on one line apart by gaps (two spaces or
more, or a tab), some of them with no separator between label and value: 'Memory per array: 0.00374021 GB
threshold 0.1   a = 0.05  b = 0.1  c = 0.4', '... GB   t 0.1   a = 0.05 ...', '... GB\tthreshold 0.1\ta = 0.05'.
The line's other splitters read 'threshold 0.1   a = 0.05' as one statement, its value the 0.05 after the
'=' (the threshold FAIL at 0.05, the constants missing: the nineteenth pass's A5), or the line as one
statement (threshold and constants missing). Here each gap-apart piece is a statement of its own, where
every piece is a label and its value(s) naming the memory, the threshold, the constants or one of a, b and
c, and one names the threshold or a constant. Not a line of counts or fractions (their pieces lean on each
other: 'X: 100024  fraction: 0.100024'), nor a table's row (a piece with no label). Part of the grader
(loggers.prepared asks it where the plan it made is none or has a statement across a gap); linear: one
pass of a bounded gap pattern, each piece placed once.
"""
import re

from .constants import named_together, one_constant
from .layout import place

_GAP = re.compile(r"\t[ \t]{0,40}| [ \t]{1,40}")  # (no two unbounded runs: each match starts at a tab or a blank)
_LABEL_FIRST = re.compile(r"[ \t]{0,40}[A-Za-z]")
_DIGIT = re.compile(r"\d")
_NUMBER = re.compile(r"(?<![\w.])[+-]?(?:\d{1,30}(?:\.\d{0,30})?|\.\d{1,30})(?:[eE][+-]?\d{1,4})?")
_KINDS = {"memory", "threshold", "constants"}
_MAX_PIECES = 12


def _pieces(line):
    """The spans of the line's pieces between gaps (at most _MAX_PIECES + 1 of them)."""
    spans, at = [], 0
    for gap in _GAP.finditer(line):
        if gap.start() > at:
            spans.append((at, gap.start()))
        at = gap.end()
        if len(spans) > _MAX_PIECES:
            return spans
    if at < len(line.rstrip(" \t")):
        spans.append((at, len(line.rstrip(" \t"))))
    return spans


def _setting(piece):
    """The kind a piece names ('memory', 'threshold', 'constants', or 'a', 'b', 'c'), where it is a label
    then its value(s); else None."""
    digit = _DIGIT.search(piece)
    if digit is None or not _LABEL_FIRST.match(piece) or not piece[:digit.start()].strip(" \t:=.-"):
        return None
    kind, numbers = place(piece).kind, len(_NUMBER.findall(piece))
    if kind in _KINDS:  # (the constants' three values in the piece: 'Constants: a = 0.05  b = 0.1' is one
        return kind if numbers == (3 if kind == "constants" else 1) else None  # statement across gaps)
    if kind is None and numbers == 3 and named_together(piece) == len(piece):  # ('a = 0.05, b = 0.1, c = 0.4')
        return "constants"
    return one_constant(piece[:digit.start()]) if kind is None and numbers == 1 else None


def settings_apart(text, plan):
    """A statement for each gap-apart piece of a line of the memory, the threshold and the constants (see the
    module's docstring), where `plan` (the line's plan so far) is None or has a statement across a gap; else plan."""
    if len(text) > 400 or not ("  " in text or "\t" in text):
        return plan
    if plan is not None and not any(len(statement) == 1 and isinstance(statement[0], tuple)
                                    and _GAP.search(text, *statement[0]) for statement in plan):
        return plan  # (each statement within a piece: read as it was)
    spans = _pieces(text)
    if not 2 <= len(spans) <= _MAX_PIECES:
        return plan
    kinds = [_setting(text[a:b]) for a, b in spans]
    if None in kinds or not {"threshold", "constants", "a", "b", "c"} & set(kinds):
        return plan
    return tuple((span,) for span in spans)
