"""longrecords.py - a record on one line past lines.MAX_LINE that holds a long array: Python's `json.dumps` of a
result dict with the whole grid, `{"n": 1000, "count_x": 100024, ..., "x": [0.84, 0.39, ... a million numbers]}`
or the array first and the keys after it (h33 H12). Cut to its first 4096 characters, the keys after the array were
lost and the ones before it sat beside thousands of numbers (UNGRADED). Each long bracket of numbers is written
`[...]` (a list of such brackets, a 2-D array's rows, too), so the record's short keyed fields are read as a short
record's are. Part of the grader; one bounded pass over the line, nothing copied but the short parts.
"""
import re

# A bracket of 64 characters or more with no bracket, brace, quote or colon inside: a list of numbers (and
# their commas, blanks, nan, true...); a short one ('[0.05, 0.1, 0.4]', '[1002, 1002]') is a field and stays.
_LONG = re.compile(r"\[[^\[\]{}\"':]{64,}\]")
# brackets of elided rows alone: a 2-D array ('[[...], [...], ...]'), one bracket in turn
_ROWS = re.compile(r"\[(?:[ \t,]*\[\.\.\.\])+[ \t,]*\]")
# a record's opening: a brace near the line's start ('{"n": ...', "result = {'n': ...", 'print(dict(...' no)
_OPENING = 64


def elided(text, begin, end, limit):
    """text[begin:end] (a line) with its long brackets of numbers written '[...]', where the line is a record
    (a brace in its first characters) and so shortened to `limit` characters at most, with a number left
    outside them; else None (the line is cut as before)."""
    if text.find("{", begin, min(end, begin + _OPENING)) < 0:
        return None
    pieces, size, at = [], 0, begin
    for m in _LONG.finditer(text, begin, end):
        pieces.append(text[at:m.start()])
        pieces.append("[...]")
        size += m.start() - at if m.start() - at > 4 else 0  # (the ', ' between a 2-D array's rows: none)
        at = m.end()
        if size > 4 * limit:  # (a line of keys and values, or of records: no long array to take out)
            return None
    if at == begin or end - at > 4 * limit:
        return None
    pieces.append(text[at:end])
    line = "".join(pieces)
    while len(line) > limit and "[[" in line.replace(" ", ""):
        shorter = _ROWS.sub("[...]", line)
        if shorter == line:
            break
        line = shorter
    return line if len(line) <= limit and any(c.isdigit() for c in line) else None
