"""A count before its threshold, the threshold named and given at the clause's end: 'there are 100024 elements
of x below t = 0.1', 'we get 12 values of y under threshold = 0.1.' place() took the threshold's value as the
line's, and fields._shape, finding no count after it (layout.count_after_threshold), read the line as the
threshold alone: X's count was lost (h24's H4, 'with a = 0.05, b = 0.1, c = 0.4 there are 100024 elements of x
below t = 0.1'). Here the threshold's name and value are blanked (offsets kept) and the line placed again: a
whole count before them, on a line that place() reads as a count, is the line's value."""

import re

from .layout import place

# the threshold's name and its separator, right before its value ('t = ', 'threshold: ', 'tau=')
_NAMED = re.compile(r"\b(?:t|thr|thresh|threshold|tau)[ \t]{0,3}[=:][ \t]{0,3}\Z", re.IGNORECASE)


def count_before_threshold(line, start, end):
    """place() of the line with the threshold (line[start:end], named just before it) blanked, where what is
    left is a count line whose whole value comes before it and the line ends after it; else None."""
    named = _NAMED.search(line, max(0, start - 16), start)
    if named is None or line[end:].strip(" \t.,;)") != "":
        return None
    placed = place(line[:named.start()] + " " * (end - named.start()) + line[end:])
    if placed.kind != "below" or placed.value is None or placed.value[0] >= named.start() \
            or not placed.value[2].isdigit():
        return None
    return placed
