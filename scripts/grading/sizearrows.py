"""sizearrows.py - an arrow between a line's size statements (the thirty-third pass's H7): `Grid: 1000 x 1000 inner
(1002 x 1002 with halo) -> 1004004 cells, 1000000 inner`, `n = 1000 \u2192 1002 per row \u2192 1004004 cells, 1000000
inner`, `=>`. Before, the arrow joined two statements in one (UNGRADED: no n; or the row and the total MISSING); a
comma in its place was read. Now such an arrow is a comma. Only an arrow before a whole number and a size's word
(`per row`, `cells`, `elements`, `inner`, `points`, `in total`, `x 1002`), on a line with no count's or threshold's
word (the recap `100024 -> 12 below threshold` keeps its arrow), after a word (`1002 -> 1000 inner`, a bare number's
change, keeps it). Asked by notations.plain_notations first (sizeclauses reads the commas); one pattern of bounded
runs a line: linear. Part of the grader; pure functions.
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
    return "".join(_ARROW.sub(_comma, line) if len(line) <= 2000 and _ARROW.search(line) and not _COUNTED.search(line)
                   else line for line in text.splitlines(True))


def _comma(m):
    """', ' for an arrow after a size's statement (a word before it on the line); the arrow itself after a bare
    number ('1002 -> 1000 inner': a row's change, test_pass24_q24, no two statements)."""
    return ", " if _WORD.search(m.string, 0, m.start()) else m.group()


_WORD = re.compile(r"[A-Za-z]")
