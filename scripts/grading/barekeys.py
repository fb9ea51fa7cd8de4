"""barekeys.py - a dict (or JSON object) of the counts and fractions keyed by the arrays' bare names and those names
with an f before them (Python's `{'x': 100024, 'y': 12, 'fx': 0.100024, 'fy': 1.2e-05}`, flat or nested under
`'cpu'`, `'gpu'`; JSON's `{"x": 100024, ...}`): the keys `x` and `fx` read as `count_x` and `frac_x`. Before, a bare
`'x'` named no count and `'fx'` no fraction: the right output UNGRADED (no count found), and a wrong GPU `'y': 13`
too (the twenty-eighth pass's F9). Only where an object on the line has both an array's bare key and its `f` key,
the bare key given a whole number and the `f` key a number: `{'x': 1002}` alone (a shape's) is as it was. Part of
the grader (wholetext.ready asks it, at the text's ends where a `'fx'` or `"fx"` key is); a line's pattern of
bounded runs.
"""
import re

from .textends import at_the_ends

NEEDLES = ("'fx'", '"fx"', "'fy'", '"fy"')
_NUMBER = r"[+-]?(?:\d{1,15}(?:\.\d{0,15})?|\.\d{1,15})(?:[eE][+-]?\d{1,3})?"
# one object's innermost braces, on one line (no brace inside: each nested object is its own)
_OBJECT = re.compile(r"\{[^{}\n]{1,400}\}")
_KEY = re.compile(rf"""(['"])(f?)([xy])\1([ \t]{{0,4}}:[ \t]{{0,4}})({_NUMBER})""")


def _renamed(m):
    """An object with its bare `x` and `fx` keys (and y's) named as a count's and a fraction's."""
    body = m.group()
    keys = {(k.group(2), k.group(3)): k.group(5) for k in _KEY.finditer(body)}
    arrays = {a for a in "xy" if ("", a) in keys and ("f", a) in keys and keys[("", a)].isdigit()}
    if not arrays:
        return body
    return _KEY.sub(lambda k: f"{k.group(1)}{'frac_' if k.group(2) else 'count_'}{k.group(3)}{k.group(1)}{k.group(4)}"
                    f"{k.group(5)}" if k.group(3) in arrays else k.group(), body)


def bare_keys_named(text):
    """text with each object's bare array keys beside their f keys named (see the module's docstring)."""
    return at_the_ends(text, lambda part: _OBJECT.sub(_renamed, part), NEEDLES)
