"""The twenty-second pass's (h22) items f22 took, each with realistic variants and a one-value-wrong twin.

1. H10: a recap of both counts under the word 'total' ('Totals: x 100024, y 13', 'Total: x=100024 y=13', 'In
   total: x=100024, y=13'): before, 'Totals' made x's count a second total of elements, a second run that was
   UNGRADED ('no line gives n') beside a first that PASSed: 20 of 20 and empty Canvas Notes for a wrong Y, exit 3
   for a right one. Now the line is a recap of the counts (totalrecaps.py): one run, a wrong Y FAILs, a right one
   PASSes.
2. Any ungraded output of a student beside the one that counts (a file's run 2 of 2) is named with its reason in
   Canvas's Notes (and the page's roster, PrairieLearn's message): before, the Notes were empty (lms.ungraded_beside).

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass22_f22
"""
import csv
import json
import os
import subprocess
import tempfile
import time
import unittest

import grading
import importlib

from grading import lms
from tests.grader.a_support import C01_1000, TOP, not_passing

BASE = C01_1000  # (a_support: the hostile pass's right/c01_c_printf.txt)

BASE_500 = """Row length (n+2): 502
n: 500
Total elements: 252004
Inner elements: 250000
Memory per array: 0.000938788 GB
Threshold: 0.1
Constants a b c: 0.05 0.1 0.4
X below threshold: 24914 (fraction 0.099656)
Y below threshold: 4 (fraction 1.6e-05)
"""


def runs_of(text, *options):
    """[(verdict, {field: status} not passing)] a run each, and grade's exit status, of `text` in a file of its
    own (the real command: its splitting into runs)."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(text)
    try:
        done = subprocess.run([os.path.join(TOP, "scripts", "grade"), "-json", *options, f.name],
                              capture_output=True, text=True, cwd=TOP, check=False)
    finally:
        os.unlink(f.name)
    files = json.loads(done.stdout)["files"]
    return [(e["verdict"], {k: v["status"] for k, v in e["fields"].items() if v["status"] != "pass"})
            for e in files], done.returncode


class TotalsRecap(unittest.TestCase):
    RIGHT = ("Totals: x 100024, y 12", "Total: x=100024 y=12", "In total: x=100024, y=12",
             "TOTALS  x: 100024  y: 12", "In total, x has 100024 and y has 12", "Totals (x, y): 100024, 12",
             "totals = (x: 100024, y: 12)", "Grand total: X = 100,024, Y = 12", "Total -> x: 100024, y: 12")

    def test_right_recaps_one_run_pass(self):
        for line in self.RIGHT[:3]:  # (the real command: one run, exit 0)
            with self.subTest(line=line):
                self.assertEqual(runs_of(BASE + line + "\n"), ([("pass", {})], 0))
        for line in self.RIGHT:
            with self.subTest(line=line):
                self.assertEqual(not_passing(BASE + line + "\n"), ("pass", {}))

    def test_wrong_recaps_fail(self):
        for line in self.RIGHT:
            for old, new, field in (("12", "13", "below_y"), ("12", "21", "below_y"), ("100", "101", "below_x")):
                wrong = line.replace(old, new, 1)
                with self.subTest(line=wrong):
                    self.assertEqual(not_passing(BASE + wrong + "\n")[0], "fail")
                    self.assertEqual(set(not_passing(BASE + wrong + "\n")[1]), {field})
        # the probe itself through the real command: one run, FAIL on Y, not PASS + UNGRADED
        self.assertEqual(runs_of(BASE + "Totals: x 100024, y 13\n")[0], [("fail", {"below_y": "fail"})])

    def test_n_500(self):
        problem = grading.Problem({"below_x": 24914, "below_y": 4, "threshold": 0.1, "a": 0.05, "b": 0.1, "c": 0.4,
                                   "iterations": 1}, lambda: {"le_x": 24914, "le_y": 4, "ghost_x": 97, "no_a_y": 523,
                                                              "swapped_y": 5})
        from tests.grader.a_support import entry_of
        for line, verdict in (("Totals: x 24914, y 4", "pass"), ("In total: x=24914, y=5", "fail")):
            with self.subTest(line=line):
                self.assertEqual(entry_of(BASE_500 + line + "\n", problem=problem)["verdict"], verdict)

    def test_not_counts_left(self):
        """two arrays' equal sizes, a total of elements, a sentence: as they were"""
        for text in ("Total: x 1004004, y 1004004\n", "Total: 1004004\n", "Totals: x 100024, y 12, z 5\n",
                     "Total time: x 1.5, y 2.5\n"):
            self.assertEqual(importlib.import_module("grading.totalrecaps").totals_recapped(text), text)

    def test_cost(self):
        for text in ("Totals: x " + " " * 4000 + "\n", "Total: x 1" + "0" * 20_000_000 + "\n",
                     "Totals:" + " x 1," * 200_000 + "\n"):
            start = time.process_time()
            importlib.import_module("grading.totalrecaps").totals_recapped(text)
            self.assertLess(time.process_time() - start, 2.0)


