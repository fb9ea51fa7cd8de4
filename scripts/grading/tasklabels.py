"""tasklabels.py - a launcher's task id before every line: `srun -l` (`--label`) prints `0: ` before each line of task
0's output (` 0: ` right-aligned where the tasks are ten or more), `1: ` before task 1's. lines.without_prefix drops
a prefix the lines share only where a word follows it, and keeps a prefix with digits before a number ('rank 0: 25000
elements below': the rank's), so under `srun -l` an R data.frame's row index after the prefix was read as each
row's value (`0: 1  row length (with ghost) 1.002000e+03`: row 1, the file graded at n = 2) and a JSON document
(`0: {`, `0:   "n": 1000,`) gave no n (UNGRADED): the twenty-fifth pass's H16. A task's id is a launcher's where
bare digits, a colon and a blank (or the line's end) start most lines that are not blank, and the ids repeat:
few ids, each on several lines (a numbered list's `1: `, `2: `, ... has a number a line, and stays as it was).
Each such line loses its id, and the tasks' lines, where there are several, are put together, a task's after
another's in the order they first print (lines without an id before the first task's line stay first, the others
go last). Part of the grader (lines.without_prefixes asks it first); one anchored bounded pattern, the text's first
and last PREFIX_SAMPLE characters sampled.
"""
import collections
import re

from .prefixes import PREFIX_SAMPLE

_ID = re.compile(r"[ \t]{0,6}(\d{1,5}):(?:[ \t]|$)", re.ASCII)
_ANY = re.compile(r"(?m)^[ \t]{0,6}\d{1,5}:(?:[ \t]|$)", re.ASCII)  # (the cheap first look)
_MOST_IDS = 64
# A line and its end as str.splitlines() cuts them ('\r\n', '\r', '\x0c', ... each an end), the last without one.
_ENDS = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"
_LINE = re.compile(rf"[^{_ENDS}]*(?:\r\n|[{_ENDS}])|[^{_ENDS}]+\Z")


def _ids(sample):
    """The task ids of the sample's lines (their counts), or None where they are no launcher's."""
    counts, lines = collections.Counter(), 0
    for line in sample.splitlines():
        if not line.strip():
            continue
        lines += 1
        m = _ID.match(line)
        if m:
            counts[m.group(1)] += 1
    labelled = sum(counts.values())
    if labelled < 3 or 2 * labelled <= lines or len(counts) > _MOST_IDS:  # (more than half: a batch job's own
        # lines before and after the task's, 'Job 4412331 on c302-005', '+ srun -l ./stencil', time's, have none)
        return None
    if max(counts.values()) < 3 or 3 * len(counts) > labelled:
        return None  # (a numbered list: an id a line)
    return counts


def without_task_labels(text):
    """text without a launcher's task id before its lines (module docstring); text itself where it has none."""
    sample = text if len(text) <= 2 * PREFIX_SAMPLE else text[:PREFIX_SAMPLE] + "\n" + text[-PREFIX_SAMPLE:]
    if ":" not in sample or not _ANY.search(sample):
        return text
    ids = _ids(sample)
    if ids is None:
        return text
    label = re.compile(r"(?m)^[ \t]{0,6}(?:" + "|".join(sorted(ids, key=len, reverse=True)) + r"):(?:[ \t]|$)")
    if len(ids) == 1:
        return label.sub("", text)
    head, tasks, tail = _Lines(), {}, _Lines()  # (several tasks: each one's lines together)
    for m in _LINE.finditer(text):  # (a line at a time, not a list of them: a 60 MiB log's million lines held
        line = m.group()            # as strings cost four times the text)
        if (tag := label.match(line)) is not None:
            task = tasks.get(key := tag.group().strip(" \t:"))
            if task is None:
                task = tasks[key] = _Lines()
            task.add(line[tag.end():])
        else:
            (tail if tasks else head).add(line)
    return "".join([*head.chunks(), *(chunk for task in tasks.values() for chunk in task.chunks()), *tail.chunks()])


class _Lines:
    """Lines kept in order, joined a thousand at a time (a million short strings cost three times their text)."""

    def __init__(self):
        self._joined, self._pending = [], []

    def add(self, line):
        self._pending.append(line)
        if len(self._pending) >= 1024:
            self._joined.append("".join(self._pending))
            self._pending.clear()

    def chunks(self):
        return self._joined + ["".join(self._pending)]
