"""constlabel.py - a line labelled as the constants that also holds the threshold (the twenty-ninth pass's H11:
'Constants: t 0.1 | a 0.05 | b 0.1 | c 0.4', 'Constants: t=0.1, a=0.05, b=0.1, c=0.4'): the label made the whole
line the constants' field, so t's 0.1 was read as a, b, c ('0.1 (not three numbers)': FAIL) and the threshold
was MISSING. Where the label (constants, consts, smoothing constants; then ':', '=', '->', a dash: the thirtieth pass's P,
'Constants = t 0.1 | ...') is followed at once by t's name and a value,
and the line names c too, the label is dropped: the line is then read as its statements, as it is without it.
Part of the grader (headings._named asks it, within the text's ends, before namelists.py); one anchored pattern of
bounded runs a line, a cheap test first.
"""
import re

_LABELLED = re.compile(r"(?im)^([ \t]{0,8})(?:smoothing[ \t]{1,3})?(?:constants|consts)[ \t]{0,3}(?::{1,2}|=>?|->|[-\u2013\u2014])[ \t]{0,3}"
                       r"(?=(?:t|thr|threshold)[ \t]{0,3}[=:]?[ \t]{0,3}[0-9.][^\n]{0,200}?(?<![\w])c[ \t]{0,3}[=:]?"
                       r"[ \t]{0,3}[0-9.])")


def constants_unlabelled(text):
    """text with a 'Constants:' label dropped where its line gives t first and names c too."""
    if "onst" not in text and "ONST" not in text:
        return text
    return _LABELLED.sub(r"\1", text)
