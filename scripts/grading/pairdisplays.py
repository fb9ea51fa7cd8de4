"""pairdisplays.py - both arrays' counts (or fractions) shown as one pair whose label is elsewhere, rewritten as the
line 'counts below threshold (x, y) = [100024 12]' that the reader already takes as X's and Y's:

- a heading that ends in the arrays' pair over lines of a count's or fraction's name and a pair of values
  (numpy: 'below threshold (x, y):' then 'counts = [100024     12]' and 'fractions = [1.00024e-01 1.20000e-05]'):
  the heading's label carried onto each line ('counts below threshold (x, y) = [100024     12]');
- the same on one line, a second pair after a comma ('below threshold (x, y): [100024     12], fractions
  [1.00024e-01 1.20000e-05]'): each pair a line of its own, the second under the first's label;
- R's print of a string that is a heading ('[1] "Elements below threshold:"'): the heading, no '[1]' (R's index,
  no count of 1);
- R's named vector (print(c(x = cx, y = cy)): '     x      y ' over '100024     12 ', each name right-aligned over
  its value): under a heading that names a field, tables.py reads it with that heading; with none, whole numbers are
  the counts and fractions the fractions, as a teacher reads them (a second printing of Y that disagrees FAILs),
  not where each value is one digit printed nowhere before ('x y' over '3 4' is a point's).

Part of the grader (headings._headed asks it first); anchored patterns with bounded blank runs, a cheap test first.
"""
import re

from .varsplit import lines_split
from .words import classify, words_of

_NUMBER = r"[+-]?(?:\d{1,15}(?:\.\d{0,15})?|\.\d{1,15})(?:[eE][+-]?\d{1,3})?"
# the arrays' pair at a label's end: '(x, y)', '[x, y]', '(X,Y)'
_PAIR = r"[(\[][ \t]{0,2}[xXyY][ \t]{0,2},[ \t]{0,2}[xXyY][ \t]{0,2}[)\]]"
# a pair of values: numpy's '[100024     12]', a list's '[100024, 12]', a tuple's '(100024, 12)'
_VALUES = rf"[(\[][ \t]{{0,4}}{_NUMBER}(?:[ \t]{{0,16}},[ \t]{{0,16}}|[ \t]{{1,16}}){_NUMBER}[ \t]{{0,4}}[)\]]"
# a heading: a field's words (a threshold's value allowed), the pair, a colon or nothing
_HEADING = re.compile(rf"(?m)^([ \t]{{0,16}})([A-Za-z][A-Za-z0-9 _.<=-]{{0,60}}?)[ \t]{{0,4}}({_PAIR})[ \t]{{0,4}}:?[ \t]{{0,16}}$")
# a line under it: a count's or fraction's name, '=' or ':', the values
_UNDER = re.compile(rf"(?m)([ \t]{{0,16}})([A-Za-z][A-Za-z_ ]{{0,20}}?)[ \t]{{0,4}}[:=][ \t]{{0,4}}({_VALUES})[ \t]{{0,16}}$")
_NAMES = {"count", "counts", "number", "numbers", "n", "num", "nbelow", "below", "fraction", "fractions", "frac",
          "fracs", "ratio", "ratios", "share", "shares", "proportion", "proportions", "percent", "percentage",
          "percentages", "elements", "cells", "points"}
# one line: the label and pair, its values, then ', fractions [..]' (each later piece a name and its values)
_ONE_LINE = re.compile(rf"^([ \t]{{0,16}})([A-Za-z][A-Za-z0-9 _.<=-]{{0,60}}?)[ \t]{{0,4}}({_PAIR})[ \t]{{0,4}}[:=][ \t]{{0,4}}"
                       rf"({_VALUES})((?:[ \t]{{0,4}}[,;][ \t]{{0,4}}[A-Za-z][A-Za-z_ ]{{0,20}}?[ \t]{{0,4}}[:=]?[ \t]{{0,4}}"
                       rf"{_VALUES}){{1,3}})[ \t]{{0,4}}[.;]?[ \t]{{0,16}}$")
