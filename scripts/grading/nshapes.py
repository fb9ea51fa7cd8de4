"""nshapes.py - a banner that gives n and then the arrays' square shape with their sizes ('Stencil n=1000 (1002 x 1002
with ghosts, 1004004 elements, 1000000 inner), 0.00374021 GB/array', 'grid: n=1000 -> 1002x1002 incl. halo,
1004004 cells (1000000 interior)', 'n=1000: 1002 x 1002, 1004004 elements'): the shape after n's statement was
taken for part of n's (its row length, sometimes the totals, MISSING). n's statement is cut from what follows it
with a ';' (the bracket, arrow, ':' or ',' after it), a bracket around the sizes dropped and the clause after it a
statement of its own ('; 0.00374021 GB/array'). And a bare square shape whose next item is an area its noun names ('1002 x
1002, 1004004 elements') is written 'S x S = S*S elements' (grids.py's shape with its area: the side the row or
n as the area's words say, a wrong side one that fails). Part of the grader (headings._named asks it, within the
text's ends); one pattern a line, its repeats bounded, a cheap test first.

    text = n_shapes_read(text)
"""
import re

# n's statement, the separator after it, then a square shape and the rest of the line (the sides' digits apart).
_N_THEN_SHAPE = re.compile(r"(?<![\w.])([nN][ \t]{0,2}[=:][ \t]{0,2}\d{1,9})[ \t]{0,3}(\(|->|=>|\u2192|,|:|;)[ \t]{0,3}"
                           r"((\d{1,9})[ \t]{0,2}[x\u00d7*][ \t]{0,2}(\d{1,9})(?![\d.])[^\n]{0,300})$", re.MULTILINE)
# A size in brackets last, its words after it ('(1000000 interior)'): an item of the list.
_LAST_ASIDE = re.compile(r"[ \t]{0,3}\((\d{1,18}[ \t]{1,3}[A-Za-z][A-Za-z \t]{0,30})\)[ \t]{0,8}$")
# A bare square shape, a comma, and a number an element's noun names ('1002 x 1002, 1004004 elements').
_SHAPE_AREA = re.compile(r"(?<![\w.])(\d{1,9})([ \t]{0,2}[x\u00d7*][ \t]{0,2})(\d{1,9}),[ \t]{1,3}(\d{1,18})"
                         r"(?=[ \t]{1,3}(?:elements|cells|points|entries|values|floats|doubles)\b)")


def _n_cut(m):
    body = m.group(3)
    if m.group(4) != m.group(5):
        return m.group(0)  # (no square: '64 x 32', a launch's or a block's)
    if m.group(2) == "(":
        close, opened = body.find(")"), body.find("(")
        if close < 0 or 0 <= opened < close:
            return m.group(0)  # (a bracket within the sizes: left as it is)
        after = body[close + 1:].strip(" \t")
        body = body[:close] + ("; " + after.lstrip(",; \t") if after[:1] in (",", ";") else " " + after if after else "")
    return f"{m.group(1)}; " + _LAST_ASIDE.sub(r", \1", body)  # ('..., 1004004 cells (1000000 interior)')


def _area(m):
    return f"{m.group(1)}{m.group(2)}{m.group(3)} = {m.group(4)}" if m.group(1) == m.group(3) else m.group(0)


def n_shapes_read(text):
    """text with each such banner (module docstring) cut into statements, each bare shape given its area."""
    if "x" not in text and "\u00d7" not in text and "*" not in text:
        return text
    if "n=" in text or "n =" in text or "N=" in text or "N =" in text or "n:" in text or "n :" in text:
        text = _N_THEN_SHAPE.sub(_n_cut, text)
    return _SHAPE_AREA.sub(_area, text) if "," in text else text
