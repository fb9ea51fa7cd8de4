"""runs.py - grade's reference runs: the problem a file is graded as (the
teacher's settings, and what its header may choose), ./smooth -kernel cpu
for it (cached per problem; the known wrong computations run once, lazily,
for a file whose counts are off), and the command that reproduces it. Part
of the grader (scripts/grade).
"""
import collections
import math
import mmap
import os
import re
import shlex
import struct
import tempfile
import time
from itertools import islice

from smoothtools import smoothlib

from .judging import Problem
from .seedlines import (COUNTER, LIBC as _LIBC, OTHER_GENERATOR as _OTHER_GENERATOR, OTHER_MAPPING, commanded,
                        libc_only_named, seed_beside, usage_seed)

SCRIPT = "grade"
TUTORIAL = {"rng": "libc", "seed": "1", "a": "0.05", "b": "0.1", "c": "0.4", "t": "0.1", "iterations": "1"}
SETTINGS = ("rng", "seed", "a", "b", "c", "t", "iterations")
# What a file's header may choose: the data and the work, not the problem's difficulty (a header's
# "-t 0" would make all-zero counts right); -trust-header lets it choose the rest.
HEADER_CHOOSES = ("rng", "seed", "iterations")
LIMITS = {"max_iterations": 100, "timeout": 300.0, "max_n": 32768,  # the teacher's caps (-max-iterations, -timeout,
          "submission_budget": 120.0, "batch_budget": 3600.0}         # -max-n, -submission-budget, -batch-budget)
# Distinct problems (n, generator, seed, constants, sweeps) a submission, and a batch, may ask reference runs
# for: a 200 KB zip of members each naming another n = 32768 problem would otherwise cost 14 s apiece.
PROBLEMS = {"submission": 8, "batch": 400}
_spent = {"batch": 0.0}   # seconds of reference runs: the batch's, and each submission's
_asked = {"batch": set()}  # problems asked for: the batch's, and each submission's
DUMP_LIMIT = 4 * 2**30  # the ghost-cell diagnosis dumps y; not past this many bytes


# The number at the start of a text as C's atof reads it (a hexadecimal float aside).
_ATOF = re.compile(r"\s*[+-]?(?:(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?|inf(?:inity)?|nan)", re.IGNORECASE)


def progress_after(value, default=1.0):
    """SMOOTH_PROGRESS_AFTER's seconds as smooth's progress.c reads them (atof): unset, the
    default; the number it starts with; 0 where it starts with none ('abc': progress at once).
    Never raises: a stray variable does not stop a class's grading."""
    if value is None:
        return default
    m = _ATOF.match(value)
    return float(m.group()) if m else 0.0


def from_header(header):
    """Problem settings that smooth's header lines record. The RNG and
    Iterations lines win over the Command line, which smooth cuts at 1,023
    bytes (ending it " ..."): a cut command's last word is not read."""
    found = {}
    command = header.get("Command", "")
    try:
        words = shlex.split(command)
    except ValueError:
        words = command.split()
    if command.rstrip().endswith(" ...") and len(words) > 1:
        words = words[:-2]  # the marker and the word it cut
    for i, word in enumerate(words):
        if not word.startswith("-"):
            continue
        name, equals, value = word.lstrip("-").partition("=")  # -a 0.2, -a=0.2, --a=0.2
        if name not in SETTINGS:
            continue
        if equals:
            found[name] = value
        elif i + 1 < len(words):
            found[name] = words[i + 1]
    rng = header.get("RNG", "")
    if rng:
        words = rng.replace(",", " ").split()
        if words and words[0] in ("libc", "counter"):
            found["rng"] = words[0]
        if "seed" in words and words.index("seed") + 1 < len(words):
            found["seed"] = words[words.index("seed") + 1]
    iterations = header.get("Iterations", "").split()
    if iterations:
        found["iterations"] = iterations[0]
    return found


# A student's own words for C's libc generator: srand(S) or srandom(S) with S a literal (glibc's
# rand() is random(), one sequence); a seed from anything else (time(NULL), getpid(), a variable)
# names no data set.
SEEDING = re.compile(r"\bsrand(?:om)?\s*\(\s*([^()]*(?:\([^()]*\))?[^()]*)\)")
# rand() % N, rand() / 10000: another mapping of the generator's numbers to [0, 1), other data (seedlines.py)


