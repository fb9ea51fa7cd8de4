"""grids.py - a grid's square shape with the words that say which grid it is, before or after it
(`Grid: 1000 x 1000 (inner)`, `Grid: 1002 x 1002 (with ghost cells)`, `the arrays are 1002 x 1002`,
`1002 x 1002 = 1004004 elements`), several on one line under one label (`Grid: 1000 x 1000 inner,
1002 x 1002 with ghost cells`), and a grid's product before its words (`The grid is 1000 x 1000 inner
elements`). Inner words make its side n and its area the inner total; ghost words (ghosts.ghost_side)
the row and the total; an array's words (`arrays are`, `x:`, `allocated`) or an area and its noun
(`= 1004004 elements`) a side its value places (a wrong one judged as n: it fails); a grid's words alone a shape its value
places (a wrong one no size: a launch's grid). Part of the grader (fields._shape, statements.prepare ask it); pure
functions, linear in the line (no pattern with two runs side by side).

    shaped = qualified_shape(line)    # None, or (kind, side span, other side span, area (span, kind))
    plan = shapes_listed(line)        # None, or a statement for each of the line's sizes
"""
import re

from .arraysof import arrays_of
from .ghosts import ghost_side
from .layout import place
from .words import INNER_WORDS, SIZE_KINDS, classify

_SIDES = re.compile(r"(?<!\d)(\d+)[ \t]*(?:[x\u00d7*]|by)[ \t]*(\d+)(?!\.?\d)(?:[ \t]*=[ \t]*(\d+)(?!\.?\d))?")
_DIGIT = re.compile(r"\d")
_TEXT = re.compile(r"[A-Za-z \t(),.:;=+&/_'-]*")  # a side's words: no number, no other sign
_NOUNS = {"elements", "element", "cells", "cell", "points", "point", "entries", "nodes", "values"}
_GRID_WORDS = {"grid", "grids", "mesh", "domain", "matrix", "shape", "size", "sizes", "dimension", "dimensions",
               "dims", "dim"} | _NOUNS
_ARRAY_WORDS = {"array", "arrays", "x", "y", "allocated", "allocation", "full", "total", "whole", "storage", "allocating",
                "allocate", "allocates", "initialized", "initialised", "initializing", "initialising", "init",
                "filled", "filling", "randomized", "randomised"}  # ('n = 1000, allocating two 1002 x 1002 float
# arrays'; 'initialized x (1002 x 1002 = 1004004 floats)', 'filled x with ...': the array a program set up)
_QUALIFIERS = INNER_WORDS | {"ghost", "ghosts", "halo", "halos", "boundary", "boundaries", "border", "padding",
                             "padded", "pad", "guard", "ghosted", "unpadded", "nonghost"}
_FILLER = {"the", "a", "of", "is", "are", "has", "have", "with", "without", "including", "incl", "excluding",
           "excl", "no", "not", "non", "just", "only", "plus", "and", "in", "each", "both", "all", "so", "w", "o",
           "wo", "counting", "counted", "included", "excluded", "layer", "layers", "ring", "region", "part",
           "zone", "physical", "computational", "actual", "real", "my", "our", "used", "using", "its", "their",
           "then", "that", "which", "i", "we", "me", "inclusive", "exclusive", "when", "as", "problem", "float",
           "floats", "double", "doubles", "two", "global", "entire", "overall", "complete", "random"}  # ('global grid': MPI's whole)
_VOCABULARY = _GRID_WORDS | _ARRAY_WORDS | _QUALIFIERS | _FILLER
_SAYS_WHICH = _GRID_WORDS | _ARRAY_WORDS | _QUALIFIERS  # (one at least: '1000 x 1000' alone is no size here)
_WORDS = re.compile(r"[a-z]+")
# A timing after the shape's words ('initialized x (1002 x 1002 = 1004004 floats) in 1.29 s', '..., took 3 ms'):
# the time the set-up took, none of the shape's words.
_TIME_TAIL = re.compile(r"[ \t,;]{1,3}(?:in|took|after)[ \t]{1,3}\d{1,12}(?:\.\d{1,12})?[ \t]?(?:s|ms|sec|secs|seconds|us|"
                        r"\u00b5s)\.?[ \t]{0,8}$")


