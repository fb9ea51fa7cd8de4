"""beside.py - values printed beside each other on one line, a statement each: a value for each version
of an array (`Y below threshold :: CPU 12 GPU 13`, `12 (CPU), 13 (GPU)`: the GPU's is the second result),
memory printed twice (`0.00374021 (4016016 bytes)`: both must agree) or per array and in total
(`0.00374021 GB per array, 0.00748042 GB total`: the total set aside) or after a size's clause
(`Arrays: 1002 x 1002, 0.00374021 GB each`); and a line's items between its commas. Part of the grader (statements.py asks it); pure functions.
"""
import re

from .layout import place
from .memory import both_arrays
from .thousands import grouping_comma
from .units import MEMORY_UNITS
from .versionwords import VERSION_NAME, names_said
from .verdicts import VERDICT_TAIL

LETTER_WORD = re.compile(r"[A-Za-z]{2}")  # a word of a label's
# --- memory printed twice on one line: 'Memory (GB) used per array :: 0.00374021 (4016016 bytes)', the
# bracketed one a second printing (printings.resolve: both must agree); 'Memory: 0.00374021 GB per array,
# 0.00748042 GB total', a statement a memory, its clause's words after the label ('Memory total :: 0.00748042
# GB'), so the memory per array is judged and the total set aside, as on lines of their own.
_NUMBER = r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?"
_MEMORY_VALUE = re.compile(rf"[ \t]*{_NUMBER}[ \t]*(?:([A-Za-z]+)[ \t]*)?")
_SEPARATOR = re.compile(r"::|:|=")
_MEMORY_CLAUSE = re.compile(rf"([^\d,;:=]*?)(?<![\w.])({_NUMBER}[ \t]*([A-Za-z]+)(?![A-Za-z]))([^\d,;:=]*)")


def memory_aside(line):
    close = len(line.rstrip(" \t.,;")) - 1
    opened = line.rfind("(", 0, close)
    sep = _SEPARATOR.search(line, 0, max(opened, 0))
    if opened < 0 or sep is None or ")" in line[opened:close] or "(" in line[sep.end():opened]:
        return None
    inside, before = _MEMORY_VALUE.fullmatch(line, opened + 1, close), _MEMORY_VALUE.fullmatch(line, sep.end(), opened)
    if not inside or not before or (inside.group(1) or "").lower() not in MEMORY_UNITS \
            or place(line[:opened]).kind != "memory":
        return None
    return ((0, opened),), ((0, sep.start()), " :: ", (opened + 1, close))


def memories(line):
    sep = _SEPARATOR.search(line)
    if sep is None or place(line).kind != "memory":
        return None
    clauses = [_MEMORY_CLAUSE.fullmatch(line, a, b) for a, b in items(line, sep.end(), len(line))]
    if len(clauses) < 2 or not all(m and m.group(3).lower() in MEMORY_UNITS for m in clauses):
        return None
    return tuple(("memory" if both_arrays(line[slice(*m.span(1))] + " " + line[slice(*m.span(4))]) else (0, sep.start()),
                  " ", m.span(1), " ", m.span(4), " :: ", m.span(2)) for m in clauses)  # (a clause that says both
    # arrays' is theirs, whatever the line's label: 'memory per array = 0.00374021 GB, i.e. 8.03 MB for both arrays')


# --- a value for each version: 'Y below threshold :: CPU 12 GPU 13', 'cpu: 12, gpu: 13', '12 (CPU), 13 (GPU)',
# 'CPU 12 GPU 12 GPU-shared 0', a version's name (versionwords': a backend's or a kernel's) beside each value, after a label: a statement each, the word in brackets
# ('Y below threshold (GPU) :: 13'), so that fields.py reads a second version's count as the second result.
_VERSION_WORD = VERSION_NAME  # (versionwords': a backend's or a kernel's, or a few: 'GPU-shared', 'cuda tiled')
# or a run's, in brackets after its value: its threads or ranks ('12 (1 thread), 13 (8 threads)'), its sweep
# or run ('12 (sweep 1), 13 (sweep 2)'): each such count one version (words.WORKERS), any that differs failing
_RUN = (r"[ \t]*(?:\d{1,6}[ \t]*(?:threads?|ranks?|procs?|processes|workers|tasks)|(?:threads?|ranks?|procs|sweeps?|runs?"
        r"|iterations?|iters?|steps?|trials?|repeats?|repetitions?)[ \t]*[=:#]?[ \t]*\d{1,6})[ \t]*")
# (a version's name a few more words may qualify: 'GPU shared mem=0', 'GPU (shared) 0'; bounded, no digit)
_VERSION = re.compile(rf"(?i)({_VERSION_WORD}(?:[ \t_-]{{1,3}}[A-Za-z()]{{1,20}}){{0,3}})[ \t]*(?:[:=][ \t]*)?({_NUMBER})"
                      rf"|(?<![\d.])({_NUMBER})[ \t]*\(([^()]*)\)")  # (a bracket's words looked at after: linear)
