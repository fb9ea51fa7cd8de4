"""summaries.py - a file's own summary of its counts as a pair of smooth's names without a count's word
('Done: n=1000, X=100024 (0.100024), Y=12 (1.2e-05)', 'x: 100024, y: 12', '(x, y) = (100024, 12)',
'Before: 100024, after: 12'): another printing of the counts, its pair rewritten in place as one the grader
reads ('x below threshold = 100024 (0.100024), y below threshold = 12 (1.2e-05)'), so that a wrong one fails. Only where
it is a summary: both values whole numbers, one of them printed again on another line that counts ('count
x < t = 100024', 'Number of elements below threshold (X) : 100024'), and no word of a place on the line
('Peak at x = 500, y = 501'; an element's 'x: 0.84, y: 0.39' has no whole number), no word of a check or of
a version ('CPU check: x=100024, y=0' is the CPU's counts: read as it is). An 'n=1000' on it that
repeats the n printed on another line ('n = 1000', 'inner elements in a row: 1000') is dropped (the summary's n would start a run of its own).
Two equal values are a square's sides ('x: 1000, y: 1000'), but X's count printed for Y's where a line
that counts and names x prints it ('(x, y) = (100024, 100024)'). A first sweep's step on the line ('After
step 1:', where no other step is printed) is no place. Where no other line gives a count or a fraction (no count's or fraction's word, no array's line of its own), the
first such pair is the output's counts: where a fraction beside it agrees with its count, or its line has a
result's word ('Done:', 'Result:') and two different values. Part of the grader;
pure functions.
"""
import re

from .barecounts import agree, bare_count_line
from .keyvalues import fraction_keys_joined, key_values_apart, spaced_statements, without_key_values
from .tersekeys import headed_apart, stated_statements
from .versionwords import NAME_WORDS


def before_after(number):
    """The pattern of a count before smoothing and after ('Before: 100024, after: 12'), each count `number`'s."""
    return (rf"\bbefore(?:[ \t]+smoothing)?[ \t]*[=:]?[ \t]*{number}[ \t]*[,;]?[ \t]*(?:and[ \t]+)?"
            rf"after(?:[ \t]+smoothing)?[ \t]*[=:]?[ \t]*{number}")


_INT = r"(\d+(?:,\d{3})*)(?![\w.]|,\d)"
_FRACTION = r"([ \t]*\([ \t]*\d*\.?\d+(?:[eE][-+]?\d+)?[ \t]*%?[ \t]*\))?"
_IS = r"(?:[ \t]*[=:][ \t]*|[ \t]+)"  # ('x = 100024', 'x: 100024', 'x 100024')
_PAIR = re.compile(
    rf"(?i)(?<![\w.])x{_IS}{_INT}{_FRACTION}(?:[ \t]*(?:[,;]|->|=>|\u2192))?[ \t]*(?:and[ \t]+)?y{_IS}{_INT}{_FRACTION}|"
    rf"\([ \t]*x[ \t]*,[ \t]*y[ \t]*\)[ \t]*[=:][ \t]*\([ \t]*{_INT}[ \t]*,[ \t]*{_INT}[ \t]*\)|"
    + before_after(_INT))  # (the separator's blanks its own: two runs of blanks around an optional one took 1.5 s a
# line of 'x = 100024' and 4,000 blanks)
# a line that counts (another printing of a count); a line of the pair with these words is read as it is
# (recaps.py, or as a count line: 'x: 100024, y: 21 below threshold')
_COUNTS = re.compile(r"(?i)\b(?:below|under|less[ \t]+than|count\w*|threshold)\b|<")
_PLACE = re.compile(r"(?i)\b(?:at|positions?|pos|coords?|coordinates?|index|indices|idx|pixels?|peak|max\w*|min\w*|"
                    r"argmax|argmin|cent(?:er|re)|offsets?|shape|sizes?|dims?|dimensions?|grid|blocks?|threads?|"
                    r"tiles?|origin|window|resolution|location|loc|range|step|seed|points?|pt|samples?|cells?|domain|mesh|"
                    r"extents?|matrix|spacing|dx|dy|nx|ny)\b")
# a heading's statement of n or the threshold before a summary's pair ('For n = 1000:', 'Results (n = 1000, threshold
# 0.1):'): no word of the line's (the rewritten line keeps them, read as statements)
_STATED = re.compile(r"(?i)\b(n|threshold|t)[ \t]*(?:[=:][ \t]*|[ \t]+(?=[\d.]))(\d{1,9}|\d{0,3}\.\d{1,9})(?![\w.])")
# a check's or a version's line ('CPU check: x=100024, y=0', 'Host verification: X = ..., Y = ... [MISMATCH]'):
# read as it is (a second version's counts: checked.py, beside.py)
_CHECK = re.compile(r"(?i)\b(?:check\w*|verif\w*|valid\w*|expect\w*|mismatch\w*|ok|fail\w*|pass\w*|match\w*|"
                    r"differ\w*|compar\w*|vs|versus|ref|kernels?|version|impl\w*)\b|[\u2713\u2717!]")
