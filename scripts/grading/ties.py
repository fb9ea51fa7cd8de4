"""ties.py - a count of the elements that equal the threshold, a tie, on a line of its own after a right output
(`WARNING: 3 elements of y are exactly 0.1`, `note: 5 values equal t`, `Note: 3 elements equal to t (not
counted)`, `2 ties at the threshold`): no field of the thirteen. Its count was read as a size's second printing (the
total, the inner total) or a count's (`3 elements of y equal the threshold`: Y), so a right output FAILed (the
thirtieth pass's end). Only a line that names no count below (below, under, less, `<`, `<=`): `12 elements of y are
below or equal to t` is read as before (`not below`, `counted as not below` aside). Part of the grader (loggers.prepared asks it: an empty plan); one bounded
pattern, searched once a line that holds a cue; pure functions.
"""
import re

_CUES = ("equal", "exactly", "tie", "==")
_NOUN = r"(?:elements?|values?|entries|entry|cells?|points?|numbers?|items?|floats?|doubles?)"
_OF = r"(?:[ \t]{1,3}(?:of|in)[ \t]{1,3}(?:the[ \t]{1,3})?(?:array[ \t]{1,3})?[A-Za-z_]\w{0,11}(?:[ \t]{1,3}array)?)?"
_EQUAL = (r"(?:exactly[ \t]{1,3}(?:equal(?:[ \t]{1,3}to)?[ \t]{1,3}|at[ \t]{1,3})?|equal(?:s|led)?(?:[ \t]{1,3}to)?[ \t]{1,3}"
          r"|==[ \t]{0,3})")
_WHAT = r"(?:the[ \t]{1,3})?(?:t|threshold|tau|cutoff|cut-off|[0-9][0-9.eE+-]{0,11})(?![\w.])"
_TIE = re.compile(
    r"(?i)(?<![\w.])\d{1,12}[ \t]{1,3}(?:" + _NOUN + _OF + r"[ \t]{1,3}(?:(?:are|is|were|was)[ \t]{1,3})?" + _EQUAL + _WHAT
    + r"|ties?(?:[ \t]{1,3}(?:at|with)[ \t]{1,3}" + _WHAT + r")?(?![\w.]))")
_BELOW = re.compile(r"(?i)below|under|less|smaller|lower|beneath|<|\u2264")
_NOT_BELOW = re.compile(r"(?i)\bnot[ \t]{1,3}(?:(?:counted|taken)[ \t]{1,3}as[ \t]{1,3})?below")  # ('(counted as not below)')
_DIGITS = re.compile(r"\d+(?:\.\d+)?")


def tied(line):
    """Whether the line counts the elements equal to the threshold and nothing else (the module's docstring)."""
    if len(line) > 200:
        return False
    lower = line.lower()
    if not any(cue in lower for cue in _CUES) or _BELOW.search(_NOT_BELOW.sub("", line)):
        return False
    return _TIE.search(line) is not None and len(_DIGITS.findall(line)) <= 2
