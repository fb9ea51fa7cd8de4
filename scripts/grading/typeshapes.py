"""typeshapes.py - a type's or a shape's note between a label and a vector's values: R's str() ('$ abc : num [1:3]
0.05 0.1 0.4'), a C-ish 'constants: float32[3] {0.05, 0.1, 0.4}', 'Float64[3]', numpy-ish 'array(3)', LLVM's '<3 x
double>', MATLAB's '[1x3 double]'. Its digits are no values: '[1:3]' was read as the constants' first two ('1 3
0.05'). The note is dropped where a separator (':' or '=') is before it and a number (or a list's bracket and a
number) after it; 'array 1002 x 1002' (no bracket) and 'Float64[0.05, 0.1, 0.4]' (values in the bracket) stay.
Part of the grader (wholetext.ready calls it); pure functions; linear patterns (bounded repeats).
"""
import re

from .textends import at_the_ends

_TYPE = (r"(?:num|int|dbl|double|float(?:32|64)?|Float(?:16|32|64)|real(?:\*[48])?|single|f32|f64|i32|i64|"
         r"array|vector|Vector|list|tuple|matrix|vec)")
_SHAPE = r"(?:\[[ \t]?(?:1[ \t]?:[ \t]?)?\d{1,3}[ \t]?\]|\([ \t]?\d{1,3}[ \t]?,?[ \t]?\)|\[[ \t]?\d{1,3}[ \t]?[x\u00d7][ \t]?\d{1,3}[ \t]?\])"
_NOTE = re.compile(rf"([:=][ \t]{{0,24}})(?:{_TYPE}[ \t]?{_SHAPE}|<[ \t]?\d{{1,3}}[ \t]x[ \t]{_TYPE}[ \t]?>"
                   rf"|\[[ \t]?\d{{1,3}}[ \t]?[x\u00d7][ \t]?\d{{1,3}}[ \t]{_TYPE}[ \t]?\])"
                   r"(?=[ \t]{0,8}[\[{(<]?[ \t]?[-+]?\.?\d)")


def without_type_notes(text):
    """text with the type or shape notes before vectors' values dropped (a blank in their place)."""
    if "[" not in text and "(" not in text and "<" not in text:
        return text
    return at_the_ends(text, _dropped)  # (a long output's first and last textends.SAMPLE characters)


def _dropped(text):
    return _NOTE.sub(r"\1", text) if ":" in text or "=" in text else text