def stated_generator(header, text):
    """(rng, seed, how) that an output says its data came from, or None: smooth's RNG line (its
    -json/-csv records' too), else the student's own words, srand(S)/srandom(S) with S a whole
    number, every such call on the same S and no rand() % N beside them; else the lines that name
    a seed (_seed_stated)."""
    rng = header.get("RNG", "")
    if rng:
        found = from_header({"RNG": rng})
        if "rng" in found and found.get("seed", "").isdigit():
            return found["rng"], found["seed"], f"its RNG line ({shown_words(rng)})"
    # (the word looked for in C first: the expression's own scan of a 64 MiB file took 2 s)
    seeds = {argument.strip().rstrip("uUlL") for argument in SEEDING.findall(text)} if "srand" in text else set()
    seeds.discard("")  # ('Seeded with 1 using srandom()': the function named, no call's seed)
    if len(seeds) == 1 and next(iter(seeds)).isdigit() and not OTHER_MAPPING.search(text):
        seed = next(iter(seeds))
        return "libc", seed, f"srand({seed}) in its words"
    # (a variable's seed, 'srand(seed)', says no number: a usage line's or a command's may; a call's, 'time(NULL)', none)
    said = _seed_stated(text) if all(_SEED_NAME.fullmatch(seed) for seed in seeds) else None
    if said is not None:
        return said[0], said[1], f"'{shown_words(said[2])}' in its words"
    return None


_SEED_NAME = re.compile(r"(?i)(?:seed|s|rng_seed|random_seed|user_seed|seed_value|args?\.seed|opts?\.seed)")
# A line naming libc's generator and its seed in words ('Random numbers: libc random(), seed 1',
# 'Seed: 1 (glibc rand())', 'Seeded with 1 using srandom'), no other generator named on it: a statement as srand(1) is.
_SEED_SAID = re.compile(rf"(?i){_LIBC}.{{0,80}}?\bseed(?:ed)?\b[^\d\n]{{0,12}}(\d+)\b|\bseed(?:ed)?\b[^\d\n]{{0,12}}(\d+)\b.{{0,80}}?{_LIBC}"
                        rf"|\bseed(?:ed)?\b[^\d\n]{{0,12}}{_LIBC}[^\d\n]{{0,12}}(\d+)\b")  # ('seeded rand() with 1')
# smooth's counter generator and its seed on one line ('rng=counter seed=1', 'RNG: counter, seed 1')
_COUNTER_SAID = re.compile(r"(?i)\bseed(?:ed)?\b[^\d\n]{0,12}(\d+)\b")
_SEED_WORD = re.compile(r"(?i)\bseed(?:ed)?\b")


def _seed_said(text):
    """(seed, line) where the output's lines that name a seed state libc's generator with one whole seed
    (_seed_stated); else None."""
    said = _seed_stated(text)
    return (said[1], said[2]) if said is not None and said[0] == "libc" else None


def _seed_stated(text):
    """(rng, seed, line) where the output's lines that name a seed (the first 100) state one and the same
    generator and whole seed, and none another generator: libc's words and a seed on one line, a seed line
    beside the generator's, an echoed command's -seed, a usage line's positional SEED (seedlines.py); else None."""
    said, lines, bare = set(), "", False
    for m in islice(_seed_words(text[:1 << 24]), 100):  # (not a list of every match first)
        begin = text.rfind("\n", 0, m.start()) + 1
        end = text.find("\n", m.end()) % (len(text) + 1)
        line = text[begin:end][:300]
        found = _SEED_SAID.search(line)
        counter = COUNTER.search(line)
        if OTHER_MAPPING.search(line) or _OTHER_GENERATOR.search(COUNTER.sub(" ", line) if counter else line):
            return None
        stated = None
        if counter:
            number = _COUNTER_SAID.search(line)
            stated = ("counter", number.group(1), True) if number and not found else None
            if stated is None:
                return None  # (counter and libc's words on one line, or no seed: nothing sure)
        elif found:
            stated = ("libc", found.group(1) or found.group(2) or found.group(3), True)
        else:
            beside = seed_beside(text, begin, end)
            stated = (*beside, True) if beside else commanded(line) or usage_seed(text, line)
        if stated is not None:
            said.add((stated[0], int(stated[1])))
            lines, bare = line.strip(), bare or not stated[2]
    if len(said) != 1 or bare and not libc_only_named(text):  # (a bare seed: libc's where libc alone is named)
        return None
    rng, seed = next(iter(said))
    return rng, str(seed), lines


def _seed_words(text):
    """_SEED_WORD's matches in text, found as 'seed' in its lower case: a literal search (the case-blind
    pattern took 0.5 s on 16 MiB of a chatty output that names no seed)."""
    low, at = text.lower(), 0
    if len(low) != len(text):  # ('İ' lowers to two characters: positions would move)
        yield from _SEED_WORD.finditer(text)
        return
    while (at := low.find("seed", at)) >= 0:
        m = _SEED_WORD.match(text, at)  # (its \b sees the character before at)
        if m:
            yield m
        at += 4


