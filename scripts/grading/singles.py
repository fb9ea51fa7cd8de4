"""singles.py - the smoothing constants printed one a line ('a = 0.05', 'Smoothing constant a: 0.05', 'edge:
0.1'): the constants where no line gives all three, and, beside a line that does, a constant printed again by
its letter alone ('c = 0.45 (centre)' after 'a = 0.05, b = 0.1, c = 0.4'): another printing of it, a wrong one
two different values (it fails). A neighbour's name alone ('centre value: 0.4973', an element's) is no such
printing. Part of the grader (fields.read_output asks it); pure functions.
"""
import re

from .constants import smoothing_constants
from .found import Found
from .words import c_number, number_value

_LETTER = re.compile(r"^[ \t]*[abcABC][ \t]*[=:]")


def constants_of_singles(fields, single):
    """fields['constants'] from `single` ({letter: [(value's text, line number, line)]}) where no line gave
    them; or, where one did, a wrong printing of one by its letter beside them as two different values."""
    found = fields.get("constants")
    if found is None:
        if set(single) >= {"a", "b", "c"}:
            fields["constants"] = smoothing_constants(" ".join(f"{k}={single[k][-1][0]}" for k in "abc"))
        return
    if found.error or not isinstance(found.value, tuple) or len(found.value) != 3:
        return
    for letter, printings in single.items():
        want = found.value["abc".index(letter)]
        for text, number, line in printings:
            value = number_value(c_number(text))
            if _LETTER.match(line) and isinstance(value, (int, float)) and abs(value - want) > 1e-12 * max(1, abs(want)):
                both = Found(f"{found.text} and {letter} = {text}", None, number,
                             error=f"two different values: {found.text} (line {found.line}) and {letter} = {text}")
                both.first = found
                fields["constants"] = both
                return
