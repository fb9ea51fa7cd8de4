"""printftables.py - a table as C's printf prints it. A row whose columns of values are one blank apart, under a
header whose names are apart by two blanks or more: `printf("%-6s %10d %12.6e %12.6e\\n", ...)` under
`array      count     fraction         mean` (`x         100024 1.000240e-01 4.998450e-01`: a right-aligned count,
then a `%12.6e` value that fills its width, one blank before it). tables.py splits a row's cells at runs of two
blanks or more, and such a row's values make one cell; where that row fits no header, its cells are split again
here, a cell of numbers one blank apart a cell each. A number whose thousands are grouped by blanks ('100 024',
words.GROUPED) stays one. The arrays' statistics beside the counts (`%12.6e` columns 'min', 'max', 'mean',
'std'): no timer's columns (words.OTHER_WORDS has 'max' for a timer's table), left out where another column names
a count or a fraction below the threshold. Part of the grader (tables._tables asks it); pure functions, one split
a row.
"""
import re

from .words import GROUPED_TEXT, classify, words_of

_WIDE = re.compile(r"[ \t]{2,}")
# A column of a statistic of an array's values ('max', 'min(x)', 'std dev'): its words these alone, the array's
_STATISTICS = {"min", "max", "minimum", "maximum", "mean", "avg", "average", "std", "stddev", "dev", "sd", "median",
               "sum", "value", "values", "x", "y", "of"}
_STATISTIC = {"min", "max", "minimum", "maximum", "mean", "avg", "average", "std", "stddev", "sd", "median", "sum"}


def tight_row(body, is_number):
    """(the row's name or '', its values) of a row whose values may be one blank apart ('x   100024 1.000240e-01'),
    a cell of numbers alone split into its numbers; None where a name follows a value or no value ends it."""
    cells = []
    for cell in _WIDE.split(body.strip()):
        tokens = cell.split()
        if len(tokens) > 1 and all(map(is_number, tokens)) and not GROUPED_TEXT.match(cell):
            cells += tokens  # ('100024 1.000240e-01': two columns one blank apart)
        else:
            cells.append(cell)
    values = len(cells)
    while values and is_number(cells[values - 1]):
        values -= 1
    if values == len(cells) or any(map(is_number, cells[:values])):
        return None
    return " ".join(cells[:values]), cells[values:]


def statistics_columns(names):
    """The names of the columns that give a statistic of the arrays' values ('min', 'max', 'mean'), where another
    names a count or a fraction below the threshold ('count', 'fraction'); an empty set otherwise."""
    if not any(classify(name) in ("below", "fraction") for name in names):
        return set()
    return {name for name in names if set(words_of(name)) <= _STATISTICS and set(words_of(name)) & _STATISTIC}
