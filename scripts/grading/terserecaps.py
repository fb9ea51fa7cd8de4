"""terserecaps.py - a count printed again after the file's counts under a program's terse variable names (the
twenty-eighth pass's F3): 'gpu: cy=13 fy=1.3e-05', 'GPU cy=13 (1.3e-05)', 'CY = 13', 'cy=13', a Fortran
namelist's ' CY=13,' (under '&RESULTS') or '&RESULTS CX=100024, CY=13 /'. varnames.py reads such names as the
counts where they are the only printing; after a line that counts (recaplines.first_count) the same names with a
value are another printing of the count, rewritten in place (line for line) as one the grader reads
('y below threshold = 13 (1.3e-05)'), so that a wrong one fails (before, each passed unread after a right output).
A line is read only where it is nothing but such statements (a count's name: varnames' words, 'c', 'cnt',
'count', 'num', 'nb', 'below', 'lt' beside 'x' or 'y', with a version's suffix too ('cy_gpu', and then 'ny_gpu', its value no power of two: 'nx_gpu = 64' a
block's side); a fraction's: 'f', 'frac', 'fraction', 'p', 'ratio',
'share'), one a count's, behind a version's, a result's or a namelist's label at most ('gpu:', 'GPU', '&RESULTS');
x's and y's counts on it not equal (a centre's 'cx=501 cy=501'), each count printed on no line that does not
count (barerecaps._only_counted: a grid's 'cx = 1002'). Part of the grader (headings._named asks it after
againlines.py); pure functions, anchored bounded patterns on lines of 200 characters at most, a bounded number
of lines looked at (recaplines' walk, after the first count).
"""
import re

from .barerecaps import _only_counted as only_counted
from .recaplines import candidate_lines_rewritten
from .recapprefixes import recap_prefix_end

_COUNT_WORD = r"(?:c|cnt|count|num|nb|below|lt)"
_FRACTION_WORD = r"(?:f|frac|fraction|p|ratio|share)"
_NUMBER = r"(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eEdD][+-]?\d{1,3})?"
# a version's suffix on the name ('cy_gpu', 'nby_cuda', 'NY_GPU': the thirtieth pass's H1); with one, 'ny' is a count's
# name too ('ny' alone may be a grid's side: 'ny = 64')
# the tutorial's kernels and variants too ('cnt_y_sh18', 'Y_sh18', 'ycount_gpu2', the thirty-first pass's F4), two
# at most ('y_gpu_v2')
_SUFFIX_WORD = (r"(?:gpu[0-9]?|cuda|dev|device|omp|mpi|par|parallel|kernel[0-9]?|check|ref|v[0-9]{1,2}|sh[0-9]{1,2}"
                r"|opt|fast|naive|shared|tiled|streams?|async|scheme[0-9])")
# CUDA Fortran's device and host copies ('nby_d', 'y_cnt_d', 'Y_d', 'nby_h': the thirty-second pass's H12), their
# letter always behind an underscore ('cyd' no name of a copy)
_ONE_SUFFIX = rf"(?:_?{_SUFFIX_WORD}|_[dh])"
_SUFFIX = rf"(?:{_ONE_SUFFIX}){{1,2}}"
# (groups: the array's letter after a count's word, before it, before a suffix; after 'n', before a suffix; alone
# before a suffix ('Y_sh18', 'y_gpu_v2': a variant's name of the array, its value a count where it is whole))
# A count's word and the letter take a version's digit too ('cy2', 'ycount_gpu2'); 'n' and a letter alone never
# ('nx2', 'x2': a grid's or a point's).
_COUNT = re.compile(rf"(?i:{_COUNT_WORD}_?([xy])(?:_?[0-9])?|([xy])_?{_COUNT_WORD}(?:_?[0-9]|{_SUFFIX})?"
                    rf"|{_COUNT_WORD}_?([xy]){_SUFFIX}|n_?([xy]){_SUFFIX}|([xy])(?=_){_SUFFIX})")
