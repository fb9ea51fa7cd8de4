"""gradelib.py - what scripts/grade knows, gathered from its modules: reading the summary fields out of
an output as students really write it, and the judging of every field (with
the likely mistake named; gradestats.py tells a plausible count from an
impossible one). Pure functions: grade runs ./smooth and hands the
results in, so tests and the fuzzer (tests/fuzz/grade_fuzz.py) call these
without it.

    reading = read_output(text)          # fields found by meaning
    n, how = size_of(reading)            # n, and which line said so
    report = judge(reading, n, problem)  # problem: smooth's facts, lazily

Its modules, by concern: gradewords.py (labels, words, numbers, what a label
names), gradefields.py (the fields of a whole output, smooth's records, n),
gradejudge.py (the judging, mistakes named), gradestats.py (plausible or
not). Everything is here under gradelib's name, as the grader, lmslib.py,
the tests and the fuzzer use it.
"""
from gradefields import *  # noqa: F401,F403
from gradejudge import *  # noqa: F401,F403
from gradestats import *  # noqa: F401,F403
from gradewords import *  # noqa: F401,F403
