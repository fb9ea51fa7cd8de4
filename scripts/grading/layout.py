"""layout.py - where a line's value and label are: a field's number may follow its label (the
tutorial's `Threshold :: 0.10`), sit after a separator, or come before it (`100024 elements of x
below threshold`, `100024 :: Number of elements below threshold (X)`, `X: 100024 elements below
threshold`): the label is read on either side of its number. Part of the grader (fields.py reads
a whole output with it); pure functions.
"""
import collections
import re

from .units import MEMORY_UNITS
from .words import OTHER_WORDS, THRESHOLD_BEFORE, X_WORDS, Y_WORDS, _numbers, classify, words_of

SEPARATORS = ("::", ":", "=")  # in this preference: a label's own separator before a value's '='
LETTER = re.compile(r"[A-Za-z]")
DIGIT = re.compile(r"\d")
# A number that is the whole another is out of ('100024 of 1000000 elements', 'out of', '/ 1000000'):
# part of the label's words, not a competing value.
DENOMINATOR = re.compile(r"(?:(?:\bout\s+of|\bof)(?:\s+(?:the|all|a\s+total\s+of|these|its))?|/)\s*$", re.IGNORECASE)
BRACKETED_NUMBER = re.compile(r"[(\[{][^()\[\]{}]*\d[^()\[\]{}]*[)\]}]")  # '(10.0024%)', '(n^2)'

# value: the number read (_numbers' tuple) or None; label: the text classify reads; spans: where
# that label is on the line (for the file's own label in reports); after: the span holding the
# value and what follows it (the constants' three numbers); others: the other numbers on the line
# where the label was read on both sides (they are named in the report); where: how the value was
# chosen; kind: classify's; either: whether the label was read on both sides of the value.
Placement = collections.namedtuple("Placement", "value label spans after others where kind either")


def _first(numbers):
    return next((x for x in numbers if x[4]), numbers[0])  # the first not in brackets, else the first


def _last(numbers):
    return next((x for x in reversed(numbers) if x[4]), numbers[-1])


OPTION = re.compile(r"(?<![\w-])--?[A-Za-z][\w-]*")  # '-device-memory', '--n': a command line's words


# a type's size as a factor ('sizeof(float) * 1002 * 1002 = 4016016 bytes'): the product's, no one element's size
_SIZEOF_TIMES = re.compile(r"\bsizeof[ \t]*\([ \t]*[A-Za-z_][\w \t]{0,20}\)(?=[ \t]*[*x\u00d7])")


def _plain(text):
    """A side's words for classify: numbers and bracketed numbers ('(10.0024%)') taken out, so that
    a percent or a size beside the value does not make the label another field's, and a command
    line's options ('./smooth -n 16384 -device-memory 512M': no memory field), a sizeof that is a factor."""
    if ("+" in text or "^" in text or "**" in text) and _N_PLUS_2.search(text):  # ('1002 <- n+2', '1000000 <- n^2': the
        # size's expression is the label's, its 2 kept)
        return "".join(part if k % 2 else _plain(part) for k, part in enumerate(_N_PLUS_2.split(text)))
    text = OPTION.sub(" ", BRACKETED_NUMBER.sub(" ", _SIZEOF_TIMES.sub(" ", text) if "sizeof" in text else text))
    return re.sub(r"[+-]?\d+(?:\.\d*)?(?:[eEdD][+-]?\d+)?\s*%?", " ", text)


# n's expressions a size's label is ('n+2', '(n+2)^2', 'n^2', 'n**2'): their 2 kept on a label's side (a lone 'n' is n)
_N_PLUS_2 = re.compile(r"((?<![A-Za-z0-9])(?:\(?[nN][ \t]*\+[ \t]*2\)?(?:[ \t]*(?:\^|\*\*)[ \t]*2)?"
                       r"|[nN][ \t]*(?:\^|\*\*)[ \t]*2)(?![\d.]))")


def _other_side(line, start, end, numbers, pick):
    """The label's other side, from start to end: up to the next number that is not a whole the
    value is out of, or a ';' (another statement)."""
    stop, run_end, threshold = end, start, False  # a run of numbers beside the value ('0.05 0.1 0.4 smoothing
    for number in numbers:                       # constants') is the value's own: the label follows it
        if number is pick or not number[4] or not start <= number[0] < stop:
            continue
        if not line[run_end:number[0]].strip(" \t,"):
            run_end = number[1]
            continue
        if not threshold and THRESHOLD_BEFORE.search(line, max(start, number[0] - 24), number[0]) \
                and not FRACTION_NEXT.match(line, number[1]):  # ('100024  x below threshold  0.100024  fraction': the
            threshold = True  # fraction's, value first) ('12 below 0.1 in y': the threshold's, the label's words go on after it)
            continue
        if not _denominator_before(line, start, number[0]) and not (
                _ARRAYS_THEN.fullmatch(line, start, number[0]) and _MEMORY_NEXT.match(line, number[1])):
            stop = number[0]
            break
    start = run_end
    semicolon = line.find(";", start, stop)
    return (start, semicolon if semicolon >= 0 else stop)


