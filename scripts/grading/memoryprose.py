"""memoryprose.py - a memory in prose in two units, the second after 'which is', 'that is', 'i.e.' or 'or' ('Each
array takes 4016016 bytes, which is 0.00374021 GB.', 'x needs 3.830 MiB, i.e. 0.00374021 GiB'): rewritten in
place as the chain the grader reads ('Each array takes 4016016 bytes = 0.00374021 GB', as 'Each array is 4016016
bytes = 0.00374021 GB' reads: chains.py), so that the second printing is judged and a wrong one fails (it was
left unread: the corpus's p17-c10). Only where both are memories (a unit of memory after each) and the words
before the first name an array or memory. Part of the grader (recaps.prose_read's rewrites ask it); one pattern
anchored at a line's start, each blank run before a token of its own: linear in the line.
"""
import re

from .units import MEMORY_UNITS
from .words import words_of

_NUM = r"\d+(?:\.\d+)?(?:[eE][-+]?\d+)?"
_LINE = re.compile(rf"(?im)^([^\d\n]{{1,80}}?)({_NUM}[ \t]*([A-Za-z]{{1,9}}))(?:[ \t]*,)?[ \t]+"
                   rf"(?:which[ \t]+is|that[ \t]+is|i\.e\.,?|ie|or|which[ \t]+equals|equal[ \t]+to|equals)"
                   rf"[ \t]+(?:about[ \t]+|roughly[ \t]+|approx\.?[ \t]+|~[ \t]*)?({_NUM}[ \t]*([A-Za-z]{{1,9}}))"
                   rf"(?:[ \t]*[.;])?[ \t]*$")
_WORDS = {"array", "arrays", "memory", "each", "x", "y", "per", "buffer", "grid", "needs", "takes", "uses", "size"}


def memory_said(text):
    """text with each such line rewritten in place; other lines as they were."""
    if "which" not in text and "that is" not in text and "i.e" not in text and " or " not in text \
            and "equal" not in text:
        return text

    def written(m):
        if m.group(3).lower() not in MEMORY_UNITS or m.group(5).lower() not in MEMORY_UNITS:
            return m.group(0)
        if not set(words_of(m.group(1))) & _WORDS:
            return m.group(0)
        return f"{m.group(1)}{m.group(2)} = {m.group(4)}"
    return _LINE.sub(written, text)
