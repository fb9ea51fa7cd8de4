"""ghosts.py - what a size's label says of the ghost layer: left out ('without halo', '(no ghost
cells)', 'w/o ghost layer', '(excl. halo)', 'non-ghost', 'not counting the halo', 'minus ghost
cells', 'ghost layer not included', 'unpadded': the inner size), counted ('with halo', 'incl.
ghost', 'including padding', 'padded', 'inner + ghost', 'not just interior': the size with it), or
the ghost cells themselves as the thing counted ('Boundary (ghost) cells: 4004': no field of the
summary). Part of the grader (words.classify reads a label with it); pure functions, on a label in
lower case. Every pattern's repetitions are bounded: no backtracking past a few characters, whatever
the line.
"""
import re

# The ghost layer's own words, as a label's set of words holds them (words.classify, fields' products)
GHOST_WORDS = frozenset({"ghost", "ghosts", "halo", "halos"})
_GHOST = r"(?:ghost|halo|boundar(?:y|ies)|border|padding|pad|guard)"
_SEP = r"[ \t._/-]{0,3}"
_THE = r"(?:(?:the|any|a|its)[ \t]{1,3})?"
# A word that leaves the ghost layer out, before it ('without', 'excl.', 'w/o', 'non-', 'minus')
_OUT = (r"(?:without|excluding|exclusive[ \t]{1,3}of|excl|except|ignoring|omitting|minus|sans|no|non|w/o|wo"
        r"|not[ \t]{1,3}(?:counting|including|incl))")
# ... after it ('ghost cells excluded', 'ghost layer not included', 'halo removed')
_OUT_AFTER = r"(?:excluded|not[ \t]{1,3}(?:included|counted)|removed|stripped|omitted|left[ \t]{1,3}out)"
_NOUN = r"(?:[ \t_-]{1,3}(?:cells?|layers?|points?|elements?|nodes?|ring|rows?|zones?|regions?|values?))?"
_LEFT_OUT = re.compile(rf"\b{_OUT}{_SEP}{_THE}{_GHOST}|\b{_GHOST}s?{_NOUN}[ \t,]{{0,3}}(?:(?:is|are)[ \t]{{1,3}})?"
                       rf"{_OUT_AFTER}|(?<![a-z])(?:unpadded|nonghost|nonhalo|unghosted)(?![a-z])")
# A word that counts it ('with halo', 'incl. ghost', 'including padding', 'w/ ghosts', 'padded', code's 'n_padded')
_WITH = r"(?:with|including|incl|inclusive[ \t]{1,3}of|plus|w/)"
_COUNTED = re.compile(rf"\b{_WITH}{_SEP}{_THE}{_GHOST}|(?<![a-z])(?:padded|ghosted)(?![a-z])|\b{_GHOST}s?{_NOUN}[ \t,]{{0,3}}"
                      rf"(?:(?:is|are)[ \t]{{1,3}})?(?:included|counted)")
# Both the inner elements and the ghost layer ('inner + ghost', 'interior and halo', 'halo & inner cells'),
# the inner ones not alone ('not just interior', 'not only the inner'), the layer not left out ('not
# excluding the halo', "doesn't exclude ghosts"): counted, whatever inner word the label has.
_INNER = r"(?:inner|interior|inside|internal)"
_AND = r"[ \t]{0,3}(?:\+|&|and|plus)[ \t]{0,3}"
_NOT_LEFT_OUT = re.compile(rf"\bnot[ \t]{{1,3}}(?:just|only|merely)[ \t]{{1,3}}{_THE}{_INNER}"
                           rf"|(?:\bnot|n't)[ \t]{{1,3}}(?:excluding|exclude|excludes|without|omitting|omit|ignoring"
                           rf"|ignore){_SEP}{_THE}{_GHOST}")
_BOTH = re.compile(rf"\b{_INNER}{_NOUN}{_AND}{_THE}{_GHOST}|\b{_GHOST}s?{_NOUN}{_AND}{_THE}{_INNER}")
# The ghost cells as what is counted ('Ghost cells: 4004', 'Boundary (ghost) cells', 'halo points')
_GHOST_CELLS = re.compile(rf"\b{_GHOST}s?[ \t_-]{{0,3}}(?:\([a-z ]{{1,12}}\)[ \t_-]{{0,3}})?"
                          r"(?:cells?|elements?|points?|nodes?|values?|entries)\b")


# The words of a label that leaves the ghost layer out, besides its size's ('n without ghosts')
LEFT_OUT_WORDS = {"without", "excluding", "excl", "no", "non", "w", "o", "wo", "minus", "not", "counting", "the",
                  "halo", "boundary", "padding", "unpadded"}


def ghost_side(label):
    """'inner' where the label leaves the ghost layer out, 'ghost' where it counts it, else None."""
    if not ("gh" in label or "hal" in label or "bo" in label or "pad" in label or "guard" in label or "not " in label):
        return None  # (most labels: no regular expression run)
    if _NOT_LEFT_OUT.search(label):
        return "ghost"  # ('not just interior', 'not excluding the halo': with it, an inner word or not)
    if _LEFT_OUT.search(label):
        return "inner"  # (before 'inner + ...': 'interior + boundary excluded' leaves it out)
    return "ghost" if _BOTH.search(label) or _COUNTED.search(label) else None  # ('inner + ghost': all of them)


def ghost_cells(label):
    """Whether the label counts the ghost cells themselves ('Boundary (ghost) cells', 'Number of halo
    points'), saying neither with nor without them: the ring's size, no field."""
    return ghost_side(label) is None and _GHOST_CELLS.search(label) is not None
