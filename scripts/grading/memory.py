"""memory.py - the memory per array judged: (n+2)^2 floats in the unit printed (GiB as the
tutorial's '(GB)', 10^9-byte GB, MB, KiB, ... at 1024^k or 1000^k bytes), a whole number of a unit
the memory rounded, both arrays' where the label says so, the common mistakes named. Part of the
grader (judging.py asks it); pure functions.

    judge_memory(found, n, checks)    # checks['memory'] = Check(...)
"""
import re

from .memoryunits import unit_named
from .sizes import int32
from .units import UNIT_SCALES, UNITS_SHOWN
from .verdicts import Check, agrees, shown
from .words import words_of

# both arrays named ('for x and y', '(x + y)', 'x plus y', 'for 2 arrays')
_X_AND_Y = re.compile(r"(?i)\b(?:x[ \t]*(?:and|&|\+|plus|,)[ \t]*y|y[ \t]*(?:and|&|\+|plus|,)[ \t]*x|2[ \t]+arrays)\b")
_BOTH_ARRAYS, _EACH = {"both", "two", "combined", "together"}, {"per", "each", "one", "single"}  # memory labels' words


def both_arrays(label):
    """Whether a memory's label says both arrays' ('Total memory for both arrays', 'Memory for x and y')."""
    said = set(words_of(label))
    return bool((said & _BOTH_ARRAYS or _X_AND_Y.search(label)) and not said & _EACH)


def judge_memory(found, n, checks):
    """Memory per array: (n+2)^2 floats, in GiB as the tutorial prints it
    (its '(GB)' is 1024^3 bytes) or in 10^9-byte GB, or in the unit printed
    beside the number, of 1024^k bytes or 1000^k (units.UNIT_SCALES)."""
    right = (n + 2) ** 2 * 4
    if found is None:
        checks["memory"] = Check("missing", shown(right / 2**30), "(missing)")
        return
    both = both_arrays(found.label or "")
    if both:  # 'Total memory for both arrays (GB)': judged as both arrays' (one array's is wrong)
        right *= 2
    for other in (o for o in found.others if not o.others):  # '0.00374021 (3.74 MB)': one memory at 10^9-byte
        judge_memory(other, n, checks)
        if checks["memory"].status == "fail":  # GB, but 3.74 MB is wrong at either scale
            return
    unit = found.unit
    scales = UNIT_SCALES[unit]  # the tutorial's '(GB)' means GiB, 10^9 bytes is GB too; MB, KB likewise
    expected = shown(right // scales[0][0] if scales[0][0] == 1 else right / scales[0][0])
    expected += f" {UNITS_SHOWN[unit]}" if unit and unit != "gb" else ""
    if found.value is None or found.error:
        checks["memory"] = Check("fail", expected, found.text, found.error or "not a number")
        return
    whole = not any(ch in found.text for ch in ".eEdD")

    def rounds_to(value, scale):  # a whole number of KiB, MB, ... is the memory rounded to it: 3922 KiB
        if whole and scale > 1 and found.value >= 1:  # (0 GB is no rounding: an integer division)
            return abs(found.value - value / scale) <= 0.5 * (1 + 1e-9)
        return agrees(found, value / scale)

    for scale, _, note in scales:
        if rounds_to(right, scale):
            checks["memory"] = Check("pass", expected, found.text, "both arrays', as its label says" if both else note)
            return
    wrong = [((n * n) * 4 * (2 if both else 1), "memory of n^2 elements, not (n+2)^2"),
             (right // 2 if both else 2 * right, "one array's memory, where the label says both arrays'" if both
              else "twice the memory: both arrays, or 8-byte doubles"),
             (int32((n + 2) ** 2) * 4, "int overflow of (n+2)^2"), (int32(right), "int overflow of (n+2)^2 * 4"),
             ((n + 1) ** 2 * 4 * (2 if both else 1), "arrays of n+1: memory of (n+1)^2 elements, not (n+2)^2")]
    note = ""
    for value, name in wrong:
        if value != right and any(rounds_to(value, scale) for scale, _, _ in scales):
            note = name
            break
    else:
        cut = next(((scale, label) for scale, label, _ in scales if whole and 1 < scale <= right
                    and right // scale == found.value), None)
        if cut:  # 4016016 bytes / 1024 in integers: 3921 KiB
            note = f"integer division: {right / cut[0]:.6g} {cut[1]} truncated to {found.text}"
    if not note:
        if found.value == 0 and right > 0:
            note = "integer division (bytes / 2^30 in integers is 0)"
        else:  # (MiB labelled GB, KiB, bytes: the unit named; memoryunits.py)
            note = unit_named(found, right, {scale for scale, _, _ in scales}, both)
    checks["memory"] = Check("fail", expected, found.text, note)
