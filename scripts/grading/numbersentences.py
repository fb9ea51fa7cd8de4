"""numbersentences.py - a count said in a sentence that names the threshold by its value ('The number of x elements
below 0.1 is 100024.', 'The number of elements of y below 0.1 was 12.', 'The number of x values under 0.1 is
100024, i.e. 10.0024% of the inner elements.'): read as the same line printed as a label ('Number of x elements
below 0.1 is 100024', '... is 100024 (10.0024% of the inner elements)'), which the grader reads. A sentence's
closing full stop after the whole number (or the leading 'The') left the line unread: '100024.' is no whole number,
and the threshold's 0.1 a second number in the line. Only a line that is one such sentence: '(the) number/count of',
words with no digit that name an array, 'below'/'under'/'less than'/'smaller than'/'<', the threshold's number or
't', 'is'/'was'/'=' and a whole number, then nothing, a full stop, or ', i.e.'/', that is'/', or'/', which is' and
a note (put in brackets). Part of the grader (headings._named asks it, first); one anchored pattern of bounded runs
a line, over a text's ends: linear.
"""
import re

_LINE = re.compile(
    r"(?im)^([ \t]{0,16})(?:the[ \t]{1,4})?((?:number|count)[ \t]{1,4}of[ \t]{1,4}[^\n\d=:]{1,60}?[ \t]{1,4}"
    r"(?:below|under|less[ \t]{1,4}than|smaller[ \t]{1,4}than|<)[ \t]{0,4}(?:t|\d{0,3}\.\d{1,6}))"
    r"[ \t]{1,4}(is|was|are|were|=)[ \t]{1,4}(\d{1,12})"
    r"(?:[ \t]{0,4}[.!]?|,[ \t]{0,4}(?:i\.e\.|that[ \t]{1,4}is|or|which[ \t]{1,4}is)[ \t,]{0,4}([^\n()]{1,120}?)[ \t]{0,4}\.?)[ \t]*$")


def _line(m):
    note = f" ({m.group(5)})" if m.group(5) else ""
    name = m.group(2)
    return f"{m.group(1)}{name[:1].upper()}{name[1:]} {m.group(3)} {m.group(4)}{note}"


def number_sentences(text):
    """text with each line of a count's sentence (module docstring) as its label's line."""
    low = text.lower()  # (a cheap test first)
    if "number" not in low and "count" not in low or not re.search(r"(?i)(?:number|count)[ \t]{1,4}of", text):
        return text
    return _LINE.sub(_line, text)
