"""recaps.py - a recap of the counts in words ('Check: 100024 elements of x and 12 elements of y below
threshold', 'Final: x has 100024 and y has 12 ...', 'Summary: 100024 (x) and 12 (y) ...', 'Reduction:
100024 -> 12 elements below threshold', 'Smoothing reduced the count from 100024 to 12 (99.99%)', 'Done in 0.05 s:
y has 12 elements below threshold'): another printing of the counts, rewritten in place as one the
grader reads ('below threshold: x = 100024, y = 12'), so that a wrong one fails and a right one is no
run of its own. Only where every number on the line is placed: a count beside its array, the
threshold after 'below', a time before its unit. Part of the grader; pure functions.
"""
import re

from .barecounts import bare_count_line
from .bothmemory import both_memories
from .memorychains import chains_written
from .memoryprose import memory_said
from .numpyattrs import attributes_apart
from .othern import n_pairs_written
from .percentfirst import percent_first
from .pairlines import summary_pairs
from .recounts import recounts_read
from .sidesapart import sides_apart
from .stencils import stencils_written
from .summaries import before_after, summarized
from .textends import at_the_ends
from .totalrecaps import totals_recapped
from .valueplaces import value_places
from .wrapped import unwrapped

# lines that may be a recap: a count word (checked again per line; a line's cost is linear)
_CANDIDATE = re.compile(r"(?im)^[^\n]*\b(?:below|under|(?:less|smaller|lower|fewer)\s+than|count|reduc\w*)\b[^\n]*$")
_NUMBER = r"(\d+(?:,\d{3})*)"
_OF = (_NUMBER + r"[ \t]+(?:(?:inner[ \t]+)?(?:elements?|values?|entries|points|cells|numbers)[ \t]+)?(?:of|in)[ \t]+"
       r"(?:(?:the[ \t]+)?(?:(?:smoothed|original|input|output)[ \t]+)?array[ \t]+)?([xy])\b(?![.\[(])")
_PAREN = _NUMBER + r"[ \t]*\([ \t]*([xy])[ \t]*\)"
_HAS = r"\b([xy])[ \t]+(?:has|had|contains|keeps|gives)[ \t]+(?:only[ \t]+)?" + _NUMBER + r"\b(?![.,]\d)"
# the array's name before its noun ('In summary, 100024 x values and 11 y values were below the threshold')
_NOUN = _NUMBER + r"[ \t]+([xy])[ \t]+(?:values|elements|entries|points|cells)\b"
_PAIRS = re.compile(rf"(?i)(?<![\w.+-]){_OF}|(?<![\w.+-]){_PAREN}|{_HAS}|(?<![\w.+-]){_NOUN}")
_FROM_TO = re.compile(rf"(?i)\bfrom[ \t]+{_NUMBER}[ \t]+to[ \t]+(?:only[ \t]+)?{_NUMBER}\b(?![.,]\d)|"
                      rf"(?<![\w.+-]){_NUMBER}[ \t]*(?:->|\u2192|=>)[ \t]*{_NUMBER}\b(?![.,]\d)|"
                      + before_after(_NUMBER + r"\b(?![.,]\d)"))
# words of a change from x's count to y's ('x -> y: 100024 -> 12 below threshold', 'Before: 100024, after: 12')
_FALLING = re.compile(r"(?i)\b(?:reduc\w*|smooth\w*|drop\w*|fell|fall\w*|decreas\w*|went|before)\b|"
                      r"(?<![\w.])x[ \t]*(?:->|\u2192|=>)[ \t]*y\b")
_BELOW = re.compile(r"(?i)\b(?:below|under|(?:less|smaller|lower|fewer)[ \t]+than)\b|\bcount\b")  # ('y contains 12 elements smaller than 0.1')
# the numbers a recap may hold besides its counts: the threshold after its word, a time before its unit
_ANY_NUMBER = re.compile(r"(?<![\w.])\d+(?:[.,]\d+)*(?:[eE][-+]?\d+)?")
_THRESHOLD = re.compile(r"(?i)(?:\b(?:below|under|than)|<=?)[ \t]*(?:t[ \t]*=[ \t]*)?$|\bthreshold[ \t]*(?:of\b|=|:)?[ \t]*$")
_TIME = re.compile(r"(?i)[ \t]*(?:s|ms|us|sec|secs|seconds?|milliseconds?)\b")
_PERCENT = re.compile(r"[ \t]*%")  # (after a recap's 'from X to Y': the change, no field: '(99.98%)')


