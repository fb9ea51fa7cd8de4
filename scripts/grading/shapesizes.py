"""shapesizes.py - a numpy shape tuple followed, after blanks only, by its size (a Python program printing
`x.shape` and `x.size` in one print): `shape: (1002, 1002) size: 1004004` then `inner: (1000, 1000) 1000000`
(the thirtieth pass's M), or both on one line. The shape ran into what followed it, so it was no size: the row
length and inner size were MISSING, and with both on one line no n was found (UNGRADED). Now a comma is put
after such a shape: before a label one blank after it (two or more already parted them) (`size: 1004004`, `x.size = 1004004`), and, before a bare number that is
the shape's product (or near it: a wrong size then fails as printed), with the label `size: `
(`inner size: ` where its clause's words name the interior: `inner: (1000, 1000), inner size: 1000000`); a number ending a statement before another shape's label
(`size: 1004004 inner: (1000, 1000)`) gets its comma too. Only square-bracketed or round tuples of two whole
numbers; a number of another scale after a shape (`(16, 16) 4`) is left as it was. Part of the grader
(wholetext.ready asks it, at the text's ends); patterns of bounded runs, linear; pure functions.
"""
import re

from .textends import at_the_ends
from .words import INNER_WORDS, words_of

_SHAPE = r"[(\[][ \t]{0,2}(?P<a>\d{1,6})[ \t]{0,2},[ \t]{0,2}(?P<b>\d{1,6})[ \t]{0,2},?[ \t]{0,2}[)\]]"
# a shape, blanks, then a label before a number ('size: 1004004', 'x.size = 1004004', 'size 1004004') or a bare number
_SHAPE_THEN = re.compile(
    r"(?<![\w.])" + _SHAPE + r"(?P<gap>[ \t]{1,4})"
    r"(?:(?<=[)\]][ \t])(?P<label>[A-Za-z_][\w.]{0,30}(?:[ \t][A-Za-z_][\w.]{0,30}){0,2}[ \t]{0,2}[:=]?[ \t]{0,2}(?=\d))"
    r"|(?P<size>\d{1,12})(?![\w.]))")
# a number ending a statement, blanks, then a label before a shape: 'size: 1004004 inner: (1000, 1000)'
_NUMBER_THEN_SHAPE = re.compile(r"(?<=\d)(?P<gap>[ \t]{1,4})(?=[A-Za-z_][\w.]{0,30}[ \t]{0,2}[:=][ \t]{0,2}[(\[]\d)")


def _comma(m):
    if m.group("label") is not None:
        return m.group(0)[:m.start("gap") - m.start()] + ", " + m.group("label")
    product, size = int(m.group("a")) * int(m.group("b")), int(m.group("size"))
    if not product <= 2 * size < 4 * product:
        return m.group(0)  # ('(16, 16) 4': no size of the shape's)
    clause = max(m.string.rfind(",", 0, m.start()), m.string.rfind(")", 0, m.start()), m.string.rfind("]", 0, m.start()))
    said = m.string[max(clause + 1, m.start() - 80):m.start()]  # (its clause's words, since the last shape)
    inner = "inner " if set(words_of(said)) & INNER_WORDS else ""
    return m.group(0)[:m.start("gap") - m.start()] + f", {inner}size: " + m.group("size")


def _line(line):
    if "(" not in line and "[" not in line or "," not in line:
        return line
    put = _SHAPE_THEN.sub(_comma, line)
    if put == line:
        return line
    return _NUMBER_THEN_SHAPE.sub(",\\g<gap>", put)


def _part(part):
    return "\n".join(_line(line) for line in part.split("\n"))


def shape_sizes_apart(text):
    """text with each shape that runs into its size (module docstring) ended by a comma."""
    return at_the_ends(text, _part, ("(", "["))
