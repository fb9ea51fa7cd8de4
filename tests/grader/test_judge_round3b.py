"""test_judge_round3b.py - the hostile pass on judging and exports (seventh round): a student's
header chooses no problem (H3), the common index-range mistakes named (H6), a student's
contradicting uploads flagged (H1), the answer key kept from the students (H2), notes that were
untrue (M3). Each test fails with its fix reverted."""
import io
import json
import os
import subprocess
import sys
import tempfile
import unittest

from tests.grader.a_support import (COUNTS_1000, MORE_1000, RECORD_1000, SIZES_1000, TOP, cli, entry_of, grading,
                                    lms, runs)

HAVE_SMOOTH = os.path.exists(os.path.join(TOP, "smooth"))
SUMMARY_1000 = "Summary\n-------\n" + SIZES_1000 + COUNTS_1000
Y0 = COUNTS_1000.replace(":: 12\n", ":: 0\n").replace("1.20000E-05", "0.00000E+00")


def grade(*args):
    """scripts/grade ARGS: (exit status, stdout, stderr)."""
    done = subprocess.run([sys.executable, os.path.join(TOP, "scripts", "grade")] + list(args), cwd=TOP,
                          capture_output=True, text=True, timeout=600)
    return done.returncode, done.stdout, done.stderr


class StudentsHeader(unittest.TestCase):
    """H3: only smooth's own header (Program and Command lines) chooses the data and sweeps."""

    def test_a_students_lines_choose_nothing(self):
        for header in ({"Iterations": "2"}, {"Iterations": "10"}, {"Command": "./a.out -iterations 2"},
                       {"Command": "./smooth -n 1000 -iterations 2"},  # a student's program named smooth
                       {"Command": "./a.out -seed 7", "RNG": "libc, seed 7"}):
            with self.subTest(header=header):
                used, ignored = runs.header_settings(header, {}, False)
                self.assertEqual(used, {})
                self.assertTrue(ignored)
                self.assertEqual(runs.header_settings(header, {}, True)[0], {})  # -trust-header: smooth's only

    def test_smooths_own_header_still_chooses(self):
        header = {"Program": "smooth 1.2.0 (commit x; built without CUDA)",
                  "Command": "./smooth -n 100 -kernel cpu -iterations 3 -seed 7", "RNG": "libc, seed 7",
                  "Iterations": "3 sweeps, each of the field the one before made"}
        self.assertEqual(runs.header_settings(header, {}, False)[0], {"seed": "7", "iterations": "3"})
        forged = dict(header, Iterations="2 sweeps")  # its lines disagree with its command: not smooth's
        self.assertEqual(runs.header_settings(forged, {}, False)[0], {})

    def test_degenerate_problem(self):
        self.assertTrue(runs.degenerate({"below_x": 100024, "below_y": 0}, 1000))
        self.assertFalse(runs.degenerate({"below_x": 100024, "below_y": 12}, 1000))

    def test_smooths_records_are_smooths(self):
        """smooth's -json record read as its header: a Program line, so its RNG and sweeps are used"""
        record = json.dumps({"program": "smooth", "command": "./smooth -n 50 -seed 3 -json", "rng": "libc",
                             "seed": 3, "iterations": 1, "n": 50, "below_x": 1, "below_y": 0})
        header = grading.read_output(record)["header"]
        self.assertTrue(runs.smooths_header(header))

    @unittest.skipUnless(HAVE_SMOOTH, "needs ./smooth (make CUDA=0)")
    def test_the_testers_files(self):
        """Y = 0 under 'Iterations: 2' or 'Command :: ./a.out -iterations 2' (or a forged smooth header)
        fails; a right output with a timing loop's 'Iterations: 10' or 'Iterations: 1000' passes"""
        wrong = SUMMARY_1000.replace(COUNTS_1000, Y0)
        forged = wrong + "\nProgram :: smooth 1.2.0\nCommand :: ./smooth -n 1000 -iterations 2\nIterations :: 2\n"
        with tempfile.TemporaryDirectory() as tmp:
            for name, text, code in (("it2.txt", "Iterations: 2\n" + wrong, 1),
                                     ("cmd.txt", "Command :: ./a.out -iterations 2\n" + wrong, 1),
                                     ("forged.txt", forged, 1),
                                     ("it10.txt", "Iterations: 10\n" + SUMMARY_1000, 0),
                                     ("it1000.txt", "Iterations: 1000\n" + SUMMARY_1000, 0)):
                with self.subTest(name=name):
                    path = os.path.join(tmp, name)
                    with open(path, "w") as f:
                        f.write(text)
                    code_found, out, err = grade(path)
                    self.assertEqual(code_found, code, out + err)
                    self.assertIn("not used", out)


