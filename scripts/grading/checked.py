"""checked.py - a self-check's line: a program's own value printed beside the reference it is checked
against (`Number below threshold (X): expected 100024, got 99001 MISMATCH`, `got 99001 (expected
100024)`), in any wording: a word of each side bound to its value (`exp=12 got=13`, `12 (ref) != 13`,
`(expected, got): 12, 13`). The own value is the field; the reference's is read as a second result
of it (only a value bound to a reference's word is ever the reference). Part of the grader
(statements.py asks it first); pure functions.

    plan = own_value(line)    # None, or (own statement, reference statement)
    seen = counts_elsewhere(header)    # [(whole number, where)]: printed on lines that name no field
"""
import math
import re

from .beside import versions
from .verdicts import VERDICT_TAIL
from .words import NUMBER, WORKERS, X_WORDS, Y_WORDS, classify, last_place, words_of

# A reference's word and a program's own ('Number below threshold (X): expected 100024, got 99001 MISMATCH',
# 'Expected below threshold (X): 100024, got 99001', 'X below threshold: reference 100024, mine 99001',
# 'got 99001 (expected 100024)'): the own value is the answer; the reference's is read as a second
# result of the field ('... reference :: 100024'), which a count's own must equal (judging's Y_H rule).
_REFERENCE = r"(?:expected|reference|ref|correct|target|should[ \t]+be|exact|true[ \t]+value)"
_OWN = r"(?:got|mine|actual|computed|obtained|measured|yours|my[ \t]+value|found)"
_REF_VALUES = r"[+-]?\.?\d[\w.+-]*(?:[ \t]+[+-]?\.?\d[\w.+-]*){0,2}"
_REF_FIRST = re.compile(rf"(?i)(.*?)\b{_REFERENCE}\b([^\d\n]*?)({_REF_VALUES})[ \t]*[,;(]?[ \t]*"
                        rf"(?:but[ \t]+|and[ \t]+)?(?:(?:I|we)[ \t]+)?\b{_OWN}\b[ \t]*[:=]?[ \t]*")
_OWN_FIRST = re.compile(rf"(?i)(.*?)\b{_OWN}\b[ \t]*[:=]?[ \t]*({_REF_VALUES})[ \t]*[,;(]?[ \t]*"
                        rf"(?:but[ \t]+|vs\.?[ \t]+)?\b{_REFERENCE}\b[ \t]*[:=]?[ \t]*({_REF_VALUES})")
# the reference's value before its word ('100024 expected, got 99001'); the own value before the
# reference's ('= 99001 (reference: 100024)', ': 99001 (expected 100024)', '99001 # should be 100024')
_VALUE_FIRST = re.compile(rf"(?i)(.*?[:=][ \t]*)({_REF_VALUES})[ \t]+{_REFERENCE}\b[ \t]*[,;]?[ \t]*(?:but[ \t]+)?"
                          rf"\b{_OWN}\b[ \t]*[:=]?[ \t]*")
_OWN_BEFORE = re.compile(rf"(?i)(.*?[:=])[ \t]*({_REF_VALUES})[ \t]*[(\[,;#]?[ \t]*\b{_REFERENCE}\b[ \t]*[:=]?[ \t]*"
                         rf"({_REF_VALUES})[ \t]*[)\]]?[ \t]*$")
_CHECK_WORDS = re.compile(r"(?i)\b(?:expect|exp|ref|correct|target|should|exact|true|desired|want|smooth|golden|gold|oracle|tutorial)")


