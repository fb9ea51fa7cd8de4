"""rankpartials.py - the workers' partial counts, a line each, then the line of their total (MPI ranks:
'rank 0: x below t = 25061, y below t = 3', ..., 'TOTAL: x below t = 100024 (0.100024), y below t = 12 (1.2e-05)';
'[rank 1] local count x = 50024, local count y = 7' over 'global count x = 100024, global count y = 12'; 'sum over
ranks: ...', 'TOTAL over 4 ranks: ...': its count of workers, fixer b28): the total line is the output's counts, the ranks' lines partials, no field's. Where a run of two
lines or more, each headed by a worker's tag ('rank 0:', '[rank 1]', 'Rank 2 of 4:', 'proc 3 ->', 'thread 0:') and
holding a number, is followed (a blank or rule line between at most) by a line headed by a total's word ('TOTAL:',
'Total', 'sum over ranks:', 'global', 'reduced', 'all ranks:'), the ranks' lines are emptied and the total line's
tag dropped ('global'/'reduced' before each of its labels too), so its counts are read as the counts and its tag
never as the total of elements. A run with no total line after it stays as it is (printings.py's sum of partials).
Every line keeps its number. A line's lead clause that counts the workers ('MPI run: 4 ranks, n = 1000 (padded
1002, ...)', 'Running with 4 MPI ranks; n = 1000 ...') is cut off the line too (workers_cut): no field's, and read as
the line's label it lost the line's sizes. Part of the grader (wholetext.ready asks it, before and after the section prefixes go); anchored
patterns of bounded runs, a line at a time, in the text's first and last 256 KiB: bounded.
"""
import re

from .textends import at_the_ends

_WORKER = re.compile(r"[ \t]{0,8}[\[(<]?[ \t]{0,4}(?:MPI[ \t]{1,4})?(?:rank|proc|process|task|worker|thread|pe|node)"
                     r"[ \t#=]{0,4}\d{1,6}(?:[ \t]{1,4}(?:of|/)[ \t]{1,4}\d{1,6})?[ \t]{0,4}[\])>]?[ \t]{0,4}(?:[:>-]{1,2})?"
                     r"[ \t]{0,4}(?=\S)", re.IGNORECASE)
_TOTAL = re.compile(r"[ \t]{0,8}\[?[ \t]{0,4}(?:(?:grand[ \t]{1,4})?total|sum(?:med)?|global|reduced|all[ \t]{1,4}ranks|overall"
                    r"|combined|after[ \t]{1,4}MPI_(?:All)?[Rr]educe)(?![\w])"
                    r"(?:[ \t]{1,4}(?:over|of|across)[ \t]{1,4}(?:all[ \t]{1,4})?(?:\d{1,6}[ \t]{1,4})?(?:MPI[ \t]{1,4})?"
                    r"(?:ranks|procs|processes|tasks|threads|workers|GPUs|nodes|devices))?"
                    r"[ \t]{0,4}[\])]?[ \t]{0,4}(:|->|=>)?[ \t]{0,4}", re.IGNORECASE)
_INNER_TAG = re.compile(r"(?i)(^|[,;][ \t]{0,4})(?:global|reduced|total)[ \t]{1,4}(?=[A-Za-z])")
_LOCAL = re.compile(r"(?i)\blocal\b")
_BETWEEN = re.compile(r"[ \t]*(?:[-=*_]{3,80}[ \t]*)?")  # (a blank or a rule line between the ranks and their total)
_DIGIT = re.compile(r"\d")
# a count's label: below, count, under, or x / y as a name ('x = 25061', not the '1002 x 1002' of a grid's line)
# (or x / y first in a clause before its number: 'TOTAL over 4 ranks: x 100024 (0.100024), y 12 (1.2e-05)')
_COUNT_LABEL = re.compile(r"(?i)(?<![\d.][ \t])(?<![\d.])\b(?:x|y)\b(?![ \t]{0,3}\d)|below|count|under"
                          r"|(?:^|[,;:|])[ \t]{0,4}[xy][ \t]{0,3}[:=]?[ \t]{0,3}\d")


def _is_partial(line):
    m = _WORKER.match(line) if len(line) < 400 else None
    return m is not None and _DIGIT.search(line, m.end()) is not None


def _total_line(line):
    """line without its total's tag, where it is a total's line of counts; None otherwise."""
    m = _TOTAL.match(line) if len(line) < 400 else None
    if m is None:
        return None
    rest = line[m.end():]
    if not _DIGIT.search(rest) or not _COUNT_LABEL.search(rest):
        return None
    if m.group(1) is None and not re.match(r"(?i)[ \t]{0,8}\[?[ \t]{0,4}(?:global|reduced)", line):
        return None  # ('Total 1004004 elements': no tag, a size's line; 'global count x = ...' is a label's word)
    return _INNER_TAG.sub(lambda k: k.group(1), rest)


def rank_partials(text):
    """text with each run of workers' partial lines followed by their total's line rewritten (see above), in the
    text's first and last 256 KiB (textends.py: a log of 'thread 3f6c...' lines, each a worker's, costs no more)."""
    return at_the_ends(text, _rank_partials)


def _rank_partials(text):
    low = text[:1 << 20].lower()
    if not any(word in low for word in ("rank", "proc", "task", "worker", "thread", "node", "pe")):
        return text
    lines = text.split("\n")
    changed, k = False, 0
    while k < len(lines):
        start = k
        while k < len(lines) and _is_partial(lines[k]):
            k += 1
        if k - start < 2:
            k = start + 1
            continue
        j = k
        if j < len(lines) and _BETWEEN.fullmatch(lines[j]):
            j += 1
        total = _total_line(lines[j]) if j < len(lines) else None
        if total is None or not any(_COUNT_LABEL.search(line) for line in lines[start:k]):
            continue  # (no total, or the ranks' lines count nothing: '[rank 0] n = 1000, local rows 250')
        for i in range(start, j):
            lines[i] = ""
        lines[j] = total
        changed, k = True, j + 1
    return "\n".join(lines) if changed else text


# a line's lead clause counting the workers, then ',' or ';' and the line's fields ('MPI run: 4 ranks, n = 1000 ...')
_WORKERS_FIRST = re.compile(r"^([ \t]{0,8})(?:[A-Za-z][A-Za-z ]{0,30}?(?::[ \t]{0,4}|[ \t]))?\d{1,6}[ \t]{1,4}"
                            r"(?:MPI[ \t]{1,4})?(?:ranks|processes|procs|tasks|workers|threads)[ \t]{0,4}[,;][ \t]{0,4}"
                            r"(?=[^\n]{0,400}?\d)(?=\S)", re.MULTILINE | re.IGNORECASE)


def workers_cut(text):
    """text with each line's lead clause of a count of workers cut off (see above)."""
    low = text[:1 << 20].lower()
    if not any(word in low for word in ("ranks", "process", "procs", "tasks", "workers", "threads")):
        return text
    return _WORKERS_FIRST.sub(lambda m: m.group(1), text)
