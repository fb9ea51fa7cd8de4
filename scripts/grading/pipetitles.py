"""pipetitles.py - a title before a line's fields apart by pipes (`Stencil HW | n=1000 | N=1002 | total=1004004 |
...`, a one-line summary with its program's name first): the title's words were read with the first field's
(`Stencil HW | n=1000`: no label, n unread, inner MISSING, where the line without the title is read). The line's
text then begins after the title's pipe (loggers.prepared asks it). Only a title of words (no number of its own, `HW2` a name's; no `=` or `:`;
no field's or array's name: words.classify none, no `x`/`y`), before at least two more pipes whose cells are each
a name and its value (`key=value`, `key: value`); a Markdown row (`| n | 1000 |`) or a table's header is none.
Part of the grader; pure functions, the line walked once.
"""
import re

from .words import X_WORDS, Y_WORDS, classify, words_of

_CELL = re.compile(r"[ \t]*[A-Za-z_][\w .()^*+/-]{0,40}?[ \t]*[=:][ \t]*[+-]?\.?\d[^|]{0,60}")
_TITLE = re.compile(r"[ \t]*[A-Za-z][\w \t'.,!#&-]{0,60}")
_NUMBER = re.compile(r"(?<![A-Za-z])\d")  # (a number of its own: 'HW2' is a name's, 'Run 2' a run's)


def pipe_title(line):
    """Where a line's fields begin after a title and its pipe ('Stencil HW | n=1000 | ...' -> 13), else 0."""
    bar = line.find("|")
    if bar <= 0 or line.count("|") < 3 or len(line) > 1000:
        return 0
    title = line[:bar]
    if not _TITLE.fullmatch(title) or _NUMBER.search(title):
        return 0
    words = set(words_of(title))
    if not words or words & (X_WORDS | Y_WORDS) or classify(title) is not None:
        return 0
    cells = line[bar + 1:].split("|")
    if not all(_CELL.fullmatch(cell.rstrip()) for cell in cells if cell.strip()):
        return 0
    return bar + 1 + len(line[bar + 1:]) - len(line[bar + 1:].lstrip())