class UngradedRunNamed(unittest.TestCase):
    # a run with no n of its own after a right output: still UNGRADED, and now named
    TEXT = BASE + "Total: 999\ny below threshold: 12\n"

    def test_canvas_notes_name_the_run(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "smithjohn_12345_900001_out.txt")
            with open(path, "w") as f:
                f.write(self.TEXT)
            out = os.path.join(tmp, "grades.csv")
            done = subprocess.run([os.path.join(TOP, "scripts", "grade"), "-canvas", out, "-assignment", "HW3 (1)", path],
                                  capture_output=True, text=True, cwd=TOP, check=False)
            self.assertEqual(done.returncode, 3, done.stderr)
            with open(out, newline="") as f:
                rows = list(csv.DictReader(f))
            self.assertIn("Notes", rows[0])
            self.assertIn("(run 2 of 2) not graded: no line gives n", rows[0]["Notes"])

    def test_notes_of_groups(self):
        graded = {"file": "a.txt (run 1 of 2)", "verdict": "pass", "n": 1000, "fields": {}, "notes": [], "reason": ""}
        left = {"file": "a.txt (run 2 of 2)", "verdict": "ungraded", "n": None, "fields": {}, "notes": [],
                "reason": "no count"}
        self.assertEqual(lms.ungraded_beside([graded, left], graded), ["a.txt (run 2 of 2) not graded: no count"])
        self.assertEqual(lms.ungraded_beside([graded], graded), [])
        many = [dict(left, file=f"a.txt (run {k} of 6)") for k in range(2, 7)]
        self.assertEqual(len(lms.ungraded_beside([graded] + many, graded)), 4)


if __name__ == "__main__":
    unittest.main()


def _memory(text):
    """(status, found, note) of text's memory field (graded as the tutorial's n = 1000 problem)."""
    from tests.grader.a_support import entry_of
    field = entry_of(text)["fields"]["memory"]
    return field["status"], field["found"], field["note"]


class MemoryUnitNamed(unittest.TestCase):
    """Section 3: a memory in another unit than its label (MiB labelled GB, bytes / 10^6, KiB, bytes) fails and
    is named with its unit: before, 'no known mistake gives it' where the value was a slip off the unit's
    (c22's 3.830002), and the unit never said."""

    def test_named(self):
        for line, unit in (("Memory per array: 3.829971 GB", "MiB: bytes / 2^20"),
                           ("memory per array: 3.830002 GB", "MiB: bytes / 2^20"),
                           ("Memory (GB) used per array: 4.016016", "MB: bytes / 10^6"),
                           ("mem_gb = 3921.89", "KiB: bytes / 2^10"), ("Memory per array: 3921 GB", "KiB"),
                           ("Memory per array (GB): 4016016", "bytes"),
                           ("Memory per array: 0.00374021 MB", "GiB: bytes / 2^30"),
                           ("Memory per array: 7.659943 GB", "MiB: 2 x bytes / 2^20")):
            with self.subTest(line=line):
                status, _, note = _memory(BASE.replace("Memory per array: 0.00374021 GB", line))
                self.assertEqual(status, "fail")
                self.assertTrue(note.startswith("in another unit than the label says (" + unit), note)

    def test_right_units_pass_and_others_unnamed(self):
        for line in ("Memory per array: 3.829971 MB", "Memory per array: 3921.89 KiB", "Memory per array: 0.004016 GB",
                     "Memory per array: 4016016 bytes"):
            with self.subTest(line=line):
                self.assertEqual(_memory(BASE.replace("Memory per array: 0.00374021 GB", line))[0], "pass")
        for line in ("Memory per array: 3.929971 GB", "Memory per array: 0.00383 GB",
                     "Memory per array: 5.1 GB"):  # (no unit's value: no unit named)
            with self.subTest(line=line):
                status, _, note = _memory(BASE.replace("Memory per array: 0.00374021 GB", line))
                self.assertEqual(status, "fail")
                self.assertNotIn("another unit", note)


