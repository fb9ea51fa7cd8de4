"""judging.py - every field judged against smooth's numbers for the same
problem (judge), with the likely mistake named; stats.py tells a
plausible count from an impossible one. Part of the grader (the package
gathers it); pure functions.
"""

from .checked import counts_elsewhere
from .fields import int32
from .stats import (COINCIDENCE, SIGNIFICANCE, coincidence, plausible_x, plausible_y, plausible_y_swept,
                    variant_chance)
from .memory import judge_memory
from .typos import slip
from .verdicts import Check, agrees, shown as _shown  # noqa: F401 (agrees: judging's, for its tests, as before)
from .words import Found, c_number, last_place, number_value


class Problem:
    """What smooth computed for the problem a file was graded as: record
    (the -json record of -kernel cpu, its sweeps included) and, lazily,
    more() - the values of known wrong computations on the same data:
    {'le_x', 'le_y', 'ghost_x', 'swapped_y', 'no_a_y', 'no_c_y'} (any may be None), and
    'range_x', 'range_y', 'range_y0': {index-range mistake: what it adds to the count}, and
    'range_common': the names of the common ones (runs.RANGES; where absent, all are)."""

    def __init__(self, record, more=None):
        self.record, self._more, self._cache = record, more, None

    def more(self):
        if self._cache is None:
            self._cache = (self._more() if self._more else None) or {}
        return self._cache


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
        checks[key] = Check("fail", _shown(want), found.text, why + _which_wrong(found, want, whole))
    else:
        ok, note = _match(found, want, mistakes, whole)
        checks[key] = Check("pass" if ok else "fail", _shown(want), found.text, note)


def _which_wrong(found, want, whole):
    """'; 13 is wrong' where a field printed with two different values has one right and one wrong (one
    run's count beside another's: '12 (1 thread), 13 (8 threads)'); else ''."""
    first = getattr(found, "first", None)
    if first is None or not found.text.startswith(first.text + " and ") or isinstance(want, (tuple, list)):
        return ""
    second = found.text[len(first.text) + 5:]
    right = [_match(f, want, (), whole)[0] for f in (first, Found(second, number_value(c_number(second)), None))]
    return f"; {second if right[0] else first.text} is wrong" if right[0] != right[1] else ""


_SIZES = ("row", "inner", "total", "total_inner")


def _rounded(found, want, mistakes):
    """Whether a size printed with an exponent ('1.004e+06': %g keeps 6 significant digits) is the right
    value rounded to its digits, and no known mistake's."""
    return found is not None and found.error is None and any(c in found.text for c in "eEdD") and \
        agrees(found, want) and not any(value is not None and value != want and agrees(found, value)
                                        for value, _ in mistakes)


def _count(found):
    """A count printed whole and read without error."""
    return found is not None and found.error is None and _whole(found)


def _whole(found):
    return found.value is not None and found.value == int(found.value) and not found.percent


def _pinned(found, n):
    """The count a printed fraction pins down (the one whole count k whose k / n^2 it agrees with,
    1.00024E-01 at n = 1000: 100024), as a Found; None where it allows several, or none."""
    if found is None or found.error or not isinstance(found.value, (int, float)) or n < 1:
        return None
    value, half = found.value / (100 if found.percent else 1), last_place(found.text) * (0.01 if found.percent else 1)
    if not 0 <= value <= 1 or half * n * n > 4:
        return None
    centre = value * n * n
    counts = [k for k in range(max(0, int(centre) - 3), min(n * n, int(centre) + 4)) if agrees(found, k / (n * n))]
    return Found(str(counts[0]), counts[0], found.line) if len(counts) == 1 else None


