"""words.py - the words of a homework output: the tutorial's fields and
labels, the vocabulary a label is understood by (typos mended), numbers as
students print them (printednumbers.py, imported here), and what field a label names (classify). Part of the
grader (the package gathers it); pure functions.
"""
import difflib
import functools
import re

from .expressions import code_words, count_over_all, size_named
from .arrays import (ARRAY_NAMES as _ARRAY_NAMES, SECOND, VARIANT, _variant, affixed_read,  # noqa: F401
                     array_named as _array_named)
from .ghosts import GHOST_WORDS as _GHOSTS, LEFT_OUT_WORDS as _LEFT_OUT, ghost_cells, ghost_side
from .gluednames import N_TOTAL, n_total, unglued
from .entrywords import not_a_size
from .found import Found  # noqa: F401 (one field as the file gives it: from here as before)
from .labelwords import (ABBREVIATIONS, struct_member, CAPITAL_N_SIZES, CHECKED as _CHECKED, GIVEN as _GIVEN, WORKERS, capital_n,
                         arrays_ratio, complement, explained, kernel_weights, neighbours_named, sweeps_said, without_level)
from .othersizes import other_size
from .meanvalues import values_mean
from .devices import device_property
from .units import MEMORY_UNITS
from .versionwords import BACKEND_WORDS, KERNEL_WORDS, UNMENDED, versions_dropped
from .printednumbers import (BRACKET, DIGITS, GROUP_MARKS, GROUPED, GROUPED_TEXT, MANTISSA, NUMBER,  # noqa: F401
                             NUMBER_TEXT, POWER_OF_TEN, TIMES_TEN, _EXPONENT, _GLUED, _N_PLUS_2, _UNGROUP, _after_power,
                             _numbers, _numbers_of, c_number, last_place, number_value)  # (numbers: printednumbers.py)

# --- reading ----------------------------------------------------------------

# The summary fields, in the tutorial's order, with the tutorial's labels.
FIELDS = [
    ("row", "Number of elements in a row/column"),
    ("inner", "Number of inner elements in a row/column"),
    ("total", "Total number of elements"),
    ("total_inner", "Total number of inner elements"),
    ("memory", "Memory (GB) used per array"),
    ("threshold", "Threshold"),
    ("constants", "Smoothing constants (a, b, c)"),
    ("below_x", "Number of elements below threshold (X)"),
    ("fraction_x", "Fraction of elements below threshold (X)"),
    ("below_y", "Number of elements below threshold (Y)"),
    ("fraction_y", "Fraction of elements below threshold (Y)"),
]
# A second result of an array, where a file prints one (a GPU's y beside the CPU's): its own
# fields, judged against the same expected values.
SECOND_FIELDS = [
    ("below_x2", "Number of elements below threshold (X, second result)"),
    ("fraction_x2", "Fraction of elements below threshold (X, second result)"),
    ("below_y2", "Number of elements below threshold (Y, second result)"),
    ("fraction_y2", "Fraction of elements below threshold (Y, second result)"),
]
LABELS = dict(FIELDS + SECOND_FIELDS)
# How a note that says which of a line's numbers was read begins (no mistake's name)
READ_NOTE = "read"
WHOLE = {"row", "inner", "total", "total_inner", "below_x", "below_y"}  # whole numbers

MPI_TAG = re.compile(r"^\[\d+,\d+\]<std(out|err)>:")  # mpirun --tag-output's prefix
# A rank's or process's tag before a line's own label ('[rank 0] ', 'Rank 0: ', 'rank 0 | ', 'proc 0: ',
# '[Process 0] ', '(rank 0) ', 'P0: ', '[0] '): no part of the label, and its number no label's number.
# Only before words: in 'rank 0: 25000 elements below threshold' the number is the rank's (a partial).
_RANK = r"(?:mpi\s*)?(?:rank|process|proc|task|pe|p|node)"
RANK_TAG = re.compile(rf"^\s*(?:[\[(<]\s*(?:{_RANK}\s*[#=:]?\s*)?\d+(?:\s*(?:/|of)\s*\d+)?\s*[\])>]\s*[:|>-]*"
                      rf"|{_RANK}\s*[#=]?\s*\d+(?:\s*(?:/|of)\s*\d+)?\s*(?:[:|>]+|-+>?))\s*(?=[A-Za-z])",
                      re.IGNORECASE | re.ASCII)

