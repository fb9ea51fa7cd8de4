"""restatedforms.py - a count printed again after the file's counts in a shape no rule read (the thirty-second pass's
H13): each passed 20/20 unread after a right output that printed Y 12, where it restated Y as 13. Each is rewritten in
place (line for line) as a line the grader reads as a second printing of the count, so that a wrong one fails:
- a call's value: 'count_y(t=0.1) = 13', 'ny(y, t) -> 13' as 'y below threshold = 13';
- the first sweep's tag: 'iteration 1: y below t = 13', 'iter 1:', 'sweep #1 -', 'step 1/1:' as the line without it,
  where no line tags another sweep ('iteration 2: ...': a progress log's, whose later sweeps are other problems;
  'sweep 3: ...' alone is left for that reason) and the file's first count is on no sweep's line (then the tagged
  lines are the counts themselves, no field's as before);
- both arrays' counts apart by a dash: 'X 100024 -- Y 13', 'Summary: x 100024 \u2014 y 13';
- a mismatch's two values: 'y below threshold 13 != 12', 'VERIFY: y count 13 != 12' (both the count's printings);
- the threshold's statement before the count: 't = 0.1 -> y: 13', 't=0.1: y 13' (its value the file's threshold:
  't = 0.2 -> y: 3994' is another problem's, and stays);
- a one-line JSON object of the counts under a count's key: '{"below": {"y": 13}}' as '{"below_y": 13}';
- several printings of a count in a list or a row: 'count_y: [12, 13]', 'y counts per run: 12 13' (each a printing:
  they must agree);
- a count with a timing after it: 'Y=13 t=0.8ms', 'y = 13, time = 3.1 ms' (the time dropped);
- a verdict after a bare count: 'Y -> 13 (mismatch!)', 'y: 13 <- wrong' (the verdict dropped);
- the count before the array's name: '13 found in y', '13 below t in y' as 'y below threshold = 13';
- a step's time under a count's name with the count it found in brackets: 'CPU: Count-Y :: 0.001097 (13 found)';
  where the bracket says 'elements' or 'cells' and the first value agrees with the count as its share
  (barecounts.agree), it is the count's share and kept: 'y below threshold: 1.2e-05 (12 cells)' (x32: before, the
  fraction was dropped, fraction_y MISSING);
- a statement whose comment names the count (the pass's L3): 'ny = 13  # y below t', 'k = 13 // count of y below t'
  (before: 'ny' read as inner, failing a right output too);
- a REPL's value under a count's name: 'julia> ny' over '13', '>>> ny' over '13' (before: unread, or 'ny' inner).
A count's name is an array's letter or its terse name (checkrecaps' names: y, cy, ny, nby, count_y, y_count), and
each value is printed on no line that does not count (barerecaps' check: a grid's 'ny = 1002'; on a line of several,
one of them so and a count printed before is enough: 'X 1004 -- Y 1' at n = 100, where '1 sweep' prints the 1). A right output
printing these forms with the right values keeps passing. Part of the grader (wholetext.ready asks it after
checkrecaps.py, in a long text's first and last textends.SAMPLE characters); pure functions, anchored bounded
patterns on lines of 200 characters at most, a bounded number of lines looked at (recaplines' walk).
"""
import re

from .barecounts import agree
from .barerecaps import _only_counted as only_counted, printed_counting
from .checkrecaps import _named
from .neighbours import line_before
from .recaplines import candidate_lines_rewritten, first_count

_INT = r"\d{1,12}"
_NUMBER = r"(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
_NAME = r"[A-Za-z_]\w{0,24}"
_TO = r"(?:=|:|->|=>|\u2192)"
# 'count_y(t=0.1) = 13'
_CALL = re.compile(rf"^([ \t]{{0,16}})({_NAME})\([^()\n]{{0,60}}\)[ \t]{{0,4}}{_TO}[ \t]{{0,4}}({_INT})[ \t]*\.?[ \t]*$")
# 'iteration 1: y below t = 13'
_FIRST_SWEEP = re.compile(r"^([ \t]{0,16})(?i:iteration|iter|it|sweep|step|pass)[ \t]{0,4}#?[ \t]{0,2}0{0,3}1"
                          r"(?:[ \t]{0,2}(?:/|of)[ \t]{0,2}1)?[ \t]{0,4}[:,)\]-][ \t]{0,4}(?=[A-Za-z])")
