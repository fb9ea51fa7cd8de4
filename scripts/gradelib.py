"""gradelib.py - what scripts/grade knows: reading the summary fields out of
an output as students really write it, and the judging of every field (with
the likely mistake named; gradestats.py tells a plausible count from an
impossible one). Pure functions: grade runs ./smooth and hands the
results in, so tests and the fuzzer (tests/fuzz/grade_fuzz.py) call these
without it.

    reading = read_output(text)          # fields found by meaning
    n, how = size_of(reading)            # n, and which line said so
    report = judge(reading, n, problem)  # problem: smooth's facts, lazily
"""
import csv
import difflib
import functools
import io
import json
import math
import re

from gradestats import (SIGNIFICANCE, VARIANCE_FACTOR, Z, below_probability, plausible_x,  # noqa: F401
                        plausible_y, plausible_y_swept)

# --- reading ----------------------------------------------------------------

# The summary fields, in the tutorial's order, with the tutorial's labels.
FIELDS = [
    ("row", "Number of elements in a row/column"),
    ("inner", "Number of inner elements in a row/column"),
    ("total", "Total number of elements"),
    ("total_inner", "Total number of inner elements"),
    ("memory", "Memory (GB) used per array"),
    ("threshold", "Threshold"),
    ("constants", "Smoothing constants (a, b, c)"),
    ("below_x", "Number of elements below threshold (X)"),
    ("fraction_x", "Fraction of elements below threshold (X)"),
    ("below_y", "Number of elements below threshold (Y)"),
    ("fraction_y", "Fraction of elements below threshold (Y)"),
]
# A second result of an array, where a file prints one (a GPU's y beside the CPU's): its own
# fields, judged against the same expected values.
SECOND_FIELDS = [
    ("below_x2", "Number of elements below threshold (X, second result)"),
    ("fraction_x2", "Fraction of elements below threshold (X, second result)"),
    ("below_y2", "Number of elements below threshold (Y, second result)"),
    ("fraction_y2", "Fraction of elements below threshold (Y, second result)"),
]
LABELS = dict(FIELDS + SECOND_FIELDS)
WHOLE = {"row", "inner", "total", "total_inner", "below_x", "below_y"}  # whole numbers

# A number as C's printf and Fortran's formats print it (D exponents too),
# ASCII digits only, not glued to a word before it ("x1"); a unit may follow
# it directly ("364816bytes"), and so may a percent sign.
DIGITS = r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eEdD][+-]?\d+)?"
NUMBER = re.compile(rf"(?<![A-Za-z0-9_.])({DIGITS})(\s*%)?", re.ASCII)
BRACKET = re.compile(r"[()\[\]{}]")
MPI_TAG = re.compile(r"^\[\d+,\d+\]<std(out|err)>:")  # mpirun --tag-output's prefix
NUMBER_TEXT = re.compile(rf"^{DIGITS}$", re.ASCII)

# Words a label is understood by; a misspelt one (5 letters or more) is
# read as the word it is closest to ("bellow", "treshold", "Summarry").
COUNT_WORDS = {"below", "under", "less", "smaller", "lower", "beneath"}
FRACTION_WORDS = {"fraction", "ratio", "percent", "percentage", "proportion", "share", "portion"}
SIZE_WORDS = {"element", "elements", "cell", "cells", "point", "points", "entries", "values", "size"}
LINE_WORDS = {"row", "rows", "column", "columns", "col", "cols", "dimension", "side", "width", "edge"}
INNER_WORDS = {"inner", "interior", "inside", "internal"}
MEMORY_WORDS = {"memory", "mem", "bytes", "storage", "ram"}
X_WORDS = {"x", "input", "original", "initial", "before", "unsmoothed", "raw"}
Y_WORDS = {"y", "output", "smoothed", "result", "after", "new"}
# Lines about something else: per-rank, per-thread and progress lines, the
# timer table, a GPU's properties.
OTHER_WORDS = {"rank", "ranks", "thread", "threads", "task", "tasks", "process", "processes", "proc",
               "iteration", "iterations", "step", "steps", "time", "seconds", "sec", "wall", "elapsed",
               "hello", "local", "partial", "bus", "cache", "shared", "register", "registers", "clock",
               "bandwidth", "speedup", "block", "blocks", "warp", "max", "maximum", "minimum", "difference", "diff",
               "error", "runtime", "duration", "walltime", "timing", "timer", "gflops", "occupancy",
               # smooth's timer rows ('CPU: Stage-in X (sum)', 'Hybrid: Total')
               "stage", "staging", "pin", "pinned", "copy", "alloc", "init", "poison", "verify", "stream",
               "streams", "overlapped", "kernel", "hybrid", "action", "resolution"}
VOCABULARY = (COUNT_WORDS | FRACTION_WORDS | SIZE_WORDS | LINE_WORDS | INNER_WORDS | MEMORY_WORDS | OTHER_WORDS
              | {"number", "threshold", "constants", "constant", "coefficients", "weights", "total",
                 "smoothing", "smoothed", "summary", "array", "ghost", "including", "excluding", "without"})
