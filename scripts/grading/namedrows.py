"""namedrows.py - a blank-aligned (or tab-separated) table whose first column names the array and whose rows are
x and y (R's tibble `  array  below fraction` / `  <chr>  <int>    <dbl>` / `1 x     100024 0.100024` / `2 y
12 0.000012`, a left-aligned `array  below_t` / `x      100024` / `y      12`, `name   count_below` ...): its
rows were not matched to its columns (the header indented and the rows not, R's type row between, a two-column
table at all): UNGRADED. Each x / y row is written as a line of the row's name and each column's 'name: value'
('x below_t: 100024, fraction: 0.100024'), the header and R's type row left blank (the line numbers stay). Only
a header whose first word names the rows (array, name, var, variable, field, grid, matrix), one of its columns a
count's or a fraction's word, then two to four rows (an R row number before each name allowed), each an x or a y
with as many numbers as the header has columns, and no digit in a column's name (a threshold's: tables.py reads
those). Part of the grader (wholetext.ready asks it, before the tables
are read, within the text's first and last 256 KiB); one pattern a line, bounded, a cheap test first.

    text = named_rows_read(text)
"""
import re

_HEADER = re.compile(r"^[ \t]{0,16}(?:array|arrays|name|var|variable|field|grid|matrix)(?:[ \t]{1,16}[A-Za-z_<%(][^\n\t ]{0,30}"
                     r"(?:[ \t]{1,16}[A-Za-z_<%(][^\n\t ]{0,30}){0,5})[ \t]{0,16}$", re.MULTILINE | re.IGNORECASE)
_TYPES = re.compile(r"[ \t]{0,16}(?:<[a-z0-9]{1,8}>[ \t]{0,16}){2,6}")
_ROW = re.compile(r"[ \t]{0,16}(?:\d{1,3}[ \t]{1,8})?([xXyY])((?:[ \t]{1,16}[+-]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})"
                  r"(?:[eE][+-]?\d{1,3})?%?){1,5})[ \t]{0,16}")
_DIGIT = re.compile(r"\d")
_COUNT_WORD = re.compile(r"(?i)below|count|under|less|frac|share|ratio|<|lt\b")


def _columns(header, values):
    """The header's column names (its first, the rows' name, left out) for `values` numbers a row, or None."""
    cells = header.strip().split("\t") if "\t" in header.strip() else header.split()
    if len(cells) - 1 != values and "\t" not in header.strip():
        cells = re.split(r"[ \t]{2,}", header.strip())  # ('name   below threshold': a column's name of two words)
    return [c.strip() for c in cells[1:]] if len(cells) - 1 == values else None


def named_rows_read(text):
    """text with each such table (module docstring) as a line for each x / y row."""
    if not any(w in text for w in ("rray", "ame", "ar", "ield", "rid", "atrix", "RRAY", "AME", "AR", "IELD", "RID")):
        return text
    out, at = [], 0
    for m in _HEADER.finditer(text):
        if m.start() < at or not _COUNT_WORD.search(m.group(0)):
            continue
        lines, pos = [], m.end() + 1
        while pos <= len(text) and len(lines) < 5:
            end = text.find("\n", pos)
            end = len(text) if end < 0 else end
            lines.append((pos, end))
            pos = end + 1
        first = 1 if lines and _TYPES.fullmatch(text, *lines[0]) else 0
        rows = []
        for a, b in lines[first:]:
            row = _ROW.fullmatch(text, a, b)
            if row is None:
                break
            rows.append((a, b, row))
        names = {r.group(1).lower() for _, _, r in rows}
        if not 2 <= len(rows) <= 4 or names != {"x", "y"} or len({len(r.group(2).split()) for _, _, r in rows}) != 1:
            continue
        columns = _columns(m.group(0), len(rows[0][2].group(2).split()))
        if columns is None or not all(columns) or any(_DIGIT.search(c) for c in columns):
            continue  # (a column named with its threshold, 'n_lt_0.1', 'count (t=0.1)': the tables' own rule's)
        between = text[m.end():rows[0][0]]  # (the line's end, and R's type row: left blank)
        out += [text[at:m.start()], between.replace(text[slice(*lines[0])], "") if first else between]
        for k, (a, b, row) in enumerate(rows):
            said = ", ".join(f"{c}: {v}" for c, v in zip(columns, row.group(2).split()))
            out += [("\n" if k else "") + f"{row.group(1)} {said}"]
        at = rows[-1][1]
    return "".join(out) + text[at:] if out else text
