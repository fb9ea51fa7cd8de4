"""versionlines.py - a version's counts on a line led by its name ('CPU: X = 100024, Y = 12', 'GPU (sh18): X =
100024 (0.100024), Y = 12 (1.2e-05)', 'CPU (OpenMP, 2 threads): ...', 'Serial (CPU): ...', 'GPU result: x = ...,
y = ...', 'CPU smooth :: 0.0029 s (x below: 100024, y below: 12)', 'GPU time: 0.0001 s, Y: 13'), and a count
named with its version ('x_cpu = 100024, y_cpu = 12', 'Y_gpu: 13', 'y (gpu) = 13', 'y count (GPU) :: 13', 'Y on
the GPU = 13', 'verify: y_cpu=12 y_gpu=13 MISMATCH'). A CPU/GPU homework's most natural summary; the grader read
neither (the nineteenth pass's A10: alone, UNGRADED; after the counts, a wrong one passed: A7). Each is
rewritten in place as a line the grader reads: where no line before counts, the output's counts ('x below
threshold = 100024 (0.100024), y below threshold = 12 (1.2e-05)'); after the counts, that version's result ('x
below threshold (GPU) = 100024, ...'), a second result of each array that must agree (a wrong one fails).
Only where the line holds nothing else: words of a result's label between the name and the counts ('result',
'smooth'), a bracket's qualifier, a time with its unit, and after the counts a remark without digits ('(same
as CPU)', '-> match', 'MISMATCH'); each value a whole number, a pair's two values different (not a square's
sides: 'GPU: x = 1000, y = 1000'), a lone count only beside its array's partner (a line of the other array
with the same version next to it) or with a count's word in its name. Part of the grader (headings.regrouped
asks it, after gpulines.py); pure functions, anchored patterns, linear in the text.
"""
import re

from .barerecaps import counted_before
from .namedbefore import named_before

_VERSIONS = r"(cpu|gpu|cuda|hip|sycl|opencl|openacc|host|device|serial|sequential|openmp|omp|reference)"
# a line led by a version's name ('CPU', '[GPU]', '(CUDA)'), or by one of a check's or a log's words then a count
# named with its version ('verify: y_cpu=12', 'Result: x_gpu = ...')
_LEAD = re.compile(r"[ \t]*[\[(]?" + _VERSIONS + r"\b[\])]?", re.IGNORECASE)
_QUALIFIER = re.compile(r"[ \t]*[(\[][^()\[\]\n]{1,40}[)\]]")  # ('(sh18)', '(OpenMP, 2 threads)')
_WORD = re.compile(r"[ \t]+([A-Za-z]{1,20})\b")
_LABEL_WORDS = {"result", "results", "count", "counts", "output", "run", "kernel", "smooth", "smoothing", "version",
                "naive", "shared", "final", "answer", "time", "timing", "elapsed", "code", "implementation", "impl",
                "side", "only", "loop", "baseline"}
_SEPARATOR = re.compile(r"[ \t]*(?:(?:::|:|=|->|-|,)[ \t]*)?")
# a time before the counts ('0.0029 s', 'time: 0.0001 s,'), no field
_TIME = re.compile(r"(?:(?:time|elapsed)[ \t]{0,4}[:=]?[ \t]{0,4})?\d{1,9}(?:\.\d{1,12})?(?:[eE][-+]?\d{1,3})?[ \t]{0,4}"
                   r"(?:s|ms|us|sec|secs|seconds?|milliseconds?)\b[ \t]*(?:[,;:][ \t]*)?", re.IGNORECASE)
_INT = r"(\d{1,12})(?![\w.]|,\d)"
_FRACTION = r"(?:[ \t]*\([ \t]*(\d{1,3}(?:\.\d{1,12})?(?:[eE][-+]?\d{1,3})?[ \t]*%?)[ \t]*\))?"
_IS = r"(?:[ \t]*(?:::|:|=)[ \t]*|[ \t]+)"
# an array's count after the version ('X = 100024', 'x below: 100024', 'below x 100024', 'y below threshold: 13')
_COUNT = re.compile(r"(?:(below)[ \t_]+)?([xy])(?:[ \t_]+(below|count)(?:[ \t_]+(?:threshold|thr|t))?)?" + _IS + _INT
                    + _FRACTION, re.IGNORECASE)