UNITS = {"b": 1, "byte": 1, "bytes": 1, "kb": 1e3, "kib": 2**10, "mb": 1e6, "mib": 2**20,
         "gb": 1e9, "gib": 2**30, "tb": 1e12, "tib": 2**40}


class Found:
    """One field as the file gives it: the number's text and value (a tuple
    for the constants), the unit it came with, and the line it is on."""

    def __init__(self, text, value, line, unit=None, percent=False, error=None):
        self.text, self.value, self.line = text, value, line
        self.unit, self.percent, self.error = unit, percent, error
        self.note = ""  # how it was read (MPI partials summed)
        self.total = False  # a count whose label says Total (MPI: the ranks' sum; partials beside it are noted)
        self.label = ""  # the file's own label for it ('Number of elements below threshold (Y_H)')

    def __repr__(self):
        return f"Found({self.text!r}, {self.value!r}, line {self.line})"


# Mending a word costs a fuzzy match against the vocabulary: a real output has tens of distinct
# words, so a file gets this many mends and no more (a file of a million distinct words took 125 s).
MEND_BUDGET = 20000
_mended = {}
_mends_left = [MEND_BUDGET]


def _mend(word):
    """A misspelt word (5 letters or more) as the label word it is closest to."""
    if len(word) < 5 or word in VOCABULARY:
        return word
    if word in _mended:
        return _mended[word]
    if _mends_left[0] <= 0:
        return word
    _mends_left[0] -= 1
    close = difflib.get_close_matches(word, VOCABULARY, n=1, cutoff=0.8)
    if len(_mended) >= 1 << 16:
        _mended.clear()
    _mended[word] = close[0] if close else word
    return _mended[word]


LETTERS = re.compile(r"[a-z]+")


_words_seen = {}  # label -> its words, for one file (read_output clears it: the mending budget is a file's)


def words_of(label):
    """The label's words, lower case, typos mended; '(a,b,c)' -> a b c."""
    words = _words_seen.get(label)
    if words is None:
        if len(_words_seen) >= 4096:  # a chatty output's labels differ by a number: keep the cache small
            _words_seen.clear()
        words = _words_seen[label] = tuple(_mend(word) for word in LETTERS.findall(label.lower()))
    return list(words)


def number_value(text):
    """The float a number's text means (D exponents too); None if none."""
    if not NUMBER_TEXT.match(text):
        return None
    value = float(text.replace("d", "e").replace("D", "E"))
    return value if math.isfinite(value) else None


def last_place(text):
    """One unit in the last printed place of a number's text: 0.10 -> 0.01,
    1.00015E-01 -> 1e-06, 16386 -> 1."""
    mantissa, _, exponent = text.replace("d", "e").replace("D", "E").upper().partition("E")
    decimals = len(mantissa.split(".")[1]) if "." in mantissa else 0
    power = (int(exponent) if exponent and len(exponent) < 6 else 0) - decimals
    return 10.0 ** max(-400, min(308, power))  # clamped to what a double holds


def _numbers(line):
    """(start, end, text, percent, candidate) for each number on the line; a
    candidate is not inside brackets and not an exponent ('(n^2)', '(9.9%)')."""
    found, depth = [], 0
    brackets = [(m.start(), m.group()) for m in BRACKET.finditer(line)]  # the depth changes only at these
    k = 0
    for m in NUMBER.finditer(line):
        while k < len(brackets) and brackets[k][0] < m.start():  # the depth just before the number
            depth = depth + 1 if brackets[k][1] in "([{" else max(0, depth - 1)
            k += 1
        candidate = depth == 0 and not line[:m.start()].rstrip().endswith(("^", "**"))
        found.append((m.start(), m.end(), m.group(1), bool(m.group(2)), candidate))
    return found


def _split(line):
    """(label, value's number or None, the text after the label): the value
    is the first number after the label's separator (::, :, or =, in that
    preference), else the first on the line."""
    numbers = _numbers(line)
    if not numbers:
        return line, None, ""
    for separator in ("::", ":", "="):
        at = line.find(separator)
        if at >= 0 and any(start > at for start, *_ in numbers):
            after = [n for n in numbers if n[0] > at]
            pick = next((n for n in after if n[4]), after[0])
            return line[:at], pick, line[at + len(separator):]
    pick = next((n for n in numbers if n[4]), numbers[0])
    return line[:pick[0]], pick, line[pick[0]:]


def _which_array(words):
    x, y = bool(X_WORDS & set(words)), bool(Y_WORDS & set(words))
    return "x" if x and not y else "y" if y and not x else None


def _array(label, order, prefix, after=None):
    """'x' or 'y' for a count or fraction line: the array its label names,
    else the count line just before it (after), else by order - the first
    such line is X's, the second Y's; None for a third."""
    array = _which_array(words_of(label)) or after
    if array is None:
        taken = [k for k in order if k.startswith(prefix)]
        array = "x" if not taken else "y" if taken == [prefix + "x"] else None
    return array


