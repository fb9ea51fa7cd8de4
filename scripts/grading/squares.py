"""squares.py - a size printed as its side squared ('Grid: 1002\u00b2 = 1004004 points (interior 1000\u00b2 =
1000000)', 'N^2 = ...' with digits: '1000^2 = 1000000', '1002**2 = 1004004'): the side and the total of one array,
as '1002 x 1002 = 1004004' says them, which is read (the row, the inner n, the totals). Read as nothing, a file
whose only sizes were so printed had no n and was UNGRADED (h26 F10). Each 'side\u00b2 = whole' is rewritten as
'side x side = whole' before the lines are read (wholetext.ready); the whole is not checked against the square, so
a wrong total ('1002\u00b2 = 1004005') is read and fails as it should. A power of ten ('1.2 x 10\u00b2 = 120') and a
square with no whole after it ('error ~ h\u00b2', '1000^2') are left. Part of the grader; pure functions.
"""
import re
from itertools import islice

# the square's mark and the '=' after it, each pattern opening with a literal ('\u00b2 =', '^2=', '**2 =', ...):
# sre's prefix search, so a 20 MB line of digits, of '\u00b2', '*' or '^' costs no attempt per character; at most
# MAX_MARKS marks a text are looked at (an output prints its sizes once or a few times)
_MARKS = tuple((mark, tuple(re.compile(re.escape(mark + eq) + r"(?=[ \t]{0,3}\d)") for eq in ("=", " =", "  =")))
               for mark in ("\u00b2", "^2", "^ 2", "**2"))
MAX_MARKS = 10000
_SIDE = re.compile(r"(?<![\w.])\d{1,9}[ \t]{0,2}$")
_NAME_SIDE = re.compile(r"(?<![\w.])([A-Za-z_]\w{0,11})[ \t]{0,2}$")
_WHOLE_AFTER = re.compile(r"[ \t]{0,3}(\d{1,12})(?![\d.])")
MAX_NAMED = 16
_FACTOR_BEFORE = re.compile(r"[x\u00d7*\u22c5\u00b7][ \t]{0,2}$")  # ('1.2 x 10\u00b2 = 120': a power of ten)


def _marks(text):
    """The squares' marks, in order."""
    found = [found for mark, patterns in _MARKS if mark in text  # (a text without the mark: no scan)
             for pattern in patterns for found in islice(pattern.finditer(text), MAX_MARKS)]
    found.sort(key=lambda m: m.start())
    return found[:MAX_MARKS]


def squares_as_products(text):
    """The text with each whole number squared before '= whole' as the product of the side by itself."""
    if "\u00b2" not in text and "^" not in text and "**" not in text:
        return text
    pieces, at, named = [], 0, 0
    for mark in _marks(text):
        if mark.start() < at:
            continue
        side = _SIDE.search(text, max(at, mark.start() - 12), mark.start())
        if side is None:
            named += 1
            side, number = _named_side(text, at, mark) if named <= MAX_NAMED else (None, None)
            if side is not None:  # ('m ^ 2 = 1004004': '1002 x 1002 = 1004004 elements')
                pieces += [text[at:side.start()], f"{number} x {number}"]
                at, whole = mark.start() + len(mark.group().rstrip(" \t=")), _WHOLE_AFTER.match(text, mark.end())
                pieces.append(text[at:whole.end()] + " elements")
                at = whole.end()
            continue
        if _FACTOR_BEFORE.search(text, max(at, side.start() - 3), side.start()):
            continue
        number = side.group().rstrip(" \t")
        pieces.append(text[at:side.start()])
        pieces.append(f"{number} x {number}")
        at = mark.start() + len(mark.group().rstrip(" \t="))  # (the blanks and '=' after the square kept)
    if not pieces:
        return text
    pieces.append(text[at:])
    return "".join(pieces)


def _named_side(text, at, mark):
    """(the name before the mark, its stated value) where 'name = value' is a line before it and value squared is
    the whole after the mark; (None, None) otherwise."""
    name = _NAME_SIDE.search(text, max(at, mark.start() - 16), mark.start())
    whole = _WHOLE_AFTER.match(text, mark.end())
    if name is None or whole is None or name.group(1) in ("n", "N"):
        return None, None
    stated = None
    statement = re.compile(rf"(?m)^[ \t]{{0,8}}{name.group(1)}[ \t]{{0,3}}=[ \t]{{0,3}}(\d{{1,9}})[ \t]{{0,8}}$")
    for stated in statement.finditer(text, max(0, mark.start() - (1 << 16)), mark.start()):
        pass
    if stated is None or int(stated.group(1)) ** 2 != int(whole.group(1)) \
            or not re.search(rf"(?m)^[ \t]{{0,8}}[nN][ \t]{{0,3}}=[ \t]{{0,3}}{int(stated.group(1)) - 2}[ \t]{{0,8}}$", text):
        return None, None
    return name, stated.group(1)
