"""wrappedtables.py - two displays of a table whose header is parted from its rows, put back together as the
plain table tables.py reads (a header over its rows, no line between):

  MATLAB's display of a table (`T =` / `  1x13 table` / names / a rule of `____` under each name / an empty line /
  the values): the grader read the names over nothing (the rule and the empty line between) and the file was
  UNGRADED (the twenty-first pass's H18). The names are moved down to the line over the first row, the rule and
  the empty line emptied.

  pandas' print of a frame wider than the terminal: its columns wrapped into blocks, each block's header ending
  in `\\` but the last's, an empty line between blocks, each block's rows under its header with the index label
  first (`      n     N  ...  c  \\` / `0  1000  1002 ... 0.4` / `` / `   below_x    frac_x ...` / `0   100024 ...`):
  UNGRADED (H19). The blocks are joined, header to header and row to row (a later block's row without its index
  label), on the first block's lines; the later blocks' lines emptied.

Every line keeps its number. Only where the shapes are plain: the rule's marks under the names (as many runs as
names), a later block's rows as many as the first's, with the same index labels. Part of the grader
(tables.rewrite asks it); pure functions, a line at a time.
"""
import re

_RULE = re.compile(r"[ \t]{0,40}_{2,200}(?:[ \t]{1,40}_{2,200}){0,63}[ \t]{0,40}")
_WRAPPED = re.compile(r"[^\n\\]{1,2000}[ \t]\\[ \t]{0,40}")  # a pandas block's header ('... c  \')
_WORD = re.compile(r"\S+")
_LETTER = re.compile(r"[A-Za-z]")
MAX_TABLES = 64  # such tables per text (a bounded cost)


def joined_tables(flat):
    """flat ('\\n' line ends) with each MATLAB display's header over its rows and each pandas frame's blocks joined."""
    if "__" not in flat and "\\\n" not in flat and "\\ \n" not in flat:
        return flat
    lines = flat.split("\n")
    changed = False
    if "__" in flat:
        changed = _matlab(lines)
    if "\\" in flat:
        changed = _pandas(lines) or changed
    return "\n".join(lines) if changed else flat


def _matlab(lines):
    """The names over a `____` rule moved to the line over the first row (the rule, empty lines between emptied)."""
    changed, seen = False, 0
    for i in range(1, len(lines) - 1):
        if "__" not in lines[i] or not _RULE.fullmatch(lines[i]):
            continue
        seen += 1
        if seen > MAX_TABLES:
            break
        names = lines[i - 1]
        if not _LETTER.search(names) or len(names.split()) != len(lines[i].split()):
            continue
        row = i + 1
        while row < len(lines) and row <= i + 2 and not lines[row].strip():
            row += 1
        if row >= len(lines) or not any(c.isdigit() for c in lines[row]) or len(lines[row].split()) < len(names.split()):
            continue
        for k in range(i - 1, row - 1):
            lines[k] = ""
        lines[row - 1] = names
        changed = True
    return changed


def _block(lines, start):
    """(the header's index, the row indexes) of a block from start: a header then rows that each start with an
    index label and a number; None where it is not one."""
    rows = []
    k = start + 1
    while k < len(lines) and lines[k].strip() and len(rows) < 10000:
        words = lines[k].split()
        if len(words) < 2 or not any(c.isdigit() for c in lines[k]):
            return None
        rows.append(k)
        k += 1
    return (start, rows) if rows else None


def _pandas(lines):
    """Each frame's wrapped blocks joined on its first block's lines."""
    changed, i, seen = False, 0, 0
    while i < len(lines):
        if not lines[i].endswith("\\") and not (lines[i].rstrip().endswith("\\") and "\\" in lines[i][-41:]) \
                or not _WRAPPED.fullmatch(lines[i]) or not _LETTER.search(lines[i]):
            i += 1
            continue
        seen += 1
        if seen > MAX_TABLES:
            break
        blocks, k = [], i
        while True:
            block = _block(lines, k)
            if block is None:
                break
            blocks.append(block)
            end = block[1][-1] + 1
            if not lines[k].rstrip().endswith("\\"):
                break
            k = end + 1 if end < len(lines) and not lines[end].strip() else end
            if k >= len(lines) or not _LETTER.search(lines[k]):
                break
        first = blocks[0][1] if blocks else []
        labels = [lines[r].split()[0] for r in first]
        whole = len(blocks) >= 2 and not lines[blocks[-1][0]].rstrip().endswith("\\") and all(
            [lines[r].split()[0] for r in rows] == labels for _, rows in blocks[1:])
        if not whole:
            i += 1
            continue
        header = [lines[blocks[0][0]].rstrip().rstrip("\\").rstrip()]
        rows = [[lines[r].rstrip()] for r in first]
        for head, later in blocks[1:]:
            header.append(lines[head].strip().rstrip("\\").rstrip())
            for j, r in enumerate(later):
                rows[j].append(lines[r].strip()[len(labels[j]):].strip())
            for k in [head] + later:
                lines[k] = ""
        lines[blocks[0][0]] = "  ".join(header)
        for j, r in enumerate(first):
            lines[r] = "  ".join(rows[j])
        changed = True
        i = blocks[-1][1][-1] + 1
    return changed
