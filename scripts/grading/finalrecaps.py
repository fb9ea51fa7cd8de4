"""finalrecaps.py - more recaps of a count after the file's counts, in shapes no label reads (the twenty-third
pass's H1 and H2): each is another printing of a count or a fraction, rewritten in place as one the grader reads,
so that a wrong one fails (before, each passed unread after a right output):
- a final word and an array's name in lower case ('final y: 13', Fortran's ' final y:           13', 'Last x =
  100406', 'overall (y): 13'); the capital 'Final Y: 397' is recaplines.py's, 'Final y count: 13' a label
  words.classify reads;
- a second run's tag after 'After' or before a slash-separated pair ('After 2nd run: 100024 / 13', 'run 2: x
  100024 / y 13', 'After the second run: x = 100024, y = 13'): the same problem run again gives the same counts;
  a bare pair is x's then y's, as the homework prints them. A tag with another number than the run's ordinal
  (a seed, an n) is left as it was (another problem);
- a percentage of an array restating its fraction in prose ('That is 0.0013 % of y.', 'i.e. 10.0024% of x'),
  read as '0.0013 % of y is below the threshold'.
Only after a line that counts and gives a whole number (barerecaps.counted_before's), and each whole number
printed on no line that does not count (a grid's 'final x: 1002' is no count). Part of the grader
(headings.regrouped asks it, before recaplines.py); pure functions, anchored bounded patterns, a bounded
number of lines looked at.
"""
import re

from .barerecaps import _COUNTS as COUNTS
from .recaplines import _first_count as first_count, candidate_lines_rewritten  # noqa: F401 (keyeddisplays')

_FRACTION = r"(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][-+]?\d{1,3})?"

# 'final y: 13', 'Last x = 100406 (0.100406)', 'overall (y): 13'
_FINAL = re.compile(rf"^([ \t]*)(?:final|last|overall)[ \t]{{1,8}}\(?([xy])\)?[ \t]*[:=][ \t]*(\d{{1,12}})"
                    rf"(?:[ \t]*\([ \t]*({_FRACTION})[ \t]*\))?[ \t]*\.?[ \t]*$", re.IGNORECASE)

# a second run's tag: 'After 2nd run:', 'run 2:', 'After the second run:', 'Rerun:', 'Run #2 (same seed):'
_ORDINAL = r"(?:\d{1,2}(?:st|nd|rd|th)|second|third|another|repeated|last|final)"
_TAG = re.compile(rf"^([ \t]*)(after[ \t]{{1,8}}(?:the[ \t]{{1,8}}|a[ \t]{{1,8}})?)?(?:{_ORDINAL}[ \t]{{1,8}}(?:run|rerun|trial|"
                  rf"attempt)|(?:run|rerun|trial|attempt)[ \t]{{0,8}}#?[ \t]{{0,8}}\d{{1,3}}|re-?run|repeat)"
                  r"(?:[ \t]{0,8}\((?:same[ \t]{1,8}seed|same[ \t]{1,8}input|again)\))?[ \t]*[:-][ \t]*([^\n]{1,160})$",
                  re.IGNORECASE)
# its counts: 'x 100024 / y 13', 'x = 100024, y = 13', 'x: 100024 / y: 13' (the arrays named), or '100024 / 13'
_NAMED = re.compile(r"([xy])[ \t]*(?:[:=][ \t]*)?(\d{1,12})[ \t]*(?:/|,|;|and)[ \t]*([xy])[ \t]*(?:[:=][ \t]*)?(\d{1,12})"
                    r"[ \t]*\.?[ \t]*", re.IGNORECASE)
_BARE = re.compile(r"(\d{1,12})[ \t]*(?:/|,|and)[ \t]*(\d{1,12})[ \t]*\.?[ \t]*")

