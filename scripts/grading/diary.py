"""diary.py - a MATLAB/Octave `diary` file: the session's commands written without their `>>` prompts, each
command's result under it as MATLAB shows it (`nnz(y(2:end-1,2:end-1) < t)`, a blank line, `ans =`, a blank
line, `    13`; `cx`, then `cx =` and its value; Octave's `ans = 13` on one line). The thirty-second pass's H5:
before, the commands were read as printed lines and their answers as nobody's: after a right output, a wrong
`ans` of 13 under Y's command passed; `size(x, 1)` made the row "1002 and 1", `numel(x)*4/2^30` the total
"1004004 and 4". Now a line of code over an `ans =` (or over its own name's echo) is a command typed, and in a
file that holds one, so are the other lines of code (`x = init(n);`, `disp(nnz(y < t))`, `diary off`): each
gets the prompt the session would have shown, and prompts.py reads the file as the session it is (an `ans`
labelled by its command: a wrong 13 fails on Y). A program's label over an `ans` (`Number of elements ...`,
words side by side) is no code. Part of the grader (headings.py asks it); pure functions, bounded patterns, a line looked at a few times, the
text's ends only (textends.at_the_ends).
"""
import re

from .textends import at_the_ends

# an answer's line: MATLAB's 'ans =' (its value below) or Octave's 'ans = 13'; a name's echo: MATLAB's 'cx ='
_ANSWER = re.compile(r"[ \t]*ans[ \t]*=(?!=)[^\n]{0,80}")
_ECHO = re.compile(r"[ \t]*([A-Za-z]\w{0,40})[ \t]*=[ \t]*")
_ANY_ANSWER = re.compile(r"^[ \t]*(?:ans|[A-Za-z]\w{0,40})[ \t]*=[ \t]*\r?$|^[ \t]*ans[ \t]*=", re.MULTILINE)
# a line of MATLAB code: a name, a number or a bracket first (a letter somewhere), then names, numbers, operators, brackets, strings
_CODE = re.compile(r"[ \t]*(?=[^\n]{0,240}[A-Za-z_])[\w(\[][\w.()\[\]{} \t+\-*/\\^',;:<>=~&|!%\"]{0,240}")
# what code is not: a program's words side by side ('Number of elements'), the tutorial's '::'; strings and a
# vector's brackets ('[a b c]') taken out first
_STRING = re.compile(r"'[^'\n]{0,200}'|\"[^\"\n]{0,200}\"|\[[^\[\]\n]{0,200}\]")
_WORDS = re.compile(r"[\w)\]][ \t]+[A-Za-z_(]|::")
# MATLAB's command syntax and print calls: code without an answer under it
_COMMAND_WORDS = re.compile(r"[ \t]*(?:diary|format|clc|clear|close|more)\b[ \t\w]{0,40}$")
_PRINTS = re.compile(r"[ \t]*(?:disp|display|fprintf|printf)[ \t]*\(")
_NAME = re.compile(r"[ \t]*([A-Za-z_]\w{0,40})[ \t]*(?:=(?!=)|$)")
_PROMPTED = re.compile(r"[ \t]*(?:>|octave|In[ \t]*\[|julia>)")


def _code(line):
    """Whether a line is MATLAB code: an expression, an assignment or a call, no words side by side."""
    if len(line) > 240 or not _CODE.fullmatch(line) or _PROMPTED.match(line):
        return False
    return _WORDS.search(_STRING.sub("''", line.strip().rstrip(";,"))) is None


def _command_over(lines, at):
    """The index of the line of code an answer or echo at lines[at] is the result of (up to three blank lines
    over it), else None."""
    before = at - 1
    while before >= 0 and at - before <= 4 and not lines[before].strip():
        before -= 1
    if before < 0 or at - before > 4 or not _code(lines[before]):
        return None
    if _ANSWER.fullmatch(lines[at]):
        named = _NAME.match(lines[before])  # (an assignment echoes its name, not ans)
        return before if named is None or named.group(1) == "ans" or not lines[before].strip().startswith(
            named.group(1)) or "=" not in lines[before] else None
    echo = _ECHO.fullmatch(lines[at])
    named = _NAME.match(lines[before].rstrip(";, \t"))
    return before if echo and named and named.group(1) == echo.group(1) else None


def diary_prompted(text):
    """text with a diary's commands behind MATLAB's prompt ('>> '), each where it was; text itself where no line
    of code has an answer or its name's echo under it. In a long text's first and last textends.SAMPLE characters
    (a 60 MiB log's lines looked at one by one cost seconds)."""
    return at_the_ends(text, _prompted) if "=" in text else text


def _prompted(text):
    if _ANY_ANSWER.search(text) is None:
        return text
    lines = text.split("\n")
    bodies = [line[:-1] if line.endswith("\r") else line for line in lines]  # (CRLF's lines as LF's)
    commands = set()
    for at, body in enumerate(bodies):
        if "=" in body and (_ANSWER.fullmatch(body) or _ECHO.fullmatch(body)):
            command = _command_over(bodies, at)
            if command is not None:
                commands.add(command)
    if not commands:
        return text
    for at, body in enumerate(bodies):  # (the session's other code: statements, command syntax, prints)
        if at not in commands and (_COMMAND_WORDS.fullmatch(body) or _code(body) and (
                body.rstrip().endswith(";") and ("=" in body or "(" in body) or _PRINTS.match(body))):
            commands.add(at)
    return "\n".join(">> " + line if at in commands else line for at, line in enumerate(lines))
