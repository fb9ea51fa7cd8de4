"""homework.py - a homework's own numbering before a line: a section's prefix ('Part 1: n = 1000',
'Question 3: x below threshold = ...', 'Step 1: ...', 'Q1. n: 1000', '## Problem 2'), a numbered
question ('1. What is n? 1000'), and a log's tags in brackets before a label ('[init] n = 1000',
'[rank 0] [info] n = 1000', '[alloc] memory/array = ...'), and a source file's line before one line
('smooth.c(60): x below = ...'). The k of 'Part k' is no value: it was read as
n, a total or a count (a file headed 'Problem 1:' ... 'Problem 2:' was graded at n = 2), and the prefix
hid the line's label. Each such line is read as the rest of it, its own line; a heading of a section
('Problem 2:', 'Part 1: sizes') keeps its words, not its k. A tag that names a version or an array
('[GPU]', '[x]') is the line's own and stays. Part of the grader (lines.without_prefixes calls it); pure
functions; each pattern anchored at a line's start and bounded; looked for in a text's first and last 256 KiB.
"""
import re

from .numbered import numbered_answers
from .rprints import r_printed
from .settingtags import settings_only
from .textends import at_the_ends

# A section's word, its k (two digits at most, a letter or '.1' after: 'Part 2b', 'Step 1.2'), then a
# separator ('Part 1:', 'Q1.', 'Step 2)', 'Part 3 - ') or the line's end or words with no digit (a heading).
# (a sub-part's letter in brackets too, 'Problem 1(a)'; a banner's marks before it: '=== Problem 1, n = 1000 ===')
_SECTION = re.compile(r"^([ \t]*)(?:(?:#{1,6}|={2,8}|-{2,8}|\*{1,3})[ \t]*)?((?i:part|question|problem|exercise|step|stage|"
                      r"phase|section|lab|homework|hw|assignment|item|q))[ \t]*(?:#|no\.)?[ \t]*\d{1,2}"
                      r"(?:[a-z]|\.\d{1,2}|\([a-z]{1,4}\))?"
                      r"(?:[ \t]*(?:[:.),]|[ \t]-)[ \t]*|[ \t]*[=*#-]{0,8}[ \t]*$|([ \t]+)(?=[A-Za-z(]))(?=([^\n]*))", re.MULTILINE)
# A heading's rest that names more parts, no value: 'Problem 1(a) and 1(b)', 'HW 3, Problem 1(a)'
_K = r"\d{1,2}(?:[a-z]|\([a-z]{1,4}\))?(?![\d.])"
_WORD = r"(?:(?i:part|question|problem|exercise|hw|homework|assignment|q)[ \t]*)"
_MORE_PARTS = re.compile(rf"(?:(?:and|&|or)[ \t]+{_WORD}?|{_WORD}){_K}(?:[ \t]*(?:,|and|&|or|-)[ \t]*{_WORD}?{_K})*"
                         r"(?:[ \t]*[:.])?(?:[ \t]*[=*#-]{1,8})?[ \t]*")  # (a first part named: 'Q1: 12' is no
# heading; no two runs of blanks side by side: linear)
# A homework's sub-part before a line's label: '(a) n = 1000', 'b) n+2: 1002', '(iv) memory ...' (a letter to w:
# an array's x or y is a label's; a roman numeral to ix); dropped.
_LETTERED = re.compile(r"^([ \t]*)(?:\((?:[a-w]|ii|iii|iv|vi|vii|viii|ix)\)|[a-w]\))[ \t]+(?=[A-Za-z])", re.MULTILINE)
# A numbered question's number ('1. What is n? 1000', '(1) What ...'), before _QUESTION.
_NUMBERED = re.compile(r"^([ \t]*)(?:\(\d{1,2}\)|\d{1,2}[.)])[ \t]+(?=(?i:what|how)[ \t])", re.MULTILINE)
# A numbered list's item number ('3. 1004004 total, ...', '4) 0.00374021 GB'): no value, where the text numbers
# a list (items 1 and 2 in the same style); dropped (before a value it was read as the value: 'found 3.').
_ITEM = re.compile(r"^([ \t]*)(\d{1,2})([.)])[ \t]+(?=\S)", re.MULTILINE)
_LABEL = re.compile(r"[^\d=:\n]{0,40}")  # (a rest's label: its start up to a digit or a separator)
_DIGIT = re.compile(r"\d")
_LETTER_FIRST = re.compile(r"[A-Za-z(]")
# A question and its answer: 'What is n? 1000', 'What is the total number of elements? 1004004'.
_QUESTION = re.compile(r"^([ \t]*)(?i:what|how[ \t]+many)[ \t]+(?i:is|are|was|were)[ \t]+(?:(?i:the)[ \t]+)?"
                       r"([A-Za-z][^?\n]{0,80})\?[ \t]+(?=[-+.\d])", re.MULTILINE)
# A log's tags in brackets (two at most), each a word or two and a number at most ('[init]', '[rank 0]').
_TAGS = re.compile(r"^([ \t]*)((?:\[[ \t]*[A-Za-z][A-Za-z_]{0,15}(?:[ \t]+[A-Za-z_]{1,15})?(?:[ \t]*[#:=]?[ \t]*\d{1,4})?"
                   r"[ \t]*\][ \t]*){1,2})(?=[A-Za-z(])", re.MULTILINE)
_TAG_WORD = re.compile(r"[A-Za-z]+")
# A one-word tag before a value and its unit or label ('[init] 0.00374021 GB per array', the thirtieth pass's D): the
# tag's word (a timer row's 'init') had made the line no field's
_TAG_BEFORE_VALUE = re.compile(r"^([ \t]*)(\[[ \t]*[A-Za-z][A-Za-z_]{0,15}[ \t]*\][ \t]*)"
                               r"(?=[-+]?\d[\d.]{0,20}(?:[eE][-+]?\d{1,3})?[ \t]{0,3}[A-Za-z])", re.MULTILINE)