# 'That is 0.0013 % of y.', 'i.e. 10.0024% of x', 'which is 0.0012 percent of the y array'
_PERCENT_OF = re.compile(rf"^([ \t]*)(?:(?:that|this|which)[ \t]{{1,8}}is|that's|i\.?e\.?,?|or|so|=|->|-->)[ \t]{{1,8}}"
                         rf"({_FRACTION})[ \t]*(?:%|percent|per[ \t]cent)[ \t]{{1,8}}of[ \t]{{1,8}}(?:the[ \t]{{1,8}})?"
                         r"(?:array[ \t]{1,8})?([xy])(?:[ \t]{1,8}(?:array|grid|matrix|(?:inner[ \t]{1,8})?(?:elements|cells|values)))?"
                         r"(?:'s[ \t]{1,8}(?:inner[ \t]{1,8})?(?:elements|cells|values))?[ \t]*[.!]?[ \t]*$", re.IGNORECASE)

_CANDIDATE = re.compile(r"(?im)^[ \t]{0,40}(?:final|last|overall|after|run|rerun|re-run|trial|attempt|repeat|second|"
                        r"third|another|\d{1,2}(?:st|nd|rd|th)[ \t]|that|this|which|i\.?e|or[ \t]|so[ \t]|=|->|-->)")


_HITS = 64  # a value's printings looked at (more: no count's recap)


def printings(text, value, memo):
    """[(line start, whether that line counts)] of the lines printing `value` as a number of its own (not in
    '1002' or '0.13'), at most _HITS + 1 of them; literal finds, each value's found once (memo)."""
    hits = memo.get(value)
    if hits is not None:
        return hits
    hits, at, size = [], text.find(value), len(value)
    while at >= 0 and len(hits) <= _HITS:
        before, after = text[at - 1:at], text[at + size:at + size + 2]
        glued = before and (before.isalnum() or before in "_.,")  # ('1002', '0.13': another number)
        if glued or after[:1].isalnum() or after[:1] == "_" or after[:1] in (".", ",") and after[1:2].isdigit():
            at = text.find(value, at + 1)
            continue
        begin = text.rfind("\n", 0, at) + 1
        stop = text.find("\n", at)
        stop = len(text) if stop < 0 else stop
        hits.append((begin, bool(COUNTS.search(text, begin, stop))))
        at = text.find(value, stop)
    memo[value] = hits
    return hits


def only_counted(text, start, end, value, memo):
    """Whether `value` is printed outside start..end only on lines that count (barerecaps' rule, by literal
    finds: not n+2's 'N = 1002')."""
    hits = printings(text, value, memo)
    return len(hits) <= _HITS and all(counts for begin, counts in hits if not start <= begin < end)


def _counts(text, start, end, pairs, memo):
    """'x below threshold = 100024, y below threshold = 13' of [(array, value)], or None where a value is
    printed on a line that does not count."""
    if not all(only_counted(text, start, end, v, memo) for _, v in pairs):
        return None
    return ", ".join(f"{a.lower()} below threshold = {v}" for a, v in pairs)


def _rewritten(text, start, line, memo):
    """The line as a printing the grader reads, or None."""
    end = start + len(line)
    if (m := _FINAL.match(line)) is not None:
        counts = _counts(text, start, end, [(m.group(2), m.group(3))], memo)
        if counts is None:
            return None
        return m.group(1) + counts + (f" ({m.group(4)})" if m.group(4) else "")
    if (m := _TAG.match(line)) is not None:
        rest = m.group(3)
        named = _NAMED.fullmatch(rest)
        if named is not None:
            if named.group(1).lower() == named.group(3).lower():
                return None
            pairs = [(named.group(1), named.group(2)), (named.group(3), named.group(4))]
        elif (bare := _BARE.fullmatch(rest)) is not None:  # ('After 2nd run: 100024 / 13': x's, then y's)
            pairs = [("x", bare.group(1)), ("y", bare.group(2))]
        else:
            return None
        counts = _counts(text, start, end, pairs, memo)
        return None if counts is None else m.group(1) + counts
    if "%" in line or "per" in line.lower():
        if (m := _PERCENT_OF.match(line)) is not None:
            return f"{m.group(1)}{m.group(2)} % of {m.group(3).lower()} is below the threshold"
    return None


def final_recaps(text):
    """text with each such recap after the counts rewritten in place (a bounded number looked at); other lines
    as they were."""
    memo = {}
    return candidate_lines_rewritten(text, _CANDIDATE, lambda text, start, line: _rewritten(text, start, line, memo))
