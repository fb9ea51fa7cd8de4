"""a_support.py - what the grader's tests of reading, judging and exports share: the package
from this checkout, smooth's facts for the tutorial's n = 1000 problem (as ./smooth -n 1000
-kernel cpu and its known wrong computations print them), and a file's roster entry made from
its text without running smooth."""
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "scripts"))

import grading  # noqa: E402
from grading import cli, lms, runs  # noqa: E402

TOP = os.path.normpath(os.path.join(HERE, "..", ".."))
SUBMISSIONS = os.path.join(TOP, "examples", "submissions")

# ./smooth -n 1000 -kernel cpu (-rng libc -seed 1): its -json record, and runs.diagnostics' values
RECORD_1000 = {"below_x": 100024, "below_y": 12, "threshold": 0.1, "a": 0.05, "b": 0.1, "c": 0.4, "iterations": 1}
MORE_1000 = {"le_x": 100024, "le_y": 12, "ghost_x": 382, "no_a_y": 2090, "swapped_y": 14}
SETTINGS_1000 = dict(cli.TUTORIAL)

# The tutorial's summary of a right n = 1000 output, its two count lines (and fractions) apart
SIZES_1000 = """Number of elements in a row/column       :: 1002
Number of inner elements in a row/column :: 1000
Total number of elements                 :: 1004004
Total number of inner elements           :: 1000000
Memory (GB) used per array               :: 0.00374021
Threshold                                :: 0.10
Smoothing constants (a, b, c)            :: 0.05 0.10 0.40
"""
# SIZES_1000's lines one by one (a test replaces one of them)
ROW, INNER, TOTAL, TOTAL_INNER, MEMORY, THRESHOLD, CONSTANTS = SIZES_1000.splitlines()
COUNTS_1000 = """Number of elements below threshold (X)   :: 100024
Fraction of elements below threshold     :: 1.00024E-01
Number of elements below threshold (Y)   :: 12
Fraction of elements below threshold     :: 1.20000E-05
"""


# The same right output as a printf-style program prints it (the thirteenth pass's cases: `n+2 = 1002`,
# `(n+2)^2 = 1004004`, `count x < t = 100024, fraction = 0.100024`)
PLAIN_1000 = """n = 1000
n+2 = 1002
(n+2)^2 = 1004004
n^2 = 1000000
memory per array = 0.00374021 GB
threshold = 0.1
a = 0.05, b = 0.1, c = 0.4
count x < t = 100024, fraction = 0.100024
count y < t = 12, fraction = 1.200000e-05
"""


# the sizes, threshold and constants of a right n = 1000 output as `key = value` lines (the fourteenth and
# fifteenth passes' cases' base, before their count lines)
SIZES_LINES_1000 = """n = 1000
n+2 = 1002
total elements = 1004004
inner elements = 1000000
memory/array = 0.00374021 GB
threshold = 0.1
a = 0.05 b = 0.10 c = 0.40
"""

# ./smooth -n 500 -kernel cpu's summary (the nineteenth round's other n), and its sizes as `key = value` lines
SMOOTH_500 = """Number of elements in a row/column       :: 502
Number of inner elements in a row/column :: 500
Total number of elements                 :: 252004
Total number of inner elements           :: 250000
Memory (GB) used per array               :: 0.000938788
Threshold                                :: 0.10
Smoothing constants (a, b, c)            :: 0.05 0.10 0.40
Number of elements below threshold (X)   :: 24914
Fraction of elements below threshold     :: 9.96560E-02
Number of elements below threshold (Y)   :: 4
Fraction of elements below threshold     :: 1.60000E-05
"""
SIZES_LINES_500 = """n = 500
n+2 = 502
total elements = 252004
inner elements = 250000
memory/array = 0.000938788 GB
threshold = 0.1
a = 0.05 b = 0.10 c = 0.40
"""

# the sixteenth pass B's base before its constants and counts, and its count lines
PASS_B_SIZES = """n = 1000
n+2 = 1002
Total elements = 1004004
Inner elements = 1000000
Memory per array = 0.00374021 GB
Threshold = 0.1
"""
PASS_B_COUNTS = """x below threshold: 100024 (fraction 0.100024)
y below threshold: 12 (fraction 1.2e-05)
"""

# the sixteenth pass A's Go printf right output (c31), a base of its recaps and percentages
GO_1000 = """n: 1000
n+2: 1002
total elements: 1004004
inner elements: 1000000
memory/array: 0.003740 GiB
threshold: 0.1
a: 0.05, b: 0.1, c: 0.4
x below threshold: 100024 (frac 0.100024)
y below threshold: 12 (frac 0.000012)
elapsed: 12.345ms
"""

def problem_1000():
    return grading.Problem(dict(RECORD_1000), lambda: dict(MORE_1000))


