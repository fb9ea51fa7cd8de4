"""greekthreshold.py - the threshold named by a Greek letter, as a student who writes maths names it: `x < τ: 100024
(0.100024)`, `count(y < θ) = 12`, `τ = 0.1`, LaTeX's `\\tau`, the spelled `tau` and `theta`; and the comparison written
`≤` or `⩽`. Rewritten as the names the labels' rules know (`t`, `<=`) before an output is read, where the letter is
the threshold's: after a comparison or `below`/`under`, or given a number below 1 (`τ = 0.1`; not `θ = 45`). A Greek letter elsewhere
(`σ = 0.29`, `τ` in a word) is left. Part of the grader (notations.plain_notations asks it); pure functions, linear.
"""
import re

_LETTER = r"(?:\u03c4|\u03b8|\u03d1|\\tau|\\theta|(?<![\\\w])(?:tau|theta))(?![\w])"
# after a comparison or 'below', 'under' (blanks, '$' between); or before '=' or ':' and a number
_AFTER = re.compile(rf"((?:<=?|\u2264|\u2a7d|(?<![\w])(?i:below|under))[ \t]{{0,3}}\$?)" + _LETTER)
_GIVEN = re.compile(rf"(?<![\w\\])\$?{_LETTER}\$?(?=[ \t]{{0,3}}[=:][ \t]{{0,3}}0?\.\d)")
_CUES = ("\u03c4", "\u03b8", "\u03d1", "tau", "theta", "\u2264", "\u2a7d")


def greek_thresholds(text):
    """text with a threshold's Greek letter as 't' and '≤', '⩽' as '<='."""
    if not any(cue in text for cue in _CUES):
        return text
    text = text.replace("\u2264", "<=").replace("\u2a7d", "<=")
    return _GIVEN.sub("t", _AFTER.sub(r"\1t", text))
