"""taggedcounts.py - a count printed with a tag, a version's lead or a pair's label that no rule read (the
twenty-fifth pass's H13, H9, P/p24 and the 'Totals ->' pair): each is a printing of that count, rewritten in
place (line for line) as one the grader reads ('y below threshold = 13', 'y below threshold (GPU shared) = 13'),
so that a right only printing is read and a wrong second one fails (before, a right one was lost, a wrong one
passed unread):
- a count's label with a tag in brackets that says which check, kernel or run printed it: 'Y count (check): 13',
  'count y < t (verify) = 13', '(validation)', '(shared memory kernel)', '(naive kernel)', '(final, GPU)',
  '(GPU, final)', '(final GPU run)', 'y below t (shared, 16x16 tiles)'. A version's or a kernel's word in the
  tag stays its version ('(GPU shared)': a second result); a check's or a final's word is the count itself. A
  tag with any other word ('(rank 3)', '(reference)', '(expected)', '(2 threads)') is left to the rules that
  read it. A bare array's name ('Y (shared memory): 12') only after a line that counts;
- a version's name leading a count's label: 'GPU: count y < t 13', ' GPU: Number of elements below threshold
  (Y)   13' (Fortran's columns): that version's count;
- both counts under one plural total's label: 'Totals -> x: 100024 | y: 13' (it was read as the Total number of
  elements, 100024, and y dropped);
- a CPU|GPU table's timing row with a speedup after its cells ('smooth   2.981 ms   0.041 ms   (72.7x)'): the
  speedup blanked out, so the table's columns line up and each column's counts are read (before, the extra cell
  broke the table and the GPU column went unread).
Part of the grader (headings._named asks it first); pure functions, anchored bounded patterns on lines of 200
characters at most, a bounded number of lines looked at.
"""
import re

from .recaplines import _first_count as first_count
from .versionlines import _read as version_read

_LOOKED = 512  # candidate lines per text at most (a bounded cost)
_LONGEST = 200  # a longer line is none of these
_N = r"(\d{1,12})(?![\w]|[.,]\d)"
_FRACTION = r"(?:[ \t]{0,4}\([ \t]{0,2}(\d{0,3}\.?\d{1,12}(?:[eE][+-]?\d{1,3})?[ \t]{0,2}%?)[ \t]{0,2}\))?"
_SEP = r"(?:[ \t]{0,40}(?:[:=]|::|->)[ \t]{0,40}|[ \t]{1,40})"
_END = r"[ \t]{0,4}\.?[ \t]*$"

# a count's label, a tag in brackets, the count (and its fraction in brackets)
_TAGGED = re.compile(rf"^([ \t]*)([A-Za-z#][^()\n:=]{{0,60}}?)[ \t]{{0,4}}\(([^()\n]{{1,48}})\){_SEP}{_N}{_FRACTION}{_END}")
_CHECK_WORDS = {"check", "verify", "verified", "verification", "validation", "validate", "validated", "final", "run",
                "result", "pass", "version", "impl", "implementation", "kernel", "memory", "mem", "tiles", "tile",
                "tiling", "on", "the", "with", "using", "and", "a", "of", "from", "by", "via"}
_VERSION_WORDS = {"gpu", "cuda", "cpu", "host", "device", "serial", "sequential", "parallel", "openmp", "omp", "mpi",
                  "hip", "sycl", "opencl", "openacc"}
_KERNEL_WORDS = {"shared", "smem", "shmem", "naive", "texture", "tiled", "blocked", "global", "coalesced", "optimized",
                 "optimised", "unrolled", "cached", "managed", "unified", "basic", "simple"}
_TAG_TOKEN = re.compile(r"[A-Za-z]+|\d{1,4}[ \t]?[x\u00d7][ \t]?\d{1,4}|[,/+&-]|\S")
_SIZE_TOKEN = re.compile(r"\d{1,4}[ \t]?[x\u00d7][ \t]?\d{1,4}$")  # ('16x16 tiles': a kernel's, no count)

# a version's name leading a count's label: 'GPU: count y < t 13'
_LED = re.compile(rf"^([ \t]*)\[?(gpu|cuda|cpu|host|device|serial|openmp|omp|mpi|hip|sycl)\]?[ \t]{{0,4}}(?::|-|->)"
                  rf"[ \t]{{0,4}}([A-Za-z][^\n:=]{{0,80}}?){_SEP}{_N}{_FRACTION}{_END}", re.IGNORECASE)

# both counts under a plural total's label: 'Totals -> x: 100024 | y: 13'
_PAIR_SEP = r"(?:[ \t]{0,4}[:=][ \t]{0,4}|[ \t]{1,4})"
_TOTALS = re.compile(rf"^([ \t]*)(?:totals|counts|below[ \t]{{1,4}}threshold|below[ \t]{{1,4}}t)[ \t]{{0,4}}"
                     rf"(?::|=|->|=>|\u2192)[ \t]{{0,4}}x{_PAIR_SEP}{_N}[ \t]{{0,4}}[,;|/][ \t]{{0,4}}y{_PAIR_SEP}{_N}{_END}",
                     re.IGNORECASE)

_CANDIDATE = re.compile(r"[)]|gpu|cuda|cpu|host|device|serial|openmp|omp|mpi|hip|sycl|totals|counts|below",
                        re.IGNORECASE)


def _words(label):
    from .words import words_of  # (words.py reads labels with modules that headings asks: imported when asked)
    return words_of(label)


