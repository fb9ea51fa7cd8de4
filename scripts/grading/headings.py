"""headings.py - lines whose label is on another line, rewritten as lines of their own: an array's
lines under a heading that names the field (`Below threshold:` then `X: 100024 (0.100024)` and
`Y: 12`), and an interactive session's `Out[k]:` under its `In [k]:` (IPython: `In [4]: below_x`
then `Out[4]: 100024`); a pasted session's prompts' code no values (prompts.py). Part of the grader; pure functions, linear in the text (its patterns found
by regular expressions, in C; headings looked for near its start and end, where a summary is).

    text = regrouped(text)    # 'Below threshold (X) :: 100024 (0.100024)', 'below_x :: 100024'
"""
import re

from .allocations import allocations_read
from .arrayasides import ASIDE, aside_agrees
from .answers import answers_named
from .arrows import arrows_read
from .nshapes import n_shapes_read
from .memtimes import memory_times_read
from .namelists import name_lists_read
from .jsonopen import json_open_read
from .barecounts import RESULT_WORDS, counts_named
from .barerecaps import bare_recaps_named
from .recaplines import recap_lines
from .recaptables import recap_tables
from .laterecaps import late_recaps
from .againlines import again_lines
from .terserecaps import terse_recaps
from .keyedrecaps import keyed_recaps
from .prefixrecaps import prefix_recaps
from .terseforms import terse_forms
from .threadruns import thread_runs
from .proseclaims import prose_claims
from .versioncounts import version_counts
from .sharecounts import share_counts
from .hashdisplays import hash_displays
from .keyeddisplays import displays_read
from .finalrecaps import final_recaps
from .baretuples import tuples_read
from .besidecounts import beside_read
from .countblocks import counts_keyed
from .fractionbelow import fractions_below
from .gpulines import gpu_lines
from .histograms import histograms_read
from .pairdisplays import pair_displays
from .pairlabels import pairs_labelled
from .constlabel import constants_unlabelled
from .varcounts import counts_alone
from .varruns import variables_by_run
from .countfraction import counts_fractions
from .numbersentences import number_sentences
from .varsplit import statements_split
from .varpairs import pairs_put
from .pointersizes import pointer_sizes
from .versionlines import versions_read
from .taggedcounts import tagged_counts
from .secondprints import r_tables, second_prints
from .laterprints import later_prints
from .versiontables import tables_named
from .percentpairs import percent_pairs
from .runlists import run_lists
from .sentencelabels import sentences_split
from .jsonruns import runs_laid_out
from .diary import diary_prompted
from .prompts import without_prompts
from .sizetuples import sizes_named
from .ranktables import totals_read
from .runningtotals import running_read
from .sections import versions_headed
from .textends import at_the_ends
from .underlines import past_underline
from .words import COUNT_WORDS, FRACTION_WORDS, X_WORDS, Y_WORDS, _which_array, classify, words_of

# A heading: words and no digit, a colon or nothing after ('Below threshold:', 'Fraction below t')
# (a number in brackets or the threshold's after its word: 'Counting inner elements (1000000) below threshold 0.1')
# (the threshold's value after its word or 'below', or in brackets: 'Elements below 0.1:', 'Below threshold
# (0.1):'; a step's number before it: 'Step 4: count elements below 0.1'; a log's '... done' after it; a Markdown
# heading's or a banner's marks around it: '### Elements below 0.1', '== Below threshold ==')
_HEADING = re.compile(r"^[ \t]*(?:#{1,6}[ \t]+|[=~-]{2,8}[ \t]+)?(?:[Ss]tep[ \t]*\d{1,2}[ \t]*[:.)][ \t]*)?"
                      r"([A-Za-z](?:[A-Za-z ()_<,-]|\(\d{1,12}\)|(?<=[Aa]fter )\d{1,3}(?= (?:sweep|iteration|step|pass))|\((?:t[ \t]*=[ \t]*)?\d{0,3}\.\d{1,8}\)|\.\.\.?(?= |$)"
                      r"|(?:(?<=[Tt]hreshold )|(?<=[Bb]elow )|(?<=[Uu]nder )|(?<=[Tt]han ))\d{0,3}\.?\d{1,8}){2,60}?)[ \t]*(?::[ \t]*|[=~-]{2,8}[ \t]*)?$",
                      re.MULTILINE)  # (one run of blanks: linear)
