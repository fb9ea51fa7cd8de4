"""The twenty-second pass's (h22) prose sentences (helper a22): H1, H5, and the lower F17 / F22b notes.

What was wrong (each right at n = 1000; before: the grade at d65763c):
- H1 (F/F2_prose_and_fraction_of.txt, F2b, F2c, F2d; right/c18_prose.txt): '100024 elements of x (a fraction of
  0.100024) and 12 elements of y (a fraction of 1.2e-05) are below the threshold.' under c01's size lines: UNGRADED,
  'no line gives n', though 'n: 1000' is printed. The words 'a fraction of' in the bracket kept the first clause from
  taking the predicate said after it ('are below the threshold'), so '100024 elements' was read as a total; a total
  again with another value started a second run, the size lines before it (no count of their own) were dropped as a
  warm-up's, and the run left had no n. Likewise with 'We found that ...' before the first count.
- H5 (F/F3*, c18 line 1): 'We ran the (smoothing) program with n = 1000 inner points per side, so each array has 1002
  x 1002 = 1004004 elements, 1000000 of them inner elements.': row and total MISSING, inner '1000 and 1004004'. After
  a run's words, n's statement was cut at its value and 'inner points per side, so each array has 1002 x ...' read as
  one statement. And in c18, a sentence after the list of shapes ('. Each float array takes 0.00374 GB of memory.')
  was the last size's words: memory lost.
- F17 'The count drops from 100024 (0.100024) in x to 12 (1.2e-05) in y.' and F22b 'Before smoothing: 100024
  (0.100024)' / 'After smoothing: 12 (1.2e-05)' (no threshold word): UNGRADED, 'no count ... found'.
Now: a bracket of a fraction's words is the count's aside, and a report's words before the count ('We found that')
no label's (fractionasides.py, in clauses._said_after); a first run with no count is no warm-up where the run after
it gives no n (sizelessruns.py: one run, the size given twice fails naming both lines, never UNGRADED 'no n'); n's
describing words after its value are n's statement (ndescribed.py); a list of shapes ends at a sentence's end
(shapesentences.py); and, as a last resort where the file's n is read and no count is, two lines side by side (or
one line) giving x's and y's whole numbers with fractions in brackets, one of them its count over n^2, are the counts
(unnamedcounts.py, asked by cli.grade_file; the file notes it). Each right case has a wrong twin that fails.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass22_a22
"""
import time
import unittest

from tests.grader.a_support import RightAndWrong as Case, graded, not_passing

_PASS = ("pass", {})
# right/c01_c_printf.txt (the pass's base), in three pieces
SIZES = "Row length (n+2): 1002\nn: 1000\nTotal elements: 1004004\nInner elements: 1000000\n"
MEMORY = "Memory per array: 0.00374021 GB\n"
REST = "Threshold: 0.1\nConstants a b c: 0.05 0.1 0.4\n"
COUNTS = "X below threshold: 100024 (fraction 0.100024)\nY below threshold: 12 (fraction 1.2e-05)\n"
# ./smooth -n 500 -kernel cpu's values in the same layout
SIZES_500 = "Row length (n+2): 502\nn: 500\nTotal elements: 252004\nInner elements: 250000\n"
MEMORY_500 = "Memory per array: 0.000938788 GB\n"


