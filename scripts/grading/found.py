"""found.py - one field as a file gives it (Found): the number's text and value, its unit, its line,
and what the reader learnt of it. Part of the grader (words.py and the readers make them); no logic.
"""


class Found:
    """One field as the file gives it: the number's text and value (a tuple
    for the constants), the unit it came with, and the line it is on."""
    # slots: a chatty output gives a million of them (a 64 MiB file: 635 to 587 MB)
    __slots__ = ("text", "value", "line", "unit", "percent", "error", "note", "total", "label", "first", "others")

    def __init__(self, text, value, line, unit=None, percent=False, error=None):
        self.text, self.value, self.line = text, value, line
        self.unit, self.percent, self.error = unit, percent, error
        self.note = ""  # how it was read (MPI partials summed)
        self.total = False  # a count whose label says Total (MPI: the ranks' sum; partials beside it are noted)
        self.label = ""  # the file's own label for it ('Number of elements below threshold (Y_H)')
        self.first = None  # a field given two values: the first value's Found (a second summary: n from the first)
        self.others = ()  # memory's other printings in other units, which agree with it (each judged too)

    def __repr__(self):
        return f"Found({self.text!r}, {self.value!r}, line {self.line})"
