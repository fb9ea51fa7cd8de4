"""fractionbeside.py - a fraction printed beside its count with no array of its own, on a line of `label: value`
items apart by blanks: `x below t = 100024  fraction: 0.100024`, `np.sum(y_inner < t) = 12  fraction: 1.2e-05`,
`Count X = 100024   ratio = 0.100024`. The fraction is the count's array's: its statement is the count's label
then the fraction's item (`x below t fraction: 0.100024`), so the line reads as two fields, not one whose `:` after
`fraction` won as its separator and lost the count. Part of the grader (spaced.py asks it); pure functions.

    borrowed = fraction_borrowed(items, k, kind, array)    # None, or (statement, the array)
"""
import re

from .layout import place
from .words import _which_array, words_of


def fraction_borrowed(items, k, kind, array):
    """(the statement of items[k], a fraction with no array of its own, as the count's just before it;
    that count's array), or None where items[k] is no such fraction."""
    if kind != "fraction" or array is not None or k == 0:
        return None
    count = items[k - 1]
    owner = _which_array(words_of(count.group(1)))
    if owner is None or place(count.group().strip()).kind != "below":
        return None
    m = items[k]
    if _separator(count) != "=":  # ('(X) :: 100024  fraction: 0.100024', 'x below: 100024 fraction: 0.1': one
        return None               # statement, its fraction beside (printed.fractions_beside), as before; the
        # tutorial's fraction lines under it are then the arrays' in turn)
    return ((count.start(1), count.end(1)), " ", (m.start(1), m.end())), owner


def _separator(item):
    """The separator after an item's label: '::', ':' or '='."""
    rest = item.group()[item.end(1) - item.start():].lstrip()
    return "::" if rest.startswith("::") else rest[:1]


# An arrow before a count's fraction ('100024 values < 0.1 -> fraction 0.100024', '12 below => 0.0012 %', '12
# below 0.1 \u2192 ratio 1.2e-05'): a clause's end, as ', ' is; the fraction its own statement.
_ARROW = re.compile(r"(?<=[\w)%])[ \t]{0,8}(-{1,2}>|=>|\u2192)[ \t]{0,8}(?=(?:the[ \t]+)?(?:fraction|ratio|share|proportion|"
                    r"percent|percentage)\b|[+-]?(?:\d{1,20}(?:\.\d{0,20})?|\.\d{1,20})(?:[eE][+-]?\d{1,3})?[ \t]?%)",
                    re.IGNORECASE)
_COUNTED = re.compile(r"(?i)\b(?:below|under|beneath|less|smaller|lower|count|counted)\b|<")


def arrows_as_commas(line):
    """The line with each arrow before a fraction after a count as a comma (as long: the spans kept), or the
    line itself."""
    if ">" not in line and "\u2192" not in line or not _COUNTED.search(line):
        return line
    return _ARROW.sub(lambda m: m.group()[:m.start(1) - m.start()] + "," + " " * (len(m.group(1)) - 1)
                      + m.group()[m.end(1) - m.start():] if _COUNTED.search(line, 0, m.start()) else m.group(), line)
    # (a count before the arrow: 'task 3 -> Fraction of elements below ...' is a tag's arrow, kept)
