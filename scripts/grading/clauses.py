"""clauses.py - prose's clauses, each read as a statement of its own: `X has 100024 elements below
threshold and Y has 12`, `Output array: 12 elements below threshold, fraction 1.2e-05`, `100024 of
1000000 x values and 12 of 1000000 y values are below 0.1`. Part of the grader (statements.py
asks it for a line's clauses); pure functions.

    plan = clauses(line)    # None, or each clause's pieces (statements.split joins them)
"""
import bisect
import re

from .constants import WEIGHT
from .constantsend import constants_ends
from .expressions import n_heading
from .fractionasides import LEAD_WORDS, without_fraction_asides
from .layout import DIGIT as _DIGIT, LETTER as _LETTER, place
from .units import MEMORY_UNITS
from .words import OTHER_WORDS, SIZE_KINDS, SIZE_WORDS, X_WORDS, Y_WORDS, _numbers, _which_array, words_of


# --- prose: clauses ---------------------------------------------------------------------------------

# Where a clause ends: ', ', '; ', ' and ', ' but ', ' while ', ' whereas ', a sentence's end.
_BOUNDARIES = ((re.compile(r"[,;][ \t]*(?:(?:and|but|while|whereas)\b[ \t]*)?", re.IGNORECASE), ",;"),
               (re.compile(r"(?<=[ \t])(?:and|but|while|whereas)[ \t]+", re.IGNORECASE), ("and", "AND", "And", "but",
                                                                                      "while", "whereas")),
               (re.compile(r"(?<=[A-Za-z)])\.[ \t]+(?=[A-Z])|(?<=\d)\.[ \t]+(?=[A-Za-z])"), (". ",)),
               (re.compile(rf"(?<=[ \t])(?:with|using)[ \t]+(?=(?:the[ \t]+)?(?:(?:constants|weights)[ \t]*)?{WEIGHT})"),
                ("with", "using")))  # (each looked for where its mark is; a sentence may end in a number: 'c = 0.4. x
# has 100024 ...'; the constants named after 'with': 'the 1000x1000 interior (1000000 elements) with a=0.05, ...')
# No clause ends within the constants named ('a = 0.05, b = 0.1 and c = 0.4'), a list of numbers
# ('0.05, 0.1, 0.4') or brackets.
_NUMBER_TEXT = r"(?<![\w.])[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eEdD][+-]?\d+)?(?!\d|\.\d)"  # (from its start only)
_NAMED_ABC = rf"(?:\b{WEIGHT}[ \t]*{_NUMBER_TEXT}(?:[ \t]*(?:,|;|\band\b)[ \t]*|[ \t]+)?){{2,}}"
_KEPT = re.compile(rf"{_NAMED_ABC}|{_NUMBER_TEXT}(?:[ \t]*,[ \t]*(?:and[ \t]+)?{_NUMBER_TEXT})+|\([^()]*\)|\[[^\[\]]*\]")
_CONSTANTS = re.compile(_NAMED_ABC)
_BRACKETED_VALUE = re.compile(r"[=:][ \t]*[(\[][ \t]*[+-]?\.?\d")  # a clause's values in brackets after its separator
_ARRAY_WORDS = X_WORDS | Y_WORDS
# Clauses of a line read at most (and 4 times as many ends of a clause): a line of more ('below y: 12 (sweep 1),
# 12 (sweep 1), ...', 'Summary: n=1000, n=1000, ...') is a program's dump, no prose, read as one statement (each
# clause's placing cost 40 us: 20 ms a 4 KB line of them, a file of new ones 20 s).
MAX_CLAUSES = 64


