"""sharecounts.py - an array's count given behind its share of the inner elements (the twenty-ninth pass's M1,
p12): 'y: 0.0013 % of the inner elements (13)', 'x: 10.0024% of interior cells (100024)', 'y: 1.2e-05 of the
inner elements (12)', 'y: 12 of the inner elements'. Before, the count in brackets after 'inner elements' was read
as the inner total ('Total number of inner elements: 1000000 and 13'), a right line failing the total and a wrong
one blaming it, not the count. Such a line is rewritten as the array's count with its share ('y below threshold:
13 (0.0013%)'), so the count is graded (a wrong one fails the count, a wrong share its fraction). Only a whole
line: a label that ends in the array's name (x, y, nbx, nby; up to three words before it, a tag in brackets
after it: 'GPU y', 'y (CUDA)'), ':' or '=', then one of the shapes. Part of the grader (headings._named asks it,
before terseforms.py); one anchored bounded pattern a line, lines prefiltered by 'of' and an array's name.
A share first and the count in brackets after it as the count's own line (the thirty-fourth pass's b32): 'Y below
threshold = 1.2000E-05 ( 12 )', 'y below t: 0.0012% (12)', 'x: 10.0024 % (100024)', 'Fraction of y below threshold:
0.000012 (12 elements)', and the count printed as a float first, 'y below t: 12.0 (12)'. Before, the share was read
as the count ('not a whole number'), as the threshold (a count's label naming it: '0.1 and 0.100024'), or as a
second value beside a right count (a right line failing), and the bracket's count not at all (a wrong 13 passed).
Such a line is rewritten as its array's count with its share ('y below threshold: 12 (1.2000E-05)'; a float first
equal to the count dropped, one unequal kept as a second printing, so that either wrong fails; a first number
past 1 with decimals and no '%' is a percentage where the label says 'percent' or it agrees with the count
(barecounts.agree), else the line is left). Only where the
label names one array (x or y, words._which_array) and nothing but a count's, a share's and a version's words
(a version kept in brackets), the first number has a point, an exponent or a '%' (a whole first is another
layout), and a label of the array's name alone gives a '%', an exponent or a share that agrees with the count
(barecounts.agree: 'x: 0.84 (1)' is no count). One anchored pattern whose label has no ':', '=' or digit: linear.
Words after the share and the inner total after the bracket's count (x32, h37): 'x: 10.0024% below threshold (100024
elements)', 'x below threshold: 10.0024% (100024 of 1000000)', 'x: 10.0024 % below threshold (100024/1000000)'; before,
UNGRADED. The words after the share are a count's words like the label's; a total below the count leaves the line.
"""
import re

from .barecounts import agree
from .versionwords import NAME_WORDS
from .words import X_WORDS, Y_WORDS, _which_array, words_of

_LABEL = (r"^([ \t]{0,16}(?:[A-Za-z][\w.+-]{0,24}[ \t]{1,4}){0,3}(?:nb_?)?[xyXY](?:[ \t]{1,4}\([A-Za-z][A-Za-z0-9 -]"
          r"{0,15}\))?)[ \t]{0,4}[:=][ \t]{0,4}")
_INNER = r"of[ \t]{1,4}(?:the[ \t]{1,4})?(?:inner|interior)?[ \t]{0,4}(?:elements|cells|values|points)"
_SHARE = re.compile(_LABEL + r"(?:(\d{0,3}\.\d{1,12}(?:[eE][-+]?\d{1,3})?|\d(?:\.\d{1,12})?[eE]-\d{1,3})[ \t]{0,2}(%?)"
                    r"[ \t]{1,4}" + _INNER + r"[ \t]{0,4}\([ \t]{0,2}(\d{1,12})[ \t]{0,2}\)|(\d{1,12})[ \t]{1,4}"
                    r"of[ \t]{1,4}(?:the[ \t]{1,4})?(?:inner|interior)[ \t]{1,4}(?:elements|cells|values|points))"
                    r"[ \t]{0,4}\.?[ \t]{0,4}$", re.MULTILINE)


def _written(m):
    label, share, percent, count, alone = m.groups()
    if alone is not None:
        return f"{label} below threshold: {alone}"
    return f"{label} below threshold: {count} ({share}{'%' if percent else ''})"


