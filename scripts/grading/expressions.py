"""expressions.py - a size a label names by an expression of n, as code prints it (Python's
f"{n**2=}", Julia's `@show n^2`, prose's `(n+2)^2 = 1004004`): 'n^2', 'n**2', 'n*n', 'n²' the inner
elements; '(n+2)^2', '(n+2)*(n+2)' all of them; 'n+2', 'n_plus_2' a row; 'n2' alone (the tutorial's
n + 2, others' n^2) either, as its value says. And a label that divides a
count by the inner elements ('below_x/n**2', 'count / (n*n)'): that count's fraction. Part of the
grader (words.classify reads a label with it); pure functions, on a label in lower case.
"""
import re

from .units import IN_BYTES
from .lengths import lengths_as_sizes

_SQUARED = r"(?:[ \t]*(?:\^|\*\*)[ \t]*\{?2\}?(?![\d.])|[ \t]*\u00b2|[ \t]+squared\b)"
_TIMES = r"[ \t]*[*\u00b7\u22c5][ \t]*"  # (not 'x': 'n x n' is a side or an area, SQUARE)
_N = r"(?<![a-z0-9])n"  # n itself, not a word's last letter ('in'); 'n' after '_' too ('num_n')
_N_PLUS_2 = rf"{_N}[ \t]*\+[ \t]*2(?![\d.])"
_GHOSTED = rf"\([ \t]*{_N_PLUS_2}[ \t]*\)"
TOTAL = re.compile(rf"{_GHOSTED}(?:{_SQUARED}|{_TIMES}{_GHOSTED})|{_N}2(?:{_SQUARED}|{_TIMES}n2)(?![a-z0-9])")  # 'n2*n2'
INNER_TOTAL = re.compile(rf"{_N}(?:{_SQUARED}|{_TIMES}n(?![a-z0-9])|2(?![a-z0-9.]))")
ROW = re.compile(rf"{_N_PLUS_2}|{_N}_?plus_?2(?![a-z0-9])|{_N}p2(?![a-z0-9])")  # ('n_plus_2', 'nplus2', 'np2')
# The tutorial's own name for n + 2 ('long n2 = n + 2'), which others write for n^2: either, as its value says
_N2 = re.compile(rf"{_N}2(?![a-z0-9.])")
# A square written with 'x' ('n x n', '(n+2) x (n+2)'): its side or its area, as its value says
_X = r"[ \t]*[x\u00d7][ \t]*"
SQUARE = re.compile(rf"({_GHOSTED}|{_N_PLUS_2}){_X}(?:{_GHOSTED}|{_N_PLUS_2})(?![\w.])|{_N}{_X}n(?![\w.])")
# A line whose digits may be part of such an expression (fields' cache of a line's shape keys them):
# on its pattern of digits (each digit 0), an n before '+', '^', '*', '²' or a digit.
HINT = re.compile(rb"(?<![A-Za-z0-9])[nN](?:[ \t]*[+^*]|0|[ \t]*\xc2\xb2|[ \t]+squared)")


_GHOSTS = re.compile(r"\b(?:ghost|halo)")
_NO_GHOSTS = re.compile(r"\b(?:without|excluding|no|minus|except)\b")

# Another power or product of n ('n^3', 'n*8'): no size (never n)
_LENGTH = re.compile(r"[ \t]*len[ \t]*\([ \t]*[a-z_][\w.]{0,30}(?:\[[ \t]*\d{1,3}[ \t]*\])?[ \t]*\)[ \t]*")
_OTHER = re.compile(rf"{_N}[ \t]*(?:\^|\*|\u00b3)")


