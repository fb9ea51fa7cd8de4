"""timedfirst.py - a timing clause before a line's field ('smooth took 0.012 s; 12 elements of y below threshold
(1.2e-05)', 'Elapsed 12 ms, y: 12 below'): the line's first number is a time, which makes the whole line a timer's
and hid the count after it. Where the line opens with words and a time (no other number before it), then ';' or
',', and what follows names a count, a fraction or a memory, that is read as a line of its own (loggers.prepared:
where the text begins). Part of the grader (the package gathers it); pure functions.
"""
import re

# Words without digits, a time (a number and its unit), then ';' or ','; each run bounded, no two blank runs
# side by side (linear on a long line).
_TIMING = re.compile(r"[^\d;,\n]{0,80}?\d[\d.]{0,20}(?:[eE][+-]?\d{1,3})?[ \t]?"
                     r"(?:s|sec|secs|seconds?|ms|msec|milliseconds?|us|usec|\u00b5s|microseconds?|ns|min|minutes?)\b"
                     r"\.?[;,][ \t]{0,3}(?=[A-Za-z(]?[^\n]{0,400}?\d)", re.IGNORECASE)

# What follows names a field of its own (a count, a fraction, a memory), not the time's share or rate ('0.012 s,
# 45% of total', '0.1 s, 3.2 GFLOP/s': the timer's line still)
_FIELD_AFTER = re.compile(r"(?i)\b(?:below|under|beneath|(?:less|smaller|lower)[ \t]{1,3}than|fraction|[GM]i?B)\b|<")


def timing_first(line):
    """The offset where a line's text goes on after an opening timing clause, else 0."""
    if ";" not in line and "," not in line:
        return 0
    m = _TIMING.match(line)
    return m.end() if m and _FIELD_AFTER.search(line, m.end(), m.end() + 400) else 0
