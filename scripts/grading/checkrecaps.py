"""checkrecaps.py - a self-check's line after the file's counts that names its array tersely (the thirty-second pass's
H6): 'y: expected 12, got 13', 'check y: want 12 have 13', 'AssertionError: expected y count 12 but got 13',
'count_y: 13 (expected 12)', 'ny: exp=12 got=13', 'fy: expected 1.2e-05, got 1.3e-05', and Python's failed assertion
over two lines, its statement echoed by the traceback ('    assert y_count == 12, f"got {y_count}"' over
'AssertionError: got 13'). checked.py reads a self-check's own value as the field and its reference as a second
result, where its label names a field; a bare 'y', 'check y' or 'y count' behind 'AssertionError:' named none, so
each line went to the header: a wrong own value (13 where Y is 12) passed unread after a right output, and 'ny:
expected 12, got 12' was read as inner (FAIL of a right output). Now each is rewritten in place (line for line) as
the self-check the grader reads, 'y below threshold: expected 12, got 13' ('fraction of y below threshold: ...' for
a fraction's name), so that the program's own value is Y's printing and a wrong one fails.
Only where the label is an array's count name (x, y, cy, ny, nby, count_y, y_count, 'y count', 'number of y', ...)
behind a check's or an error's words at most (no digit, no version's word: 'y (GPU)', 'y_gpu' are versionlines.py's),
the own value whole for a count (a number below 1 for a fraction), and both values printed on no line that does not
count (barerecaps' check: 'x: expected 1002, got 1002' is a row's, and stays), or the reference so and a count
printed before ('y: expected 0, got 1' at n = 100, where a '1 sweep' line prints the 1). Part of the grader (wholetext.ready asks
it before recapleads.py (which drops an error's lead), in a long text's first and last textends.SAMPLE characters); pure functions, anchored bounded
patterns on lines of 200 characters at most, a bounded number of lines looked at (recaplines' walk, after the first
count).
"""
import re

from .barerecaps import _only_counted as only_counted, printed_counting
from .checked import own_value
from .languages import EXPECTED, line_in_english
from .neighbours import line_before
from .recaplines import candidate_lines_rewritten

_NUMBER = r"[+-]?(?:\d{1,12}(?:\.\d{0,12})?|\.\d{1,12})(?:[eE][+-]?\d{1,3})?"
_VALUE = re.compile(rf"[ \t]*({_NUMBER})(?![\w.])")
# an array's count under a terse name ('y', 'cy', 'ny', 'nby', 'count_y', 'y_count', 'ycount', 'y_below_t'), or its
# fraction's ('fy', 'frac_y', 'y_fraction')
_COUNT_NAME = re.compile(r"(?i)(?:(?:count|cnt|num|nb|n|c|below|n_below|num_below)_?)?([xy])"
                         r"(?:_?(?:count|cnt|num|below|lt|below_t|lt_t|below_threshold))?")
_FRACTION_NAME = re.compile(r"(?i)(?:(?:f|frac|fraction|ratio|share)_?([xy])|([xy])_?(?:f|frac|fraction|ratio|share))")
_TOKEN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|<|\d")
# a check's, a test's or an error's words before the name ('check y:', 'AssertionError: y count', 'Mismatch in y:')
_LEAD_WORDS = {"check", "checking", "checked", "checks", "self", "selfcheck", "self_check", "sanity", "test", "testing",
               "tested", "verify", "verifying", "verified", "verification", "validate", "validating", "validation",
               "assert", "assertion", "assertionerror", "valueerror", "runtimeerror", "exception", "error", "err",
               "errors", "fail", "failed", "failure", "mismatch", "mismatched", "warning", "warn", "in", "for", "of",
               "on", "the", "result", "results", "compare", "comparing", "comparison", "wrong", "bad", "ok", "pass",
               "passed", "e", "info", "debug", "value", "final"}
