"""gappedcounts.py - each array's count below the threshold (and its fraction) on one line, apart by a gap of two
blanks or more, or a tab, and by nothing else: C's `printf("x<t %d (%.4f%%)  y<t %d (%.4f%%)\\n", ...)` printing
`x<t 100024 (10.0024%)  y<t 12 (0.0012%)`, `X below t 100024 (0.100024)   Y below t 12 (1.2e-05)`. Read as one
statement, the line lost y's count and fraction (the twenty-eighth pass's F16), or gave x y's (`x below 100024
(...)  y below 12 (...)`: x FAIL at 12). With a comma between the pieces (clauses.py) or a colon after each label
it was read. Here each gap-apart piece is a statement of its own, where there are two to four of them, each a
count's (layout.place: 'below', its label before its first number) naming one array of its own, no two the same.
A piece that starts with a digit or a bracket is its previous piece's value, padded (`x<t    100024 (0.100024)`).
Part of the grader (loggers.prepared asks it where its plan is none or has a statement across a gap); linear:
one pass of gappedsettings' bounded gap pattern, each piece placed once.
"""
from .gappedsettings import _GAP, _pieces
from .layout import place
from .words import X_WORDS, Y_WORDS, words_of

_ARRAYS = X_WORDS | Y_WORDS


def counts_apart(text, plan):
    """A statement for each gap-apart count of an array on the line (see the module's docstring), where `plan`
    is None or has a statement across a gap; else plan."""
    if len(text) > 400 or not ("  " in text or "\t" in text):
        return plan
    if plan is not None and not any(len(statement) == 1 and isinstance(statement[0], tuple)
                                    and _GAP.search(text, *statement[0]) for statement in plan):
        return plan  # (each statement within a piece: read as it was)
    spans = []
    for a, b in _pieces(text):
        if spans and not text[a].isalpha():  # (a padded value: its label's piece)
            spans[-1] = (spans[-1][0], b)
        else:
            spans.append((a, b))
    if not 2 <= len(spans) <= 4:
        return plan
    arrays = []
    for a, b in spans:
        placed = place(text[a:b])
        if placed.kind != "below" or not text[a:b].lstrip()[:1].isalpha():
            return plan
        named = set(words_of(placed.label)) & _ARRAYS
        if len(named) != 1 or named <= set(arrays):
            return plan
        arrays += named
    return tuple((span,) for span in spans)
