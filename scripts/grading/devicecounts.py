"""devicecounts.py - a GPU's count of one array in words after the counts: 'after the GPU run: 13 elements of y',
'GPU: 13 elements of y', '13 elements of y on the GPU'. The array's elements with no threshold word were read as a
size ('elements' is a total's word): a wrong GPU count passed as a second total, a right one failed the total
(the twenty-second pass's H7, P27). Such a line is the array's second result, as a GPU's one-line result is
(gpulines.py): rewritten in place as 'y below threshold (GPU) = 13', so that a wrong one fails. Only where a line
before counts (barerecaps.counted_before), the count is the line's only number, and its other words are a device
run's ('after the GPU run', 'on the device', 'CUDA kernel'): 'Copied 1004004 elements of y to the GPU' stays a size.
Part of the grader (gpulines.gpu_lines asks it); pure functions, anchored bounded patterns, a bounded number of
lines looked at.
"""
import re

from .barerecaps import counted_before

_DEVICE = r"(gpu|cuda|hip|opencl|sycl|openacc|device)"
_COUNTED = r"(\d{1,12})[ \t]{1,3}(?:elements?|values?|entries|cells|points)[ \t]{1,3}(?:of|in)[ \t]{1,3}" \
           r"(?:the[ \t]{1,3})?(?:array[ \t]{1,3})?([xy])"
_LINE = re.compile(r"(?im)^([ \t]{0,8})(?:([A-Za-z][A-Za-z \t()]{0,40}?)[ \t]{0,3}[:,-][ \t]{0,3}" + _COUNTED +
                   r"|" + _COUNTED + r"[ \t]{1,3}([A-Za-z][A-Za-z \t]{0,30}?))[ \t]{0,3}[.!]?[ \t]{0,8}$")
_WORDS = re.compile(r"[A-Za-z]+")
_RUN_WORDS = {"after", "the", "a", "run", "on", "kernel", "result", "results", "from", "with", "version", "second",
              "rerun", "again", "gpu", "cuda", "hip", "opencl", "sycl", "openacc", "device", "in", "for", "count",
              "counts", "naive", "shared", "optimized", "optimised", "tiled"}
_DEVICE_WORD = re.compile(r"(?i)\b" + _DEVICE + r"\b")
_LOOKED = 16


def device_counts(text):
    """text with each such line rewritten in place; other lines as they were."""
    if " of " not in text and " in " not in text:
        return text
    pieces, at, looked = [], 0, 0
    for m in _LINE.finditer(text):
        words = m.group(2) if m.group(2) is not None else m.group(7)
        device = _DEVICE_WORD.search(words or "")
        if device is None or not {w.lower() for w in _WORDS.findall(words)} <= _RUN_WORDS:
            continue
        looked += 1
        if looked > _LOOKED:
            break
        if not counted_before(text, m.start()):
            continue
        count, array = (m.group(3), m.group(4)) if m.group(3) else (m.group(5), m.group(6))
        pieces += [text[at:m.start()], f"{m.group(1)}{array.lower()} below threshold ({device.group(1)}) = {count}"]
        at = m.end()
    return "".join(pieces) + text[at:] if pieces else text
