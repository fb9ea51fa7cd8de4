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

A header of the arrays' names alone, its row-name column's cell empty without '|' (`     X       Y` or `X Y` over
`CPU  100024  12`), is read so too where the first row's name is a version's ('CPU', 'v2', 'sh18'). And the same
table turned over (versions_across): rows named by an array alone (`x`, `Y:`, `| y |`) under a header of the
versions (`array  cpu  gpu  match` over `x  100024  100024  yes`; `v1 v2`; a Markdown table; a header over two
lines, `count    count` over `(cpu)    (gpu)`; cells one blank apart, a value wider than its name), each value a
whole number, a last column of a check's words (`match`: `yes`/`NO`; `diff`: its numbers) no version's. Each
such row is rewritten in place as its array's counts, one a version (`x below threshold (cpu) = 100024, x below
threshold (gpu) = 100024`: every version's must be the count, a wrong one fails; a kernel's word or a bracket in a
column's name, `naive  shared`, `openmp (4 threads)`, said by the columns' order: `(v1)`), its header and rules emptied
(every line keeps its number); a column's name that is no version's (`min  max  mean`) leaves the table as it was
(the thirty-second pass's H4: a wrong gpu count 13 passed). wholetext.ready asks it before namedrows.py reads
an array's rows ('x count (cpu): 100024, count (gpu): 100024' would be read once).
"""
import re

from .timewords import SPEED_WORDS, TIME_WORDS
from .versionwords import KERNEL_WORDS, NAME_WORDS

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
        arrays_only = len(cells) == 2 and set(cells) == {"x", "y"} and "|" not in header  # ('     X    Y', no name's cell)
        if cells and (cells[0] in _ROW_NAMES or not cells[0] and "|" in header or arrays_only) \
                and {"x", "y"} & set(cells[1:]):
            row = _next_rows(lines, i, 1)
            named = row and (_NAMED_ROW.match(row[0]) or cells[0] in _RUN_HEADS and _RUN_ROW.match(row[0]))
            if arrays_only and not (row and _version_name(row[0].split()[0] if row[0].split() else "")):
                named = None  # (a row of a statistic's or a point's, 'argmax  17  933': no version's counts)
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


# --- a table turned over: the arrays' rows, the versions' columns -------------------------------------------------

# a row named by an array alone ('x  100024  100024  yes', '| y | 12 | 13 | NO |', 'Y: 12 13'): its line's start
_ARRAY_ROW = re.compile(r"(?m)^[ \t]{0,8}(?:\|[ \t]{0,8})?[xXyY][ \t]{0,8}:?[ \t]{0,8}(?:\|[ \t]{0,8})?\d")
_ACROSS_LOOKED = 64  # such rows per text at most (a bounded cost)
_LONGEST = 400  # a header's or a row's characters at most (a longer line is no such table's)
# the header's first cell over the arrays' names (or none: the row names' column unnamed)
_ARRAY_KEYS = {"", "array", "arrays", "arr", "var", "variable", "variables", "name", "field", "grid", "matrix", "count",
               "counts", "below", "result", "results", "values", "#", "data", "buffer"}
# a check's column after the versions' ('match', 'diff'): no version's values; its words in a row
_CHECK_NAMES = {"match", "matches", "matched", "same", "equal", "equals", "agree", "agrees", "ok", "check", "checked",
                "status", "verified", "verify", "correct", "consistent", "diff", "difference", "differences", "delta",
                "mismatch", "mismatches", "error", "errors", "err", "pass", "passed", "result", "identical", "?"}
_CHECK_VALUES = {"yes", "no", "y", "n", "ok", "true", "false", "match", "mismatch", "same", "differ", "differs",
                 "different", "pass", "fail", "passed", "failed", "equal", "ok!", "yes!", "no!", "\u2713", "\u2717",
                 "\u2714", "\u2718", "x", "=", "==", "!=", "<>", "-", "identical"}
_VERSION_PATTERN = re.compile(r"(?i)(?:v|ver|version|run|impl|kernel|k|sh|gpu|cpu|omp|cuda|mpi|variant|method|code)"
                              r"[ \t_#-]?\d{1,3}[a-z]?")
_OTHER_VERSIONS = {"version", "versions", "ref", "reference", "naive", "python", "numpy", "c", "cpp", "c++", "fortran",
                   "julia", "rust", "go", "java", "matlab", "octave", "mpi", "threads", "thread", "threaded", "pthreads",
                   "tbb", "sycl", "hip", "opencl", "openacc", "acc", "vectorised", "seq", "par", "single", "multi",
                   "original", "new", "old", "mine", "my", "expected", "got", "computed", "actual", "slow", "fast",
                   "simple", "basic", "improved", "first", "second", "third", "numba", "cupy", "jax", "torch"}
_NAME_WORD = re.compile(r"[a-z]+")
_COUNT_NAME_WORDS = {"count", "counts", "below", "n", "num", "number", "of", "threshold", "elements", "values"}
_WHOLE_CELL = re.compile(r"\d{1,12}")
_PLAIN_LABEL = re.compile(r"[A-Za-z][A-Za-z0-9_+-]{0,15}|version [0-9]{1,2}")  # (a version's name said as it is)


def _version_name(cell):
    """Whether a column's or a row's name names a version of the result ('cpu', 'GPU', 'v2', 'sh18', 'openmp
    (4 threads)', 'count (cpu)'), no statistic's nor a size's ('min', 'max', 'mean', 'n')."""
    lower = cell.strip().lower()
    if not lower or len(lower) > 40:
        return False
    if _VERSION_PATTERN.fullmatch(lower.strip("()[]")):
        return True
    words = set(_NAME_WORD.findall(lower)) - _COUNT_NAME_WORDS
    if words & (TIME_WORDS | SPEED_WORDS):
        return False  # ('cpu (ms)': a version's time, no count)
    return bool(words) and bool(words & (NAME_WORDS | _OTHER_VERSIONS))


def _row_cells(line, wide=False):
    """A row's or a header's cells: apart by '|' (Markdown's, its outer bars dropped) or by blanks (wide: by two
    or more, a header's 'count (cpu)  count (gpu)')."""
    body = line.strip()
    if body.count("|") >= 2 or body.startswith("|"):
        return [cell.strip() for cell in body.strip("|").split("|")]
    return _WIDE.split(body) if wide else body.split()


_WIDE = re.compile(r"[ \t]{2,}|\t")


def _is_rule(line):
    return bool(line.strip()) and bool(_RULE.match(line)) and not any(ch.isalnum() for ch in line)


def _column_names(lines, first, wide=False):
    """(the versions' names, whether the last column is a check's, the header's line numbers) of the header over
    the row lines[first], or None: the line above it (rules skipped), with the line above that where the header is
    two lines ('count  count' over '(cpu)  (gpu)')."""
    k = first - 1
    while k >= 0 and _is_rule(lines[k]):
        k -= 1
    if k < 0 or not lines[k].strip() or len(lines[k]) > _LONGEST or any(ch.isdigit() for ch in lines[k]) \
            and not _digits_named(lines[k]):
        return None
    spans = [j for j in range(k + 1, first)]  # (its rules)
    cells = _row_cells(lines[k], wide)
    upper = lines[k - 1] if k >= 1 and lines[k - 1].strip() and len(lines[k - 1]) <= _LONGEST \
        and not _ARRAY_ROW.match(lines[k - 1]) else ""
    if upper and all(c[:1] in "([" for c in cells if c) and (not any(ch.isdigit() for ch in upper)
                                                              or _digits_named(upper)):
        above = _row_cells(upper, wide)  # ('array  count  count' over '(cpu)  (gpu)': each column's words joined)
        if above and _is_key(above[0]) and len(above) - 1 in (len(cells), len(cells) + 1):
            check = len(above) - 1 == len(cells) + 1 and above[-1].lower() in _CHECK_NAMES
            joined = [f"{a} {b}" for a, b in zip(above[1:], cells)]
            return joined, check, [k - 1, k] + spans
        return None
    if cells and _is_key(cells[0]) and not _version_name(cells[0]):
        cells = cells[1:]
    check = len(cells) >= 2 and cells[-1].lower().strip("()") in _CHECK_NAMES
    return cells, check, [k] + spans


_NAMED_DIGITS = re.compile(r"(?i)(?<![A-Za-z0-9])[a-z]{1,8}[ \t_#-]?\d{1,3}[a-z]?(?![A-Za-z0-9.])")


def _is_key(cell):
    """Whether a header's first cell names the arrays' column ('array', 'below threshold', '# below')."""
    words = cell.lower().split()
    return not words and not cell.strip() or bool(words) and all(w in _ARRAY_KEYS | _COUNT_NAME_WORDS for w in words)


def _digits_named(line):
    """Whether each digit of a header is in a version's numbered name ('v1', 'run 2', 'sh18') or a bracket's note."""
    return not any(ch.isdigit() for ch in _NAMED_DIGITS.sub("", _BRACKETED.sub("", line)))


_BRACKETED = re.compile(r"\([^()\n]{0,30}\)")  # ('openmp (4 threads)': a version's note)


def _across_row(line, columns, check):
    """(the array's name, its values, one a version) of a row under the versions' columns; else None."""
    cells = _row_cells(line) if len(line) <= _LONGEST else None  # (a row of a table: short)
    if not cells:
        return None
    name = cells[0].rstrip(":").strip()
    if name.lower() not in ("x", "y"):
        if len(name) > 2 and name[:1] in "xyXY" and name[1] == ":" and _WHOLE_CELL.fullmatch(name[2:].strip()):
            cells = [name[:1], name[2:].strip()] + cells[1:]  # ('x:100024 100024')
            name = "x" if name[:1] in "xX" else "y"
        else:
            return None
    values = cells[1:]
    if check and len(values) == len(columns):
        values = values[:-1]
    elif len(values) == len(columns) + 1 and not any(ch.isdigit() for ch in values[-1]) \
            and values[-1].lower().strip("()[]!.") in _CHECK_VALUES | {""}:
        values = values[:-1]  # (a check's word under no column of its own)
    width = len(columns) - (1 if check else 0)
    if len(values) != width or not width or not all(_WHOLE_CELL.fullmatch(v) for v in values):
        return None
    return name.lower(), values


def _across_rows(lines, first, header):
    """[(line number, (array, values))] of the rows from lines[first] under header (_column_names'), or []."""
    columns, check, heads = header
    versions = columns[:-1] if check else columns
    if not versions or not all(_version_name(c) for c in versions) or _timed_title(lines, heads[0]):
        return []
    rows, j = [], first
    while j < len(lines) and len(rows) < 4:
        if _is_rule(lines[j]):
            j += 1
            continue
        row = _across_row(lines[j], columns, check)
        if row is None or any(r[1][0] == row[0] for r in rows):
            break
        rows.append((j, row))
        j += 1
    headed = lines[heads[-1]].rstrip().endswith(":")
    if len(versions) == 1 and (headed or j < len(lines) and _SERIES_END.match(lines[j])):
        return []  # (one version's heading, 'GPU:' over 'x: 16' / 'y: 16': againlines.py's block, a point's coordinates
        # left; pandas' Series, 'gpu' over 'x  100024' / 'y  13' / 'dtype: int64': keyedrecaps.py's recap, Y's)
    return rows


_SERIES_END = re.compile(r"[ \t]*(?:Name: [^\n]{0,80}?, )?dtype: \w{1,20}[ \t]*$")


def _timed_title(lines, head):
    """Whether the line over a table's header (blank lines between, two at most) names a time ('Timing (ms):'):
    its rows are the versions' times, no counts."""
    for k in range(head - 1, max(head - 3, -1), -1):
        if lines[k].strip():
            return len(lines[k]) < 200 and bool(set(_NAME_WORD.findall(lines[k].lower())) & (TIME_WORDS | SPEED_WORDS))
    return False


def _version_label(name):
    """A version's column name as said in a count's label: its words less a count's ('count (cpu)' -> 'cpu')."""
    words = [w for w in re.split(r"[\s()\[\]]+", name) if w and w.lower() not in _COUNT_NAME_WORDS]
    return " ".join(words) or name.strip()


def versions_across(text):
    """text with each table of the versions' counts whose rows are the arrays' (the rules above) rewritten as
    the arrays' counts' lines, its header emptied; other lines as they were."""
    if "x" not in text and "y" not in text and "X" not in text and "Y" not in text:
        return text
    found = []
    for m in _ARRAY_ROW.finditer(text):
        found.append(m.start())
        if len(found) > _ACROSS_LOOKED:
            break
    if not found:
        return text
    lines = text.split("\n")
    starts, at = set(), 0
    index = 0
    for start in found:  # (each row's line number, counted on)
        index += text.count("\n", at, start)
        at = start
        starts.add(index)
    changed, done = {}, -1
    for first in sorted(starts):
        if first <= done:
            continue
        for wide in (False, True):  # (names apart by blanks; else by two or more: 'openmp (4 threads)')
            header = _column_names(lines, first, wide)
            rows = _across_rows(lines, first, header) if header else []
            if rows:
                break
        if not rows:
            continue
        columns, check, heads = header
        versions = columns[:-1] if check else columns
        labels = [_version_label(v) for v in versions]
        if not all(_PLAIN_LABEL.fullmatch(label) and label.lower() not in KERNEL_WORDS for label in labels) \
                or len(set(map(str.lower, labels))) != len(labels):
            labels = [f"v{k + 1}" for k in range(len(labels))]  # ('naive  shared', 'openmp (4 threads)': a kernel's
            # word or a bracket in a count's label is read otherwise, words.classify's; the columns' order names them)
        for k in heads:
            changed[k] = ""
        for j, (array, values) in rows:
            changed[j] = ", ".join(f"{array} below threshold ({label}) = {value}" for label, value in zip(labels, values))
        for k in range(first, rows[-1][0]):  # (rules between the rows)
            if _is_rule(lines[k]):
                changed[k] = ""
        done = rows[-1][0]
    if not changed:
        return text
    for k, line in changed.items():
        lines[k] = line
    return "\n".join(lines)