# an array's count named with its version ('x_cpu = 100024', 'y (gpu) = 13', 'y count (GPU) :: 13', 'Y on the GPU')
_QUALIFIED = re.compile(r"([xy])(?:[ \t_]+(below|count))?(?:[_-]|[ \t]*\(|[ \t]+(?:on|from)[ \t]+(?:the[ \t]+)?)"
                        + _VERSIONS + r"\)?" + _IS + _INT + _FRACTION, re.IGNORECASE)
_CHECK_LEAD = re.compile(r"[ \t]*(?:(?:info|debug)[ \t]*(?::[ \t]*)?(?:\d{4}-\d\d-\d\d[ \tT]\d\d:\d\d:\d\d(?:[.,]\d{1,6})?[ \t]*)?)?"
                         r"(?:(?:verify|verification|check|result|results|summary|final|counts?|log)"
                         r"[ \t]*[:=-]?[ \t]*)?", re.IGNORECASE)
_APART = re.compile(r"[ \t]*(?:[,;|][ \t]*(?:and[ \t]+)?|and[ \t]+)?")
# (each piece a token then its blanks: no two blank runs next to each other, no word split in two)
_REMARK = re.compile(r"[ \t]*((?:(?:[(\[][^()\[\]\n\d]{0,40}[)\]]|->|=>|[-:.]|[A-Za-z!]{1,20}(?![A-Za-z!]))[ \t]*){0,6})$")
_REMARK_WORDS = {"same", "as", "cpu", "host", "serial", "matches", "match", "matched", "matching", "mismatch", "agrees",
                 "agree", "with", "ok", "pass", "passed", "fail", "failed", "identical", "the", "equal", "correct",
                 "verified", "yes", "no", "differ", "differs", "different", "wrong", "error", "reference"}
_WORDS = re.compile(r"[A-Za-z]+")
_CANDIDATE = re.compile(r"(?im)^[^\n]{0,200}(?<![A-Za-z])" + _VERSIONS + r"(?![A-Za-z])[^\n]{0,200}$")  # ('x_cpu')
_LOOKED = 32  # candidate lines per text at most (a bounded cost)


def _counts(line, at, pattern):
    """The (array, count, fraction, worded) of one or two counts of `pattern` from `at`, and where they end."""
    found = []
    for _ in range(2):
        m = pattern.match(line, at)
        if m is None:
            break
        if pattern is _COUNT:
            array, worded, value, fraction = m.group(2).lower(), bool(m.group(1) or m.group(3)), m.group(4), m.group(5)
        else:
            array, worded, value, fraction = m.group(1).lower(), bool(m.group(2)), m.group(4), m.group(5)
        found.append((array, value, fraction, worded, m.group(3).lower() if pattern is _QUALIFIED else None))
        at = _APART.match(line, m.end()).end()
    return found, at


def _led(line):
    """A line led by its version's name: (indent, version, counts, end) or None."""
    m = _LEAD.match(line)
    if m is None:
        return None
    at = m.end()
    q = _QUALIFIER.match(line, at)
    at = q.end() if q else at
    for _ in range(3):  # ('GPU result', 'CPU smooth', 'GPU time')
        w = _WORD.match(line, at)
        if w is None or w.group(1).lower() not in _LABEL_WORDS:
            break
        at = w.end()
    at = _SEPARATOR.match(line, at).end()
    t = _TIME.match(line, at)
    at = t.end() if t else at
    opened = line.startswith("(", at)
    at += 1 if opened else 0
    counts, at = _counts(line, at, _COUNT)
    if opened:
        if not line.startswith(")", at):
            return None
        at += 1
    return (line[:len(line) - len(line.lstrip())], m.group(1), counts, at) if counts else None


