"""noise.py - lines that tools, not the program, wrote into an output (a batch job's -o file holds
stderr too): a compiler's diagnostics with the source lines and carets they quote, valgrind's
'==12345== ' lines, a job script's '#SBATCH --mem=4G', a scheduler's prologue or job report,
GNU time -v's report ('Percent of CPU this job got: 98%').
Their numbers are no field's ('57 |' before a quoted printf was read as the fraction). Part of the
grader; pure functions.

    text = without_tool_lines(text)    # those lines emptied, every other line and its number kept
"""
import itertools
import re

# Where a compiler's diagnostic is, its path before it on its line (each pattern bounded: no quadratic
# backtracking on a long line; each starts with a rarer character, found at C speed, the line's start
# checked only where it matches):
#   gcc, clang, gfortran: 'smooth.c:57:5: warning: ...'; Python's: 'smooth.py:42: RuntimeWarning: ...';
#   gfortran's locus alone on its line ('smooth.f90:42:20:'), its message some lines below;
#   nvcc, icc, ifort, MSVC: 'smooth.cu(88): warning #177-D: ...', 'smooth.f90(42): remark #7712: ...'
_KEYWORD = r"(?:fatal error|error|warning|note|remark|sorry, unimplemented)\b"
_COLON_DIAGNOSTIC = re.compile(rf":\d+:(?:(?P<locus>\d+:[ \t]*(?=[\n\r]|$))"
                               rf"|(?:\d+:)?[ \t]+(?:{_KEYWORD}|[A-Z][A-Za-z]{{0,40}}(?:Warning|Error)\b))")
_PAREN_DIAGNOSTIC = re.compile(rf"\(\d+(?:,\d+)?\):[ \t]+(?:catastrophic error|{_KEYWORD})")
# (two patterns, each starting with its character: found at C speed, an alternation at every character was 3 times slower)
_PATH = re.compile(r"[ \t]*(?:[A-Za-z]:)?[^\s:()]{1,255}")  # what comes before: a file's path
_DIAGNOSTIC_WORDS = ("warning", "error", "note", "remark", "Warning", "Error", "sorry")
# rustc's 'warning: unused variable: `x`' (a tool's only where ' --> file:line:col' follows) and
# its summary ('warning: `smooth` (bin "smooth") generated 1 warning')
_RUST = re.compile(r"\n(?:warning|error)(?:\[[A-Z]?\d+\])?:[ \t]")
_RUST_ARROW = re.compile(r"[ \t]*-->[ \t]+\S+:\d+")
_RUST_SUMMARY = re.compile(r"(?:warning|error): [^\n]{0,200}\bgenerated \d+ warnings?|error: (?:could not compile|aborting)")
# Lines of their own, emptied by one substitution: valgrind's '==12345== ', '--12345-- ', '**12345** ';
# a job script's directives (Slurm, PBS/Torque, LSF, SGE, Moab, Cobalt, Flux); a scheduler's
# resource lines ('Resources: ncpus=1,mem=4gb,walltime=00:05:00', 'Resources Used: ...'); nvcc -Xptxas -v's
# 'ptxas info    : 0 bytes gmem', 'ptxas info    : Used 32 registers, 0 bytes stack frame';
# GNU time -v's report ('\tPercent of CPU this job got: 98%' was read as a fraction), each of its labels
_TIME_V = (r"Command being timed|(?:User|System) time \(seconds\)|Percent of CPU this job got"
           r"|Elapsed \(wall clock\) time \(h:mm:ss or m:ss\)|Average (?:shared text|unshared data|stack|total|resident set) size"
           r" \(kbytes\)|Maximum resident set size \(kbytes\)|(?:Major \(requiring I/O\)|Minor \(reclaiming a frame\)) page faults"
           r"|(?:Voluntary|Involuntary) context switches|Swaps|File system (?:inputs|outputs)|Socket messages (?:sent|received)"
           r"|Signals delivered|Page size \(bytes\)|Exit status")
