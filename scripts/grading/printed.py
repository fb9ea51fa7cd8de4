"""printed.py - a field's printing as the grader keeps it: the Found a line of a field gives, made
from the line and its shape (fields._shape: where its label, number and unit are). Part of the
grader; pure functions.

    found = found_of(line, shape, line_number)    # None for a size that is no whole number
"""
import re

from .constants import smoothing_constants
from .memory import both_arrays
from .notations import whole_token
from .statbeside import statistic_between
from .words import READ_NOTE, SIZE_KINDS, Found, c_number, number_value

_RATIO = re.compile(r"[ \t]*/[ \t]*(\d+)(?![\d.eE/])(?![ \t]*=)")  # 'Fraction (X): 100024/1000000'


_WHOLE_KINDS = SIZE_KINDS | {"below"}


def found_of(line, shape, number):
    """The Found a line of a field gives (its shape: _shape), or None for a fractional size."""
    label = " ".join(line[slice(*span)] for span in shape.label_spans)
    if shape.kind == "constants":
        found = smoothing_constants(line[slice(*shape.after)], label)
    else:
        token = c_number(line[slice(*shape.value)])
        if shape.kind in _WHOLE_KINDS and not shape.percent:
            token = whole_token(token)  # a whole field's '100.024': Java's %,d in a German locale, 100024
            token = token[:-1] if token[-1:] == "." and token[:-1].isdigit() else token  # ('... y 12.': the sentence's stop)
        found = Found(token, number_value(token), number, percent=shape.percent)
        ratio = _RATIO.match(line, shape.value[1]) if shape.kind == "fraction" and not shape.percent else None
        if ratio and found.value is not None and found.value == int(found.value) and int(ratio.group(1)) > 0:
            found = Found(f"{token}/{ratio.group(1)}", found.value / int(ratio.group(1)), number)  # exact
        if shape.kind in SIZE_KINDS and found.value is not None and (found.value != int(found.value) or found.value == 0):
            return None  # 0.840188 or 0 is no size, whatever the label ('Elements of y in row 1', 'Y count in row: 0')
        found.total = shape.total
        found.unit = shape.unit
        if shape.others:  # the label read on both sides of its number: which number, and why
            found.note = (f"{READ_NOTE} {token}, {shape.where}; not "
                          + ", ".join(line[slice(*other)] for other in shape.others))
    found.line = number
    found.label = " ".join(label.split()).strip(" :=")
    if shape.kind == "memory":  # 'Memory: 0.00748042 GB (both arrays)', '... for x and y': its label's words too
        said = _SAID_AFTER.match(line, shape.value[1]).group()
        if both_arrays(said):
            found.label = f"{found.label} {' '.join(said.split())}"
        if _TWICE_BEFORE.search(line, max(0, shape.value[0] - 8), shape.value[0]) or _TWICE_AFTER.match(said):
            found.label += " each"  # 'Allocating memory for x and y (2 x 3.83 MB)': the arrays' number times one's
        elif _PRODUCT_BEFORE.search(line, max(0, shape.value[0] - 64), shape.value[0]):
            found.label += " for 2 arrays"  # 'Allocated 2 x 0.00374021 GB = 0.00748042 GB': the product, both's
    return found


_TWICE_BEFORE = re.compile(r"(?<![\w.])2[ \t]*[x\u00d7*][ \t]*$")
_TWICE_AFTER = re.compile(r"[ \t]*[A-Za-z]*[ \t]*[x\u00d7*][ \t]*2(?![\w.])")  # ('3.83 MB x 2')


_NUMBER = r"(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?[ \t]*[A-Za-z]{0,5}[ \t]*"
_PRODUCT_BEFORE = re.compile(rf"(?:(?<![\w.])2[ \t]*[x\u00d7*][ \t]*{_NUMBER}|(?<![\w.]){_NUMBER}[x\u00d7*][ \t]*2[ \t]*)[=:][ \t]*$")
_SAID_AFTER = re.compile(r"[^:=]{0,80}")  # the words after a memory's value (to the next label, bounded)


def whole_size(line, shape):
    """Whether a size's line gives a whole, nonzero size (as _found's check), no Found made."""
    token = line[shape.value[0]:shape.value[1]]
    if token.isdigit() and token.isascii():  # (most: number_value's float of it, whole; zero where all 0s)
        return token.strip("0") != ""
    value = number_value(c_number(token))
    return value is None or (value == int(value) and value != 0)


def size_kept(line, shape):
    """Whether found_of keeps a size's line (gives no None), no Found made: its very check, whole_token too."""
    token = line[shape.value[0]:shape.value[1]]
    if token.isdigit() and token.isascii():  # (whole_token leaves digits alone: whole_size's reading)
        return token.strip("0") != ""
    token = c_number(token)
    value = number_value(token if shape.percent else whole_token(token))
    return value is None or (value == int(value) and value != 0)


