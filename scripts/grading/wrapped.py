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
    widths = _widths(lines)
    joined, changed, k = [], False, 0
    while k < len(lines):
        gone = 0  # (each line held against the next alone: linear in the text)
        while k + gone + 1 < len(lines) and _goes_on(lines[k + gone], lines[k + gone + 1], widths[k + gone], gone > 0):
            gone += 1
        sentence = " ".join([lines[k].rstrip()] + [lines[k + j].strip() for j in range(1, gone + 1)])
        joined.append(inner_of_which(sentence) if gone else sentence)  # ('holds 1004004' over 'floats of which
        # 1000000 are inner': the comma ofwhich.py writes in, which it could not see before the lines were one)
        joined.extend([""] * gone)
        changed = changed or gone > 0
        k += gone + 1
    return "\n".join(joined) if changed else text


def _prose(line, fewest=8):
    """Whether a line is prose: eight words of letters at least (`fewest`), most of its words."""
    tokens = line.split()
    words = sum(1 for token in tokens if token.strip(".,;()'\"").isalpha())
    return words >= fewest and 2 * words >= len(tokens)


def _widths(lines):
    """Each line's paragraph's width: the longest line of the run of non-blank lines it is in."""
    widths, start = [0] * len(lines), 0
    for k in range(len(lines) + 1):
        if k == len(lines) or not lines[k].strip():
            width = max((len(lines[j].rstrip()) for j in range(start, k)), default=0)
            widths[start:k] = [width] * (k - start)
            start = k + 1
    return widths


# A filled paragraph's next line (the thirty-first pass's neighbour of F11: 'so each array holds 1004004' over
# 'elements including the ghost layer ...' was two statements, the total read as n's; '... constants a = 0.05, b =' over
# '0.1 and c = 0.4.' lost b): it begins with a word in lower case, a number or a bracket, and no label's mark in its
# first two words ('y: ...', 't = 0.1' begin lines of their own), or a memory's unit ('GB of memory'), or an
# assignment's '= 0.1' after its name; a number where the line ends in '=' (the value of it)
_FILLED_NEXT = re.compile(r"[ \t]{0,8}(?:\(|[a-z][a-z-]{0,30}(?![:=\w])(?:[ \t]{1,8}[^\s:=]{1,40}(?![:=]))?|"
                          r"[+-]?\d[\d.,eE+-]{0,20}(?![\w:=])|[KMGT]i?B(?![\w:=])|=[ \t]{0,4}[+-]?\.?\d)")
_NOUN_OR_UNIT = re.compile(r"[ \t]{0,8}(?:elements|values|cells|entries|points|floats|doubles|bytes|[KMGT]i?B)(?![\w:=])")
_FIRST_WORD = re.compile(r"[ \t]{0,8}(\S{1,80})")


def _filled(end, following, width):
    """Whether `following` is the next line of a paragraph filled to `width` that `end` (prose that ends no
    sentence) leaves open: its first word would not have fitted on `end`'s line."""
    first = _FIRST_WORD.match(following)
    if not (end[-1:].isalnum() or end[-1:] == "="):
        return False  # (a bracket's or a unit's end: 'allocated x and y, 1004004 floats each (0.00374021 GB each)' over
        # 'x filled with random numbers': a step of its own, test_hostile15_sizes)
    if first is None or len(end) + 1 + len(first.group(1)) <= width or not _FILLED_NEXT.match(following):
        return False
    if end[-1:].isdigit() and not _NOUN_OR_UNIT.match(following) and first.group(1).lower() not in _JOINING:
        return False  # (a number ends the line: its noun or unit, or a joining word ('b = 0.1' over 'and c = 0.4.'), must
        # begin the next, as wrappedcounts.py's; 'averaging 9'
        # over 'neighbours pulls values towards 0.5.' stays apart, its 0.5 no fraction of the count before it)
    if following.lstrip()[:1] == "=":  # (an assignment's name ends the line: 'the threshold t' over '= 0.1 and ...')
        return re.search(r"(?:^|[ \t])[A-Za-z_]\w{0,20}$", end) is not None
    if end.endswith("="):
        return following.lstrip()[:1].isdigit()
    # (a number first: the next line prose too, not a table's row under a sentence that introduces it)
    return not following.lstrip()[:1].isdigit() or _prose(following, 2)


def _goes_on(line, following, width=0, inside=False):
    """Whether `following` continues the prose `line` (see above); inside: `line` itself continues a line
    before it (a paragraph's line of fewer words: 'holds 1004004 floats including the ghost layer (1002 per')."""
    end = line.rstrip()
    if end[-1:].isdigit() and count_goes_on(end, following):  # ('y has just 12' over 'elements under ...')
        return True
    if len(end) < 40 or not following.strip() or "::" in line or "\t" in line or "::" in following \
            or "\t" in following or end[-1:] in ".!?:;" or not _prose(end, 4 if inside else 8):
        return False
    if _ends_open(end):
        return True
    m = _GOES_ON.match(following) if end[-1:].isalpha() else None
    return m is not None and (m.group(1) is None or m.group(1) in _STARTS) or _filled(end, following, width)
