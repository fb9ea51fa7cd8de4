"""countfractionbare.py - a count's label that names its two values without brackets ('x<t count, fraction:
100024  0.100024', Perl's printf; 'x count and fraction: 100024 0.100024'; 'count/fraction x: 100024 / 0.100024';
'X below, fraction = 100024, 0.100024'; 'x: below count, fraction: 100024, 0.100024'): read as the label's count
and its fraction in brackets ('x<t: 100024 (0.100024)'), in the order the names come ('fraction, count' turned
round), as countfraction.py reads the bracketed '(count, fraction)'. Only a line of a label, a count's word and a
fraction's word joined by ',', '/', '&' or 'and', what names the array after them, ':' or '=' and two numbers, the
count a whole number (the fraction in brackets or not: another rule may have put
'100024 / 0.100024' as '100024 (0.100024)'): nothing else on it is read another way. The label keeps every word but the fraction's ('count x:
100024 (0.100024)', 'X below: ...'): a bare 'x: 100042 (...)' is not read as a count, so a wrong count would be
MISSING, not FAIL.
Part of the grader (countfraction.counts_fractions asks it, after the bracketed form); one anchored pattern of
bounded runs a line, over a text's ends (headings._named): linear.
"""
import re

_COUNT = r"(?:count|cnt|number|num|#|below)"
_FRACTION = r"(?:fraction|fract|frac|ratio|share|proportion)"
_JOIN = r"[ \t]{0,4}(?:[,/&]|and)[ \t]{0,4}"
_NUMBER = r"[+-]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eEdD][+-]?\d{1,3})?"
_LINE = re.compile(
    rf"(?im)^([ \t]*[^\n()]{{0,80}}?)\b(?:({_COUNT}){_JOIN}{_FRACTION}|{_FRACTION}{_JOIN}({_COUNT}))\b"
    rf"([^\n()=:\d]{{0,40}})[ \t]{{0,8}}[:=][ \t]{{0,40}}({_NUMBER})"
    rf"(?:[ \t]{{0,40}}[,;/][ \t]{{0,40}}|[ \t]{{1,40}}\(?)({_NUMBER})\)?[ \t]*$")
_CUE = re.compile(rf"(?i){_COUNT}{_JOIN}{_FRACTION}|{_FRACTION}{_JOIN}{_COUNT}")


def _pair(m):
    word = m.group(2) or m.group(3)
    count, fraction = (m.group(5), m.group(6)) if m.group(2) else (m.group(6), m.group(5))
    if not count.lstrip("+").isdigit():
        return m.group(0)  # (the count a whole number, or the line is read as it is)
    label = " ".join(part for part in (m.group(1).rstrip(" \t:"), word,
                                       m.group(4).strip(" \t:")) if part)
    if not re.search(r"[A-Za-z]", label):
        return m.group(0)  # (no array named: nothing to read it as)
    indent = m.group(1)[:len(m.group(1)) - len(m.group(1).lstrip(" \t"))]
    return f"{indent}{label.lstrip()}: {count} ({fraction})"


def counts_fractions_bare(text):
    """text with each line of a label, 'count, fraction' (no brackets) and the two values rewritten as 'label:
    count (fraction)'."""
    low = text.lower()  # (a cheap test first: the pattern's alternation is slow over a big text)
    if not any(word in low for word in ("frac", "ratio", "share", "proportion")) or not _CUE.search(text):
        return text
    return _LINE.sub(_pair, text)
