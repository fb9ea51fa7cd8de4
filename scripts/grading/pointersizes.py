"""pointersizes.py - a pointer's size printed beside the memory ('sizeof(x) = 8', 'sizeof x: 8 bytes', Go's
'unsafe.Sizeof(x) = 24', a slice's header): C's sizeof of an array that is a pointer gives the pointer's bytes, not
the array's. expressions.py reads 'sizeof(x)' as the array's bytes (right where x is an array: Julia's, a static
C array's), so the 8 was read as the memory, a second printing that disagreed: FAIL. No grid's array is 32 bytes
or fewer (n = 1 holds 9 floats, 36 bytes), so such a statement with a whole value of 32 or less is blanked (its
line keeps its length and its other statements); a larger value is read as before. Part of the grader
(headings._named asks it); one pattern, no two blank runs side by side.
"""
import re

_POINTER_SIZE = re.compile(r"(?<![\w.])(?:unsafe\.)?(?i:sizeof)(?:[ \t]*\([ \t]*[A-Za-z_]\w{0,20}[ \t]*\)|[ \t]+[A-Za-z_]\w{0,20})"
                           r"(?:[ \t]*(?:=|:|->|is)[ \t]*|[ \t]+)(\d{1,2})(?:[ \t]*(?i:bytes|byte|B)\b)?(?![\w.])")


def pointer_sizes(text):
    """text with each pointer's size (module docstring) blanked."""
    if "izeof" not in text:
        return text
    return _POINTER_SIZE.sub(_blank, text)


def _blank(m):
    if int(m.group(1)) > 32:
        return m.group(0)
    return " " * len(m.group(0))
