"""The twenty-ninth hostile pass's right outputs losing points (h29 REPORT.md H1, H2, H8, H18, H19, H12, H11/H3).

What was wrong (before: the grade at c7467b3):
- H1: a program's terse count names with a generic fraction name beside them (Python 3.8's
  print(f"{cx=} frac={cx/n**2:.6f}"): 'cx=100024 frac=0.100024'), the same in several runs at different n, or
  alone with no fraction ('cx = 100024' / 'cy = 12', 'xc=', 'cx: 100024', 'nlow_x='): UNGRADED.
Now: varsplit.py takes a generic 'frac=' right after a count's name as that array's fraction; varruns.py reads
each run of several at different n alone (varnames.py read an array named in several runs nowhere); varcounts.py
names terse count lines with no fraction where both arrays' are there, one n is stated and X's number is a
count's below 0.1 (5% to 20% of n x n).
- H2: a Unicode subscript in a name ('n\u208a\u2082 = 1002, n = 1000', Julia's println): read as n = 1002, the file graded
  at the wrong n (row MISSING, inner, total, memory FAIL). Now subscripts.py writes a subscript run glued to a name
  in plain characters ('n+2 = 1002', 'n_tot = 1002').
- H8: 't a b c        0.1 0.05 0.1 0.4' (no ':' or '='): threshold MISSING, constants FAIL '0.1 0.05 0.1'. Now
  namelists.py takes blanks alone between the names and the values.
- H19: 'Size: n = 1000, 1002 per row' (a label before n): row length MISSING. Now sizeclauses.py allows a label.
- H18: 'sizes [n+2, n, (n+2)^2, n^2]: [1002 1000 1004004 1000000]' (the names in square brackets): row, total,
  inner total MISSING. Now sizelist.py reads square brackets as it read round ones.
- H11: 'Constants: t 0.1 | a 0.05 | b 0.1 | c 0.4' (the constants' label on a line that gives t first): threshold
  MISSING, constants FAIL '0.1'. Now constlabel.py drops such a label, the line read as without it; after '=',
  '->' or a dash too (the thirtieth pass's P: 'Constants = t 0.1 | ...' was as before). Each right case has a wrong twin (one value changed) that fails its field.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass26_u26
"""
import unittest

from tests.grader.a_support import COUNTS_1000, PLAIN_1000, SIZES_1000, SIZES_LINES_1000, SIZES_LINES_500, RightAndWrong as Case, not_passing, runs_graded

COUNT_WRONGS = [("100024", "100042", "below_x"), ("=12 ", "=21 ", "below_y"), ("= 12\n", "= 21\n", "below_y"),
                ("=12\n", "=21\n", "below_y"), (": 12\n", ": 21\n", "below_y"), ("0.100024", "0.100042", "fraction_x")]


class TerseCountNamesTest(Case):
    def test_generic_fraction_beside(self):
        lines = ["cx=100024 frac=0.100024\ncy=12 frac=1.200e-05", "nbx=100024, ratio=0.100024\nnby=12, ratio=1.2e-05",
                 "xc=100024 share=0.100024\nyc=12 share=1.2e-05", "count_x = 100024; fraction = 0.100024\n"
                 "count_y = 12; fraction = 1.2e-05"]
        self.right_and_wrong([SIZES_LINES_1000 + line + "\n" for line in lines],
                             COUNT_WRONGS + [("=12 frac", "=21 frac", "below_y")])

    def test_alone(self):
        lines = ["cx = 100024\ncy = 12", "xc=100024\nyc=12", "cx: 100024\ncy: 12", "nlow_x=100024\nnlow_y=12",
                 "CX = 100024\nCY = 12"]
        # (no fraction printed: both fractions MISSING, fairly; the counts read)
        missing = {"fraction_x": ("missing", ""), "fraction_y": ("missing", "")}
        for line in lines:
            text = SIZES_LINES_1000 + line + "\n"
            with self.subTest(text=text):
                self.assertEqual(not_passing(text), ("fail", missing))
            for old, new, field in [("100024", "100042", "below_x"), ("= 12", "= 21", "below_y"),
                                    ("=12", "=21", "below_y"), (": 12", ": 21", "below_y"), ("CY = 12", "CY = 14", "below_y")]:
                if old in text:
                    with self.subTest(text=text, new=new):
                        self.assertEqual(not_passing(text.replace(old, new))[1].get(field, ("",))[0], "fail")

    def test_alone_another_n(self):
        text = SIZES_LINES_500 + "cx = 24914\ncy = 4\n"
        self.assertEqual(runs_graded(text), [("fail", {"fraction_x": "missing", "fraction_y": "missing"})])
        self.assertEqual(runs_graded(text.replace("cy = 4", "cy = 5"))[0][1].get("below_y"), "fail")

    def test_centre_coordinates_are_no_counts(self):
        from grading.varcounts import counts_alone
        text = "n = 1000\ncx = 500\ncy = 500\n"
        self.assertIs(counts_alone(text), text)
        self.assertIs(counts_alone("cx = 100024\ncy = 12\n"), "cx = 100024\ncy = 12\n")  # (no n stated)

    def test_several_runs(self):
        runs = ("--- n = 500 ---\n" + SIZES_LINES_500 + "cx=24914 frac=0.099656\ncy=4 frac=1.600e-05\n\n"
                "--- n = 1000 ---\n" + SIZES_LINES_1000 + "cx=100024 frac=0.100024\ncy=12 frac=1.200e-05\n")
        self.assertEqual(runs_graded(runs), [("pass", {}), ("pass", {})])
        wrong = runs_graded(runs.replace("cy=12 ", "cy=21 "))
        self.assertEqual(wrong[1][1].get("below_y"), "fail")

    def test_a_second_run_at_the_same_n_is_left(self):
        from grading.varruns import variables_by_run
        text = "n=1000\ncx=100024\nfx=0.100024\nn=1000\ncx=100024\nfx=0.100024\n"
        self.assertEqual(variables_by_run(text), text)


