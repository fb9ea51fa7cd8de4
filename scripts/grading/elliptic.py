"""elliptic.py - a count sentence that leaves out what it counts, the line before having said it: 'Before
smoothing, 100024 of the inner elements are below the threshold (10.0024%).' over 'After smoothing, only 12
are (0.0012%).' (also 'After smoothing: 12 (0.0012%).', 'After smoothing, this drops to 12 (0.0012%).'). Such a
line is named its array's count below the threshold ('y below threshold :: 12 (0.0012%)') where: its words
name one array (words._which_array: 'after smoothing' is y) and no other field or direction ('above',
'changed', 'mean', ...), it holds one whole number and then its fraction in brackets, the two agree (an n x n
grid's share: barecounts.agree), and the line before (blank lines passed over) is a count below the threshold
('below', 'under', 'less than', '<'; not 'above', 'not below'). Not a line of an array's name alone ('y: 12
(1.2e-05)': barecounts' own rule, under its heading's). Part of the grader (barecounts.counts_named asks it); one anchored
pattern with bounded runs that cannot overlap (no digit before the count): linear in the text.
"""
import re

from .neighbours import line_before
from .words import _which_array, words_of

_NUMBER = r"[+]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
# words (no digit), one whole number, a few words, its fraction in brackets, the sentence's end
# (the fraction named in its brackets: '(a fraction of 1.2e-05)', '(fraction 1.2e-05)')
_SHARE = r"(?:(?:a[ \t]{1,3})?(?:fraction|share|frac|ratio)(?:[ \t]{1,3}of)?[ \t]{0,3}[:=]?[ \t]{0,3})?"
_LINE = re.compile(rf"^([ \t]*)([A-Za-z][^\d\n()=]{{2,80}})(\d{{1,12}})([^\d\n()=]{{0,30}})\([ \t]*{_SHARE}({_NUMBER})(?:[ \t]*(%))?"
                   r"[ \t]*\)[ \t]*[.;!]?[ \t]*$", re.MULTILINE)
# a line before that counts below the threshold
_BELOW = re.compile(r"(?i:below|under|less[ \t]+than|smaller[ \t]+than|lower[ \t]+than)|<")
_ABOVE = re.compile(r"(?i:above|not[ \t]+(?:below|under|less))")  # (the line before counting the complement)
_NAMES = frozenset(("x", "y", "array", "arr", "input", "output"))
# words that make the number another thing than the array's count below the threshold
_OTHER = frozenset(("above", "over", "greater", "more", "larger", "higher", "exceed", "exceeds", "changed", "change",
                    "changes", "differ", "differs", "different", "mean", "average", "sum", "max", "min", "maximum",
                    "minimum", "iteration", "iterations", "step", "steps", "row", "rows", "column", "columns", "time",
                    "seconds", "ms", "bytes", "gb", "mb", "kb", "n", "elements", "total", "threads", "ranks",
                    "processes", "blocks", "nan", "nans", "zero", "zeros", "negative", "equal", "exactly"))


def elliptic_named(text, agree):
    """text with each elliptic count sentence named its array's count below the threshold (agree: barecounts')."""
    if "(" not in text:
        return text
    pieces, at = [], 0
    for m in _LINE.finditer(text):
        words = words_of(m.group(2) + " " + m.group(4))
        array = _which_array(words)
        if array is None or _OTHER & set(words) or _BELOW.search(m.group(2) + m.group(4)) or set(words) <= _NAMES:
            continue  # (one with its own 'below' is read as before; an array's name alone, 'y: 12 (1.2e-05)', barecounts')
        before = line_before(text, m.start())
        if not agree(float(m.group(3)), m.group(5), bool(m.group(6))) or not _BELOW.search(before) or _ABOVE.search(before):
            continue
        pieces += [text[at:m.start()], f"{m.group(1)}{array} below threshold :: {m.group(3)} ({m.group(5)}{m.group(6) or ''})"]
        at = m.end()
    return "".join(pieces) + text[at:] if pieces else text
