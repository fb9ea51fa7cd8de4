"""recaptables.py - a count printed again after the file's counts in a table or a phrase no label reads (the
twenty-second pass's H6): each is another printing of that count, rewritten in place as one the grader reads
('y (GPU) below threshold = 21'), so that a wrong one fails (before, each such line after a right output passed
unread):
- a table of arrays under a header that names the array's column and a count's ('| array | below |',
  '| array | below threshold |', '| name | count | fraction |', plain 'array  below' over 'y      21'), each row
  an array's name (a version in brackets: '| y (GPU) | 21 |') and its whole count (its fraction after it); the
  header and a Markdown rule become blank lines (their line numbers kept);
- a count 'found' in an array ('counting y ... 21 found', 'y: 21 found', 'Found 21 in y', 'y: found 21');
- an answer's pair ('Final answer: 100024 / 21', 'Answer (x, y): 100024, 21', 'Result (y, x) = (21, 100024)'):
  x then y as the homework asks, or in the order the label names them; each value printed on no line that does
  not count (a size's '1000 / 1002' is no answer), the pair after the file's first count.
Only after the file's first count (recaplines' first_count): a first printing in these shapes is not read here.
Part of the grader (headings.regrouped asks it, beside recaplines.py); pure functions, anchored bounded patterns
on lines of 200 characters at most, a bounded number of lines looked at.
"""
import re

from .barerecaps import _only_counted as only_counted, printed_counting
from .recaplines import _first_count as first_count

_LOOKED = 256  # candidate lines per text at most (a bounded cost)
_LONGEST = 200  # a longer line is none of these

_FRACTION = r"\d*\.?\d+(?:[eE][+-]?\d{1,3})?[ \t]{0,2}%?"
_TAG = r"[A-Za-z][A-Za-z0-9 .+-]{0,15}"  # a version's or a run's word in brackets: '(GPU)', '(second run)'

# a header's cells: the array's column, then the count's, then (optionally) the fraction's
_ARRAY_HEADS = {"array", "arrays", "arr", "name", "var", "variable", "matrix", "grid", "field", "data", "input"}
_COUNT_WORDS = {"below", "under", "count", "counts", "found", "hits"}
_COUNT_HEAD_WORDS = _COUNT_WORDS | {"threshold", "t", "number", "num", "no", "elements", "cells", "values", "n",
                                    "less", "than", "of", "the", "0.1", ".1", "<", "#"}
_FRACTION_HEADS = {"fraction", "frac", "ratio", "share", "percent", "percentage", "%", "rate", "fraction below",
                   "fraction below threshold", "below fraction"}
_CELL_WORDS = re.compile(r"0?\.1|[a-z]+|[<#%]")


def _count_head(cell):
    words = _CELL_WORDS.findall(cell.lower())
    return bool(words) and set(words) <= _COUNT_HEAD_WORDS and bool(set(words) & (_COUNT_WORDS | {"<"}))


def _header(cells):
    """Whether a header's cells name an array's column, a count's and at most a fraction's."""
    if len(cells) not in (2, 3) or cells[0].lower() not in _ARRAY_HEADS or not _count_head(cells[1]):
        return False
    return len(cells) == 2 or " ".join(cells[2].lower().split()) in _FRACTION_HEADS


_MD_HEADER = re.compile(r"^[ \t]*\|([^|\n]{1,40})\|([^|\n]{1,40})\|(?:([^|\n]{1,40})\|)?[ \t]*$")
_MD_RULE = re.compile(r"^[ \t]*\|?(?:[ \t]*:?-{2,40}:?[ \t]*\|){1,3}(?:[ \t]*:?-{2,40}:?)?[ \t]*$")
_MD_ROW = re.compile(rf"^([ \t]*)\|[ \t]*([xXyY])(?:[ \t]{{0,4}}\(({_TAG})\))?[ \t]*\|[ \t]*(\d{{1,12}})[ \t]*\|"
                     rf"(?:[ \t]*({_FRACTION})[ \t]*\|)?[ \t]*$")
_PLAIN_HEADER = re.compile(r"^[ \t]*([A-Za-z]{1,10})[ \t]{2,40}([A-Za-z#<][A-Za-z0-9#<. ]{0,30}?)"
                           r"(?:[ \t]{2,40}([A-Za-z%][A-Za-z% ]{0,25}?))?[ \t]*$")
