"""rownames.py - a results table's column of its rows' names ('backend', 'kernel', 'method'; first or
last: 'n,rows,...,frac_y,backend') and each value's label in such a row: a version's count or fraction
named by its row ('serial (below_x)'), a size, the memory, the threshold or a constant by its column
alone, every version's the same ('serial,1000,1002,...': 'n', not 'serial (n)'). Part of the grader
(tables.py asks it); pure functions.

    names, body = name_last(names, body, separator)    # a name column last: moved first, in the header and rows
"""
import functools
import re

from .timewords import RATE, SPEED_WORDS, TIME_WORDS
from .versionwords import KERNEL_WORDS
from .words import SIZE_KINDS, X_WORDS, Y_WORDS, classify, words_of

TIMED = TIME_WORDS | SPEED_WORDS  # (a time's or a speed's column beside threads or counts: no field)
LONE_CONSTANT = re.compile(r"[ \t]*[abcABC][ \t]*[:=]*[ \t]*")
# A results table's row name's words that say which version it is, a kernel's ('sh18 kernel', 'streams',
# 'hybrid', 'shared', 'blocked'): no timer's nor a GPU's there (words.OTHER_WORDS has some for smooth's timer rows).
VERSION_WORDS = KERNEL_WORDS  # (versionwords': one vocabulary with beside.py's and words.classify's)


def named_row(row_name, name):
    """A row's value's label: 'serial (below_x)'; a column of an array's count named only so ('count_x',
    which a row's name beside it makes a step's: 'serial (count_x)') says the count below the threshold;
    a column of a size, the memory, the threshold or a constant ('n', 'mem_gb', 'a') its name alone, every
    version's the same ('backend,n,rows,...,below_x': 'serial (n)' named no size)."""
    if _problem_column(name):
        return name
    row_name = " ".join(word for word in row_name.split() if word.lower() not in ("kernel", "kernels"))
    label = f"{row_name} ({name})".lstrip()
    if "count" in name.lower() and classify(name) == "below" and classify(label) is None:
        return f"{row_name} ({name}, below threshold)"
    return label


@functools.lru_cache(maxsize=1024)
def _problem_column(name):
    """Whether a column's name names a field of the problem, no version's: a size, the memory, the
    threshold, the constants or one of them ('n', 'rows', 'mem_gb', 'threshold', 'a')."""
    return classify(name) in _PROBLEM_FIELDS or bool(LONE_CONSTANT.fullmatch(name))


_PROBLEM_FIELDS = SIZE_KINDS | {"memory", "threshold", "constants"}
# A results table's row-name column ('backend', 'kernel', 'method': each row a version of the result, as
# a thread count's is), and the words of a column that names the homework's count (not a timer's 'count').
LABEL_COLUMN = {"kernel", "kernels", "backend", "backends", "method", "methods", "version", "versions", "impl",
                "implementation", "variant", "device", "mode", "code", "program", "language", "target", "platform",
                "solver", "algorithm", "name", "label", "run", "case", "config", "configuration", "api"}
_RESULT_WORDS = {"below", "under", "threshold", "lt", "less"} | X_WORDS | Y_WORDS  # ("lt": words_of's "less")


def results_column(name):
    """Whether a column's name names a count or fraction below the threshold ('below_x', 'frac_y', 'count<0.1')."""
    return classify(name) in ("below", "fraction") and bool(set(words_of(name)) & _RESULT_WORDS or "<" in name)


def results_columns(names, rows):
    """A table's names less a row-name column's header ('kernel', 'backend') and, where a column names a
    count or fraction below the threshold ('below_x', 'frac_y', 'count<0.1'), its time columns ('time_s',
    'ms') and rates ('GB/s', 'Gcells/s'): a results table beside its timings ('backend  time(s)  below_x'),
    its times no field (dropped: no line of theirs). Without such a column the names are kept, none
    dropped (a timer's table, 'n  time_s', 'Kernel  Time(ms)', is no field's)."""
    if not any(map(results_column, names)):
        return names, ()
    if rows and rows[0][1][0] and len(rows[0][1][1]) == len(names) - 1 and set(words_of(names[0])) <= LABEL_COLUMN | {"s"}:
        names = names[1:]  # (its rows' names are still looked at)
    dropped = {name for name in names if TIMED & set(words_of(name)) or RATE.search(name)}
    return [name for name in names if name not in dropped], dropped


def name_last(names, separator):
    """Whether a table's row-name column is its last ('n,rows,...,frac_y,backend'), beside a column of a
    count or fraction below the threshold: its rows are read with that cell first (last_first)."""
    return len(names) >= 3 and bool(names[-1]) and set(words_of(names[-1])) <= LABEL_COLUMN | {"s"} \
        and bool(words_of(names[-1])) and any(map(results_column, names[:-1]))


def last_first(cells):
    """A row's cells with its last (the row's name) first."""
    return cells[-1:] + cells[:-1]
