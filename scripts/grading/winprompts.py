"""winprompts.py - a Windows shell's prompt before a command pasted above an output (the thirty-third pass's H8): cmd.exe's
`C:\\hw3> stencil.exe 1000`, `c:\\Users\\ana\\hw3>stencil 1000`, PowerShell's `PS C:\\hw3> .\\stencil.exe 1000`. Before,
the drive's letter and its colon were read as a label: `C: ... 1000` the constant c (FAIL constants, `0.05 0.1 0.4 and
c = 1000`). Now the prompt is written as a Unix shell's `$ `, whose command line is read as before (its words no
field's). Only at a line's start: a drive's letter, `:\\`, a path of no line end or `<>|"`, then `>`. Asked by
wholetext.ready first; one anchored pattern of bounded runs a line: linear. Part of the grader; pure functions.
"""
import re

_PROMPT = re.compile(r'(?m)^([ \t]{0,8})(?:PS[ \t]{1,4})?[A-Za-z]:\\[^\n<>|"]{0,200}?>[ \t]{0,4}(?=\S)')


def windows_prompts_plain(text):
    """text with each Windows prompt at a line's start as '$ '."""
    if ":\\" not in text:
        return text
    return _PROMPT.sub(lambda m: m.group(1) + "$ ", text)
