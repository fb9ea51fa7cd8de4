"""middots.py - settings listed with a middle dot or a bullet between them: 't = 0.1 · a = 0.05 · b = 0.1 · c =
0.4', 'n = 1000 • t = 0.1', 'a=0.05 ⋅ b=0.1 ⋅ c=0.4'. The dot was read as a product's, the constants lost; on a line
whose every part is 'label = value' (two parts at least) it is a list's comma. A product ('0.1 · n² = 100000',
'4 · 0.05 + ...') is no such line and stays. Part of the grader (wholetext.ready calls it); pure functions; a line's
parts matched whole, each bounded.
"""
import re

from .textends import at_the_ends

_DOTS = "\u00b7\u2022\u22c5\u2219"
_APART = re.compile(r"[ \t]{1,8}[\u00b7\u2022\u22c5\u2219][ \t]{1,8}")
# one part: a label (a letter first, no digit right after the separator) '=' or ':' and one number (a unit after it)
_PART = re.compile(r"[ \t]{0,8}[^\W\d][^=:\n\u00b7\u2022\u22c5\u2219]{0,40}[=:][ \t]{0,4}[-+]?(?:\d[\d_]{0,15}(?:\.\d{0,12})?"
                   r"|\.\d{1,12})(?:[eE][-+]?\d{1,3})?(?:[ \t]?[A-Za-z%]{1,5})?[ \t]{0,8}")
_DOT = re.compile(r"[\u00b7\u2022\u22c5\u2219]")


def _listed(line):
    if len(line) > 2000:
        return line
    parts = _APART.split(line)
    if len(parts) < 2 or not all(_PART.fullmatch(part) for part in parts):
        return line
    return ", ".join([parts[0].rstrip()] + [part.strip() for part in parts[1:]])


def dots_as_commas(text):
    """text with each line of 'label = value' parts apart by middle dots (or bullets) listed by commas (in its first
    and last textends.SAMPLE characters)."""
    if not any(dot in text for dot in _DOTS):
        return text
    return at_the_ends(text, _commas)


def _commas(text):
    pieces, at = [], 0
    while True:
        m = _DOT.search(text, at)
        if m is None:
            break
        start = text.rfind("\n", at, m.start()) + 1 or at
        end = text.find("\n", m.end())
        end = len(text) if end < 0 else end
        pieces += [text[at:start], _listed(text[start:end])]
        at = end
    return "".join(pieces) + text[at:]
