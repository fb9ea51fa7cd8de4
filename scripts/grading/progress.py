"""progress.py - a progress log's line of one row of the array, the row named by its index (`row 98: x below
105 (running 9812), y below 0 (running 0)`, `Row 1000 done: x below 96`, `processed row 1000 of 1000`,
`column 7/1000: ...`, `after row 1000: x 100024, y 12`): a row's partial count is no count of the whole
array, its index no size, and no number on it the threshold. Such a line gives no field (where 'row 1002',
'Row: 1002', 'row 1002, inner 1000' name the row's length, as before). Part of the grader (loggers.prepared
asks it); the pattern is anchored and bounded: no backtracking on a long line. Its count of rows, a noun
after it (`row 1 of 1002 rows is a ghost row`, `row 1002 of 1002 elements (with ghosts)`), is a side of the
grid, the row or n as its value says (rows_of).
"""
import re

# A verb of a loop's step before the row, then the row's word and its index, then what a progress line
# has after an index: a colon (not '::'), 'of N', '/N', a step's word ('done', 'finished'), or a bracket's end.
_ROW_INDEX = re.compile(
    r"[ \t]*(?:[\[(][ \t]*)?(?:(?:after|through|thru|up[ \t]+to|until|till)[ \t]+)?"  # ('after row 1000: x 100024')
    r"(?:(?:processed|processing|finished|finishing|done|completed|computing|computed|smoothing|smoothed"
    r"|counting|counted|scanning|scanned|checking|checked|handling|working[ \t]+on|at|progress|status)"
    r"(?:[ \t]{0,4}:(?!:)[ \t]{0,8}|[ \t]+))?"  # (a logger's step named with a colon: 'smoothing: row 1000/1000', 'progress: row 3/1000')
    r"(?:row|column|col)[ \t]*(?:(?:#|no\.?|number)[ \t]*)?\d{1,9}[ \t]*"
    r"(?::(?!:)|/[ \t]*\d|of[ \t]+\d|[\])][ \t]*[A-Za-z\d]|(?:done|finished|complete|completed|processed|smoothed|counted)\b)",
    re.IGNORECASE | re.ASCII)


# A progress bar's share done before the row ('[ 33.3%] smoothed row 333 of 1000, y<t so far: 4', '( 50%) row
# 500/1000', '66.7% | row 667 ...'): the share no fraction, the line a row's (bounded runs: no backtracking)
_PERCENT_FIRST = re.compile(r"[ \t]{0,8}[\[(]?[ \t]{0,8}\d{1,3}(?:\.\d{1,4})?[ \t]?%[ \t]{0,8}[\])|:]?[ \t]{0,8}")


def row_progress(line):
    """Whether a line is a progress log's line of one row, named by its index (after a share done, if any)."""
    m = _PERCENT_FIRST.match(line) if "%" in line[:24] else None
    return _ROW_INDEX.match(line, m.end() if m else 0) is not None


_ROWS_OF = re.compile(r"[ \t]*(?:[\[(][ \t]*)?(?:[A-Za-z]{1,12}(?:[ \t]+on)?[ \t]+)?(?:row|column|col)[ \t]*"
                      r"(?:(?:#|no\.?|number)[ \t]*)?\d{1,9}[ \t]+of[ \t]+(\d{1,9})[ \t]+"
                      r"(?:rows|columns|cols|elements|cells|points|entries)\b", re.IGNORECASE | re.ASCII)


def rows_of(line):
    """A progress line's plan: its count of rows a side's statement ('nrows :: 1002'), where a noun follows it."""
    m = _ROWS_OF.match(line)
    return (("nrows", " :: ", m.span(1)),) if m else ()
