"""rowcounts.py - a tool's count of rows (a table's or a file's), no row length: `saved 1 row to runs.db`,
`wrote 3 rows to results.csv`, `1 row written`, `Rows affected: 1`, psql's footer `(1 row)`, MySQL's `1 row in set
(0.00 sec)` and `Query OK, 1 row affected`, pandas' `[1 rows x 9 columns]`, `row 5 of the table is unchanged`,
`processed 1000 rows in 0.008 s`. 'row' labels the row's length, so the small number was read as a second, different
row length and a right output FAILed its row field (the twenty-ninth pass's H7). Each such count is rewritten with
its number left out (`saved to runs.db`, `(1 row)` an empty line): a verb of storing or going through (saved, wrote,
appended, inserted, processed, ...) before `N row(s)`, or its participle (written, affected, in set) after it or
after `rows` before `: N`. A count followed by a shape's or a row's own words (`wrote 1002 rows x 1002 columns`,
`1002 rows of 1002 floats`, `rows with 2 ghosts`) is left as it was: that may be the grid's size. Part of the grader
(wholetext.ready asks it, at the text's ends); bounded patterns, each piece of them bounded.
"""
import re

from .textends import at_the_ends

_VERBS = (r"saved|saving|saves|wrote|written|writing|writes|appended|appending|inserted|inserting|exported|exporting"
          r"|stored|storing|logged|logging|added|adding|deleted|deleting|removed|updated|updating|fetched|fetching"
          r"|loaded|loading|read|reading|returned|returning|selected|copied|copying|dumped|dumping|emitted|flushed"
          r"|flushing|committed|persisted|recorded|recording|processed|processing|smoothed|skipped|upserted"
          r"|dropped|printed")
_AFTER = (r"written|saved|appended|inserted|exported|stored|logged|added|deleted|removed|updated|fetched|loaded"
          r"|read|returned|selected|copied|dumped|emitted|flushed|committed|persisted|recorded|processed|affected"
          r"|changed|upserted|in[ \t]set")
_KIND = r"(?:(?:new|more|data|result|results|summary|csv|CSV|db|DB|table|sql|SQL|output)[ \t]{1,3})?"
# a shape's or a row's own words after 'rows' ('1002 rows x 1002', 'rows of 1002 floats', 'rows and columns',
# 'rows, each 1002 wide', 'rows (n+2)'): the count may be the grid's size, left as it was
_NOT_SHAPE = r"(?![ \t]{0,3}(?:[x\u00d7*]|by\b|of\b|and\b|per\b|each\b|with\b|incl|includ|total|inner|interior|ghost|halo))"
_COUNT = re.compile(
    rf"(?P<a>\b(?:{_VERBS})(?:[ \t]{{1,3}}(?:only|just|another|all|the))?)[ \t]{{1,3}}\d{{1,9}}[ \t]{{1,3}}{_KIND}"
    rf"rows?\b{_NOT_SHAPE}"  # 'saved 1 row' -> 'saved'
    rf"|(?<![\w.,])\d{{1,9}}[ \t]{{1,3}}{_KIND}rows?[ \t]{{1,3}}(?P<b>(?:{_AFTER})\b)"  # '1 row written' -> 'written'
    rf"|\brows?[ \t_]{{1,3}}(?:{_AFTER})[ \t]{{0,3}}[:=][ \t]{{0,3}}\d{{1,9}}(?![.\d])"  # 'Rows affected: 1' -> ''
    r"|^[ \t]{0,8}(?:\([ \t]?\d{1,9}[ \t]rows?\)|\[\d{1,9}[ \t]rows?[ \t]x[ \t]\d{1,9}[ \t]columns?\])[ \t]*$"  # footers
    r"|(?P<c>\brow)[ \t]{1,3}\d{1,9}[ \t]{1,3}(?P<d>of[ \t]{1,3}(?:the|this|that|a|my|our|your|its)[ \t]{1,3}"
    r"(?:table|file|csv|CSV|output|results?|database|db|sheet|spreadsheet|log|report|data[ \t]?frame|frame|summary)\b)",
    re.IGNORECASE | re.MULTILINE)


def _kept(m):
    """What of a row count's match is kept: its verb or participle, 'row of the table', or nothing."""
    if m.group("a") is not None:
        return m.group("a")
    if m.group("b") is not None:
        return m.group("b")
    if m.group("c") is not None:
        return m.group("c") + " " + m.group("d")
    return ""


def _dropped(part):
    """part with the row counts of its lines that say 'row' dropped (each such line once: the pattern, tried at every
    place, is too slow for a whole text: 2 us a character)."""
    lower, pieces, at = part.lower(), [], 0
    place = lower.find("row")
    while place >= 0:
        start, end = part.rfind("\n", 0, place) + 1, part.find("\n", place)
        end = len(part) if end < 0 else end
        line = part[start:end]
        new = _COUNT.sub(_kept, line)
        if new != line:
            pieces += [part[at:start], new]
            at = end
        place = lower.find("row", end)
    return "".join(pieces) + part[at:] if pieces else part


def row_counts_dropped(text):
    """text with each tool's count of rows (module docstring) written without its number."""
    return at_the_ends(text, _dropped, ("row", "Row", "ROW"))
