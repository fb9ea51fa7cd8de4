"""The twenty-fifth hostile pass's (h25) one-liners, label-value lists, prose and shares (helper f23): H1, H12, H2,
H7, M7.

What was wrong (each right; before: the grade at bd07a8f):
- H1 (right/c16_oneliner.txt; F/A_oneliner_symbolic_abc.txt, F/A_pipe_symbolic.txt, F/A_oneliner_words_abc.txt):
  `n=1000 n+2=1002 (n+2)^2=1004004 n^2=1000000 GB=0.00374021 t=0.1 abc=0.05,0.1,0.4 x<t=100024/0.100024
  y<t=12/1.2e-05 ms=3.05`: UNGRADED 'no line gives n' (and with ' | ' between the parts). The constants' list glued
  by commas ('0.05,0.1,0.4') stopped the key=value pairs' split (pairs.py read the ',' as a clause's end), and the
  timing key 'ms=3.05' was read as the unit of '1.2e-05 ms' (timecut.py). With words for keys ('below_x=100024
  (0.100024)'), the constants lost their last term ('0.05 0.1', "a term dropped"): statements._each_array cut the
  line's head at the list's last comma.
- H12 (right/c57_gnu_time.txt, F/R_pipe_label_value.txt): `row 1002 | inner 1000 | total 1004004 | inner total
  1000000 | 0.00374021 GB/array`: inner, total, total_inner, memory MISSING: the last item, its value first, had no
  label before it, so the '|' items were not split.
- M7 (F/Q_comma_list_memory.txt): `n = 1000, row 1002, total 1004004, inner 1000000, 0.00374021 GB per array`:
  memory MISSING (the last two clauses read as one list of numbers, '1000000, 0.00374021').
- H2 (right/c15_prose.txt 11/20, F/B_prose_y_only12.txt): 'whereas after smoothing only 12 of the y values do, a
  fraction of 1.2e-05.': Total FAIL '1004004 and 12', Y MISSING ('N of the y values' read as a total); in c15 also
  row and inner ('arrays of 1002 by 1002 floats (a ghost layer around 1000 by 1000 inner points)') and memory
  ('taking 0.00374 GB apiece') MISSING.
- H7 (F/I_x_below_t_eq_fraction.txt): `x: 100024 / 1000000 below t = 0.100024`: Threshold FAIL '0.1 and 0.100024'
  (the share read as 't = 0.100024'); the fixed rule knew only 'below threshold ='.
Now: a key's value may be numbers glued by commas (pairs._TOKEN, statements._VALUE_GIVEN); a key that is a time's
unit ('ms=3.05', 'time_ms=', 'gpu_us:') is a timer's, and a unit that is the next key's name no unit (timecut.py);
a '|' item whose value comes first is read where its words after it name a size or the memory (pairs._bar_items); a
size then a memory after a comma are two clauses after a label's word too (clauses._two_clauses); 'N of the <array>
values do' / '... (a fraction of ...)' is the array's count below the threshold (partitives.py); 'apiece' and
'taking' are a memory's words (words.classify); a ring's words before a bracketed shape leave the shape its own
(statements._aside); the share after any name of the threshold ('t', 'T', 'thr', '< t', its value named or not) is
the count's (ratiothreshold.py). Each right case has a wrong twin that fails.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass23_f23
"""
import time
import unittest

from tests.grader.a_support import RightAndWrong as Case, graded, not_passing

_PASS = ("pass", {})
REST = "threshold 0.1, a b c = 0.05 0.1 0.4\n"
COUNTS = "x below threshold: 100024 (0.100024)\ny below threshold: 12 (1.2e-05)\n"
COUNTS_500 = "x below threshold: 24914 (0.099656)\ny below threshold: 4 (1.6e-05)\n"
SIZES = "row length 1002\nn 1000\ntotal elements 1004004\ninner elements 1000000\nmemory per array 0.00374021 GB\n"
SIZES_500 = "row length 502\nn 500\ntotal elements 252004\ninner elements 250000\nmemory per array 0.000938788 GB\n"


