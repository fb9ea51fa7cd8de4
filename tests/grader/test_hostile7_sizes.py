"""test_hostile7_sizes.py - the seventh hostile pass's findings on sizes: a grid's product whose ghost
words follow it ('1002 x 1002 = 1004004 elements (including ghost layer)'), the row and the total (H1);
n from the fractions where the sizes tie (H1); an inner grid with its ghost grid in brackets (H2); 'n=1000'
after words ('Running with n=1000', H9); f"{n=} {below_x=} {below_y=}" on one line (H12); Julia's @show
of a tuple (H14); a first run with no count of its own (H15); 'n^2 including ghost cells', the total
(M3). Each right variant passes and its wrong twin fails.
Run: python3 -m unittest tests.grader.test_hostile7_sizes."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import COUNTS_1000, SIZES_1000, entry_of  # noqa: E402
from grading import fields  # noqa: E402

REST = """Memory (GB) used per array               :: 0.00374021
Threshold                                :: 0.10
Smoothing constants (a, b, c)            :: 0.05 0.10 0.40
""" + COUNTS_1000
PROSE_COUNTS = """Memory per array: 0.00374021 GB
Threshold: 0.1
Smoothing constants (a, b, c): 0.05 0.1 0.4
x: 100024 elements below threshold, fraction 0.100024
y: 12 elements below threshold, fraction 1.2e-05
"""


def graded(text):
    """(verdict, {field: status} of the fields that do not pass)"""
    entry = entry_of(text)
    return entry["verdict"], {key: f["status"] for key, f in entry["fields"].items() if f["status"] != "pass"}


def only_missing(text):
    """Whether each field of the text's entry passes or is missing (it prints no more)."""
    return set(graded(text)[1].values()) <= {"missing"}


def read(text):
    reading = fields.read_output(text)
    return {key: found.text for key, found in reading["fields"].items()}, reading["runs"]


class GhostWordsAfterAGrid(unittest.TestCase):
    """H1: 'Grid: 1002 x 1002 = 1004004 elements (including ghost layer)': the row and the total."""

    def test_ghost_words_after_the_product(self):
        for line in ("Grid: 1002 x 1002 = 1004004 elements (including ghost layer)",
                     "Grid: 1002 x 1002 = 1004004 elements with ghost cells"):
            with self.subTest(line=line):
                got, _ = read(line + "\n")
                self.assertEqual((got.get("row"), got.get("total"), got.get("inner")), ("1002", "1004004", None))
                self.assertTrue(only_missing(line + "\n" + PROSE_COUNTS))

    def test_the_fractions_break_a_tie_of_the_sizes(self):
        text = "Grid size: 1002 x 1002 = 1004004 elements\n" + PROSE_COUNTS
        self.assertEqual(entry_of(text)["n"], 1000)
        self.assertTrue(only_missing(text))

    def test_a_wrong_total_still_fails(self):
        verdict, wrong = graded("Grid: 1002 x 1002 = 1004000 elements (including ghost layer)\n" + PROSE_COUNTS)
        self.assertEqual((verdict, wrong.get("total")), ("fail", "fail"))


class GhostWordsOnAnExpression(unittest.TestCase):
    """M3: 'n^2 including ghost cells = 1004004': the total, not a second run at n = 1002."""

    def test_the_total(self):
        for label in ("n^2 including ghost cells", "N2 with ghosts", "n*n with halo"):
            with self.subTest(label=label):
                got, runs = read(f"n = 1000\nn^2 = 1000000\n{label} = 1004004\n" + COUNTS_1000)
                self.assertEqual((got.get("total"), got.get("total_inner"), runs), ("1004004", "1000000", []))

    def test_without_ghosts_is_still_the_inner_elements(self):
        got, _ = read("n = 1000\nn^2 without ghost cells = 1000000\n")
        self.assertEqual(got.get("total_inner"), "1000000")

    def test_a_wrong_total_fails(self):
        verdict, wrong = graded("n = 1000\nn^2 = 1000000\nn^2 including ghost cells = 1000000\n" + REST)
        self.assertEqual((verdict, wrong.get("total")), ("fail", "fail"))


class FStringsOnOneLine(unittest.TestCase):
    """H12: f"{n=} {below_x=} {below_y=}": n, then each array's count, each a statement."""

    def test_each_its_own(self):
        for line in ("n=1000 below_x=100024 below_y=12", "n=1000, below_x=100024, below_y=12",
                     "n = 1000 below_x = 100024 below_y = 12"):
            with self.subTest(line=line):
                got, _ = read(line + "\n")
                self.assertEqual(got, {"inner": "1000", "below_x": "100024", "below_y": "12"})

    def test_a_wrong_count_fails(self):
        verdict, wrong = graded("n=1000 below_x=100025 below_y=12\n" + SIZES_1000)
        self.assertEqual((verdict, wrong.get("below_x")), ("fail", "fail"))

    def test_one_label_for_both_arrays_still_names_each(self):
        got, _ = read("Number of elements below threshold: X = 100024, Y = 12\n")
        self.assertEqual(got, {"below_x": "100024", "below_y": "12"})


