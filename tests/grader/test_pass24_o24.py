"""test_pass24_o24.py - o24's items: right outputs of the twenty-seventh hostile pass (h27) losing points.

H1: a version's tag before 'count x' (`CPU count x: 100024 (0.100024)  count y: 12 (1.2e-05)`, `GPU count x:`,
`host count x =`, `CPU count of y:`) named no count: words.classify took 'count' with an array's name as a count
only where every other word was a count's (`count x`, `final count x`), and 'cpu' is not. right/c17_cuda_host and
F/F2_cpu_count_x were UNGRADED. Now a backend's word (versionwords.BACKEND_WORDS, not 'reference') may be among
them: the count is read, its version's (a GPU's line after the CPU's is a second version: a wrong one fails).
Before: UNGRADED; now: PASS, a changed count fails.

H2: `below threshold: x 100024 (0.100024)  y 12 (1.2e-05)` (each array's value after its bare name, its fraction
in brackets) gave Y x's count and left X MISSING (right/c18_multi_n both runs FAIL). pairlabels.py read the line
without the brackets only; now each value may have its fraction in brackets after it. Before: FAIL (X MISSING,
Y = 100024); now: PASS.

H4: a line about x ending in the next clause's opening (`x has 100024 below t (fraction 0.100024) and after
smoothing` over `y has 12 ...`; c11's wrapped `..., a fraction of 0.100024, while after smoothing`) was read as
y's: its label took 'after smoothing' as its own. Now nextclauses.py reads such a line without a trailing
'and/while/whereas/but after/before smoothing (step, sweep)' clause (no digit in it; 'before and after smoothing'
is left). Before: FAIL (X MISSING, Y two values); now: PASS.

H10: a lab report's `Of the 1000000 inner elements of x, 100024 (a fraction of 0.100024) are below 0.1;` over `of y,
only 12 (a fraction of 1.2e-05).` lost Y (right/c43_labreport: 2 MISSING): elliptic.py's sentence took its fraction
in bare brackets only; now '(a fraction of F)', '(fraction F)' too. And `Of the inner elements of x, 100024 (0.100024)
are below 0.1; of y, only 12 (1.2e-05).` (no number in the opening) was UNGRADED: 'inner elements' named a size, the
count its value. Now ofleads.py reads such an opening ('Of the [inner] elements of x,', 'Among the values of x:',
'Out of the cells in y,') before a count below the threshold as 'In x, '. Before: FAIL / UNGRADED; now: PASS.

M1: prose giving the totals first, `so each array holds 1004004 floats of which 1000000 are inner elements, 1002 per
row including the ghost layer (the inner part has 1000 per row).`, lost both row lengths (F/F4) and, wrapped after
`holds 1004004` as right/c11 is, the total too: ofwhich.py's comma after a total came only after 'elements' (not
'floats'), wrappedcounts.py went on into a next line of 'elements' (not 'floats'), the comma was written before
the lines were joined, and 'so each array holds ... floats' named nothing ('so'). Now 'floats' and 'doubles' are a
total's noun in both, wrapped.py writes ofwhich's comma into a joined sentence, and 'so', 'thus', 'hence' may
open an array's floats (words.py). Before: FAIL (c11: inner and total MISSING); now: PASS.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass24_o24
"""
import unittest

from grading.nextclauses import next_clause_at
from grading.words import classify
from tests.grader.a_support import SIZES_1000, RightAndWrong, graded, runs_graded

BASE = "Summary\n-------\n" + SIZES_1000


