"""partcuts.py - a line's statements cut by slices worked out once per pattern of digits: fields.read_output
reads a chatty file's every line through statements.split and masks each statement's digits again (its
shape's key); where a plan is only spans of the line ('Grid 1002x1002 (1004004 elements), interior ...':
each statement one span) and the line is ASCII, both follow from the line's own key, so a line costs two
C-level maps, not a generator and an encode a statement (a 60 MB file of 700,000 such lines: 2 s of 13).
Part of the grader; pure functions.

    cut = cuts(key, begin, plan)    # None: the plan asks the line (statements.split it is)
    if cut is not None: parts = zip(map(line.__getitem__, cut[0]), cut[1])
"""


def cuts(key, begin, plan):
    """(the statements' slices of the whole line, their keys) for a line of this key (its digits masked, as
    bytes) whose text begins at begin, cut by plan (statements.prepare's); None where the plan is conditional
    ('if a pair', 'if two results': the line's digits decide) or joins text in, or the line is not ASCII
    (a character's bytes: its key's slices are not its own)."""
    if not key.isascii() or (plan and isinstance(plan[0], str)):
        return None
    slices = []
    for statement in plan:
        if len(statement) != 1 or type(statement[0]) is not tuple:
            return None
        start, stop = statement[0]
        if type(start) is not int or type(stop) is not int or start < 0 or stop < 0:
            return None  # (a slice from the end: not one from begin)
        slices.append(slice(begin + start, begin + stop))
    return tuple(slices), tuple(key[part] for part in slices)