# Any wording (docs/grading.md "Self-checks"): a word of each side bound to its value, before it
# ('expected 12', 'exp=12', 'DESIRED: 12', 'should be 12', 'want 12', 'smooth 12'; 'got 13', 'is 13'
# after a comma or 'but', 'counted 13', 'have 13', 'ACTUAL: 13') or after it ('12 expected', '12 (ref)',
# '13 (mine)'), either order, any separator between ('/', '--', '|', '!=', ',', ';'); names in brackets
# before the values ('(expected, got): 12, 13'); the reference bound and the own value beside it with no
# word ('12 (ref) != 13', '= 13 (expected 12)'). Words between or after the pair are the label's
# ('Expected 12 elements below threshold in Y, counted 13'). Only a value bound to a reference's word is
# ever the reference.
_NOUN = r"(?:[ \t]+(?:answer|value|result|count|number|output))?"
_REF_WORD = (rf"(?:expected|expect|exp|reference|ref|correct|target|exact|true[ \t]+value|desired|wanted|want|"
             rf"smooth|smooth's|golden|gold|oracle|tutorial|tutorial's|theory|theoretical|analytic){_NOUN}"
             r"|should[ \t]+(?:be|have[ \t]+been)")
_OWN_WORD = (rf"(?:got|get|gets|mine|actual|computed|obtained|measured|yours|found|counted|calculated|have|has|ours|"
             rf"experiment|experimental){_NOUN}|(?:my|our|your|this)[ \t]+[A-Za-z]+")
# (a word's group: 1 the reference's, 2 or 3 the own; 'is', 'was' only after a comma or 'but': 'should be 12, is 13')
_ROLE = re.compile(rf"(?i)\b({_REF_WORD})\b|\b({_OWN_WORD})\b|(?:[,;][ \t]*|\bbut[ \t]+)((?:it[ \t]+)?(?:is|was))\b")
_VALUE = re.compile(r"(?<![\w.])[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?(?:[ \t]*%)?(?![\w.])")
_BEFORE_VALUE = re.compile(r"[ \t]*(?:[:=]+|==|is\b|was\b|of\b|-+>)?[ \t]*")  # 'exp=12', 'DESIRED: 12', 'actual -> 13'
# '12 (ref', '13 found', '12 <- expected', '12 elements expected'
_AFTER_VALUE = re.compile(r"[ \t]*(?:(?:elements?|values?|cells?|points?|entries)[ \t]+)?(?:<-+[ \t]*)?[(\[]?[ \t]*")
_BRACKET_AFTER = re.compile(r"[ \t]*[(\[]([^()\[\]\d]{1,40})[)\]]")  # '12 (serial reference)', '13 (from my program)'
_CLOSE = re.compile(r"[ \t]*[)\]]")
_APART = re.compile(r"(?i)(?:[ \t,;/|()\[\]#:=!<>\u2260-]|\bvs\b\.?|\bversus\b|\bbut\b|\band\b)*")
_VERDICTS = re.compile(r"(?i)[\W_]*(?:(?:fail|failed|failure|mismatch|mismatched|pass|passed|ok|wrong|error|"
                       r"incorrect|differs?|different|bad|match|matches|correct|check)\b[\W_]*)*")
_NAMED = re.compile(rf"(?i)(?:[(\[][ \t]*(?:({_REF_WORD})|({_OWN_WORD}))[ \t]*[,/;|&][ \t]*"
                    rf"(?:({_REF_WORD})|({_OWN_WORD}))[ \t]*[)\]][ \t]*(?:::|:|=)?"
                    rf"|\b(?:({_REF_WORD})|({_OWN_WORD}))[ \t]*[,/;|&][ \t]*(?:({_REF_WORD})|({_OWN_WORD}))[ \t]*(?:::|:|=))[ \t]*")
_TWO_VALUES = re.compile(r"[(\[]?[ \t]*([+-]?\.?\d[\d.eE+-]*%?)[ \t]*(?:[,;/|]|--|!=|\bvs\b\.?|\band\b)?[ \t]*"
                         r"([+-]?\.?\d[\d.eE+-]*%?)[ \t]*[)\]]?")


_NAMES_AFTER = re.compile(rf"(?i)[ \t]*[(\[][ \t]*(?:({_REF_WORD})|({_OWN_WORD}))[ \t]*[,/;|&][ \t]*"
                          rf"(?:({_REF_WORD})|({_OWN_WORD}))[ \t]*[)\]][ \t.]*$")
