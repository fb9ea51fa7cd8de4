"""extrachecks.py - a count (or fraction) below the threshold whose label says it counts something else than
the homework's X or Y: the ghost ring ('Ghost cells of x below threshold (not counted): 382', '... in the ghost
layer (x): 382'), the array after more sweeps than one ('(Y) after 2 sweeps: 0'), an expectation ('Expected
number below threshold in x for uniform data: 100000'), a part of the grid ('..., first inner row: 98', '(Y) in
the first quadrant: 3'). Such a line is a student's extra check, no printing of the field: fields.read_output
drops it (extra_counts) where the field is printed elsewhere, and where it is not, too, except a count with the
ghost layer ('(X) including the ghost layer: 100406'), which as the output's one X count is its X (a confession
of the mistake), beside another X a check. Part of the grader; pure functions on a label, patterns of bounded runs.
"""
import re

from .ghosts import ghost_cells, ghost_side

_GHOSTS = ("ghost", "halo", "boundar", "border", "padding", "guard")
# The ghost ring as where the count is ('in the ghost layer', 'on the halo', 'of the boundary ring')
_IN_RING = re.compile(r"\b(?:in|on|of|within|inside|along)[ \t]{1,3}(?:the[ \t]{1,3})?(?:ghost|halo|boundary|border|guard)"
                      r"(?:[ \t_-]{1,3}(?:layer|ring|cells|region|zone|rows|frame))?\b"
                      r"|\b(?:ghost|halo)[ \t_-]{0,3}(?:ring|layer|cells?|region)[ \t]{1,3}only\b|\bonly[ \t]{1,3}(?:the[ \t]{1,3})?(?:ghost|halo)")
_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "ten": 10, "2nd": 2, "3rd": 3, "second": 2, "third": 3}
# Sweeps past the one the homework asks ('after 2 sweeps', '(3 iterations)', 'after the second sweep', 'twice smoothed')
_SWEEPS = re.compile(r"\b(\d{1,6}|two|three|four|five|ten|2nd|3rd|second|third)[ \t]{1,3}(?:smoothing[ \t]{1,3})?"
                     r"(?:sweeps?|iterations?|steps?|passes|pass|smoothings?|applications?)\b|\b(twice|thrice)\b")
# An expectation, not a count ('Expected ... for uniform data', 'theoretical count', 'predicted (independent cells)')
_EXPECTED = re.compile(r"\b(?:expected|expectation|theoretical|theory|predicted|prediction|estimated?|ideal)\b")
_MODEL = re.compile(r"\b(?:uniform|random|theory|theoretical|independent|ideal|analytic(?:al)?|model|probability)\b")
# A part of the grid ('first inner row', 'row 17', 'first quadrant', 'top half', 'a single column', 'sub-grid')
_PART = re.compile(r"\b(?:first|last|top|bottom|middle|centre|center|upper|lower|left|right|one|single|each|per|"
                   r"1st|2nd|3rd|4th|second|third|fourth)[ \t-]{1,3}(?:inner[ \t]{1,3}|interior[ \t]{1,3})?"
                   r"(?:rows?|columns?|cols?|quadrants?|halves|half|corners?|tiles?|slices?|blocks?)\b"
                   r"|\bquadrants?\b|\b(?:row|column|col|tile|slice)[ \t]{0,3}#?[ \t]{0,3}\d{1,9}\b|\bsub-?(?:grid|domain|region|block|array)s?\b")


# A statistic over the rows, columns or blocks ('y below threshold by row: 2', 'y below t row-wise: 2', 'by column',
# 'blockwise'): each part's count or its maximum, no count of the array (h33 H11) -- unless the words say how the
# whole was counted ('counted row by row', 'parallel by rows', 'row-wise reduction': the total).
_BY_PART = re.compile(r"\bby[ \t]{1,3}(?:rows?|columns?|cols?|blocks?|tiles?)\b|\b(?:row|column|col|block|tile)[ \t-]?wise\b")
_WAYS = re.compile(r"(?:\b(?:rows?|columns?|cols?|blocks?|tiles?|parallel\w*|split|partitioned|distributed|decomposed|divided|"
                   r"shared|scheduled|summed|reduced|counted|added|accumulated|computed|done|processed|looped|iterated|"
                   r"traversed|stored|ordered|swept|gathered|omp|openmp|mpi|cuda)[ \t]{1,3}$)"
                   r"|(?:^[ \t,;-]{0,3}(?:sums?|summ\w*|reduc\w*|total\w*|loops?|order\w*|travers\w*|scans?|parallel\w*|split\w*|"
                   r"decompos\w*|partition\w*|sweeps?|pass(?:es)?|then|and|traversal|accumulat\w*|atomic\w*)\b)")


def by_part(lower):
    """Whether a label's words say a statistic over the rows, columns or blocks (see above)."""
    for m in _BY_PART.finditer(lower):
        if not (_WAYS.search(lower[max(0, m.start() - 24):m.start()]) or _WAYS.search(lower[m.end():m.end() + 24])):
            return True
    return False


def extra(label):
    """What else a count's label says it counts: 'with ghosts' (the ghost layer counted too), 'other' (the
    ghost ring alone, more sweeps, an expectation, a part of the grid), or None (the homework's count)."""
    if not label or len(label) > 300:
        return None
    lower = label.lower()
    side = None
    if any(g in lower for g in _GHOSTS):
        side = ghost_side(lower)
        if side == "ghost":
            return "with ghosts"
        if side is None and (ghost_cells(lower) or _IN_RING.search(lower)):
            return "other"  # the ring's own cells
    m = _SWEEPS.search(lower) if ("sweep" in lower or "iter" in lower or "step" in lower or "pass" in lower
                                  or "smoothing" in lower or "twice" in lower or "thrice" in lower) else None
    if m and (m.group(2) or _NUMBER_WORDS.get(m.group(1), 0) >= 2 or m.group(1).isdigit() and int(m.group(1)) >= 2):
        return "other"
    if _EXPECTED.search(lower) and _MODEL.search(lower):
        return "other"
    if _PART.search(lower) or ("by" in lower or "wise" in lower) and by_part(lower):
        return "other"
    return None


def extra_counts(values, order, extras_at):
    """Drop from `values` ({kind: [Found]}) the printings extras_at ({(kind, line): extra(label)}) marks, where
    other printings of the field stay; where none stay, drop the field (from `order` too), but keep a count with
    the ghost layer: the output's one printing of it is what it counted."""
    for kind in sorted({kind for kind, _ in extras_at}):
        printed = values.get(kind, [])
        kept = [f for f in printed if (kind, f.line) not in extras_at]
        if kept:
            values[kind] = kept
        elif printed and all(extras_at.get((kind, f.line)) == "with ghosts" for f in printed):
            continue  # its one count: with the ghost layer, the mistake
        elif printed:
            del values[kind]
            order.remove(kind)