# Code's words in a label: a slice of the inner elements ('x[1:-1, 1:-1]', 'x(2:end-1, 2:end-1)', 'x[1:n+1,
# 1:n+1]', Fortran's 'x(1:n, 1:n)'), Julia's curried '<(t)' ('count(<(t), x)'), MATLAB's and Julia's 'numel(x)',
# 'length(x)' (the elements of x). (Each slice begins with its digit: no backtracking.)
_SLICE = r"[12][ \t]*:[ \t]*(?:-[ \t]*1|end[ \t]*-[ \t]*1|n[ \t]*\+[ \t]*1|\([ \t]*n[ \t]*\+[ \t]*1[ \t]*\)|n)(?![\w+-])"
# (R's '2:(n+1)', bracketed for its precedence: the thirty-first pass's F10, 'length(x[2:(n+1), 2:(n+1)])' read as
# all the elements, n = 998)
_INNER_SLICE = re.compile(rf"[\[(][ \t]*{_SLICE}(?:[ \t]*,[ \t]*{_SLICE}){{0,2}}[ \t]*[\])]", re.IGNORECASE)
# (its argument a name or a number: 'count(<(0.1), y[2:end-1, 2:end-1])' read the slice alone, an inner size: the
# thirty-first pass's F11)
_CURRIED = re.compile(r"([<>]=?)[ \t]*\([ \t]*([\w.]{1,40}(?:[eE][+-]\d{1,3})?)[ \t]*\)")
_ELEMENTS_OF = re.compile(r"\b(?:numel|length)[ \t]*\(")
# R's 'nrow(x)' and 'ncol(x)' (a row's elements, ghosts and all), and its vector of the constants 'c(a, b, c)'
_ROWS_OF = re.compile(r"\b(?:nrow|ncol|NROW|NCOL)[ \t]*\(")
_R_CONSTANTS = re.compile(r"\bc[ \t]*\([ \t]*a[ \t]*,[ \t]*b[ \t]*,[ \t]*c[ \t]*\)")
# numpy's 'x.shape[0]' and MATLAB's, Julia's 'size(x, 1)': a row's elements, ghosts and all (the thirty-second pass's
# L1: '>>> x.shape[0], n' over '(1002, 1000)' read no row)
_SHAPE_ONE = re.compile(r"\b([a-z_]\w{0,20})\.shape[ \t]{0,2}\[[ \t]{0,2}[01][ \t]{0,2}\]"
                        r"|\bsize[ \t]{0,2}\([ \t]{0,2}([a-z_]\w{0,20})[ \t]{0,2},[ \t]{0,2}[12][ \t]{0,2}\)")
# Julia's and C's 'sizeof(x)' of an array (not of a type: 'sizeof(float)', 'sizeof(Float64)'): its bytes, numpy's 'x.nbytes'
_SIZEOF_ARRAY = re.compile(r"\bsizeof[ \t]*\([ \t]*(?!(?:float|double|int|long|char|short|real|unsigned|size_t)\b)"
                           r"([a-z_]\w{0,20})[ \t]*\)")


def code_words(label):
    """The label with code's words for a count or a size as words ('np.sum(x[1:-1, 1:-1] < t)' ->
    'np.sum(x inner  < t)', 'numel(x)' -> 'elements of (x)')."""
    if "(" in label or "[" in label:
        label = _ELEMENTS_OF.sub("elements of (", _CURRIED.sub(r"\1 \2", _INNER_SLICE.sub(" inner ", label)))
        label = _SIZEOF_ARRAY.sub(r"\1.nbytes", label) if "sizeof" in label else label  # ('sizeof(x) / 2^30')
        if ".shape" in label or "size" in label:  # ('x.shape[0]', 'size(x, 1)': R's 'nrow(x)', below)
            label = _SHAPE_ONE.sub(lambda m: f"nrow({m.group(1) or m.group(2)})", label)
        if "nrow" in label or "ncol" in label or "NROW" in label or "NCOL" in label or "c(" in label or "c (" in label:
            label = _R_CONSTANTS.sub("a, b, c", _ROWS_OF.sub("elements in a row of (", label))  # (the h31 pass's F10)
    return lengths_as_sizes(label)  # ('Array length', 'arrayLength': an array's size, lengths.py)


def size_named(label):
    """The size an expression in the label names ('total', 'total_inner', 'row'; 'memory' for the
    elements times a float's bytes: 'sizeof(float)*(n+2)*(n+2)', '4*(n+2)^2'); '' for another
    expression of n ('n^3'); else None."""
    if "n" not in label:
        return None
    if "len" in label and _LENGTH.fullmatch(label):
        return "size"  # 'len(x)': a flat list's elements, or a 2-D array's rows (its value says)
    square = SQUARE.search(label) if "x" in label or "\u00d7" in label else None
    if square and not IN_BYTES.search(label):
        return "ghosted size" if square.group(1) else "inner size"  # ('n x n = 1000000', '(n+2) x (n+2) = 1004004')
    if TOTAL.search(label):
        return "memory" if IN_BYTES.search(label) else "total"
    if INNER_TOTAL.search(label):  # 'n^2 including ghost cells', 'N2 with ghosts': all the elements
        if IN_BYTES.search(label):
            return "memory"
        if _GHOSTS.search(label) and not _NO_GHOSTS.search(label):
            return "total"
        if _N2.search(label) and ROW.search(label):
            return "row"  # 'n2 = n + 2 = 1002'
        return "size" if _N2.fullmatch(label.strip(" \t:=")) else "total_inner"  # ('n2': 1002 a row, 1000000 n^2)
    if ROW.search(label):
        return "total" if re.search(r"\^|\*\*|\u00b2|squared|total", label) else "row"
    return "" if _OTHER.search(label) else None