# Words a label is understood by; a misspelt one (5 letters or more) is
# read as the word it is closest to ("bellow", "treshold", "Summarry").
# What puts the threshold right before a number on a count line ('100024 elements below 0.1', '< 0.1',
# 'below threshold of 0.1', 'smaller than 0.1', 'lower than 0.1'): that number is the threshold, not the array's fraction.
THRESHOLD_BEFORE = re.compile(r"(?:\b(?:below|under|beneath|(?:less|smaller|lower|fewer)\s+than|threshold)|<=?)[ \t]*(?:(?:of\b|=|:)[ \t]*)?$",
                              re.IGNORECASE)
_THRESHOLD_AS_VALUE = re.compile(r"(?:\b(?:below|under|beneath|(?:less|smaller|lower|fewer)\s+than)|<=?)[ \t]*$|(\bthreshold[ \t]*(?:(?:=|of\b)[ \t]*)?$|"
                                 r"\b(?:below|under|threshold)[ \t]+(?:t|tau|th|thr|thresh|tol|eps)[ \t]*=[ \t]*$)", re.I)


def threshold_value(line, start, token):
    """Whether a count line's own value is the threshold: right after below, under, less than or '<', or not
    whole after 'threshold' (its '=' or 'of', or its name's '=': 'below t=0.1', 'threshold t = 0.1')."""
    m = _THRESHOLD_AS_VALUE.search(line, 0, start)
    return bool(m) and (not m.group(1) or (number_value(token) or 0) % 1 != 0)


COUNT_WORDS = {"below", "under", "less", "smaller", "lower", "beneath"}
_T_LEADS = {"with", "using", "for", "given", "where", "and"}  # (a prose clause's word before the threshold's 't')
_T_LABELS = {"params", "param", "parameters", "parameter", "run", "set", "input", "inputs", "settings", "setting", "config",
             "configuration", "options", "args", "arguments", "running", "info"}  # (a run's parameters' label before 't')
_SHARE_WORDS = {"mean", "average", "avg", "probability", "prob", "rate", "frequency", "density"}  # (with a count's words)
_PROBABILITY = re.compile(r"[ \t]*(?:P|Pr|Prob)[ \t]*[(\[{]", re.IGNORECASE)  # 'P(x < 0.1)', 'Pr[y < t]': a probability
# C's modulo after a call with no arguments ('Seed 1 (C library rand() % 1000 / 1000.0)', a generator's formula):
# no percent sign, so no share of the elements
_MODULO = re.compile(r"\b[A-Za-z_]\w*\(\s*\)\s*%")
_MODULO_BEFORE = re.compile(r"\b[A-Za-z_]\w*\(\s*\)\s*%\s*\(?\s*$")


def modulo_operand(line, start):
    """Whether the number at start is C's modulo's operand after a call ('rand() % 1000 / 1000.0',
    'random()%100'): a generator's formula, no field's value."""
    return "%" in line[max(0, start - 40):start] and bool(_MODULO_BEFORE.search(line[max(0, start - 40):start]))
FRACTION_WORDS = {"fraction", "ratio", "percent", "percentage", "proportion", "share", "portion"}
SIZE_WORDS = {"element", "elements", "cell", "cells", "point", "points", "entries", "values", "size"}
LINE_WORDS = {"row", "rows", "column", "columns", "col", "cols", "dimension", "side", "width", "edge"}
INNER_WORDS = {"inner", "interior", "inside", "internal"}
MEMORY_WORDS = {"memory", "mem", "bytes", "storage", "ram"}
# The constants' sum, not the constants: 'The smoothing weights add up to 1.0', 'Sum of the weights: 1.0'
_SUMMED = re.compile(r"(?i)^\W*(?:the\s+)?sum\b|\b(?:sums?|summed|summing|add(?:s|ed)?(?:\s+up)?)(?:\s+(?:up\s+)?to|\s+is)?[\s:=]*$")
_PLUSSED = re.compile(r"(?i)(?<![A-Za-z])[abc](?:[ \t]*\+[ \t]*(?:\d+(?:\.\d*)?)?[ \t]*\*?[ \t]*[abc](?![A-Za-z])){2}[ \t]*=")  # '4a + 4b + c = 1': a sum
_UNIT_NAMES = MEMORY_UNITS - {"b"} | {"size"}  # a memory named by its unit alone (Julia's 'GB = 0.0037', 'sizeGB'; 'b': a constant)
# Memory that is never an array's: a process's peak, what a device has free ('Peak memory: 8.03 MB'), a
# scheduler's job report (seff's 'Memory Utilized: 9.82 MB', LSF's 'Total Requested Memory : 4096.00 MB').
OTHER_MEMORY = {"peak", "free", "available", "resident", "rss", "heap", "stack", "virtual", "swap", "remaining",
                "capacity", "limit", "utilized", "utilised", "utilization", "utilisation", "efficiency", "requested",
                "request", "average", "avg", "delta", "reserved", "maxrss", "averss", "vmem", "pmem", "mem_used"}
