"""prompttuples.py - a pasted session's command whose result is a tuple of the two counts or the two fractions,
shown under it (Python's `>>> fractions` over `(0.100024, 1.2e-05)`, `>>> fx, fy`, `>>> count(x < t), count(y <
t)` over `(100024, 12)`, IPython's `In [6]: counts` over `Out[6]: (100024, 12)`, Julia's `julia> (cx, cy)`): read
as one line `fractions (x, y): (0.100024, 1.2e-05)` on the command's line, the result's line emptied. Before, the
prompt's line was code (no label) and the bare tuple was read as y's fraction (`found 0.100024`: the twenty-first
pass's H8), or nothing (UNGRADED). The arrays are the command's parts' where each names one (`x`, `fx`, `cx`,
`frac_x`, `x_below`, `belowX`; the values put in x, y order), else x then y where the command is one name of the
counts or the fractions (`counts`, `fractions`, `fracs`, `below`). So is a printed pair under such a label alone
(`fractions: (0.100024, 1.2e-05)`, `counts = [100024, 12]`, Python's `print("fractions:", (fx, fy))`: its first
value was read as y's fraction too). Counts where both values are whole, fractions where both are under 1; any
other pair as it was. Every line keeps its number. Part of the grader (lines.without_prefixes asks it, before
transcripts.py labels a session's values by their code); anchored patterns, a line each, in the text's first and
last textends.SAMPLE characters.
"""
import re

from .printednumbers import PLAIN_NUMBER
from .textends import at_the_ends

_PROMPT = r"(?:>>>|julia>|In[ \t]{0,3}\[(\d{1,9})\]:)"
# a prompt's command, then (after at most one empty line) its result: a tuple or list of two or three numbers
_SESSION = re.compile(r"^([ \t]{0,8}" + _PROMPT + r"[ \t]{0,8})([^\n]{1,200})\n(?:[ \t]{0,40}\n)?"
                      r"([ \t]{0,8}(?:Out[ \t]{0,3}\[(\d{1,9})\]:[ \t]{0,8})?)[(\[][ \t]{0,8}([^\n()\[\]]{1,120})[)\]][ \t]{0,8}$",
                      re.MULTILINE)
_NAME = re.compile(r"[A-Za-z_]\w{0,40}")
_PLURALS = {"counts", "count", "fractions", "fraction", "fracs", "frac", "below", "belows", "ratios", "result",
            "results", "nbelow", "n_below", "counts_below", "fractions_below", "fracs_below", "res"}


def _array(part):
    """'x' or 'y': the one array a command's part names ('count(x < t)', 'fx', 'frac_y', 'belowX'); else None."""
    found = set()
    for name in _NAME.findall(part):
        low = name.lower()
        for a in ("x", "y"):
            if low == a or re.fullmatch(rf"[a-z]{{1,2}}{a}|[a-z]{{1,12}}_{a}|{a}_[a-z]{{1,12}}", low) \
                    or name.endswith(a.upper()) and len(name) > 1 and name[:-1].isalpha() and name[-2].islower():
                found.add(a)
    return found.pop() if len(found) == 1 else None


def _parts(command):
    """The command's parts apart by commas outside brackets ('count(x < t), count(y < t)'), its brackets out."""
    body = command.strip().rstrip(";").strip()
    if body[:1] in "([" and body[-1:] in ")]":
        body = body[1:-1]
    parts, depth, start = [], 0, 0
    for k, c in enumerate(body):
        depth += c in "([{"
        depth -= c in ")]}"
        if c == "," and depth == 0:
            parts.append(body[start:k])
            start = k + 1
    return [p.strip() for p in parts + [body[start:]]]


def _rewritten(m):
    if m.group(2) and m.group(5) and m.group(2) != m.group(5):
        return m.group()  # (In [6] over Out[7]: another command's)
    values = [v.strip() for v in m.group(6).split(",")]
    kind = _kind(values) if len(values) == 2 else None
    if kind is None:
        return m.group()
    parts = _parts(m.group(3))
    arrays = [_array(p) for p in parts] if len(parts) == 2 else []
    if sorted(a or "" for a in arrays) == ["x", "y"]:
        values = values if arrays[0] == "x" else values[::-1]
    elif len(parts) != 1 or parts[0].lower() not in _PLURALS:
        return m.group()
    # (the command's line the one line; the result's line, and an empty one between, kept empty: lines keep numbers)
    return f"{kind} (x, y): ({values[0]}, {values[1]})" + "\n" * (m.group().count("\n"))


def prompt_tuples(text):
    """text with each such command and its tuple, and each such labelled pair, read as one line; other lines as
    they were."""
    text = at_the_ends(text, lambda part: _SESSION.sub(_rewritten, part), (">>>", "julia>", "In [", "In["))
    if "," in text and ("(" in text or "[" in text):
        text = at_the_ends(text, _pairs)  # (a session, a summary's pair: a long log's middle as it is, as transcripts.py's)
    return text


def _pairs(text):
    """text with each labelled pair rewritten (_pair): its lines found from their bracketed pair at the end (a
    literal search), the label then matched on those lines alone (a million lines of labels with no pair: 0.3 s
    of _PAIR's backtracking over each saved)."""
    pieces, done = [], 0
    for tail in _PAIR_TAIL.finditer(text):
        start = text.rfind("\n", 0, tail.start()) + 1
        if start < done:
            continue
        m = _PAIR.match(text, start, tail.end())
        if m is not None and m.end() == tail.end():
            pieces += [text[done:start], _pair(m)]
            done = m.end()
    return "".join(pieces) + text[done:] if pieces else text


# a printed pair under a label of the counts or the fractions alone ('fractions: (0.100024, 1.2e-05)', Python's
# print("counts =", (cx, cy))): x's first, as the command's one name above
_PAIR = re.compile(r"^([ \t]{0,8})([A-Za-z](?:[A-Za-z _-]{0,60}[A-Za-z])?)[ \t]{0,4}(?:=|:|->)[ \t]{0,4}[(\[][ \t]{0,8}"
                   r"([^\n()\[\],]{1,40}),[ \t]{0,8}([^\n()\[\],]{1,40})[)\]][ \t]{0,8}$", re.MULTILINE)
_PAIR_TAIL = re.compile(r"(?:=|:|->)[ \t]{0,4}[(\[][ \t]{0,8}[^\n()\[\],]{1,40},[ \t]{0,8}[^\n()\[\],]{1,40}[)\]][ \t]{0,8}$",
                        re.MULTILINE)
_LABEL_WORDS = _PLURALS | {"the", "of", "elements", "number", "numbers", "threshold", "ratio", "t"}


def _pair(m):
    words = re.split(r"[ _-]+", m.group(2).lower())
    if not set(words) <= _LABEL_WORDS or not {"counts", "fractions", "fracs", "below", "nbelow", "ratios"} & set(words):
        return m.group()
    kind = _kind([m.group(3).strip(), m.group(4).strip()])
    if kind is None:
        return m.group()
    return f"{m.group(1)}{kind} (x, y): ({m.group(3).strip()}, {m.group(4).strip()})"


def _kind(values):
    """'counts' where both values are whole, 'fractions' where both are under 1; else None."""
    if not all(PLAIN_NUMBER.fullmatch(v) for v in values):
        return None
    if all(re.fullmatch(r"\d{1,12}", v) for v in values):
        return "counts"
    return "fractions" if all(0 <= float(v) < 1 for v in values) else None
