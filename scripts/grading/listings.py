"""listings.py - a listing of the elements below the threshold printed beside the counts: an element's value
at its index (`y[17][933] = 0.098123 is below threshold`, `Below threshold in y: y(17,933)=0.0981, ...`) or
the indices themselves (numpy's `(array([17, 402]), array([933, 5]))`, `[[17, 933], [402, 5]]`): no count
(fields.py asks it of a count's or fraction's value). Part of the grader; pure functions.
"""
import re

from .words import c_number, number_value


# An element's value at its index ('y[17][933] = 0.098123', 'y(17,933)=0.0981', 'x[17933]: 0.0981'): a
# listing of the elements below the threshold, no count (a count is whole); and the indices themselves,
# numpy's or a list of pairs ('(array([17, 402]), array([933, 5]))', '[[17, 933], [402, 5]]').
_AT_INDEX = re.compile(r"[\[(][ \t]*\d+[ \t]*(?:,[ \t]*\d+[ \t]*)+[\])]|(?:\[[ \t]*\d+[ \t]*\]){2,3}|(?<=\w)\[[ \t]*\d+[ \t]*\]")
_INDICES = re.compile(r"(?:\barray[ \t]*\([ \t]*\[|[\[(][ \t]*[\[(])[ \t]*$")
_NEXT_INDEX = re.compile(r"[ \t]*,?[ \t]*\d")


def listed(line, start, token, kind):
    """Whether a count's (or fraction's) value is an element's at its index, or an index (_AT_INDEX, _INDICES)."""
    before = line[max(0, start - 80):start]
    if "[" not in before and "(" not in before:
        return False  # (most lines)
    fractional = bool(re.search(r"[.eEdD]", token)) and bool((number_value(c_number(token)) or 0) % 1)
    return kind == "below" and fractional and bool(_AT_INDEX.search(before)) \
        or bool(_INDICES.search(before)) and bool(_NEXT_INDEX.match(line, start + len(token)))


# An element's value after its index, twice or more on a line ('y(17,933)=0.0981, y(402,5)=0.0999'): the
# line one statement (not an item each, its index left behind), no count.
_ELEMENT = re.compile(r"\w[ \t]*(?:(?:\[[ \t]*\d+[ \t]*\]){1,3}|[\[(][ \t]*\d+[ \t]*(?:,[ \t]*\d+[ \t]*){1,2}[\])])"
                      r"[ \t]*[=:][ \t]*[+-]?\d*\.\d")

_SHARE = re.compile(r"(?i)fraction|ratio|percent|%")


def listing(line):
    """Whether the line lists elements' values at their indices (_ELEMENT, twice or more)."""
    if "[" not in line and "(" not in line or _SHARE.search(line):
        return False  # (or a fraction's line: 'Fraction below t in x(1000,1000): 0.100024, y(1000,1000): 1.2e-05')
    found = _ELEMENT.search(line)
    return bool(found and _ELEMENT.search(line, found.end()))