class ProseCountsTest(Case):
    """H1: both arrays' counts and fractions in one sentence, the fractions said in words."""
    RIGHT = [SIZES + MEMORY + REST + line + "\n" for line in (
        "100024 elements of x (a fraction of 0.100024) and 12 elements of y (a fraction of 1.2e-05) are below the "
        "threshold.",
        "We found that 100024 elements of x (a fraction of 0.100024) and only 12 elements of y (a fraction of "
        "1.2e-05) fall below the threshold.",
        "100024 of x (a fraction of 0.100024) and 12 of y (a fraction of 1.2e-05) are below the threshold.",
        "We found 100024 cells of x (fraction of 0.100024) and 12 cells of y (fraction of 1.2e-05) below the threshold.",
        "100024 values of x (a fraction of 0.100024) and 12 values of y (a fraction of 1.2e-05) were under the "
        "threshold 0.1",
        "There are 100024 elements of x (i.e. 0.100024) and 12 elements of y (i.e. 1.2e-05) below the threshold.")]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("100024 elements of x", "100042 elements of x", "below_x"),
                                          ("100024 of x", "100042 of x", "below_x"),
                                          ("100024 cells", "100042 cells", "below_x"),
                                          ("100024 values", "100042 values", "below_x"),
                                          (" 12 ", " 21 ", "below_y"),
                                          ("of 0.100024)", "of 0.100042)", "fraction_x"),
                                          ("(i.e. 1.2e-05)", "(i.e. 2.1e-05)", "fraction_y")])

    def test_graded_whole_file(self):
        """The command's grade (its runs too): right, and y's wrong twin failing, never UNGRADED."""
        text = self.RIGHT[0]
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace(" 12 ", " 21 ")), ("fail", {"below_y": "fail"}))

    def test_n_500(self):
        text = SIZES_500 + MEMORY_500 + REST + "24914 elements of x (a fraction of 0.099656) and 4 elements of y " \
            "(a fraction of 1.6e-05) are below the threshold.\n"
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace("24914", "24941")), ("fail", {"below_x": "fail"}))

    def test_other_brackets_kept(self):
        """a bracket of other words is the clause's: not blanked (its words still tested)"""
        from grading.fractionasides import without_fraction_asides
        for text in ("100024 elements of x (GPU run)", "12 elements of y (sweep 2 of 3)", "x (on the GPU: 0.5)"):
            self.assertEqual(without_fraction_asides(text), text)
        self.assertEqual(without_fraction_asides("x (a fraction of 0.100024) y").split(), ["x", "y"])


class SizesNeverCancelledTest(unittest.TestCase):
    """H1's cause: a count misread as a size on the count's line never drops the size lines above it."""

    def test_misread_count_fails_not_ungraded(self):
        text = SIZES + MEMORY + REST + "100024 elements of x (about a tenth) and 12 elements of y (almost none) " \
            "are below the threshold.\n"
        verdict, bad = graded(text)
        self.assertEqual(verdict, "fail")  # (was UNGRADED, 'no line gives n')
        self.assertEqual(bad.get("total"), "fail")  # (1004004 and 100024: both lines named)
        for key in ("row", "inner", "total_inner"):
            self.assertNotIn(key, bad)

    def test_warm_up_still_dropped(self):
        """a warm-up's run above the output, its own n stated, is still no run of the output's"""
        text = "Warm-up run with n = 10\n" + SIZES + MEMORY + REST + COUNTS
        self.assertEqual(graded(text), _PASS)


class ProseSizesTest(Case):
    """H5: n, the row, the total and the inner total in one sentence, whatever the words before 'n ='."""
    TAIL = " so each array has 1002 x 1002 = 1004004 elements, 1000000 of them inner elements."
    RIGHT = [MEMORY + REST + COUNTS + line + "\n" for line in (
        "We ran the smoothing program with n = 1000 inner points per side," + TAIL,
        "We ran the program with n = 1000 inner points per side," + TAIL,
        "Smoothing run with n = 1000 inner points per side:" + TAIL,
        "I ran my code with N = 1000 grid points per side," + TAIL,
        "Running with n = 1000 interior cells per side; each grid has 1002 x 1002 = 1004004 elements, 1000000 of them "
        "interior.")] + [REST + COUNTS + "We ran the smoothing program with n = 1000 inner points per side," + TAIL
                         + " Each float array takes 0.00374021 GB of memory.\n"]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("= 1004004 elements", "= 1004006 elements", "total"),
                                          ("1000000 of them", "1000042 of them", "total_inner"),
                                          ("0.00374021 GB of", "0.00374102 GB of", "memory"),
                                          ("1002 x 1002", "1004 x 1004", "row inner total")])

    def test_n_500(self):
        text = MEMORY_500 + REST + "24914 below threshold in x (0.099656)\n4 below threshold in y (1.6e-05)\n" \
            "We ran the smoothing program with n = 500 inner points per side, so each array has 502 x 502 = 252004 " \
            "elements, 250000 of them inner elements.\n"
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace("= 252004", "= 252006")), ("fail", {"total": "fail"}))

    def test_other_words_after_n_kept_apart(self):
        """words after n's value that are no clause of their own (a digit or '=' in them) are not n's"""
        from grading.statements import prepare, split
        line = "Running with n=1000 below_x=100024 below_y=12"
        self.assertNotIn("n=1000 below_x=100024", split(line, prepare(line)[1]))


