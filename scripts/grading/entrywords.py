"""entrywords.py - 'entries' or 'values' that are no size of the grid: a container's entries (Julia's display of a
Dict, 'Dict{String, Any} with 13 entries:'; 'results has 13 entries', 'dict with 13 entries') and values of a
kind ('Low values: 12', 'The smoothing removes almost all low values: 12 vs 100024.'). 'entries' and 'values' are
size words ('Matrix entries: 1004004', 'Total values: 1004004'), so each such line was read as a second total
and a right output failed it ('13 and 1004004', the twenty-second pass's H7). A label whose only size word is
'entries' or 'values' and that names a container, or values of a kind, is no field here (its number a count of
keys, or of the low values, which no label says is an array's count below the threshold). An array's entries
('x has 1004004 entries', 'Total entries: 1004004') are the total as before. Part of the grader (words.classify
asks it); pure functions on a label's words.
"""

_ENTRY_WORDS = {"entries", "values"}
# what holds entries that are no grid's elements: a dictionary, a struct, a program's record of its results
CONTAINERS = {"dict", "dictionary", "dicts", "map", "hashmap", "hash", "struct", "structure", "record", "results",
              "table", "list", "tuple", "namedtuple", "json", "object", "params", "parameters", "stats", "statistics",
              "summary", "info", "report", "config", "settings", "keys", "fields", "dataframe", "df", "series",
              "vector", "collection", "container", "store", "cache"}
# values of a kind, not all of them ('Low values: 12'; 'zero', 'negative' are words.OTHER_WORDS already)
KINDS = {"low", "lowest", "high", "highest", "small", "smallest", "large", "largest", "big", "tiny", "huge",
         "distinct", "unique", "nonzero", "positive", "extreme", "outlier", "outliers", "missing", "bad", "invalid",
         "different", "differing", "changed", "mismatched", "mismatching"}


def not_a_size(have):
    """Whether a label's words (have) name a container's entries or values of a kind: its size words 'entries'
    or 'values' alone, beside a container's word or a kind's."""
    sized = have & {"element", "elements", "cell", "cells", "point", "points", "entries", "values", "size"}
    return bool(sized) and sized <= _ENTRY_WORDS and (bool(have & (CONTAINERS | KINDS))
                                                      or any(w.endswith("dict") for w in have))  # ('OrderedDict')
