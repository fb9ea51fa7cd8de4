"""a29's fixes (the twenty-fifth round): the thirty-first pass's statistics and restatements the grader read wrongly,
each a test that fails without its fix.

- NamedStatisticAfterCount (F6/F5): 'y below threshold = 12, min(y) = 0.0412' / before: below_y FAIL '12 and 0.0412'
  / now: PASS (statclauses.py cuts a named statistic's clause after a count). Likewise 'sum(x) = 501234.5', 'mean(y)
  = 0.4998', 'std(y) = 0.12', 'min y =', 'min_y =', 'min: 0.0412' after a count's fraction / before: the fraction
  FAIL '<right> and <the statistic>' or the count FAIL / now: PASS, and a wrong count or fraction on the line FAILs.
- DifferenceAfterBothCounts (F9): 'below t: x 100024 (0.100024), y 12 (1.2e-05), max|y-x| 0.912' ('|y-x|max',
  'max abs diff', 'diff: 0.912') / before: X MISSING, below_y FAIL '100024' / now: PASS; a wrong X or Y FAILs.
- BareRestatementWithFraction (F3's last): 'Y :: 13 (1.3e-05)' ('y 13 (0.0013%)', '(Y) :: 13 (1.3e-05)', 'X :: 100025 (0.100025)') after a
  right output's counts / before: PASS 20/20 (barecounts.py read ':' or '=' between the name and the count only) /
  now: FAIL on Y (X); the same line with the right values keeps the output passing.
- SeverityZeroOfAnArray: 'ERROR: y = 0' ('WARNING: y = 0', 'error: y 0', '[error] y: 0') after a right output whose Y is
  12 / before: PASS (recapleads.py took any 0 for a check's mismatch count) / now: FAIL on Y (a second printing of Y,
  0); 'errors: 0', 'mismatches = 0', '0 errors', 'max error 0', 'ERROR: y mismatches = 0' (no array's count) stay
  no field, and at n = 100 (Y is 0) 'ERROR: y = 0' passes. 'FAIL: y = 0' stays passing: test_pass28_b28's
  SeverityLead.test_checks_stay_passing asserts it (a check's line), against the brief, which asked it to fail.
- TupleOfCountsAndFractions (the brief's item 5): 'x_count, x_frac, y_count, y_frac = (100024, 0.100024, 13, 1.3e-05)'
  (also '[...]', '... =' over '(...)', the names alone over the repr, 'cx, fx, cy, fy = 100024, 0.100024, 13, 1.3e-05')
  after a right output's counts / before: PASS 20/20 (the tuple unread) / now: FAIL on Y (tupleassigns.py reads each
  name's value); the right values keep the output passing, and the tuple alone as the counts passes.
- HeadlessRowOfCounts (the brief's item 5): '1000;1002;100024;0,100024;13;0,000013' (no header; also ',' and tab
  rows with points) after a right output's counts / before: PASS 20/20 (the row unread) / now: FAIL on Y
  (headlessrows.py reads each array's count and fraction side by side); the right row keeps the output passing, a
  table's rows under their header stay tables.py's, and at n = 100 a row with Y's '0;0' passes.

Run: PYTHONPATH=scripts:. python3 -m unittest tests.grader.test_pass29_a29
"""
import os
import subprocess
import tempfile
import unittest

from tests.grader.a_support import C01_1000, TOP, RightAndWrong

_X_LINE = "X below threshold: 100024 (fraction 0.100024)\n"
_Y_LINE = "Y below threshold: 12 (fraction 1.2e-05)\n"


