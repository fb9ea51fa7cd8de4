"""keyedrecords.py - JSON Lines records of one field each with keys of their own beside its name and value ('{"ts":
"2026-11-28T10:00:00", "field": "n", "value": 1000}', '{"level": "info", "name": "memory", "value": 0.00374021,
"unit": "GB"}'): the line 'n = 1000' ('memory = 0.00374021 GB'). notations.py reads a record of the name and the
value alone; a third key hid them (its timestamp's digits read as the values: no n, UNGRADED). Only a flat object
on a line of its own, one name key, one number as its value, and the other keys' values strings, numbers, booleans
or null (a unit key's string kept after the value); anything else is left. Part of the grader (notations.py asks
it); one anchored pattern a line and the json module's parser on each match, in a text's first and last 256 KiB.
"""
import json
import re

from .textends import at_the_ends

_OBJECT = re.compile(r"^([ \t]*)(\{[^{}\[\]\n]{1,600}\})[ \t]*,?[ \t]*\r?$", re.MULTILINE)  # a flat object, its line's own
_NAMES = ("field", "name", "key", "metric", "quantity", "label", "item", "stat", "variable", "var")
_VALUES = ("value", "val", "result", "v")
_UNITS = ("unit", "units")
_WORDLIKE = re.compile(r"[A-Za-z_][\w ()+*/^.,<>=-]{0,60}")  # (a field's name: 'n_plus_2', 'x below', 'n+2')


def keyed_records(text):
    """text with each such record (module docstring) written as 'name = value'."""
    return at_the_ends(text, _records, ('"value"', '"val"', '"result"', '"v"'))


def _records(text):
    return _OBJECT.sub(_record, text)


def _record(m):
    try:
        record = json.loads(m.group(2))
    except ValueError:
        return m.group(0)
    if not isinstance(record, dict) or len(record) < 3:  # (two keys: notations.py's)
        return m.group(0)
    names = [k for k in record if k.lower() in _NAMES and isinstance(record[k], str)]
    values = [k for k in record if k.lower() in _VALUES]
    if len(names) != 1 or len(values) != 1 or not _WORDLIKE.fullmatch(record[names[0]]):
        return m.group(0)
    value = record[values[0]]
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return m.group(0)
    unit = ""
    for key, other in record.items():
        if key in (names[0], values[0]):
            continue
        if isinstance(other, (dict, list)):
            return m.group(0)
        if key.lower() in _UNITS and isinstance(other, str) and _WORDLIKE.fullmatch(other):
            unit = " " + other
    number = re.search(r'"' + re.escape(values[0]) + r'"[ \t]*:[ \t]*([-+0-9.eE]{1,40})', m.group(2))
    printed = number.group(1) if number else repr(value)  # (the value as printed: '0.10' keeps its digits)
    return f"{m.group(1)}{record[names[0]]} = {printed}{unit}"
