"""sidesapart.py - a shape of the arrays whose two sides differ ('Size of x and y: 1002 x 1001 = 1004004 elements'):
the arrays are square, so each side is a printing of the same size (where the sides are a typo apart, within a
tenth: '1004004 * 4 bytes', '2 * 4016016' and '12×10⁻⁶' are no shape); rewritten in place as the square of the
side the area agrees with (else the first), then the other side's square under the same label ('Size of x and
y: 1002 x 1002 = 1004004 elements; Size of x and y: 1001 x 1001'), so that a wrong side fails (it was left
unread, as a shape that is no square is: the corpus's p17-p28). Only where the label names the arrays ('x',
'y', 'arrays') or an area after the shape is one side's square; not a block's, a tile's or a rank's part.
Part of the grader (recaps.prose_read's rewrites ask it); one pattern anchored at a line's start, its blank
runs bounded: linear in the line.
"""
import re

from .words import words_of

_LINE = re.compile(r"(?m)^([^\n\d:=]{1,80}[:=][ \t]{0,8})(\d{1,9})([ \t]{0,4}[x\u00d7*][ \t]{0,4})(\d{1,9})(?![\d.^\u00b2\u00b3\u00b9\u2070-\u209f])"
                   r"([ \t]{0,4}=[ \t]{0,4}(\d{1,15})(?![\d.]))?([^\n]{0,400})$")
_ARRAYS = {"x", "y", "array", "arrays"}
_PARTS = {"block", "blocks", "thread", "threads", "tile", "tiles", "part", "local", "rank", "slab", "chunk", "subgrid",
          "sub", "halo", "stencil", "kernel", "launch", "warp"}


def sides_apart(text):
    """text with each such shape rewritten in place; other lines as they were."""
    if "x" not in text and "*" not in text and "\u00d7" not in text:
        return text

    def written(m):
        label, a, b = m.group(1), int(m.group(2)), int(m.group(4))
        if a == b or abs(a - b) * 10 > max(a, b):  # (sides a typo apart; '1004004 * 4 bytes', '2 * 4016016', '12x10^-6' no shape)
            return m.group(0)
        words = set(words_of(label))
        area = int(m.group(6)) if m.group(6) else None
        if words & _PARTS or not (words & _ARRAYS or area in (a * a, b * b)):
            return m.group(0)
        keep, other = (b, a) if area == b * b else (a, b)
        sep = m.group(3)
        return f"{label}{keep}{sep}{keep}{m.group(5) or ''}{m.group(7)}; {label.strip()} {other}{sep}{other}"
    return _LINE.sub(written, text)
