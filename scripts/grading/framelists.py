"""framelists.py - a long data frame's row (pandas' `quantity value` over `6 constants (a, b, c) 0.05, 0.1, 0.4`, R's
one blank apart) whose value is the constants' list: the key is the row's words after its index, the value all three
numbers (apart by commas or blanks), so the row is `constants (a, b, c) :: 0.05, 0.1, 0.4`. Before, the last number
alone was the value (`0.4`: not three numbers) or, with no commas, the row broke the frame and its index `6` was
read as the first constant; so too such a row alone among lines of another layout (indexed_constants). Only where
the key names the constants (words.classify) and the list holds two to four numbers; any other row of more than one
value is a wider frame's, read as before. Part of the grader (frames._key_value asks it); one anchored pattern, its
runs apart by what they hold.
"""
import re

from .words import classify

_NUMBER = r"[+-]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
# the list at the row's end: a number, then one to three more, each after a comma or blanks (and a closing bracket)
_LIST = re.compile(rf"[\[(]?{_NUMBER}(?:(?:[ \t]*,[ \t]*|[ \t]{{1,40}}){_NUMBER}){{1,3}}[\])]?[ \t]*$")
_LETTERS = re.compile(r"[A-Za-z]")
_INDEX = re.compile(r"\d{1,4}")
_START = re.compile(r"(?<![^ \t])[\[(]?[+-]?\.?\d")  # (a number's start after a blank or the row's start)


def constants_row(body, index=None):
    """(key, value) of a long frame's row 'index  key  v1, v2, v3' whose key names the constants (its index
    `index`, any whole number for None); else None."""
    if len(body) > 400 or "," not in body and body.count(".") < 2:
        return None
    head = body.split(None, 1)
    if len(head) != 2 or head[0] != str(index) and (index is not None or not _INDEX.fullmatch(head[0])):
        return None
    rest = head[1]
    for m in _START.finditer(rest):  # (each number's start: the first whose list ends the row)
        if _LIST.match(rest, m.start()) is None:
            continue
        key = rest[:m.start()].rstrip(" \t")
        if not _LETTERS.search(key) or classify(key) != "constants":
            return None
        return key, " ".join(rest[m.start():].split())
    return None


def indexed_constants(line):
    """The plan (statements.py's) of a lone frame row of the constants, its index first (`6          constants (a,
    b, c)  0.05, 0.1, 0.4` among lines of another layout): the row without its index; else None."""
    if not line[:1].isdigit() and not line.lstrip(" \t")[:1].isdigit() or constants_row(line) is None:
        return None
    key = len(line) - len(line.lstrip(" \t"))
    key += len(line.split(None, 1)[0])
    key += len(line[key:]) - len(line[key:].lstrip(" \t"))
    return (((key, len(line)),),)
