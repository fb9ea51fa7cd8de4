"""quotedkeys.py - a line of a record's quoted keys and their values with no braces around it (a JSON or
Python dict printed a few keys a line: `"a": 0.05, "b": 0.1, "c": 0.4,`, `'x_below': 100024, 'x_fraction':
0.100024`, Perl's `"a" => 0.05`): each key read without its quotes as its value's label, one statement a
pair, and the three smoothing constants side by side one statement (`a = 0.05, b = 0.1, c = 0.4`), as
their lines are read one key a line. (A line in braces is records.py's and loggers.json_line's.) Part of
the grader (loggers.prepared asks it); pure functions, linear in the line.

    plan = quoted_pairs(line)    # None, or the statements of the line (statements.split joins them)
"""
import re

# One pair: a quoted key, ':' or '=>' or '=', a number; then a comma or the line's end
_PAIR = re.compile(r"[ \t]*([\"'])([A-Za-z_][\w. -]{0,40}?)\1[ \t]{0,3}(?::|=>?)[ \t]{0,3}"
                   r"([+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?)(?![\w.])[ \t]{0,3}(?:,|$)")
MAX_PAIRS = 32  # (a record's line holds a few; a longer one is a dump, read as one statement)


def quoted_pairs(line):
    """The plan of a line of quoted keys' pairs and nothing else (two pairs at least), else None."""
    if len(line) > 2000 or line.count(":") + line.count("=") < 2:
        return None
    pairs, at, end = [], 0, len(line.rstrip(" \t"))
    while at < end and len(pairs) <= MAX_PAIRS:
        m = _PAIR.match(line, at)
        if m is None:
            return None
        pairs.append(m)
        at = m.end()
    if at < end or not 2 <= len(pairs) <= MAX_PAIRS:
        return None
    statements, k = [], 0
    while k < len(pairs):
        three = [p.group(2) for p in pairs[k:k + 3]]
        if [name.lower() for name in three] == ["a", "b", "c"]:  # (the constants together, as a line names them)
            a, b, c = pairs[k:k + 3]
            statements.append(("a = ", a.span(3), ", b = ", b.span(3), ", c = ", c.span(3)))
            k += 3
            continue
        statements.append((pairs[k].span(2), ": ", pairs[k].span(3)))
        k += 1
    return tuple(statements)
