"""namesvalues.py - a run's arguments named first, then their values in the names' order (`Parameters N, threshold:
1000 0.1`, `args: N THRESHOLD = 1000 0.1`, `Input (n threshold): 1000 0.1`), and a usage line's echo of the
arguments it got (`Usage: ./stencil N THRESHOLD   (got N=1000 THRESHOLD=0.1)`): read as one statement, the label
was the threshold's and its value the first number (threshold FAIL `found 1000 and 0.1`, a right value failed).
Each name is read with its value (`N :: 1000`, `threshold :: 0.1`), as pairs.names_listed reads a bracketed list;
the usage line's words before its bracket are the command's syntax, no label, and each `KEY=VALUE` in the bracket
is a statement. Only two to four names, each one a field's (words.classify: n, N, the threshold, a row; no count's
nor fraction's), as many values, nothing else on the line. Part of the grader (loggers.prepared asks it); anchored
patterns of bounded runs.
"""
import re

from .words import classify

_NAME = r"[A-Za-z_][\w+^*]{0,20}"
_VALUE = r"[+-]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
_LABEL = r"(?i:parameters|params|arguments|args|inputs?|settings|options|using|run(?:ning)?[ \t]+with)"
_LISTED = re.compile(rf"[ \t]*{_LABEL}[ \t]*:?[ \t]*(\(?)[ \t]*({_NAME}(?:(?:[ \t]*,[ \t]*|[ \t]{{1,4}}){_NAME}){{1,3}})[ \t]*\)?"
                     rf"[ \t]*(?:::?|=)[ \t]*({_VALUE}(?:(?:[ \t]*,[ \t]*|[ \t]{{1,4}}){_VALUE}){{1,3}})[ \t]*")
_USAGE = re.compile(rf"[ \t]*(?i:usage)[ \t]*:[^()\n]{{1,120}}\([ \t]*(?i:got|given|with|using|args:?|called with)?[ \t]*"
                    rf"((?:{_NAME}[ \t]*=[ \t]*{_VALUE}(?:[ \t]*,[ \t]*|[ \t]{{1,4}})?){{1,6}})[ \t]*\)[ \t]*")
_ITEM = re.compile(r"[^,\s]+")
_PAIR = re.compile(rf"{_NAME}[ \t]*=[ \t]*{_VALUE}")
_NOT_ARGUMENTS = {"below", "fraction", "constants"}


def names_then_values(line):
    """The plan (statements.py's) of a line of arguments' names and then their values, or of a usage line's
    echo of them; else None."""
    if len(line) > 300:
        return None
    if "sage" in line[:12] or "SAGE" in line[:12]:
        m = _USAGE.fullmatch(line)
        return tuple(((p.span(),) for p in _PAIR.finditer(line, *m.span(1)))) if m else None
    m = _LISTED.fullmatch(line) if line[:1].isalpha() or line[:1] in " \t" else None
    if m is None:
        return None
    names = [n.span() for n in _ITEM.finditer(line, *m.span(2))]
    values = [v.span() for v in _ITEM.finditer(line, *m.span(3))]
    kinds = [classify(line[slice(*name)]) for name in names]
    if len(names) != len(values) or None in kinds or set(kinds) & _NOT_ARGUMENTS or len(set(kinds)) != len(kinds):
        return None
    return tuple((name, " :: ", value) for name, value in zip(names, values))
