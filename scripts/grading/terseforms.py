"""terseforms.py - an array's count printed again after the file's counts in a terse shape no rule read (the
twenty-ninth pass's H9, H20, H6, H10, H16): 'y 13', 'final y 13', 'Recap \u2014 y: 13' (an em or en dash), 'check:
nby == 13 \u2713', 'y == 13', 'y -> 13', 'y => 13', 'y \u2192 13', a count over a total 'y: 13 of 1000000', 'y:
13/1000000', a Markdown bullet '- y: 13', '- **y (GPU):** 13'. Each passed unread after a right output (a count over
a total with the total blamed: 'GPU y: 13 of 1000000 cells' failed the total). First a bullet before a name is
dropped (and the emphasis of its label) and a count's total after it ('of 1000000', '/1000000', a total larger than
the count, printed on another line too: its own line checks it). Each such line is rewritten in place as the shape
the next readers take: 'y = 13' (barerecaps.py: a bare name's run, with its heading, coordinate and only-counted
guards), 'final: y = 13', 'Recap -> y: 13', 'check: count y == 13 \u2713' (prefixrecaps.py: its prefix words,
only-counted and pair guards). This module decides nothing: a line it rewrites that those rules refuse is read as
any 'y = 13' is. Only a whole line of an optional prefix (at most four words, only a recap's, a check's or a
version's words and no number; a prefix with no separator before a name and a number apart by blanks only a recap's
or a check's word: 'Loop unrolled x 4' is left), then x's or y's name ('x', 'y', the tutorial's 'nbx'/'nby'), a
separator ('==', '=', ':', an arrow, a dash or blanks) and a whole number. Part of the grader (headings._named asks
it before barerecaps.py); one anchored bounded pattern on lines of 200 characters at most, a bounded number of lines
after the file's first count (recaplines.candidate_lines_rewritten).
"""
import re

from .barerecaps import _headed as headed, _lines_around as lines_around, _value_lines as value_lines
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
        if mark:
            return None
        before, _ = lines_around(text, start, start + len(line))
        # (after a paragraph's sentence, where barerecaps.py would take the sentence for a heading: a list item's
        # 'y: 13' under a Markdown report's prose, its bullet dropped before; a recap's prefix, prefixrecaps' guards)
        return indent + ("Recap: " if before.endswith(".") and len(before) > 40 else "") + item
    return f"{indent}{lead} {item}"


# a Markdown bullet before a name ('- y: 13', '- **y (GPU):** 13', '* **y:** 13'): the bullet dropped
_BULLET = re.compile(r"^([ \t]{0,16})[-*+][ \t]{1,4}(?=(?:\*\*|__)?(?:[A-Za-z]{1,12}[ \t]{1,2}){0,2}(?:nb_?)?[xyXY](?![\w])[^\n]{0,60}?\d)")
# a count over a total ('y: 13 of 1000000', 'y: 13/1000000', 'GPU y: 13 of 1000000 cells'): the total dropped
_OF_TOTAL = re.compile(r"^([ \t]{0,16}(?:[A-Za-z][\w.+-]{0,24}[ \t]{1,4}){0,3}(?:nb_?)?[xyXY]"
                       r"(?:[ \t]{1,4}\([A-Za-z][A-Za-z0-9 -]{0,15}\))?[ \t]{0,4}(?:[:=]|->)[ \t]{0,4})(\d{1,12})"
                       r"[ \t]{0,4}(?:of|/|out[ \t]{1,4}of)[ \t]{0,4}(\d{1,12})"
                       r"(?:[ \t]{1,4}(?:inner[ \t]{1,4})?(?:cells|elements|values|points))?[ \t]{0,4}\.?[ \t]{0,4}$")
_BOLD = re.compile(r"^(\*\*|__)([^*_\n]{1,40}?)\1")  # ('**y (GPU):** 13' under a bullet: the emphasis dropped)
_MARKED = re.compile(r"(?m)^(?=[ \t]{0,16}(?:[-*+][ \t]|[^\n]{0,120}?\d[ \t]{0,4}(?:of|/|out)))")


def _list_headed(text, start):
    """Whether the list over `start` (its bullets passed over, 16 at most) is under a heading of something other
    than the counts ('Peak at:' over '- x: 500' / '- y: 501'; barerecaps' headings)."""
    at = start
    for _ in range(16):
        before, _ = lines_around(text, at, at)
        if not before or before[0] not in "-*+":
            return before.endswith(":") and headed(before)
        at = text.rfind(before, 0, at)
        if at < 0:
            return False
    return True


def _marked(text, start, line):
    """A bullet's line without its bullet, a count over a total without the total; else None."""
    m = _BULLET.match(line)
    if m is not None:
        line = m.group(1) + _BOLD.sub(r"\2", line[m.end():], count=1)
    total = _OF_TOTAL.match(line)
    if total is not None and int(total.group(3)) > int(total.group(2)) \
            and value_lines(text, start, start + len(line), total.group(3)):  # (a total printed elsewhere too:
        # its own line checks it; one printed only here, 'count x = 100024 out of 3000000', is left to be checked)
        words = set(_WORD.findall(total.group(1).lower())) - {"x", "y", "nbx", "nby", "nb"}
        if not words & _NOT_RECAP and words <= _RECAP_WORDS:
            return total.group(1) + total.group(2)
    if m is None:
        return None
    terse = _LINE.match(line)
    if terse is not None and terse.group(2) is None and terse.group(4) is None and not _list_headed(text, start):
        return m.group(1) + "Recap: " + line[len(m.group(1)):]  # (a list item: a recap's prefix, prefixrecaps' guards)
    return line


def terse_forms(text):
    """text with each such terse count line after the file's first count rewritten in place (module docstring);
    other lines as they were."""
    if "x" not in text and "y" not in text and "X" not in text and "Y" not in text:
        return text
    return candidate_lines_rewritten(candidate_lines_rewritten(text, _MARKED, _marked), _CANDIDATE, _rewritten)
