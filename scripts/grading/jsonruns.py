"""jsonruns.py - a student's JSON document (or a Python dict's repr) whose counts are in a list of runs, each run's
record naming its version (`{"n": 1000, "row_length": 1002, ..., "runs": [{"backend": "cpu", "x_below": 100024,
...}, {"backend": "gpu", ...}]}`), laid out as the grader reads such a document: each item of the top level on a
line of its own (`"row_length": 1002,`), each run's record on a line of its own (runlists.py reads it as its
version's counts, so that a wrong GPU run fails). The twenty-first pass's H15: printed on one line
(`json.dumps(out)`) it was UNGRADED; with `indent=1` (several items on the first lines) the sizes were MISSING.
Only a whole document that parses, with such a list (every record named by a string under a version's key and
holding a count); smooth's own -json (records.py) and any other document as they were. Its lines are new ones (a
one-line document becomes several). Part of the grader (headings.py's _named asks it, before runlists.py); one
parse of a bounded text.
"""
import ast
import json

from .records import smooth_record
from .runlists import _NAME_KEYS, _counted

MAX_TEXT = 1 << 20  # a student's summary is a few KB
MAX_REPR = 1 << 16  # (a Python repr's parse: ast's, deeper in memory)
MAX_DEPTH = 4


def runs_laid_out(text):
    """text laid out with each run's record on a line of its own where it is such a document; else text itself."""
    if len(text) > MAX_TEXT or "[" not in text or "{" not in text:
        return text
    body = text.strip()
    if not (body.startswith("{") and body.endswith("}")):
        return text
    try:
        document = json.loads(body)
    except (ValueError, RecursionError):
        if len(body) > MAX_REPR or "'" not in body:
            return text
        try:
            document = ast.literal_eval(body)  # (Python's print(d): single quotes, True, None)
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            return text
    if not isinstance(document, dict) or not _holds_runs(document, 0) or smooth_record(text) is not None:
        return text
    try:
        return "\n".join(_laid(document, 0)) + "\n"
    except (TypeError, ValueError):
        return text


def _is_runs(value):
    """Whether value is a list of run records: each a dict naming its version by a string and holding a count."""
    return isinstance(value, list) and bool(value) and all(
        isinstance(r, dict) and sum(1 for k, v in r.items() if str(k).lower() in _NAME_KEYS and isinstance(v, str)) == 1
        and any(_counted(str(k)) for k in r) for r in value)


def _holds_runs(document, depth):
    return depth < MAX_DEPTH and any(
        _is_runs(v) or isinstance(v, dict) and _holds_runs(v, depth + 1) for v in document.values())


def _laid(document, depth):
    """The lines of a dict: an item a line; a list of runs a record a line; a dict's items laid out the same."""
    pad = " " * (depth + 1)
    out = ["{"] if depth == 0 else []
    items = list(document.items())
    for k, (key, value) in enumerate(items):
        end = "," if k < len(items) - 1 else ""
        name = json.dumps(str(key))
        if _is_runs(value):
            out.append(f"{pad}{name}: [")
            out += [f"{pad} {json.dumps(r)}{',' if j < len(value) - 1 else ''}" for j, r in enumerate(value)]
            out.append(f"{pad}]{end}")
        elif isinstance(value, dict) and value and depth + 1 < MAX_DEPTH:  # (as indent=1 lays it out)
            out.append(f"{pad}{name}: {{")
            out += _laid(value, depth + 1)
            out.append(f"{pad}}}{end}")
        else:
            out.append(f"{pad}{name}: {json.dumps(value)}{end}")
    return out + (["}"] if depth == 0 else [])
