"""sentencelabels.py - one line of several sentences, each with its own field's label before both arrays' values
('Counts below threshold -- x: 100024, y: 12. Fractions -- x: 0.100024, y: 1.2e-05.', 'Counts below threshold: x
100024, y 12; fractions: x 0.100024, y 1.2e-05'): each label governs its own sentence's numbers, so the line is
split into its sentences, one a line, as if printed so (each line then read as its label says: the second's numbers
fractions, not more counts), and a sentence's closing full stop is dropped (no value found as '12.'). Split only
where every piece is a label that names the count or the fraction below the threshold (words.classify) followed by
'--', ':' or '=' and at least one array's letter before a number; a sentence ends at a digit's full stop before a
capital, or at ';'. Part of the grader (headings._headed asks it); bounded patterns, a cheap test first.
"""
import re

from .varsplit import lines_split
from .words import classify

# a sentence's end after a number: '12. F', '12; f' (a decimal point has a digit after it: no end)
_END = re.compile(r"(?<=\d)(?:\.[ \t]{1,4}(?=[A-Z])|[ \t]{0,4};[ \t]{0,4}(?=[A-Za-z]))")
_CUE = re.compile(r"\d(?:\.[ \t]{1,4}[A-Z]|[ \t]{0,4};[ \t]{0,4}[A-Za-z])")
# a piece: its label (no digit, no separator), '--', ':', '=' or a dash, then what it says
_PIECE = re.compile(r"([ \t]{0,16})([A-Za-z][^:=\n\d]{0,60}?)[ \t]{0,4}(?:--|:|=|\u2014|\u2013)[ \t]{0,4}(\S[^\n]{0,300})")
_ARRAY = re.compile(r"(?<![\w.])[xXyY](?![\w.])[ \t]{0,4}(?:[:=]|--)?[ \t]{0,4}[+-]?\.?\d")
_CLOSE = re.compile(r"(?<=\d)\.[ \t]{0,16}$")
_MAX_PIECES = 4


def _split(line):
    """The line's sentences one a line, or None where it is no line of labelled sentences (module docstring)."""
    pieces = _END.split(line)
    if not 2 <= len(pieces) <= _MAX_PIECES:
        return None
    out = []
    for k, piece in enumerate(pieces):
        m = _PIECE.fullmatch(piece.rstrip() if k else piece.rstrip())
        if m is None or classify(m.group(2).strip().rstrip("-")) not in ("below", "fraction") \
                or not _ARRAY.search(m.group(3)):
            return None
        out.append(_CLOSE.sub("", piece.rstrip()) if k == len(pieces) - 1 else piece.rstrip())
    indent = line[:len(line) - len(line.lstrip(" \t"))]
    return "\n".join(out[:1] + [indent + piece.lstrip() for piece in out[1:]])


def sentences_split(text):
    """text with each line of several labelled sentences (module docstring) as its sentences one a line."""
    if "." not in text and ";" not in text:
        return text
    return lines_split(text, _CUE, _split)