_ALONE = re.compile(r"\n(?:(?:==\d+==|--\d+--|\*\*\d+\*\*)"
                    rf"|[ \t]*(?:{_TIME_V}):[ \t]"
                    r"|[ \t]*#(?:SBATCH|PBS|BSUB|\$|MSUB|COBALT|[ \t]*flux:)[ \t]"
                    r"|[ \t]*Resources?(?:[ \t]+(?:Used|Requested|List|Limits))?[ \t]*:[ \t]*\w+="
                    r"|[ \t]*ptxas[ \t]+(?:info|warning|error|fatal)[ \t]*:|[ \t]*\d+[ \t]+bytes[ \t]+stack[ \t]+frame,)[^\n\r]*")
_ALONE_WORDS = ("==", "--", "**", "#", "Resource", "ptxas", "stack frame", "Command being timed", "Percent of CPU",
                "(seconds):", "(kbytes):", "page faults:", "context switches:", "Swaps:", "File system ", "Socket messages",
                "Signals delivered:", "Page size (bytes):", "Exit status:")
# A PBS/Torque prologue or epilogue, to its end; LSF's job report ('Resource usage summary:' over its
# '    Max Memory :   10 MB' lines)
_BLOCK = re.compile(r"\n(?:(?P<pbs>-*[ \t]*Begin (?:PBS|Torque) (?:Prologue|Epilogue)\b)|(?P<lsf>[ \t]*Resource usage summary:))")
_PBS_END = re.compile(r"-*[ \t]*End (?:PBS|Torque) (?:Prologue|Epilogue)\b")
_LSF_ROW = re.compile(r"[ \t]+[A-Za-z][A-Za-z ]{0,40}:[ \t]")
# The lines a diagnostic quotes after it: a gutter ('   57 |     printf(...)', '      |   ~^', rustc's
# '   |'), rustc's ' --> src/main.rs:5:9' and '   = note: ...', a caret line ('     ^~~~~').
_FOLLOWS = re.compile(r"[ \t]*(?:(?:\d+|\.\.\.|\+\+\+)[ \t]*)?\|(?:[ \t+]|$)|[ \t]*-->[ \t]|[ \t]*= ?(?:note|help)\b"
                      r"|[ \t]*[\^~][\^~ \t]*(?:\S.*)?$")
_CARET = re.compile(r"[ \t]*[\^~][\^~ \t]*$|[ \t]*(?:\d+[ \t]*)?\|[ \t]*[\^~]")
_GFORTRAN_MESSAGE = re.compile(r"(?:Warning|Error|Fatal Error)(?: \(\d+\))?:")
_ENDS = re.compile("[\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")
MAX_FOLLOWING = 40  # lines a diagnostic, a prologue or a report is read on for its own at most


class _Lines:
    """The lines from a line's start on, (start, end) each (its end before its line end), read as asked."""

    def __init__(self, text, at):
        self.text, self.at, self.got = text, at, []

    def __getitem__(self, i):
        while len(self.got) <= i and self.at is not None and len(self.got) <= MAX_FOLLOWING:
            m = _ENDS.search(self.text, self.at)
            end = len(self.text) if m is None else m.start()
            self.got.append((self.at, end))
            self.at = None if m is None else m.end() + (self.text[m.start()] == "\r" and self.text.startswith("\n", m.end()))
        if i >= len(self.got):
            raise IndexError(i)
        return self.got[i]

    def has(self, i):
        try:
            self[i]
        except IndexError:
            return False
        return True


def _quoted(text, lines, kind):
    """How many lines after a diagnostic (lines[0]) are its own (gutters, carets, a quoted source line
    over its caret, gfortran's message under its locus, Python's quoted source line)."""
    taken = 0
    while taken < MAX_FOLLOWING and lines.has(taken + 1):
        line = text[slice(*lines[taken + 1])]
        if _FOLLOWS.match(line):
            taken += 1
        elif kind == "locus" and (not line.strip() or _GFORTRAN_MESSAGE.match(line)):
            taken += 1
            if line.strip():
                kind = "diag"  # its message: the locus's lines end with it
        elif kind == "python" and line[:1] in " \t" and line.strip():
            taken += 1
            kind = "diag"
        elif line.strip() and lines.has(taken + 2) and _CARET.match(text, *lines[taken + 2]):
            taken += 2  # a source line over its caret (gcc before 9, clang, nvcc, icc)
        else:
            break
    return taken


