"""printings.py - a field printed more than once: one value (every two printings agree, the finest
judged: '0.1' and '0.10', '1.20000E-05' and '0.000012', '0.00374021 GB' and '4016016 bytes'), the
total of MPI ranks' partial counts beside them, the memory per array beside other memory, or two
different values, named. Part of the grader; pure functions.

    found, position = resolve(kind, found_list)    # position: the total's index among partials, else None
"""
import decimal
import functools
import re

from .units import UNIT_SCALES
from .memory import both_arrays
from .words import SHARED_MEMORY, WHOLE, Found, words_of


def _half_step(text):
    """Half the last printed digit's place of a number's text ('1.20000E-05': 5e-11), else None."""
    try:
        exponent = decimal.Decimal(text.strip().lstrip("+-").replace("D", "E").replace("d", "e")).as_tuple().exponent
    except (decimal.InvalidOperation, ValueError):
        return None
    return 0.5 * 10.0 ** exponent if isinstance(exponent, int) and abs(exponent) < 300 else None


def _as_fraction(found):
    """A fraction's printing as (value, half its last digit's place), a percent's divided by 100."""
    step = _half_step(found.text)
    scale = 100.0 if found.percent else 1.0
    return found.value / scale, (step / scale if step is not None else None)


@functools.lru_cache(maxsize=256)
def _arrays_said(label):
    """How many arrays' memory a memory's label says: 2 where both arrays' ('Memory for both arrays',
    '... for x and y'), else 1."""
    return 2 if both_arrays(label or "") else 1


def _in_bytes(found):
    """A memory's printing as bytes of one array, (value, half its last digit's place), at each scale its
    unit is read at (units.UNIT_SCALES: MB may be 10^6 bytes or 2^20); both arrays' memory (its label says
    so: 'Memory for both arrays: 8.03 MB') halved, a printing of the memory per array too."""
    if found.value is None:  # (a printing with no value: none at any scale; the grade fuzzer's TypeError)
        return []
    step = _half_step(found.text)
    scales = [scale / _arrays_said(found.label) for scale, _, _ in UNIT_SCALES[found.unit]]
    return [(found.value * scale, (step if step is not None else 0.5) * scale) for scale in scales]


def _finest(kind, shapes):
    """Of printings that agree, the one whose last digit says most: its interval is inside the others'."""
    if kind == "memory":
        return min(shapes, key=lambda f: min((half for _, half in _in_bytes(f)), default=float("inf")))
    return min(shapes, key=lambda f: _as_fraction(f)[1] or 1.0)  # (a printing with no last place: coarsest)


def _same(kind, one, other):
    """Whether two printings of a field are one value: the same text; else equal values (a count's,
    a size's exactly, as whole numbers) in the same unit; a fraction's two printings, a percent's
    read as its fraction, agree within the precision the coarser shows ('1.20000E-05', '0.000012',
    '0.0012%')."""
    if one.text == other.text and one.percent == other.percent \
            and (kind != "memory" or _arrays_said(one.label) == _arrays_said(other.label)):
        return True
    if one.value is None or other.value is None or one.error or other.error \
            or isinstance(one.value, tuple) != isinstance(other.value, tuple):
        return False
    if one.unit != other.unit or kind == "memory" and one.unit in UNIT_SCALES:  # '0.00374021 GB' and '4016016 bytes',
        # '0.00374021 GB' and '0.0037402063608169556 GB': one memory where their bytes can be one (to the coarser's digits)
        return kind == "memory" and not isinstance(one.value, tuple) and not one.percent and not other.percent \
            and any(abs(a - b) <= max(a_half, b_half) * (1 + 1e-9) for a, a_half in _in_bytes(one) for b, b_half in _in_bytes(other))
    if not kind.startswith("fraction") or isinstance(one.value, tuple):
        return one.percent == other.percent and one.value == other.value
    if any(f.text == "0" and not f.percent and g.value for f, g in ((one, other), (other, one))):
        return False  # a bare 0 beside a fraction: an integer division's, as judged alone (zeroshares.py), not a rounding
    (first, first_step), (second, second_step) = _as_fraction(one), _as_fraction(other)
    if first == second:
        return True
    return None not in (first_step, second_step) and abs(first - second) <= max(first_step, second_step) * (1 + 1e-9)