# Memory that may be more than one array's, or the device's: read where it is the only memory
# printed; beside a memory per array, that is the one (printings.resolve).
SHARED_MEMORY = {"device", "gpu", "total", "both", "two", "all", "combined", "together", "overall", "whole", "global",
                 "allocated", "allocation", "allocations"}  # ("Global memory: 39.39 GB", "Bytes allocated: 8032032")
X_WORDS = {"x", "input", "original", "initial", "before", "unsmoothed", "raw"}
Y_WORDS = {"y", "output", "smoothed", "result", "after", "new"}
# Lines about something else: per-rank, per-thread and progress lines, the
# timer table, a GPU's properties.
OTHER_WORDS = {"rank", "ranks", "thread", "threads", "task", "tasks", "process", "processes", "proc",
               "iteration", "iterations", "step", "steps", "time", "seconds", "sec", "wall", "elapsed",
               "hello", "local", "partial", "bus", "cache", "shared", "register", "registers", "clock",
               "bandwidth", "speedup", "block", "blocks", "warp", "max", "maximum", "minimum", "difference", "diff",
               "error", "runtime", "duration", "walltime", "timing", "timer", "gflops", "occupancy",
               # smooth's timer rows ('CPU: Stage-in X (sum)', 'Hybrid: Total')
               "stage", "staging", "pin", "pinned", "copy", "alloc", "init", "poison", "verify", "stream",
               "streams", "overlapped", "kernel", "hybrid", "action", "resolution",
               # a check's line ('Verification: PASSED (... for all 1000000 elements)'), values of a kind
               # ('Number of zero elements in y': the ghost ring's, no size)
               "verification", "verified", "validation", "validated", "zero", "zeros", "zeroes", "nan",
               "nans", "negative",
               "crossing", "crossings",  # ('Threshold crossings: 3 per row': a note's count, no threshold)
               # elements a step changed, no size ('Number of elements changed: 13': the thirty-third pass's H20; not
               # 'modified', a sweep's written elements, test_hostile13_sizes; not 'mismatch(es)', a misspelling's
               # nearest word for a check's 'matches')
               "changed", "unchanged", "mismatched"}
# (and words of their own: 'Memory usage' no timer's 'stage', 'Value of n' no 'values', 'shape' no fraction's
# 'share', 'weighted average' no 'weights')
VOCABULARY = (COUNT_WORDS | FRACTION_WORDS | SIZE_WORDS | LINE_WORDS | INNER_WORDS | MEMORY_WORDS | OTHER_WORDS
              | {"unsmoothed", "number", "threshold", "constants", "constant", "coefficients", "weights", "total",
                 "smoothing", "smoothed", "summary", "array", "ghost", "including", "excluding", "without",
                 "usage", "value", "processed", "shape", "weighted"} | UNMENDED)


# Mending a word costs a fuzzy match against the vocabulary (about 70 us): a real output has tens
# of distinct words, so a file gets this many mends and no more (a file of a million distinct words
# took 125 s; 4096 mends, 0.3 s).
MEND_BUDGET = 4096
# The vocabulary's words a word of each length can be 0.8 like (difflib's own first bound, the
# lengths' 2 min / sum): the others need no matching. A word longer than any here matches none.
_MENDABLE = {length: near for length in range(5, 64)
             if (near := [v for v in sorted(VOCABULARY) if 2.0 * min(length, len(v)) / (length + len(v)) >= 0.8])}
_mended = {}
_mends_left = [MEND_BUDGET]