_WORDS = re.compile(r"[a-z]+")
# the words a summary's line may hold besides its pair ('Done:', 'Summary:', 'Final result:', 'So', 'n=1000')
_SUMMARY_WORDS = {"done", "summary", "result", "results", "final", "finally", "answer", "answers", "output", "outputs",
                  "smoothing", "smoothed", "smooth", "before", "after", "so", "thus", "hence", "overall", "n", "and",
                  "the", "of", "in", "elements", "values", "finished", "complete", "completed", "report", "stats",
                  "statistics", "x", "y", "e", "here", "are", "is", "we", "got", "my", "our", "program", "run", "total",
                  "totals", "recap", "recount", "recounted", "again", "serial", "for", "with"}
# the first sweep's step on a pair's line ('After step 1:', 'sweep 1:'), where no other step is printed: no place
_STEP = re.compile(r"(?i)\b(?:after[ \t]+)?(?:step|sweep|iteration|iter)[ \t]*#?[ \t]*0*1\b")
_OTHER_STEP = re.compile(r"(?i)\b(?:step|sweep|iteration|iter)[ \t]*#?[ \t]*(?!0*1\b)\d")
_LONGEST = 300  # characters of a summary's line, and of a count's line each side of its value
_LOOKED = 64  # lines of a pair looked at, and printings of a value looked up, per text (a bounded cost)


def summarized(text):
    """text with each summary pair of the counts rewritten in place (its line kept); other lines as they were."""
    if "x" not in text and "X" not in text and "efore" not in text and "EFORE" not in text:
        return text
    text = spaced_statements(text, agree)  # (Python's print("n", n, ..., "X", cx, fx, ...): keyvalues.py)
    text = fraction_keys_joined(text)  # ('x=100024 fx=0.100024 y=12 fy=1.2e-05': keyvalues.py)
    pieces, at, looked, counted, lone, first_step = [], 0, 0, {}, None, None
    for m in _PAIR.finditer(text):
        if looked >= _LOOKED:
            break
        looked += 1
        start = text.rfind("\n", 0, m.start()) + 1
        end = text.find("\n", m.end())
        end = len(text) if end < 0 else end
        if start < at or end - start > _LONGEST:  # (a second pair on a line rewritten already; a long line no summary)
            continue
        rest = text[start:m.start()] + " " + text[m.end():end]
        if "1" in rest and _STEP.search(rest):  # ('After step 1: x=100024, y=21': the one sweep's counts)
            if first_step is None:
                first_step = not _OTHER_STEP.search(text)
            rest = _STEP.sub(" ", rest) if first_step else rest
        if "=" in rest or "hreshold" in rest:  # ('For n = 1000, threshold 0.1: x = ...': a heading's n and threshold)
            rest = _STATED.sub(" ", rest)
        words = set(_WORDS.findall(without_key_values(rest).lower()))  # ('inner=1000000 mem=0.0037GB': keyvalues.py)
        if _COUNTS.search(rest) or _PLACE.search(rest) or _CHECK.search(rest) or NAME_WORDS & words \
                or not words <= _SUMMARY_WORDS:  # (only a summary's words: 'Largest change (x, y) = (500, 12)' no pair)
            continue
        x, fx, y, fy = (m.group(1), m.group(2), m.group(3), m.group(4)) if m.group(1) else \
            (m.group(5), None, m.group(6), None) if m.group(5) else (m.group(7), None, m.group(8), None)
        if x.replace(",", "") == y.replace(",", "") and not words and not m.group(7) \
                and not _x_counted(text, start, end, x):
            continue  # (a square's sides, 'x: 1000, y: 1000'; a summary's equal pair, 'Done: X=100024, Y=100024',
            # is X's count printed for Y's: it fails; so is a bare '(x, y) = (100024, 100024)' of a count printed)
        if not (_counted_elsewhere(text, start, end, x, counted) or _counted_elsewhere(text, start, end, y, counted)):
            if lone is None and _may_be_counts(x, fx, y, fy, words):
                lone = (start, end, m, x, fx, y, fy)
            continue
        pieces += [text[at:start]] + _rewritten(text, start, end, m, x, fx, y, fy, first_step)
        at = end
    if not pieces and lone is not None and not _OTHER_COUNTS.search(text[:lone[0]]) \
            and not _OTHER_COUNTS.search(text, lone[1]):  # (the output's only printing of its counts)
        pieces, at = [text[:lone[0]]] + _rewritten(text, *lone), lone[1]
    if not pieces:
        return text
    pieces.append(text[at:])
    return "".join(pieces)


