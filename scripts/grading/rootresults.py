"""rootresults.py - rank 0's line of the reduced result, its lead saying so (the thirty-third pass's H13): 'Rank 0
reduced nby = 13', 'Rank 0 gathered: y below threshold = 13', 'rank 0 got nby = 13 after reduction', 'Rank 0 sum: y
below threshold = 13', 'after MPI_Reduce on rank 0: nby = 13', '[rank 0] reduced result: ...', 'Rank 0 after MPI_Allreduce: y below threshold =
13', 'after MPI_Allreduce nby = 13', 'MPI_Reduce done, nby = 13' (the thirty-fourth pass's H2). Before, the lead's
'rank 0' made the line a rank's own partial (labelwords.RANK_TAG), no field's: a wrong 13 after a right output passed
(and an output whose every line had the lead was UNGRADED). Now the lead (and a trailing 'after reduction') is cut off:
the rest is the result's printing, read as any other ('rank 0: nby = 13', a rank's tag alone, is read as before).
Part of the grader (wholetext.ready asks it, before rankpartials.py); one anchored pattern of bounded runs, linear.
"""
import re

_REDUCED = r"(?:reduced|reduction|gathered|summed|sum|allreduced|combined)"  # (no "total": "rank 0 total elements" its own)
_COLLECTIVE = r"(?:MPI_(?:All)?(?:[Rr]educe|[Gg]ather)|(?:all)?reduce|reduction|(?:all)?gather)\b"
_LEAD = re.compile(
    r"(?im)^([ \t]{0,16})(?:\[?[ \t]{0,2}(?:MPI[ \t]{1,4})?rank[ \t#=]{0,3}0\]?[ \t]{1,4}(?:\(root\)[ \t]{1,4})?"
    rf"(?:(?:got|has|have|holds|sees|prints)[ \t]{{1,4}}(?=[^\n]{{0,120}}\bafter[ \t]{{1,4}}(?:the[ \t]{{1,4}})?(?:reduction|MPI_\w{{1,12}}|gather)\b)"
    rf"|(?:after[ \t]{{1,4}})?{_REDUCED}(?:[ \t]{{1,4}}(?:result|results|counts?|values?))?[ \t]{{0,4}}(?::[ \t]{{0,4}}|->[ \t]{{0,4}}|=>[ \t]{{0,4}}|(?=[A-Za-z_])))"
    r"|after[ \t]{1,4}MPI_(?:All)?(?:[Rr]educe|[Gg]ather)[ \t]{1,4}(?:on|at)[ \t]{1,4}rank[ \t]{1,4}0[ \t]{0,4}[:,][ \t]{0,4}"
    # (the thirty-fourth pass's H2: 'Rank 0 after MPI_Allreduce: y below threshold = 12', 'rank 0 after reduce: ...',
    # 'after MPI_Allreduce nbx = 100024', 'MPI_Reduce done, nby = 13')
    rf"|(?:\[?[ \t]{{0,2}}(?:MPI[ \t]{{1,4}})?rank[ \t#=]{{0,3}}0\]?[ \t]{{1,4}})?after[ \t]{{1,4}}(?:the[ \t]{{1,4}})?{_COLLECTIVE}"
    r"[ \t]{0,4}(?:[:,]|->)?[ \t]{0,4}"
    rf"|{_COLLECTIVE}[ \t]{{1,4}}(?:done|finished|complete|completed)[ \t]{{0,4}}[:,][ \t]{{0,4}})"
    r"(?=[A-Za-z_(])")
_ANY = re.compile(r"(?i)rank|reduc|gather")  # (the cheap first look)
_AFTER = re.compile(r"(?i)[ \t]{1,4}after[ \t]{1,4}(?:the[ \t]{1,4})?(?:reduction|MPI_\w{1,12}|gather)[ \t]*\.?[ \t]*$")


def _cut(m, text):
    stop = text.find("\n", m.end())
    stop = len(text) if stop < 0 else stop
    rest = text[m.end():stop]
    return m.group(1) + _AFTER.sub("", rest) if len(rest) < 400 else text[m.start():stop]


def root_results_read(text):
    """text with each of rank 0's reduced result lines without its lead (see above); other lines as they were."""
    if not _ANY.search(text):
        return text
    pieces, at = [], 0
    for m in _LEAD.finditer(text):
        stop = text.find("\n", m.end())
        stop = len(text) if stop < 0 else stop
        pieces += [text[at:m.start()], _cut(m, text)]
        at = stop
    return "".join(pieces) + text[at:] if pieces else text