_OTHER_SWEEP = re.compile(r"(?im)^[ \t]{0,16}(?:iteration|iter|it|sweep|step|pass)[ \t]{0,4}#?[ \t]{0,2}"
                          r"(?:0{0,3}[02-9]|[1-9]\d{1,6})(?![\d.])")
_REST = re.compile(rf"^({_NAME}(?:[ \t]{{1,4}}[A-Za-z<]{{1,12}}){{0,3}})[ \t]{{0,4}}(?:=|:|::|->)?[ \t]{{0,4}}({_INT})"
                   r"(?:[ \t]{0,4}\([^()\n]{0,30}\))?[ \t]*\.?[ \t]*$")
# 'X 100024 -- Y 13' (a summary's words before it at most)
_DASHED = re.compile(rf"^([ \t]{{0,16}})(?:(?i:summary|result|results|counts|recap|final|totals?|check)[ \t]{{0,4}}:?"
                     rf"[ \t]{{0,4}})?([xXyY])[ \t]{{0,4}}[:=]?[ \t]{{0,4}}({_INT})[ \t]{{0,4}}(?:--|\u2014|\u2013|-)"
                     rf"[ \t]{{0,4}}([xXyY])[ \t]{{0,4}}[:=]?[ \t]{{0,4}}({_INT})[ \t]*\.?[ \t]*$")
# 'y below threshold 13 != 12', 'VERIFY: y count 13 != 12'
_UNEQUAL = re.compile(rf"^([ \t]{{0,16}})([A-Za-z_][A-Za-z_ <:]{{0,60}}?)[ \t]{{0,4}}[:=]?[ \t]{{0,4}}({_INT})[ \t]{{0,4}}"
                      rf"(?:!=|\u2260|<>|=/=|/=|~=)[ \t]{{0,4}}({_INT})[ \t]{{0,4}}(?:[(\[]?[A-Za-z!]{{0,12}}[)\]]?)?[ \t]*$")
# 't = 0.1 -> y: 13'
_THRESHOLD_FIRST = re.compile(rf"^([ \t]{{0,16}})(?i:t|threshold|thresh)[ \t]{{0,4}}[=:][ \t]{{0,4}}({_NUMBER})[ \t]{{0,4}}"
                              r"(?:->|=>|\u2192|:|,|;|\|)[ \t]{0,4}(?=[A-Za-z])")
_THRESHOLD_STATED = re.compile(rf"(?im)^[^\n]{{0,80}}?(?:threshold|\bt\b)[^\n\d]{{0,40}}?({_NUMBER})")
# '{"below": {"y": 13}}', Python's "{'below': {'y': 13}}"
_JSON_GROUP = re.compile(r"([\"'])(?:below|below_t|below_threshold|under|count|counts|n_below)\1[ \t]{0,4}:[ \t]{0,4}"
                         r"\{([^{}\n]{1,120})\}")
_JSON_ITEM = re.compile(rf"[ \t]{{0,4}}([\"'])([xy])\1[ \t]{{0,4}}:[ \t]{{0,4}}({_INT})[ \t]{{0,4}}")
# 'count_y: [12, 13]', 'y counts per run: 12 13' (a separator a comma or blanks alone: one way to split a row)
_LISTED = re.compile(rf"^([ \t]{{0,16}})({_NAME}(?:[ \t]{{1,4}}[A-Za-z]{{1,12}}){{0,5}})[ \t]{{0,4}}[:=][ \t]{{0,4}}"
                     rf"[\[({{]?[ \t]{{0,4}}({_INT}(?:(?:[ \t]{{0,4}},[ \t]{{0,4}}|[ \t]{{1,8}}){_INT}){{1,7}})[ \t]{{0,4}}[\])}}]?[ \t]*$")
