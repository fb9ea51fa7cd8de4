"""underlines.py - a heading underlined (reStructuredText's, a plain report's: `Elements below threshold` over
`------------------------`, `Results` over `=======`): the underline is the heading's own, so the lines the
heading is over start after it (headings.py reads a field's heading over its arrays' lines, `x: 100024
(0.100024)`, and an array's heading over its fields' lines). A rule of one mark repeated, 3 to 200 of them,
blanks around. Part of the grader; a pure function, one anchored match.
"""
import re

_UNDERLINE = re.compile(r"[ \t]{0,40}([=~^*#+-])\1{2,199}[ \t]{0,40}(?:\r?\n|$)")


def past_underline(text, at):
    """Where the line after the underline that starts at `at` starts (`at` itself where that line is none)."""
    m = _UNDERLINE.match(text, at)
    return m.end() if m else at
