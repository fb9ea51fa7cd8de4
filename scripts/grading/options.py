"""options.py - grade's command line: its options and their help (-help, the man page and the bash
completion are made from them), the values checked before any grading, and the files the run will
write found writable first. Part of the grader; cli.py runs the command.
"""
import math
import os
import tempfile

from smoothtools import smoothlib
from smoothtools.smoothlib import fail

from . import lms
from .inputs import shown
from .report import CSV_COLUMNS
from .runs import LIMITS, PROBLEMS


def parse(script, doc, argv):
    """(parser, args): grade's options read from argv (smooth's single-dash style), the limits they
    set put in runs.LIMITS; a bad value is exit 2 (parser.error)."""
    parser = smoothlib.script_parser(script, doc, {
        0: "every file passes or is plausible", 1: "some file fails",
        3: "some file could not be graded (or a student handed in no output, or, with -canvas, a student has no "
           "Canvas user id)"})
    parser.add_argument("files", nargs="+", metavar="FILE",
                        help="an output to grade; a folder: every file in it, recursively (sources, scripts "
                             "such as .c .py .m .R .sh .slurm, build files and hidden files skipped and named); "
                             "-: standard input")
    parser.add_argument("-rng", choices=["libc", "counter"], help="the generator assumed (default: libc)")
    parser.add_argument("-seed", help="its seed (default 1)")
    parser.add_argument("-a", help="the diagonal neighbours' weight the outputs used (default 0.05)")
    parser.add_argument("-b", help="the edge neighbours' weight (default 0.1)")
    parser.add_argument("-c", help="the centre's weight (default 0.4)")
    parser.add_argument("-t", help="the threshold (default 0.1)")
    parser.add_argument("-iterations", help="sweeps the outputs made (default: smooth's own header's, else 1)")
    parser.add_argument("-n", type=int, metavar="N",
                        help="the size every output must be run at: an output at another n fails (every field that "
                             "depends on n, naming both sizes); without -n, an output whose n is not the class's most "
                             "common is noted in every export, not failed")
    parser.add_argument("-max-iterations", type=int, default=LIMITS["max_iterations"], metavar="K",
                        help="the most sweeps a file's header may ask for (default %(default)s); more: ungraded")
    parser.add_argument("-max-n", type=int, default=LIMITS["max_n"], metavar="N",
                        help="the largest n grade computes expected values for (default %(default)s: two arrays of "
                             "8.0 GiB); a file that says more: ungraded")
    parser.add_argument("-timeout", type=float, default=LIMITS["timeout"], metavar="SECONDS",
                        help="the longest a file's reading, and each of its smooth runs, may take (default "
                             "%(default)g s); longer: ungraded")
    parser.add_argument("-submission-budget", type=float, default=LIMITS["submission_budget"], metavar="SECONDS",
                        help="budgets: the reference runs one submission (a file, a student's folder or archive; "
                             "all of a student's where Canvas names carry a user id) may cost (default %(default)g s),"
                             " and at most " + str(PROBLEMS["submission"]) +
                             " different problems; past either, its further files are ungraded")
    parser.add_argument("-batch-budget", type=float, default=LIMITS["batch_budget"], metavar="SECONDS",
                        help="the same for the whole batch (default %(default)g s, at most " +
                             str(PROBLEMS["batch"]) + " problems); inf: no limit")
    parser.add_argument("-trust-header", action="store_true",
                        help="also take -a -b -c -t from smooth's own header (its outputs of other problems); by "
                             "default smooth's header chooses only the generator, seed and sweeps, a student's nothing")
    form = parser.add_mutually_exclusive_group()
    form.add_argument("-json", action="store_true", help='one JSON document {"files": [...], "tally": {...}}')
    form.add_argument("-csv", action="store_true", help="a line per file and field: " + ",".join(CSV_COLUMNS))
    systems = parser.add_argument_group("for a teacher's systems (FILE - is standard output)")
    systems.add_argument("-rubric", metavar="FILE", help="points per field and credit per status, as JSON "
                         "(default: 20 points, docs/grading.md); \"credit\": {\"plausible\": S} is the share "
                         "unverified counts earn (default %g: full credit, flagged unverified in every export); "
                         "\"show_expected\": true as -show-expected"
                         % lms.DEFAULT_CREDIT["plausible"])
    systems.add_argument("-show-expected", action="store_true",
                         help="show students the expected values and the smooth command that prints them (in "
                              "-feedback, -gradescope, -prairielearn); by default they see what they printed and the "
                              "mistake named, not the answer key (an autograder's instant feedback would hand it to "
                              "any upload); the rubric's \"show_expected\": true does the same")
    systems.add_argument("-gradescope", metavar="FILE", help="Gradescope's results.json for one submission's files")
    systems.add_argument("-prairielearn", metavar="FILE", help="PrairieLearn's results.json for one submission's files")
    systems.add_argument("-canvas", metavar="FILE", help="a CSV for Canvas's gradebook import: a row per student "
                         "(from Canvas's download names; 0 for one who handed in no output), the best score (the "
                         "lowest where their outputs disagree), Late, and Notes where a row has one (a disagreement, "
                         "an n not the class's, why ungraded)")
    systems.add_argument("-assignment", default=None, metavar="NAME",
                         help="-canvas's assignment column, as Canvas names it, e.g. 'Homework 3 (123456)' "
                              "(needed with -canvas)")
    systems.add_argument("-feedback", metavar="DIR", help="a short text per student: right, wrong, the mistake, "
                         "the smooth command that gives the expected numbers")
    systems.add_argument("-html", metavar="FILE", help="one self-contained page for a browser: the tally, the "
                         "class's mistakes as a chart, the roster with verdicts and points, each student's feedback")
    args = parser.parse_args(argv)
    if args.max_iterations < 1 or args.max_n < 1:
        parser.error("-max-iterations and -max-n must be positive")
    if args.n is not None and not 1 <= args.n <= args.max_n:
        parser.error(f"-n must be 1..{args.max_n} (-max-n); got {args.n}")
    for option in ("timeout", "submission_budget", "batch_budget"):  # inf: no limit; NaN, 0, 1e308 s: refused
        value = getattr(args, option)
        if not (0 < value <= 1e6 or value == math.inf):  # (poll takes milliseconds in a C int)
            parser.error(f"-{option.replace('_', '-')} must be 0 < SECONDS <= 1e6 (about 11 days), or inf for no "
                         f"limit; got {value:g}")
    LIMITS.update(max_iterations=args.max_iterations, timeout=args.timeout, max_n=args.max_n,
                  submission_budget=args.submission_budget, batch_budget=args.batch_budget)
    return parser, args


