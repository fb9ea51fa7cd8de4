"""namedbefore.py - whether the counts were printed before a line under a program's names for them ('"y_below": 12'
in a JSON, 'belowY =' over '12' in MATLAB's console, a CSV's 'below_x,below_y' over its row): barerecaps.
counted_before reads only a count's words ('below', 'count' as words), so a version's line after such an output
('y_cpu=15', 'y_gpu = 15') was taken for the output's own counts and, alone, left unread (a wrong one passed: the
twentieth pass's y_cpu line after c07's JSON, c08's CSV, c16's MATLAB console). versionlines.py asks it too, so
that such a line is a second result that must agree. Only a name joining an array's letter to 'below' or
'count' ('y_below', 'belowY', 'count_x'), with a whole number on its line or on one of the next three lines that
are not blank. Pure functions; one pattern, bounded, and a bounded look back.
"""
import re

_NAMED = re.compile(r"(?i)(?<![a-z])(?:below|count|cnt)[_ \-]?[xy](?![a-z])|(?<![a-z])[xy][_ \-]?(?:below|count|cnt)"
                    r"(?![a-z])")
_WHOLE = re.compile(r"(?<![\w.])\d{1,12}(?![\w.]|\.\d)")
_LOOK_BACK = 200_000  # characters before the line looked at (a bounded cost)


def named_before(text, start):
    """Whether a line before `start` names an array's count so, a whole number on it or just after it."""
    head = text[max(0, start - _LOOK_BACK):start]
    if not _NAMED.search(head):
        return False
    lines = head.split("\n")
    for k, line in enumerate(lines):
        if not _NAMED.search(line):
            continue
        after = [other for other in lines[k + 1:k + 8] if other.strip()][:3]
        if any(_WHOLE.search(other) for other in [line] + after):
            return True
    return False