_PER_RUN = re.compile(r"(?i)^(?:per|across|over|for|of|in|each|all|the|runs?|trials?|repeats?|repetitions?|attempts?)$")
# 'Y=13 t=0.8ms', 'y = 13 (time 3.1 ms)'
_TIMED = re.compile(rf"^([ \t]{{0,16}})({_NAME})[ \t]{{0,4}}[=:][ \t]{{0,4}}({_INT})[ \t]{{0,4}}[,;|]?[ \t]{{0,4}}"
                    rf"(?:\(|(?<=[ \t]))[ \t]{{0,2}}(?i:t|time|elapsed|dt|took|runtime|wall)[ \t]{{0,4}}[=:]?[ \t]{{0,4}}"
                    rf"{_NUMBER}[ \t]{{0,2}}(?i:ms|msec|s|sec|secs|seconds|us|usec|\u00b5s|ns)[ \t]{{0,2}}\)?[ \t]*\.?[ \t]*$")
# 'Y -> 13 (mismatch!)'
_VERDICT_AFTER = re.compile(rf"^([ \t]{{0,16}})({_NAME})[ \t]{{0,4}}(?:=|:|->|=>|\u2192)[ \t]{{0,4}}({_INT})[ \t]{{1,4}}"
                            r"(?:<-+[ \t]{0,4}|\(|\[)?[ \t]{0,2}(?i:mismatch(?:ed)?|wrong|differs|different|fail(?:ed)?|"
                            r"error|bad|incorrect|!{1,3})[ \t]{0,2}!{0,3}[ \t]{0,2}[)\]]?[ \t]*$")
# '13 found in y'
_COUNT_FIRST = re.compile(rf"^([ \t]{{0,16}})({_INT})[ \t]{{1,4}}(?:(?i:found|counted|below|under|less[ \t]than)"
                          r"(?:[ \t]{1,4}(?:t|threshold|the[ \t]threshold|0?\.\d{1,6}))?)[ \t]{1,4}(?i:in)[ \t]{1,4}"
                          r"(?:(?i:array|grid|matrix)[ \t]{1,4})?([xXyY])[ \t]*\.?[ \t]*$")
# 'CPU: Count-Y :: 0.001097 (13 found)': a step's time under a count's name, the count it found in brackets (the
# thirty-third pass's H19)
_FOUND_BRACKET = re.compile(rf"^([ \t]{{0,16}})(?:[A-Za-z]{{1,12}}[ \t]{{0,2}}:[ \t]{{0,4}})?([A-Za-z][\w-]{{0,24}}"
                            rf"(?:[ \t][\w-]{{1,24}}){{0,2}})[ \t]{{0,4}}(?:::|:|=)[ \t]{{0,4}}(?P<value>{_NUMBER})[ \t]{{0,2}}"
                            rf"(?P<unit>[A-Za-z]{{1,4}}[ \t]{{0,2}})?\([ \t]{{0,2}}(?P<count>{_INT})[ \t]{{1,4}}"
                            r"(?i:found|counted|below|elements?|cells?)[ \t]{0,2}\)[ \t]*$")

# 'ny = 13  # y below t': a comment naming the count after a statement
_COMMENTED = re.compile(rf"^([ \t]{{0,16}})({_NAME})[ \t]{{0,4}}[=:][ \t]{{0,4}}({_INT})[ \t]{{0,4}};?[ \t]{{1,8}}(?:#|//|!|%|--)"
                        r"[ \t]{0,4}([^\n]{1,80}?)[ \t]*$")
# a REPL's value under its prompt's name: 'julia> ny' / '>>> ny' over '13', R's '> cy' over '[1] 13' (its index)
_VALUE_ALONE = re.compile(rf"^([ \t]{{0,16}})(?:\[1\][ \t]{{1,4}})?({_INT})[ \t]*$")
_PROMPTED = re.compile(rf"^(?:>>>|julia>|>|In[ \t]{{0,2}}\[\d{{1,6}}\]:)[ \t]{{0,4}}({_NAME})[ \t]{{0,4}};?$")
# a line with a digit and a name ending in an array's letter (each looked for once: no scan after each name)
_CANDIDATE = re.compile(r"(?m)^(?=[^\n]{0,200}?\d)(?=[^\n]{0,200}?(?<![A-Za-z0-9])[A-Za-z_]{0,12}[xyXY](?![A-Za-z0-9]))")
_VALUE_CANDIDATE = re.compile(r"(?m)^[ \t]{0,16}(?:\[1\][ \t]{1,4})?\d{1,12}[ \t]*$")


