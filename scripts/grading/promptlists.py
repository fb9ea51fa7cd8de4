"""promptlists.py - a pasted session's command that lists names or expressions with no call around them, its
values shown together on the line under it: Julia's `julia> t, a, b, c` over `(0.1, 0.05, 0.1, 0.4)`, `julia>
(n+2, n)` over `(1002, 1000)`, R's `> c(a, b, c)` over `[1] 0.05 0.10 0.40`, `> c(t, a, b, c)`, MATLAB's `>> [a,
b, c]` over `0.0500 0.1000 0.4000` (the thirty-first pass's F11). Before, a bare tuple was no code (not a name,
call or assignment): the prompt's line was kept as a printed label and its values under it read as nobody's, and
R's `c(a, b, c)` was a call whose three values prompts.py read only as one: the threshold and the constants
missing. Now each item is the label of its value ('t :: 0.1', 'a :: 0.05'), as a print of several expressions is
(promptheads.each_valued). Only 2 to 8 items, no item an assignment, and as many numbers on the next line
(a tuple's, a vector's or R's '[1] ' line); a call's arguments (`print(a, b)`, `f(a, b)`) are prompts.py's own.
Part of the grader (prompts.without_prompts asks it); pure functions.
"""
import re

from .promptheads import each_valued

# a list's brackets: R's 'c(...)' (its vector), a tuple's '(...)', a vector's '[...]'; or none
_WRAPPED = re.compile(r"(?:c[ \t]{0,4}\(|\(|\[)(.{1,236})[)\]]")
_ASSIGNS = re.compile(r"(?<![=<>!~])=(?!=)|<-")


def listed_values(command, line):
    """The lines 'item :: value' of a command that lists 2-8 items over `line` of as many numbers; else None."""
    body = command.strip().rstrip("; \t")
    if "," not in body or len(body) > 240 or _ASSIGNS.search(body):
        return None
    wrapped = _WRAPPED.fullmatch(body)
    if wrapped is not None and _balanced(wrapped.group(1)):
        body = wrapped.group(1).strip()
    elif not _balanced(body) or re.match(r"@?[A-Za-z_][\w.]{0,40}[ \t]*[(\[]", body) and _one_call(body):
        return None  # (a call's arguments: 'print(a, b)', 'f(a, b)', prompts.py's)
    return each_valued(body, line)


def _balanced(text):
    depth = 0
    for ch in text:
        depth += ch in "([{"
        depth -= ch in ")]}"
        if depth < 0:
            return False
    return depth == 0


def _one_call(body):
    """Whether the body is one call whose brackets close at its end ('f(a, b)'), not a list of items ('f(a), b')."""
    depth = 0
    for k, ch in enumerate(body):
        depth += ch in "([{"
        depth -= ch in ")]}"
        if depth == 0 and ch in ")]}":
            return k == len(body) - 1
    return False