_DIGIT = re.compile(r"\d")
_SWEEPS = re.compile(r"(?i)\bafter \d{1,3} (?:sweep|iteration|step|pass)")
_NUMBERS = re.compile(r"[ \t]*(?:\((?:t[ \t]*=[ \t]*)?[\d.]+\)|\d*\.?\d+|\.\.\.?(?:[ \t]*(?:done|ok))?)")  # (out of the label it gives its lines)
# A heading's threshold: in brackets, or after its word or 'below' ('Below threshold (0.1)', 'Count and fraction below 0.1')
_THRESHOLD = re.compile(r"\((?:t[ \t]*=[ \t]*)?(\d{0,3}\.\d{1,8})\)|(?<=[a-z] )(\d{0,3}\.?\d{1,8})\b")
# A heading that names the count and its fraction, the count first ('Count below threshold (fraction):'): a count's
_COUNT_FIRST = re.compile(r"(?i)\b(?:counts?|numbers?)\b.*\b(?:fraction|percent|percentage|ratio|share|proportion)\b")
# An array's line under it: its name alone before a separator or blanks, then the line's numbers ('X: 100024', 'x 100024',
# a tuple's 'x -> (100024, 0.100024)', 'X => [100024, 0.100024]')
_ARRAY_LINE = re.compile(r"[ \t]*(?:[-*+][ \t]+)?([A-Za-z][A-Za-z _-]{0,30}?)" + ASIDE + r"[ \t]*(?::|=>?|::|->)[ \t]*(?=[(\[]?[+-]?\.?\d)([^\n]*)")
# (or blanks alone, under a heading of one field's words: 'below threshold' over 'x 100024 0.100024'; a table's
# header names its columns: 'array    below    fraction', 'array below fraction', read by tables.py)
_ARRAY_BLANKS = re.compile(r"[ \t]*(?:[-*+][ \t]+)?([A-Za-z][A-Za-z _-]{0,30}?)" + ASIDE + r"(?:[ \t]*(?::|=>?|::|->)[ \t]*|[ \t]+)(?=[(\[]?[+-]?\.?\d)([^\n]*)")
_ARRAY_NAMES = X_WORDS | Y_WORDS | {"array", "the", "of", "in", "for", "smoothing", "grid", "data"}
MAX_HEADINGS = 1000  # distinct headings classified in a file (a homework's has a few)
_FIELD_WORD = re.compile(r"(?i)below|under|less|smaller|lower|fraction|percent|ratio|share|proportion|<")  # (first, in C)
# IPython's prompts: 'In [4]: below_x' then 'Out[4]: 100024'
# (the code's trailing blanks stripped after: a lazy run before '[ \t]*\n' was quadratic in a line's blanks)
_SESSION = re.compile(r"^[ \t]*In[ \t]*\[(\d+)\]:([^\n]*)\n(?:[ \t]{0,64}\n)?[ \t]*Out[ \t]*\[\1\]:[ \t]*", re.MULTILINE)


def _array_lines(text, start, pattern=_ARRAY_LINE):
    """[(start, name, rest end, rest start)] of the array lines right after `start` (blank lines
    between them allowed), each naming one array and nothing else."""
    found = []
    at = start
    while at < len(text):
        while text.startswith("\n", at) or text.startswith("\r\n", at):
            at += 1 if text[at] == "\n" else 2
        m = pattern.match(text, at)
        if not m or "\n" in m.group(1):
            break
        words = words_of(m.group(1))
        if not words or _which_array(words) is None or not set(words) <= _ARRAY_NAMES \
                or not aside_agrees(words, m.group("aside"), _ARRAY_NAMES):  # ('x (before smoothing): ...': arrayasides.py)
            break
        found.append((m.start(1), m.end(1), m.start(3)))
        at = m.end()
    return found


def _columns(label, colon):
    """Whether a heading may be a table's header: cells apart by two blanks or a tab, or a count's and a fraction's
    words with no colon after them ('count below threshold (fraction):' is a heading over 'x 100024 (0.100024)')."""
    listed = words_of(label)
    words = set(listed)
    return "  " in label.strip() or "\t" in label or (not colon and bool(words & COUNT_WORDS and words & FRACTION_WORDS)
                                                      and not _fraction_below(listed))


_THRESHOLD_WORDS = {"threshold", "t", "the", "thresh", "cutoff"}


