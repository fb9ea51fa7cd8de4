"""shapecache.py - a line's Shape (what fields._shape makes of it: the field its label names,
where its value is) kept per pattern of digits: a chatty output's lines differ only in their digits,
so each pattern's shape is worked out once (_computed counts them: fields.read_output stops past its
MAX_NEW_SHAPES). Moved out of fields.py as it was (fields.read_output looks the cache up inline and
asks _shape_cached on a miss). Part of the grader (the package gathers it); pure functions.
"""
import collections
import re

from .expressions import HINT, expressions

# What a line says, short of its numbers' values: the field its label names, where its value is,
# the label's words' verdicts. A chatty output's lines differ only in their digits (a loop's
# progress, one count a sweep), so a line's shape is worked out once per pattern of digits.
Shape = collections.namedtuple("Shape", "kind value label_spans after single percent total unit variant array "
                                        "more more_percent others where area stated extra", defaults=(None, None, None))
_DIGITS_MASKED = bytes.maketrans(b"123456789", b"000000000")  # on bytes: 9 times as fast as on str
_DIGIT_SPACE_DIGIT = re.compile(rb"0 0")
_SPACED_GROUP = re.compile(r"\d 0\d\d(?![\d.])")


def _masked(line):
    """A line's pattern of digits: the line with each digit 0 (as bytes)."""
    return line.encode("utf-8", "surrogatepass").translate(_DIGITS_MASKED)


def _shape_cached(line, shapes, key=None):
    """_shape(line), kept per pattern of digits (key: _masked(line), where it is known): a line's
    shape depends on which characters are digits, not on which digits, except through an expression
    of n ('n+2', 'n^2', 'N2': a pattern that may hold one keeps its shapes by its expressions) and a
    group's 0 ('100 024')."""
    from .fields import _shape  # (fields reads its lines through this module: _shape looked up when called)
    if key is None:
        key = _masked(line)
    if _DIGIT_SPACE_DIGIT.search(key) and _SPACED_GROUP.search(line):  # '100 024' one number, '12 100' two
        key += b"\x00" + bytes(str([m.start() for m in _SPACED_GROUP.finditer(line)]), "ascii")
    shape = shapes.get(key)
    if shape is None:
        if len(shapes) >= 4096:  # lines of many patterns: no cache grows without bound
            shapes.clear()
        if HINT.search(key):
            shape = shapes[key] = _BY_EXPRESSION
        else:
            _computed[0] += 1
            shape = shapes[key] = _shape(line)
    if shape is _BY_EXPRESSION:
        key += b"\x01" + "|".join(expressions(line)).encode("utf-8", "surrogatepass")
        shape = shapes.get(key)
        if shape is None:
            _computed[0] += 1
            shape = shapes[key] = _shape(line)
    return shape


_BY_EXPRESSION = Shape(None, None, (), None, None, False, False, None, "", None, None, False, (), "")  # (a marker)
_computed = [0]  # (shapes worked out in this file: fields.read_output bounds them by its MAX_NEW_SHAPES)