# The tutorial's labels, as a short label is compared whole: a typo in a word of four letters or
# fewer ('iner') is not mended, but the label still reads as the one it nearly is.
_PLAIN_LABELS = {" ".join(label.lower().split()): key for key, label in FIELDS
                 if key in ("row", "inner", "total", "total_inner", "memory", "threshold", "constants")}


_LABEL_MATCHERS = [(known, key, difflib.SequenceMatcher(None, "", known)) for known, key in _PLAIN_LABELS.items()]
# The lengths a label may have and still be 0.95 like a known one: a similarity is at most
# 2 min(a, b) / (a + b) of the two lengths, so other labels need no matching at all (most of a
# chatty output's lines: 2.5 s to 1.9 s for 100,000)
_REACHABLE_LENGTHS = frozenset(n for n in range(8, 61) if any(2 * min(n, len(known)) / (n + len(known)) >= 0.95
                                                              for known in _PLAIN_LABELS))


def _closest_label(label):
    """The field of the tutorial label this one nearly is (similarity >= 0.95,
    and 0.04 clear of the next), or None."""
    plain = " ".join(label.lower().split()).strip(" :=\t-")
    if len(plain) not in _REACHABLE_LENGTHS:  # (8..60 characters at most)
        return None
    return _closest_plain(plain)


@functools.lru_cache(maxsize=4096)  # a chatty output repeats its labels
def _closest_plain(plain):
    """_closest_label of a label already folded. A similarity's cheap upper
    bounds stand in for it where they are below 0.91: such a label can be
    neither the best (>= 0.95) nor within 0.04 of it, so the answer is the
    same, without difflib's full match (a 100,000-line output: 9 s to 1 s)."""
    def similarity(known, matcher):
        bound = 2 * min(len(plain), len(known)) / (len(plain) + len(known))  # real_quick_ratio
        if bound < 0.91:
            return bound
        matcher.set_seq1(plain)  # the known label stays the matcher's second sequence: indexed once
        bound = matcher.quick_ratio()
        return bound if bound < 0.91 else matcher.ratio()
    ranked = sorted(((similarity(known, matcher), key) for known, key, matcher in _LABEL_MATCHERS), reverse=True)
    best, runner_up = ranked[0], ranked[1]
    return best[1] if best[0] >= 0.95 and best[0] - runner_up[0] >= 0.04 else None


def classify(label):
    """The field a label names (below/fraction without their array yet:
    'below', 'fraction'), or None."""
    words = words_of(label)
    have = set(words)
    if not have or have & OTHER_WORDS:
        return None
    closest = _closest_label(label)
    if closest:
        return closest
    if have & {"constant", "constants", "coefficients", "weights"} or re.search(r"\ba\W+b\W+c\b", label.lower()):
        return "constants"
    counting = (have & COUNT_WORDS or re.search(r"<\s*(t\b|thr|[0-9.])", label.lower())
                or ("threshold" in have and have & ({"number", "count"} | SIZE_WORDS)))
    if have & FRACTION_WORDS or "%" in label:
        return "fraction"
    if counting:
        return "below"
    if have & {"threshold", "cutoff"} or words == ["t"]:
        return "threshold"
    if have & MEMORY_WORDS and not have & {"number"}:
        return "memory"
    inner = bool(have & INNER_WORDS) or "without ghost" in " ".join(words) or "excluding" in have
    if re.search(r"\bn\s*\+\s*2\b", label.lower()):
        return "total" if re.search(r"\^|\*\*|squared|total", label.lower()) else "row"
    if "n" in have and have <= {"n", "grid", "size", "problem", "matrix", "the", "of", "value", "is"}:
        return "inner"  # 'n', 'Grid size n', 'Size (n)'

    if have & LINE_WORDS:
        return "inner" if inner else "row"
    if have & SIZE_WORDS or "total" in have:
        return "total_inner" if inner else "total"
    return None


def _unit(label, after):
    """The unit a memory value is in: the word right after the number, else
    one named in the label ('Memory (GB)'), else None."""
    following = re.match(r"\s*([A-Za-z]+)", after)
    if following and following.group(1).lower() in UNITS:
        return following.group(1).lower()
    for word in re.findall(r"[A-Za-z]+", label):
        if word.lower() in UNITS:
            return word.lower()
    return None


TERMS = {"a": "the a term (the four diagonal neighbours)", "b": "the b term (the four edge neighbours)",
         "c": "the c term (the centre)"}


def _constants(text, label=""):
    """(a, b, c) from 'a=0.05, b=0.1, c=0.4' or the first three numbers. Two
    numbers under a label such as '(b,c)' are a stencil with a term dropped,
    and the error says which."""
    named = dict(re.findall(rf"\b([abcABC])\s*=\s*({DIGITS})", text, re.ASCII))
    named = {k.lower(): v for k, v in named.items()}
    if len(named) == 3:
        texts = [named["a"], named["b"], named["c"]]
    else:
        texts = [n[2] for n in _numbers(text)][:3]
    values = [number_value(t) for t in texts]
    if len(texts) == 2 and None not in values:
        given = sorted(set(re.findall(r"\b([abc])\b", label.lower())) | set(named))
        dropped = [TERMS[k] for k in "abc" if k not in given] if len(given) == 2 else []
        return Found(" ".join(texts), None, 0,
                     error=f"two smoothing constants ({', '.join(given)}) where the stencil has three: "
                           f"{dropped[0]} dropped" if dropped else
                           "two smoothing constants where the stencil has three: a term dropped")
    if len(texts) != 3 or None in values:
        return Found(" ".join(texts) or text.strip(), None, 0, error="not three numbers")
    return Found(" ".join(texts), tuple(values), 0)


