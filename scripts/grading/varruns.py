"""varruns.py - a program's own count names printed once in each of several runs at different n (the twenty-ninth
pass's H1: print(f"{cx=} frac={cx/n**2:.6f}") under '--- n = 500 ---', '--- n = 1000 ---', ...): varnames.py
reads an array named on many lines nowhere (a log's, or several problems'), so a file of three runs was UNGRADED.
Here the text is cut at each line that states n ('n=500', '--- n = 1000 ---'), and where each piece's n is its
own (no n twice: a second run at the same n is a second printing, left to varnames.py as a whole) each piece is
read by varnames.variables_named alone. At most _RUNS pieces (more: a log's, left as it was).
Part of the grader (headings._named asks it in varnames.variables_named's place); pure functions, linear.
"""
import re

from .varnames import _by_array, _COUNT, _FRACTION, _OVER, variables_named

_RUNS = 12
_N_LINE = re.compile(r"(?m)^[^\n]{0,40}?(?<![\w.+])[nN][ \t]{0,3}[:=][ \t]{0,3}(\d{1,9})(?![\w.])")


def variables_by_run(text):
    """text with each run's count and fraction names read (varnames.variables_named), run by run where the text
    holds several runs at different n and an array named in more than one of them."""
    named = variables_named(text)
    if named is not text or "=" not in text:
        return named
    counts = _by_array(_COUNT, text)
    if not counts or all(len(found) < 2 for found in counts.values()):
        return named
    starts = [m for m in _N_LINE.finditer(text)]
    if not 1 < len(starts) <= 2 * _RUNS:
        return named
    # a run's n: the first stated in its piece; a piece begins at a line stating n other than the piece's own
    cuts, seen = [0], []
    for m in starts:
        n = m.group(1)
        if seen and n == seen[-1]:
            continue  # ('--- n = 500 ---' over 'n=500': the same run)
        if n in seen:
            return named  # (a second run at an n already seen: its counts a second printing)
        if seen:
            cuts.append(m.start())
        seen.append(n)
    if len(cuts) < 2 or len(cuts) > _RUNS:
        return named
    cuts.append(len(text))
    return "".join(variables_named(text[a:b]) for a, b in zip(cuts, cuts[1:]))
