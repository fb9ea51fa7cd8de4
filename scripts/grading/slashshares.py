"""slashshares.py - a count and its share after one key, apart by a slash ('x=100024/0.100024 y=12/1.2e-05', 'X:
100024/0.100024'): read as the count with its share in brackets ('x=100024 (0.100024)'), which the terse lines'
rules read. Read as it was, 'x=' named no count and a right output was UNGRADED. Only where the key is an array's
letter or a count's name for it ('x', 'Y', 'x_below', 'count_y', 'ny'), the count is whole and the share has a
point or an exponent and is at most 1 ('x=100024/1000000', a count over its whole, is left as it is). Part of the
grader (notations.plain_notations asks it, in a text's first and last 256 KiB); one bounded pattern.
"""
import re

from .textends import at_the_ends

_SLASHED = re.compile(r"(?<![\w.])((?:(?:count|cnt|below|n|num)_?)?[xXyY](?:_?(?:below|lt|under|count|cnt))?"
                      r"[ \t]{0,2}[=:][ \t]{0,2})(\d{1,12})[ \t]{0,2}/[ \t]{0,2}"
                      r"((?:0?\.\d{1,20}|[01](?:\.\d{1,20})?[eE][-+]?\d{1,3}|1\.0{0,20}|\d\.\d{1,20}[eE]-\d{1,3}))(?![\w.])")


def shares_slashed(text):
    """text with each 'key=count/share' of an array's count written 'key=count (share)' (see above)."""
    if "/" not in text:
        return text
    return at_the_ends(text, _rewritten)


def _rewritten(text):
    return _SLASHED.sub(lambda m: f"{m.group(1)}{m.group(2)} ({m.group(3)})", text)
