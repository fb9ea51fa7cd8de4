"""gpulines.py - a GPU's result on one line of its own after the counts ('GPU: x 100024, y 12', 'GPU result:
x=100024, y=12 -> match', 'CUDA: 100024 / 12 (same as CPU)', 'GPU: below x 100024, below y 12 (matches CPU)', 'GPU result: x=100024 (0.100024), y=12 (1.2e-05)'):
the second result of each array, as a GPU's column or section is (sections.py), rewritten in place as
one the grader reads ('x below threshold (GPU) = 100024, y below threshold (GPU) = 12'), so that a wrong
one fails. Only where a line before counts (the first result) and the line holds nothing else but a
remark without digits on the result's agreeing ('(same as CPU)', '-> match', 'OK'); a pair without names
with a slash ('100024 / 12') only where the second is the smaller (not a count over its whole), and one
of a pair without names printed on a line that counts ('GPU: 0, 1' is no result). Part of
the grader (headings.regrouped asks it, after barerecaps.py); pure functions, one anchored pattern, linear.
"""
import re

from .barerecaps import counted_before, printed_counting
from .devicecounts import device_counts

_INT = r"(\d{1,12})"
_APART = r"(?:[ \t]*[,;][ \t]*(?:and[ \t]+)?|[ \t]+and[ \t]+|[ \t]+)"
_FRACTION = r"(?:[ \t]*\([ \t]*(\d{1,3}(?:\.\d{1,12})?(?:[eE][+-]?\d{1,3})?[ \t]*%?)[ \t]*\))?"  # ('x=100024 (0.100024)')
_NAMED = (r"(?:below[ \t_]+)?x(?:[ \t]*[:=][ \t]*|[ \t]+)" + _INT + _FRACTION + _APART +
          r"(?:below[ \t_]+)?y(?:[ \t]*[:=][ \t]*|[ \t]+)" + _INT + _FRACTION)
_BARE = _INT + r"[ \t]*(,|/|;)[ \t]*" + _INT
_LINE = re.compile(r"^([ \t]*)[\[(]?(gpu|cuda|hip|opencl|sycl|openacc|device)((?:[ \t]+\(?[A-Za-z]+\)?){0,2})[\])]?"
                   r"(?:[ \t]*[:=][ \t]*|[ \t]+)(?:" + _NAMED + "|" + _BARE + r")"
                   r"[ \t]*([(\[][^()\[\]\n\d]{0,40}[)\]]|(?:->|=>|-|:)[ \t]*[A-Za-z][A-Za-z \t]{0,30}|[A-Za-z]+)?[ \t]*$",
                   re.MULTILINE | re.IGNORECASE)
_LABEL_WORDS = {"result", "results", "counts", "count", "output", "run", "kernel", "below", "threshold", "naive",
                "shared", "version", "answer", "cuda", "hip", "opencl", "sycl", "openacc"}  # ('GPU (CUDA) result:')
_REMARK_WORDS = {"same", "as", "cpu", "matches", "match", "matched", "matching", "agrees", "agree", "with", "ok",
                 "pass", "passed", "identical", "host", "serial", "the", "equal", "correct", "verified", "yes"}
_WORDS = re.compile(r"[A-Za-z]+")
_LOOKED = 16  # such lines per text at most (a bounded cost)


def gpu_lines(text):
    """text with each such GPU line rewritten in place; other lines as they were."""
    low = text.lower()  # (a literal search first: most outputs name no GPU)
    if not any(word in low for word in ("gpu", "cuda", "hip", "opencl", "sycl", "openacc", "device")):
        return text
    text = device_counts(text)  # ('after the GPU run: 13 elements of y': devicecounts.py)
    pieces, at, looked = [], 0, 0
    for m in _LINE.finditer(text):
        label = {w.lower() for w in _WORDS.findall(m.group(3))}
        remark = {w.lower() for w in _WORDS.findall(m.group(11) or "")}
        if not label <= _LABEL_WORDS or not remark <= _REMARK_WORDS:
            continue
        looked += 1
        if looked > _LOOKED:
            break
        if m.group(4):
            x, y = m.group(4) + _bracketed(m.group(5)), m.group(6) + _bracketed(m.group(7))
        else:
            x, y = m.group(8), m.group(10)
            if m.group(9) == "/" and int(y) >= int(x):
                continue  # ('100024 / 1000000': a count over its whole)
            if not (printed_counting(text, m.start(), m.end(), x) or printed_counting(text, m.start(), m.end(), y)):
                continue  # (no name: one of them a count printed on a line that counts, not 'GPU: 0, 1')
        if not counted_before(text, m.start()):
            continue
        word = m.group(2)
        pieces += [text[at:m.start()], f"{m.group(1)}x below threshold ({word}) = {x}, y below threshold ({word}) = {y}"]
        at = m.end()
    return "".join(pieces) + text[at:] if pieces else text


def _bracketed(fraction):
    return f" ({fraction})" if fraction else ""