def _rewritten(text, start, end, m, x, fx, y, fy, first_step=False):
    before, after = _without_n(text, start, end, text[start:m.start()]), _without_n(text, start, end, text[m.end():end])
    if first_step:  # ('After step 1: ' no step's line: a sweep's count is no progress)
        before = _STEP.sub("", before)
    apart, after = headed_apart(before), key_values_apart(after, False)  # ('n=1000 inner=1000000 ': keyvalues.py)
    stated = _STATED.findall(before) if apart is before and ("=" in before or "hreshold" in before) else ()
    before = apart
    if stated:  # ('For n = 1000, threshold 0.1: ' as 'n = 1000, threshold = 0.1, ': each a statement of its own)
        before = stated_statements(stated)  # ('Done: N=1002 n=1000 ...': N no second n, tersekeys.py)
    return [before, f"x below threshold = {x}{fx or ''}, y below threshold = {y}{fy or ''}", after]


# a line that gives a count or a fraction (a summary pair with none of these anywhere else is the counts)
_OTHER_COUNTS = re.compile(r"(?i)\b(?:below|under|less[ \t]+than|count\w*|fractions?|frac|percent\w*|ratio|share|"
                           r"proportion|reduc\w*|after|elements[ \t]+(?:of|in)[ \t]+[xy])\b|<|%|^[ \t]*[xy](?:[ \t]*[:=]|[ \t]+\d)",
                           re.MULTILINE)  # (an array's line of its own: 'X = 100024 (0.100024)', 'x 100024 0.100024')
_RESULT = {"done", "summary", "result", "results", "final", "finally", "answer", "answers", "output", "outputs"}


def _may_be_counts(x, fx, y, fy, words):
    """Whether a summary pair no other line counts may be the counts: a fraction beside one that agrees with it
    (an n x n grid's share), or a result's word on its line ('Done:', 'Result:') and two different values."""
    if any(f and agree(float(c.replace(",", "")), f.strip(" \t()%"), "%" in f) for c, f in ((x, fx), (y, fy))):
        return True
    return bool(words & _RESULT) and x.replace(",", "") != y.replace(",", "")


_N_WORDS = re.compile(r"(?i)\bn\b|\binner\b")  # (a line printing n: 'n = 1000', 'inner elements in a row : 1000')
_N = re.compile(r"(?<![\w.])n[ \t]*[=:][ \t]*(\d+)(?![\w.])[ \t]*[,;]?")


def _without_n(text, start, end, part):
    """part of a summary's line without its 'n=1000,' where that n is printed on another line of text
    ('n = 1000'): the summary's repeat, no run of its own. Another n stays (a second n: a wrong one fails)."""
    m = _N.search(part)
    if not m:
        return part
    for i, other in enumerate(re.finditer(rf"(?<![\w.,]){m.group(1)}(?![\w]|[.,]\d)", text)):
        if i >= _LOOKED:
            break
        if start <= other.start() < end:
            continue
        if _N_WORDS.search(text, text.rfind("\n", 0, other.start()) + 1, other.start()):
            return part[:m.start()] + part[m.end():]
    return part


_X_NAMED = re.compile(r"(?i)(?<![a-z])x(?![a-z])")


def _x_counted(text, start, end, value):
    """Whether `value` is printed on a line that counts and names x, other than the one from start to end (X's
    count: '(x, y) = (100024, 100024)' prints it for Y too; a coordinate's '(12, 12)' is no printing of Y's 12)."""
    for i, m in enumerate(re.finditer(rf"(?<![\w.,]){value.replace(',', '')}(?![\w]|[.,]\d)", text)):
        if i >= _LOOKED:
            break
        line_start = text.rfind("\n", 0, m.start()) + 1
        line_end = text.find("\n", m.end())
        line_end = len(text) if line_end < 0 else line_end
        if not start <= line_start < end and line_end - line_start <= _LONGEST \
                and _COUNTS.search(text, line_start, line_end) and _X_NAMED.search(text, line_start, line_end):
            return True
    return False


def _counted_elsewhere(text, start, end, value, counted):
    """Whether `value` is printed on a line that counts, other than the one from start to end (`counted`:
    {value: the starts of the lines that count and print it}, filled as values are looked up)."""
    plain = value.replace(",", "")
    if plain not in counted:
        counted[plain] = starts = []
        for i, m in enumerate(re.finditer(rf"(?<![\w.,]){plain}(?![\w]|[.,]\d)", text)):
            if i >= _LOOKED:
                break
            line_start = text.rfind("\n", 0, m.start()) + 1
            line_end = text.find("\n", m.end())
            line_end = len(text) if line_end < 0 else line_end
            if _COUNTS.search(text, max(line_start, m.start() - _LONGEST), min(line_end, m.end() + _LONGEST)) \
                    or bare_count_line(text[line_start:line_end], text):  # ('x: 100024 (0.100024)': barecounts.py)
                starts.append(line_start)
    return any(not start <= line_start < end for line_start in counted[plain])
