"""terselines.py - a program's terse count names in two more print styles (the thirtieth pass's N and O): both
counts on one line, Python's print(f"{cx=} {cy=}") ('cx=100024 cy=12', 'cx=100024, cy=12', 'nb_x: 100024; nb_y:
12'), put one a line as varcounts.py reads them ('cx=100024' / 'cy=12'); and a count's whole number in groups of
three, f"{cx=:,}" ('cx=100,024 frac=0.100024', 'count_x = 1,004'), written without its separators as varsplit.py
and varcounts.py read it. Only a terse count name (varcounts' words with the array's letter: 'cx', 'nb_y',
'count_x', 'xc'), ':' or '=', and for a pair nothing else on the line. Part of the grader (varsplit.statements_split
asks it first, headings._named over a text's ends); anchored bounded patterns a line: linear.
"""
import re

_WORD = r"(?:c|cnt|count|num|nb|below|lt|low|n_?low|n_?below)"
_NAME = rf"(?:{_WORD}_?[xXyY]|[xXyY]_?{_WORD})"
_PAIR = re.compile(rf"(?im)^([ \t]{{0,16}})({_NAME}[ \t]{{0,3}}[:=][ \t]{{0,3}}\d{{1,12}})"
                   rf"(?:[ \t]{{0,3}}[,;][ \t]{{0,8}}|[ \t]{{1,8}})({_NAME}[ \t]{{0,3}}[:=][ \t]{{0,3}}\d{{1,12}})[ \t;,]{{0,8}}$")
_GROUPED = re.compile(rf"(?<![\w./])({_NAME}[ \t]{{0,3}}[:=][ \t]{{0,3}})(\d{{1,3}}(?:,\d{{3}}){{1,4}})(?![\d.]|,\d)")
_FIRST = re.compile(r"[xXyY](?:[ \t]{0,3}[:=]|_?[cCnNbBlL])")  # (a cheap test first: a character class leads)
_CUE = re.compile(rf"(?i)(?<![\w./]){_NAME}[ \t]{{0,3}}[:=][ \t]{{0,3}}\d")


def _pair(m):
    first, second = m.group(2), m.group(3)
    if {re.search(r"(?i)[xy](?=[^xy]*$)", s.split("=")[0].split(":")[0]).group().lower() for s in (first, second)} != {"x", "y"}:
        return m.group(0)  # (one of each array: 'cx=.. cy=..', not two of one)
    return f"{m.group(1)}{first}\n{m.group(1)}{second}"


def terse_lines(text):
    """text with a line of both terse counts put one a line, and a terse count's grouped digits joined."""
    if "=" not in text and ":" not in text or not _FIRST.search(text) or not _CUE.search(text):
        return text
    if "," in text:
        text = _GROUPED.sub(lambda m: m.group(1) + m.group(2).replace(",", ""), text)
    return _PAIR.sub(_pair, text)