# n and an arrow to a remark on it ('n = 1000 -> arrays of 1002 x 1002'): the remark a clause of its own, as
# after a comma ('n = 1000, arrays of 1002 x 1002'), its sizes read (a wrong one fails)
_N_ARROW = re.compile(r"(?im)^([ \t]*n[ \t]*[=:][ \t]*\d+)[ \t]*(?:->|=>|\u2192)[ \t]*(?=[a-z])")


def prose_read(text):
    """unwrapped(text) (wrapped.py), its recaps rewritten (recapped) in its first and last textends.SAMPLE
    characters (and a file's summary pair of its counts: summaries.py; a recap is a homework's line: a chatty output's million progress lines that each say 'count
    below' are not looked at), n's remark after an arrow a clause."""
    text = at_the_ends(unwrapped(text), _recapped_all)
    return _N_ARROW.sub(r"\1, ", text) if "->" in text or "=>" in text or "\u2192" in text else text  # (a
    # literal search first: the pattern tries each line's start, 0.09 s of a 16 MiB log)


def _recapped_all(text):
    """recapped(text), then its own summaries of the counts as a pair ('x: 100024, y: 12': summaries.py), its
    stencil as a 3x3 matrix and 'a 0.05, b 0.1, c 0.4' as lines read (stencils.py)."""
    text = summary_pairs(recapped(n_pairs_written(totals_recapped(text))), _labelled_elsewhere)  # ('Totals: x 100024, y 13': totalrecaps.py)
    # ('n=500: x 24914, y 4': othern.py)  # ('RESULT 100024 12': pairlines.py)
    text = recounts_read(text, _labelled_elsewhere)  # ('x and y have 100024 and 12 ..., respectively': recounts.py)
    text = sides_apart(percent_first(memory_said(attributes_apart(text))))  # ('x.shape = (1002, 1002)  x.size = ...': numpyattrs.py)  # ('4016016 bytes, which is 0.00374021 GB': memoryprose.py; '(10.0024%,
    # fraction 0.100024)': percentfirst.py; 'x and y: 1002 x 1001': sidesapart.py)
    return chains_written(both_memories(stencils_written(summarized(text))))  # (memorychains.py)  # (both arrays' memory: bothmemory.py)


def recapped(text):
    """text with each recap line rewritten in place (its line number kept); other lines as they were."""
    if not _CANDIDATE.search(text):
        return text
    plain = set()  # (the patterns of digits of lines that are no recap: a chatty output's lines looked at once)

    def rewritten(match):
        line = match.group(0)
        key = line.translate(_DIGITS_MASKED)
        if key in plain:
            return line
        counts = recap_counts(line)
        if not counts and _TWO.search(line):
            counts = paired_counts(line, text)
            if not counts:
                return line  # (the values decide: a line of the same shape may be one)
        if not counts:
            if len(plain) < 4096:
                plain.add(key)
            return line
        return _written(counts)
    return _CANDIDATE.sub(rewritten, text)


_DIGITS_MASKED = str.maketrans("123456789", "000000000")


def _written(counts):
    if len(counts) == 2:
        return f"below threshold: x = {counts['x']}, y = {counts['y']}"
    (array, count), = counts.items()
    return f"{array} below threshold = {count}"


# a guess or an expectation ('We would expect roughly 100000 values of x below the threshold'): no printing
_GUESS = re.compile(r"(?i)\b(?:would|expect\w*|predict\w*|estimat\w*|roughly|about|approx\w*|around|nearly|almost|"
                    r"should|could|might|if)\b|~")


