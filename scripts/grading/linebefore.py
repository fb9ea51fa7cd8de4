"""linebefore.py - the line before a place in a text, blank lines passed over: what a heading's rule looks at
(barecounts.py, elliptic.py). Part of the grader; a pure function, linear in the lines passed over.
"""


def line_before(text, start):
    """The line before `start`, blank lines passed over, stripped ('' at the text's start)."""
    end = start
    while end > 0:
        begin = text.rfind("\n", 0, end - 1) + 1
        line = text[begin:end].strip()
        if line:
            return line
        end = begin
    return ""
