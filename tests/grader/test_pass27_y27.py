"""The thirtieth hostile pass's right outputs scored 0 or losing points (h30 REPORT.md A, I, N, O, M, G, B).

What was wrong (before: the grade at 8b7a65e):
- A: a label naming both a count and a fraction without brackets (Perl's printf "x<t count, fraction:  100024
  0.100024", 'x count and fraction: ...', 'count/fraction x: 100024 / 0.100024', 'X below, fraction = ...'):
  UNGRADED "no count of elements below the threshold". Now countfractionbare.py reads the line as 'x<t: 100024
  (0.100024)', as countfraction.py reads the bracketed '(count, fraction)'.
- I: a count in a sentence naming the threshold by its value ('The number of x elements below 0.1 is 100024.',
  'The number of elements of x below 0.1 is 100024.', '..., i.e. 10.0024% of the inner elements.'): UNGRADED. Now
  numbersentences.py reads it as its label's line ('Number of x elements below 0.1 is 100024').
- N: both terse counts on one line, Python's print(f"{cx=} {cy=}") ('cx=100024 cy=12', 'cx=100024, cy=12'):
  UNGRADED. O: a terse count in groups of three, f"{cx=:,}" ('cx=100,024 frac=0.100024'): X MISSING. Now
  terselines.py puts the pair one a line and joins the groups, as varsplit.py and varcounts.py read them.
- G: a right output that also prints its counts as 'nx' alone on a line (a Fortran namelist's ' NX=100024,',
  Julia's 'nx = 100024'): FAIL 'inner: 1000 and 100024' (nx read as n). Now nxalone.py names such a line
  'count_x' where its value is no size and 5% to 20% of a size's square, and 'ny' beside it.
Each right case has a wrong twin (one value changed) that fails its field.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass27_y27
"""
import unittest

from tests.grader.a_support import SIZES_LINES_1000, SIZES_LINES_500, RightAndWrong as Case, not_passing, runs_graded

WRONGS = [("100024", "100042", "below_x"), (" 12 ", " 21 ", "below_y"), (" 12,", " 21,", "below_y"),
          ("0.100024", "0.100042", "fraction_x"), ("1.2e-05", "2.1e-05", "fraction_y"),
          ("0.000012", "0.000021", "fraction_y"), ("n = 1000\n", "n = 1001\n", "row")]


class CountFractionBareTest(Case):
    def test_label_names_both(self):
        lines = ["x<t count, fraction:        100024  0.100024\ny<t count, fraction:        12  0.000012",
                 "x count, fraction: 100024  0.100024\ny count, fraction: 12  0.000012",
                 "count/fraction x: 100024 / 0.100024\ncount/fraction y: 12 / 1.2e-05",
                 "x count and fraction: 100024 0.100024\ny count and fraction: 12 1.2e-05",
                 "X below, fraction = 100024, 0.100024\nY below, fraction = 12, 1.2e-05",
                 "Count & Fraction X: 100024, 0.100024\nCount & Fraction Y: 12, 1.2e-05",
                 "x: below count, fraction: 100024, 0.100024\ny: below count, fraction: 12, 1.2e-05"]
        self.right_and_wrong([SIZES_LINES_1000 + line + "\n" for line in lines], WRONGS)

    def test_fraction_first(self):
        # (a wrong count beside a right fraction: the pair disagrees, the grader names the fraction's field)
        text = SIZES_LINES_1000 + "  x fraction, count: 0.100024 100024\n  y fraction, count: 1.2e-05 12\n"
        self.right_and_wrong([text], [("100024\n", "100042\n", "below_x fraction_x"), (" 12\n", " 21\n", "below_y"),
                                      ("0.100024", "0.100042", "fraction_x")])

    def test_another_n(self):
        text = SIZES_LINES_500 + "x<t count, fraction: 24914 0.0996560\ny<t count, fraction: 4 1.6e-05\n"
        self.assertEqual(runs_graded(text), [("pass", {})])
        self.assertEqual(runs_graded(text.replace(": 4 ", ": 5 "))[0][1].get("below_y"), "fail")

    def test_no_array_named_stays_unread(self):
        # (a line of the two values and no array's name: read as nothing, not as X's)
        text = SIZES_LINES_1000 + "count, fraction: 100024 0.100024\n"
        self.assertEqual(not_passing(text)[0], "ungraded")