def _mend(word):
    """A misspelt word (5 letters or more) as the label word it is closest to."""
    if len(word) < 5 or word in VOCABULARY or len(word) not in _MENDABLE:
        return word
    if word in _mended:
        return _mended[word]
    if _mends_left[0] <= 0:
        return word
    _mends_left[0] -= 1
    close = difflib.get_close_matches(word, _MENDABLE[len(word)], n=1, cutoff=0.8)
    if len(_mended) >= 1 << 16:
        _mended.clear()
    _mended[word] = close[0] if close else word
    return _mended[word]


LETTERS = re.compile(r"[a-z]+")
# camelCase names (belowX, numBelowY, totalInner): a word at each capital after two small letters
# ('GiB', 'MiB', 'nX' stay one); and after capitals before a capitalised word (Go's 'GBPerArray', 'CPUTime').
CAMEL = re.compile(r"(?<=[a-z]{2})(?=[A-Z])|(?<=[A-Z])(?=[A-Z](?!per[A-Z])[a-z]{2})|(?<=[A-Z])(?=per[A-Z])")  # ('GBperArray')
_short = ABBREVIATIONS.get  # (labelwords': 'num_below_x', 'nrows')
_GLUED_SUMS = re.compile(r"\b([xy])(sum|total)\b|\b(sum|total)([xy])\b")  # ('ySum', 'sumy': an array's sum, arraysums.py)
_GLUED_NAMES = re.compile(r"\b(?:nb_?|count|num|cnt)([xy])\b|\b([xy])_?(?:count|cnt|num)\b|\b(abc)\b")  # the tutorial's 'nbx',
# 'nby'; 'numx', 'cnty', 'xcnt' (issue 66's terse keys); Octave's 'abc'
# A terse key=value name of a count (issue 66): 'nx_below', 'ny_lt_t' (an 'n' glued to the array's letter before a
# count's word: the count of that array, not the side 'nx'), 'x_le_t', 'y_le_thr' (C's/Fortran's 'le': less than t)
_TERSE_COUNT = re.compile(r"(?<![a-z0-9])n([xy])(?=[_ \t]?(?:below|under|lt|lte|leq|less)(?![a-z]))"
                          r"|(?<=[_ \t])le(?=[_ \t](?:t|thr|thresh|threshold)(?![a-z]))")


_words_seen = {}  # label -> its words, for one file (start_file clears it: the mending budget is a file's)


def start_file():
    """A new file: its own mending budget, and no words remembered from the last."""
    _mends_left[0] = MEND_BUDGET
    _words_seen.clear()


def words_of(label):
    """The label's words, lower case, typos mended; '(a,b,c)' -> a b c."""
    words = _words_seen.get(label)
    if words is None:
        if len(_words_seen) >= 4096:  # a chatty output's labels differ by a number: keep the cache small
            _words_seen.clear()
        key, label = label, affixed_read(label)  # ('count(d_y)', 'dev_y count', 'hY below t': the array's, arrays.py)
        name = label.strip()  # a name from code is one word ('numBelowX'); a label of words is not split
        if len(name) <= 24 and (name.isalpha() or "all" in name.lower()):  # ('n_all': gluednames.py)
            label = name = unglued(name)  # ('NTOT', 'fracx', 'nTot': run together, read as 'n_tot': gluednames.py)
        camel = CAMEL.sub(" ", label) if " " not in name and not name.islower() else label
        lower = camel.lower()
        if "nb" in lower or "count" in lower or "abc" in lower or "num" in lower or "cnt" in lower:
            lower = _GLUED_NAMES.sub(lambda m: "a b c" if m.group(3) else f"count {m.group(1) or m.group(2)}", lower)
        if "sum" in lower or "total" in lower:
            lower = _GLUED_SUMS.sub(lambda m: f" {m.group(2) or m.group(3)} {m.group(1) or m.group(4)} ", lower)
        if "_" in lower or " " in lower:  # ('ny_below': y's count, not a side's 'nx'; 'x_le_t': less than t)
            lower = _TERSE_COUNT.sub(lambda m: f"count {m.group(1)} " if m.group(1) else "less", lower)
        if "x" in lower or "smooth" in lower or "filter" in lower or "process" in lower:
            lower = _ARRAY_NAMES.sub(_array_named, lower)
        words = _words_seen[key] = tuple(_mend(_short(word, word)) for word in LETTERS.findall(lower))
    return list(words)