# runs.diagnostics' range counts at n = 1000 (./smooth -n 1000 -kernel cpu's x and y): what each
# common index-range mistake adds to X and to Y (y's ghost layer x's, or 0 as a student's calloc'd y)
I_LT_N = "the last inner row and column left out (i < n, not i <= n)"
SHIFTED = ("rows and columns 0..n-1 counted (0-based over the array with its ghost layer: ghost row and column 0 in, "
           "the last inner ones out)")
RANGE_X = {I_LT_N: -177, SHIFTED: -2, "the first ghost row and column counted (from 0, not 1)": 175}
RANGE_Y = {I_LT_N: 0, SHIFTED: 175, "the first ghost row and column counted (from 0, not 1)": 175}
RANGE_Y0 = {I_LT_N: 0, SHIFTED: 1999, "the first ghost row and column counted (from 0, not 1)": 2001}


def problem_with_ranges():
    more = dict(MORE_1000, range_x=RANGE_X, range_y=RANGE_Y, range_y0=RANGE_Y0)
    return grading.Problem(dict(RECORD_1000), lambda: dict(more))


def counts(x, y):
    return "Summary\n" + SIZES_1000 + (f"Number of elements below threshold (X)   :: {x}\n"
                                       f"Fraction of elements below threshold     :: {x / 1e6:.5E}\n"
                                       f"Number of elements below threshold (Y)   :: {y}\n"
                                       f"Fraction of elements below threshold     :: {y / 1e6:.5E}\n")


class IndexRanges(unittest.TestCase):
    """H6: a counting loop's index-range mistakes named; one count exactly the generator's and the
    other near it is the generator's data, not another generator's."""

    def test_last_row_and_column_left_out(self):
        """i < n: X = 99847, Y = 12 (was PLAUSIBLE 20/20, 'not the tutorial generator's')"""
        entry = entry_of(counts(99847, 12), problem=problem_with_ranges())
        self.assertEqual(entry["verdict"], "fail")
        self.assertEqual(entry["fields"]["below_x"]["note"], I_LT_N)
        self.assertEqual(entry["fields"]["below_y"]["status"], "pass")

    def test_shifted_range(self):
        """0..n-1 over the padded array: both counts the range's (Y with x's ghost ring, or y's of 0)"""
        for y in (12 + 175, 12 + 1999):
            with self.subTest(y=y):
                entry = entry_of(counts(100022, y), problem=problem_with_ranges())
                self.assertEqual(entry["verdict"], "fail")
                self.assertEqual(entry["fields"]["below_x"]["note"], SHIFTED)
                self.assertTrue(entry["fields"]["below_y"]["note"].startswith(SHIFTED))

    def test_x_alone_near_a_range_is_no_proof(self):
        """X = 100022 (the shifted range's) with Y = 11: other data's counts, plausible as before"""
        self.assertEqual(entry_of(counts(100022, 11), problem=problem_with_ranges())["verdict"], "plausible")
        self.assertEqual(entry_of(counts(100130, 9), problem=problem_with_ranges())["verdict"], "plausible")

    def test_off_by_one_with_y_exact(self):
        """X = 100025 with Y = 12 exactly the generator's: fails (was PLAUSIBLE); Y 13 with X exact as before"""
        for x, y, key in ((100025, 12, "below_x"), (100023, 12, "below_x"), (100024, 13, "below_y")):
            with self.subTest(x=x, y=y):
                entry = entry_of(counts(x, y), problem=problem_with_ranges())
                self.assertEqual(entry["verdict"], "fail")
                self.assertEqual(entry["fields"][key]["status"], "fail")

    def test_coincidence(self):
        self.assertLess(grading.stats.coincidence(100025, 12, 1000, 100024, 12, 0.1), 1e-3)
        self.assertGreater(grading.stats.coincidence(100124, 12, 1000, 100024, 12, 0.1), 1e-3)
        self.assertGreater(grading.stats.coincidence(1005, 0, 100, 1004, 0, 0.1), 1e-3)  # Y = 0 is no proof

    @unittest.skipUnless(HAVE_SMOOTH, "needs ./smooth (make CUDA=0)")
    def test_diagnostics_ranges(self):
        """runs.diagnostics counts the ranges from smooth's dumps of y and of x (a sweep of 1 x)"""
        more = runs.diagnostics(1000, dict(runs.TUTORIAL))
        for name, delta in RANGE_X.items():
            self.assertEqual(more["range_x"][name], delta, name)
        for name, delta in RANGE_Y.items():
            self.assertEqual(more["range_y"][name], delta, name)
        for name, delta in RANGE_Y0.items():
            self.assertEqual(more["range_y0"][name], delta, name)


