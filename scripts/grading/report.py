"""report.py - grade's own report of a graded file: the text report's lines (print_text), the
verdict's reason (why), -csv's rows, and the smooth command that reproduces the expected numbers.
Part of the grader (cli.py prints them); pure functions but print_text.
"""
import shlex
import sys

from . import lms
from .inputs import shown
from .runs import SETTINGS
from .words import LABELS


def why(entry, rubric=None):
    """The verdict line's reason: what failed (and, with a rubric, where that costs no points), or
    why plausible."""
    fields = entry["fields"]
    wrong = [k for k, f in fields.items() if f["status"] == "fail"]
    missing = [k for k, f in fields.items() if f["status"] == "missing"]
    if entry["verdict"] == "fail":  # wrong and missing apart: a field not printed is not a wrong number
        # the mistakes named, a wrong field no mistake explains by its name; consequences of another
        # field's mistake ("follows from the wrong count printed") left out, as in the class's mistakes
        notes = list(dict.fromkeys(fields[k]["note"] if fields[k]["note"] else f"{LABELS[k]}: no known mistake gives it"
                                   for k in wrong if not fields[k]["note"].startswith("follows from")))
        counts = []
        if wrong:
            counts.append(f"{len(wrong)} of {len(fields)} fields wrong")
        if missing:  # "of M" said once
            counts.append(f"{len(missing)} fields missing" if wrong else f"{len(missing)} of {len(fields)} fields missing")
        lossless = lms.fail_without_loss(entry, rubric) if rubric else ""
        return (" (" + ", ".join(counts) + (": " + "; ".join(notes) if notes else "") + ")"
                + (f"; {lossless}" if lossless else ""))
    if entry["verdict"] == "plausible":
        return f" (counts consistent with random data, not {entry['generator']}'s: unverified)"
    return ""


def print_text(entry, rubric=None, name="grade"):
    if entry["verdict"] == "ungraded":
        print(f"{name}: {shown(entry['file'])}: {shown(entry['reason'])}", file=sys.stderr)
        print(f"{shown(entry['file'])}: UNGRADED ({shown(entry['reason'])})")
        for note in entry.get("notes", ()):
            print(f"== note: {shown(note)}")
        return
    s = entry["settings"]
    print(shown(f"== {entry['file']}: n = {entry['n']} (from {entry['n_from']}), {entry['generator']}, "
                f"a b c = {s['a']} {s['b']} {s['c']}, t = {s['t']}"
                + (f", -iterations {s['iterations']}" if s["iterations"] != "1" else "")))
    for note in entry.get("notes", ()):  # (the file's name said wrong, its n not the class's)
        print(f"== note: {shown(note)}")
    if entry["header_ignored"]:  # (a header's words: a student's, control characters escaped)
        asked = shown(" ".join(f"-{k} {v}" for k, v in entry["header_ignored"].items()))
        print(f"== its header asks for {asked}: not used (the options decide the problem; only smooth's own "
              "header, its Program and Command lines, chooses the generator, seed and sweeps, never a problem "
              "whose counts are all or nothing; -trust-header: its constants and threshold too)")
    for key, f in entry["fields"].items():
        label = LABELS[key]
        note = f"  ({f['note']})" if f["note"] else ""
        print(f"{f['status'].upper():9s}  {label:41s} expected {f['expected']:>14s}  found {f['found']}{note}")
    print(f"{shown(entry['file'])}: {entry['verdict'].upper()}{why(entry, rubric)}")


CSV_COLUMNS = ["file", "verdict", "n", "generator", "field", "status", "expected", "found", "note", "label", "verified",
               "notes"]  # notes: the file's own (its n not the class's, its name wrong), on each of its rows
# The cells a student or a folder wrote (a file's name, what it printed, notes quoting it): the
# spreadsheet guard's; the others are grade's own words and numbers.
CSV_FROM_STUDENTS = tuple(CSV_COLUMNS.index(c) for c in ("file", "found", "note", "label", "notes"))


def reproduce(entry):
    """The smooth command that prints the numbers a graded entry expected."""
    if entry["verdict"] == "ungraded" or not entry["settings"]:
        return ""
    s = entry["settings"]
    words = ["./smooth", "-n", str(entry["n"]), "-kernel", "cpu"] + [w for k in SETTINGS
                                                                   for w in (f"-{k}", s[k])
                                                                   if not (k == "iterations" and s[k] == "1")]
    return " ".join(shlex.quote(w) for w in words)


def csv_rows(entry):
    """A row per field (one, with the reason, for an ungraded file)."""
    base = [shown(entry["file"]), entry["verdict"], entry["n"] or "", entry["generator"] or ""]
    notes = "; ".join(entry.get("notes", ()))
    if not entry["fields"]:
        return [base + ["", "", "", "", entry["reason"], "", "", notes]]
    return [base + [key, f["status"], f["expected"], f["found"], f["note"], f.get("label", ""),
                    "yes" if f.get("verified", True) else "no", notes]
            for key, f in entry["fields"].items()]
