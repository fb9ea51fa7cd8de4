"""lms.py - grade's roster as teachers' systems take it: points from a
rubric (partial credit), Gradescope's and PrairieLearn's autograder
results, a CSV for Canvas's gradebook import, and a short feedback text per
student. Pure functions of grade's entries (scripts/grade makes them), so
the tests check each format without running smooth.

    rubric = load_rubric(path or None)     # the default, or a teacher's JSON file
    scored = score(entry, rubric)          # points per field and in all
    gradescope(entries, rubric, seconds)   # results.json for Gradescope
    prairielearn(entries, rubric)          # results.json for PrairieLearn
    canvas_rows(entries, rubric, column)   # rows for Canvas's gradebook import
    feedback(entry, rubric)                # a student's text
"""
import json
import os
import re

from .students import budget_owner, by_student, feedback_names, student_of, without_output  # noqa: F401 (cli, tests)
from .uploads import best, counted, disagreement, disagreement_note, nothing_found, set_aside  # noqa: F401 (several outputs)
from .classnotes import in_submission, lost_note
from .words import LABELS, READ_NOTE, SECOND

# Points per field out of 20 (docs/grading.md "Rubric"): the counts weigh most, Y most of all
# (it is the smoothing); a second result (a GPU's Y_H, a self-check's reference) has no points of
# its own unless a rubric gives it some, but one that fails costs its array's own field's points
# (below_y2 failing: below_y's; fraction_y2: fraction_y's): a wrong second result is a wrong answer.
DEFAULT_POINTS = {"row": 1, "inner": 1, "total": 1, "total_inner": 1, "memory": 2, "threshold": 1,
                  "constants": 2, "below_x": 3, "fraction_x": 2, "below_y": 4, "fraction_y": 2,
                  "below_x2": 0, "fraction_x2": 0, "below_y2": 0, "fraction_y2": 0}
# The share of a field's points that each status earns. 'plausible' is a count (and its fraction)
# that cannot be verified: consistent with random data, from an output that states no generator
# and seed grade reproduces. Full credit by default, flagged unverified in every export: a student
# who seeded from the clock, as many are taught, did the work right, and the teacher, told which
# counts no grader can check, decides (docs/grading.md "Unverified counts"; the rubric sets it).
DEFAULT_CREDIT = {"pass": 1.0, "plausible": 1.0, "fail": 0.0, "missing": 0.0}
UNVERIFIED = ("unverified: consistent with random data, but the output states no generator and seed that grade "
              "reproduces (smooth's RNG line, or srand(1) with rand()), so no grader can tell it from a made-up count")


class RubricError(Exception):
    """A rubric file that cannot be used: unreadable, not JSON, or a value out of range."""


def load_rubric(path=None):
    """{'points': {key: points}, 'credit': {status: share}} from a JSON file
    such as {"points": {"below_y": 6}, "credit": {"plausible": 0.5}} (keys
    left out keep their defaults), or the default with no path."""
    rubric = {"points": dict(DEFAULT_POINTS), "credit": dict(DEFAULT_CREDIT), "show_expected": False}
    if path is None:
        return rubric
    try:
        with open(path, encoding="utf-8") as f:
            given = json.load(f)
    except OSError as e:
        raise RubricError(f"cannot read the rubric {path}: {e.strerror}")
    except ValueError as e:
        raise RubricError(f"the rubric {path} is not JSON: {e}")
    if not isinstance(given, dict) or set(given) - {"points", "credit", "show_expected"}:
        raise RubricError(f'the rubric {path} must be an object with "points", "credit" and/or "show_expected"')
    if "show_expected" in given:
        if not isinstance(given["show_expected"], bool):
            raise RubricError(f'the rubric\'s "show_expected" is {given["show_expected"]!r}; give true or false')
        rubric["show_expected"] = given["show_expected"]
    for part, allowed, low, high in (("points", DEFAULT_POINTS, 0, 1e6), ("credit", DEFAULT_CREDIT, 0, 1)):
        values = given.get(part, {})
        if not isinstance(values, dict):
            raise RubricError(f'the rubric\'s "{part}" must be an object')
        for key, value in values.items():
            if key not in allowed:
                raise RubricError(f'the rubric\'s "{part}" has "{key}"; it takes {", ".join(allowed)}')
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
                raise RubricError(f'the rubric\'s "{part}"."{key}" is {value!r}; give a number {low}..{high:g}')
            rubric[part][key] = value
    if sum(v for k, v in rubric["points"].items()) <= 0:
        raise RubricError(f"the rubric {path} gives no points at all")
    return rubric


