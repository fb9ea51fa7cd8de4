"""frames.py - a data frame library's print as the plain table tables.py reads: polars' and Julia's
box-drawing borders ('│', '┆', '─┼─') as '|' and rules, a type row ('Int64', 'i64', '<dbl>') a rule,
a frame's title ('shape: (1, 5)' over a frame's border, '1×13 DataFrame', '# A tibble: 1 × 13') none, Julia's 'Row │'
index column none. (pandas' and R's index column, a bare number before the row's values, is dropped
by tables._tables.) A long frame of a key and a value a row under a header of two names (pandas'
'quantity  value' over '0  n  1.000000e+03', R's '1  n 1.000000e+03', a tibble's ' 1 n  1000') is its
rows' 'key :: value' lines (key_values). A row of values apart by spaces under names apart otherwise
is read under them (spaced_values). Part of the grader; pure functions.

    unframe(bodies)    # the lines, changed in place; each keeps its number
    key_values(bodies, heads)
    names, row = spaced_values(body, header, names, separator, is_number, classify) or (names, row)
"""
import re

from .framelists import constants_row

_BOX = "│┆┃║╎┊"  # a column's border
_BORDERS = str.maketrans({c: "|" for c in _BOX})
# A rule of box-drawing characters (any corner or crossing: tabulate's heavy and mixed grids' '┣━╋━┫', '┝━┿━┥',
# rich's '┡━╇━┩'), a line character in it. (A lookahead, then one run: linear.)
_BOX_RULE = re.compile(r"(?=[^─━═┄┈]*[─━═┄┈])[\s\u2500-\u257f+|:-]*")
_TITLE = re.compile(r"[ \t]*(?:shape:[ \t]*\([\d, ]{1,40}\)|\d+[×x]\d+[ \t]+(?:Sub)?DataFrame(?:Row)?\b|# A tibble:"
                    r"|# A data frame:)[^\n]*")
_TYPES = {"int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float32", "float64", "i8",
          "i16", "i32", "i64", "u8", "u16", "u32", "u64", "f32", "f64", "str", "string", "bool", "object", "int",
          "dbl", "chr", "lgl", "num", "fct", "float", "double", "integer", "numeric", "character", "---"}
_TYPE_CELL = re.compile(r"<?([A-Za-z]+\d*|---)>?\??")
# Julia's row index: 'Row │' over ' 1 │', its types' row '│ Int64 ...' (a column before a single border)
_ROW_INDEX = re.compile(r"[ \t]*(?:Row|\d{1,9})?[ \t]*[│|][ \t]*(?=[^│|]*$)")


def _type_row(body):
    cells = [cell for cell in re.split(r"[\s|]+", body) if cell]
    if not cells:
        return False
    for cell in cells:
        m = _TYPE_CELL.fullmatch(cell)
        if not m or m.group(1).lower() not in _TYPES:
            return False
    return True


def _frame_next(bodies, i):
    """Whether the first line after bodies[i] with text is a frame's border ('┌───┬', '+---+', '| a |')."""
    for body in bodies[i + 1:i + 4]:
        if body.strip():
            return body.lstrip()[:1] in _BOX + "┌╭┏╔─━═+|"
    return False


def unframe(bodies):
    """Each frame's line as a plain table's (module docstring); whether any was changed."""
    changed = False
    julia = any("DataFrame" in body for body in bodies[:4096])
    for i, body in enumerate(bodies):
        if not body or len(body) > 4096:
            continue
        new = body
        if _TITLE.fullmatch(body) and (not body.lstrip().startswith("shape") or _frame_next(bodies, i)):
            new = ""  # (polars' 'shape: (1, 5)' over its frame; alone, 'shape: (1002, 1002)' is a grid's shape)
        elif any(c in body for c in _BOX) or "─" in body or "═" in body or "━" in body:
            if _BOX_RULE.fullmatch(body):
                new = "--"
            else:
                if julia and body.count("│") == 1:
                    m = _ROW_INDEX.match(body)
                    if m:
                        new = " " * m.end() + body[m.end():]
                new = new.translate(_BORDERS)
                if _type_row(new):
                    new = "--"
        elif _type_row(body) and "<" in body:  # a tibble's '<int> <dbl>'
            new = "--"
        if new != body:
            bodies[i], changed = new, True
    return changed