class SymbolicOneLinerTest(Case):
    """H1: a one-liner of key=value parts, symbolic keys, the constants a comma list, a timing key last."""
    RIGHT = [line + "\n" for line in (
        "n=1000 n+2=1002 (n+2)^2=1004004 n^2=1000000 GB=0.00374021 t=0.1 abc=0.05,0.1,0.4 x<t=100024/0.100024 "
        "y<t=12/1.2e-05 ms=3.05",
        "n=1000 | n+2=1002 | (n+2)**2=1004004 | n**2=1000000 | GB=0.00374021 | t=0.1 | abc=0.05,0.1,0.4 | "
        "x<t=100024/0.100024 | y<t=12/1.2e-05 | time_ms=3.05",
        "n=1000 rows=1002 total=1004004 inner=1000000 mem_gb=0.00374021 t=0.1 weights=0.05,0.1,0.4 below_x=100024 "
        "frac_x=0.100024 below_y=12 frac_y=1.2e-05 elapsed_ms=3.1",
        "N=1000 N+2=1002 (N+2)^2=1004004 N^2=1000000 GiB=0.00374021 T=0.1 ABC=0.05,0.10,0.40 X<T=100024/0.100024 "
        "Y<T=12/1.2e-05 gpu_us=41",
        "n=1000 row=1002 total=1004004 inner=1000000 GB=0.00374021 t=0.1 abc=0.05,0.1,0.4 below_x=100024 (0.100024) "
        "below_y=12 (1.2e-05)")]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("=100024", "=100042", "below_x"),
                                          ("=12", "=21", "below_y"),
                                          ("0.05,0.1,0.4", "0.1,0.05,0.4", "constants"),
                                          ("0.05,0.10,0.40", "0.05,0.10,0.50", "constants"),
                                          ("=1004004", "=1004000", "total")])

    def test_n_500(self):
        text = "n=500 n+2=502 (n+2)^2=252004 n^2=250000 GB=0.000938788 t=0.1 abc=0.05,0.1,0.4 " \
               "x<t=24914/0.0996560 y<t=4/1.6e-05 ms=1.52\n"
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace("y<t=4/", "y<t=2/")), ("fail", {"below_y": "fail"}))

    def test_timing_unit_kept(self):
        """a time's unit after a value is still a timing; a unit key's value never a field"""
        text = SIZES + REST + COUNTS.replace("(1.2e-05)", "(1.2e-05)  smooth: 4.1 ms")
        self.assertEqual(not_passing(text), _PASS)
        self.assertEqual(not_passing(text.replace(": 12 ", ": 21 "))[1]["below_y"][0], "fail")

    def test_long_line_fast(self):
        """a long list glued by commas, 4,000 blanks after the line's shape, a long line of comparisons: each fast"""
        for text in ("n=1000 abc=" + "0.05," * 10000 + " " * 4000 + "ms=" + "1" * 2000 + "\n",
                     "n=1000 abc=0.05,0.1,0.4" + " " * 4000 + "x<t=1\n", "x<t=1 " * 5000 + "\n"):
            start = time.time()
            not_passing(text)
            self.assertLess(time.time() - start, 10)


class LabelValueListTest(Case):
    """H12 and M7: label-value parts apart by '|' or ',', the memory last with its value first."""
    RIGHT = [line + "\n" + REST + COUNTS for line in (
        "row 1002 | inner 1000 | total 1004004 | inner total 1000000 | 0.00374021 GB/array",
        "rows 1002 | n 1000 | elements 1004004 | interior 1000000 | 3.83 MiB per array",
        "| row 1002 | inner 1000 | total 1004004 | inner total 1000000 | 0.00374021 GB per array |",
        "row length 1002 | n 1000 | total 1004004 | 1000000 inner | 4016016 bytes each",
        "n = 1000, row 1002, total 1004004, inner 1000000, 0.00374021 GB per array",
        "N=1000, rows 1002, total 1004004, inner 1000000, 3.83 MiB each",
        "size 1002, interior 1000, elements 1004004, inner elements 1000000, 4016016 bytes per array",
        "row 1002, inner 1000, total 1004004, inner total 1000000, 0.00374021 GB/array",
        "Grid: n 1000, row 1002, total 1004004, inner 1000000, 0.00374021 GiB (per array)")]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("0.00374021 G", "0.00748042 G", "memory"),
                                          ("3.83 MiB", "7.66 MiB", "memory"),
                                          ("4016016 bytes", "8032032 bytes", "memory"),
                                          ("1004004", "1004000", "total"),
                                          ("1000000", "1000400", "total_inner"),
                                          ("(0.100024)", "(0.100042)", "fraction_x")])

    def test_n_500(self):
        for line in ("row 502 | inner 500 | total 252004 | inner total 250000 | 0.000938788 GB/array",
                     "n = 500, row 502, total 252004, inner 250000, 0.000938788 GB per array"):
            text = line + "\n" + REST + COUNTS_500
            self.assertEqual(graded(text), _PASS)
            self.assertEqual(graded(text.replace("0.000938788", "0.00187758")), ("fail", {"memory": "fail"}))

    def test_unlabelled_items_not_split(self):
        """a '|' row of bare numbers, or of a number with no field's words, is no list of fields"""
        from grading.pairs import _bar_items
        self.assertIsNone(_bar_items("1002 | 1000 | 1004004"))
        self.assertIsNone(_bar_items("row 1002 | 3.1 ms"))


