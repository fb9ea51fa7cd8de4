"""prefixrecaps.py - an array's count printed again after the file's counts behind a word, an arrow or a label no
rule read (the twenty-eighth pass's F8, the twenty-seventh's H7): 'Recap >> x: 100024 | y: 13', 'Recap y: 13',
'-> y: 13', 'x 100024 | y 13', 'Final: y 13', 'Verify: y below threshold = 13', 'verify: y = 13', 'Python: y =
13', 'Julia: y (GPU) = 13', 'Check: count_y == 13', 'shared-memory kernel count y = 13'. Each is rewritten in place
(line for line) as the counts' printing the grader reads ('y below threshold = 13'; a bracket's version kept:
'y below threshold (GPU) = 13'), so that a wrong one fails (before, each passed unread after a right output).
Only where the line is a prefix of at most four words (or an arrow, '>>', '|') and then nothing but one or two
counts (x's then y's, apart by '|', ',', ';' or 'and'), a count a whole number other than 0 (a check's mismatch
count: 'CPU check: x=100024, y=0'), x's and y's not equal, each printed on no line that does not count
(barerecaps._only_counted), one of a pair printed before on a line that counts ('Result: x=500, y=501' is no
recap), the prefix holding no number and only a recap's, a check's, a version's or a language's words
(_RECAP_WORDS: 'Sample x: 12, y: 7', 'halo cells of x below t = 382' are other quantities'), none of an
expectation's, a place's, a size's, a part's or another threshold's ('expected: y = 21', 'Peak at: x = 5').
Part of the grader (headings._named asks it after versionlines.py, which reads a version's prefix: 'GPU: y = 13');
pure functions, anchored bounded patterns on lines of 200 characters at most, a bounded number of lines looked at
(recaplines' walk, after the first count).
"""
import re

from .barerecaps import _LEAD_WORDS, _only_counted as only_counted, printed_counting
from .versionwords import NAME_WORDS
from .recaplines import candidate_lines_rewritten

_N = r"(\d{1,12})(?![\w]|[.,]\d)"
_FRACTION = r"(?:[ \t]{1,4}\([ \t]{0,2}(\d{0,3}\.?\d{1,12}(?:[eE][+-]?\d{1,3})?)[ \t]{0,2}\))?"
# one count: 'y: 13', 'y 13', 'y = 13', 'count_y == 13', 'y (GPU) = 13', 'count y = 13', 'y below threshold = 13'
_ITEM = (r"(?:(?:count|cnt|number|num)[ \t_]{0,2}(?:of[ \t]{1,2})?)?([xyXY])(?:_?(?:count|cnt|below))?"
         r"(?:[ \t]{1,4}\(([A-Za-z][A-Za-z0-9 -]{0,15})\))?(?:[ \t]{1,4}(?:below|under|<)[ \t]{1,4}(?:threshold|t))?"
         rf"(?:[ \t]{{0,4}}(?:==|=|::|:|->)[ \t]{{0,4}}|[ \t]{{1,4}}){_N}{_FRACTION}")
_JOIN = r"[ \t]{0,4}(?:\||,|;|and)[ \t]{0,4}"
_MARK = r"(?:[ \t]{1,4}(?:✓|✔|\(?ok\)?|\(?OK\)?))?"
# the prefix: words (a hyphen, a dot inside), then a separator; or a separator alone
_LINE = re.compile(r"^([ \t]{0,16})((?:[A-Za-z][\w.+-]{0,24}[ \t]{1,4}){0,3}[A-Za-z][\w.+-]{0,24}[ \t]{0,4}"
                   r"(?:>>|->|=>|:|\|)?|(?:>>|->|=>|\||→))[ \t]{0,4}"
                   rf"{_ITEM}(?:{_JOIN}{_ITEM})?{_MARK}[ \t]{{0,4}}\.?[ \t]*$")