# A time after a value ('6.56 (s)', '12 ms'): a timer row, whatever its label says ('Total runtime').
TIME_UNIT = re.compile(r"\s*\(?\s*(?:s|sec|secs|seconds?|ms|msec|milliseconds?|us|usec|microseconds?|ns|min|minutes?)"
                       r"\b\)?", re.IGNORECASE)
# A second result of an array (a GPU's y beside the CPU's): its label qualifies the array's name
# ('Y_H', 'y_gpu', 'Y (GPU)', 'on the device').
VARIANT = re.compile(r"\b[xy][\s_\-]*(h|d|gpu|cuda|dev|device|host|cpu|seq|serial|par|parallel|omp|ref)\b"
                     r"|\b(gpu|cuda|device|host|cpu|serial|sequential|parallel|reference)\b")
SECOND = {"below_x": "below_x2", "below_y": "below_y2", "fraction_x": "fraction_x2", "fraction_y": "fraction_y2"}


def _variant(label):
    """The qualifier of a count's or fraction's array in its label ('h' for
    'Y_H', 'gpu' for 'Y (GPU)'), '' for a plain one."""
    m = VARIANT.search(label.lower())
    return (m.group(1) or m.group(2)) if m else ""


def _launch_configuration(label, line, end):
    """'Grid Size :: 256 256 1', 'Grid dim: 64, 64': a kernel's launch
    configuration (a dim3), not a size of the problem: a grid with two more
    numbers after the value, or a dimension with one more."""
    words = set(LETTERS.findall(label.lower()))
    if "grid" not in words and not words & {"dim", "dims", "dimension", "dimensions"}:
        return False  # neither: no launch configuration, whatever follows (most lines: no match needed)
    more = len(re.findall(r"\d+", re.match(r"[\s,x*()]*(?:\d+[\s,x*()]*)*", line[end:]).group(0)))
    return bool("grid" in words and more >= 2 or words & {"dim", "dims", "dimension", "dimensions"} and more >= 1)


def _resolve(kind, found_list):
    """One Found for a field printed more than once: the same value; or, for
    a count, the one that is the sum of all the others (MPI ranks' partials
    beside their total: its position is returned too); else an error naming
    the first two values."""
    distinct = list({f.text: f for f in found_list}.values())
    if len(distinct) == 1:
        return distinct[0], None
    totals = [f for f in found_list if f.total]
    if kind in WHOLE and totals and len({f.text for f in totals}) == 1 and len(totals) < len(found_list):
        chosen = totals[-1]  # 'Total ... :: 3994' is the answer; ranks' partial counts beside it are noted
        parts = [f.text for f in found_list if not f.total]
        chosen.note = (f"the line that says Total; {len(parts)} other count(s) beside it taken for ranks' partials "
                       f"({' + '.join(parts)})")
        return chosen, found_list.index(chosen)
    if kind in WHOLE and len(found_list) >= 3 and all(f.value is not None and f.value == int(f.value) for f in found_list):
        total = sum(int(f.value) for f in found_list)
        for i, f in enumerate(found_list):
            if 2 * int(f.value) == total:
                parts = [g.text for j, g in enumerate(found_list) if j != i]
                f.note = f"the total of {len(parts)} partial counts ({' + '.join(parts)})"
                return f, i
    first, second = distinct[0], distinct[1]
    return Found(f"{first.text} and {second.text}", None, second.line,
                 error=f"two different values: {first.text} (line {first.line}) and {second.text}"), None