def _which_array(words):
    x, y = bool(X_WORDS & set(words)), bool(Y_WORDS & set(words))
    return "x" if x and not y else "y" if y and not x else None


# The tutorial's labels, as a short label is compared whole: a typo in a word of four letters or
# fewer ('iner') is not mended, but the label still reads as the one it nearly is.
_PLAIN_LABELS = {" ".join(label.lower().split()): key for key, label in FIELDS
                 if key in ("row", "inner", "total", "total_inner", "memory", "threshold", "constants")}
_LABEL_MATCHERS = [(known, key, difflib.SequenceMatcher(None, "", known)) for known, key in _PLAIN_LABELS.items()]
# The lengths a label may have and still be 0.95 like a known one: a similarity is at most
# 2 min(a, b) / (a + b) of the two lengths, so other labels need no matching at all (most of a
# chatty output's lines: 2.5 s to 1.9 s for 100,000)
_REACHABLE_LENGTHS = frozenset(n for n in range(8, 61) if any(2 * min(n, len(known)) / (n + len(known)) >= 0.95
                                                              for known in _PLAIN_LABELS))


def _closest_label(label):
    """The field of the tutorial label this one nearly is (similarity >= 0.95,
    and 0.04 clear of the next), or None."""
    plain = " ".join(label.lower().split()).strip(" :=\t-")
    if len(plain) not in _REACHABLE_LENGTHS:  # (8..60 characters at most)
        return None
    return _closest_plain(plain)


@functools.lru_cache(maxsize=4096)  # a chatty output repeats its labels
def _closest_plain(plain):
    """_closest_label of a label already folded. A similarity's cheap upper
    bounds stand in for it where they are below 0.91: such a label can be
    neither the best (>= 0.95) nor within 0.04 of it, so the answer is the
    same, without difflib's full match (a 100,000-line output: 9 s to 1 s)."""
    def similarity(known, matcher):
        bound = 2 * min(len(plain), len(known)) / (len(plain) + len(known))  # real_quick_ratio
        if bound < 0.91:
            return bound
        matcher.set_seq1(plain)  # the known label stays the matcher's second sequence: indexed once
        bound = matcher.quick_ratio()
        return bound if bound < 0.91 else matcher.ratio()
    ranked = sorted(((similarity(known, matcher), key) for known, key, matcher in _LABEL_MATCHERS), reverse=True)
    best, runner_up = ranked[0], ranked[1]
    return best[1] if best[0] >= 0.95 and best[0] - runner_up[0] >= 0.04 else None


N_PLUS_2 = re.compile(r"\bn\s*\+\s*2\b")  # 'n+2': the row with its ghost cells


# A size whose label does not say which it is: the sizes it may be, the first where its value
# decides nothing (sizes.place_sizes reads it at the n of the file's other sizes).
AMBIGUOUS_SIZES = {"side": ("inner", "row"), "inner size": ("total_inner", "inner"), "area": ("total", "total_inner"),
                   "size": ("total", "inner", "row", "total_inner"), "ghosted size": ("row", "total"),
                   # 'N_total = 1002' (a capital N's: labelwords.capital_n); 'Checked 1000000 elements of y' (those the
                   # count is of); 'outer', 'padded' alone (sizes.place_sizes reads only a value that is one)
                   "padded n": ("row", "total"), "checked": ("total_inner", "total"), "outer": ("row", "total"),
                   "array side": ("inner", "row"), N_TOTAL: ("total", "row")}  # ('n_tot = 1002': gluednames.py)  # (an array's shape, 'Arrays are 1002 x 1002': its ghost cells in it)
