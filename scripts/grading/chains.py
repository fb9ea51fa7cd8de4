"""chains.py - one value printed twice after its label, '=' between the printings: a memory in two
units (`memory per array = 4.016 MB = 0.00374021 GB`, `3.83 MiB = 0.00401602 GB`) or a fraction as
a percentage and a fraction (`fraction = 10.0024% = 0.100024`). Each printing is a statement of its own
under the label, so both are read and must agree (printings.resolve), as they must on two lines: a
wrong second printing beside a right first one fails. Part of the grader (fields.py asks it,
once per pattern of digits, for statements.py's plan); pure functions, linear in the line.

    begin, plan = prepare(line)    # statements.prepare's, each chain's statement cut in two
"""
import re

from .layout import place
from .statements import prepare as _plain, split
from .units import MEMORY_UNITS, unit_of
from .words import SIZE_KINDS

# a printing: a number, then a unit (a memory's) or '%' (a percentage), nothing else; a fullmatch of
# one '=' part, each step failing at once on a character it does not take (linear)
_PRINTING = re.compile(r"[ \t]*([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)[ \t]*(%|[A-Za-z]+)?[ \t]*")
_KINDS = ("memory", "fraction")
# words after a memory's last printing that say what it is of ('... = 0.00374021 GiB per array'): the label's
_PER_ARRAY = re.compile(r"(?i)[ \t]+(?:(?:per|for[ \t]+each|for[ \t]+one|of[ \t]+each|of[ \t]+one)[ \t]+"
                        r"(?:array|grid|matrix|buffer)|each)[ \t.]*$")


def _chain(line, start, stop):
    """A statement for each printing (label and separator, then the printing) where line[start:stop] is
    a memory's or a fraction's label, its separator, and two printings or more apart by '=' (nothing
    after: '4016016 B = 3921.89 KiB = 3.83 MiB = 0.00374021 GiB'), or a fraction and its percentage, the
    second in brackets ('fraction = 10.0024% (0.100024)'), else None."""
    text = line[start:stop]
    last = len(text.rstrip(" \t.,;"))
    tail = _PER_ARRAY.search(text[max(0, last - 24):last])  # (a bounded piece: the pattern is tried at each of its places)
    if tail:
        last = len(text[:max(0, last - 24) + tail.start()].rstrip(" \t.,;"))
    sep = min((i for i in (text.find(":"), text.find("=")) if i >= 0), default=-1)
    if sep <= 0:
        return None  # (a bracket in the label is the label's: 'Fraction (x): 0.100024 (10.0024%)')
    bracket = text.endswith(")", 0, last) and text.count("(", sep) == 1 and text.count(")", sep) == 1
    if text.count("=") < 2 - (":" in text) - bracket:
        return None
    after = sep + 2 if text.startswith("::", sep) else sep + 1
    if text.find(":", after) >= 0 or bracket and text.find("=", after) >= 0:
        return None
    cuts = [text.find("(", after)] if bracket else [i for i in range(after, last) if text[i] == "="]
    if not cuts or cuts[0] < 0:
        return None
    printings = [_PRINTING.fullmatch(text, a + 1, b) for a, b in zip([after - 1] + cuts, cuts + [last - bracket])]
    if None in printings:
        return None
    kind, units = place(text).kind, [(m.group(2) or "").lower() for m in printings]
    kind = "memory" if kind in SIZE_KINDS and all(u in MEMORY_UNITS for u in units) else kind  # ('Array size: ... B = ... KiB')
    if kind not in _KINDS or bracket and kind != "fraction":  # (a memory's brackets: beside.memory_aside)
        return None
    if kind == "memory" and units[0] == "" and unit_of(text[:sep], "") is not None:
        units[0] = "labelled"  # ('Memory (MB) = 3.83 = 0.00374021 GB': the first printing in the label's unit)
    if kind == "memory" and not all(u in MEMORY_UNITS or u == "labelled" for u in units) \
            or kind == "fraction" and not (all(u in ("", "%") for u in units) and (not bracket or units.count("%") == 1)):
        return None  # ('Memory = 4016016 = 3.83 MiB': a printing without its unit is no memory's; '(100024)' a count)
    label = (start, start + after)
    return tuple((label, " ", (start + m.start(1), start + (m.end(2) if m.group(2) else m.end(1)))) for m in printings)


def chained(line, plan):
    """The plan (statements.prepare's) with each statement that is one span and a chain cut into its
    printings' statements; a line with no plan, the line's chain, if any."""
    whole = _chain(line, 0, len(line))  # (before any other plan: 'bytes = ...' is no label of its own)
    if plan is None or whole is not None:
        return whole
    if isinstance(plan[0], str) or not any("=" in line[s[0][0]:s[0][1]] for s in plan
                                           if len(s) == 1 and isinstance(s[0], tuple)):
        return plan
    cut = []
    for statement in plan:
        pieces = _chain(line, *statement[0]) if len(statement) == 1 and isinstance(statement[0], tuple) else None
        cut.extend(pieces or (statement,))
    return tuple(cut)


def prepare(line):
    """statements.prepare's (begin, plan), each chain cut into its printings."""
    begin, plan = _plain(line)
    return begin, chained(line[begin:], plan)


def parts(line):
    """The line after its rank's tag, or a line for each of its statements (statements.parts, chains cut)."""
    begin, plan = prepare(line)
    return split(line[begin:], plan)
