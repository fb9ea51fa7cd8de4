"""bothmemory.py - both arrays' memory in brackets beside one array's ('memory per array = 0.00374021 GB (2 arrays:
0.00748042 GB)', '(both: 0.00748042 GB)', '(x + y: ...)', 'Wrote x and y (2 x 0.00374021 GB = 0.00748042 GB) to disk'): rewritten in place as the
per-array memory and a clause of both arrays' ('memory per array = 0.00374021 GB, 0.00748042 GB for both
arrays', beside.memories' layout), so that both are judged and a wrong one fails. Part of the grader; pure
functions.
"""
import re

_NUM = r"(\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)"
_UNIT = r"((?:[KMGT]i?B|[KMG]B|bytes)\b)"
# '(2 arrays: 0.00748042 GB)', '(both arrays = ...)', '(two arrays 0.00748042 GB)' after a memory with its unit
# (and 'both', 'x and y', 'x+y' alone: '(both: 0.00748042 GB)', '(x + y = 0.00748042 GB)'; the first's unit may be its
# label's: 'Memory (GB) used per array :: 0.00374021 (both: 0.00748042 GB)')
_ARRAYS = re.compile(rf"(?i)(?<![\w.]){_NUM}[ \t]*(?:{_UNIT}[ \t]*)?\([ \t]*(?:(?:2|two|both)[ \t]+arrays?|both|"
                     rf"(?:for[ \t]+)?both[ \t]+x[ \t]+and[ \t]+y|x[ \t]*(?:\+|&|and)[ \t]*y)[ \t]*[:=]?[ \t]*"
                     rf"{_NUM}[ \t]*{_UNIT}[ \t]*\)")
# '2 x 0.00374021 GB = 0.00748042 GB' (in brackets or not), '2 arrays x 0.00374021 GB = ...' (the corpus's p19-e28:
# its factor, one array's memory, was not judged, a wrong one passed), '2 arrays * 0.00374021 GiB each = ...'
_TIMES = re.compile(rf"(?i)(?<![\w.])(?:2|two)(?:[ \t]{{1,3}}arrays?)?[ \t]{{0,3}}(?:x|\*|\u00d7)[ \t]{{0,3}}{_NUM}[ \t]{{0,3}}"
                    rf"{_UNIT}(?:[ \t]{{1,3}}each)?[ \t]{{0,3}}=[ \t]{{0,3}}{_NUM}[ \t]{{0,3}}{_UNIT}")
# '0.00374021 GB x 2 = 0.00748042 GB', '0.00374021 GB x 2 arrays = ...' (the factor first)
_TIMES_AFTER = re.compile(rf"(?i)(?<![\w.]){_NUM}[ \t]{{0,3}}{_UNIT}(?:[ \t]{{1,3}}each)?[ \t]{{0,3}}(?:x|\*|\u00d7)[ \t]{{0,3}}"
                          rf"(?:2|two)(?:[ \t]{{1,3}}arrays?)?[ \t]{{0,3}}=[ \t]{{0,3}}{_NUM}[ \t]{{0,3}}{_UNIT}")
_ANY = re.compile(r"(?i)arrays?|both|[x*\u00d7][ \t]*\d|\(x")


def both_memories(text):
    """text with each line of both arrays' memory beside one array's rewritten in place; others as they were."""
    if not _ANY.search(text) or ("B" not in text and "bytes" not in text):
        return text
    text = _ARRAYS.sub(lambda m: f"{m.group(1)}{' ' + m.group(2) if m.group(2) else ''}, {m.group(3)} {m.group(4)} for both "
                                 "arrays", text)
    if "=" not in text:
        return text
    pieces, at = [], 0
    found = sorted(list(_TIMES.finditer(text)) + list(_TIMES_AFTER.finditer(text)), key=lambda m: m.start())
    for m in found:  # (the line's other words dropped: 'Wrote x and y (...) to disk')
        start = text.rfind("\n", 0, m.start()) + 1
        end = text.find("\n", m.end())
        end = len(text) if end < 0 else end
        if start < at:
            continue
        pieces += [text[at:start], f"memory per array = {m.group(1)} {m.group(2)}, {m.group(3)} {m.group(4)} for both arrays"]
        at = end
    return "".join(pieces) + text[at:] if pieces else text