def clauses(line, aside=None):
    """A statement for each clause of a line that says two fields or more, each clause with a
    number of its own: 'X has 100024 elements below threshold and Y has 12' (a clause that names
    only its array says the one before it of that array), 'Output array: 12 elements below
    threshold, fraction 1.2e-05'. None where at most one clause names a field."""
    cuts = sorted(m.span() for boundary, marks in _BOUNDARIES if any(mark in line for mark in marks)
                  for m in boundary.finditer(line))
    if "=" in line or ":" in line:  # ('c = 0.4 I found that 100024 ...': a clause after the constants, constantsend.py)
        cuts = sorted(cuts + constants_ends(line, _CONSTANTS))
    if not cuts or len(cuts) > 4 * MAX_CLAUSES \
            or sum(bool(_LETTER.search(line, a, b)) for a, b in _joined(line, cuts, _DIGIT.search)) < 2 \
            or set(words_of(line)) & OTHER_WORDS:  # (two clauses of words and digits at least; not a rank's line:
        return None                               # 'n = 1000, 4 ranks, 250 rows each')
    kept = [_trimmed(line, *m.span()) for m in _KEPT.finditer(line) if not _two_clauses(line, m)]
    # (a sentence's full stop is no number's: 'with n=1000. The threshold was 0.1.')
    numbers = [(a, a + len(text) - 1) if text[-1] == "." and b == a + len(text) else (a, b)
               for a, b, text, _, candidate in _numbers(line) if candidate]
    kept_in, numbers_in = _spans_overlapping(kept), _spans_overlapping(numbers)  # (bisected: linear in a line
    cuts = [(start, end) for start, end in cuts if not kept_in(start, end) and not numbers_in(start, end)]  # of clauses)
    given = sorted([x[0] for x in numbers] + [m.end() - 1 for m in _BRACKETED_VALUE.finditer(line)])
    # (a value in brackets after its separator is the clause's: '(a,b,c) = (0.05, 0.1, 0.4)')
    merged = _joined(line, cuts, lambda line, a, b: bisect.bisect_left(given, a) < bisect.bisect_left(given, b))
    if not 2 <= len(merged) <= MAX_CLAUSES:
        return None
    statements, named, before, sized, counted_array = [], 0, None, None, None
    placements = [place(line[start:stop]) for start, stop in merged]
    ahead = _said_after(line, merged, placements)
    for k, (start, stop) in enumerate(merged):
        placed = placements[k]
        if ahead[k] is not None:  # '100024 of 1000000 x values and ... are below 0.1': the predicate said after
            named += 1
            statements.append(_as_after(line, (start, stop), merged[ahead[k]][0], placements[ahead[k]]))
            before = None
            continue
        if placed.kind is not None or _CONSTANTS.search(line, start, stop):  # (or 'a = 0.05, b = 0.1, c = 0.4')
            named += 1
            array = _which_array(words_of(line[start:stop]))
            if before is not None and placed.kind in SIZE_KINDS and placed.value is not None \
                    and _of_other_array(line, start, stop, array, counted_array):
                statements.append(_as_before(line, before, array, start, placed, stop))  # ('and 12 elements of y')
                continue
            counted = placed.kind in ("below", "fraction")  # ('Checked 1000000 elements of y, 12 below the
            statements.append(((f"{sized}: ",) if counted and sized and not array else ()) + ((start, stop),))
            before, sized = (start, placed) if counted else None, array if placed.kind in SIZE_KINDS else None
            counted_array = array
            continue                                                       # threshold': y's 12)
        heading = n_heading(line[start:stop], place) if placed.kind is None and "=" in line[start:stop] else None
        if heading is not None:  # 'I ran my program with n=1000': n, the clause's other words none
            named += 1
            statements.append(tuple((start + a, start + b) for (a, b), in heading))
            before = None
            continue
        array = _which_array(words_of(line[start:stop]))
        if before is not None and placed.value is not None and before[1].kind == "fraction" and placed.kind is None \
                and _BARE_COUNT.fullmatch(line, start, start + placed.value[0]):
            named += 1  # 'fraction below 0.1: 0.100024, count: 100024': the count of the fraction before
            array = array or _which_array(words_of(line[before[0]:start]))
            statements.append(((f"{array} " if array else "") + "count below threshold :: ", (start + placed.value[0], stop)))
            continue
        if before is not None and array is not None and placed.value is not None:
            named += 1  # 'and Y has 12': the clause before's label, its array this one's
            statements.append(_as_before(line, before, array, start, placed, stop))
            continue
        statements.append(((start, stop),))
    if aside is not None:  # (statements._aside: 'Each array has 1002 elements per row (1004004 in total, 1000000
        statements = [part for statement in statements for part in _aside_of(line, statement, aside)]  # without
    return tuple(statements) if named >= 2 else None                                   # ghost cells)': each size)


# A count's words, then two blanks or more before its fraction's ('x: 100024 below  fraction 0.100024'): a clause's end
_GAP_FRACTION = re.compile(r"(?<=[A-Za-z)])  +(?=(?:fraction|frac|ratio|proportion|share)\b)", re.IGNORECASE)


def fraction_apart(line, aside=None):
    """The clauses of a line whose count and fraction are apart by blanks only, as if by a comma; else None."""
    gap = _GAP_FRACTION.search(line)
    if gap is None or not _DIGIT.search(line, 0, gap.start()):
        return None
    return clauses(line[:gap.start()] + "," + line[gap.start() + 1:], aside)


