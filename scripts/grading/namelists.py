"""namelists.py - a header of bare names apart by blanks, then as many values ('t a b c: 0.1 0.05 0.1 0.4',
't a b c    : 0.1 0.05 0.1 0.4', 'a b c t = 0.05 0.1 0.4 0.1', 'threshold a b c: 0.1 0.05 0.1 0.4', or with
blanks only, 't a b c        0.1 0.05 0.1 0.4', the twenty-ninth pass's H8): the names were
not matched to the values (a b c read as the first three, 0.1 0.05 0.1; the threshold MISSING), where the same
names apart by commas were. Written 'name = value' pairs apart by commas ('t = 0.1, a = 0.05, b = 0.1, c = 0.4').
Only names of the threshold and the constants (t, thr, threshold, a, b, c), two at least and one of them a constant,
and exactly one value a name. Part of the grader (headings._named asks it, within the text's ends); one pattern a
line, each repeat bounded, a cheap test first.

    text = name_lists_read(text)
"""
import re

_NAME = r"(?:t|thr|thresh|threshold|a|b|c)"
_VALUE = r"[+-]?(?:\d{1,6}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
_LIST = re.compile(rf"^([ \t]{{0,8}}(?:(?!{_NAME}[ \t])[A-Za-z]{{1,20}}[ \t]{{1,3}})?)({_NAME}(?:[ \t]{{1,3}}{_NAME}){{1,4}})(?:[ \t]{{0,8}}[:=][ \t]{{0,8}}|[ \t]{{1,16}})"
                   rf"({_VALUE}(?:[ \t]{{1,8}}{_VALUE}){{1,4}})[ \t]{{0,8}}$", re.MULTILINE | re.IGNORECASE)


def _pairs(m):
    names, values = m.group(2).split(), m.group(3).split()
    if len(names) != len(values) or not {n.lower() for n in names} & {"a", "b", "c"} \
            or len({n.lower() for n in names}) != len(names):
        return m.group(0)
    label = m.group(1).rstrip(" \t")
    return (label + ": " if label.strip() else label) + ", ".join(f"{n} = {v}" for n, v in zip(names, values))


def name_lists_read(text):
    """text with each header of bare names and its values (module docstring) as 'name = value' pairs."""
    if " b" not in text and " B" not in text and "\tb" not in text:
        return text
    return _LIST.sub(_pairs, text)