def read_output(text):
    """{'fields': {key: Found}, 'header': {label: text}}: the
    summary fields found by meaning, whatever the layout; lines that name no
    field (timers, launch configurations, a GPU's properties) are left out;
    a line with a separator and no field is a header line (smooth's
    'Command :: ...', 'RNG :: ...'). A count or fraction of a second
    version of an array ('Y_H', 'y (GPU)') is its own field (below_y2,
    fraction_y2); MPI ranks' partial counts beside their total give the
    total. A field given twice with two different values otherwise is a
    Found with an error. Never raises."""
    _mends_left[0] = MEND_BUDGET  # each file its own
    _words_seen.clear()
    if not isinstance(text, str):
        text = str(text)
    text = text.lstrip("\ufeff")
    record = smooth_record(text)
    if record is not None:
        text = record
    values, variants, header, order, last_count, single, implied = {}, {}, {}, [], None, {}, {}
    for number, line in enumerate(text.splitlines(), 1):
        line = MPI_TAG.sub("", line)
        label, value, after = _split(line)
        timing = value is not None and (re.search(r"/\s*s\b", line[value[1]:]) or TIME_UNIT.match(line[value[1]:])
                                        or _launch_configuration(label, line, value[1]))
        kind = classify(label) if value is not None and not timing else None
        if kind is None and value is not None and re.fullmatch(r"\s*[abcABC]\s*", label.strip(" :=\t")):
            single[label.strip(" :=\t").lower()] = value[2]  # constants one per line: 'a = 0.05'
            continue
        if kind is None:
            name, separator, rest = line.partition("::") if "::" in line else line.partition(":")
            name = " ".join(name.split())
            if separator and name and name not in header:
                header[name] = rest.strip()
            continue
        if kind == "constants":
            found = _constants(after, label)
        else:
            _, end, token, percent, _ = value
            if kind == "fraction" and ({"percent", "percentage"} & set(words_of(label)) or "%" in label):
                percent = True
            found = Found(token, number_value(token), number, percent=percent)
            found.total = kind == "below" and "total" in words_of(label)
            if kind == "memory":
                found.unit = _unit(label, line[end:])
        found.line = number
        found.label = " ".join(label.split()).strip(" :=")
        variant = _variant(label) if kind in ("below", "fraction") else ""
        if kind == "below":
            array = _array(label, order, "below_")
            if array is None:
                continue
            kind = "below_" + array
            # a fraction on the count's own line: '1234 (0.1234)', '1234 (12.34%)'
            more = [n for n in _numbers(line[value[1]:]) if "." in n[2] or n[3]]
            if more:
                token = more[0][2]
                implied.setdefault((array, variant), Found(token, number_value(token), number, percent=more[0][3]))
        elif kind == "fraction":
            after_count = last_count[0][-1] if last_count else None
            array = _array(label, order, "fraction_", after_count)
            if array is None:
                continue
            kind = "fraction_" + array
            if not variant and last_count and last_count[0] == "below_" + array:
                variant = last_count[1]  # 'Fraction ... :: 1' under the 'Y_H' count is Y_H's
        if kind in SECOND:  # a second version of the array: its own field (a fraction's first version
            count = "below_" + kind[-1]                                       # is its count's)
            first = variants[count] if kind.startswith("fraction_") and count in variants else \
                variants.setdefault(kind, variant)
            if variant != first:
                if variants.setdefault(SECOND[kind], variant) != variant:
                    continue  # a third version: not graded
                kind = SECOND[kind]
        last_count = (kind[:7], variant) if kind.startswith("below_") else None
        values.setdefault(kind, []).append(found)
        if kind not in order:
            order.append(kind)
    fields, totals = {}, {}
    for kind in order:
        fields[kind], totals[kind] = _resolve(kind, values[kind])
    for kind in [k for k in order if k.startswith("fraction_")]:  # per-rank fractions beside the total's
        count = "below_" + kind[len("fraction_"):]
        if fields[kind].error and totals.get(count) is not None and len(values[kind]) == len(values[count]):
            fields[kind] = values[kind][totals[count]]
    if "constants" not in fields and set(single) >= {"a", "b", "c"}:
        fields["constants"] = _constants(f"a={single['a']} b={single['b']} c={single['c']}")
    for (array, variant), found in implied.items():  # a fraction given only on its count's line
        key = "fraction_" + array
        fields.setdefault(SECOND[key] if variants.get("below_" + array, variant) != variant else key, found)
    return {"fields": fields, "header": header}


# smooth's own -json and -csv records, as the summary they hold.
RECORD_LABELS = [("elements_per_row", "row"), ("n", "inner"), ("total_elements", "total"),
                 ("inner_elements", "total_inner"), ("memory_gb_per_array", "memory"), ("threshold", "threshold"),
                 ("below_x", "below_x"), ("fraction_x", "fraction_x"), ("below_y", "below_y"),
                 ("fraction_y", "fraction_y")]


def smooth_record(text):
    """The summary of smooth's own -json object or -csv rows, as smooth's
    text prints it (header lines Command, RNG and Iterations included);
    None if the text is neither. Never raises."""
    try:
        return _smooth_record(text)
    except (ValueError, RecursionError, csv.Error, TypeError, KeyError):
        return None


def _smooth_record(text):
    stripped = text.strip()
    record = None
    if stripped.startswith("{") and stripped.endswith("}"):
        try:
            record = json.loads(stripped)
        except ValueError:
            return None
    elif stripped.startswith("command,"):
        try:
            rows = list(csv.DictReader(io.StringIO(stripped)))
        except csv.Error:
            return None
        record = rows[0] if rows else None
    if not isinstance(record, dict) or "below_x" not in record or "n" not in record:
        return None
    if "elements_per_row" not in record and str(record.get("n", "")).isdigit():  # -csv: n alone, so the
        n = int(record["n"])                                                    # sizes follow from it
        record.update(elements_per_row=n + 2, total_elements=(n + 2) ** 2, inner_elements=n * n,
                      memory_gb_per_array="%.9g" % ((n + 2) ** 2 * 4 / 2**30))
    lines = [f"Command :: {record.get('command', '')}",
             f"RNG :: {record.get('rng', '')}, seed {record.get('seed', '')}",
             f"Iterations :: {record.get('iterations', 1)}"]
    lines += [f"{LABELS[key]} :: {record[name]}" for name, key in RECORD_LABELS if name in record]
    if all(k in record for k in "abc"):
        lines.append(f"{LABELS['constants']} :: {record['a']} {record['b']} {record['c']}")
    return "\n".join(lines) + "\n"


