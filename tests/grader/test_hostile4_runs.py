"""test_hostile4_runs.py - the third hostile pass's findings on values printed twice (F1) and
several runs in one file (F2)."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import COUNTS_1000, SIZES_1000, TOP, entry_of  # noqa: E402,F401
from grading import fields  # noqa: E402

HAVE_SMOOTH = os.path.exists(os.path.join(TOP, "smooth"))


GRADE = os.path.join(TOP, "scripts", "grade")


def summary(n, below_x, below_y):
    """smooth's summary for n, with the counts given (a right one: 'right(n)')."""
    return (f"Number of elements in a row/column       :: {n + 2}\n"
            f"Number of inner elements in a row/column :: {n}\n"
            f"Total number of elements                 :: {(n + 2) ** 2}\n"
            f"Total number of inner elements           :: {n * n}\n"
            f"Memory (GB) used per array               :: {4 * (n + 2) ** 2 / 2 ** 30:.6g}\n"
            "Threshold                                :: 0.10\n"
            "Smoothing constants (a, b, c)            :: 0.05 0.10 0.40\n"
            f"Number of elements below threshold (X)   :: {below_x}\n"
            f"Fraction of elements below threshold     :: {below_x / n / n:.5E}\n"
            f"Number of elements below threshold (Y)   :: {below_y}\n"
            f"Fraction of elements below threshold     :: {below_y / n / n:.5E}\n")


RIGHT_300 = summary(300, 8998, 0)
RIGHT_1000 = summary(1000, 100024, 12)