def expressions(line):
    """The expressions of n on a line, as text with where each starts ('0:n^2', '4:(n+2)**2'): what
    its shape depends on beyond its pattern of digits (which numbers are a row's 'n+2', no value)."""
    lower = line.lower()
    return [f"{m.start()}:{m.group()}" for pattern in (TOTAL, INNER_TOTAL, ROW) for m in pattern.finditer(lower)]


def without_expressions(text):
    """The text with its expressions of n taken out ('n+2', 'n^2'): their digits are no values."""
    lower = text.lower()
    for pattern in (TOTAL, INNER_TOTAL, ROW, _OTHER):
        lower = pattern.sub(" ", lower)
    return lower


_LETTER = re.compile(r"[a-z]")
_SIZES_OF_ALL = {"total_inner", "total", "area", "inner size"}
_COUNT_NAMES = {"count", "number", "below", "x", "y", "of", "the", "in", "elements", "array", "input", "output"}


def count_over_all(label, classify, words_of):
    """Whether the label divides a count by the elements ('below_x/n**2', 'count/n^2', 'below_y /
    (n*n)', 'num_below_x/total_inner'): a fraction, its array's. classify, words_of: words'."""
    count, _, whole = label.strip(" \t:=-").rpartition("/")  # (no regular expression: no backtracking)
    if "/" in count or not _LETTER.search(count) or not _LETTER.search(whole) or classify(whole) not in _SIZES_OF_ALL:
        return False
    words = set(words_of(count))
    return classify(count) == "below" or bool(words & {"count", "number", "below"}) and words <= _COUNT_NAMES


# 'n=1000 n+2=1002': sizes side by side, one named by a sum (no key of a record: _KEY has no '+'); or each
# key a size's ('n=1000 N=1002', 'N*N=1004004 n*n=1000000': C's printf("n=%d N=%d\n"), no comma between).
_SIZE_PAIR = r"[A-Za-z][\w+*^ -]{0,15}[ \t]*[=:][ \t]*\d+"  # ('n: 1000  row length: 1002': a key of words too)
_SIZES_APART = re.compile(rf"[ \t]*(?:{_SIZE_PAIR}[ \t]*(?:[,;][ \t]*)?){{2,6}}")  # (no two runs of spaces side by side)


def sizes_apart(line, a_size):
    """A plan of statements (statements.py's): each size of 'n=1000 n+2=1002' its own, else None
    (a_size(piece): whether a 'key=value' piece is a size's)."""
    if not _SIZES_APART.fullmatch(line):
        return None
    pairs = [m.span() for m in re.finditer(_SIZE_PAIR, line)]
    if any("+" in line[a:b].partition("=")[0] for a, b in pairs) or all(a_size(line[a:b]) for a, b in pairs):
        return tuple((span,) for span in pairs)
    return None


# n alone in a heading or a run's intro ('Results for n = 1000:', '=== n = 1000 ===', 'Test 1: n = 1000',
# 'Run 1 (n = 1000)', 'I ran my program with n=1000.', 'Computing with n = 1000...'): its words a run's
_HEADING = re.compile(r"[ \t=#*~-]*(?:([A-Za-z.][A-Za-z0-9 \t'./_()]{0,40}?)(?:[ \t]+\d{1,3})?[ \t]*[:(,-]?[ \t]*)?\(?[ \t]*"
                      r"([nN][ \t]*=[ \t]*\d+)[ \t]*\)?[ \t]*[:.=#*~!-]*[ \t]*$")
