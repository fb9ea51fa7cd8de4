"""squares.py - a size printed as its side squared ('Grid: 1002\u00b2 = 1004004 points (interior 1000\u00b2 =
1000000)', 'N^2 = ...' with digits: '1000^2 = 1000000', '1002**2 = 1004004'): the side and the total of one array,
as '1002 x 1002 = 1004004' says them, which is read (the row, the inner n, the totals). Read as nothing, a file
whose only sizes were so printed had no n and was UNGRADED (h26 F10). Each 'side\u00b2 = whole' is rewritten as
'side x side = whole' before the lines are read (wholetext.ready); the whole is not checked against the square, so
a wrong total ('1002\u00b2 = 1004005') is read and fails as it should. A power of ten ('1.2 x 10\u00b2 = 120') and a
square with no whole after it ('error ~ h\u00b2', '1000^2') are left. Part of the grader; pure functions.
"""
import re

_SQUARE = re.compile(r"(?<![\d.])(\d{1,9})[ \t]{0,2}(?:\u00b2|\^[ \t]{0,2}2|\*\*[ \t]{0,2}2)(?![\d.])"
                     r"(?=[ \t]{0,3}=[ \t]{0,3}\d)")
_FACTOR_BEFORE = re.compile(r"[x\u00d7*\u22c5\u00b7][ \t]{0,2}$")  # ('1.2 x 10\u00b2 = 120': a power of ten)


def _product(match):
    text = match.string
    if _FACTOR_BEFORE.search(text, max(0, match.start() - 3), match.start()):
        return match.group()
    side = match.group(1)
    return f"{side} x {side}"


def squares_as_products(text):
    """The text with each whole number squared before '= whole' as the product of the side by itself."""
    if "\u00b2" not in text and "^" not in text and "**" not in text:
        return text
    return _SQUARE.sub(_product, text)
