"""bareforms.py - more layouts of an array's bare count and its fraction on one line (barecounts.py's rule for
'X = 100024 (0.100024)' and 'x 100024 0.100024', extended): C++'s 'X=100024 frac=0.100024' (also 'X = 100024,
fraction = ...', 'X=100024 pct=10.0024%'), C's 'x: 100024, 0.100024', names then their values 'X, X/n^2:
100024, 0.100024', an arrow 'x -> 100024 (0.100024)', a Markdown bullet '- x: 100024 (0.100024)' or '- **X**:
...', and a verdict after them ('x: 100024 (0.100024) OK', '... PASS', '... ✓'). A run of such lines (one after
another) is named the arrays' counts and fractions ('X below threshold :: 100024 (0.100024)') where one of its
lines agrees (the count over the fraction an n x n grid's elements: barecounts.agree; then a wrong one is
judged, not left unread) and no heading or table header is over the run (barecounts' rule). A line that
barecounts' own pattern reads ('X = 100024 (0.100024)') is left to it. Part of the grader (barecounts.counts_named
asks it); one anchored pattern whose runs are apart by what they hold: no backtracking.
"""
import re

from .neighbours import runs_of

_NUMBER = r"[+]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
_OVER_N2 = r"/[ \t]*\(?[ \t]*n[ \t]*(?:\^[ \t]*2|\*\*[ \t]*2|\u00b2|\*[ \t]*n)[ \t]*\)?"
_FRACTION_WORD = r"(?i:frac|fraction|ratio|share|pct|percent|percentage|rel)(?:[ _]?[xXyY])?"
# a fraction's word before it, then '=', ':' or a blank ('frac=0.100024', 'fraction 0.100024': C's printf with no '=')
_NAMED = rf"(?:{_FRACTION_WORD}(?:[ \t]*[:=][ \t]*|[ \t]+))?"
_FORM = re.compile(
    r"^([ \t]*)(?:[-*+\u2022][ \t]+)?(\*\*|__)?([xXyY])(?:\*\*|__)?"  # an indent, a bullet, the array's name (bold)
    r"(?:[ \t]*(?::|=|->|=>|\u2192)[ \t]*"  # 'x: ', 'X=', 'x -> '
    rf"|[ \t]*,[ \t]*([xXyY])[ \t]*(?:{_OVER_N2}|_?(?i:frac|fraction))[ \t]*(?::|=)[ \t]*)"  # 'X, X/n^2: '
    r"(\d{1,12})"  # the count
    rf"(?:[ \t]*[(\[][ \t]*{_NAMED}({_NUMBER})(?:[ \t]*(%))?[ \t]*[)\]]"  # ' (0.100024)', ' (fraction 0.100024)'
    rf"|(?:[ \t]*,[ \t]*|[ \t]+){_NAMED}({_NUMBER})(?:[ \t]*(%))?)"  # ', 0.100024', ' frac=...', ', fraction 0.100024'
    r"(?:[ \t]+(?:OK|ok|Ok|PASS|pass|passed|PASSED|correct|\u2713|\u2714|\[ok\]|\[OK\]|\(ok\)|\(OK\)))?[ \t]*$",
    re.MULTILINE)


def forms_named(text, agree, headed, columns_over, plain):
    """text with each run of bare count-and-fraction lines named (agree, headed, columns_over: barecounts'
    own; plain: barecounts' own pattern, whose lines are left to it)."""
    runs = runs_of(text, _FORM.finditer(text),  # (two names that differ, or barecounts' own line: no run's)
                   lambda m: m.group(4) and m.group(4).lower() != m.group(3).lower() or plain.match(text, m.start()))
    pieces, at = [], 0
    for run in runs:
        arrays = [m.group(3).lower() for m in run]
        if len(set(arrays)) != len(arrays) or headed(text, run[0].start()) or columns_over(text, run[0].start()):
            continue  # (an array twice: rows of something else, 'x: 1, 0.5' / 'x: 2, 0.25')
        if not any(agree(float(m.group(5)), m.group(6) or m.group(8), bool(m.group(7) or m.group(9))) for m in run):
            continue
        for m in run:
            fraction, percent = (m.group(6), m.group(7)) if m.group(6) else (m.group(8), m.group(9))
            pieces += [text[at:m.start()], f"{m.group(1)}{m.group(3)} below threshold :: {m.group(5)} ({fraction}{percent or ''})"]
            at = m.end()
    return "".join(pieces) + text[at:] if pieces else text