def qualified_shape(line):
    """(kind, the side's span, the other side's span, (the area's span or None, its kind)) of a grid's
    square shape whose words say which grid it is, before or after it; else None. The sides' digits
    are the caller's to compare (a shape is a pattern of digits's)."""
    tail = _TIME_TAIL.search(line, max(0, len(line) - 60)) if line.rstrip().endswith("s") else None
    line = line[:tail.start()] if tail else line  # (the spans stay the line's)
    digit = _DIGIT.search(line)
    sides = _SIDES.match(line, digit.start()) if digit else None
    if sides is None or len(line) - digit.start() > 200 or not _TEXT.fullmatch(line, 0, digit.start()) \
            or not _TEXT.fullmatch(line, sides.end()) or len(sides.group(1)) != len(sides.group(2)):
        return None
    said = f"{line[:digit.start()]} {line[sides.end():]}".lower().replace("_", " ")
    words = set(_WORDS.findall(said))
    if not words <= _VOCABULARY or not words & _SAYS_WHICH or len(said) > 160:
        return None
    side = ghost_side(said)
    kind, area = ("row", "total") if side == "ghost" else ("inner", "total_inner") if side == "inner" \
        or words & INNER_WORDS else ("array side", "area") if words & _ARRAY_WORDS else ("side", "area") \
        if sides.group(3) and words & _NOUNS \
        else (None, None) if sides.group(3) else ("shape", "area")  # ('Grid: 63 x 63 = 3969': a launch's)
    return (kind, sides.span(1), sides.span(2), (sides.span(3) if sides.group(3) else None, area)) if kind else None


_X_BEFORE = re.compile(r"(?<![\w.])[xX][ \t]{0,2}$")
_Y_AFTER = re.compile(r"[ \t]{0,2}(?:and[ \t]{1,2})?[yY](?![\w.])(?![ \t]{0,2}[:=(])")


def _items(line, start):
    """The spans of the line's items from start, apart at ',' ';' and ' and ' outside brackets."""
    items, depth, begin, i = [], 0, start, start
    while i < len(line):
        c = line[i]
        depth += (c in "([") - (c in ")]")
        cut = 1 if depth == 0 and c in ",;" else 5 if depth == 0 and line.startswith(" and ", i) else 0
        if cut and c != ";" and _X_BEFORE.search(line, max(start, i - 4), i) and _Y_AFTER.match(line, i + cut):
            cut = 0  # (the arrays' names listed, 'allocating x,y of 1002x1002': one item, h30 C)
        if cut:
            items.append((begin, i))
            begin = i = i + cut
            continue
        i += 1
    return items + [(begin, len(line))]


_OWN_LABEL = re.compile(r"[ \t]*[A-Za-z][A-Za-z_ \t]{0,40}(?:\([A-Za-z_ \t]{1,40}\)[ \t]*)?[=:]")  # an item's own label