def _spans_overlapping(spans):
    """A test of whether a span (start, end) overlaps one of spans: a bisection on their starts, then
    the greatest end among those before it (a test a cut, on a line of thousands of cuts)."""
    spans = sorted(spans)
    starts, ends, furthest = [a for a, *_ in spans], [], -1
    for span in spans:
        furthest = max(furthest, span[1])
        ends.append(furthest)

    def overlapping(start, end):
        k = bisect.bisect_left(starts, end)  # (the spans starting before end)
        return k > 0 and ends[k - 1] > start
    return overlapping


def _aside_of(line, statement, aside):
    """The statements of a clause that is a size with more sizes in brackets after it, else the clause."""
    (start, stop), = statement if len(statement) == 1 and isinstance(statement[0], tuple) else ((0, 0),)
    plan = aside(line[start:stop]) if line[start:stop].rstrip(" \t.,;")[-1:] == ")" else None
    if plan is None:
        return (statement,)
    return tuple(tuple((p[0] + start, p[1] + start) if isinstance(p, tuple) else p for p in piece) for piece in plan)


_TWO_NUMBERS = re.compile(rf"({_NUMBER_TEXT})[ \t]*,[ \t]*\d+")  # (the second whole: a size)
_WORD_BEFORE = re.compile(r"[A-Za-z][ \t]+$")
_SIZE_NEXT = re.compile(r"[ \t]+(?:(?:inner|interior|total)[ \t]{1,3})?([A-Za-z]+)")  # ("1000000 inner elements")
# A size then a memory ('n^2 = 1000000, 0.00374021 GB per array'): the first whole after its label's '=' or
# ':' (or its word), the second with a memory's unit after it (a list of one quantity's numbers shares no such pair)
_SIZE_THEN_MEMORY = re.compile(rf"(\d+)[ \t]*,[ \t]*{_NUMBER_TEXT}[ \t]*\(?[ \t]*([A-Za-z]+)")
_SEPARATOR_BEFORE = re.compile(r"[=:][ \t]*$")


def _two_clauses(line, kept):
    """Whether two numbers apart by a comma are two clauses' ('row length 1002, 1004004 elements in
    total'): the first right after a word of its label, the second with a size's noun after it."""
    memory = _SIZE_THEN_MEMORY.match(line, kept.start())
    if memory and memory.end(2) >= kept.end() and memory.group(2).lower() in MEMORY_UNITS \
            and (_SEPARATOR_BEFORE.search(line, max(0, kept.start() - 8), kept.start())
                 or _WORD_BEFORE.search(line, max(0, kept.start() - 8), kept.start())):
        return True  # (or right after its label's word: 'row 1002, inner 1000000, 0.00374021 GB per array')
    pair = _TWO_NUMBERS.fullmatch(line, *kept.span())
    word = pair and _SIZE_NEXT.match(line, kept.end())
    return bool(word) and word.group(1).lower() in SIZE_WORDS and _WORD_BEFORE.search(line, max(0, kept.start() - 40),
                                                                                        kept.start()) is not None


def _trimmed(line, start, end):
    """A kept span without the separators it ends with ('a = 0.05, b = 0.1, c = 0.4, ' before 'x has
    100024 ...': the clause after the constants ends them)."""
    while True:
        stripped = len(line[start:end].rstrip(" \t,;"))
        if line.endswith("and", start, start + stripped) and line[start + stripped - 4:start + stripped - 3] in " \t":
            stripped -= 3
        if start + stripped == end:
            return start, end
        end = start + stripped


def _joined(line, cuts, numbered):
    """The clauses the cuts make, one with no number (numbered(line, start, stop)) joined to the next
    ('Each row and column holds 1002 ...'), the last to the one before it; one after a bare 'and' that
    joins two words, to the one before it where the next has words of its own after its number ('1002
    elements in each row and column, 1004004 elements in total'; not '... in total and inner, 1000000')."""
    pieces, at = [], 0
    for start, end in cuts + [(len(line), len(line))]:
        pieces.append((at, start, end))
        at = end
    merged = []
    for k, (a, b, _) in enumerate(pieces):
        cut = pieces[k - 1][1] if k else 0  # (where the cut before this clause starts)
        words = k and line[cut:cut + 1].isalpha() and _letter_before(line, cut) \
            and not numbered(line, a, b) and (k + 1 == len(pieces) or _LABELLED.search(line, *pieces[k + 1][:2]))
        if merged and (not numbered(line, *merged[-1]) or words):
            merged[-1] = (merged[-1][0], b)
        else:
            merged.append((a, b))
    if len(merged) > 1 and not numbered(line, *merged[-1]):
        merged[-2:] = [(merged[-2][0], merged[-1][1])]
    return merged


