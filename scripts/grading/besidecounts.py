"""besidecounts.py - a line that prints an array's count beside another printing of it, after the counts: a
check of a version's result ('verification: y count on device = 15 (expected 12)', 'WARNING: y_gpu=397 differs
from y_cpu=12', 'y: 12 (CPU) vs 15 (GPU)', 'x on GPU: 100025 (CPU: 100024)', 'CPU -> GPU: y 12 -> 397',
'y (cpu/gpu): 12/397', 'INFO gpu: y=397'), a labelled pair in a language's print style ('(x = 100024, y = 397)',
'Counts(x=100024, y=397)', "{'x': 100024, 'y': 397}") or a bare answer ('Final answer: 100024 and 397'). Each was
read as nothing, so a wrong count beside a right output scored full marks (the nineteenth pass's H1, H5).
Rewritten in place as lines the grader reads: a device's line as one line per count ('y below threshold (GPU) =
15': below_y2, where the line names a GPU or device; each of its counts, the right one too, so that two that
differ fail), a pair as 'below threshold: x = ..., y = ...' (a second printing of below_x / below_y). Only where
one of the line's values is printed on another line that counts and names its array (recaps' rule), the line
holds no decimal and no other array's name, and its other numbers are printed nowhere else (n's '1000', a total's
'1000000' are no count). Part of the grader (headings._named asks it, before baretuples.py); pure functions,
bounded patterns, linear in the text.
"""
import re

from .recaps import _labelled_elsewhere as labelled_elsewhere
from .rewrites import rewritten

# a short line that names a GPU or device (a bounded look ahead: a 20 MB line is tried once, at its start)
_DEVICE_LINE = re.compile(r"(?im)^(?=[^\n]{0,160}$)[^\n]{0,160}?(?:\b|_)(?:gpu|device|cuda)(?:\b|_)[^\n]{0,160}$")
_INT = re.compile(r"(?<![\w.,])\d{1,12}(?![\w]|[.,]\d)")
_DECIMAL = re.compile(r"\d[.,]\d|\d[eE][-+]?\d")
# an array's name as a word or a variable's part ('y', 'y_gpu', 'gpu_y', 'below_y', "'y'"), not a product's 'x'
_NAME = re.compile(r"(?i)(?<![\w.])(?:[a-z]{1,8}_)?([xy])(?:_[a-z]{1,8})?(?![\w.(\[])")
_SIDES = re.compile(r"\d[ \t]*[x\u00d7][ \t]*\d")  # ('1002 x 1002': no array)
_OTHER = re.compile(r"(?i)\b(?:time|ms|sec\w*|threads?|blocks?|grid|bytes|[kmg]i?b|iter\w*|step\w*|n|size|"
                    r"fraction|percent|run|rank|warps?|sm|mhz|version)\b|%|\bn[ \t]*=")

# a labelled pair in a print style: '(x = 100024, y = 397)', 'Counts(x=100024, y=397)', "{'x': 100024, 'y': 397}"
_Q = r"['\"]?"
_BT = r"(?:[ \t]below[ \t]threshold)?"  # (varnames.py has named a bare 'x = ' so before: 'x below threshold = ')
_PAIR = re.compile(rf"(?im)^([ \t]*)(?:[a-z_]{{1,24}}[ \t]*)?[(\[{{][ \t]*{_Q}x{_Q}{_BT}[ \t]*[=:][ \t]*(\d{{1,12}})[ \t]*,"
                   rf"[ \t]*{_Q}y{_Q}{_BT}[ \t]*[=:][ \t]*(\d{{1,12}})[ \t]*[)\]}}][ \t]*$")
# a bare answer of the two counts: 'Final answer: 100024 and 397', 'Result: 100024, 397'
_ANSWER = re.compile(r"(?im)^([ \t]*)(?:final[ \t]+)?(?:answers?|results?|counts?)[ \t]*[:=][ \t]*(\d{1,12})[ \t]*"
                     r"(?:,|and|&)[ \t]*(\d{1,12})[ \t]*\.?[ \t]*$")
