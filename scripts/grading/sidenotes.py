"""sidenotes.py - a side note whose one number counts something of its own, named by the words right after it
(`Inner loop vectorised with 8 lanes`, `Each row has 2 ghost cells`, `Row/column loops: 2 nested`, `Threshold test
done 2 times (x and y)`, `Storage: row-major, 4 bytes per element`): no field. Its label before the number named a
field (the inner elements, the row, the threshold, the memory), so the number was read as that field's second,
different value: a right output FAILed (the twenty-eighth pass's F19). Only a line of one number, a whole one of
one or two digits, followed by one of those words (lanes, nested, times, ghost or halo cells or layers, bytes per
element or value): `1002 elements in a row including 2 ghost cells` (two numbers) is read as before, and so is a
line of a count's words (`y was below the threshold 12 times`). Part of the
grader (loggers.prepared asks it: an empty plan); one bounded pattern, searched once a line that holds a cue.
"""
import re

_CUES = ("lane", "nested", "times", "ghost", "halo", "per")
_NOTE = re.compile(r"(?<![\w.,])\d{1,2}[ \t]{1,4}(?i:lanes?|nested|times|(?:ghost|halo)[ \t]{1,4}(?:cells?|layers?|points?|rows?)"
                   r"|bytes?[ \t]{1,4}per[ \t]{1,4}(?:element|value|float|double|entry|cell|item)s?)\b")
_DIGITS = re.compile(r"\d+")
_BELOW = re.compile(r"(?i)below|under|less|smaller|lower|beneath|<")  # ('y is below t 12 times': a count, read as before)


def side_note(line):
    """Whether the line is a side note of a count of its own (see the module's docstring)."""
    if len(line) > 200:
        return False
    lower = line.lower()
    if not any(cue in lower for cue in _CUES):
        return False
    m = _NOTE.search(line)
    return m is not None and len(_DIGITS.findall(line)) == 1 and not _BELOW.search(line)
