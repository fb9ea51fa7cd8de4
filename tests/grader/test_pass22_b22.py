"""The twenty-second pass's (h22) counts under a heading or in a pair display (helper b22): H2, H13, H9, H17.

What was wrong (each right at n = 1000; before: the grade at d65763c):
- H2 (h22's right/c29_numpy_arrays, F/F7): numpy's 'below threshold (x, y):' over 'counts = [100024     12]' and
  'fractions = [1.00024e-01 1.20000e-05]': UNGRADED (the heading's label not carried onto the array lines). F7b,
  'below threshold (x, y): [100024     12], fractions [1.00024e-01 1.20000e-05]': below_y and fraction_y MISSING.
- H13 (F22d, F22e): 'Elements below threshold:' over 'x (before smoothing): 100024 (0.100024)' / 'y (after
  smoothing): 12 (1.2e-05)' (or '(input)' / '(smoothed)'): UNGRADED (the bracketed aside stopped the array's line).
- H9 (F16, F16d): 'Counts below threshold -- x: 100024, y: 12. Fractions -- x: 0.100024, y: 1.2e-05.' (or the
  sentences apart by ';'): FAIL, the second sentence's numbers read as counts, a count found as '12.'.
- H17 (F27 = P42, F27b): R's named vector '     x      y ' over '100024     13 ' after a right output: PASS (no
  field read); under '[1] "Elements below threshold:"': X read as 1 (R's [1] index), Y MISSING.
Now: a pair's heading labels the count's and fraction's lines under it, and a second pair after a comma is a line of
its own (pairdisplays.py); an array's bracketed aside of an array's words is part of its name under a heading
(arrayasides.py, headings._ARRAY_LINE); a line's labelled sentences are read one a line (sentencelabels.py), a whole
count's closing full stop no part of it (printed.found_of); R's '[1] "heading:"' is the heading, and its named vector
of the two arrays is read as the counts (whole numbers) or the fractions (pairdisplays.py). Each right case has a
wrong twin (Y 12 -> 21 in the pair, the sentence, the array line) that FAILs below_y.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass22_b22
"""
import time
import unittest

from tests.grader.a_support import SIZES_LINES_1000, SIZES_LINES_500, RightAndWrong as Case, graded, statuses

_Y21 = [("12]", "21]", "below_y"), ("12.", "21.", "below_y"), ("y: 12", "y: 21", "below_y"), ("12)", "21)", "below_y"),
        ("     12 ", "     21 ", "below_y"), ("y 12", "y 21", "below_y"), (": 12 ", ": 21 ", "below_y"),
        ("12, ", "21, ", "below_y")]
_X42 = [("100024 ", "100042 ", "below_x"), ("[100024", "[100042", "below_x"), ("100024,", "100042,", "below_x")]
_RIGHT_COUNTS = "x below threshold: 100024 (fraction 0.100024)\ny below threshold: 12 (fraction 1.2e-05)\n"


class NumpyPairTest(Case):
    """H2: numpy's pair of counts under a heading that ends in the arrays' pair."""
    RIGHT = [SIZES_LINES_1000 + "below threshold (x, y):\ncounts = [100024     12]\nfractions = [1.00024e-01 1.20000e-05]\n",
             SIZES_LINES_1000 + "Elements below threshold (x, y):\n  count: [100024, 12]\n  fraction: [0.100024, 1.2e-05]\n",
             SIZES_LINES_1000 + "Below threshold [x, y]\nn = (100024, 12)\nfrac = (0.100024, 1.2e-05)\n",
             SIZES_LINES_1000 + "below threshold (x, y): [100024     12], fractions [1.00024e-01 1.20000e-05]\n",
             SIZES_LINES_1000 + "below threshold (x, y) = [100024 12]; fraction = [0.100024 1.2e-05]\n"]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, _Y21 + _X42 + [("1.20000e-05]", "2.10000e-05]", "fraction_y"),
                                                        ("1.2e-05]", "2.1e-05]", "fraction_y"),
                                                        ("1.2e-05)", "2.1e-05)", "fraction_y")])

    def test_n_500(self):
        text = SIZES_LINES_500 + "below threshold (x, y):\ncounts = [24914     4]\nfractions = [9.96560e-02 1.60000e-05]\n"
        self.assertEqual(graded(text), ("pass", {}))
        self.assertEqual(graded(text.replace("     4]", "     7]")), ("fail", {"below_y": "fail"}))

    def test_other_names_left(self):
        # (a pair of values under a name that is no count's or fraction's: not the counts)
        text = SIZES_LINES_1000 + "below threshold (x, y):\ntimes = [100024     12]\n" + _RIGHT_COUNTS
        self.assertEqual(statuses(text), {})