_PIECE = re.compile(rf"[ \t]{{0,4}}[,;][ \t]{{0,4}}([A-Za-z][A-Za-z_ ]{{0,20}}?)[ \t]{{0,4}}[:=]?[ \t]{{0,4}}({_VALUES})")
_ONE_CUE = re.compile(rf"{_PAIR}[ \t]{{0,4}}[:=][ \t]{{0,4}}[(\[]")
# R's print of a string with no digit: a heading
_R_STRING = re.compile(r'^([ \t]{0,16})\[1\][ \t]{1,8}"([^"\n\d]{1,100})"[ \t]{0,16}$', re.MULTILINE)
# R's named vector: two array names, then their two values, each right-aligned to its name
_R_NAMES = re.compile(r"(?m)^[ \t]{0,40}([xXyY])[ \t]{1,40}([xXyY])[ \t]{0,16}$")
_R_VALUES = re.compile(rf"(?m)[ \t]{{0,40}}({_NUMBER})[ \t]{{1,40}}({_NUMBER})[ \t]{{0,16}}$")
_WHOLE = re.compile(r"[+-]?\d{1,15}")
_DIGIT = re.compile(r"\d")


def _field(label):
    """Whether a label names the count or the fraction below the threshold."""
    return classify(label) in ("below", "fraction")


def _base(label):
    """A heading's label without its leading count or fraction names ('counts below threshold' -> 'below threshold')."""
    words = label.split()
    while len(words) > 1 and words[0].lower() in _NAMES - {"below"}:
        words = words[1:]
    return " ".join(words)


def _headed(text):
    """text with the lines under a pair's heading labelled by it."""
    pieces, at = [], 0
    for m in _HEADING.finditer(text):
        if m.start() < at or not _field(m.group(2)):
            continue
        label = f"{_base(m.group(2).strip())} {m.group(3)}"
        j, under = m.end() + 1, 0
        while j < len(text) and under < 4:
            u = _UNDER.match(text, j)
            name = u and u.group(2).strip()
            if not u or not set(words_of(name)) <= _NAMES:
                break
            pieces += [text[at:u.start()], f"{u.group(1)}{name} {label} = {u.group(3)}"]
            at, j, under = u.end(), u.end() + 1, under + 1
    return "".join(pieces) + text[at:] if pieces else text


def _one_line(line):
    """'below threshold (x, y): [100024 12], fractions [..]' as a line a pair; None where it is no such line."""
    m = _ONE_LINE.match(line)
    if m is None or not _field(m.group(2)):
        return None
    label = f"{_base(m.group(2).strip())} {m.group(3)}"
    out = [f"{m.group(1)}{m.group(2).strip()} {m.group(3)} = {m.group(4)}"]
    for piece in _PIECE.finditer(m.group(5)):
        name = piece.group(1).strip()
        if not set(words_of(name)) <= _NAMES:
            return None
        out.append(f"{m.group(1)}{name} {label} = {piece.group(2)}")
    return "\n".join(out)


def _vectors(text):
    """text with R's named vectors of the two arrays (module docstring) rewritten."""
    pieces, at = [], 0
    for names in _R_NAMES.finditer(text):
        if names.start() < at or names.group(1).lower() == names.group(2).lower():
            continue
        values = _R_VALUES.match(text, names.end() + 1)
        if values is None or values.end(1) - values.start() != names.end(1) - names.start() \
                or values.end(2) - values.start() != names.end(2) - names.start():
            continue  # (R right-aligns each name over its value)
        before = text[max(0, names.start() - 400):names.start()].rstrip("\n \t").rsplit("\n", 1)[-1].strip()
        if before and not _DIGIT.search(before) and classify(before.rstrip(":").strip()) is not None:
            continue  # (under a field's heading: tables.py reads it with that heading)
        first, second = values.group(1), values.group(2)
        if len(first) < 2 and len(second) < 2 and not any(
                re.compile(rf"(?<![\d.]){re.escape(v)}(?![\d.])").search(text, 0, names.start()) for v in (first, second)):
            continue  # (a point's 'x y' over '3 4': one digit each, neither printed before)
        if _WHOLE.fullmatch(first) and _WHOLE.fullmatch(second):
            if first == second:
                continue  # (two arrays' sizes, no counts)
            label = "counts below threshold"
        elif not _WHOLE.fullmatch(first) and not _WHOLE.fullmatch(second):
            label = "fractions below threshold"
        else:
            continue
        pieces += [text[at:names.start()], "\n", f"{label} ({names.group(1)}, {names.group(2)}) = [{first} {second}]"]
        at = values.end()
    return "".join(pieces) + text[at:] if pieces else text


def pair_displays(text):
    """text with the pair displays of the module docstring rewritten; text itself where none is."""
    if '[1] "' in text:
        text = _R_STRING.sub(lambda m: m.group(1) + m.group(2), text)
    if "," in text and _ONE_CUE.search(text):
        text = lines_split(text, _ONE_CUE, _one_line)
    if "," in text and ("(x" in text or "(X" in text or "[x" in text or "[X" in text):
        text = _headed(text)
    if "x" in text or "X" in text:
        text = _vectors(text)
    return text