class UnnamedCountsTest(unittest.TestCase):
    """F17, F22b: the counts with no threshold word, where nothing else counts: read (the command's grade)."""
    BASE = SIZES + MEMORY + REST
    RIGHT = ("Before smoothing: 100024 (0.100024)\nAfter smoothing: 12 (1.2e-05)\n",
             "Input x: 100024 (10.0024%)\n\nSmoothed y: 12 (0.0012%)\n",
             "original array: 100024 (0.100024)\nsmoothed array: 12 (1.2e-05)\n",
             "The count drops from 100024 (0.100024) in x to 12 (1.2e-05) in y.\n",
             "From 100024 (0.100024) before smoothing to 12 (1.2e-05) after smoothing.\n")
    WRONG = (("12 (1.2e-05)", "21 (1.2e-05)", {"below_y": "fail"}),  # (x agrees: both read, y fails)
             ("12 (0.0012%)", "21 (0.0021%)", {"below_y": "fail", "fraction_y": "fail"}),
             ("100024 (", "100042 (", {"below_x": "fail"}))

    def test_right_pass_wrong_fail(self):
        for counts in self.RIGHT:
            with self.subTest(counts=counts):
                self.assertEqual(graded(self.BASE + counts), _PASS)
            for old, new, bad in self.WRONG:
                if old in counts:
                    with self.subTest(counts=counts, new=new):
                        self.assertEqual(graded(self.BASE + counts.replace(old, new)), ("fail", bad))

    def test_n_500(self):
        text = SIZES_500 + MEMORY_500 + REST + "Before smoothing: 24914 (0.099656)\nAfter smoothing: 4 (1.6e-05)\n"
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace(": 4 (", ": 6 (")), ("fail", {"below_y": "fail"}))

    def test_not_counts_unread(self):
        """no fraction that is its count over n^2, or a word saying it is something else: still no count"""
        from grading.unnamedcounts import counts_unnamed
        for counts in ("Before smoothing: 500 (0.5)\nAfter smoothing: 733 (0.733)\n",
                       "Mean before smoothing: 100024 (0.100024)\nMean after smoothing: 12 (1.2e-05)\n",
                       "x: 100024 (0.100024)\n",  # (one array: barecounts' rule, not a last resort's)
                       "Changed in x: 100024 (0.100024), changed in y: 12 (1.2e-05)\n"):
            self.assertIsNone(counts_unnamed(self.BASE + counts, 1000), counts)
        self.assertEqual(graded(self.BASE + "Before smoothing: 500 (0.5)\nAfter smoothing: 733 (0.733)\n")[0],
                         "ungraded")

    def test_counted_file_untouched(self):
        """a file with its counts read is never read again: a line like these beside them is what it was"""
        text = self.BASE + COUNTS + "Before smoothing: 100024 (0.100024)\nAfter smoothing: 12 (1.2e-05)\n"
        self.assertEqual(not_passing(text)[0], not_passing(self.BASE + COUNTS)[0])


class CostTest(unittest.TestCase):
    """The new patterns stay linear: 4,000 blanks, a 2 MB line of brackets, after each shape."""

    def test_fast(self):
        from grading.fractionasides import without_fraction_asides
        from grading.ndescribed import described_end
        from grading.shapesentences import listed_then
        from grading.grids import shapes_listed
        from grading.statements import prepare
        from grading.unnamedcounts import counts_unnamed
        from grading.layout import place
        texts = ("x (a fraction of " + " " * 4000 + "0.1", "(a " * 700000, "(" + "a " * 1000000 + "0.1",
                 "n = 1000 inner" + " " * 4000 + "x", "n = 1000 " + "a" * 2000000,
                 "1002 x 1002 = 1004004 elements. A" + ". A" * 600000 + " 1",
                 "Before smoothing: " + " " * 4000 + "100024 (" + " " * 4000 + "0.1)\n" * 2,
                 "From 100024 (0.1) " + "in x to " * 250000 + "12 (1.2e-05) in y\n",
                 ("a" * 70 + " 1 (0.5)" + " b" * 25 + " 2 (0.5)\n") * 20000)
        for text in texts:
            start = time.process_time()
            without_fraction_asides(text)
            described_end(text, 8, place)
            listed_then(text[:400000], shapes_listed, prepare)
            counts_unnamed(text, 1000)
            self.assertLess(time.process_time() - start, 3, text[:40])


if __name__ == "__main__":
    unittest.main()
