"""memorychains.py - a memory printed in several units after its label, apart by brackets, commas or slashes
('memory per array = 4016016 bytes (3.830 MiB, 0.00374021 GiB)', 'memory per array: 3.830 MiB / 0.00374021
GiB / 4016.016 kB', 'Memory: 4.016 MB per array (0.00374021 GiB)'): rewritten in place as a chain ('... = 4016016 bytes = 3.830 MiB = 0.00374021 GiB', chains.py's),
so that each printing is judged and a wrong one in the middle or at the end fails. Not where the label
says more than one array's memory or a total ('per array / total'), nor, where the label says no 'per' or
'each', where one printing is twice another (an array's and both arrays', side by side). Part of the grader (recaps.prose_read's rewrites ask it); pure
functions, one anchored pattern, linear in the line.
"""
import re

from .layout import place
from .units import MEMORY_UNITS, UNIT_SCALES, SPELT
from .words import SHARED_MEMORY, words_of

_NUM = r"\d+(?:\.\d+)?(?:[eE][-+]?\d+)?"
_PRINTING = rf"{_NUM}[ \t]*[A-Za-z]+"
_EACH = r"(?:[ \t]+(per[ \t]+array|each|for[ \t]+each[ \t]+array))?"  # ('Memory: 4.016 MB per array (0.00374021 GiB)')
_LINE = re.compile(rf"^([^\d\n:=]{{1,80}}[:=][ \t]*)({_PRINTING}{_EACH}(?:[ \t]*(?:[(,/;]|\)[ \t]*[,/;]?)[ \t]*{_PRINTING})"
                   r"{1,4})[ \t]*\)?[ \t]*$", re.MULTILINE)
_ONE = re.compile(rf"({_NUM})[ \t]*([A-Za-z]+)")


def _bytes(value, unit):
    """The bytes a printing may be, at each scale of its unit."""
    unit = unit.lower()
    unit = SPELT.get(unit, unit)
    return [float(value) * scale for scale, _, _ in UNIT_SCALES.get(unit, ())]


def chains_written(text):
    """text with each such memory line as a chain of its printings; other lines as they were."""
    if "B" not in text and "bytes" not in text:
        return text

    def written(m):
        printings = _ONE.findall(m.group(2))
        if not all(unit.lower() in MEMORY_UNITS for _, unit in printings) or m.group(2).count("(") > 1:
            return m.group(0)
        label = m.group(1)
        if m.group(3):  # (the words after the first printing, moved into the label: 'Memory per array: ...')
            name = label.rstrip(" \t")
            label = f"{name[:-1].rstrip()} {m.group(3)}{name[-1]} "
        if SHARED_MEMORY & set(words_of(label)) or place(label + " 1").kind != "memory":
            return m.group(0)
        values = [] if {"per", "each"} & set(words_of(label)) else [_bytes(v, u) for v, u in printings]
        for i, one in enumerate(values):  # (an array's and both arrays' side by side: not one memory)
            for other in values[i + 1:]:
                if any(abs(a - 2 * b) <= 0.01 * a or abs(b - 2 * a) <= 0.01 * b for a in one for b in other):
                    return m.group(0)
        return label + " = ".join(f"{v} {u}" for v, u in printings)
    return _LINE.sub(written, text)
