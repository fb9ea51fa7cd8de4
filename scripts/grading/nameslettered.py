"""nameslettered.py - a bracketed list of names, the constants' letters among them, then their values in that order
(`Parameters (t, a, b, c): 0.1, 0.05, 0.1, 0.4`, `Parameters (a, b, c, t): 0.05, 0.1, 0.4, 0.1`, `Inputs (n, t,
a, b, c) = 1000 0.1 0.05 0.1 0.4`, `(threshold, a, b, c): ...`): each value is its name's, the three letters' one
statement `a = ..., b = ..., c = ...` and each other name's its own (`t :: 0.1`). Before, the label's `a, b, c` took
the line's first three numbers (`0.1 0.05 0.1`: a and b looked swapped) and the threshold was lost; namesvalues.py
reads such a list only where every name is a field's, and a lone letter is none. Only where a, b and c are each
named once, every other name is a field's (words.classify: the threshold, n, a row; no count, fraction or
constants) and there are as many values as names, nothing else on the line. So are the names bare, apart by commas, where their values are in brackets (`t, a,
b, c: [0.1  0.05 0.1  0.4 ]`, numpy's print). Also the constants named alpha, beta and
gamma (or α, β, γ) in that order, each with its value, nothing else on the line but a label before them (`alpha=0.05
beta=0.1 gamma=0.4`): read as a, b and c (they were missing where no label word said weights). Part of the grader (loggers.prepared
asks it); one anchored pattern of bounded runs.
"""
import re

from .words import classify

_NAME = r"[A-Za-z_][\w+^*]{0,20}"
_VALUE = r"[+-]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
_APART = r"(?:[ \t]{0,4},[ \t]{0,4}|[ \t]{1,4})"
# an optional label of up to four words, the names in brackets, a separator, the values (in brackets or not)
_LISTED = re.compile(rf"[ \t]{{0,40}}(?:[A-Za-z][\w-]{{0,30}}(?:[ \t][A-Za-z][\w-]{{0,30}}){{0,3}}[ \t]{{0,4}})?"
                     rf"[(\[][ \t]{{0,4}}({_NAME}(?:{_APART}{_NAME}){{3,5}})[ \t]{{0,4}}[)\]][ \t]{{0,4}}(?:::?|=|->)[ \t]{{0,4}}"
                     rf"[(\[]?[ \t]{{0,4}}({_VALUE}(?:{_APART}{_VALUE}){{3,5}})[ \t]{{0,4}}[)\]]?[ \t]{{0,4}}[.;]?[ \t]{{0,4}}")
# the names bare, apart by commas, and their values in brackets (numpy's `t, a, b, c: [0.1  0.05 0.1  0.4 ]`, Python's
# `t, a, b, c = (0.1, 0.05, 0.1, 0.4)`: the threshold was lost and the constants read as `0.1 0.05 0.1`)
_BARE = re.compile(rf"[ \t]{{0,40}}(?:[A-Za-z][\w-]{{0,30}}(?:[ \t][A-Za-z][\w-]{{0,30}}){{0,3}}[ \t]{{1,4}})?"
                   rf"({_NAME}(?:[ \t]{{0,4}},[ \t]{{0,4}}{_NAME}){{3,5}})[ \t]{{0,4}}(?:::?|=|->)[ \t]{{0,4}}"
                   rf"[(\[][ \t]{{0,4}}({_VALUE}(?:{_APART}{_VALUE}){{3,5}})[ \t]{{0,4}}[)\]][ \t]{{0,4}}[.;]?[ \t]{{0,4}}")
_ITEM = re.compile(r"[^,\s]+")
_NOT_ARGUMENTS = {"below", "fraction", "constants"}


def names_lettered(line):
    """The plan (statements.py's) of a line of bracketed names, a, b and c among them, then their values; else
    None."""
    if len(line) > 300 or "(" not in line and "[" not in line:
        return None
    m = _LISTED.fullmatch(line) or _BARE.fullmatch(line)
    if m is None:
        return None
    names = [n.span() for n in _ITEM.finditer(line, *m.span(1))]
    values = [v.span() for v in _ITEM.finditer(line, *m.span(2))]
    if len(names) != len(values):
        return None
    letters, others = {}, []
    for name, value in zip(names, values):
        word = line[slice(*name)]
        if word.lower() in ("a", "b", "c"):
            if word.lower() in letters:
                return None
            letters[word.lower()] = value
            continue
        kind = classify(word)
        if kind is None or kind in _NOT_ARGUMENTS or kind in [k for k, _, _ in others]:
            return None
        others.append((kind, name, value))
    if len(letters) != 3:
        return None
    constants = ("a = ", letters["a"], ", b = ", letters["b"], ", c = ", letters["c"])
    return (constants,) + tuple((name, " :: ", value) for _, name, value in others)


_GREEK_SEP = r"(?:[ \t]{0,4}[,;|][ \t]{0,4}|[ \t]{1,4})"
_GREEK = re.compile(rf"[ \t]{{0,40}}(?:[A-Za-z][\w-]{{0,30}}(?:[ \t][A-Za-z][\w-]{{0,30}}){{0,3}}[ \t]{{0,4}}[:=][ \t]{{0,4}})?"
                    rf"(?i:alpha|\u03b1)[ \t]{{0,4}}[=:][ \t]{{0,4}}({_VALUE}){_GREEK_SEP}"
                    rf"(?i:beta|\u03b2)[ \t]{{0,4}}[=:][ \t]{{0,4}}({_VALUE}){_GREEK_SEP}"
                    rf"(?i:gamma|\u03b3)[ \t]{{0,4}}[=:][ \t]{{0,4}}({_VALUE})[ \t]{{0,4}}[.;,]?[ \t]{{0,4}}")


def greek_named(line):
    """The plan of a line of the constants as alpha, beta and gamma ('a = 0.05, b = 0.1, c = 0.4'); else None."""
    m = _GREEK.fullmatch(line) if len(line) <= 300 else None
    return (("a = ", m.span(1), ", b = ", m.span(2), ", c = ", m.span(3)),) if m else None
