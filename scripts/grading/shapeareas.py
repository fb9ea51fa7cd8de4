"""shapeareas.py - a grid's shape with its area in brackets after it, the area bare or with a noun only
(`grid 1002x1002 (1004004), interior 1000x1000 (1000000)`, `over the 1000 x 1000 interior (1000000 cells)`,
`interior 1000x1000 (1000000 elements)`): the bracket was read as a size of its own, without the shape's words, so a
bare area was no size (n^2 MISSING) and an interior's area with a noun was read as all the elements, the ghost
layer left out (a right output FAILed its total: the twenty-ninth pass's H21, and H5's log line). Where the number
in the brackets is the shape's product (or near it: a wrong area, `(1000020)`, then fails as printed), it is
written with the shape's words: `inner` where the words before it
(its clause's, from the last comma) name the interior, and a noun (`elements`) where it has none:
`interior 1000x1000 (1000000 inner elements)`, `grid 1002x1002 (1004004 elements)`. Past 16 such shapes (a loop's grids, each line its own sizes: asides.py) none is. A number in brackets of another
scale (`1000 x 1000 (1002)`, `16 x 16 (4)`) is left as it was. Part of the grader (wholetext.ready asks
it, at the text's ends); one pattern of bounded runs.
"""
import re

from .ghosts import ghost_side
from .textends import at_the_ends
from .words import INNER_WORDS, words_of

_AREA = re.compile(
    r"(?<![\w.])(?P<a>\d{1,6})[ \t]{0,2}(?:[x\u00d7*]|by)[ \t]{0,2}(?P<b>\d{1,6})(?![\w.])"
    r"(?P<mid>[ \t]{1,3}[A-Za-z][A-Za-z-]{0,20}(?:[ \t]{1,3}[A-Za-z][A-Za-z-]{0,20}){0,2})?"
    r"[ \t]{0,3}\([ \t]{0,2}(?P<area>\d{1,12})(?P<noun>[ \t]{1,3}[A-Za-z][A-Za-z-]{0,20})?[ \t]{0,2}\)")
_NOUNS = {"elements", "element", "cells", "cell", "points", "point", "values", "value", "entries", "floats", "doubles",
          "items", "total", "numbers"}
_CLAUSE_START = re.compile(r"[,;]|\n")


def _worded(m, part):
    """The match with its area written with the shape's words, or as it was."""
    product, area = int(m.group("a")) * int(m.group("b")), int(m.group("area"))
    if not product <= 2 * area < 4 * product:
        return m.group(0)  # (a number of another scale is no area: '16 x 16 (4)'; a near one is, right or wrong)
    noun = m.group("noun")
    if noun is not None and words_of(noun)[0] not in _NOUNS:
        return m.group(0)  # ('1000 x 1000 (1000000 rows)', '(1000000 with ghosts)': its own words)
    line_start = part.rfind("\n", max(0, m.start() - 200), m.start()) + 1 or max(0, m.start() - 200)  # (200 back at most)
    start = max(line_start, max((c.end() for c in _CLAUSE_START.finditer(part, line_start, m.start())), default=0))
    said = f"{part[start:m.start()]} {m.group('mid') or ''}".lower()
    side = ghost_side(said)
    inner = side == "inner" or side is None and bool(set(words_of(said)) & INNER_WORDS)
    words = ("inner " if inner else "") + (noun.strip(" \t") if noun else "elements")
    return f"{part[m.start():m.start('area')]}{m.group('area')} {words})"


_MAX = 16  # shapes with areas in a part: past it, a loop's grids, each line its own sizes (asides.py), left as they were


def _written(part):
    if "(" not in part:
        return part
    found = []
    for m in _AREA.finditer(part):
        found.append(m)
        if len(found) > _MAX:
            return part
    pieces, at = [], 0
    for m in found:
        pieces += [part[at:m.start()], _worded(m, part)]
        at = m.end()
    return "".join(pieces) + part[at:]


def shape_areas_worded(text):
    """text with each shape's area in brackets (module docstring) written with the shape's words."""
    return at_the_ends(text, _written, ("(",))
