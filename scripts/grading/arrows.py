"""arrows.py - a label of words and an arrow before a line's statements ('Params -> t=0.1, a=0.05, b=0.1, c=0.4',
'Settings => threshold=0.1, ...', 'config --> ...', 'Params \u2192 ...'): the arrow is the label's separator, as a colon
is ('Params: t=0.1, ...' was read: its threshold and constants; after the arrow the threshold was MISSING). Only where
two 'name=value' statements at least follow it, and the label is words alone (no digit: 'n=1000 -> ...' and
'x -> 100024' are left). Rewritten as 'Params: t=0.1, ...'. Part of the grader (headings._named asks it); one
pattern anchored at a line's start, its runs apart by what they hold.
"""
import re

_ARROWED = re.compile(r"^([ \t]*[A-Za-z][A-Za-z_ ]{0,30}?)[ \t]*(?:-{1,2}>|={1,2}>|\u2192|\u27f6)[ \t]*"
                      r"(?=[A-Za-z_][\w().]{0,20}[ \t]*[=:][ \t]*[-+]?\.?\d[^\n]{0,200}?[,; \t][ \t]{0,8}[A-Za-z_][\w().]{0,20}"
                      r"[ \t]*[=:][ \t]*[-+]?\.?\d)", re.MULTILINE)


def arrows_read(text):
    """text with each such arrow (module docstring) a colon."""
    if ">" not in text and "\u2192" not in text and "\u27f6" not in text:
        return text
    return _ARROWED.sub(r"\1: ", text)