def _fraction_below(words):
    """Whether a heading's count word is the fraction's preposition: the fraction's word first, 'below' then
    the threshold's word or nothing ('Fraction below threshold', 'Fraction of elements below t' over 'x  0.100024':
    one field's heading, no table's header 'array below fraction')."""
    first = next((i for i, w in enumerate(words) if w in FRACTION_WORDS or w in COUNT_WORDS), None)
    if first is None or words[first] not in FRACTION_WORDS:
        return False
    below = next(i for i, w in enumerate(words) if w in COUNT_WORDS)
    return below == len(words) - 1 or words[below + 1] in _THRESHOLD_WORDS


def _under_headings(text):
    pieces, at, seen = [], 0, {}
    for m in _HEADING.finditer(text):
        label = m.group(1)
        if m.start() < at or not _FIELD_WORD.search(label):
            continue
        heads = seen.get(label)
        if heads is None:
            if len(seen) >= MAX_HEADINGS:
                break
            heads = seen[label] = classify(label) in ("below", "fraction") \
                and _which_array(words_of(_SWEEPS.sub("", label))) is None  # ('after 1 sweep': no array Y's)
        if not heads:
            continue
        header = _columns(label, ":" in m.group(0)[m.end(1) - m.start():])  # (its lines after its underline: underlines.py)
        lines = _array_lines(text, past_underline(text, m.end() + 1), _ARRAY_LINE if header else _ARRAY_BLANKS)
        if not lines:
            continue
        count_first, value = _COUNT_FIRST.search(label), _THRESHOLD.search(label)
        if value and (count_first or value.group(1) or classify(label) == "fraction"):
            # ('Elements below threshold (0.1):', 'Percentage below 0.1:', 'Count and fraction below 0.1:' read as
            # 'Elements below threshold 0.1': the threshold's line, no count's or fraction's)
            pieces += [text[at:m.start(1)], "Elements below threshold ", value.group(1) or value.group(2)]
            at = m.end(1)
        label = _NUMBERS.sub("", label)
        if count_first:  # (its lines' values are the count and its fraction: 'x: 100024 (0.100024)')
            label = "Number of elements below threshold"
        elif classify(label) not in ("below", "fraction"):  # ('Below 0.1:' leaves 'Below')
            label = "Elements below threshold"
        if not _DIGIT.search(_SWEEPS.sub("", m.group(1))):  # (a heading of words alone emptied: no table's header, 'below threshold'
            pieces, at = pieces + [text[at:m.start()]], m.end()  # over 'x 100024 0.100024'; one with a number is read)
        for name_start, name_end, rest in lines:  # 'X: 100024 (0.100024)' -> 'Below threshold (X) :: 100024 (0.100024)'
            pieces += [text[at:name_start], label, " (", text[name_start:name_end], ") :: "]
            at = rest
    return "".join(pieces) + text[at:] if pieces else text


# An array's heading over its fields' lines ('Array Y', 'Results for array y:', '=== Y ===', 'Output
# array (after smoothing):') and a field's line that names no array ('  Number below threshold: 12')
_ARRAY_HEADING = re.compile(r"^[ \t=#*\-\[]*([A-Za-z][A-Za-z ()_-]{0,60}?)[ \t=#*\-\]:]*$", re.MULTILINE)
_HEADING_WORDS = _ARRAY_NAMES | {"results", "result", "for", "array", "arrays", "values", "after", "before"}
_FIELD_LINE = re.compile(r"[ \t]*([A-Za-z](?:[^:=\n\d]*[^:=\n\d \t])?)[ \t]*(?:::|:|=)[ \t]*[+-]?\.?\d[^\n]*")  # (linear)


def _over_arrays(text):
    pieces, at, seen = [], 0, {}
    for m in _ARRAY_HEADING.finditer(text):
        if m.start() < at:
            continue
        words = words_of(m.group(1))
        array = _which_array(words) if words and set(words) <= _HEADING_WORDS else None
        if array is None:
            continue
        line = past_underline(text, m.end() + 1)  # ('Array y' over '-------': underlines.py)
        while line < len(text):
            while text.startswith("\n", line):
                line += 1
            f = _FIELD_LINE.match(text, line)
            if not f:
                break
            label = f.group(1)
            named = seen.get(label)
            if named is None:
                if len(seen) >= MAX_HEADINGS:
                    break
                named = seen[label] = (classify(label) in ("below", "fraction"), _which_array(words_of(label)))
            if not named[0] or named[1] is not None:
                break
            pieces += [text[at:f.end(1)], f" ({array.upper()})"]  # '  Number below threshold (Y): 12'
            at, line = f.end(1), f.end() + 1
    return "".join(pieces) + text[at:] if pieces else text