_PLAIN_ROW = re.compile(rf"^([ \t]*)([xXyY])(?:[ \t]{{0,4}}\(({_TAG})\))?[ \t]{{2,40}}(\d{{1,12}})"
                        rf"(?:[ \t]{{2,40}}({_FRACTION}))?[ \t]*$")


def _count(indent, array, tag, value, fraction):
    tag = f" ({' '.join(tag.split())})" if tag else ""
    fraction = f" ({fraction.replace(' ', '')})" if fraction else ""
    return f"{indent}{array.lower()}{tag} below threshold = {value}{fraction}"


def _table(lines, i):
    """(rewritten lines, how many) for a table of arrays' counts starting at lines[i], or None."""
    line = lines[i]
    if "|" in line:
        m = _MD_HEADER.match(line)
        if m is None or not _header([c.strip() for c in m.groups() if c is not None]):
            return None
        at, out = i + 1, [""]
        if at < len(lines) and _MD_RULE.match(lines[at]):
            at, out = at + 1, out + [""]
        row = _MD_ROW
    else:
        m = _PLAIN_HEADER.match(line)
        if m is None or not _header([c.strip() for c in m.groups() if c is not None]):
            return None
        at, out, row = i + 1, [""], _PLAIN_ROW
    arrays = []
    while at < len(lines) and len(arrays) < 8:
        r = row.match(lines[at])
        if r is None:
            break
        arrays.append(r.group(2).lower())
        out.append(_count(r.group(1), r.group(2), r.group(3), r.group(4), r.group(5)))
        at += 1
    if not arrays or at < len(lines) and lines[at].strip() and lines[at].lstrip()[:1] in "|xXyY":
        return None  # (no row, or a row of another shape: another table, tables.py's)
    return out, len(out)


# a count found in an array
_FOUND = (
    # 'counting y ... 21 found', 'y: 21 found', 'y -> 21 elements found'
    re.compile(r"^([ \t]*)(?:(?:counting|checking|scanning|searching|search)[ \t]{1,4})?([xXyY])[ \t]{0,4}"
               r"(?:\.{2,5}|\u2026|:|=|-{1,2}>?)?[ \t]{0,4}(\d{1,12})[ \t]{1,4}"
               r"(?:(?:elements?|values?|cells?|entries|points)[ \t]{1,4})?found[ \t]*[.!]?[ \t]*$", re.IGNORECASE),
    # 'counting y ... found 21', 'y: found 21 (1.3e-05)'
    re.compile(rf"^([ \t]*)(?:(?:counting|checking|scanning|searching|search)[ \t]{{1,4}})?([xXyY])[ \t]{{0,4}}"
               rf"(?:\.{{2,5}}|\u2026|:|-{{1,2}}>?)[ \t]{{0,4}}found[ \t]{{0,4}}:?[ \t]{{0,4}}(\d{{1,12}})"
               rf"(?:[ \t]{{1,4}}(?:elements?|values?|cells?|entries|points))?"
               rf"(?:[ \t]{{0,4}}\([ \t]{{0,4}}({_FRACTION})[ \t]{{0,4}}\))?[ \t]*[.!]?[ \t]*$", re.IGNORECASE),
)
# 'Found 21 in y', 'found 21 elements in array y', 'Found 21 values below the threshold in y.'
_FOUND_IN = re.compile(r"^([ \t]*)found[ \t]{0,4}:?[ \t]{0,4}(\d{1,12})[ \t]{1,4}"
                       r"(?:(?:elements?|values?|cells?|entries|points)[ \t]{1,4})?"
                       r"(?:(?:below|under|<)[ \t]{1,4}(?:(?:the[ \t]{1,4})?threshold[ \t]{1,4}|t[ \t]{1,4}|0?\.1[ \t]{1,4})?)?"
                       r"in[ \t]{1,4}(?:(?:the[ \t]{1,4})?(?:array|grid|matrix)[ \t]{1,4})?([xXyY])[ \t]*[.!]?[ \t]*$",
                       re.IGNORECASE)

