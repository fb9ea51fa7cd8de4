"""secondprints.py - a count printed again after the file's counts in a shape no rule read (the twenty-sixth
pass's F8, F9): each is another printing of that count, rewritten in place (line for line) as one the grader
reads ('y below threshold = 13', 'below threshold: x = 100024, y = 13'), so that a wrong one fails (before,
each passed unread after a right output):
- an array's count whose label carries a precision's, a version's or a check's word, in brackets, glued into
  an identifier or as words: 'y (float): 13', 'y (double precision): 13', 'Y (v2) = 13', 'y recomputed: 13',
  'Y recomputed in double precision :: 13', 'count_y_check = 13', 'y_check = 13', 'check_y = 13',
  'countYVerify = 13'. Every word of the label is an array's name (one), a count's or such a word; a label
  with any other word ('y (rank 3)', 'y (expected)', 'max_diff_y_check') is left to the rules that read it.
  A check's 0 with no count's word ('y_check = 0') is a mismatch count, left as it was;
- an array's count with a check's tag after the value: 'y: 13 below t (verify pass)', 'y = 13 (verified)';
- Go's struct printed with %v or %+v under a count's or a result's label: 'summary: {100024 13}' (two whole
  numbers: x's, then y's, the homework's order), 'summary: {X:100024 Y:13}', '&{BelowX:100024 BelowY:13}';
- R's table of a comparison, under its echoed command: '> table(y < t)' / ' FALSE   TRUE ' / '999987     13 '
  (TRUE's count is the array's count; an unnamed table is left as it was: its array is not said);
- pandas' Series display of one array's row: 'array  y' / 'below_t  13' / ... / 'Name: 1, dtype: object'.
Part of the grader (headings._named asks it after taggedcounts.py); pure functions, anchored bounded patterns
on lines of 200 characters at most, a bounded number of lines looked at (recaplines' walk).
"""
import re

from .recaplines import candidate_lines_rewritten, first_read

_N = r"(\d{1,12})(?![\w]|[.,]\d)"
_END = r"[ \t]{0,4}\.?[ \t]*$"
_FRACTION = r"(?:[ \t]{0,4}\([ \t]{0,2}\d{0,3}\.?\d{1,12}(?:[eE][+-]?\d{1,3})?[ \t]{0,2}%?[ \t]{0,2}\))?"
# a line worth a look: one of the words or shapes below in its first 200 characters
_CANDIDATE = re.compile(r"(?im)^(?=[^\n]{0,200}?(?:recomput|recount|recalc|recheck|check|verif|valid|precision|float|"
                        r"double|single|half|fp\d|f\d\d|real\d|v\d|\{|false|below|count|dtype))")

# a label, a separator, the count (and its fraction in brackets): 'count_y_check = 13', 'y (float): 13'
_LABELLED = re.compile(rf"^([ \t]*)([A-Za-z][A-Za-z0-9_ \t()\[\]<.-]{{0,60}}?)[ \t]{{0,4}}(?:::|:|=|->)[ \t]{{0,4}}"
                       rf"{_N}{_FRACTION}{_END}")
_ARRAYS = {"x", "y"}
_COUNT_WORDS = {"count", "counts", "cnt", "number", "num", "n", "nb", "of", "below", "under", "t", "threshold", "the",
                "elements", "values", "in", "with", "using", "as", "precision", "<", "lt"}
_CHECK_WORDS = {"check", "checked", "verify", "verified", "verification", "validate", "validated", "validation",
                "recount", "recounted", "recompute", "recomputed", "recomputation", "recalc", "recalculated",
                "recheck", "rechecked", "crosscheck"}
_PRECISION_WORDS = {"float", "double", "single", "half", "fp16", "fp32", "fp64", "float16", "float32", "float64",
                    "f32", "f64", "real4", "real8", "dp", "sp"}
_VERSION = re.compile(r"v\d{1,2}$")
_TOKEN = re.compile(r"[a-z]+\d{0,2}|<")
_LONGEST = 200  # a longer line is none of these

