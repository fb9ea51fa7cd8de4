"""grade - grade homework outputs (a student's program's, or smooth's)
against what ./smooth -kernel cpu computes for the same problem.

    scripts/grade [options] FILE|FOLDER|-...  e.g.  scripts/grade submissions/

A FOLDER means every regular file in it, recursively, in sorted order; -
reads standard input. Each file is read by meaning, not layout: the eleven
summary fields are found by their labels (any case, spacing, separator ::,
:, = or none, small typos, prose such as 'in x', any order, extra lines
ignored). n comes from the file (inner elements in a row/column, else
elements in a row/column - 2); the generator, seed, constants, threshold and
sweeps from the options, else the tutorial's: -rng libc -seed 1 -a 0.05 -b 0.1
-c 0.4 -t 0.1, one sweep. Only smooth's own header (its `Program :: smooth`
and `Command :: ./smooth ...` lines, with `RNG ::` and `Iterations ::`) may
choose anything, and only the data and the work, never an easier problem:
its generator and seed, and its sweeps up to -max-iterations (100), not a
problem whose counts are all or nothing (Y = 0); its constants and threshold
are reported, not used, unless -trust-header. A student's header lines
(`Iterations: 10`, `Command :: ./a.out -iterations 2`) choose nothing. A
file's reading and each of its smooth runs stop after -timeout seconds.

Counts that match the assumed generator must all match exactly; counts of
other random data (a clock seed, rand() % N, Fortran's random_number) are
judged plausible or impossible for uniform random numbers, at significance
1e-6. A wrong value that equals a known wrong computation on the same data
names the mistake (ghost cells counted, <= for <, a and b swapped,
fractions over (n+2)^2, int overflow, ...).

Verdicts: pass, plausible (counts consistent with random data, not
reproducible; every other field right), fail, ungraded (no n or no counts,
unreadable, or a header smooth refuses). Every file is graded whatever the
others contain. In a FOLDER, hidden files and folders (.DS_Store, .git) and
programs' sources, scripts and build files (.c, .cu, .f90, .py, .m, .R,
.js, .sh, .slurm, Makefile, ...) are skipped, and the grader says which;
so are links that lead out of the folders given, out of a student's
submission, or into another student's (docs/grading.md). A second result of an array (a GPU's
Y_H beside the CPU's Y) is graded as its own field; MPI ranks' partial
counts beside their total give the total; smooth's own -json and -csv
output is read as its summary. Exit status: 0 every file passes or is
plausible; 1 some file fails (and none is ungraded); 2 bad options, no
./smooth build, or the report cannot be written; 3 some file is ungraded.
-json and -csv print a roster instead of text (docs/grading.md).

For a teacher's systems (docs/grading.md "From submissions to grades"):
-rubric FILE gives points per field (partial credit; default 20 points),
-gradescope FILE and -prairielearn FILE write those autograders'
results.json for one submission's files, -canvas FILE a CSV for Canvas's
gradebook import from a folder as Canvas's "Download submissions" names its
files, and -feedback DIR a short text per student. FILE - is standard
output (instead of the text report). A student's several outputs: the best
counts where they agree; where they disagree (different counts for one
problem, a field right in one and wrong in another) the lowest counts, and
every export says so.
"""
import csv
import json
import os
import sys
import tempfile
import time
import traceback

from smoothtools import smoothlib
from smoothtools.smoothlib import fail

from . import lms, options, page, runs
from .fields import TooLong, read_output, size_of
from .lines import MAX_LINE, TooManyLines, TooManyTags
from .inputs import Batch, inputs, not_text, read_text, shown, with_archives
from .judging import judge
from .several import MAX_RUNS
from .unnamedcounts import unnamed_read
from .unread import defect_reason, note_unread, table_hint
from .runs import (CannotGrade, LIMITS, SETTINGS, TUTORIAL, degenerate, header_settings, problem_for,
                   progress_after, reproduces, smooth_args, stated_generator)
from .report import CSV_COLUMNS, CSV_FROM_STUDENTS, csv_rows, print_text, reproduce, why  # noqa: F401
from .readmes import WHY, no_student
from .rheads import r_hint
from .words import FIELDS, SECOND_FIELDS

SCRIPT = "grade"  # main() sets the name grade was run by (smooth-grade where installed so)