class AsideTest(Case):
    """H13: an array's line under a field's heading, its name with a bracketed aside."""
    RIGHT = [SIZES_LINES_1000 + "Elements below threshold:\n  x (before smoothing): 100024 (0.100024)\n"
             "  y (after smoothing): 12 (1.2e-05)\n",
             SIZES_LINES_1000 + "Elements below threshold:\n  x (input): 100024 (0.100024)\n  y (smoothed): 12 (1.2e-05)\n",
             SIZES_LINES_1000 + "Below threshold (count, fraction):\n- X (original): 100024 (0.100024)\n"
             "- Y (output): 12 (1.2e-05)\n",
             SIZES_LINES_1000 + "Number below threshold:\n  x (input array) = 100024 (0.100024)\n"
             "  y (smoothed array) = 12 (1.2e-05)\n"]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [(": 12 (", ": 21 (", "below_y"), ("= 12 (", "= 21 (", "below_y"),
                                          (": 100024 (", ": 100042 (", "below_x"), ("= 100024 (", "= 100042 (", "below_x"),
                                          ("(1.2e-05)", "(2.1e-05)", "fraction_y")])

    def test_unclear_aside_left(self):
        from grading.arrayasides import aside_agrees
        from grading.headings import _ARRAY_NAMES
        self.assertTrue(aside_agrees(["x"], "before smoothing", _ARRAY_NAMES))
        self.assertFalse(aside_agrees(["x"], "after smoothing", _ARRAY_NAMES))  # (which array: unclear)
        self.assertFalse(aside_agrees(["y"], "GPU", _ARRAY_NAMES))  # (a version's, no aside)


class SentencesTest(Case):
    """H9: one line of labelled sentences, each label its own sentence's."""
    RIGHT = [SIZES_LINES_1000 + "Counts below threshold -- x: 100024, y: 12. Fractions -- x: 0.100024, y: 1.2e-05.\n",
             SIZES_LINES_1000 + "Counts below threshold: x 100024, y 12; fractions: x 0.100024, y 1.2e-05\n",
             SIZES_LINES_1000 + "Counts below threshold: x = 100024, y = 12. Fractions: x = 0.100024, y = 1.2e-05.\n",
             SIZES_LINES_1000 + "Below threshold: x 100024 and y 12. Fractions: x 0.100024 and y 1.2e-05.\n"]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, _Y21 + [("y = 12.", "y = 21.", "below_y"), ("x 100024", "x 100042", "below_x"),
                                                 ("x: 100024", "x: 100042", "below_x"), ("y: 1.2e-05", "y: 2.1e-05", "fraction_y"),
                                                 ("y 1.2e-05", "y 2.1e-05", "fraction_y")])

    def test_full_stop_no_part_of_a_count(self):
        text = SIZES_LINES_1000 + "x below threshold: 100024 (fraction 0.100024).\ny below threshold: 21.\n"
        from tests.grader.a_support import entry_of
        self.assertEqual(entry_of(text)["fields"]["below_y"]["found"], "21")

    def test_other_sentences_left(self):
        from grading.sentencelabels import sentences_split
        line = "Done in 12.5 s. Memory: 3.8 MB."
        self.assertEqual(sentences_split(line), line)


class NamedVectorTest(Case):
    """H17: R's named vector of the two arrays' counts."""
    _R = '[1] "Elements below threshold:"\n     x      y \n100024     12 \n'

    def test_right_counts(self):
        for text in (SIZES_LINES_1000 + self._R,
                     SIZES_LINES_1000 + "     x      y \n100024     12 \n",
                     SIZES_LINES_1000 + '[1] "Counts below threshold"\n     X      Y \n100024     12 \n'):
            with self.subTest(text=text):
                got = statuses(text)
                self.assertEqual({k: v for k, v in got.items() if k.startswith("below")}, {})  # (no fractions printed)
                self.assertEqual(statuses(text.replace("     12 \n", "     21 \n"))["below_y"], "fail")

    def test_right_with_fractions(self):
        text = SIZES_LINES_1000 + "     x      y \n100024     12 \n          x           y \n1.00024e-01 1.20000e-05 \n"
        self.assertEqual(statuses(text), {})
        self.assertEqual(statuses(text.replace("1.20000e-05", "2.10000e-05")), {"fraction_y": "fail"})

    def test_wrong_second_printing_fails(self):
        for after in ("     x      y \n100024     13 \n", "     x     y \n100024    21 \n"):
            with self.subTest(after=after):
                self.assertEqual(statuses(SIZES_LINES_1000 + _RIGHT_COUNTS + after).get("below_y"), "fail")
        self.assertEqual(statuses(SIZES_LINES_1000 + _RIGHT_COUNTS + "     x      y \n100024     12 \n"), {})

    def test_sizes_left(self):
        # (two equal whole numbers under x and y: the arrays' sizes, no counts)
        self.assertEqual(statuses(SIZES_LINES_1000 + _RIGHT_COUNTS + "   x    y \n1002 1002 \n"), {})


class CostTest(unittest.TestCase):
    def test_blanks_and_long_lines(self):
        from grading.headings import regrouped
        for tail in (" " * 4000, "x" + " " * 4000 + "y" + " " * 4000 + "\n", "below threshold (x, y):\ncounts = [" + "1 " * 200000,
                     "Counts below threshold -- x: 1" + ". Fractions -- x: 1" * 200000, "1" + " " * 4000 + ";" * 4000,
                     "[1] \"" + "a" * 200000, "  x (" + " " * 4000 + "before"):
            start = time.process_time()
            regrouped(SIZES_LINES_1000 + tail + "\n" + _RIGHT_COUNTS)
            self.assertLess(time.process_time() - start, 2.0, tail[:40])


if __name__ == "__main__":
    unittest.main()
