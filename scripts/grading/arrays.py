"""arrays.py - an array's name in a label that says which array in a way words alone do not: not
smoothed ('non-smoothed', 'not smoothed', 'un-smoothed', 'unfiltered': x), x's next version as code
names it ('x_out', 'x_new', 'x_smoothed': y), x with an index ('x0': x; 'x1', 'x_2': no array by
name, the order of the counts says, as 'x1'/'x2' may be x and y). Part of the grader (words.words_of
reads a label with it); pure functions, on a label in lower case.
"""
import re

ARRAY_NAMES = re.compile(r"\b(?:non|not|un)[ \t_-]{0,2}(smoothed|filtered|processed)\b"
                         r"|\bx_?(?:out|new|next|final|smoothed|smooth|sm|res|result)\b|\bx_?(0)\b|\bx_?[1-9]\d{0,3}\b")


def array_named(m):
    """ARRAY_NAMES' match as the array's word ('unsmoothed', 'x', 'y'), or 'xn' (no array by name)."""
    return " unsmoothed " if m.group(1) else " x " if m.group(2) else " xn " if m.group()[-1].isdigit() else " y "