def shown_words(text):
    """A header's words for a note: one line, at most 60 characters."""
    text = " ".join(text.split())
    return text if len(text) <= 60 else text[:57] + "..."


def reproduces(stated, settings):
    """Whether the stated generator and seed are the ones the file is graded with (libc's seed 0 is
    seed 1: glibc's srandom(0) starts seed 1's sequence)."""
    if stated is None:
        return False
    rng, seed = stated[0], int(stated[1])
    want = int(settings["seed"]) if str(settings["seed"]).isdigit() else None
    if rng == "libc":
        seed, want = seed or 1, (want or 1) if want is not None else None
    return rng == settings["rng"] and seed == want


class CannotGrade(Exception):
    """A file that cannot be graded: unreadable, no n or no counts, or a
    problem smooth refuses."""


def smooth_args(n, settings):
    args = ["-n", n, "-kernel", "cpu"]
    for name in SETTINGS:
        args += [f"-{name}", settings[name]]
    return args


def float_after(t):
    """The next float32 above t, as text smooth reads back exactly: counting
    x < that is counting x <= t."""
    bits = struct.unpack("<I", struct.pack("<f", float(t)))[0]
    if bits == 0x80000000:
        bits = 0
    bits = bits + 1 if bits < 0x80000000 else bits - 1
    return "%.9g" % struct.unpack("<f", struct.pack("<I", bits))[0]


def ghost_below(path, n, t):
    """Ghost cells of x below t, read from a -dump of y (its ghost layer is
    x's): the first and last rows, and the two edge columns between."""
    side, limit = n + 2, struct.unpack("<f", struct.pack("<f", float(t)))[0]
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as y:
        rows = struct.unpack_from(f"<{side}f", y, 0) + struct.unpack_from(f"<{side}f", y, (side - 1) * side * 4)
        edges = [struct.unpack_from("<f", y, (row * side + col) * 4)[0]
                 for row in range(1, side - 1) for col in (0, side - 1)]
    return sum(v < limit for v in rows + tuple(edges))


# The common index-range mistakes of a counting loop over the inner n x n cells (rows and columns 1..n
# of the (n+2)^2 array): (rows' first, last), (columns' first, last) as offsets from (1, n), and the
# mistake's name. (0, +1) both ways is the ghost ring, named apart.
RANGES = [((0, -1), (0, -1), "the last inner row and column left out (i < n, not i <= n)"),
          ((0, -1), (0, 0), "the last inner row left out (i < n in the row loop)"),
          ((0, 0), (0, -1), "the last inner column left out (j < n in the column loop)"),
          ((-1, -1), (-1, -1), "rows and columns 0..n-1 counted (0-based over the array with its ghost layer: "
                               "ghost row and column 0 in, the last inner ones out)"),
          ((-1, 0), (-1, 0), "the first ghost row and column counted (from 0, not 1)"),
          ((0, 1), (0, 1), "the last ghost row and column counted (to n+1, not n)"),
          ((1, 0), (1, 0), "the first inner row and column left out (from 2, not 1)"),
          ((1, -1), (1, -1), "the first and last inner rows and columns left out (2..n-1)")]


# Every other pair of loops a student may write: each loop's first index 0, 1 or 2 and last n-1, n or
# n+1 (rows 1..n with columns 0..n-1: one loop 0-based, the other 1-based), named by their ranges; the
# common ones above first, so theirs is the name a count gets. Not the right one, nor the ghost ring.
_FIRST, _LAST = {-1: "0", 0: "1", 1: "2"}, {-1: "n-1", 0: "n", 1: "n+1"}
_LOOPS = [(first, last) for first in (-1, 0, 1) for last in (-1, 0, 1)]
VARIANTS = RANGES + [(rows, cols, "an index range off by one: " + (
    f"rows and columns {_FIRST[rows[0]]}..{_LAST[rows[1]]}" if rows == cols else
    f"rows {_FIRST[rows[0]]}..{_LAST[rows[1]]}, columns {_FIRST[cols[0]]}..{_LAST[cols[1]]}") + " (not 1..n)")
    for rows in _LOOPS for cols in _LOOPS
    if (rows, cols) not in [(r, c) for r, c, _ in RANGES] + [((0, 0), (0, 0)), ((-1, 1), (-1, 1))]]


