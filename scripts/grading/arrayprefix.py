"""arrayprefix.py - an array's name before a line's first separator, naming the fields after it
('x: number below threshold = 100024, fraction = 0.100024', 'Before smoothing: number below
threshold = 12'): the name (words of an array's only) and the rest of the line, with a separator of
its own (or a box's '|': '| x: elements below threshold | 100024 |'). The rest's label may name the threshold by its value ('x: below 0.1: 100024 (0.100024)',
'x: count < 0.1 = 100024', 'X: below threshold 0.1: ...', 'x: below t=0.1: ...', 'x: (t=0.1): ...'):
that number is the threshold (read as such on the statement 'x below 0.1: 100024 (0.100024)'), never
the count. statements._array_prefix uses it. Part of the grader; each pattern bounded (no part may
cross a digit, the name is 40 characters at most).
"""
import re

from .words import X_WORDS, Y_WORDS, _which_array, words_of

# The rest's label: words without a digit or a separator, or words, then the threshold named and its
# value, then words ('below 0.1', 'count below 0.1', '< 0.1', 'below threshold 0.1', 'below t = 0.1',
# 'below (t=0.1)', 'under 0.10 (count)'), then its separator and a number.
_WORDS = r"[A-Za-z][^=:\d]*"
_THRESHOLD_NAMED = (r"(?:[A-Za-z(#][^=:\d<]*?)?(?:<=?|\b(?:below|under|than|threshold|thresh|thr|cutoff|t|tau))"
                    r"[ \t]*(?:=[ \t]*)?\(?[ \t]*(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?[ \t]*\)?[ \t]*(?:[A-Za-z(][^=:\d]*)?")
ARRAY_PREFIX = re.compile(r"[ \t]*(?:\|[ \t]*)?([A-Za-z][A-Za-z _-]{0,40}?)[ \t]*(?:::|:)(?!:)[ \t]*"
                          rf"(?=(?:{_WORDS}|{_THRESHOLD_NAMED})[=:|][ \t]*[+-]?\.?\d)")
# A threshold's name given its value inside a label ('below t=0.1', '(t=0.1)', 'threshold (thr = 0.1)'): the text
# before its '=' (statements._each_array's values given before the arrays' names are not these).
THRESHOLD_GIVEN = re.compile(r"(?:\(|\b(?:below|under|than)|<=?)[ \t]*(?:t|thr|thresh|threshold|tau)[ \t]*$", re.IGNORECASE)
PREFIX_WORDS = X_WORDS | Y_WORDS | {"array", "matrix", "grid", "smoothing", "the", "of", "for", "in", "data"}


def joined(line):
    """The line with its array's name joined to the label after it ('x: below 0.1: 100024' -> 'x below 0.1:
    100024'), where a name of one array's words alone starts it; else None."""
    m = ARRAY_PREFIX.match(line)
    words = words_of(m.group(1)) if m else ()
    if not m or _which_array(words) is None or not set(words) <= PREFIX_WORDS:
        return None
    return line[m.start(1):m.end(1)] + " " + line[m.end():]
