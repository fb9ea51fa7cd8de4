"""bracketn.py - a one-word remark closed by n in brackets ('done (n = 999)', 'Finished (n=1000).', 'OK (n = 500)!'):
a closing recap of the run's n. prosen.py reads n inside a sentence of two words or more ('Run complete for n = 999'); a
single word before the bracket was read as n's label ('done (n'), a word of no field, so the n went unread and a
wrong one ('done (n = 999)' under n = 1000's output) passed (the twenty-second pass's M5): and 'done', 'finished'
are a heading's words (expressions.titled), so the line was a title, and a title last in the file a mention of
another n (several.without_trailing_sizes). Such a line is a recap: its n a statement of its own, no title, judged
as every n printing is (a wrong one fails the inner size). Only the whole line: one closing word, n in round
brackets, at most a full stop or '!' after it ('Results (n = 1000)' over a run stays its title). Part of the
grader (prosen.n_in_prose and loggers.prepared ask it); pure functions, one anchored bounded pattern.
"""
import re

_REMARK = re.compile(r"[ \t]{0,8}([A-Za-z]{2,20})[.!:]?[ \t]{1,3}\([ \t]{0,2}n[ \t]{0,3}=[ \t]{0,3}\d{1,9}[ \t]{0,2}\)"
                     r"[ \t]{0,2}[.!]?[ \t]{0,8}")


# words that close a run, never a title over one
_CLOSING = {"done", "finished", "complete", "completed", "ok", "okay", "end", "ended", "success", "successful",
            "succeeded", "exiting", "exit", "bye", "stopped", "terminated", "passed"}


def n_remark(text):
    """Whether the line is a closing word and n in brackets after it ('done (n = 999)'), nothing else."""
    m = _REMARK.fullmatch(text) if len(text) <= 80 and "(" in text else None
    return m is not None and m.group(1).lower() in _CLOSING
