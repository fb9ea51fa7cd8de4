"""loggers.py - a logger's prefix before one line's own label, the one place a line's is read: a
timestamp (timewords.TIMESTAMP, with its level), a logging level ('INFO n = 1000', Python's
'INFO:root:', logrus' 'INFO[0000] '), Rust env_logger's '[2026-11-29T10:00:00Z INFO  smooth] ', logfmt's
'time=... level=info msg="', and a function's or a program's name before a line's first statement
('main: n = 1000, rows = 1002', 'INFO smooth: n=1000'). Its words are no label's: 'INFO n' is no label,
'n' is. (A prefix most lines share is dropped from the whole text first: lines.without_prefix.) Each
pattern is anchored and bounded: no backtracking on a long line. prepared also asks, about the line after
the prefix, whether it is no field's (progress.py's row, differences.py's difference), and the readings
statements.prepare has none of (statsfirst.py, asides.py, respectively.py, tuples.py) and a JSON object's
records nested deeper than it reads (jsonline.py), two fractions under a plural label (plurals.py), a
count's label ending in 'below' padded to its value (padded.py), the threshold beside the constants
(thresholdline.py), the arrays' (count, fraction) tuples (arraytuples.py). Part of the grader; pure
functions.
"""
import re

from .allocated import memory_each
from .allocline import allocated_counts
from .amongshape import counted_among
from .countedwith import counted_with
from .storedcounts import stored_counts
from .countpercent import count_joined
from .arraytuples import arrays_tupled
from .asides import asides_listed
from .chains import prepare  # (statements.prepare's, each chain of printings cut)
from .expressions import titled
from .jsonline import json_line
from .ties import tied
from .namesvalues import names_then_values
from .padded import padded_below
from .pipetitles import pipe_title
from .plurals import plural_fractions
from .thresholdline import threshold_apart
from .thresholdfirst import threshold_leading
from .nameslettered import greek_named, names_lettered
from .weightsums import weights_summed
from .framelists import indexed_constants
from .gappedsettings import settings_apart
from .gappedcounts import counts_apart
from .listings import listing
from .printings import mentioned, supposed
from .differences import difference
from .progress import rows_of
from .sidenotes import side_note
from .partialcounts import partial_step
from .prosen import n_in_prose
from .nlead import n_colon_as_comma
from .bracketn import n_remark
from .timedfirst import timing_first
from .timecut import timings_cut
from .fractionbeside import arrows_as_commas
from .tuples import tuples_listed
from .quotedkeys import quoted_pairs
from .restated import joined
from .respectively import after_clauses, piped, respectively, threshold_named
from .statsfirst import moved, stats_first
from .timewords import GLOG, RUN_INDEX, TIMESTAMP
from .timedn import BRACKETED_TIME, another_run, comment_mark, n_last, n_timed
from .words import VOCABULARY, X_WORDS, Y_WORDS

_LEVEL = r"(?:DEBUG|INFO|NOTICE|TRACE|WARNING|WARN)"
# A level first (upper case, as loggers print it), then a logger's name ('INFO:root:', 'INFO:__main__:') or
# logrus' seconds ('INFO[0000]'), then blanks or a separator: 'INFO n = 1000', 'INFO - n = 1000'.
_LEVEL_FIRST = re.compile(rf"[ \t]*{_LEVEL}(?::[A-Za-z_][A-Za-z0-9_.]{{0,40}}:|\[\d{{1,8}}\])?(?:[ \t]*[-|:]?[ \t]+|(?<=:))",
                          re.ASCII)
# env_logger's and log4rs' bracket: an optional time, a level, an optional module path ('[INFO  smooth] ').
_BRACKETED = re.compile(rf"[ \t]*\[(?:\d{{4}}-\d\d-\d\d[T ][0-9:.,]{{5,20}}(?:Z|[+-]\d\d:?\d\d)?[ \t]+)?"
                        rf"(?i:{_LEVEL}|error)(?:[ \t]+[A-Za-z_][A-Za-z0-9_:.]{{0,60}})?[ \t]*\][ \t]*", re.ASCII)
