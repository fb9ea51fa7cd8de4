"""meanvalues.py - 'mean' or 'average' in a count's label that is the values' mean, not a share of the elements:
prose such as 'Smoothing brings every value close to the mean: only 12 of the 10⁶ cells of y stay below 0.1'
(the mean the values gather around), 'around the average 0.5, 12 cells of y stay below 0.1'. words.classify
reads a count's words beside a share's word ('mean(y < t)', 'Average below threshold') as a fraction; where the
share's word is the values' mean it is none, and the label stays a count's. Part of the grader; one pattern of
bounded runs, on a label in lower case.
"""
import re

# The values' mean: after 'close to / around / near the', or before its value ('mean 0.5', 'mean of 0.5', 'mean value')
_VALUES_MEAN = re.compile(r"\b(?:to|around|near|about|towards?|at|from|of)[ \t]{1,3}(?:the|their|its)[ \t]{1,3}"
                          r"(?:(?:global|overall|sample|population|true|expected)[ \t]{1,3})?(?:mean|average)\b"
                          r"|\b(?:mean|average)[ \t]{1,3}(?:value[ \t]{1,3})?(?:of[ \t]{1,3})?(?:is[ \t]{1,3})?(?:0?\.\d|\d)"
                          r"|\b(?:mean|average)[ \t]{1,3}values?\b")


def values_mean(label):
    """Whether a label's 'mean' (or 'average') is the values' mean, not a share of the elements."""
    lower = label.lower()
    return ("mean" in lower or "average" in lower) and bool(_VALUES_MEAN.search(lower))