def _array(name):
    """The array a count's name (a label of its words) names, where it names one's count; else None."""
    named = _named(name)
    return named[0] if named is not None and named[1] == "count" else None


def _counted(text, start, line, values):
    return all(only_counted(text, start, start + len(line), v) for v in values)


def _anchored(text, start, line, values):
    """Whether several values on one line are a count's printings: each printed on no line that does not count, or
    one of them so and a count printed before (the others then may be small numbers printed elsewhere: 'X 1004 -- Y
    1' at n = 100, where a '1 sweep' line prints the 1)."""
    end = start + len(line)
    kept = [v for v in values if only_counted(text, start, end, v)]
    return len(kept) == len(values) or any(printed_counting(text, start, end, v) for v in kept)


def _stated_threshold(text, start, value):
    """Whether `value` is the threshold a line before `start` states (the text's statements found once a text)."""
    if _stated[0] is not text:
        _stated[:] = [text, [(m.start(), float(m.group(1))) for m, _ in zip(_THRESHOLD_STATED.finditer(text), range(64))]]
    return any(at < start and stated == float(value) for at, stated in _stated[1])


_stated = [None, []]  # (the text last asked about, its thresholds' statements: 64 at most)


def _first_sweep_alone(text):
    """Whether no line tags another sweep and the file's first count is on no sweep's line: worked out once a text (a
    search of the whole text a candidate line cost 25 s on 256 such lines; a review of the round's patterns)."""
    if _alone[0] is not text:
        _alone[:] = [text, not _OTHER_SWEEP.search(text) and not _sweep_counted(text)]
    return _alone[1]


_alone = [None, False]  # (the text last asked about, whether its first sweep is alone)


def _sweep_counted(text):
    """Whether the file's first count is itself on a sweep's line ('sweep 1: x below threshold: ...': such lines are
    the output's counts, which test_pass29_lead keeps no field's, not a restatement of them)."""
    first = first_count(text)
    line = text[text.rfind("\n", 0, first - 1) + 1:first] if first else ""
    return _FIRST_SWEEP.match(line) is not None or _OTHER_SWEEP.match(line) is not None


def _rest(rest):
    """'y below t = 13' (a count's name or label, a whole number): (array, value), or None."""
    m = _REST.match(rest)
    if m is None:
        return None
    array = _array(m.group(1))
    return None if array is None else (array, m.group(2))


def _json(text, start, line):
    def flat(m):
        items = m.group(2).split(",")
        parsed = [_JSON_ITEM.fullmatch(i) for i in items]
        if not all(parsed) or not _counted(text, start, line, [p.group(3) for p in parsed]):
            return m.group()  # ('{"count": {"x": 1002, "y": 1002}}': a grid's points, no count's)
        return ", ".join(f'{p.group(1)}below_{p.group(2)}{p.group(1)}: {p.group(3)}' for p in parsed)
    new = _JSON_GROUP.sub(flat, line)
    return new if new != line else None


def _commented(text, start, line, m):
    """'ny = 13  # y below t' as y's count where the comment names it (a count's word in it), else None."""
    words = {w.lower() for w in re.findall(r"[A-Za-z]+", m.group(4))}
    array = _array(m.group(4)) if words & {"below", "under", "count", "counted", "number", "less"} else None
    if array is None or not _counted(text, start, line, [m.group(3)]):
        return None
    return f"{m.group(1)}{array} below threshold = {m.group(3)}"