def share_counts(text):
    """text with each such line rewritten as the array's count (module docstring); other lines as they were."""
    if " of " not in text or ("inner" not in text and "interior" not in text):
        return shares_first(text)
    return shares_first(_SHARE.sub(_written, text))


# the share first, the count in brackets: 'Y below threshold = 1.2000E-05 ( 12 )', 'y below t: 0.0012% (12)'
_FIRST = re.compile(r"^([ \t]{0,16})([A-Za-z][A-Za-z_ \t<()/-]{0,60}?)[ \t]{0,4}(?:::|[:=])[ \t]{0,4}"
                    r"(\d{0,12}\.\d{1,12}(?:[eE][-+]?\d{1,3})?|\d{1,3}[eE][-+]?\d{1,3}|\d{1,3}(?=[ \t]{0,2}%))[ \t]{0,2}(%?)"
                    r"(?:[ \t]{1,4}([A-Za-z][A-Za-z \t]{0,40}?))?"  # ('10.0024% below threshold (100024 elements)')
                    r"[ \t]{0,4}\([ \t]{0,4}(\d{1,12})[ \t]{0,4}(?:(?:of|out[ \t]of|/)[ \t]{0,4}(\d{1,12})[ \t]{0,4})?"
                    r"(?:elements?|values?|cells?|points?|entries)?[ \t]{0,4}\)"
                    r"[ \t]{0,4}\.?[ \t]*$", re.MULTILINE)
_FIRST_WORDS = frozenset(("below", "under", "less", "lower", "smaller", "than", "threshold", "thresh", "t", "count",
                          "counts", "number", "num", "of", "the", "elements", "element", "values", "cells", "points",
                          "entries", "in", "fraction", "frac", "share", "ratio", "percent", "percentage", "pct", "array",
                          "inner", "interior", "and", "found", "total", "on", "with", "from", "lt", "smoothing")) | NAME_WORDS \
    | X_WORDS | Y_WORDS
# a threshold's or a share's word: what makes a count's label's first number its share (not a timer's seconds)
_SHARE_SAID = frozenset(("below", "under", "less", "lower", "smaller", "than", "threshold", "thresh", "t", "lt",
                         "fraction", "frac", "share", "ratio", "percent", "percentage", "pct"))
_TAG = re.compile(r"\(([A-Za-z][A-Za-z -]{0,20})\)")


def _share_first(m):
    indent, label, share, percent, after, count, total = m.groups()
    words = words_of(label)
    array = _which_array(words)
    if array is None or not set(words + words_of(after or "")) <= _FIRST_WORDS | {array}:
        return m.group(0)
    if total is not None and not 0 < int(count) <= int(total):
        return m.group(0)  # ('x: 10.0024% (100024 of 1000000)': a count of the inner total; else no count's)
    if set(words) == {array} and not (percent or "e" in share.lower() or agree(int(count), share)):
        return m.group(0)  # ('x: 0.84 (1)': an element's value, no share)
    if not percent and set(words) != {array} and not set(words + words_of(after or "")) & _SHARE_SAID:
        return m.group(0)  # ('Count-Y :: 0.001097 (1004004 elements)': smooth's timer row and a size, no share)
    tags = [t.strip() for t in _TAG.findall(label) if set(words_of(t)) <= NAME_WORDS]
    name = f"{indent}{array} below threshold" + "".join(f" ({t})" for t in tags)
    value = float(share)
    if not percent and (set(words) & {"percent", "percentage", "pct"} or 1 < value < 100 and value != int(value)
                        and agree(int(count), share, True)):
        percent = "%"  # ('Percentage of x below t: 10.0024 (100024)', 'x below t: 10.0024 (100024)': a percentage)
    if percent or value <= 1:
        return f"{name}: {count} ({share}{percent})"
    if value != int(value):
        return m.group(0)  # ('x below t: 10.0024 (100024)': a percentage without its sign, or another value)
    if value == int(count):
        return f"{name}: {count}"
    return f"{name}: {count}, {name}: {share}"  # ('y below t: 12.0 (13)': two printings, one of them wrong)


def shares_first(text):
    """text with each line of a share first and its count in brackets rewritten as the array's count (module
    docstring); other lines as they were."""
    if "(" not in text:
        return text
    return _FIRST.sub(_share_first, text)