def _per_array(shapes):
    """Of memory printings that differ, the finest of those whose label says per array (or each),
    where these agree and every other one's label says it may be more than an array's (words.
    SHARED_MEMORY: 'Total memory', 'GPU memory used'), noted; else None. Both arrays' memory is no
    other memory: twice the memory per array, a printing of it (_in_bytes), a wrong one two values."""
    per = [f for f in shapes if {"per", "each"} & set(words_of(f.label))]
    rest = [f for f in shapes if f not in per]
    if not per or not rest or not all(SHARED_MEMORY & set(words_of(f.label)) and _arrays_said(f.label) == 1 for f in rest) \
            or any(not _same("memory", a, b) for i, a in enumerate(per[:MAX_SHAPES]) for b in per[i + 1:MAX_SHAPES]):
        return None
    chosen = _finest("memory", per)
    if any(_both_wrong(f, chosen) for f in rest):
        return None  # ('Total memory: 0.00848042 GB' beside 0.00374021 GB per array: both arrays', wrong: two values)
    chosen.note = "the memory per array; " + ", ".join(f"'{f.label}' ({f.text}, line {f.line})" for f in rest[:3]) + \
        (" and more" if len(rest) > 3 else "") + " taken for other memory"
    return chosen


# a label of the arrays' total memory alone ('Total memory', 'Total memory needed'), no device's or process's
_TOTAL_WORDS = {"total", "memory", "mem", "needed", "required", "for", "the", "arrays", "data", "size", "gb", "mb", "kb",
                "gib", "mib", "kib", "bytes", "b"}


def _both_wrong(total, per):
    """Whether a total memory's printing (its label 'Total memory' alone) is near both arrays' memory (a half
    to four times twice the memory per array `per`: no machine's) and neither twice `per` nor `per`: a wrong
    printing of both arrays' memory."""
    words = set(words_of(total.label))
    if "total" not in words or not words <= _TOTAL_WORDS or total.value is None or total.error or total.percent \
            or isinstance(total.value, tuple):
        return False
    pairs = [(t, t_half, p, p_half) for t, t_half in _in_bytes(total) for p, p_half in _in_bytes(per)]
    near = any(0.5 * 2 * p <= t <= 4 * 2 * p for t, _, p, _ in pairs)
    agrees = any(abs(t - k * p) <= (t_half + k * p_half) * (1 + 1e-9) for t, t_half, p, p_half in pairs for k in (1, 2))
    return near and not agrees


def _partials_fit(total, parts):
    """Whether counts beside a total can be its ranks' partials: whole numbers, none of them, nor
    their sum, more than the total (a bigger one is a second value: 40 beside 'Total ... :: 12')."""
    values = [f.value for f in parts]
    if total.value is None or any(v is None or isinstance(v, tuple) or v < 0 for v in values):
        return False
    return sum(values) <= total.value


MAX_SHAPES = 50  # a field's differently printed values compared pair by pair; more: different values


def resolve(kind, found_list, partials=True):
    """One Found for a field printed more than once: the same value (every two printings agree; the
    finest printing is the one judged: '0.0' then '0.04' is 0.04, not the '0.0' that agrees with
    both 0.04 and the right 1.2e-05); or, for a count, the one that is the sum of all the others
    (MPI ranks' partials beside their total: its position is returned too); else an error naming
    two values that differ (partials=False: never ranks' partials)."""
    firsts = {}
    for f in found_list:  # each text where it first appears (a memory's: of one array or both)
        firsts.setdefault((f.text, f.percent, kind == "memory" and _arrays_said(f.label)), f)
    shapes = list(firsts.values())
    pair = next(((a, b) for i, a in enumerate(shapes[:MAX_SHAPES]) for b in shapes[i + 1:MAX_SHAPES + 1]
                 if not _same(kind, a, b)), None)
    if pair is None and len(shapes) <= MAX_SHAPES:
        if len(shapes) > 1 and (kind.startswith("fraction") or kind == "memory"):
            chosen = _finest(kind, shapes)
            if kind == "memory":  # agreeing at some reading of each unit: each must be right at one (judging)
                chosen.others = tuple(f for f in shapes if f.unit != chosen.unit)
            return chosen, None
        return shapes[0], None
    if kind == "memory" and pair is not None:
        chosen = _per_array(shapes)
        if chosen is not None:
            return chosen, None
    totals = [f for f in found_list if f.total]
    if kind in WHOLE and totals and len({f.text for f in totals}) == 1 and len(totals) < len(found_list) \
            and _partials_fit(totals[-1], [f for f in found_list if not f.total]):
        chosen = totals[-1]  # 'Total ... :: 3994' is the answer; ranks' partial counts beside it are noted
        parts = [f.text for f in found_list if not f.total]
        chosen.note = (f"the line that says Total; {len(parts)} other count(s) beside it taken for ranks' partials "
                       f"({' + '.join(parts)})")
        return chosen, found_list.index(chosen)
    if partials and kind in WHOLE and len(found_list) >= 3 and all(f.value is not None and f.value == int(f.value) for f in found_list):
        total = sum(int(f.value) for f in found_list)
        for i, f in enumerate(found_list):
            if 2 * int(f.value) == total:
                parts = [g.text for j, g in enumerate(found_list) if j != i]
                f.note = f"the total of {len(parts)} partial counts ({' + '.join(parts)})"
                return f, i
    first, second = pair or (shapes[0], shapes[-1])  # two values that differ, each where it first appears
    error = f"two different values: {first.text} (line {first.line}) and {second.text}"
    shown = f"{first.text} and {second.text}"
    if kind == "memory" and first.text == second.text:  # (one array's and both arrays' memory printed the same:
        mine, ours = (second, first) if _arrays_said(first.label) == 2 else (first, second)  # the line named)
        shown = f"{mine.text} (one array) and {ours.text} (both arrays)"
        error = (f"the memory of both arrays (line {ours.line}: '{ours.label}') is {ours.text}, the same as one "
                 f"array's (line {mine.line}): both arrays' memory is twice one array's")
    elif kind == "memory" and {_arrays_said(first.label), _arrays_said(second.label)} == {1, 2}:
        mine, ours = (second, first) if _arrays_said(first.label) == 2 else (first, second)
        error = (f"two different values: {mine.text} (line {mine.line}) for one array and {ours.text} for both "
                 f"arrays (line {ours.line}), which is not twice it")
    both = Found(shown, None, second.line, error=error)
    both.first = first
    return both, None


