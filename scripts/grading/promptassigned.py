"""promptassigned.py - a pasted session's command that gives several names numbers at once, as a tuple
(Python's and Julia's `>>> a, b, c, t = 0.05, 0.1, 0.4, 0.1`, IPython's `In [4]: a, b, c, t = (0.05, 0.1, 0.4,
0.1)`, `julia> (a, b, c, t) = (0.05, 0.1, 0.4, 0.1)`): its values are the output's, as the same line is without
its prompt (prompts.py keeps `n = 1000`; a tuple was code, emptied: the threshold, or all four values, missing:
the twenty-eighth pass's F2). Only as many names as numbers (two to ten), nothing else on the line but a `;`.
Part of the grader (prompts.without_prompts asks it); one anchored pattern of bounded runs.
"""
import re

_NUMBER = r"[+-]?(?:\d{1,15}(?:\.\d{0,15})?|\.\d{1,15})(?:[eE][+-]?\d{1,3})?"
_NAME = r"[A-Za-z_]\w{0,40}"
_TUPLED = re.compile(rf"([(\[]?[ \t]{{0,4}}{_NAME}(?:[ \t]{{0,4}},[ \t]{{0,4}}{_NAME}){{1,9}}[ \t]{{0,4}}[)\]]?)[ \t]{{0,4}}=[ \t]{{0,4}}"
                     rf"([(\[]?[ \t]{{0,4}}{_NUMBER}(?:[ \t]{{0,4}},[ \t]{{0,4}}{_NUMBER}){{1,9}}[ \t]{{0,4}}[)\]]?)[ \t]{{0,4}};?[ \t]{{0,8}}")


def tuple_assigned(command):
    """Whether a prompt's command only gives two to ten names as many numbers, as a tuple."""
    if "," not in command or "=" not in command or len(command) > 400:
        return False
    m = _TUPLED.fullmatch(command)
    return m is not None and m.group(1).count(",") == m.group(2).count(",") \
        and (m.group(1)[:1] in "([") == (m.group(1).rstrip()[-1:] in ")]")