def size_of(reading):
    """(n, how) from the size lines: inner elements, else elements in a
    row - 2, else the square roots of the totals; (None, why) if none."""
    fields = reading["fields"]

    def whole(key):
        found = fields.get(key)
        if found and found.error is None and isinstance(found.value, float) and found.value == int(found.value):
            return int(found.text) if found.text.isdigit() else int(found.value)  # exact past 2^53
        return None

    def root(v):
        r = math.isqrt(v) if v is not None and v > 0 else None
        return r if r is not None and r * r == v else None

    for n, how in ((whole("inner"), "inner elements in a row/column"),
                   ((whole("row") or 0) - 2, "elements in a row/column - 2"),
                   (root(whole("total_inner")), "the square root of the inner elements"),
                   ((root(whole("total")) or 0) - 2, "the square root of the elements - 2")):
        if n is not None and n >= 1:
            return n, how
    return None, "no line gives n (inner elements in a row/column, elements in a row/column, or a total)"


# --- statistics: gradestats.py (re-exported: tests and dev/y-spread call them here) ---------

# --- judging ----------------------------------------------------------------

def int32(v):
    """v as a C int holds it after overflow (two's complement wrap)."""
    return (v + 2**31) % 2**32 - 2**31


def agrees(found, want):
    """A printed number agrees with a value when it is the value rounded to
    the printed digits (half a unit of the last place, plus what float
    arithmetic can move); a bare integer printed for a value that is not
    whole must be exact; a percent is a hundredth. The constants (a tuple)
    agree when each of the three does."""
    if found.value is None or want is None:
        return False
    if isinstance(want, tuple):
        return all(agrees(Found(t, v, 0), w) for t, v, w in zip(found.text.split(), found.value, want))
    value, unit = found.value, last_place(found.text)
    if found.percent:
        value, unit = value / 100, unit / 100
    if not any(ch in found.text for ch in ".eEdD") and not found.percent:
        return value == want
    return abs(value - want) <= 0.5 * unit * (1 + 1e-9) + 4e-7 * abs(want) + 1e-300


class Problem:
    """What smooth computed for the problem a file was graded as: record
    (the -json record of -kernel cpu, its sweeps included) and, lazily,
    more() - the values of known wrong computations on the same data:
    {'le_x', 'le_y', 'ghost_x', 'swapped_y', 'no_a_y'} (any may be None)."""

    def __init__(self, record, more=None):
        self.record, self._more, self._cache = record, more, None

    def more(self):
        if self._cache is None:
            self._cache = (self._more() if self._more else None) or {}
        return self._cache


class Check:
    """A field's result: status pass/fail/plausible/missing, what was
    expected and found (as text), and a note (a mistake named, a
    convention)."""

    def __init__(self, status, expected, found, note=""):
        self.status, self.expected, self.found, self.note = status, expected, found, note


def _shown(value):
    """A value for the report: integers whole, others to 6 digits."""
    if isinstance(value, tuple):
        return " ".join(f"{v:g}" for v in value)
    if isinstance(value, int):
        return str(value)
    return f"{value:.6g}"


def _match(found, want, mistakes, whole=False):
    """(ok, note): the found number against the right value, then against
    the known wrong ones ((value, name) pairs); the first that agrees names
    the mistake."""
    equal = (lambda w: found.value is not None and found.value == w) if whole else (lambda w: agrees(found, w))
    if equal(want):
        return True, ""
    for value, name in mistakes:
        if value is not None and value != want and equal(value):
            return False, name
    return False, ""


def _check(checks, key, found, want, mistakes=(), whole=False):
    """checks[key]: the found field against its right value, then the known
    wrong ones (see _match); missing, or not a (whole) number, fails."""
    if found is None:
        checks[key] = Check("missing", _shown(want), "(missing)")
    elif found.error or found.value is None or (whole and not _whole(found)):
        why = found.error or ("not a whole number" if found.value is not None else "not a number")
        checks[key] = Check("fail", _shown(want), found.text, why)
    else:
        ok, note = _match(found, want, mistakes, whole)
        checks[key] = Check("pass" if ok else "fail", _shown(want), found.text, note)


def _whole(found):
    return found.value is not None and found.value == int(found.value) and not found.percent


