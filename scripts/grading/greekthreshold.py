"""greekthreshold.py - the threshold named by a Greek letter, as a student who writes maths names it: `x < τ: 100024
(0.100024)`, `count(y < θ) = 12`, `τ = 0.1`, LaTeX's `\\tau`, the spelled `tau` and `theta`; and the comparison written
`≤` or `⩽`. Rewritten as the names the labels' rules know (`t`, `<=`) before an output is read, where the letter is
the threshold's: after a comparison or `below`/`under`, or given a number below 1 (`τ = 0.1`; not
`θ = 45`). A Greek letter elsewhere (`σ = 0.29`, `τ` in a word) is left; the first 10,000 letters are looked at. Part of the grader (notations.plain_notations asks it); pure functions, linear.
"""
import re

_LETTER = re.compile(r"(?:\u03c4|\u03b8|\u03d1|\\tau|\\theta|(?<![\\\w])(?:tau|theta))(?![\w])")
# before it a comparison or 'below', 'under' (blanks, '$' between); or after it '=' or ':' and a number below 1
_BEFORE = re.compile(r"(?:<=?|(?<![\w])(?i:below|under))[ \t]{0,3}\$?\Z")
_GIVEN = re.compile(r"\$?[ \t]{0,3}[=:][ \t]{0,3}0?\.\d")
_CUES = ("\u03c4", "\u03b8", "\u03d1", "tau", "theta")
_MAX = 10_000  # letters looked at in a file


def _places(text):
    """The (start, end) of each threshold's letter in text, in order (found from its literal: linear)."""
    places, looked = set(), 0
    for cue in _CUES:
        at = text.find(cue)
        while at >= 0 and looked < _MAX:
            looked += 1
            start = at - 1 if cue[0] == "t" and at and text[at - 1] == "\\" else at
            m = _LETTER.match(text, start)
            if m is not None and (_BEFORE.search(text[max(0, start - 12):start])
                                  or (not start or not (text[start - 1].isalnum() or text[start - 1] in "_\\"))
                                  and _GIVEN.match(text, m.end())):
                places.add((start, m.end()))
            at = text.find(cue, at + len(cue))
    return sorted(places)


def greek_thresholds(text):
    """text with a threshold's Greek letter as 't' and '\u2264', '\u2a7d' as '<='."""
    if "\u2264" in text or "\u2a7d" in text:
        text = text.replace("\u2264", "<=").replace("\u2a7d", "<=")
    if not any(cue in text for cue in _CUES):
        return text
    pieces, at = [], 0
    for start, end in _places(text):
        if start >= at:
            pieces += [text[at:start], "t"]
            at = end
    return "".join(pieces) + text[at:] if pieces else text
