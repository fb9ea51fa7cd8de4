"""rprints.py - an R script's values printed by print() one a line, unlabelled, in the summary's order ('[1] 1002',
'[1] 1000', '[1] 1004004', '[1] 1e+06', '[1] 0.00374021', '[1] 0.1', '[1] 0.05 0.10 0.40', '[1] 100024',
'[1] 0.100024', '[1] 12', '[1] 1.2e-05'): R's '[1]' is a vector's index, no label, so nothing named the values (no n,
UNGRADED). Such a list is the homework's answers in order, as a numbered list is: read as numbered.py reads '1. 1002',
..., with its strictness (the whole summary, 9 or 11 items, each item's numbers as many as its field's); only where
those lines are the text's only lines with a digit (no other value, no label printed beside them), else left.
Part of the grader (homework._parts asks it); one anchored pattern a line, linear in the text.
"""
import re

from .numbered import numbered_answers
from .rheads import r_heads
from .rtails import tail_agrees

_R_LINE = re.compile(r"^([ \t]*)\[1\][ \t]+(?=[-+.\d])", re.MULTILINE)  # (a vector printed: '[1] 1002')
_DIGIT = re.compile(r"\d")


def r_printed(text):
    """text with R's unlabelled prints of the summary's values (module docstring) labelled by their fields; else text."""
    if "[1]" not in text:
        return text
    found = []
    for m in _R_LINE.finditer(text):
        if len(found) >= 11:  # (more: no summary's list)
            return text
        found.append(m)
    if len(found) not in (9, 11):  # (fewer: the summary's first values, labelled lines after them: rheads.py)
        return r_heads(text, found) if found else text
    pieces, at = [], 0
    for k, m in enumerate(found, 1):  # ('[1] 1002' as '1. 1002': numbered.py's item)
        between = text[at:m.start()]
        if _DIGIT.search(between):  # (another line with a value: a labelled output, not the answers alone)
            return text
        pieces += [between, m.group(1), f"{k}. "]
        at = text.find("\n", m.end())
        at = len(text) if at < 0 else at
        pieces.append(text[m.end():at])
    if _DIGIT.search(text, at) and not tail_agrees(text[:at], text[at:]):  # (the counts restated after: rtails.py)
        return text
    numbered = "".join(pieces) + text[at:]
    read = numbered_answers(numbered)
    return text if read == numbered else read