# the count then a check's tag: 'y: 13 below t (verify pass)', 'Y = 13 (verified)'
_TAG_AFTER = re.compile(rf"^([ \t]*)([xyXY])[ \t]{{0,4}}[:=][ \t]{{0,4}}{_N}(?:[ \t]{{1,4}}(?:below|under|<)[ \t]{{1,4}}"
                        rf"(?:t|the[ \t]threshold|threshold))?[ \t]{{0,4}}[(\[]([A-Za-z \t,]{{1,30}})[)\]]{_END}")
_TAG_WORDS = _CHECK_WORDS | {"pass", "passed", "ok", "okay", "again", "double", "run"}

# Go's %v / %+v of a struct: 'summary: {100024 13}', 'summary: {X:100024 Y:13}'
_GO = re.compile(rf"^([ \t]*)([A-Za-z][A-Za-z0-9_ \t]{{0,30}}?)[ \t]{{0,4}}[:=][ \t]{{0,4}}&?\{{([^{{}}\n]{{1,80}})\}}{_END}")
_GO_LABEL = {"summary", "result", "results", "res", "counts", "count", "below", "t", "threshold", "final", "totals",
             "stats", "out", "output", "answer", "check", "recount", "again", "verify"}
_GO_FIELD = re.compile(r"([A-Za-z][A-Za-z_]{0,20}):(\d{1,12})")
_GO_DONE = re.compile(r"[ \t]{0,4}x below threshold = (\d{1,12}), y below threshold = (\d{1,12})[ \t]{0,4}$")
_GO_BARE = re.compile(r"[ \t]{0,4}(\d{1,12})[ \t]{1,4}(\d{1,12})[ \t]{0,4}$")

# R's table of a comparison: its header, and its command echoed on a line at most two above it
_R_HEADER = re.compile(r"(?m)^[ \t]{0,8}FALSE[ \t]{1,20}TRUE[ \t]*$")
_R_ROW = re.compile(r"^[ \t]{0,12}(\d{1,12})[ \t]{1,20}(\d{1,12})[ \t]*$")
# (the array's name with a version's word glued to it: 'y_gpu', 'gpu.y': h28's F13)
_R_VERSION = r"(?:gpu|cpu|cuda|dev|device|host|omp|mpi|par|seq|serial|parallel|new|check|smoothed|out|res|result)"
_R_COMMAND = re.compile(rf"table\([ \t]{{0,4}}(?:[A-Za-z_.]{{1,20}}[ \t]{{0,2}}=[ \t]{{0,2}})?(?:{_R_VERSION}[_.])?([xy])"
                        rf"(?:[_.]{_R_VERSION})?(?![\w.])[^\n]{{0,60}}<")

# pandas' Series display: 'below_t   13' under 'array   y', closed by 'Name: 1, dtype: object'
_SERIES_ROW = re.compile(r"^([A-Za-z_]{1,24})[ \t]{1,40}(\S{1,24})[ \t]*$")
_SERIES_COUNT = {"below_t", "below", "count", "below_threshold", "n_below", "nbelow", "num_below", "count_below",
                 "below_count"}
_SERIES_ARRAY = {"array", "name", "arr", "variable", "var"}


_SERIES_CANDIDATE = re.compile(r"(?im)^(?=[a-z_]{1,24}[ \t]{1,40}\d{1,12}[ \t]*$)")