def band_counts(path, n, t, zero_ghost=False):
    """{name: what the count changes by} for each of VARIANTS, of the array dumped at path ((n+2)^2
    float32): the cells a range adds or drops all lie in rows and columns 0, 1, n and n+1, so only
    those are read, and counted by their row and column (any other row or column: 'mid', in every
    range). zero_ghost: the ghost layer's cells taken as 0 (a student's y, calloc'd)."""
    side, limit = n + 2, struct.unpack("<f", struct.pack("<f", float(t)))[0]
    edges = sorted({0, 1, n, n + 1})
    below = collections.Counter()
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as v:
        for row in edges:
            for col, value in enumerate(struct.unpack_from(f"<{side}f", v, row * side * 4)):
                below[row, col if col in edges else "mid"] += value < limit
        for row in range(side):
            if row not in edges:
                for col in edges:
                    below["mid", col] += struct.unpack_from("<f", v, (row * side + col) * 4)[0] < limit
    if zero_ghost:
        for row, col in below:
            if row in (0, n + 1) or col in (0, n + 1):
                below[row, col] = (0 < limit) * (side - len(edges) if "mid" in (row, col) else 1)
    counts = {}
    for (r0, r1), (c0, c1), name in VARIANTS:
        rows, cols = (1 + r0, n + r1), (1 + c0, n + c1)
        if rows[0] > rows[1] or cols[0] > cols[1]:
            continue

        def inside(index, bounds):
            return index == "mid" or bounds[0] <= index <= bounds[1]
        counts[name] = sum(low * (inside(row, rows) and inside(col, cols)) - low * (inside(row, (1, n))
                                                                                      and inside(col, (1, n)))
                           for (row, col), low in below.items() if low)
    return counts


def diagnostics(n, settings):
    """The same data computed the known wrong ways, for naming mistakes:
    three more smooth runs, once per problem and only when a count is off."""
    more = {}
    settings_le = dict(settings, t=float_after(settings["t"]))
    with tempfile.TemporaryDirectory(prefix="grade-") as folder:
        dump = os.path.join(folder, "y.raw")
        args = smooth_args(n, settings_le)
        small = (n + 2) ** 2 * 4 <= DUMP_LIMIT
        if small:
            args += ["-dump", dump]
        try:
            record = smoothlib.run_smooth(args, SCRIPT, raise_failure=True, timeout=run_timeout())
            more["le_x"], more["le_y"] = record["below_x"], record["below_y"]
            if small:
                more["ghost_x"] = ghost_below(dump, n, settings["t"])
                more["range_y"] = band_counts(dump, n, settings["t"])
                more["range_y0"] = band_counts(dump, n, settings["t"], zero_ghost=True)
                more["range_common"] = [name for _, _, name in RANGES]  # (the others identify less: judging)
        except (smoothlib.SmoothFailed, OSError, ValueError, struct.error):  # (an empty dump: ValueError)
            pass
        if small:  # x itself: a sweep of y = 1 x (a = b = 0) dumped
            try:
                os.unlink(dump)
            except OSError:
                pass
            try:
                plain = dict(settings, a="0", b="0", c="1", iterations="1")
                smoothlib.run_smooth(smooth_args(n, plain) + ["-dump", dump], SCRIPT, raise_failure=True,
                                     timeout=run_timeout())
                more["range_x"] = band_counts(dump, n, settings["t"])
            except (smoothlib.SmoothFailed, OSError, ValueError, struct.error):
                pass
    try:
        dropped = dict(settings, a="0")
        more["no_a_y"] = smoothlib.run_smooth(smooth_args(n, dropped), SCRIPT, raise_failure=True,
                                              timeout=run_timeout())["below_y"]
    except smoothlib.SmoothFailed:
        pass
    try:  # y without the centre term (c dropped): Y = 397 at n = 1000, a common slip in the stencil's sum
        more["no_c_y"] = smoothlib.run_smooth(smooth_args(n, dict(settings, c="0")), SCRIPT, raise_failure=True,
                                              timeout=run_timeout())["below_y"]
    except smoothlib.SmoothFailed:
        pass
    try:
        swapped = dict(settings, a=settings["b"], b=settings["a"])
        more["swapped_y"] = smoothlib.run_smooth(smooth_args(n, swapped), SCRIPT, raise_failure=True,
                                                 timeout=run_timeout())["below_y"]
    except smoothlib.SmoothFailed:
        pass
    return more


def run_timeout():
    """-timeout for subprocess: None for inf (no limit; subprocess overflows on inf)."""
    return None if math.isinf(LIMITS["timeout"]) else LIMITS["timeout"]