def entry_of(text, name="student.txt", problem=None):
    """The roster entry grade makes of `text` graded as the tutorial's n = 1000 problem."""
    reading = grading.read_output(text)
    n, how = grading.size_of(reading)
    entry = {"file": name, "verdict": "ungraded", "n": n, "n_from": how, "generator": "-rng libc -seed 1", "stated": "",
             "settings": dict(SETTINGS_1000), "header_ignored": {}, "fields": {}, "reason": "", "notes": []}
    if n is None or not {"below_x", "below_y"} & set(reading["fields"]):
        entry["reason"] = how if n is None else "no count"
        return entry
    stated = runs.stated_generator(reading["header"], text)
    entry["stated"] = stated[2] if runs.reproduces(stated, entry["settings"]) else ""
    result = grading.judge(reading, n, problem or problem_1000(), stated=bool(entry["stated"]))
    entry["verdict"] = result["verdict"]
    entry["fields"] = cli.entry_fields(reading, result)
    return entry


def read_example(name):
    with open(os.path.join(SUBMISSIONS, name), encoding="utf-8") as f:
        return f.read()


RIGHT_1000 = SIZES_1000 + COUNTS_1000


def not_passing(text):
    """(verdict, {field: (status, note)} of the fields that do not pass) of `text` graded as the
    tutorial's n = 1000 problem."""
    entry = entry_of(text)
    return entry["verdict"], {key: (f["status"], f.get("note", "")) for key, f in entry["fields"].items()
                              if f["status"] != "pass"}



def graded(text):
    """(verdict, {field: status} of the fields that do not pass) as the real command gives them (`scripts/grade
    -json`: its splitting into runs too, which not_passing skips), of `text` in a file of its own: its first run's."""
    return runs_graded(text)[0]


def replaced(old, new):
    """The right n = 1000 output with one line replaced by lines of its own."""
    assert old in RIGHT_1000
    return RIGHT_1000.replace(old, new)


def count_founds(test):
    """A list that gains an item for each Found that fields.py makes while the test runs."""
    from grading import fields
    made = []

    class Counted(fields.Found):
        __slots__ = ()

        def __init__(self, *args, **kwargs):
            made.append(1)
            super().__init__(*args, **kwargs)
    test.addCleanup(setattr, fields, "Found", fields.Found)
    fields.Found = Counted
    return made


def instead(lines, new):
    """The right n = 1000 output with the tutorial's `lines` (one after another, each ending in a
    newline) replaced by `new`."""
    old = "".join(lines)
    assert old in RIGHT_1000, old
    return RIGHT_1000.replace(old, new + "\n")


def statuses(text):
    """{field: status} of the fields of `text` (graded as the n = 1000 problem) that do not pass."""
    return {key: status for key, (status, _) in not_passing(text)[1].items()}


class RightAndWrong(unittest.TestCase):
    EVERY_PLACE = False  # (True: each wrong made in every place of old, not the first)

    def right_and_wrong(self, right, wrongs):
        """Each text of `right` passes; each (old, new, field) of `wrongs` made in one that holds old (its first
        place, or every place where EVERY_PLACE) fails, one of field's names (apart by a space) among its failing fields."""
        for text in right:
            with self.subTest(text=text):
                self.assertEqual(not_passing(text), ("pass", {}))
            for old, new, field in wrongs:
                if old not in text:
                    continue
                with self.subTest(text=text, new=new):
                    verdict, bad = not_passing(text.replace(old, new, -1 if self.EVERY_PLACE else 1))
                    self.assertEqual(verdict, "fail")
                    self.assertIn("fail", [bad.get(f, ("",))[0] for f in field.split()], bad)


# the twenty-second hostile pass's base (its right/c01_c_printf.txt): a C printf output of the tutorial's n = 1000,
# Y's line last (test_pass22_c22, d22, e22, f22 build on it)
C01_1000 = """Row length (n+2): 1002
n: 1000
Total elements: 1004004
Inner elements: 1000000
Memory per array: 0.00374021 GB
Threshold: 0.1
Constants a b c: 0.05 0.1 0.4
X below threshold: 100024 (fraction 0.100024)
Y below threshold: 12 (fraction 1.2e-05)
"""


def runs_graded(text):
    """[(verdict, {field: status} of the fields that do not pass)] of each run scripts/grade -json finds in text."""
    import json
    import subprocess
    import tempfile
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(text)
    try:
        out = subprocess.run([os.path.join(TOP, "scripts", "grade"), "-json", f.name], capture_output=True, text=True,
                             cwd=TOP, check=False).stdout
    finally:
        os.unlink(f.name)
    return [(e["verdict"], {k: v["status"] for k, v in e["fields"].items() if v["status"] != "pass"})
            for e in json.loads(out)["files"]]


def graded_with_a_defect(argv, marker="DEFECT"):
    """(stdout, stderr) of grade's main run in this process with argv, its judge failing (ValueError) on a file whose
    header or a field's label holds marker: a defect of the grader's that shows on one file only."""
    import contextlib
    import io
    from unittest import mock
    real = cli.judge

    def judge(reading, *args, **kwargs):
        if marker in reading["header"] or any(marker in str(f.label) for f in reading["fields"].values()):
            raise ValueError("could not convert string to float")
        return real(reading, *args, **kwargs)
    out, err = io.StringIO(), io.StringIO()
    with mock.patch.object(cli, "judge", judge), mock.patch.object(sys, "argv", ["grade"] + list(argv)), \
            contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            cli.main()
        except SystemExit:
            pass
    return out.getvalue(), err.getvalue()
