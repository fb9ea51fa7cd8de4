"""test_pass23_b23.py - b23's items: the twenty-fourth hostile pass's L2 and section 3 (README), and h22's P15.

- L2: an integer division's fraction printed as a bare 0 on its count's line (Java's `X: 100024 below t -> 0`,
  C's `%d` of cx/(n*n): `(fraction 0)`, Python's `//`: `x below t: 100024 (0)`, `, frac = 0`): fraction_x and fraction_y
  were MISSING "not in the output". Now each 0 is read as the fraction and FAILS, named "integer division"
  (zeroshares.py); the same lines with the right fractions PASS, a 0 that is no fraction (`(rank 0)`,
  `errors: 0`, `-> 0 s`) stays unread, and a bare 0 printed again beside a right fraction is no rounding of it
  (printings._same): it FAILS. `0.000000` (C's `%f` of an integer division stored in a double) was, and is,
  FAIL "integer division": %f prints 1.2e-05 as 0.000012, so six zeros are no rounding either.
- P15: the right output and then `Summary: 1002 1000 1004004 1000000 0.00374021 0.1 0.05 0.1 0.4 100024 0.100024
  21 2.1e-05` (a second printing of all thirteen values, Y's wrong) PASSED: the line was unread. Now a
  `Summary:`/`Results:` line of thirteen bare numbers that fit the tutorial's order is a recap of them
  (summarylines.py): a value that disagrees FAILS; right ones PASS; thirteen numbers that do not fit stay unread.
- Section 3: a README.md in a folder of submissions was a student: a `README` row of 0 points in the Canvas
  export and exit 3. Now a folder's README-like file (README, README.txt, readme, INSTRUCTIONS.md) that grade cannot grade
  is skipped and named (readmes.py); one that holds an output is graded; a file named on the command line is.

Before: L2's fractions MISSING, P15's wrong cases PASS, the README a 0-point row with exit 3; now as above.
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass23_b23
"""
import csv
import json
import os
import subprocess
import tempfile
import unittest

from tests.grader.a_support import runs_graded, C01_1000, RightAndWrong, TOP, graded, not_passing

# the h24 case's base (wrong/c39_intdiv.txt, Java): its sizes, then a count line
C39_HEAD = """Grid: 1002 x 1002 = 1004004 elements (1000 x 1000 = 1000000 inner)
Memory/array: 3.740e-03 GB
t = 0.1, (a, b, c) = (0.05, 0.1, 0.4)
"""
# each layout's X and Y lines, with the right fractions; an integer division prints 0 in their place
LAYOUTS = (
    ("X: 100024 below t -> {fx}\nY: 12 below t -> {fy}\n"),  # Java's string concatenation (c39)
    ("X below threshold: 100024 (fraction {fx})\nY below threshold: 12 (fraction {fy})\n"),  # C's %d
    ("x below t: 100024 ({fx})\ny below t: 12 ({fy})\n"),  # Python's // in an f-string
    ("x below threshold: 100024, frac = {fx}\ny below threshold: 12, frac = {fy}\n"),
    ("X below t: 100024 => {fx}\nY below t: 12 => {fy}\n"),
    ("count_x = 100024 (fraction_x: {fx})\ncount_y = 12 (fraction_y: {fy})\n"),
)
RIGHT_FRACTIONS = {"fx": "0.100024", "fy": "1.2e-05"}
ZEROS = {"fx": "0", "fy": "0"}