class DeviceTagBeforeCount(RightAndWrong):
    def test_labels(self):
        for label in ("CPU count x", "GPU count x", "host count x", "CPU count of x", "cuda count of y", "cpu count y"):
            self.assertEqual(classify(label), "below", label)
        for label in ("CPU count", "GPU count", "device count", "reference count x"):
            self.assertNotEqual(classify(label), "below", label)  # (a machine's count; a check's reference)

    def test_right_pass_and_wrong_fail(self):
        right = [BASE + line for line in (
            "CPU count x: 100024 (0.100024)  count y: 12 (1.2e-05)\n",  # (h27 F/F2)
            "CPU: count x: 100024 (0.100024)  count y: 12 (1.2e-05)\n",
            "GPU count x: 100024 (0.100024)  count y: 12 (1.2e-05)\n",
            "host count x = 100024 (fraction 0.100024)\nhost count y = 12 (fraction 1.2e-05)\n",
            "CPU count of x: 100024 (0.100024)\nCPU count of y: 12 (1.2e-05)\n",
            "[00.160] CPU  count x: 100024 (0.100024)  count y: 12 (1.2e-05)\n"
            "[00.161] GPU  count x: 100024 (0.100024)  count y: 12 (1.2e-05)\n")]  # (h27 c17's two versions)
        self.right_and_wrong(right, [("count y: 12 (1.2e-05)\n", "count y: 21 (2.1e-05)\n", "below_y below_y2"),
                                     ("count x: 100024", "count x: 100042", "below_x"),
                                     ("count x = 100024", "count x = 100042", "below_x"),
                                     ("count of y: 12", "count of y: 21", "below_y")])

    def test_wrong_gpu_line_fails(self):
        text = BASE + ("CPU  count x: 100024 (0.100024)  count y: 12 (1.2e-05)\n"
                       "GPU  count x: 100024 (0.100024)  count y: 13 (1.3e-05)\n")
        verdict, bad = graded(text)
        self.assertEqual(verdict, "fail")
        self.assertEqual(bad.get("below_y2"), "fail", bad)


class BareNamesWithFractions(RightAndWrong):
    def test_right_pass_and_wrong_fail(self):
        right = [BASE + line + "\n" for line in (
            "below threshold: x 100024 (0.100024)  y 12 (1.2e-05)",  # (h27 F/F1)
            "Below t: x 100024 (10.0024%), y 12 (0.0012%)",
            "elements below threshold: y 12 (1.2e-05)  x 100024 (0.100024)",
            "Below threshold: X 100024 ( 0.100024 ) and Y 12 ( 1.2e-05 )")]
        self.right_and_wrong(right, [("y 12 (1.2e-05)", "y 21 (2.1e-05)", "below_y"),
                                     ("x 100024 (0.100024)", "x 100024 (0.100042)", "fraction_x"),
                                     ("x 100024 (10.0024%)", "x 100042 (10.0042%)", "below_x"),
                                     ("Y 12 ( 1.2e-05 )", "Y 12 ( 1.2e-04 )", "fraction_y")])

    def test_two_runs(self):  # (h27 right/c18: n = 500, then n = 1000)
        text = ("---- run n=500 ----\nrow length 502, inner 500, total 252004, inner total 250000\n"
                "GB per array 0.000938788\nt 0.1  a 0.05  b 0.1  c 0.4\n"
                "below threshold: x 24914 (0.099656)  y 4 (1.6e-05)\n"
                "---- run n=1000 ----\nrow length 1002, inner 1000, total 1004004, inner total 1000000\n"
                "GB per array 0.00374021\nt 0.1  a 0.05  b 0.1  c 0.4\n"
                "below threshold: x 100024 (0.100024)  y 12 (1.2e-05)\n")
        self.assertEqual(runs_graded(text), [("pass", {}), ("pass", {})])
        wrong = runs_graded(text.replace("y 4 (1.6e-05)", "y 7 (2.8e-05)"))
        self.assertEqual(wrong[0][0], "fail")
        self.assertEqual(wrong[0][1].get("below_y"), "fail", wrong)


class NextClauseAtLineEnd(RightAndWrong):
    def test_clause(self):
        self.assertIsNotNone(next_clause_at("x has 100024 below t (fraction 0.100024) and after smoothing"))
        self.assertIsNotNone(next_clause_at("a fraction of 0.100024, while after the smoothing step"))
        for line in ("y count: 12 after smoothing", "Count below 0.1 before and after smoothing",
                     "x has 100024 and after smoothing y has 12"):
            self.assertIsNone(next_clause_at(line), line)

    def test_right_pass_and_wrong_fail(self):
        right = [BASE + lines for lines in (
            "x has 100024 below t (fraction 0.100024) and after smoothing\ny has 12 below t (fraction 1.2e-05).\n",
            "x has 100024 below t (fraction 0.100024), while after the smoothing step\n"
            "y has 12 below t (fraction 1.2e-05).\n",
            "The input has 100024 values below 0.1 (0.100024) and after one sweep\nthe output has 12 (1.2e-05).\n",
            "y has 12 below t (fraction 1.2e-05), whereas before smoothing\nx had 100024 below t (fraction 0.100024).\n",
            "I found that 100024 of the inner elements of x are below the threshold, a fraction of 0.100024, while "
            "after smoothing\njust 12 elements of y are below it (fraction 1.2e-05).\n")]  # (h27 c11's wrapped prose)
        self.right_and_wrong(right, [("12 below t (fraction 1.2e-05)", "21 below t (fraction 2.1e-05)", "below_y"),
                                     ("100024 below t", "100042 below t", "below_x"),
                                     ("has 12 (1.2e-05)", "has 21 (2.1e-05)", "below_y"),
                                     ("of 0.100024,", "of 0.100042,", "fraction_x"),
                                     ("just 12", "just 21", "below_y")])


