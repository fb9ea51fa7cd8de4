"""test_pass19_e19.py - the nineteenth hostile pass's (h19) A1, A2/B3, A5 and B2: right outputs that lost points.

A1: a MATLAB/Octave `.m`, R `.R`, JavaScript `.js` or job script (`.slurm`, `.sbatch`) beside a student's output, in
    a folder or inside their zip, was graded as a second output ('2 outputs disagree ...: scored by the lowest',
    6/20). Now skipped and named as a source, as `.c`, `.py` and `.jl` are; `.txt`, `.out`, `.log` and no
    extension are still graded.
A2/B3: a row's size printed twice, with the ghost cells named and without ('Row size with ghost cells = 1002' /
    'Row size = 1000', 'rows incl. halo: 1002' / 'rows: 1000'): read as two rows, n = 998, 10-13/20. Now the
    bare one is the inner size where the sizes agree (innerrows.py); a row printed as n with no such twin
    still fails.
A5: 'Memory per array: 0.00374021 GB   threshold 0.1   a = 0.05  b = 0.1  c = 0.4': threshold FAIL at 0.05,
    constants missing (17/20). Now each gap-apart piece is read (gappedsettings.py).
B2: '[info] starting stencil run, n=1000' gave no n (inner missing, 19/20). Now the word 'stencil' (and a
    few words naming the program's run) may stand in a run's intro (expressions._HEADING_WORDS).
Each right output has a twin with one value wrong that fails that field.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass19_e19
"""
import json
import os
import subprocess
import tempfile
import unittest
import zipfile

from tests.grader.a_support import (CONSTANTS, COUNTS_1000, INNER, MEMORY, RIGHT_1000, ROW, SIZES_1000, THRESHOLD, TOP,
                                    graded, instead, not_passing, statuses)

PASS = ("pass", {})
GRADE = os.path.join(TOP, "scripts", "grade")

MATLAB = """n = 1000; N = n + 2;
t = 0.1;
below_x = sum(sum(x(2:end-1,2:end-1) < t))
below_y = sum(sum(y(2:end-1,2:end-1) < t))
"""
R_SCRIPT = """n <- 1000; N <- n + 2
t <- 0.1
below_x <- sum(x[2:(N-1),2:(N-1)] < t)
below_y <- sum(y[2:(N-1),2:(N-1)] < t)
cat("below x:", below_x, "\\n")
"""
NODE = """const n = 1000, N = n + 2;
const t = 0.1;
let belowX = 0, belowY = 0;
console.log(`x below: ${belowX}`);
"""
SLURM = """#!/bin/bash
#SBATCH -J smooth
#SBATCH -N 1
#SBATCH -t 00:05:00
./a.out -n 1000 -t 0.1 > output.txt
"""


def _grade_folder(files, zipped=None, canvas=True):
    """(the -json document, the -canvas CSV's student row or None) of a class folder holding `files` ({name: text});
    zipped: (the zip's name in the folder, {member: text}) too."""
    with tempfile.TemporaryDirectory() as folder:
        for name, text in files.items():
            with open(os.path.join(folder, name), "w") as f:
                f.write(text)
        if zipped:
            with zipfile.ZipFile(os.path.join(folder, zipped[0]), "w") as z:
                for member, text in zipped[1].items():
                    z.writestr(member, text)
        out = subprocess.run([GRADE, "-json", folder], capture_output=True, text=True, cwd=TOP, check=False).stdout
        canvas = canvas and subprocess.run([GRADE, "-canvas", "-", "-assignment", "HW (1)", folder],
                                           capture_output=True, text=True, cwd=TOP, check=False).stdout
    document = json.loads(out)
    for entry in document["files"] + document["skipped"]:
        entry["file"] = os.path.relpath(entry["file"], folder)
    return document, canvas.splitlines()[1] if canvas else None


