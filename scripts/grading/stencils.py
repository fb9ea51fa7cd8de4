"""stencils.py - the smoothing constants printed as the 3x3 stencil under a label of the stencil's ('kernel =
[[0.05, 0.1, 0.05], [0.1, 0.4, 0.1], [0.05, 0.1, 0.05]]'; numpy's rows on three lines under 'Stencil:'), or
each letter before its value without a separator ('Parameters: threshold 0.1, a 0.05, b 0.1, c 0.4'):
rewritten in place as lines the grader reads ('Smoothing weights = [[...] [...] [...]]', 'a = 0.05, b = 0.1,
c = 0.4'), the rows' lines left empty (every line keeps its number). The stencil's corners are a, its edges
b, its centre c (constants.py); a wrong one fails. Part of the grader; pure functions.
"""
import re

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
_LETTERS = re.compile(rf"(?<![\w.])([abcABC])[ \t]+({_V})(?![\w.]){_SEP}([abcABC])[ \t]+({_V})(?![\w.]){_SEP}"
                      rf"([abcABC])[ \t]+({_V})(?![\w.%])")


def stencils_written(text):
    """text with each labelled 3x3 stencil written on its label's line, and each 'a 0.05, b 0.1, c 0.4' as
    'a = 0.05, b = 0.1, c = 0.4' (module docstring)."""
    if "[[" in text:
        text = _matrices(text)
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
