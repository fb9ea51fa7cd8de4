"""barecounts.py - an array's count on a line of its own under the array's name alone, its fraction in
brackets after it ('X = 100024 (0.100024)', smooth's own '(X)'; 'x: 1.000240e+05 [0.100024]', a count
printed with %e; 'y: 12 (0.0012%)'; 'Y :: 13 (1.3e-05)', 'y 13 (0.0013%)' too, which passed unread after a right
output's counts before a29: the thirty-first pass's F3): named that array's count below the threshold where the two agree (the
count over the fraction the elements of a square grid, n x n, n >= 10, to the fraction's printed digits,
two at least: a coordinate's 'x: 500 (0.5)' is no count) and no heading is over it: under 'Elements above
threshold:', 'Count elements above 0.1' (a line that gives no value, 'name = 1', or ends in ':') such lines
are that heading's (headings.py's where it names a count). A line with more on it (a recap's 'Done: X=...,
Y=...') is not this rule's. A count line with no fraction beside it ('X: 100024', C++'s cout) is named
where a line gives the same array's fraction ('X/n^2: 0.100024', 'fraction X: 0.100024'): that says X is a
count, not a coordinate's or an element's value; a fraction line 'X/n^2: ...' is read as 'fraction X: ...'. A
count after 'below threshold' with no colon ('x: mean 0.5001, below threshold 100024 (0.100024)') is given one
(the mean was read as the count), where a bracket, a comma or the line's end follows the whole number. Python's
print("x", cx, cx/n**2) ('x 100024 0.100024'): each such line is an array's count and fraction where one of
them agrees (then a wrong one's is judged, not left unread). Rust's Debug of a struct ('Counts { x: 100024, y:
12, frac_x: 0.100024, frac_y: 1.2e-05 }', Python's namedtuple 'Counts(x=100024, ...)'): a field named x (y) with a whole number is that array's count where a
field of the struct gives its fraction ('frac_x', 'x_fraction'). A count sentence that leaves out what it
counts ('After smoothing, only 12 are (0.0012%).'): elliptic.py. More layouts of a bare count and its fraction
('X=100024 frac=0.100024', 'x: 100024, 0.100024', 'x -> 100024 (0.100024) OK'): bareforms.py. Looked for in a text's first and last 256 KiB. Part of the grader
(headings.regrouped asks it); pure functions, one anchored pattern, linear in the text.
"""
import math
import re

from .bareforms import forms_named
from .elliptic import elliptic_named
from .ofleads import of_leads
from .neighbours import line_before, runs_of
from .words import words_of

_NUMBER = r"[+]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
# (its name, bracketed as the tutorial's '(Y)' or not, and count apart by ':', '=', Fortran's or the tutorial's '::'
# ('Y :: 13 (1.3e-05)', '(Y) :: 13 (1.3e-05)'), or a blank alone ('y 13 (0.0013%)'): a29, the thirty-first pass's F3: such a restatement passed unread)
_LINE = re.compile(rf"^([ \t]*)\(?([xXyY])\)?(?:[ \t]*(?:::?|=)|[ \t])[ \t]*({_NUMBER})[ \t]*([(\[])[ \t]*({_NUMBER})(?:[ \t]*(%))?[ \t]*([)\]])"
                   r"[ \t]*$", re.MULTILINE)
_ALONE = re.compile(r"^([ \t]*)([xXyY])[ \t]*[:=][ \t]*(\d{1,12})[ \t]*$", re.MULTILINE)
_OVER_N2 = r"[ \t]*/[ \t]*(?:n[ \t]*(?:\^[ \t]*2|\*\*[ \t]*2|\u00b2|\*[ \t]*n)|\([ \t]*n[ \t]*\*[ \t]*n[ \t]*\))"
# (in a box's frame too: '| X / n^2 | 0.100024 |', C's '* X / n^2 = 0.100024 *': its label named, the frame kept)
_FRACTION = re.compile(rf"^([ \t]*(?:[|*][ \t]*)?)(?:(?:fraction|frac)(?:[ \t]+of)?[ \t_]*([xXyY])|([xXyY])(?:[ \t_]*(?:fraction|frac)"
                       rf"|({_OVER_N2})))([ \t]*[:=|][ \t]*{_NUMBER}[ \t]*(?:[|*][ \t]*)?)$", re.MULTILINE | re.IGNORECASE)
