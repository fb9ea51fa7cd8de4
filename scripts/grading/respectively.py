"""respectively.py - both arrays' counts in one sentence or line, paired with the arrays by position: `The
numbers of elements below the threshold in x and y are 100024 and 12, respectively (fractions 0.100024 and
1.2e-05).`, `Elements below threshold in x and y: 100024, 12 (fractions 0.100024, 1.2e-05)`: a statement for
each array, its count with its fraction in brackets after it (`... in (x) :: 100024 (0.100024)`), as each
array's own line reads. And `below threshold: x 100024 (0.100024) | y 12 (1.2e-05)`: a `|` between the
arrays' clauses as a comma (statements' clauses). A clause before the sentence's ('Using a threshold of 0.1,
the numbers ... in x and y are 100024 and 12, respectively (...)'): its clauses are read as they were, the rest
as here (after_clauses). Part of the grader (loggers.prepared asks it where
statements.prepare has no plan); each pattern anchored at a separator found first: no backtracking on a long
line.
"""
import re

from .clauses import clauses
from .statements import _aside, _named_pair
from .words import FRACTION_WORDS

_VALUE = r"[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?(?:[ \t]*%)?"
_APART = r"(?:[ \t]*(?:,|;|/|&|\band\b)[ \t]*|[ \t]+)"
_RESPECTIVELY = r"(?:[ \t]*,)?(?:[ \t]*respectively)?"  # (each blank run before a token of its own: linear)
# the label's separator ('::', ':', '=', or a verb: 'are', 'were', 'is'), then the two counts, then the two
# fractions in one bracket, with a word of a fraction's or none ('(fractions 0.100024 and 1.2e-05)')
_SEPARATOR = re.compile(r"::|:|=|\b(?:are|were|is|was)\b")
_TAIL = re.compile(rf"[ \t]*(?:::|:|=|are|were|is|was)[ \t]*({_VALUE}){_APART}({_VALUE}){_RESPECTIVELY}"
                   rf"(?:(?:[ \t]*[,;])?[ \t]*\((?:[ \t]*([A-Za-z][A-Za-z \t]{{0,30}}?))?(?:[ \t]*[:=])?[ \t]*({_VALUE})"
                   rf"{_APART}({_VALUE}){_RESPECTIVELY}[ \t]*\))?{_RESPECTIVELY}(?:[ \t]*[.;])?[ \t]*", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z]+")


def _fraction_word(words):
    return not words or all(w.lower().rstrip("s") in FRACTION_WORDS or w.lower() in FRACTION_WORDS
                            for w in _WORD.findall(words))


def respectively(line):
    """A statement for each array of a label that names both, its count and its fraction after it; else None."""
    if len(line) > 400:
        return None
    for k, sep in enumerate(_SEPARATOR.finditer(line)):
        if k == 4:
            return None
        m = _TAIL.fullmatch(line, sep.start())
        if m is None or sep.start() == 0:
            continue
        if m.group(4) is not None and not _fraction_word(m.group(3) or ""):
            return None
        pair = _named_pair(line, 0, sep.start())
        if pair is None:
            return None
        (cut_start, cut_end), names = pair
        label = ((0, cut_start), " ", (cut_end, sep.start()))
        return tuple(label + (" (", name, ") :: ", m.span(count)) + ((" (", m.span(fraction), ")") if m.group(4) else ())
                     for name, count, fraction in zip(names, (1, 2), (4, 5)))
    return None


_DIGIT = re.compile(r"\d")
_LABEL_END = re.compile(r":|\b(?:are|were|is|was)\b")


def threshold_named(line):
    """respectively()'s statements where the label names the threshold by its value ('Elements below 0.1 in x
    and y: 100024 and 12 (...)', 'Elements < 0.1 in x and y are ...'), which prose's clauses would cut at
    the 0.1; else None."""
    sep = _LABEL_END.search(line, 0, 400) or _SEPARATOR.search(line, 0, 400)  # (cheap first: a digit before the
    # label's end, its ':' or verb past a threshold's own '=': 'Elements below t=0.1 in x and y: ...')
    found = respectively(line) if sep and _DIGIT.search(line, 0, sep.start()) else None
    if found is None:
        return None
    label = found[0][0], found[0][2]  # (the label's words before the arrays' names and after them)
    if any("," in line[slice(*span)] or ";" in line[slice(*span)] for span in label):
        return None  # (a clause before the sentence: after_clauses' 'Using a threshold of 0.1, the numbers ...')
    return found if any(_DIGIT.search(line, *span) for span in label) else None


def _shifted(part, by):
    return tuple(p if isinstance(p, str) else (p[0] + by, p[1] + by) for p in part)


def after_clauses(line, plan):
    """A plan of a line whose clauses (plan, statements.prepare's) end in a 'respectively' sentence after a
    comma (the last comma it can follow): the clauses before it as they were (the one the comma cuts, its part
    before the comma), the sentence read by respectively(); else None."""
    if not plan or isinstance(plan[0], str) or "respectively" not in line:
        return None
    starts = [p[0] for statement in plan for p in statement[:1] if isinstance(p, tuple)]
    if len(starts) != len(plan):
        return None
    comma = line.find("respectively")
    for _ in range(6):
        comma = line.rfind(",", 0, comma)
        if comma < 0:
            return None
        start = comma + 1 + len(line[comma + 1:]) - len(line[comma + 1:].lstrip(" \t"))
        found = respectively(line[start:])
        if found is None:
            continue
        i = sum(1 for s in starts if s < start)  # (the statements that begin before the sentence)
        if i == 0:
            return None
        ends = [p[1] for p in plan[i - 1] if isinstance(p, tuple)]
        last = (tuple(plan[i - 1]),) if max(ends) <= comma else (((starts[i - 1], comma),),)
        return tuple(plan[:i - 1]) + last + tuple(_shifted(part, start) for part in found)
    return None


def piped(line):
    """A plan of a line whose arrays' clauses a '|' sets apart ('below threshold: x 100024 (0.100024) | y 12
    (1.2e-05)'), read as with a comma; else None."""
    if " | " not in line or line.lstrip()[:1] == "|" or line.count("|") > 3:
        return None
    plan = clauses(line.replace("|", ","), _aside)
    if not plan or isinstance(plan[0], str):
        return None
    pipes = [i for i, c in enumerate(line) if c == "|"]
    spans = [p for statement in plan for p in statement if isinstance(p, tuple)]
    return None if any(a <= i < b for a, b in spans for i in pipes) else plan
