"""partitives.py - an array's count in prose as a part of its values, the predicate left out: `whereas after
smoothing only 12 of the y values do, a fraction of 1.2e-05`, `and 12 of the y values (a fraction of 1.2e-05)`.
'N of the y values' is a part of y, never its total, yet it was read as a total element count: a right Y
failed the Total field ('1004004 and 12') and Y was missing (h25's H2). The only part of an array the homework
counts is the part below the threshold, so where the clause ends in an elliptic verb ('do', 'does', 'are') or a
fraction follows it, the predicate is written in ('12 of the y values are below the threshold'); the number is
left as printed, so a wrong one fails Y. Where the clause says anything else after the values ('are inner', 'lie
on the boundary') it is left as it was. Part of the grader (wholetext.ready asks it after recaps.prose_read, in a text's first and last
256 KiB); one pattern, each blank run before a token of its own, a literal test first: linear in the text.
"""
import re

from .textends import at_the_ends
from .words import _which_array, words_of

# 'N of the [inner] <array> [array's] values', then 'do'/'does'/... and the clause's end, or a fraction after it
_PART = re.compile(r"(?i)(?<![\w.])(\d{1,12}[ \t]+of[ \t]+(?:the|its|all[ \t]+the)[ \t]+"
                   r"(?:(?:inner|interior)[ \t]+)?([A-Za-z_]\w{0,15})[ \t]+(?:array'?s?[ \t]+)?"
                   r"(?:values|elements|entries|points|cells|numbers))"
                   r"(?:([ \t]+(?:do|does|did|are|were|too|also)(?:[ \t]+(?:so|too))?)(?=[ \t]*(?:[,.;()]|$))"
                   r"|(?=[ \t]*(?:\(|,)[ \t]*(?:i\.e\.,?[ \t]*|that[ \t]+is,?[ \t]*)?(?:a[ \t]+|the[ \t]+)?"
                   r"(?:fraction|share|ratio|proportion)\b))", re.MULTILINE)


def _written(m):
    if _which_array(words_of(m.group(2))) is None:
        return m.group(0)  # ('12 of the inner values do': no array named)
    return f"{m.group(1)} are below the threshold" if m.group(3) else f"{m.group(1)} below the threshold"


def partitives_read(text):
    """text with each such count's predicate written in; other text as it was."""
    return at_the_ends(text, lambda part: _PART.sub(_written, part), (" of ", " OF ", " Of "))  # (a summary's prose; over 60 MB, 6.9 s)
