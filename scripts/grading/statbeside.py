"""statbeside.py - a statistic of the array printed after its count on the count's line ('count x < t = 100024,
mean = 0.499845', 'x below: 100024, max = 0.999999, std 0.288'): the array's mean, maximum or spread, not the
count's fraction. printed.fractions_beside read any number after the count as a printing of its fraction, so a
mean of 0.499845 disagreed with the fraction's own line ('fraction x = 0.100024'): FAIL. A maximum, a minimum, a
spread, a median or a sum is never a fraction: no printing of it. A mean or an average alone may be the booleans'
('mean = 0.100024' after 'count x < t'), so it is the fraction only where the array's fraction is printed nowhere
else (it yields to that printing: wholes.implied_resolved). A mean of a comparison ('mean(x < t) = 0.100024',
numpy's 'np.mean(x < t)') is the fraction, as before. A check's own value (the thirty-first pass's F5/F6:
'x below threshold = 100024, residual = 1.5e-03', 'norm = 0.4', 'checksum = 0.4981', 'rel.err 2.0e-07': before, FAIL
on the fraction '<right> and <the value>') is never a fraction either. Part of the grader (printed.py asks it); a set look-up on
the words between the count and the number.
"""
import re

_WORD = re.compile(r"[A-Za-z]+")
_NEVER_FRACTIONS = {"max", "maximum", "min", "minimum", "std", "stddev", "stdev", "sd", "sigma", "variance", "var",
                    "median", "sum", "total", "range",
                    # a check's own value (the thirty-first pass's F5/F6: 'x below threshold = 100024, residual =
                    # 1.5e-03', 'error =', 'norm = 0.4', 'checksum = 0.4981', 'rel.err 2.0e-07' read as the fraction)
                    "residual", "resid", "error", "err", "errors", "norm", "checksum", "cksum", "crc", "hash", "rel",
                    "relerr", "abserr", "diff", "difference", "delta", "rms", "tolerance", "tol"}
_MEANS = {"mean", "average", "avg", "ave", "mu"}
_FRACTION_WORDS = {"fraction", "frac", "ratio", "share", "proportion", "percent", "percentage", "pct", "below", "under",
                   "less", "lower", "smaller", "probability", "prob", "p"}


def statistic_between(between):
    """'never' where the words between a count and the number after it name a statistic that is no fraction,
    'mean' where they name a mean alone (no comparison), else None."""
    if "<" in between:
        return None
    words = {w.lower() for w in _WORD.findall(between[:200])}
    if not words or words & _FRACTION_WORDS:
        return None
    if words & _NEVER_FRACTIONS:
        return "never"
    return "mean" if words & _MEANS else None
