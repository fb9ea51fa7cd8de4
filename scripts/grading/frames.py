"""frames.py - a data frame library's print as the plain table tables.py reads: polars' and Julia's
box-drawing borders ('│', '┆', '─┼─') as '|' and rules, a type row ('Int64', 'i64', '<dbl>') a rule,
a frame's title ('shape: (1, 5)' over a frame's border, '1×13 DataFrame', '# A tibble: 1 × 13') none, Julia's 'Row │'
index column none. (pandas' and R's index column, a bare number before the row's values, is dropped
by tables._tables.) Part of the grader; pure functions.

    unframe(bodies)    # the lines, changed in place; each keeps its number
"""
import re

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