class NumberSentenceTest(Case):
    def test_sentences(self):
        lines = ["The number of x elements below 0.1 is 100024.\nThe number of y elements below 0.1 is 12.",
                 "The number of elements of x below 0.1 is 100024.\nThe number of elements of y below 0.1 is 12.",
                 "The number of x values below 0.1 was 100024.\nThe number of y values below 0.1 was 12.",
                 "The number of x elements below 0.1 is 100024, i.e. 10.0024% of the inner elements.\n"
                 "The number of y elements below 0.1 is 12, i.e. 0.0012% of the inner elements.",
                 "  the count of x cells under 0.10 is 100024!\n  the count of y cells under 0.10 is 12!"]
        # (the fractions are printed by the fourth only: the others' MISSING, fairly)
        missing = {"fraction_x": ("missing", ""), "fraction_y": ("missing", "")}
        for line in lines:
            text = SIZES_LINES_1000 + line + "\n"
            with self.subTest(text=text):
                self.assertEqual(not_passing(text), ("pass", {}) if "%" in line else ("fail", missing))
            for old, new, field in [("100024", "100042", "below_x"), (" 12", " 21", "below_y"), ("n = 1000\n", "n = 1001\n", "row")]:
                with self.subTest(text=text, new=new):
                    self.assertEqual(not_passing(text.replace(old, new, 1))[1].get(field, ("",))[0], "fail")

    def test_another_n(self):
        text = SIZES_LINES_500 + ("The number of x elements below 0.1 is 24914.\n"
                                  "The number of y elements below 0.1 is 4.\n")
        self.assertEqual(runs_graded(text), [("fail", {"fraction_x": "missing", "fraction_y": "missing"})])
        self.assertEqual(runs_graded(text.replace("is 4.", "is 5."))[0][1].get("below_y"), "fail")



class TerseLinesTest(Case):
    def test_pair_on_one_line(self):
        lines = ["cx=100024 cy=12", "cx=100024, cy=12", "cx = 100024  cy = 12", "nb_x: 100024; nb_y: 12",
                 "xc=100024 yc=12", "count_x=100,024 count_y=12"]
        missing = {"fraction_x": ("missing", ""), "fraction_y": ("missing", "")}
        for line in lines:
            text = SIZES_LINES_1000 + line + "\n"
            with self.subTest(text=text):
                self.assertEqual(not_passing(text), ("fail", missing))
            for old, new, field in [("100024", "100042", "below_x"), ("100,024", "100,042", "below_x"),
                                    ("12\n", "21\n", "below_y")]:
                if old in text:
                    with self.subTest(text=text, new=new):
                        self.assertEqual(not_passing(text.replace(old, new, 1))[1].get(field, ("",))[0], "fail")

    def test_grouped(self):
        lines = ["cx=100,024 frac=0.100024\ncy=12 frac=1.2e-05", "count_x = 100,024; fraction = 0.100024\n"
                 "count_y = 12; fraction = 1.2e-05"]
        self.right_and_wrong([SIZES_LINES_1000 + line + "\n" for line in lines],
                             [("100,024", "100,042", "below_x fraction_x"), ("0.100024", "0.100042", "fraction_x"),
                              ("=12 ", "=21 ", "below_y"), ("= 12;", "= 21;", "below_y")])

    def test_another_n(self):
        text = SIZES_LINES_500 + "cx=24,914 cy=4\n"
        self.assertEqual(runs_graded(text), [("fail", {"fraction_x": "missing", "fraction_y": "missing"})])
        self.assertEqual(runs_graded(text.replace("cy=4", "cy=5"))[0][1].get("below_y"), "fail")

    def test_two_of_one_array_stay_unread(self):
        self.assertEqual(not_passing(SIZES_LINES_1000 + "cx=100024 cx=12\n")[0], "ungraded")



class NxAloneTest(Case):
    BASE = SIZES_LINES_1000 + "x below t: 100024 (fraction 0.100024)\ny below t: 12 (fraction 1.2e-05)\n"

    def test_alone_lines(self):
        tails = [" &RESULTS\n NX=100024,\n NY=12,\n /\n", "nx = 100024\nny = 12\n", "NX=100024\n",
                 "NX = 100024  ! below t in x\nNY = 12  ! below t in y\n", "n_x: 100024\nn_y: 12\n", "NX=100024, NY=12\n"]
        self.right_and_wrong([self.BASE + tail for tail in tails],
                             [("=12,", "=13,", "below_y"), ("NY=12\n", "NY=13\n", "below_y"), ("= 12\n", "= 13\n", "below_y"), ("= 12  !", "= 13  !", "below_y"),
                              (": 12\n", ": 13\n", "below_y"), ("X=100024", "X=100042", "below_x"),
                              ("x = 100024", "x = 100042", "below_x")])

    def test_grid_sizes_stay_sizes(self):
        # ('nx = 1002' and a block's 'nx = 64' are no counts: the first a size, the second far from a count)
        self.assertEqual(not_passing(self.BASE + "nx = 1002\nny = 1002\n"), ("pass", {}))
        self.assertEqual(not_passing(self.BASE + "nx = 64\nny = 64\n")[1].get("below_x", ("pass",))[0], "pass")


if __name__ == "__main__":
    unittest.main()
