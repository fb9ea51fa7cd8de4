"""capitaltotals.py - a capital N that names the total ('N = 1004004', 'N=1004004' beside n = 1000): some
programs name the whole grid's element count N, as others name the padded side N = n + 2. A capital N is a
side (words.py: n or n + 2, sizes.place_sizes by its value); where its value is no side but the square of
(n+2) (or n's square) for the n the file's other sizes agree on, it is that total, not a second n that fails.
Part of the grader (the package gathers it); pure functions.
"""
from .labelwords import capital_n


def capital_total(kind, found, value, n):
    """'total' or 'total_inner' where a side's label is a capital N alone and its value is (n+2)^2 or n^2 at
    the file's n (n >= 2: a tiny n's squares are sides too); else None."""
    if kind != "side" or n is None or value is None or n < 2 or found is None or not capital_n(found.label or ""):
        return None
    return "total" if value == (n + 2) ** 2 else "total_inner" if value == n * n else None
