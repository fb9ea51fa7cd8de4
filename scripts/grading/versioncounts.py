"""versioncounts.py - a count below the threshold by a version of the program that names no array, after the
file's counts (the thirty-fourth pass's b32, H2): 'Count on GPU: 13', 'GPU count: 13', 'GPU: 13 elements below
threshold', 'sh16: 13 elements below threshold', 'version 2: 13 below t', 'hybrid: count = 13', 'Elements below
threshold (GPU): 13', 'kernel sh18 count below threshold = 13', 'Verification: CPU count = 12, GPU count = 13',
'CPU 12 vs GPU 13', and a self-check's bare '(13 == 13)'. Before, each passed unread after a right output (a wrong
GPU count at full marks). The program's computation is y's (x is the data it is given, y what each version
smooths), so such a count is y's by that version where the file's counts make that clear: each value is nearer,
on a log scale, to the smallest whole number printed from the file's first count to the line (y's) than to the
largest (x's), those two differing (where one count is printed before, x's: a tenth of it or less), and the value
is printed on no line that does not count (barerecaps' rule: not n+2's 1002). Each is rewritten in place as y's
printing ('y (GPU) below threshold = 13'; a CPU's, host's, serial or reference's 'y below threshold = 12'), so
that a wrong one fails Y and a right one passes. Left as they were: a value nearer x's count (which array the line
counts cannot be told: 'GPU count: 100025'), a line that names an array (other rules read it) or any word besides
a version's, a count's and a check's, a number of devices or streams ('Number of streams: 4', 'GPU count: 2',
'GPU count: 0': 8 or fewer under a label of a device's noun and 'count' or 'number' alone; 'Found 1 CUDA
device': a device's noun after the value), a boolean's check
('(1 == 1)'), and a line with no count's word but a comparison of two versions ('CPU 12 vs GPU 13'). A check's
verdict after the values ('CPU 12 vs GPU 13 MISMATCH', '-> FAILED', ': match', '[OK]', a tick; x32, h37 w51-w54)
is dropped before the line is read, and a second version's count in brackets after the first ('GPU count: 13 (CPU
count: 12) ERROR') is a segment of its own: before, such a line was not read and a wrong GPU count passed. Part of the
grader (headings._named asks it after proseclaims.py); anchored bounded patterns on lines of 200 characters at
most, a bounded number of lines after the file's first count (recaplines.candidate_lines_rewritten).
"""
import math
import re

from .barerecaps import _only_counted as only_counted
from .recaplines import candidate_lines_rewritten, counts_before
from .versionwords import NAME_WORDS

# the tutorial's kernels and a version's words ('sh16', 'version 2', 'hybrid', 'GPU')
_GPU_WORDS = frozenset(NAME_WORDS - {"host", "cpu", "serial", "sequential", "reference", "parallel"}) | {
    "gpu", "cuda", "device", "kernel", "sh1", "sh16", "sh18", "hip", "opencl", "sycl", "openacc", "version", "v2",
    "implementation", "impl", "accelerated", "accelerator"}
_MAIN_WORDS = frozenset(("cpu", "host", "serial", "sequential", "reference"))
_COUNT_WORDS = frozenset(("count", "counts", "counted", "below", "under", "less", "lower", "result", "results",
                          "found"))
_OTHER_WORDS = frozenset(("number", "of", "the", "on", "from", "in", "with", "by", "via", "for", "than",
                          "threshold", "thresh", "t", "elements", "element", "values", "cells", "points", "entries",
                          "total", "final", "answer", "output", "verification", "verify", "verified", "check",
                          "checking", "validation",
                          "my", "our", "run", "computed", "is", "was", "parallel", "and", "vs", "versus", "side"))
_VOCABULARY = _GPU_WORDS | _MAIN_WORDS | _COUNT_WORDS | _OTHER_WORDS
_TOKEN = re.compile(r"[a-z]+\d*|\d+")
# a segment: a label (a version's and a count's words), an optional separator, a whole number, a few words after it
_SHARE = (r"(?:[ \t]{0,4}\([ \t]{0,4}(?:(?:fraction|frac|share)[ \t]{0,4}[:=]?[ \t]{0,4})?"
          r"(\d{0,3}\.?\d{1,12}(?:[eE][-+]?\d{1,3})?[ \t]{0,2}%?)[ \t]{0,4}\))?")  # ('(0.0013%)', '(fraction 1.3e-05)')