class IntegerDivisionZeros(RightAndWrong):  # L2
    def test_zero_fails_as_integer_division(self):
        for layout in LAYOUTS:
            text = C39_HEAD + layout.format(**ZEROS)
            with self.subTest(text=text):
                verdict, bad = not_passing(text)
                self.assertEqual(verdict, "fail")
                for key in ("fraction_x", "fraction_y"):
                    self.assertEqual(bad[key][0], "fail", bad)
                    self.assertIn("integer division", bad[key][1])
                self.assertEqual(set(bad), {"fraction_x", "fraction_y"})

    def test_right_fractions_pass_and_wrong_counts_fail(self):
        self.right_and_wrong([C39_HEAD + layout.format(**RIGHT_FRACTIONS) for layout in LAYOUTS],
                             [("100024", "100042", "below_x"), ("12 ", "21 ", "below_y"), ("12 (", "21 (", "below_y"),
                              ("12,", "21,", "below_y"), ("0.100024", "0.100042", "fraction_x"),
                              ("1.2e-05", "2.1e-05", "fraction_y")])

    def test_zero_of_one_array(self):
        """only Y's fraction an integer division's: Y's fails, X's right one passes"""
        verdict, bad = not_passing(C39_HEAD + "X: 100024 below t -> 0.100024\nY: 12 below t -> 0\n")
        self.assertEqual((verdict, set(bad)), ("fail", {"fraction_y"}))

    def test_other_zeros_stay_unread(self):
        """a 0 after a count that is no fraction: a rank, an error count, a time"""
        fractions = "fraction x: 0.100024\nfraction y: 1.2e-05\n"
        for counts in ("X below threshold: 100024 (rank 0)\nY below threshold: 12 (rank 0)\n",
                       "X below threshold: 100024, errors: 0\nY below threshold: 12, errors: 0\n",
                       "X below threshold: 100024 -> 0 s\nY below threshold: 12\n"):
            with self.subTest(counts=counts):
                self.assertEqual(not_passing(C39_HEAD + counts + fractions), ("pass", {}))

    def test_six_zeros_fail_as_before(self):
        """C's %f of an integer division: 0.000000 (1.2e-05 prints as 0.000012), named an integer division"""
        verdict, bad = not_passing(C39_HEAD + "X: 100024 below t, frac = 0.000000\nY: 12 below t, frac = 0.000000\n")
        self.assertEqual(verdict, "fail")
        self.assertIn("integer division", bad["fraction_x"][1])
        self.assertEqual(not_passing(C39_HEAD + "X: 100024 below t, frac = 0.100024\nY: 12 below t, frac = 0.000012\n"),
                         ("pass", {}))

    def test_zero_printed_again(self):
        """a bare 0 printed again after a right fraction is no rounding of it"""
        verdict, bad = not_passing(C01_1000 + "fraction x: 0\n")
        self.assertEqual((verdict, bad["fraction_x"][0]), ("fail", "fail"))
        self.assertEqual(not_passing(C01_1000 + "fraction x: 0.1\n"), ("pass", {}))  # (a coarser rounding agrees)

    def test_other_n(self):
        """n = 500 (./smooth -n 500: X 24914), through the command"""
        head = "n = 500\nn+2 = 502\ntotal = 252004\ninner total = 250000\nmemory per array = 0.000938788 GB\n" \
               "threshold = 0.1\na = 0.05, b = 0.1, c = 0.4\n"
        self.assertEqual(graded(head + "X: 24914 below t -> 0\nY: 4 below t -> 0\n"),
                         ("fail", {"fraction_x": "fail", "fraction_y": "fail"}))
        self.assertEqual(graded(head + "X: 24914 below t -> 0.099656\nY: 4 below t -> 1.6e-05\n"), ("pass", {}))


# P15's line and its variants: the thirteen in the tutorial's order
SUMMARIES = (
    "Summary: 1002 1000 1004004 1000000 0.00374021 0.1 0.05 0.1 0.4 100024 0.100024 12 1.2e-05\n",
    "Results: [1002, 1000, 1004004, 1000000, 0.0037402063608169556, 0.1, 0.05, 0.1, 0.4, 100024, 0.100024, 12, "
    "1.2e-05]\n",  # Python's print of a list
    "RESULTS = (1002, 1000, 1004004, 1000000, 0.00374021, 0.1, 0.05, 0.1, 0.4, 100024, 0.100024, 12, 1.2e-05)\n",
    "final summary:\t1002\t1000\t1004004\t1000000\t0.00374021\t0.1\t0.05\t0.1\t0.4\t100024\t0.100024\t12\t1.2e-05\n",
)
# Fortran's list-directed print of single-precision values, its first printings the same
FORTRAN = C01_1000.replace("0.00374021 GB", "3.74020636E-03 GB").replace("Threshold: 0.1", "Threshold: 0.100000001") \
    .replace("0.05 0.1 0.4", "5.00000007E-02 0.100000001 0.400000006") + \
    " Summary        1002        1000     1004004     1000000  3.74020636E-03  0.100000001  5.00000007E-02" \
    "  0.100000001  0.400000006      100024  0.100024003          12  1.20000004E-05\n"


