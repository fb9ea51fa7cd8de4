"""runningtotals.py - a progress log's running total (`row 1000: x below 100042 so far`, `row 999: x below 96
(running 100024), y below 0 (running 12)`): its last row's, where that row is the grid's last (its index n or
n - 1, n the one an 'n = 1000' line states), is the array's count: another printing of it, judged (a wrong one
fails), where the row before it is a running total's too. Its other rows stay partials, no field's (progress.py). The line is rewritten in place as
'x below threshold = 100024, y below threshold = 12'. Part of the grader (headings.regrouped asks it); one
pattern over the text, the last match looked at.
"""
import re

from .progress import row_progress

_RUNNING = re.compile(r"(?im)^[^\n]*\b(?:so[ \t]+far|running|cumulative|accumulated)\b")  # (one run: linear)
_ROW_AT = re.compile(r"(?i)\b(?:row|column|col)[ \t]*#?[ \t]*(\d{1,9})\b")
_N = re.compile(r"(?i)(?<![\w+])n[ \t]*[=:][ \t]*(\d{1,9})(?![\w.])")
_ARRAY = re.compile(r"(?<![A-Za-z])([xXyY])(?![A-Za-z])")
_TOTAL = re.compile(r"(?i)(\d{1,12})[ \t]+so[ \t]+far|\b(?:so[ \t]{1,4}far|running|cumulative|accumulated)(?:[ \t]+total)?[ \t]*[:=]?[ \t]*(\d{1,12})")
# ('y<t so far: 12' names its count after the words, as 'running 12' does)


def running_read(text):
    """text with the last row's running totals as the arrays' counts, where that row is the grid's last."""
    if "so far" not in text and "unning" not in text and "umulative" not in text and "ccumulated" not in text:
        return text
    last = None
    for last in _RUNNING.finditer(text):
        pass
    if last is None:
        return text
    start, end = last.start(), text.find("\n", last.end())
    end = len(text) if end < 0 else end
    row, n = _ROW_AT.search(text, start, min(end, start + 80)), _N.search(text)
    if row is None or n is None or int(row.group(1)) not in (int(n.group(1)), int(n.group(1)) - 1) \
            or end - start > 400 or not row_progress(text[start:end].lstrip()):
        return text
    before_end = text.rfind("\n", 0, start)  # (the row before it a running total's too: a log of rows, no lone line)
    before = text[text.rfind("\n", 0, max(before_end, 0)) + 1:max(before_end, 0)].lstrip()
    if before_end < 0 or len(before) > 400 or not _RUNNING.match(before) or not row_progress(before):
        return text
    counts = {}
    for part in re.split(r"[,;]", text[row.end():end]):
        arrays, totals = _ARRAY.findall(part), _TOTAL.findall(part)
        if len(set(a.lower() for a in arrays)) == 1 and len(totals) == 1:
            counts.setdefault(arrays[0].lower(), totals[0][0] or totals[0][1])
    if not counts:
        return text
    line = ", ".join(f"{a} below threshold = {v}" for a, v in sorted(counts.items()))
    return text[:start] + line + text[end:]
