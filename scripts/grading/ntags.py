"""ntags.py - a log's tag that states n on every line ('N 1000: total elements = 1004004', '[n=1000] x below:
100024', '(n=1000) ...', 'n=1000 | ...'): the tag is the run's n, not a part of each line's label. A tag that
names a label's word is no shared prefix (lines.without_prefix keeps it: the lines named nothing, UNGRADED), and
homework.py's tags in brackets were dropped with their n (the inner size MISSING where the tag was its only
printing). Where one such tag, with one n, starts most lines with a letter (3 at least), each line loses it and
the text gains a last line 'n = N' (every other line keeps its number). Tags of several n (several runs) are
left. Part of the grader (lines.without_prefixes asks it first); one anchored pattern, in a text's first and
last 256 KiB (textends.py).
"""
import re

from .textends import at_the_ends

# the tag: n and its value bare ('N 1000:'), with '=' or ':' ('n=1000 |'), or in brackets ('[n=1000]', '(N = 1000)'),
# then a separator for a bare one, blanks, and a letter: the line's own label
_TAG = re.compile(r"^[ \t]*(?:\[[ \t]*[nN][ \t]*[=:]?[ \t]*(\d{1,9})[ \t]*\]|\([ \t]*[nN][ \t]*[=:]?[ \t]*(\d{1,9})[ \t]*\)"
                  r"|[nN](?:[ \t]*[=:][ \t]*|[ \t]+)(\d{1,9})[ \t]*[:|>\]-])[ \t]*(?=[A-Za-z(\[])", re.MULTILINE)
_LETTER_LINE = re.compile(r"^[^\n]*[A-Za-z][^\n]*$", re.MULTILINE)


def n_tags(text):
    """text without a tag stating n on its lines, and with 'n = N' last (module docstring); else text."""
    if "n" not in text[:4096] and "N" not in text[:4096]:
        return text
    return at_the_ends(text, _untagged)


def _untagged(text):
    tags = list(_TAG.finditer(text))
    if len(tags) < 3:
        return text
    values = {m.group(1) or m.group(2) or m.group(3) for m in tags}
    if len(values) != 1 or 2 * len(tags) <= sum(1 for _ in _LETTER_LINE.finditer(text)):
        return text
    pieces, at = [], 0
    for m in tags:
        pieces += [text[at:m.start()]]
        at = m.end()
    end = "" if text.endswith("\n") else "\n"
    return "".join(pieces) + text[at:] + f"{end}n = {int(values.pop())}\n"