_SEGMENT = re.compile(r"^[ \t]*([A-Za-z\[][A-Za-z0-9 \t:()\[\]_,-]{0,60}?)[ \t]{0,4}(?:::|->|[:=])?[ \t]{0,4}"
                      r"(\d{1,12})(?![\w.]|,\d)" + _SHARE + r"[ \t]{0,4}([A-Za-z][A-Za-z \t<]{0,50}?)?"
                      r"(?:[ \t]{0,4}[(\[]([A-Za-z][\w-]{0,15}(?:[ \t,]{1,3}[A-Za-z][\w-]{0,15}){0,3})[)\]])?" + _SHARE + r"[ \t]{0,4}[.!]?[ \t]*$")
_APART = re.compile(r"[ \t]*(?:[,;|]|\bvs\.?|\bversus\b)[ \t]*|(?<=\d)[ \t]+(?=[A-Za-z]{2,12}[ \t]{0,2}[:=])")
_CHECK = re.compile(r"^([ \t]*)\(?[ \t]{0,4}(\d{1,12})[ \t]{0,4}==[ \t]{0,4}(\d{1,12})[ \t]{0,4}\)?[ \t]*$")
_ARRAY = re.compile(r"(?<![\w.])[xXyY](?![\w])")
# a check's verdict after the values ('CPU 12 vs GPU 13 MISMATCH', '-> FAILED', ': match', '[OK]', '✓'): dropped
# before the line is read, so that the values it follows are still graded
_VERDICT = re.compile(r"(?<=[\d)\]])[ \t]{0,4}(?:-{1,2}>?|=>|[:=\u2013\u2014\u2192])?[ \t]{0,4}[(\[]?[ \t]{0,2}(?:(?:mis)?match(?:es|ed|ing)?|"
                      r"fail(?:s|ed|ure)?|errors?|ok(?:ay)?|pass(?:es|ed)?|success(?:ful)?|correct|incorrect|wrong|"
                      r"differ(?:s|ent)?|different|same|equal|agree(?:s|d)?|disagree|[\u2713\u2714\u2717\u2718\u274c\u2705])"
                      r"[ \t]{0,2}[)\]]?[ \t]{0,4}[.!]{0,3}[ \t]*$", re.IGNORECASE)
# a second version's count in brackets after the first ('GPU count: 13 (CPU count: 12)'): a segment of its own
_BRACKETED = re.compile(r"(?<=\d)[ \t]{0,4}\(([A-Za-z][A-Za-z0-9 \t_-]{0,40}?[ \t]{0,4}[:=][ \t]{0,4}\d{1,12})\)[ \t]*$")
# a device's or a stream's number ('Number of streams: 4', 'GPU count: 2', 'device count = 1')
_DEVICE_NOUNS = frozenset(("gpu", "gpus", "device", "devices", "cuda", "stream", "streams", "kernel", "kernels"))
_DEVICES = 8
_CANDIDATE = re.compile(r"(?im)^(?=[^\n]{0,200}?(?:gpu|cuda|device|kernel|\bsh1|streams|hybrid|global|shared|"
                        r"version|\bhip\b|opencl|sycl|openacc|openmp|\bomp\b|\bmpi\b|naive|tiled|==))")


def _tokens(text):
    return _TOKEN.findall(text.lower())


def _parts(line):
    """The line's segments: apart by _APART where no bracket is open ('count (GPU, sh16) = 13' is one)."""
    parts, begin = [], 0
    for m in _APART.finditer(line):
        before = line[begin:m.start()]
        if before.count("(") + before.count("[") != before.count(")") + before.count("]"):
            continue  # (inside a bracket: the segment goes on)
        parts.append(before)
        begin = m.end()
    parts.append(line[begin:])
    return [part for part in parts if part.strip()]


