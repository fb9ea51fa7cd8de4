"""varnames.py - a count and its fraction printed under a program's own variable names ('cx = 100024' over
'fx = 0.100024', 'count_y: 12' beside 'frac_y: 1.2e-05'; an Octave or Python session's bare assignments; a Python
f-string's '=' specifier, 'cx=100024' over 'cx/n**2=0.100024'): named as the array's count below the threshold
and its fraction, where a line gives such a count and a line the same array's fraction, and for one array at
least the two agree (the count over the fraction an n x n grid's elements, barecounts.agree). The names are a
count's short word beside the array's letter ('c', 'cnt', 'count', 'num', 'nb', 'below', 'lt' before or after
'x' or 'y') and a fraction's ('f', 'frac', 'fraction', 'p', 'ratio', 'share'), or the count's name over the inner
total ('cx/n**2'); 'nx', 'Nx' are no count's (a grid's points along x). Each array's lines are named
only where both are there, so a wrong count (no agreement) is judged beside the other array's agreeing pair.
A line may end in a comma (a Fortran namelist's ` FX=0.100024000,`: the
twenty-ninth pass's H15). Part of the grader (headings.regrouped asks it, before barecounts.counts_named); pure functions, anchored patterns, linear.
"""
import re

from .barecounts import agree

_NUMBER = r"[+]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
_COUNT_WORD = r"(?:c|cnt|count|num|nb|below|lt)"
_FRACTION_WORD = r"(?:f|frac|fraction|p|ratio|share)"
_COUNT = re.compile(rf"^([ \t]*)(?:{_COUNT_WORD}_?([xXyY])|([xXyY])_?{_COUNT_WORD})([ \t]*[:=][ \t]*)(\d{{1,12}})[ \t;,]*$",
                    re.MULTILINE | re.IGNORECASE)
_FRACTION = re.compile(rf"^([ \t]*)(?:{_FRACTION_WORD}_?([xXyY])|([xXyY])_?{_FRACTION_WORD})([ \t]*[:=][ \t]*)({_NUMBER})"
                       r"[ \t;,]*$", re.MULTILINE | re.IGNORECASE)
# (or the count's own name over the inner total, a Python f-string's '=' printing its expression: 'cx/n**2=0.100024',
# 'cnt_y / (n*n) = 1.2e-05'; the denominator's characters an expression's, 40 at most)
_OVER = re.compile(rf"^([ \t]*)(?:{_COUNT_WORD}_?([xXyY])|([xXyY])_?{_COUNT_WORD})[ \t]*/[ \t]*([\w()*^.\[\]:, +-]{{1,40}}?)"
                   rf"[ \t]*[:=][ \t]*({_NUMBER})[ \t;,]*$", re.MULTILINE | re.IGNORECASE)


def _by_array(pattern, text, other=None):
    """{array letter (lower case): its lines' matches, in order} of pattern's lines and other's."""
    found = {}
    for m in sorted([*pattern.finditer(text), *(other.finditer(text) if other is not None and "/" in text else ())],
                    key=lambda m: m.start()):
        found.setdefault((m.group(2) or m.group(3)).lower(), []).append(m)
    return found


_AGAIN = 3  # an array's lines at most (more: a log's or several problems', no second printing)
_N_STATED = re.compile(r"(?<![\w.])[nN][ \t]*[:=][ \t]*\d")


def _again(text, counts, fractions):
    """Whether an array's later lines ('cy=12' / 'fy=1.2e-05' then 'cy=13' / 'fy=1.3e-05', the twenty-eighth pass's
    F4) are the same count printed again: a few, no n stated between its first line and its last (another
    problem's run). Before, an array named on two lines was read nowhere: a right pair then a wrong one was
    UNGRADED."""
    matches = counts + fractions
    if len(counts) + len(fractions) < 2:
        return True  # (one line: nothing again)
    if len(counts) > _AGAIN or len(fractions) > _AGAIN:
        return False
    first, last = min(m.start() for m in matches), max(m.end() for m in matches)
    return _N_STATED.search(text, first, last) is None


_DIGITS = re.compile(r"[1-9]\d*")


def _agree(count, fraction):
    """barecounts.agree, or where the fraction has nine digits or more, as a single-precision float prints them
    ('1.20000004E-05', gfortran's namelist), agree of it to six (the last digits are the float's, no n's)."""
    if agree(count, fraction):
        return True
    mantissa = fraction.lower().split("e")[0].replace(".", "")
    digits = _DIGITS.search(mantissa)
    return digits is not None and len(digits.group(0)) >= 9 and agree(count, "%.6g" % float(fraction))


def variables_named(text):
    """text with 'cx = 100024' / 'fx = 0.100024' lines as 'x below threshold :: 100024' / 'fraction x: 0.100024',
    where both lines of an array are there and one array's pair agrees."""
    if "=" not in text and ":" not in text:
        return text
    counts, fractions = _by_array(_COUNT, text), _by_array(_FRACTION, text, _OVER)
    if any(len(counts.get(a, ())) + len(fractions.get(a, ())) > 2 and not _again(text, counts.get(a, []),
                                                                                 fractions.get(a, []))
           for a in set(counts) | set(fractions)):
        return text  # (an array named on many lines, or in several problems' runs: read by other rules)
    arrays = set(counts) & set(fractions)
    if not any(_agree(int(counts[a][0].group(5)), fractions[a][0].group(5)) for a in arrays):
        return text
    renamed = sorted([(m, f"{m.group(1)}{a} below threshold :: {m.group(5)}") for a in arrays for m in counts[a]]
                     + [(m, f"{m.group(1)}fraction {a}: {m.group(5)}") for a in arrays for m in fractions[a]],
                     key=lambda pair: pair[0].start())
    pieces, at = [], 0
    for m, line in renamed:
        pieces += [text[at:m.start()], line]
        at = m.end()
    return "".join(pieces) + text[at:]