def _graded_file(text):
    """scripts/grade's last report line of `text` in a file of its own (another n than 1000)."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(text)
    try:
        out = subprocess.run([os.path.join(TOP, "scripts", "grade"), f.name], capture_output=True, text=True,
                             cwd=TOP, check=False).stdout
    finally:
        os.unlink(f.name)
    return out


class NamedStatisticAfterCount(RightAndWrong):  # h31 F6/F5
    Y_LINES = ["y below threshold = 12, fraction = 1.2e-05, min(y) = 0.0412",
               "y below threshold = 12, fraction = 1.2e-05, sum(y) = 500987.1",
               "y below threshold = 12, fraction = 1.2e-05, mean(y) = 0.4998",
               "y below threshold = 12, fraction = 1.2e-05, std(y) = 0.12",
               "y below threshold = 12 (1.2e-05), min y = 0.0412",
               "y below threshold = 12 (1.2e-05), min_y = 0.0412",
               "y below threshold = 12 (1.2e-05), min: 0.0412",
               "y below threshold = 12 (1.2e-05); mean(y) = 0.4998; std(y) = 0.12",
               "y below threshold = 12, min(y) = 0.0412, fraction = 1.2e-05",
               "Y: 12 (1.2e-05) min=0.0412 max=0.9998 mean=0.4998",
               "Y count < t :: 12 (1.2e-05) | MIN(Y) :: 0.0412",
               "y below threshold = 12 (1.2e-05), np.min(y) = 0.0412",
               "y below threshold = 12 (1.2e-05), y[1:-1, 1:-1].max() = 0.9998",
               " y below threshold =          12  (1.2e-05)  min(y) =   4.1200E-02"]
    X_LINES = ["x below threshold = 100024, fraction = 0.100024, sum(x) = 501234.5",
               "x below threshold = 100024 (0.100024), maximum(x) = 0.99999, median(x) = 0.5"]

    def test_right_pass_wrong_fail(self):
        texts = [C01_1000.replace(_Y_LINE, line + "\n") for line in self.Y_LINES]
        texts += [C01_1000.replace(_X_LINE, line + "\n") for line in self.X_LINES]
        self.right_and_wrong(texts, [("= 12,", "= 13,", "below_y"), ("= 12 (", "= 13 (", "below_y"),
                                     (": 12 (", ": 13 (", "below_y"), ("1.2e-05", "1.3e-05", "fraction_y"),
                                     ("= 100024", "= 100025", "below_x"), ("0.100024", "0.100025", "fraction_x")])

    def test_count_alone_with_a_statistic(self):
        from tests.grader.a_support import not_passing
        # (the count read, the statistic no second count: its fraction missing, as nothing prints it)
        verdict, bad = not_passing(C01_1000.replace(_Y_LINE, "y below threshold = 12, min(y) = 0.0412\n"))
        self.assertEqual(set(bad), {"fraction_y"}, bad)
        verdict, bad = not_passing(C01_1000.replace(_Y_LINE, "y below threshold = 13, min(y) = 0.0412\n"))
        self.assertEqual(bad["below_y"][0], "fail", bad)

    def test_other_n(self):
        text = ("n = 2000\nElements per row/column: 2002 (inner 2000)\nTotal elements: 4008004, inner: 4000000\n"
                "Memory per array: 0.0149310 GB\nThreshold: 0.1, constants a=0.05 b=0.1 c=0.4\n"
                "x below threshold = 400714, fraction = 0.1001785, max(x) = 0.99999\n"
                "y below threshold = 46, fraction = 1.15e-05, min(y) = 0.0412, std(y) = 0.11\n")
        self.assertIn(": PASS", _graded_file(text))
        self.assertIn(": FAIL", _graded_file(text.replace("= 46,", "= 47,")))
        text = ("n = 100\nElements per row/column: 102 (inner 100)\nTotal elements: 10404, inner: 10000\n"
                "Memory per array: 3.87579e-05 GB\nThreshold: 0.1, constants a=0.05 b=0.1 c=0.4\n"
                "x below threshold = 1004, fraction = 0.1004, mean(x) = 0.5\n"
                "y below threshold = 0, fraction = 0, min(y) = 0.1103\n")
        self.assertIn(": PASS", _graded_file(text))

    def test_mean_of_a_comparison_kept(self):
        # ('mean(x < t)' is the fraction: a wrong one still fails; a time's minutes are no statistic)
        self.right_and_wrong([C01_1000.replace(_X_LINE, "x below threshold = 100024, mean(x < t) = 0.100024\n"),
                              C01_1000.replace(_X_LINE, "x below threshold = 100024, (x < t).mean() = 0.100024\n"),
                              C01_1000.replace(_Y_LINE, "y below threshold: 12 in 2 min 30 s (1.2e-05)\n")],
                             [("mean(x < t) = 0.100024", "mean(x < t) = 0.100025", "fraction_x"),
                              ("mean() = 0.100024", "mean() = 0.100025", "fraction_x")])
        # ('var y = 13' is a script's declaration of y, no variance: a wrong Y in it still fails)
        self.right_and_wrong([C01_1000.replace(_Y_LINE, "y below threshold = 12 (1.2e-05); var y = 12\n")],
                             [("var y = 12", "var y = 13", "below_y below_y2")])


class DifferenceAfterBothCounts(RightAndWrong):  # h31 F9
    LINES = ["below t: x 100024 (0.100024), y 12 (1.2e-05), max|y-x| 0.912",
             "below t: x 100024 (0.100024), y 12 (1.2e-05), |y-x|max 0.912",
             "below t: x 100024 (0.100024), y 12 (1.2e-05), max abs diff 0.912",
             "below t: x 100024 (0.100024), y 12 (1.2e-05), diff: 0.912",
             "below t: x 100024 (0.100024), y 12 (1.2e-05), max(y) 0.9998",
             "x below t = 100024 (0.100024), y below t = 12 (1.2e-05), max|y-x| = 0.912",
             "below t: x 100024 (0.100024), max(x) 0.9999, y 12 (1.2e-05)"]

    def test_right_pass_wrong_fail(self):
        texts = [C01_1000.replace(_X_LINE + _Y_LINE, line + "\n") for line in self.LINES]
        self.right_and_wrong(texts, [("100024 (", "100025 (", "below_x"), ("12 (1.2", "13 (1.2", "below_y"),
                                     ("1.2e-05", "1.3e-05", "fraction_y")])


class BareRestatementWithFraction(RightAndWrong):  # h31 F3 ('Y :: 13 (1.3e-05)')
    LINES = ["Y :: 12 (1.2e-05)", "Y: 12 (1.2e-05)", "y 12 (0.0012%)", "Y   12   (1.2e-05)", "X :: 100024 (0.100024)",
             "x 100024 (10.0024%)", "(Y) :: 12 (1.2e-05)"]

    def test_right_pass_wrong_fail(self):
        texts = [C01_1000 + line + "\n" for line in self.LINES]
        self.right_and_wrong(texts, [("Y :: 12 (1.2e-05)", "Y :: 13 (1.3e-05)", "below_y below_y2"),
                                     ("y 12 (0.0012%)", "y 13 (0.0013%)", "below_y below_y2"),
                                     ("Y   12   (1.2e-05)", "Y   13   (1.3e-05)", "below_y below_y2"),
                                     ("X :: 100024 (0.100024)", "X :: 100025 (0.100025)", "below_x below_x2"),
                                     ("x 100024 (10.0024%)", "x 100025 (10.0025%)", "below_x below_x2"),
                                     ("(Y) :: 12 (1.2e-05)", "(Y) :: 13 (1.3e-05)", "below_y below_y2")])

    def test_tutorial_output(self):
        import subprocess as sp
        tutorial = sp.run([os.path.join(TOP, "smooth"), "-n", "1000", "-kernel", "cpu"], capture_output=True,
                          text=True, check=True).stdout
        self.right_and_wrong([tutorial + "Y :: 12 (1.2e-05)\n"], [("Y :: 12 (1.2e-05)", "Y :: 13 (1.3e-05)", "below_y")])


class SeverityZeroOfAnArray(RightAndWrong):  # h31 (the brief's item 4)
    def test_wrong_zero_fails(self):
        from tests.grader.a_support import not_passing
        for line in ("ERROR: y = 0", "error: y 0", "[error] y: 0", "ERROR y == 0", "WARNING: y = 0"):
            with self.subTest(line=line):
                verdict, bad = not_passing(C01_1000 + line + "\n")
                self.assertEqual(verdict, "fail")
                self.assertIn(bad.get("below_y", ("",))[0], ("fail",), bad)
        verdict, bad = not_passing(C01_1000 + "ERROR: x = 0\n")
        self.assertEqual(bad.get("below_x", ("",))[0], "fail", bad)

    def test_checks_own_counts_stay(self):
        texts = [C01_1000 + line + "\n" for line in ("errors: 0", "mismatches = 0", "0 errors", "max error 0",
                                                     "ERROR: mismatches = 0", "ERROR: y mismatches = 0",
                                                     "FAIL: 0 errors", "ERROR: y = 12")]
        self.right_and_wrong(texts, [("ERROR: y = 12", "ERROR: y = 13", "below_y below_y2")])

    def test_zero_right_at_n_100(self):
        text = ("n = 100\nElements per row/column: 102 (inner 100)\nTotal elements: 10404, inner: 10000\n"
                "Memory per array: 3.87579e-05 GB\nThreshold: 0.1, constants a=0.05 b=0.1 c=0.4\n"
                "x below threshold = 1004, fraction = 0.1004\ny below threshold = 0, fraction = 0\n")
        self.assertIn(": PASS", _graded_file(text + "ERROR: y = 0\n"))
        self.assertIn(": FAIL", _graded_file(text + "ERROR: y = 1\n"))


class TupleOfCountsAndFractions(RightAndWrong):  # the brief's item 5
    EVERY_PLACE = True
    TUPLES = ["x_count, x_frac, y_count, y_frac = (100024, 0.100024, 12, 1.2e-05)",
              "x_count, x_frac, y_count, y_frac = [100024, 0.100024, 12, 1.2e-05]",
              "x_count, x_frac, y_count, y_frac =\n(100024, 0.100024, 12, 1.2e-05)",
              "x_count, x_frac, y_count, y_frac\n(100024, 0.100024, 12, 1.2e-05)",
              "cx, fx, cy, fy = (100024, 0.100024, 12, 1.2e-05)",
              "cx, fx, cy, fy = 100024, 0.100024, 12, 1.2e-05",
              "(count_x, frac_x, count_y, frac_y) = (100024, 0.100024, 12, 1.2e-05)"]
    WRONGS = [("12, 1.2e-05", "13, 1.3e-05", "below_y below_y2"), ("100024, 0.100024", "100025, 0.100025", "below_x")]

    def test_after_the_counts(self):
        self.right_and_wrong([C01_1000 + t + "\n" for t in self.TUPLES], self.WRONGS)

    def test_alone(self):
        self.right_and_wrong([C01_1000.replace(_X_LINE + _Y_LINE, t + "\n") for t in self.TUPLES[:3]], self.WRONGS)

    def test_constants_tuple_and_a_row_stay(self):
        from tests.grader.a_support import not_passing
        for text in (C01_1000 + "a, b, c, t = (0.05, 0.1, 0.4, 0.1)\n",
                     C01_1000 + "x_count, x_frac, y_count, y_frac\n100024, 0.100024, 12, 1.2e-05\n"):
            with self.subTest(text=text):
                self.assertEqual(not_passing(text), ("pass", {}))


class HeadlessRowOfCounts(RightAndWrong):  # the brief's item 5
    ROWS = ["1000;1002;100024;0,100024;12;0,000012", "1000,1002,100024,0.100024,12,1.2e-05",
            "1000\t100024\t0.100024\t12\t1.2e-05", "1000 ; 1002 ; 100024 ; 0,100024 ; 12 ; 0,000012 ;"]
    WRONGS = [(";12;0,000012", ";13;0,000013", "below_y below_y2"), (",12,1.2e-05", ",13,1.3e-05", "below_y below_y2"),
              ("\t12\t1.2e-05", "\t13\t1.3e-05", "below_y below_y2"), ("; 12 ; 0,000012", "; 13 ; 0,000013", "below_y"),
              ("100024;0,100024", "100025;0,100025", "below_x below_x2")]

    def test_after_the_counts(self):
        self.right_and_wrong([C01_1000 + row + "\n" for row in self.ROWS], self.WRONGS)

    def test_alone(self):
        self.right_and_wrong([C01_1000.replace(_X_LINE + _Y_LINE, row + "\n") for row in self.ROWS[:2]], self.WRONGS)

    def test_zero_y_at_n_100(self):
        text = ("n = 100\nElements per row/column: 102 (inner 100)\nTotal elements: 10404, inner: 10000\n"
                "Memory per array: 3.87579e-05 GB\nThreshold: 0.1, constants a=0.05 b=0.1 c=0.4\n"
                "x below threshold = 1004, fraction = 0.1004\ny below threshold = 0, fraction = 0\n")
        self.assertIn(": PASS", _graded_file(text + "100;102;1004;0,1004;0;0\n"))
        self.assertIn(": FAIL", _graded_file(text + "100;102;1005;0,1005;0;0\n"))


if __name__ == "__main__":
    unittest.main()