def _segment(part):
    """(label's tokens, value, tokens after it, its share or None) of one segment, or None."""
    m = _SEGMENT.match(part)
    if m is None:
        return None
    share = m.group(3) or m.group(6)
    if m.group(3) and m.group(6) or share and "%" not in share and float(share) > 1:
        return None  # ('13 (2) below threshold (0.0013%)', 'GPU: 13 (2)': no share)
    label, after, tag = _tokens(m.group(1)), _tokens(m.group(4) or ""), _tokens(m.group(5) or "")
    for at, token in enumerate(label):
        if token.isdigit() and (at == 0 or label[at - 1] not in ("version", "v", "run")):
            return None  # ('16x16 tiles 13', '2 GPUs: 13'; 'version 2: 13' is a version's name)
    if after and after[0] in _DEVICE_NOUNS | {"nvidia", "amd", "capable"}:
        return None  # ('Found 1 CUDA device', 'found 1 GPU': the devices counted)
    words = [t for t in label + after + tag if not t.isdigit()]
    if not words or not set(words) <= _VOCABULARY:
        return None
    return label + tag, m.group(2), after, share and share.replace(" ", "")


def _device_number(label, value):
    """Whether the label counts devices or streams ('GPU count: 2', 'Number of streams: 4'), not elements."""
    words = set(label)
    return bool(words & _DEVICE_NOUNS) and bool(words & {"count", "number"}) and int(value) <= _DEVICES \
        and words <= _DEVICE_NOUNS | {"count", "number", "of", "the", "available", "used"}


def _nearer_y(text, start, values):
    """Whether each value is nearer (log scale) to the smallest whole number printed from the file's first count
    to `start` than to the largest, those two apart."""
    before = counts_before(text, start)
    if not before:
        return False
    if min(before) == max(before):  # (one count before, x's: a value a tenth of it or less is no printing of it)
        return all(int(v) * 10 <= before[0] for v in values)
    low, high = math.log(min(before)), math.log(max(before))
    return all(abs(math.log(max(int(v), 1)) - low) < abs(math.log(max(int(v), 1)) - high) for v in values)


def _tag(label):
    """The version a segment's label names: None for the main (CPU) result, else its word ('GPU' for a kernel's
    name or a numbered version)."""
    words = set(label)
    if words & _MAIN_WORDS and not words & _GPU_WORDS:
        return None
    for word in label:
        if word in NAME_WORDS and word not in _MAIN_WORDS:
            return word.upper() if word in ("gpu", "cuda", "omp", "mpi", "hip") else word
    return "GPU"


def _rewritten(text, start, line):
    end = start + len(line)
    line = _BRACKETED.sub(r", \1", _VERDICT.sub("", line, 1), 1)
    indent = line[:len(line) - len(line.lstrip())]
    check = _CHECK.match(line)
    if check is not None:
        values = [check.group(2), check.group(3)]
        if max(int(v) for v in values) < 2:
            return None  # ('(1 == 1)': a boolean's check)
        if not _nearer_y(text, start, values) or not all(only_counted(text, start, end, v) for v in set(values)):
            return None
        return indent + ", ".join(f"y below threshold = {v}" for v in values)
    if _ARRAY.search(line):
        return None  # (an array named: other rules' line)
    segments = [_segment(part) for part in _parts(line)]
    if not segments or len(segments) > 3 or None in segments:
        return None
    tokens = set()
    for label, _, after, _ in segments:
        tokens.update(label + after)
    versions = [bool(set(label) & (_GPU_WORDS | _MAIN_WORDS)) for label, _, _, _ in segments]
    if not any(versions) or not all(versions) and len(segments) > 1:
        return None
    if not tokens & _COUNT_WORDS and not (len(segments) == 2 and len({_tag(label) for label, _, _, _ in segments}) == 2):
        return None  # ('GPU: 13' names no count; 'CPU 12 vs GPU 13' compares two versions' counts)
    if not any(set(label) & _GPU_WORDS for label, _, _, _ in segments):
        return None  # (no version but the main one: 'CPU count: 13' is other rules')
    if any(_device_number(label, value) for label, value, _, _ in segments):
        return None
    values = [value for _, value, _, _ in segments]
    if not _nearer_y(text, start, values) or not all(only_counted(text, start, end, v) for v in set(values)):
        return None
    out = []
    for label, value, _, share in segments:
        name, share = "y" if _tag(label) is None else f"y ({_tag(label)})", f" ({share})" if share else ""
        out.append(f"{name} below threshold = {value}{share}")
    return indent + ", ".join(out)


def version_counts(text):
    """text with each such line after the file's first count rewritten in place (module docstring); other lines
    as they were."""
    return candidate_lines_rewritten(text, _CANDIDATE, _rewritten)
