"""allocline.py - an allocation's line giving the elements of each array, its inner elements and its memory
('alloc 2 x 1004004 floats (inner 1000000), 0.00374021 GB each', 'alloc 1004004 floats (inner 1000000),
0.00374021 GB each', 'allocating 2*1004004 doubles (interior: 1000000); 0.00748 GiB per array'): read as one
statement, the '2 x' (two arrays) its value, it gave no total and no inner total, and without the '2 x' no memory
either (h26 F4). The plan (loggers.prepared's) makes a statement of '1004004 floats' (an area: the total or the
inner total by its size, sizes.place_sizes), one of the bracket's inner count, and one of the memory where it
says it is each array's ('each', 'per', 'array'); a memory of both arrays ('0.00748 GB total') is left out, not
read as one array's. (wholetext.ready has made a '2 x' 'arrays of' by then.) Anchored
and bounded: no backtracking. Part of the grader; pure functions.
"""
import re

_ALLOC = re.compile(
    r"[ \t]{0,8}(?:alloc(?:ated|ating|ate)?|malloc(?:ed|ing)?|reserv(?:ed|ing)|creat(?:ed|ing)|using)\b[ \t:]{1,3}"
    r"(?:(?:2|two)[ \t]{0,2}[x\u00d7*][ \t]{0,2}|(?:(?:2|two)[ \t]{1,2})?(?:arrays|buffers)[ \t]{1,2}of[ \t]{1,2})?"
    r"(\d{1,12}[ \t]{1,3}(?:floats?|doubles?|elements?|values?|cells?|points?|entries)\b)"
    r"(?:[ \t]{0,3}\([ \t]{0,2}((?:inner|interior)[ \t:=]{1,3}\d{1,12}|\d{1,12}[ \t]{1,3}(?:inner|interior)\b)"
    r"[^()\n]{0,40}\))?"
    r"(?:[ \t]{0,3}[,;][ \t]{0,3}(\d[^\n]{0,80}))?[ \t.]{0,3}$", re.IGNORECASE)
_EACH = re.compile(r"\b(?:each|per|array)\b", re.IGNORECASE)
_MEMORY = re.compile(r"\d[\d.eE+-]{0,20}[ \t]{0,2}(?:[KMGT]i?B|bytes)\b", re.IGNORECASE)


def allocated_counts(text):
    """A plan for an allocation's line: its elements, its inner elements, its memory where each array's; None
    for any other line."""
    if len(text) > 300:
        return None
    said = _ALLOC.match(text)
    if said is None or not (said.group(2) or said.group(3)):
        return None  # ('alloc 1004004 floats': read as it was)
    plan = [(said.span(1),)]
    if said.group(2):
        plan.append((said.span(2),))
    if said.group(3) and _MEMORY.match(said.group(3)) and _EACH.search(said.group(3)):
        plan.append((said.span(3),))
    return tuple(plan)
