"""rankechoes.py - the other MPI ranks' own printings of the tutorial's count lines (each rank prints its local
count under the label of the whole result): no field's. Input (real layouts): `srun -l`'s
'1: Number of elements below threshold (X)   :: 25011' beside rank 0's '0: ... :: 100024', 'rank 1: Number of
elements below threshold (Y) :: 3' after the untagged result, OpenMPI --tag-output's '[1,1]<stdout>:Number ...',
Intel MPI -prepend-rank's '[1] Number ...', 'Process 1 of 4: Number ...'. Before, each rank's local count was read
as a second printing of the count (FAIL '100024 and 25011' of a right output); now a line headed by a worker's tag
whose label (its numbers masked) is also printed by the whole result is emptied: by an untagged line (then every
tagged printing of it is a partial, rank 0's too where another rank prints it: rank 0's alone restates the result
and is checked), or, where every printing is tagged, by rank 0 that prints more
of the output's labels than each other rank (its header: rank 0 is the one printing the result). A wrong total is
still read and fails; ranks' lines with no whole result beside them stay as they are (printings.resolve's sum of
partials, rankpartials.py's run over a TOTAL line). Every line keeps its number. Part of the grader; pure
functions; anchored patterns of bounded runs, a line at a time, in the text's first and last 256 KiB.
"""
import re

from .textends import at_the_ends

# A worker's tag at a line's start, its id in a group: 'rank 1:', '[rank 1]', 'Rank 1 of 4:', 'Process 1 of 4:',
# 'thread 2 ->' (word), '[1,1]<stdout>:' (OpenMPI: the job's and the rank's), '1: ' (srun -l), '[1] ' (Intel MPI).
_WORD_TAG = re.compile(r"[ \t]{0,8}[\[(<]?[ \t]{0,4}(?:MPI[ \t]{1,4})?(?:rank|proc|process|task|worker|thread|pe|node)"
                       r"[ \t#=]{0,4}(\d{1,6})(?:[ \t]{1,4}(?:of|/)[ \t]{1,4}\d{1,6})?[ \t]{0,4}[\])>]?[ \t]{0,4}"
                       r"(?:[:>-]{1,2}(?!:))?[ \t]{0,4}(?=[A-Za-z])", re.IGNORECASE)
_BARE_TAG = re.compile(r"[ \t]{0,8}(?:\[\d{1,6},(\d{1,6})\]<std(?:out|err)>:[ \t]{0,4}|(\d{1,6}):(?!:)[ \t]{1,4}"
                       r"|\[(\d{1,6})\][ \t]{1,4})(?=[A-Za-z])")
# a count's label: below, count, under, or x / y as a name
_COUNT_LABEL = re.compile(r"(?i)\b(?:x|y)\b|below|count|under")
_NUMBER = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")
_BLANKS = re.compile(r"[ \t]+")
_MAX_LINE = 400


def _key(rest):
    """A label's key: the line's text, its numbers masked, blanks single, lower case."""
    return _BLANKS.sub(" ", _NUMBER.sub("#", rest)).strip().lower()


def _tagged(line):
    """(rank, bare, rest) of a line headed by a worker's tag; None otherwise."""
    if len(line) > _MAX_LINE:
        return None
    m = _WORD_TAG.match(line)
    if m:
        return int(m.group(1)), False, line[m.end():]
    m = _BARE_TAG.match(line)
    if m:  # (OpenMPI's '[1,1]<stdout>:' is a rank's whatever the ids; '1: ', '[1] ' are bare numbers)
        return int(next(g for g in m.groups() if g is not None)), m.group(1) is None, line[m.end():]
    return None


def _last_number(line):
    numbers = _NUMBER.findall(line)
    return float(numbers[-1]) if numbers else None


def _zero_partials(lines, places, zero):
    """Rank 0's own partial printed under the result's label before its result ('0: ... (Y) :: 3' beside '1: ... :: 2'
    and the rest, then '0: ... (Y) :: 12'; the thirty-second pass's H11): its earlier printings, where they and the
    other ranks' add up to its last; else none (rank 0 printing two different results: both checked)."""
    own = [i for i, rank, bare in places if (rank, bare) == zero]
    if len(own) < 2:
        return []
    partials = [_last_number(lines[i]) for i, rank, bare in places if (rank, bare) != zero or i != own[-1]]
    total = _last_number(lines[own[-1]])
    return own[:-1] if None not in partials and total is not None and sum(partials) == total else []


def rank_echoes_dropped(text):
    """text with the other ranks' printings of the result's count lines emptied (see above)."""
    return at_the_ends(text, _dropped)


def _dropped(text):
    if not any(c in text for c in ":]"):
        return text
    lines = text.split("\n")
    tagged, untagged = {}, set()  # tagged: key -> [(line index, rank, bare)]
    labels_of = {}  # (rank, bare) -> the keys of its lines
    for i, line in enumerate(lines):
        if not line.strip():
            continue
        tag = _tagged(line)
        if tag is None:
            if len(line) <= _MAX_LINE and _COUNT_LABEL.search(line) and any(c.isdigit() for c in line):
                untagged.add(_key(line))
            continue
        rank, bare, rest = tag
        key = _key(rest)
        labels_of.setdefault((rank, bare), set()).add(key)
        if _COUNT_LABEL.search(rest) and "#" in key:
            tagged.setdefault(key, []).append((i, rank, bare))
    emptied = []
    for key, places in tagged.items():
        ranks = {(rank, bare) for _, rank, bare in places}
        if key in untagged:  # (the result printed untagged: a tagged printing of its label is a rank's own; rank 0's
            alone = {rank for rank, _ in ranks} == {0}  # too where another rank prints it, else rank 0 restating the
            emptied += [i for i, _, _ in places] if not alone else []  # result: checked ('0: ... (Y) :: 13' after
            continue  # the result, the thirty-first pass's P_srun_rank, passed unread)
        zero = next(((rank, bare) for rank, bare in ranks if rank == 0), None)
        if zero is None or len(ranks) < 2:
            continue
        others = [len(labels_of[r]) for r in ranks if r != zero]
        if len(labels_of[zero]) > max(others):  # rank 0 prints the result's header: its count is the result
            emptied += [i for i, rank, bare in places if (rank, bare) != zero]
            emptied += _zero_partials(lines, places, zero)
    if not emptied:
        return text
    for i in emptied:
        lines[i] = ""
    return "\n".join(lines)