def uploads(ys, name="eveeve_33333_9000{k}_out{k}.txt"):
    """A student's outputs, Y = each of ys (their fractions following), the rest the right n = 1000 answer."""
    return [entry_of(counts(100024, y), name=name.format(k=k)) for k, y in enumerate(ys)]


class Uploads(unittest.TestCase):
    """H1: a student's outputs that disagree are flagged in every export, and the lowest counts."""

    def setUp(self):
        self.rubric = lms.load_rubric()
        self.many = uploads(range(5, 21))  # one of them (Y = 12) passes

    def test_the_lowest_counts(self):
        self.assertTrue(lms.disagreement(self.many))
        self.assertEqual(lms.score(lms.counted(self.many, self.rubric), self.rubric)[0], 14)
        rows = lms.canvas_rows(self.many, self.rubric, "HW3 (1)")
        self.assertEqual(rows[0][-1], "Notes")
        self.assertEqual(rows[1][5], "14")
        self.assertIn("16 outputs disagree", rows[1][-1])

    def test_every_export_says_so(self):
        gs = lms.gradescope(self.many, self.rubric, 1.0)
        self.assertEqual(gs["score"], 14)
        self.assertIn("outputs disagree", gs["output"])
        pl = lms.prairielearn(self.many, self.rubric)
        self.assertIn("outputs disagree", pl["message"])
        note = lms.disagreement_note(self.many, self.rubric)
        self.assertIn("outputs disagree", lms.feedback(lms.counted(self.many, self.rubric), self.rubric, "", note))

    def test_agreeing_outputs_keep_the_best(self):
        """the same answer twice, or a right output beside an ungraded note: no flag, the best counts"""
        same = uploads([12, 12])
        self.assertEqual(lms.disagreement(same), "")
        note = dict(same[0], verdict="ungraded", fields={}, reason="no count")
        self.assertEqual(lms.disagreement([same[0], note]), "")
        self.assertEqual(lms.score(lms.counted([note, same[0]], self.rubric), self.rubric)[0], 20)
        rows = lms.canvas_rows(same, self.rubric, "HW")
        self.assertEqual(rows[0][-1], "Late")  # no Notes column where no student's outputs disagree

    @unittest.skipUnless(HAVE_SMOOTH, "needs ./smooth (make CUDA=0)")
    def test_the_testers_class(self):
        with tempfile.TemporaryDirectory() as tmp:
            for k, y in enumerate(range(5, 21)):
                with open(os.path.join(tmp, f"eveeve_33333_9000{k}_out{k}.txt"), "w") as f:
                    f.write(counts(100024, y))
            code, out, err = grade("-canvas", "-", "-assignment", "HW3 (1)", tmp)
            self.assertEqual(out.splitlines()[1].split(",")[5], "14", out)
            self.assertIn("handed in outputs that disagree", err)