def max_points(rubric):
    """What a submission can score: every field's points (a second result's
    count whether printed or not, so all students have the same maximum)."""
    return sum(rubric["points"].values())


def max_total(rubric):
    """max_points rounded as totals are (6 decimals): what a full score is."""
    return round(max_points(rubric), 6)


def score(entry, rubric):
    """(points, {key: (points, max)}) for a graded entry; an ungraded one
    scores 0. A field the file does not print (a second result) earns 0 of
    its points. The total is rounded to 6 decimals as the maximum is, so a
    rubric of thirds never scores past its maximum (17.000001 of 17)."""
    per_field = {}
    lost = lost_to_second(entry)
    for key, points in rubric["points"].items():
        field = entry["fields"].get(key)
        share = rubric["credit"].get(field["status"], 0.0) if field and key not in lost else 0.0
        per_field[key] = (points if share == 1 else round(points * share, 6), points)
    total = min(round(sum(p for p, _ in per_field.values()), 6), max_total(rubric)) \
        if entry["verdict"] != "ungraded" else 0
    return total, per_field


def lost_to_second(entry):
    """{field: its second result's key} for each field whose second result (below_y2 for below_y)
    fails: the field's points are lost to it (score), whatever the field's own status."""
    fields = entry.get("fields", {})
    return {first: second for first, second in SECOND.items()
            if (fields.get(second) or {}).get("status") == "fail"}


def second_loss_text(entry, key):
    """Why a field's points are lost to its failing second result ('' where they are not)."""
    second = lost_to_second(entry).get(key)
    if second is None:
        return ""
    field = entry["fields"][second]
    where = f" on line '{field['label']}'" if field.get("label") else ""
    return f"{LABELS[key]}: its points lost: your second result{where} is wrong (found {field['found']})"


def _field_text(key, field, show=True, entry=None):
    """A field's line for a student: found, the mistake, and (show: the rubric's show_expected)
    the expected value."""
    text = f"expected {field['expected'] or '-'}, found {field['found']}" if show else f"found {field['found']}"
    if key in SECOND.values() and field.get("label"):  # which of the student's lines it is
        text += f" on your line '{field['label']}'"
    text += f" ({field['note']})" if field["note"] else ""
    lost = second_loss_text(entry, key) if entry is not None else ""
    text += f"; {lost}" if lost else ""
    return text + (f" [{UNVERIFIED}]" if field["status"] == "plausible" else "")


def unverified(entry):
    """The fields of an entry whose values no grader can verify (status plausible)."""
    return [key for key, field in entry["fields"].items() if field["status"] == "plausible"]


def unverified_note(entry, rubric):
    """The line every export gives a file with unverified counts: which, and what they earned."""
    keys = unverified(entry)
    if not keys:
        return ""
    earned = sum(score(entry, rubric)[1].get(key, (0, 0))[0] for key in keys)
    most = sum(rubric["points"].get(key, 0) for key in keys)
    return (f"{len(keys)} field(s) unverified ({', '.join(LABELS[k] for k in keys)}): {earned:g} of {most:g} "
            f"points at the rubric's credit {rubric['credit']['plausible']:g} for unverified counts")


def credited_unverified(rows, rubric):
    """The students (roster rows) whose points include credit for counts that could not be verified."""
    return [row for row in rows if unverified(row[2]) and rubric["credit"]["plausible"] > 0
            and any(rubric["points"].get(key, 0) > 0 for key in unverified(row[2]))]


# Notes that are consequences of another field's mistake, or no mistake's name at all.
NOT_A_MISTAKE = ("follows from the wrong count printed", "consistent with uniform random data", READ_NOTE + " ")


def without_last_aside(note):
    """The note less a parenthesis that closes it ('... left out (n^2, not (n+2)^2)': '... left out')."""
    if not note.endswith(")"):
        return note
    depth = 0
    for i in range(len(note) - 1, -1, -1):
        depth += {")": 1, "(": -1}.get(note[i], 0)
        if depth == 0:
            return note[:i].rstrip() or note
    return note


def file_mistakes(entry):
    """A failed file's distinct mistakes: each named one (a note less a closing
    parenthesis, so 'the ghost layer counted (y's ghost cells are 0)' counts as
    'the ghost layer counted'), a wrong field no known mistake explains by its
    name ('Threshold wrong', an off-by-one count), and fields missing;
    consequences of another mistake left out."""
    kinds = set()
    for key, field in entry["fields"].items():
        if field["status"] == "missing":
            kinds.add("fields not printed")
        elif field["status"] == "fail" and field["note"] and not field["note"].startswith(NOT_A_MISTAKE):
            kinds.add(without_last_aside(field["note"]))
        elif field["status"] == "fail" and (not field["note"] or field["note"].startswith(READ_NOTE + " ")):
            kinds.add(f"{LABELS[key]} wrong (no known mistake gives it)")
    return sorted(kinds)


