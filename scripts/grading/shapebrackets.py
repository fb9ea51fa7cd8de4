"""shapebrackets.py - two grids' shapes on one line and their elements together in one bracket after the second
(the thirty-second pass's H9): 'Grid: 1000 x 1000 interior, 1002 x 1002 with halo (1004004 cells, 1000000
interior)'. Before, the bracket's two numbers were read as neither shape's: UNGRADED (no line gave n). Now each
of the bracket's numbers goes after the shape whose product it is ('Grid: 1000 x 1000 interior (1000000
interior), 1002 x 1002 with halo (1004004 cells)'), as the grader reads a shape and its elements. Only where the
bracket's two numbers are the two shapes' products (and differ). Part of the grader (wholetext.ready asks it);
pure functions, anchored bounded patterns, a literal search first, the text's ends only (textends.at_the_ends).
"""
import re

from .textends import at_the_ends

_SHAPE = r"(\d{1,6})[ \t]{0,2}[xX\u00d7*][ \t]{0,2}(\d{1,6})"
_LINE = re.compile(rf"(?m)^([^\n()]{{0,80}}?){_SHAPE}([^\n(),]{{0,40}}?)[ \t]{{0,4}},[ \t]{{0,4}}{_SHAPE}"
                   rf"([^\n(),]{{0,40}}?)[ \t]{{0,4}}\([ \t]{{0,4}}(\d{{1,12}})([ \t]{{1,4}}[A-Za-z][A-Za-z ]{{0,20}}?)?"
                   rf"[ \t]{{0,4}}[,;][ \t]{{0,4}}(\d{{1,12}})([ \t]{{1,4}}[A-Za-z][A-Za-z ]{{0,20}}?)?[ \t]{{0,4}}\)"
                   rf"([ \t.]*)$")


def _apart(m):
    pre, a1, a2, words1, b1, b2, words2, n1, name1, n2, name2, end = m.groups()
    first, second = int(a1) * int(a2), int(b1) * int(b2)
    stated = {int(n1): (n1, name1 or ""), int(n2): (n2, name2 or "")}
    if first == second or set(stated) != {first, second}:
        return m.group()
    (v1, w1), (v2, w2) = stated[first], stated[second]
    return (f"{pre}{a1} x {a2}{words1} ({v1}{w1}), {b1} x {b2}{words2} ({v2}{w2}){end}")


def _rewritten(text):
    return _LINE.sub(_apart, text) if ")" in text else text


def shape_brackets_read(text):
    """text with each line of two shapes and their two products in one bracket rewritten with each product after
    its own shape; other lines as they were."""
    return at_the_ends(text, _rewritten)
