"""promptheads.py - a prompt's line that gives names numbers and then runs code on the same line (IPython's
`In [3]: n = 1000; print(n + 2, n, (n+2)**2, n**2)`, Python's `>>> n = 1000; n + 2`, MATLAB's `>> n = 1000;
disp([n+2, n^2])`): its head of assignments is the output's value as the same assignments alone on their line are
(prompts.py keeps `n = 1000`), and its code after them is the command, whose value may be shown under it. And a print
of several expressions over a line of as many numbers (`print(n + 2, n, (n+2)**2, n**2)` over `1002 1000 1004004
1000000`): each number labelled by its expression (`n + 2 :: 1002`), as one expression's value is. Where an
argument is a string, or the counts differ, nothing is labelled. Part of the grader (prompts.without_prompts asks
it); pure functions, anchored patterns, linear.
"""
import re

_NUMBER = r"[+-]?(?:\d{1,15}(?:\.\d{0,15})?|\.\d{1,15})(?:[eE][+-]?\d{1,3})?"
# the head: one or more 'name = number' each closed by ';' (or ',' in MATLAB), then code
_HEAD = re.compile(rf"((?:[A-Za-z]\w{{0,40}}[ \t]{{0,4}}(?:=|<-)[ \t]{{0,4}}{_NUMBER}[ \t]{{0,4}}[;,][ \t]{{0,4}}){{1,8}})"
                   r"(?=[A-Za-z_@(\[])")
# (the line stripped: each run of blanks bounded, none beside another)
_VALUES = re.compile(rf"(?:\[1\][ \t]{{0,8}})?[(\[]?[ \t]{{0,8}}{_NUMBER}(?:(?:[ \t]{{0,8}},[ \t]{{0,8}}|[ \t]{{1,40}}){_NUMBER})"
                     r"{1,7}[ \t]{0,8}[)\]]?")
_ONE_NUMBER = re.compile(_NUMBER)


def head_split(command):
    """(the head's assignments as their own line, e.g. 'n = 1000', the code after them) of a prompt's command that
    gives names numbers before its code; None where it has no such head."""
    if "=" not in command or ";" not in command and "," not in command:
        return None
    m = _HEAD.match(command)
    if m is None:
        return None
    head = m.group(1).rstrip(" \t;,")
    return head, command[m.end():]


def _arguments(inner):
    """The top-level comma-separated arguments of a call's bracket's inside; None where one is a string or the
    brackets do not close."""
    if '"' in inner or "'" in inner:
        return None
    pieces, depth, start = [], 0, 0
    for k, ch in enumerate(inner):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth < 0:
                return None
        elif ch == "," and depth == 0:
            pieces.append(inner[start:k].strip())
            start = k + 1
    pieces.append(inner[start:].strip())
    return pieces if depth == 0 and all(pieces) else None


def each_valued(label, line):
    """The lines 'expression :: value' of a print of 2-8 expressions ('n + 2, n, (n+2)**2, n**2', MATLAB's '[n+2, n]')
    over a line of as many numbers; None otherwise."""
    if len(label) > 240 or len(line) > 400:
        return None
    if label.startswith("[") and label.endswith("]"):
        label = label[1:-1]
    arguments = _arguments(label)
    if arguments is None or not 2 <= len(arguments) <= 8 or _VALUES.fullmatch(line.strip()) is None:
        return None
    values = _ONE_NUMBER.findall(line.replace("[1]", ""))
    if len(values) != len(arguments):
        return None
    return "\n".join(f"{a} :: {v}" for a, v in zip(arguments, values))