SIZE_KINDS = {"row", "inner", "total", "total_inner", *AMBIGUOUS_SIZES}
AMBIGUOUS_SIZES["shape"] = ("row", "inner")  # a grid's square shape alone ('Grid: 1002x1002'): sizes.square_side
_SIZE_FILLER = {"n", "grid", "size", "problem", "matrix", "domain", "mesh", "the", "of", "value", "is", "input"}
_WITH_GHOSTS = {"with", "including", "incl", "plus", "padded", "padding", "ghosted", "boundary", "border", "pad"}
_GHOSTED_SIZE = {"n", "grid", "size", "with", "including", "plus"}  # (or 'padded' alone: 'n = 1000 (padded: 1002)')
_SIDE_WORDS = {"dimension", "dimensions", "side", "width"}
_ARRAY_FLOATS = {"floats", "doubles", "per", "array", "each", "in", "of", "number", "allocated", "the", "x", "y", "stored",
                 "and", "arrays", "both", "allocating", "allocate", "holds", "hold", "has", "have",
                 "so", "thus", "hence"}  # ('x and y, ... floats each'; prose's 'so each array holds 1004004 floats')
_ROW_WORDS = {"row", "rows", "column", "columns", "col", "cols"}
# An array's size ('Array size: 1002', 'allocating arrays of size 1002', 'Size of x'): an array has its ghost
# cells, so its row or all its elements, as its value says (another value judged as the row: it fails)
_ARRAY_SIZE = {"array", "allocating", "allocated", "allocate", "allocation", "of", "each", "x", "y", "and"}
# ('Final y count', 'Last x count', 'Overall Y count', 'y count (final)': the program's last word on a count is
# that count, another printing of it: a wrong one fails, a right only printing is read)
_COUNT_OF_AN_ARRAY = X_WORDS | Y_WORDS | {"count", "of", "in", "for", "the", "array", "elements", "total", "final", "last",
                                          "overall"} | set(BACKEND_WORDS) - {"reference"}  # ('CPU count x', 'GPU count of y': a version's)
_COUNTING = {"count", "counting", "counted"}  # ('counting y: 12', 'Counted x: 100024': the verb's, a count's label too)


def classify(label):
    """The field a label names (below/fraction without their array yet:
    'below', 'fraction'; a size that may be either of two: AMBIGUOUS_SIZES), or None; a struct's short
    member ('params.t', 'grid.gb') by its name where the whole names nothing."""
    name = label.strip()
    if len(name) <= 24 and (name.isalpha() or "all" in name.lower()):
        label = unglued(name)  # ('nPad': 'n_padded', gluednames.py)
    kind = _classified(label)
    member = struct_member(label) if kind is None and ("." in label or ">" in label) else None
    return _classified(member) if member and not set(words_of(label)) & OTHER_WORDS else kind


# A terse count of an array under a kernel's or a variant's name, the tutorial's own among them ('Y (sh16 kernel)',
# 'Y count (sh18)', 'Y count (4 streams)', '(scheme 2)', '(fast)', 'sh16: Y', 'Y result': the thirty-first pass's F3;
# before, the kernel's words made the label none and a wrong restated Y passed unread): the array's letter, and
# besides it only 'count' / 'result' and such names (words_of keeps 'sh' of 'sh16'; a timer's 'Y kernel time' has
# a word more, no count).
_KERNEL_NAMES = KERNEL_WORDS - {"kernel", "kernels"} | {"sh", "scheme", "fast", "faster", "slow", "overlapped", "overlap",
                                                         "variant", "version", "v", "streams", "stream", "count", "result"}
# a backend's word or the generic 'kernel' beside them, never alone ('GPU: x = 5', 'kernel y 13' name no count)
_VARIANT_NAMES = _KERNEL_NAMES | {"kernel", "kernels", "gpu", "cuda", "device", "cpu", "host", "mpi", "omp", "openmp"}


_ACTION = re.compile(r"(?<![\w-])[A-Za-z]{2,12}-[XYxy](?![\w-])")  # (a timer's action on an array: 'Count-Y', 'Init-X')


def _variant_count(words):
    """Whether a label's words are an array's letter with a count's or a variant's words only (see above)."""
    letters = [w for w in words if w in ("x", "y")]
    rest = [w for w in words if w not in ("x", "y")]
    if len(letters) != 1 or not rest or not all(w in _VARIANT_NAMES for w in rest) or not any(w in _KERNEL_NAMES for w in rest):
        return False
    return "result" not in rest or words in (["y", "result"], ["result", "y"])  # ('Y result', 'result_y'; 'x result'
    # no count of x)


