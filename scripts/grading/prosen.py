"""prosen.py - n stated inside a prose sentence ('I used n = 1000, so the arrays are 1002 x 1002.', '... of which
1000000 are inner elements (n = 1000).'): a lowercase n, '=' and a whole number, after a word or an opening
bracket, in a line of prose. The sentence's other words (a shape, another size) made the line one statement that
gave no n, or a clause whose aside '(n = 1000)' was never read: the output was UNGRADED ('no line gives n') or its
inner size MISSING. The 'n = 1000' is made a statement of its own (loggers.prepared's plan), the rest kept as it
was read. A sentence about another run ('Next I will try n = 2000.', timedn.another_run's words) is left a mention, as before.
Part of the grader (the package gathers it); pure functions.
"""
import re

from .bracketn import n_remark
from .timedn import another_run

_N_SAID = re.compile(r"(?:(?<=[A-Za-z(,][ \t])(?:\(?[ \t]{0,2})?|(?<=[(\[{<])[ \t]{0,2})"  # (after a word, or an
                     r"n[ \t]{0,3}=[ \t]{0,3}\d{1,9}(?![\w.]\w|\d)")  # opening bracket however far from it: a banner's
# ' HW2 stencil  (n = 1000, 1 thread)', '# smooth [n = 1000, 4 threads]': the bracket's n, its aside)
_N_ONLY = re.compile(r"n[ \t]{0,3}=[ \t]{0,3}\d{1,9}")
_WORD = re.compile(r"[A-Za-z]{2,}")
_AS_PROSE = 2  # words of two letters or more besides the n: a sentence, not a line of 'n = 1000 N = 1004004'


def n_in_prose(text, plan, prepare=None):
    """The plan (statements.split's) with a prose sentence's 'n = 1000' a statement of its own; plan as it
    was where the line states no n in prose, or its plan already reads it apart."""
    if "n" not in text or "=" not in text or len(text) > 2000:
        return plan
    said = _N_SAID.search(text)
    if said is None:
        return plan
    n = _N_ONLY.search(text, said.start())
    start, end = n.start(), n.end()
    if _N_SAID.search(text, end):  # ('Time for n = 1000 and n = 2000: 10.0 ms': several n's, none the run's)
        return plan
    if len(_WORD.findall(text[:start] + " " + text[end:])) < _AS_PROSE and not n_remark(text) or another_run(text):
        return plan  # (a sentence about another run, 'Next I will try n = 2000.': a mention, as before)
    opened = _opened_by_n(text, start, end, prepare)
    if opened is not None:
        return opened
    parts = list(plan) if plan else [((0, len(text)),)]
    for i, part in enumerate(parts):
        if len(part) != 1 or type(part[0]) is not tuple:
            continue
        a, b = part[0]
        if (a, b) == (start, end):
            return plan  # (read apart already)
        if a <= start and end <= b:
            pieces = [((a, start),)] if text[a:start].strip(" \t(,;") else []
            pieces.append(((start, end),))
            if text[end:b].strip(" \t).,;"):
                pieces.append(((end, b),))
            return tuple(parts[:i] + pieces + parts[i + 1:])
    return plan


_DIGIT = re.compile(r"\d")
_REST_START = re.compile(r"[ \t]{0,4}[,;]")


def _opened_by_n(text, start, end, prepare):
    """The plan of a sentence whose words before its n hold no number and whose n a comma or ';' ends ('I chose n =
    1000, so the grid is 1002 x 1002 (1004004 in total, 1000000 inner)'): those words one statement, the rest
    planned by `prepare` (statements.prepare) as the line 'n = 1000, so the grid ...' is, where that plan reads n
    apart and more statements after it; else None. (Before, the words before n made the line's plan another:
    the aside '(1004004 in total, 1000000 inner)' one statement, the total MISSING and 1004004 read as the inner
    total: the thirty-first pass's neighbour of F11.)"""
    if prepare is None or _DIGIT.search(text, 0, start) or not _REST_START.match(text, end):
        return None
    begin, plan = prepare(text[start:])
    if not plan or type(plan[0]) is not tuple or len(plan) < 2 or begin != 0 \
            or not all(isinstance(p, tuple) for p in plan[0]) or plan[0] != ((0, end - start),):
        return None  # (one statement, a plan that holds only if ..., or n not read apart: as before)
    head = [((0, start),)] if text[:start].strip(" \t(,;") else []
    return tuple(head + [tuple((p[0] + start, p[1] + start) if isinstance(p, tuple) else p for p in statement)
                         for statement in plan])