# a count's words beside the name ('y count', 'number of y', 'y below t', 'count(y < t)')
_COUNT_WORDS = {"count", "counts", "cnt", "num", "number", "below", "under", "lt", "less", "than", "t", "threshold",
                "thresh", "elements", "cells", "values", "entries", "points", "<", "smaller"}
_FRACTION_WORDS = {"fraction", "frac", "share", "ratio", "proportion"}

# Python's failed assertion: the statement the traceback echoes ('assert y_count == 12, f"got {y_count}"', pytest's
# '>       assert y_count == 12'), then 'AssertionError: got 13' (its message: the own value, a word or a name before it,
# each word ended by a blank or a ':' or '=': one way to split the words)
_ASSERTED = re.compile(rf"^[ \t]{{0,16}}(?:>[ \t]{{1,8}})?assert[ \t]{{0,4}}\(?[ \t]{{0,4}}(?:([A-Za-z_][\w.]{{0,30}})"
                       rf"[ \t]{{0,4}}==[ \t]{{0,4}}({_NUMBER})|({_NUMBER})[ \t]{{0,4}}==[ \t]{{0,4}}([A-Za-z_][\w.]{{0,30}}))"
                       r"[ \t]{0,4}\)?[ \t]{0,4}(?:,[^\n]{0,160})?$")
_ASSERTION_ERROR = re.compile(rf"^([ \t]{{0,16}})(?:E[ \t]{{1,8}})?AssertionError[ \t]{{0,2}}:[ \t]{{0,4}}"
                              rf"((?:[A-Za-z_][\w.]{{0,30}}(?:[ \t]{{1,4}}|[ \t]{{0,4}}[:=][ \t]{{0,4}})){{0,4}})({_NUMBER})[ \t]*[.!]?[ \t]*$")
_CARETS = re.compile(r"^[ \t]*[\^~]{1,200}[ \t]*$")
_OWN_WORDS = {"got", "get", "found", "actual", "is", "was", "have", "has", "computed", "counted", "calculated", "but",
              "value", "result", "instead", "mine", "measured", "obtained"}

# (a reference's word in German, French, Spanish, Portuguese or Italian too: languages.EXPECTED, the line then said in
# English before it is read: 'y: erwartet 12, erhalten 13', 'y : attendu 12, obtenu 13')
_FOREIGN = re.compile(rf"(?i)\b(?:{'|'.join(EXPECTED)})\b")
_CANDIDATE = re.compile(r"(?im)^(?:(?=[^\n]{0,200}?(?:expect|\bexp\b|\bref|\bwant|should|correct|target|desired|golden|"
                        r"oracle|exact|\btrue[ \t]value|smooth|tutorial|theor|"
                        rf"\b(?:{'|'.join(EXPECTED)})\b))|[ \t]{{0,16}}(?:E[ \t]{{1,8}})?AssertionError)")


def _named(label):
    """(array, 'count' or 'fraction') a self-check's label names (a check's or an error's words before it at most),
    or None."""
    tokens = _TOKEN.findall(label)
    if any(t.isdigit() for t in tokens):
        return None  # ('iteration 1: y ...', 'run 2 y': another sweep's or run's)
    arrays, kind = [], "count"
    for token in tokens:
        word = token.lower()
        if word in _LEAD_WORDS or word in _COUNT_WORDS:
            continue
        if word in _FRACTION_WORDS:
            kind = "fraction"
        elif (m := _COUNT_NAME.fullmatch(token)) is not None:
            arrays.append(m.group(1).lower())
        elif (m := _FRACTION_NAME.fullmatch(token)) is not None:
            arrays.append((m.group(1) or m.group(2)).lower())
            kind = "fraction"
        else:
            return None  # ('y (GPU)', 'centre y', 'block y': another thing's or a version's)
    return (arrays[0], kind) if len(arrays) == 1 else None


def _text(line, parts):
    return "".join(line[p[0]:p[1]] if isinstance(p, tuple) else p for p in parts)


def _fits(kind, value):
    if kind == "count":
        return value.lstrip("+").isdigit()
    return not value.lstrip("+-").isdigit() and 0 <= float(value) < 1


