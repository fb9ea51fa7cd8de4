"""elidedunits.py - prose that states two sizes in one sentence and says the unit once, its verb and unit left out
of the second clause (the thirty-second pass's L4): 'so rows have 1002 elements and the grid 1004004 (1000000
inner)'. Before, the grid's 1004004 named nothing: total MISSING. Now the first clause's unit is said again after
the second's number ('... and the grid 1004004 elements (1000000 inner)'), as the grader reads a size in prose. Only
after a verb of having ('has', 'have', 'holds', 'contains') and a unit of elements ('elements', 'cells', 'values',
'entries', 'points', 'floats'), the second clause one or two words and a whole number, no unit of its own after
it. Part of the grader (wholetext.ready asks it); pure functions, bounded patterns, the text's ends only.
"""
import re

from .textends import at_the_ends

_ELIDED = re.compile(r"(?i)\b((?:has|have|had|holds?|contains?)[ \t]{1,4}\d{1,12}[ \t]{1,4}"
                     r"(elements|cells|values|entries|points|floats|numbers)[ \t]{0,4},?[ \t]{1,4}and[ \t]{1,4}"
                     r"(?:the[ \t]{1,4})?[a-z]{1,20}(?:[ \t]{1,4}[a-z]{1,20})?[ \t]{1,4}\d{1,12})"
                     r"(?!\w|[.,]\d|[ \t]{1,4}(?:[a-z]|%))")


def _rewritten(text):
    if " and " not in text:
        return text
    return _ELIDED.sub(lambda m: f"{m.group(1)} {m.group(2)}", text)


def elided_units_read(text):
    """text with a sentence's second size given its first's unit ('rows have 1002 elements and the grid 1004004'
    -> '... the grid 1004004 elements'); other text as it was."""
    return at_the_ends(text, _rewritten)
