"""recaplines.py - a line after the file's counts that gives a count again in a shape no label reads (the
twenty-first pass's H6, H10, H16, M2): each is another printing of a count, rewritten in place as one the grader
reads ('y below threshold = 397'), so that a wrong one fails (before, each such line after a right output
passed unread):
- the homework's capital names in a recap: 'So the answer is X = 100024 and Y = 397.', 'Final Y: 397',
  'My result: Y = 397', 'Result (Y): 397', 'I got Y = 397 when I ran it again.'. A capital X or Y alone is
  read only after the counts were read with labels (barerecaps.counted_before), never as the first count
  (a terse key line 'X=100024 Y=12' stays as it was), on a line with no other number and none of a point's,
  a size's, a version's or an expectation's words ('Peak at X = 500, Y = 733', 'GPU Y: 13', 'expected Y = 12'),
  its value printed on no line that does not count (a grid's 'X = 1002');
- a second run's tag before a count line ('2nd run (same seed): x 100024, y 14', 'Run 2 (n=1000): y below
  threshold = 14', 'rerun: x below 100024, y below 14', 'Rerun with 8 threads: 13 below threshold in y'): the
  same problem run again gives the same counts. The tag dropped where its numbers are the run's ordinal, a
  worker count, or an n printed before; a tag with another number (a seed, another n: 'Run 2 (n=2000)') is
  left as it was (another problem: printings.py and several.py);
- 'After 1 iteration: ...' as 'After one iteration: ...' (classify's sweeps_said reads it), where no line says
  another number of iterations (a progress log's);
- the smoothed or the original array by that word alone ('smoothed (GPU): 13 (1.3e-05)', 'original: 100024');
- two versions' counts apart by a slash ('CPU/GPU counts: 12/13'), the array the one whose count line before
  prints one of them;
- a Markdown table's lone row of an array ('| y | 13 | 1.3e-05 |', no header over it).
Part of the grader (headings.regrouped asks it, before barerecaps.py); pure functions, anchored bounded
patterns, a bounded number of lines looked at.
"""
import re

from .barerecaps import _only_counted as only_counted
from .neighbours import line_before as _line_before

_LOOKED = 256  # candidate lines per text at most (a bounded cost)
_LONGEST = 200  # a longer line is no recap

# capital X or Y given a whole number: 'Y = 397', 'Y: 397', '(Y): 397'
_CAPITAL = re.compile(r"(?<![\w.(])(\(?)([XY])\)?[ \t]*(?::|=)[ \t]*(\d{1,12})(?![\w]|[.,]\d)")
_WORDS = re.compile(r"[A-Za-z]+")
# a CUDA launch's configuration after a kernel's name (the thirty-third pass's H15): no size's or point's words
_LAUNCH = re.compile(r"<<<[^<>\n]{1,60}>>>")
_DIGIT = re.compile(r"\d")
# a line's words that make its capital X or Y something else than a count, or a count of something else
_NOT_COUNT = {"at", "point", "points", "position", "pos", "coordinate", "coordinates", "coord", "coords", "max", "min",
              "maximum", "minimum", "peak", "index", "idx", "pixel", "location", "loc", "size", "sizes", "dim", "dims",
              "dimension", "dimensions", "block", "blocks", "thread", "threads", "grid", "shape", "resolution", "offset",
              "step", "steps", "width", "height", "length", "row", "rows", "col", "cols", "column", "columns", "axis",
              "tile", "tiles", "n", "z", "seed", "mean", "sum", "avg", "average", "checksum", "time",
              "ms", "gpu", "cpu", "cuda", "device", "host", "mpi", "rank", "ranks", "openmp", "omp", "serial",
              "parallel", "expected", "expect", "expecting", "reference", "should", "would", "could", "if", "not",
              "differs", "vs", "versus", "bytes", "memory", "above", "over", "greater", "larger", "nonzero", "zeros",
              "ones", "elapsed", "seconds", "iteration", "iterations", "sweep", "sweeps", "other", "another",
              "different", "previous", "before", "instead", "wrong", "incorrect", "bug", "error", "diff",
              "difference", "total", "sizeof", "nx", "ny", "x", "y", "range", "from", "to", "plot", "axes", "label"}


