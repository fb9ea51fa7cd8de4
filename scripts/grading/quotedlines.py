"""quotedlines.py - a line that is wholly a quoted string (the thirty-first pass's fixer fb31, h34 H3): R's print of
one string ('[1] "n = 1000 (row 1002)"'), Julia's or a Python repr's ('"n = 1000 (row 1002)"', "'n = 1000 (row
1002)'"), a laid-out JSON list's item ('  "total elements: 1004004 (inner 1000000)",') or a list of strings on one
line ('["n = 1000 (row 1002)", "total elements: 1004004 (inner 1000000)"]'). Before, the quotes made the line another
shape than its content's: a bracket's statement was not at the line's end any more ('(row 1002)"'), so row and the
inner total were MISSING from a right output, and '[1] "Y = 13"' after the counts passed unread. Each is written as
its content (a list's strings apart by '; ', as rstrings.py writes R's vectors), its index and quotes dropped, so
that it reads as the unquoted line does.
Only a string holding a letter and a digit (a statement of a value: a heading's quoted words, '[1] "x"' or a quoted
bare number are left to the rules that read them, pairdisplays.py, prompts), with no quote of its own kind and no
backslash in it (an escape: a C format's '"... %d\\n",' pasted from a source). Part of the grader (wholetext.ready
asks it after rstrings.py, in a text's first and last textends.SAMPLE characters); one anchored bounded pattern a
line.
"""
import re

_STRING = r'"[^"\\\n]{1,300}"|\'[^\'\\\n]{1,300}\''
# a whole line: R's index at most, then one string (a JSON list's item: its comma), or a bracketed list of strings
_QUOTED = re.compile(rf"^([ \t]{{0,16}})(?:\[\d{{1,6}}\][ \t]{{1,8}})?(?:({_STRING})[ \t]{{0,4}},?|"
                     rf"[\[(][ \t]{{0,4}}((?:{_STRING})(?:[ \t]{{0,4}},[ \t]{{0,4}}(?:{_STRING})){{0,31}})"
                     rf"[ \t]{{0,4}},?[ \t]{{0,4}}[\])][ \t]{{0,4}},?)[ \t]{{0,40}}$", re.MULTILINE)
_ITEM = re.compile(_STRING)
_STATES = re.compile(r"[A-Za-z][^\n]*\d|\d[^\n]*[A-Za-z]")  # a letter and a digit


def _content(m):
    strings = [m.group(2)] if m.group(2) else _ITEM.findall(m.group(3))
    inner = [s[1:-1].strip() for s in strings]
    if not any(_STATES.search(s) for s in inner):
        return m.group(0)
    return m.group(1) + "; ".join(s for s in inner if s)


def quoted_lines_read(text):
    """text with each wholly quoted line written as its content (module docstring); other lines as they were."""
    if '"' not in text and "'" not in text:
        return text
    return _QUOTED.sub(_content, text)
