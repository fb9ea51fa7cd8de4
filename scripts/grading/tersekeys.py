"""tersekeys.py - a summary line's heading statements of n and the threshold where the line names both a capital
N and a small n ('Done: N=1002 n=1000 N2=1004004 ... X=100024 fX=0.100024 Y=12 fY=1.2e-05'): a terse one-liner's
N is the padded side n + 2 (or, capitaltotals.py, the total), not a second n. summaries.py keeps such a heading's
n and threshold as statements of their own; it read 'N=1002' as 'n = 1002', a second n that disagreed with
'n = 1000' (the inner size FAIL, the row, totals and memory lost). So where both are stated the capital N keeps
its name ('N = 1002', a side placed by its value as any other); a lone N is n as before ('For N = 1000:').
A result's word before such statements ('Done: N=1002 n=1000 ...') is kept and the statements are read
each as its own, as they are without it (key_values_apart).
Part of the grader (summaries._rewritten asks it); pure functions.
"""
import re

from .keyvalues import key_values_apart


def stated_statements(stated):
    """'name = value, ' for each (name, value) summaries' _STATED found on a heading, n's and the threshold's; a
    capital N its own name where a small n is stated beside it."""
    both = any(name == "n" for name, _ in stated) and any(name == "N" for name, _ in stated)
    return "".join(f"{(name if both else 'n') if name in 'nN' else 'threshold'} = {value}, " for name, value in stated)


# a result's word heading the one-liner ('Done: ', 'Result: ', '[final] ', 'Summary -> ')
_HEADING = re.compile(r"[ \t]{0,8}(?:\[[A-Za-z]{1,12}\]|[A-Za-z]{1,12}(?:[ \t][A-Za-z]{1,12})?[ \t]{0,4}(?::|->|=>))[ \t]{0,8}")


def headed_apart(part):
    """key_values_apart(part) where it is a result's word ('Done:', summaries' words) then only 'key=value'
    statements ('Done: N=1002 n=1000 GB=0.0037 '): the heading kept, its statements apart by commas; else as
    key_values_apart gives it."""
    apart = key_values_apart(part)
    m = _HEADING.match(part) if apart is part else None
    if m is None or m.end() == len(part):
        return apart
    rest = key_values_apart(part[m.end():])
    return part if rest is part[m.end():] else part[:m.end()] + rest