class BothArraysMemory(unittest.TestCase):
    """Section 3 (P32): both arrays' memory printed as one array's: before, found '0.00374021 and 0.00374021',
    'two different values'; now the line is named as both arrays' memory; a right 0.00748042 passes."""

    def test_named(self):
        for line in ("Total memory (both arrays): 0.00374021 GB", "Memory for x and y: 0.00374021 GB",
                     "mem(x+y) = 0.00374021 GB"):
            with self.subTest(line=line):
                status, found, note = _memory(BASE + line + "\n")
                self.assertEqual(status, "fail")
                self.assertEqual(found, "0.00374021 (one array) and 0.00374021 (both arrays)")
                self.assertIn("the memory of both arrays (line 10", note)
                self.assertNotIn("two different values", note)

    def test_right_and_wrong_twice(self):
        for line in ("Total memory (both arrays): 0.00748042 GB", "Both arrays together use 0.00748042 GB",
                     "Memory for x and y: 0.00748042 GB"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(BASE + line + "\n"), ("pass", {}))
                status, found, note = _memory(BASE + line.replace("0.00748042", "0.00748024") + "\n")
                self.assertEqual(status, "fail")
        status, _, note = _memory(BASE + "Total memory (both arrays): 0.00748024 GB\n")
        self.assertIn("for both arrays (line 10), which is not twice it", note)


# the nineteenth pass's c15_R_print: R's print() of the first four values, cat() with labels for the rest
R_HEAD = """[1] 1002
[1] 1000
[1] 1004004
[1] 1e+06
Memory per array (GB): 0.003740206 
Threshold: 0.1 
a b c: 0.05 0.1 0.4 
Below threshold in x: 100024 fraction: 0.100024 
Below threshold in y: 12 fraction: 1.2e-05 
"""
R_PRINTS = """[1] 1002
[1] 1000
[1] 1004004
[1] 1e+06
[1] 0.003740206
[1] 0.1
[1] 0.05 0.10 0.40
[1] 100024
[1] 0.100024
[1] 12
[1] 1.2e-05
"""


