"""test_hostile7.py - the seventh hostile pass's findings on lines whose label is elsewhere (H7: an
array's lines under a heading; H8: IPython's Out[k] under its In [k]), a share's words naming a
fraction (H13), values listed by commas beside names listed so (M4), and MPI partials of two runs
in one file (H20). Run: python3 -m unittest tests.grader.test_hostile7 (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import COUNTS_1000, SIZES_1000, entry_of  # noqa: E402
from grading import fields  # noqa: E402
from grading.headings import regrouped  # noqa: E402

RIGHT = SIZES_1000 + COUNTS_1000


def graded(text):
    entry = entry_of(text)
    return entry["verdict"], {key: f["status"] for key, f in entry["fields"].items() if f["status"] != "pass"}


def read(text):
    return {key: found.text for key, found in fields.read_output(text)["fields"].items()}


class LabelElsewhere(unittest.TestCase):
    """H7 and H8"""

    def test_array_lines_under_a_heading(self):
        for counts in ("Below threshold:\nX: 100024 (0.100024)\nY: 12 (1.2e-05)\n",
                       "Elements below threshold\n  x = 100024\n  y = 12\nFraction below threshold\n  x = 0.100024\n"
                       "  y = 1.2e-05\n",
                       "Below threshold:\n\nX: 100024 (10.0024%)\n\nY: 12 (0.0012%)\n"):
            with self.subTest(counts=counts):
                self.assertEqual(graded(SIZES_1000 + counts), ("pass", {}))

    def test_wrong_values_under_a_heading_fail(self):
        got = graded(SIZES_1000 + "Below threshold:\nX: 100024 (0.100024)\nY: 13 (1.3e-05)\n")[1]
        self.assertEqual((got.get("below_y"), got.get("fraction_y")), ("fail", "fail"))

    def test_heading_that_names_no_field_changes_nothing(self):
        for text in ("Summary:\nX: 5\nY: 7\n", "Below threshold (X):\nY: 12\n", "Timing:\nx: 1.5\n"):
            with self.subTest(text=text):
                self.assertEqual(regrouped(text), text)

    def test_ipython_session(self):
        text = ("In [4]: below_x\nOut[4]: 100024\nIn [5]: below_x / n**2\nOut[5]: 0.100024\n"
                "In [6]: below_y\nOut[6]: 12\n")
        self.assertEqual(read(text), {"below_x": "100024", "fraction_x": "0.100024", "below_y": "12"})
        self.assertNotIn("4", read(text).values())  # (the prompt's number was read as X)


class ShareWords(unittest.TestCase):
    """H13: a mean, probability or rate of elements below t is a fraction, never a second count."""

    def test_share_of_the_elements_is_the_fraction(self):
        for label in ("np.mean(x < t) =", "Probability below threshold (X):", "Rate below threshold (X):"):
            with self.subTest(label=label):
                got = read(f"Number below threshold (X): 100024\n{label} 0.100024\n")
                self.assertEqual(got, {"below_x": "100024", "fraction_x": "0.100024"})

    def test_mean_alone_is_no_fraction(self):
        self.assertEqual(read("Mean of x: 0.5\n"), {})


class ListsAndRuns(unittest.TestCase):
    """M4, H20"""

    def test_values_listed_by_commas_are_no_decimal_commas(self):
        self.assertEqual(read("n=1000\nbelow x,y: 100024,12\n"), {"inner": "1000", "below_x": "100024", "below_y": "12"})

    def test_decimal_commas_still_read(self):
        self.assertEqual(read("Fraction (X): 0,100024\n")["fraction_x"], "0.100024")

    def test_partials_before_each_run_go_with_it(self):
        """two MPI runs appended, each with its ranks' partials before its summary"""
        second = RIGHT.replace("1002\n", "502\n").replace(":: 1000\n", ":: 500\n").replace("1004004", "252004") \
            .replace("1000000", "250000").replace("0.00374021", "0.000938788").replace("100024", "24914") \
            .replace("1.00024E-01", "9.96560E-02").replace(":: 12\n", ":: 4\n").replace("1.20000E-05", "1.60000E-05")
        partials = ("Number of elements below threshold (X)   :: {}\nNumber of elements below threshold (Y)   :: {}\n")
        text = (partials.format(50010, 5) + partials.format(50014, 7) + RIGHT
                + partials.format(12450, 1) + partials.format(12464, 3) + second)
        reading = fields.read_output(text)
        first, last = reading["runs"]
        self.assertEqual(first, (1, 15))  # (the summary's last line: 4 partial lines, then 11)
        one = fields.read_output(text, run=first)["fields"]
        self.assertEqual((one["below_x"].text, one["below_y"].text), ("100024", "12"))
        two = fields.read_output(text, run=last)["fields"]
        self.assertEqual((two["below_x"].text, two["below_y"].text), ("24914", "4"))


if __name__ == "__main__":
    unittest.main()
