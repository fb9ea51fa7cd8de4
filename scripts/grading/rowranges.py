"""rowranges.py - a range of row indices, a rank's or a thread's part of the grid (`[rank 3] rows 751..1000 of 1000`,
`rows 751 to 1000 on rank 3`, `my rows: 751..1000`, `rank 3: rows 751-1000`, `row range [750, 1000)`,
`rows [750:1000]`, `Rank 3 of 4: rows 751-1000 (250 rows)`): no size of the grid. 'rows' is a row's label, so the
range's first index was read as the row's length (751, and the whole file graded at n = 749: the twenty-fifth pass's
H10). Such a range, with the whole it is out of (`of 1000`, `/1000`) and a count of its rows in brackets after it
(`(250 rows)`), is rewritten as `local rows`, words of no field (words.OTHER_WORDS' 'local'): a rank's rows, as
`local rows 250` reads already. A range is two indices apart by `..`, `-`, a dash, `:`, `to` or `through`, or in
brackets (`[750, 1000)`), the first below the second: `rows 1002 - 2 = 1000` is a difference and stays as it was.
Part of the grader (wholetext.ready asks it, after the lines' prefixes are dropped); one bounded pattern, a
bounded number of matches looked at.
"""
import re

from .rewrites import rewritten

_INDEX = r"\d{1,9}"
_SPAN = (rf"(?P<a>{_INDEX})[ \t]{{0,3}}(?:\.\.\.?|-|\u2013|\u2014|:(?=\d))[ \t]{{0,3}}(?P<b>{_INDEX})"  # 751..1000, 751-1000
         rf"|(?P<c>{_INDEX})[ \t]{{1,3}}(?:to|through|thru|until)[ \t]{{1,3}}(?P<d>{_INDEX})"  # 751 to 1000
         rf"|[\[(][ \t]{{0,2}}(?P<e>{_INDEX})[ \t]{{0,2}}(?:,|:|\.\.\.?|-)[ \t]{{0,2}}(?P<f>{_INDEX})[ \t]{{0,2}}[\])]")
# the row's word (a range's own: 'row range', 'row indices'), an optional ':' or '=' and 'from', the two indices,
# then the whole they are out of and a bracketed count of the range's rows
_RANGE = re.compile(
    r"\b(?:rows?(?:[ \t_]{1,3}(?:range|ranges|indices|index|span|block|slice))?)[ \t]{0,3}(?:[:=][ \t]{0,3})?"
    rf"(?:from[ \t]{{1,3}})?(?:{_SPAN})(?!\.?\d)"
    rf"(?:[ \t]{{1,3}}(?:of|out[ \t]of)[ \t]{{1,3}}{_INDEX}(?![.\d])|[ \t]{{0,2}}/[ \t]{{0,2}}{_INDEX}(?![.\d]))?"
    rf"(?:[ \t]{{1,3}}\([ \t]{{0,2}}{_INDEX}[ \t]{{1,3}}(?:local[ \t]{{1,3}})?rows?[ \t]{{0,2}}\))?",
    re.IGNORECASE | re.ASCII)
_MOST = 65536  # (ranges looked at in a file: a rank's line each, thousands of ranks at most)


def _local(m, text):
    """'local rows' for a range whose first index is below its last; None (kept) for another match."""
    pair = [g for g in m.group("a", "b", "c", "d", "e", "f") if g is not None]
    return "local rows" if len(pair) == 2 and int(pair[0]) < int(pair[1]) else None


def row_ranges_dropped(text):
    """text with each range of row indices (module docstring) rewritten as 'local rows'."""
    return rewritten(_RANGE, text, _local, _MOST, ("row", "Row", "ROW"))  # (each match begins with one)