# Tag words that are a line's own: an array's, a version's ('[GPU] y below = 12' and '[CPU] ...' differ).
_OWN_TAGS = {"x", "y", "gpu", "cuda", "device", "serial", "sequential", "parallel", "openmp", "omp", "mpi", "naive",
             "tiled", "shared", "reference", "ref", "kernel", "v", "version", "variant", "before", "after", "input",
             "output", "smoothed", "original", "a", "b", "c"}


def _section(m, repeated):
    rest = m.group(4)
    if m.group(2).lower() in repeated:
        return m.group(0)  # ('Step 1: y below = 5000', 'Step 2: y below = 625': a run's steps)
    if _LETTER_FIRST.match(rest) and m.group(3) is None:  # (no separator: a heading, or a step's line:
        return m.group(1)  # 'Step 2 below :: 40'; 'Part 1: n = 1000': 'n = 1000')
    if not _DIGIT.search(rest):
        return _DIGIT.sub("", m.group(0))  # (a heading: 'Problem 2:', 'Part 1', no k)
    return m.group(0)


def _repeated(found):
    """The section words before one label twice or more ('Step 1: y below', 'Step 2: y below': a run's
    steps, each its own result)."""
    seen, repeated = set(), set()
    for m in found:
        if _LETTER_FIRST.match(m.group(4)) and _DIGIT.search(m.group(4)):
            key = (m.group(2).lower(), _LABEL.match(m.group(4)).group().strip().lower())
            if key in seen:
                repeated.add(key[0])
            seen.add(key)
    return repeated


def _sections(text):
    found = list(_SECTION.finditer(text))
    if not found:
        return text
    repeated, pieces, at = _repeated(found), [], 0
    for m in found:
        if m.group(4) and m.group(2).lower() not in repeated and _MORE_PARTS.fullmatch(m.group(4)):
            pieces += [text[at:m.start()], _DIGIT.sub("", m.group(0) + m.group(4))]  # (a heading of parts: no k)
            at = m.end() + len(m.group(4))
            continue
        pieces += [text[at:m.start()], _section(m, repeated)]
        at = m.end()
    return "".join(pieces) + text[at:]


# A source file's name and line before a line's words, on that line alone ('smooth.c:43: ', MSVC's and
# __FILE__(__LINE__)'s 'smooth.c(60): ', 'smooth.c, line 43: ', Python logging's 'smooth.py:42 ', in parentheses
# '(smooth.c:43) '): no value, no label. Not a compiler's diagnostic ('smooth.c:12:5: warning: ...').
_FILE_LINE = re.compile(r"^([ \t]*)\(?(?:[A-Za-z]:)?[A-Za-z_.\\/][\w./\\-]{0,80}?"
                        r"\.(?:c|h|cc|cpp|cxx|hpp|cu|cuh|py|f|f90|f95|for|java|rs|go|jl|m|r|js|ts|cs)"
                        r"(?:\(\d{1,6}(?:,\d{1,4})?\)|:\d{1,6}(?::\d{1,4})?|,[ \t]*line[ \t]+\d{1,6})\)?"
                        r"(?:[ \t]*:)?[ \t]+(?!(?:warning|error|note|fatal|remark|in)\b)(?=[A-Za-z(])",
                        re.MULTILINE | re.IGNORECASE)
# A tag of the host's ('[cpu]', '[host]') is a version's where another version's is found ('[GPU]').
_HOST_TAGS = {"cpu", "host"}
_OTHER_VERSION = re.compile(r"(?i)\[[ \t]*(?:gpu|cuda|device|parallel|openmp|omp|mpi|naive|tiled)")


def _tags(m, own):
    words = {w.lower() for w in _TAG_WORD.findall(m.group(2))}
    # (a version's tag on a line of settings or sizes alone hides its label: no version's, dropped: settingtags.py)
    return m.group(0) if words & own and not settings_only(m.string, m.end()) else m.group(1)


def without_parts(text):
    """text with its lines' section prefixes, numbered questions' numbers and log tags dropped (above), in
    its first and last textends.SAMPLE characters (a long log's middle is read as it is: its cost bounded)."""
    return at_the_ends(text, _parts)


def _parts(text):
    if "[" in text:
        own = _OWN_TAGS | _HOST_TAGS if _OTHER_VERSION.search(text) else _OWN_TAGS
        text = _TAG_BEFORE_VALUE.sub(lambda m: _tags(m, own), _TAGS.sub(lambda m: _tags(m, own), text))
    if "." in text:
        text = _FILE_LINE.sub(r"\1", text)
    if ")" in text:
        text = _LETTERED.sub(r"\1", text)
    text = _sections(text)
    if "?" in text:
        text = _QUESTION.sub(r"\1\2: ", _NUMBERED.sub(r"\1", text))
    text = r_printed(text)  # (R's '[1] 1002', ..., '[1] 1.2e-05': the summary's values in its order, rprints.py)
    if "1." in text or "1)" in text:
        text = numbered_answers(text)  # ('1. 1002', ..., '9. 12 1.2e-05': the summary's values in its order)
        items = {(m.group(2), m.group(3)) for m in _ITEM.finditer(text)}
        style = next((mark for mark in ".)" if ("1", mark) in items and ("2", mark) in items), None)
        text = _ITEM.sub(lambda m: m.group(1) if m.group(3) == style else m.group(), text) if style else text
    return text