# a fraction's word right after a number (a value-first count's line: '100024  x below threshold  0.100024  fraction'):
# that number is the fraction, not the threshold the words before it name
FRACTION_NEXT = re.compile(r"[ \t]{0,8}(?:fraction|frac|share|ratio|proportion)\b", re.IGNORECASE)
# how many arrays, then what each holds ('allocated 2 arrays, 0.00374021 GB each'): the label's words go on
_ARRAYS_THEN = re.compile(r"[ \t]+(?:arrays|buffers|grids|matrices)[ \t]*[,:][ \t]*")
_MEMORY_NEXT = re.compile(r"[ \t]*(?:[kKMGT]i?B|bytes?|B)\b")
_WINDOW = 48  # (longer than DENOMINATOR's words: 'out of a total of')


def _denominator_before(line, start, end):
    """Whether line[start:end] ends in DENOMINATOR, looked for in its last _WINDOW characters past
    its trailing blanks (a whole line's slice a number cost time quadratic in a line of numbers:
    '1004004/1004004/...')."""
    low = max(start, end - _WINDOW)
    while low > start and line[low:end].isspace():
        end, low = low, max(start, low - _WINDOW)
    if low == start:
        return DENOMINATOR.search(line[start:end]) is not None  # (a short slice: the value's side as before)
    return DENOMINATOR.search(line, low, end) is not None  # ('\b' sees the character before low)


def _named_again(between):
    """Whether the text between a label's separator and the value is a name with its own separator
    ('Grid: n = 1000': ' n = '; not 'x = rand() % 1000')."""
    between = between.rstrip(" \t")
    return between[-1:] in ("=", ":") and LETTER.search(between) is not None \
        and not any(c in between[:-1] for c in "%=:")


# An expression of n that a value follows ('Memory (bytes) = 4*(n+2)^2 = 4016016', 'Total: (n+2)*(n+2) =
# 1004004'): the label's, its numbers no value. (Each character one alternative's: no backtracking.)
_EXPRESSION = re.compile(r"(?:[ \t\d.+\-*/^()\u00d7\u00b2]|sizeof|float|double|int|[nN](?![A-Za-z]))+")
_OF_N = re.compile(r"sizeof|(?<![A-Za-z])[nN](?![A-Za-z])")


# A memory worked out as a product of numbers, a unit or a word beside each ('4 bytes x 1004004 = 4016016
# bytes', '1004004 elements * 4 B = ...'): the label's too, its result the value. (Only a memory's: '1002 x
# 1002 = 1004004' after a size's label is a grid's sides and its total.)
_FACTOR = r"\d+(?:\.\d+)?[ \t]*(?:[A-Za-z]{1,10}(?:/[A-Za-z]{1,10})?[ \t]*)?"  # ('4 bytes', '4 B/element')
_PRODUCT = re.compile(rf"[ \t]*(?:{_FACTOR}[x\u00d7*\u00b7\u22c5][ \t]*)+{_FACTOR}")
_BYTES = re.compile(r"(?i)\d[ \t]*(?:bytes?|b)\b|\bsizeof")


def _past_expressions(line, at, separator):
    """(where the value's separator is, which): past each expression of n after the label's, and a
    memory's product."""
    while True:
        start = at + len(separator)
        equals = line.find("=", start)
        if equals < 0 or not (_EXPRESSION.fullmatch(line, start, equals) and _OF_N.search(line, start, equals)
                              or _PRODUCT.fullmatch(line, start, equals) and (
                                  _BYTES.search(line, start, equals) or classify(line[:max(at, 0)]) == "memory")):
            return at, separator
        at, separator = equals, "="


def _outside_brackets(line, separator):
    """Where the separator is first outside brackets (not a slice's 'x[1:-1, 1:-1]', MATLAB's
    'x(2:end-1)', a keyword's 'f(axis=0)'), else -1. (Linear: the depth counted on from the last.)"""
    at = line.find(separator)
    if at < 0 or not BRACKET_OPEN.search(line, 0, at):
        return at
    depth, counted = 0, 0
    while at >= 0:
        depth = max(0, depth + sum(map(line.count, "([{", (counted,) * 3, (at,) * 3))
                    - sum(map(line.count, ")]}", (counted,) * 3, (at,) * 3)))
        if depth == 0:
            return at
        counted = at
        at = line.find(separator, at + len(separator))
    return -1