def _capital(line):
    """'So the answer is X = 100024 and Y = 397.' as 'x below threshold = 100024, y below threshold = 397'; None
    where the line is no such recap. (Its values returned too, each to be checked against the other lines.)"""
    found = list(_CAPITAL.finditer(line))
    if not found or len(found) > 2:
        return None
    names = [m.group(2) for m in found]
    if len(set(names)) != len(names) or len(found) == 2 and found[0].group(3) == found[1].group(3):
        return None  # ('X = 5, Y = 5': a point on the diagonal)
    rest = "".join(line[a:b] for a, b in zip([0] + [m.end() for m in found], [m.start() for m in found] + [len(line)]))
    rest = _LAUNCH.sub(" ", rest) if "<<<" in rest else rest  # ('kernel<<<grid,block>>>: Y = 13': a kernel's label)
    if _DIGIT.search(rest) or "%" in rest or set(w.lower() for w in _WORDS.findall(rest)) & _NOT_COUNT:
        return None
    return [(m.group(2).lower(), m.group(3)) for m in found]


# a second run's tag before its line: '2nd run (same seed):', 'run 2:', 'Run 2 (n=1000):', 'rerun:',
# 'Rerun with 8 threads:'
_RUN = re.compile(r"^([ \t]*)((?:(?:\d{1,2}(?:st|nd|rd|th)|second|third|another|next|last|final|repeat(?:ed)?)[ \t]+"
                  r"(?:run|rerun|trial|attempt)|(?:run|rerun|trial|attempt)[ \t]*#?[ \t]*\d{1,3}|re-?run|repeat(?:ed)?)"
                  r"(?:[ \t]*\([^()\n]{0,40}\)|[ \t]+with[ \t]+[^:\n]{1,40})?)[ \t]*[:-][ \t]*([^\n]{1,200})$",
                  re.IGNORECASE)
_TAG_NUMBER = re.compile(r"\d+")
_WORKERS = re.compile(r"(?i)\d{1,4}[ \t]*(?:threads?|ranks?|procs?|processes|processors|cores?|gpus?|workers?|"
                      r"tasks?|nodes?)\b")
_ORDINAL = re.compile(r"(?i)^[ \t]*(?:\d{1,2}(?:st|nd|rd|th)|(?:run|rerun|trial|attempt)[ \t]*#?[ \t]*\d{1,3})")
_N_TAG = re.compile(r"(?<![\w.])[nN][ \t]*[=:][ \t]*(\d{1,9})(?![\w.])")
_TAG_OTHER = re.compile(r"(?i)\b(?:seed|different|other|another[ \t]+n|bigger|larger|smaller|threshold|t[ \t]*=|"
                        r"iterations?|sweeps?|steps?|a[ \t]*=|b[ \t]*=|c[ \t]*=)")
_SAME_SEED = re.compile(r"(?i)same[ \t]+seed")
_ARRAY_NAMED = re.compile(r"(?i)(?<![\w.])(?:x|y)(?![\w.])")
_SIZE_SAID = re.compile(r"(?i)(?<![\w.])(?:n|nx|ny|size|grid)(?![\w.])|\bn[ \t]*=")
# a run's counts without their label: 'x 100024, y 14', 'y 14', 'x below 100024, y below 14', 'x = 100024; y = 14'
_ITEM = r"([xXyY])[ \t]*(?:(?:below|under|count|<[ \t]*t)[ \t]*)?(?:[=:][ \t]*)?(\d{1,12})"
_ITEMS = re.compile(rf"^{_ITEM}(?:[ \t]*(?:[,;]|and)[ \t]*{_ITEM})?[ \t]*\.?[ \t]*$")


def _run(text, start, m):
    """A run tag's line as its line alone (the counts named where they were bare), or None where the tag says
    another problem or the rest is no count."""
    tag, rest = m.group(2), m.group(3)
    if _TAG_OTHER.search(_SAME_SEED.sub("", tag)):
        return None  # ('2nd run (seed 7)': another problem)
    said = _WORKERS.sub("", _ORDINAL.sub("", tag))
    for n in _N_TAG.finditer(said):  # ('Run 2 (n=1000)': its n the one printed before, or another problem's)
        if not re.search(rf"(?<![\w.]){n.group(1)}(?![\w]|[.,]\d)", text[:start]):
            return None
    if _TAG_NUMBER.search(_N_TAG.sub("", said)):
        return None
    if not _ARRAY_NAMED.search(rest) or _SIZE_SAID.search(rest):
        return None  # ('rerun: n = 2000, ...', 'run 2: 3.1 ms')
    items = _ITEMS.match(rest)
    if items:
        pairs = [(items.group(1), items.group(2))] + ([(items.group(3), items.group(4))] if items.group(3) else [])
        return ", ".join(f"{a.lower()} below threshold = {v}" for a, v in pairs)
    return rest


