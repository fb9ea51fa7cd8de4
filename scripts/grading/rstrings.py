"""rstrings.py - R's print of a character vector with several strings on a line (the twenty-ninth pass's M3):
'[1] "x below t: 100024 (0.100024)" "y below t: 12 (1.2e-05)"', R wrapping 'print(c(sprintf(...), ...))' as
'[1] "row length 1002"        "n 1000"   ...' / '[4] ...'. Before, only the line's first string was read (the
second string's count lost: Y MISSING). Each such line is written as its strings apart by '; ' (a line that
gives several fields: 'x below t: 100024 (0.100024); y below t: 12 (1.2e-05)'), its index and quotes dropped.
Only a whole line of an index '[k]' and two or more double-quoted strings with no quote or backslash in them
(R escapes a quote inside a string); a line of one string is left to the rules that read it (pairdisplays.py).
Every line keeps its number. Part of the grader (wholetext.ready asks it first, in a text's first and last 256
KiB); one anchored bounded pattern a line.
"""
import re

_VECTOR = re.compile(r'^[ \t]{0,8}\[\d{1,6}\](?:[ \t]{1,40}"[^"\\\n]{0,200}"){2,32}[ \t]{0,40}$', re.MULTILINE)
_STRING = re.compile(r'"([^"\\\n]{0,200})"')


def r_strings_split(text):
    """text with each such line written as its strings apart by '; ' (module docstring)."""
    if '] "' not in text:
        return text
    return _VECTOR.sub(lambda m: "; ".join(s.strip() for s in _STRING.findall(m.group(0)) if s.strip()), text)