BRACKET_OPEN = re.compile(r"[(\[{]")
# An arrays' number times a memory ('2 x 0.00374021 GB', '2 * 3.83 MB'): the unit after the product
_TIMES_UNIT = re.compile(r"[ \t]*[x\u00d7*][ \t]*(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?[ \t]*([A-Za-z]+)")


def place(line):
    """The Placement of one line. The label is the text before the separator (or before the
    value, with none), as the tutorial prints it; where that names no field, or holds a number
    of its own ('n=1000: 100024 elements below threshold'), the words on the value's other side
    join it: the label read on either side of its number."""
    numbers = _numbers(line)
    end = len(line)
    if not numbers:
        return Placement(None, line, ((0, end),), (end, end), (), "", None, False)
    at, separator = -1, ""
    for s in SEPARATORS:
        found = _outside_brackets(line, s)
        if found >= 0:
            at, separator = found, s
            break
    equals = line.find("=", 0, at) if separator != "=" and at > 0 else -1
    if equals >= 0 and line.count("(", equals, at) > line.count(")", equals, at):
        at, separator = equals, "="  # 'X = 100024 (time: 1.52 ms)': the ':' is in brackets after the value
    if at >= 0 and "=" in line[at + len(separator):]:
        at, separator = _past_expressions(line, at, separator)
    after_separator = [x for x in numbers if x[0] > at] if at >= 0 else []
    aside = _value_first(line, at, separator, numbers, after_separator) if after_separator else None
    if aside is not None:
        after_separator = []  # '100024 => x below threshold (fraction 0.100024)': the value before, the label up to its aside
    label_after = at >= 0 and not after_separator and LETTER.search(line[at + len(separator):])
    if after_separator:  # 'label :: value', 'X: 100024 elements below threshold'
        pick = _first(after_separator)
        primary, after, where = (0, at), (at + len(separator), end), "the first number after the separator"
        if _named_again(line[at + len(separator):pick[0]]) and not any(x[0] < at for x in numbers) \
                and not (LETTER.search(line, 0, at) and classify(line[:at])):
            primary = (0, pick[0])  # 'Grid: n = 1000', 'x: count/n^2 = 0.1': the words up to the value label it
            # (not after a numbered tag: 'sweep 12+1: count below threshold = 4567' is a loop's line)
        other = _other_side(line, pick[1], end, numbers, pick)
    elif label_after:  # '100024 :: Number of elements below threshold (X)': the label after the separator
        pick = _last([x for x in numbers if x[0] < at])
        primary, after, where = (at + len(separator), aside or end), (0, at), "the number before the separator"
        other = (0, pick[0])
    else:  # no separator: the first number on the line
        pick = _first(numbers)
        primary, after, where = (0, pick[0]), (pick[0], end), "the first number on the line"
        other = _other_side(line, pick[1], end, numbers, pick)
    times = _TIMES_UNIT.match(line, pick[1]) if pick[2].isdigit() and len(pick[2]) == 1 else None
    if times and times.group(1).lower() in MEMORY_UNITS:  # 'Allocating x and y: 2 x 0.00374021 GB': the arrays'
        other = (pick[1], _other_side(line, times.end(), end, numbers, pick)[1])  # number, its unit the label's
    label = line[slice(*primary)]
    own_number = any(primary[0] <= x[0] < primary[1] and x[4] for x in numbers)
    kind = classify(label) if LETTER.search(label) else None
    if kind is not None and not own_number:
        return Placement(pick, label, (primary,), after, (), where, kind, False)
    if kind is None and after_separator and primary == (0, at) and _headed(line, at, pick, numbers):
        named = (at + len(separator), pick[0])  # 'Parameters: threshold 0.1, a 0.05, ...': a heading over the label
        spans = ((0, at), named) if set(words_of(line[:at])) & (X_WORDS | Y_WORDS) else (named,)  # (an array's
        return Placement(pick, " ".join(line[slice(*span)] for span in spans), spans, after, (), where,  # heading:
                         classify(line[slice(*named)]), False)  # 'y: below 0.1: 12', its words the label's too)
    head = label.find(": ") if kind is None and not own_number and primary[0] == 0 else -1
    if head > 0 and _heading(label[:head]) and _PLAIN_LABEL.fullmatch(label, head + 2) and classify(label[head + 2:]):
        named = (head + 2, primary[1])  # 'Self-check: y count :: 21' (checked.py's own statement): the heading's label
        return Placement(pick, line[slice(*named)], (named,), after, (), where, classify(line[slice(*named)]), False)
    either = " ".join(_plain(line[slice(*span)]) for span in sorted((primary, other)))
    either_kind = classify(either) if LETTER.search(_plain(line[slice(*other)])) else None
    if either_kind is None or either_kind != kind and _threshold_only(line, primary, numbers, kind):
        return Placement(pick, label, (primary,), after, (), where, kind, False)
    others = tuple((x[0], x[0] + len(x[2])) for x in numbers if x is not pick and x[4])
    return Placement(pick, either, tuple(sorted((primary, other))), after, others, where, either_kind, True)


