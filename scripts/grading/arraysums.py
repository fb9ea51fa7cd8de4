"""arraysums.py - a total or a sum named by an array alone is that array's count where its value is one (the
thirty-second round's a32): 'total_x = 100024', 'sum_y = 12', 'totalY: 12', 'y_sum = 12', 'x_total = 100024'. A CUDA
or OpenMP program sums its mask into such a name (a reduction's 'sum_y', an atomicAdd's 'total_y'). Before,
'total_y = 12' after a right output was read as the grid's total (FAIL: 'total 1004004 and 12'), 'sum_y = 13'
was no field's (a wrong Y passed), and as the only count lines both made the file UNGRADED. Now the label's value
decides: a whole number printed as one (digits only) is the array's count, unless it is a square of 10 or more (a
grid's size: 'total_x = 1004004', x's elements, or 'total_y = 1000000', its inner ones: words.AMBIGUOUS_SIZES' 'area',
the size the value is at the file's n); any other value stays what it was ('sum_y =
500123.5', a checksum of y's values, is no count). The label must be the name only, a device's or host's prefix
allowed ('sum_d_y': arrays.affixed_read; 'total elements', 'sum of weights', 'sum(y)' are not). Part of the
grader (fields._shape asks it, with the line's value); pure functions.

A whole number under such a name may still be a checksum, the sum of the array's values printed '%.0f' (z32):
'sum_x = 501873' / 'sum_y = 500913' beside the counts made below_x/below_y FAIL ('100024 and 501873'). Uniform
data in [0, 1) sums to about half its elements, while a count below the threshold t is about t's share of them, so
sums_of_values (read_output asks it once the file is read) drops a name-only sum or total from the counts where it
is more than twice t's share of the largest inner total the file states (n squared, or the inner or whole
total), or, with no threshold read, more than that whole total (no count exceeds its grid). A right or wrong
count under the name ('sum_y = 12', 'sum_y = 13') is far below either bound and stays a count.
"""
import math
import re

from .arrays import affixed_read

# the name: 'total_x', 'sum_y', 'totalY', 'sumX', 'x_total', 'ySum', 'total y', 'tot_y' (a label of nothing else)
_NAME = re.compile(r"[ \t]{0,8}(?:(?:total|sum|tot)[ \t_]{0,2}([xyXY])|([xy])[ \t_]{0,2}(?:total|sum|tot)|([xy])(?:Total|Sum|Tot))[ \t]{0,8}",
                   re.IGNORECASE)
_WHOLE = re.compile(r"\d{1,12}")


def array_sum_kind(kind, label, token):
    """'below' where label is an array's total or sum alone and token a whole number that is no grid's size
    (see above); else kind as it was."""
    if kind not in (None, "total") or len(label) > 40 or not _NAME.fullmatch(affixed_read(label.rstrip(" \t:="))):
        return kind
    if not _WHOLE.fullmatch(token):
        return kind
    value = int(token)
    root = math.isqrt(value)
    return "area" if root >= 10 and root * root == value else "below"  # ('total_y = 1000000': all or inner, as n says)


def _largest(values, kind):
    found = [f.value for f in values.get(kind, ()) if isinstance(f.value, (int, float)) and f.value > 0]
    return max(found) if found else None


def sums_of_values(values):
    """Drops from values' below_x and below_y an array's name-only sum or total too large to be its count (see
    above): a checksum of its values. values: read_output's lists of Found, by kind; changed in place."""
    n = _largest(values, "inner")
    inner = max([v for v in (n * n if n else None, _largest(values, "total_inner"), _largest(values, "total"))
                 if v is not None] or [0])
    if not inner:
        return
    threshold = _largest(values, "threshold")
    bound = 2 * threshold * inner if threshold is not None and threshold <= 1 else None
    bound = inner if bound is None or bound > inner else bound
    for kind in ("below_x", "below_y"):
        printed = values.get(kind)
        if not printed or len(printed) < 2:  # (alone, the count it is: graded against the reference)
            continue
        kept = [f for f in printed if not (isinstance(f.value, (int, float)) and f.value > bound
                                           and len(f.label) <= 40 and _WHOLE.fullmatch(f.text or "")
                                           and _NAME.fullmatch(affixed_read(f.label.rstrip(" \t:="))))]
        if kept and len(kept) < len(printed):
            printed[:] = kept