class NamesTupleEqualsValuesTuple(unittest.TestCase):
    """H14: Julia's '@show (n, below_x, below_y)': each name its own value's label."""

    def test_each_name_its_value(self):
        for line in ("(n, below_x, below_y) = (1000, 100024, 12)", "n, below_x, below_y = 1000, 100024, 12"):
            with self.subTest(line=line):
                got, _ = read(line + "\n")
                self.assertEqual(got, {"inner": "1000", "below_x": "100024", "below_y": "12"})

    def test_unequal_tuples_and_the_constants_are_not_split(self):
        self.assertEqual(read("(n, below_x) = (1000, 100024, 12)\n")[0], {})
        self.assertEqual(read("(a, b, c) = (0.05, 0.1, 0.4)\n")[0], {"constants": "0.05 0.1 0.4"})

    def test_a_wrong_count_fails(self):
        verdict, wrong = graded("(n, below_x, below_y) = (1000, 100024, 13)\n" + SIZES_1000)
        self.assertEqual((verdict, wrong.get("below_y")), ("fail", "fail"))


class NAfterWordsOfARun(unittest.TestCase):
    """H9: 'Running with n=1000' gives n as a bare 'n=1000' does; the rest of its line is read apart."""

    def test_n_after_a_runs_words(self):
        for line, more in (("Running with n=1000", {}), ("Run with n = 1000", {}),
                           ("Running with n = 1000, a = 0.05, b = 0.1, c = 0.4", {"constants": "0.05 0.1 0.4"}),
                           ("n=1000: below threshold X=100024 Y=12", {"below_x": "100024", "below_y": "12"})):
            with self.subTest(line=line):
                self.assertEqual(read(line + "\n")[0], {"inner": "1000", **more})

    def test_other_words_give_no_n(self):
        self.assertEqual(read("Step n=3\n")[0], {})

    def test_a_wrong_n_fails(self):
        self.assertEqual(set(graded("Running with n=1000\n" + REST)[1].values()), {"missing"})
        verdict, wrong = graded("Running with n=1002\n" + REST)
        self.assertEqual((verdict, wrong.get("memory")), ("fail", "fail"))


class AGridsProductBeforeItsWords(unittest.TestCase):
    """H2: 'The grid is 1000 x 1000 inner elements (1002 x 1002 = 1004004 with the ghost layer).': n, the
    row and the total, not n = 1004004."""

    LINE = "The grid is 1000 x 1000 inner elements (1002 x 1002 = {} with the ghost layer).\n"

    def test_each_size(self):
        got, _ = read(self.LINE.format(1004004))
        self.assertEqual(got, {"inner": "1000", "row": "1002", "total": "1004004"})
        self.assertTrue(only_missing(self.LINE.format(1004004) + PROSE_COUNTS))

    def test_a_wrong_total_fails(self):
        verdict, wrong = graded(self.LINE.format(1004000) + PROSE_COUNTS)
        self.assertEqual((verdict, wrong.get("total")), ("fail", "fail"))


WARM_UP = "Warm-up run with n=100\nNumber of inner elements in a row/column :: 100\nSummary\n-------\n"
RUN_500 = """Number of elements in a row/column       :: 502
Number of inner elements in a row/column :: 500
Number of elements below threshold (X)   :: 24914
Number of elements below threshold (Y)   :: 4
"""


class AFirstRunWithNoCount(unittest.TestCase):
    """H15: a warm-up's n with no count of its own is no run: the run after it is the file's, its row
    (printed before its n) its own."""

    def test_the_warm_up_is_no_run(self):
        reading = fields.read_output(WARM_UP + SIZES_1000 + COUNTS_1000)
        self.assertEqual(len(reading["runs"]), 1)
        run = fields.read_output(WARM_UP + SIZES_1000 + COUNTS_1000, run=reading["runs"][0])
        self.assertEqual((run["fields"]["row"].text, run["fields"]["inner"].text), ("1002", "1000"))

    def test_runs_with_counts_still_split(self):
        self.assertEqual(len(fields.read_output(SIZES_1000 + COUNTS_1000 + RUN_500)["runs"]), 2)
        self.assertEqual(len(fields.read_output(WARM_UP + SIZES_1000 + COUNTS_1000 + RUN_500)["runs"]), 2)

    def test_a_wrong_run_after_a_warm_up_fails(self):
        reading = fields.read_output(WARM_UP + SIZES_1000 + COUNTS_1000.replace("100024", "100025"))
        run = fields.read_output(WARM_UP + SIZES_1000 + COUNTS_1000.replace("100024", "100025"), run=reading["runs"][0])
        self.assertEqual(run["fields"]["below_x"].text, "100025")


if __name__ == "__main__":
    unittest.main()
