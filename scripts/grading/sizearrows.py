"""sizearrows.py - an arrow between a line's size statements (the thirty-third pass's H7): `Grid: 1000 x 1000 inner
(1002 x 1002 with halo) -> 1004004 cells, 1000000 inner`, `n = 1000 \u2192 1002 per row \u2192 1004004 cells, 1000000
inner`, `=>`. Before, the arrow joined two statements in one (UNGRADED: no n; or the row and the total MISSING); a
comma in its place was read. Now such an arrow is a comma. Only an arrow before a whole number and a size's word
(`per row`, `cells`, `elements`, `inner`, `points`, `in total`, `x 1002`), on a line with no count's or threshold's
word (the recap `100024 -> 12 below threshold` keeps its arrow), after a word (`1002 -> 1000 inner`, a bare number's
change, keeps it). Asked by notations.plain_notations first (sizeclauses reads the commas); one pattern of bounded
runs a line: linear. Part of the grader; pure functions.

The ghost layer added on the way (d32's H4): `Domain: 1000 x 1000 interior + 1 ghost layer -> 1002 x 1002`, `+ halo
=>`, `plus one ghost cell each side ->`: the layer's words between a shape and the arrow were read as neither grid
(row, inner MISSING; a wrong `-> 1003 x 1003` passed after a right output). Now the words and the arrow are a comma
and the shape after them is said with its ghost cells (`Domain: 1000 x 1000 interior, 1002 x 1002 with ghost
cells`: grids.py reads each shape by its words, a wrong side fails). Only a shape before (its side's digits) and a
square shape after the arrow.
"""
import re

_ARROW = re.compile(r"(?<=[\w)\]])[ \t]{0,4}(?:-{1,2}>|={1,2}>|\u2192|\u27f6)[ \t]{0,4}"
                    r"(?=\d{1,12}[ \t]{0,4}(?:per\b|cells?\b|elements?\b|inner\b|interior\b|points?\b|entries\b|values\b|"
                    r"in[ \t]total\b|total\b|[x\u00d7*][ \t]{0,4}\d))", re.IGNORECASE)
_COUNTED = re.compile(r"(?i)\b(?:below|under|less|smaller|lower|threshold|count\w*|fraction|frac|reduc\w*)\b|<")


def size_arrows_as_commas(text):
    """text with each arrow between a line's size statements as a comma."""
    if "->" not in text and "=>" not in text and "\u2192" not in text and "\u27f6" not in text:
        return text
    return "".join(_ARROW.sub(_comma, _ghosts_added(line)) if len(line) <= 2000 and _ARROW.search(line)
                   and not _COUNTED.search(line) else line for line in text.splitlines(True))


# the ghost layer's words before an arrow to the grid with it ('+ 1 ghost layer ->', 'plus a halo =>', '+ ghost cells
# (1 each side) ->'), then the grid's square shape ('1002 x 1002'); each run bounded, a literal first ('+', 'plus')
_GHOST_ADDED = re.compile(r"[ \t]{0,4}(?:\+|\bplus\b|\badd(?:ing|ed)?\b)[ \t]{0,4}(?:(?:1|one|a|an|2|two)[ \t-]{0,4})?"
                          r"(?:cells?[ \t-]{0,2}(?:wide[ \t]{0,2})?)?(?:ghost|halo|boundary|border|padding|guard)"
                          r"(?:[ \t-]{0,4}(?:layers?|cells?|rings?|points?|elements?|zones?|regions?))?"
                          r"(?:[ \t]{0,4}\(?(?:(?:1|one)[ \t]{0,4})?(?:on[ \t]{0,4})?(?:each|per|every)[ \t]{0,4}side\)?)?"
                          r"[ \t]{0,4}(?:-{1,2}>|={1,2}>|\u2192|\u27f6)[ \t]{0,4}"
                          r"(\d{1,9}[ \t]{0,4}(?:[x\u00d7*]|by)[ \t]{0,4}\d{1,9}(?![\d.])(?:[ \t]{0,4}=[ \t]{0,4}\d{1,12}(?![\d.]))?)",
                          re.IGNORECASE)
_SHAPE_BEFORE = re.compile(r"\d[ \t]{0,4}(?:[x\u00d7*]|by)[ \t]{0,4}\d", re.IGNORECASE)


def _ghosts_added(line):
    """line with a ghost layer's words and arrow between two shapes as a comma, the shape after them said with its
    ghost cells ('1000 x 1000 interior + 1 ghost layer -> 1002 x 1002': '1000 x 1000 interior, 1002 x 1002 with
    ghost cells'); else line."""
    m = _GHOST_ADDED.search(line)
    if m is None or not _SHAPE_BEFORE.search(line, max(0, m.start() - 80), m.start()):
        return line
    return f"{line[:m.start()]}, {m.group(1)} with ghost cells{line[m.end():]}"


def _comma(m):
    """', ' for an arrow after a size's statement (a word before it on the line); the arrow itself after a bare
    number ('1002 -> 1000 inner': a row's change, test_pass24_q24, no two statements)."""
    return ", " if _WORD.search(m.string, 0, m.start()) else m.group()


_WORD = re.compile(r"[A-Za-z]")
