"""totalrecaps.py - a recap of both counts under the word 'total' ('Totals: x 100024, y 13', 'Total: x=100024
y=13', 'In total: x=100024, y=13', 'In total, x has 100024 and y has 12', 'Totals (x, y): 100024, 12'): the
arrays' counts printed again, rewritten in place as a recap the grader reads ('Recap: x below threshold =
100024, y below threshold = 13'), so that a wrong one fails and a right one is no run of its own. Before, the
word 'Totals' made x's count a second total number of elements: a second "run" with no n, UNGRADED, beside a
first that PASSed (the twenty-second pass's H10: 20 of 20 for a wrong Y). Only a line that is the word, an
array's name and a whole number each, and nothing else; x's and y's numbers not equal (two arrays' sizes,
'Total: x 1004004, y 1004004', are no counts). Part of the grader (recaps.prose_read's rewrites ask it, first);
one anchored pattern, its blank runs bounded: linear.
"""
import re

_N = r"(\d{1,3}(?:,\d{3}){1,4}|\d{1,12})(?![\d.])(?:[ \t]{1,4}(?:elements|values|cells|points|entries))?"
_HEAD = (r"^([ \t]{0,40})(?:(?:in|grand|overall|final)[ \t]{1,4})?totals?(?![\w])[ \t]{0,4}"
         r"(?:[:=,]|->|--?|\u2192)?[ \t]{0,4}")
# the counts after the word: 'x 100024, y 13' (a bracket around them), 'x has 100024 and y has 13',
# '(x, y): 100024, 13'
_BODY = (r"(?:\(?[ \t]{0,4}x[ \t]{0,4}[:=]?[ \t]{0,4}" + _N + r"[ \t]{0,4}[,;]?[ \t]{0,4}(?:and[ \t]{1,4})?"
         r"y[ \t]{0,4}[:=]?[ \t]{0,4}" + _N + r"[ \t]{0,4}\)?"
         r"|x[ \t]{1,4}(?:has|had)[ \t]{1,4}" + _N + r"[ \t]{0,4},?[ \t]{0,4}and[ \t]{1,4}y[ \t]{1,4}(?:has|had)[ \t]{1,4}"
         + _N +
         r"|\(?x[ \t]{0,4}[,/][ \t]{0,4}y\)?[ \t]{0,4}[:=][ \t]{0,4}\(?" + _N + r"[ \t]{0,4}[,/][ \t]{0,4}" + _N
         + r"\)?)")
_LINE = re.compile(_HEAD + _BODY + r"[ \t]{0,4}\.?[ \t]{0,40}$", re.IGNORECASE | re.MULTILINE)


def totals_recapped(text):
    """text with each such line rewritten in place (its line number kept); other text as it was."""
    if "otal" not in text and "OTAL" not in text:
        return text
    return _LINE.sub(_written, text)


def _written(match):
    x, y = [n.replace(",", "") for n in match.groups()[1:] if n is not None]
    if x == y:  # (equal: two arrays' sizes, not their counts)
        return match.group(0)
    return f"{match.group(1)}Recap: x below threshold = {x}, y below threshold = {y}"
