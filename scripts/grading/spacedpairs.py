"""spacedpairs.py - the sizes or the threshold and constants as one line of labels and values apart by one blank
each, no ':' or '=' (the thirty-second pass's H9): 'row 1002 inner 1000 total 1004004 inner total 1000000' (before,
the row alone read: inner, total and inner total MISSING), 't 0.1 a 0.05 b 0.1 c 0.4' (the threshold MISSING).
Now such a line is rewritten in place as its statements ('row = 1002, inner = 1000, ...'), which the grader
reads. Only where the line is nothing but two such pairs or more and each label is one of the homework's short
names (_LABELS: 'row', 'inner', 'total', 'inner total', 'n', 't', 'threshold', 'a', 'b', 'c', 'mem', ...): 'iter
3 res 0.5' or 'x 100024 y 12' stay as they were. Part of the grader (wholetext.ready asks it); pure functions,
anchored bounded patterns, the text's ends only (textends.at_the_ends).
"""
import re

from .textends import at_the_ends

_NUMBER = r"[+-]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
_LABELS = {"row", "rows", "row length", "inner", "total", "inner total", "total inner", "n", "t", "thr", "thresh",
           "threshold", "a", "b", "c", "mem", "memory", "mem gb", "memory gb", "elements", "inner elements",
           "total elements"}
# a line of 'label value' pairs one or two blanks apart (a label: one to three words of letters)
_LINE = re.compile(rf"(?m)^([ \t]{{0,16}})((?:[A-Za-z]{{1,12}}(?:[ _][A-Za-z]{{1,12}}){{0,2}}[ \t]{{1,2}}{_NUMBER}"
                   rf"(?:[ \t]{{0,2}}GB)?[ \t]{{1,2}}){{1,11}}[A-Za-z]{{1,12}}(?:[ _][A-Za-z]{{1,12}}){{0,2}}[ \t]{{1,2}}"
                   rf"{_NUMBER}(?:[ \t]{{0,2}}GB)?)[ \t]*$")
_PAIR = re.compile(rf"([A-Za-z]{{1,12}}(?:[ _][A-Za-z]{{1,12}}){{0,2}})[ \t]{{1,2}}({_NUMBER}(?:[ \t]{{0,2}}GB)?)[ \t]{{0,2}}")


def _statements(m):
    pairs = _PAIR.findall(m.group(2))
    if len(pairs) < 2 or any(label.lower().replace("_", " ") not in _LABELS for label, _ in pairs):
        return m.group()
    return m.group(1) + ", ".join(f"{label} = {value}" for label, value in pairs)


def _rewritten(text):
    return _LINE.sub(_statements, text)


def spaced_pairs_read(text):
    """text with each line of the sizes' or constants' short labels and values apart by blanks alone
    ('row 1002 inner 1000 ...', 't 0.1 a 0.05 b 0.1 c 0.4') as statements ('row = 1002, inner = 1000, ...')."""
    return at_the_ends(text, _rewritten)
