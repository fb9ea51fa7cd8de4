"""rtails.py - labelled lines after R's unlabelled prints (rprints.py): an R script that prints the summary's
values with print() ('[1] 1002' ... '[1] 1.2e-05') and then a line of each array's count with cat()
('x below threshold: 100024 fraction 0.100024'). rprints reads the prints as the answers in order only where they
are the text's only lines with a digit; these lines after them restate the counts, so they are allowed where
every number they print is one of the prints' values (the same counts and fractions, to R's 7 digits). A line
after them with any other number keeps rprints' strictness (the text as it is), but for a line that restates a
count (read and judged: a wrong one fails) or gives a time.
Part of the grader (rprints.r_printed asks it); pure functions, bounded.
"""
import re

_NUMBER = re.compile(r"(?<![\w.])[-+]?(?:\d{1,15}(?:\.\d{0,15})?|\.\d{1,15})(?:[eE][-+]?\d{1,3})?(?![\w.])")
_DIGIT = re.compile(r"\d")
_WORD = re.compile(r"[A-Za-z]")
# a line restating an array's count (read, and judged: a wrong one fails; before, it left the prints unread, the
# file UNGRADED: the eighteenth round's leftover), or a time ('Elapsed: 0.52 s')
_COUNTED = re.compile(r"(?i)^(?=[^\n]{0,200}\b[xy]\b)[^\n]{0,200}?(?:\b(?:below|under|less[ \t]than|count\w*)\b|<)|"
                      r"^[ \t]{0,8}[xy][ \t]{0,4}[:=][ \t]{0,4}\d")  # (or the array's name alone: 'Y = 21')
_TIMED = re.compile(r"(?i)^[^\n]{0,200}?(?:\b(?:time|elapsed|took|runtime|wall)\b[^\n\d]{0,40}[-+.\d]|"
                    r"\d[ \t]?(?:s|sec|secs|seconds|ms|milliseconds)\b)")
_MAX_TAIL = 4096  # characters after the prints (a few lines restating the counts)
_MAX_LINES = 8


def _value(number):
    try:
        return float(number)
    except ValueError:
        return None


def tail_agrees(printed, tail):
    """Whether tail (the text after R's prints) is lines each with a label's word whose numbers are all among the
    values printed (printed: the prints' text), and at least one such line."""
    if len(tail) > _MAX_TAIL:
        return False
    values = [v for v in map(_value, _NUMBER.findall(printed.replace("[1]", " "))) if v is not None]
    lines = [line for line in tail.split("\n") if _DIGIT.search(line)]
    if not lines or len(lines) > _MAX_LINES:
        return False
    for line in lines:
        numbers = _NUMBER.findall(line)
        if not _WORD.search(line) or not numbers or _DIGIT.search(_NUMBER.sub(" ", line)):  # (a digit in a name: 'x1')
            return False
        if _COUNTED.search(line) or _TIMED.search(line):  # (a count restated, right or wrong, or a time)
            continue
        for number in numbers:
            v = _value(number)
            if v is None or not any(abs(v - w) <= 1e-6 * max(abs(w), 1e-300) for w in values):
                return False
    return True