_FRACTION = re.compile(rf"(?i:{_FRACTION_WORD}_?([xy])|([xy])_?{_FRACTION_WORD})")
# one statement: a name, '=' or ':', a number (Fortran's list-directed output pads it: ' NY_GPU =          13'), a
# fraction in brackets after it
# ('::' Fortran's, 'Y_d :: 13'; a blank alone, 'y_mpi 13', only after a version's suffix: _SUFFIXED)
_STATEMENT = re.compile(rf"([A-Za-z_]\w{{0,12}})([ \t]{{0,3}}(?:=|::?)|[ \t])[ \t]{{0,16}}({_NUMBER})(?![\w.])"
                        rf"(?:[ \t]{{0,3}}\([ \t]{{0,3}}({_NUMBER})[ \t]{{0,3}}\))?")
# a name that ends in a version's suffix behind an underscore ('y_mpi', 'count_x_dev', 'ny_ref'): its value may follow
# a blank alone (the thirty-second pass's H12: 'y_mpi 13' passed unread after a right output); 'cy 13', 'ny 13' never
_SUFFIXED = re.compile(rf"(?i)_(?:{_SUFFIX_WORD}|[dh])$")
_GAP = re.compile(r"[ \t]{0,8}[,;]?[ \t]{0,8}")
# a label before the statements: 'gpu:', 'GPU', 'GPU ->', '&RESULTS'
_LABEL = re.compile(r"^[ \t]{0,16}(?:(&[A-Za-z_]\w{0,30})[ \t]{1,8}|([A-Za-z][A-Za-z0-9_ ]{0,30}?)[ \t]{0,4}"
                    r"(?::|->|=>)[ \t]{0,4}|([A-Za-z][A-Za-z0-9_]{0,20})[ \t]{1,8}(?=[A-Za-z_]\w{0,12}[ \t]{0,3}[=:]))?")
_LABEL_WORDS = {"gpu", "cpu", "cuda", "device", "host", "serial", "parallel", "omp", "openmp", "mpi", "kernel",
                "naive", "opt", "optimized", "optimised", "shared", "tiled", "result", "results", "final", "summary",
                "recap", "check", "verify", "verified", "output", "out", "again", "rerun", "run", "counts", "count",
                "answer", "answers", "values", "version", "v1", "v2", "v3", "double", "float", "single", "fp32",
                "fp64", "my", "the"}
_CANDIDATE = re.compile(rf"(?im)^(?=[^\n]{{0,200}}?(?<![\w])(?:(?:{_COUNT_WORD}|n)_?[xy]|[xy]_?{_COUNT_WORD}|[xy](?=_))"
                        rf"(?:{_SUFFIX}|_?[0-9])?(?:[ \t]{{0,3}}[=:]|[ \t]{{1,16}}\d))")

# a kernel's name as the label (the thirty-third pass's H15: 'smooth_shared: nby = 13' passed unread after a right
# output, as 'shared: nby = 13' did not), with its launch's configuration too ('kernel<<<grid,block>>>: ',
# 'smooth_shared<<<(63,63),(16,16)>>>: '): a version's label
_KERNEL_LABEL = re.compile(r"^[ \t]{0,16}([A-Za-z_][A-Za-z0-9_]{0,40})[ \t]{0,2}(<<<[^<>\n]{1,60}>>>)?[ \t]{0,4}(?::|->)[ \t]{0,4}")
_KERNEL_WORDS = _LABEL_WORDS | {"smooth", "stencil", "kernel", "kernels", "kern", "global", "sm", "smem", "tex", "texture",
                                "coalesced", "unrolled", "halo", "basic", "simple", "launch", "reg", "registers",
                                "thrust", "cub", "cupy", "numba", "jax", "torch", "triton", "hip", "sycl", "opencl", "acc",
                                "openacc", "v", "ver"}  # ("v" of "v2": digits passed over)
