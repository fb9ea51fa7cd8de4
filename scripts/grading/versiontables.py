"""versiontables.py - a table of the versions' counts whose columns are named by the arrays' names alone (`| run | X
| Y |` over `| CPU | 100024 | 12 |` and `| GPU | 100024 | 12 |`, `kernel   time   y` over `sh16   0.041 ms   13`),
and a table of a count's values whose rows are named so (`| count | value |` over `| X | 100024 |` and `| Y | 12
|`): the grader read neither (a wrong GPU row passed, the nineteenth pass's A7: p03, p15, p08). Each such name
is rewritten in place as a count's ('below_x', 'x below threshold'), so that the tables' reading (tables.py)
reads each row as its version's counts (a wrong second row fails). Only where the table says so: a column of
versions' or kernels' names first (its header a word of them: 'run', 'backend', 'kernel'; its first row's first
cell a name) and a header of words only, or a two-column table whose header names a count ('count', 'below')
beside a value's word. Part of the grader (headings.regrouped asks it, after versionlines.py); pure functions,
anchored patterns, linear in the text.
"""
import re

# a header's first cell: what a row's name is ('| run | X | Y |', 'backend  X  Y')
_ROW_NAMES = {"trial", "trials", "attempt", "rep", "repeat", "repetition", "#", "no", "no.", "id",
              "run", "runs", "backend", "backends", "version", "versions", "kernel", "kernels", "device", "method",
              "impl", "implementation", "code", "mode", "variant", "target", "platform", "solver", "config",
              "configuration", "arch", "architecture", "name", "case", "program"}
# a key's and a value's header over rows named by the arrays ('| count | value |' over '| X | 100024 |')
_KEY_WORDS = {"count", "counts", "below", "array", "field", "name", "key", "metric", "quantity", "variable", "result"}
_VALUE_WORDS = {"value", "values", "count", "counts", "below", "result", "n"}
_COUNT_WORDS = {"count", "counts", "below"}
_HEADER = re.compile(r"(?im)^[ \t]*[|A-Za-z][A-Za-z_ \t|()<.0-9#]{0,120}$")  # (a letter in it: _cells)
# a column named by an array below the threshold ('y<t', 'Y<thr', 'n(y<t)', '#y<0.1'): the array's name ('y'), so
# that the tables' reading reads its rows (the nineteenth pass's P06: 'kernel time(ms) y<t', a wrong second row passed)
_BELOW_CELL = re.compile(r"(?i)^(?:#|n|count|num)?\(?([xy])<(?:t|thr|threshold|tau|0?\.1)\)?$")
_RULE = re.compile(r"[ \t]*[|+]?[ \t]*[-=:+| \t]{3,200}$")
_CELL_X = re.compile(r"(?<=\|)([ \t]*)(?:(?:#|[nN]|[cC]ount|[nN]um)?\(?([xXyY])[ \t]{0,3}<[ \t]{0,3}[\w.]{1,9}\)?|"
                     r"([xXyY]))(?=[ \t]*(?:\||$))")
_WORD_X = re.compile(r"(?<!\S)(?:(?:#|[nN]|[cC]ount|[nN]um)?\(?([xXyY])<[\w.]{1,9}\)?|([xXyY]))(?!\S)")
_KEY_ROW = re.compile(r"^([ \t]*\|[ \t]*)([xXyY])([ \t]*\|[ \t]*\d{1,12}[ \t]*\|?[ \t]*)$")
_NAMED_ROW = re.compile(r"[ \t]*\|?[ \t]*[A-Za-z](?:[\w\- ()]{0,40}?[ \t]*(?:\||[ \t]{2}|\t)|[\w\-]{0,40} \d)")
# a run's number as a row's name, under a header whose first cell names runs ('| run | X | Y |' over '| 1 | 100024 |
# 12 |', 'trial  X  Y' over '2  100024  13'; the twenty-fourth pass's H6: a wrong second run passed, its number read
# as an n): only under these headers, so a size's column ('| n | X | Y |') is not read so
_RUN_HEADS = {"run", "runs", "trial", "trials", "attempt", "rep", "repeat", "repetition", "#", "no", "no.", "id"}
_RUN_ROW = re.compile(r"[ \t]*\|?[ \t]*#?\d{1,3}(?:[ \t]{0,4}\([A-Za-z][\w .+-]{0,15}\))?[ \t]*(?:\||[ \t]{2}|\t)")
_RUN_CELL = re.compile(r"([ \t]*\|?[ \t]*)#?(\d{1,3})(?=[ \t]{0,4}\(|[ \t]*\||[ \t]{2}|\t)")
_WHOLE = re.compile(r"(?<![\w.])\d{1,12}(?![\w.])")
_LOOKED = 32  # headers per text at most (a bounded cost)


