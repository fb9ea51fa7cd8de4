"""wrapped.py - prose wrapped at a width (an editor's fill, a mail's 72 columns): a sentence's lines
joined into one, as it was written, so that its clauses are read as the one line's (statements.py):

    I ran my program with n=1000. Each array has 1002 elements per row
    (1004004 in total, 1000000 without the ghost cells) and uses 0.00374021 GB
    of memory. ...

A line goes on where it is prose (long, of words, no `::`, no tab) that does not end a sentence
or a value, and the next line plainly continues it: the line ends in a joining word (`and`, `of`,
`the`, ...) or a comma, or leaves a bracket open, or the next begins with a bracket or with a
joining word or a noun of the homework's and no label's mark after it (`of memory.`, not `x: 12`,
`below_x = 12` or a tool's `ptxas info`). The joined
lines keep their count (the later ones left empty), so every line keeps its number. Part of the
grader; a pure function.

    text = unwrapped(text)
"""
import re

from .wrappedcounts import count_goes_on
from .ofwhich import inner_of_which

MAX_TEXT = 1 << 16  # a file of more is a program's output, not a text box's
_JOINING = {"and", "or", "of", "the", "a", "an", "with", "in", "to", "is", "was", "were", "are", "which", "per", "for",
            "by", "at", "from", "but", "that", "so", "than", "as", "on", "into", "each", "its", "their", "my", "our"}
# What begins a line that goes on: a bracket, or a joining word or a noun of the homework's and no label's mark
# after it ('(1004004 in total', 'of memory', 'of 0.1', 'elements below'; not 'x: 12', 'ptxas info')
_GOES_ON = re.compile(r"[ \t]*(?:\(|([a-z]+)[ \t]+[^:=\s])")
_STARTS = _JOINING | {"elements", "memory", "values", "cells", "ghost", "inner", "total", "below", "above", "after",
                      "before", "without", "it", "all", "only", "about", "approximately", "not", "be", "been", "has",
                      "have", "had", "there", "those", "these", "this", "we", "they", "i", "gb", "bytes"}


def _ends_open(line):
    """Whether a prose line leaves its sentence open: a joining word or a comma last, or a bracket open."""
    end = line.rstrip()
    if end.count("(") > end.count(")"):
        return True
    word = end.rsplit(None, 1)[-1].lower() if end else ""
    return word.endswith(",") or word in _JOINING


def unwrapped(text):
    """The text with each wrapped sentence's lines joined (see above); a text past MAX_TEXT, or with no
    long line of words, as it is."""
    if len(text) > MAX_TEXT or "\n" not in text:
        return text
    lines = text.split("\n")
    joined, changed, k = [], False, 0
    while k < len(lines):
        gone = 0  # (each line held against the next alone: linear in the text)
        while k + gone + 1 < len(lines) and _goes_on(lines[k + gone], lines[k + gone + 1]):
            gone += 1
        sentence = " ".join([lines[k].rstrip()] + [lines[k + j].strip() for j in range(1, gone + 1)])
        joined.append(inner_of_which(sentence) if gone else sentence)  # ('holds 1004004' over 'floats of which
        # 1000000 are inner': the comma ofwhich.py writes in, which it could not see before the lines were one)
        joined.extend([""] * gone)
        changed = changed or gone > 0
        k += gone + 1
    return "\n".join(joined) if changed else text


def _prose(line):
    """Whether a line is prose: eight words of letters at least, most of its words."""
    tokens = line.split()
    words = sum(1 for token in tokens if token.strip(".,;()'\"").isalpha())
    return words >= 8 and 2 * words >= len(tokens)


def _goes_on(line, following):
    """Whether `following` continues the prose `line` (see above)."""
    end = line.rstrip()
    if end[-1:].isdigit() and count_goes_on(end, following):  # ('y has just 12' over 'elements under ...')
        return True
    if len(end) < 40 or not following.strip() or "::" in line or "\t" in line or "::" in following \
            or "\t" in following or end[-1:] in ".!?:;" or not _prose(end):
        return False
    if _ends_open(end):
        return True
    m = _GOES_ON.match(following) if end[-1:].isalpha() else None
    return m is not None and (m.group(1) is None or m.group(1) in _STARTS)
