"""statclauses.py - a named statistic printed after a count on the count's line: no field's, cut off the line
before it is read. Input (real layouts, the thirty-first pass's F6/F9): 'y below threshold = 12, min(y) = 0.0412',
'x below threshold = 100024, fraction = 0.100024, sum(x) = 501234.5', '..., fraction = 1.2e-05, mean(y) = 0.4998',
'std(y) = 0.12', 'np.min(y)', 'y.min()', 'y ... (1.2e-05), min y = 0.0412', 'min_y', 'min: 0.0412', 'x: 100024 (0.100024) min 0.0001 max
0.9999', and after both counts 'below t: x 100024 (0.100024), y 12 (1.2e-05), max|y-x| 0.912' ('|y-x|max',
'max abs diff', 'diff: 0.912', 'L2(y-x) = 12.5'). Before, the statistic's value was read as the count ('12 and
0.0412': FAIL), as a second fraction ('1.2e-05 and 0.0412'), or moved x's count to Y (X MISSING, Y '100024'). Now a
clause named by its own statistic word (a maximum, minimum, mean, sum, spread, median, range, norm, checksum,
residual, difference or error; with or without an array or an expression in brackets or bars, '=' / ':' / a blank
before its value) after a number on a line that counts is cut off the line (the rest of the line, and the line's
number, as they were), so the count and its fraction are read as without it; a wrong count on the line still fails.
A mean of a comparison ('mean(x < t) = 0.100024') is the fraction and stays; a bare 'mean = ...' / 'avg = ...'
(no array named) stays where nothing before it on the line is a fraction (statbeside.py: it may be the booleans'
mean); a bare 'sum' / 'total' with a whole value stays (it may restate the count or be the inner total).
Part of the grader; pure functions.
"""
import re

from .textends import at_the_ends

_STAT = (r"(?:max(?:imum)?|min(?:imum)?|mean|avg|average|sum|std|stddev|stdev|sd|var(?:iance)?|median|range|"
         r"checksum|cksum|norm|rms|residual|resid|diff(?:erence)?|delta|err(?:or)?|abserr|relerr|l1|l2|linf|l_inf)")
_QUALIFIER = r"(?:abs(?:olute)?|rel(?:ative)?|of|the)"
# an array or an expression named beside the word: '(y)', '(y-x)', '|y-x|', '_y', ' y', ' of y', ' abs diff'
_OBJECT = r"(?:\([^()<>=\n]{1,24}\)|\|[^|<>=\n]{1,16}\||[ \t_.]{1,2}(?:of[ \t]+)?[xy](?![\w(])|_[xy](?![\w(]))"
# the name: '[abs] WORD [abs|rel|WORD]... [object]' or '|y-x| WORD'
_NAME = (rf"(?:(?:np|numpy|jnp|torch|math|statistics|stats|Base)\.)?(?:(?:{_QUALIFIER}[ \t_.]{{1,2}}){{0,2}}{_STAT}(?:[ \t_.]{{1,2}}(?:{_QUALIFIER}|{_STAT})(?![\w])){{0,3}}"
         rf"(?P<object>{_OBJECT})?|(?P<bars>\|[^|<>=\n]{{1,16}}\|)[ \t_]{{0,2}}{_STAT}"
         # a method of the array ('y.min()', numpy's 'y[1:-1, 1:-1].max()'; '(y < t).mean()' is the fraction: no array first)
         rf"|(?P<method>[xy](?:\[[^\[\]<>=\n]{{0,24}}\])?\.{_STAT}\(\)))")
_NUMBER = r"[+-]?(?:\d{1,20}(?:\.\d{0,20})?|\.\d{1,20})(?:[eE][+-]?\d{1,3})?"
# a clause after a number or a bracket's close: a ',' / ';' / '|' or blanks before it; its name, a sign, its value
_CLAUSE = re.compile(rf"(?i)(?<=[\d)\]%])(?P<sep>[ \t]{{0,4}}[,;|][ \t]{{0,4}}|[ \t]{{1,8}})(?<![\w])(?P<name>{_NAME})"
                     rf"(?P<sign>[ \t]{{0,4}}(?:[=:]:?|\bis\b)[ \t]{{0,16}}|[ \t]{{1,8}})(?P<value>{_NUMBER})(?![\w.])"
                     rf"(?P<unit>[ \t]{{0,2}}(?:%|s|ms|sec))?(?![\w.])")
# a line that counts: below / under / count / '<' / less before the clause, or an array's name heading the line
_COUNTS = re.compile(r"(?i)below|under|count|cnt|<|less|fewer|smaller|^[ \t]{0,16}[xy][ \t]{0,4}(?::{1,2}|=|[ \t])")
_MEANS = re.compile(r"(?i)^(?:mean|avg|average)$")
_BARE_TOTALS = re.compile(r"(?i)^(?:sum|total)$")
_FRACTION_BEFORE = re.compile(r"(?i)frac|ratio|share|%|\d\.\d|\d[eE]-")
_CANDIDATE = re.compile(rf"(?im)^[^\n]{{0,2000}}?(?:[\d)\]%][ \t,;|(]{{1,8}}|\w[ \t]{{0,4}}\()"  # ('(': _BRACKETED's
                        rf"(?:(?:np|numpy|jnp|torch|math|statistics|stats|Base)\.|[xy](?:\[[^\[\]\n]{{0,24}}\])?\.)?(?:{_QUALIFIER}[ \t_.]{{1,2}}){{0,2}}"
                        rf"(?:{_STAT}|\|[^|\n]{{1,16}}\|)[^\n]{{0,2000}}$")