# logfmt (logrus' and Go slog's text): 'time=... level=info ' and the message's key and opening quote.
_LOGFMT = re.compile(r'[ \t]*(?:(?:time|ts)=(?:"[ !#-~]{0,60}"|[!#-~]{1,60})[ \t]+)?level=(?:"?[A-Za-z]{1,8}"?)[ \t]+'
                     r'(?:msg=(?:"[^"\n]{0,60}"|[^\s"=]{1,60})[ \t]+(?=[A-Za-z_][\w.]{0,40}=)|msg="(?=[^"\n]*"[ \t]*$)|msg=)?',
                     re.ASCII)  # (an event's name before its keys, 'msg="alloc" gb_per_array=...': its own, as where
# the keys are several)
# A function's or program's name before the first statement ('main: n = 1000', 'Solver::run(): n = 1000',
# 'smooth.c:42: n = 1000'): one name, a colon, then a name given its value by '=' or ':'.
_NAMED = re.compile(r"[ \t]*([A-Za-z_][A-Za-z0-9_]{0,40}(?:(?:::|\.)[A-Za-z_][A-Za-z0-9_]{0,40}){0,3}(?:\(\))?"
                    r"(?::\d{1,6})?):[ \t]+(?=[nN][ \t]*[=:][ \t]*\d)", re.ASCII)
# A name's words that make it the line's own (an array's, a size's, a version's): 'x: n = ...', 'GPU: n = ...'.
_OWN_WORDS = (VOCABULARY | X_WORDS | Y_WORDS | {"n", "nx", "ny", "gpu", "cuda", "cpu", "device", "host", "serial",
                                                "sequential", "parallel", "reference", "naive", "tiled", "openmp", "omp",
                                                "mpi", "version", "variant", "kernel", "backend", "grid", "mesh",
                                                "domain", "matrix", "problem", "size"}) - {"smoothing"}
_NAME_WORDS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")  # (as spelt: 'smooth' the program's, not 'smoothed')


def _own(name):
    """Whether a name before a line's statement is the line's own (an array's, a size's, a version's)."""
    return any(word.lower() in _OWN_WORDS for word in _NAME_WORDS.findall(name))


_STARTS = frozenset("DINTW[lt \t#/")  # (a line's first character where a level, a bracket or logfmt may start)


def prefix_end(line):
    """Where a logger's prefix before the line's own text ends (0: none)."""
    at = 0
    if line[:1] in _SYSTEM_STARTS and (m := _KERNEL_TIME.match(line) or _SYSLOG.match(line) or _PROGRAM_PID.match(line)):
        tag = _PROGRAM_TAG.match(line, m.end())  # ('[  12.345678] smooth: ', 'Dec  1 01:02:03 host smooth[123]: ')
        at = tag.end() if tag and not _own(tag.group(1)) else m.end()
        if _LETTER_NEXT.match(line, at):
            return at
        at = 0
    if "] " in line[:140] and (m := GLOG.match(line)) and _LETTER_NEXT.match(line, m.end()):
        return m.end()
    if line[:1] in ", \t" and (m := _COMMA_FIRST.match(line)):
        return m.end()  # (a JSON's comma-first item: '  ,"gpu": {"x_below": 100024, "y_below": 13}')
    if line[:1] in _STARTS:
        m = _LEVEL_FIRST.match(line) or _BRACKETED.match(line) or _LOGFMT.match(line) or comment_mark(line)
        at = m.end() if m else 0
        if m and line[at:at + 1].isdigit() and (t := TIMESTAMP.match(line, at)):
            at = t.end()  # (a level, then the time: 'INFO 2026-11-29 10:00:00 y_below=13')
        if m and line[at:at + 1] == "[" and (logger := _LOGGER_NAME.match(line, at)) and not _own(logger.group(1)):
            return logger.end()  # (Python logging's '%(levelname)s [%(name)s] ', the time cut before: fields.py)
        if not m and line[:1] == "[" and (logger := _LOGGER_NAME.match(line)) and not _own(logger.group(1)):
            return logger.end()  # (its time and level cut before, fields.py: '[stencil] params t=0.1 ...')
        if not m and (m := BRACKETED_TIME.match(line)):  # ('[10:49:11] start n=1000': timedn.py's)
            return m.end()
    elif line[:1].isdigit():
        m = TIMESTAMP.match(line)  # (its own look ahead: '10:49:11 100024 elements below')
        if m:
            logger = _LOGGER_NAME.match(line, m.end()) if line[m.end():m.end() + 1] == "[" else None
            if logger and not _own(logger.group(1)):  # (Python logging's '%(asctime)s %(levelname)s [%(name)s] ')
                return logger.end()
            named = _NAMED.match(line, m.end())
            return named.end() if named and not _own(named.group(1)) else m.end()
    if not at and (m := RUN_INDEX.match(line)):  # ('run 1: x below threshold: 100024': a run's number, no label's)
        return m.end()
    named = _NAMED.match(line, at)  # (after a level: 'INFO smooth: n=1000')
    if named and not _own(named.group(1)):  # ('Grid: n = 1000', 'x: n = ...' are the line's)
        at = named.end()
    return at if at and _LETTER_NEXT.match(line, at) else 0


