"""varnames.py - a count and its fraction printed under a program's own variable names ('cx = 100024' over
'fx = 0.100024', 'count_y: 12' beside 'frac_y: 1.2e-05'; an Octave or Python session's bare assignments; a Python
f-string's '=' specifier, 'cx=100024' over 'cx/n**2=0.100024'): named as the array's count below the threshold
and its fraction, where a line gives such a count and a line the same array's fraction, and for one array at
least the two agree (the count over the fraction an n x n grid's elements, barecounts.agree). The names are a
count's short word beside the array's letter ('c', 'cnt', 'count', 'num', 'nb', 'below', 'lt' before or after
'x' or 'y') and a fraction's ('f', 'frac', 'fraction', 'p', 'ratio', 'share'), or the count's name over the inner
total ('cx/n**2'); 'nx', 'Nx' are no count's (a grid's points along x). Each array's lines are named
only where both are there, so a wrong count (no agreement) is judged beside the other array's agreeing pair.
Part of the grader (headings.regrouped asks it, before barecounts.counts_named); pure functions, anchored patterns, linear.
"""
import re

from .barecounts import agree

_NUMBER = r"[+]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
_COUNT_WORD = r"(?:c|cnt|count|num|nb|below|lt)"
_FRACTION_WORD = r"(?:f|frac|fraction|p|ratio|share)"
_COUNT = re.compile(rf"^([ \t]*)(?:{_COUNT_WORD}_?([xXyY])|([xXyY])_?{_COUNT_WORD})([ \t]*[:=][ \t]*)(\d{{1,12}})[ \t;]*$",
                    re.MULTILINE | re.IGNORECASE)
_FRACTION = re.compile(rf"^([ \t]*)(?:{_FRACTION_WORD}_?([xXyY])|([xXyY])_?{_FRACTION_WORD})([ \t]*[:=][ \t]*)({_NUMBER})"
                       r"[ \t;]*$", re.MULTILINE | re.IGNORECASE)
# (or the count's own name over the inner total, a Python f-string's '=' printing its expression: 'cx/n**2=0.100024',
# 'cnt_y / (n*n) = 1.2e-05'; the denominator's characters an expression's, 40 at most)
_OVER = re.compile(rf"^([ \t]*)(?:{_COUNT_WORD}_?([xXyY])|([xXyY])_?{_COUNT_WORD})[ \t]*/[ \t]*([\w()*^.\[\]:, +-]{{1,40}}?)"
                   rf"[ \t]*[:=][ \t]*({_NUMBER})[ \t;]*$", re.MULTILINE | re.IGNORECASE)


def _by_array(pattern, text, other=None):
    """{array letter (lower case): its one line's match} of pattern's lines and other's ({} where an array's name is
    on two lines)."""
    found = {}
    for m in [*pattern.finditer(text), *(other.finditer(text) if other is not None and "/" in text else ())]:
        array = (m.group(2) or m.group(3)).lower()
        if array in found:
            return {}
        found[array] = m
    return found


def variables_named(text):
    """text with 'cx = 100024' / 'fx = 0.100024' lines as 'x below threshold :: 100024' / 'fraction x: 0.100024',
    where both lines of an array are there and one array's pair agrees."""
    if "=" not in text and ":" not in text:
        return text
    counts, fractions = _by_array(_COUNT, text), _by_array(_FRACTION, text, _OVER)
    arrays = set(counts) & set(fractions)
    if not any(agree(int(counts[a].group(5)), fractions[a].group(5)) for a in arrays):
        return text
    renamed = sorted([(counts[a], f"{counts[a].group(1)}{a} below threshold :: {counts[a].group(5)}") for a in arrays]
                     + [(fractions[a], f"{fractions[a].group(1)}fraction {a}: {fractions[a].group(5)}") for a in arrays],
                     key=lambda pair: pair[0].start())
    pieces, at = [], 0
    for m, line in renamed:
        pieces += [text[at:m.start()], line]
        at = m.end()
    return "".join(pieces) + text[at:]
