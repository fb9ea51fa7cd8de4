"""sizelist.py - the four sizes as a bare list after a label of sizes, in the tutorial's order (Go's
fmt.Println("sizes:", n+2, n, (n+2)*(n+2), n*n) prints `sizes: 1002 1000 1004004 1000000`; `grid sizes: [1002
1000 1004004 1000000]`, `dims: 1002, 1000, 1004004, 1000000`). No number has a name of its own, so the line gave
nothing and a right output was UNGRADED. Where the four follow the tutorial's order (n+2, n, (n+2)^2, n^2) the
line is written as `n+2, n, (n+2)^2, n^2: ...`, which the line's rules read as four statements. The order is
taken only where at least one of its relations holds (the second is the first less 2, the third the first's
square, the fourth the second's): one value changed leaves one, so a wrong size is read and fails.
Part of the grader (fields.read_output asks it, in a text's first and last 256 KiB); one bounded pattern per line.

    text = sizes_listed(text)
"""
import re

from .textends import at_the_ends

_LIST = re.compile(r"(?im)^([ \t]{0,8}(?:(?:grid|array|problem|matrix)[ _]{1,2})?(?:sizes|size|dims|dimensions)"
                   r"[ \t]{0,4}[:=][ \t]{0,4})(\[?)(\d{1,9})(?:,[ \t]{0,4}|[ \t]{1,8})(\d{1,9})(?:,[ \t]{0,4}|[ \t]{1,8})"
                   r"(\d{1,19})(?:,[ \t]{0,4}|[ \t]{1,8})(\d{1,19})(\]?)[ \t]{0,8}$")


# A list whose label names its values in brackets (numpy's print of an array, Python's of a list: `sizes (n+2, n,
# (n+2)^2, n^2): [   1002    1000 1004004 1000000]`, `dims (n, n+2) = [1000, 1002]`): written as the names' tuple
# over its values (`n+2, n, (n+2)^2, n^2 = 1002 1000 1004004 1000000`), which statements read in any order. Each
# name a size's expression of n (n, N, n+2, (n+2)^2, n*n), as many names as values (2-4), whole numbers only.
_NAMED_LIST = re.compile(r"(?m)^([ \t]{0,8}[A-Za-z][\w ]{0,30}?)[ \t]{0,3}\(([nN0-9+*^() \t,-]{1,60})\)[ \t]{0,3}[:=]"
                         r"[ \t]{0,4}\[[ \t]{0,8}(\d{1,19}(?:(?:,[ \t]{0,4}|[ \t]{1,8})\d{1,19}){1,3})[ \t]{0,8}\][ \t]{0,8}$")
# (the names in square brackets too, `sizes [n+2, n, (n+2)^2, n^2]: [1002 1000 1004004 1000000]`: the twenty-ninth
# pass's H18, before read only in round brackets)
_SQUARE_NAMED_LIST = re.compile(r"(?m)^([ \t]{0,8}[A-Za-z][\w ]{0,30}?)[ \t]{0,3}\[([nN0-9+*^() \t,-]{1,60})\][ \t]{0,3}"
                                r"[:=][ \t]{0,4}\[[ \t]{0,8}(\d{1,19}(?:(?:,[ \t]{0,4}|[ \t]{1,8})\d{1,19}){1,3})[ \t]{0,8}\]"
                                r"[ \t]{0,8}$")
_SIZE_NAME = re.compile(r"[ \t]{0,2}\(?[nN](?:[ \t]{0,2}[+-][ \t]{0,2}\d)?\)?(?:[ \t]{0,2}(?:\^|\*\*)[ \t]{0,2}2|[ \t]{0,2}\*[ \t]{0,2}"
                        r"\(?[nN](?:[ \t]{0,2}[+-][ \t]{0,2}\d)?\)?)?[ \t]{0,2}")


def _names(names):
    """names cut at their commas outside brackets, or None where one is no size's expression of n."""
    cut, depth, start = [], 0, 0
    for i, ch in enumerate(names):
        depth += (ch == "(") - (ch == ")")
        if ch == "," and depth == 0:
            cut.append(names[start:i])
            start = i + 1
    cut.append(names[start:])
    return [name.strip() for name in cut] if all(_SIZE_NAME.fullmatch(name) for name in cut) else None


def _tupled(m):
    names, values = _names(m.group(2)), re.split(r"[ \t,]+", m.group(3).strip())
    if not names or len(names) != len(values):
        return m.group()
    return "{} = {}".format(", ".join(names), " ".join(values))


def sizes_listed(text):
    """text with each labelled bare list of the four sizes in the tutorial's order labelled by each size's name,
    and a list whose label names each of its sizes written as those names' tuple."""
    text = at_the_ends(text, lambda part: _NAMED_LIST.sub(_tupled, part), ("):", ")=", ") ="))
    text = at_the_ends(text, lambda part: _SQUARE_NAMED_LIST.sub(_tupled, part), ("]:", "]=", "] ="))
    return at_the_ends(text, lambda part: _LIST.sub(_named, part), ("siz", "SIZ", "Siz", "dim", "Dim"))  # (a long log's middle as it is: bounded)


def _named(m):
    if (m.group(2) == "[") != (m.group(7) == "]"):
        return m.group()
    row, inner, total, total_inner = (int(m.group(i)) for i in (3, 4, 5, 6))
    if not (row == inner + 2 or total == row * row or total_inner == inner * inner):
        return m.group()  # (no relation of the tutorial's order: some other list of sizes, read as before)
    return "n+2, n, (n+2)^2, n^2: {} {} {} {}".format(m.group(3), m.group(4), m.group(5), m.group(6))
