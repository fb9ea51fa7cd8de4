"""zeroshares.py - a count's fraction printed as a bare 0 on the count's line: what an integer division prints
(C's `printf("X: %d below t -> %d\\n", cx, cx / (n * n))`, Java's `cx / (n * n)`, Python's `cx // n**2`):
`X: 100024 below t -> 0`, `x below threshold: 100024 (fraction 0)`, `x: 100024 (0)`, `y: 12, frac = 0`.
fields.py reads a count's fraction on its line only where its number has a point, a percent or a power of
ten (a whole number after a count is mostly something else: a rank, an error count, a list of counts), so
such a 0 was "not in the output" while the student printed it. A 0 is read as the count's fraction here only
where its place says fraction: right after an arrow (`->`, `=>`, `\u2192`), alone in a bracket right after
the count (`(0)`), or after a fraction's word (`fraction`, `frac`, `ratio`, `share`, `proportion`, with an
array's letter and a `:` or `=`), and where it ends its clause (a closing bracket, a comma, a semicolon or
the line's end after it): `(rank 0)`, `0 errors`, `-> 0 s` stay unread. Judging then fails it and names the
integer division (judging._fraction_mistakes). Part of the grader (fields._shape asks it); a pure function,
bounded patterns on a bounded stretch of the line.
"""
import re

# what stands between the count's end and the 0: words (at most one threshold's value among them: 'below
# t = 0.1 -> 0'), then the place's mark just before the 0
_WORDS = r"[A-Za-z_<>= \t,:;'\"(\[]{0,40}"
_THRESHOLD = r"(?:[0-9]{0,3}\.[0-9]{1,9}" + _WORDS + ")?"
_BETWEEN = re.compile(r"(?i)" + _WORDS + _THRESHOLD + r"(?:->|=>|\u2192)[ \t]{0,3}"  # an arrow
                      r"|[ \t]{0,3}[(\[][ \t]{0,3}"  # a bracket right after the count
                      r"|" + _WORDS + r"\b(?:fraction|frac|fract|ratio|share|proportion)"  # a fraction's word
                      r"(?:[ _]?(?:of[ \t]{1,3})?[xy])?[ \t]{0,3}(?:[:=][ \t]{0,3})?")
_CLAUSE_END = re.compile(r"[ \t]{0,3}(?:[)\],;]|$)")
_LONGEST = 120  # (the stretch between a count and its fraction looked at: a clause, not a paragraph)


def zero_share(line, count_end, zero_start, zero_end):
    """Whether the bare 0 at line[zero_start:zero_end], after a count that ends at count_end, is the count's
    fraction printed by an integer division."""
    if line[zero_start:zero_end] != "0" or zero_start - count_end > _LONGEST:
        return False
    return bool(_BETWEEN.fullmatch(line, count_end, zero_start)) and bool(_CLAUSE_END.match(line, zero_end))
