"""verdicts.py - a field's result (Check) and how a printed number agrees with a value (agrees, to
its printed digits): what judging.py and memory.py build their checks of. Part of the grader; pure
functions.
"""
import re

from .words import Found, last_place

# A program's own verdict after the values it printed, a check's word in any wording ('-> MISMATCH', '[FAIL]',
# '(WRONG)', '=> OK', ': differ', 'mismatch!', a tick or cross): no value of its own, the values before it
# still each the field's ('y below: CPU 12, GPU 13 -> MISMATCH': GPU's 13 its second result).
VERDICT_TAIL = re.compile(r"(?i)[ \t]*(?:[-=<>!*#|:(\[]{1,4}[ \t]*)?(?:not[ \t]+)?(?:(?:fail|failed|failure|mismatch|mismatched|pass|"
                          r"passed|ok|okay|wrong|error|incorrect|differs?|different|match|matches|matched|correct|"
                          r"agree|agrees|disagree|bad|good|valid|invalid)\b|[\u2713\u2714\u2717\u2718\u274c\u2705])"
                          r"[ \t]*[)\]>!.*#]*[ \t]*")


def agrees(found, want):
    """A printed number agrees with a value when it is the value rounded to
    the printed digits (half a unit of the last place, plus what float
    arithmetic can move); a bare integer printed for a value that is not
    whole must be exact; a percent is a hundredth. The constants (a tuple)
    agree when each of the three does."""
    if found.value is None or want is None:
        return False
    if isinstance(want, tuple):
        return all(agrees(Found(t, v, 0), w) for t, v, w in zip(found.text.split(), found.value, want))
    value, unit = found.value, last_place(found.text)
    if found.percent:
        value, unit = value / 100, unit / 100
    if not any(ch in found.text for ch in ".eEdD") and not found.percent:
        return value == want
    return abs(value - want) <= 0.5 * unit * (1 + 1e-9) + 4e-7 * abs(want) + 1e-300


class Check:
    """A field's result: status pass/fail/plausible/missing, what was
    expected and found (as text), and a note (a mistake named, a
    convention)."""

    def __init__(self, status, expected, found, note=""):
        self.status, self.expected, self.found, self.note = status, expected, found, note


def shown(value):
    """A value for the report: integers whole, others to 6 digits."""
    if isinstance(value, tuple):
        return " ".join(f"{v:g}" for v in value)
    if isinstance(value, int):
        return str(value)
    return f"{value:.6g}"
