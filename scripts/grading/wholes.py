"""wholes.py - what a count's own line prints beside it: the whole it is out of ('x < t: 100024 / 1000000 =
0.100024', '100024 of 1000000 elements of x (10.0024%) are below 0.1', '12 out of 1000000'), another printing
of the inner total (the total's, where it is the total printed: a count over (n+2)^2 is judged as such), so
that a wrong one fails; and the count's fraction beside it (fields.py's implied), resolved with the
fraction's own printings. Not a part's whole: a rank's, a thread's, a row's ('rank 0: 25000 of 250000').
Part of the grader; pure functions.
"""
import re

from .words import Found, c_number, number_value

_WHOLE_AFTER = re.compile(r"[ \t]*(?:/|out[ \t]+of\b|of\b)[ \t]*(\d{1,3}(?:,\d{3})+|\d+)(?![\w.]|,\d)")
_PART = re.compile(r"(?i)\b(?:ranks?|threads?|proc\w*|tasks?|workers?|nodes?|pe|rows?|columns?|cols?|lines?|slices?|"
                   r"chunks?|blocks?|tiles?|partial|local|part|batch\w*|iter\w*|sweeps?|steps?|sample\w*)\b")
MAX_WHOLES = 64  # wholes kept from a file's count lines (a per-row log's are no summary's)


def whole_beside(line, end, count, number, wholes):
    """Keeps (in `wholes`) the whole that the count ending at line[end] is out of, a Found on line `number`,
    where there is one, above the count, and the line names no part."""
    m = _WHOLE_AFTER.match(line, end)
    if m is None or len(wholes) >= MAX_WHOLES or _PART.search(line):
        return
    token = m.group(1).replace(",", "")
    value = number_value(token)
    if value is not None and value >= 100 and value > (number_value(c_number(count)) or 0):
        wholes.append(Found(token, value, number))


# the count's fraction written out as count/whole, after the count ('x below threshold = 100024 (100024/1000000 =
# 0.100024)') or before the fraction ('fraction = 100024/1000000 = 0.100024', a line of its own once split at its comma)
_RATIO_AFTER = re.compile(r"(?i)[ \t]*(?:[,;(][ \t]*)?(?:(?:fraction|frac|ratio|share|proportion|rate)[ \t]*(?:[=:][ \t]*)?)?"
                          r"\(?(\d+)[ \t]*/[ \t]*(\d{1,3}(?:,\d{3})+|\d+)(?![\w.]|,\d)")
_RATIO_BEFORE = re.compile(r"(?<![\w.,/])(\d+)[ \t]*/[ \t]*(\d{1,3}(?:,\d{3})+|\d+)[ \t]*(?:=|\u2248|~)[ \t]*\(?[ \t]*$")


def ratio_counted(kind, line, shape, number, values, wholes):
    """Where a count's fraction is written out as count/whole beside the count or the fraction (line `number`,
    its field `kind`, its shape's value's span `shape.value`): the count in it another printing of the count
    (added to `values`, where the count is printed), the whole kept in `wholes` (the inner total's), so that a
    wrong one fails. Not where the line names a part (a rank's)."""
    if kind[:6] == "below_":
        m, count = _RATIO_AFTER.match(line, shape.value[1]), kind
    elif kind[:9] == "fraction_":
        m, count = _RATIO_BEFORE.search(line, 0, shape.value[0]), "below_" + kind[9:]
    else:
        return
    if m is None or count not in values or len(values[count]) >= 64 or len(wholes) >= MAX_WHOLES or _PART.search(line):
        return
    whole = m.group(2).replace(",", "")
    part, value = number_value(m.group(1)), number_value(whole)
    if part is not None and value is not None and 100 <= value and part <= value:
        values[count].append(Found(m.group(1), part, number))
        wholes.append(Found(whole, value, number))


def wholes_checked(fields, values, wholes, resolve):
    """fields with the inner total resolved with the wholes the counts are out of (`wholes`), where the inner
    total is printed and a whole is not the total printed."""
    if not wholes or "total_inner" not in fields or fields["total_inner"].error:
        return
    totals = {f.value for f in values.get("total", ())} | ({fields["total"].value} if fields.get("total") else set())
    more = [w for w in wholes if w.value not in totals]
    if more:
        fields["total_inner"] = resolve("total_inner", [fields["total_inner"]] + more)[0]


def implied_resolved(fields, implied, variants, second, resolve):
    """Each count's fraction printed on its line (implied: {(array, variant): [(Found, beside)]}): the fraction,
    or a printing of it (both agree)."""
    for (array, variant), pairs in implied.items():
        key = second["fraction_" + array] if variants.get("below_" + array, variant) != variant else "fraction_" + array
        printed = fields.get(key)
        found = [f for f, beside in pairs if printed is None or beside and (f.percent or f.value is not None and 0 <= f.value <= 1)]
        if not found or printed is not None and printed.error:
            continue  # (no fraction beside the count after all: 'y below t: 12, max 0.9' (the h31 pass's F0, an
            # IndexError that stopped the class), or the printed one already in error: as it was)
        fields[key] = resolve(key, ([printed] if printed is not None else []) + found)[0]
