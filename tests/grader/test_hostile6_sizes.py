"""test_hostile6_sizes.py - the sixth hostile pass's findings on sizes: a size named by an expression
of n ('n^2 = 1000000', '(n+2)*(n+2)'), never n nor a second run (H1); a count over n^2 as a label
('below_x/n**2 = 0.100024'), that count's fraction (H2); thousands grouped by underscores
('1_004_004', M1); sizes in brackets after a size ('n = 1000 (1002 with ghost cells)', M2). Each
right variant passes and its wrong twin fails. Run: python3 -m unittest tests.grader.test_hostile6_sizes."""
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


def graded(text):
    """(verdict, {field: status} of the fields that do not pass)"""
    entry = entry_of(text)
    return entry["verdict"], {key: f["status"] for key, f in entry["fields"].items() if f["status"] != "pass"}


def read(text):
    reading = fields.read_output(text)
    return {key: found.text for key, found in reading["fields"].items()}, reading["runs"]


class SizeExpressions(unittest.TestCase):
    """H1: 'n^2 = 1000000' is the inner elements, never n and never a second run."""

    def test_inner_total_named_by_an_expression(self):
        for label in ("n^2", "n**2", "n ^ 2", "n*n", "n * n", "N2", "n\u00b2", "n squared"):
            with self.subTest(label=label):
                got, runs = read(f"n = 1000\n{label} = 1000000\n")
                self.assertEqual((got, runs), ({"inner": "1000", "total_inner": "1000000"}, []))

    def test_total_and_row_named_by_an_expression(self):
        for label in ("(n+2)^2", "(n+2)**2", "(n + 2) ^ 2", "(n+2)*(n+2)", "(n+2)\u00b2"):
            with self.subTest(label=label):
                self.assertEqual(read(f"n = 1000\nn+2 = 1002\n{label} = 1004004\n"),
                                 ({"inner": "1000", "row": "1002", "total": "1004004"}, []))

    def test_outputs_that_print_them_pass(self):
        python = "n=1000\nn+2=1002\n(n+2)**2=1004004\nn**2=1000000\n"
        julia = "n = 1000\nn + 2 = 1002\n(n + 2) ^ 2 = 1004004\nn ^ 2 = 1000000\n"
        prose = "Problem size: n = 1000, n+2 = 1002, (n+2)^2 = 1004004, n^2 = 1000000\n"
        for sizes in (python, julia, prose):
            with self.subTest(sizes=sizes):
                self.assertEqual(graded(sizes + REST), ("pass", {}))

    def test_a_wrong_inner_total_fails(self):
        for sizes in ("n = 1000\nn+2 = 1002\n(n+2)^2 = 1004004\nn^2 = 999999\n",
                      "Problem size: n = 1000, n+2 = 1002, (n+2)^2 = 1004004, n*n = 1002001\n"):
            with self.subTest(sizes=sizes):
                verdict, wrong = graded(sizes + REST)
                self.assertEqual((verdict, wrong.get("total_inner")), ("fail", "fail"))

    def test_a_wrong_total_fails(self):
        verdict, wrong = graded("n = 1000\nn+2 = 1002\n(n+2)*(n+2) = 1000000\n" + REST)
        self.assertEqual((verdict, wrong.get("total")), ("fail", "fail"))

    def test_another_power_is_no_size(self):
        self.assertEqual(read("n = 1000\nn^3 = 1000000000\n"), ({"inner": "1000"}, []))

    def test_a_second_run_still_splits(self):
        _, runs = read("n = 1000\nn^2 = 1000000\nBelow threshold in x: 100024\n"
                       "n = 2000\nn^2 = 4000000\nBelow threshold in x: 400000\n")
        self.assertEqual(len(runs), 2)