# PLAIN_1000 but its n and n+2 lines (a test puts its own first)
REST_1000 = "".join(line + "\n" for line in PLAIN_1000.splitlines()[2:])


class SubscriptNamesTest(Case):
    def test_right_pass_wrong_fail(self):
        lines = ["n\u208a\u2082 = 1002, n = 1000", "n = 1000, n\u208a\u2082 = 1002", "N\u208a\u2082: 1002\nN: 1000",
                 "n = 1000, n\u209c\u2092\u209c = 1002", "n = 1000\nn\u208a\u2082 = 1002  # with ghost cells"]
        self.right_and_wrong([line + "\n" + REST_1000 for line in lines],
                             [("1002", "1003", "row"), ("= 1000", "= 1001", "inner row total_inner"), (": 1000", ": 1001", "inner row total_inner")])

    def test_another_n(self):
        text = "n\u208a\u2082 = 502, n = 500\n" + "".join(line + "\n" for line in SIZES_LINES_500.splitlines()[2:]) + \
            "count x < t = 24914, fraction = 0.099656\ncount y < t = 4, fraction = 1.6e-05\n"
        self.assertEqual(runs_graded(text), [("pass", {})])
        self.assertEqual(runs_graded(text.replace("= 502", "= 503"))[0][1].get("row"), "fail")

    def test_plain(self):
        from grading.subscripts import subscripts_plain
        self.assertEqual(subscripts_plain("n\u208a\u2082 = 1002, x\u2081 = 3"), "n+2 = 1002, x1 = 3")
        self.assertEqual(subscripts_plain("n\u209c\u2092\u209c = 1002"), "n_tot = 1002")
        self.assertEqual(subscripts_plain("\u2082 alone"), "\u2082 alone")  # (glued to no name: left)


# the nine fields but the threshold and the constants, smooth's layout (h29 F/base9.txt)
BASE9 = "".join(line + "\n" for line in (SIZES_1000 + COUNTS_1000).splitlines()
                if not line.startswith(("Threshold", "Smoothing constants")))
SETTINGS_WRONGS = [("0.1 0.05", "0.2 0.05", "threshold"), ("0.1 0.4", "0.1 0.5", "constants"),
                   ("0.4 0.1", "0.4 0.2", "threshold"), ("0.05 0.1 0.4", "0.05 0.1 0.5", "constants"),
                   ("0.1\t0.05", "0.2\t0.05", "threshold")]


class NamesThenValuesTest(Case):
    def test_right_pass_wrong_fail(self):
        lines = ["t a b c        0.1 0.05 0.1 0.4", "params t a b c   0.1 0.05 0.1 0.4", "a b c t  0.05 0.1 0.4 0.1",
                 "T A B C 0.1 0.05 0.1 0.4", "threshold a b c\t0.1\t0.05\t0.1\t0.4"]
        self.right_and_wrong([BASE9 + line + "\n" for line in lines], SETTINGS_WRONGS)

    def test_names_need_as_many_values(self):
        from grading.namelists import name_lists_read
        self.assertEqual(name_lists_read("t a b c 0.1 0.05 0.1\n"), "t a b c 0.1 0.05 0.1\n")


