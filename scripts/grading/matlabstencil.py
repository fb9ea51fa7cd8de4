"""matlabstencil.py - the 3x3 stencil on one line as MATLAB and Octave write a matrix, its rows apart by ';'
('Kernel: [0.05 0.10 0.05; 0.10 0.40 0.10; 0.05 0.10 0.05]', 'Stencil = [0.05, 0.1, 0.05; ...];', 'W = [...]'),
under a label of the stencil's words (stencils.py's): written as stencils.py writes the others, 'Smoothing weights =
[[0.05, 0.10, 0.05], [...], [...]]', the line's rest after it kept ('..., threshold 0.1'). Before, its nine
numbers named nothing: the constants MISSING. Exactly nine numbers in three rows of three; the corners a, the edges
b, the centre c (constants.py; a wrong one fails). Part of the grader (stencils.stencils_written asks it); one
pattern anchored at a line's start, each number's digits ending at a separator (linear).
"""
import re

from .words import words_of

_V = r"[+-]?(?:\d{1,6}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
_S = r"(?:[ \t]*,[ \t]*|[ \t]+)"  # (between a row's numbers)
_ROW = rf"[ \t]*({_V}){_S}({_V}){_S}({_V})[ \t]*"
_ONE_LINE = re.compile(rf"^([ \t]*)([A-Za-z_][\w \t().-]{{0,40}}?)[ \t]*(?:=|:|<-)[ \t]*\[{_ROW};{_ROW};{_ROW}\][ \t]*;?",
                       re.MULTILINE)


def one_line_stencils(text, stencil_words):
    """text with each one-line MATLAB stencil under a label of stencil_words (module docstring) written as
    'Smoothing weights = [[...]]'."""
    if ";" not in text or "[" not in text:
        return text
    return _ONE_LINE.sub(lambda m: _written(m, stencil_words), text)


def _written(m, stencil_words):
    if not set(words_of(m.group(2))) & stencil_words:
        return m.group(0)
    values = m.groups()[2:]
    rows = ", ".join("[" + ", ".join(values[k:k + 3]) + "]" for k in (0, 3, 6))
    return f"{m.group(1)}Smoothing weights = [{rows}]"