def invoked_name():
    """The command's name as run (argv[0]'s basename: grade, smooth-grade, a teacher's link), for
    argparse's messages and grade's own alike; 'grade' where argv[0] names no command."""
    name = os.path.basename(sys.argv[0] if sys.argv and sys.argv[0] else "")
    return name if name and name not in ("-c", "-m") and not name.endswith(".py") else "grade"
EXIT_UNGRADED = 3  # some file could not be graded (2: the command line or the machine)


def grade_runs(path, flags, cache, batch, trust=False, owner=None):
    """The file's entries: one, or where it holds several runs (several.run_ranges), one a run, shown
    as 'FILE (run 2 of 3)', each one of the student's outputs (uploads.py); past MAX_RUNS, one output, noted."""
    entry = grade_file(path, flags, cache, batch, trust, owner)
    ranges = entry.pop("runs", None)
    if not ranges:
        return [entry]
    entries, shared = [], entry.pop("shared", {})
    for k, run in enumerate(ranges, 1):
        one = grade_file(path, flags, cache, batch, trust, owner, run, shared)
        one.pop("runs", None)
        one["file"] = f"{one['file']} (run {k} of {len(ranges)})" if len(ranges) > 1 else one["file"]
        entries.append(one)
    return entries


# Fields no run's size changes: printed once above a scaling study's runs, each run's (grade_runs)
SHARED_FIELDS = ("threshold", "constants")


def grade_file(path, flags, cache, batch, trust=False, owner=None, run=None, shared=None):
    """The file's entry in the roster: file, verdict, n, n_from, generator,
    settings, header_ignored (what its header asked that was not used),
    fields {key: {status, expected, found, note}}, reason, notes (batch: inputs.Batch).
    run: the lines of one of its several runs, read alone; shared: the file's SHARED_FIELDS, for a
    run that does not print them."""
    entry = {"file": shown(batch.name(path)), "verdict": "ungraded", "n": None, "n_from": None,
             "generator": None, "stated": "", "settings": None, "header_ignored": {}, "fields": {}, "reason": "",
             "notes": [batch.misnamed[path]] if path in batch.misnamed else []}  # (what teacher and student are told)
    for note in entry["notes"]:
        print(f"{SCRIPT}: {entry['file']}: {note}", file=sys.stderr)
    try:
        if path in batch.refused and not os.path.isdir(path):  # (a folder: read_text says so)
            raise CannotGrade(f"the archive {path}: {batch.refused[path]}")
        text = read_text(path, batch)
        entry["notes"] += batch.encoded.get(path, [])  # ('read as Windows-1252 text (...)', charsets.py: '== note:')
        if not_text(text):
            raise CannotGrade(not_text(text))
        try:
            reading = read_output(text, deadline=time.monotonic() + LIMITS["timeout"], run=run)
        except TooLong as e:
            raise CannotGrade(f"reading it took more than -timeout {LIMITS['timeout']:g} s ({e.lines:,} of its "
                              f"{e.total:,} lines read)") from None
        except TooManyTags as e:  # (a page's tags, before any line is read)
            raise CannotGrade(f"it is an HTML page with {e}: not a homework output") from None
        except TooManyLines as e:
            raise CannotGrade(f"it has {e} (read to line {e.lines:,}): not a homework output") from None
        for key, found in (shared or {}).items():
            reading["fields"].setdefault(key, found)
        if reading["cut_lines"]:  # a row of the array printed: its label and first numbers read, said
            print(f"{SCRIPT}: {shown(batch.name(path))}: {reading['cut_lines']:,} line(s) longer than "
                  f"{MAX_LINE} characters read to their first {MAX_LINE} or without their long arrays (the rest of their "
                  "numbers ignored)", file=sys.stderr)
        if len(reading["runs"]) > MAX_RUNS:  # not split: a wrong run past the ones graded would pass unseen
            entry["notes"].append(f"{len(reading['runs'])} runs in one file, more than the {MAX_RUNS} grade splits a "
                                  "file into: graded as one output")
        elif reading["runs"]:  # several runs in one file: each graded (grade_runs)
            entry["runs"] = reading["runs"]
            entry["shared"] = {key: reading["fields"][key] for key in SHARED_FIELDS
                               if key in reading["fields"] and not reading["fields"][key].error}
            return entry
        n, how = size_of(reading)
        if n is None:  # (R's unlabelled '[1] 1002' prints: what to print instead, rheads.r_hint)
            note_unread(entry["notes"], text, reading["fields"])
            raise CannotGrade(how + r_hint(text) + table_hint(text))
        if n > LIMITS["max_n"]:
            entry["n"], entry["n_from"] = n, how
            size = f"two arrays of {8 * (n + 2) ** 2 / 2**30:.1f} GiB here" if n < 10**12 else "more memory than any machine has"
            said = n if n < 10**12 else "%.3g" % n if n < 10**308 else f"a number of {len(str(n))} digits"
            raise CannotGrade(f"it says n = {said}; grade computes the expected "
                              f"values up to n = {LIMITS['max_n']} ({size}; -max-n N to allow more)")
        entry["n"], entry["n_from"] = n, how
        if "below_x" not in reading["fields"] and "below_y" not in reading["fields"]:
            reading = unnamed_read(  # ('Before smoothing: 100024 (0.100024)': unnamedcounts.py)
                text, n, reading, run, time.monotonic() + LIMITS["timeout"], entry["notes"])
        if "below_x" not in reading["fields"] and "below_y" not in reading["fields"]:
            note_unread(entry["notes"], text, reading["fields"])
            raise CannotGrade("no count of elements below the threshold (X or Y) found")
        settings = dict(TUTORIAL)
        used, entry["header_ignored"] = header_settings(reading["header"], flags, trust)
        settings.update(used)
        settings.update({k: v for k, v in flags.items() if v is not None})
        entry["settings"] = settings
        entry["generator"] = f"-rng {settings['rng']} -seed {settings['seed']}"
        stated = stated_generator(reading["header"], text)
        entry["stated"] = shown(stated[2]) if reproduces(stated, settings) else ""
        problem = problem_for(n, settings, cache, owner or batch.submission_of(path))
        if used and degenerate(problem.record, n):  # a header may not choose an all-or-nothing problem
            teachers = dict(TUTORIAL, **{k: v for k, v in flags.items() if v is not None})
            other = problem_for(n, teachers, cache, owner or batch.submission_of(path))
            if not degenerate(other.record, n):
                entry["header_ignored"].update(used)
                settings = entry["settings"] = teachers
                entry["generator"] = f"-rng {settings['rng']} -seed {settings['seed']}"
                entry["stated"] = shown(stated[2]) if reproduces(stated, settings) else ""
                problem = other
        result = judge(reading, n, problem, stated=bool(entry["stated"]))
    except Exception as e:  # noqa: BLE001 - CannotGrade says why; any other is a defect of grade's (smooth's failures
        if not isinstance(e, CannotGrade):  # are CannotGrade, runs.problem_for): that file ungraded, the class graded
            traceback.print_exc()
            entry["grader_defect"] = True  # (no points exported for it, nothing blamed on the student: lms.py)
        entry["reason"] = shown(str(e)) if isinstance(e, CannotGrade) else defect_reason(e)
        return entry
    entry["verdict"] = result["verdict"]
    entry["fields"] = entry_fields(reading, result)
    return entry


