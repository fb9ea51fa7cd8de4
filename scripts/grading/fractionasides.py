"""fractionasides.py - a count's fraction said in brackets in words ('100024 elements of x (a fraction of
0.100024) and 12 elements of y (a fraction of 1.2e-05) are below the threshold'): the bracket is the
count's aside, not words of the clause's own, nor are a report's words before the first count
('We found that ...': LEAD_WORDS). clauses._said_after asks whether a clause's words are
all the later clause's label's (its predicate said after it); the words 'a fraction of' in the aside
are no label's, and without this the first clause was read alone as a total ('100024 elements'), a
second total that split the file into runs and left the sizes unread (h22 H1). Part of the grader;
pure functions, linear in the text.

    text = without_fraction_asides(text)   # each such bracket blanked, the rest as it was
"""
import re

# A bracket of a fraction's words and one number, at most ('(a fraction of 0.100024)', '(fraction
# 1.2e-05)', '(i.e. 10.0024%)', '(or 0.100024 of them)'); bounded, no two blank runs side by side.
_ASIDE = re.compile(r"\(([A-Za-z.]{1,16}(?:[ \t]{1,4}[A-Za-z.]{1,16}){0,5}[ \t]{0,4}[:=]?[ \t]{0,4})?"
                    r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?[ \t]{0,4}%?"
                    r"((?:[ \t]{1,4}[A-Za-z.]{1,16}){0,3})[ \t]{0,4}\)")
# The words such a bracket may hold: a fraction's, and fillers ('i.e.', 'about', 'of them').
_WORDS = {"a", "the", "fraction", "frac", "ratio", "share", "proportion", "of", "or", "i", "e", "ie", "is", "that",
          "about", "approx", "approximately", "roughly", "around", "just", "only", "them", "all", "total", "percent"}


# A report's words before its first count, no label's ('We found that 100024 elements of x ...', 'In total
# we counted 100024 cells of x ...'): clauses._said_after lets a clause have them
LEAD_WORDS = {"we", "i", "found", "find", "that", "observed", "observe", "saw", "see", "get", "got", "obtained",
              "obtain", "counted", "count", "there", "were", "was", "in", "only", "just", "then", "so",
              "finally", "overall", "results", "result", "show", "shows", "showed", "our", "my", "run", "program"}


def _aside(m):
    words = re.findall(r"[A-Za-z]+", (m.group(1) or "") + " " + (m.group(2) or ""))
    if all(w.lower() in _WORDS for w in words):
        return " " * len(m.group())
    return m.group()


def without_fraction_asides(text):
    """The text with each bracket that says a fraction (its words a fraction's only) blanked."""
    if "(" not in text:
        return text
    return _ASIDE.sub(_aside, text)