_VALUES_BEFORE = re.compile(r"(.*?)(?:::|:|=)[ \t]*[(\[]?[ \t]*([+-]?\.?\d[\d.eE+-]*%?)[ \t]*(?:[,;/|]|--|!=|\bvs\b\.?|\band\b)?"
                            r"[ \t]*([+-]?\.?\d[\d.eE+-]*%?)[ \t]*[)\]]?")


def _named_pair(line):
    """'Y below threshold (expected, got): 12, 13': the names in brackets, the values after them;
    ': 12 13 (ref, mine)': after them."""
    after = _NAMES_AFTER.search(line)
    values = _VALUES_BEFORE.fullmatch(line, 0, after.start()) if after else None
    if values and bool(after.group(1)) != bool(after.group(3)):
        ref, own = (values.span(2), values.span(3)) if after.group(1) else (values.span(3), values.span(2))
        return (((0, values.end(1)), " :: ", own), ((0, values.end(1)), " reference :: ", ref))
    m = _NAMED.search(line)
    if not m or bool(m.group(1) or m.group(5)) == bool(m.group(3) or m.group(7)):  # (one name of each side)
        return None
    values = _TWO_VALUES.match(line, m.end())
    if not values or line[values.end():].strip(" \t.,;") and not _VERDICTS.fullmatch(line, values.end()):
        return None
    ref, own = (values.span(1), values.span(2)) if m.group(1) or m.group(5) else (values.span(2), values.span(1))
    label = ((0, m.start()), " ", (m.end(), m.end()))
    return ((*label, " :: ", own), (*label, " reference :: ", ref))


def _bound_pair(line):
    """A value bound to a reference's word and the own value beside it (see above), else None."""
    values = [m.span() for m in _VALUE.finditer(line)][:16]
    roles = [m for m in _ROLE.finditer(line)][:16]
    if len(values) < 2 or not roles:
        return None
    used, side = set(), {}
    for v in values:  # a word just before its value
        for r in roles:
            if r.start() not in used and r.end() <= v[0] and _BEFORE_VALUE.fullmatch(line, r.end(), v[0]):
                used.add(r.start())
                side[v] = ("ref" if r.group(1) else "own", r.start(r.lastindex), r.end())
                break
    for v in values:  # a word just after it ('12 expected', '12 (ref)', '13 found'), no value after it
        if v in side:
            continue
        at = _AFTER_VALUE.match(line, v[1]).end()
        for r in roles:
            word = r.start(r.lastindex)
            if r.start() not in used and word == at and not _VALUE.match(line, _BEFORE_VALUE.match(line, r.end()).end()):
                used.add(r.start())
                close = _CLOSE.match(line, r.end())
                side[v] = ("ref" if r.group(1) else "own", v[1], close.end() if close else r.end())
                break
        bracket = _BRACKET_AFTER.match(line, v[1]) if v not in side else None
        inside = [r for r in roles if bracket and r.start() not in used and bracket.start(1) <= r.start(r.lastindex)
                  and r.end() <= bracket.end(1)] if bracket else []
        if len(inside) == 1:  # '12 (serial reference)', '13 (from my program)'
            used.add(inside[0].start())
            side[v] = ("ref" if inside[0].group(1) else "own", v[1], bracket.end())
    refs = [v for v in side if side[v][0] == "ref"]
    owns = [v for v in side if side[v][0] == "own"]
    if len(refs) != 1 or len(owns) > 1:
        return None
    ref = refs[0]
    if owns:
        own = owns[0]
    else:  # the own value beside the reference's, no word of its own ('12 (ref) != 13')
        i = values.index(ref)
        near = [values[j] for j in (i - 1, i + 1) if 0 <= j < len(values) and values[j] not in side]
        lo, hi = min(ref[0], side[ref][1]), max(ref[1], side[ref][2])
        near = [v for v in near if _APART.fullmatch(line, v[1], lo) or _APART.fullmatch(line, hi, v[0])]
        if len(near) != 1:
            return None
        own = near[0]
    pair = sorted([own, ref])
    spans = {v: (min(v[0], side[v][1]) if v in side else v[0], max(v[1], side[v][2]) if v in side else v[1])
             for v in pair}
    first, second = spans[pair[0]], spans[pair[1]]
    if first[1] > second[0] or any(first[1] <= v[0] < second[0] for v in values if v not in pair):
        return None  # a value between the two: not one check's pair
    label = [(0, first[0])]
    middle = line[first[1]:second[0]]
    if ")" in middle and line.count("(", 0, first[0]) > line.count(")", 0, first[0]):  # '(8 threads, expected
        head = len(line[:first[0]].rstrip(" \t,;"))                                  # 12): 12': its other words'
        label = [(0, head - 1)] if line[head - 1] == "(" else [(0, head), ")"]
    if not _APART.fullmatch(_ROLE.sub(" ", middle)):  # 'Expected 12 elements below threshold in Y, counted 13'
        label += [" ", (first[1], second[0])]
    tail = (second[1], len(line))
    if not _VERDICTS.fullmatch(line, *tail) and not _VALUE.search(line, *tail):
        label += [" ", tail]
        tail = None
    own_statement = (*label, " :: ", own) + ((" ", tail) if tail else ())
    return (tuple(own_statement), (*label, " reference :: ", ref))



