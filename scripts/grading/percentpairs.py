"""percentpairs.py - a recap of both arrays' percentages below the threshold on one line ('Summary: 10.0024% of x
and 0.0012% of y below the threshold.', 'Below threshold: 10.0024 % of X, 0.0012 % of Y'): the grader read neither
(a wrong y percentage after a right output passed: the nineteenth pass B's H4, P11). Each such line is rewritten as
two lines, one an array ('10.0024% of x is below the threshold.'), as the grader reads a percentage of one array,
so that each is judged as its fraction's second printing. Only where the line says the threshold ('below',
'under', 'threshold', '<'). Part of the grader (headings.py's _named asks it); one anchored pattern, its blank runs
bounded: linear.
"""
import re

_PCT = r"(\d{1,3}(?:[.,]\d{1,12})?(?:[eE][-+]?\d{1,3})?)[ \t]{0,3}%"
_PAIR = re.compile(r"(?im)^([^\n%]{0,80}?)" + _PCT + r"[ \t]{1,3}of[ \t]{1,3}(?:the[ \t]{1,3})?(?:array[ \t]{1,3})?([xy])"
                   r"(?:[ \t]{1,3}array)?[ \t]{0,3}(?:,|;|and|,[ \t]{0,3}and)[ \t]{1,3}" + _PCT +
                   r"[ \t]{1,3}of[ \t]{1,3}(?:the[ \t]{1,3})?(?:array[ \t]{1,3})?([xy])\b([^\n]{0,120})$")
_BELOW = ("below", "under", "threshold", "<", "less than", "smaller than")


def _pair(m):
    around = (m.group(1) + m.group(6)).lower()
    if m.group(3).lower() == m.group(5).lower() or not any(w in around for w in _BELOW):
        return m.group(0)  # (two percentages of one array, or no threshold said: not this recap)
    return "\n".join(f"{m.group(k).replace(',', '.')}% of {m.group(k + 1).lower()} is below the threshold."
                     for k in (2, 4))


def percent_pairs(text):
    """text with each such recap rewritten as two lines (the rules above); other lines as they were."""
    if "%" not in text or " of " not in text.lower():
        return text
    return _PAIR.sub(_pair, text)