def _letter_before(line, at):
    """Whether the last character before `at` that is no blank is a letter (a window back at a time: no
    slice of the line's start a clause)."""
    low = at
    while low > 0:
        low, high = max(0, low - 32), low
        text = line[low:high].rstrip(" \t")
        if text:
            return text[-1].isalpha()
    return False


_LABELLED = re.compile(r"\d[ \t]+[A-Za-z]")  # a number with words after it ('1004004 elements in total')


def _as_before(line, before, array, start, placed, stop):
    """'elements below threshold (Y) :: 12 (fraction 1.2e-05)': the label of the clause before (its
    words that name no array, not those in brackets: 'x has 100024 elements below the threshold
    (fraction 0.100024)'), this clause's array, its value and what follows it in the clause."""
    at, previous = before
    words = [(at + a + m.start(), at + a + m.end()) for a, b in previous.spans
             for m in re.finditer(r"[A-Za-z]+", _BRACKETED.sub(_blank, line[at + a:at + b]))
             if m.group().lower() not in _ARRAY_WORDS]
    label = tuple(piece for span in words for piece in (span, " "))
    value = (start + placed.value[0], stop)
    return label + (f"({array}) :: ", value)


_BRACKETED = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")
# A clause of a count's word alone after a fraction's clause ('..., count: 100024', 'and the count 100024').
_BARE_COUNT = re.compile(r"[ \t]*(?:and[ \t]+)?(?:the[ \t]+)?(?:count|counts|cnt|number|num|#)[ \t]*(?:[:=][ \t]*)?",
                         re.IGNORECASE)


def _of_other_array(line, start, stop, array, counted):
    """Whether a clause that reads as a size is the count of the array other than the clause before's
    ('100024 elements of x were below the threshold and (only) 12 elements of y'): its words (not those
    in brackets) a number's noun, the array's and fillers only."""
    words = set(words_of(_BRACKETED.sub(_blank, line[start:stop])))
    return array is not None and counted is not None and array != counted \
        and not words - _ARRAY_WORDS - _NOUNS - _FILLER - {"only", "just"}


def _blank(m):
    return " " * len(m.group())


# Words a clause may have that a predicate said after it need not ('x has 100024', 'there are 12 in y')
_FILLER = {"has", "have", "with", "in", "of", "the", "there", "are", "is", "for", "array", "all", "out"}
_NOUNS = SIZE_WORDS - {"size"}  # ('100024 elements in x and 12 in y are below 0.1')


def _said_after(line, merged, placements):
    """For each clause, the index of a later clause whose count or fraction it shares ('100024 of
    1000000 x values' and '12 of 1000000 y values are below 0.1'), else None: a clause that names one
    array and a number, no field (or only a size: 'x values'), its words all the later one's label's
    but the arrays' and fillers'; clauses of that kind between them share it too."""
    ahead, found = [None] * len(merged), None  # (from the last clause back: linear in the clauses)
    for k in range(len(merged) - 1, -1, -1):
        placed, text = placements[k], line[slice(*merged[k])]
        if placed.kind in ("below", "fraction"):
            found = k
            continue
        words = set(words_of(without_fraction_asides(text)))  # ('(a fraction of 0.100024)': the count's aside)
        if (found is None or placed.value is None or placed.kind not in (None, "total", "total_inner", "size", "area")
                or _which_array(words) is None or _CONSTANTS.search(text)
                or not words - _ARRAY_WORDS - _NOUNS - _lead(text) <= set(words_of(placements[found].label)) | _FILLER):
            found = None
            continue
        ahead[k] = found
    return ahead


def _lead(text):
    """A report's words before the clause's first number ('we found that 100024 elements of x')."""
    digit = _DIGIT.search(text)
    return set(words_of(text[:digit.start()])) & LEAD_WORDS if digit else set()


def _as_after(line, span, at, later):
    """'100024 of 1000000 x values  are below': the clause with the later clause's label words that
    name no array and that it lacks."""
    have = set(words_of(line[slice(*span)]))
    words = [(at + a + m.start(), at + a + m.end()) for a, b in later.spans
             for m in re.finditer(r"[A-Za-z]+", line[at + a:at + b]) if m.group().lower() not in _ARRAY_WORDS
             and m.group().lower() not in have]
    return (span,) + tuple(piece for word in words for piece in (" ", word))