def within_budget(submission, key):
    """CannotGrade where a new problem for this submission would go past its
    budget or the batch's (distinct problems, seconds of reference runs)."""
    asked = _asked.setdefault(submission, set())
    for whose, problems, most, seconds, option in (
            (f"its student ({submission})" if str(submission).startswith(("user id ", "anonymous "))
             else "its submission", asked, PROBLEMS["submission"], _spent.get(submission, 0.0), "submission_budget"),
            ("the batch", _asked["batch"], PROBLEMS["batch"], _spent["batch"], "batch_budget")):
        if key not in problems and len(problems) >= most:
            raise CannotGrade(f"{whose} asks for more than {most} different problems (n, generator, seed, sweeps); "
                              f"grade computes at most {most} (-help: budgets)")
        if key not in problems and seconds >= LIMITS[option]:
            raise CannotGrade(f"{whose}'s time for reference runs is spent ({LIMITS[option]:g} s, "
                              f"-{option.replace('_', '-')} SECONDS)")
    asked.add(key)
    _asked["batch"].add(key)


def _timed(submission, run):
    """run(), its seconds charged to the submission and the batch."""
    start = time.monotonic()
    try:
        return run()
    finally:
        spent = time.monotonic() - start
        _spent[submission] = _spent.get(submission, 0.0) + spent
        _spent["batch"] += spent


def problem_for(n, settings, cache, submission=None):
    """smooth -kernel cpu's facts for this problem (one run per problem); a
    problem smooth refuses (a header's bad seed, say) cannot be graded;
    nor one past the submission's or the batch's budget (within_budget)."""
    key = (n, tuple(sorted(settings.items())))
    if key not in cache:
        within_budget(submission, key)
        try:
            record = _timed(submission, lambda: smoothlib.run_smooth(smooth_args(n, settings), SCRIPT,
                                                                     raise_failure=True, timeout=run_timeout()))
            cache[key] = Problem(record, lambda: _timed(submission, lambda: diagnostics(n, settings)))
        except smoothlib.SmoothFailed as e:
            cache[key] = e
    if isinstance(cache[key], smoothlib.SmoothFailed):
        raise CannotGrade(f"smooth cannot compute the expected values: {cache[key]}")
    return cache[key]


def _command_words(command):
    try:
        return shlex.split(command)
    except ValueError:
        return command.split()


def smooths_header(header):
    """Whether a header is smooth's own: its Program line names smooth (`Program :: smooth 1.2.0
    ...`, or its -json/-csv record), its Command line runs a program named smooth, and the settings
    its RNG and Iterations lines give agree with that command's. A student's program prints no such
    lines (its `Iterations: 10` is a timing loop's, its `Command :: ./a.out -iterations 2` its own
    options): such a header chooses nothing. (A forged smooth header can still choose sweeps:
    cli's degenerate() check keeps it from an all-or-nothing problem.)"""
    program = header.get("Program", "").split()
    words = _command_words(header.get("Command", ""))
    if not program or program[0] != "smooth" or not words or os.path.basename(words[0]) != "smooth":
        return False
    said = from_header({k: v for k, v in header.items() if k in ("RNG", "Iterations")})
    run = from_header({"Command": header["Command"]})  # (an option smooth takes abbreviated, -iter 2, is not read)
    return all(run[name] == value for name, value in said.items() if name in run)


def degenerate(record, n):
    """Whether a problem's counts are all or nothing (Y = 0 or n^2, X the same): the answer wrong
    programs print (y never written, an integer division, a comparison the wrong way), so a
    header's choice of such a problem (sweeps that leave no cell below t at this n) would make
    a wrong program right."""
    return any(record.get(key) in (0, n * n) for key in ("below_x", "below_y"))


def header_settings(header, flags, trust):
    """What the file's header may set (HEADER_CHOOSES, or all with -trust-header;
    never what the teacher's options set), and what it asked that is not used.
    Only smooth's own header sets anything (smooths_header): a student's
    header lines are reported, never used."""
    used, ignored = {}, {}
    own = smooths_header(header)
    for name, value in from_header(header).items():
        if flags.get(name) is not None or value == TUTORIAL[name]:
            continue
        (used if own and (trust or name in HEADER_CHOOSES) else ignored)[name] = value
    if "iterations" in used:
        try:
            sweeps = int(used["iterations"])
        except ValueError:
            raise CannotGrade(f"its header's -iterations {used['iterations']!r} is not a whole number")
        if sweeps > LIMITS["max_iterations"]:
            raise CannotGrade(f"its header asks for {sweeps} sweeps; grade runs at most "
                              f"{LIMITS['max_iterations']} for a file (-max-iterations K, or -iterations K "
                              "for every file)")
    return used, ignored