# an answer's pair: 'Final answer: 100024 / 21', 'Answer (x, y): 100024, 21', 'Result (y, x) = (21, 100024)'
_ANSWER = re.compile(r"^([ \t]*)(?:(?:final|my|the)[ \t]{1,4})?(?:answers?|results?)"
                     r"(?:[ \t]{0,4}\([ \t]{0,4}([xXyY])[ \t]{0,4}[,/&;][ \t]{0,4}([xXyY])[ \t]{0,4}\))?"
                     r"[ \t]{0,4}[:=][ \t]{0,4}\(?[ \t]{0,4}(\d{1,12})[ \t]{0,4}(?:[,/;&]|and)[ \t]{0,4}(\d{1,12})"
                     r"[ \t]{0,4}\)?[ \t]*\.?[ \t]*$", re.IGNORECASE)


def _rewritten(text, start, line):
    """The line as a count's printing the grader reads, or None."""
    for pattern in _FOUND:
        m = pattern.match(line)
        if m is not None:
            fraction = m.group(4) if m.lastindex and m.lastindex >= 4 else None
            return _count(m.group(1), m.group(2), None, m.group(3), fraction)
    m = _FOUND_IN.match(line)
    if m is not None:
        return _count(m.group(1), m.group(3), None, m.group(2), None)
    m = _ANSWER.match(line)
    if m is not None:
        names = (m.group(2).lower(), m.group(3).lower()) if m.group(2) else ("x", "y")
        if names[0] == names[1] or m.group(4) == m.group(5):
            return None
        if not all(only_counted(text, start, start + len(line), v) for v in (m.group(4), m.group(5))):
            return None  # (a size's pair: '1000 / 1002')
        if not m.group(2) and not any(printed_counting(text, start, start + len(line), v)
                                      for v in (m.group(4), m.group(5))):
            return None  # (a bare pair neither of whose values a count's line prints: 'answer = (500, 501)' is no recap)
        return (f"{m.group(1)}{names[0]} below threshold = {m.group(4)}, "
                f"{names[1]} below threshold = {m.group(5)}")
    return None


_CANDIDATE = re.compile(rb"found|answer|result|arr|name|var|matrix|grid|field|data|input")


def rewritten_after_counts(text, candidate, rewritten, grouped, most):
    """text with each line after the file's first count that holds a candidate word (a bytes pattern, lower case)
    rewritten in place: by rewritten(text, start, line) (a line, or None), else, with the lines after it, by
    grouped(text, start, lines) ((the new lines, how many of lines they replace), or None; at most `most` lines
    looked at); other lines as they were. At most _LOOKED candidate lines, none longer than _LONGEST: bounded.
    recap_tables' and againlines.again_lines' walk."""
    if "\n" not in text:
        return text
    first = first_count(text)
    if first is None:
        return text
    # (the words looked for in the text's ASCII lowered, a byte a character: a plain pattern's search is fast)
    low = text.encode("ascii", "replace").lower()
    pieces, at, looked, pos = [], 0, 0, first
    while looked < _LOOKED:
        m = candidate.search(low, pos)
        if m is None:
            break
        start = text.rfind("\n", 0, m.start()) + 1
        pos = low.find(b"\n", m.end())
        pos = len(text) if pos < 0 else pos + 1  # (a line looked at once, however many words it holds)
        if start < at:
            continue
        stop = text.find("\n", start)
        stop = len(text) if stop < 0 else stop
        looked += 1
        if stop - start > _LONGEST:
            continue
        line = text[start:stop]
        new = rewritten(text, start, line)
        if new is not None:
            pieces += [text[at:start], new]
            at = stop
            continue
        lines = text[start:start + (most + 1) * (_LONGEST + 1)].split("\n", most)[:most]
        if any(len(x) > _LONGEST for x in lines):
            continue
        group = grouped(text, start, lines)
        if group is not None:
            out, count = group
            pieces += [text[at:start], "\n".join(out)]
            at = min(start + sum(len(x) + 1 for x in lines[:count]) - 1, len(text))
    return "".join(pieces) + text[at:] if pieces else text


def recap_tables(text):
    """text with each such table or line after the counts rewritten in place (line for line); other lines as
    they were (a table: its header and the rows after it, at most 10 lines looked at)."""
    return rewritten_after_counts(text, _CANDIDATE, _rewritten, lambda text, start, lines: _table(lines, 0), 10)
