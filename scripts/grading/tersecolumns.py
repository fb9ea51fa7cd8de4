"""tersecolumns.py - a table's header that names the counts and fractions by a program's terse variables
('# N n N2 n2 GB t a b c cx fx cy fy' over a row of values, a gnuplot-style data file; 'n cx cy'): 'cx' and
'cy' named as the arrays' counts below the threshold ('count_x', 'count_y') and 'fx', 'fy' as their fractions,
so the row's values are read as the fields they are. Only where the header names both arrays' counts the same
terse way (a pair: 'cx' beside 'cy') and no column is already a count's longer name: a lone 'cx' may be a
centre's coordinate. The count words are varnames.py's ('c', 'cnt', 'num', 'nb' before or after the letter).
The thirty-second pass's H2: a header of the arrays' bare letters or 'n' and the letter ('row inner total ... t a b
c X fX Y fY', 'n ... nx ny', apart by tabs, commas or ';') named no count: UNGRADED. Now such a pair is the counts
where the header shows them a record's: each array's fraction beside it ('fX', 'fY'), or the threshold's column
('t') and two of the sizes' ('row', 'inner', 'total', ...); a table of points' 'x y' or a grid's 'nx ny' beside
'n' alone stays as it was. And a table of versions ('kernel,Y,time_ms' over 'cpu,12,4.1' / 'shared,13,0.2': its
first column's name a version's, 'kernel', 'backend', 'version', ...) names one array's count by its letter or
terse name ('Y', 'cy'): before, its rows were read as nothing, so a wrong kernel's 13 passed after a right output.
The thirty-third pass's H7c: a header of the two fractions' terse names alone ('fx fy' over '0.100024 1.2e-05', after
'nbx nby' over the counts) named nothing (both fractions MISSING); now 'frac_x', 'frac_y'.
Part of the grader (tables.rewrite asks it for each header); a pure function, anchored patterns on short names.
"""
import re

_COUNT = re.compile(r"(?i)(?:c|cnt|num|nb)_?([xy])|([xy])_?(?:c|cnt)")
_FRACTION = re.compile(r"(?i)(?:f|frac|p)_?([xy])|([xy])_?(?:f|frac)")
_LONGER = re.compile(r"(?i)count|below|under|less|lt")
# the arrays' bare letters or 'n' and the letter: a count's only where the header shows a record (_record)
_LETTER = re.compile(r"(?i)n?_?([xy])")
_THRESHOLD = re.compile(r"(?i)t|thr|thresh|threshold")
_SIZE = re.compile(r"(?i)n|row|rows|row_?len(?:gth)?|inner|total|inner_?total|total_?inner|size|elements|mem(?:ory)?"
                   r"(?:_?(?:gb|gib))?|gb")
# a first column that names the rows' versions: 'kernel', 'backend', 'version', 'variant', 'impl', 'method', 'device'
_VERSIONS = re.compile(r"(?i)kernel|backend|version|variant|impl|implementation|method|device|code|solver")


def _record(names, letters):
    """Whether a header's bare letters ('X', 'Y' or 'nx', 'ny' at `letters`: {array: column}) are the counts: each
    array's fraction beside them, or the threshold's column and two sizes'."""
    fractions = {(m.group(1) or m.group(2)).lower() for name in names if (m := _FRACTION.fullmatch(name.strip()))}
    if fractions >= set(letters):
        return True
    stripped = [name.strip() for name in names]
    return any(_THRESHOLD.fullmatch(n) for n in stripped) and sum(bool(_SIZE.fullmatch(n)) for n in stripped) >= 2


def terse_named(names):
    """names with a terse pair of count columns ('cx', 'cy') renamed 'count_x', 'count_y' and their fractions'
    ('fx', 'fy') 'frac_x', 'frac_y'; names unchanged where the header has no such pair."""
    if len(names) > 64 or any(len(name) > 40 for name in names):
        return names
    fractions = [_FRACTION.fullmatch(name.strip()) for name in names]
    if len(names) == 2 and all(fractions) and {(m.group(1) or m.group(2)).lower() for m in fractions} == {"x", "y"}:
        # ('fx fy' over '0.100024 1.2e-05', a table of its own after 'nbx nby' over the counts: the fractions)
        return [f"frac_{(m.group(1) or m.group(2)).lower()}" for m in fractions]
    counts = {}
    for k, name in enumerate(names):
        m = _COUNT.fullmatch(name.strip())
        if m:
            counts.setdefault((m.group(1) or m.group(2)).lower(), []).append(k)
        elif _LONGER.search(name):
            return names  # (the header names a count in words: its own columns are read)
    if not counts:
        letters = {}
        for k, name in enumerate(names):
            if (m := _LETTER.fullmatch(name.strip())) is not None:
                letters.setdefault(m.group(1).lower(), []).append(k)
        if sorted(letters) == ["x", "y"] and all(len(ks) == 1 for ks in letters.values()) and _record(names, letters):
            counts = letters  # ('X fX Y fY', 'row ... t ... nx ny': a record's counts by their letters)
        elif names and _VERSIONS.fullmatch(names[0].strip()) and len(letters) == 1 \
                and all(len(ks) == 1 for ks in letters.values()):
            counts = letters  # ('kernel,Y,time_ms': the versions' counts of one array)
    if names and _VERSIONS.fullmatch(names[0].strip()) and len(counts) == 1 and all(len(ks) == 1 for ks in counts.values()):
        pass  # ('kernel,cy,time_ms': one array's counts, a version a row)
    elif sorted(counts) != ["x", "y"] or any(len(ks) != 1 for ks in counts.values()):
        return names
    renamed = list(names)
    for array, (k,) in counts.items():
        renamed[k] = f"count_{array}"
    for k, name in enumerate(names):
        m = _FRACTION.fullmatch(name.strip())
        if m:
            renamed[k] = f"frac_{(m.group(1) or m.group(2)).lower()}"
    return renamed
