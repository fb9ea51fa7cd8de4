"""sizes.py - the grid size n that an output's size fields give (size_of), and C's int overflow
(int32) that a wrong size or fraction shows. Part of the grader; pure functions.
"""
import math


def size_of(reading):
    """(n, how) from the size lines: inner elements, else elements in a
    row - 2, else the square roots of the totals; (None, why) if none."""
    fields = reading["fields"]

    def whole(key):
        found = fields.get(key)
        if found and found.error and found.first is not None:  # two summaries: n is the first's (the sizes
            found = found.first                                 # given twice fail, naming both lines)
        if found and found.error is None and isinstance(found.value, float) and found.value == int(found.value):
            return int(found.text) if found.text.isdigit() else int(found.value)  # exact past 2^53
        return None

    def root(v):
        r = math.isqrt(v) if v is not None and v > 0 else None
        return r if r is not None and r * r == v else None

    for n, how in ((whole("inner"), "inner elements in a row/column"),
                   ((whole("row") or 0) - 2, "elements in a row/column - 2"),
                   (root(whole("total_inner")), "the square root of the inner elements"),
                   ((root(whole("total")) or 0) - 2, "the square root of the elements - 2")):
        if n is not None and n >= 1:
            return n, how
    return None, "no line gives n (inner elements in a row/column, elements in a row/column, or a total)"


def int32(v):
    """v as a C int holds it after overflow (two's complement wrap)."""
    return (v + 2**31) % 2**32 - 2**31