def grade(*args, files=()):
    """grade's -json of files {name: text} written in a temporary folder (args before them)."""
    with tempfile.TemporaryDirectory() as folder:
        paths = []
        for name, text in files:
            path = os.path.join(folder, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(text)
            paths.append(path)
        done = subprocess.run([sys.executable, GRADE, "-json", *args, *(paths or [folder])],
                              capture_output=True, text=True, cwd=TOP)  # (SMOOTH: relative to the top)
        got = json.loads(done.stdout)
        for entry in got["files"] + got["students"]:
            entry["file"] = os.path.relpath(entry["file"], folder)
        return got


def read(text):
    return fields.read_output(text)["fields"]


class OneValueTwoFormats(unittest.TestCase):
    def test_threshold_twice(self):
        """'threshold = 0.1' then 'Threshold :: 0.10': one value, not two"""
        got = read("threshold = 0.1\nThreshold                                :: 0.10\n")["threshold"]
        self.assertIsNone(got.error)
        self.assertEqual(got.value, 0.1)

    def test_constants_twice(self):
        got = read("Smoothing constants (a, b, c) = 0.05, 0.1, 0.4\n"
                   "Smoothing constants (a, b, c)            :: 0.05 0.10 0.40\n")["constants"]
        self.assertIsNone(got.error)
        self.assertEqual(got.value, (0.05, 0.1, 0.4))

    def test_fraction_twice_to_different_digits(self):
        """Y's fraction '1.20000E-05' and '0.000012': consistent to the digits each shows"""
        got = read("Number of elements below threshold (Y)   :: 12\n"
                   "Fraction of elements below threshold     :: 1.20000E-05\n"
                   "Fraction of elements below threshold (Y): 0.000012\n")["fraction_y"]
        self.assertIsNone(got.error)
        got = read("Fraction of elements below threshold (Y) :: 0.100024\n"
                   "Fraction of elements below threshold (Y): 0.1\n")["fraction_y"]
        self.assertIsNone(got.error)

    def test_real_disagreements_still_conflict(self):
        self.assertIsNotNone(read("Threshold :: 0.1\nThreshold :: 0.11\n")["threshold"].error)
        self.assertIsNotNone(read("Fraction of elements below threshold (Y) :: 1.2e-05\n"
                                  "Fraction of elements below threshold (Y) :: 1.3e-05\n")["fraction_y"].error)
        self.assertIsNotNone(read("Fraction of elements below threshold (Y) :: 0.000012\n"
                                  "Fraction of elements below threshold (Y) :: 0.0000131\n")["fraction_y"].error)
        self.assertIsNotNone(read("Smoothing constants (a, b, c) :: 0.05 0.1 0.4\n"
                                  "Smoothing constants (a, b, c) :: 0.05 0.1 0.41\n")["constants"].error)

    def test_counts_exact(self):
        """a count printed as 12 and 13: two values still"""
        self.assertIsNotNone(read("Number of elements below threshold (Y) :: 12\n"
                                  "Number of elements below threshold (Y) :: 13\n")["below_y"].error)

    def test_a_whole_output_printing_threshold_twice(self):
        """a right summary with 'threshold = 0.1' and 'Threshold :: 0.10': no field in error"""
        text = SIZES_1000 + "threshold = 0.1\nThreshold :: 0.10\n" + COUNTS_1000 + \
            "Fraction of elements below threshold (Y): 0.000012\n"
        self.assertEqual([k for k, v in read(text).items() if v.error], [])


class SeveralRunsInOneFile(unittest.TestCase):
    def test_runs_found(self):
        """a run at n = 300 then one at n = 1000: two runs, each read alone with no field in error"""
        text = "$ ./a.out 300\n" + RIGHT_300 + "\n$ ./a.out 1000\n" + RIGHT_1000
        reading = fields.read_output(text)
        self.assertEqual(reading["runs"], [(1, 12), (13, None)])
        for run, n in zip(reading["runs"], ("300", "1000")):
            got = fields.read_output(text, run=run)["fields"]
            self.assertEqual([k for k, v in got.items() if v.error], [])
            self.assertEqual(got["inner"].text, n)

    def test_summary_repeated_at_one_n(self):
        """two clock-seeded runs at one n: the summary again after its counts starts a run"""
        self.assertEqual(len(fields.read_output(summary(1000, 99871, 15) + summary(1000, 100213, 9))["runs"]), 2)

    def test_table_rows(self):
        """a scaling CSV: each row a run"""
        text = ("n,below_x,frac_x,below_y,frac_y\n500,24914,0.099656,4,1.6e-05\n"
                "1000,100024,0.100024,12,1.2e-05\n")
        self.assertEqual(fields.read_output(text)["runs"], [(1, 2), (3, None)])

    def test_one_run_unchanged(self):
        """controls: one run, one summary printed twice alike, a count printed every sweep: no runs"""
        self.assertEqual(fields.read_output(RIGHT_1000)["runs"], [])
        self.assertEqual(fields.read_output(RIGHT_1000 + RIGHT_1000)["runs"], [])
        sweeps = SIZES_1000 + "".join(f"Number of elements below threshold (X) :: {k}\n" for k in range(5))
        self.assertEqual(fields.read_output(sweeps)["runs"], [])

    @unittest.skipUnless(HAVE_SMOOTH, "needs ./smooth (make smooth)")
    def test_graded_each(self):
        """both runs pass, shown as 'FILE (run k of 2)'; -n 1000 sets the n = 300 run aside (the file has
        a run at n = 1000: ninth pass), the n = 1000 run graded, noting it"""
        files = [("runs.txt", RIGHT_300 + RIGHT_1000)]
        got = grade(files=files)
        self.assertEqual([(e["file"], e["verdict"]) for e in got["files"]],
                         [("runs.txt (run 1 of 2)", "pass"), ("runs.txt (run 2 of 2)", "pass")])
        got = grade("-n", "1000", files=files)
        self.assertEqual([(e["file"], e["verdict"]) for e in got["files"]], [("runs.txt (run 2 of 2)", "pass")])
        self.assertIn("(n = 300) set aside", got["files"][0]["notes"][0])
        got = grade("-n", "2000", files=files)  # no run at the required n: each fails, as before
        self.assertEqual([e["verdict"] for e in got["files"]], ["fail", "fail"])

    @unittest.skipUnless(HAVE_SMOOTH, "needs ./smooth (make smooth)")
    def test_appended_as_uploaded_apart(self):
        """two clock-seeded runs appended score as the same runs uploaded as two files"""
        one, two = summary(1000, 99871, 15), summary(1000, 100213, 9)
        got = grade(files=[("class/alice_11_1_out/run1.txt", one), ("class/alice_11_1_out/run2.txt", two),
                           ("class/bob_22_2_out/runs.txt", one + two)])
        points = {s["student"]: s["points"] for s in got["students"]}
        self.assertEqual(points["alice"], points["bob"])
        self.assertGreater(points["bob"], 15)


if __name__ == "__main__":
    unittest.main()


class FourthPass(unittest.TestCase):
    """The fourth hostile pass on the above: a coarse right printing must not vouch for a finer wrong
    one; a percent is its fraction; no run past the ones graded goes unseen."""

    def test_finest_printing_judged(self):
        """'0.0' then '0.04' (Y, right 1.2e-05): 0.04 is judged, not the '0.0' that agrees with both"""
        for first, second, want in (("0.0", "0.04", 0.04), ("0.1", "0.14", 0.14), ("1e-05", "1.4e-05", 1.4e-05),
                                    ("0.04", "0.0", 0.04)):
            with self.subTest(first=first, second=second):
                got = read(f"Fraction below threshold (Y) :: {first}\nFraction below threshold (Y) :: {second}\n")
                self.assertAlmostEqual(got["fraction_y"].value, want)

    def test_printings_that_agree_only_with_a_coarse_one_differ(self):
        """'0.0', '0.04', '0.001': each agrees with 0.0, not with each other: two different values"""
        got = read("Fraction below threshold (Y) :: 0.0\nFraction below threshold (Y) :: 0.04\n"
                   "Fraction below threshold (Y) :: 0.001\n")
        self.assertIn("two different values", got["fraction_y"].error or "")

    def test_percent_is_its_fraction(self):
        """1.00024E-01 and 10.0024% are one value; 10.5% beside it is another"""
        self.assertIsNone(read("Fraction below threshold (X) :: 1.00024E-01\n"
                               "Percent below threshold (X) :: 10.0024%\n")["fraction_x"].error)
        self.assertIn("two different values", read("Fraction below threshold (X) :: 1.00024E-01\n"
                                                   "Percent below threshold (X) :: 10.5%\n")["fraction_x"].error or "")

    @unittest.skipUnless(HAVE_SMOOTH, "needs ./smooth (make CUDA=0)")
    def test_more_runs_than_split_into(self):
        """101 right runs and a wrong last one: not split (a run past the 100th went ungraded, the
        file PASS); graded as one output: FAIL, noted"""
        from grading.several import MAX_RUNS
        text = RIGHT_1000 * MAX_RUNS + summary(1000, 100024, 13)
        got = grade(files=[("out.txt", text)])
        self.assertEqual([f["verdict"] for f in got["files"]], ["fail"])
        self.assertTrue(any("runs in one file, more than" in note for note in got["files"][0]["notes"]))

    def test_fraction_as_count_over_the_whole(self):
        """'Fraction (X) = 100024/1000000 = 0.100024': the fraction is 0.100024, not the count (it
        failed as 'impossible: a fraction outside [0, 1]'); a wrong one after it is still read"""
        for line, want in (("Fraction below threshold (X) = 100024/1000000 = 0.100024", 0.100024),
                           ("Fraction of X below threshold: 100024 / 1000000 = 0.100024", 0.100024),
                           ("Fraction below threshold (X) = 100024/1000000 = 0.5", 0.5)):
            with self.subTest(line=line):
                self.assertAlmostEqual(read(line + "\n")["fraction_x"].value, want)
