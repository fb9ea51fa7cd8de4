"""grading - the grader of homework outputs (scripts/grade is its command, cli.py its body):
reading the summary fields out of an output as students really write it, the judging of every
field with the likely mistake named, and what teachers' systems take. The reading and judging
are pure functions: grade runs ./smooth and hands the results in, so the tests and the fuzzer
(tests/fuzz/grade_fuzz.py) call them without it.

    import grading
    reading = grading.read_output(text)          # fields found by meaning
    n, how = grading.size_of(reading)            # n, and which line said so
    report = grading.judge(reading, n, problem)  # problem: smooth's facts, lazily

Its modules, by concern, in the run's order:
    inputs    the files given: folders walked, links, archives (archive), text decoded; documents
              (documents, rtf) read as the text they show, programs and images named (magic)
    lines     the lines worth reading, a block at a time; each line and file bounded; other
              languages' numbers written as C's (notations)
    wrapped   prose wrapped at a width: a sentence's lines joined
    tables    tables, a label over its value, decimal commas: rewritten as 'label :: value' lines
              (rownames: a row-name column's rows, a version each)
    words     labels, words, numbers, what a label names (labelwords: what else its words say;
              versionwords: a version's names; devices: a GPU's properties, no field)
    layout    a field's number on either side of its label, competing numbers named
    statements  a line's statements, each read as a line (a record on one line, prose's clauses,
              fields apart by spaces: spaced; a grid's shapes: grids; a listing of elements: listings)
    fields    the fields of a whole output (records: smooth's own -json/-csv; sizes: n; printed:
              the Found a line gives)
    runs      the reference runs of ./smooth for a file's problem (cached), and its header's say
    judging   each field against smooth's numbers, mistakes named (stats: plausible or not)
    lms       points, rosters, Canvas, Gradescope, PrairieLearn, feedback
    students  whose file is whose: Canvas's names, a student's files together
    uploads   a student's several outputs: the one that counts, what they disagree on
    page      the class page (-html)
    report    the text report, -csv's rows, the command that reproduces a file's reference
    options   the command line: options and their help, checked before any grading
    cli       the command: the batch, the exports, the exit status

A module imports the ones it needs by name, never this package's gathering below, which is
what the tests, the fuzzer and dev tools use.
"""
from .fields import TooLong, int32, read_output, size_of, smooth_record
from .judging import Problem, judge
from .stats import below_probability, plausible_x, plausible_y, plausible_y_swept
from .words import FIELDS, LABELS, SECOND, SECOND_FIELDS

__all__ = ["FIELDS", "LABELS", "SECOND", "SECOND_FIELDS", "Problem", "TooLong", "below_probability", "int32",
           "judge", "plausible_x", "plausible_y", "plausible_y_swept", "read_output", "size_of", "smooth_record"]
