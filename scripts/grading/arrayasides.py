"""arrayasides.py - an array's line under a field's heading whose name has a bracketed aside saying which array it is
('Elements below threshold:' over 'x (before smoothing): 100024 (0.100024)' and 'y (after smoothing): 12 (1.2e-05)',
'x (input):', 'y (smoothed):'): the aside is part of the name headings.py reads, not the start of its values. Read
only where the aside's words are all an array's words (headings' names: 'before', 'smoothing', 'input', ...) and
name no other array than the name's ('x (after smoothing)' is left: which array it is is unclear); a version's
aside ('y (GPU)') is no such aside. Part of the grader (headings._array_lines asks it); a bounded pattern piece.
"""
from .words import _which_array, words_of

# the aside after an array's name, before its separator: its words in group 'aside' (bounded: no backtracking)
ASIDE = r"(?:[ \t]{0,4}\((?P<aside>[A-Za-z][A-Za-z _-]{0,30})\))?"


def aside_agrees(name_words, aside, names):
    """Whether an array line's aside (None: none) is one headings.py reads past: its words all of `names` (an
    array's words), naming no array or the name's own."""
    if aside is None:
        return True
    words = words_of(aside)
    if not words or not set(words) <= names:
        return False
    array = _which_array(words)
    return array is None or array == _which_array(name_words)
