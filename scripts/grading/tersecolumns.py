"""tersecolumns.py - a table's header that names the counts and fractions by a program's terse variables
('# N n N2 n2 GB t a b c cx fx cy fy' over a row of values, a gnuplot-style data file; 'n cx cy'): 'cx' and
'cy' named as the arrays' counts below the threshold ('count_x', 'count_y') and 'fx', 'fy' as their fractions,
so the row's values are read as the fields they are. Only where the header names both arrays' counts the same
terse way (a pair: 'cx' beside 'cy') and no column is already a count's longer name: a lone 'cx' may be a
centre's coordinate. The count words are varnames.py's ('c', 'cnt', 'num', 'nb' before or after the letter).
Part of the grader (tables.rewrite asks it for each header); a pure function, anchored patterns on short names.
"""
import re

_COUNT = re.compile(r"(?i)(?:c|cnt|num|nb)_?([xy])|([xy])_?(?:c|cnt)")
_FRACTION = re.compile(r"(?i)(?:f|frac|p)_?([xy])|([xy])_?(?:f|frac)")
_LONGER = re.compile(r"(?i)count|below|under|less|lt")


def terse_named(names):
    """names with a terse pair of count columns ('cx', 'cy') renamed 'count_x', 'count_y' and their fractions'
    ('fx', 'fy') 'frac_x', 'frac_y'; names unchanged where the header has no such pair."""
    if len(names) > 64 or any(len(name) > 40 for name in names):
        return names
    counts = {}
    for k, name in enumerate(names):
        m = _COUNT.fullmatch(name.strip())
        if m:
            counts.setdefault((m.group(1) or m.group(2)).lower(), []).append(k)
        elif _LONGER.search(name):
            return names  # (the header names a count in words: its own columns are read)
    if sorted(counts) != ["x", "y"] or any(len(ks) != 1 for ks in counts.values()):
        return names
    renamed = list(names)
    for array, (k,) in counts.items():
        renamed[k] = f"count_{array}"
    for k, name in enumerate(names):
        m = _FRACTION.fullmatch(name.strip())
        if m:
            renamed[k] = f"frac_{(m.group(1) or m.group(2)).lower()}"
    return renamed
