"""ompclauses.py - an OpenMP reduction clause as a count's label (the thirty-fourth pass's M2): `omp
reduction(+:count_x) -> 100024`, `reduction(+:ny) = 12`, `#pragma omp parallel for reduction(+:count_y): 12`.
The clause's colon split its line (`omp reduction(+` a label, `count_x) -> 100024` its value) and its words named
no field: a right output was UNGRADED, a wrong count unread. Now the clause, with the pragma's words just before it,
is written as its variable, `count_x -> 100024`, `ny = 12`, read as any count's line (a bracketed version's word
would hide a terse `ny` from nxcounts.py). Only where a value follows the clause (a separator
at most, then a number): a source's pragma echoed (`#pragma omp parallel for reduction(+:count)`, `... schedule(static)`)
stays as it was. Line for line. Part of the grader (wholetext.ready asks it); bounded patterns on one line each.
"""
import re

# the clause, its operator and one variable, then a value after it (a separator at most between)
_CLAUSE = re.compile(r"(?i)reduction[ \t]{0,2}\([ \t]{0,2}(?:\+|\*|-|\||max|min)?[ \t]{0,2}:[ \t]{0,2}"
                     r"([A-Za-z_][\w.]{0,40})[ \t]{0,2}\)(?=[ \t]{0,4}(?::|=|->|=>|\u2192)?[ \t]{0,4}[+-]?\.?\d)")
# the pragma's words right before it ('#pragma omp parallel for ', 'omp ', '!$omp parallel do '), or none; no word
# glued to the clause ('noreduction(+:y) 12')
_LEAD = re.compile(r"(?i)(?<!\w)(?:(?:#[ \t]{0,4}pragma|!\$omp)[ \t]{1,4})?(?:(?:omp|parallel|for|do|simd)[ \t]{1,4}){0,5}$")


MOST = 4096  # (clauses looked at: a bounded cost on a log of pragmas)


def _places(text):
    """Where the clause may start, in order: after its first letter, 'eduction' or 'EDUCTION' (a literal's search is
    str.find's, two scans of the text; the pattern's own scan of a 60 MB text with no literal start: 0.5 s)."""
    places = []
    for literal in ("eduction", "EDUCTION"):
        place = text.find(literal, 1)
        while place >= 0 and len(places) < 2 * MOST:
            places.append(place - 1)
            place = text.find(literal, place + 1)
    return sorted(places)[:MOST]


def omp_reductions_read(text):
    """text with each OpenMP reduction clause that labels a value written as its variable (see above)."""
    pieces, at = [], 0
    for place in _places(text):
        m = _CLAUSE.match(text, place)
        if m is None or place < at:
            continue
        lo = max(at, place - 80)  # (the lead is short: no look further back)
        lead = _LEAD.search(text, text.rfind("\n", lo, place) + 1 or lo, place)
        if lead is not None:  # (its name alone: 'ny = 12' read by its value, nxcounts.py)
            pieces += [text[at:lead.start()], m.group(1)]
            at = m.end()
    return "".join(pieces) + text[at:] if pieces else text
