"""printednumbers.py - numbers as students print them: C's and Fortran's formats (D exponents),
a power of ten written out ('1.2 x 10^-5'), thousands grouped ('100,024', '1 004 004', '1_004_004');
a number's text as the float it means (number_value), as C prints it (c_number), its last printed
place, and each number of a line (_numbers). Moved out of words.py as it was (words imports all of it
back: callers ask words as before). Part of the grader (the package gathers it); pure functions.
"""
import functools
import math
import re

# A number as C's printf and Fortran's formats print it (D exponents too),
# ASCII digits only, not glued to a word before it ("x1"); a unit may follow
# it directly ("364816bytes"), and so may a percent sign.
MANTISSA = r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)"
DIGITS = rf"{MANTISSA}(?:[eEdD][+-]?\d+)?"
# A power of ten written out after a number ('1.2×10⁻⁵', '1.2 x 10^-5', '1.2*10**-5', LaTeX's
# '1.2 \times 10^{-5}', HTML's '1.2 &times; 10<sup>-5</sup>': lines.page_text writes <sup> as '^'):
# part of the number, as C's exponent. Only 10 with a power after it: '1002 x 1002' stays two.
TIMES_TEN = (r"[ \t]*(?:[x\u00d7X*\u00b7\u22c5]|\\times|\\cdot)[ \t]*10[ \t]*(?:(?:\^|\*\*)[ \t]*\{?\(?[ \t]*"
             r"[+\-\u2212]?[ \t]*\d+[ \t]*\)?\}?|[\u207a\u207b]?[\u2070\u00b9\u00b2\u00b3\u2074-\u2079]+)")
POWER_OF_TEN = re.compile(TIMES_TEN, re.ASCII)
_EXPONENT = str.maketrans({**{c: str(d) for d, c in enumerate("\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079")},
                           "\u207a": "+", "\u207b": "-", "\u2212": "-", **{c: None for c in "^*{}() \t"}})
# A number with its digits grouped in thousands ('100,024', '1,004,004', "100'024", '100 024', a
# thin space): 1-3 digits, then groups of exactly three, each after one ',' or apostrophe (no space:
# '0.05, 0.10' and '1, 2, 3' are lists), or one space (a thin or no-break one; a plain one where a
# group starts with 0, as no list's number does) where no other number is beside them ('Grid Size
# :: 256 256 1' is three numbers). One number, where it can be nothing else.
GROUP_MARKS = ",'\u2019 \u00a0\u2009\u202f_"
# Underscores too ('1_004_004': Python's f"{x:_}", Rust's and Julia's literals), in groups of three;
# digits an underscore joins otherwise ('10_00') are no number at all (never 10).
# Points too where there are two or more ('1.004.004': Java's %,d in a German locale; one, '100.024', is a
# decimal point here: a whole field's reads it as grouped, fields._found).
GROUPED = (r"(?:[+-]?\d{1,3}(?:\.\d{3}){2,}(?![\d.]|[,'\u2019 \u00a0\u2009\u202f_]\d)|"
           r"(?:[+-]?\d{1,3}(?:[,'\u2019]\d{3})+|[+-]?\d{1,3}(?:_\d{3})+"
           r"|(?<!\d[ \t])[+-]?\d{1,3}(?=(?:[ \u00a0\u2009\u202f]\d{3})*(?:[\u00a0\u2009\u202f]| 0))"
           r"(?:[ \u00a0\u2009\u202f]\d{3})+(?![ \t]*[,;]?[ \t]*[+-]?\.?\d))"
           r"(?:\.\d+)?(?![\d.]|[,'\u2019 \u00a0\u2009\u202f_]\d))")
# a number as printf prints it, nothing around it ("100024", "-1.2e-05", ".5"): fullmatch a table cell or a value
PLAIN_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")
NUMBER = re.compile(rf"(?<![A-Za-z0-9_.])({GROUPED}|{MANTISSA}(?:{TIMES_TEN}|[eEdD][+-]?\d+)?)(\s*%)?", re.ASCII)
_GLUED = re.compile(r"_\d")  # after a number NUMBER read: its digits went on ('10_00'), no number (_numbers)
_UNGROUP = str.maketrans("", "", GROUP_MARKS)
BRACKET = re.compile(r"[()\[\]{}]")
NUMBER_TEXT = re.compile(rf"^(?:{GROUPED}|{MANTISSA}(?:{TIMES_TEN}|[eEdD][+-]?\d+)?)$", re.ASCII)