def _blocks(text):
    """(first, kind) for each line that starts a tool's lines of more than one: a diagnostic (its path
    from its line's start), rustc's, a prologue, an LSF report; in order."""
    found = []
    if any(word in text for word in _DIAGNOSTIC_WORDS):
        for m in itertools.chain(_COLON_DIAGNOSTIC.finditer(text), _PAREN_DIAGNOSTIC.finditer(text)):
            start = text.rfind("\n", 0, m.start()) + 1
            if _PATH.fullmatch(text, start, m.start()):
                kind = "locus" if m.lastgroup == "locus" else "python" if text.startswith(".py", m.start() - 3) else "diag"
                found.append((start, kind))
        if "warning" in text or "error" in text:
            for m in _RUST.finditer(text):
                lines = _Lines(text, m.start() + 1)
                if lines.has(1) and _RUST_ARROW.match(text, *lines[1]) or _RUST_SUMMARY.match(text, *lines[0]):
                    found.append((m.start() + 1, "diag"))
    if "Begin " in text or "Resource usage summary" in text:
        found.extend((m.start() + 1, m.lastgroup) for m in _BLOCK.finditer(text))
    return sorted(found)


def _own(text, lines, kind):
    """How many lines after lines[0] (a tool's first line, of `kind`) are the tool's too."""
    if kind in ("diag", "locus", "python"):
        return _quoted(text, lines, kind)
    if kind == "pbs":
        i = 1
        while i <= MAX_FOLLOWING and lines.has(i):
            if _PBS_END.match(text, *lines[i]):
                return i
            i += 1
        return 0
    taken = 0  # an LSF report's rows
    while lines.has(taken + 1) and (_LSF_ROW.match(text, *lines[taken + 1]) or not text[slice(*lines[taken + 1])].strip()):
        taken += 1
    return taken


# Past WHOLE characters only a text's first and last SAMPLE are looked at (where a compiler's, a job's
# prologue or report and valgrind's summary are): a chatty 64 MiB log costs no second.
SAMPLE, WHOLE = 1 << 20, 4 << 20


def without_tool_lines(text):
    """text with the lines tools wrote emptied: every line keeps its number. Lines of their own
    (_ALONE), and the lines a diagnostic quotes, a prologue or an LSF report holds (_blocks). A line of
    the program's own is never one: a quoted source line or a gutter is one only under a diagnostic,
    rustc's 'warning: ...' only over its ' --> file:line:col'. In a text past WHOLE, its first and last
    SAMPLE characters (to a line's end) alone."""
    if len(text) > WHOLE:
        head, tail = text.find("\n", SAMPLE), text.rfind("\n", 0, len(text) - SAMPLE)
        if head != -1 and tail > head:
            first, last = text[:head], text[tail + 1:]
            new_first, new_last = _cleaned(first), _cleaned(last)
            if new_first is first and new_last is last:
                return text  # (most: no copy of the middle)
            return new_first + text[head:tail + 1] + new_last
    return _cleaned(text)


def _cleaned(text):
    """without_tool_lines of a text of WHOLE characters or fewer (or of a part of one)."""
    if any(word in text for word in _ALONE_WORDS):
        text = _ALONE.sub("\n", "\n" + text)[1:]  # (C speed: a line of valgrind's no Python call)
    cuts, done = [], 0
    for first, kind in _blocks("\n" + text):
        first -= 1
        if first < done:
            continue
        lines = _Lines(text, first)
        own = _own(text, lines, kind)
        cuts.extend(lines[i] for i in range(own + 1))
        done = lines[own][1]
    if not cuts:
        return text
    parts, at = [], 0
    for start, end in cuts:
        parts.append(text[at:start])
        at = end
    parts.append(text[at:])
    return "".join(parts)