def entry_fields(reading, result):
    """The roster's fields of a judged reading: {key: {status, expected, found, note, label}}."""
    fields = {}
    for key, _ in FIELDS + SECOND_FIELDS:
        check = result["checks"].get(key)
        if check is None:  # a second result the file does not print
            continue
        found = reading["fields"].get(key)
        fields[key] = {"status": check.status, "expected": check.expected,
                       "found": check.found, "note": check.note,
                       "label": shown(found.label) if found is not None and found.label else "",
                       "verified": check.status != "plausible"}  # (plausible: no grader can check it)
    return fields


def not_outputs(held, entries, graded, folders, batch):
    """The paths of the held entries ([(path, entry)]: a compiled program or an image, magic.py) to
    skip: those beside a graded output, of their submission (an archive, a student's folder: graded,
    its submissions) or of their student (the roster's grouping); one alone stays, ungraded."""
    beside = {path for path, _ in held if batch.submission_of(path) in graded}
    for _, group in lms.by_student(entries + [entry for _, entry in held], folders):
        if any(e["verdict"] != "ungraded" for e in group):
            ids = {id(e) for e in group}
            beside.update(path for path, entry in held if id(entry) in ids)
    return beside


def write_output(path, write):
    """write(file) to path, or to standard output for -; exit 2 if it cannot be written."""
    if path == "-":
        write(sys.stdout)
        return
    try:
        smoothlib.write_atomically(path, write)
    except OSError as e:
        fail(SCRIPT, f"cannot write {path}: {e.strerror}", 2)


