"""terseforms.py - an array's count printed again after the file's counts in a terse shape no rule read (the
twenty-ninth pass's H9, H20, H6): 'y 13', 'final y 13', 'Recap \u2014 y: 13' (an em or en dash), 'check: nby == 13
\u2713', 'y == 13', 'y -> 13', 'y => 13', 'y \u2192 13'. Each passed unread after a right output. Each such line is
rewritten in place as the shape the next readers take: 'y = 13' (barerecaps.py: a bare name's run, with its
heading, coordinate and only-counted guards), 'final: y = 13', 'Recap -> y: 13', 'check: count y == 13 \u2713'
(prefixrecaps.py: its prefix words, only-counted and pair guards). This module decides nothing: a line it
rewrites that those rules refuse is read as any 'y = 13' is. Only a whole line of an optional prefix (at most
four words, only a recap's, a check's or a version's words and no number; a prefix with no separator before a
name and a number apart by blanks only a recap's or a check's word: 'Loop unrolled x 4' is left), then x's or y's name ('x', 'y', the tutorial's
'nbx'/'nby'), a separator ('==', '=', ':', an arrow, a dash or blanks) and a whole number. Part of the grader
(headings._named asks it before barerecaps.py); one anchored bounded pattern on lines of 200 characters at most,
a bounded number of lines after the file's first count (recaplines.candidate_lines_rewritten).
"""
import re

from .prefixrecaps import _NOT_RECAP, _RECAP_WORDS
from .recaplines import candidate_lines_rewritten

_ARROWS = ("->", "=>", "\u2192", "\u2014", "\u2013", "\u27f6")
_LINE = re.compile(r"^([ \t]{0,16})"
                   r"(?:((?:[A-Za-z][\w.+-]{0,24}[ \t]{1,4}){0,3}[A-Za-z][\w.+-]{0,24})[ \t]{0,4}"
                   r"(:|->|=>|\u2192|\u2014|\u2013|\u27f6)?[ \t]{1,4}|(->|=>|\u2192|\u2014|\u2013|\u27f6)[ \t]{0,4})?"
                   r"(nb_?[xyXY]|[xyXY])[ \t]{0,4}(==|=|:|->|=>|\u2192|\u2014|\u2013|\u27f6|(?<=[ \t]))[ \t]{0,4}"
                   r"(\d{1,12})(?![\w]|[.,]\d)([ \t]{1,4}(?:\u2713|\u2714))?[ \t]{0,4}\.?[ \t]{0,4}$")
_CANDIDATE = re.compile(r"(?m)^(?=[^\n]{0,200}?(?<![\w])(?:nb_?)?[xyXY][ \t]{0,4}"
                        r"(?:==|=|:|->|=>|\u2192|\u2014|\u2013|\u27f6|[ \t])[ \t]{0,4}\d)")
# a prefix with no separator ('final y 13'): only a recap's or a check's own word
_STRONG = {"final", "finally", "recap", "summary", "result", "results", "check", "checked", "verify", "verified",
           "again", "rerun", "answer", "overall", "total", "totals", "done", "so", "thus", "hence", "confirmed"}
_WORD = re.compile(r"[a-z]+")


def _rewritten(text, start, line):
    m = _LINE.match(line)
    if m is None:
        return None
    indent, words, sep, lone, name, between, count, mark = m.groups()
    name = name.lower()
    if count == "0":
        return None  # ('y 0': a check's mismatch count, as prefixrecaps.py leaves it)
    if words is not None:
        found = set(_WORD.findall(words.lower()))
        if any(c.isdigit() for c in words) or found & _NOT_RECAP or not found <= _RECAP_WORDS:
            return None
        if sep is None and not between.strip() and not found & _STRONG:
            return None  # ('Loop unrolled x 4', 'kernel y 13': no recap's word and no separator)
    if between not in ("==", "=", ":") and between.strip() and between not in _ARROWS:
        return None
    if words is None and lone is None and name.startswith("nb"):
        return None  # ('nby == 13' alone is read already)
    equals = " == " if between == "==" and (words is not None or lone is not None) else " = "
    item = ("count " + name[-1] if name.startswith("nb") else name) + equals + count
    item += mark or ""
    if words is not None:
        lead = words + (":" if sep in (None, ":") else " ->")
    elif lone is not None:
        lead = "->"
    else:
        return indent + item if not mark else None
    return f"{indent}{lead} {item}"


def terse_forms(text):
    """text with each such terse count line after the file's first count rewritten in place (module docstring);
    other lines as they were."""
    if "x" not in text and "y" not in text and "X" not in text and "Y" not in text:
        return text
    return candidate_lines_rewritten(text, _CANDIDATE, _rewritten)
