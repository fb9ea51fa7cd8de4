"""ellipses.py - a line's closing ellipsis, a progress message's ('Allocating 2 x 1002 x 1002 floats (0.00374021 GB
each)...', 'Smoothing y…'): punctuation, dropped, so that the line ends where its statement does (the bracket's
memory was read only at a line's end). A line of dots alone ('...' between table rows) is kept. Part of the grader
(notations.plain_notations asks it); a pure function.
"""
import re

_CLOSING = re.compile(r"(?:\.\.\.|\u2026)[ \t]*$", re.M)  # (a literal first: found by a scan, each tried once)


def _dropped(m):
    before = m.string[m.start() - 1:m.start()]
    return "" if before == ")" or before.isalnum() else m.group()


def without_closing_ellipses(text):
    """text without the ellipsis that closes a line after a word or a bracket."""
    return _CLOSING.sub(_dropped, text) if "..." in text or "\u2026" in text else text