# A system log's prefix (the thirty-first pass's F14: the count's line unread, UNGRADED): the kernel log's seconds
# since boot, padded ('[  12.345678] ', dmesg's), syslog's 'Dec  1 01:02:03 host ' (RFC 3164) or an ISO time and a
# host before a program's 'name[pid]: ' (journalctl's, RFC 5424's), or that program's 'name[pid]: ' alone or after
# its host (the time cut before: fields.py); then a
# program's tag ('smooth: ', 'smooth[123]: ') where it names no field (not 'x: ')
_KERNEL_TIME = re.compile(r"[ \t]{0,8}\[[ \t]{0,12}\d{1,9}\.\d{3,9}\][ \t]{1,8}", re.ASCII)
_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"
_SYSLOG = re.compile(rf"(?:{_MONTH}[ \t]{{1,2}}\d{{1,2}}[ \t]+\d\d:\d\d:\d\d[ \t]+[\w.-]{{1,64}}[ \t]+"
                     r"|\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:\.\d{1,9})?(?:Z|[+-]\d\d:?\d\d)?[ \t]+[\w.-]{1,64}[ \t]+"
                     r"(?=[A-Za-z_][\w./-]{0,40}\[\d{1,10}\]:))", re.ASCII)
_PROGRAM_PID = re.compile(r"(?:[\w.-]{1,64}[ \t]{1,8})?(?=[A-Za-z_][\w./-]{0,40}\[\d{1,10}\]:[ \t])", re.ASCII)
_PROGRAM_TAG = re.compile(r"([A-Za-z_][\w./-]{0,40})(?:\[\d{1,10}\])?:[ \t]{1,8}", re.ASCII)
_SYSTEM_STARTS = frozenset("[ \tJFMASOND0123456789") | frozenset("abcdefghijklmnopqrstuvwxyz_")


# a logger's name in brackets after the time and level ('... INFO    [stencil] params t=0.1'); not an array's ('[x]')
_LOGGER_NAME = re.compile(r"\[([A-Za-z_][A-Za-z0-9_.-]{0,40})\][ \t]{1,8}(?=[A-Za-z_])", re.ASCII)
_LETTER_NEXT = re.compile(r"[A-Za-z_(\[]")
_COMMA_FIRST = re.compile(r'[ \t]*,[ \t]*(?="[A-Za-z_])')


# two sizes apart by a slash, each with its word after it ('1004004 total / 1000000 inner'): two statements (a
# count over its whole, '100024 elements / 1000000', is one: a ratio)
_SIZE_WORD = r"(?:total|inner|interior|outer|all|full|padded|ghosted|with[ \t]+ghosts?)"
_SIZES_SLASHED = re.compile(rf"(?i)(\d[ \t]+{_SIZE_WORD})[ \t]/[ \t](?=\d+[ \t]+{_SIZE_WORD}\b)")


