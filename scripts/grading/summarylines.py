"""summarylines.py - a labelled line of the thirteen values as bare numbers in the tutorial's order, after its
summary (`Summary: 1002 1000 1004004 1000000 0.00374021 0.1 0.05 0.1 0.4 100024 0.100024 12 1.2e-05`; a
`Results:` line, commas, a list's brackets: Python's print of a list, Fortran's `print *, 'Summary', ...`).
No number has a name of its own, so the line gave nothing, and a wrong value on it (Y 21 beside a right Y 12
above) passed (h22's P15). Where the thirteen fit the tutorial's order (n+2, n, (n+2)^2, n^2, the memory, the
threshold, a, b, c, X's count and fraction, Y's count and fraction) the line is rewritten in place as a recap
the grader reads (`Summary: memory per array = ..., threshold = ..., a = ..., ...; x below threshold = X (FX),
y below threshold = Y (FY)`), a second printing of each: a value that disagrees with its first printing fails.
A size printed again after the counts starts a run of its own (several.run_ranges), so a size whose number is
printed elsewhere in the text (its first printing, which it agrees with) is left out of the recap; where one is
printed nowhere else (a wrong one, or the line alone) all four are kept: a run of their own, with its n, read.
They fit where the sizes, the counts and the memory are whole or decimal as they should be, the fractions lie
in [0, 1] and the counts are no larger than n^2, one of the sizes' relations holds (the second the first less
2, the third the first's square, the fourth the second's) and one count's fraction is its count over n^2 (or
both are 0: an integer division): one value changed leaves one of each, so a wrong value is read and fails. A
line that doesn't fit stays unread. Part of the grader (fields.read_output asks it, beside sizelist.py, in a
text's first and last 256 KiB); one bounded pattern per line, a bounded number of lines rewritten.
"""
import re

from .textends import at_the_ends

_NUM = r"[+-]?(?:\d{1,19}(?:\.\d{0,20})?|\.\d{1,20})(?:[eEdD][+-]?\d{1,3})?"
_SEP = r"(?:[ \t]{0,4}[,;][ \t]{0,4}|[ \t]{1,16})"
_LINE = re.compile(r"(?im)^([ \t]{0,8}(?:final[ \t]{1,4})?(?:summary|results?)[ \t]{0,16}(?:(?:[:=]|->)[ \t]{0,16})?)"
                   r"(?:([\[(])[ \t]{0,4})?(" + _NUM + r"(?:" + _SEP + _NUM + r"){12})(?:[ \t]{0,4}([\])]))?[ \t]{0,8}$")
_ITEM = re.compile(_NUM)
_MOST = 16  # summary lines rewritten in a part of a text (a log of a thousand runs: the first ones)


def summaries_listed(text):
    """text with each labelled line of the thirteen values in the tutorial's order written as a recap of them."""
    return at_the_ends(text, _listed, ("ummar", "UMMAR", "esult", "ESULT"))


def _listed(part):
    done = [0]

    def written(m):
        if done[0] >= _MOST or (m.group(2) == "[") != (m.group(4) == "]") or (m.group(2) == "(") != (m.group(4) == ")"):
            return m.group()
        tokens = _ITEM.findall(m.group(3))
        values = _fits(tokens)
        if values is None:
            return m.group()
        done[0] += 1
        names = ("row length (n+2)", "n", "total elements", "inner elements")
        # (each agreeing with its first printing: left out; one printed nowhere else, all four: a run's n)
        sizes = [] if all(_elsewhere(part, token, m.start(), m.end()) for token in tokens[:4]) else \
            [f"{name} = {token}" for name, token in zip(names, tokens[:4])]
        settings = [f"memory per array = {tokens[4]}", f"threshold = {tokens[5]}", f"a = {tokens[6]}",
                    f"b = {tokens[7]}", f"c = {tokens[8]}"]
        counts = f"x below threshold = {tokens[9]} ({tokens[10]}), y below threshold = {tokens[11]} ({tokens[12]})"
        return m.group(1) + ", ".join(sizes + settings) + "; " + counts
    return _LINE.sub(written, part)


def _fits(tokens):
    """The thirteen as numbers where they fit the tutorial's order (see above), else None."""
    if len(tokens) != 13 or not all(tokens[i].lstrip("+").isdigit() for i in (0, 1, 2, 3, 9, 11)):
        return None
    try:
        row, inner, total, total_inner, memory, _, _, _, _, x, fx, y, fy = (float(t.replace("d", "e").replace("D", "e"))
                                                                        for t in tokens)
    except ValueError:
        return None
    if inner < 1 or memory <= 0 or not (0 <= fx <= 1 and 0 <= fy <= 1) or max(x, y) > max(total_inner, inner * inner):
        return None
    if not (row == inner + 2 or total == row * row or total_inner == inner * inner):
        return None
    if not (fx == fy == 0 or any(f > 0 and any(abs(count / whole - f) <= 1e-2 * f for whole in (inner * inner, total_inner) if whole)
                                 for count, f in ((x, fx), (y, fy)))):
        return None
    return tokens


def _elsewhere(text, token, start, end):
    """Whether token, a whole number, is printed as one in text outside text[start:end]."""
    pattern = re.compile(r"(?<![\w.])" + re.escape(token) + r"(?![\w]|\.\d)")
    return bool(pattern.search(text, 0, start) or pattern.search(text, end))