class SummaryOfThirteen(RightAndWrong):  # P15
    def test_p15(self):
        verdict, bad = not_passing(C01_1000 + SUMMARIES[0].replace("12 1.2e-05", "21 2.1e-05"))
        self.assertEqual((verdict, bad["below_y"][0], bad["fraction_y"][0]), ("fail", "fail", "fail"))

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong([C01_1000 + s for s in SUMMARIES] + [FORTRAN],
                             [(" 12 1.2e-05", " 21 2.1e-05", "below_y"), (", 12, ", ", 13, ", "below_y"),
                              ("\t12\t", "\t14\t", "below_y"), ("100024 0.100024", "100042 0.100042", "below_x"),
                              ("100024, 0.100024", "100042, 0.100024", "below_x"),
                              ("0.4 100024", "0.3 100024", "constants"), ("0.1 0.05", "0.2 0.05", "threshold"),
                              ("1000000 0.00374021", "1000000 0.00372529", "memory"),
                              ("0.100024003          12", "0.100024003          21", "below_y"),
                              ("0.100024 12 1.2e-05", "0.100024 12 1.3e-05", "fraction_y")])

    def test_alone(self):
        """the line alone is the output: read, and a wrong size fails"""
        self.assertEqual(not_passing(SUMMARIES[0]), ("pass", {}))
        verdict, bad = not_passing(SUMMARIES[0].replace("1004004", "1004040"))
        self.assertEqual((verdict, bad["total"][0]), ("fail", "fail"))

    def test_wrong_size_beside_right_output(self):
        """a size printed nowhere else: its run, with its n, fails it (the file scored by its lowest run)"""
        self.assertEqual(runs_graded(C01_1000 + SUMMARIES[0].replace("1004004", "1004040")),
                         [("pass", {}), ("fail", {"total": "fail"})])
        self.assertEqual(runs_graded(C01_1000 + SUMMARIES[0]), [("pass", {})])

    def test_integer_division_in_summary(self):
        verdict, bad = not_passing(C01_1000 + SUMMARIES[0].replace("0.100024 12 1.2e-05", "0 12 0"))
        self.assertEqual((verdict, bad["fraction_x"][0], bad["fraction_y"][0]), ("fail", "fail", "fail"))

    def test_other_n_in_another_unit(self):
        """n = 500, its memory first in MiB, the summary's in GB (no unit)"""
        text = ("n = 500\nSizes: row 502, inner 500, total 252004, inner total 250000\nMemory per array: 0.961319 MiB\n"
                "threshold 0.1, a=0.05 b=0.1 c=0.4\nx below threshold: 24914 (0.099656)\ny below threshold: 4 (1.6e-05)\n"
                "RESULT = 502, 500, 252004, 250000, 0.000938788, 0.1, 0.05, 0.1, 0.4, 24914, 0.099656, 4, 1.6e-05\n")
        self.assertEqual(graded(text), ("pass", {}))
        self.assertEqual(graded(text.replace("4, 1.6e-05\n", "4, 1.4e-05\n")), ("fail", {"fraction_y": "fail"}))

    def test_unfit_lines_unread(self):
        """thirteen numbers that are not the tutorial's order: no field"""
        for line in ("Results: 1 2 3 4 5 6 7 8 9 10 11 12 13\n",
                     "Summary: 100024 0.100024 21 2.1e-05 1002 1000 1004004 1000000 0.00374021 0.1 0.05 0.1 0.4\n",
                     "Results: 500 502 7 8 0.00374021 0.1 0.05 0.1 0.4 100024 0.3 21 0.9\n"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(C01_1000 + line), ("pass", {}))

    def test_long_line_fast(self):
        import time
        from grading.summarylines import summaries_listed
        start = time.process_time()
        summaries_listed("Summary: " + "1 " * 2_000_000 + "\n" + "Results:" + " " * 4000 + "1\n")
        self.assertLess(time.process_time() - start, 2)




