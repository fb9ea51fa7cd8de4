"""indexcolumns.py - a data frame's row index under an empty header cell, in a table whose cells are apart by tabs
or `|` (pandas' to_html, shown as a page's text: `\\tarray\\tcount < t\\tfraction` over `0\\tx\\t100024\\t0.100024`;
its to_markdown: `|    | array | count < t | fraction |` over `|  0 | x | 100024 | 0.100024 |`): the index column
emptied from the header and its rows, as tables.py drops a space-aligned frame's index (a header one name fewer).
The table was not read (UNGRADED: the twenty-first pass's H20's neighbour). Only where the header's first cell is
empty and the rows' first cells count up from 0 or 1, one a row, under it. Every line keeps its number. Part of the
grader (tables.rewrite asks it); pure functions, a line at a time.
"""
import re

_PIPE_HEAD = re.compile(r"([ \t]{0,40}\|)[ \t]{0,40}\|")  # '|    | array |': the header's first cell empty
_PIPE_INDEX = re.compile(r"([ \t]{0,40}\|)[ \t]{0,40}(\d{1,6})[ \t]{0,40}\|")
_PIPE_RULE = re.compile(r"([ \t]{0,40}\|)[ \t]{0,4}:?-{1,40}:?[ \t]{0,4}\|")
_TAB_INDEX = re.compile(r"(\d{1,6})\t")
MAX_TABLES = 64


def index_dropped(flat):
    """flat ('\\n' line ends) with each such index column left out; flat itself where none is."""
    if not flat.startswith("\t") and "\n\t" not in flat and "||" not in flat and "| |" not in flat and "|  " not in flat:
        return flat
    lines = flat.split("\n")
    changed, seen = False, 0
    for i, line in enumerate(lines[:-1]):
        pipe = _PIPE_HEAD.match(line) if "|" in line else None
        if not (pipe or line.startswith("\t") and line.count("\t") >= 2 and line.strip()):
            continue
        seen += 1
        if seen > MAX_TABLES:
            break
        j = i + 1
        rule = _PIPE_RULE.match(lines[j]) if pipe else None
        j += bool(rule)
        rows, index = [], None
        while j < len(lines) and len(rows) < 100000:
            m = _PIPE_INDEX.match(lines[j]) if pipe else _TAB_INDEX.match(lines[j])
            if m is None or "|" not in lines[j][m.end():] and "\t" not in lines[j][m.end():]:
                break
            value = int(m.group(2) if pipe else m.group(1))
            if (index is None and value > 1) or (index is not None and value != index + 1):
                break
            rows.append((j, m))
            index, j = value, j + 1
        if not rows:
            continue
        lines[i] = pipe.group(1) + line[pipe.end():] if pipe else line[1:]
        if rule:
            lines[i + 1] = rule.group(1) + lines[i + 1][rule.end():]
        for k, m in rows:
            lines[k] = (m.group(1) if pipe else "") + lines[k][m.end():]
        changed = True
    return "\n".join(lines) if changed else flat