_E7 = re.compile(r"([+-]?\d\.\d{5})0([eE][+-]?\d+)")  # pandas' '%.6e' of a value rounded to 6 digits ('3.740210e-03')
_LETTERS = re.compile(r"[A-Za-z]")
_VALUE = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")


def _key_value(body, index):
    """(key, value) of a long frame's row 'index  key  value' whose index is `index`; else None."""
    cells = body.split() if len(body) <= 4096 else ()
    if len(cells) >= 4 and cells[0] == str(index):
        listed = constants_row(body, index)  # ('6  constants (a, b, c)  0.05, 0.1, 0.4': framelists.py)
        if listed is not None:
            return listed
    if len(cells) < 3 or cells[0] != str(index) or not _VALUE.fullmatch(cells[-1]):
        return None
    key = " ".join(cells[1:-1])
    if not _LETTERS.search(key) or _VALUE.fullmatch(cells[-2]):
        return None  # (a key of no letter, or two values: a wider frame's row, tables._tables')
    return key, cells[-1]


def key_values(bodies, heads):
    """A long frame's rows (module docstring) as 'key :: value' lines, their header (one of the lines
    `heads`: two names) emptied; a value that pads a 6-digit one to the frame's 7 ('3.740210e-03') is
    its 6 ('3.74021e-03': a column's one format, no digit more). Whether any was."""
    changed = False
    for i in heads:
        first = i + 1
        while first < len(bodies) and bodies[first] == "--":
            first += 1  # (a tibble's types: unframe's rule)
        head = bodies[i].split() if first + 1 < len(bodies) else ()
        if len(head) != 2 or not all(map(_LETTERS.search, head)) or bodies[first].strip()[:1] not in ("0", "1"):
            continue  # (two names over a row '0 ...' or '1 ...')
        start = int(bodies[first].strip()[0])
        rows, j = [], first
        while j < len(bodies):
            row = _key_value(bodies[j], start + len(rows))
            if row is None:
                break
            rows.append(row)
            j += 1
        if len(rows) < 2:
            continue
        bodies[i:first] = [""] * (first - i)
        for k, (key, value) in enumerate(rows):
            bodies[first + k] = key + " :: " + _E7.sub(r"\1\2", value)
        changed = True
    return changed


_NAMES_APART = re.compile(r"[\s,;]+")  # (a header's names one by one: 'a,b,c' three)
_WIDE = re.compile(r"[ \t]{2,}")


def spaced_values(body, header, names, separator, is_number, classify):
    """(names, ('', values)) of a row of values apart by spaces under a header (its `names` apart by
    `separator`) whose cells are apart otherwise: R's 'total total_inner' one space apart, a CSV header's
    'n, n+2, ...' over '1000 1002 ...' (Fortran's list-directed line), three values under 'a,b,c' (a
    name each), or a column of the constants ('abc', 'weights', '(a,b,c)') over its three values one
    space apart ('0.05 0.10 0.40', a cell); as many values as names (or one more: a frame's index). None
    where none fits."""
    tokens = body.split()
    if not all(map(is_number, tokens)):
        return None
    wide, cells = _WIDE.split(header.strip()), _WIDE.split(body.strip())
    if len(cells) == len(wide) >= 3 and all(" " not in cell or len(cell.split()) == 3 and classify(name) == "constants"
                                            for cell, name in zip(cells, wide)):
        return wide, ("", [" ".join(cell.split()) for cell in cells])
    single = _NAMES_APART.split(header.strip())
    for apart in ((names,) if separator != " " else ()) + (single,):
        if len(tokens) in (len(apart), len(apart) + 1):
            return apart, ("", tokens)
    return None
