"""wholecounts.py - a count is a whole number: which field a 'below' line's fractional or percent value is.
A percentage ('y below threshold: 0.0012 %') is the fraction's, as a percent, never the count 0.0012; a
fractional value at the end of running prose ('The smoothed array has far fewer small values ... towards
0.5.') is no count's printing (the mean, a bound), where a count's own label before a separator keeps it
('Number of elements below threshold (X) :: 0.100024' still fails, not a whole number), as does a step's
timer's rule ('Count x    0.0080': none). Part of the grader (the package gathers it); pure functions.
"""
import re

from .words import COUNT_WORDS, c_number, number_value, words_of

_SAYS_BELOW = COUNT_WORDS | {"threshold", "number", "elements"}  # (a count's own words: its fractional value fails)
_WORD_BEFORE = re.compile(r"[A-Za-z],?[ \t]{1,3}$")  # (a word, then the value: running prose)


def below_kind(kind, line, label, start, token, percent):
    """The kind a 'below' line's value makes it: 'fraction' for a percentage, None for a fractional value
    that is no count's (a step's timer; prose's closing number), else kind as it was."""
    if kind != "below":
        return kind
    if percent:  # ('y below threshold: 0.0012 %', 'x below: 10.0024%'): the fraction, as a percent
        return "fraction"
    if "." not in token or not (number_value(c_number(token)) or 0) % 1:
        return kind
    if not set(words_of(label)) & _SAYS_BELOW and "<" not in label:
        return None  # 'Count x    0.0080': a step's timer ('count x' names the count only as a step does)
    before = line[max(0, start - 240):start]  # (a long line's tail only: a word right before the value, no separator)
    if _WORD_BEFORE.search(before[-8:]) and len(words_of(before)) > 4:
        return None  # '... since averaging pulls values towards 0.5.': prose's number, no count
    return kind