def prepared(line):
    """fields.py's preparation of a line (statements.prepare's, after the logger's prefix): where its
    text begins, its plan, whether it may say another n's printings (printings.supposed), whether it is
    prose stating an n (printings.mentioned) or a heading stating it (expressions.titled)."""
    at = prefix_end(line)
    at += pipe_title(line[at:]) if "|" in line else 0  # ('Stencil HW | n=1000 | N=1002 | ...': pipetitles.py)
    rest = line[at:] if at else line
    rest = arrows_as_commas(rest)  # ('12 values < 0.1 -> fraction 1.2e-05': the arrow a comma, as long)
    rest = n_colon_as_comma(rest)  # ("n = 1000: allocating 2 arrays of 1002x1002": n a statement, nlead.py)
    cut = timings_cut(rest, prepared)  # ('x below t: 100024  y below t: 12  smooth: 4.1 ms': the timing no field's)
    if cut is not None:
        return (at + cut[0],) + cut[1:]
    if side_note(rest) or tied(rest):  # ('Inner loop vectorised with 8 lanes', 'Each row has 2 ghost cells': no field,
        # sidenotes.py; 'WARNING: 3 elements of y are exactly 0.1': a tie's count, ties.py)
        return at, (), False, False
    if partial_step(rest) or difference(rest):  # ('row 98: x below 105 (running 9812), ...': a row's partials;
        return at, rows_of(rest), False, False  # 'x fraction vs expected 0.1: diff = 0.000024': a difference; no field;
        # 'row 1 of 1002 rows is a ghost row': its count of rows a side; '[ 50%] cumulative y<t: 6': partialcounts.py)
    summed = weights_summed(rest) if "+" in rest else None  # ('weights: 4*0.05 + 4*0.1 + 0.4 = 1.0': no field)
    if summed is not None:
        return (at, summed) + _said(rest)
    stats = stats_first(rest) if ":" in rest or "=" in rest else None  # ('x: mean 0.4998, below: 100024': the mean none)
    if stats is not None:
        begin, plan = prepare(stats[0])
        plan = moved(plan, stats[1], stats[2], len(stats[0])) if begin <= stats[1] else None
        if plan is not None:
            return (at + begin, plan) + _said(rest)
    plan = json_line(rest) if rest.rstrip()[-1:] == "}" and "{" in rest[:40] else None  # ('{"results": [{"array": "x", ...',
    # 'RESULT {"n": 1000, ...} ': a label before it, blanks after it)
    plan = plan or (plural_fractions(rest) if "s" in rest[:16] else None)  # ('fractions: 0.100024, 1.2e-05')
    plan = plan or (quoted_pairs(rest) if '"' in rest[:16] or "'" in rest[:16] else None)  # ('"a": 0.05, "b": 0.1, ...')
    plan = plan or (padded_below(rest) if "  " in rest or "\t" in rest else None)  # ('X below    100024')
    plan = plan or (arrays_tupled(rest) if rest[-1:] in ("]", "}") else None)  # ("[('x', 100024, 0.100024), ...]")
    plan = plan or (counted_among(rest) if "=" in rest else None)  # ('count below t=0.1 among the 1000*1000 = 1000000 ...')
    plan = plan or counted_with(rest, prepared)  # ('counted with t=0.1 over the 1000 x 1000 interior (...)': countedwith.py)
    plan = plan or stored_counts(rest, prepared)  # ('Storage: 1004004 floats per array (...)': no memory, storedcounts.py)
    plan = plan or allocated_counts(rest)  # ('alloc 2 x 1004004 floats (inner 1000000), 0.00374021 GB each': allocline.py)
    plan = plan or names_then_values(rest)  # ('Parameters N, threshold: 1000 0.1', 'Usage: ... (got N=1000 ...)': namesvalues.py)
    plan = plan or (indexed_constants(rest) if rest.lstrip(" \t")[:1].isdigit() else None)  # ('6  constants (a, b, c)  0.05, ...')
    plan = plan or (names_lettered(rest) if "(" in rest or "[" in rest else None)  # ('Parameters (t, a, b, c): 0.1, 0.05, ...')
    plan = plan or (greek_named(rest) if "lpha" in rest or "LPHA" in rest or "\u03b1" in rest else None)  # ('alpha=0.05 beta=0.1 ...')
    plan = plan or threshold_apart(rest, prepare)  # ('With t = 0.1 and (a, b, c) = (0.05, 0.1, 0.4):', '..., threshold 0.1')
    plan = plan or threshold_leading(rest, prepare)  # ('threshold 0.1: x has 100024 below (...), y has 12 ...': thresholdfirst.py)
    if plan is not None:
        return (at, plan) + _said(rest)
    timed = timing_first(rest)  # ('smooth took 0.012 s; 12 elements of y below threshold': the time no field's)
    if timed:
        at, rest = at + timed, rest[timed:]
    begin, plan = (0, None) if listing(rest) else prepare(rest)  # (a listing: one statement)
    if "  " in rest or "\t" in rest:  # ('Memory per array: 0.00374021 GB   threshold 0.1   a = 0.05 ...': a piece each)
        plan = settings_apart(rest[begin:], plan)
        plan = counts_apart(rest[begin:], plan)  # ('x<t 100024 (0.100024)  y<t 12 (1.2e-05)': gappedcounts.py)
    if plan and "respectively" in rest:  # ('Using a threshold of 0.1, the numbers ... are 100024 and 12, respectively')
        plan = after_clauses(rest[begin:], plan) or plan
    if plan and not begin and (" and " in rest or "," in rest):  # ('Elements below 0.1 in x and y: 100024 and 12 (...)':
        plan = threshold_named(rest) or plan  # no clauses at the threshold's 0.1)
    if plan is None and ("," in rest or ";" in rest):  # ('Grid 1002x1002 (1004004 elements), interior 1000x1000 (1000000 elements)')
        plan = asides_listed(rest[begin:], prepare)
    if plan is None and " / " in rest and _SIZES_SLASHED.search(rest):  # ('elements: 1004004 total / 1000000 inner')
        begin, plan = prepare(_SIZES_SLASHED.sub(r"\1,  ", rest))  # (' / ' as ',  ': the spans kept)
    if plan is None and not begin and (" and " in rest or "," in rest or " | " in rest):  # ('... in x and y are 100024
        plan = respectively(rest) or piped(rest)  # and 12, respectively (fractions ...)', 'x 100024 | y 12')
    if plan is None and not begin and "[" in rest:  # ('(array, below, fraction): [('x', 100024, 0.100024), ...]')
        plan = tuples_listed(rest)
    if plan is None and ("=" in rest or ":" in rest or "," in rest or ";" in rest or "(" in rest):  # ('Time for n =
        # 1000: 10.0 ms': n, the rest a timing; '..., n = 1000'; '... (0.00374021 GB each)')
        plan = n_last(rest[begin:], prepare) or n_timed(rest[begin:]) or memory_each(rest[begin:])
    plan = count_joined(rest[begin:], joined(rest[begin:], plan)) if plan and "%" in rest else plan  # (', i.e. 0.0012%'
    # after a fraction: restated.py; '100024 elements = 10.0024 %' after a count: countpercent.py)
    plan = n_in_prose(rest[begin:], plan, prepare)  # ('I used n = 1000, so the arrays are 1002 x 1002.': n a statement)
    return (at + begin, plan) + _said(rest)


def _said(rest):
    """Whether a line may say another n's printings (printings.supposed), and whether it states an n: a
    heading or a run's intro stating n ('Running ./smooth with n = 1001', 'Results for n = 1000, threshold
    0.1:') is the output's title, its n the output's (a second n where the output's differs), no other run's."""
    title = titled(rest)
    other = supposed(rest)
    if other == 1 and not title and n_timed(rest) and not another_run(rest):
        other = 3  # ('Time for n = 1001: 10.2 ms': a timer's line, the run's own unless timers state several n's)
    title = title and not n_remark(rest)  # ('done (n = 999)': a closing recap, no title: bracketn.py)
    return (0 if title and other == 1 else other), bool(title or mentioned(rest))
