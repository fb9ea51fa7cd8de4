"""checked.py - a self-check's line: a program's own value printed beside the reference it is checked
against (`Number below threshold (X): expected 100024, got 99001 MISMATCH`, `got 99001 (expected
100024)`). The own value is the field; the reference's is read as a second result of it. Part of
the grader (statements.py asks it first); pure functions.

    plan = own_value(line)    # None, or (own statement, reference statement)
    seen = counts_elsewhere(header)    # [(whole number, where)]: printed on lines that name no field
"""
import re

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
_CHECK_WORDS = re.compile(rf"(?i)\b{_REFERENCE}\b")


def own_value(line):
    """The line as its program's own value and the reference's beside it, where it prints both;
    else None."""
    if len(line) > 400 or not _CHECK_WORDS.search(line):
        return None
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