def judge(reading, n, problem):
    """{'checks': {key: Check}, 'verdict': pass|plausible|fail, 'known':
    whether the counts identify the data}: every field of the reading
    against the problem's values, the likely mistake named."""
    fields, record = reading["fields"], problem.record
    iterations = record.get("iterations", 1)
    checks = {}
    inner, all_ = n * n, (n + 2) ** 2

    def check(key, want, mistakes=(), whole=False):
        _check(checks, key, fields.get(key), want, mistakes, whole)

    check("row", n + 2, [(n, "the ghost layer left out (n, not n+2)")], whole=True)
    check("inner", n, [(n + 2, "the ghost layer counted (n+2, not n)")], whole=True)
    check("total", all_, [(inner, "the ghost layer left out (n^2, not (n+2)^2)"),
                          (int32(all_), "int overflow of (n+2)^2")], whole=True)
    check("total_inner", inner, [(all_, "the ghost layer counted ((n+2)^2, not n^2)"),
                                 (int32(inner), "int overflow of n^2 (n >= 46341)")], whole=True)
    _memory(fields.get("memory"), n, checks)
    check("threshold", record["threshold"])
    a, b, c = record["a"], record["b"], record["c"]
    check("constants", (a, b, c), [((b, a, c), "a and b swapped")])

    # The counts: exact when they identify the data (the assumed generator),
    # else judged as counts of uniform random data.
    bx, by = record["below_x"], record["below_y"]
    more = problem.more
    fx, fy = fields.get("below_x"), fields.get("below_y")

    def count_mistakes(array):
        m = more()
        if array == "x":
            return [(bx + m["ghost_x"] if m.get("ghost_x") is not None else None, "the ghost layer counted"),
                    (m.get("le_x"), "<= used for <"),
                    (inner - bx, "counted at or above the threshold, not below"),
                    (by, "Y's count printed for X")]
        return [(by + 4 * (n + 1) if record["threshold"] > 0 else None, "the ghost layer counted (y's ghost cells are 0)"),
                (by + m["ghost_x"] if m.get("ghost_x") is not None else None, "the ghost layer counted"),
                (m.get("le_y"), "<= used for <"),
                (m.get("swapped_y"), "a and b swapped (edge and diagonal weights)"),
                (m.get("no_a_y"), "the a term (the four diagonal neighbours) dropped"),
                (inner - by, "counted at or above the threshold, not below"),
                (bx, "X's count printed for Y (y not smoothed, or x counted twice)")]

    def exact(found, want):
        return found is not None and _whole(found) and found.error is None and found.value == want

    # X identifies the data (about 0.1 n^2 cells, its spread in the hundreds: another generator's X
    # equals this one's, or a mistake's, only by a rare chance); Y alone does not (a few thousand
    # cells at most, so another generator's Y often equals a wrong computation's: Y = 1 at n = 250
    # is what a and b swapped give). So Y decides only where no X was printed.
    def identifies(found, array):
        if found is None or not _whole(found) or found.error is not None:
            return None  # says nothing
        want = bx if array == "x" else by
        return found.value == want or bool(_match(found, want, count_mistakes(array), whole=True)[1])

    known = identifies(fx, "x")
    if known is None:
        known = bool(identifies(fy, "y"))
    if known:
        for key, want, array in (("below_x", bx, "x"), ("below_y", by, "y")):
            check(key, want, count_mistakes(array) if not exact(fields.get(key), want) else (), whole=True)
        counts = {"x": bx, "y": by}
    else:
        weights = [a] * 4 + [b] * 4 + [c]
        counts = {}
        for key, array in (("below_x", "x"), ("below_y", "y")):
            found = fields.get(key)
            if found is None:
                checks[key] = Check("missing", "", "(missing)")
                continue
            if not _whole(found) or found.error:
                checks[key] = Check("fail", "", found.text, found.error or "not a whole number")
                continue
            count = int(found.value)
            if not 0 <= count <= inner:
                checks[key] = Check("fail", f"0..{inner}", found.text, "impossible: not between 0 and n^2")
                continue
            ok, window = (plausible_x(count, n, record["threshold"]) if array == "x"
                          else plausible_y_swept(count, n, by, iterations) if iterations > 1
                          else plausible_y(count, n, weights, record["threshold"]))
            checks[key] = Check("plausible" if ok else "fail", window, found.text,
                                "consistent with uniform random data, not the assumed generator's" if ok else
                                f"impossible for uniform random data (significance {SIGNIFICANCE:g})")
            counts[array] = count
    for array in "xy":
        _fraction(fields, array, counts.get(array), known, n, checks,
                  record["below_" + array], record["below_" + ("y" if array == "x" else "x")])
        _second_result(fields, array, known, n, checks, record, counts.get(array), count_mistakes)
    for key, check in checks.items():  # how a field was read (MPI partials summed), where no mistake is named
        found = fields.get(key)
        if found is not None and found.note and not check.note:
            check.note = found.note
    statuses = [c.status for c in checks.values()]
    verdict = ("fail" if "fail" in statuses or "missing" in statuses else
               "plausible" if "plausible" in statuses else "pass")
    return {"checks": checks, "verdict": verdict, "known": known}


