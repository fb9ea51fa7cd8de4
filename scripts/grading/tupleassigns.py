"""tupleassigns.py - the counts and fractions given as one bracketed tuple under their names: a tuple assignment
whose values are bracketed ('x_count, x_frac, y_count, y_frac = (100024, 0.100024, 13, 1.3e-05)', '[...]'), its
values on the next line ('... =' over '(100024, ...)'), or a header line of the names alone over a Python repr of the
tuple ('x_count, x_frac, y_count, y_frac' over '(100024, 0.100024, 13, 1.3e-05)'). Before (the brief's item 5, left
from the thirty-first pass), such a line after a right output's counts passed 20/20 unread, a wrong Y in it too (the
same assignment without brackets was read, and failed). Now each is rewritten as each name's statement on the names'
line ('x_count = 100024, x_frac = 0.100024, y_count = 13, y_frac = 1.3e-05'; the values' line, where apart, left
blank: every line keeps its number), which the grader reads name by name; so is the unbracketed assignment with a
fraction in it ('cx, fx, cy, fy = 100024, 0.100024, 13, 1.3e-05', which passed unread: whole numbers alone are
recapleads.py's). Only two to six names, one at least a
count's or a fraction's of x or y ('cx', 'x_count', 'frac_y', 'ny_below'), as many numbers, nothing else on the
lines. Anchored patterns of bounded runs; wholetext.py asks it, in a long text's first and last textends.SAMPLE
characters. Part of the grader; pure functions.
"""
import re

from .textends import at_the_ends

_NAME = r"[A-Za-z_]\w{0,30}"
_NUMBER = r"[+-]?(?:\d{1,15}(?:\.\d{0,15})?|\.\d{1,15})(?:[eE][+-]?\d{1,3})?"
_NAMES = rf"{_NAME}(?:[ \t]{{0,4}},[ \t]{{0,4}}{_NAME}){{1,5}}"
_VALUES = rf"{_NUMBER}(?:[ \t]{{0,4}},[ \t]{{0,4}}{_NUMBER}){{1,5}}"
# names, '=' or nothing, the bracketed values on the same line or the next
_TUPLE = re.compile(rf"(?m)^([ \t]{{0,16}})[(\[]?[ \t]{{0,2}}({_NAMES})[ \t]{{0,2}}[)\]]?[ \t]{{0,4}}(=?)[ \t]{{0,4}}"
                    rf"(\n?)[ \t]{{0,16}}([(\[]?)[ \t]{{0,4}}({_VALUES})[ \t]{{0,4}},?[ \t]{{0,4}}([)\]]?)[ \t]{{0,4}};?[ \t]*$")
# a count's or a fraction's name of an array: 'cx', 'fy', 'x_count', 'count_y', 'frac_x', 'ny_below', 'below_x'
_COUNT_NAME = re.compile(r"(?i)^(?:(?:c|f|n|nb|cnt|count|num|frac|fraction|below|ratio|share|p)_?[xy]"
                         r"|[xy]_?(?:c|f|cnt|count|num|frac|fraction|below|lt|ratio|share)|n_?[xy]_?below)$")


def _rewritten(m):
    names = [n.strip() for n in m.group(2).split(",")]
    values = [v.strip() for v in m.group(6).rstrip(", \t").split(",")]
    if len(names) != len(values) or not any(_COUNT_NAME.match(n) for n in names) \
            or {"(": ")", "[": "]", "": ""}[m.group(5)] != m.group(7):
        return m.group(0)
    if not m.group(3) and not (m.group(4) and m.group(5)):
        return m.group(0)  # ('cx, fx (100024, 0.100024)' with no '=', a names' line over a CSV row: no tuple's shape)
    if not m.group(5) and (m.group(4) or all("." not in v and "e" not in v.lower() for v in values)):
        return m.group(0)  # (whole numbers unbracketed: recapleads.py's tuple; an '=' over a row: no tuple's)
    line = f"{m.group(1)}{', '.join(f'{n} = {v}' for n, v in zip(names, values))}"
    return line + "\n" if m.group(4) else line  # (the values' line left blank: its number kept)


def _rewrite(part):
    return _TUPLE.sub(_rewritten, part)


def tuples_unbracketed(text):
    """text with each bracketed tuple of counts under its names rewritten as the unbracketed assignment."""
    if "(" not in text and "[" not in text:
        return text
    return at_the_ends(text, _rewrite)