_RUNS = re.compile(rf"(?i)\({_RUN}\)")
_RUN_ONLY, _NAMED, _DIGIT = re.compile(rf"(?i){_RUN}"), re.compile(rf"(?i){_VERSION_WORD}"), re.compile(r"\d")


def _version_bracket(words):
    """Whether a bracket's words after a value name its version: a version's words, no digit ('GPU shared'), or a run's."""
    return bool(_RUN_ONLY.fullmatch(words) or not _DIGIT.search(words) and _NAMED.search(words))


_VERSION_APART = re.compile(r"(?i)[ \t]*(?:[,;/|&]|==|!=|=/=|<>|\u2260|\band\b|\bvs\b\.?|\bversus\b)?[ \t]*")  # ('CPU 12 == GPU 12')


def versions(line):
    """A statement for each version's value where the line is a label, then two versions' values or
    more, each beside its version's word, and nothing else (no label: _array_prefix's rest); else None."""
    if names_said(line) + ("(" in line and len(_RUNS.findall(line))) < 2:
        return None  # (most lines: no two versions' words)
    pieces = []
    for m in _VERSION.finditer(line):
        if m.group(3) is not None and not _version_bracket(m.group(4)):
            continue  # ('1000 (inner)': no version's)
        if pieces and not _VERSION_APART.fullmatch(line, pieces[-1].end(), m.start()):
            return None
        pieces.append(m)
    if len(pieces) < 2 or line[pieces[-1].end():].strip(" \t.,;") and not VERDICT_TAIL.fullmatch(line, pieces[-1].end()):
        return None  # (a verdict after them: '-> MISMATCH', '[FAIL]')
    label = (0, len(line[:pieces[0].start()].rstrip(" \t:=-,;")))
    words = [m.span(1) if m.group(1) else m.span(4) for m in pieces]
    if label[1] and not LETTER_WORD.search(line[slice(*label)]) or \
            len({line[a:b].strip().lower() for a, b in words}) < len(words):
        return None
    return tuple((label, " (", word, ") :: ", m.span(2) if m.group(1) else m.span(3)) for m, word in zip(pieces, words))


def items(line, start, stop):
    """The (start, stop) spans of line[start:stop] between its commas (or semicolons) outside brackets
    and quotes; a comma that groups a number's thousands cuts nothing (thousands.grouping_comma)."""
    spans, depth, quote, at = [], 0, "", start
    for i in range(start, stop):
        c = line[i]
        if quote:
            quote = "" if c == quote else quote
        elif c in "'\"" and (i == start or not line[i - 1].isalnum()):
            quote = c
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c in ",;" and depth == 0 and not (c == "," and grouping_comma(line, i)):  # ('1,000,000': one number)
            spans.append((at, i))
            at = i + 1
    spans.append((at, stop))
    return spans


UNIT_AFTER = re.compile(r"\d[ \t]*(?:[KMGT]i?B|[KMG]B|bytes)\b")
_MEMORY_LAST = re.compile(r",[ \t]*(?=[+-]?\.?\d[\d.eE+-]*[ \t]*(?:[KMGT]i?B|bytes)\b[^,]*$)")


def memory_last(line, shape, plan_of=None):
    """A size's clause, then the memory with its unit after a comma ('Arrays: 1002 x 1002, 0.00374021 GB
    each', 'n = 1000, 0.00374021 GB per array'; shape: grids.qualified_shape; plan_of: statements.prepare, the
    size's clause's own statements): a statement each; else None."""
    m = _MEMORY_LAST.search(line)
    if m is None or place(line[m.end():]).kind != "memory":
        return None
    head = plan_of(line[:m.start()])[1] if plan_of and not _MEMORY_LAST.search(line, 0, m.start()) else None  # ('Arrays: 1002 x 1002 (1004004 total, ...), 3.8 MiB')
    if head and len(head) >= 2 and all(type(statement) is tuple for statement in head):
        return tuple(head) + (((m.end(), len(line)),),)
    if place(line[:m.start()]).kind is None and not shape(line[:m.start()]):
        return None
    return (((0, m.start()),), ((m.end(), len(line)),))


# --- each array's value, the words that say what they count after one of them: 'x: 100024 (0.100024) below
# threshold, y: 12 (1.2e-05)' says below threshold of both, as 'below threshold: x: 100024, y: 12' would.
_TAIL = re.compile(rf"[ \t]*{_NUMBER}(?:[ \t]*%)?(?:[ \t]*[(\[][ \t]*{_NUMBER}(?:[ \t]*%)?[ \t]*[)\]])?[ \t]*"
                   r"([A-Za-z].*)?")


def shared_tail(line, values, classify):
    """For each value span of line (an array's value, words after it to the next array's name), the
    words to add after it: where one value alone has words after its numbers that name a count or a
    fraction (classify's 'below' or 'fraction'), those words for each of the others ('' for it)."""
    tails = [_TAIL.fullmatch(line, *span) for span in values]
    said = [m.group(1).rstrip(" \t.,;") for m in tails if m is not None and m.group(1)]
    if len(said) != 1 or any(m is None for m in tails) or classify(said[0]) not in ("below", "fraction"):
        return [""] * len(values)
    return ["" if m.group(1) else " " + said[0] for m in tails]
