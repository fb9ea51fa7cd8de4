"""stencils.py - the smoothing constants printed as the 3x3 stencil under a label of the stencil's ('kernel =
[[0.05, 0.1, 0.05], [0.1, 0.4, 0.1], [0.05, 0.1, 0.05]]'; numpy's rows on three lines under 'Stencil:'), or
each letter (or '(a)') before its value without a separator ('Parameters: threshold 0.1, a 0.05, b 0.1, c 0.4'), or
three bare rows of three fractions under such a label (Octave's and MATLAB's 'kernel =' display, C's rows
under 'stencil weights:'; its corners one value and its edges one value):
rewritten in place as lines the grader reads ('Smoothing weights = [[...] [...] [...]]', 'a = 0.05, b = 0.1,
c = 0.4'), the rows' lines left empty (every line keeps its number). The stencil's corners are a, its edges
b, its centre c (constants.py); a wrong one fails. Part of the grader; pure functions.
"""
import re

from .matlabstencil import one_line_stencils
from .words import _numbers, words_of

# a label's words that say the stencil (a 'kernel' alone is a GPU's elsewhere; before a 3x3 matrix, the stencil)
_STENCIL_WORDS = {"stencil", "kernel", "weights", "weight", "filter", "mask", "smoothing", "coefficients", "constants",
                  "w", "k", "kern", "weighting", "conv", "convolution"}
_ROW = re.compile(r"[ \t]*\[[^\[\]\n]{1,80}\][ \t]*")  # a row of the matrix on its own line: ' [0.1  0.4  0.1 ]'
_LAST_ROW = re.compile(r"[ \t]*\[[^\[\]\n]{1,80}\]\][ \t]*")
_LABEL = re.compile(r"[ \t]*([A-Za-z_][\w \t().,-]{0,60}?)[ \t]*(?:[=:]|<-)?[ \t]*")  # ('Stencil:', 'kernel =', 'K <-')
_LOOKED = 64  # matrices looked at per text (a bounded cost)
_V = r"[+-]?(?:\d*\.\d+(?:[eE][+-]?\d+)?|\d+\.(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+)"  # (a fraction's: 'b 2000' no constant)
_SEP = r"(?:[ \t]*[,;][ \t]*|[ \t]+)"
# each letter before its value, no separator between ('a 0.05, b 0.1, c 0.4'): a = ..., b = ..., c = ...
# (or each in brackets: '(a) 0.05, (b) 0.1, (c) 0.4', 'a) 0.05 b) 0.1 c) 0.4')
_L = r"(?<![\w.])\(?([abcABC])\)?[ \t]+"
_LETTERS = re.compile(rf"{_L}({_V})(?![\w.]){_SEP}{_L}({_V})(?![\w.]){_SEP}{_L}({_V})(?![\w.%])")


# three bare rows of three fractions, each on its own line ('   0.0500   0.1000   0.0500'); a line's start
# anchors it, each number's digits end at a separator (a linear cost)
_BARE_ROW = rf"[ \t]*({_V})(?:[ \t]*,[ \t]*|[ \t]+)({_V})(?:[ \t]*,[ \t]*|[ \t]+)({_V})[ \t]*[,;]?[ \t]*"
_BARE = re.compile(rf"(?m)^{_BARE_ROW}\n{_BARE_ROW}\n{_BARE_ROW}$")


def stencils_written(text):
    """text with each labelled 3x3 stencil written on its label's line, and each 'a 0.05, b 0.1, c 0.4' as
    'a = 0.05, b = 0.1, c = 0.4' (module docstring)."""
    text = one_line_stencils(text, _STENCIL_WORDS)  # ('Kernel: [0.05 0.10 0.05; 0.10 0.40 0.10; ...]': matlabstencil.py)
    if "[[" in text:
        text = _matrices(text)
    if "\n" in text and "." in text:
        text = _bare_matrices(text)
    if " " in text or "\t" in text:
        text = _LETTERS.sub(_lettered, text)
    return text