def write_systems(args, entries, rubric, seconds, skipped=(), absent=()):
    """The outputs for the teacher's systems that the options ask for; the
    students whose Canvas rows have no user id (the import would skip them).
    absent: the students who handed in no output (lms.without_output), a row each."""
    folders = [shown(f) for f in args.files]
    if args.gradescope:
        write_output(args.gradescope, lambda f: (json.dump(lms.gradescope(entries, rubric, seconds, skipped=skipped),
                                                           f, indent=1), f.write("\n")))
    if args.prairielearn:
        write_output(args.prairielearn, lambda f: (json.dump(lms.prairielearn(entries, rubric, skipped=skipped), f,
                                                             indent=1), f.write("\n")))
    no_id = []
    if args.canvas:
        rows = lms.canvas_rows(list(entries) + list(absent), rubric, args.assignment, folders)
        no_id = [row[0] for row in rows[1:] if not row[1]]
        write_output(args.canvas, lambda f: csv.writer(f, lineterminator="\n").writerows(
            lms.csv_safe_rows(rows, lms.CANVAS_FROM_NAMES)))
    if args.feedback:
        groups = lms.by_student(list(entries) + list(absent), folders)
        for (who, group), name in zip(groups, lms.feedback_names(groups)):
            text = lms.student_feedback(group, rubric, reproduce, folders)
            write_output(os.path.join(args.feedback, name), lambda f, text=text: f.write(text))
    return no_id


class Progress:
    """'grade: file 3 of 8: NAME' on a terminal's stderr once the batch has
    taken a second (SMOOTH_PROGRESS_AFTER seconds, as smooth's), cleared
    before each file's report; nothing when stderr is not a terminal."""

    def __init__(self, total):
        self.total, self.start, self.shown = total, time.monotonic(), False
        self.after = progress_after(os.environ.get("SMOOTH_PROGRESS_AFTER"))
        self.tty = sys.stderr.isatty()

    def show(self, k, name):
        if self.tty and time.monotonic() - self.start >= self.after:
            sys.stderr.write(f"\r{SCRIPT}: file {k + 1} of {self.total}: {shown(name)[-60:]}")
            sys.stderr.flush()
            self.shown = True

    def clear(self):
        if self.shown:
            sys.stderr.write("\r\x1b[K")
            sys.stderr.flush()
            self.shown = False


def credited_line(credited, rubric):
    """The summary line of the students whose points include credit for unverified counts."""
    names = ", ".join(shown(row[0]["student"]) for row in credited[:5]) + (", ..." if len(credited) > 5 else "")
    return (f"{SCRIPT}: {len(credited)} student(s) got credit for counts that could not be verified "
            f"(the rubric's credit {rubric['credit']['plausible']:g}): {names}")


