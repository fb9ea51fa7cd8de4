"""labelwords.py - what a label's words say besides the field they name: a logging level before it
(a debug line's label is what follows), the complement of a count below the threshold (no field),
two of the stencil's neighbours named (the constants), a kernel's launch configuration (no size),
a count over threads or ranks (a version of the result), a count of sweeps (which array), a kernel's
weights (the constants), a capital N (n or n + 2, its value says); and the short forms of label words
(`num`, `frac`, `nrows`).
Part of the grader (words.classify asks it); pure functions.
"""
import re

from .thresholdnotes import noted

# A logging level before a label, with its separator ('DEBUG: ', '[debug] ', 'dbg: ', 'WARNING - '): the
# line's label is what follows (a debug line's count is a printing of the count). A level on every
# line is a logger's prefix, dropped before (lines.without_prefix).
_LEVEL = r"(?:debug|dbg|trace|info|information|notice|note|warning|warn|error|err|critical|fatal|verbose|log)"
LEVEL_START = re.compile(rf"[ \t]*(?:[\[(<]{_LEVEL}[\])>]|{_LEVEL}[ \t]*(?::(?!:)|[\])>|]|[ \t]-[ \t]))[ \t]*",
                         re.IGNORECASE)

# Short forms of label words, as snake_case names have them (num_below_x, frac_below_y, n_tot, thresh),
# and the side of a grid that says no more ('nx', 'nrows': with its ghost cells or not, its value says).
ABBREVIATIONS = {"num": "number", "nb": "number", "cnt": "count", "counts": "count", "frac": "fraction", "pct": "percent",
                 "perc": "percent", "tot": "total", "thresh": "threshold", "thres": "threshold", "elems": "elements",
                 "elem": "element", "elts": "elements", "pts": "points", "consts": "constants", "coeffs": "coefficients",
                 "coefs": "coefficients", "arr": "array", "ny": "nx", "nrows": "nx", "ncols": "nx", "nrow": "nx",
                 "ncol": "nx", "nxy": "nx", "thr": "threshold", "nn": "size",
                 # a comparison's short name ('x_lt_t', 'n_lte_thr', 'y_leq_t': issue 66's terse keys): below
                 "lt": "less", "lte": "less", "leq": "less",
                 # a row's glued names (Octave's 'rowlen = 1002', a CSV header's 'rowlen'): a row's size
                 "rowlen": "row", "rowlength": "row", "rowsize": "row", "rowwidth": "row", "collen": "column",
                 "collength": "column", "colsize": "column"}


def without_level(label):
    """The label after a logging level that starts it ('DEBUG: count_x' -> 'count_x')."""
    level = LEVEL_START.match(label)
    return label[level.end():] if level and level.end() < len(label) else label


# The complement of a count below the threshold: at, above or over it ('above threshold', 'greater than
# 0.1', '>= t', 'at or above', 'not below'); no field (the count's own label says below)
_ABOVE_WORDS = {"above", "over", "greater", "larger", "bigger", "higher", "more", "exceeding", "exceed", "exceeds",
                "not", "t", "thr", "threshold", "thresh"}
_ABOVE = re.compile(r"\b(?:above|exceed(?:ing|s)?|(?:greater|larger|bigger|higher|more)[ \t]{1,3}than"
                    r"|over[ \t]{1,3}(?:the[ \t]{1,3})?(?:threshold|thresh|thr|cutoff|t\b|[0-9.]))"
                    r"|(?<![-=<>])>=?[ \t]{0,3}(?:t\b|thr|[0-9.])|\bnot[ \t]{1,3}(?:below|under|less|smaller|lower)")
_NOT_BELOW = re.compile(r"\bnot[ \t]{1,3}(?:below|under|less|smaller|lower)")


def complement(label, have, counting):
    """Whether a label (its words `have`; `counting`: a count's word among them) names the complement
    of a count below the threshold."""
    lower = label.lower()
    return bool((have & _ABOVE_WORDS or ">" in label) and (not counting or _NOT_BELOW.search(lower))
                and _ABOVE.search(lower))


# The stencil's neighbours' names (constants.WEIGHT_NAMES, plural too): a for the diagonal ones, b the edge ones, c the centre
_NEIGHBOURS = {w + s: letter for w, letter in (("corner", "a"), ("diagonal", "a"), ("diag", "a"), ("edge", "b"),
                                               ("side", "b"), ("centre", "c"), ("center", "c"), ("central", "c"))
               for s in ("", "s")}


def neighbours_named(have):
    """Whether a label's words name two of the stencil's neighbours ('Stencil (corner, edge, centre)')."""
    return len({_NEIGHBOURS[w] for w in have if w in _NEIGHBOURS}) >= 2


