"""rootresults.py - rank 0's line of the reduced result, its lead saying so (the thirty-third pass's H13): 'Rank 0
reduced nby = 13', 'Rank 0 gathered: y below threshold = 13', 'rank 0 got nby = 13 after reduction', 'Rank 0 sum: y
below threshold = 13', 'after MPI_Reduce on rank 0: nby = 13', '[rank 0] reduced result: ...', 'Rank 0 after MPI_Allreduce: y below threshold =
13', 'after MPI_Allreduce nby = 13', 'MPI_Reduce done, nby = 13' (the thirty-fourth pass's H2). Before, the lead's
'rank 0' made the line a rank's own partial (labelwords.RANK_TAG), no field's: a wrong 13 after a right output passed
(and an output whose every line had the lead was UNGRADED). Now the lead (and a trailing 'after reduction') is cut off:
the rest is the result's printing, read as any other ('rank 0: nby = 13', a rank's tag alone, is read as before).
The thirty-second round's a32: the lead's word in brackets, 'Rank 0 (reduced): y below = 13', 'rank 0 [reduced result]:
...', and a tag in the count's label saying the same, 'y below t [rank 0, reduced]: 13', '(rank 0 / after reduce)',
'(reduced on rank 0)', '[root, reduced]', '(final, rank 0)': before, the rank's tag made the line no field's (a wrong 13 after a right
output passed; both counts so, UNGRADED); now the bracket is cut from the label. A bracket naming rank 0 only
('[rank 0]'), or another rank ('[rank 1, local]'), stays as it was.
Part of the grader (wholetext.ready asks it, before rankpartials.py); anchored patterns of bounded runs, linear.
"""
import re

_REDUCED = r"(?:reduced|reduction|gathered|summed|sum|allreduced|combined)"  # (no "total": "rank 0 total elements" its own)
_COLLECTIVE = r"(?:MPI_(?:All)?(?:[Rr]educe|[Gg]ather)|(?:all)?reduce|reduction|(?:all)?gather)\b"
_LEAD = re.compile(
    r"(?im)^([ \t]{0,16})(?:\[?[ \t]{0,2}(?:MPI[ \t]{1,4})?rank[ \t#=]{0,3}0\]?[ \t]{1,4}(?:\(root\)[ \t]{1,4})?"
    rf"(?:(?:got|has|have|holds|sees|prints)[ \t]{{1,4}}(?=[^\n]{{0,120}}\bafter[ \t]{{1,4}}(?:the[ \t]{{1,4}})?(?:reduction|MPI_\w{{1,12}}|gather)\b)"
    rf"|(?:after[ \t]{{1,4}})?{_REDUCED}(?:[ \t]{{1,4}}(?:result|results|counts?|values?))?[ \t]{{0,4}}(?::[ \t]{{0,4}}|->[ \t]{{0,4}}|=>[ \t]{{0,4}}|(?=[A-Za-z_])))"
    # (a32: 'Rank 0 (reduced): y below = 13', 'rank 0 [reduced result] -> ...')
    rf"|(?:MPI[ \t]{{1,4}})?rank[ \t#=]{{0,3}}0[ \t]{{0,4}}[(\[][ \t]{{0,2}}(?:after[ \t]{{1,4}})?{_REDUCED}"
    r"(?:[ \t]{1,4}(?:result|results|counts?|values?))?[ \t]{0,2}[)\]][ \t]{0,4}(?::|->|=>)?[ \t]{0,4}"
    r"|after[ \t]{1,4}MPI_(?:All)?(?:[Rr]educe|[Gg]ather)[ \t]{1,4}(?:on|at)[ \t]{1,4}rank[ \t]{1,4}0[ \t]{0,4}[:,][ \t]{0,4}"
    # (the thirty-fourth pass's H2: 'Rank 0 after MPI_Allreduce: y below threshold = 12', 'rank 0 after reduce: ...',
    # 'after MPI_Allreduce nbx = 100024', 'MPI_Reduce done, nby = 13')
    rf"|(?:\[?[ \t]{{0,2}}(?:MPI[ \t]{{1,4}})?rank[ \t#=]{{0,3}}0\]?[ \t]{{1,4}})?after[ \t]{{1,4}}(?:the[ \t]{{1,4}})?{_COLLECTIVE}"
    r"[ \t]{0,4}(?:[:,]|->)?[ \t]{0,4}"
    rf"|{_COLLECTIVE}[ \t]{{1,4}}(?:done|finished|complete|completed)[ \t]{{0,4}}[:,][ \t]{{0,4}})"
    r"(?=[A-Za-z_(])")
# a32: a tag in a count's label that says it is rank 0's reduced result: '[rank 0, reduced]', '(rank 0 / after reduce)',
# '(reduced on rank 0)', '[root, reduced]', '(rank 0 reduced)', '(final, rank 0)', '[rank 0, global]' before the label's ':' or '=' (or its value's arrow)
_WHO = r"(?:(?:MPI[ \t]{1,4})?rank[ \t#=]{0,3}0|root)"
_DONE = rf"(?:after[ \t]{{1,4}}(?:the[ \t]{{1,4}})?)?(?:{_REDUCED}|{_COLLECTIVE}|final|global)"
_TAG = re.compile(rf"(?i)[ \t]{{0,4}}[(\[][ \t]{{0,2}}(?:{_WHO}[ \t]{{0,2}}[,;/]?[ \t]{{0,2}}{_DONE}"
                  rf"|{_DONE}(?:[ \t]{{1,4}}(?:on|at|to|by)[ \t]{{1,4}}|[ \t]{{0,2}}[,;/][ \t]{{0,2}}){_WHO})"
                  r"[ \t]{0,2}[)\]](?=[ \t]{0,4}(?:[:=]|->|=>))")
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
    if "(" in text or "[" in text:
        text = _TAG.sub("", text)  # ('y below t [rank 0, reduced]: 13': the label's tag cut, a32)
    pieces, at = [], 0
    for m in _LEAD.finditer(text):
        stop = text.find("\n", m.end())
        stop = len(text) if stop < 0 else stop
        pieces += [text[at:m.start()], _cut(m, text)]
        at = stop
    return "".join(pieces) + text[at:] if pieces else text