class OpeningOfTheElements(RightAndWrong):
    def test_right_pass_and_wrong_fail(self):
        right = [BASE + lines + "\n" for lines in (
            "Of the 1000000 inner elements of x, 100024 (a fraction of 0.100024) are below 0.1;\n"
            "of y, only 12 (a fraction of 1.2e-05).",  # (h27 c43, F/F11)
            "Of the inner elements of x, 100024 (0.100024) are below 0.1; of y, only 12 (1.2e-05).",  # (F/F11b)
            "Of the inner elements of x, 100024 (a fraction of 0.100024) are below 0.1;\n"
            "of y, only 12 (a fraction of 1.2e-05).",
            "Among the values of x: 100024 (10.0024%) lie below 0.1.\nOf y, only 12 (0.0012%).",
            "Of the elements of x, 100024 (fraction 0.100024) are below the threshold.\n"
            "Out of the interior cells of y, 12 (fraction 1.2e-05) are under the threshold.")]
        self.right_and_wrong(right, [("only 12 (a fraction of 1.2e-05)", "only 21 (a fraction of 2.1e-05)", "below_y"),
                                     ("only 12 (1.2e-05)", "only 21 (2.1e-05)", "below_y"),
                                     ("only 12 (0.0012%)", "only 13 (0.0013%)", "below_y"),
                                     ("x, 100024 (0.100024)", "x, 100042 (0.100042)", "below_x"),
                                     ("y, 12 (fraction 1.2e-05)", "y, 13 (fraction 1.3e-05)", "below_y"),
                                     ("1000000 inner", "1000042 inner", "total_inner")])

    def test_opening_with_no_count_left(self):  # (no count below the threshold after it: the sizes as before)
        text = BASE + "Of the elements of x, 1004004 are stored with ghosts.\n" \
                      "x below threshold: 100024 (0.100024)\ny below threshold: 12 (1.2e-05)\n"
        self.assertEqual(graded(text), ("pass", {}))


SETTINGS_AND_COUNTS = ("Memory (GB) used per array               :: 0.00374021\n"
                       "Threshold                                :: 0.10\n"
                       "Smoothing constants (a, b, c)            :: 0.05 0.10 0.40\n"
                       "x below threshold: 100024 (fraction 0.100024)\ny below threshold: 12 (fraction 1.2e-05)\n")


class TotalsFirstInProse(RightAndWrong):
    def test_right_pass_and_wrong_fail(self):
        right = [lines + "\n" + SETTINGS_AND_COUNTS for lines in (
            "so each array holds 1004004 floats of which 1000000 are inner elements, 1002 per row including the ghost "
            "layer (the inner part has 1000 per row).",  # (h27 F/F4)
            "Each array holds 1004004 doubles, of which 1000000 are interior points; 1002 per row with ghosts (1000 per "
            "row without).",
            "The grid has 1004004 elements of which 1000000 are inner ones,\n1002 per row including the ghost layer "
            "(the inner part has 1000 per row).",
            "Each array holds 1004004\ndoubles of which 1000000 are inner ones, 1002 per row with the ghost layer "
            "(1000 per row inside).",
            "I allocated two arrays of one thousand and two by one thousand and two floats, that is 1002 per\n"
            "row including the ghost layer (the inner part has 1000 per row), so each array holds 1004004\n"
            "floats of which 1000000 are inner elements. Each array takes 0.00374021 GB of memory.")]  # (h27 c11)
        self.right_and_wrong(right, [("1002 per row including", "1004 per row including", "row"),
                                     ("1002 per row with", "1004 per row with", "row"),
                                     ("has 1000 per row", "has 1001 per row", "inner total_inner"),
                                     ("holds 1004004\n", "holds 1004040\n", "total"),
                                     ("of which 1000000 are", "of which 1000042 are", "total_inner"),
                                     ("holds 1004004 floats", "holds 1004040 floats", "total")])


if __name__ == "__main__":
    unittest.main()
