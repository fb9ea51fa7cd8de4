"""sections.py - an output in blocks, one for each version of the result, each under a heading that
names its version (`=== CPU ===`, `=== GPU (naive) ===`, `=== GPU (shared) ===`; `## Serial`, `[CUDA]`,
`GPU results:`): the counts' and fractions' lines in a block say its version (`Number of elements
below threshold in y (GPU): 0`), so that each block's results are that version's and a wrong one
fails as the second result (blocks of the same labels were read as printings of one field, and a
third block's 0 beside two 12s was taken for MPI ranks' partial counts: a wrong GPU passed). Only
where two such headings or more are found. Part of the grader (headings.regrouped calls it); pure
functions, linear in the text.
"""
import re

from .arrays import VARIANT
from .words import classify

# A heading: a line of words and no digit, decorations either side ('=== GPU (naive) ===', '## CPU')
_HEADING = re.compile(r"^[ \t=#*\-\[>]*([A-Za-z][A-Za-z ()/_,.'+&:-]{0,60}?)[ \t=#*\-\]:.!<]*$", re.MULTILINE)
# (a version's word; the lookahead its first letters: a quick test at each place, the same matches)
_VERSION = re.compile(r"(?i)(?=[gcdhspo])\b(?:gpu|cuda|device|host|cpu|serial|sequential|parallel|openmp|omp)\b")
_FIELD_WORD = re.compile(r"(?i)\b(?:below|under|less|smaller|lower|fractions?|percent(?:age)?|ratio|share|proportion|threshold|counts?)\b")
# a field's line: its label, no digit in it, then a separator and a value (the label ends in no blank: linear)
_FIELD_LINE = re.compile(r"^([ \t]*[A-Za-z](?:[^:=\n\d]*[^:=\n\d \t])?)[ \t]*(?:::|:|=)[ \t]*[+-]?\.?\d", re.MULTILINE)
MAX_LABELS = 1000  # distinct labels classified in a file (a homework's has a few)


def _versions(text):
    """[(heading's end, its version's word or None)] of text's headings; [] where fewer than two name a
    version."""
    found = []
    for m in _HEADING.finditer(text):
        words = m.group(1)
        version = _VERSION.search(words) if not _FIELD_WORD.search(words) else None
        found.append((m.end(), version.group() if version else None))
    return found if sum(1 for _, word in found if word) >= 2 else []


def versions_headed(text):
    """text with each count's and fraction's line under a version's heading saying the version, its
    label followed by it in brackets ('... in y (GPU): 0'); text itself where fewer than two headings
    name a version."""
    if not _VERSION.search(text):
        return text  # (most outputs)
    headings = _versions(text)
    if not headings:
        return text
    pieces, at, seen = [], 0, {}
    for k, (start, word) in enumerate(headings):
        end = headings[k + 1][0] if k + 1 < len(headings) else len(text)
        if word is None:
            continue
        for f in _FIELD_LINE.finditer(text, start, end):
            label = f.group(1)
            named = seen.get(label)
            if named is None:
                if len(seen) >= MAX_LABELS:
                    break
                named = seen[label] = classify(label) in ("below", "fraction") and not VARIANT.search(
                    label.lower().replace("_", " "))
            if named:
                pieces += [text[at:f.end(1)], f" ({word})"]
                at = f.end(1)
    return "".join(pieces) + text[at:] if pieces else text