_COUNTED = re.compile(r"(?i)\b(?:below|under|count)\b[^\n]{0,80}\d")  # (a count's line: looked for once a text)
_LOOKED = 4096  # candidate lines per text at most (a bounded cost)


def beside_read(text):
    """text with each such line rewritten in place (one line may become several); other lines as they were."""
    low = text.lower()
    if "gpu" in low or "device" in low or "cuda" in low:
        counted = _COUNTED.search(text)  # (the first count's line: a lone value after it only)
        after = counted.end() if counted else len(text) + 1
        text = rewritten(_DEVICE_LINE, text, lambda m, t: _device(t, m, after), _LOOKED)
    if "x" in low and "y" in low:
        text = rewritten(_PAIR, text, lambda m, t: _pair(t, m), _LOOKED)
    if "answer" in low or "result" in low or "count" in low:
        text = rewritten(_ANSWER, text, lambda m, t: _answer(t, m), _LOOKED)
    return text


# a log line's stamp and level ('2026-11-29 14:02:13,123 INFO '): no values of the line
_STAMP = re.compile(r"^[ \t]*\[?\d{4}-\d\d-\d\d[ T]\d\d:\d\d(?::\d\d(?:[.,]\d{1,9})?)?\]?[ \t]{0,4}(?:[A-Z]{3,8}\b)?")


def _device(text, m, after):
    line = m.group(0)
    line = _STAMP.sub("", line, count=1)
    if _DECIMAL.search(line) or _SIDES.search(line) or _OTHER.search(line):
        return None
    arrays = {a.lower() for a in _NAME.findall(line)}
    if len(arrays) != 1:
        return None
    array = arrays.pop()
    values = [v.group(0) for v in _INT.finditer(line)]
    if not 1 <= len(values) <= 3:
        return None
    named = [v for v in values if labelled_elsewhere(text, line, v, array)]
    if len(values) == 1:
        # one value: after a count's line (a lone 'GPU: x = 5' is no output's counts), its name right before it
        # ('INFO gpu: y=397'), or it is no count of this line's array
        if m.start() < after or not re.search(rf"(?i)(?<![\w.])(?:[a-z]{{1,8}}_)?{array}(?:_[a-z]{{1,8}})?[ \t]*[=:][ \t]*{values[0]}\b", line):
            return None
    elif not named:
        return None  # (no count of the array beside it: the line's numbers are something else)
    if any(v not in named and _printed_elsewhere(text, m, v) for v in values):
        return None  # (n's '1000', a total's '1000000' beside the count)
    indent = line[:len(line) - len(line.lstrip())]
    return "\n".join(f"{indent}{array} below threshold (GPU) = {v}" for v in values)


def _pair(text, m):
    x, y = m.group(2), m.group(3)
    line = m.group(0)
    if not (labelled_elsewhere(text, line, x, "x") or labelled_elsewhere(text, line, y, "y")):
        return None
    return f"{m.group(1)}below threshold: x = {x}, y = {y}"


def _answer(text, m):
    x, y = m.group(2), m.group(3)
    line = m.group(0)
    if int(y) >= int(x):
        return None  # (a square's sides; a count over its whole)
    if not (labelled_elsewhere(text, line, x, "x") or labelled_elsewhere(text, line, y, "y")
            and not _printed_elsewhere(text, m, x)):
        return None
    return f"{m.group(1)}below threshold: x = {x}, y = {y}"


def _printed_elsewhere(text, m, value):
    """Whether `value` is printed in text outside the match m."""
    pattern = re.compile(rf"(?<![\w.,]){value}(?![\w]|[.,]\d)")
    return any(not m.start() <= hit.start() < m.end() for _, hit in zip(range(64), pattern.finditer(text)))
