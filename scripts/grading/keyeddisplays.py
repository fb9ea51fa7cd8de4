"""keyeddisplays.py - a language's own display of a map or list of the counts, keyed by the arrays (the
twenty-third pass's H2b, H2's Go map, L5): Go's 'map[x:100024 y:12]', Python's 'Counter({'x': 100024, 'y': 12})',
'{'x': 100024, 'y': 12}', 'OrderedDict([('x', 100024), ('y', 12)])', Rust's HashMap '{"y": 12, "x": 100024}' (in
any order), Java's and Kotlin's '{x=100024, y=12}', Julia's 'Dict("x" => 100024, "y" => 12)', Ruby's
'{:x=>100024, :y=>12}', Scala's 'Map(x -> 100024, y -> 12)', and R's list display ('$x' / '[1] 100024' / '' /
'$y' / '[1] 12'). Each is rewritten in place as the counts' printing the grader reads ('x below threshold =
100024, y below threshold = 12'); its keys decide which count is which, never their order. Before, such a
display after the counts passed unread (a wrong second printing passed), a Counter's X was read as Y, and R's
list as the only printing was not read at all.
A display is read only where it is a count's: a label before it (or a heading line over it) that names a
count or a fraction ('below threshold:', 'counts below 0.1:', 'fractions:'), a Counter, keys that say it
('below_x', 'frac_y'), or, bare ('map[x:100024 y:13]'), after the file's counts with whole numbers, one of them
a count printed before, each printed on no line but one that counts (barerecaps.py's checks: a grid's 'map[x:1002 y:1002]' is no count). Every key
must be an array's ('x', 'y', 'below_x', 'count_y', 'frac_x'; 'nx', 'n', 'threshold' leave the display as it
was, to the readers before). Part of the grader (headings.regrouped asks it, before recaplines.py); pure
functions, a bounded number of lines looked at, each at most _LONGEST characters.
"""
import re

from .finalrecaps import first_count, only_counted, printings
from .words import X_WORDS, Y_WORDS, _which_array as which_array, classify, words_of

_LONGEST = 300  # a longer line is no display of two counts
_LOOKED = 256  # candidate lines per text at most (a bounded cost)
_MOST = 8  # keys in a display at most

# where a display opens: Go's 'map[', Python's 'Counter({', 'defaultdict(<class 'int'>, {', 'OrderedDict([',
# 'dict(', Julia's 'Dict{String, Int64}(', Scala's 'Map(', a brace
_OPEN = re.compile(r"(?<![\w.])(?:(?P<go>map\[)|(?P<counter>Counter\()?\{|defaultdict\([^(){}\n]{0,40}?,[ \t]*\{|"
                   r"OrderedDict\(\[?\{?|dict\(|Dict(?:\{[^{}\n]{0,40}\})?\(|(?:Hash|BTree|Linked|Tree)?Map\()")
_NUMBER = r"[-+]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][-+]?\d{1,3})?"
# one key and its value: 'x:100024', "'x': 100024", '"y" => 12', ':x=>100024', 'x=100024', "('x', 100024)",
# 'x -> 100024'
_ITEM = (rf"\(?[ \t]{{0,4}}[:'\"]?([A-Za-z_][A-Za-z0-9_]{{0,30}})['\"]?[ \t]{{0,4}}(?:=>|->|:|=|,)[ \t]{{0,4}}"
         rf"({_NUMBER})[ \t]{{0,4}}\)?")
_ITEM_ONE = re.compile(_ITEM)
_ITEMS = re.compile(rf"{_ITEM}(?:[ \t]{{0,4}},?[ \t]{{0,4}}{_ITEM}){{1,{_MOST - 1}}}[ \t]{{0,4}}[\]}})]{{1,3}}[ \t]*\.?[ \t]*")
_CUE = re.compile(r"map\[|\{|Dict|dict\(|Map\(")
_SUMMARY = {"done", "summary", "result", "results", "final", "finally", "answer", "answers", "output", "recap", "so",
            "the", "my", "our", "program", "run", "here", "are", "is", "print", "printed", "counts", "count"}
_ARRAY_ONLY = X_WORDS | Y_WORDS | {"array", "grid", "arr"}
_WHOLE = re.compile(r"[-+]?\d{1,12}")
_STATED = re.compile(r"[=:][ \t]*[-+]?\.?\d")


def _kind_of(label):
    """'below' or 'fraction' where a display's label names a count or a fraction, 'bare' where it names
    nothing (or only a summary's words: 'Result:', 'counts ='), None where it names something else."""
    label = label.strip().rstrip(":=-> \t").strip()
    if not label:
        return "bare"
    words = set(words_of(label))
    if words <= _SUMMARY:
        return "bare"
    kind = classify(label)
    return kind if kind in ("below", "fraction") and which_array(list(words)) is None else None


def _heading(text, start):
    """The line over `start` where it is a heading (it ends in ':' or gives no value), else '' (two blank lines
    passed over at most)."""
    end = text.rfind("\n", 0, start)
    for _ in range(3):
        if end <= 0:
            break
        begin = text.rfind("\n", 0, end) + 1
        line = text[begin:end].strip()
        if line:
            return line if len(line) <= 120 and (line.endswith(":") or not _STATED.search(line)) else ""
        end = begin - 1
    return ""


