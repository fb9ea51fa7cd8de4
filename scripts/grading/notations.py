"""notations.py - numbers as other languages and editors write them, rewritten as C prints them
before an output is read: Julia's Float32 ('1.2f-5', '0.100024f0': 1.2e-5, 0.100024), a Unicode
minus or a dash pasted from Word or Google Docs ('1.2e\u221205', '1.2e\u201305', '\u22120.5'). A rewrite
keeps the line's other characters where they are. Part of the grader; pure functions.

    text = plain_notations(text)
"""
import re

# Julia's Float32 literal as @show and println print it: a decimal point and digits, 'f', its
# exponent ('1.0f0', '1.2f-5', '3.5f7'); found from its 'f' (a literal: quick), the mantissa
# before it checked (so '0x1f0', 'buf1', 'f5' stay as they are).
_JULIA_EXPONENT = re.compile(r"f(?=[+-]?\d{1,3}(?![\w.]))")
_JULIA_MANTISSA = re.compile(r"(?<![\w.])[+-]?\d*\.\d+\Z", re.ASCII)
# A dash or a minus sign that is no ASCII '-' in an exponent ('1.2e\u22125'), and a Unicode minus
# before a number ('\u221212'): the '-' they are. (An en dash elsewhere is a range's: '1\u20133'.)
_DASHES = "\u2212\u2012\u2013\ufe63\uff0d"
_EXPONENT_DASH = re.compile(rf"(?<=\d[eEdD])[{_DASHES}](?=\d)")
_MINUS = re.compile(r"\u2212(?=\.?\d)")


def _julia(m):
    at = m.start()
    return "e" if at and _JULIA_MANTISSA.search(m.string, max(0, at - 40), at) else "f"


def plain_notations(text):
    """text with Julia's Float32 literals and Unicode minus signs in numbers as C prints them."""
    if "\u2212" in text or "\u2013" in text or "\u2012" in text or "\ufe63" in text or "\uff0d" in text:
        text = _MINUS.sub("-", _EXPONENT_DASH.sub("-", text))
    if _JULIA_EXPONENT.search(text):
        text = _JULIA_EXPONENT.sub(_julia, text)
    return text
