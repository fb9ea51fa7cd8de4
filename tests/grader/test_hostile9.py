"""test_hostile9.py - the ninth round's findings: the generator's X count printed on a line that
names no field (a check against the reference, the sum of MPI ranks' partials) shows the data is
the generator's, so a Total that differs fails (left from the eighth pass); the count after a
threshold with no separator, n after a run's words beside other fields, a grid's product named
only by its ghost layer (left from the seventh).
Run: python3 -m unittest tests.grader.test_hostile9 (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import RIGHT_1000, SIZES_1000, not_passing, replaced  # noqa: E402
import grading  # noqa: E402
from test_hostile4_runs import HAVE_SMOOTH, grade, summary  # noqa: E402
from grading import fields  # noqa: E402

RANKS = "".join(f"rank {r}: {v} elements below threshold\n" for r, v in enumerate((25000, 25024, 25000, 25000)))


def counts(x, y):
    return (f"Total below threshold (X): {x}\nFraction below threshold (X): {x / 1e6:g}\n"
            f"Total below threshold (Y): {y}\nFraction below threshold (Y): {y / 1e6:g}\n")


class PrintedElsewhere(unittest.TestCase):
    """The generator's X on a line that names no field: the data is the generator's."""

    def test_partials_sum_to_the_generators_x_beside_a_wrong_total(self):
        verdict, got = not_passing(SIZES_1000 + RANKS + counts(99001, 12))
        self.assertEqual(verdict, "fail")
        self.assertEqual(got["below_x"][0], "fail")
        self.assertIn("the sum of 4 ranks' partial counts", got["below_x"][1])

    def test_a_check_line_naming_the_reference(self):
        text = SIZES_1000 + counts(99001, 15) + "Check against reference: X 100024, Y 12 -> FAILED\n"
        verdict, got = not_passing(text)
        self.assertEqual((verdict, got["below_x"][0], got["below_y"][0]), ("fail", "fail", "fail"))
        self.assertIn("'Check against reference'", got["below_x"][1])

    def test_right_outputs_still_pass(self):
        self.assertEqual(not_passing(SIZES_1000 + RANKS + counts(100024, 12))[0], "pass")
        self.assertEqual(not_passing(RIGHT_1000 + "Check against reference: X 100024, Y 12 -> OK\n")[0], "pass")

    def test_other_data_stays_plausible(self):
        # another generator's run: its partials sum to its own X, which is not the generator's
        ranks = "".join(f"rank {r}: {v} elements below threshold\n" for r, v in enumerate((24750, 24251, 25000, 25000)))
        verdict, got = not_passing(SIZES_1000 + ranks + counts(99001, 15))
        self.assertEqual((got["below_x"][0], got["below_y"][0]), ("plausible", "plausible"))

    def test_many_numbers_that_could_be_an_x_prove_nothing(self):
        # a table of timings or counts in X's window: one of them equal to the generator's X is no proof
        table = "".join(f"Run {k}: {v}\n" for k, v in enumerate((99500, 100024, 100900, 99120), 1))
        got = not_passing(SIZES_1000 + table + counts(99001, 15))[1]
        self.assertEqual(got["below_x"][0], "plausible")


def read(text):
    return {k: v.text for k, v in fields.read_output(text)["fields"].items()}


class LeftFromTheSeventh(unittest.TestCase):
    def test_the_count_after_a_threshold_with_no_separator(self):
        for x, y in (("Elements of x below 0.1 100024", "Elements of y below 0.1 12"),
                     ("Elements below 0.1 in x 100024", "Elements below 0.1 in y 12 (1.2e-05)"),
                     ("Number of x elements < 0.1 100024", "Number of y elements <0.1 12")):
            with self.subTest(x=x):
                text = replaced("Number of elements below threshold (X)   :: 100024", x)
                text = text.replace("Number of elements below threshold (Y)   :: 12", y)
                self.assertEqual(not_passing(text), ("pass", {}))
                wrong = not_passing(text.replace(" 100024", " 100025"))[1]
                self.assertEqual(wrong["below_x"][0], "fail")

    def test_a_threshold_alone_is_still_the_threshold(self):
        for line in ("Counting elements below 0.1 in 3 passes", "Counting elements below 0.1 ...",
                     "values below threshold = 0.1", "Elements of x below 0.1 100024 elements in 3 passes"):
            with self.subTest(line=line):
                self.assertEqual(read(line + "\n"), {"threshold": "0.1"})

    def test_n_after_a_runs_words_beside_other_fields(self):
        self.assertEqual(read("Running with n=1000 below_x=100024 below_y=12\n"),
                         {"inner": "1000", "below_x": "100024", "below_y": "12"})
        self.assertEqual(size_of("Running with n=1000 below_x=100024 below_y=12\n"), 1000)

    def test_a_grid_named_by_its_ghost_layer(self):
        self.assertEqual(read("Grid: 1002 x 1002 = 1004004 with the ghost layer\n"), {"row": "1002", "total": "1004004"})
        self.assertEqual(read("Grid: 1000 x 1000 = 1000000 without the ghost layer\n"),
                         {"inner": "1000", "total_inner": "1000000"})
        self.assertEqual(read("Grid size: 63 x 63 blocks\n"), {})

    def test_a_count_printed_rounded(self):
        # '1.0e5' tells no data apart: judged as the generator's where it agrees (as an X left out),
        # so a wrong Y beside it fails, and the rounded count fails, saying so
        text = replaced("(X)   :: 100024", "(X)   :: 1.0e5").replace("(Y)   :: 12\n", "(Y)   :: 14\n")
        verdict, got = not_passing(text)
        self.assertEqual((verdict, got["below_x"][0], got["below_y"][0]), ("fail", "fail", "fail"))
        self.assertIn("printed rounded (1.0e5)", got["below_x"][1])
        self.assertEqual(not_passing(replaced("(X)   :: 100024", "(X)   :: 1.000240e+05")), ("pass", {}))


OTHER_X = replaced("(X)   :: 100024", "(X)   :: 100724").replace("1.00024E-01", "1.00724E-01")


class SeedInWords(unittest.TestCase):
    """A line naming libc's generator and its seed states the data, as srand(1) does (the ninth pass's M9)."""

    def test_a_stated_generator_makes_counts_exact(self):
        for line in ("Random numbers: libc random(), seed 1", "Seed: 1 (glibc rand())",
                     "The seed 1 was used with rand() from the C library"):
            with self.subTest(line=line):
                got = not_passing(line + "\n" + OTHER_X)[1]
                self.assertEqual(got["below_x"][0], "fail")

    def test_no_generator_or_another_states_nothing(self):
        for line in ("Seed: 1", "numpy seed 1", "Seed 1 (rand_r)", "drand48, seed 1", "RNG: rand() % 1000, seed 1"):
            with self.subTest(line=line):
                got = not_passing(line + "\n" + OTHER_X)[1]
                self.assertEqual(got["below_x"][0], "plausible")


class BothArraysMemory(unittest.TestCase):
    """A memory labelled both arrays' is judged as both arrays' (the ninth pass's M8)."""

    def test_the_label_says_which(self):
        line = "Memory (GB) used per array               :: 0.00374021"
        for label, value, status in (("Total memory for both arrays (GB)", "0.00748042", "pass"),
                                     ("Total memory for both arrays (GB)", "0.00374021", "fail"),
                                     ("Memory of the two arrays combined (GB)", "0.00748042", "pass"),
                                     ("Memory (GB) used per array", "0.00748042", "fail")):
            with self.subTest(label=label, value=value):
                got = not_passing(replaced(line, f"{label} :: {value}"))[1]
                self.assertEqual(got.get("memory", ("pass",))[0], status)


class SharedParameters(unittest.TestCase):
    """A scaling study's threshold and constants printed once above its runs are each run's."""

    @unittest.skipUnless(HAVE_SMOOTH, "needs ./smooth (make smooth)")
    def test_printed_once_above_the_runs(self):
        def run(n, x, y):
            return "".join(line + "\n" for line in summary(n, x, y).splitlines()
                           if not line.startswith(("Threshold", "Smoothing")))
        top = "Threshold: 0.1\nConstants: a=0.05 b=0.1 c=0.4\n"
        got = grade(files=[("scaling.txt", top + run(300, 8998, 0) + run(1000, 100024, 12))])
        self.assertEqual([e["verdict"] for e in got["files"]], ["pass", "pass"])
        # printed differently in two runs: no run takes the other's
        got = grade(files=[("scaling.txt", "Threshold: 0.1\n" + run(300, 8998, 0) + "Threshold: 0.2\n"
                            + run(1000, 100024, 12))])
        self.assertNotEqual([e["verdict"] for e in got["files"]], ["pass", "pass"])


def size_of(text):
    return grading.size_of(grading.read_output(text))[0]


if __name__ == "__main__":
    unittest.main()
