"""nextclauses.py - a line that ends in the next clause's opening, the words that name the next line's
array ('x has 100024 below t (fraction 0.100024) and after smoothing' over 'y has 12 below t ...'; prose
wrapped at a width: '..., a fraction of 0.100024, while after smoothing' over 'just 12 elements of y
...'). The count's label took those words as its own: it named both arrays (x, and 'after' y's), or the
words after the value were read as its array, so x's count was y's and y's printed twice; 'after the
smoothing step' made it a timer's step. The clause is a conjunction, then 'after' or 'before' smoothing
(a step, a sweep, the stencil), and nothing more to the line's end, no digit: the line is read without
it (a prefix: the offsets stay). 'before and after smoothing' is one phrase, left. Part of the grader
(fields._shape asks it first); one pattern over the line's last 80 characters, after a cheap test.

    at = next_clause_at(line)    # where the next clause starts, or None
"""
import re

# ', and after smoothing', ' while after the smoothing step', '; whereas before smoothing', ' but after one sweep'
# (a conjunction first: 'y: 12 after smoothing' is y's own label)
_NEXT = re.compile(r"(?i)(?<!before)(?<!after)[,;]?[ \t]{1,3}(?:and|while|whereas|but|then|and[ \t]then)[ \t]{1,3}"
                   r"(?:after|before|following|once)[ \t]{1,3}(?:(?:the|one|a)[ \t]{1,3})?"
                   r"(?:smoothing|smoothed|filtering|stencil|sweep|update)"
                   r"(?:[ \t]{1,3}(?:step|pass|sweep|is[ \t]done|was[ \t]applied))?[ \t,:;]{0,3}$")
_TAIL = 80


def next_clause_at(line):
    """Where a next clause at the line's end starts; None where there is none."""
    tail = line[-_TAIL:]
    if "fter" not in tail and "efore" not in tail and "ollowing" not in tail and "nce" not in tail:
        return None
    clause = _NEXT.search(line, max(0, len(line) - _TAIL))
    return clause.start() if clause is not None and clause.start() > 0 else None