def _words(label):
    """A label's words, lower case: identifiers split at '_' and at a capital ('countYCheck': count y check)."""
    label = re.sub(r"([A-Z])([A-Z][a-z])", r"\1 \2", re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", label))
    return _TOKEN.findall(label.replace("_", " ").lower())


def _array_of(words):
    """The array a second printing's label names (with a check's, a precision's or a version's word), or None."""
    arrays = [w for w in words if w in _ARRAYS]
    marked = [w for w in words if w in _CHECK_WORDS or w in _PRECISION_WORDS or _VERSION.match(w)]
    if len(arrays) != 1 or not marked:
        return None
    if any(w not in _ARRAYS and w not in _COUNT_WORDS and w not in _CHECK_WORDS and w not in _PRECISION_WORDS
           and not _VERSION.match(w) for w in words):
        return None
    return arrays[0]


def _count(indent, array, value):
    return f"{indent}{array} below threshold = {value}"


def _labelled(line):
    m = _LABELLED.match(line)
    if m is None or m.group(2).lower().lstrip().startswith(("x below threshold", "y below threshold")):
        return None  # (a line another rule rewrote already)
    words = _words(m.group(2))
    array = _array_of(words)
    if array is None:
        return None
    if m.group(3) == "0" and not set(words) & {"count", "counts", "cnt", "number", "num", "nb", "below", "under"}:
        return None  # ('y_check = 0': no mismatch, not a count)
    return _count(m.group(1), array, m.group(3))


def _tag_after(line):
    m = _TAG_AFTER.match(line)
    if m is None:
        return None
    tag = [w for w in re.findall(r"[a-z]+", m.group(4).lower())]
    if not tag or any(w not in _TAG_WORDS for w in tag):
        return None  # ('y: 13 (rank 3)', 'y = 13 (expected 12)': other rules')
    return _count(m.group(1), m.group(2).lower(), m.group(3))


def _go(line):
    m = _GO.match(line)
    if m is None or any(w not in _GO_LABEL for w in _words(m.group(2))):
        return None
    inside = m.group(3)
    done = _GO_DONE.match(inside)  # ('{X:100024 Y:13}' as an earlier rule leaves it)
    if done is not None:
        return f"{m.group(1)}below threshold: x = {done.group(1)}, y = {done.group(2)}"
    bare = _GO_BARE.match(inside)
    if bare is not None:  # (%v: no names, x's count then y's)
        return f"{m.group(1)}below threshold: x = {bare.group(1)}, y = {bare.group(2)}"
    fields = _GO_FIELD.findall(inside)
    if len(fields) != 2 or _GO_FIELD.sub("", inside).strip():
        return None  # (every field a name and a whole number, two of them)
    arrays = []
    for name, _ in fields:
        words = _words(name)
        named = [w for w in words if w in _ARRAYS]
        if len(named) != 1 or any(w not in _ARRAYS and w not in _COUNT_WORDS for w in words):
            return None
        arrays.append(named[0])
    if sorted(arrays) != ["x", "y"]:
        return None
    values = dict(zip(arrays, (v for _, v in fields)))
    return f"{m.group(1)}below threshold: x = {values['x']}, y = {values['y']}"


def _lines_around(text, start, before, after):
    """Up to `before` lines above the line at start (nearest first) and `after` lines below it."""
    above, at = [], start
    for _ in range(before):
        if at <= 0:
            break
        begin = text.rfind("\n", 0, at - 1) + 1
        above.append(text[begin:at - 1])
        at = begin
    below, at = [], text.find("\n", start)
    for _ in range(after):
        if at < 0:
            break
        stop = text.find("\n", at + 1)
        below.append(text[at + 1:stop if stop >= 0 else len(text)])
        at = stop
    return above, below


def _r_tables(text):
    """text with the row under each R table's header (16 at most) after the counts rewritten as its array's count,
    where the command is echoed on a line at most three above the header."""
    if "FALSE" not in text or "TRUE" not in text or "table(" not in text:
        return text
    pieces, at = [], 0
    for k, head in enumerate(_R_HEADER.finditer(text)):
        if k >= 16:
            break
        stop = text.find("\n", head.end() + 1)
        stop = len(text) if stop < 0 else stop
        m = _R_ROW.match(text[head.end() + 1:stop][:_LONGEST])
        if m is None or head.start() < at:
            continue
        above, _ = _lines_around(text, head.start(), 3, 0)
        for command in above:
            c = _R_COMMAND.search(command[:_LONGEST])
            if c is not None:
                pieces += [text[at:head.end() + 1], _count("", c.group(1), m.group(2))]
                at = stop
                break
    return "".join(pieces) + text[at:] if pieces else text


def _series(text, start, line):
    m = _SERIES_ROW.match(line)
    if m is None or m.group(1).lower() not in _SERIES_COUNT or not m.group(2).isdigit():
        return None
    above, below = _lines_around(text, start, 4, 4)
    if not any(b.startswith("Name:") and "dtype:" in b for b in below):
        return None
    for row in above:
        r = _SERIES_ROW.match(row)
        if r is None:
            return None
        if r.group(1).lower() in _SERIES_ARRAY and r.group(2).lower() in _ARRAYS:
            return _count("", r.group(2).lower(), m.group(2))
    return None


def _rewritten(text, start, line):
    return first_read((_labelled, _tag_after, _go), line)


# a versions' table's header: a version's column's word first, then its columns ('device  x<t  frac_x  y<t  frac_y')
_TABLE_HEADER = re.compile(r"(?im)^[ \t]{0,8}(?:device|version|kernel|method|impl|implementation|backend|variant|"
                           r"mode|target|run)[ \t]{1,20}[^\n]{1,160}$")
_CELL_LABEL = re.compile(r"[A-Za-z][A-Za-z0-9_+-]{0,23}$")
_CELL_NUMBER = re.compile(r"\d{0,12}\.?\d{1,12}(?:[eE][+-]?\d{1,3})?$")


def _columns(header):
    """{array: its count's column} of a versions' table's header, or None (both arrays' counts needed)."""
    columns = {}
    for k, cell in enumerate(header.split()[1:], 1):
        words = _words(cell)
        named = [w for w in words if w in _ARRAYS]
        if len(named) == 1 and all(w in _ARRAYS or w in _COUNT_WORDS for w in words):
            columns.setdefault(named[0], k)
    return columns if len(columns) == 2 else None


def _row(line, width):
    if len(line) > _LONGEST:
        return None
    cells = line.split()
    if len(cells) != width or not _CELL_LABEL.match(cells[0]):
        return None
    return cells if all(_CELL_NUMBER.match(c) for c in cells[1:]) else None


def late_rows(text):
    """text with a versions' table's row printed after the table closed (under a blank line or one other line,
    as a speedup's: a later version's result) rewritten as that version's counts ('GPU-shm  100024  0.100024  13
    1.3e-05' under 'device  x<t  frac_x  y<t  frac_y': 'x below threshold (GPU-shm) = 100024, y below threshold
    (GPU-shm) = 13'); 16 tables at most, 8 rows each."""
    low = text[:1 << 20].lower()
    if not any(w in low for w in ("device", "version", "kernel", "method", "impl", "backend", "variant", "mode",
                                  "target", "run")):
        return text
    pieces, at = [], 0
    for k, head in enumerate(_TABLE_HEADER.finditer(text)):
        if k >= 16:
            break
        if head.start() < at:
            continue
        header = head.group(0)
        columns = _columns(header)
        if columns is None:
            continue
        width, pos, rows, gaps = len(header.split()), head.end() + 1, 0, 0
        for _ in range(16):
            if pos >= len(text):
                break
            stop = text.find("\n", pos)
            stop = len(text) if stop < 0 else stop
            line = text[pos:stop] if stop - pos <= _LONGEST else ""
            cells = _row(line, width) if line.strip() else None
            if cells is None:
                gaps += 1
                if rows == 0 or gaps > 2:
                    break
            elif gaps:  # (a row after the table closed)
                indent = line[:len(line) - len(line.lstrip())]
                pieces += [text[at:pos], f"{indent}x below threshold ({cells[0]}) = {cells[columns['x']]}, "
                                         f"y below threshold ({cells[0]}) = {cells[columns['y']]}"]
                at = stop
            else:
                rows += 1
            pos = stop + 1
    return "".join(pieces) + text[at:] if pieces else text


def r_tables(text):
    """R's tables of a comparison under their echoed commands, each row as its array's count (headings._sessions
    asks it before a session's prompts go)."""
    return _r_tables(text)


def second_prints(text):
    """text with each such line after the file's counts rewritten in place (line for line); others as they were."""
    text = candidate_lines_rewritten(late_rows(text), _CANDIDATE, _rewritten)
    if "dtype:" in text:  # (a Series anywhere: its name and its count's row say what it is)
        text = candidate_lines_rewritten(text, _SERIES_CANDIDATE, _series, after_counts=False)
    return text
