"""laterecaps.py - a count printed again after the file's counts in a phrasing no rule read (the twenty-fourth
pass's H7-H10, M1, M4): each is another printing of that count, rewritten in place (line for line) as one the
grader reads ('y below threshold = 13', 'y (GPU) below threshold = 13'), so that a wrong one fails (before, each
such line after a right output passed unread):
- a 'final' count in other words: 'Y (final): 13', 'Y final = 13', 'y count at the end: 13', 'y after smoothing: 13';
- a ratio's line with a count beside it: 'y/x ratio: 12/100024; smoothed count y = 13' (the ratio's part dropped);
- two versions' pairs: 'CPU vs GPU: x 100024/100024, y 12/13' (each value its version's);
- a labelled pair of both counts: 'Sum: x=100024 y=13', 'Check: x 100024, y 13';
- a number in words with its digits: 'only thirteen (13) cells of y end up below 0.1.';
- an unlabelled pair: numpy's 'array([100024,     13])', Octave's 'ans =' over '   100024       13' (one of the
  values printed before, neither printed on a line that does not count: a size's '1000 1002' is no recap).
Only after the file's first count (recaplines' first_count): a first printing in these shapes is not read here.
Part of the grader (headings.regrouped asks it, after recaptables.py); pure functions, anchored bounded patterns
on lines of 200 characters at most, a bounded number of lines looked at.
"""
import re

from .barerecaps import _only_counted as only_counted, _value_lines as value_lines, printed_counting
from .keyedrecaps import _PAIR_WORDS as COUNTS_WORDS
from .recaptables import rewritten_after_counts
from .terserecaps import _COUNT as COUNT

_END = r"[ \t]{0,4}\.?[ \t]*$"
_N = r"(\d{1,12})"
_SEP = r"(?:[ \t]{0,4}[:=][ \t]{0,4}|[ \t]{1,4})"  # (a name's value after ':', '=' or blanks)

_WHEN = (r"(?:final|finally|after[ \t]{1,4}smoothing|smoothed|(?:at|in)[ \t]{1,4}the[ \t]{1,4}end|"
         r"after[ \t]{1,4}the[ \t]{1,4}(?:sweep|stencil|run))")
# 'Y (final): 13', 'Y final = 13', 'y count at the end: 13', 'y after smoothing: 13', 'y (smoothed) count = 13'
_FINAL = re.compile(rf"(?i)^([ \t]*)([xy])(?:[ \t]{{1,4}}count)?(?:[ \t]{{0,4}}\([ \t]{{0,4}}{_WHEN}[ \t]{{0,4}}\)|"
                    rf"[ \t]{{1,4}}{_WHEN})(?:[ \t]{{1,4}}count)?[ \t]{{0,4}}[:=][ \t]{{0,4}}{_N}{_END}")
# a count's part of a ratio's line: 'smoothed count y = 13', 'y count = 13', 'count of y: 13 (after boundary fix)'
_PART = re.compile(rf"(?i)^[ \t]{{0,4}}(?:(?:smoothed|final|new)[ \t]{{1,4}})?(?:count(?:[ \t]{{1,4}}of)?[ \t]{{1,4}}"
                   rf"([xy])|([xy])[ \t]{{1,4}}count)[ \t]{{0,4}}[:=][ \t]{{0,4}}{_N}"
                   rf"(?:[ \t]{{1,4}}\([^()\n]{{1,40}}\))?{_END}")
_VERSIONS = r"(cpu|gpu|host|device|serial|cuda|omp|openmp|naive|shared|seq|sequential|parallel)"
# 'CPU vs GPU: x 100024/100024, y 12/13'
_VERSUS = re.compile(rf"(?i)^([ \t]*){_VERSIONS}[ \t]{{1,4}}(?:vs\.?|versus|/)[ \t]{{1,4}}{_VERSIONS}[ \t]{{0,4}}:"
                     rf"[ \t]{{0,4}}x{_SEP}{_N}[ \t]{{0,4}}/[ \t]{{0,4}}{_N}[ \t]{{0,4}}[,;][ \t]{{0,4}}"
                     rf"y{_SEP}{_N}[ \t]{{0,4}}/[ \t]{{0,4}}{_N}"
                     rf"(?:[ \t]{{1,4}}\(?(?:mismatch|match|ok|differ|differs|different|fail|failed|pass|passed)"
                     rf"\)?!{{0,3}})?{_END}")  # (the student's own check after it: 'MISMATCH')