class RPrintsFirst(unittest.TestCase):
    """Leftover (eighteenth round): R's print() of the first values with no labels, labelled lines after them:
    before UNGRADED ('no line gives n'); now the prints are the summary's first fields where the labelled lines
    after them go on in its order (rheads.py); another order is left UNGRADED, its reason saying what to print."""

    def test_right(self):
        two = R_HEAD.replace("[1] 1004004\n[1] 1e+06\n", "Total elements: 1004004\nInner elements: 1000000\n")
        cat = R_HEAD.replace("Below threshold in x: 100024 fraction: 0.100024 \nBelow threshold in y: 12 fraction: "
                             "1.2e-05 \n", "x below t: 100024 (0.100024)\ny below t: 12 (1.2e-05)\n")
        for text in (R_HEAD, two, cat):
            with self.subTest(text=text[:60]):
                self.assertEqual(not_passing(text), ("pass", {}))

    def test_wrong_fails_on_its_field(self):
        for old, new, field in (("[1] 1002", "[1] 1004", "row"), ("[1] 1004004", "[1] 1000000", "total"),
                                ("[1] 1e+06", "[1] 1e+05", "total_inner"), ("in y: 12", "in y: 21", "below_y"),
                                ("in x: 100024", "in x: 100042", "below_x")):
            with self.subTest(new=new):
                verdict, bad = not_passing(R_HEAD.replace(old, new))
                self.assertEqual((verdict, set(bad)), ("fail", {field}))

    def test_n_500(self):
        from tests.grader.a_support import entry_of
        problem = grading.Problem({"below_x": 24914, "below_y": 4, "threshold": 0.1, "a": 0.05, "b": 0.1, "c": 0.4,
                                   "iterations": 1}, lambda: {"le_x": 24914, "le_y": 4, "ghost_x": 97, "no_a_y": 523,
                                                              "swapped_y": 5})
        text = ("[1] 502\n[1] 500\n[1] 252004\n[1] 250000\nMemory per array (GB): 0.0009387880\nThreshold: 0.1\n"
                "a b c: 0.05 0.1 0.4\nBelow threshold in x: 24914 fraction: 0.099656\n"
                "Below threshold in y: 4 fraction: 1.6e-05\n")
        self.assertEqual(entry_of(text, problem=problem)["verdict"], "pass")
        self.assertEqual(entry_of(text.replace("[1] 502", "[1] 500"), problem=problem)["fields"]["row"]["status"], "fail")

    def test_not_tied(self):
        """n printed before n+2, or a gap in the order (no total after two prints): not tied (so is a wrong size
        that breaks the order, an inner total above the total: UNGRADED, with the reason below)"""
        swapped = R_HEAD.replace("[1] 1002\n[1] 1000\n", "[1] 1000\n[1] 1002\n")
        self.assertEqual(not_passing(swapped)[0], "ungraded")
        gap = R_HEAD.replace("[1] 1004004\n[1] 1e+06\n", "Inner elements: 1000000\n")
        statuses = {k: s for k, (s, _) in not_passing(gap)[1].items()}
        self.assertEqual(statuses, {"row": "missing", "inner": "missing", "total": "missing"})

    def test_reason_says_what_to_print(self):
        swapped = R_HEAD.replace("[1] 1002\n[1] 1000\n", "[1] 1000\n[1] 1002\n")
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write(swapped)
        try:
            out = subprocess.run([os.path.join(TOP, "scripts", "grade"), "-json", f.name], capture_output=True,
                                 text=True, cwd=TOP, check=False).stdout
        finally:
            os.unlink(f.name)
        reason = json.loads(out)["files"][0]["reason"]
        self.assertIn("no line gives n", reason)
        self.assertIn("print each with its label, e.g. cat(", reason)


class RPrintsThenWrongCount(unittest.TestCase):
    """Leftover (eighteenth round): a wrong count printed again after R's eleven '[1]' prints left the prints
    unread (UNGRADED); now the restated count is read and the field FAILs (rtails.py); a time after them is no
    obstacle; any other number keeps the old strictness."""

    def test_wrong_restated_fails(self):
        for tail, field in (("y below threshold: 13\n", "below_y"), ("Y = 21 (1.2e-05)\n", "below_y"),
                            ("x below threshold: 100042 fraction 0.100024\ny below threshold: 12 fraction 1.2e-05\n",
                             "below_x"),
                            ("count below t in y = 14, fraction = 1.2e-05\n", "below_y")):
            with self.subTest(tail=tail):
                verdict, bad = not_passing(R_PRINTS + tail)
                self.assertEqual((verdict, set(bad)), ("fail", {field}))

    def test_right_restated_and_time_pass(self):
        for tail in ("y below threshold: 12\n", "Elapsed: 0.52 s\n", "x below threshold: 100024\ntime: 12.5 ms\n"):
            with self.subTest(tail=tail):
                self.assertEqual(not_passing(R_PRINTS + tail), ("pass", {}))
