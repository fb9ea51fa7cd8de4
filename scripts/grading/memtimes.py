"""memtimes.py - an allocation's line that gives its count of arrays times one array's memory ('alloc: 2 arrays x
0.00374021 GB', 'alloc: 2 x 0.00374021 GB', 'buffers: 2 * 3.83 MiB', 'allocated 2 arrays of 0.00374021 GB'): the
memory of each array was not read (MISSING) where no 'memory' word labels the line. Written as the form already read,
'2 arrays, 0.00374021 GB each'. Not where an '=' (the product of both: bothmemory.py's), 'each', 'per' or 'total'
follows the memory, nor a count of arrays other than 2 to 4, nor one opening a bracket ('memory for x and y (2 x 3.83 MB)': the
aside's own rule reads it). Part of the grader (headings._named asks it, within
the text's ends); one pattern of bounded runs, a cheap test first.

    text = memory_times_read(text)
"""
import re

_TIMES = re.compile(
    r"(?<![\w.,+^*/(-])([2-4]|two|three|four|both)[ \t]{1,3}(?:(?:float[ \t]{1,3}|double[ \t]{1,3})?"
    r"(?:arrays|buffers|grids|matrices)[ \t]{1,3}(?:x|\u00d7|\*|of)|(?:x|\u00d7|\*))[ \t]{1,3}"
    r"(\d{1,6}\.\d{1,12}|\d{1,9})[ \t]{0,2}([kKMG]i?B|bytes)\b(?![ \t]{0,3}(?:=|each|per|total|in[ \t]total|/))",
    re.IGNORECASE)


def memory_times_read(text):
    """text with each count of arrays times one array's memory (module docstring) as '2 arrays, M GB each'."""
    if "B" not in text and "bytes" not in text:
        return text
    return _TIMES.sub(_each, text)


_MEMORY_LABEL = re.compile(r"(?i)mem")


def _each(m):
    line_start = m.string.rfind("\n", 0, m.start()) + 1
    if _MEMORY_LABEL.search(m.string, max(line_start, m.start() - 80), m.start()):
        return m.group()  # ('Memory: 2 arrays x 0.00374021 GB': a memory's label reads it as it is)
    return f"{m.group(1)} arrays, {m.group(2)} {m.group(3)} each"
