"""unread.py - the lines an UNGRADED output's report and feedback name: the first lines holding a number that gave
no field. Before, an UNGRADED file's feedback (`-feedback DIR`) and text report said only why ('no line gives n',
'no count ... found'), so a student could not tell which of their lines the grader missed (the thirtieth pass's
leftover). Now a note names at most MAX_LINES of them, each cut to WIDTH characters, its control characters shown
as '?': `the grader could not read line 2 ('result is 1004004 and 1000000'), line 3 ('foo 12 bar')`. Part of the
grader (cli.grade_file asks it of a file it cannot grade); one pass over the lines, stopping at the last one
named; pure functions.
"""
import re

MAX_LINES = 3
WIDTH = 120
_DIGIT = re.compile(r"\d")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def unread_note(text, fields):
    """The note naming text's first lines with a digit that no field of `fields` ({key: Found}) was read from;
    '' where there are none."""
    read = {getattr(found, "line", None) for found in fields.values()}
    named, number = [], 0
    for number, line in enumerate(text.splitlines(), 1):
        if number in read or not _DIGIT.search(line[:2000]):
            continue
        shown = _CONTROL.sub("?", line.strip())
        shown = shown if len(shown) <= WIDTH else shown[:WIDTH - 3] + "..."
        named.append(f"line {number} ({shown!r})")
        if len(named) == MAX_LINES:
            break
    return "the grader could not read " + ", ".join(named) if named else ""
