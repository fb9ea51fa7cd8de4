"""varcounts.py - the two counts printed under a program's terse names with no fraction beside them (the
twenty-ninth pass's H1: 'cx = 100024' / 'cy = 12', 'xc=100024' / 'yc=12', 'cx: 100024', 'nlow_x=100024'): before,
a file of them was UNGRADED (varnames.py names such lines only beside their fraction, its proof that they are
counts). Here they are named as the counts where both arrays' lines are there (each line nothing but the name
and a whole number; the words varnames' and 'low', 'nlow'), one n is stated in the text, and X's number is a
count's below 0.1 (between 5% and 20% of n x n: a centre's coordinate 'cx = 500', 'cy = 500' is none). Y's number
is not checked (a wrong Y must be read to FAIL); at most _AGAIN lines an array (a second printing read too).
Part of the grader (headings._named asks it after varruns.variables_by_run, only where that named nothing);
pure functions, anchored bounded patterns, linear.
"""
import re

_WORD = r"(?:c|cnt|count|num|nb|below|lt|low|n_?low|n_?below)"
_LINE = re.compile(rf"^([ \t]*)(?:{_WORD}_?([xXyY])|([xXyY])_?{_WORD})[ \t]{{0,3}}[:=][ \t]{{0,3}}(\d{{1,12}})[ \t;,]*$",
                   re.MULTILINE | re.IGNORECASE)
_N = re.compile(r"(?<![\w.+*/])[nN][ \t]{0,3}[:=][ \t]{0,3}(\d{1,9})(?![\w.])")
_AGAIN = 3


def counts_alone(text):
    """text with terse count lines ('cx = 100024', 'cy = 12') as 'x below threshold :: 100024', where both
    arrays' are there, one n is stated and X's is a count below 0.1's."""
    if "=" not in text and ":" not in text:
        return text
    found = {}
    for m in _LINE.finditer(text):
        found.setdefault((m.group(2) or m.group(3)).lower(), []).append(m)
        if sum(len(v) for v in found.values()) > 2 * _AGAIN:
            return text
    if set(found) != {"x", "y"} or any(len(v) > _AGAIN for v in found.values()):
        return text
    ns = {m.group(1) for m in _N.finditer(text, 0, min(len(text), found["x"][0].start() + 1))}
    if len(ns) != 1:
        return text
    n = int(ns.pop())
    if n < 10 or not 0.05 <= int(found["x"][0].group(4)) / (n * n) <= 0.2:
        return text
    pieces, at = [], 0
    for m in sorted(found["x"] + found["y"], key=lambda m: m.start()):
        a = (m.group(2) or m.group(3)).lower()
        pieces += [text[at:m.start()], f"{m.group(1)}{a} below threshold :: {m.group(4)}"]
        at = m.end()
    return "".join(pieces) + text[at:]