def number_value(text):
    """The float a number's text means (D exponents too); None if none."""
    if text.isdigit() and text.isascii():  # (most: a count)
        value = float(text)
    elif NUMBER_TEXT.match(text):
        value = float(c_number(text).replace("d", "e").replace("D", "E"))
    else:
        return None
    return value if math.isfinite(value) else None


def c_number(text):
    """A number's text as C prints it: without its thousands marks ('1,004,004' -> '1004004'), a
    power of ten as an exponent ('1.2×10⁻⁵', '1.2 x 10^-5' -> '1.2e-5')."""
    if text.isdigit():
        return text  # (most: a count)
    if GROUPED_TEXT.match(text):
        return text.translate(_UNGROUP) if text.count(".") < 2 else text.replace(".", "")
    power = POWER_OF_TEN.search(text) if len(text) > 4 else None
    if power is None:
        return text
    exponent = power.group()[power.group().index("10") + 2:]  # (the operator before it has no digit)
    return f"{text[:power.start()]}e{exponent.translate(_EXPONENT)}"


GROUPED_TEXT = re.compile(rf"^{GROUPED}$", re.ASCII)


def last_place(text):
    """One unit in the last printed place of a number's text: 0.10 -> 0.01,
    1.00015E-01 -> 1e-06, 16386 -> 1."""
    mantissa, _, exponent = text.replace("d", "e").replace("D", "E").upper().partition("E")
    decimals = len(mantissa.split(".")[1]) if "." in mantissa else 0
    power = (int(exponent) if exponent and len(exponent) < 6 else 0) - decimals
    return 10.0 ** max(-400, min(308, power))  # clamped to what a double holds


@functools.lru_cache(maxsize=64)  # (a line's readers ask again: each a walk of the line)
def _numbers(line):
    """(start, end, text, percent, candidate) for each number on the line; a
    candidate is not inside brackets and not an exponent ('(n^2)', '(9.9%)')."""
    found = _numbers_of(line)
    if "_" in line:  # '10_00', '0.100_024': digits an underscore joins, not in groups of three, are no number
        found = [x for x in found if not _GLUED.match(line, x[0] + len(x[2]))]
    if "+" in line:  # 'n+2 1002', '| n + 2 | 1002 |': the 2 of a row's expression is the label's, no number
        sums = {m.end() - 1 for m in _N_PLUS_2.finditer(line)}
        found = [x for x in found if x[0] not in sums] if sums else found
    if "-p" in line or "-P" in line:  # ('used a 9-point stencil with weights 0.05 ...'): the stencil's points, a word of
        # its label, no value (the constants FAILed at '9 0.05 0.1': the twenty-eighth pass's F18)
        points = {m.start() for m in _POINTS.finditer(line)}
        if points and len(found) - len(points) >= 3:  # (only with the weights beside it: a title's '# Homework 3 –
            found = [x for x in found if x[0] not in points]  # 9-point stencil' read as before, no 'point' size of 3)
    return tuple(found)


_POINTS = re.compile(r"(?<![\w.])\d{1,2}(?=-(?i:points?|pts?)[ \t](?i:stencil|kernel|average|filter|scheme|smooth))")
_N_PLUS_2 = re.compile(r"(?<![A-Za-z0-9])[nN][ \t]*\+[ \t]*2(?![\d.])")


def _numbers_of(line):
    if "^" not in line and "**" not in line and not BRACKET.search(line):  # most lines: every number a candidate
        return [(m.start(), m.end(), m.group(1), m.group(2) is not None, True) for m in NUMBER.finditer(line)]
    found, depth, powers = [], 0, "^" in line or "**" in line
    brackets = [(m.start(), m.group()) for m in BRACKET.finditer(line)]  # the depth changes only at these
    k = 0
    for m in NUMBER.finditer(line):
        while k < len(brackets) and brackets[k][0] < m.start():  # the depth just before the number
            depth = depth + 1 if brackets[k][1] in "([{" else max(0, depth - 1)
            k += 1
        candidate = depth == 0 and not (powers and _after_power(line, m.start()))
        found.append((m.start(), m.end(), m.group(1), bool(m.group(2)), candidate))
    return found


def _after_power(line, at):
    """Whether line[:at], blanks aside, ends in '^' or '**' (an exponent's): a window back at a time."""
    text, low = "", at
    while not text and low > 0:
        low, text = max(0, low - 32), line[max(0, low - 32):low].rstrip()
    return text.endswith("^") or line.endswith("**", 0, low + len(text))