def writable_folder(folder):
    """Whether a file can be made in folder: tried (permissions alone do not
    say, for root or on a read-only file system or /proc)."""
    try:
        handle, probe = tempfile.mkstemp(prefix=".grade-probe.", dir=folder)
    except OSError:
        return False
    os.close(handle)
    os.unlink(probe)
    return True


def check_destinations(script, args, parser):
    """Before any grading: every file the run will write can be written (a
    batch that fails at its end has wasted the teacher's time), and -canvas
    names its gradebook column."""
    if args.canvas and args.assignment is None:
        parser.error("-canvas needs -assignment NAME, the gradebook column as Canvas names it, e.g. "
                     "-assignment 'Homework 3 (123456)' (without it the import would make a new assignment)")
    if args.assignment is not None and not args.canvas:
        parser.error("-assignment names -canvas's gradebook column; give -canvas FILE too")
    for option in ("gradescope", "prairielearn", "canvas", "html"):
        path = getattr(args, option)
        if not path or path == "-":
            continue
        if os.path.isdir(path):
            fail(script, f"-{option} {shown(path)} is a folder: give a file name", 2)
        folder = os.path.dirname(os.path.realpath(path)) if os.path.exists(path) or os.path.islink(path) \
            else os.path.dirname(path) or "."
        if not writable_folder(folder):
            fail(script, f"-{option} {shown(path)}: the folder {shown(folder)} does not exist or is not writable", 2)
    if args.feedback:
        if os.path.islink(args.feedback) and not os.path.exists(args.feedback):
            fail(script, f"-feedback {shown(args.feedback)} is a link to {shown(os.readlink(args.feedback))}, "
                 "which does not exist", 2)
        if os.path.exists(args.feedback) and not os.path.isdir(args.feedback):
            fail(script, f"-feedback {shown(args.feedback)} is not a folder", 2)
        try:
            os.makedirs(args.feedback, exist_ok=True)
        except OSError as e:
            fail(script, f"-feedback {shown(args.feedback)}: cannot make the folder: {e.strerror}", 2)
        if not writable_folder(args.feedback):
            fail(script, f"-feedback {shown(args.feedback)}: the folder is not writable", 2)
