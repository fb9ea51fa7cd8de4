"""ratiothreshold.py - a count's line that prints its share as `threshold = share` after the count over its
whole (`x: 100024 / 1000000 below threshold = 0.100024`, `y: 12 of 1000000 under the threshold: 1.2e-05`): the
number after 'threshold =' is the count's fraction, not the threshold (read so, the threshold FAILed beside the
right 0.1 and both fractions were MISSING). Where that number agrees with the count over the whole printed
before it (to its printed digits; or, with three significant digits or more, within 0.1%, so that a typo in
the count or the share is read and fails), the line is written `x: 100024 / 1000000 below threshold (0.100024)`,
which the line's rules read as the count and its fraction. A threshold of one or two digits that is not the
ratio itself (`x: 100024 / 1000000 below threshold = 0.1`) is left a threshold.
Part of the grader (fields.read_output asks it, in a text's first and last 256 KiB); one bounded pattern.

    text = shares_after_threshold(text)
"""
import re

from .textends import at_the_ends

_NUM = r"[+-]?(?:\d{1,12}(?:\.\d{0,15})?|\.\d{1,15})(?:[eE][-+]?\d{1,3})?"
# the count over its whole, the words up to the threshold's name ('below threshold', 'below t', '< t', 'under thr'),
# the threshold's own value where it is named beside it ('below t=0.1:', 'below threshold (0.1) ='), then the share
_LINE = re.compile(r"(?i)(?<![\w.])(\d{1,12})[ \t]{0,4}(?:/|of|out[ \t]of)[ \t]{0,4}(\d{1,15})"
                   r"([ \t]{1,4}(?:(?:elements|cells|values|points|are|is)[ \t]{1,4}){0,2}"
                   r"(?:below|under|less[ \t]than|<)[ \t]{0,4})((?:the[ \t]{1,4})?(?:threshold|thresh|thr|cutoff|cut-off|tau|t)\b)"
                   r"(?:[ \t]{0,4}(?:=|\(|[ \t])[ \t]{0,2}(?:(?:t|thr)[ \t]{0,2}=[ \t]{0,2})?(\d{0,3}\.\d{1,8}|\d{1,3})[ \t]{0,2}\)?"
                   r"(?=[ \t]{0,4}[=:]))?"
                   rf"[ \t]{{0,4}}[=:][ \t]{{0,4}}({_NUM})([ \t]{{0,2}}%)?(?=[ \t]{{0,8}}(?:\n|$))")
_NAMES = re.compile(r"(?i)hreshold|thr|cut|tau|\bt\b")  # (a literal test first: the line names a threshold)


def shares_after_threshold(text):
    """text with each count's share printed after 'threshold =' in brackets after the words."""
    return at_the_ends(text, _shared)  # (the names looked for in the ends too: over 60 MB of asides, 13.9 s)


def _shared(part):
    return _LINE.sub(_bracketed, part) if _NAMES.search(part) and _LINE.search(part) else part


def _significant(number):
    digits = number.lower().split("e")[0].lstrip("+-").replace(".", "").lstrip("0")
    return len(digits)


def _bracketed(m):
    count, whole, share, percent = int(m.group(1)), int(m.group(2)), m.group(6), m.group(7)
    if whole <= 0 or count > whole:
        return m.group()
    ratio = count / whole * (100 if percent else 1)
    value = float(share)
    digits = _significant(share)
    exact = digits > 0 and float(f"{ratio:.{max(digits, 1)}g}") == float(f"{value:.{max(digits, 1)}g}") \
        and (value != 0 or count == 0)
    close = digits >= 3 and ratio > 0 and abs(value - ratio) <= 1e-3 * ratio
    if not (exact and (digits >= 2 or value == ratio) or close):
        return m.group()  # (a threshold: 'below threshold = 0.1' beside a count whose share is 0.100024)
    # (the threshold's value named beside it kept, as 'below threshold 0.1', so that a wrong one is read)
    name = f"threshold {m.group(5)}" if m.group(5) else m.group(4)
    return f"{m.group(1)} / {m.group(2)}{m.group(3)}{name} ({share}{'%' if percent else ''})"