def judge(reading, n, problem, stated=False):
    """{'checks': {key: Check}, 'verdict': pass|plausible|fail, 'known':
    whether the counts identify the data}: every field of the reading
    against the problem's values, the likely mistake named. `stated`: the
    output says it used the problem's generator and seed (its RNG line, or
    srand(1) in its words): its counts must then be the problem's, exactly;
    'plausible' is for outputs that do not say."""
    fields, record = reading["fields"], problem.record
    iterations = record.get("iterations", 1)
    checks = {}
    inner, all_ = n * n, (n + 2) ** 2

    def check(key, want, mistakes=(), whole=False):
        _check(checks, key, fields.get(key), want, mistakes, whole)
        found = fields.get(key)
        if key in _SIZES and checks[key].status == "fail" and not checks[key].note and _rounded(found, want, mistakes):
            checks[key] = Check("pass", _shown(want), found.text, "printed rounded (%g): the right value to its "
                                                                  "digits; print it whole (%d)")

    check("row", n + 2, [(n, "the ghost layer left out (n, not n+2)"),
                         (n + 1, "arrays of n+1 (one ghost layer, not two: n+1, not n+2)")], whole=True)
    check("inner", n, [(n + 2, "the ghost layer counted (n+2, not n)")], whole=True)
    check("total", all_, [(inner, "the ghost layer left out (n^2, not (n+2)^2)"),
                          (int32(all_), "int overflow of (n+2)^2"),
                          ((n + 1) ** 2, "arrays of n+1 ((n+1)^2, not (n+2)^2)")], whole=True)
    check("total_inner", inner, [(all_, "the ghost layer counted ((n+2)^2, not n^2)"),
                                 (int32(inner), "int overflow of n^2 (n >= 46341)")], whole=True)
    judge_memory(fields.get("memory"), n, checks)
    check("threshold", record["threshold"])
    a, b, c = record["a"], record["b"], record["c"]
    check("constants", (a, b, c), [((b, a, c), "a and b swapped")])

    # The counts: exact when they identify the data (the assumed generator),
    # else judged as counts of uniform random data.
    bx, by = record["below_x"], record["below_y"]
    more = problem.more
    fx, fy = fields.get("below_x"), fields.get("below_y")

    def ranges(array):
        """The counts of the array over the wrong index ranges (runs.VARIANTS, the common first), named."""
        base = bx if array == "x" else by
        found = [(base + delta, name) for name, delta in (more().get("range_" + array) or {}).items()]
        if array == "y":  # a student's y has ghost cells of 0 (calloc), below t: each in the range counted
            found += [(base + delta, name + " (y's ghost cells are 0)")
                      for name, delta in (more().get("range_y0") or {}).items()]
            # Y named by the range X's count is (several ranges may give one Y)
            x_range = next((name for value, name in ranges("x") if _count(fx) and value == fx.value), None)
            found.sort(key=lambda vn: not (x_range and (vn[1] == x_range or vn[1].startswith(x_range + " ("))))
        return found

    def count_mistakes(array, with_ranges=True):
        m = more()
        if array == "x":
            found = [(bx + m["ghost_x"] if m.get("ghost_x") is not None else None, "the ghost layer counted"),
                     (m.get("le_x"), "<= used for <"),
                     (inner - bx, "counted at or above the threshold, not below"),
                     (by, "Y's count printed for X")]
        else:
            found = [(by + 4 * (n + 1) if record["threshold"] > 0 else None,
                      "the ghost layer counted (y's ghost cells are 0)"),
                     (by + m["ghost_x"] if m.get("ghost_x") is not None else None, "the ghost layer counted"),
                     (m.get("le_y"), "<= used for <"),
                     (m.get("swapped_y"), "a and b swapped (edge and diagonal weights)"),
                     (m.get("no_a_y"), "the a term (the four diagonal neighbours) dropped"),
                     (m.get("no_c_y"), "the c term (the centre) dropped"),
                     (inner - by, "counted at or above the threshold, not below"),
                     (bx, "X's count printed for Y (y not smoothed, or x counted twice)"),
                     (0 if by > 0 else None, "none of y counted below the threshold (a count never made, a "
                                             "loop that never ran, y's values all NaN or above it)")]
        return found + (ranges(array) if with_ranges else [])

    def exact(found, want):
        return found is not None and _whole(found) and found.error is None and found.value == want

    # X identifies the data (about 0.1 n^2 cells, its spread in the hundreds: another generator's X
    # equals this one's, or a mistake's, only by a rare chance); Y alone does not (a few thousand
    # cells at most, so another generator's Y often equals a wrong computation's: Y = 1 at n = 250
    # is what a and b swapped give). So only X (its count, else its printed fraction) can show that
    # the data is other than the assumed generator's; an output that prints neither is judged as the
    # generator's: leaving X out must never earn more than printing it (a wrong Y judged plausible).
    def identifies(found, array):
        if found is None or not _whole(found) or found.error is not None:
            return None  # says nothing
        want = bx if array == "x" else by
        return found.value == want or bool(_match(found, want, count_mistakes(array, False), whole=True)[1])

    ffx = fields.get("fraction_x")
    xc = fx if _count(fx) else _pinned(ffx, n)  # X's count, or the one its printed fraction pins down
    if stated:
        known = True
    elif _count(fx) and last_place(fx.text) <= 1:
        known = identifies(fx, "x")
    elif _count(fx):  # X rounded ('1.0e5'): it tells no data apart, so where it agrees, the generator's (as no X)
        known = agrees(fx, bx)
    elif ffx is None or ffx.error or ffx.value is None:
        known = True  # no X printed: nothing says the data is other than the generator's
    else:  # X's fraction alone: the generator's data where it is its count's (or a known mistake's)
        known = bool(identifies(xc, "x")) or any(_match(ffx, value / inner, [])[0] for value in
                                                 [bx] + [v for v, _ in count_mistakes("x", False) if v is not None]
                                                 + [v * inner for v, _ in _fraction_mistakes(bx, n, by)
                                                    if v is not None])
    if not known and _count(fx) and exact(fy, by) and fx.value is not None:
        # X printed and wrong, Y exactly the reference's: the data is the reference's if X's printed
        # fraction is the reference count's and not the file's own count's (24915 printed, 9.96560E-02
        # = 24914 / 500^2): then X alone is wrong, and it is the field blamed, not the fraction.
        known = ffx is not None and _match(ffx, bx / inner, [])[0] and not _match(ffx, fx.value / inner, [])[0]
    if not known and exact(fields.get("below_x2"), bx):
        known = True  # a second result of X (a GPU's, a self-check's reference) is the generator's own: its data
    elsewhere, typed = None, None
    if not known and not stated and _count(fx):
        # the generator's X printed on a line that names no field (a check against the reference, the
        # sum of ranks' partials): its data, where few such numbers could be an X at all
        near = {v: where for v, where in counts_elsewhere(reading.get("header", {}))
                if plausible_x(v, n, record["threshold"])[0]}
        if bx in near and len(near) <= 3:
            known, elsewhere = True, near[bx]
    if not known and not stated and xc is not None and _count(fy):
        x, y = int(xc.value), int(fy.value)
        # An index-range mistake makes both counts its own: X the range's count of x, Y of y (often Y
        # itself, few cells of y below t lying on an edge). X alone matching one of the many ranges is
        # no proof (other data's X may come as near), both together are: for the common ranges
        # (runs.RANGES) always; for the rest of the loops' variants (rows 1..n, columns 0..n-1) where
        # other data would match one of them by a chance below COINCIDENCE (Y = 102 at n = 1000, or
        # Y itself at large n: stats.variant_chance).
        common, variants = more().get("range_common"), len(more().get("range_x") or ())
        known = any(value == x and (y == by or y in ys) and (
            common is None or name in common
            or variant_chance(x, y, n, record["threshold"], by, variants) < COINCIDENCE)
            for value, name in ranges("x")
            for ys in [[v for v, other in ranges("y") if other == name or other.startswith(name + " (")]])
        # One count exactly the generator's and the other near it: other data comes that near by a
        # chance below COINCIDENCE (X 100025 and Y 12 at n = 1000: 4e-4), so the data is the
        # generator's and the count that differs is wrong.
        if not known and (x == bx or y == by):
            known = coincidence(x, y, n, bx, by, record["threshold"]) < COINCIDENCE
        typed = slip(x, bx) if not known and y == by else None  # ('100042' for 100024 beside Y's 12: typos.py)
        known = known or typed is not None
    impossible_x = False
    if not known and not stated and xc is not None and 0 <= xc.value <= inner \
            and not plausible_x(int(xc.value), n, record["threshold"])[0]:
        # an X no uniform data gives shows no other data: judged as the generator's, as where no X is printed
        # (an impossible X must not earn more than none: h25 M6)
        known = impossible_x = True
    if known:
        for key, want, array in (("below_x", bx, "x"), ("below_y", by, "y")):
            check(key, want, count_mistakes(array) if not exact(fields.get(key), want) else (), whole=True)
        if typed and checks["below_x"].status == "fail" and not checks["below_x"].note:
            checks["below_x"].note = f"a typo of the reproduced count {bx} ({typed}), beside Y's exact {by}"
        counts = {"x": bx, "y": by}
        if impossible_x and checks["below_x"].status == "fail" and not checks["below_x"].note:
            window, y_found = plausible_x(int(xc.value), n, record["threshold"])[1], fields.get("below_y")
            checks["below_x"].note = f"impossible for uniform random data (significance {SIGNIFICANCE:g})"
            if y_found is not None and y_found.value == xc.value and checks["below_y"].status == "fail":
                for key in ("below_x", "below_y"):  # (the reason as where the counts were judged as other data's)
                    checks[key].note = f"X = Y = {int(xc.value)}: impossible at n = {n} (X's window {window})"
        if elsewhere and checks["below_x"].status == "fail" and not checks["below_x"].note:
            checks["below_x"].note = f"the generator's count {bx} is printed elsewhere ({elsewhere}): its data"
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
        if fx is None and xc is not None and plausible_x(int(xc.value), n, record["threshold"])[0]:
            counts["x"] = int(xc.value)  # no X count: its fraction judged by the count it pins down
        if "x" in counts and counts.get("x") == counts.get("y") and "fail" in (checks["below_x"].status,
                                                                                checks["below_y"].status):
            for key in ("below_x", "below_y"):
                checks[key].note = (f"X = Y = {counts['x']}: impossible at n = {n} (X's window "
                                    f"{checks['below_x'].expected}, Y's {checks['below_y'].expected})")
    for array in "xy":
        _fraction(fields, array, counts.get(array), known, n, checks,
                  record["below_" + array], record["below_" + ("y" if array == "x" else "x")])
        _second_result(fields, array, known, n, checks, record, counts.get(array), count_mistakes)
        fraction, key = checks.get("fraction_" + array), "below_" + array
        if not known and fraction is not None and fraction.status == "plausible" and checks[key].status == "fail":
            # other data's count impossible for any uniform data (X typed 200000, a threshold of 0.5 used): its
            # fraction follows from it and is as wrong, as a known count's is (h25 M6: before, credited in full)
            checks["fraction_" + array] = Check("fail", "", fraction.found, "follows from the wrong count printed")
    _impossible(fields, n, checks)
    for key in ("below_x", "below_y"):
        found, check_ = fields.get(key), checks.get(key)
        if _count(found) and last_place(found.text) > 1 and check_.status == "fail" and not check_.note:
            check_.note = f"a count printed rounded ({found.text}): print it whole"
    for key, check in checks.items():  # how a field was read (MPI partials summed), where no mistake is named
        found = fields.get(key)
        if found is not None and found.note and not check.note:
            check.note = found.note
    statuses = [c.status for c in checks.values()]
    verdict = ("fail" if "fail" in statuses or "missing" in statuses else
               "plausible" if "plausible" in statuses else "pass")
    return {"checks": checks, "verdict": verdict, "known": known}