_IDENTIFIER_WORDS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")  # ('smoothShared': smooth, shared; digits passed over)


def _kernel_named(name):
    """Whether an identifier is a kernel's or a version's name: each of its words a version's or a kernel's
    ('smooth_shared', 'stencilKernel2', 'smooth_gpu_v2'; not 'centre', 'grid_x')."""
    words = [w.lower() for w in _IDENTIFIER_WORDS.findall(name)]
    return bool(words) and all(w in _KERNEL_WORDS for w in words)


def _power_of_two(value):
    return value > 0 and value & (value - 1) == 0  # (a side of a block or grid: 'nx_gpu = 64')


def _statements(line):
    """The line's statements [(array, count or None, fraction or None)] where the line is a label at most and
    then nothing but counts' and fractions' statements, or None."""
    line = line[recap_prefix_end(line):]  # (a logger's prefix on the recap line alone, '[main] INFO  Stencil - nby=13')
    label, kernel = _LABEL.match(line), _KERNEL_LABEL.match(line)
    words = " ".join(g for g in label.groups() if g).lower().replace("_", " ").split()
    at, found = label.end(), []
    if kernel and (kernel.group(2) or _kernel_named(kernel.group(1))):
        at = kernel.end()  # ('smooth_shared: nby = 13', 'kernel<<<grid,block>>>: nby = 13': a kernel's, a version's)
    elif any(w not in _LABEL_WORDS for w in words) and not label.group(1):
        if label.group(3) is not None:
            return None  # ('centre cx=501 cy=501': another thing's names)
        at = len(line) - len(line.lstrip())  # ('cy: 13': the name itself before the colon; 'centre: ...' fails below)
    while at < len(line):
        m = _STATEMENT.match(line, at)
        if m is None:
            return None
        name, separator, value, bracket = m.groups()
        count, fraction = _COUNT.fullmatch(name), _FRACTION.fullmatch(name)
        if not separator.strip() and (count is None or _SUFFIXED.search(name) is None):
            return None  # ('cy 13', 'ny 13': a blank alone after a suffixed count's name only)
        if count is not None and (count.group(4) or count.group(5)) and value.isdigit() and _power_of_two(int(value)):
            return None  # ('nx_gpu = 64': a GPU's block or grid side, no count)
        if count is not None and "." not in value and "e" not in value.lower():
            found.append((next(a for a in count.groups() if a).lower(), value, bracket))
        elif fraction is not None and bracket is None and found and found[-1][2] is None \
                and found[-1][0] == (fraction.group(1) or fraction.group(2)).lower():
            found[-1] = (found[-1][0], found[-1][1], value)  # ('cy=13 fy=1.3e-05': y's fraction beside its count)
        else:
            return None
        at = _GAP.match(line, m.end()).end()
        if line[at:].strip() in ("", "/", ","):  # (a namelist's ',' and closing '/')
            break
    arrays = [a for a, _, _ in found]
    if not found or len(set(arrays)) != len(arrays):
        return None
    if len(found) == 2 and found[0][1] == found[1][1]:
        return None  # ('cx=501, cy=501': a point on the diagonal)
    return found


def _rewritten(text, start, line):
    found = _statements(line)
    if found is None or not all(only_counted(text, start, start + len(line), v) for _, v, _ in found):
        return None
    indent = line[:len(line) - len(line.lstrip())]
    return indent + ", ".join(f"{a} below threshold = {v}" + (f" ({f.replace('D', 'e').replace('d', 'e')})" if f else "")
                              for a, v, f in found)


def terse_recaps(text):
    """text with each line of terse counts' names after the file's first count rewritten in place as the counts'
    printing ('y below threshold = 13 (1.3e-05)'); other lines as they were."""
    if "=" not in text and ":" not in text:
        return text
    return candidate_lines_rewritten(text, _CANDIDATE, _rewritten)
