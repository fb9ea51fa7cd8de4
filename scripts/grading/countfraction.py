"""countfraction.py - a count's label that names its two values in brackets ('Below t in x (count, frac):  100024
1.00024E-01', Fortran's formatted write; 'x below t (count, fraction): 100024 0.100024'; 'y (count, frac) = 12,
1.2e-05'; 'x (number, share): 100024 / 0.100024'): read as the label's count and its fraction in brackets
('Below t in x: 100024 (1.00024E-01)'), in the order the brackets name them ('(fraction, count)' turned round), as
'(a, b, c) = 0.05 0.1 0.4' is read in order. Only a line of the label, the bracket of two names (a count's word, a
fraction's word) and two numbers, the count a whole number: nothing else on it is read another way.
Part of the grader (headings._named asks it, first); one anchored pattern of bounded runs a line: linear.
"""
import re

from .countfractionbare import counts_fractions_bare

_COUNT = r"(?:count|cnt|number|num|n|#)"
_FRACTION = r"(?:frac|fraction|ratio|share|proportion|fract)"
_NUMBER = r"[+-]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eEdD][+-]?\d{1,3})?"
_LINE = re.compile(
    rf"(?im)^([ \t]*[^\n()]{{0,80}}?[^\s()])[ \t]{{0,8}}\([ \t]{{0,4}}(?:({_COUNT})[ \t]{{0,4}}[,;/][ \t]{{0,4}}{_FRACTION}"
    rf"|{_FRACTION}[ \t]{{0,4}}[,;/][ \t]{{0,4}}{_COUNT})[ \t]{{0,4}}\)[ \t]{{0,40}}[:=]?[ \t]{{0,40}}({_NUMBER})"
    rf"(?:[ \t]{{0,40}}[,;/][ \t]{{0,40}}|[ \t]{{1,40}})({_NUMBER})[ \t]*$")


def _pair(m):
    count, fraction = (m.group(3), m.group(4)) if m.group(2) else (m.group(4), m.group(3))
    if not count.lstrip("+").isdigit():
        return m.group(0)  # (the count a whole number, or the line is read as it is)
    return f"{m.group(1)}: {count} ({fraction})"


def counts_fractions(text):
    """text with each line of a label, '(count, fraction)' and the two values rewritten as 'label: count
    (fraction)'; the same label without brackets too (countfractionbare.py)."""
    if "(" in text and re.search(r"(?i)\([ \t]{0,4}(?:count|cnt|number|num|n|#|frac|fract|fraction|ratio|share|proportion)[ \t]{0,4}[,;/]", text):
        text = _LINE.sub(_pair, text)
    return counts_fractions_bare(text)  # ('x count, fraction: 100024 0.100024', no brackets: countfractionbare.py)