def _qualified(line):
    """A line of counts named with their versions ('x_gpu = 100024, y_gpu = 13'): (indent, version, counts, end)."""
    at = _CHECK_LEAD.match(line).end()
    counts, at = _counts(line, at, _QUALIFIED)
    if not counts:
        return None
    return line[:len(line) - len(line.lstrip())], counts[0][4], counts, at


def _read(line):
    """(indent, version, counts) of a version's line, where the line holds nothing else; else None."""
    read = _led(line) or _qualified(line)
    if read is None:
        return None
    indent, version, counts, at = read
    remark = _REMARK.match(line, at)
    if remark is None or not {w.lower() for w in _WORDS.findall(remark.group(1) or "")} <= _REMARK_WORDS:
        return None
    arrays = [c[0] for c in counts]
    if len(set(arrays)) != len(arrays) or len({c[4] for c in counts}) > 1:
        return None  # ('x: 1, x: 2'; 'y_cpu=12 y_gpu=13': the second a version of its own, read below)
    if len(counts) == 2 and counts[0][1] == counts[1][1]:
        return None  # (a square's sides, a point on the diagonal)
    return indent, version, counts


def _split_versions(line):
    """'verify: y_cpu=12 y_gpu=13 MISMATCH': each version's count (indent, version, counts) apart, or None."""
    at = _CHECK_LEAD.match(line).end()
    counts, at = _counts(line, at, _QUALIFIED)
    if len(counts) != 2 or counts[0][4] == counts[1][4] or counts[0][0] != counts[1][0]:
        return None
    remark = _REMARK.match(line, at)
    if remark is None or not {w.lower() for w in _WORDS.findall(remark.group(1) or "")} <= _REMARK_WORDS:
        return None
    indent = line[:len(line) - len(line.lstrip())]
    return [(indent, c[4], [c]) for c in counts]


def _written(indent, version, counts, second):
    tag = f" ({version})" if second else ""
    return indent + ", ".join(f"{a} below threshold{tag} = {v}" + (f" ({f})" if f else "")
                              for a, v, f, _, _ in counts)


def versions_read(text):
    """text with each version's line of counts rewritten in place (the rules above); other lines as they were."""
    low = text.lower()  # (a literal search first: most outputs name no version)
    if not any(w in low for w in ("cpu", "gpu", "cuda", "host", "device", "serial", "sequential", "openmp", "omp",
                                  "hip", "sycl", "opencl", "openacc", "reference")):
        return text
    found = []
    for m in _CANDIDATE.finditer(text):
        if len(found) >= _LOOKED:
            break
        line = m.group(0)
        read = _read(line)
        parts = None if read else _split_versions(line)
        if read or parts:
            found.append((m.start(), m.end(), [read] if read else parts))
    pieces, at, written = [], 0, set()
    for k, (start, end, reads) in enumerate(found):
        before = counted_before(text, start) or named_before(text, start)  # ('"y_below": 12': namedbefore.py)
        if not before and any(len(c) == 1 and not c[0][3] and not _partnered(text, found, k, c[0][0])
                              for _, _, c in reads):
            continue  # ('GPU: x = 5' alone, no count before: no count's word, no partner)
        lines = []
        for i, (indent, version, counts) in enumerate(reads):  # (a second result: after the counts, or its array's
            second = before or i > 0 or any(c[0] in written for c in counts)  # line written already)
            lines.append(_written(indent, version, counts, second))
            written.update(c[0] for c in counts)
        pieces += [text[at:start], "\n".join(lines)]
        at = end
    return "".join(pieces) + text[at:] if pieces else text


def _partnered(text, found, k, array):
    """Whether the version line found[k] (one count of `array`) has next to it (no other line between, blanks
    aside) a version line of one count of the other array and the same version."""
    start, end, reads = found[k]
    for j in (k - 1, k + 1):
        if not 0 <= j < len(found) or len(found[j][2]) != 1:
            continue
        other = found[j][2][0]
        if len(other[2]) != 1 or other[2][0][0] == array or other[1].lower() != reads[0][1].lower():
            continue
        between = text[found[j][1]:start] if j < k else text[end:found[j][0]]
        if not between.strip():
            return True
    return False
