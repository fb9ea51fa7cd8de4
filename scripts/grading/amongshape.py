"""amongshape.py - a counting clause that says, after it, the grid it counts over as a shape and its area
(`count below t=0.1 among the 1000*1000 = 1000000 inner elements`, `counting over the 1000 x 1000 = 1000000
interior points`): read as one statement, the line gave the threshold alone (inner and the inner total MISSING,
where the file states n nowhere else). Two statements: the clause up to its preposition (the threshold, or a count,
read as before) and the shape with its area and their words (`1000*1000 = 1000000 inner elements`: n and n^2, or
the row and the total with ghost words, as grids.qualified_shape reads them). Only where the clause names a count
or the threshold and the shape is a product with `=` and its area. Part of the grader (loggers.prepared asks it);
one pattern of bounded runs.
"""
import re

_AMONG = re.compile(r"(?i)[ \t,]{1,3}(?:among|amongst|over|across|in|of|for|within)[ \t]{1,3}(?:(?:the|all|all[ \t]+the)[ \t]{1,3})?"
                    r"(?=\d{1,9}[ \t]{0,3}[x\u00d7*][ \t]{0,3}\d{1,9}[ \t]{0,3}=[ \t]{0,3}\d{1,12}[ \t]{1,3}[A-Za-z])")
_CLAUSE = re.compile(r"(?i)\b(?:below|under|less|count\w*|threshold|thr|cutoff)\b|<")


def counted_among(line):
    """The plan (statements.py's) of a counting clause and the shape it counts over, else None."""
    if "=" not in line or len(line) > 300:
        return None
    m = _AMONG.search(line)
    if m is None or not _CLAUSE.search(line, 0, m.start()):
        return None
    return (((0, m.start()),), ((m.end(), len(line)),))