_MAX_LINE = 2000
# a statistic alone in brackets after a number (the thirty-third pass's H18): 'y below t: 13 (min 0.0412)', 'y<t: 13
# (min(y) = 0.0412)'; the whole line was dropped as a statistic's, a wrong 13 on it passed. A bare mean's or sum's
# bracket stays ('(mean 0.100024)': the booleans' mean, the fraction)
# (and a bracket of statistics alone after a count's words, the thirty-third pass's H10: 'y: 12 below t (min(y)=0.0412,
# max(y)=0.98)' read 0.0412 as y's fraction)
_NAME_AGAIN = re.sub(r"\(\?P<\w+>", "(?:", _NAME)  # (a name again: its groups unnamed)
_BRACKETED = re.compile(rf"(?i)(?<=[\w)\]%])[ \t]{{0,8}}\([ \t]{{0,4}}(?P<name>{_NAME})[ \t]{{0,4}}[:=]?[ \t]{{0,4}}"
                        rf"{_NUMBER}(?:[ \t]{{0,4}}[,;][ \t]{{0,4}}{_NAME_AGAIN}[ \t]{{0,4}}[:=]?[ \t]{{0,4}}{_NUMBER}){{0,4}}"
                        rf"[ \t]{{0,4}}\)")


def _kept(line, m, fraction_at):
    """Whether the clause m of `line` is to stay: a bare mean with no fraction before it (fraction_at: where the
    line's first fraction after its first number ends, or None), a bare whole sum."""
    name = m.group("name").strip()
    if name.lower().startswith("var ") or name.lower().startswith("var\t"):
        return True  # ('var y = 13': a script's declaration, no variance)
    if m.group("object") or m.group("bars") or m.group("method"):
        return False
    if name.lower() == "min" and not re.search(r"[,;|]", m.group("sep")) and line[m.start() - 1].isdigit() \
            and not m.group("sign").strip():
        return True  # ('12 in 2 min 30 s': a time's minutes, no statistic)
    if _MEANS.match(name):
        return fraction_at is None or fraction_at > m.start()
    if _BARE_TOTALS.match(name):
        return m.group("value").lstrip("+-").isdigit()
    return False


def _bare(m):
    """Whether a bracket's statistic is a bare mean or sum (no array, expression or method named): kept."""
    name = m.group("name").strip()
    return not (m.group("object") or m.group("bars") or m.group("method")) and bool(_MEANS.match(name) or _BARE_TOTALS.match(name))


def _first_number(text):
    m = re.search(r"\d", text)
    return m.end() if m else len(text)


def _line_cut(line):
    """The line with its statistics' clauses after a count cut off, or the line as it was."""
    if len(line) > _MAX_LINE:
        return line
    counts = _COUNTS.search(line)  # (once a line: where its count's words start)
    if counts is None:
        return line
    if "(" in line:
        line = _BRACKETED.sub(lambda m: m.group(0) if m.start() < counts.end() or _bare(m) else "", line)
    pieces, at = [], 0
    fraction = _FRACTION_BEFORE.search(line, _first_number(line))  # (once a line: a search a clause was quadratic)
    fraction_at = fraction.end() if fraction else None
    for m in _CLAUSE.finditer(line):
        if m.start() < counts.end():
            continue
        if _kept(line, m, fraction_at):
            if _MEANS.match(m.group("name").strip()) and not re.search(r"[,;|]", m.group("sep")):
                # (numpy's '.mean()' of the mask beside its count, 'y below t: 12  mean = 1.2e-05': a gap of blanks
                # made it a statement of its own, nobody's; a comma keeps it the count's, statbeside.py's to judge)
                pieces.append(line[at:m.start()] + ", " + line[m.end("sep"):m.end()])
                at = m.end()
            continue
        pieces.append(line[at:m.start()])
        at = m.end()
    if not pieces:
        return line
    rest = line[at:]
    # (the separator after a cut clause joins what was before it: 'x 100024 (0.1), max 0.9, y 12' -> 'x ..., y 12')
    if rest.strip() and not re.match(r"[ \t]*[,;|]", rest):
        rest = ", " + rest.lstrip() if re.search(r"[,;|]", line[:at]) else " " + rest.lstrip()
    return "".join(pieces) + rest


def _cut(part):
    return _CANDIDATE.sub(lambda m: _line_cut(m.group(0)), part)


def statistics_cut(text):
    """text with each named statistic's clause after a count on its line cut off (statistics' values are no
    field's); other lines as they were."""
    return at_the_ends(text, _cut)