def repeated_not_partials(fields, totals, values):
    """A count taken for the total of its printings as ranks' partial counts with no line saying Total
    (12, 12 and 0 as 12 + 0), where the other array's count is printed more than once and every
    printing alike (a result printed again: blocks, runs; ranks' partial counts of X differ): its
    printings are two different values, not partials (a wrong third block's 0 passed). fields and
    totals ({kind: Found}, {kind: the total's position}) updated; values: {kind: [Found]}."""
    for kind in ("below_x", "below_y", "below_x2", "below_y2"):
        other = kind.replace("x", "-").replace("y", "x").replace("-", "y")
        if totals.get(kind) is not None and fields[kind].note.startswith("the total of") and len(values.get(other, ())) >= 2 \
                and totals.get(other) is None and other in fields and not fields[other].error:
            fields[kind], totals[kind] = resolve(kind, values[kind], partials=False)


# A threshold a count's or fraction's line states, after below, under, less than or '<' ('Number of
# elements of y below 0.2: 3971', 'below t=0.2', 'below threshold 0.2', 'below (t=0.2)', 'below threshold (t=0.2)'), where it is a number
_STATED = re.compile(r"(?:\b(?:below|under|less[ \t]{1,3}than|smaller[ \t]{1,3}than|lower[ \t]{1,3}than)|<=?)"
                     r"[ \t]{0,3}(?:\(?(?:the[ \t]{1,3})?(?:t|thr|thresh|threshold)(?:[ \t]{0,3}[=:]|[ \t])[ \t]{0,3}){0,2}([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)(?![\w.])"
                     r"(?![ \t]{0,8}(?:fraction|frac|share|ratio|proportion)\b)",  # ('x below threshold 0.100024 fraction':
                     re.IGNORECASE)  # a value-first count's fraction, no threshold: layout.FRACTION_NEXT)


def stated_threshold(line, value):
    """The threshold a count's or fraction's line states outside its value's span, else None."""
    for text in (line[:value[0]], line[value[1]:]):
        m = _STATED.search(text) if any(c.isdigit() for c in text) else None
        if m:
            return float(m.group(1))
    return None


def other_thresholds(values, stated_at):
    """A count or fraction printed again at another threshold than the file's ('Number of elements of y
    below 0.2: 3971' after Y's own, at 0.1): those printings dropped from `values` ({kind: [Found]}),
    where others stay. stated_at: {(kind, line): the threshold its line states}."""
    threshold = values.get("threshold", [None])[0]
    t = threshold.value if threshold is not None and isinstance(threshold.value, float) else None
    if t is None:
        return
    for kind in sorted({kind for kind, _ in stated_at}):
        kept = [f for f in values[kind] if abs(stated_at.get((kind, f.line), t) - t) <= 1e-6 * max(1.0, abs(t))]
        if kept and len(kept) < len(values[kind]):
            values[kind] = kept
        elif not kept and 0 < t < 1:  # its only printings at another threshold ('count(x < 0.2) = 100024' under
            for f in values[kind]:    # 'threshold = 0.1'): the threshold printed again, the two must agree
                stated = stated_at.get((kind, f.line))
                if stated is not None and 0 < stated < 1 and len(values["threshold"]) < 64:
                    values["threshold"].append(Found(f"{stated:g}", stated, f.line))