_HEADING_WORDS = {"results", "result", "output", "outputs", "for", "with", "running", "run", "runs", "ran", "test",
                  "testing", "case", "input", "inputs", "starting", "start", "computing", "computation", "compute",
                  "i", "we", "my", "our", "the", "a", "program", "code", "summary", "report", "experiment", "and",
                  "at", "using", "now", "solving", "problem", "smoothing", "done", "finished", "parameters", "setup",
                  "used", "use", "set", "chose", "tested", "executed", "this", "is", "here", "args", "arguments",
                  "config", "configuration", "settings", "options", "params", "was", "were",
                  # the program's own run named ('starting stencil run, n=1000', 'launching simulation, n=1000')
                  "stencil", "simulation", "solver", "job", "launching", "launch", "executing", "begin", "beginning",
                  "new"}


# A run's intro naming its program ('Running ./smooth with n = 1000', 'Running the stencil with n = 1000'): a
# verb of running first, a word of the run's size last, two words at most between them and no digit.
_RUN_VERBS = {"running", "run", "ran", "executing", "launching", "starting", "calling", "invoking", "testing"}
_RUN_LAST = {"with", "for", "using", "at", "on"}


def _run_intro(label):
    words = label.lower().split()
    return 3 <= len(words) <= 4 and words[0] in _RUN_VERBS and words[-1] in _RUN_LAST \
        and not any(c.isdigit() for c in label)  # (a program's name: 'Running 4 threads with n = 4' is no n)


# A banner's decoration ('=== smooth, n = 1000 ===', '# hw3 (n = 1000)', '*** Homework 3, n = 1000 ***'):
# its words, whatever they are (a program's, a course's), only title it; but not another n's ('threads').
_BANNER = re.compile(r"[ \t]*(?:[=*~#-]{2,}|#[ \t])|.*[=*~#-]{2,}[ \t]*$")


# the threshold after n in a heading ('Results (n = 1000, threshold 0.1):'): the heading's still (its own statement)
_THRESHOLD_CLAUSE = re.compile(r"[ \t]*[,;][ \t]*((?:threshold|thresh|t)[ \t]*[=:]?[ \t]*\d{0,3}\.?\d{1,8})"
                               r"(?=[ \t]*\)?[ \t]*:?[ \t]*$)")


def n_heading(line, place):
    """A plan of statements (statements.py's): n of a heading or intro line as a statement of its own,
    else None (place: layout.place, a line that names a field is none); a threshold after n its statement too
    ('Results (n = 1000, threshold 0.1):')."""
    clause = _THRESHOLD_CLAUSE.search(line) if "," in line or ";" in line else None
    if clause is not None:
        plan = n_heading(line[:clause.start()] + line[clause.end():], place)
        return plan + ((clause.span(1),),) if plan else None
    m = _HEADING.fullmatch(line) if len(line) <= 120 else None
    words = set(m.group(1).lower().replace("'", " ").split()) if m and m.group(1) else set()
    if not m or words and not words <= _HEADING_WORDS and not _banner(line, words) and not _runs_program(m, words):
        return None
    if place(line).kind is None:
        return ((m.span(2),),)
    from .words import classify  # ('=== Test 1, n = 1000 ===': the heading's own number no field's, its words none)
    numbered = m.group(1) and any(c.isdigit() for c in line[m.end(1):m.start(2)])
    return ((m.span(2),),) if numbered and classify(m.group(1)) is None else None


def titled(line):
    """Whether a line is a heading stating n with words or a banner's decoration ('=== smooth, n = 1000 ===',
    'Results for n = 1000:'), the title of the output under it (several.run_ranges); not a warm-up's."""
    m = _HEADING.fullmatch(_THRESHOLD_CLAUSE.sub("", line)) if len(line) <= 120 and "=" in line else None
    if m is None or not (m.group(1) or _BANNER.match(line)):
        return False
    words = set(m.group(1).lower().replace("'", " ").split()) if m.group(1) else set()
    return not any("warm" in w or w in ("dry", "trial", "small") for w in words) \
        and (words <= _HEADING_WORDS or _banner(line, words) or _runs_program(m, words))


def _runs_program(m, words):
    """Whether a heading's words are a run's intro naming its program, and no other count's."""
    from .words import OTHER_WORDS
    return _run_intro(m.group(1)) and not words & OTHER_WORDS


def _banner(line, words):
    """Whether a heading's line is a banner (decorated) whose words name no other count ('=== threads, n = 4 ===')."""
    from .words import OTHER_WORDS  # (words.py reads labels with this module: imported when asked)
    return bool(_BANNER.match(line)) and not words & (OTHER_WORDS | {"workers", "nodes", "gpus", "cores", "procs"})