CANVAS_OUT = "alice_12345_67890_out.txt"
README = "Submissions for CS 123, exported from Canvas\nEach file is one student's output.\n"


def grade_folder(files, *named):
    """(exit status, Canvas rows, stderr) of scripts/grade -canvas on a folder holding `files` ({name: text}), or
    on the files of it `named`."""
    with tempfile.TemporaryDirectory() as top:
        folder = os.path.join(top, "sub")
        for name, text in files.items():
            path = os.path.join(folder, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
        canvas = os.path.join(top, "canvas.csv")
        run = subprocess.run([os.path.join(TOP, "scripts", "grade"), "-canvas", canvas, "-assignment", "HW 3 (123)",
                              ] + ([os.path.join(folder, e) for e in named] or [folder]), capture_output=True, text=True,
                             cwd=TOP, check=False)
        with open(canvas, encoding="utf-8") as f:
            rows = list(csv.reader(f))[1:]
    return run.returncode, rows, run.stderr


class ReadmeInFolder(unittest.TestCase):  # section 3
    def test_readmes_skipped(self):
        for name in ("README.md", "README.txt", "readme", "INSTRUCTIONS.md", "Read_Me.TXT"):
            with self.subTest(name=name):
                code, rows, err = grade_folder({CANVAS_OUT: C01_1000, name: README})
                self.assertEqual(code, 0, err)
                self.assertEqual([(r[0], r[5]) for r in rows], [("alice", "20")])
                self.assertIn(f"{name} (a README file with no output in it)", err)

    def test_readme_in_a_students_folder(self):
        code, rows, err = grade_folder({"alice_12345_67890/out.txt": C01_1000, "alice_12345_67890/README.md": README})
        self.assertEqual((code, [(r[0], r[5]) for r in rows]), (0, [("alice", "20")]), err)

    def test_readme_holding_an_output_graded(self):
        """a student's README.md of the run's output: graded, a wrong one fails"""
        code, rows, err = grade_folder({"alice_12345_67890/README.md": "Our run:\n\n" + C01_1000})
        self.assertEqual((code, [(r[0], r[5]) for r in rows]), (0, [("alice", "20")]), err)
        code, rows, err = grade_folder({"alice_12345_67890/README.md": "Our run:\n\n" + C01_1000.replace("12 (", "21 (")})
        self.assertEqual(code, 1, err)
        self.assertEqual([r[0] for r in rows], ["alice"])
        self.assertLess(int(rows[0][5]), 20)

    def test_wrong_twins_still_ungraded(self):
        """a student's ungradable output, and a README named on the command line, are graded (0, exit 3)"""
        code, rows, err = grade_folder({CANVAS_OUT: C01_1000, "bob_23456_78901_out.txt": README})
        self.assertEqual((code, sorted((r[0], r[5]) for r in rows)), (3, [("alice", "20"), ("bob", "0")]), err)
        code, rows, err = grade_folder({CANVAS_OUT: C01_1000, "README.md": README}, CANVAS_OUT, "README.md")
        self.assertEqual(code, 3, err)
        self.assertIn("README", [r[0] for r in rows])

    def test_json_lists_it_skipped(self):
        with tempfile.TemporaryDirectory() as folder:
            for name, text in ((CANVAS_OUT, C01_1000), ("README.md", README)):
                with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
                    f.write(text)
            run = subprocess.run([os.path.join(TOP, "scripts", "grade"), "-json", folder], capture_output=True,
                                 text=True, cwd=TOP, check=False)
        report = json.loads(run.stdout)
        self.assertEqual((run.returncode, [e["file"] for e in report["files"]]), (0, [os.path.join(folder, CANVAS_OUT)]))
        self.assertIn(os.path.join(folder, "README.md"), [s["file"] for s in report["skipped"]])


if __name__ == "__main__":
    unittest.main()