# A line about another problem size than the run's: an expectation, a plan, a hypothetical ('For n = 2000 I
# would expect about 400000 elements below 0.1 in x', 'Expected memory for n = 10000: 0.372603 GB per array').
_SUPPOSED = re.compile(r"(?i)\b(?:would|expect|expected|expecting|expectation|predict|predicted|prediction|estimate|"
                       r"estimated|extrapolated?|projected|hypothetically|next[ \t]+time)\b")
_SIZE_STATED = re.compile(r"(?<![\w.])[nN][ \t]{0,3}=[ \t]{0,3}(\d{1,12})(?![\d.])")


_WORD = re.compile(r"[A-Za-z]{2,}")


def mentioned(line):
    """Whether a line of prose states an n (`I also tried n = 2000 and n = 4000 (see below)`): six words or
    more beside it (several.without_trailing_sizes: a mention of another n after the output, no run)."""
    return "=" in line and _SIZE_STATED.search(line) is not None and len(_WORD.findall(line)) >= 6


# A line about another n than its run's, in prose: 'Memory for n = 16384: 1.0 GB per array.', 'With n = 16384 the
# memory per array is 1.00024 GB.' (n after a preposition, or a sentence's end); and a guess, no result ('I expected
# about 100000 elements of x below 0.1', 'we would expect roughly 1000 ...'), but where it sets one beside it
_ABOUT_N = re.compile(r"(?i)\b(?:for|with|at|if|when|on|to|of)[ \t]{1,3}[nN][ \t]{0,3}=")
_GUESS = re.compile(r"(?i)\b(?:I|we)\b[^\n.;]{0,80}?\b(?:expected|expect|expecting|predicted|estimated|guessed|thought|"
                    r"would)\b|\b(?:expected|expect|predicted|estimated|would[ \t]+be|should[ \t]+be)[ \t]+(?:about|"
                    r"around|roughly|approximately|nearly|close[ \t]+to|~)")
_CHECKED = re.compile(r"(?i)\b(?:got|actual|actually|obtained|measured|computed|found|but|however|instead|mismatch|"
                      r"match|matches|matched|correct|wrong|result|printed|had|has|have|was|were|gave|gives|returned|"
                      r"reported|shows?|showed|observed|saw|see)\b|!=|==|\bvs\b")


def supposed(line):
    """Whether a line may say what another n's run would give, or guesses a value (its words; a pure function
    of its pattern of digits: fields.py keeps it with the line's plan): 1 where it states an n, 2 a guess
    (another printing of a field beside it is the field's), else 0."""
    if ("xpect" in line or "ould" in line or "stimat" in line or "redict" in line or "guess" in line
            or "thought" in line) and _GUESS.search(line) and not _CHECKED.search(line) \
            and len(_WORD.findall(line)) >= 6:
        return 2
    if "=" not in line or _SIZE_STATED.search(line) is None:
        return 0
    if _SUPPOSED.search(line) or (_ABOUT_N.search(line) or line.rstrip()[-1:] in ".?!") \
            and len(_WORD.findall(line)) >= 3:
        return 1
    return 0


class Timed(int):
    """n stated on a timer's line about it ('Time for n = 1001: 10.2 ms', timedn.n_timed's): the run's own time."""
    __slots__ = ()


def stated_n(line, other):
    """What fields.py keeps of a line that may say another n's printings (supposed's `other`; 3: a timer's line
    about n, loggers._said's): the n it states (a Timed one for a timer's line), or -1 for a guess's line."""
    if other == 2:
        return -1
    n = int(_SIZE_STATED.search(line).group(1))
    return Timed(n) if other == 3 else n


def other_sizes(values, stated_at):
    """The printings of lines about another n than the one the other lines give ({line: the n it states; -1 a
    guess's line}): dropped from `values` ({kind: [Found]}), where others stay (none said: all kept). Timers'
    lines that state one n only ('Time for n = 1001: 10.2 ms' under n = 1000's output) are the run's own: its n
    printed again, kept (a wrong one fails); timers' lines of several n's are a scaling list's, dropped as before."""
    said = {int(f.value) for f in values.get("inner", ()) if f.line not in stated_at and isinstance(f.value, float)}
    timed = {n for n in stated_at.values() if isinstance(n, Timed)}
    other = {line for line, n in stated_at.items()
             if said and n not in said and not (len(timed) == 1 and isinstance(n, Timed)) or n < 0}  # (n < 0: a guess's line)
    for kind in list(values) if other else ():
        kept = [f for f in values[kind] if f.line not in other]
        if kept and len(kept) < len(values[kind]):
            values[kind] = kept
