"""uploads.py - a student's several outputs: which one's points count (the best where they agree,
the lowest where they disagree) and what they disagree on, said in every export (docs/grading.md
"Several outputs a student"). Part of the grader; lms.py scores and exports with it.
"""
import os

from .words import LABELS


def best(group, rubric):
    """The entry of a student's group that scores most; of equals, the one at the largest n (a file's
    runs at n = 100, 500 and 1000 all right: the n = 1000 one, the size an assignment asks for rather
    than a warm-up's), then the first."""
    from .lms import score
    return max(group, key=lambda e: (score(e, rubric)[0], e["n"] if isinstance(e.get("n"), int) else -1))


COUNTS = ("below_x", "below_y", "below_x2", "below_y2")
GOOD = ("pass", "plausible")


def disagreement(group):
    """'' where a student's graded outputs agree, else what they disagree on: a count printed
    differently by two outputs of one problem (n and settings), or a field right in one output and
    wrong in another (missing is no contradiction). Sixteen uploads of Y = 5..20 are sixteen answers, not one."""
    graded = [e for e in group if e["verdict"] != "ungraded" and e.get("fields")]
    if len(graded) < 2:
        return ""
    said, named = [], set()
    problems = {}
    for entry in graded:
        problems.setdefault((entry["n"], tuple(sorted((entry.get("settings") or {}).items()))), []).append(entry)
    for key in COUNTS:
        for same in problems.values():
            values = list(dict.fromkeys(e["fields"][key]["found"] for e in same if key in e["fields"]
                                        and e["fields"][key]["status"] != "missing"))
            if len(values) > 1:
                said.append(f"{LABELS[key]}: {', '.join(values[:5])}{', ...' if len(values) > 5 else ''}")
                named.add(key)
                break
    for key in LABELS:  # (a field an output does not print contradicts nothing: a README beside it)
        good = sum(key in e["fields"] and e["fields"][key]["status"] in GOOD for e in graded)
        bad = sum(key in e["fields"] and e["fields"][key]["status"] not in GOOD + ("missing",) for e in graded)
        if good and bad and key not in named:
            said.append(f"{LABELS[key]}: right in {good}, wrong in {bad}")
    if not said:
        return ""
    return f"{len(graded)} outputs disagree ({'; '.join(said[:4])}{'; ...' if len(said) > 4 else ''})"


def counted(group, rubric):
    """The entry of a student's group whose points count: the best where the graded outputs agree
    (several runs of one program, the same answers; an ungraded note beside them costs nothing);
    the lowest-scoring graded output where they disagree (disagreement): of contradicting answers
    the worse counts, as on paper, and every export says so. The first of equals."""
    from .lms import score  # (lms imports this module)
    if disagreement(group):
        return min((e for e in group if e["verdict"] != "ungraded" and e.get("fields")),
                   key=lambda e: score(e, rubric)[0])
    return best(group, rubric)


def disagreement_note(group, rubric):
    """The line every export gives a student whose outputs disagree: what, and which file counts."""
    said = disagreement(group)
    return f"{said}: scored by the lowest of them, {counted(group, rubric)['file']}" if said else ""


def set_aside(entries, n, folders=()):
    """grade -n N: (kept, aside): a student's outputs (a file's runs, their files) at another n than
    N, where the student also has a graded output at N, set aside (a scaling study's n = 100 and
    500 runs beside the n = 1000 one: not graded, not failed, no disagreement), each of their outputs
    at N noting which; a student with no graded output at N keeps all (require_size fails them)."""
    from .students import by_student  # (students imports this module)
    aside = set()
    for _, group in by_student(entries, folders):
        if not any(e["n"] == n and e["verdict"] != "ungraded" for e in group):
            continue
        other = [e for e in group if e["verdict"] != "ungraded" and e["n"] is not None and e["n"] != n]
        if not other:
            continue
        aside.update(id(e) for e in other)
        sizes = ", ".join(dict.fromkeys(str(e["n"]) for e in other))
        for entry in group:
            if entry["n"] == n:
                entry.setdefault("notes", []).append(
                    f"{len(other)} output(s) at another n (n = {sizes}) set aside, not graded: -n {n} grades "
                    f"the outputs at n = {n}")
    return [e for e in entries if id(e) not in aside], [e for e in entries if id(e) in aside]


def nothing_found(skipped):
    """The message of a submission with no output: what was skipped and why, and what to upload."""
    if not skipped:
        return "no output was found in the submission"
    whys = {}
    for path, why in skipped:
        whys.setdefault(why, []).append(os.path.basename(path))
    said = "; ".join(f"{', '.join(names[:5])}{', ...' if len(names) > 5 else ''} skipped ({why})"
                     for why, names in list(whys.items())[:3])
    sources = set(whys) == {"a source or build file"}
    return (f"no output was found in the submission: {said}; upload the output your program printed (a text file, "
            f"e.g. ./a.out > output.txt){', not only its source' if sources else ''}")
