"""otherthresholds.py - counts stated at another threshold than the file's own, after its counts (the
twenty-seventh pass's H13): extra statistics ('y below 0.2: 3994 (0.003994)'), a sweep's line ('with t = 0.2:
x 199914, y 3994') or a sweep's table ('   t      x below    y below' over '  0.2      199914       3994') are no
second printing of this threshold's counts. Before, each was compared with the counts (X and Y 'two different
values', a count read as the threshold: a right output failed). Each such line after the file's first count is
written as a line with no value ('(a line of another setting)'); a line at the file's own threshold stays (a
second printing, compared).
The file's threshold is the first one a label gives ('Threshold :: 0.10', 't = 0.1'); with none, nothing is
dropped, nor where the file's first count is stated at another threshold (its counts at that one: a wrong
threshold, judged as such). A line that gives another threshold with no count ('Threshold: 0.2') stays, so a wrong threshold still
fails. Part of the grader (wholetext.py asks it before headings.regrouped, in a text's first and last 256 KiB);
pure functions, anchored bounded patterns, at most recaplines' number of lines looked at.
"""
import re

from .recaplines import candidate_lines_rewritten, first_count

_DROPPED = "(a line of another setting)"
_T = r"(\d{0,3}\.\d{1,8})(?![\d.eE%])"
# the file's threshold: 'Threshold :: 0.10', 'threshold t = 0.1', 't=0.1' (a decimal)
_FILE_T = re.compile(rf"(?im)(?<![\w.])(?:threshold|thresh)(?:[ \t]{{1,4}}t)?[ \t]{{0,48}}(?:\([^()\n]{{0,12}}\)[ \t]{{0,4}})?"
                     rf"(?:::|:|=)[ \t]{{0,4}}{_T}")
# else a bare t's: 't = 0.1' (a later time's 't: 0.35 s' is no threshold where a label names one)
_FILE_BARE_T = re.compile(rf"(?<![\w.])[tT][ \t]{{0,4}}(?::|=)[ \t]{{0,4}}{_T}")
# a line worth a look: a decimal after 'below', '<' or a threshold's name
_CANDIDATE = re.compile(r"(?im)^(?=[^\n]{0,200}?(?:below|under|<|(?<![\w.])t(?![\w.])|thresh|thr)[^\n]{0,40}?\d\.\d)")
# an array's count below another threshold: 'y below 0.2: 3994 (0.003994)', 'count of x < 0.3 = 299631'
_BELOW = re.compile(rf"^[ \t]{{0,12}}(?:[A-Za-z_]{{1,12}}[ \t]{{1,4}}){{0,3}}(?:[xyXY](?:[ \t]{{1,4}}values)?)[ \t]{{1,4}}"
                    rf"(?:below|under|<=?)[ \t]{{0,4}}(?:t[ \t]{{0,2}}=[ \t]{{0,2}}|threshold[ \t]{{1,4}})?{_T}[ \t]{{0,4}}"
                    rf"(?:\)[ \t]{{0,4}})?(?::|=|->|is|are)[ \t]{{0,4}}\d{{1,12}}(?![\d.])")
# a sweep's line: 'with t = 0.2: x 199914, y 3994', 't=0.3 -> x=299631 y=65155', 'threshold 0.2: ...'
_SWEEP = re.compile(rf"^[ \t]{{0,12}}(?:(?:with|for|at|using|when|if)[ \t]{{1,4}})?(?:t|threshold|thresh|thr)"
                    rf"[ \t]{{0,4}}(?:=|:)?[ \t]{{0,4}}{_T}[ \t]{{0,4}}(?::|->|,|;|\))[ \t]{{0,4}}([^\n]{{1,160}})$",
                    re.IGNORECASE)
_ARRAY = re.compile(r"(?<![\w.])[xyXY](?![\w.])")
_WHOLE = re.compile(r"(?<![\w.])\d{1,12}(?![\w.])")
# a sweep table's header: its first cell the threshold's name, another an array's ('t  x below  y below')
_HEADER = re.compile(r"(?im)^[ \t|]{0,12}(?:t|threshold|thresh|thr)[ \t|]{1,20}[^\n]{0,160}$")
_ROW = re.compile(rf"[ \t|]{{0,12}}{_T}[ \t|]{{1,30}}\d{{1,12}}(?:[ \t|]{{1,30}}\d{{0,12}}\.?\d{{1,12}}(?:[eE][+-]?\d{{1,3}})?)"
                  rf"{{0,5}}[ \t|]*$")

_RULE = re.compile(r"[ \t|:+=-]{3,200}$")


def _same(a, b):
    return abs(float(a) - float(b)) <= 1e-9 * max(1.0, abs(float(b)))


def _sweep_tables(text, threshold):
    """text with each row of a sweep's table (under its header, 16 tables of 32 rows at most) at another
    threshold dropped."""
    if "\n" not in text:
        return text
    pieces, at = [], 0
    for k, head in enumerate(_HEADER.finditer(text)):
        if k >= 16:
            break
        if head.start() < at or not _ARRAY.search(head.group(0)[2:]):
            continue
        pos, rows = head.end() + 1, []
        for _ in range(32):
            if pos >= len(text):
                break
            stop = text.find("\n", pos)
            stop = len(text) if stop < 0 else stop
            m = _ROW.match(text, pos, stop) if stop - pos <= 200 else None
            if m is None and not rows and _RULE.match(text, pos, stop):
                pos = stop + 1  # (a Markdown table's rule under its header)
                continue
            if m is None:
                break
            rows.append((pos, stop, m))
            pos = stop + 1
        if not any(_same(m.group(1), threshold) for _, _, m in rows):
            continue  # (no row at the file's threshold: the table may be its only counts, read as they are)
        for pos, stop, m in rows:
            if not _same(m.group(1), threshold):
                pieces += [text[at:pos], text[pos:m.start(1)] + _DROPPED]
                at = stop
    return "".join(pieces) + text[at:] if pieces else text


def other_thresholds_dropped(text):
    """text with each line after its first count that gives counts at another threshold than the file's own
    written as a line with no value; others as they were."""
    if "." not in text:
        return text
    found = _FILE_T.search(text) or _FILE_BARE_T.search(text)
    if found is None:
        return text
    threshold = found.group(1)
    first = first_count(text) if "\n" in text else None
    if first is not None:  # (the counts themselves stated at another threshold, 'x below 0.2: ...' / 'y below 0.2:
        line = text[text.rfind("\n", 0, first - 1) + 1:first]  # ...': the file's own, its threshold judged as it is)
        m = _BELOW.match(line.strip("\n"))
        if m is not None and not _same(m.group(1), threshold):
            return text

    def rewritten(_text, _start, line):
        m = _BELOW.match(line)
        if m is not None:
            return None if _same(m.group(1), threshold) else line[:len(line) - len(line.lstrip())] + _DROPPED
        m = _SWEEP.match(line)
        if m is not None and _ARRAY.search(m.group(2)) and _WHOLE.search(m.group(2)) \
                and not _same(m.group(1), threshold):
            return line[:len(line) - len(line.lstrip())] + _DROPPED
        return None
    text = candidate_lines_rewritten(text, _CANDIDATE, rewritten)
    return _sweep_tables(text, threshold) if found.start() < len(text) else text
