"""gluedconstants.py - the smoothing constants as one key's list on a terse line of `key=value` statements
(`N=1002 n=1000 t=0.1 abc=0.05,0.1,0.4 belowX=100024 ...`; Python's f"{t=} {abc=}" prints `abc=(0.05, 0.1, 0.4)`;
`weights=[0.05 0.1 0.4]`, `coeffs=0.05/0.1/0.4`): the line's statements are cut at its blanks and commas, and
the list's commas cut the constants too (`abc=0.05,0.1` read: two constants, a right answer failed). The key's
list is written as the three statements it is, `a=0.05 b=0.1 c=0.4`, which the line's other rules read (singles.py).
Only where the key names the constants (words.classify: `abc`, `a,b,c`, `weights`, `coeffs`, `constants`), the
list holds three numbers and nothing else, and the line's other words are `key=value` statements too (a sentence
is read as before). Part of the grader (notations.plain_notations asks it, in a text's first and last 256 KiB);
patterns of bounded runs, each match's line checked once.

    text = constants_unglued(text)
"""
import re

from .textends import at_the_ends
from .words import classify

_NUM = r"[+-]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
# A key, '=' or ':' glued, three numbers: glued by ',', '/' or ';', or in brackets apart by a comma and blanks, or blanks
_GLUED = re.compile(rf"(?<![^ \t\n])([A-Za-z_(][\w,()]{{0,30}})[=:]"
                    rf"(?:({_NUM})([,/;])({_NUM})\3({_NUM})(?![^ \t\n])"
                    rf"|([(\[])[ \t]{{0,2}}({_NUM})(?:[ \t]{{0,2}},[ \t]{{0,2}}|[ \t]{{1,3}})({_NUM})"
                    rf"(?:[ \t]{{0,2}},[ \t]{{0,2}}|[ \t]{{1,3}})({_NUM})[ \t]{{0,2}}[)\]](?![^ \t\n]))")
# A line's other statements: 'key=value' apart by blanks (a value in brackets whole: 'shape=(1002, 1002)')
# ('X<t=100024(0.100024)': a comparison's key, a value with its fraction in brackets, glued or a blank apart:
# 'count_x=100024 (0.100024)'; a size's key 'N+2=', '(N+2)^2=', 'N^2='; the constants' 'a,b,c='; '0.004s': the line's time)
_STATEMENT = re.compile(r"(?:[A-Za-z_][\w.]{0,30}|[A-Za-z_]\w{0,10}(?:,[A-Za-z_]\w{0,10}){1,4}|\(?[A-Za-z_]\w{0,10}[+*-]\d{1,3}\)?(?:\^2|\*\*2)?|[A-Za-z_]\w{0,10}(?:\^2|\*\*2))"
                        r"(?:[<>]=?[A-Za-z_][\w.]{0,10})?[=:](?:\([^()\n]{0,80}\)|\[[^\[\]\n]{0,80}\]"
                        r"|[^\s()\[\]=:<>]{1,60}(?:\([^()\s]{1,40}\)|[ \t]\([.\d][^()\n]{0,40}\))?)|(?<![^ \t])\d{1,9}(?:\.\d{1,9})?(?:ns|us|\u00b5s|ms|s)(?![^ \t])")
STATEMENT = _STATEMENT  # (tersesemis.py's too)
_BLANKS = re.compile(r"[ \t|;]*")  # (statements apart by blanks, or a printer's '|' or ';': '... abc=0.05,0.1,0.4 | x<t:...')


def constants_unglued(text):
    """text with each terse line's list of the constants under one key written as 'a=... b=... c=...'."""
    if "=" not in text and ":" not in text:
        return text
    return at_the_ends(text, _unglued)


def _unglued(text):
    return _GLUED.sub(_statements, text) if _GLUED.search(text) else text


def _statements(m):
    key = m.group(1)
    if classify(key) != "constants" and classify(key.replace("_", ",")) != "constants":
        return m.group()
    values = (m.group(2), m.group(4), m.group(5)) if m.group(2) is not None else (m.group(7), m.group(8), m.group(9))
    text = m.string
    start, end = text.rfind("\n", 0, m.start()) + 1, text.find("\n", m.end())
    line = text[start:end if end >= 0 else len(text)]
    rest = line[:m.start() - start] + " " + line[m.end() - start:]
    if len(line) > 2000 or not _STATEMENT.search(rest) or not _BLANKS.fullmatch(_STATEMENT.sub("", rest)):
        return m.group()  # (a sentence, or the key alone on its line: read as before)
    return "a={} b={} c={}".format(*values)