def recap_counts(line):
    """{'x': '100024', 'y': '12'} (one or both) where the line is a recap of the counts, else {}."""
    if not _BELOW.search(line) or _GUESS.search(line):
        return {}
    counts, spans = {}, []
    for m in _PAIRS.finditer(line):
        count, array = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4)) if m.group(3) else \
            (m.group(7), m.group(8)) if m.group(7) else (m.group(6), m.group(5))
        array = array.lower()
        if array in counts:
            return {}
        counts[array] = count.replace(",", "")
        spans.append(m.span(1) if m.group(1) else m.span(3) if m.group(3) else m.span(7) if m.group(7) else m.span(6))
    falling = not counts
    if falling:
        if not _FALLING.search(line):
            return {}
        m = _FROM_TO.search(line)
        if not m:
            return {}
        first, second = (1, 2) if m.group(1) else (3, 4) if m.group(3) else (5, 6)
        counts = {"x": m.group(first).replace(",", ""), "y": m.group(second).replace(",", "")}
        spans = [m.span(first), m.span(second)]
    return counts if _others_placed(line, spans, falling) else {}  # (else a count of another thing)


def _others_placed(line, spans, change=False):
    """Whether every number on the line outside `spans` is placed: the threshold after its word, a time before
    its unit, and where `change`, a percentage after the last span (a recap's change: '(99.98%)')."""
    for m in _ANY_NUMBER.finditer(line):
        if any(lo <= m.start() < hi for lo, hi in spans):
            continue
        if _THRESHOLD.search(line, 0, m.start()) and "." in m.group(0):
            continue
        if _TIME.match(line, m.end()):
            continue
        if change and m.start() >= spans[-1][1] and _PERCENT.match(line, m.end()):
            continue
        return False
    return True


# two whole numbers in a row ('100024 and 12 elements below threshold', 'from 100024 down to 12', '... to just 12')
_TWO = re.compile(r"(?i)(?<![\w.,+-])(\d+(?:,\d{3})*)[ \t]*(?:(?:elements?|values?)[ \t]+)?(?:,|;|and|->|=>|\u2192|"
                  r"(?:down[ \t]+)?to)[ \t]*(?:(?:just|only)[ \t]+)?(\d+(?:,\d{3})*)(?![\w]|[.,]\d)")
_XY = re.compile(r"(?i)(?<![\w.])[xy](?![\w.])")
_CHECKED = re.compile(r"(?i)\b(?:check\w*|verif\w*|expect\w*|mismatch\w*|match\w*|ok|fail\w*|pass\w*|ref\w*|vs)\b")


def paired_counts(line, text):
    """{'x': .., 'y': ..} where the line's only counts are a pair of whole numbers in a row ('Final answer:
    100024 and 12 elements below threshold', '... from 100024 down to 12') on a line of a count's word, with
    no x or y named on it (another rule reads those), its other numbers placed (recap_counts), and the first
    printed again on x's count line elsewhere in text or the second on y's: the pair is x's and y's counts
    again, so that a wrong one fails. Else {}."""
    if not _BELOW.search(line) or _GUESS.search(line) or _CHECKED.search(line) or _XY.search(line):
        return {}
    m = _TWO.search(line)
    x, y = m.group(1).replace(",", ""), m.group(2).replace(",", "")
    if x == y or _TWO.search(line, m.end()):
        return {}
    if not _others_placed(line, [m.span(1), m.span(2)]):
        return {}
    if not (_labelled_elsewhere(text, line, x, "x") or _labelled_elsewhere(text, line, y, "y")):
        return {}
    return {"x": x, "y": y}


_LOOKED = 64


def _labelled_elsewhere(text, line, value, array):
    """Whether `value` is printed on another line of text that counts and names `array` before it."""
    named = re.compile(rf"(?i)(?<![\w.]){array}(?![\w.])")
    for i, (at, after) in enumerate(value_places(text, value)):  # (one index of the text's numbers: valueplaces.py)
        if i >= _LOOKED:
            break
        start = text.rfind("\n", 0, at) + 1
        end = text.find("\n", after)
        if text[start:len(text) if end < 0 else end] == line:
            continue
        before = text[max(start, at - 300):at]
        if named.search(before) and (_BELOW.search(text, max(start, at - 300), after + 300 if end < 0 else end)
                                     or bare_count_line(text[start:len(text) if end < 0 else end], text)):
            return True  # (a bare layout's 'x: 100024 (0.100024)' counts too: barecounts.py)
    return False
