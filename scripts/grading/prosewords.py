"""prosewords.py - n and the total said in words a sentence uses instead of '=' (the thirtieth pass's F and L): 'I
chose n to be 1000', 'n was set to 1000', 'I set n to 1000', 'n equals 1000', 'We take n as 1000' (n was not read: the
inner size MISSING, and with no other size no n at all), and '(..., 1004004 in all, ...)' ('in all' named no field:
the total MISSING; '1004004 in total' was read). Now such an n is written 'n = 1000' and 'in all' after a number 'in
total' (not before a word: '12 in all arrays' is left). Only a lowercase n on its own, after a word or at a line's
start, and a whole number; a bare 'to' or 'as' only after a verb of choosing ('scaling n to 2000' is left). Part of the grader (wholetext.ready asks it, at the text's ends); patterns of bounded
runs; pure functions.
"""
import re

from .textends import at_the_ends

# (a bare 'to' or 'as' only after a verb of choosing: 'scaling n to 2000' names another run, left as it was)
_N_WORDED = re.compile(
    r"(?:(?<=^)|(?<=[A-Za-z,;:][ \t])|(?<=[A-Za-z,;:][ \t]{2}))"
    r"(?:(?P<verb>(?<![\w])(?:set|sets|chose|choose|take|took|pick|picked|fix|fixed)[ \t]{1,3}))?n[ \t]{1,3}"
    r"(?:to[ \t]{1,3}be|(?:was|is|has[ \t]{1,3}been)[ \t]{1,3}set[ \t]{1,3}to|(?(verb)(?:to|as)|(?!))|equals"
    r"|equal[ \t]{1,3}to|(?:was|is)[ \t]{1,3}(?:chosen|taken|picked)[ \t]{1,3}(?:as|to[ \t]{1,3}be))[ \t]{1,3}"
    r"(?P<n>\d{1,9})(?![\w]|\.\d)", re.MULTILINE)
_IN_ALL = re.compile(r"(?<=\d)[ \t]{1,3}in[ \t]{1,3}all\b(?![ \t]{0,3}[A-Za-z])")


def _part(part):
    if "n " in part:
        part = _N_WORDED.sub(lambda m: f"{m.group('verb') or ''}n = {m.group('n')}", part)
    return _IN_ALL.sub(" in total", part) if "in all" in part else part


def prose_words_read(text):
    """text with n and the total said in words (module docstring) written as the grader reads them."""
    return at_the_ends(text, _part, ("n ", "in all"))
