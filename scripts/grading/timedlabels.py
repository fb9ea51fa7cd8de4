"""timedlabels.py - a timing printed between a count's name and its value (the thirty-fourth pass's H1):
`counting y took 0.9 ms: 12`, `y below t, elapsed 0.9 ms: 12`, `Counted y in 0.9 ms: 12 below threshold`,
`y count, 0.9 ms: 12`, and a count's terse name (`count_y`, `y_count`, `cnt_y`, `countY`) beside a timing
(`count_y (0.9 ms): 12`, `count_y [0.9 ms] = 12`, `0.912 ms  count_y  13`). timecut.py cuts a timing off a count's
line; it took `ms: 12` for a timer's key (the unit of `1.2e-05 ms=3.05` is the next key's name), cut the words
before a time with it (`counting y took`), and read `count_y` as a timer's row name (no count's word: `\\bcount\\b`
does not match in `count_y`). Here: where a time with its unit is followed by `:` or `=` and a value, the words
before it name a count and hold no number, and a time's word (`took`, `in`, `elapsed`) or a separator (`,` `(`
`[`) comes right before it, the time is the label's and the value the count's. Part of the grader (timecut.py asks
it); anchored, bounded patterns on a line timecut already bounds.
"""
import re

# a time's unit, a whole word (timecut.py's)
_UNIT = r"(?:s|sec|secs|seconds?|ms|msec|milliseconds?|us|usec|\u00b5s|microseconds?|ns|nanoseconds?)(?![\w/])"

# A count's terse name, joined by '_' or in camel case ('count_y', 'y_count', 'cntX', 'nbelow_y', 'countY'); '\b'
# matches inside none of them
COUNT_NAME = re.compile(r"(?i)(?<![A-Za-z0-9])(?:(?:count|cnt|num|nb|n_?below|below)_?[xy]|[xy]_?(?:count|cnt|below))"
                        r"(?![A-Za-z0-9])")
# a count's words (or a terse name) in a label before a time ('counting y', 'Counted y', 'x below t', 'y count')
_COUNT_LABEL = re.compile(r"(?i)\b(?:below|under|beneath|less|smaller|lower|count|counts|counted|counting|number|"
                          r"fraction)\b|<")
_NUMBER = r"[+-]?(?:\d{1,20}(?:\.\d{0,20})?|\.\d{1,20})(?:[eE][+-]?\d{1,3})?"
# a time, then (a bracket closing it) ':' or '=' and a value: 'took 0.9 ms: 12', '(0.9 ms): 12'
_TIME_THEN_VALUE = re.compile(rf"(?<![\w.]){_NUMBER}[ \t]?{_UNIT}(?=[ \t]?[)\]]?[ \t]{{0,3}}[:=][ \t]{{0,3}}[+-]?\.?\d)",
                              re.IGNORECASE)
# what comes right before such a time: a time's word ('took', 'in', 'elapsed') or a separator
_LEAD = re.compile(r"(?i)(?:(?<![\w])(?:took|takes|taking|in|after|elapsed|time|timing|spent|needed|ran)[ \t]{1,3}|"
                   r"[,;|(\[][ \t]{0,3})$")
_LEAD_WORD = re.compile(r"(?i)[ \t]{1,8}(?:took|takes|taking|in|after|elapsed|time|timing|spent|needed|ran)[ \t]{1,3}$")
_LONE_NUMBER = re.compile(r"(?<![\w.])[+-]?\.?\d")


def names_count(text, start=0, end=None):
    """Whether text[start:end] names a count: its words or a terse name."""
    end = len(text) if end is None else end
    return bool(_COUNT_LABEL.search(text, start, end) or COUNT_NAME.search(text, start, end))


# the cheap first look: a digit, then a unit's first letters and ':' or '=' after (a pattern that opens with a digit is
# searched fast; the whole one, opening with a look behind, is tried at every character)
_CHEAP = re.compile(r"\d[ \t]?(?:[mun\u00b5]?s|sec|milli|micro|nano)[a-z]{0,10}[ \t]?[)\]]?[ \t]{0,3}[:=]", re.IGNORECASE)


def times_in_labels(line):
    """[(start, end)] of each time in a count's label right before its ':' or '=' and its value, where timecut's
    own reading takes the unit for the next key's name ('counting y took 0.9 ms: 12': '0.9 ms')."""
    if not _CHEAP.search(line):
        return []
    out = []
    for m in _TIME_THEN_VALUE.finditer(line):
        head = line[max(0, m.start() - 120):m.start()]  # (a label is short)
        if _LEAD.search(head) and not _LONE_NUMBER.search(line, 0, m.start()) and names_count(head):
            out.append((m.start(), m.end()))
    return out


def lead_word_at(line, start, value_at):
    """Where a time's word before a time starts ('counting y took 0.9 ms': before ' took'), where the words before
    it name a count; None otherwise (that label is the count's, the time's word and the time no part of it)."""
    m = _LEAD_WORD.search(line, start, value_at)
    if m and m.start() > start and names_count(line, start, m.start()):
        return m.start()
    return None
