"""steplines.py - a program's progress lines, each step's results in a bracket after its status (the thirty-second
pass's H10, right/step_lines): 'STEP 1/3 allocate .... ok (1002 x 1002, 1004004 elements, 1000000 inner,
0.00374021 GB each)', 'STEP 2/3 smooth ...... ok (t = 0.1, a = 0.05, b = 0.1, c = 0.4)', '[3/3] count: done (x:
100024 = 0.100024, ...)'. Before, the step's name and leader dots made the line one label: its sizes, threshold and
constants MISSING (the counts UNGRADED). Now such a line is its bracket's statements alone (in place, line for
line), read as the grader reads them. Only a line that opens with a step's number of a count ('STEP 1/3', 'Step
2 of 3', '[1/3]'), then a step's name, a status ('ok', 'done', 'passed') and one bracket to the line's end. Part
of the grader (wholetext.ready asks it, before lettercounts.py); pure functions, anchored bounded patterns, the
text's ends only (textends.at_the_ends).
"""
import re

from .textends import at_the_ends

_STEP = re.compile(r"(?m)^([ \t]{0,16})(?:(?i:step)[ \t]{0,4}\d{1,3}[ \t]{0,2}(?:/|[ \t]of[ \t])[ \t]{0,2}\d{1,3}"
                   r"|\[[ \t]{0,2}\d{1,3}[ \t]{0,2}/[ \t]{0,2}\d{1,3}[ \t]{0,2}\])[ \t:]{1,4}[A-Za-z][\w -]{0,30}?"
                   r"[ \t.\u2026:]{1,80}(?i:ok|done|passed|pass|finished)[ \t:]{0,4}\(([^()\n]{1,300})\)[ \t.]*$")


def _rewritten(text):
    if "(" not in text:
        return text
    return _STEP.sub(lambda m: m.group(1) + m.group(2).strip(), text)


def step_lines_read(text):
    """text with each progress line's bracket of results as the line ('STEP 2/3 smooth .... ok (t = 0.1, a = 0.05)'
    -> 't = 0.1, a = 0.05'); other lines as they were."""
    return at_the_ends(text, _rewritten)