def launch_configuration(label, line, end, kind=None):
    """'Grid Size :: 256 256 1', 'Grid dim: 64, 64': a kernel's launch
    configuration (a dim3), not a size of the problem: a grid with two more
    numbers after the value, or a dimension with one more; for a size (`kind`), a
    bracketed pair or triple of sides (axis_pair)."""
    if kind in _SIDE_KINDS | _AREA_KINDS and axis_pair(label, line, end, kind):
        return True
    words = set(re.findall(r"[a-z]+", label.lower()))
    if "grid" not in words and not words & {"dim", "dims", "dimension", "dimensions"}:
        return False  # neither: no launch configuration, whatever follows (most lines: no match needed)
    more = len(re.findall(r"\d+", re.match(r"[\s,x*()]*(?:\d+[\s,x*()]*)*", line[end:]).group(0)))
    return bool("grid" in words and more >= 2 or words & {"dim", "dims", "dimension", "dimensions"} and more >= 1)


# A count over threads or ranks ('with 8 threads', '(OpenMP, 8 threads)', 'threads=8', 'all ranks', 'Total over
# all ranks'): a version of the result (variant 'threads': every such line one version, so any that differs
# fails), those words no other line's; a thread's or a rank's own number ('thread 0', 'rank 3: ...') stays a
# partial's (RANK_TAG, checked.counts_elsewhere), no version.
WORKERS = re.compile(r"(?i)(?:\b(?:with|using|on|for|at|over|across|in|from)[ \t]+)?(?:\b\d+[ \t]+(?:openmp[ \t]+|omp[ \t]+|"
                     r"mpi[ \t]+)?(?:threads?|ranks?|processes|procs|tasks|workers)\b|\b(?:n|num_?|omp_num_|n_)?(?:threads|"
                     r"ranks|procs)[ \t]*[=:][ \t]*\d+|\b(?:all|every)[ \t]+(?:\d+[ \t]+)?(?:ranks|processes|procs|tasks|threads)\b)")


# A kernel named as the stencil's weights ('Kernel weights', 'Kernel coefficients (a, b, c)', 'Smoothing
# kernel (a,b,c)'): the constants; any other kernel ('Kernel time', 'Kernel: sh18') a GPU's.
_KERNEL_WEIGHTS = re.compile(r"\b(?:weights?|coefficients?|coeffs?|constants?)\b|\ba\W{1,4}b\W{1,4}c\b")


def kernel_weights(label):
    """Whether a label with the word kernel names the stencil's weights ('Kernel weights (a,b,c)')."""
    return bool(_KERNEL_WEIGHTS.search(label.lower()))


# A capital N where no small n is beside it ('N = 1002', 'N^2 = 1004004'): students name the padded size
# N = n + 2 as often as n itself, so its value says which (sizes.place_sizes: at the n the file's other
# sizes say, or a small n's own line). The sizes n's expressions name, as N's ('N^2': n^2 or (n+2)^2).
_CAPITAL_N = re.compile(r"(?<![A-Za-z0-9])N(?![A-Za-z0-9])")
_SMALL_N = re.compile(r"(?<![A-Za-z0-9])n(?![A-Za-z0-9])")
CAPITAL_N_SIZES = {"inner": "side", "total_inner": "area"}


def capital_n(label):
    """Whether a label names a capital N and no small n ('N', 'Grid size N', 'N*N'; not 'n=1000 N')."""
    return "N" in label and bool(_CAPITAL_N.search(label)) and not _SMALL_N.search(label)


# A label's count of sweeps after its array ('... after 1 iteration (Y)', 'after smoothing (1 step)'):
# which array, not a progress line ('Iteration 5: ...' stays one).
_SWEEPS = re.compile(r"\b(?:after|in|with|for)\s+(\d+|one|a|an)\s+(?:smoothing\s+)?(?:iterations?|steps?|sweeps?|passes?)\b"
                     r"|\(\s*(\d+|one)\s+(?:smoothing\s+)?(?:iterations?|steps?|sweeps?|passes?)\s*\)", re.IGNORECASE)


def _sweeps_said(m):
    count = m.group(1) or m.group(2)
    return " before " if count == "0" else " after "


def sweeps_said(label):
    """The label with its count of sweeps as the array it names ('after 0 iterations': ' before ')."""
    return _SWEEPS.sub(_sweeps_said, label)


# Elements a check went over ('Checked 1000000 elements of y'): those a count is of, a total; values a
# reference gives ('Reference values from the assignment: x 100024, y 12'): no size.
CHECKED = {"checked", "scanned", "examined", "tested", "inspected", "visited", "looped", "iterated",
           # the elements a sweep updates ('Elements updated', 'Elements smoothed', 'Elements to update', 'Cells updated
           # per sweep', 'Active elements', 'Elements in the domain'): the inner ones, or all where the value says so
           "updated", "update", "smoothed", "smooth", "counted", "active", "real", "computed", "processed", "useful",
           "sweep", "domain", "written", "write", "writes", "wrote", "modified",
           "compared"}  # ('Elements written: 1000000': those a sweep writes)