class LabelledNThenRowTest(Case):
    def test_right_pass_wrong_fail(self):
        lines = ["Size: n = 1000, 1002 per row", "Taille : n = 1000, 1002 par ligne", "Size: n = 1000, 1002 per row "
                 "(with ghosts)", "Grid size: N = 1000, 1002 elements per row", "Problem (n): n=1000, 1002 with ghosts"]
        self.right_and_wrong([line + "\n" + REST_1000 for line in lines],
                             [(" 1002 ", " 1003 ", "row"), ("1000, ", "1001, ", "inner row total_inner")])

    def test_a_list_of_runs_stays(self):
        from grading.sizeclauses import sizes_as_clauses
        self.assertEqual(sizes_as_clauses("Runs: n = 1000, 2000, 4000\n"), "Runs: n = 1000, 2000, 4000\n")


# PLAIN_1000 but its four sizes (n, n+2, (n+2)^2, n^2)
AFTER_SIZES = "".join(line + "\n" for line in PLAIN_1000.splitlines()[4:])


class SquareBracketNamesTest(Case):
    def test_right_pass_wrong_fail(self):
        lines = ["sizes [n+2, n, (n+2)^2, n^2]: [1002 1000 1004004 1000000]",
                 "sizes  [ n+2, n, (n+2)^2, n^2 ] = [   1002    1000 1004004 1000000]",
                 "dims [n, n+2] = [1000, 1002]\ntotals [(n+2)**2, n*n] = [1004004, 1000000]",
                 "Sizes [N+2, N, (N+2)^2, N^2]: [1002, 1000, 1004004, 1000000]"]
        self.right_and_wrong([line + "\n" + AFTER_SIZES for line in lines],
                             [("1004004", "1004005", "total"), ("1000000", "1000001", "total_inner total"),
                              ("1002 1000", "1003 1000", "row"), ("1000, 1002", "1000, 1003", "row")])

    def test_no_size_names_stay(self):
        from grading.sizelist import sizes_listed
        self.assertEqual(sizes_listed("counts [x, y] = [100024 12]\n"), "counts [x, y] = [100024 12]\n")



class ConstantsLabelHoldingTTest(Case):
    def test_right_pass_wrong_fail(self):
        lines = ["Constants: t 0.1 | a 0.05 | b 0.1 | c 0.4", "Constants: t=0.1, a=0.05, b=0.1, c=0.4",
                 "CONSTANTS: T = 0.1; A = 0.05; B = 0.1; C = 0.4", "Smoothing constants: t: 0.1 a: 0.05 b: 0.1 c: 0.4",
                 "consts: threshold=0.1 a=0.05 b=0.1 c=0.4"]
        self.right_and_wrong([BASE9 + line + "\n" for line in lines],
                             [("t 0.1", "t 0.2", "threshold"), ("t=0.1", "t=0.2", "threshold"), ("T = 0.1", "T = 0.2",
                              "threshold"), ("t: 0.1", "t: 0.2", "threshold"), ("c 0.4", "c 0.5", "constants"),
                              ("c=0.4", "c=0.5", "constants"), ("C = 0.4", "C = 0.5", "constants"),
                              ("a: 0.05", "a: 0.06", "constants")])

    def test_other_separators(self):
        # (the thirtieth pass's P: the label's '=', '->', a dash; the colon alone had been read)
        lines = ["Constants = t 0.1 | a 0.05 | b 0.1 | c 0.4", "Constants -> t 0.1 | a 0.05 | b 0.1 | c 0.4",
                 "Constants - t 0.1, a 0.05, b 0.1, c 0.4", "consts => t=0.1 a=0.05 b=0.1 c=0.4",
                 "Smoothing constants \u2014 t: 0.1 a: 0.05 b: 0.1 c: 0.4"]
        self.right_and_wrong([BASE9 + line + "\n" for line in lines],
                             [("t 0.1", "t 0.2", "threshold"), ("t=0.1", "t=0.2", "threshold"), ("t: 0.1", "t: 0.2",
                              "threshold"), ("c 0.4", "c 0.5", "constants"), ("c=0.4", "c=0.5", "constants"),
                              ("b: 0.1", "b: 0.2", "constants")])

    def test_constants_alone_keep_their_label(self):
        from grading.constlabel import constants_unlabelled
        for line in ("Constants: a=0.05, b=0.1, c=0.4\n", "Constants = a 0.05 | b 0.1 | c 0.4\n"):
            self.assertEqual(constants_unlabelled(line), line)


if __name__ == "__main__":
    unittest.main()
