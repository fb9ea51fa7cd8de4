"""letterafter.py - a smoothing constant printed as its value then its bare letter, one a line (Fortran's
`(F10.4,2X,A)`: `    0.0500  a`, `0.1000  b`; unpadded `0.05 a`; `0.4 (c)`), as other fields of that layout are
printed (`1002  elements in a row`): the letter names the constant (a single, singles.py gathers the three). A
lone letter names no field, so the line was read as nothing and the constants were missing. Only a line of the
value and the letter alone: nothing before the value, nothing after the letter but a full stop or a comma. Part of
the grader (fields._shape asks it); one anchored pattern of bounded runs.
"""
import re

_LETTER = re.compile(r"[ \t]{1,40}\(?([abcABC])\)?[ \t]{0,40}[.,;]?[ \t]{0,40}")


def letter_after(line, label, end):
    """'a', 'b' or 'c' where `line` is a value (ending at `end`, nothing but blanks before it: `label`) then that
    letter alone; else None."""
    if label.strip() or end >= len(line):
        return None
    m = _LETTER.fullmatch(line, end)
    return m.group(1).lower() if m else None
