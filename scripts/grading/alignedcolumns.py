"""alignedcolumns.py - a table printed in aligned columns one blank apart (R's print(data.frame): '  array  count
fraction' over '1     x 100024 0.100024'; a format's '%6s %8s %10s'), its cells rewritten two blanks apart, as
tables.py reads a space-aligned table's cells (runs of two blanks or more: R's 'count fraction', each name as wide
as its column, was one cell, and the counts were never read: UNGRADED). Only a header of names and no digit over
rows whose words each end where its column's name ends (right-aligned: R, pandas) or start where it starts
(left-aligned, or a last column unpadded), each row with a number, a first word before the header's first name
allowed (R's row number or row name); a block with a gap of one blank in it. Everything else as it was; each line
keeps its number. Part of the grader (tables.rewrite asks it); pure functions, linear in the text.
"""
import re

from .printednumbers import PLAIN_NUMBER

_HEADER = re.compile(r"^[^\d\n]{3,300}$", re.MULTILINE)  # (a line of words and no digit: a header may be one)
_WORD = re.compile(r"\S+")
_NAME = re.compile(r"[A-Za-z_.][\w.()/%<>=+*^-]{0,40}")  # a column's name ('count', 'frac_below', 'n.below')
_NUMBER = re.compile(PLAIN_NUMBER.pattern + "%?")
_ONE_BLANK = re.compile(r"\S \S")
MAX_HEADERS = 200  # header-like lines looked at (a homework's output has a few)
MAX_WORDS = 16  # a header's names


def aligned(text):
    """text with each such table's lines (module docstring) as their words two blanks apart; text where none."""
    if "  " not in text:
        return text
    lines, start, number = None, 0, 0
    for tried, m in enumerate(_HEADER.finditer(text)):
        if tried >= MAX_HEADERS:
            break
        if m.end() >= len(text) or not _ONE_BLANK.search(text, m.start(), m.end() + 301):
            continue
        lines = text.split("\n") if lines is None else lines
        number += text.count("\n", start, m.start())  # (its line's number, counted on from the last one's: linear)
        start = m.start()
        _rewritten(lines, number)
    return "\n".join(lines) if lines is not None else text


def _words(line):
    return [(w.start(), w.end(), w.group()) for w in _WORD.finditer(line)]


def _rewritten(lines, i):
    """The table headed by lines[i], its lines' words two blanks apart, where it is one (module docstring)."""
    names = _words(lines[i])
    if not 2 <= len(names) <= MAX_WORDS or not all(_NAME.fullmatch(name) for _, _, name in names):
        return
    rows, j = [], i + 1
    while j < len(lines) and j - i <= 1000:
        words = _words(lines[j])
        if not _fits(names, words):
            break
        rows.append(j)
        j += 1
    if not rows or not any(_ONE_BLANK.search(lines[k]) for k in [i] + rows):
        return
    for k in [i] + rows:
        lead = lines[k][:len(lines[k]) - len(lines[k].lstrip())]
        lines[k] = lead + "  ".join(word for _, _, word in _words(lines[k]))


def _fits(names, words):
    """Whether a row's words sit under the header's names (each one's end or start its name's), a first word
    before the first name allowed (a row's number or name), one of them a number."""
    extra = len(words) - len(names)
    if extra not in (0, 1) or extra and words[0][1] > names[0][0]:
        return False
    under = words[extra:]
    if not any(_NUMBER.fullmatch(word) for _, _, word in under):
        return False
    return all(w[1] == n[1] or w[0] == n[0] for w, n in zip(under, names))  # (a last column unpadded: its start)