def shapes_listed(line):
    """A statement for each size of a line that lists a grid's shapes under one label, each with its own
    words (`Grid: 1000 x 1000 inner, 1002 x 1002 with ghost cells`, `1002 x 1002 = 1004004 elements,
    1000000 inner`): a shape the label and its words, another size its own words; None where the line
    is not such a list."""
    digit = _DIGIT.search(line)
    if digit is None or len(line) > 400 or not _SIDES.search(line):
        return None
    lead = len(line[:digit.start()]) - len(line[:digit.start()].lstrip(" \t"))
    label_end = max(line.rfind(":", 0, digit.start()), line.rfind("=", 0, digit.start())) + 1
    if label_end and not set(_WORDS.findall(line[:label_end].lower())) <= _VOCABULARY:
        label_end = 0  # ('n = 1000, arrays are 1002 x 1002': no label the items share)
    statements, shapes = [], 0
    items = _items(line, label_end)
    inner_listed = len(items) > 1 and any(set(_WORDS.findall(line[a:b].lower())) & INNER_WORDS for a, b in items)
    for a, b in items:
        if not _DIGIT.search(line, a, b):
            return None  # (an item without a number: no list of sizes)
        own = label_end and statements and _OWN_LABEL.match(line, a, b)  # ('..., inner = 1000 x 1000 = 1000000')
        said = (" " if own else line[lead:label_end] + " ") + line[a:b]
        shaped = qualified_shape(said) if _SIDES.search(line, a, b) else None
        ghosts = ""
        if shaped is None and inner_listed and _SIDES.search(line, a, b) and _grid_only(said):
            # ('Grid 1002*1002 = 1004004, inner 1000*1000 = 1000000': beside the inner grid's shape, the grid's own
            # words alone say the grid with its ghost cells; alone, '= 1004004' could be a launch's grid)
            ghosts = " with ghost cells"
            shaped = qualified_shape(said + ghosts)
            shaped = shaped if shaped is not None and shaped[0] == "row" else None
        if shaped is not None:
            shapes += 1
            statements.append((((lead, label_end), " ", (a, b)) if label_end and not own else ((a, b),))
                              + ((ghosts,) if ghosts else ()))
        elif not _SIDES.search(line, a, b) and place(line[a:b]).kind in SIZE_KINDS:  # ('1000000 inner')
            statements.append(((a, b),))
        else:
            return None
    return tuple(statements) if shapes and len(statements) > 1 else None


def _grid_only(said):
    """Whether a shape's words are a grid's alone ('Grid 1002*1002 = 1004004'): no qualifier, no array's."""
    if len(said) > 120:
        return False
    words = set(_WORDS.findall(_SIDES.sub(" ", said).lower()))  # (the shape's 'x' no array's)
    return bool(words & _GRID_WORDS) and words <= _GRID_WORDS | _FILLER


# A grid's product before the words that say which sizes ('The grid is 1000 x 1000 inner elements', '1002 x
# 1002 = 1004004 with the ghost layer'): read as 'grid inner elements: 1000 x 1000'.
_PRODUCT_FIRST = re.compile(r"[ \t]*(?:([A-Za-z][A-Za-z \t]{0,40}?)[ \t]+)?(\d+[ \t]*[x\u00d7*][ \t]*\d+"
                            r"(?:[ \t]*=[ \t]*\d+)?)[ \t]+([A-Za-z][A-Za-z \t-]{0,40}?)[ \t]*")


def product_first(line, a, b):
    m = _PRODUCT_FIRST.fullmatch(line, a, b)
    statement = (m.span(1) if m.group(1) else "grid", " ", m.span(3), ": ", m.span(2)) if m else None
    return statement if m and place("".join(line[slice(*p)] if isinstance(p, tuple) else p
                                            for p in statement)).kind in SIZE_KINDS else None


# 'Smoothing a 1000 x 1000 grid', 'Solving a 1000-by-1000 problem': a grid's shape said in prose, the
# words before it naming no field, read as 'grid: 1000 x 1000' (its side inner or with ghost cells as the
# words about it say: 'interior grid', 'grid with ghost cells'; else as its value says: fields.py's). Its
# sides' values are not compared: a plan is its line's pattern of digits'. (The blanks around the hyphen one run
# where no hyphen: two side by side were quadratic in a line's blanks, 4,000 after '1002 x 1001' took 1.3 s.)
_SQUARE = re.compile(r"(?<![\w.])(\d+)[ \t]*(?:[x\u00d7]|-?by-?)[ \t]*(\d+)(?![\d.])(?:[ \t]*-)?[ \t]*([A-Za-z]{1,20}[ \t]+)?"
                     r"(?:grids?|mesh|domain|matrix|matrices|problem|arrays?)\b", re.IGNORECASE)