def main():
    global SCRIPT
    SCRIPT = runs.SCRIPT = invoked_name()
    parser, args = options.parse(SCRIPT, __doc__, sys.argv[1:])
    try:
        rubric = lms.load_rubric(args.rubric)
    except lms.RubricError as e:
        fail(SCRIPT, str(e), 2)
    if args.show_expected:
        rubric["show_expected"] = True
    to_stdout = [name for name in ("gradescope", "prairielearn", "canvas", "html") if getattr(args, name) == "-"]
    if len(to_stdout) + bool(args.json or args.csv) > 1:
        parser.error("one report on standard output: -json, -csv or one of -gradescope/-prairielearn/-canvas/-html -")
    quiet = bool(to_stdout)
    options.check_destinations(SCRIPT, args, parser)
    started = time.monotonic()
    smoothlib.need_smooth(SCRIPT)
    flags = {k: getattr(args, k) for k in SETTINGS}
    if any(v is not None for v in flags.values()):  # a value smooth refuses is a bad option (exit 2), not
        settings = dict(TUTORIAL, **{k: v for k, v in flags.items() if v is not None})  # every file ungraded
        try:
            smoothlib.run_smooth(smooth_args("1", settings) + ["-dry-run"], SCRIPT, raise_failure=True)
        except smoothlib.SmoothFailed as e:  # smooth's own words, not the command grade made up
            said = str(e).split(": ", 1)[-1].strip()
            said = said[len("smooth: "):] if said.startswith("smooth: ") else said
            fail(SCRIPT, said.replace("; try -help", f"; try {SCRIPT} -help") if e.code == 2 else str(e), e.code)
    missing = [f for f in args.files if f != "-" and not os.path.lexists(f)]
    if missing:
        fail(SCRIPT, f"no such file or folder: {', '.join(shown(f) for f in missing)}", 2)
    own = [p for p in (args.gradescope, args.prairielearn, args.canvas, args.feedback, args.html) if p and p != "-"]
    batch = Batch()  # what is learnt of the files given, passed along
    files, skipped = inputs(args.files, batch, own)
    unpacked = tempfile.TemporaryDirectory(prefix="grade-archives-")  # removed at exit, or on a signal
    files = with_archives(files, skipped, unpacked.name, batch)
    skipped.sort()
    if skipped:
        print(f"{SCRIPT}: skipped {len(skipped)} file(s) that are not outputs: "
              + "; ".join(f"{shown(path)} ({why})" for path, why in skipped), file=sys.stderr)
    if not files and (args.gradescope or args.prairielearn):  # the autograder still reports: 0 points
        write_systems(args, [], rubric, time.monotonic() - started, skipped)
        fail(SCRIPT, f"no output to grade in {' '.join(args.files)}", EXIT_UNGRADED)
    if not files:
        fail(SCRIPT, f"no files to grade in {' '.join(args.files)}", 2)
    cache, entries = {}, []
    writer = csv.writer(sys.stdout, lineterminator="\n") if args.csv and not quiet else None
    progress = Progress(len(files))
    folders = [shown(f) for f in args.files]  # as the roster names them: one budget a student
    held, graded, notes = [], set(), []  # a program's or an image's entry, until its student's outputs are graded
    for k, path in enumerate(files):  # one bad file does not stop the batch
        progress.show(k, batch.name(path))
        owner = lms.budget_owner(shown(batch.name(path)), folders)
        for entry in grade_runs(path, flags, cache, batch, args.trust_header, owner):
            progress.clear()
            if path in batch.not_output:
                held.append((path, entry))
                continue
            if no_student(path, entry, batch):  # a folder's README: no student (readmes.py)
                notes.append((batch.name(path), WHY))
                continue
            entries.append(entry)
            if entry["verdict"] != "ungraded":
                graded.add(batch.submission_of(path))
            if not writer and not args.json and not quiet and args.n is None:
                print_text(entry, rubric, SCRIPT)
    apart = not_outputs(held, entries, graded, folders, batch)
    for path, entry in held:
        if path not in apart:  # alone: ungraded, saying what it is
            entries.append(entry)
            if not writer and not args.json and not quiet and args.n is None:
                print_text(entry, rubric, SCRIPT)
    if apart:
        more = sorted((batch.name(path), f"{batch.not_output[path]}, not an output") for path in apart)
        print(f"{SCRIPT}: skipped {len(more)} more file(s) that are not outputs, beside a graded one: "
              + "; ".join(f"{shown(path)} ({why})" for path, why in more), file=sys.stderr)
        skipped = sorted(skipped + more)
    if notes:
        print(f"{SCRIPT}: skipped {len(notes)} more file(s) that are not outputs: "
              + "; ".join(f"{shown(path)} ({why})" for path, why in notes), file=sys.stderr)
        skipped = sorted(skipped + notes)
    aside = []
    if args.n is not None:  # -n N: a student's outputs at another n beside one at N set aside, others fail
        entries, aside = lms.set_aside(entries, args.n, folders)
        for entry in entries:
            lms.require_size(entry, args.n)
            if not writer and not args.json and not quiet:
                print_text(entry, rubric, SCRIPT)
    common, noted = lms.size_notes(entries, folders) if args.n is None else (None, [])  # n not the class's: noted
    absent = lms.without_output(entries, [(shown(p), why) for p, why in skipped], folders)  # a row each
    if writer:  # (after the class's notes)
        writer.writerow(CSV_COLUMNS)
        for entry in entries:
            writer.writerows(lms.csv_safe_rows(csv_rows(entry), CSV_FROM_STUDENTS))
    tally = {v: sum(e["verdict"] == v for e in entries) for v in ("pass", "plausible", "fail", "ungraded")}
    tally["files"], tally["skipped"] = len(entries), len(skipped)
    mistakes = lms.class_mistakes(entries)
    credited = lms.credited_unverified(lms.roster(entries, rubric, [shown(f) for f in args.files]), rubric)
    tally["credited_unverified"], tally["without_output"] = len(credited), len(absent)
    if args.json:
        students = [{"student": who["student"], "user_id": who["user_id"], "late": who["late"], "file": entry["file"],
                     "verdict": entry["verdict"], "points": points, "why": lms.fail_without_loss(entry, rubric)
                     or (entry["reason"] if entry.get("skipped_only") or entry["verdict"] == "ungraded" else ""),
                     "disagree": lms.disagreement_note(group, rubric), "notes": entry["notes"]}
                    for who, group, entry, points in lms.roster(entries + absent, rubric, folders)]
        json.dump({"files": entries, "tally": tally, "students": students,
                   "mistakes": [{"mistake": m, "files": len(n)} for m, n in mistakes],
                   "skipped": [{"file": shown(path), "why": why} for path, why in skipped]}, sys.stdout, indent=1)
        print()
    elif not args.csv and not quiet:
        if mistakes and len(entries) > 1:  # what to go over in class: each mistake, and how many files make it
            print(f"{SCRIPT}: the class's mistakes, by the files that make them:")
            for mistake, files in mistakes:
                files = len(files)
                print(f"{files:6d}  {mistake}")
        print(f"{SCRIPT}: {len(entries)} file(s): {tally['pass']} pass, {tally['plausible']} plausible, "
              f"{tally['fail']} fail, {tally['ungraded']} ungraded")
    if credited:  # the gradebook holds points no grader checked: said whatever the report's form, on
        print(credited_line(credited, rubric), file=sys.stderr)  # stderr as grade's other notices
    disagree = [row for row in lms.roster(entries, rubric, [shown(f) for f in args.files]) if lms.disagreement(row[1])]
    if disagree:  # contradicting answers: the lowest counted, said as the credit for unverified counts is
        names = ", ".join(shown(row[0]["student"]) for row in disagree[:5]) + (", ..." if len(disagree) > 5 else "")
        print(f"{SCRIPT}: {len(disagree)} student(s) handed in outputs that disagree, each scored by the lowest of "
              f"them: {names}", file=sys.stderr)
    if noted:  # a size the class did not run: the teacher checks it (-n N fails it)
        print(f"{SCRIPT}: {len(noted)} output(s) at another n than the class's most common n = {common}, noted in "
              f"every export, not failed (-n {common} would fail them): "
              + ", ".join(f"{shown(e['file'])} (n = {e['n']})" for e in noted[:5])
              + (", ..." if len(noted) > 5 else ""),
              file=sys.stderr)
    if aside:  # -n N: not graded, said
        print(f"{SCRIPT}: {len(aside)} output(s) at another n than -n {args.n} set aside, not graded (their students "
              f"have outputs at n = {args.n}): " + ", ".join(f"{shown(e['file'])} (n = {e['n']})" for e in aside[:5])
              + (", ..." if len(aside) > 5 else ""), file=sys.stderr)
    if absent:  # a row each, 0 points: the teacher sees who handed in no output at all
        print(f"{SCRIPT}: {len(absent)} student(s) handed in no output, only files skipped (0 points, ungraded, in "
              "every export): " + ", ".join(shown(e["file"]) for e in absent[:5])
              + (", ..." if len(absent) > 5 else ""),
              file=sys.stderr)
    no_id = write_systems(args, entries, rubric, time.monotonic() - started, skipped, absent)
    if args.html:
        write_output(args.html, lambda f: f.write(page.page(
            entries + absent, tally, mistakes, rubric, [shown(p) for p in args.files], reproduce, shown, skipped,
            args.assignment or "smooth homework", lms.file_mistakes)))
    if no_id:
        print(f"{SCRIPT}: warning: {len(no_id)} student(s) have no Canvas user id in their file or folder names "
              f"({', '.join(shown(name) for name in no_id[:5])}{', ...' if len(no_id) > 5 else ''}): Canvas's import "
              "skips their rows; enter those grades by hand (anonymous grading gives no ids)", file=sys.stderr)
    code = EXIT_UNGRADED if tally["ungraded"] or no_id or absent else 1 if tally["fail"] else 0
    if code:  # what the exit code means, where a script or a person reads it
        print(f"{SCRIPT}: exit {code}: " + ("some file could not be graded" if tally["ungraded"] else
                                           "a student handed in no output" if absent else
                                           "a student has no Canvas user id" if no_id else "some file fails"),
              file=sys.stderr)
    return code


def run():
    """The console script's entry (scripts/grade, pyproject.toml's smooth-grade)."""
    smoothlib.run_main(invoked_name(), main)