_NO_COLON = re.compile(r"(?<![A-Za-z])(below[ \t]+(?:the[ \t]+)?threshold)[ \t]+(\d{1,12})(?=[ \t]*(?:[(\[,;]|$))",
                       re.MULTILINE | re.IGNORECASE)
_SPACED = re.compile(rf"^([ \t]*)([xXyY])[ \t]+(\d{{1,12}})[ \t]+({_NUMBER})(%?)[ \t]*$", re.MULTILINE)
# (Rust's Debug 'Counts { x: 100024, ... }'; Python's namedtuple or dataclass 'Counts(x=100024, ...)')
_STRUCT = re.compile(r"^([ \t]*[A-Za-z_][A-Za-z0-9_]{0,40}[ \t]*[{(])([^{}()\n]{1,400})([})][ \t]*)$", re.MULTILINE)
_KEY = re.compile(r"(^|,)([ \t]*)([A-Za-z_][A-Za-z0-9_]{0,30})([ \t]*[:=][ \t]*)([^,]*)")
_CLOSE = {"(": ")", "[": "]"}
_STATED = re.compile(r"[=:][ \t]*[-+]?\.?\d")  # (a line that gives a value: 'c = 0.4', no heading)


def _half_unit(text):
    """Half of the last printed digit's unit of a number's text ('0.1000': 0.00005, '1.2e-05': 5e-07)."""
    mantissa, _, exponent = text.lower().partition("e")
    decimals = len(mantissa.partition(".")[2])
    return 0.5 * 10.0 ** max(-300, min(300, int(exponent or 0) - decimals))  # ('1e999': no OverflowError)


def agree(count, fraction, percent=False):
    """Whether a whole count and its printed fraction (text) say an n x n grid's share (n >= 10)."""
    f, half = float(fraction), _half_unit(fraction)
    if percent:
        f, half = f / 100, half / 100
    if not (count > 0 and 0 < f <= 1 and half <= 0.05 * f):  # (two digits at least: '0.5' says too little)
        return False
    low, high = math.sqrt(count / (f + half)), math.sqrt(count / (f - half))
    return math.ceil(low) <= math.floor(high) and math.floor(high) >= 10


def _headed(text, start):
    """Whether the line before `start` (blank lines passed over) is a heading's: it gives no value ('name = 1',
    'name: 1'), or ends in ':'; and names a field: a result's words alone ('Results:', 'Results (n = 1000,
    threshold 0.1):', 'Final counts:') head the counts, no other field."""
    line = line_before(text, start)
    return bool(line) and (line.endswith(":") or not _STATED.search(line)) \
        and not set(words_of(line)) <= RESULT_WORDS


# (a heading of a result's words: 'Results:', 'Summary', 'Output after 1 sweep:', 'Results (n = 1000, t = 0.1):')
RESULT_WORDS = {"results", "result", "summary", "output", "outputs", "final", "counts", "count", "answer", "answers",
                 "done", "after", "smoothing", "smoothed", "sweep", "sweeps", "iteration", "iterations", "step", "steps",
                 "n", "threshold", "t", "with", "for", "of", "the", "run", "values", "and", "grid", "size"}


def _columns_over(text, start):
    """Whether the line before `start` (blank lines passed over) names three columns or more, apart by tabs or
    two blanks or more: a table's header ('array    count (t=0.1)      fraction'), read by tables.py."""
    return len(_COLUMNS.split(line_before(text, start))) >= 3


_COLUMNS = re.compile(r"\t+|[ \t]{2,}")

def _fractions_named(text):
    """text with 'X/n^2: 0.100024' lines as 'fraction X: 0.100024', and the arrays (lower case) whose fraction
    a line gives."""
    named = set()

    def name(m):
        named.add((m.group(2) or m.group(3)).lower())
        if not m.group(4):
            return m.group(0)
        return f"{m.group(1)}fraction {m.group(3)}{m.group(5)}"
    return _FRACTION.sub(name, text), named


def _alone_named(text):
    """text with 'X: 100024' (a whole number alone) named as X's count where a line gives X's fraction."""
    text, named = _fractions_named(text)
    if not named:
        return text

    def name(m):
        if m.group(2).lower() not in named or _headed(text, m.start()):
            return m.group(0)
        return f"{m.group(1)}{m.group(2)} below threshold :: {m.group(3)}"
    return _ALONE.sub(name, text)


