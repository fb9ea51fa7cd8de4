"""againlines.py - a count printed again after the file's counts by a version or a second run, in a shape no
label reads (the twenty-second pass's H8, H11, H16): each is another printing of that count, rewritten in place
as one the grader reads ('y (GPU) below threshold = 13', 'y (again) below threshold = 13'), so that a wrong one
fails (before, each passed unread after a right output):
- a second result at the end of the count's own line, a version's or a run's word before it: 'Y below threshold:
  12 (fraction 1.2e-5) [GPU: 13]', '..., GPU 13', '..., GPU = 13', '... | cuda: 13', '..., second run: 13',
  'Y below threshold: 12 (GPU: 13)'. The line before it must count one array ('below', 'count', '<': x or y
  named once). A version and one digit with no ':' or '=' is a device's number ('[GPU 0]', ', GPU 1'), left
  (a wrong one-digit count so printed, n = 500's ', GPU 5', is left unread too);
- an array's name with 'again' or a run's or a version's word in brackets: 'y again (GPU): 13 (1.3e-05)',
  'y again: 13', 'y (rerun): 13', 'x (2nd run) = 100024';
- a version's block: a heading of a version's word alone ('GPU:', '[GPU]', '=== CUDA results ===') over bare
  lines 'x: 100024' / 'y = 13' (one x and one y at most, not equal, each value printed on no line that does not
  count); a block with its own n or sizes is no such block (another run: printings.py, several.py);
- a run's tag before its counts with no ordinal: 'timing run: y = 13', 'n = 1000 again (timing run): y = 13',
  'benchmark: x = 100024, y = 13'; an n in the tag must be one printed before (another n's is left).
Only after the file's first count (recaplines' first_count). Part of the grader (headings.regrouped asks it,
beside recaplines.py); pure functions, anchored bounded patterns on lines of 200 characters at most, a bounded
number of lines looked at.
"""
import re

from .barerecaps import _only_counted as only_counted
from .recaplines import _ITEMS as ITEMS, first_read
from .recaptables import rewritten_after_counts


_FRACTION = r"\d*\.?\d+(?:[eE][+-]?\d{1,3})?[ \t]{0,2}%?"
_VERSION = r"(?:gpu|cuda|device|openmp|omp|mpi|parallel|hip|opencl|sycl|cupy|numba|threaded|multithreaded)"
_RUN_WORD = (r"(?:second[ \t]run|2nd[ \t]run|third[ \t]run|3rd[ \t]run|run[ \t]?#?[ \t]?[2-9]|re-?run|again|repeat(?:ed)?|"
             r"second[ \t]pass|recount(?:ed)?|recomputed?|timing[ \t]run|timed[ \t]run)")
_VERSION_WORDS = re.compile(rf"(?i)^{_VERSION}$")


def _tag(word):
    """A version's word as it was ('GPU'); a run's as 'again' (one the grader reads as the same problem's)."""
    word = " ".join(word.split())
    return word if _VERSION_WORDS.match(word) else "again"


def _count(indent, array, tag, value, fraction):
    fraction = f" ({fraction.replace(' ', '')})" if fraction else ""
    return f"{indent}{array.lower()} ({_tag(tag)}) below threshold = {value}{fraction}"


# a second result at the line's end
_TAIL = re.compile(rf"(?:[ \t]{{0,4}}(?P<sep>[,;|]|--?)[ \t]{{0,4}}|[ \t]{{1,4}})(?P<open>[\[(])?[ \t]{{0,4}}"
                   rf"(?P<tag>{_VERSION}|{_RUN_WORD})[ \t]{{0,4}}(?P<colon>[:=])?[ \t]{{0,4}}(?P<v>\d{{1,12}})"
                   rf"(?:[ \t]{{0,4}}\([ \t]{{0,4}}(?:fraction[ \t]{{0,4}})?(?P<f>{_FRACTION})[ \t]{{0,4}}\))?"
                   rf"[ \t]{{0,4}}(?P<close>[\])])?[ \t]*\.?$", re.IGNORECASE)
_HEAD_COUNT = re.compile(r"(?i)\b(?:below|under|less[ \t]+than|count\w*)\b|<")
_ARRAY = re.compile(r"(?<![\w.])([xXyY])(?![\w.])")
_WHOLE = re.compile(r"(?<![\w.])\d{1,12}(?![\w]|[.,]\d)")


def _tail(line):
    m = _TAIL.search(line)
    if m is None or bool(m.group("open")) != bool(m.group("close")):
        return None
    if not (m.group("open") or m.group("sep") or m.group("colon")):
        return None  # ('... 12 GPU 13': no result said apart)
    if not m.group("colon") and len(m.group("v")) == 1:
        return None  # ('[GPU 0]', ', GPU 1': a device's number)
    head = line[:m.start()]
    first = _WHOLE.search(head)
    if first is None or not _HEAD_COUNT.search(head) or re.search(rf"(?i){_VERSION}", head):
        return None  # (no count before it, or the line's versions said already: 'CPU 12, GPU 13')
    arrays = {a.lower() for a in _ARRAY.findall(head[:first.start()])}
    if len(arrays) != 1:
        return None
    return f"{head}, {_count('', arrays.pop(), m.group('tag'), m.group('v'), m.group('f'))}"


# an array's name with 'again' or a bracketed run's or version's word: 'y again (GPU): 13 (1.3e-05)'
_AGAIN = re.compile(rf"^([ \t]*)([xXyY])(?:[ \t]{{0,4}},)?(?:[ \t]{{1,4}}(again|once[ \t]more|re-?run|repeated))?"
                    rf"(?:[ \t]{{0,4}}\([ \t]{{0,4}}({_VERSION}|{_RUN_WORD})[ \t]{{0,4}}\))?[ \t]{{0,4}}[:=][ \t]{{0,4}}"
                    rf"(\d{{1,12}})(?:[ \t]{{0,4}}\([ \t]{{0,4}}({_FRACTION})[ \t]{{0,4}}\))?[ \t]*\.?[ \t]*$",
                    re.IGNORECASE)