class AnswerKey(unittest.TestCase):
    """H2: what students see: by default not the expected values nor the command that prints them."""

    def setUp(self):
        self.wrong = entry_of(counts(100024, 4016))  # the ghost layer counted in y
        self.missing = entry_of("Summary\n" + SIZES_1000.replace("Threshold", "Nothing") + COUNTS_1000)

    def test_hidden_by_default(self):
        rubric = lms.load_rubric()
        self.assertFalse(rubric["show_expected"])
        command = "./smooth -n 1000 -kernel cpu -rng libc -seed 1"
        for text in (json.dumps(lms.gradescope([self.wrong], rubric, 1.0)),
                     json.dumps(lms.prairielearn([self.wrong], rubric)),
                     lms.feedback(self.wrong, rubric, command), lms.feedback(self.missing, rubric, command)):
            self.assertNotIn("expected 12", text)
            self.assertNotIn("expected 0.1", text)
            self.assertNotIn("-seed 1", text)
        self.assertIn("found 4016 (the ghost layer counted", lms.feedback(self.wrong, rubric, command))

    def test_the_teacher_may_show_them(self):
        rubric = dict(lms.load_rubric(), show_expected=True)
        self.assertIn("expected 12, found 4016", json.dumps(lms.gradescope([self.wrong], rubric, 1.0)))
        self.assertIn("expected 12, found 4016", json.dumps(lms.prairielearn([self.wrong], rubric)))
        self.assertIn("The expected numbers come from: ./smooth", lms.feedback(self.wrong, rubric, "./smooth -n 1000"))
        with tempfile.NamedTemporaryFile("w", suffix=".json") as f:
            f.write('{"show_expected": true}')
            f.flush()
            self.assertTrue(lms.load_rubric(f.name)["show_expected"])
            f.seek(0)
            f.write('{"show_expected": 1}   ')
            f.flush()
            with self.assertRaises(lms.RubricError):
                lms.load_rubric(f.name)

    @unittest.skipUnless(HAVE_SMOOTH, "needs ./smooth (make CUDA=0)")
    def test_a_two_line_upload_gets_no_key(self):
        """the tester's case: a two-line upload's Gradescope results listed every expected value"""
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "two.txt")
            with open(path, "w") as f:
                f.write("Number of inner elements in a row/column :: 1000\nNumber of elements below threshold (X) :: 100024\n")
            code, out, err = grade("-gradescope", "-", path)
            self.assertNotIn("expected 100024", out)
            self.assertNotIn("expected 12", out)
            code, out, err = grade("-gradescope", "-", "-show-expected", path)
            self.assertIn("expected 12", out)


class Notes(unittest.TestCase):
    """M3: notes that were untrue."""

    def test_y_zero_fraction_follows_from_the_count(self):
        """Y = 0 and its fraction 0: the fraction follows from the wrong count, no integer division"""
        entry = entry_of(counts(100024, 0), problem=problem_with_ranges())
        self.assertEqual(entry["fields"]["fraction_y"]["note"], "follows from the wrong count printed")
        self.assertNotIn("integer division", " ".join(lms.file_mistakes(entry)))
        right = entry_of(SUMMARY_1000.replace("1.20000E-05", "0"))  # the count right, the fraction 0: integer division
        self.assertTrue(right["fields"]["fraction_y"]["note"].startswith("integer division"))

    def test_summary_names_the_wrong_count(self):
        """a count wrong with no named mistake: the summary says which, not only its fraction's consequence"""
        from grading import report
        entry = entry_of(counts(100025, 12), problem=problem_with_ranges())
        reason = report.why(entry)
        self.assertIn("Number of elements below threshold (X): no known mistake gives it", reason)
        self.assertNotIn("follows from", reason)


if __name__ == "__main__":
    unittest.main()
