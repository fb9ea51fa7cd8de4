"""plurals.py - two fractions under a plural label that names no array ('fractions: 0.100024, 1.2e-05',
'Fractions below threshold: 0.100024 and 1.2e-05', Python's print("fractions:", fx, fy)): X's, then Y's, as
'fractions (x, y): ...' reads (they were read as the array of the count line before, both of them: Y's
fraction 'the other array's'). Not where the two are the same text (two versions of one array), nor where the
label names an array or a version. Part of the grader (loggers.prepared asks it); one anchored pattern, its
runs bounded and apart by what they may hold: no backtracking.
"""
import re

from .words import X_WORDS, Y_WORDS, words_of

_NUMBER = r"[+]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
_LINE = re.compile(rf"[ \t]*((?i:fractions|fracs|ratios|proportions|shares|percentages)(?:[ \t]+[A-Za-z_]{{1,20}}){{0,4}})"
                   rf"[ \t]*(?:=|::?)[ \t]*({_NUMBER}(?:[ \t]*%)?)(?:[ \t]*[,;][ \t]*|[ \t]+(?:and[ \t]+)?)({_NUMBER}(?:[ \t]*%)?)"
                   r"[ \t]*(?:\.[ \t]*)?$")
_VERSIONS = frozenset(("serial", "parallel", "cpu", "gpu", "cuda", "openmp", "omp", "mpi", "reference", "expected",
                       "naive", "tiled", "before", "after", "original", "smoothed", "input", "output"))


def plural_fractions(line):
    """The plan of a line of two fractions under a plural label ('fractions (x) :: 0.100024', '(y) :: ...'); else None."""
    m = _LINE.match(line)
    if m is None or m.group(2).replace(" ", "") == m.group(3).replace(" ", ""):
        return None
    words = set(words_of(m.group(1)))
    if words & (X_WORDS | Y_WORDS | _VERSIONS):
        return None
    return ((m.span(1), " (x) :: ", m.span(2)), (m.span(1), " (y) :: ", m.span(3)))