def class_mistakes(entries):
    """[(mistake, [entries])] most common first: file_mistakes over the class."""
    files = {}
    for entry in entries:
        for kind in file_mistakes(entry):
            files.setdefault(kind, []).append(entry)
    return sorted(files.items(), key=lambda kf: (-len(kf[1]), kf[0]))


SIZE_FREE = ("threshold", "constants")  # the fields whose right value does not depend on n


def require_size(entry, n):
    """grade -n N: an output at another n fails, every field that depends on n failed naming both
    sizes (its own verdict at its n said in a note); missing fields stay missing."""
    if n is None or entry["verdict"] == "ungraded" or entry["n"] == n:
        return
    note = f"the output is at n = {entry['n']}, not the required n = {n} (-n {n})"
    for key, field in entry["fields"].items():
        if key not in SIZE_FREE and field["status"] != "missing":
            field.update(status="fail", expected=f"(at n = {n})", note=note, verified=True)
    entry.setdefault("notes", []).append(
        f"its n = {entry['n']} is not the n = {n} required (grade -n {n}): every field that depends on n fails "
        f"(at n = {entry['n']} itself it is {entry['verdict'].upper()})")
    entry["verdict"] = "fail"


def size_notes(entries, folders=()):
    """Without -n: a note on each graded output whose n is not the class's most common (counted a
    student each; none where two sizes tie or fewer than two students are graded), unless its student
    also has an output at that n (a scaling study's runs: -n would set them aside, not fail them).
    Not a fail: the teacher checks the size the assignment asks for. (the common n or None, [the entries
    noted])."""
    sizes, groups = {}, by_student([e for e in entries if e["verdict"] != "ungraded" and e["n"] is not None], folders)
    for _, group in groups:
        for n in {e["n"] for e in group}:
            sizes[n] = sizes.get(n, 0) + 1
    ranked = sorted(sizes.items(), key=lambda nk: -nk[1])
    if len(ranked) < 2 or ranked[0][1] == ranked[1][1]:
        return None, []
    common, students = ranked[0][0], len(groups)
    noted = []
    for _, group in groups:
        if any(entry["n"] == common for entry in group):
            continue
        for entry in group:
            entry.setdefault("notes", []).append(
                f"its n = {entry['n']} is not the class's most common n = {common} ({ranked[0][1]} of {students} "
                "students): noted, not failed; check the size the assignment asks for")
            noted.append(entry)
    return common, noted


def student_notes(group, rubric, reason=True):
    """What a student's row says beside the points (Canvas's Notes, the page, -json): their outputs'
    disagreement, the notes of the one that counts (its n not the class's, its name wrong) and, with
    reason, why it is ungraded (no output handed in at all)."""
    chosen = counted(group, rubric)
    said = [disagreement_note(group, rubric)] + list(chosen.get("notes", []))
    said += [chosen["reason"]] if reason and chosen["verdict"] == "ungraded" else []
    said += ungraded_beside(group, chosen)
    return "; ".join(note for note in dict.fromkeys(said) if note)


def ungraded_beside(group, chosen):
    """A note for each ungraded output of a student other than the one that counts (a file's run 2 of 2, a
    second file), naming it and why: a row whose points come from a graded run never hides one that was not
    graded (a run of a file, ungraded, beside a first that passes: the twenty-second pass's H10)."""
    left = [e for e in group if e is not chosen and e["verdict"] == "ungraded" and not e.get("skipped_only")]
    said = [f"{e['file']} not graded: {e['reason']}" for e in left[:3]]
    return said + ([f"{len(left) - 3} more output(s) not graded"] if len(left) > 3 else [])


def roster(entries, rubric, folders=()):
    """[(who, their files, the one that counts, its points)] a student each, in first-seen order."""
    rows = []
    for who, group in by_student(entries, folders):
        chosen = counted(group, rubric)
        rows.append((who, group, chosen, score(chosen, rubric)[0]))
    return rows


def _summary(entry, rubric):
    points, _ = score(entry, rubric)
    head = f"{entry['file']}: {entry['verdict']}, {points:g} of {max_total(rubric):g} points"
    aside = entry["reason"] if entry["verdict"] == "ungraded" else fail_without_loss(entry, rubric)
    asides = [a for a in [aside, unverified_note(entry, rubric)] + entry.get("notes", []) if a]
    return head + (f" ({'; '.join(asides)})" if asides else "")


