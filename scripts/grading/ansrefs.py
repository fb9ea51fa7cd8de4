"""ansrefs.py - a session's command that uses the last result by MATLAB's and Octave's name for it ('>> sum(x(2:end-1,
2:end-1)(:) < t)', 'ans = 100024', then '>> ans / n^2', 'ans = 0.1000'): 'ans' is the command before's value, so the
later command's label is that command's code ('(sum(x(2:end-1,2:end-1)(:) < t)) / n^2 = 0.1000', x's fraction).
Before, 'ans / n^2' named no array: the fraction MISSING. Only a command whose value was shown as ans just before
(prompts.without_prompts keeps it); a name of another's ('answer', 'ans2') is no 'ans'. Part of the grader
(prompts.py asks it); one bounded pattern on a command.
"""
import re

_ANS = re.compile(r"(?<![\w.])ans(?![\w(])")
MAX_CODE = 120  # (a command's code kept as ans's: a line of a session)


def ans_referred(command, last):
    """command with each 'ans' in it the code of `last`, the command whose value ans holds (None: none)."""
    if last is None or "ans" not in command:
        return command
    return _ANS.sub(lambda m: f"({last})", command)


def last_code(command):
    """The code a command's shown value holds, for a later 'ans' (None where too long to be a label)."""
    code = command.rstrip(";, \t")
    return code if len(code) <= MAX_CODE else None