# 'Sum: x=100024 y=13', 'Check: x 100024, y 13'
_LABELLED = re.compile(rf"(?i)^([ \t]*)(?:sum|summary|tally|recap|check|again|counts?|both|result|output)"
                       rf"[ \t]{{0,4}}[:=-][ \t]{{0,4}}x{_SEP}{_N}[ \t]{{0,4}}[,;]?[ \t]{{0,4}}y{_SEP}{_N}{_END}")
# 'only thirteen (13) cells of y end up below 0.1.'
_WORDS = re.compile(rf"(?i)^([ \t]*)(?:(?:only|just|exactly)[ \t]{{1,4}})?[a-z][a-z -]{{2,40}}\([ \t]{{0,2}}{_N}"
                    rf"[ \t]{{0,2}}\)[ \t]{{1,4}}(?:cells?|elements?|values?|entries|points)[ \t]{{1,4}}(?:of|in)"
                    rf"[ \t]{{1,4}}(?:the[ \t]{{1,4}})?(?:array[ \t]{{1,4}})?([xy])(?![\w])[^\n]{{0,60}}"
                    rf"(?:below|under|less[ \t]than|<)")
# numpy's 'array([100024,     13])'; Octave's pair of values under 'ans =' (or 'counts =')
# (a label before it, a library's tag, the module's name: 'counts: array([100024, 13])', 'np.array([100024, 13])',
# 'res = cp.array([...])': the thirty-third pass's H16, each passed unread after a right output)
_TAG = r"(?:[ \t]{0,4}\([ \t]{0,4}[A-Za-z][\w.-]{0,20}[ \t]{0,4}\))?"
_MODULE = r"(?:(?:np|numpy|cp|cupy|jnp|xp|da)\.)?"
_NUMPY = re.compile(rf"^([ \t]*)(?:([A-Za-z][A-Za-z0-9_ ]{{0,30}}?){_TAG}[ \t]{{0,4}}(?::|=|->)[ \t]{{0,4}})?{_MODULE}"
                    rf"array\(\[[ \t]{{0,12}}{_N},[ \t]{{0,12}}{_N}\](?:,[ \t]{{0,4}}dtype=[\w.]{{1,12}})?\)[ \t]*$")
# a count's name over numpy's or cupy's 0-d array: 'nby (cupy): array(13)', 'y_count = cp.array(13, dtype=int32)'
_NUMPY_ONE = re.compile(rf"^([ \t]*)([A-Za-z_]\w{{0,20}}){_TAG}[ \t]{{0,4}}[:=][ \t]{{0,4}}{_MODULE}array\([ \t]{{0,4}}{_N}"
                        rf"(?:,[ \t]{{0,4}}dtype=[\w.]{{1,12}})?[ \t]{{0,4}}\)[ \t]*$")
_LABEL_WORD = re.compile(r"[a-z]+")
# the two counts bare, or under a count's label, apart by blanks or a slash (the thirty-third pass's H17): '100024 13',
# 'below: 100024 / 13' after the counts (x's first, as printed before; not a table's row: no such line beside it)
_BARE_PAIR = re.compile(rf"^([ \t]*)(?:([A-Za-z][A-Za-z0-9_ ]{{0,30}}?)[ \t]{{0,4}}[:=][ \t]{{0,4}})?{_N}"
                        rf"(?:[ \t]{{1,12}}|[ \t]{{0,4}}/[ \t]{{0,4}}){_N}[ \t]*$")
_NUMBERS_ROW = re.compile(r"^[ \t]*\d[\d \t.,/:=-]*$")
_OCTAVE_NAME = re.compile(r"^[ \t]*[A-Za-z_]\w{0,20}[ \t]{0,4}=[ \t]*$")
_OCTAVE_PAIR = re.compile(rf"^([ \t]{{1,12}}){_N}[ \t]{{1,12}}{_N}[ \t]*$")


def _count(indent, array, tag, value):
    return f"{indent}{array.lower()}{f' ({tag})' if tag else ''} below threshold = {value}"


def _pair(text, start, line, indent, x, y):
    """x's and y's counts as a pair's recap, where one of them was printed before and neither on a line that does
    not count; else None."""
    if x == y or not all(only_counted(text, start, start + len(line), v) for v in (x, y)):
        return None
    if not any(re.compile(rf"(?<![\d.]){v}(?![\d.])").search(text, 0, start) for v in (x, y)):
        return None
    return f"{_count(indent, 'x', None, x)}, {_count('', 'y', None, y)}"


