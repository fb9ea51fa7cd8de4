"""fractionbelow.py - a count's line that ends by giving its fraction as the 'fraction below' ('x: 100024 below,
899976 at or above (fraction below 0.100024)', '... (fraction below = 0.100024)', '..., share under 10.0024%'):
the number after 'fraction below' is the fraction's value, not a threshold 'below' states (words.THRESHOLD_BEFORE,
printings.stated_threshold read 'below 0.1' so). Read as '(fraction 0.100024)', where a number (the count) is
before it on its line and the value ends its clause (a bracket, a comma, a semicolon or the line's end after it;
'fraction below 0.1: 0.100024' states the threshold, and stays). A wrong value is read, and fails, as the
fraction's. Part of the grader (headings.regrouped asks it with the other rewrites of names); a pure function,
bounded patterns, a bounded look back (200 characters) for the count.
"""
import re

# (the pattern's lookahead, the words' first letters: a quick test at each place of a long text, the same matches)
_FRACTION_BELOW = re.compile(r"(?i)(?=[fsrp])\b(fraction|frac|share|ratio|proportion|percentage|percent)[ \t]{1,3}"
                             r"(?:below|under|less[ \t]{1,3}than)[ \t]{0,3}(?:[=:][ \t]{0,3})?"
                             r"(?=[+-]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?[ \t]{0,3}%?[ \t]{0,3}"
                             r"(?:[),;]|\r?$))", re.MULTILINE)
_DIGIT = re.compile(r"\d")
LOOK_BACK = 200


def fractions_below(text):
    """text with each count's line's 'fraction below V' (V ending its clause) as 'fraction V'."""
    if "below" not in text and "under" not in text and "than" not in text:
        return text
    pieces, at = [], 0
    for m in _FRACTION_BELOW.finditer(text):
        start = max(text.rfind("\n", max(0, m.start() - LOOK_BACK), m.start()) + 1, m.start() - LOOK_BACK, 0)
        if not _DIGIT.search(text, start, m.start()):
            continue  # (no count before it on its line: 'Fraction below 0.1' heads a threshold's lines)
        pieces += [text[at:m.start()], m.group(1), " "]
        at = m.end()
    return "".join(pieces) + text[at:] if pieces else text