# A result's heading that gives the threshold in brackets ('Results (threshold 0.1):'): its words a result's
# (barecounts.RESULT_WORDS), read as its line 'threshold 0.1' (with n first, 'Results (n = 1000, threshold 0.1):',
# it is a heading stating n: expressions.n_heading)
_GIVING = re.compile(r"^([ \t]*[A-Za-z][A-Za-z ]{0,40}?)[ \t]*\((?=[ \t]*(?:n|N|threshold|t)\b)([^()\n]{1,120})\)[ \t]*:[ \t]*$",
                     re.MULTILINE)


def _giving(m):
    label, inside = m.group(1), m.group(2)
    if not set(words_of(label)) <= RESULT_WORDS or not _DIGIT.search(inside) or inside.lstrip()[:1] in "nN":
        return m.group(0)  # ('Results (n = 1000, threshold 0.1):' a heading stating n: expressions.n_heading)
    return label[:len(label) - len(label.lstrip())] + inside  # ('threshold 0.1')


def _headed(text):
    """text with the kinds of heading's lines rewritten: a field's over arrays, an array's over fields, a
    version's over its counts (sections.py); a result's heading that gives n or the threshold, its values a line's."""
    if "(" in text:
        text = _GIVING.sub(_giving, text)
    # ('Counts -- x: 100024, y: 12. Fractions -- ...': a line a sentence, sentencelabels.py; numpy's 'below threshold
    # (x, y):' over 'counts = [100024 12]', R's named vector: pairdisplays.py)
    text = pair_displays(sentences_split(text))
    text = running_read(totals_read(text))  # (a workers' table's total row: ranktables.py; a running total's last)
    text = counts_keyed(text)  # (YAML's 'x:' over '  count: 100024' and '  fraction: ...': countblocks.py)
    return versions_headed(_over_arrays(_under_headings(text)))  # (and a version's: '=== GPU ===' over its counts)


def _named(text):
    # ('cx = 100024': varnames.py, 'cx=100024 cx/n**2=0.100024' on one line: varsplit.py, 'nx = 100024 (fx = ...)': varpairs.py; 'Y = 12' after the
    # counts: barerecaps.py; 'GPU: x 100024, y 12': gpulines.py;
    # 'Fractions: x 0.100024, y 0.000012', 'Counts for n = 1000: x = ..., y = ...': pairlabels.py; 'Allocating 2
    # arrays of 1004004 floats': allocations.py; 'sizes = (1000, 1002, 1004004, 1000000)': sizetuples.py;
    # 'x: 100024 below, ... (fraction below 0.100024)': fractionbelow.py; 'Params -> t=0.1': arrows.py;
    # 'CPU: X = 100024, Y = 12', 'y_gpu = 13': versionlines.py; '| run | X | Y |' over versions' rows: versiontables.py;
    # 'map[x:100024 y:13]', "Counter({'x': 100024, 'y': 12})", R's '$x' / '[1] 100024': keyeddisplays.py; 'final
    # y: 13', 'After 2nd run: 100024 / 13', 'That is 0.0013 % of y.': finalrecaps.py; 'Final Y: 397', 'run 2: y 14',
    # 'smoothed: 13' after the counts: recaplines.py; '| y (GPU) | 21 |' under '| array | below |', 'Found 21 in y',
    # 'Final answer: 100024 / 21' after them: recaptables.py; 'y again: 13', '..., GPU 13' at a count line's end,
    # 'GPU:' over 'y: 13', 'timing run: y = 13': againlines.py)
    text = later_prints(second_prints(tagged_counts(counts_fractions(number_sentences(text)))))  # ('y (float): 13', 'summary: {100024 13}': secondprints.py;
    # 'x (count, frac): 100024 0.100024': countfraction.py; 'The number of x elements below 0.1 is 100024.': numbersentences.py; 'Y count (check): 13', 'GPU: count y < t 13',
    # 'Totals -> x: ... | y: ...': taggedcounts.py; 'Python: y = 13', "[('x', 100024), ('y', 13)]": laterprints.py)
    text = fractions_below(percent_pairs(text))  # ('10.0024% of x and 0.0012% of y below': percentpairs.py)
    # (a JSON document's list of runs a record a line: jsonruns.py; then '"runs": [{"backend": "gpu", "y_below": 13}]'
    # as '"gpu": {"y_below": 13},': runlists.py)
    text = run_lists(runs_laid_out(text))
    text = answers_named(sizes_named(allocations_read(pairs_labelled(pointer_sizes(arrows_read(
        name_lists_read(constants_unlabelled(memory_times_read(n_shapes_read(json_open_read(text)))))))))))
    # ('n=1000 (1002 x 1002, 1004004 elements)': nshapes.py; 'alloc: 2 arrays x 0.00374021 GB': memtimes.py;
    # 't a b c: 0.1 0.05 0.1 0.4': namelists.py; '{"n": 1000, "n2": 1002,' over more keys: jsonopen.py)
    text = displays_read(hash_displays(counts_named(_terse(statements_split(pairs_put(text))))))
    # ('$VAR1 = { "y" => 13 };', '(:x 100024 :y 13)': hashdisplays.py)
    text = keyed_recaps(terse_recaps(again_lines(late_recaps(recap_tables(recap_lines(final_recaps(text)))))))  # ('Y (final): 13', 'Sum: x=..
    # y=13', 'CPU vs GPU: x 100024/100024, y 12/13', numpy's 'array([100024, 13])' after the counts: laterecaps.py)
    text = prefix_recaps(versions_read(gpu_lines(bare_recaps_named(terse_forms(share_counts(thread_runs(version_counts(prose_claims(text)))))))))
    # ('So y had 13.': proseclaims.py; 'GPU count: 13', 'CPU 12 vs GPU 13' after the counts: versioncounts.py; 'y: 0.0013 % of the inner elements (13)': sharecounts.py; '16 threads: y = 13': threadruns.py; 'final y 13': terseforms.py;
    # 'Recap >> x: 100024 | y: 13': prefixrecaps.py)
    text = beside_read(text)  # ('y_gpu=397 differs from y_cpu=12', 'Counts(x=100024, y=397)': besidecounts.py)
    return histograms_read(tables_named(tuples_read(text)))  # ('(100024, 12)': baretuples.py; histograms.py)


