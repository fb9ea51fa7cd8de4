"""allocations.py - a program's allocation line that says how many arrays it allocates before one array's size
('Allocating 2 arrays of 1004004 floats (0.00374021 GB each)', 'allocating 2 x 1002 x 1002 floats', '2 arrays x
1004004 elements', 'Allocated two grids of 1002 x 1002 doubles', 'allocating 2 * 1004004 floats'): the number of
arrays (x and y: 2) is no size, and was read as the total ('total: 2'), or hid the size after it (a shape
'2 x 1002 x 1002' is no grid's). The count of arrays is dropped and the rest read as one array's: 'Allocating
arrays of 1004004 floats (0.00374021 GB each)', 'allocating arrays of 1002 x 1002 floats' (a shape alone gives
the row, as any array's shape does: grids.py). Only a count of 2 to 4 ('two', 'both', 'three') before an
array's word, or before 'x'/'*' and a size whose noun is an element's ('floats', 'doubles', 'elements'): a
product with more after it ('2 x 1004004 x 4 bytes') is the memory's and stays. Part of the grader
(headings.regrouped asks it, in a text's first and last 256 KiB); one pattern of bounded runs: linear.
"""
import re

_COUNT = r"(?:[2-4]|two|three|four|both)"
_ARRAYS = r"(?:(?:float|double|int|real|single|fp32|fp64|f32|f64)[ \t]{1,3})?(?:arrays?|grids?|buffers?|matrices|matrix|vectors?)"
_NOUN = r"(?:floats?|doubles?|elements?|values?|cells?|entries|points|reals|singles|f32s?|f64s?|fp32|fp64|ints?)\b"
_NOT = r"(?:threads|blocks|warps|ranks|processes|procs|gpus|nodes|steps|iterations|sweeps|times|ms|s)\b"  # a launch's, a run's
_SIZE = r"\d{1,12}(?:[ \t]{0,3}(?:x|X|\*|\u00d7|by)[ \t]{0,3}\d{1,9})?"
# 'allocating 2 arrays of ', '2 arrays x ', 'Allocated two grids, each ', or '2 x ' / '2 * ' before a size and
# an element's noun; the count's own word before it (a line's start, a verb, a colon), never a digit or a point
_ALLOCATION = re.compile(  # (its lookahead the counts' first letters: a quick test at each place, the same matches)
    rf"(?=[2-4tfb])(?<![\w.,+^*/-])({_COUNT})[ \t]{{1,3}}{_ARRAYS}(?:[ \t]{{0,3}}(?:of|x|X|\*|\u00d7|with|,|:)(?:[ \t]{{1,3}}each)?"
    rf"(?:[ \t]{{1,3}}(?:of|with))?)?(?:[ \t]{{1,3}}(?:size|length))?[ \t]{{1,3}}(?={_SIZE}(?![\d.])(?![ \t]{{1,3}}{_NOT}))"
    rf"|(?<![\w.,+^*/-])({_COUNT})[ \t]{{0,3}}(?:x|X|\*|\u00d7)[ \t]{{0,3}}(?={_SIZE}[ \t]{{1,3}}{_NOUN})", re.IGNORECASE)


def allocations_read(text):
    """text with each allocation's count of arrays dropped before the size of one ('arrays of 1004004 floats')."""
    if "rray" not in text and "rid" not in text and "uffer" not in text and "atri" not in text \
            and "ector" not in text and " x " not in text and "*" not in text:
        return text
    return _ALLOCATION.sub("arrays of ", text)
