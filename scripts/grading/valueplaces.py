r"""valueplaces.py - where a whole number is printed in a text: each match of `(?<![\w.,])VALUE(?![\w]|[.,]\d)` (a
whole run of digits equal to it, no part of a word or a decimal), from one index of the text's numbers made once a
text. The recap rules ask it of every candidate line ('is 13 printed elsewhere on a line that counts?'); a scan of
the text with a pattern compiled for each value made a file of 8,000 recap-like lines after a summary take 67 s
(the twenty-eighth pass's fixers found it). A text past INDEXED characters, a value that is no run of digits, and
a value printed more than MOST times are scanned as before: the answer is the pattern's, always. Part of the
grader (recaps.py and barerecaps.py ask it); a pure function but for its one-text cache.

    value_places(text, "12")   # (start, end) of each printing, in the text's order (an iterator)
"""
import re

_NUMBER = re.compile(r"(?<![\w.,])\d+(?![\w]|[.,]\d)")
_DIGITS = re.compile(r"\d+")
INDEXED = 1 << 20  # characters of a text indexed at most (the recap rules ask about a text's ends: 256 KiB each)
MOST = 128  # places kept a value (more: that value's pattern scans the text)
_index = [None, None]  # (the text indexed, {value: [start, ...]})


def value_places(text, value):
    """(start, end) of each match of value's pattern in text, in order: an iterator (a caller stops early)."""
    if len(text) <= INDEXED and _DIGITS.fullmatch(value):
        if _index[0] is not text:
            places = {}
            for m in _NUMBER.finditer(text):
                kept = places.setdefault(m.group(), [])
                if len(kept) <= MOST:  # (MOST + 1 kept: past MOST, scanned)
                    kept.append(m.start())
            _index[:] = [text, places]
        kept = _index[1].get(value, ())
        if len(kept) <= MOST:
            return iter([(start, start + len(value)) for start in kept])
    return (m.span() for m in re.finditer(rf"(?<![\w.,]){value}(?![\w]|[.,]\d)", text))