_SQUARE_LABELS = {"inner": "inner grid: ", "ghost": "grid with ghost cells: ", None: "grid: "}
_A_DIGIT = re.compile(r"\d")


def grid_in_prose(line):
    """A plan of statements (statements.py's) of a line that says a square grid in prose: the side's
    statement, then the rest of the line as one (not planned again: a line of such shapes costs one
    place), or a list in brackets's sizes each one (_sizes_aside); else None (a line whose words before the shape name a field is none:
    'Elements below threshold in a 1000 x 1000 grid: 12')."""
    m = _SQUARE.search(line) if "x" in line or "by" in line or "\u00d7" in line else None
    if m is None:
        return arrays_of(line)  # ('..., which gives arrays of 1002 x 1002 elements.': arraysof.py)
    if _A_DIGIT.search(line, 0, m.start()) or place(line[:m.end()]).kind is not None:
        return None
    after = _A_DIGIT.search(line, m.end())
    upto = after.start() if after else len(line)
    opened = line.find("(", m.end(), upto) if after else -1  # ('grid (with halo: 1002x1002)': the bracket's words its number's)
    said = f"{m.group(3) or ''} grid {line[m.end():opened if opened >= 0 else upto]}".lower()
    side = "inner" if (m.group(3) or "").strip().lower() in ("inner", "interior") else ghost_side(said)
    statement = (_SQUARE_LABELS[side], m.span(1), " x ", m.span(2))
    rest = len(line) - len(line[m.end():].lstrip(" \t,;."))
    return (statement,) + _sizes_aside(line, rest) if after else (statement,)


def _sizes_aside(line, rest):
    """The statements of the rest of a prose grid's line: each size of a list in brackets its own ('(1004004
    elements each, 1000000 of them inner)'), else the rest as one statement. (At most 4 items, one place each.)"""
    body = line[rest:].rstrip(" \t.;")
    if body[:1] != "(" or body[-1:] != ")" or body.count("(") != 1 or body.count(")") != 1:
        return (((rest, len(line)),),)
    items = _items(line[:rest + len(body) - 1], rest + 1)
    if not 2 <= len(items) <= 4 or not all(_A_DIGIT.search(line, a, b) and place(line[a:b]).kind in SIZE_KINDS
                                           for a, b in items):
        return (((rest, len(line)),),)
    return tuple(((a, b),) for a, b in items)


# A size in brackets after its words, in a line that says something else ('counting inner elements (1000000)
# below threshold 0.1', 'smoothing the interior points (1000000) with a = 0.05'): 'inner elements: 1000000' a
# statement of its own, the rest of the line (the bracket left out) another. Only words of the inner elements
# or of the floats of an array (sizes their value places), not a bare 'elements (1000000)' (out of what?).
_BRACKETED_WHOLE = re.compile(r"[ \t]*\([ \t]*(\d{1,12})[ \t]*\)")
_WORDS_BEFORE = re.compile(r"(?:[A-Za-z_]+[ \t]+){0,2}[A-Za-z_]+[ \t]*$")
_BRACKETED_KINDS = ("inner size", "total_inner", "area")


def size_in_brackets(line):
    """A plan of statements (statements.py's): the bracketed size and the rest of the line, else None."""
    at = line.find("(")
    m = _BRACKETED_WHOLE.match(line, len(line[:at].rstrip(" \t"))) if at > 0 else None
    if m is None or line.find("(", at + 1) >= 0:
        return None
    words = _WORDS_BEFORE.search(line, max(0, m.start() - 60), m.start())
    if words is None or classify(line[words.start():m.start()]) not in _BRACKETED_KINDS:
        return None
    return (((words.start(), m.start()), ": ", m.span(1)), ((0, m.start()), (m.end(), len(line))))