class SourcesBesideOutput(unittest.TestCase):
    """A1: a script beside the output (or in the student's zip) is skipped and named, not a second output."""
    SCRIPTS = {"doejane_11111_223_smooth.m": MATLAB, "doejane_11111_223_smooth.R": R_SCRIPT,
               "doejane_11111_223_smooth.js": NODE, "doejane_11111_223_job.slurm": SLURM,
               "doejane_11111_223_job.sbatch": SLURM, "doejane_11111_223_hw.M": MATLAB}

    def test_folder(self):
        for k, (name, script) in enumerate(self.SCRIPTS.items()):
            with self.subTest(script=name):
                document, row = _grade_folder({"doejane_11111_222_output.txt": RIGHT_1000, name: script}, canvas=k < 2)
                self.assertEqual([(e["file"], e["verdict"]) for e in document["files"]],
                                 [("doejane_11111_222_output.txt", "pass")])
                self.assertEqual(document["skipped"], [{"file": name, "why": "a source or build file"}])
                if row is not None:  # (the Canvas row: 20, no note of two outputs)
                    self.assertEqual(row.split(",")[:7], ["doejane", "11111", "", "", "", "20", ""])

    def test_zip(self):
        document, row = _grade_folder({}, ("doejane_11111_222_hw.zip", {"hw/output.txt": RIGHT_1000,
                                                                      "hw/smooth.m": MATLAB, "hw/plot.R": R_SCRIPT}))
        self.assertEqual([e["verdict"] for e in document["files"]], ["pass"])
        self.assertEqual(sorted(e["why"] for e in document["skipped"]), ["a source or build file"] * 2)
        self.assertEqual(row.split(",")[5], "20")

    def test_wrong_output_beside_a_script_fails(self):
        document, row = _grade_folder({"doejane_11111_222_output.txt": RIGHT_1000.replace(":: 12\n", ":: 21\n"),
                                       "doejane_11111_223_smooth.m": MATLAB}, canvas=False)
        self.assertEqual([e["verdict"] for e in document["files"]], ["fail"])
        self.assertEqual(document["files"][0]["fields"]["below_y"]["status"], "fail")

    def test_outputs_stay_graded(self):
        wrong = RIGHT_1000.replace(":: 12\n", ":: 21\n")
        names = ["doejane_11111_222_output.txt", "doejane_11111_223_run.out", "doejane_11111_224_run.log",
                 "doejane_11111_225_output"]
        document, _ = _grade_folder({name: wrong if name.endswith(".log") else RIGHT_1000 for name in names},
                                    canvas=False)
        self.assertEqual(sorted(e["file"] for e in document["files"]), sorted(names))
        self.assertEqual(document["skipped"], [])
        self.assertIn("fail", [e["verdict"] for e in document["files"]])


# the tutorial's sizes, the row's and inner lines replaced by a row with ghost cells and a bare one
_TAIL = "".join(line + "\n" for line in (MEMORY, THRESHOLD, CONSTANTS)) + COUNTS_1000


def _rows(*lines, tail=_TAIL):
    return "".join(line + "\n" for line in lines) + tail


class BareRowIsInner(unittest.TestCase):
    """A2/B3: 'Row size with ghost cells = 1002' beside 'Row size = 1000' (Java c14), 'rows incl. halo' (C++ c32),
    'Columns (with ghost)', JSON's 'rows_with_ghost': the bare one is the inner size at the n the others say."""
    RIGHT = [
        _rows("Row size with ghost cells = 1002", "Row size = 1000", "Total elements = 1004004",
              "Inner elements = 1000000"),
        _rows("Row size = 1000", "Row size with ghost cells = 1002", "Total elements = 1004004",
              "Inner elements = 1000000"),
        _rows("Row length with ghost cells: 1002", "Row length: 1000", "Total elements: 1004004",
              "Inner elements: 1000000"),
        _rows("rows incl. halo: 1002", "rows: 1000", "elements incl. halo: 1004004", "elements: 1000000"),
        _rows("Columns (with ghost): 1002", "Columns: 1000", "Total number of elements :: 1004004",
              "Total number of inner elements :: 1000000"),
        _rows("rowsWithGhost = 1002", "rows = 1000", "totalElements = 1004004", "innerElements = 1000000"),
        '{\n "rows_with_ghost": 1002,\n "rows": 1000,\n "elements": 1004004,\n "inner_elements": 1000000,\n'
        ' "gb_per_array": 0.00374021,\n "threshold": 0.1,\n "a": 0.05,\n "b": 0.1,\n "c": 0.4,\n "below_x": 100024,\n'
        ' "fraction_x": 0.100024,\n "below_y": 12,\n "fraction_y": 1.2e-05\n}\n',
    ]

    def test_right_pass(self):
        for text in self.RIGHT:
            with self.subTest(text=text[:40]):
                self.assertEqual(not_passing(text), PASS)
        self.assertEqual(graded(self.RIGHT[0]), PASS)
        self.assertEqual(graded(self.RIGHT[3]), PASS)

    def test_other_n(self):
        text = ("rows incl. halo: 502\nrows: 500\nelements incl. halo: 252004\nelements: 250000\n"
                "memory per array: 0.000938788 GB\nthreshold: 0.1\na = 0.05, b = 0.1, c = 0.4\n"
                "x below: 24914 (0.099656)\ny below: 4 (1.6e-05)\n")
        self.assertEqual(graded(text), PASS)
        self.assertEqual(graded(text.replace("24914", "24941"))[1], {"below_x": "fail"})
        self.assertEqual(graded(text.replace("rows: 500", "rows: 498"))[0], "fail")

    def test_wrong_fail(self):
        for text in self.RIGHT:
            with self.subTest(text=text[:40]):
                verdict, bad = not_passing(text.replace("100024", "100042", 1))
                self.assertEqual(verdict, "fail")
                self.assertIn("below_x", bad)
                verdict, bad = not_passing(text.replace("1002\n", "1001\n", 1).replace("1002,\n", "1001,\n", 1))
                self.assertEqual(verdict, "fail")
                verdict, bad = not_passing(text.replace("= 1000\n", "= 999\n").replace(": 1000\n", ": 999\n")
                                           .replace(": 1000,\n", ": 999,\n"))
                self.assertEqual(verdict, "fail")

    def test_a_row_printed_as_n_still_fails(self):
        # the real mistake: the row's length printed as n, nothing beside it naming the ghost cells
        text = RIGHT_1000.replace(ROW, "Number of elements in a row/column       :: 1000")
        self.assertEqual(statuses(text), {"row": "fail"})
        text = _rows("Row size = 1000", "Total elements = 1004004", "Inner elements = 1000000")
        self.assertEqual(not_passing(text)[0], "fail")
        # both printed with ghost cells, one of them wrong: no move, the row fails
        text = _rows("Row size with ghost cells = 1002", "Row size incl. ghost = 1000", "Total elements = 1004004",
                     "Inner elements = 1000000")
        self.assertEqual(not_passing(text)[0], "fail")
        # the sizes disagree (a total at another n): nothing moved
        text = _rows("Row size with ghost cells = 1002", "Row size = 1000", "Total elements = 1002001",
                     "Inner elements = 1000000")
        self.assertEqual(not_passing(text)[0], "fail")


