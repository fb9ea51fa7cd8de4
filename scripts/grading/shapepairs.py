"""shapepairs.py - numpy's square shapes as tuples beside other statements on one line, apart by ',' or ';'
('Array shape: (1002, 1002), inner shape: (1000, 1000)', 'x.shape = (1002, 1002); size: 1004004'). A shape's
tuple alone on its line is read (sizes.square_side: the row, or n), and so is '1002 x 1002' beside other statements;
but the tuple's own comma was taken for a statement's end there, so both shapes went unread (row and n MISSING) and
the second tuple's '1000)' was judged as the inner total (the twenty-second pass's H15). Here each square tuple on
such a line, after a label's word, ':' or '=', is written as the side by side it says ('1002 x
1002'), a form the line's statements read (a wrong side fails as the row or n). Only squares (the two sides the same
digits); a pair of two sides ('(1002, 1000)') stays as it was. With no 'shape' on the line, a square tuple right
after a grid's word ('grid (1002, 1002)', 'array: (1002, 1002)', 'dims = (1002, 1002)') is written so too. Part of the grader (numpyattrs.attributes_apart asks
it); pure functions, a literal search first, bounded patterns (no two runs of blanks side by side).
"""
import re

# a square tuple after a label's ':' or '=' or a word: '(1002, 1002)'
_TUPLE = re.compile(r"(?<=[A-Za-z:=])([ \t]{0,3})\([ \t]{0,2}(\d{1,9})[ \t]{0,2},"
                    r"[ \t]{0,2}(\d{1,9})[ \t]{0,2}\)")
_SHAPED = re.compile(r"(?i)\bshape")
_APART = re.compile(r"[ \t]{0,3}[,;|][ \t]{0,3}[A-Za-z]")  # (another statement after the tuple)
_BEFORE = re.compile(r"[,;|][ \t]{0,3}[A-Za-z][^,;|()\n]{0,60}$")  # (a statement before it)
_LONGEST = 400  # a longer line is left as it was
# a grid's word right before a square tuple, no 'shape' on the line ('n = 1000, grid (1002, 1002), ...': numpy's
# x.shape printed under another name)
# (the tuple found first, by its literal '(': a search for the words over a 20 MB line costs seconds)
_SQUARE = re.compile(r"\([ \t]{0,2}(\d{1,9})[ \t]{0,2},[ \t]{0,2}\1[ \t]{0,2}\)")
_GRID_BEFORE = re.compile(r"(?i)\b(?:grid|mesh|domain|matrix|array|arrays|dims|dimensions|size|field)"
                          r"[ \t]{0,3}[:=]?[ \t]{0,3}$")
_MAX_SQUARES = 1000  # square tuples looked at in a text with no 'shape'


def _grid_tuple(text, start=0, end=None):
    """Whether a square tuple in text[start:end] has a grid's word right before it."""
    end = len(text) if end is None else end
    for k, m in enumerate(_SQUARE.finditer(text, start, end)):
        if k >= _MAX_SQUARES:
            return False
        if _GRID_BEFORE.search(text, max(0, m.start() - 24), m.start()):
            return True
    return False


def _line_written(line):
    squares = [m for m in _TUPLE.finditer(line) if m.group(2) == m.group(3)]
    if squares and not _SHAPED.search(line):  # (a grid's word before each tuple kept instead)
        squares = [m for m in squares if _grid_tuple(line, max(0, m.start() - 24), m.end())]
    if not squares:
        return line
    apart = len(squares) >= 2 or any(_APART.match(line, m.end()) or _BEFORE.search(line, 0, m.start()) for m in squares)
    if not apart:
        return line  # ('Shape of x: (1002, 1002)' alone: read as it is)
    pieces, at = [], 0
    for m in squares:
        pieces += [line[at:m.start()], f"{m.group(1) or ' '}{m.group(2)} x {m.group(3)}"]
        at = m.end()
    return "".join(pieces) + line[at:]


def shapes_written(text):
    """text with the square tuples of each line that holds a shape's tuple beside another statement written as
    'A x A'; other lines as they were."""
    if "shape" not in text and "Shape" not in text and "SHAPE" not in text \
            and ("(" not in text or not _grid_tuple(text)):
        return text
    lines = text.split("\n")
    for k, line in enumerate(lines):
        if "(" in line and "," in line and len(line) <= _LONGEST and (_SHAPED.search(line) or _grid_tuple(line)):
            lines[k] = _line_written(line)
    return "\n".join(lines)
