"""groupedcounts.py - a count whose digits group their thousands right before its fraction in brackets, under any
label (the thirty-third pass's H3, H4): `x: 100,024 (0.100024)`, a French or Swiss `x: 100 024 (0.100024)`,
`x: 100'024 (...)`, a German `x unter t: 100.024 (0,100024)` or `X: 100.024 (0,100024)` (a thousands point beside
a decimal comma). Before, a one-letter label's grouped count was cut at its mark (X MISSING, its fraction MISSING)
and the German point's made the bracket's fraction a second X count (`0.100024`: FAIL). Now the count is written
without its marks (`x: 100024 (0.100024)`), as C prints it, and read as before. Only a number of 1-3 digits then
groups of three with one mark, after a label's ':' or '=', right before a bracket that opens with a decimal
number whose decimal mark is not the grouping's (a comma grouping before a point's fraction, a point before a
comma's; a blank or an apostrophe before either). Asked by notations.plain_notations (before
percentforms reads the bracket's decimal comma); one pattern of bounded runs a line: linear. Part of the grader; pure
functions.
"""
import re

_MARKS = ",.' \u00a0\u2009\u202f"
_GROUPED = re.compile(r"(?m)^([^\n:=]{0,80}[:=][ \t]{0,8})(\d{1,3}([" + _MARKS + r"])\d{3}(?:\3\d{3}){0,3})"
                      r"(?=[ \t]{0,4}\([ \t]{0,4}[+-]?\d{0,3}([.,])\d)")


def _ungrouped(m):
    mark, decimal = m.group(3), m.group(4)
    if mark == decimal:  # ('x: 100,024 (0,1)', 'x: 1.002 (0.5)': the mark may be the decimal's; left as it is)
        return m.group(0)
    return m.group(1) + m.group(2).replace(mark, "")


def grouped_counts_read(text):
    """text with each count grouped in thousands before its bracketed fraction written without its marks."""
    if "(" not in text:
        return text
    return _GROUPED.sub(_ungrouped, text)