_BRACKETED = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")


def _value_first(line, at, separator, numbers, after_separator):
    """Where the label ends on a line that is a lone value, its separator, then its label whose only numbers are in a
    bracketed aside or an exponent ('100024 => x below threshold (fraction 0.100024)', '12 : y below t (1.2e-05)',
    '1000000 : n^2'): the value is the one before the separator (issue 66's value-first fields), not the aside's; the
    label ends where the first aside with a number starts (the line's end, with none). Else None. An aside of a bare
    whole number ('1: x below threshold (100024)': a numbered line) is no such aside: read as before."""
    if len(after_separator) > 8 or any(x[4] for x in after_separator):
        return None  # (a number after the separator outside brackets: 'label :: value' as before; a label has few numbers)
    before = [x for x in numbers if x[0] < at]
    if len(before) != 1 or not before[0][4] or line[:at].strip() != before[0][2]:
        return None
    begin = at + len(separator)
    if not LETTER.search(line, begin, after_separator[0][0]):
        return None
    asides = [aside for aside in _BRACKETED.finditer(line, begin) if any(aside.start() < x[0] < aside.end() for x in after_separator)]
    if not all(any(a.start() < x[0] < a.end() for a in asides) or line[max(0, x[0] - 8):x[0]].rstrip().endswith(("^", "**"))
               for x in after_separator):
        return None  # (a number in no aside nor an exponent's: not this shape)
    if not all(LETTER.search(aside.group()) or "." in aside.group() or "%" in aside.group() for aside in asides):
        return None
    return asides[0].start() if asides else len(line)  # ('1000000 : n^2': an exponent's 2, no aside: the label whole)
_A_NUMBER = re.compile(r"(?<![\w.])[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?(?![\w.])")


def _headed(line, at, pick, numbers):
    """Whether a heading that names no field ('Parameters:', 'Input:') stands before a label of a field's words
    and its value ('Parameters: threshold 0.1'): the heading a word or two with no number, none an other
    thing's ('Rank 0:', 'Kernel:', 'Block:'), the label's words with no number of their own before the value."""
    between = line[at:pick[0]]
    if any(x[0] < pick[0] for x in numbers) or not LETTER.search(between):
        return False
    return _heading(line[:at]) and _PLAIN_LABEL.fullmatch(between) is not None and classify(between) is not None


# a label under a heading: a few words, no clause ('Plan: whole grid (x and y fit in memory); 1 sweep' is none)
_PLAIN_LABEL = re.compile(r"[:=\s]*[A-Za-z_][\w-]*(?:[ \t]+[\w-]+){0,4}[ \t]*[:=]?[ \t]*")


def _heading(text):
    """Whether text is a heading that names no other thing: a word or two, no number, no rank's or kernel's."""
    words = words_of(text) if len(text) <= 40 and not any(c.isdigit() for c in text) else ()
    return 0 < len(words) <= 3 and not set(words) & OTHER_WORDS


# A count's or fraction's label whose only number is the threshold ('x below 0.1: 100024 (0.100024), mean 0.499845',
# 'x below 0.1: count=100024 frac=0.100024'): its own label, as 'x below threshold: ...' is; the words after its value
# are another statement's ('mean' with 'below' would read as a fraction, 'frac' too).
def _threshold_only(line, primary, numbers, kind):
    """Whether a count's or fraction's label holds no number but the threshold's."""
    return kind in ("below", "fraction") and all(THRESHOLD_BEFORE.search(line, max(primary[0], x[0] - 24), x[0])
                                                 for x in numbers if primary[0] <= x[0] < primary[1] and x[4])


def count_after_threshold(line, start, end):
    """place() of a count line whose first number is the threshold ('Elements of x below 0.1 100024',
    'Elements below 0.1 in y 12 (1.2e-05)'), where a whole number after it ends the line (a bracket
    may follow); else None ('Counting elements below 0.1 in 3 passes' is a progress line)."""
    placed = place(line[:start] + "t" * (end - start) + line[end:])  # (the threshold a word: spans unmoved)
    if placed.value is None or placed.value[0] < end or not placed.value[2].isdigit():
        return None
    rest = _A_NUMBER.sub(" ", _BRACKETED.sub("", line[placed.value[1]:]))  # (a fraction's exponent no word: '12\t1.2e-05')
    return None if LETTER.search(rest) else placed
