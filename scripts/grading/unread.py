"""unread.py - the lines an UNGRADED output's report and feedback name: the first lines holding a number that gave
no field. Before, an UNGRADED file's feedback (`-feedback DIR`) and text report said only why ('no line gives n',
'no count ... found'), so a student could not tell which of their lines the grader missed (the thirtieth pass's
leftover). Now a note names at most MAX_LINES of them, each cut to WIDTH characters, its control characters shown
as '?': `the grader could not read line 2 ('result is 1004004 and 1000000'), line 3 ('foo 12 bar')`. Part of the
grader (cli.grade_file asks it of a file it cannot grade); one pass over the lines, stopping at the last one
named; pure functions. Beside it, the other words an UNGRADED file's reason may add: a table past the length
tables.py rewrites (table_hint), and a defect of the grader's own (defect_reason).
"""
import re

from .tables import REWRITTEN

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


def note_unread(notes, text, fields):
    """notes with the note naming text's unread lines (unread_note) added, where there are such lines."""
    note = unread_note(text, fields)
    if note:
        notes.append(note)


def defect_reason(error):
    """An UNGRADED file's reason where grade itself failed on it (an exception of the grader's): the class is graded."""
    return (f"grade itself failed on this file ({type(error).__name__}: a defect of the grader's, not the student's); "
            "grade it by hand")


def table_hint(text):
    """Why a table of runs longer than REWRITTEN gives no n (a results.csv a student appended every run to, the
    thirty-first pass's T1: 'no line gives n' and nothing more), for an UNGRADED file's reason; else ''."""
    if len(text) <= REWRITTEN:
        return ""
    first = text[:text.find("\n", 0, 4096)] if "\n" in text[:4096] else ""
    if max(first.count(","), first.count("\t"), first.count(";"), first.count("|")) < 3:
        return ""
    return (f"; a table of columns under a header is read where the file holds at most {REWRITTEN:,} characters "
            f"({REWRITTEN >> 10} KiB), and this one holds {len(text):,}: keep the header and the rows of the runs the "
            "homework asks for")
