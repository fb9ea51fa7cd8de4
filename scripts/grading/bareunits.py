"""bareunits.py - a memory with its unit and no key among a terse line's `key=value` items (`n=1000 N=1002
0.00374021GB X:100024(0.100024) Y:12(1.2e-05)`, `... 0.00374021 GB t=0.1 ...`): the bare value broke the line's items,
the words before the counts' names were taken for their label ('0.00374021GB (X)') and the counts were read nowhere:
a right output UNGRADED (the twenty-ninth pass's H13). On a line of two `key=value` (or `key:value`) items at least,
such a value is written with a key of its own, `mem=0.00374021GB` (its unit glued to it), and the line reads item by item as other terse
lines do. Only after another item, a bare number or at the line's start: a rate (`12.3 GB/s`), a value after a
separator, a bracket or a label's word (`mem: 0.0037 GB`, `memory 0.0037 GB`) are left as they were. Part of the
grader (wholetext.ready asks it, at the text's ends); bounded patterns, a line at a time where a unit is.
"""
import re

from .textends import at_the_ends

_UNITS = ("GB", "MB", "KB", "kB", "iB", "bytes", "Gb", "gb")
_KEYED = re.compile(r"(?<!\S)[A-Za-z_][\w^+*]{0,30}[=:][ \t]{0,2}[\d.+(-]")
_BARE = re.compile(r"(?<![\S])(?P<v>(?:\d{1,9}(?:\.\d{1,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?[ \t]?"
                   r"(?:[GMK]i?B|kB|[GMK]b|bytes))(?![\w/])")
_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")
_ITEM = re.compile(r"[=:][ \t]{0,2}[\d.+(-]")


def _after_an_item(line, start):
    """Whether the value at start follows a keyed item, a bare number or nothing (not a label's word, a separator)."""
    before = line[:start].rstrip(" \t")
    if not before:
        return True
    token = before.rsplit(None, 1)[-1]
    return _ITEM.search(token) is not None or _NUMBER.fullmatch(token) is not None


def _line(line):
    if len(line) > 400 or not any(unit in line for unit in _UNITS) or len(_KEYED.findall(line)) < 2:
        return line
    return _BARE.sub(lambda b: "mem=" + b.group("v").replace(" ", "").replace("\t", "") if _after_an_item(line, b.start()) else b.group(0), line)


def _written(part):
    if not any(unit in part for unit in _UNITS):
        return part
    lines = part.split("\n")
    new = [_line(line) for line in lines]
    return "\n".join(new) if new != lines else part


def bare_units_keyed(text):
    """text with each bare memory of a terse line of keyed items (module docstring) given the key 'mem'."""
    return at_the_ends(text, _written, _UNITS)
