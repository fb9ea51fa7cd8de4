"""crosschecks.py - a program's check of its result by another version, printed as that version's
counts on a line of their own (`CPU check: x 100024 y 12 -> OK`, `Host verification: X = 100024, Y = 0
[MISMATCH]`): each array's count is that version's, a statement each (`CPU below threshold (x) ::
100024`), so a wrong one fails as the second result (it was read as no field: a wrong check passed
beside the program's own right counts). A reference's values (`Check against reference: X 100024, Y
12`) are not a version's: they stay no field (judging's known-data rule reads them). Part of the grader
(statements.py asks it); pure functions, linear in the line.
"""
import re

from .verdicts import VERDICT_TAIL

# an array's name and its count, the count's fraction in brackets after it ('x 100024 (0.100024)')
_PAIR = (r"(?<![A-Za-z])([xXyY])[ \t]*[:=]?[ \t]*(\d{1,12}(?![\d.eE])"
         r"(?:[ \t]*\([ \t]*[+-]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?[ \t]*%?[ \t]*\))?)")
# the label: words, one of them a check's and one a computing version's ('CPU check', 'Verify on host')
_LINE = re.compile(rf"[ \t]*([A-Za-z][A-Za-z \t()/_-]{{0,60}}?)[ \t]*[:=]?[ \t]*({_PAIR})[ \t]*(?:[,;/][ \t]*)?(?:({_PAIR})[ \t]*[,;.]?)?")
_CHECK = re.compile(r"(?i)\b(?:check|checked|checking|cross[ \t_-]?check|crosscheck|verify|verified|verification|"
                    r"validate|validated|validation|compare|comparison|reference|ref|golden)\b")
_VERSION = re.compile(r"(?i)\b(?:cpu|gpu|cuda|host|device|serial|sequential|parallel|openmp|omp)\b")
# a check's other numbers: differences, errors, a norm ('GPU check (max diff): x 0 y 0 -> OK': no counts)
_NO_COUNT = re.compile(r"(?i)\b(?:diffs?|differences?|delta|errors?|err|max|maximum|min|minimum|abs|absolute|rel|"
                       r"relative|tol|tolerance|mismatch(?:es|ed)?|wrong|bad|sum|checksum|norm|l2|linf|eps|ulp|time|ms|"
                       r"rows?|cols?|columns?|size|dims?|shape|index|indices|at|first)\b")
_ONE_PAIR = re.compile(_PAIR)


def check_counts(line):
    """A statement for each array's count on a version's check line ('CPU check: x 100024 y 12 ->
    OK'); None for any other line."""
    if not _CHECK.search(line):
        return None  # (most lines)
    m = _LINE.match(line)
    if m is None or m.end() < len(line) and not VERDICT_TAIL.fullmatch(line, m.end()):
        return None
    version = _VERSION.search(line, 0, m.end(1))
    if version is None or not _CHECK.search(line, 0, m.end(1)) or _NO_COUNT.search(line, 0, m.end(1)):
        return None
    pairs = [_ONE_PAIR.match(line, m.start(k)) for k in (2, 5) if m.group(k)]
    if len({p.group(1).lower() for p in pairs}) < len(pairs):
        return None  # ('x 1 x 2': no two arrays)
    return tuple((version.span(), " below threshold (", p.span(1), ") :: ", p.span(2)) for p in pairs)