def _chosen(entries, rubric):
    """(the best file of one submission or None, its points, [(key, field,
    points, most)] a field each; none for an ungraded file): what every
    autograder's results are made of."""
    chosen = counted(entries, rubric) if entries else None
    if chosen is None or chosen["verdict"] == "ungraded":
        return chosen, 0, []
    total, per_field = score(chosen, rubric)
    return chosen, total, [(key, field) + per_field.get(key, (0, 0)) for key, field in chosen["fields"].items()]


def gradescope(entries, rubric, seconds, visibility="visible", skipped=()):
    """Gradescope's autograder results (results.json) for one submission's
    files: the best file's score, one test per field with its points,
    status passed/failed and what was expected and found."""
    chosen, total, fields = _chosen(entries, rubric)
    show = rubric.get("show_expected", False)
    lost = lost_to_second(chosen) if chosen is not None else {}  # its points lost to a failing second result: failed
    tests = [{"name": LABELS[key], "number": str(number), "score": points, "max_score": most,
              "status": "passed" if field["status"] in ("pass", "plausible") and key not in lost else "failed",
              "output": _field_text(key, field, show, chosen), "visibility": visibility}
             for number, (key, field, points, most) in enumerate(fields, 1)]
    lines = [_summary(e, rubric) for e in entries] or [nothing_found(skipped)]
    if disagreement(entries):
        lines.append("your " + disagreement_note(entries, rubric))
    elif len(entries) > 1:
        lines.append(f"scored by the best of {len(entries)} outputs: {chosen['file']}")
    return {"score": total, "max_score": max_total(rubric), "execution_time": round(seconds, 3),
            "output": "\n".join(lines), "visibility": visibility, "stdout_visibility": "hidden", "tests": tests}


def prairielearn(entries, rubric, skipped=()):
    """PrairieLearn's external grader results: gradable, score 0..1,
    message, and one test per field (name, points, max_points, message)."""
    chosen, total, fields = _chosen(entries, rubric)
    tests = [{"name": LABELS[key], "points": points, "max_points": most,
              "message": _field_text(key, field, rubric.get("show_expected", False), chosen)}
             for key, field, points, most in fields]
    message = _summary(chosen, rubric) if chosen is not None else nothing_found(skipped)
    if disagreement(entries):
        message += "\nyour " + disagreement_note(entries, rubric)
    message += "".join("\n" + said for said in ungraded_beside(entries, chosen))  # (a run not graded: named)
    return {"gradable": chosen is not None and chosen["verdict"] != "ungraded",
            "score": min(1.0, round(total / max_total(rubric), 6)), "message": message, "tests": tests}


CANVAS_COLUMNS = ["Student", "ID", "SIS User ID", "SIS Login ID", "Section"]

_NUMBER = re.compile(r"[+-]?(\d+(?:\.\d*)?|\.\d+)([eE][+-]?\d+)?")


def csv_safe(cell):
    """A CSV cell a spreadsheet will not run: text starting with = + - @, a tab or a carriage return
    (a folder named =HYPERLINK(...)) gets a leading ' (OWASP's rule); numbers (-1, +5) stay numbers."""
    text = str(cell)
    if text[:1] in ("=", "+", "-", "@", "\t", "\r") and not _NUMBER.fullmatch(text):
        return "'" + text
    return cell


def csv_safe_rows(rows, columns=None):
    """rows with csv_safe on the cells of `columns` (indices: those holding a student's or a folder's
    text), or on every cell; grade's own values ('-rng libc -seed 1', points) are left as they are."""
    return [[csv_safe(cell) if columns is None or k in columns else cell for k, cell in enumerate(row)]
            for row in rows]


def canvas_rows(entries, rubric, column, folders=()):
    """Rows for Canvas's gradebook import: its student columns (the name and
    user id Canvas's download put in the file names), the assignment column
    (`column`, as Canvas names it: 'Homework 3 (123456)') with each
    student's best score, and Late."""
    rows = [CANVAS_COLUMNS + [column, "Late"]]
    notes = []
    for who, group in by_student(entries, folders):
        chosen = counted(group, rubric)
        points = "" if chosen.get("grader_defect") else f"{score(chosen, rubric)[0]:g}"  # (blank: Canvas keeps
        rows.append([who["student"], who["user_id"], "", "", "", points, "late" if who["late"] else ""])  # its grade)
        said = (student_notes(group, rubric), unverified_note(chosen, rubric),  # (every export says a count is
                lost_note(chosen, score(chosen, rubric)[1], fail_without_loss(chosen, rubric)))  # unverified, h33 H21)
        notes.append(in_submission("; ".join(n for n in said if n), folders))
    if any(notes):  # a Notes column (as Late, not to import) only where some student's row has a note
        rows[0].append("Notes")
        for row, note in zip(rows[1:], notes):
            row.append(note)
    return rows