def _impossible(fields, n, checks):
    """A failed count outside 0..n^2, or fraction outside [0, 1], where no mistake is named: said so
    (whatever the data, no computation gives it)."""
    for key, check in checks.items():
        found = fields.get(key)
        if check.status != "fail" or (check.note and not check.note.startswith("follows from")) \
                or found is None or found.value is None:
            continue
        value = found.value / 100 if found.percent else found.value
        if key.startswith("below_") and not 0 <= value <= n * n:
            check.note = "impossible: not between 0 and n^2"
        elif key.startswith("fraction_") and not 0 <= value <= 1:
            check.note = "impossible: a fraction outside [0, 1]"


def _fraction(fields, array, count, known, n, checks, right_count, other_count):
    """A fraction: count / n^2. Exact when the counts are known; else it
    must follow from the file's own (plausible) count."""
    key = "fraction_" + array
    found = fields.get(key)
    inner = n * n
    if known:
        printed = fields.get("below_" + array)
        follows = printed.value / inner if printed is not None and printed.value is not None else None
        consequence = [(follows, "follows from the wrong count printed")]
        right = right_count / inner
        if found is not None and found.value is not None and not found.error and follows is not None \
                and follows != right and agrees(found, follows):  # (Y = 0 and 0.0000, which 1.2e-05 rounds to)
            checks[key] = Check("fail", _shown(right), found.text, "follows from the wrong count printed"
                                + ("; its digits cannot tell it from the right one" if agrees(found, right) else ""))
            return
        # a fraction that follows from a wrong count is that count's consequence first (Y = 0 and 0:
        # not an integer division), then a mistake of its own
        _check(checks, key, found, right_count / inner,
               (consequence if follows != right_count / inner else []) + _fraction_mistakes(right_count, n, other_count)
               + consequence)
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
            (count / inner / 100, "a fraction printed with % (0.1% is 0.001: a percentage is 100 times the fraction)"),
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
    if found is None:  # a second fraction alone ('1.2e-05 1.3e-05'): the first result's count over n^2
        want = record["below_" + array] if known else own_count
        if fields.get(fraction_key) is None or want is None:
            return
        found, key = Found(str(want), want, 0), None
    inner = n * n
    never_written = (inner, f"all n^2 below t: the {array} array of this result looks never written "
                            "(a kernel that did not run, no error check after it)")
    other = record["below_" + ("y" if array == "x" else "x")]
    if key is None:
        want = int(found.value)
    elif known:
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

