"""The sixteenth hostile pass B's headings, summaries and pairs (A4, A9, A5, B1, B2; pass A's c35, w34): a
count heading with '(fraction)' over rows without a colon or over bare 'X = ...' rows, headings that name n and
the threshold, a summary line as the only printing of the counts, a per-step pair, a running total's last row."""
import unittest

from tests.grader.a_support import PASS_B_SIZES, graded, not_passing

# a right n = 1000 output's lines before its counts (pass B's base.txt)
SIZES = PASS_B_SIZES + "a = 0.05, b = 0.1, c = 0.4\n"


def _keys(text):
    verdict, bad = not_passing(text)
    return verdict, set(bad)


def _text(block):
    return SIZES + block.replace("|", "\n") + "\n"


class CountHeadingTest(unittest.TestCase):
    """A4: 'Count below threshold (fraction):' over '  x 100024 (0.100024)' (r33, r36), 'Counts below 0.1
    (fraction):' over 'X = 100024 (0.100024)' (r60, c03): were UNGRADED; w30 (rows over (n+2)^2) must FAIL."""
    RIGHT = ["Count below threshold (fraction):|  x 100024 (0.100024)|  y 12 (1.2e-05)",
             "Count below threshold (fraction):|x 100024 (0.100024)|y 12 (1.2e-05)",
             "Counts below 0.1 (fraction):|X = 100024 (0.100024)|Y = 12 (1.2e-05)",
             "Counts below threshold (fraction):|X = 100024 (0.100024)|Y = 12 (1.2e-05)",
             "Number below threshold (fraction):|  x 100024 (0.100024)|  y 12 (1.2e-05)",
             "Count below threshold (fraction):|  x 100024 0.100024|  y 12 1.2e-05"]

    def test_right_pass(self):
        for block in self.RIGHT:
            with self.subTest(block=block):
                self.assertEqual(not_passing(_text(block)), ("pass", {}))
        self.assertEqual(graded(_text(self.RIGHT[2])), ("pass", {}))

    def test_wrong_fail(self):
        for block in self.RIGHT:
            for old, new, fields in [("12 ", "21 ", {"below_y"}), ("0.100024", "0.0996252", {"fraction_x"})]:
                with self.subTest(block=block, new=new):
                    verdict, bad = _keys(_text(block.replace(old, new)))
                    self.assertEqual(verdict, "fail")
                    self.assertTrue(fields <= bad, bad)
        self.assertEqual(_keys(_text(self.RIGHT[2].replace("0.1 (", "0.2 ("))), ("fail", {"threshold"}))


class ThresholdHeadingTest(unittest.TestCase):
    """A9: 'Results (n = 1000, threshold 0.1):' (r66), 'Below 0.1 after 1 sweep:' (r67), 'Elements below 0.1 (count,
    fraction):' (r68), 'Results:' (r70) over the arrays' rows: were UNGRADED; the heading's n and threshold are printings."""
    ROWS = "|  x: 100024 (0.100024)|  y: 12 (1.2e-05)"
    RIGHT = ["Results (n = 1000, threshold 0.1):" + ROWS, "Below 0.1 after 1 sweep:" + ROWS,
             "Elements below 0.1 (count, fraction):|  x: 100024, 0.100024|  y: 12, 1.2e-05", "Results:" + ROWS,
             "Results for n = 1000, t = 0.1:" + ROWS, "Final results (N=1000, t=0.1):" + ROWS, "Summary:" + ROWS,
             "Below threshold after 1 sweep:" + ROWS, "Summary:|X = 100024 (0.100024)|Y = 12 (1.2e-05)"]

    def test_right_pass(self):
        for block in self.RIGHT:
            with self.subTest(block=block):
                self.assertEqual(not_passing(_text(block)), ("pass", {}))
        self.assertEqual(graded(_text(self.RIGHT[0])), ("pass", {}))

    def test_wrong_fail(self):
        for block in self.RIGHT:
            for old, new, field in [("12", "21", "below_y"), ("0.100024", "0.100042", "below_x fraction_x")]:
                with self.subTest(block=block, new=new):
                    verdict, bad = _keys(_text(block.replace(old, new)))
                    self.assertEqual(verdict, "fail")
                    self.assertTrue(set(field.split()) & bad, bad)

    def test_heading_values_judged(self):
        for block in self.RIGHT[:3] + self.RIGHT[4:5] + ["Results (threshold 0.1):" + self.ROWS]:
            with self.subTest(block=block):
                self.assertEqual(_keys(_text(block.replace("0.1 ", "0.2 ").replace("0.1)", "0.2)")
                                             .replace("0.1:", "0.2:"))), ("fail", {"threshold"}))
        for block in ["Results (n = 1001, threshold 0.1):" + self.ROWS, "Summary (n = 999, t = 0.1):" + self.ROWS,
                      "Results for n = 1001, threshold 0.1:" + self.ROWS]:
            with self.subTest(block=block):
                self.assertEqual(_keys(_text(block)), ("fail", {"inner"}))
                self.assertEqual(graded(_text(block)), ("fail", {"inner": "fail"}))

    def test_other_heading_not_counts(self):
        # under a heading of another field the rows are that field's, no count below the threshold
        text = _text("Elements above threshold:" + self.ROWS)
        self.assertEqual(not_passing(text)[0], "ungraded")


