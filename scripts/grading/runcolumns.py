"""runcolumns.py - a table of runs laid out as columns, one column an n (a header `n=100  n=500  n=1000`, or
pandas' `df.to_string()` of a frame built from one dict per run: `n  100  500  1000`, or its bare column names
`100  500  1000`), a field a row (`row length (n+2)  102  502  1002`, `y below t  0  4  12`). Such a table
was read as one run (its first column) or as none (UNGRADED). It is written as the table of runs the grader
reads (a scaling table: a header of labels, then one row a run: `n  row length (n+2)  ...` over `100  102
...`; several.py splits the runs), each column a run graded as its own. Bare column names are n's only where
each column holds a size of its n (n+2, n^2 or (n+2)^2). At least three field rows, each a label and one
number a column; else the text is left as it was. Part of the grader (wholetext.ready asks it, in a text's
first and last 256 KiB); a literal test first, anchored patterns of bounded runs, a line at a time.
"""
import re

from .textends import at_the_ends

_N_TOKEN = re.compile(r"[ \t]{0,40}[nN][ \t]?[=:][ \t]?(\d{1,9})")  # ('n=1000', 'N = 1000', 'n: 1000')
_N_FIRST = re.compile(r"[ \t]{0,40}[nN]:?(?=[ \t])")  # (pandas' columns' name first: 'n   100   500   1000')
_WORD_FIRST = re.compile(r"[ \t]{0,40}[A-Za-z][A-Za-z_]{0,30}(?=[ \t]{0,40}[nN][ \t]?[=:])")
_INTEGER = re.compile(r"\d{1,9}")
_NUMBER = re.compile(r"[+-]?(?:\d{1,12}(?:[,_]\d{3}){0,4}(?:\.\d{0,20})?|\.\d{1,20})(?:[eE][+-]?\d{1,3})?|(?i:nan)")
_LABEL = re.compile(r"[A-Za-z(]")
_MAX_RUNS = 12
_MAX_LINE = 400


def _header(line):
    """The n's of a header line of columns (two or more), and whether they were named n; else None."""
    if len(line) > _MAX_LINE:
        return None
    word = _WORD_FIRST.match(line)  # ('metric   n=500   n=1000': the labels' column named first)
    at, ns = word.end() if word else 0, []
    for m in _N_TOKEN.finditer(line, at):  # ('n=100   n=500   n=1000': each column named)
        if m.start() != at:
            break
        ns.append(int(m.group(1)))
        at = m.end()
    if len(ns) >= 2 and not line[at:].strip():
        return ns, True
    first = _N_FIRST.match(line)
    tokens = line[first.end() if first else 0:].split()
    if 2 <= len(tokens) <= _MAX_RUNS and all(_INTEGER.fullmatch(t) for t in tokens):
        return [int(t) for t in tokens], first is not None
    return None


def _row(line, k):
    """(label, its k values) of a field's row with k columns; else None."""
    if len(line) > _MAX_LINE:
        return None
    tokens = line.split()
    if len(tokens) <= k:
        return None
    values, words = tokens[-k:], tokens[:-k]
    if not all(_NUMBER.fullmatch(v) for v in values) or not _LABEL.search(words[0][:1]):
        return None
    return " ".join(words), values


def _whole(value):
    """A value's digits as a whole number's ('1,004,004', pandas' '1004004.0'); else the value."""
    value = value.replace(",", "").replace("_", "")
    if value.endswith(".0"):
        value = value[:-2]
    return value


def _sized(ns, rows):
    """Whether each column holds a size of its n (n+2, n^2, (n+2)^2): bare column names are n's (none under
    10: a thread count's '1  2  4  8' holds such small numbers by chance)."""
    if min(ns) < 10:
        return False
    for j, n in enumerate(ns):
        sizes = {str(n + 2), str(n * n), str((n + 2) ** 2)}
        if not any(_whole(values[j]) in sizes for _, values in rows):
            return False
    return True


def _transposed(text):
    lines = text.split("\n")
    out, k, changed = [], 0, False
    while k < len(lines):
        header = _header(lines[k]) if "\t" in lines[k] or "  " in lines[k] else None
        if header is None:
            out.append(lines[k])
            k += 1
            continue
        ns, named = header
        rows, j = [], k + 1
        while j < len(lines):
            row = _row(lines[j], len(ns))
            if row is None:
                break
            rows.append(row)
            j += 1
        rows = [r for r in rows if r[0] not in ("n", "N", "n:")]  # (a row of the n's themselves: the header's)
        if len(rows) < 3 or len(set(ns)) != len(ns) or not (named or _sized(ns, rows)):
            out.append(lines[k])
            k += 1
            continue
        out.append("  ".join(["n"] + [label for label, _ in rows]))
        out += ["  ".join([str(n)] + [values[c] for _, values in rows]) for c, n in enumerate(ns)]
        k, changed = j, True
    return "\n".join(out) if changed else text


def runs_transposed(text):
    """text with each table of runs as columns written as a table of runs as rows (a header of the fields'
    labels, one row a run, its n first); other text as it was."""
    if "  " not in text and "\t" not in text:
        return text
    return at_the_ends(text, _transposed)