GIVEN = {"reference", "assignment", "expected", "tutorial", "given", "correct", "known", "handout"}


# The threshold's label with a clause in brackets that explains it ('Threshold (below which elements are
# counted): 0.1'): the threshold's, though the clause has a count's words.
_EXPLAINED = re.compile(r"(?i)[ \t]*(threshold|cut-?off(?:[ \t]+value)?)[ \t]*\([ \t]*([a-z'-]+(?:[ \t]+[a-z'-]+){2,11})[ \t]*\)"
                        r"[ \t:=]*")  # (words apart by blanks: each split one way)


def explained(label):
    """The label without the clause in brackets that explains a threshold; else the label."""
    m = _EXPLAINED.fullmatch(label) if "(" in label else None
    return m.group(1) if m else noted(label) or label  # ('Threshold t (x < t is counted): ': thresholdnotes.py)


# A struct's short member printed as its label ('params.t', 'grid->gb', 'p.a', 'self.c'): its name read alone
# where the whole names nothing (a member's name of three letters at most; a longer one's words are read)
_MEMBER = re.compile(r"[ \t]*(?:[A-Za-z_]\w{0,30}(?:\.|->)){1,3}([A-Za-z_]\w{0,2})[ \t]*(?:::?|=)?[ \t]*")


def struct_member(label):
    """The member's name of a label that is a struct's short member ('params.t' -> 't'), else None."""
    m = _MEMBER.fullmatch(label) if len(label) < 120 and ("." in label or ">" in label) else None
    return m.group(1) if m else None


# One array's count over the other's ('Ratio y/x', 'y:x ratio', 'ratio of y to x', 'below_y/below_x'): a ratio of
# the two results, no fraction of the elements. (Each side's name prefix bounded: no quadratic backtracking.)
_ARRAYS_RATIO = re.compile(r"(?i)(?<![A-Za-z])(?:[A-Za-z]{1,12}_)?([xy])[ \t]*(?:/|:|\bover\b|\bto\b)[ \t]*"
                           r"(?:[A-Za-z]{1,12}_)?(?!\1)[xy](?![A-Za-z])")
_SHARE_OF_ELEMENTS = {"fraction", "percent", "percentage", "proportion", "share", "portion"}


def arrays_ratio(label, have):
    """Whether a label that says 'ratio' (its words: have) names one array's result over the other's."""
    return "ratio" in have and not have & _SHARE_OF_ELEMENTS and _ARRAYS_RATIO.search(label) is not None


# A size's value the first of a bracketed pair or triple of whole numbers ('Grid size (x, y) = (32, 126)', a CUDA
# launch's; 'Element (x, y) = (12, 345)', 'Stencil size (x, y) = (3, 3)'): per-axis values, no size where they
# differ (no square, as 'Grid: 1002 x 500'), nor where the label names its axes and another thing than the grid.
_TUPLE_REST = re.compile(r"[ \t]*,[ \t]*(\d+)(?:[ \t]*,[ \t]*(\d+))?[ \t]*\)")
_AXES = re.compile(r"\([ \t]*[A-Za-z_]{1,8}(?:[ \t]*,[ \t]*[A-Za-z_]{1,8}){1,2}[ \t]*\)")
_GRID_WORDS = {"grid", "size", "sizes", "shape", "dim", "dims", "dimension", "dimensions", "domain", "mesh", "matrix",
               "array", "arrays", "of", "the", "full", "padded", "inner", "interior", "global", "local", "n", "problem",
               "total", "number", "elements", "cells", "points", "nodes", "with", "ghost", "ghosts", "halo"}


_SIDE_KINDS = {"row", "inner", "side", "size", "ghosted size", "shape"}
_AREA_KINDS = {"total", "total_inner", "area", "inner size"}  # ('Total size = (1004004, 1000000)': two sizes)


def axis_pair(label, line, end, kind):
    """Whether a size's value (ending at `end`) opens a bracketed pair or triple of sides that is no grid's size."""
    rest = _TUPLE_REST.match(line, end)
    if rest is None:
        return False
    head = line[:end].rstrip("0123456789")
    if not head.rstrip(" \t").endswith("("):
        return False
    sides = {line[len(head):end], rest.group(1), rest.group(2) or rest.group(1)}
    axes = _AXES.search(label)
    if len(sides) > 1:
        return kind in _SIDE_KINDS or bool(axes)
    return bool(axes) and not set(re.findall(r"[a-z]+", label[:axes.start()].lower())) <= _GRID_WORDS
