"""proseclaims.py - an array's count stated again in a sentence after the file's counts, with a verb no rule
read (the twenty-ninth pass's H4, H14, H17): 'So y had 13.', 'In short: x had 100024 low values and y had 13.',
'y has 13 low values.', 'In y there were 13.', 'Smoothing reduced the low values from 100024 to 13.', 'Below t:
from 100024 in x to 13 in y.', 'Re-running with 16 threads gave 13 for y.', 'After smoothing: 13.', 'after smoothing there were 13.'. Each passed unread
after a right output. Such a sentence is rewritten in place as the counts' printing ('x below threshold =
100024, y below threshold = 13'). Only where each number is a whole number other than 0 printed on no line that
does not count (barerecaps.py's rule: not n+2's 1002), the verb ends the array's claim (a count's noun, then the
sentence's end, a comma or 'and', after it: 'y had 13 ms' is left); 'from A to B' only where A is a count printed
before on a line that counts (x's: the smoothing's before and after) and the sentence names the low values, the
threshold or the smoothing; an unnamed count only after 'after smoothing' (y is the smoothed array). Part of the
grader (headings._named asks it before barerecaps.py); anchored bounded patterns on lines of 200 characters at
most, a bounded number of lines after the file's first count (recaplines.candidate_lines_rewritten).
"""
import re

from .barerecaps import _only_counted as only_counted, printed_counting
from .recaplines import candidate_lines_rewritten

_N = r"(\d{1,12})(?![\w]|[.,]\d)"
_NOUN = (r"(?:[ \t]{1,2}(?:low|small|such|of[ \t]them))?(?:[ \t]{1,2}(?:values?|elements?|cells?|entries|points|"
         r"numbers))?")
_END = r"(?=[ \t]{0,2}(?:[.,;!]|and\b|$))"
# 'y had 13', 'x has 100024 low values', 'in y there were 13'
_CLAIM = re.compile(r"(?i)(?<![\w])(?:(?:in|for)[ \t]{1,2})?([xy])(?:[ \t]{1,2}(?:only|still))?[ \t]{1,2}"
                    r"(?:had|has|have|gave|got|contained|contains|ended[ \t]up[ \t]with|there[ \t](?:were|are|was))"
                    rf"[ \t]{{1,2}}(?:only[ \t]{{1,2}})?{_N}{_NOUN}{_END}")
# 'from 100024 to 13', 'from 100024 in x to 13 in y', 'from 100024 (x) to 13 (y)'
# 'gave 13 for y', 'found 13 in y' ('Re-running with 16 threads gave 13 for y.')
_FOR = re.compile(rf"(?i)(?<![\w])(?:gave|gives|got|found|finds|counted|counts|reported|reports|printed|prints)"
                  rf"[ \t]{{1,2}}{_N}{_NOUN}[ \t]{{1,2}}(?:for|in)[ \t]{{1,2}}([xy]){_END}")
_FOR_WORDS = re.compile(r"(?i)\b(?:re-?run\w*|run\w*|threads?|gpu|cpu|cuda|kernel|version|implementation|code|"
                        r"program|smooth\w*|below|under|low|threshold|count\w*)\b")
_FROM_TO = re.compile(rf"(?i)(?<![\w])from[ \t]{{1,2}}{_N}(?:[ \t]{{1,2}}(?:in[ \t]{{1,2}}x|\(x\)))?[ \t]{{1,2}}"
                      rf"(?:down[ \t]{{1,2}})?to[ \t]{{1,2}}(?:only[ \t]{{1,2}})?{_N}(?:[ \t]{{1,2}}(?:in[ \t]{{1,2}}y|\(y\)))?"
                      rf"{_NOUN}{_END}")
_FROM_WORDS = re.compile(r"(?i)\b(?:low|below|under|threshold|smooth\w*|count\w*)\b")
# 'After smoothing: 13.', 'after smoothing there were 13', 'After smoothing, 13 remained.'
_AFTER = re.compile(rf"(?i)(?<![\w])after[ \t]{{1,2}}smoothing[ \t]{{0,2}}(?::|,)?[ \t]{{0,2}}"
                    rf"(?:there[ \t]{{1,2}}(?:were|are)[ \t]{{1,2}}|only[ \t]{{1,2}}|it[ \t]{{1,2}}(?:was|is)[ \t]{{1,2}})?"
                    rf"{_N}{_NOUN}(?:[ \t]{{1,2}}(?:remained|were[ \t]left|left))?{_END}")
_CANDIDATE = re.compile(r"(?im)^(?=[^\n]{0,200}?(?:\b[xy][ \t]{1,2}(?:only[ \t]|still[ \t])?(?:ha[ds]|have|gave|got|"
                        r"contain|ended|there)|\b(?:for|in)[ \t]{1,2}[xy]\b|\bfrom[ \t]{1,2}\d|\bafter[ \t]{1,2}smoothing))")


def _rewritten(text, start, line):
    end = start + len(line)
    found = []  # (array, count)
    for m in _CLAIM.finditer(line):
        found.append((m.group(1).lower(), m.group(2)))
    for m in _FOR.finditer(line) if _FOR_WORDS.search(line) else ():  # ('The loop gave 16 in x.': no run's)
        found.append((m.group(2).lower(), m.group(1)))
    m = _FROM_TO.search(line)
    if m is not None and _FROM_WORDS.search(line) and printed_counting(text, start, end, m.group(1)):
        found += [("x", m.group(1)), ("y", m.group(2))]
    m = _AFTER.search(line)
    if m is not None and not found:
        found.append(("y", m.group(1)))
    if not found or len(found) > 2 or len({a for a, _ in found}) != len(found):
        return None
    for _, count in found:
        if count == "0" or not only_counted(text, start, end, count):
            return None
    indent = line[:len(line) - len(line.lstrip())]
    return indent + ", ".join(f"{a} below threshold = {c}" for a, c in sorted(found))


def prose_claims(text):
    """text with each such sentence after the file's first count rewritten in place (module docstring); other
    lines as they were."""
    return candidate_lines_rewritten(text, _CANDIDATE, _rewritten)
