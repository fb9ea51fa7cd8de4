"""barecounts.py - an array's count on a line of its own under the array's name alone, its fraction in
brackets after it ('X = 100024 (0.100024)', smooth's own '(X)'; 'x: 1.000240e+05 [0.100024]', a count
printed with %e; 'y: 12 (0.0012%)'): named that array's count below the threshold where the two agree (the
count over the fraction the elements of a square grid, n x n, n >= 10, to the fraction's printed digits,
two at least: a coordinate's 'x: 500 (0.5)' is no count) and no heading is over it: under 'Elements above
threshold:', 'Count elements above 0.1' (a line that gives no value, 'name = 1', or ends in ':') such lines
are that heading's (headings.py's where it names a count). A line with more on it (a recap's 'Done: X=...,
Y=...') is not this rule's. Looked for in a text's first and last 256 KiB. Part of the grader
(headings.regrouped asks it); pure functions, one anchored pattern, linear in the text.
"""
import math
import re

_NUMBER = r"[+]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
_LINE = re.compile(rf"^([ \t]*)([xXyY])[ \t]*[:=][ \t]*({_NUMBER})[ \t]*([(\[])[ \t]*({_NUMBER})[ \t]*(%?)[ \t]*([)\]])"
                   r"[ \t]*$", re.MULTILINE)
_CLOSE = {"(": ")", "[": "]"}
_STATED = re.compile(r"[=:][ \t]*[-+]?\.?\d")  # (a line that gives a value: 'c = 0.4', no heading)


def _half_unit(text):
    """Half of the last printed digit's unit of a number's text ('0.1000': 0.00005, '1.2e-05': 5e-07)."""
    mantissa, _, exponent = text.lower().partition("e")
    decimals = len(mantissa.partition(".")[2])
    return 0.5 * 10.0 ** (int(exponent or 0) - decimals)


def agree(count, fraction, percent=False):
    """Whether a whole count and its printed fraction (text) say an n x n grid's share (n >= 10)."""
    f, half = float(fraction), _half_unit(fraction)
    if percent:
        f, half = f / 100, half / 100
    if not (count > 0 and 0 < f <= 1 and half <= 0.05 * f):  # (two digits at least: '0.5' says too little)
        return False
    low, high = math.sqrt(count / (f + half)), math.sqrt(count / (f - half))
    return math.ceil(low) <= math.floor(high) and math.floor(high) >= 10


def _headed(text, start):
    """Whether the line before `start` (blank lines passed over) is a heading's: it gives no value ('name = 1',
    'name: 1'), or ends in ':'."""
    end = start
    while end > 0:
        begin = text.rfind("\n", 0, end - 1) + 1
        line = text[begin:end].strip()
        if line:
            return line.endswith(":") or not _STATED.search(line)
        end = begin
    return False


def counts_named(text):
    """text with each array's bare count line ('X = 100024 (0.100024)') named as its count below the
    threshold ('X below threshold :: 100024 (0.100024)'), where count and fraction agree and no heading is over it."""
    if "x" not in text and "X" not in text:
        return text
    pieces, at, last_end, headed = [], 0, -1, False
    for m in _LINE.finditer(text):
        if last_end < 0 or text[last_end:m.start()].strip():  # (a run of such lines: the heading over its first)
            headed = _headed(text, m.start())
        last_end = m.end()
        count = float(m.group(3))
        if headed or _CLOSE[m.group(4)] != m.group(7) or not count.is_integer() \
                or not agree(count, m.group(5), bool(m.group(6))):
            continue
        pieces += [text[at:m.start()], f"{m.group(1)}{m.group(2)} below threshold :: {m.group(3)} "
                                       f"({m.group(5)}{m.group(6)})"]
        at = m.end()
    return "".join(pieces) + text[at:] if pieces else text