# 'After 1 iteration:' (the graded sweep's result) as 'After one iteration:'
_AFTER_ONE = re.compile(r"^([ \t]*after[ \t]+)1([ \t]+(?:smoothing[ \t]+)?(?:iteration|sweep|step|pass)\b)", re.IGNORECASE)
_AFTER_MORE = re.compile(r"(?i)after[ \t]+(?:\d{2,}|[02-9])[ \t]+(?:smoothing[ \t]+)?(?:iterations?|sweeps?|steps?|passes)\b")

# the array by its word alone: 'smoothed (GPU): 13 (1.3e-05)', 'Original: 100024'
_BY_WORD = re.compile(r"^([ \t]*)(smoothed|original|input|unsmoothed)(?:[ \t]+(?:array|grid|matrix|data|field))?"
                      r"(?:[ \t]*\(([A-Za-z][A-Za-z0-9 ]{0,15})\))?[ \t]*[:=][ \t]*(\d{1,12})"
                      r"(?:[ \t]*\([ \t]*(\d*\.?\d+(?:[eE][+-]?\d{1,3})?[ \t]*%?)[ \t]*\))?[ \t]*$", re.IGNORECASE)
_Y_WORDS = {"smoothed"}

# two versions' counts apart by a slash: 'CPU/GPU counts: 12/13'
_VERSIONS = r"(?:cpu|gpu|cuda|host|device|serial|parallel|seq|sequential|omp|openmp|mpi|ref|reference|naive|opt|optimized)"
_SLASHED = re.compile(rf"^([ \t]*)({_VERSIONS})[ \t]*/[ \t]*({_VERSIONS})(?:[ \t]+(?:counts?|results?|below))?[ \t]*[:=]"
                      r"[ \t]*(\d{1,12})[ \t]*/[ \t]*(\d{1,12})[ \t]*$", re.IGNORECASE)

# a Markdown table's lone row of an array: '| y | 13 | 1.3e-05 |'
_MD_ROW = re.compile(r"^([ \t]*)\|[ \t]*\(?([xXyY])\)?[ \t]*\|[ \t]*(\d{1,12})[ \t]*\|"
                     r"(?:[ \t]*(\d*\.?\d+(?:[eE][+-]?\d{1,3})?[ \t]*%?)[ \t]*\|)?[ \t]*$")

_COUNT_LINE = re.compile(r"(?i)\b(?:below|under|less[ \t]+than|count\w*|threshold)\b|<")


def _array_of(text, start, values):
    """The array ('x' or 'y') whose count line before `start` prints one of `values` (None: neither or both)."""
    arrays = set()
    for value in values:
        pattern = re.compile(rf"(?<![\w.,]){value}(?![\w]|[.,]\d)")
        for m in pattern.finditer(text, 0, start):
            if len(arrays) > 2:
                break
            begin = text.rfind("\n", 0, m.start()) + 1
            stop = text.find("\n", m.end())
            line = text[begin:start if stop < 0 or stop > start else stop]
            if _COUNT_LINE.search(line):
                arrays |= {a.lower() for a in re.findall(r"(?<![\w.])([xXyY])(?![\w.])", line[:m.start() - begin])}
    return arrays.pop() if len(arrays) == 1 else None


def _fraction(token):
    return f" ({token.replace(' ', '')})" if token else ""


def _line_after(text, end):
    """The first line after `end` that is not blank ('' at the text's end)."""
    at = end
    while at < len(text):
        stop = text.find("\n", at + 1)
        stop = len(text) if stop < 0 else stop
        line = text[at:stop].strip()
        if line:
            return line
        at = stop
    return ""


def _rewritten(text, start, line):
    """The line as a count's printing the grader reads, or None."""
    if len(line) > _LONGEST:
        return None
    indent = line[:len(line) - len(line.lstrip())]
    if ("X" in line or "Y" in line) and _CAPITAL.search(line):
        pairs = _capital(line)
        if pairs and all(only_counted(text, start, start + len(line), v) for _, v in pairs):
            return indent + ", ".join(f"{a} below threshold = {v}" for a, v in pairs)
        return None
    if (m := _RUN.match(line)) is not None:
        rest = _run(text, start, m)
        return None if rest is None else indent + rest
    if (m := _AFTER_ONE.match(line)) is not None:
        return None if _AFTER_MORE.search(text) else f"{m.group(1)}one{m.group(2)}{line[m.end():]}"
    if (m := _BY_WORD.match(line)) is not None:
        if not only_counted(text, start, start + len(line), m.group(4)):
            return None  # ('Output: 1' where 1 is the iterations' count)
        array = "y" if m.group(2).lower() in _Y_WORDS else "x"
        version = f" ({m.group(3).strip()})" if m.group(3) else ""
        return f"{indent}{array}{version} below threshold = {m.group(4)}{_fraction(m.group(5))}"
    if (m := _SLASHED.match(line)) is not None:
        array = _array_of(text, start, (m.group(4), m.group(5)))
        if array is None:
            return None
        return (f"{indent}{array} ({m.group(2)}) below threshold = {m.group(4)}, "
                f"{array} ({m.group(3)}) below threshold = {m.group(5)}")
    if (m := _MD_ROW.match(line)) is not None:
        if _line_before(text, start)[:1] in ("|", "+") or _line_after(text, start + len(line))[:1] in ("|", "+"):
            return None  # (a table's row under its header or over another row: tables.py's)
        return f"{indent}{m.group(2).lower()} below threshold = {m.group(3)}{_fraction(m.group(4))}"
    return None


