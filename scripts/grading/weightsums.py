"""weightsums.py - a check line of the constants' sum with their multiplicities (`weights: 4*0.05 + 4*0.1 + 0.4 =
1.0`, `weights: 4*0.05+4*0.1+0.4 = 1.0`, `check: 4 x 0.05 + 4 x 0.1 + 1 x 0.4 = 1`, `Sum: 0.4 + 4*0.1 + 4*0.05 =
1.000000`): no field, as docs/grading.md promises of the constants' sum as an equation; its multiplicities were
read as constants (`4 0.05 4`) and a right file failed. What follows the equation after a comma or a semicolon is
read on its own, a constant named by its neighbour or letter as that letter's printing (`..., centre 0.45`: `c =
0.45`, which must agree with the constants). Only where a label with no digit comes first and the equation is three
terms, two or more with a whole multiplicity, then `=` and a number. Part of the grader (loggers.prepared asks it);
one anchored pattern of bounded runs.
"""
import re

from .constants import one_constant

_VALUE = r"[+-]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
_TIMES = r"[ \t]{0,3}[*x\u00d7\u00b7][ \t]{0,3}"
# a term: a whole multiplicity times a value ('4*0.05', '4 x 0.1', '4(0.05)'), or a value alone
_TERM = rf"(?:(\d{{1,2}})(?:{_TIMES}{_VALUE}|[ \t]{{0,3}}\([ \t]{{0,3}}{_VALUE}[ \t]{{0,3}}\))|{_VALUE})"
_SUM = re.compile(rf"([ \t]{{0,40}}[A-Za-z(][^\d\n]{{0,60}}?[:=][ \t]{{0,4}}|[ \t]{{0,40}})\(?[ \t]{{0,3}}{_TERM}"
                  rf"[ \t]{{0,3}}\+[ \t]{{0,3}}{_TERM}[ \t]{{0,3}}\+[ \t]{{0,3}}{_TERM}[ \t]{{0,3}}\)?[ \t]{{0,3}}=[ \t]{{0,3}}"
                  rf"{_VALUE}(?![\w.])")
_REST = re.compile(r"[ \t]*[,;][ \t]*(?=\S)")
_ONE = re.compile(rf"({_VALUE})(?![\w.])")


def weights_summed(line):
    """The plan (statements.py's) of a line of the constants' sum as an equation: no statement for it, the rest
    after it its own ('c = 0.45' where it names one constant); else None."""
    if "+" not in line or "=" not in line or len(line) > 400:
        return None
    m = _SUM.match(line)
    if m is None or sum(1 for g in m.groups()[1:] if g) < 2:
        return None
    rest = _REST.match(line, m.end())
    if m.end() == len(line.rstrip(" \t.")):
        return ()  # (the equation alone: no field)
    if rest is None:
        return None
    value = _ONE.search(line, rest.end())
    letter = one_constant(line[rest.end():value.start()], line[rest.end():]) if value and \
        not line[value.end():].strip(" \t.;,") else None
    if letter is not None:  # ('..., centre 0.45': the centre's printing)
        return ((f"{letter} = ", value.span(1)),)
    return (((rest.end(), len(line)),),)