def _cells(line):
    line = line.strip()
    if "|" in line:
        cells = [c.strip().lower() for c in line.strip("|").split("|")]
    else:
        cells = line.lower().split()
    return [_below_name(c) for c in cells]


def _below_name(cell):
    """'y<t' (a column of y's counts below the threshold) as 'y'; any other cell as it was."""
    if "<" not in cell:
        return cell
    m = _BELOW_CELL.match(cell.replace(" ", ""))
    return m.group(1) if m else cell


def _next_rows(lines, i, count):
    """The next `count` lines after lines[i] that are no rule ('|---|---|', '+----+'), blank lines ending the table."""
    rows = []
    for line in lines[i + 1:i + 1 + count + 2]:
        if not line.strip():
            break
        if _RULE.match(line) and not any(ch.isalnum() for ch in line):
            continue
        rows.append(line)
        if len(rows) == count:
            break
    return rows


def tables_named(text):
    """text with each such table's array names rewritten as counts' (the rules above); other lines as they were."""
    if not any(c in text for c in ("X", "Y", "x", "y")):
        return text
    lines = text.split("\n")
    changed, looked, at, i = {}, 0, 0, 0
    for m in _HEADER.finditer(text):
        header = m.group(0)
        cells = _cells(header)
        if not any(cells):
            continue
        if not {"x", "y"} & set(cells) and not (len(cells) == 2 and set(cells[0].split()) & _KEY_WORDS):
            continue
        looked += 1
        if looked > _LOOKED:
            break
        i, at = i + text.count("\n", at, m.start()), m.start()  # (the header's line number, counted on)
        if cells and (cells[0] in _ROW_NAMES or not cells[0] and "|" in header) and {"x", "y"} & set(cells[1:]):
            row = _next_rows(lines, i, 1)
            named = row and (_NAMED_ROW.match(row[0]) or cells[0] in _RUN_HEADS and _RUN_ROW.match(row[0]))
            if named and _WHOLE.search(row[0]) and not _NAMED_ROW.match(row[0]):  # (each run's number a name:
                for j in range(i + 1, min(len(lines), i + 40)):              # 'run_2', so its row is read)
                    r = _RUN_CELL.match(lines[j])
                    if r:
                        changed[j] = f"{r.group(1)}run_{r.group(2)}{lines[j][r.end(2):]}"
                    elif not lines[j].strip() or not _RULE.match(lines[j]):
                        break
            if named and _WHOLE.search(row[0]):
                changed[i] = (_CELL_X.sub(lambda w: w.group(1) + "below_" + (w.group(2) or w.group(3)), header)
                              if "|" in header else
                              _WORD_X.sub(lambda w: "below_" + (w.group(1) or w.group(2)), header))
        elif len(cells) == 2 and cells[1] in _VALUE_WORDS and (set(cells[0].split()) | {cells[1]}) & _COUNT_WORDS:
            for j in range(i + 1, min(len(lines), i + 8)):  # (its rows, rules between them: '+----+')
                r = _KEY_ROW.match(lines[j])
                if r:
                    changed[j] = f"{r.group(1)}{r.group(2).lower()} below threshold{r.group(3)}"
                elif lines[j].strip() and not _RULE.match(lines[j]):
                    break
    if not changed:
        return text
    for i, line in changed.items():
        lines[i] = line
    return "\n".join(lines)