def _keyed(pairs, kind):
    """[(array, kind, value)] of a display's (key, value) pairs, or None where a key is no array's count or
    fraction, an array is keyed twice, or no kind is known."""
    keyed, seen = [], set()
    for key, value in pairs:
        words = words_of(key)
        array = which_array(words)
        if array is None:
            return None
        own = classify(key)
        if own in ("below", "fraction"):
            this = own
        elif set(words) <= _ARRAY_ONLY and kind in ("below", "fraction"):
            this = kind
        else:
            return None
        if this == "below" and not _WHOLE.fullmatch(value):
            this = "fraction"  # ("below threshold: {'x': 0.100024, 'y': 1.2e-05}": the fractions)
        if (array, this) in seen:
            return None
        seen.add((array, this))
        keyed.append((array, this, value))
    return keyed


def _bare_kind(text, start, end, pairs, memo):
    """A bare display's kind: the counts ('below') where they are whole numbers printed after the file's
    counts, one of them a count printed before (a recap repeats one at least: "{'x': 500, 'y': 733}" is a
    point's), and none on a line that does not count; else None."""
    if not all(_WHOLE.fullmatch(v) for _, v in pairs):
        return None
    first = memo.get("", -1)
    if first == -1:
        first = memo[""] = first_count(text)
    if first is None or first > start or not any(counts and begin < start for _, v in pairs
                                                 for begin, counts in printings(text, v, memo)):
        return None
    return "below" if all(only_counted(text, start, end, v, memo) for _, v in pairs) else None


def _printing(array, kind, value, percent=False):
    if kind == "below":
        return f"{array} below threshold = {value}"
    return f"fraction of {array} below threshold = {value}{' %' if percent else ''}"  # ('percent below: {...}')


_PERCENT = re.compile(r"(?i)%|percent|\bpct\b")


def _display(text, start, line, memo):
    """The line as the counts' printing ('x below threshold = 100024, y below threshold = 12'), or None."""
    m = _OPEN.search(line)
    if m is None:
        return None
    items = _ITEMS.fullmatch(line, m.end())
    if items is None:
        return None
    pairs = [(i.group(1), i.group(2)) for i in _ITEM_ONE.finditer(line, m.end(), items.end())]
    if len(pairs) > _MOST:
        return None
    kind = "below" if m.group("counter") else _kind_of(line[:m.start()])
    if kind == "bare" and not line[:m.start()].strip():
        over = _heading(text, start)
        kind = _kind_of(over) if over else "bare"
    if kind is None:
        return None
    keyed = _keyed(pairs, kind)
    if keyed is None and kind == "bare":
        kind = _bare_kind(text, start, start + len(line), pairs, memo)
        keyed = _keyed(pairs, kind) if kind else None
    if not keyed:
        return None
    indent = line[:len(line) - len(line.lstrip())]
    percent = bool(_PERCENT.search(line[:m.start()] or _heading(text, start)))
    return indent + ", ".join(_printing(*k, percent) for k in keyed)


# R's list display: '$x' over '[1] 100024', a blank line after each element
_R_LIST = re.compile(rf"^\$([A-Za-z_.][A-Za-z0-9_.]{{0,30}})[ \t]*\n\[1\][ \t]{{1,8}}({_NUMBER})[ \t]*(?:\n|$)",
                     re.MULTILINE)


def _r_lists(text, memo):
    """text with each R list display of the counts rewritten in place: the '$x' line as 'x below threshold =
    100024', its '[1]' line blank (the lines' numbers kept)."""
    if "$" not in text or "[1]" not in text:
        return text
    runs, run = [], []
    for m in _R_LIST.finditer(text):
        if len(runs) >= _LOOKED:
            break
        if run and text[run[-1].end():m.start()].strip():
            runs.append(run)
            run = []
        run.append(m)
    if run:
        runs.append(run)
    pieces, at = [], 0
    for run in runs:
        if len(run) > _MOST:
            continue
        start, end = run[0].start(), run[-1].end()
        pairs = [(m.group(1).replace(".", "_"), m.group(2)) for m in run]
        over = _heading(text, start)
        kind = _kind_of(over) if over else "bare"
        keyed = _keyed(pairs, kind) if kind else None
        if keyed is None and kind == "bare":
            kind = _bare_kind(text, start, end, pairs, memo)
            keyed = _keyed(pairs, kind) if kind else None
        if not keyed:
            continue
        for m, k in zip(run, keyed):
            value_line = text.find("\n", m.start()) + 1
            pieces += [text[at:m.start()], _printing(*k, bool(_PERCENT.search(over))), "\n"]
            at = text.find("\n", value_line)
            at = len(text) if at < 0 else at
    return "".join(pieces) + text[at:] if pieces else text


def displays_read(text):
    """text with each display of the counts keyed by the arrays rewritten in place as their printing; other
    lines as they were."""
    if "\n" not in text:
        return text
    text = _r_lists(text, {})
    if "[" not in text and "{" not in text and "(" not in text:
        return text
    pieces, at, looked, memo = [], 0, 0, {}  # (memo: the text's printings of each value, found once)
    for m in _CUE.finditer(text):
        if looked >= _LOOKED:
            break
        if m.start() < at:
            continue  # (a line looked at once, however many cues it holds)
        start = text.rfind("\n", 0, m.start()) + 1
        stop = text.find("\n", m.end())
        stop = len(text) if stop < 0 else stop
        looked += 1
        if stop - start <= _LONGEST:
            new = _display(text, start, text[start:stop], memo)
            if new is not None:
                pieces += [text[at:start], new]
                at = stop
                continue
        pieces.append(text[at:stop])
        at = stop
    return "".join(pieces) + text[at:] if pieces else text