class CountOverTheElements(unittest.TestCase):
    """H2: a label that divides a count by n^2 names that count's fraction."""

    SIZES = "n=1000\nn+2=1002\n(n+2)**2=1004004\nn**2=1000000\nmem_gb=0.0037402063608169556\nt=0.1\n" \
            "(a, b, c)=(0.05, 0.1, 0.4)\n"

    def test_right_fractions_pass(self):
        for x, y in (("below_x/n**2", "below_y/n**2"), ("count/n^2 (x)", "count/n^2 (y)"),
                     ("below_x / (n*n)", "below_y / (n*n)"), ("num_below_x/total_inner", "num_below_y/total_inner"),
                     ("x: count/n^2 ", "y: count/n^2 ")):
            with self.subTest(label=x):
                text = self.SIZES + f"below_x=100024\n{x}=0.100024\nbelow_y=12\n{y} = 1.2e-05\n"
                self.assertEqual(graded(text), ("pass", {}))

    def test_a_wrong_fraction_fails(self):
        text = self.SIZES + "below_x=100024\nbelow_x/n**2=0.2\nbelow_y=12\nbelow_y / (n*n) = 1.2e-05\n"
        verdict, wrong = graded(text)
        self.assertEqual((verdict, wrong), ("fail", {"fraction_x": "fail"}))

    def test_over_the_elements_with_ghost_cells_fails(self):
        text = self.SIZES + "below_x=100024\nbelow_x/(n+2)**2=0.099625\nbelow_y=12\nbelow_y/n**2=1.2e-05\n"
        self.assertEqual(graded(text)[1], {"fraction_x": "fail"})

    def test_code_is_no_label(self):
        self.assertEqual(read("srand(1); x = rand() % 1000 / 1000.0\n")[0], {})


class UnderscoreThousands(unittest.TestCase):
    """M1: '1_004_004' is 1004004, as '1,004,004' is."""

    def test_right_values_pass(self):
        text = SIZES_1000.replace(":: 1002", ":: 1_002").replace("1000000", "1_000_000") \
            .replace("1004004", "1_004_004") + COUNTS_1000.replace("100024", "100_024")
        self.assertIn("1_004_004", text)
        self.assertEqual(graded(text), ("pass", {}))

    def test_a_wrong_value_fails(self):
        text = SIZES_1000.replace("1004004", "1_000_000") + COUNTS_1000.replace("100024", "100_025")
        self.assertEqual(graded(text), ("fail", {"total": "fail", "below_x": "fail"}))
        got = entry_of(text)["fields"]
        self.assertEqual((got["total"]["found"], got["below_x"]["found"]), ("1000000", "100025"))

    def test_digits_joined_otherwise_are_no_number(self):
        for value in ("10_00", "0.100_024", "1_0000"):
            with self.subTest(value=value):
                self.assertEqual(read(f"Number of elements below threshold (X) :: {value}\n")[0], {})


class SizesInBrackets(unittest.TestCase):
    """M2: the sizes a bracket after a size names are read."""

    REST = "Memory per array: 0.00374021 GB\nThreshold: 0.1\nConstants a=0.05 b=0.1 c=0.4\n" \
           "Below threshold in x: 100024 (fraction 0.100024)\nBelow threshold in y: 12 (fraction 1.2e-05)\n"

    def test_right_sizes_pass(self):
        for sizes in ("Grid: n = 1000 (1002 with ghost cells)\nTotal elements (n+2)^2 = 1004004\n"
                      "Inner elements n^2 = 1000000\n",
                      "n = 1000 (grid 1002 x 1002 = 1004004 elements, 1000000 inner)\n"):
            with self.subTest(sizes=sizes):
                self.assertEqual(graded(sizes + self.REST), ("pass", {}))

    def test_wrong_sizes_fail(self):
        verdict, wrong = graded("n = 1000 (1000 with ghost cells)\n(n+2)^2 = 1004004\nn^2 = 1000000\n" + self.REST)
        self.assertEqual((verdict, wrong.get("row")), ("fail", "fail"))
        verdict, wrong = graded("n = 1000 (grid 1002 x 1002 = 1004004 elements, 1002001 inner)\n" + self.REST)
        self.assertEqual(verdict, "fail")
        self.assertIn("fail", wrong.values())

    def test_an_expression_in_brackets_is_no_value(self):
        self.assertEqual(read("Row: 1002 (n+2)\n")[0], {"row": "1002"})
        self.assertEqual(read("n = 1000 (n+2 = 1002)\n")[0], {"inner": "1000", "row": "1002"})


if __name__ == "__main__":
    unittest.main()
