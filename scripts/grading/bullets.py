"""bullets.py - a list item's bullet at a line's start (Markdown's `* grid: 1002 x 1002 (n = 1000 inner points
per row)`, a pasted `\u2022 n = 1000`): blanked, so the item is read as its line. A star before a label was read as a
product's (`* grid: 1002 x 1002 (...)`: the shape and its bracket's n unread: row and inner MISSING, where
`- grid: ...` is read). Only a lone star (or a bullet sign; an emoji or a symbol: `\u2705 Grid: ...`) after an indent,
then a blank and a letter or a digit: `**n**` is Markdown's bold (emphasis.py), `*** Results ***` a banner,
`+ ./smooth` a shell's trace (noise.py).
Part of the grader (lines.without_prefixes asks it, in a text's first and last 256 KiB); one anchored pattern.

    text = unbulleted(text)
"""
import re

from .textends import at_the_ends

# (an emoji or a symbol as a bullet too: '\u2705 Grid: 1000 x 1000 inner ...', '\U0001f4c9 x below t: ...', '\u2699\ufe0f t = 0.1':
# the thirty-third pass's r73, its grid line's row and inner MISSING; its variation selector and joiner with it)
_SYMBOL = "\u2190-\u21ff\u2300-\u23ff\u2460-\u24ff\u25a0-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff"
_BULLET = re.compile(rf"(?m)^([ \t]{{0,8}})(?:[*\u2022\u25e6\u2023\u2043\u00b7]|[{_SYMBOL}][\ufe0f\u200d]{{0,2}})([ \t]{{1,4}})(?=[^\W_])")
_SYMBOLS = re.compile(rf"[{_SYMBOL}]")


def unbulleted(text):
    """text with each line's leading bullet blanked (its characters' places kept)."""
    if "*" not in text and "\u2022" not in text and "\u25e6" not in text and "\u2023" not in text \
            and "\u2043" not in text and "\u00b7" not in text and not _SYMBOLS.search(text):
        return text
    return at_the_ends(text, lambda part: _BULLET.sub(lambda m: m.group(1) + " " + m.group(2), part))