def own_value(line):
    """The line as its program's own value and the reference's beside it, where it prints both;
    else None."""
    if len(line) > 400 or not _CHECK_WORDS.search(line):
        return None
    if versions(line) is not None:
        return None  # 'Y: 12 (CPU reference), 13 (GPU)': a value for each version (beside.py)
    plan = _named_pair(line) or _bound_pair(line)
    if plan is not None:
        return plan
    m = _REF_FIRST.match(line)
    if m:
        label = (m.span(1), " ", m.span(2))
        return ((*label, " :: ", (m.end(), len(line))), (*label, " reference :: ", m.span(3)))
    m = _OWN_FIRST.match(line)
    if m:
        return ((m.span(1), " :: ", m.span(2)), (m.span(1), " reference :: ", m.span(3)))
    m = _VALUE_FIRST.match(line)
    if m:
        return ((m.span(1), " :: ", (m.end(), len(line))), (m.span(1), " reference :: ", m.span(2)))
    m = _OWN_BEFORE.match(line)
    if m:
        return ((m.span(1), " :: ", m.span(2)), (m.span(1), " reference :: ", m.span(3)))
    return None


# Lines that named no field (the reading's header: 'Check against reference: X 100024, Y 12 -> FAILED',
# 'rank 0: 25000 elements below threshold'): their whole numbers, and the sum of the ranks' partial
# counts. X identifies the data (judging), so the generator's X printed there shows the data is the
# generator's, whatever the field says. Bounded: the header is (MAX_HEADER lines), and so is this.
_WHOLE = re.compile(r"(?<![\w.,'])\d{1,12}(?![\w.]|,\d)")
_RANK_LINE = re.compile(r"(?i)^\s*[\[(<]?\s*(?:mpi\s*)?(?:rank|process|proc|task|pe|node)\s*[#=]?\s*\d+\s*[\])>]?$")
_PARTIAL = re.compile(r"(?i)^\s*(\d{1,12})\b[^\d]*\b(?:below|under|less|smaller|count|counted)\b")
MAX_SEEN = 64  # whole numbers kept from one header line


def counts_elsewhere(header):
    """[(value, where)]: the whole numbers on the lines that named no field, and the sum of MPI ranks'
    partial counts ('rank 0: 25000 elements below threshold', ...), `where` naming the line's label."""
    seen, partials = [], []
    for name, rest in header.items():
        for m in list(_WHOLE.finditer(rest))[:MAX_SEEN]:
            seen.append((int(m.group()), f"'{name}'"))
        partial = _PARTIAL.match(rest) if _RANK_LINE.match(name) else None
        if partial:
            partials.append(int(partial.group(1)))
    if len(partials) >= 2:
        seen.append((sum(partials), f"the sum of {len(partials)} ranks' partial counts"))
    return seen