def _rewritten(text, start, line, before):
    """The line as a count's printing the grader reads, or None (before: the line above it)."""
    m = _FINAL.match(line)
    if m is not None:
        return _count(m.group(1), m.group(2), None, m.group(3))
    if ";" in line and "ratio" in line.lower():
        parts = line.split(";")
        counts = [_PART.match(p) for p in parts if "ratio" not in p.lower()]
        if len(parts) <= 4 and len(counts) == 1 and counts[0] is not None:
            c = counts[0]
            return _count(line[:len(line) - len(line.lstrip())], c.group(1) or c.group(2), None, c.group(3))
    m = _VERSUS.match(line)
    if m is not None:
        one, two = m.group(2).upper(), m.group(3).upper()
        return ", ".join((_count(m.group(1), "x", one, m.group(4)), _count("", "x", two, m.group(5)),
                          _count("", "y", one, m.group(6)), _count("", "y", two, m.group(7))))
    m = _LABELLED.match(line)
    if m is not None and any(printed_counting(text, start, start + len(line), v) for v in (m.group(2), m.group(3))):
        # (one of them a count printed before: 'Result: x=500, y=501' beside the counts is another pair)
        return f"{_count(m.group(1), 'x', None, m.group(2))}, {_count('', 'y', None, m.group(3))}"
    m = _WORDS.match(line)
    if m is not None:
        return _count(m.group(1), m.group(3), None, m.group(2))
    m = _NUMPY.match(line)
    if m is not None and (m.group(2) is None or set(_LABEL_WORD.findall(m.group(2).lower())) <= COUNTS_WORDS):
        return _pair(text, start, line, m.group(1), m.group(3), m.group(4))
    m = _NUMPY_ONE.match(line)
    count = COUNT.fullmatch(m.group(2)) if m is not None else None
    if count is not None and only_counted(text, start, start + len(line), m.group(3)):
        return _count(m.group(1), next(a for a in count.groups() if a), None, m.group(3))
    m = _BARE_PAIR.match(line)
    if m is not None and before is None and (m.group(2) is None or set(_LABEL_WORD.findall(m.group(2).lower())) <= COUNTS_WORDS) \
            and int(m.group(3)) > int(m.group(4)) and _x_then_y(text, start, start + len(line), m.group(3), m.group(4)) \
            and not _in_row_run(text, start, len(line)):  # (x's above y's: '12 100024' another order, left unread)
        return _pair(text, start, line, m.group(1), m.group(3), m.group(4))
    m = _OCTAVE_PAIR.match(line)
    if m is not None and before is not None and _OCTAVE_NAME.match(before):
        return _pair(text, start, line, m.group(1), m.group(2), m.group(3))
    return None


_CANDIDATE = re.compile(rb"final|end|smooth|ratio|vs|versus|sum|tally|recap|check|again|count|result|both|output"
                        rb"|gpu|device|parallel|\(\d|array\(|=[ \t]*\n|below"
                        rb"|(?m:^[ \t]{0,12}\d{1,12}[ \t]{1,12}\d{1,12}[ \t]*$)")  # ('100024 13': _BARE_PAIR's)


def _x_then_y(text, start, end, x, y):
    """Whether a bare pair's first is x's count printed before on a line that counts, or, where y's is so printed,
    a number printed nowhere else (a wrong X: '100025 12', c30's; before, unread and the output passed; 'n = 1000'
    over '1000 12' keeps such a pair unread)."""
    return printed_counting(text, start, end, x) or printed_counting(text, start, end, y) \
        and not value_lines(text, start, end, x)


def _in_row_run(text, start, length):
    """Whether the line at start..start+length has a line of numbers alone just before or after it (a table's rows)."""
    before = text.rfind("\n", 0, max(start - 1, 0)) + 1 if start else start
    after = text.find("\n", start + length + 1)
    lines = (text[before:start - 1] if start else "", text[start + length + 1:len(text) if after < 0 else after])
    return any(line.strip() and _NUMBERS_ROW.match(line) for line in lines)


def _under_ans(text, start, lines):
    """Octave's 'ans =' with its pair on the next line (a blank line between): (the lines, the pair's rewritten; how
    many of lines they replace), or None."""
    if not lines[0].rstrip().endswith("="):
        return None
    at = start + len(lines[0]) + 1
    for k in range(1, len(lines)):
        if lines[k].strip():
            new = _rewritten(text, at, lines[k], lines[0])
            return (lines[:k] + [new], k + 1) if new is not None else None
        at += len(lines[k]) + 1
    return None


def late_recaps(text):
    """text with each such line after the counts rewritten in place (line for line); other lines as they were
    (recaptables' walk: at most _LOOKED candidate lines, none longer than _LONGEST)."""
    return rewritten_after_counts(text, _CANDIDATE, lambda text, start, line: None if line.rstrip().endswith("=")
                                  else _rewritten(text, start, line, None), _under_ans, 3)