def _memory(found, n, checks):
    """Memory per array: (n+2)^2 floats, in GiB as the tutorial prints it
    (its '(GB)' is 1024^3 bytes) or in 10^9-byte GB, or in the unit printed
    beside the number."""
    right = (n + 2) ** 2 * 4
    if found is None:
        checks["memory"] = Check("missing", _shown(right / 2**30), "(missing)")
        return
    unit = found.unit
    if unit in (None, "gb"):  # the tutorial's '(GB)' means GiB; 10^9 bytes is GB too
        scales = [(2**30, "GiB"), (1e9, "GB")]
    elif unit == "gib":
        scales = [(2**30, "GiB")]
    else:
        scales = [(UNITS[unit], unit)]
    expected = _shown(right // scales[0][0] if scales[0][0] == 1 else right / scales[0][0])
    expected += f" {unit}" if unit and unit != "gb" else ""
    if found.value is None or found.error:
        checks["memory"] = Check("fail", expected, found.text, found.error or "not a number")
        return
    for scale, name in scales:
        if agrees(found, right / scale):
            note = ("GB of 10^9 bytes" if name == "GB" else "GiB (2^30 bytes), as the tutorial" if name == "GiB"
                    else f"in {name}")
            checks["memory"] = Check("pass", expected, found.text, note)
            return
    wrong = [((n * n) * 4, "memory of n^2 elements, not (n+2)^2"),
             (2 * right, "twice the memory: both arrays, or 8-byte doubles"),
             (int32((n + 2) ** 2) * 4, "int overflow of (n+2)^2"), (int32(right), "int overflow of (n+2)^2 * 4")]
    note = ""
    for value, name in wrong:
        if value != right and any(agrees(found, value / scale) for scale, _ in scales):
            note = name
            break
    else:
        if found.value == 0 and right > 0:
            note = "integer division (bytes / 2^30 in integers is 0)"
        elif any(agrees(found, right / s) for s in (2**20, 1e6, 2**10, 1e3, 1)):
            note = "in another unit than the label says"
    checks["memory"] = Check("fail", expected, found.text, note)


def _fraction(fields, array, count, known, n, checks, right_count, other_count):
    """A fraction: count / n^2. Exact when the counts are known; else it
    must follow from the file's own (plausible) count."""
    key = "fraction_" + array
    found = fields.get(key)
    inner = n * n
    if known:
        printed = fields.get("below_" + array)
        follows = printed.value / inner if printed is not None and printed.value is not None else None
        _check(checks, key, found, right_count / inner,
               _fraction_mistakes(right_count, n, other_count) + [(follows, "follows from the wrong count printed")])
    elif count is None:
        checks[key] = Check("missing" if found is None else "fail", "", found.text if found else "(missing)",
                            "no count to follow from")
    elif found is None:
        checks[key] = Check("missing", _shown(count / inner), "(missing)")
    else:
        ok, note = _match(found, count / inner, _fraction_mistakes(count, n, None))
        checks[key] = Check("plausible" if ok else "fail", _shown(count / inner), found.text,
                            "follows from the count" if ok else note)


def _fraction_mistakes(count, n, other_count):
    """The known wrong fractions of a count, as (value, name) pairs."""
    inner = n * n
    return [(0.0 if count > 0 else None, "integer division (count / n^2 in integers is 0)"),
            (count / (n + 2) ** 2, "over all (n+2)^2 elements, not the n^2 inner ones"),
            (100 * count / inner, "a percentage printed without %"),
            (count / int32(inner) if int32(inner) not in (0, inner) else None, "int overflow of n^2 (n >= 46341)"),
            (other_count / inner if other_count is not None and other_count != count else None,
             "the other array's fraction")]


def _second_result(fields, array, known, n, checks, record, own_count, count_mistakes):
    """A second result of the array (Y_H, a GPU's y): the same computation,
    so the same count as the right one (known data) or as the file's own
    (other data); n^2 below t is what an output array never written looks
    like (a kernel that did not run, with no error check after it)."""
    key, fraction_key = f"below_{array}2", f"fraction_{array}2"
    found = fields.get(key)
    if found is None:
        return
    inner = n * n
    never_written = (inner, f"all n^2 below t: the {array} array of this result looks never written "
                            "(a kernel that did not run, no error check after it)")
    other = record["below_" + ("y" if array == "x" else "x")]
    if known:
        _check(checks, key, found, record["below_" + array], [never_written] + count_mistakes(array), whole=True)
        want = record["below_" + array]
    elif own_count is None:
        checks[key] = Check("fail", "", found.text, "no first result to compare with")
        want = None
    else:
        _check(checks, key, found, own_count, [never_written, (other, "the other array's count")], whole=True)
        if checks[key].status == "pass":
            checks[key] = Check("plausible", str(own_count), found.text, "equals the file's first result")
        elif not checks[key].note:
            checks[key].note = "differs from the file's first result: the same computation should give the same count"
        want = own_count
    fraction = fields.get(fraction_key)
    if fraction is not None and want is None:
        checks[fraction_key] = Check("fail", "", fraction.text, "no count to follow from")
    elif fraction is not None:
        printed = found.value / inner if found.value is not None else None
        right = want / inner if want is not None else None
        _check(checks, fraction_key, fraction, right,
               [(1.0, never_written[1]), (printed, "follows from the wrong count printed")])
        if not known and checks[fraction_key].status == "pass":
            checks[fraction_key].status = "plausible"