def _array(label, bare):
    """The array a count's label counts ('count y < t': 'y'), or None; a bare array's name where `bare`."""
    from .words import _which_array, classify
    words = _words(label)
    if bare and len(words) == 1 and words[0] in ("x", "y"):
        return words[0]
    if classify(label) != "below":
        return None
    return _which_array(words)


def _tag(tag):
    """A bracket's tag as its version's name ('GPU shared'), '' for a check's or a final's, or None: not a tag."""
    version, seen = [], False
    for token in _TAG_TOKEN.findall(tag):
        low = token.lower()
        if low in _VERSION_WORDS or low in _KERNEL_WORDS:
            version.append(token)
        elif low not in _CHECK_WORDS and low not in ",/+&-" and not _SIZE_TOKEN.match(token):
            return None
        seen = seen or low.isalpha()
    if not seen:
        return None
    return " ".join(version) if version != ["global"] else ""  # ('global' alone: MPI's total's word, no kernel)


def _count(indent, array, version, value, fraction):
    tag = f" ({version})" if version else ""
    return f"{indent}{array} below threshold{tag} = {value}" + (f" ({fraction.replace(' ', '')})" if fraction else "")


def _rewritten(line, counted):
    """The line as a count's printing the grader reads, or None (counted: a line before it counts)."""
    if len(line) > _LONGEST:
        return None
    if "(" in line:
        m = _TAGGED.match(line)
        if m is not None and not version_read(line):
            version = _tag(m.group(3))
            array = _array(m.group(2), counted) if version is not None else None
            if array is not None:
                return _count(m.group(1), array, version, m.group(4), m.group(5))
    m = _LED.match(line)
    if m is not None and not version_read(line):
        array = _array(m.group(3), False)
        if array is not None:
            return _count(m.group(1), array, m.group(2), m.group(4), m.group(5))
    m = _TOTALS.match(line)
    if m is not None and m.group(2) != m.group(3):
        return f"{_count(m.group(1), 'x', '', m.group(2), None)}, {_count('', 'y', '', m.group(3), None)}"
    return None


def tagged_counts(text):
    """text with each such line rewritten in place (line for line), and a CPU|GPU table's speedups blanked out;
    other lines as they were."""
    if "\n" not in text:
        return text
    text = speedups_dropped(text)
    first = first_count(text)
    pieces, at, pos = [], 0, 0
    for _ in range(_LOOKED):
        m = _CANDIDATE.search(text, pos)
        if m is None:
            break
        start = text.rfind("\n", 0, m.start()) + 1
        stop = text.find("\n", m.end())
        stop = len(text) if stop < 0 else stop
        pos = stop + 1
        new = _rewritten(text[start:stop], first is not None and start >= first)
        if new is not None:
            pieces += [text[at:start], new]
            at = stop
        if pos >= len(text):
            break
    return "".join(pieces) + text[at:] if pieces else text


# a CPU|GPU table's header: two or three versions' names alone ('CPU   GPU', 'serial | openmp | cuda')
_HEADER = re.compile(r"(?m)^[ \t|]{0,40}(?:(?:cpu|gpu|cuda|host|device|serial|openmp|omp|seq|sequential|parallel|naive|"
                     r"shared|reference|ref)[ \t|]{1,40}){1,3}(?:cpu|gpu|cuda|host|device|serial|openmp|omp|seq|"
                     r"sequential|parallel|naive|shared|reference|ref)[ \t|]*$", re.IGNORECASE)
# a timing row's speedup after its cells: '(72.7x)', '(speedup 72x)', '72.7x faster', '[x72.7]'
_SPEEDUP = re.compile(r"[ \t]{1,40}(?:[(\[][ \t]{0,2}(?:speed[ \t-]?up[ \t:=]{0,3})?[x\u00d7]?\d{1,6}(?:\.\d{1,3})?"
                      r"[ \t]{0,2}[x\u00d7]?(?:[ \t]{1,2}(?:speed[ \t-]?up|faster))?[ \t]{0,2}[)\]]|"
                      r"\d{1,6}(?:\.\d{1,3})?[ \t]{0,2}[x\u00d7][ \t]{1,2}(?:speed[ \t-]?up|faster))[ \t]*$", re.IGNORECASE)
_TIME_CELL = re.compile(r"\d[ \t]{0,2}(?:ms|s|us|sec|seconds|msec)\b", re.IGNORECASE)


def speedups_dropped(text):
    """text with a speedup after a timing row's cells blanked out, in the rows (8 at most) under a CPU|GPU
    header; other lines as they were."""
    low = text[:1 << 20].lower()
    if "cpu" not in low and "serial" not in low and "host" not in low:
        return text
    pieces, at = [], 0
    for n, head in enumerate(_HEADER.finditer(text)):
        if n >= 64:
            break
        if head.start() < at:
            continue
        pos = head.end() + 1
        for _ in range(8):  # (the table's rows under it, to a blank line)
            stop = text.find("\n", pos)
            stop = len(text) if stop < 0 else stop
            row = text[pos:stop]
            if not row.strip() or pos >= len(text):
                break
            s = _SPEEDUP.search(row) if len(row) <= _LONGEST else None
            if s is not None and _TIME_CELL.search(row, 0, s.start()):
                pieces += [text[at:pos + s.start()], " " * (len(row) - s.start())]
                at = stop
            pos = stop + 1
    return "".join(pieces) + text[at:] if pieces else text