def _lettered(m):
    letters = {m.group(k).lower() for k in (1, 3, 5)}
    if letters != {"a", "b", "c"}:
        return m.group(0)
    return f"{m.group(1)} = {m.group(2)}, {m.group(3)} = {m.group(4)}, {m.group(5)} = {m.group(6)}"


def _line_at(text, at):
    start = text.rfind("\n", 0, at) + 1
    end = text.find("\n", at)
    return start, len(text) if end < 0 else end


def _matrices(text):
    pieces, done, at = [], 0, text.find("[[")
    for _ in range(_LOOKED):
        if at < 0:
            break
        start, end = _line_at(text, at)
        found = _matrix(text, start, end, at) if start >= done else None
        if found is not None:
            label_start, last_end, matrix = found
            rows = text[label_start:last_end].count("\n")
            pieces += [text[done:label_start], "Smoothing weights = " + matrix, "\n" * rows]
            done = last_end
        at = text.find("[[", max(end, done))
    if not pieces:
        return text
    pieces.append(text[done:])
    return "".join(pieces)


def _matrix(text, start, end, at):
    """(where the rewrite starts, where it ends, the matrix's text) of a 3x3 matrix at `at` (its '[['), on one
    line or three, labelled by the stencil's words before it on its line or alone on the line before; else None."""
    before = text[start:at]
    if "]]" in text[at:end]:
        matrix, last_end = text[at:end], end
    else:
        second_start = end + 1
        second_end = _line_at(text, second_start)[1] if second_start < len(text) else -1
        third_end = _line_at(text, second_end + 1)[1] if 0 <= second_end < len(text) else -1
        if third_end < 0 or not _ROW.fullmatch(text, second_start, second_end) \
                or not _LAST_ROW.fullmatch(text, second_end + 1, third_end) or "]" not in text[at:end]:
            return None
        matrix, last_end = " ".join(text[at:end].split() + text[second_start:third_end].split()), third_end
    if len(matrix) > 300 or len(_numbers(matrix)) != 9 or matrix.rstrip()[-2:] != "]]":
        return None
    label_start = start
    if not before.strip():  # the label alone on the line before ('Stencil:')
        label_start = text.rfind("\n", 0, max(start - 1, 0)) + 1 if start > 0 else start
        before = text[label_start:max(start - 1, label_start)]
    label = _LABEL.fullmatch(before)
    if label is None or not set(words_of(label.group(1))) & _STENCIL_WORDS:
        return None
    return label_start, last_end, matrix


def _bare_matrices(text):
    """text with each 3x3 matrix of bare rows ('   0.0500   0.1000   0.0500' thrice) under a label of the
    stencil's words (on the line before, or before one empty line: Octave's 'kernel =') written on the
    label's line as '[[...], [...], [...]]', its rows' lines left empty; a matrix whose corners or edges
    differ is left (a GPU's 'Kernel times:' over three runs' rows is no stencil)."""
    pieces, done = [], 0
    for k, m in enumerate(_BARE.finditer(text)):
        if k >= _LOOKED:
            break
        values = m.groups()
        if m.start() < done or len({float(values[j]) for j in (0, 2, 6, 8)}) != 1 \
                or len({float(values[j]) for j in (1, 3, 5, 7)}) != 1:
            continue
        label_end = m.start() - 1
        if label_end < 0:
            continue
        label_start = text.rfind("\n", 0, label_end) + 1
        if not text[label_start:label_end].strip() and label_start > 0:  # one empty line between
            label_end = label_start - 1
            label_start = text.rfind("\n", 0, label_end) + 1
        if label_start < done:
            continue
        label = _LABEL.fullmatch(text, label_start, label_end)
        if label is None or not set(words_of(label.group(1))) & _STENCIL_WORDS:
            continue
        matrix = "[" + ", ".join("[" + ", ".join(values[j:j + 3]) + "]" for j in (0, 3, 6)) + "]"
        rows = text[label_start:m.end()].count("\n")
        pieces += [text[done:label_start], "Smoothing weights = " + matrix, "\n" * rows]
        done = m.end()
    if not pieces:
        return text
    pieces.append(text[done:])
    return "".join(pieces)