def _terse(text):
    """varruns' names of a count beside its fraction; else a count's terse name alone ('cx = 100024': varcounts.py)."""
    named = variables_by_run(text)
    return counts_alone(named) if named is text else named


def _sessions(text):
    # a pasted session's prompts' code ('>>> print(4*1002**2/2**30)'): no values; an unnamed result that is one of
    # n's sizes ('ans = 1002' under 'n = 1000'): answers.py; an array's bare count ('X = 100024 (0.100024)'): barecounts.py
    text = diary_prompted(r_tables(text))  # (a diary's commands behind the prompts they had: diary.py)
    if "\r\n" in text and ">" in text:  # (a session saved on Windows: prompts.py's line ends are LF's; lines kept)
        text = text.replace("\r\n", "\n")
    text = at_the_ends(without_prompts(text), _named)  # ('> table(y < t)' over its table: secondprints.py)
    if "Out" not in text or "In" not in text:
        return text
    return _SESSION.sub(lambda m: f"{m.group(2).strip()} :: ", text)  # 'In [4]: below_x / Out[4]: 100024' -> 'below_x :: 100024'


def regrouped(text):
    """text with an array's lines under a field's heading (in its first and last textends.SAMPLE
    characters), and an IPython session's Out[k] under its In [k], each rewritten as a line of 'label :: value'."""
    return _sessions(at_the_ends(text, _headed_boxed))


def _headed_boxed(text):
    return _boxed(_headed(text))


# A boxed banner: one line between two rules of the same mark ('=====' above and below ' smooth (student
# version)  n = 1000'), read as a banner's line ('=== smooth (student version)  n = 1000 ==='): its n the
# output's (expressions.n_heading). Anchored at a line's start; each run of marks is the line's own.
_BOXED = re.compile(r"^([ \t]*([=*#~-])\2{4,}[ \t]*\n)([^\n=*#~]{1,100}?[nN][ \t]*=[ \t]*\d{1,9}[ \t]*)(?=\n[ \t]*\2{5})",
                    re.MULTILINE)


def _boxed(text):
    return _BOXED.sub(lambda m: f"{m.group(1)}{m.group(2) * 3} {m.group(3).strip()} {m.group(2) * 3}", text) \
        if "====" in text or "----" in text or "****" in text or "####" in text or "~~~~" in text else text
