"""quantities.py - a table whose columns are versions of the result and whose rows are quantities
(` CPU  GPU` over `time [ms]  4.120  0.093`, `below (y)  12  12`, ...; `metric,cpu,gpu`; `| quantity
| CPU | GPU |`): a row of a time, a rate or another word of no field (`time [ms]`, `bandwidth GB/s`,
`threads`, `speedup`) is left as its line, and a column that compares the versions (`diff`, `ratio`,
`speedup`, `match`) is no version's, where the other rows name the counts or fractions below the
threshold, so that the table is still read and each column's values are each version's (a table with
such a row was not read at all: the GPU column's values were dropped, a wrong GPU passed). Part of
the grader (tables.py calls it); pure functions.
"""
from .timewords import RATE, SPEED_WORDS, TIME_WORDS
from .words import OTHER_WORDS, X_WORDS, Y_WORDS, classify, words_of

_RESULT_WORDS = {"below", "under", "threshold", "lt", "less"} | X_WORDS | Y_WORDS  # ("lt": words_of's "less")
_NO_FIELD = OTHER_WORDS | TIME_WORDS | SPEED_WORDS


def _no_field(name):
    return bool(set(words_of(name)) & _NO_FIELD or RATE.search(name))


def _result(name):
    return classify(name) in ("below", "fraction") and bool(set(words_of(name)) & _RESULT_WORDS)


def quantity_rows(rows):
    """rows ([(index, (row name, values), labels)]) less those whose name is a time's, a rate's or
    another word of no field, where every row has a name and a row left names a count or fraction
    below the threshold; rows themselves otherwise."""
    if len(rows) < 2 or not all(row[0] for _, row, _ in rows):
        return rows
    kept = [entry for entry in rows if not _no_field(entry[1][0])]
    return kept if len(kept) < len(rows) and any(_result(row[0]) for _, row, _ in kept) else rows


# a column that compares the versions, no version's own ('CPU  GPU  diff', 'ratio', '|error|')
_COMPARING = {"diff", "diffs", "difference", "differences", "delta", "ratio", "speedup", "error", "errors", "err", "abs",
              "rel", "relative", "match", "matches", "mismatch", "ok", "check", "status", "agree", "equal", "same"}


def comparing_columns(names, rows):
    """The names of a versions table's columns that compare the versions ('diff', 'ratio'), where its rows are
    named and one names a count or fraction below the threshold; () otherwise."""
    if not rows or not all(row[0] for _, row, _ in rows) or not any(_result(row[0]) for _, row, _ in rows):
        return ()
    return {name for name in names if set(words_of(name)) & _COMPARING}