CANVAS_FROM_NAMES = (0, 1, 7)  # the Student and ID cells: from the students' file and folder names; Notes quotes them


def fail_without_loss(entry, rubric):
    """Why a failed file still has every point, where it does (a rubric that gives a failing
    field no points, and its array's own field none either); '' otherwise. Where a second result
    fails and costs its array's points, why (second_loss_text). Said alike in every report and export."""
    if entry["verdict"] != "fail":
        return ""
    if score(entry, rubric)[0] >= max_total(rubric):
        return "it fails only in fields worth no points in the rubric"
    return "; ".join(second_loss_text(entry, key) for key in lost_to_second(entry)
                     if rubric["points"].get(key, 0) > 0)


def feedback(entry, rubric, command, note=""):
    """A student's short text: the verdict and points, what is right, what
    is wrong with the mistake named, and the smooth command that gives the
    expected numbers. note: disagreement_note of the student's outputs."""
    points, per_field = score(entry, rubric)
    show = rubric.get("show_expected", False)
    lines = [f"Your output {os.path.basename(entry['file'])}: {entry['verdict'].upper()}, "
             f"{points:g} of {max_total(rubric):g} points." if not entry.get("skipped_only") else
             f"Your submission: no output to grade, {points:g} of {max_total(rubric):g} points."]
    if note:
        lines.append(f"Your {note}.")
    lines += [f"Note: {said}." for said in entry.get("notes", ())]
    if entry.get("grader_defect"):  # (the grader's own failure: nothing of the student's to mend, no points given)
        lines[0] = f"Your output {os.path.basename(entry['file'])}: not graded by the grader; your teacher grades it by hand."
        lines.append(f"The grader failed on it: {entry['reason']}. Nothing in your output is known to be wrong.")
        return "\n".join(lines) + "\n"
    if entry["verdict"] == "ungraded":
        lines.append(f"It could not be graded: {entry['reason']}.")
        lines.append("The grader needs the tutorial's summary: the sizes (n), and the counts below the "
                     "threshold in x and y.")
        return "\n".join(lines) + "\n"
    lost = lost_to_second(entry)
    right = [LABELS[k] for k, f in entry["fields"].items() if f["status"] == "pass" and k not in lost]  # (an unverified
    # count is no 'Right:', h33 H21: its own line below)
    wrong = [(k, f) for k, f in entry["fields"].items() if f["status"] not in ("pass", "plausible")]
    if right:
        lines.append("Right: " + "; ".join(right) + ".")
    for key, field in wrong:
        earned, most = per_field.get(key, (0, 0))
        if field["status"] == "missing":  # not printed: say so, not "wrong"
            lines.append(f"Missing ({earned:g} of {most:g} points): {LABELS[key]}: not in the output"
                         + (f"; expected {field['expected'] or '-'}." if show else "."))
        else:
            lines.append(f"Wrong ({earned:g} of {most:g} points): {LABELS[key]}: {_field_text(key, field, show)}.")
    for key in lost:
        if key in entry["fields"] and entry["fields"][key]["status"] in ("pass", "plausible"):
            earned, most = per_field.get(key, (0, 0))
            lines.append(f"Wrong ({earned:g} of {most:g} points): {second_loss_text(entry, key)}.")
    if fail_without_loss(entry, rubric) and score(entry, rubric)[0] >= max_total(rubric):
        lines.append(f"Full points although FAIL: {fail_without_loss(entry, rubric)}.")
    if unverified(entry):
        lines.append("Unverified: your counts are not all the tutorial generator's but are consistent with random data, "
                     "and your output does not say which generator and seed made them (smooth's RNG line, or "
                     "srand(1) with rand()), so they cannot be checked; "
                     f"{unverified_note(entry, rubric)}.")
    if command and show:
        lines.append(f"The expected numbers come from: {command}")
    elif wrong and not show:
        lines.append("The expected values are not shown (the teacher's setting: show_expected in the rubric, "
                     "or grade -show-expected).")
    return "\n".join(lines) + "\n"


def student_feedback(group, rubric, command_of, folders=()):
    """feedback on a student's output that counts (command_of(entry): the smooth command), their files
    named as handed in, not by the teacher's paths (in_submission)."""
    chosen = counted(group, rubric)
    return in_submission(feedback(chosen, rubric, command_of(chosen), disagreement_note(group, rubric)), folders)