# Between a count and the fraction its line gives, where that fraction is a printing of the count's fraction
# (judged beside the fraction's own line): brackets right after the count, or after words and a threshold
# ('100024 (0.100024)', '12 below 0.1 (1.2e-05)', '12 below 0.1 in y (1.2e-05)'); not a later sentence's
# number ('..., because the weighted average (the weights sum to 1.0)'), nor the threshold ('below threshold (0.1)')
BESIDE = re.compile(r"(?i)[A-Za-z<= \t]*(?:(?:\d+(?:\.\d*)?|\.\d+)[A-Za-z<= \t]*)?"  # (one class a run: linear)
                    r"(?<!threshold)(?<!threshold )(?<!value)(?<!value )(?<!cutoff)(?<!cutoff )[(\[][ \t]*")  # (not '(0.1)' after them)

# ... or a bracket that names its number a fraction ('12 below threshold (fraction 1.3e-05)', '(ratio: 1.3e-05)')
NAMED_BESIDE = re.compile(r"(?i)[^()\[\]]*[(\[][ \t]*(?:fraction|frac|ratio|share|proportion)"
                          r"\b[A-Za-z \t]{0,40}?[:=]?[ \t]*")
_NAMED_PERCENT = re.compile(r"(?i)[^()\[\]]*[(\[][ \t]*(?:percentage|percent|pct)\b[A-Za-z \t]{0,40}?[:=]?[ \t]*")
_PERCENT_NEXT = re.compile(r"[+-]?[\d.]+(?:[eE][+-]?\d+)?[ \t]*%")  # ('(percentage: 0.0012%)'; '(percent 0.0012)': no sign, unread)

# A count over the whole it is out of and the fraction they make, its array's name the only label ('X:
# 100024/1000000 = 0.100024', 'y: 12 of 1000000 (0.0012%)', 'y: 12 of 1000000 elements -> 0.0012%'): that
# array's count below the threshold (fields.py's)
OUT_OF = re.compile(r"[ \t]*(?:/|out[ \t]+of\b|of\b)[ \t]*\d+(?![\d.])(?:[ \t]+(?:inner[ \t]+|interior[ \t]+)?"
                    r"(?:elements|points|cells|values|entries)\b)?[ \t]*(?:=>?|\(|,|->|\u2192)[ \t]*[+-]?\.?\d")


def fraction_beside(line, start, end):
    """Whether the number at line[end] after a count that ends at start is a printing of the count's fraction:
    in a bracket only as BESIDE says (not the threshold's '(0.1)', nor a later sentence's), or in none."""
    between = line[start:end]
    if NAMED_BESIDE.fullmatch(between) or _NAMED_PERCENT.fullmatch(between) and _PERCENT_NEXT.match(line, end):
        return True
    return bool(BESIDE.fullmatch(between)) or max(map(between.rfind, "([")) <= between.rfind(")")


# a percentage restating the fraction after it on a count's line ('(fraction 1.2e-05, i.e. 0.0012%)', '0.100024 =
# 10.0024%', '(0.100024, 10.00%)'): another printing of the fraction (a wrong one fails)
_RESTATED = re.compile(r"[ \t]*(?:[,;=/]|\bor\b|\bi\.?e\.?|\bthat is\b|\bwhich is\b|[ \t]\()[ \t,:]{0,3}"
                       r"(?:i\.?e\.?[ \t,:]{1,3})?([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)[ \t]*%")


def fractions_beside(line, shape, number):
    """[(Found, beside)]: the fraction printed after a count on its line (shape.more: '1234 (0.1234)', '1234
    (12.34%)'), and a percentage restating it after it ('(fraction 1.2e-05, i.e. 0.0012%)')."""
    token = c_number(line[slice(*shape.more)])
    statistic = statistic_between(line[shape.value[1]:shape.more[0]])  # ('100024, mean = 0.499845': statbeside.py)
    if statistic == "never":
        return []
    beside = fraction_beside(line, shape.value[1], shape.more[0]) and statistic is None
    found = [(Found(token, number_value(token), number, percent=shape.more_percent), beside)]
    restated = _RESTATED.match(line, shape.more[1]) if not shape.more_percent else None
    if restated:
        found.append((Found(restated.group(1), number_value(restated.group(1)), number, percent=True), beside))
    return found


def array_by_order(named, order, prefix):
    """The array a count or fraction line names (or the count's before it), else by order: the
    first such line is X's, the second Y's; None for a third."""
    if named is not None:
        return named
    taken = [k for k in order if k.startswith(prefix)]
    return "x" if not taken else "y" if taken == [prefix + "x"] else None
