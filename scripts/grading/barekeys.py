"""barekeys.py - a dict (or JSON object) of the counts and fractions keyed by the arrays' bare names and those names
with an f before them (Python's `{'x': 100024, 'y': 12, 'fx': 0.100024, 'fy': 1.2e-05}`, flat or nested under
`'cpu'`, `'gpu'`; JSON's `{"x": 100024, ...}`): the keys `x` and `fx` read as `count_x` and `frac_x`. Before, a bare
`'x'` named no count and `'fx'` no fraction: the right output UNGRADED (no count found), and a wrong GPU `'y': 13`
too (the twenty-eighth pass's F9). Only where an object on the line has both an array's bare key and its `f` key,
the bare key given a whole number and the `f` key a number: `{'x': 1002}` alone (a shape's) is as it was.
The same keys unquoted, as a record's repr or keyword arguments print them (a namedtuple's or dataclass's
`Result(x=100024, y=12, fx=0.100024, fy=1.2e-05)`, Rust's `Stats { x: 100024, fx: 0.100024, ... }`, a bare line
`x=100024, y=12, fx=0.100024, fy=1.2e-05`): before, `Result(x` was read as a label and Y FAILed as 100024 (or
the file was UNGRADED); now read as the quoted keys are (the lead's, the twenty-fifth round). Part of the grader
(wholetext.ready asks it, at the text's ends where an `fx` or `fy` key is); a line's pattern of bounded runs.
"""
import re

from .textends import at_the_ends

NEEDLES = ("fx", "fy")
_NUMBER = r"[+-]?(?:\d{1,15}(?:\.\d{0,15})?|\.\d{1,15})(?:[eE][+-]?\d{1,3})?"
# one object's innermost braces or a call's parentheses, on one line (none inside: each nested one is its own),
# or a line with neither (bare keyword pairs: 'gpu: x=100024, y=12, fx=0.100024, fy=1.2e-05')
_OBJECT = re.compile(r"\{[^{}\n]{1,400}\}|\([^()\n]{1,400}\)|^[^{}()\n]{1,400}$", re.MULTILINE)
# a key quoted before ':' ('x': 100024), or bare before '=' or ':' (x=100024, x: 100024), the key the item's first
_KEY = re.compile(rf"""(?:(['"])(f?)([xy])\1|(?<![\w.'"])()(f?)([xy])(?![\w'"]))([ \t]{{0,4}}[:=][ \t]{{0,4}})({_NUMBER})"""
                  rf"""(?![\w.])""")


def _renamed(m):
    """An object with its bare `x` and `fx` keys (and y's) named as a count's and a fraction's."""
    body = m.group()
    keys = {_key(k)[1:3]: k.group(8) for k in _KEY.finditer(body)}
    arrays = {a for a in "xy" if ("", a) in keys and ("f", a) in keys and keys[("", a)].isdigit()}
    if not arrays:
        return body
    return _KEY.sub(lambda k: _named(k, arrays, *_key(k)), body)


def _key(k):
    """(its quote, 'f' or '', the array) of a key _KEY matched, quoted or bare."""
    return (k.group(1), k.group(2), k.group(3)) if k.group(1) else ("", k.group(5), k.group(6))


def _named(k, arrays, quote, f, array):
    """The key k as a count's or a fraction's where its array is one of arrays; else as it was."""
    if array not in arrays:
        return k.group()
    return f"{quote}{'frac_' if f else 'count_'}{array}{quote}{k.group(7)}{k.group(8)}"


def bare_keys_named(text):
    """text with each object's bare array keys beside their f keys named (see the module's docstring)."""
    return at_the_ends(text, lambda part: _OBJECT.sub(_renamed, part), NEEDLES)
