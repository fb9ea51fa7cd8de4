"""runlists.py - a JSON list of runs, each record naming its version by a string ('"runs": [{"backend": "gpu",
"y_below": 13}]', '{"kernel": "sh16", "x_below": 100024, "y_below": 12},' alone on a list's line): the grader read
neither (a wrong GPU count after a right output passed: the nineteenth pass's P25c; a record keyed by its version,
'"gpu": {"y_below": 13}', was read and failed). Each such record is rewritten as a record keyed by its version's
name ('"gpu": {"y_below": 13},'), its naming item left out, one line a record, as the grader reads a version's
counts, so that a wrong one fails. Only a line that holds such records and nothing else, each record named, none
giving its n (a scaling table's rows are other runs, read elsewhere). Part of the grader (headings.py's _named
asks it); a scan of each candidate line once, its depth bounded (jsonline.py's parser).
"""
import re

from .jsonline import _Bad, _blank, _value
from .words import _which_array, words_of

# a record's item that names its version ('"backend": "gpu"')
_NAME_KEYS = frozenset(("backend", "kernel", "device", "version", "name", "impl", "implementation", "method",
                        "variant", "target", "mode", "platform", "label", "run", "solver", "code", "config"))
_N_KEYS = frozenset(("n", "size", "grid", "n_inner", "inner", "dim", "dimension", "nx", "ny"))
_LINE = re.compile(r"(?m)^([ \t]{0,40})(?:,[ \t]{0,4})?(?:(?:\"[^\"\n]{1,30}\"|'[^'\n]{1,30}'|[A-Za-z_]\w{0,30})"
                   r"[ \t]{0,4}:[ \t]{0,4})?([\[{][^\n]{0,3998})$")
_VERSION = re.compile(r"[A-Za-z][\w.+\- ()]{0,30}$")
_MAX_LINES = 64  # candidate lines per text (a bounded cost)


def _records(text, start):
    """The records (node list) of the list or lone record at text[start:] (or of a one-key object holding such a
    list: '{"runs": [...]}'), each as (its name's node or None, its items); None if the rest of the line is more."""
    node, end = _value(text, start, 0)
    rest = text[_blank(text, end):].rstrip()
    if rest not in ("", ",", "]", "],", "}", "},"):
        return None
    if node[0] == "obj" and len(node[1]) == 1 and node[1][0][1][0] in ("list", "obj"):
        inner = node[1][0][1]  # ('{"runs": [...]}', '{"runs": {"gpu": {...}}}')
        if inner[0] == "list" or inner[1] and all(value[0] == "obj" for _, value in inner[1]):
            node = inner
    if node[0] == "obj" and node[1] and all(value[0] == "obj" for _, value in node[1]):
        return [(("str", key), value[1]) for key, value in node[1]]  # ('"runs": {"gpu": {...}, "cpu": {...}}')
    if node[0] == "obj":
        return [(None, node[1])]
    if node[0] == "list" and node[1] and all(item[0] == "obj" for item in node[1]):
        return [(None, item[1]) for item in node[1]]
    return None


def _keyed(line, records):
    """Each record as '"name": {its other items}', or None where one is not named by its version."""
    out = []
    for name_node, record in records:
        keys = [line[slice(*key)].strip().lower() for key, _ in record]
        if _N_KEYS & set(keys):
            return None
        if name_node is None:
            named = [k for k, (key, node) in enumerate(record) if keys[k] in _NAME_KEYS and node[0] == "str"]
            if len(named) != 1:
                return None
            name_node = record[named[0]][1]
            record = [pair for k, pair in enumerate(record) if k != named[0]]
        name = line[slice(*name_node[1])]
        if not _VERSION.match(name) or _which_array(words_of(name)) is not None or not record or any(node[0] not in ("num", "str") for _, node in record):
            return None
        if not any(_counted(line[slice(*key)]) for key, _ in record):
            return None  # (a timing's records: '{"label": "Total (wall)", "seconds": 0.0062}')
        items = [f'"{line[slice(*key)]}": {_printed(line, node)}' for key, node in record]
        out.append(f'"{name}": {{{", ".join(items)}}}')
    return out


def _counted(key):
    """Whether a record's key names a count of an array ('y_below', 'below_x', 'count_y', 'Y')."""
    words = words_of(key)
    return _which_array(words) is not None or any(w in ("below", "count", "counts") for w in words)


def _printed(line, node):
    """A value as JSON prints it (a string's span is inside its quotes)."""
    if node[0] == "str":
        return '"' + line[slice(*node[1])] + '"'
    return line[slice(*(node[1] if node[0] == "num" else node[2]))]


def run_lists(text):
    """text with each such line's records rewritten as records keyed by their versions; other lines as they were."""
    if "{" not in text or ":" not in text:
        return text
    lines, changed = None, 0
    for m in _LINE.finditer(text):
        body = m.group(2)
        if body.count("{") < 1 or '"' not in body and "'" not in body:
            continue
        changed += 1
        if changed > _MAX_LINES:
            break
        line = m.group(0)
        try:
            records = _records(line, m.start(2) - m.start())
        except (_Bad, RecursionError):
            continue
        keyed = _keyed(line, records) if records else None
        if not keyed:
            continue
        if lines is None:
            lines = {}
        lines[m.span()] = "\n".join(m.group(1) + k + "," for k in keyed)
    if not lines:
        return text
    pieces, at = [], 0
    for (start, end), new in sorted(lines.items()):
        pieces += [text[at:start], new]
        at = end
    return "".join(pieces) + text[at:]
