"""pairlabels.py - a count's or a fraction's label over both arrays' values on one line, where the line's
other rules lose them: each array's value after its name with no '=' or ':' ('Fractions: x 0.100024, y
0.000012', C's printf("x %d, y %d")), read as 'Fractions: x = 0.100024, y = 0.000012' (the label's value for
each array, statements._both_arrays' rule); and such a label qualified by the n it is for ('Counts for n =
1000: x = 100024, y = 12', 'Counts (n=1000): x=100024 y=12', 'Below 0.1 for n = 1000: ...', 'Fractions, n =
1000: ...'), read as 'n = 1000: Counts: x = 100024, y = 12' (n a statement of its own, the label the arrays';
the n was read as the label's, and the arrays' values were left unnamed). The label must name a count or a
fraction (its words a count's, 'below', 'fraction', ...); a line the other rules read ('Counts: x = 100024,
y = 12') is left as it is. Part of the grader (headings.regrouped asks it, first of the naming rules);
one anchored pattern of bounded runs, the label's qualifier looked for in its 80 characters: linear.
"""
import re

from .words import COUNT_WORDS, FRACTION_WORDS, words_of

_NUMBER = r"[+]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?%?"
_GIVES = r"(?:[ \t]*[:=][ \t]*|[ \t]+)"  # 'x = 1', 'x: 1', 'x 1'
# an indent, a label (no ':', 80 characters at most), ':', 'x V', a comma or ';' (or 'and', or blanks), 'y V';
# the arrays' names either way round
# (each value may have its fraction in brackets after it: 'below threshold: x 100024 (0.100024)  y 12 (1.2e-05)')
_SHARE = rf"(?:[ \t]?\([ \t]?{_NUMBER}[ \t]?\))?"
_LINE = re.compile(rf"^([ \t]*)([A-Za-z][^:\n]{{0,80}}?)[ \t]*:[ \t]*([xXyY]){_GIVES}({_NUMBER}{_SHARE})"
                   rf"(?:[ \t]*[,;][ \t]*(?:and[ \t]+)?|[ \t]+(?:and[ \t]+)?)([xXyY]){_GIVES}({_NUMBER}{_SHARE})[ \t]*$",
                   re.MULTILINE)
# the n the label is for, at its end: 'for n = 1000', '(n=1000)', ', n = 1000', 'at N=1000'
_FOR_N = re.compile(r"(?:\(|\b)[nN][ \t]*=[ \t]*(\d{1,9})(?:[ \t]*\))?$")
_BEFORE_N = re.compile(r"(?:[ \t,]|\b(?:for|at|with|when|where))+$", re.IGNORECASE)
_NAMED_GIVES = re.compile(r"[ \t]*[:=]")
_LABEL_WORDS = COUNT_WORDS | FRACTION_WORDS | {"count", "counts", "number", "numbers", "elements", "element", "points",
                                               "cells", "frac", "pct", "threshold"}


def _pair(m):
    indent, label, first, second = m.group(1), m.group(2), m.group(3), m.group(5)
    if first.lower() == second.lower():
        return m.group(0)
    n = None
    qualified = _FOR_N.search(label) if "=" in label else None
    if qualified is not None:
        n = qualified.group(1)
        label = _BEFORE_N.sub("", label[:qualified.start()]) if qualified.start() else ""
    named = _NAMED_GIVES.match(m.string, m.end(3)) and _NAMED_GIVES.match(m.string, m.end(5))
    if (named and n is None) or not label or "=" in label or not set(words_of(label)) & _LABEL_WORDS:
        return m.group(0)  # (the other rules read it; or no count's or fraction's label)
    pairs = f"{label}: {first} = {m.group(4)}, {second} = {m.group(6)}"
    return f"{indent}n = {n}: {pairs}" if n is not None else indent + pairs


def pairs_labelled(text):
    """text with each such line read as the label's value for each array (n first where the label names it)."""
    if ":" not in text:
        return text
    return _LINE.sub(_pair, text)
