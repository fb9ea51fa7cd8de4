"""countpercent.py - a count's percentage in a statement of its own after the count's (`x < 0.1 : 100024 elements
= 10.0024 %`, `There are 100024 elements of x below 0.1, i.e. 10.0024% of the 1000000 inner elements.`,
`..., which is 10.0024 % of them`, `of all`, `of the inner ones`): the
line's statements were cut at its second separator or its comma, and the percentage's, its only words the
elements' noun or the whole it is out of, named no field (the count's fraction MISSING). It is joined to the
count's statement before it (the text between them kept), where the count's fraction after it is read as a
bracketed one is (fields.py's `more`; a wrong one fails). Only where the statement before names a count (a
comparison or a count's word) and holds no percentage or fraction of its own. Part of the grader (loggers.prepared
asks it, after restated.joined); anchored patterns of bounded runs.
"""
import re

_NUM = r"[+-]?(?:\d{1,12}\.?\d{0,12}|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
_NOUN = r"(?:elements|values|points|cells|entries|items)"
# the percentage's statement: a restating word or the noun and '=', the percentage, the whole it is out of
_ALONE = re.compile(rf"(?i)[ \t]*(?:(?:i\.?e\.?|that is|which is|or)[ \t,:]{{0,3}}|{_NOUN}[ \t]*[=:][ \t]*)?{_NUM}[ \t]*%"
                    rf"(?:[ \t]+of[ \t]+(?:them|those|these|all|(?:the[ \t]+|all[ \t]+)?(?:\d{{1,12}}[ \t]+)?(?:(?:inner|interior)[ \t]+)?(?:{_NOUN}|ones)))?"
                    r"[ \t.;]*")
_COUNTS = re.compile(r"(?i)<|\b(?:below|under|less|smaller|lower|count\w*)\b")
_FRACTION = re.compile(r"(?i)%|\b(?:frac\w*|ratio|share|percent\w*)\b|\d\.\d")


def count_joined(text, plan):
    """plan (statements.prepare's, of `text`) with a count's percentage's statement joined to the count's before it."""
    if not plan or len(plan) < 2 or "%" not in text:
        return plan
    statements = list(plan)
    for k in range(len(statements) - 1, 0, -1):
        this, before = statements[k], statements[k - 1]
        if len(this) != 1 or type(this[0]) is not tuple or len(before) != 1 or type(before[0]) is not tuple \
                or not _ALONE.fullmatch(text, *this[0]):
            continue
        start, stop = before[0]
        count = text[start:stop]
        if not _COUNTS.search(count) or _FRACTION.search(_without_threshold(count)):
            continue
        statements[k - 1:k + 1] = [((start, this[0][1]),)]
    return tuple(statements) if len(statements) != len(plan) else plan


_THRESHOLD = re.compile(r"(?i)(?:<=?|\bbelow|\bunder|\bthan|\bt[ \t]*=)[ \t]*\d*\.\d+")


def _without_threshold(count):
    return _THRESHOLD.sub(" ", count)  # ('x < 0.1 : 100024': the threshold's point is no fraction's)