# Two values where a count or fraction line expects one ('(Y) :: 12, 13', '12\t13', '[12, 13]', '12 | 13',
# '12 / 13', '12 and 13', 'array([12, 13])', '1.20000E-05 1.30000E-05'): the second is a second result of
# the field (it must agree), unless it is plainly something else: a fraction or percent after a count
# (the count's own fraction, read as such), a whole after 'of' ('100024 of 1000000'), or a whole the
# count is out of, the second a square above the first ('100024/1000000', '100024 1000000': n^2 or
# (n+2)^2; split() checks the digits). Three values or more are a list (no count), as a list of rows is.
_ONE = r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?%?(?![\w.])"
_TWO = re.compile(rf"(.*?)(?:::|:|=)[ \t]*((?:np\.|numpy\.)?array\(|list\()?([(\[{{]?)[ \t]*({_ONE})"
                  rf"(?:[ \t]*(?:[,;|/&]|\band\b|--)[ \t]*|[ \t]+)([(\[{{]?)[ \t]*({_ONE})[ \t]*([)\]}}]?)\)?"
                  r"(?:[ \t]*[(\[]([A-Za-z][A-Za-z ,/_-]{0,40})[)\]])?[ \t.;,]*")  # ('12 13 (cpu gpu)': names)
_CLOSING = {"": "", "(": ")", "[": "]", "{": "}"}
_LIST_WORDS = {"row", "rows", "column", "columns", "first", "last", "per", "each", "list", "sample", "samples"}
IF_TWO = "if two results"
_T_NAMED = re.compile(r"\b(?:t|thr|thresh|threshold|tau)[ \t]{0,3}\Z", re.IGNORECASE)  # (the '=' after it t's)
_WHOLE = re.compile(r"(?<![\w.])\d+(?![\w.])")


def two_results(line):
    """(IF_TWO, first value's span, second's, the field's statement, its second result's) for a
    count's or fraction's label, then two values of one form (two wholes, two fractions, two
    percents) and nothing else; else None."""
    if len(line) > 400 or not _DIGIT_PAIR.search(line):
        return None
    m = _TWO.match(line)  # (the program's verdict after them no value: '12/13 -> MISMATCH')
    if m and m.end() < len(line) and not VERDICT_TAIL.fullmatch(line, m.end()):
        m = _TWO.fullmatch(line)
    if not m or (m.group(3) and m.group(5)) or _CLOSING[m.group(3) or m.group(5)] != m.group(7) \
            or (m.group(2) and not m.group(3)):  # (brackets about both, or about the second: '12 (13)')
        return None
    first, second = m.group(4), m.group(6)
    one = NUMBER.match(line, m.start(4))  # ('100,024', '100 024': one number, its thousands marked)
    if one is None or one.end(1) > m.end(4) or _form(first) != _form(second) or line[m.end(4):m.start(6)].strip(" \t([{") == "of":
        return None
    label = m.group(1)
    kind = classify(label) if LETTERS.search(label) else None
    words = set(words_of(label)) | set(words_of(m.group(8) or ""))
    if kind not in ("below", "fraction") or kind == "fraction" and _form(first) == "whole" or words & _LIST_WORDS or ((X_WORDS & words) and (Y_WORDS & words)):
        return None
    if kind == "below" and _T_NAMED.search(label) and _WHOLE.search(label):
        return None  # 'x: 100024 values below t=0.1 (0.100024)': the threshold's value and the count's share, the
        # count before them (countbefore.py; d30's, before: X FAIL '100024 and 0.1')
    if kind == "below" and _form(second) == "fraction" and _count_and_share(first, second):
        return None  # a count printed with '%f' and its fraction ('100024.000000 (0.100024)', '12.0 1.2e-05')
    if kind == "below" and second == "0" and m.group(5):
        return None  # '100024 (0)': its fraction by an integer division, no second count (zeroshares.py); '0 (0)':
        # a count of 0 and its fraction, 0 (C's '%d (%g)' at n = 100: the thirtieth pass's E)
    return (IF_TWO, m.span(4), m.span(6), (m.span(1), " :: ", m.span(4)), (m.span(1), " (2nd) :: ", m.span(6)))