def _again(line):
    m = _AGAIN.match(line)
    if m is None or not (m.group(3) or m.group(4)):
        return None
    if not m.group(3) and _VERSION_WORDS.match(m.group(4)):
        return None  # ('y (GPU): 13': versionlines.py's)
    tag = m.group(4) if m.group(4) and _VERSION_WORDS.match(m.group(4)) else "again"
    return _count(m.group(1), m.group(2), tag, m.group(5), m.group(6))


# a version's block: its heading, then bare 'x: 100024' / 'y = 13' lines
_BLOCK_HEAD = re.compile(rf"^[ \t]*(?:[\[=#*-]{{1,5}}[ \t]{{0,4}})?({_VERSION}|cpu|serial|sequential|host|reference)"
                         r"(?:[ \t]{1,4}(?:results?|run|version|kernel|counts?|output|implementation|check|side))?"
                         r"[ \t]{0,4}(?:[\]=#*-]{1,5})?[ \t]{0,4}:?[ \t]*$", re.IGNORECASE)
_BARE = re.compile(rf"^([ \t]*)([xXyY])[ \t]{{0,4}}[:=][ \t]{{0,4}}(\d{{1,12}})"
                   rf"(?:[ \t]{{0,4}}\([ \t]{{0,4}}({_FRACTION})[ \t]{{0,4}}\))?[ \t]*$")


def _block(text, start, lines):
    """(rewritten lines, how many) for a version's block at lines[0], or None."""
    head = _BLOCK_HEAD.match(lines[0])
    if head is None:
        return None
    out, arrays, values, at = [lines[0]], [], [], 1
    begin = start + len(lines[0]) + 1
    while at < len(lines) and len(arrays) < 3:
        m = _BARE.match(lines[at])
        if m is None:
            break
        arrays.append(m.group(2).lower())
        values.append((m.group(3), begin, begin + len(lines[at])))
        out.append(_count(m.group(1), m.group(2), head.group(1), m.group(3), m.group(4)))
        begin += len(lines[at]) + 1
        at += 1
    if not arrays or len(arrays) > 2 or len(set(arrays)) != len(arrays) or len(set(v for v, _, _ in values)) != len(values):
        return None  # (none, or a point's coordinates: 'x: 16' / 'y: 16')
    if not all(only_counted(text, a, b, v) for v, a, b in values):
        return None
    return out, at


# a run's tag before its counts: 'timing run: y = 13', 'n = 1000 again (timing run): y = 13'
_RUN_TAG = re.compile(r"^([ \t]*)([A-Za-z][A-Za-z0-9 =()_,.-]{0,60}?)[ \t]{0,4}:[ \t]{0,4}([xXyY][^\n]{0,100})$")
_TAG_RUN = re.compile(r"(?i)\b(?:again|re-?run|repeat(?:ed)?|timing|timed|benchmark(?:ing)?|bench|warm-?up|profil\w*|"
                      r"verification|validation|check)\b")
_TAG_OTHER = re.compile(r"(?i)\b(?:seed|different|other|another|bigger|larger|smaller|threshold|iterations?|sweeps?|"
                        r"steps?|expected|reference|should|size|grid|block|threads?)\b|\b[tabc][ \t]*=")
_TAG_VERSION = re.compile(r"(?i)\b(?:cpu|gpu|cuda|host|device|serial|openmp|omp|mpi|hip|sycl)\b")
_N_TAG = re.compile(r"(?<![\w.])[nN][ \t]{0,4}[=:][ \t]{0,4}(\d{1,9})(?![\w.])")


def _run_tag(text, start, line):
    m = _RUN_TAG.match(line)
    if m is None:
        return None
    tag = m.group(2)
    if not _TAG_RUN.search(tag) or _TAG_OTHER.search(tag) or _TAG_VERSION.search(tag):
        return None  # (a version's check, 'CPU check: x=100024, y=0', is that version's count: versionlines.py)
    for n in _N_TAG.finditer(tag):
        if not re.search(rf"(?<![\w.]){n.group(1)}(?![\w]|[.,]\d)", text[:start]):
            return None  # ('timing run (n = 2000): ...': another problem)
    if re.search(r"\d", _N_TAG.sub("", tag)):
        return None
    items = ITEMS.match(m.group(3))
    if items is None:
        return None
    pairs = [(items.group(1), items.group(2))] + ([(items.group(3), items.group(4))] if items.group(3) else [])
    if len(pairs) == 2 and pairs[0][0].lower() == pairs[1][0].lower():
        return None
    return m.group(1) + ", ".join(_count("", a, "again", v, None) for a, v in pairs)


def _rewritten(text, start, line):
    """The line as a count's printing the grader reads, or None."""
    new = first_read((_tail, _again), line)
    return new if new is not None else _run_tag(text, start, line)


_CANDIDATE = re.compile(rb"gpu|cuda|device|openmp|omp|mpi|parallel|hip|opencl|sycl|cupy|numba|thread|second|"
                        rb"2nd|third|3rd|run|again|repeat|recount|recomput|recheck|check|verif|tim|bench|warm|profil|cpu|serial|"
                        rb"sequential|host|reference|valid")


def again_lines(text):
    """text with each such line or block after the counts rewritten in place (line for line); other lines as they
    were (a block: a version's heading and at most 2 lines under it)."""
    return rewritten_after_counts(text, _CANDIDATE, _rewritten, _block, 3)
