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


if __name__ == "__main__":
    unittest.main()
