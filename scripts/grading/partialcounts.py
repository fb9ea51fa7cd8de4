"""partialcounts.py - a loop's step line with a running count ('[ 50%] cumulative count y < t: 6 (6.0e-06)',
'step 250/1000: y below t so far = 3', 'iter 3 of 8 | partial y<t: 4'): a share done or a step's index first,
then a count the label calls running, partial, cumulative or 'so far'. Such a count is no printing of the
array's final count (the summary after the loop is), nor its share done a fraction: the line gives no field,
as a row's progress line gives none (progress.py). Part of the grader (loggers.prepared asks it); anchored,
bounded patterns: no backtracking on a long line.
"""
import re

from .progress import row_progress

# A step's marker at the line's start: a share done ('[ 33.3%]', '( 50%)', '66.7% |') or a loop's step named
# with its index ('step 250/1000:', 'iter 3 of 8', '[block 2/8]', 'after iteration 4,')
_STEP_FIRST = re.compile(
    r"[ \t]{0,8}(?:[\[(][ \t]{0,8})?(?:\d{1,3}(?:\.\d{1,4})?[ \t]?%"
    r"|(?:after[ \t]{1,4})?(?:step|iter|iteration|pass|block|chunk|batch|tile|sweep|epoch)[ \t]{0,4}#?[ \t]{0,4}\d{1,9}"
    r"(?:[ \t]{0,4}(?:/|of)[ \t]{0,4}\d{1,9})?)(?![\w.%])",
    re.IGNORECASE | re.ASCII)
# A running count's word: the label's count is the loop's so far
_RUNNING = re.compile(r"(?i)\b(?:so[ \t]{1,4}far|running|partial|cumulative|accumulated|cum\.)(?!\w)")


def partial_step(line):
    """Whether a line is a loop's step with a running count (its share done or step first), no field's."""
    if row_progress(line):
        return True
    head = line[:400]
    if "far" not in head and "unning" not in head and "artial" not in head and "umulat" not in head \
            and "ccumulat" not in head and "cum." not in head:
        return False
    return _STEP_FIRST.match(line) is not None and _RUNNING.search(head) is not None
