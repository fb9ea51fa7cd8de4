"""numbered.py - a homework's answers numbered and unlabelled, one a line, in the summary's order ('1. 1002',
'2. 1000', ..., '7. 0.05 0.1 0.4', '8. 100024 0.100024', '9. 12 1.2e-05'; '1) ...' alike): the number is the
question's, the summary's field in its place the label. Without it the numbers were dropped as a list's
(homework.py) and the bare values named nothing: no n, UNGRADED. Read only where the list is the whole summary,
items 1 to 9 (a count and its fraction a line) or 1 to 11 (the summary's eleven lines, fractions their own), each
item's numbers as many as its field's (the constants three, a count one or two) and no word but a unit: any other
numbered list (steps, timings, a list of other values) is left as it was. Part of the grader (homework._parts asks
it); one anchored pattern a line, linear in the text.
"""
import re

from .words import FIELDS

# an item: its number and its mark at a line's start; its rest (to the line's end, 100 characters at most) the
# numbers with their separators and a unit at most, nothing else (matched on the rest alone: a bounded cost)
_ITEM = re.compile(r"^([ \t]*)(\d{1,2})([.)])[ \t]", re.MULTILINE)
_REST = re.compile(r"[-+0-9.eE,;()/%\t ]{1,100}?(?:(?i:GiB|GB|MiB|MB|KiB|KB|bytes))?")
_NUMBER = re.compile(r"(?<![\w.])[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?(?![\w.])")
_LABELS = dict(FIELDS)
# the fields in each numbering's order, and how many numbers each item holds (least, most)
_ORDERS = {
    9: [("row", 1, 1), ("inner", 1, 1), ("total", 1, 1), ("total_inner", 1, 1), ("memory", 1, 1), ("threshold", 1, 1),
        ("constants", 3, 3), ("below_x", 1, 2), ("below_y", 1, 2)],
    11: [(key, 3 if key == "constants" else 1, 3 if key == "constants" else 1) for key, _ in FIELDS],
}


def numbered_answers(text):
    """text with a numbered list of the summary's values (module docstring) labelled by their fields, its
    numbers and marks dropped; else text as it is."""
    if "1." not in text and "1)" not in text:
        return text
    items = []  # (start, indent, k, mark, rest's start, rest) of each item whose rest is numbers alone
    for m in _ITEM.finditer(text):
        end = text.find("\n", m.end())
        end = len(text) if end < 0 else end
        rest = text[m.end():end].strip()
        if len(rest) <= 100 and _REST.fullmatch(rest) and len(items) < 24:  # (more: no summary's list)
            items.append((m.start(), m.group(1), int(m.group(2)), m.group(3), text.index(rest, m.end()), rest))
    for mark in ".)":
        found = [item for item in items if item[3] == mark]
        order = _ORDERS.get(len(found))
        if order is None or [item[2] for item in found] != list(range(1, len(found) + 1)):
            continue
        if not all(least <= len(_NUMBER.findall(item[5])) <= most for item, (_, least, most) in zip(found, order)):
            continue
        if text.count("\n", found[0][0], found[-1][4]) > 2 * len(found):  # (one list, a blank line between at most)
            continue
        pieces, at = [], 0
        for (start, indent, _, _, rest_start, rest), (key, _, _) in zip(found, order):
            pieces += [text[at:start], indent, _LABELS[key], " :: ", rest]
            at = rest_start + len(rest)
        return "".join(pieces) + text[at:]
    return text
