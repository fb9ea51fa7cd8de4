"""unnamedcounts.py - the arrays' counts printed with no word of the threshold, where nothing else in the
output counts: 'Before smoothing: 100024 (0.100024)' over 'After smoothing: 12 (1.2e-05)', or one sentence,
'The count drops from 100024 (0.100024) in x to 12 (1.2e-05) in y.' (h22 F17, F22b). A teacher reads them as
the counts below the threshold (the only thing the homework counts), but no rule named them, and a file with
every other field read was UNGRADED ('no count ... found'). Read only as a last resort (cli.grade_file asks,
once the file's n is known and no count was read): two lines side by side (blank lines between them
passed over), or one line, that give each array (words._which_array: 'before smoothing' is x, 'after
smoothing' y) one whole number with its fraction in brackets, no word saying it counts something else
('above', 'mean', 'changed', ...), and at least one array's count over n^2 its fraction, to its printed
digits (the file's n: a coordinate's or a size's '(0.5)' is none). Both arrays are then named, so a wrong
one fails rather than being left unread. Part of the grader; anchored patterns with bounded runs, linear.

    named = counts_unnamed(text, n)   # the text with those lines named, or None
    reading = unnamed_read(text, n, reading, run, deadline, notes)   # cli.grade_file's last resort
"""
import re

from .barecounts import _half_unit
from .fields import TooLong, read_output, size_of
from .lines import TooManyLines, TooManyTags
from .elliptic import _LINE, _OTHER
from .words import _which_array, words_of

_NUMBER = r"[+]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
# one line of two counts, each with its fraction in brackets, words (no digit) around them
_PAIR_LINE = re.compile(rf"^([^\d\n()=]{{0,80}})(\d{{1,12}})[ \t]*\([ \t]*({_NUMBER})(?:[ \t]*(%))?[ \t]*\)"
                        rf"([^\d\n()=]{{1,60}})(\d{{1,12}})[ \t]*\([ \t]*({_NUMBER})(?:[ \t]*(%))?[ \t]*\)"
                        r"([^\d\n()=]{0,60})$", re.MULTILINE)
# where the words between two counts pass from the first's to the second's
_CONNECTOR = re.compile(r"(?i),|;|\b(?:to|and|while|whereas|but|vs|versus|then)\b|->")
_OTHERS = _OTHER - {"elements"}  # ('100024 elements before smoothing': a count's noun)
_BELOW = re.compile(r"(?i:below|under|less[ \t]+than|threshold)|<")  # (a line that says it: another rule's)


def _fits(count, fraction, percent, n):
    """Whether count / n^2 is the printed fraction to its last printed digit."""
    f, half = float(fraction), _half_unit(fraction)
    if percent:
        f, half = f / 100, half / 100
    return 0 < f <= 1 and half <= 0.05 * f and abs(int(count) / (n * n) - f) <= half * 1.0001


def _plain(words):
    return not (_OTHERS & set(words))


def _named(array, count, fraction, percent):
    return f"{array} below threshold: {count} ({fraction}{percent or ''})"


def _two_lines(text, n):
    """The (start, end, replacement) of two lines side by side that are x's and y's counts, else []."""
    found = []
    for m in _LINE.finditer(text):
        words = words_of(m.group(2) + " " + m.group(4))
        array = _which_array(words)
        if array is None or not _plain(words) or _BELOW.search(m.group(2) + m.group(4)):
            continue
        found.append((m, array))
        if len(found) > 64:
            return []
    for (a, x), (b, y) in zip(found, found[1:]):
        if {x, y} == {"x", "y"} and not text[a.end():b.start()].strip() \
                and any(_fits(m.group(3), m.group(5), m.group(6), n) for m in (a, b)):
            return [(m.start(), m.end(), m.group(1) + _named(w, m.group(3), m.group(5), m.group(6))) for m, w in ((a, x), (b, y))]
    return []


def _one_line(text, n):
    """The (start, end, replacement) of one line that gives both arrays' counts, else []."""
    for m in _PAIR_LINE.finditer(text):
        between = m.group(5)
        cut = _CONNECTOR.search(between)
        head, tail = (between[:cut.start()], between[cut.end():]) if cut else (between, "")
        first = _which_array(words_of(head)) or _which_array(words_of(m.group(1)))
        second = _which_array(words_of(m.group(9))) or _which_array(words_of(tail))
        words = words_of(m.group(1) + " " + between + " " + m.group(9))
        if {first, second} != {"x", "y"} or not _plain(words) or _BELOW.search(m.group(0)) \
                or not (_fits(m.group(2), m.group(3), m.group(4), n) or _fits(m.group(6), m.group(7), m.group(8), n)):
            continue
        return [(m.start(), m.end(), _named(first, m.group(2), m.group(3), m.group(4)) + ", "
                 + _named(second, m.group(6), m.group(7), m.group(8)))]
    return []


def counts_unnamed(text, n):
    """text with the arrays' unnamed count lines named ('x below threshold: 100024 (0.100024)'), or None."""
    if n is None or n < 1 or "(" not in text:
        return None
    spans = _two_lines(text, n) or _one_line(text, n)
    if not spans:
        return None
    pieces, at = [], 0
    for start, end, replacement in spans:
        pieces += [text[at:start], replacement]
        at = end
    return "".join(pieces) + text[at:]


def unnamed_read(text, n, reading, run, deadline, notes):
    """The reading of text with its unnamed count lines named, where that reads a count at the same n
    (a note saying so added to notes); else reading."""
    named = counts_unnamed(text, n)
    if named is None:
        return reading
    try:
        again = read_output(named, deadline=deadline, run=run)
    except (TooLong, TooManyLines, TooManyTags):  # (the first reading's verdict stands: no count)
        return reading
    counted = "below_x" in again["fields"] or "below_y" in again["fields"]
    if not counted or again["runs"] or size_of(again)[0] != n:
        return reading
    notes.append("the counts below the threshold read from lines that do not name it (each array's count and "
                 "its fraction of n^2 side by side)")
    return again