class ProsePartTest(Case):
    """H2: an array's count as a part of its values, the predicate left out; c15's other sentences."""
    RIGHT = [SIZES + REST + "count x < t = 100024 (0.100024)\n" + line + "\n" for line in (
        "whereas after smoothing only 12 of the y values do, a fraction of 1.2e-05.",
        "and 12 of the y values (a fraction of 1.2e-05).",
        "but only 12 of the smoothed values are (a fraction of 1.2e-05).",
        "After smoothing, 12 of the output array's elements do too (a fraction of 1.2e-05).")] + [
        "We allocated two arrays of 1002 by 1002 floats (a ghost layer around 1000 by 1000 inner points),\n"
        "that is 1004004 elements each, 1000000 of them inner, taking 0.00374 GB apiece.\n"
        "With the threshold set to 0.1 and the weights a=0.05 (corners), b=0.1 (edges), c=0.4 (centre),\n"
        "we found that 100024 of the inner x values lie below the threshold, i.e. a fraction of 0.100024,\n"
        "whereas after smoothing only 12 of the y values do, a fraction of 1.2e-05.\n"
        "The smoothing step itself took 2.87 milliseconds on one core.\n",
        "In x, 100024 of the values lie below the threshold (a fraction of 0.100024), while only 12 of the y values "
        "do (a fraction of 1.2e-05).\n" + SIZES + REST]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [(" 12 of", " 21 of", "below_y"),
                                          ("1.2e-05", "2.1e-05", "fraction_y"),
                                          ("1002 by 1002", "1001 by 1001", "row inner"),
                                          ("0.00374 GB apiece", "0.00748 GB apiece", "memory")])

    def test_n_500(self):
        text = SIZES_500 + REST + "x: 24914 below the threshold (0.099656)\nwhile only 4 of the y values do, a " \
                                  "fraction of 1.6e-05.\n"
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace(" 4 of", " 2 of")), ("fail", {"below_y": "fail"}))

    def test_other_parts_left(self):
        """a part said to be something else, or of no array, is left as printed"""
        from grading.partitives import partitives_read
        for text in ("1000000 of the y values are inner.", "12 of the inner values do.", "4004 of the x cells lie on "
                     "the boundary", "12 of the y values were printed"):
            self.assertEqual(partitives_read(text), text)


class ShareAfterThresholdNameTest(Case):
    """H7: a count over its whole, then its share after the threshold's name ('below t = ...')."""
    RIGHT = [SIZES + REST + x + "\n" + y + "\n" for x, y in (
        ("x: 100024 / 1000000 below t = 0.100024", "y: 12 / 1000000 below t = 1.2e-05"),
        ("x: 100024 / 1000000 below T = 0.100024", "y below threshold: 12 (1.2e-05)"),
        ("x: 100024 / 1000000 < t = 0.100024", "y: 12 / 1000000 < t = 1.2e-05"),
        ("x: 100024 of 1000000 below thr (0.1) = 0.100024", "y: 12 of 1000000 below thr (0.1) = 1.2e-05"),
        ("x: 100024 / 1000000 below t=0.1: 0.100024", "y: 12 / 1000000 below t=0.1: 1.2e-05"),
        ("x: 100024 / 1000000 below t = 10.0024 %", "y: 12 / 1000000 below t = 0.0012 %"))]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("y: 12 / 1000000 below t = 1.2e-05", "y: 21 / 1000000 below t = 2.1e-05",
                                           "below_y"),
                                          ("x: 100024 ", "x: 100042 ", "below_x"),
                                          ("thr (0.1) = 1.2e-05", "thr (0.5) = 1.2e-05", "threshold"),
                                          ("t=0.1: 1.2e-05", "t=0.5: 1.2e-05", "threshold")])

    def test_threshold_left_a_threshold(self):
        """a threshold's own value after 't =' (not the count's share) stays the threshold, and a wrong one fails"""
        from grading.ratiothreshold import shares_after_threshold
        self.assertEqual(shares_after_threshold("x: 100024 / 1000000 below t = 0.1"),
                         "x: 100024 / 1000000 below t = 0.1")
        text = SIZES + "a b c = 0.05 0.1 0.4\nx: 100024 / 1000000 below t = 0.5\n" + COUNTS
        self.assertEqual(not_passing(text)[1].get("threshold", ("",))[0], "fail")

    def test_n_500(self):
        text = SIZES_500 + REST + "x: 24914 / 250000 below t = 0.099656\ny: 4 / 250000 below t = 1.6e-05\n"
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace("y: 4 / 250000 below t = 1.6e-05", "y: 2 / 250000 below t = 8.0e-06")),
                         ("fail", {"below_y": "fail", "fraction_y": "fail"}))


if __name__ == "__main__":
    unittest.main()
