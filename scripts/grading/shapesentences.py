"""shapesentences.py - a grid's shapes listed in a sentence, then another sentence with a number of its own
on the same line ('so each array has 1002 x 1002 = 1004004 elements, 1000000 of them inner elements.
Each float array takes 0.00374 GB of memory.'). grids.shapes_listed cuts a list at its commas only, so
the next sentence was the last size's words and its memory was lost (h22 H5's c18). Here the list is
the first sentence's, and the rest of the line is planned on its own. Part of the grader (statements.py
asks it); pure functions, linear in the line.

    plan = listed_then(line, shapes_listed, prepare)   # None: no sentence after a list of shapes
"""
import re

# A sentence's end: a word's (or a bracket's) full stop, blanks, a capital letter; a number later in the line
_END = re.compile(r"(?<=[A-Za-z)])\.[ \t]{1,8}(?=[A-Z])")
_DIGIT = re.compile(r"\d")


def listed_then(line, shapes_listed, prepare):
    """shapes_listed's plan for the line's first sentence, then prepare's for the rest, where the
    first sentence lists shapes and a later one has a number; else None."""
    if ". " not in line and ".\t" not in line:
        return None
    digit = _DIGIT.search(line)
    end = _END.search(line, digit.start()) if digit else None
    if end is None or not _DIGIT.search(line, end.end()):
        return None
    plan = shapes_listed(line[:end.start() + 1])
    if plan is None:
        return None
    rest = prepare(line[end.end():])[1]
    rest = (((0, len(line) - end.end()),),) if rest is None or isinstance(rest[0], str) else rest
    return plan + tuple(tuple((p[0] + end.end(), p[1] + end.end()) if isinstance(p, tuple) else p for p in statement)
                        for statement in rest)