def count_and_fraction(count_text, fraction_text):
    """Whether a fraction is the count's of some n^2, to its printed places ('X: (100024, 0.100024)')."""
    count, fraction = int(count_text), float(fraction_text)
    if count == 0 or fraction <= 0 or fraction > 1:
        return count == 0 and fraction == 0
    side = round((count / fraction) ** 0.5)
    return any(abs(count / m ** 2 - fraction) <= last_place(fraction_text) / 2 * (1 + 1e-9)
               for m in (side - 1, side, side + 1) if m > 0)


def _count_and_share(first, second):
    """Whether two values are a whole count printed as a float and a fraction below 1 ('12.0', '1.2e-05')."""
    try:
        return float(first).is_integer() and 0 <= float(second) < 1
    except ValueError:
        return False


def _form(text):
    return "percent" if text.endswith("%") else "whole" if text.lstrip("+-").isdigit() else "fraction"


def two_apart(first, second):
    """Whether a line's two values are two results (split() of an IF_TWO plan): not a count and the
    whole it is out of (the second a square, n^2 or (n+2)^2, of 100 or more, above the first), nor a
    fraction and its percent."""
    if _form(first) != "whole":  # (not a fraction and its percent printed without '%': '0.100024 10.0024')
        one, other = float(first.rstrip("%")), float(second.rstrip("%"))
        return _form(first) == "percent" or abs(other - 100 * one) > 1e-3 * abs(other)
    whole, count = int(second), int(first)
    if whole < 100:  # (a negative whole has no square root: the fuzzer's '... :: 5 -16384')
        return True
    side = math.isqrt(whole)
    return not (side * side == whole and whole > count)


_DIGIT_PAIR = re.compile(r"\d[^\d]+\d")
LETTERS = re.compile(r"[A-Za-z]{2}")


# A thread count or the ranks first, then the line's statements ('Running with 8 threads: below_y = 15',
# 'threads=8: below_y=13', 'nthreads=8 count_y=15', 'Total over all ranks: below_y = 13'): each statement
# a version of the result over threads (words.WORKERS), the words before it its label's (the count
# itself no label's number: 'all threads' said instead).
_WORKERS_FIRST = re.compile(rf"[ \t]*[\[(]?[ \t]*(?:[A-Za-z][A-Za-z \t,]{{0,40}}?)?({WORKERS.pattern[4:]})[ \t]*[\])]?"
                            r"[ \t]*(?:[:|,>=-]+[ \t]*)?(?=[A-Za-z])", re.IGNORECASE)
_A_DIGIT = re.compile(r"\d")


_THREADS_SAID = re.compile(r"(?i)thread|rank|proc|task|worker|\ball\b|\bevery\b")  # (most lines: none)


def workers_first(line, prepare):
    """The plan of a line that says its threads or ranks first (see above), else None; prepare:
    statements.prepare, for the rest of the line."""
    m = _WORKERS_FIRST.match(line) if len(line) <= 400 and _THREADS_SAID.search(line) else None
    if m is None:
        return None
    at = m.end()
    _, plan = prepare(line[at:])
    if plan is not None and isinstance(plan[0], str):
        plan = None  # (a plan on a condition: the rest read whole)
    head = (0, m.end(1)) if not _A_DIGIT.search(line, 0, at) else "all threads "
    return tuple((head, " ") + tuple((p[0] + at, p[1] + at) if isinstance(p, tuple) else p for p in statement)
                 for statement in (plan or (((0, len(line) - at),),)))