def _classified(label):
    label = code_words(explained(without_level(label)))  # 'np.sum(x[1:-1, 1:-1] < t)': code's words as words
    if "(" in label or " " in label:
        label = sweeps_said(label)  # ('... after 1 iteration (Y)': Y's)
    words = words_of(label)
    have = set(words)
    if have & OTHER_WORDS and WORKERS.search(label):  # 'below_y with 8 threads': a count over its threads
        label = WORKERS.sub(" ", label)
        words = words_of(label)
        have = set(words)
    words, have = versions_dropped(words, label, COUNT_WORDS | {"threshold"}, FRACTION_WORDS, X_WORDS | Y_WORDS)  # ('below (Y, shared)')
    if _variant_count(words) and not _ACTION.search(label):
        return "below"  # ('Y count (sh18)', 'Y (sh16 kernel)': a variant's count of the array; 'CPU: Count-Y
        # (overlapped)' is smooth's own timer row, an action's name: its seconds no count)
    if "kernel" in have and kernel_weights(label) and not have & OTHER_WORDS - {"kernel"}:
        return "constants"  # 'Kernel weights (a,b,c)', 'Smoothing kernel (a, b, c)': the stencil's, no GPU kernel's
    if not have or have & OTHER_WORDS or device_property(words):
        return None  # (a GPU's property: 'Total amount of constant memory', 'Tile size')
    if neighbours_named(have):
        return "constants"  # 'Stencil (corner, edge, centre)': two neighbours' constants at least ('edge' alone is a row's)
    closest = _closest_label(label)
    if closest:
        return closest
    if have & {"constant", "constants", "coefficients", "weights"} or re.search(r"\ba\W+b\W+c\b|^\W*abc\W*$", label.lower()):
        return None if _SUMMED.search(label) or _PLUSSED.search(label) else "constants"
    if "/" in label and count_over_all(label.lower(), classify, words_of):
        return "fraction"  # 'below_x/n**2': a count over the elements
    if complement(label, have, bool(have & COUNT_WORDS)):
        return None  # 'elements above threshold (X): 899976', '>= threshold', 'not below': the complement
    counting = (have & COUNT_WORDS or re.search(r"<=?\s*(t\b|thr|[0-9.]|$)", label.lower())
                or ("threshold" in have and have & ({"number", "count"} | SIZE_WORDS)
                    - ({"values"} if "values" not in label.lower() else set())))  # ('Threshold value': t's)
    if have & FRACTION_WORDS or "%" in label and "%" in _MODULO.sub("", label) or counting and (have & _SHARE_WORDS and "weighted" not in have
                                                              and not (have & _SHARE_WORDS <= {"mean", "average"}
                                                                       and values_mean(label))  # (meanvalues.py)
                                                              or _PROBABILITY.match(label)):  # ('weighted average': the stencil's)
        return None if arrays_ratio(label, have) else "fraction"  # ('np.mean(x < t)', 'Probability below threshold (X)', 'P(x < 0.1)': a share of the elements)
    if counting or have & _COUNTING and have & (X_WORDS | Y_WORDS) and have <= _COUNT_OF_AN_ARRAY | _COUNTING:
        return "below"  # (or 'count (x)', 'x count': the count the homework asks of an array)
    if have & {"threshold", "cutoff"} or words == ["t"] or "cut" in have and "off" in have \
            or 2 <= len(words) <= 3 and words[-1] == "t" and set(words[:-1]) <= _T_LEADS | _T_LABELS:  # ('Cut-off value';
        # prose's 'With t = 0.1 and ...'; a run's parameters: 'params t=0.1 a=0.05 ...', 'run with t=0.1 ...')
        return "threshold"
    if have & {"tolerance", "tol", "limit"} and have <= {"tolerance", "tol", "limit", "value", "the", "t"}:
        return "tolerance"  # 'Tolerance: 0.1', 'Limit: 0.1': the threshold where no line names it (fields.read_output)
    if not have & (X_WORDS | Y_WORDS) and other_size(label, have):
        return None  # 'chunk size: 250', 'Halo width: 1', 'sizeof(float) = 4 bytes': no size of the grid (othersizes.py)
    if (have & MEMORY_WORDS or have & MEMORY_UNITS and (have & {"array", "used", "uses", "per", "each", "apiece", "needs", "takes", "taking", "requires",
                                                                 "occupies", "allocating", "allocated", "allocate"} or have <= _UNIT_NAMES)) \
            and not have & {"number"} and not (have & MEMORY_UNITS == {"b"} and have & {"a", "c"}):  # ('used a=0.05
        # b=0.1 c=0.4': the constants' letters, no bytes) '0.00374021 GB used per array', 'Each array uses 0.00374021 GB', 'GB = 0.0037'
        return None if have & OTHER_MEMORY else "memory"
    lower = re.sub(r"(?<=[a-z])(?=[A-Z])", " ", label).lower() if label.isascii() else label.lower()  # ('paddedSize')
    side = ghost_side(lower)  # ('without halo', '(no ghost cells)', 'w/o ghost layer', 'unpadded': inner)
    inner = side == "inner" or side != "ghost" and bool(have & INNER_WORDS)  # ('(inner + ghost)': all of them)
    if side is None and ghost_cells(lower):
        return None  # 'Boundary (ghost) cells: 4004': the ring's cells, no size of the summary
    named = size_named(label.lower())  # 'n^2', '(n+2)**2', 'n+2': the size the expression is
    if named is not None:
        return (CAPITAL_N_SIZES.get(named, named) if capital_n(label) else named) or None  # ('n^3': none; 'N^2': either)
    if "n" in have and have <= _SIZE_FILLER:
        return "side" if capital_n(label) else "inner"  # 'n', 'Grid size n', 'Size (n)'; 'N': n or n + 2
    if "n" in have and have <= _SIZE_FILLER | {"total", "full", "whole", "outer"} and capital_n(label):
        return "padded n"
    if "total" in have and n_total(have):
        return N_TOTAL  # 'n_tot', 'nTot', 'NTOT': n + 2 or all the elements, as its value says (gluednames.py)  # 'N_total', 'full size N': the row with its ghost cells, or all the elements
    bare = have - {"cell", "cells", "layer", "layers"} if have & _GHOSTS else have  # ('ghost cells': ghosts)
    if side == "inner" and bare - _GHOSTS - _LEFT_OUT <= _SIZE_FILLER and bare & {"n", "grid", "size"}:
        return "inner" if "n" in have else "inner size"  # 'n without ghosts'; 'grid size w/o halo': a row's or all
    if (have & _GHOSTS and side != "inner" or side == "ghost") and (bare & _GHOSTED_SIZE or bare == {"padded"}) \
            and bare <= _SIZE_FILLER | _GHOSTS | _WITH_GHOSTS:  # ('Padded size', 'Matrix size (with padding)', 'padded')
        return "row" if "n" in have else "ghosted size"  # 'n_with_ghost'; 'grid with ghosts': its side or all
    if "nx" in have and have <= _SIZE_FILLER | {"nx"}:
        return "side"  # 'nx', 'nrows': with ghost cells or without (sizes.place_sizes)
    if have & {"size", "problem"} and have <= _SIZE_FILLER | _ARRAY_SIZE or "order" in have and have & {"matrix", "grid", "n", "mesh"} \
            and have <= _SIZE_FILLER | {"order"}:  # ('Matrix order n')
        arrays = have & _ARRAY_SIZE - {"of", "each", "and"} and not have & {"grid", "problem", "n", "domain", "mesh", "matrix"}
        return "ghosted size" if arrays else "size"  # 'Grid size', 'Size of the problem': which size, its value says
    if have & LINE_WORDS:  # a grid's 'dimension' or 'side' alone says neither: its value does (sizes.place_sizes)
        return "inner" if inner else "row" if side or not have & _SIDE_WORDS or have & _ROW_WORDS else "side"
    if have & INNER_WORDS and "total" not in have and side != "ghost":
        return "inner size"  # 'inner elements', 'n_inner': a row's or all (sizes.place_sizes)
    if have & {"floats", "doubles"} and not have & SIZE_WORDS and have <= _ARRAY_FLOATS:
        return "area"  # 'Floats per array': all the elements or the inner ones, as the value says
    if (have & SIZE_WORDS or "total" in have) and not (have & SIZE_WORDS == {"values"} and have & _GIVEN) \
            and not not_a_size(have):  # ('Dict{String, Any} with 13 entries', 'Low values: 12': entrywords.py)
        return "total_inner" if inner else "checked" if have & _CHECKED and "total" not in have else "total"
    return "outer" if have in ({"outer"}, {"padded"}) else None  # ('inner=1000 outer=1002')