class SummaryOnlyTest(unittest.TestCase):
    """A5: a summary line as the output's only printing of the counts (r01, r26, r27, r49): was UNGRADED; its wrong
    twin (w08, 'Y=13 (1.3e-05)') must FAIL on Y."""
    RIGHT = ["Done: n=1000, X=100024 (0.100024), Y=12 (1.2e-05)", "Result: x=100024 (0.100024), y=12 (1.2e-05)",
             "Summary: x=100024 (0.100024), y=12 (1.2e-05)", "x=100024 (0.100024), y=12 (1.2e-05)",
             "Summary: x: 100024 (10.0024%), y: 12 (0.0012%)", "Final: X = 100024 (0.100024); Y = 12 (1.2e-05)"]

    def test_right_pass(self):
        for block in self.RIGHT:
            with self.subTest(block=block):
                self.assertEqual(not_passing(_text(block)), ("pass", {}))
        self.assertEqual(graded(_text(self.RIGHT[0])), ("pass", {}))
        # no fraction printed: the counts read, the fractions missing
        self.assertEqual(_keys(_text("Done: n=1000, X=100024, Y=12")), ("fail", {"fraction_x", "fraction_y"}))

    def test_wrong_fail(self):
        for block in self.RIGHT:
            for old, new, fields in [("12 (", "13 (", {"below_y"}), ("100024 (0.100024)", "100024 (0.100042)", {"fraction_x"}),
                                     ("Y=12 (1.2e-05)", "Y=100024 (0.100024)", {"below_y", "fraction_y"})]:
                if old not in block:
                    continue
                with self.subTest(block=block, new=new):
                    verdict, bad = _keys(_text(block.replace(old, new)))
                    self.assertEqual(verdict, "fail")
                    self.assertTrue(fields <= bad, bad)
        self.assertEqual(graded(_text("Done: n=1000, X=100024 (0.100024), Y=13 (1.3e-05)"))[0], "fail")
        self.assertEqual(_keys(_text("Done: n=1000, X=100024, Y=21"))[1] >= {"below_y"}, True)

    def test_not_counts(self):
        # a square's sides, and a pair beside an array's own count lines, are not read as the counts
        self.assertEqual(not_passing(_text("Done: x=1000, y=1000"))[0], "ungraded")
        text = _text("X = 100024 (0.100024)|Y = 12 (1.2e-05)|Result: x=500, y=501")
        self.assertEqual(not_passing(text), ("pass", {}))
        text = _text("x below threshold: 100024 (fraction 0.100024)|y below threshold: 12 (fraction 1.2e-05)|"
                     "Result: x=500, y=501")
        self.assertEqual(not_passing(text), ("pass", {}))


RIGHT_COUNTS = "x below threshold: 100024 (fraction 0.100024)|y below threshold: 12 (fraction 1.2e-05)|"


class PairTest(unittest.TestCase):
    """B1: '(x, y) = (100024, 100024)' after a right output (w22, X's count printed for Y); B2: 'After step 1:
    x=100024, y=21' (w39): were PASS 20; a square's '(x, y) = (1002, 1002)' and a coordinate stay unread."""

    def test_wrong_fail(self):
        for line in ["(x, y) = (100024, 100024)", "After step 1: x=100024, y=21", "After sweep 1: x=100024, y=21",
                     "Iteration 1: x=100024 (0.100024), y=13 (1.3e-05)", "step 1: x = 100024, y = 100024"]:
            with self.subTest(line=line):
                verdict, bad = _keys(_text(RIGHT_COUNTS + line))
                self.assertEqual(verdict, "fail")
                self.assertIn("below_y", bad)
        self.assertEqual(graded(_text(RIGHT_COUNTS + "After step 1: x=100024, y=21"))[0], "fail")

    def test_right_pass(self):
        for line in ["(x, y) = (1002, 1002)", "(x, y) = (12, 12)", "(x, y) = (500, 500)", "x: 1000, y: 1000",
                     "After step 1: x=100024, y=12", "step 1: x=500, y=501", "(x, y) = (100024, 12)"]:
            with self.subTest(line=line):
                self.assertEqual(not_passing(_text(RIGHT_COUNTS + line)), ("pass", {}))
        # several steps printed: the first step's pair is no final count
        text = _text("Step 1: x=100024, y=500|Step 2: x=100024, y=12|" + RIGHT_COUNTS.rstrip("|"))
        self.assertEqual(not_passing(text), ("pass", {}))