def _checked(text, start, end, own, ref):
    """Whether a check's values are a count's: the reference printed on no line that does not count, and the own value
    neither, or the reference a count printed before (then a small own value may be printed elsewhere: '1 sweep',
    'seed 1' beside 'y: expected 0, got 1' at n = 100)."""
    if not only_counted(text, start, end, ref):
        return False
    return only_counted(text, start, end, own) or printed_counting(text, start, end, ref)


def _printing(indent, array, kind, ref, own, tail=""):
    name = f"fraction of {array}" if kind == "fraction" else array
    return f"{indent}{name} below threshold: expected {ref}, got {own}" + (f" {tail}" if tail else "")


def _one_line(text, start, line):
    """'y: expected 12, got 13' (a self-check that checked.own_value reads) as the self-check of y's count."""
    end = start + len(line)
    if _FOREIGN.search(line):
        line = line_in_english(line)  # ('y: erwartet 12, erhalten 13': its words in English)
    plan = own_value(line)
    if plan is None:
        return None
    own_statement, ref_statement = plan
    at = own_statement.index(" :: ")
    named = _named(_text(line, own_statement[:at]))
    if named is None:
        return None
    own_text = _text(line, own_statement[at + 1:at + 2])
    own_text = re.sub(r"^[ \t]*[A-Za-z_]\w{0,20}[ \t]*[=:][ \t]*", "", own_text)  # ('expected y=12, got y=13')
    own = _VALUE.match(own_text)
    ref = _VALUE.fullmatch(_text(line, ref_statement[-1:]).strip())
    if own is None or ref is None:
        return None
    tail = re.sub(r"^[ \t)\].,;:]+", "", own_text[own.end():] + _text(line, own_statement[at + 2:])).strip()
    if re.search(r"\d", tail):
        return None  # (another number after the own value: no one check's line)
    array, kind = named
    if not _fits(kind, own.group(1)) or not _fits(kind, ref.group(1)):
        return None
    if not _checked(text, start, end, own.group(1), ref.group(1)):
        return None  # ('x: expected 1002, got 1002': a row's)
    indent = line[:len(line) - len(line.lstrip())]
    return _printing(indent, array, kind, ref.group(1), own.group(1), tail)


def _assertion(text, start, line):
    """'AssertionError: got 13' under the traceback's 'assert y_count == 12, ...' as the self-check of y's count."""
    m = _ASSERTION_ERROR.match(line)
    if m is None:
        return None
    at, statement = start, None
    for _ in range(3):  # (the statement, carets under it at most)
        before = line_before(text, at)
        at = text.rfind(before, 0, at) if before else -1
        if not before or at < 0:
            return None
        if not _CARETS.match(before):
            statement = _ASSERTED.match(before)
            break
    if statement is None:
        return None
    name, ref = (statement.group(1), statement.group(2)) if statement.group(1) else (statement.group(4), statement.group(3))
    named = _named(name.rsplit(".", 1)[-1])
    if named is None or named[1] != "count":
        return None
    words = [w.lower() for w in _TOKEN.findall(m.group(2))]
    if any(w not in _OWN_WORDS and w not in _COUNT_WORDS and w != name.rsplit(".", 1)[-1].lower() for w in words):
        return None  # ('AssertionError: timeout after 13': another message)
    own = m.group(3)
    if not _fits("count", own) or not _fits("count", ref):
        return None
    if not _checked(text, at, start + len(line), own, ref):
        return None  # (the statement's line and the error's looked past: the reference is the statement's)
    return _printing(m.group(1), named[0], "count", ref, own)


def _rewritten(text, start, line):
    if "AssertionError" in line and (new := _assertion(text, start, line)) is not None:
        return new
    return _one_line(text, start, line)


def check_recaps(text):
    """text with each self-check line after the file's first count that names its array tersely rewritten in place
    as the self-check of the array's count ('y below threshold: expected 12, got 13'); other lines as they were."""
    return candidate_lines_rewritten(text, _CANDIDATE, _rewritten)