# a bare pair apart by '|' with no prefix: 'x 100024 | y 13', 'x: 100024 | y: 13'
_BARRED = re.compile(rf"^([ \t]{{0,16}}){_ITEM}[ \t]{{0,4}}\|[ \t]{{0,4}}{_ITEM}{_MARK}[ \t]*$")
_NOT_RECAP = {"expected", "expect", "expecting", "reference", "should", "would", "could", "if", "not", "differs",
              "vs", "versus", "other", "another", "different", "previous", "instead", "wrong", "incorrect", "bug",
              "error", "errors", "diff", "difference", "mismatch", "mismatches", "at", "point", "points", "position",
              "pos", "coordinate", "coordinates", "coord", "index", "idx", "pixel", "location", "offset", "peak",
              "max", "min", "maximum", "minimum", "size", "sizes", "shape", "dim", "dims", "block", "blocks",
              "thread", "threads", "grid", "tile", "step", "steps", "iteration", "iterations", "iter", "sweep",
              "sweeps", "rank", "ranks", "partial", "part", "chunk", "local", "seed", "mean", "sum", "avg",
              "average", "time", "elapsed", "threshold", "above", "over", "greater", "larger", "range", "axis",
              "plot", "label", "n", "z", "width", "height", "row", "rows", "col", "cols", "column", "columns",
              "expected:", "target", "goal", "want", "wanted", "delta", "change", "changed", "lost", "gained"}
# The prefix's words a recap's or a version's only (a word of another kind, 'Sample x: 12, y: 7', 'halo cells of x
# below t = 382', is some other quantity's line: the right output it follows stays passing): a summary's lead words,
# a backend's or a kernel's, a language's name, a check's
_RECAP_WORDS = _LEAD_WORDS | NAME_WORDS | {
    "recapped", "verify", "verified", "verifying", "verification", "check", "checked", "checking", "again", "rerun",
    "rerunning", "recomputed", "recount", "recounted", "repeat", "repeated", "second", "confirm", "confirmed",
    "count", "counts", "counted", "kernel", "kernels", "memory", "version", "implementation", "impl", "code",
    "language", "python", "py", "julia", "octave", "matlab", "fortran", "rust", "go", "golang", "java", "kotlin",
    "scala", "haskell", "elixir", "r", "c", "cpp", "cxx", "numpy", "numba", "cupy", "pytorch", "torch", "jax",
    "cython", "total", "totals", "also", "same", "via", "with", "using", "from", "by", "on", "for", "is", "are",
    "were", "was", "now", "then", "last", "ok", "passed", "pass"}
_WORD = re.compile(r"[a-z]+")
_DIGIT = re.compile(r"\d")
_CANDIDATE = re.compile(r"(?m)^(?=[^\n]{0,200}?(?<![\w])(?:[xyXY]|count_?[xy]|cnt_?[xy])(?![\w])[^\n]{0,80}?\d)")


def _items(groups):
    """[(array, version or None, count, fraction or None)] of _ITEM's groups (four an item)."""
    return [(groups[k].lower(), groups[k + 1], groups[k + 2], groups[k + 3])
            for k in range(0, len(groups), 4) if groups[k]]


def _rewritten(text, start, line):
    m = _LINE.match(line)
    if m is not None:
        prefix, items = m.group(2), _items(m.groups()[2:])
        words = _WORD.findall(prefix.lower())
        if _DIGIT.search(prefix) or set(words) & _NOT_RECAP or not set(words) <= _RECAP_WORDS:
            return None
        if prefix.rstrip()[-1:] not in (":", ">", "|", "→") and not any(c in line[m.end(2):] for c in "=:"):
            return None  # ('Loop unrolled x 4': a word and a bare number, no count's)
    else:
        m = _BARRED.match(line)
        if m is None:
            return None
        items = _items(m.groups()[1:])
    arrays = [a for a, _, _, _ in items]
    if len(set(arrays)) != len(arrays) or len(items) == 2 and (arrays != ["x", "y"] or items[0][2] == items[1][2]):
        return None  # (y's then x's, or two alike: a point's)
    for _, version, count, _ in items:
        if count == "0" or version and set(_WORD.findall(version.lower())) & _NOT_RECAP:
            return None  # ('Check: y = 0': a mismatch count; 'y (expected) = 21')
        if not only_counted(text, start, start + len(line), count):
            return None
    if len(items) == 2 and not any(printed_counting(text, start, start + len(line), c) for _, _, c, _ in items):
        return None  # (a pair neither of whose counts was printed as one: 'Result: x=500, y=501', no recap's)
    return m.group(1) + ", ".join(f"{a} below threshold{f' ({v.strip()})' if v else ''} = {c}" + (f" ({f})" if f else "")
                                  for a, v, c, f in items)


def prefix_recaps(text):
    """text with each such prefixed count line after the file's first count rewritten in place as the counts'
    printing; other lines as they were."""
    return candidate_lines_rewritten(text, _CANDIDATE, _rewritten)
