"""threadruns.py - the counts of a second run with another number of threads, printed after the file's counts (the
twenty-ninth pass's H23: the OpenMP race a class most often hands in): 'threads=16: x 100024 y 13', 'OMP 16 threads:
y = 13', '16 threads: y = 13', 'OMP_NUM_THREADS=16 -> y: 13', and a runs-by-threads table ('threads x y' over '1
100024 12' / '16 100024 13'). A thread count does not change the problem (y is 12 at any count; a 13 is a race in
the reduction), so such a line is a second printing; before, the thread count hid it and a wrong one passed. Each
line is rewritten in place as a rerun's recap that prefixrecaps.py reads ('Rerun: x 100024, y 13': its guards
decide; a pair's count must be printed before on a line that counts); a table's rows as the counts' printing ('x
below threshold = 100024, y below threshold = 13': its header names the columns). Only a thread label at the line's
start (a thread word beside a number of at most four digits), or a table whose header is a thread column and x's and
y's columns (a time's or a speedup's beside them) over rows of numbers alone, a count of them printed before on a
line that counts. Part of the grader (headings._named asks it before terseforms.py); anchored bounded patterns on
lines of 200 characters at most, a bounded number of lines after the file's first count (recaplines).
"""
import re

from .barerecaps import printed_counting
from .recaplines import candidate_lines_rewritten, first_count

_WORDS = r"(?:OMP|OpenMP)"
_LABEL = (rf"(?:{_WORDS}[ \t_]{{0,2}})?(?:(?:num_?|n)?threads?|OMP_NUM_THREADS|nthr)[ \t]{{0,2}}[=:][ \t]{{0,2}}\d{{1,4}}"
          rf"|(?:(?:{_WORDS}|with|on|using|run|rerun|re-run|re-running|rerunning)[ \t]{{1,2}}){{0,2}}\d{{1,4}}"
          rf"[ \t]{{1,2}}(?:{_WORDS}[ \t]{{1,2}})?(?:threads?|thr)")
_LINE = re.compile(rf"(?i)^([ \t]{{0,16}})[\[(]?(?:{_LABEL})[\])]?[ \t]{{0,4}}(?::|,|\||->|=>|\u2192)?[ \t]{{0,4}}"
                   r"(?=[^\n]{0,120}?(?<![\w])(?:[xyXY]|nb_?[xyXY])(?![\w]))")
_CANDIDATE = re.compile(r"(?im)^(?=[ \t]{0,16}[\[(]?(?:(?:OMP|OpenMP)[ \t_]{0,2})?(?:[a-z_-]{1,12}[ \t]{1,2}){0,2}"
                        r"(?:\d{1,4}[ \t]|(?:num_?|n)?thr|OMP_NUM))")
# 'x 100024 y 13' (no join): a comma put between for prefixrecaps' pair
_PAIR = re.compile(r"^((?:nb_?)?[xX][ \t]{0,4}(?:[:=][ \t]{0,4}|[ \t])\d{1,12})[ \t]{1,4}((?:nb_?)?[yY](?![\w]))")
_HEADER = re.compile(r"(?i)^[ \t]{0,16}\|?[ \t]{0,8}(?:num_?|n|omp_)?threads?(?:[ \t]{1,8}(?:\|[ \t]{0,8})?"
                     r"(?:(?:nb_?|count_?|below_?)?[xy]|time(?:[ \t]?\((?:s|ms)\))?|seconds|ms|speedup)){2,4}[ \t]*\|?[ \t]*$")
_ROW = re.compile(r"^([ \t]{0,16})\|?[ \t]{0,8}(\d{1,4})((?:[ \t]{1,8}(?:\|[ \t]{0,8})?\d{1,12}(?:\.\d{1,12})?(?:[eE][-+]?\d{1,3})?){2,4})"
                  r"[ \t]*\|?[ \t]*$")
_HEADED = re.compile(r"(?im)^[ \t]{0,16}\|?[ \t]{0,8}(?:num_?|n|omp_)?threads?[ \t|]")
_RULE = re.compile(r"^[ \t]{0,16}\|?[ \t:|-]{3,200}$")  # (a Markdown table's '|---|---|' under its header)
_ROWS = 64  # a table's rows at most


def _rewritten(text, start, line):
    m = _LINE.match(line)
    if m is None:
        return None
    rest = line[m.end():]
    rest = _PAIR.sub(r"\1, \2", rest, count=1)
    return f"{m.group(1)}Rerun: {rest}"


def _tables(text, first):
    """text with each runs-by-threads table's rows after `first` rewritten as the counts' printing."""
    pieces, at, looked = [], 0, 0
    for header in _HEADED.finditer(text, first):
        looked += 1
        if looked > 8:
            break
        begin = header.start()
        stop = text.find("\n", begin)
        if stop < 0 or stop - begin > 200 or begin < at:
            continue
        head = text[begin:stop]
        piped = "|" in head
        names = [w.strip().lower() for w in (head.strip().strip("|").split("|") if piped else head.split())]
        if _HEADER.match(text[begin:stop]) is None:
            continue
        columns = {}
        for k, name in enumerate(names[1:], 1):
            for array in "xy":
                if name.endswith(array) and (len(name) == 1 or name[-2] == "_" or name[:-1] in ("nb", "count", "below")):
                    columns[array] = k
        if len(columns) != 2:
            continue
        row_at = stop + 1
        rule = text.find("\n", row_at)
        if rule > 0 and _RULE.match(text[row_at:rule]):
            row_at = rule + 1
        rows = []  # (start, end, indent, x, y)
        for _ in range(_ROWS):
            end = text.find("\n", row_at)
            end = len(text) if end < 0 else end
            row = _ROW.match(text[row_at:end]) if end - row_at <= 200 else None
            if row is None:
                break
            cells = [row.group(2)] + row.group(3).replace("|", " ").split()
            if piped != ("|" in text[row_at:end]) or len(cells) != len(names):
                break
            rows.append((row_at, end, row.group(1), cells[columns["x"]], cells[columns["y"]]))
            row_at = end + 1
            if row_at >= len(text):
                break
        if not rows or not any(printed_counting(text, rows[0][0], rows[-1][1], v) for r in rows for v in r[3:]):
            continue  # (no count of the table printed before on a line that counts: 'threads x y' of something else)
        for row_at, end, indent, x, y in rows:
            # (written as the counts' printing itself: a row's x is the next row's too, on no line that counts,
            # which prefixrecaps' only-counted guard would refuse; the header names the columns)
            pieces += [text[at:row_at], f"{indent}x below threshold = {x}, y below threshold = {y}"]
            at = end
    return "".join(pieces) + text[at:] if pieces else text


def thread_runs(text):
    """text with each thread-labelled count line and runs-by-threads table after the file's first count rewritten
    in place (module docstring); other lines as they were."""
    if "thr" not in text and "THR" not in text and "Thr" not in text:
        return text
    first = first_count(text)
    if first is None:
        return text
    text = _tables(text, first)
    return candidate_lines_rewritten(text, _CANDIDATE, _rewritten)