class RankTableTest(unittest.TestCase):
    """r19: a table of the ranks' partial counts with its total row ('rank  x_below  y_below', ..., 'total 100024
    12'): was UNGRADED; the total row is the counts (a wrong one fails), a table with no total row stays unread."""
    TABLE = "rank  x_below  y_below|0     25006    3|1     25006    3|2     25006    3|3     25006    3|total 100024   12|"
    FRACTIONS = "fraction x 0.100024|fraction y 1.2e-05"

    def test_right_pass(self):
        for table in [self.TABLE, "thread count_x count_y|0 50012 6|1 50012 6|sum 100024 12|"]:
            with self.subTest(table=table):
                self.assertEqual(not_passing(_text(table + self.FRACTIONS)), ("pass", {}))
        self.assertEqual(graded(_text(self.TABLE + self.FRACTIONS)), ("pass", {}))
        # another table of the ranks (times, bytes) beside right counts: no field's
        self.assertEqual(not_passing(_text(RIGHT_COUNTS + "rank  time_ms  bytes|0  25.1  3000|1  25.2  3000|total 50.3  6000")),
                         ("pass", {}))

    def test_wrong_fail(self):
        self.assertEqual(_keys(_text(self.TABLE.replace("100024   12", "100024   13") + self.FRACTIONS)), ("fail", {"below_y"}))
        self.assertEqual(_keys(_text(self.TABLE.replace("total 100024", "total 100042") + self.FRACTIONS))[0], "fail")
        self.assertEqual(_keys(_text(RIGHT_COUNTS + self.TABLE.replace("100024   12", "100024   21").rstrip("|"))),
                         ("fail", {"below_y"}))

    def test_no_total_unread(self):
        text = _text(self.TABLE.replace("total 100024   12|", "") + self.FRACTIONS)
        self.assertEqual(not_passing(text)[0], "ungraded")


class PassATest(unittest.TestCase):
    """Pass A: c35's 'elements: 1004004 total / 1000000 inner' (the inner total was MISSING); w34's running total
    whose last row, the grid's last, is wrong ('row 1000: x below 100042 so far': was PASS)."""
    C35 = ("n = 1000 (with ghost cells 1002)\nelements: 1004004 total / 1000000 inner\nmemory: 0.00374021 GB per array\n"
           "threshold = 0.1\na = 0.05  b = 0.1  c = 0.4\nBefore smoothing: 100024 below threshold (0.100024)\n"
           "After smoothing:  12 below threshold (0.000012)\n")

    def test_sizes_slashed(self):
        self.assertEqual(not_passing(self.C35), ("pass", {}))
        self.assertEqual(not_passing(self.C35.replace("1004004 total / 1000000 inner", "1000000 inner / 1004004 total")),
                         ("pass", {}))
        for old, new, field in [("1000000 inner", "1000001 inner", "total_inner"), ("1004004 total", "1004005 total", "total")]:
            with self.subTest(new=new):
                self.assertEqual(_keys(self.C35.replace(old, new)), ("fail", {field}))

    def test_running_total_last_row(self):
        rows = "".join(f"row {k}: x below {k * 100} so far|" for k in range(990, 1000))
        text = _text(rows + "row 1000: x below 100042 so far|" + RIGHT_COUNTS.rstrip("|"))
        self.assertEqual(_keys(text), ("fail", {"below_x"}))
        self.assertEqual(not_passing(text.replace("100042 so far", "100024 so far")), ("pass", {}))
        running = ("row 998: x below 100 (running 99900), y below 0 (running 12)|row 999: x below 124 (running 100024), "
                   "y below 0 (running 13)|")
        self.assertEqual(_keys(_text(running + RIGHT_COUNTS.rstrip("|"))), ("fail", {"below_y"}))
        self.assertEqual(not_passing(_text(running.replace("running 13", "running 12") + RIGHT_COUNTS.rstrip("|"))),
                         ("pass", {}))
        # a lone row's line ('row 1000: ... (running 9812)' after a right output) is no log of rows: unread
        self.assertEqual(not_passing(_text(RIGHT_COUNTS + "row 1000: x below 96 (running 9812), y below 0 (running 0)")),
                         ("pass", {}))
        # a log of the first rows only: its last row no count
        self.assertEqual(not_passing(_text("row 9: x below 909 so far|row 10: x below 1010 so far|" + RIGHT_COUNTS.rstrip("|"))),
                         ("pass", {}))


if __name__ == "__main__":
    unittest.main()
