"""padded.py - a count's label that ends in 'below', padded to its value's column with blanks and no separator
(C's printf("%-10s %d"): 'X below    100024', 'count below\t12'): the label's word, not 'below' a threshold
of 100024 (read as the threshold, the count unread). A line of a label whose last word is below/under/lt
(or '<'), then two blanks or more (or a tab), then a whole number and nothing else but its fraction after
blanks ('x below           100024  0.100024', a column of each): 'label :: value'. Part of
the grader (loggers.prepared asks it); one anchored pattern, its runs apart by what they hold: no backtracking.
"""
import re

_LINE = re.compile(r"[ \t]*((?:[A-Za-z_][\w.()/-]{0,30}[ \t]){0,5}?(?i:below|under|lt)|[^\s<]{1,30}[ \t]*<)"
                   r"(?:  |\t| \t)[ \t]*(\d{1,12}(?:[ \t]{1,8}\(?\d{0,3}\.\d{1,15}(?:[eE][-+]?\d{1,3})?%?\)?)?)[ \t]*$")


def padded_below(line):
    """The plan of a padded count line ('X below :: 100024'), else None."""
    m = _LINE.match(line)
    if m is None:
        return None
    fraction = m.group(2).split()[1:]  # (a fraction of two digits or more: '(0.1)' after it is a threshold's)
    if fraction and len(_SIGNIFICANT.sub("", fraction[0].strip("()%").lower().partition("e")[0])) < 2:
        return None
    return ((m.span(1), " :: ", m.span(2)),)


_SIGNIFICANT = re.compile(r"^[0.]+|\.")
