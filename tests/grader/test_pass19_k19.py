"""The twentieth hostile pass's (h19b) H10, M1, H12, H13 and H9 (helper k19): right outputs that lost points.

What was wrong:
- H10: a prose line about the smoothed array after the counts ('The smoothed array has far fewer small values, as
  expected, since averaging pulls values towards 0.5.') was read as a second Y count: below_y FAIL '12 and 0.5'.
- M1: a percentage-only line ('y below threshold: 0.0012 %') was read as the count 0.0012: below_y FAIL.
- H12: 'N = 1004004' (capital N naming the total) was read as n: inner FAIL '1000 and 1004004'.
- H13: a timing clause before the count ('smooth took 0.012 s; 12 elements of y below threshold (1.2e-05)') made
  the line a timer's: below_y and fraction_y MISSING.
- H9: n stated inside a sentence ('I used n = 1000, so the arrays are 1002 x 1002.', '... of which 1000000 are inner
  elements (n = 1000).') gave no n: UNGRADED ('no line gives n'), or inner MISSING.
Now: a count is a whole number: a fractional value at the end of running prose is no count's (a count's own label
before a separator still fails, 'not a whole number'), and a count line's percentage is the fraction's
(scripts/grading/wholecounts.py); a capital N whose value is (n+2)^2 (or n^2) at the n the other sizes agree on
is that total (capitaltotals.py); a line opening with words and a time, then ';' or ',', is read after it where
the rest names a count, fraction or memory (timedfirst.py); a prose sentence's 'n = 1000' is a statement of its
own (prosen.py). Each right case has a wrong twin that fails its field.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass19_k19
"""
import time
import unittest

import grading
from tests.grader.a_support import COUNTS_1000, RIGHT_1000, SIZES_1000, SIZES_LINES_1000, graded, not_passing

_PASS = ("pass", {})


def _keys(text):
    verdict, bad = not_passing(text)
    return verdict, {k: v[0] for k, v in bad.items()}