def _spaced_named(text):
    """text with 'x 100024 0.100024' lines named as the array's count and fraction, where one of them agrees and
    no heading is over their run (a table's header, 'array  n_lt_0.1  fraction', is tables.py's: its threshold)."""
    runs = runs_of(text, _SPACED.finditer(text))
    named = [m for run in runs if not _headed(text, run[0].start()) and not _columns_over(text, run[0].start())
             for m in run]
    if not any(agree(float(m.group(3)), m.group(4), bool(m.group(5))) for m in named):
        return text
    pieces, at = [], 0
    for m in named:
        pieces += [text[at:m.start()], f"{m.group(1)}{m.group(2)} below threshold :: {m.group(3)} ({m.group(4)}{m.group(5)})"]
        at = m.end()
    return "".join(pieces) + text[at:]


def _struct_named(m):
    if {"{": "}", "(": ")"}[m.group(1).rstrip()[-1]] != m.group(3).strip():
        return m.group(0)
    keys = {k.group(3).lower(): k.group(5).strip() for k in _KEY.finditer(m.group(2))}
    counts = {a for a in "xy" if keys.get(a, "").isdigit()
              and any(f in keys for f in (f"frac_{a}", f"{a}_frac", f"fraction_{a}", f"{a}_fraction"))}
    if not counts:
        return m.group(0)
    body = _KEY.sub(lambda k: f"{k.group(1)}{k.group(2)}below_{k.group(3)}{k.group(4)}{k.group(5)}"
                    if k.group(3).lower() in counts else k.group(0), m.group(2))
    return m.group(1) + body + m.group(3)


def counts_named(text):
    """text with each array's bare count line ('X = 100024 (0.100024)') named as its count below the
    threshold ('X below threshold :: 100024 (0.100024)'), where count and fraction agree and no heading is over it."""
    text = elliptic_named(of_leads(text), agree)  # ('After smoothing, only 12 are (0.0012%).' under a count's sentence;
    # 'Of the inner elements of x, 100024 ...': ofleads.py)
    if "x" not in text and "X" not in text:
        return text
    text = _STRUCT.sub(_struct_named, text) if "{" in text or "(" in text else text
    text = _spaced_named(_alone_named(_NO_COLON.sub(r"\1: \2", text) if "hreshold" in text else text))
    text = forms_named(text, agree, _headed, _columns_over, _LINE)  # ('X=100024 frac=0.100024', 'x: 100024, 0.100024')
    pieces, at, last_end, headed = [], 0, -1, False
    for m in _LINE.finditer(text):
        if last_end < 0 or text[last_end:m.start()].strip():  # (a run of such lines: the heading over its first)
            headed = _headed(text, m.start())
        last_end = m.end()
        count = float(m.group(3))
        if headed or _CLOSE[m.group(4)] != m.group(7) or not count.is_integer() \
                or not agree(count, m.group(5), bool(m.group(6))):
            continue
        pieces += [text[at:m.start()], f"{m.group(1)}{m.group(2)} below threshold :: {m.group(3)} "
                                       f"({m.group(5)}{m.group(6) or ''})"]
        at = m.end()
    return "".join(pieces) + text[at:] if pieces else text


_FRACTIONS_OF = [None, frozenset()]  # (the last text looked at, the arrays whose fraction a line of it gives)


def bare_count_line(line, text):
    """Whether `line` (of `text`) is one of the bare layouts above that print an array's count ('x: 100024
    (0.100024)', 'x 100024 0.100024' agreeing; 'X: 100024' where a line of text gives X's fraction): a line
    that counts, as a recap's or a summary's other printing (summaries.py, recaps.py)."""
    m = _LINE.match(line)
    if m:
        count = float(m.group(3))
        return _CLOSE[m.group(4)] == m.group(7) and count.is_integer() and agree(count, m.group(5), bool(m.group(6)))
    m = _SPACED.match(line)
    if m:
        return agree(float(m.group(3)), m.group(4), bool(m.group(5)))
    m = _ALONE.match(line)
    if not m:
        return False
    if _FRACTIONS_OF[0] is not text:
        _FRACTIONS_OF[:] = [text, frozenset((f.group(2) or f.group(3)).lower() for f in _FRACTION.finditer(text))]
    return m.group(2).lower() in _FRACTIONS_OF[1]