_CANDIDATE = re.compile(r"(?m)^[^\n]{0,40}?(?:\b[XY][ \t]{0,8}\)?[:=]|\b[XY]\)?[ \t]{0,8}[:=]|(?i:run|trial|attempt|"
                        r"repeat|after[ \t]{1,8}1[ \t]|smoothed|original|input|unsmoothed)|/|\|[ \t]{0,8}\(?[xyXY][ \t|)])")


_WHOLE = re.compile(r"(?<![\w.])\d+(?![\w]|[.,]\d)")


def _first_count(text):
    """Where the first line that counts and gives a whole number ends (barerecaps.counted_before's lines), or
    None: a recap comes after it. (A line looked at once, however many count words it holds; the same text, as
    the rules after one another that change nothing pass it on, looked at once: _last.)"""
    if text is _last[0]:
        return _last[1]
    _last[:] = [text, _first_counted(text)]
    return _last[1]


_last = [None, None]  # (the text last asked about, its answer)


def _first_counted(text):
    at = 0
    for _ in range(4096):
        m = _COUNT_LINE.search(text, at)
        if m is None:
            return None
        begin = text.rfind("\n", 0, m.start()) + 1
        stop = text.find("\n", m.end())
        if stop < 0:
            return None
        if _WHOLE.search(text, begin, stop):
            return stop + 1
        at = stop + 1
    return None


def first_count(text):
    """Where the text's first line that counts ends, or None (_first_count: otherthresholds.py asks it too)."""
    return _first_count(text)


_COUNTED = re.compile(r"(?<![\w.,])(\d{1,12})(?![\w]|[.,]?\d)")
_COUNTED_WINDOW = 4096  # characters from the first count's line looked at (a bounded cost)


def counts_before(text, start):
    """The positive whole numbers printed from the file's first count's line to `start` (its first 4 KiB): the
    counts a lone value after them is compared with, x's the largest, y's the smallest (proseclaims.py,
    versioncounts.py); None where no count comes before `start`."""
    first = _first_count(text)
    if first is None or first > start:
        return None
    begin = text.rfind("\n", 0, text.rfind("\n", 0, first - 1)) + 1  # (the first count's line)
    return [w for w in map(int, _COUNTED.findall(text, begin, min(start, begin + _COUNTED_WINDOW))) if w > 0]


def first_read(readers, line):
    """The first line a reader of `readers` rewrites `line` as (each a function of the line: a line, or None), or
    None (the rewriters of candidate_lines_rewritten that try several shapes a line)."""
    for read in readers:
        new = read(line)
        if new is not None:
            return new
    return None


def candidate_lines_rewritten(text, candidate, rewritten, after_counts=True, longest=_LONGEST):
    """text with each line after the file's first count (anywhere: after_counts False) that `candidate` (a
    line-anchored pattern) finds rewritten in place by rewritten(text, start, line) (a line, or None: kept); at
    most _LOOKED lines looked at, none longer than `longest`. recap_lines' walk, finalrecaps.final_recaps' and
    plainprints.plain_prints'."""
    first = 0
    if after_counts:
        first = _first_count(text) if "\n" in text else None
        if first is None:
            return text
    pieces, at, looked = [], 0, 0
    for m in candidate.finditer(text, first):
        if looked >= _LOOKED:
            break
        start = m.start()
        if start < at:
            continue
        stop = text.find("\n", start)
        stop = len(text) if stop < 0 else stop
        line = text[start:stop]
        looked += 1
        if len(line) > longest:
            continue
        new = rewritten(text, start, line)
        if new is not None and new != line:
            pieces += [text[at:start], new]
            at = stop
    return "".join(pieces) + text[at:] if pieces else text


def recap_lines(text):
    """text with each such recap line after the counts rewritten in place (a bounded number looked at); other
    lines as they were."""
    return candidate_lines_rewritten(text, _CANDIDATE, _rewritten)