class ProseNumberNoCount(unittest.TestCase):
    """H10: a fractional number closing a prose sentence about the smoothed array is no Y count."""

    LINES = ("The smoothed array has far fewer small values, as expected, since averaging pulls values towards 0.5.",
             "The smoothed array has fewer small values, 0.5 on average.",
             "y has far fewer small values since averaging pulls values towards 0.5.",
             "The smoothed array has far fewer values below the threshold; averaging pulls them towards 0.5.",
             "Smoothing leaves far fewer elements below the threshold in y, since values move towards 0.5",
             "the smoothed y array has fewer values under the threshold because everything is pulled to 0.47")

    def test_right_output_with_the_sentence_passes(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(_keys(RIGHT_1000 + line + "\n"), _PASS)

    def test_wrong_count_beside_the_sentence_fails(self):
        for line in self.LINES:
            with self.subTest(line=line):
                text = (RIGHT_1000 + line + "\n").replace(":: 12\n", ":: 21\n")
                self.assertEqual(_keys(text)[1].get("below_y"), "fail")

    def test_a_count_label_with_a_fraction_still_fails(self):
        text = RIGHT_1000.replace(":: 12\n", ":: 0.5\n")
        self.assertEqual(not_passing(text)[1]["below_y"], ("fail", "not a whole number"))
        text = RIGHT_1000.replace(":: 12\n", ":: 12.5\n")
        self.assertEqual(not_passing(text)[1]["below_y"][0], "fail")


class PercentIsTheFraction(unittest.TestCase):
    """M1: a count line's percentage is the fraction's, not the count."""

    def test_percent_only_y_line(self):
        for line in ("y below threshold: 0.0012 %", "y below threshold: 0.0012%", "Y below: 0.0012%",
                     "y below threshold .... 0.0012 %"):
            with self.subTest(line=line):
                text = SIZES_LINES_1000 + "x below threshold: 100024 (10.0024 %)\n" + line + "\n"
                verdict, bad = _keys(text)
                self.assertEqual(bad, {"below_y": "missing"})  # the count missing, the fraction read and right
                wrong = text.replace("0.0012", "0.0021")
                self.assertEqual(_keys(wrong)[1].get("fraction_y"), "fail")

    def test_both_percent_lines_after_counts(self):
        text = SIZES_LINES_1000 + "x below threshold: 100024\ny below threshold: 12\n" \
            "x below threshold: 10.0024 %\ny below threshold: 0.0012 %\n"
        self.assertEqual(_keys(text), _PASS)
        self.assertEqual(_keys(text.replace("0.0012 %", "0.0397 %"))[1].get("fraction_y"), "fail")
        self.assertEqual(_keys(text.replace(": 12\n", ": 21\n"))[1].get("below_y"), "fail")


class CapitalNTotal(unittest.TestCase):
    """H12: 'N = 1004004' beside sizes that agree on n = 1000 is the total."""

    def test_right(self):
        for line in ("N = 1004004", "N=1004004", "N: 1004004", "N = (n+2)^2 = 1004004"):
            with self.subTest(line=line):
                self.assertEqual(_keys(RIGHT_1000 + line + "\n"), _PASS)
        short = "n = 1000\nN = 1004004\nx below threshold: 100024 (0.100024)\ny below threshold: 12 (1.2e-05)\n"
        verdict, bad = _keys(short)
        self.assertNotIn("inner", bad)
        self.assertNotIn("total", bad)

    def test_wrong_twin(self):
        for line in ("N = 1004040", "N=1004440"):
            with self.subTest(line=line):
                verdict, bad = _keys(RIGHT_1000 + line + "\n")
                self.assertEqual(verdict, "fail")
                self.assertTrue(bad)
        short = "n = 1000\nN = 1004040\nx below threshold: 100024 (0.100024)\ny below threshold: 12 (1.2e-05)\n"
        self.assertEqual(_keys(short)[0], "fail")
        self.assertTrue({"inner", "total"} & set(_keys(short)[1]))

    def test_another_n(self):
        text = "n = 500\nN = 252004\nx below threshold: 24914 (0.099656)\ny below threshold: 4 (1.6e-05)\n"
        verdict, bad = graded(text)
        self.assertNotIn("inner", bad)
        self.assertNotIn("total", bad)
        verdict, bad = graded(text.replace("252004", "252040"))
        self.assertTrue({"inner", "total"} & set(bad))


class TimingBeforeTheCount(unittest.TestCase):
    """H13: a timing clause, then ';' or ',', then the count."""

    LINES = ("smooth took 0.012 s; 12 elements of y below threshold (1.2e-05)",
             "Smoothing took 12 ms, y: 12 below threshold (1.2e-05)",
             "elapsed 0.0123 seconds; y below threshold = 12, fraction = 1.2e-05",
             "Time 1.2e-02 s, count y < t = 12, fraction = 1.2e-05")

    def test_right(self):
        for line in self.LINES:
            with self.subTest(line=line):
                text = SIZES_LINES_1000 + "x had 100024 below threshold (0.100024)\n" + line + "\n"
                self.assertEqual(_keys(text), _PASS)
                self.assertEqual(_keys(text.replace(" 12 ", " 21 ").replace("= 12,", "= 21,"))[1].get("below_y"),
                                 "fail")
                self.assertEqual(_keys(text.replace("1.2e-05", "2.1e-05"))[1].get("fraction_y"), "fail")

    def test_a_timer_share_or_rate_is_no_field(self):
        text = RIGHT_1000 + "Smoothing (CPU): 0.012 s, 45% of total\nTotal: 0.1 s, 3.2 GFLOP/s\nsmooth took 0.012 s; done\n"
        self.assertEqual(_keys(text), _PASS)

    def test_long_lines_stay_fast(self):
        for tail in ("took 0.5 s" + " " * 4000 + ";" + " " * 4000 + "x", "a" * 20_000_000 + " 0.5 s, y below 12",
                     "y has " + "word " * 4_000_000 + "towards 0.5"):
            started = time.process_time()
            grading.read_output(SIZES_1000 + COUNTS_1000 + tail + "\n")
            self.assertLess(time.process_time() - started, 10)


class NInProse(unittest.TestCase):
    """H9: a sentence's 'n = 1000' gives n."""

    COUNTS = "x: 100024 below (0.100024), y: 12 below (1.2e-05)\n"
    LINES = ("I used n = 1000, so the arrays are 1002 x 1002.",
             "I used n = 1000, arrays 1002 x 1002.",
             "The arrays are 1002 x 1002 with n=1000",
             "For this run I picked n = 1000, which gives arrays of 1002 x 1002 elements.",
             "I allocated two arrays of size 1002 x 1002, which is 1004004 elements each, of which 1000000 are inner "
             "elements (n = 1000).")

    def test_right(self):
        for line in self.LINES:
            with self.subTest(line=line):
                verdict, bad = _keys(line + "\n" + self.COUNTS)
                self.assertNotEqual(verdict, "ungraded")
                self.assertFalse({"inner", "below_x", "below_y", "fraction_x", "fraction_y"} & set(bad), bad)

    def test_wrong_twin(self):
        for line in self.LINES:
            with self.subTest(line=line):
                verdict, bad = _keys(line.replace("1000,", "1001,").replace("1000.", "1001.").replace("n=1000", "n=1001")
                                     .replace("1000)", "1001)") + "\n" + self.COUNTS)
                self.assertEqual(verdict, "fail")
                self.assertTrue({"inner", "row"} & set(bad), bad)

    def test_right_full_output_with_the_sentence(self):
        self.assertEqual(_keys(RIGHT_1000 + "I used n = 1000, so the arrays are 1002 x 1002.\n"), _PASS)

    def test_another_n_mentioned_is_no_run(self):
        text = RIGHT_1000 + "For n = 2000 I would expect about 400000 elements below 0.1 in x.\n"
        self.assertEqual(_keys(text), _PASS)
        text = "Time for n = 1000 and n = 2000: 10.0 ms\n" + self.COUNTS  # several n's: none the run's
        self.assertEqual(_keys(text)[0], "ungraded")


if __name__ == "__main__":
    unittest.main()
