"""ranktables.py - a table of the workers' partial counts with its total row ('rank  x_below  y_below', a row
for each rank, 'total 100024  12'): the total row is the table's one row of the homework's fields, read under
the table's header without its worker column; the ranks' rows are partials, no field's (a table with no total
row stays as it is). Rewritten in place, each line keeping its number: the header's line and the ranks' rows
emptied, the last rank's row the header without its first cell, the total row its values. Part of the grader
(headings.regrouped asks it); pure functions, linear in the text.
"""
import re

# the header: a worker's column first, then two names or more ('rank  x_below  y_below', 'thread count_x count_y')
_HEADER = re.compile(r"^[ \t]*(?:ranks?|threads?|tid|procs?|process|workers?|gpus?|devices?|nodes?)[ \t]+"
                     r"([A-Za-z_][^\n\d]*(?:\d[^\n]*)?)$", re.MULTILINE | re.IGNORECASE)
_ROW = re.compile(r"[ \t]*\d{1,5}(?:[ \t]+[+-]?\d[\d.eE+-]*){2,}[ \t]*")  # a worker's row: its number, its values
_TOTAL = re.compile(r"[ \t]*(?:total|sum|all|global|overall)[ \t]*:?((?:[ \t]+[+-]?\d[\d.eE+-]*){2,})[ \t]*",
                    re.IGNORECASE)


def totals_read(text):
    """text with each workers' table that ends in a total row rewritten as its header over the total row."""
    if "otal" not in text and "sum" not in text.lower() and "all" not in text.lower():
        return text
    pieces, at = [], 0
    for m in _HEADER.finditer(text):
        if m.start() < at or len(m.group(1).split()) < 2:
            continue
        rows, line = [], m.end() + 1
        while line < len(text):
            end = text.find("\n", line)
            end = len(text) if end < 0 else end
            if not _ROW.fullmatch(text, line, end):
                break
            rows.append((line, end))
            line = end + 1
        if not rows or line >= len(text):
            continue
        end = text.find("\n", line)
        end = len(text) if end < 0 else end
        total = _TOTAL.fullmatch(text, line, end)
        if total is None or len(total.group(1).split()) != len(m.group(1).split()):
            continue
        header = m.group(1).strip()
        pieces += [text[at:m.start()]] + ["\n"] * len(rows) + [header, "\n", total.group(1).strip()]
        at = end
    return "".join(pieces) + text[at:] if pieces else text
