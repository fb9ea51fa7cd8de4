"""storedcounts.py - a memory's label before a count of elements (`Storage: 1004004 floats per array (1000000
inner), 0.00374021 GB each`, `Memory: 1004004 doubles per array, 0.00748 GB`, `Allocation = 1004004 elements`): the
label's memory word was taken for the whole line, so the count of floats was read as a memory (the memory FAILed
'1004004 and 0.00374021') and the sizes after it were lost (total and inner total MISSING: the twenty-ninth pass's
H12). A count with an element's noun after it (floats, doubles, elements, values, cells, ...) is no memory: the
line is read from the count on, as a line of its own (loggers.prepared's plan of it), the label left out. A memory
in bytes or words (`Storage: 4016016 bytes per array`) is no count of elements and is read as before. Part of the
grader (loggers.prepared asks it); one anchored pattern of bounded runs.
"""
import re

_STARTS = ("stor", "memo", "foot", "allo", "mem ", "mem:", "mem=", "ram:", "ram ", "buff")
_STORED = re.compile(
    r"[ \t]{0,8}(?:storage|memory(?:[ \t]{1,3}(?:use|usage|used|footprint|needed|required))?|footprint|allocation"
    r"|allocated|alloc|mem|ram|buffers?)(?:[ \t]{1,3}(?:per[ \t]{1,3}array|each))?[ \t]{0,3}[:=][ \t]{0,3}"
    r"(?=\d{1,12}[ \t]{1,3}(?:(?:single|double|inner|interior|total)[ \t]{1,3})?"
    r"(?:floats?|doubles?|elements?|values?|cells?|entries|entry|items?|numbers?|ints?|reals?|points?)\b)",
    re.IGNORECASE)


def _shifted(plan, by):
    """A plan's parts with each span moved `by` characters (a literal kept)."""
    return tuple(tuple((item[0] + by, item[1] + by) if isinstance(item, tuple) else item for item in part) for part in plan)


def stored_counts(rest, prepared):
    """The plan (statements.py's) of a line whose memory label comes before a count of elements: the line from the
    count on, as loggers.prepared reads it (module docstring); else None."""
    if len(rest) > 300 or rest.lstrip(" \t")[:4].lower() not in _STARTS:
        return None
    m = _STORED.match(rest)
    if m is None:
        return None
    at, plan = prepared(rest[m.end():])[:2]
    offset = m.end() + at
    return _shifted(plan, offset) if plan else (((offset, len(rest)),),)
