"""wrappedcounts.py - a sentence wrapped right after a count, the count's noun on the next line ('After smoothing, y
has just 12' over 'elements under the threshold (fraction 1.2e-05), which ...'; 'In y only 12' over 'values are
below t (1.2e-05)'): the two lines go on as one (wrapped.py joins them), so the count is read with its words and
its fraction, not the next line's fraction credited to the line before. A line goes on here where it ends in a
word of letters then a whole number (no label's mark: no '=', '::' or tab, no ':' right before the number), and
the next line begins with a noun of what a count counts ('elements', 'values', 'cells', 'entries', 'points') and a
word after it, with no label's mark (':' or '=') on it: a table's rows, 'n = 1000', 'x: 12' are not joined.
Part of the grader (wrapped._goes_on asks it); anchored patterns of bounded runs: linear.
"""
import re

_ENDS_IN_COUNT = re.compile(r"(?:^|[ \t])[A-Za-z]{2,20}[ \t]{1,8}\d{1,12}[ \t]{0,8}$")
_NOUN_FIRST = re.compile(r"[ \t]{0,8}(?:elements|values|cells|entries|points|numbers|grid[ \t]points|floats|doubles)"  # ('holds
                         r"[ \t]{1,8}[a-z(]",  # 1004004' over 'floats of which 1000000 are inner elements': a total's)
                         re.IGNORECASE)


def count_goes_on(line, following):
    """Whether `following` continues `line`, a sentence wrapped after its count (see above)."""
    if len(line) > 2000 or len(following) > 2000 or "=" in line or "::" in line or "\t" in line or "\t" in following:
        return False
    if ":" in following or "=" in following or not _ENDS_IN_COUNT.search(line):
        return False
    return _NOUN_FIRST.match(following) is not None and len(line.split()) >= 3
