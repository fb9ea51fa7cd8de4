"""rheads.py - an R script's first values printed by print() one a line, unlabelled ('[1] 1002', '[1] 1000',
'[1] 1004004', '[1] 1e+06'), then the summary's other values with cat() and their labels ('Memory per array (GB):
0.003740206', ..., 'Below threshold in y: 12 fraction: 1.2e-05'): the nineteenth pass's c15_R_print, UNGRADED (no
line gives n). The prints are tied to the summary's first fields in its order (row, n, total, inner total, ...)
only where that order is the output's own: the prints are the text's first lines with a digit, each holds as many
numbers as its field, and the labelled lines after them, read as the grader reads them (at most 4096 characters),
give the field right after the prints' last (memory after four prints) and the counts, and none of the prints'
fields. Anything else (a print among labelled lines, a tail that names a size): the text as it was. Part of the
grader (rprints.r_printed asks it, where the prints are not the whole summary); pure functions, bounded.
"""
import re

from .words import FIELDS

_REST = re.compile(r"[-+0-9.eE \t]{1,60}")
_NUMBER = re.compile(r"(?<![\w.])[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?(?![\w.])")
_DIGIT = re.compile(r"\d")
_MAX_TAIL = 4096


def r_heads(text, found):
    """text with R's k prints (found: their '[1] ' matches, 1 <= k <= 8) labelled by the summary's first k fields
    where the module docstring's rules hold; else text."""
    k = len(found)
    if not 1 <= k < len(FIELDS) - 3 or _DIGIT.search(text, 0, found[0].start()):
        return text
    pieces, at = [], 0
    for (key, label), m in zip(FIELDS, found):
        if _DIGIT.search(text, at, m.start()):  # (another line with a value between them)
            return text
        end = text.find("\n", m.end())
        end = len(text) if end < 0 else end
        rest = text[m.end():end].strip()
        if not _REST.fullmatch(rest) or len(_NUMBER.findall(rest)) != (3 if key == "constants" else 1):
            return text
        pieces += [text[at:m.start()], m.group(1), label, " :: ", rest]
        at = end
    tail = text[at:]
    if len(tail) > _MAX_TAIL or not _sizes_ordered(pieces) or not _tail_follows(tail, k):
        return text
    return "".join(pieces) + tail


# the sizes in the summary's order are never smaller than the ones before them that they hold (n+2 >= n, (n+2)^2 >=
# n+2 and n^2, n^2 >= n; a mistake's n for n+2 or n^2 for (n+2)^2 still so): another order ('[1] 1000' then '[1] 1002',
# n printed first) is no tie to the tutorial's
_AT_LEAST = (("row", "inner"), ("total", "row"), ("total", "total_inner"), ("total_inner", "inner"))


def _sizes_ordered(pieces):
    values = {key: float(_NUMBER.search(pieces[5 * i + 4]).group()) for i, (key, _) in enumerate(FIELDS[:len(pieces) // 5])
              if key in ("row", "inner", "total", "total_inner")}
    return all(values[big] >= values[small] for big, small in _AT_LEAST if big in values and small in values)


_R_PRINT = re.compile(r"^[ \t]*\[1\][ \t]+[-+.\d]", re.MULTILINE)


def r_hint(text):
    """What an UNGRADED output of R's unlabelled prints ('[1] 1002') should print instead, else ''."""
    if not _R_PRINT.search(text, 0, 65536):
        return ""
    return ("; R's print() shows a value with no label ('[1] 1002'), so nothing says which field it is: print each "
            "with its label, e.g. cat(\"n:\", n, \"\\n\")")


def _tail_follows(tail, k):
    """Whether the labelled lines after k prints give the summary's field k+1 and both counts, and none of the
    first k fields (read as the grader reads an output)."""
    from .fields import read_output  # (fields.py reads through this module's caller: imported when asked)
    try:
        read = read_output(tail)["fields"]
    except Exception:  # (a tail the reader refuses: no tie)
        return False
    given = {key for key, found in read.items() if found is not None and not getattr(found, "error", None)}
    keys = [key for key, _ in FIELDS]
    return keys[k] in given and {"below_x", "below_y"} <= given and not given & set(keys[:k])