class SettingsAfterMemory(unittest.TestCase):
    """A5: the memory, the threshold and the constants on one line apart by gaps (c25)."""
    LINES = ["Memory per array: 0.00374021 GB   threshold 0.1   a = 0.05  b = 0.1  c = 0.4",
             "Memory per array: 0.00374021 GB   t 0.1   a = 0.05  b = 0.1  c = 0.4",
             "Memory per array: 0.00374021 GB\tthreshold 0.1\ta = 0.05\tb = 0.1\tc = 0.4",
             "mem/array 0.00374021 GiB   thr 0.1   a 0.05   b 0.1   c 0.4",
             "Memory per array: 3.83 MiB   threshold 0.1   constants 0.05 0.1 0.4",
             "memory = 0.00374021 GB    threshold 0.10    a=0.05  b=0.10  c=0.40",
             "[info] Memory per array: 0.00374021 GB   threshold 0.1   a = 0.05  b = 0.1  c = 0.4"]
    OLD = [MEMORY + "\n", THRESHOLD + "\n", CONSTANTS + "\n"]

    def test_right_pass(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(not_passing(instead(self.OLD, line)), PASS)
        self.assertEqual(graded(instead(self.OLD, self.LINES[0])), PASS)

    def test_wrong_fail(self):
        for line in self.LINES:
            for old, new, field in [(" 0.1 ", " 0.2 ", "threshold"), ("0.10 ", "0.20 ", "threshold"),
                                    ("0.05", "0.06", "constants"), ("0.4", "0.5", "constants"),
                                    ("0.00374021", "0.00748042", "memory"), ("3.83", "7.66", "memory")]:
                if old not in line:
                    continue
                with self.subTest(line=line, new=new):
                    self.assertEqual(statuses(instead(self.OLD, line.replace(old, new, 1))), {field: "fail"})

    def test_a_count_line_is_not_split(self):
        # counts and their fractions apart by gaps: read as before, the fraction its count's
        text = SIZES_1000 + "X: 100024  fraction: 0.100024\nY: 12  fraction: 1.2e-05\n"
        self.assertEqual(not_passing(text), PASS)
        self.assertEqual(statuses(text.replace("0.100024", "0.100042")), {"fraction_x": "fail"})

    def test_blanks_after_are_fast(self):
        import time
        line = "Memory per array: 0.00374021 GB   threshold 0.1   a = 0.05" + " " * 4000 + "x"
        started = time.process_time()
        not_passing(instead(self.OLD, line))
        not_passing(instead(self.OLD, "Memory per array: 0.00374021 GB   " + "threshold 0.1  " * 20000))
        self.assertLess(time.process_time() - started, 5)


class StencilRunStartsN(unittest.TestCase):
    """B2: a log's start line naming the stencil's run gives n (c20), its inner line absent."""
    LINES = ["[info] starting stencil run, n=1000", "starting stencil run, n=1000",
             "[2026-11-29 09:14:02.113] [info] starting stencil run, n=1000", "INFO launching simulation, n = 1000",
             "begin stencil run (n = 1000)", "new stencil job, N=1000"]

    def test_right_pass(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(not_passing(line + "\n" + RIGHT_1000.replace(INNER + "\n", "")), PASS)
        self.assertEqual(graded(self.LINES[2] + "\n" + RIGHT_1000.replace(INNER + "\n", "")), PASS)

    def test_wrong_n_fails(self):
        for line in self.LINES:
            with self.subTest(line=line):
                verdict, bad = not_passing(line.replace("1000", "1001") + "\n" + RIGHT_1000.replace(INNER + "\n", ""))
                self.assertEqual(verdict, "fail")  # (n = 1001 the file's: its other sizes fail at it)
                self.assertIn("row", bad)


if __name__ == "__main__":
    unittest.main()