def _prompted(text, start, line):
    """'13' under 'julia> ny' as y's count where the prompt's name is a count's, else None."""
    m = _VALUE_ALONE.match(line)
    prompt = _PROMPTED.match(line_before(text, start))
    array = _array(prompt.group(1)) if prompt else None
    if array is None or not _counted(text, start, line, [m.group(2)]):
        return None
    return f"{m.group(1)}{array} below threshold = {m.group(2)}"


def _rewritten(text, start, line):
    indent = line[:len(line) - len(line.lstrip())]
    if (m := _COMMENTED.match(line)) and (new := _commented(text, start, line, m)) is not None:
        return new
    if (m := _CALL.match(line)) and (array := _array(m.group(2))) and _counted(text, start, line, [m.group(3)]):
        return f"{indent}{array} below threshold = {m.group(3)}"
    if (m := _FIRST_SWEEP.match(line)) and _first_sweep_alone(text):
        found = _rest(line[m.end():])
        if found and _counted(text, start, line, [found[1]]):
            return f"{indent}{found[0]} below threshold = {found[1]}"
    if (m := _DASHED.match(line)) and m.group(2).lower() != m.group(4).lower() and m.group(3) != m.group(5) \
            and _anchored(text, start, line, [m.group(3), m.group(5)]):
        return f"{indent}{m.group(2).lower()} below threshold = {m.group(3)}, {m.group(4).lower()} below threshold = {m.group(5)}"
    if (m := _UNEQUAL.match(line)):
        label = re.sub(r"(?i)^(?:verify|verification|check|checking|fail|failed|error|mismatch|assert)[ \t]{0,4}:?", "",
                       m.group(2).strip())
        array = _array(label)
        if array and _anchored(text, start, line, [m.group(3), m.group(4)]):
            return f"{indent}{array} below threshold: {m.group(3)} != {m.group(4)}"
    if (m := _THRESHOLD_FIRST.match(line)) and _stated_threshold(text, start, m.group(2)):
        found = _rest(line[m.end():])
        if found and _counted(text, start, line, [found[1]]):
            return f"{indent}{found[0]} below threshold = {found[1]}"
    if ('"' in line or "'" in line) and (new := _json(text, start, line)) is not None:
        return new
    if (m := _LISTED.match(line)):
        words = m.group(2).split()
        array = _array(" ".join(w for w in words if not _PER_RUN.match(w)))
        values = re.split(r"[ \t,]+", m.group(3).strip())
        if array and _anchored(text, start, line, values):
            return indent + ", ".join(f"{array} below threshold = {v}" for v in values)
    for pattern in (_TIMED, _VERDICT_AFTER):
        if (m := pattern.match(line)) and (array := _array(m.group(2))) and _counted(text, start, line, [m.group(3)]):
            return f"{indent}{array} below threshold = {m.group(3)}"
    if (m := _FOUND_BRACKET.match(line)) and (array := _array(m.group(2))) \
            and _counted(text, start, line, [m.group("count")]):
        share, count = m.group("value"), m.group("count")
        if not m.group("unit") and re.search(r"(?i)(?:elements?|cells?)[ \t]{0,2}\)[ \t]*$", line) \
                and agree(int(count), share):  # ('y below t: 1.2e-05 (12 cells)': its share, kept)
            return f"{indent}{array} below threshold = {count} ({share})"
        return f"{indent}{array} below threshold = {count}"
    if (m := _COUNT_FIRST.match(line)) and _counted(text, start, line, [m.group(2)]):
        return f"{indent}{m.group(3).lower()} below threshold = {m.group(2)}"
    return None


def restated_forms(text):
    """text with each such line after the file's first count rewritten in place (module docstring); text itself
    where none is."""
    return candidate_lines_rewritten(text, _CANDIDATE, _rewritten)


def prompted_counts(text):
    """text with each value alone under a REPL's prompt of a count's name ('julia> ny' over '13') after the file's first
    count rewritten as the count's printing (before lines.without_prefixes joins the two as 'ny = 13', inner's)."""
    if ">" not in text and "In" not in text:
        return text
    return candidate_lines_rewritten(text, _VALUE_CANDIDATE, _prompted)
