"""The twenty-second hostile pass's threshold and constants items (helper c22: h22's H3, M3, H14, H4, H12, M1).

What was wrong (each a right output, c01's printf layout with the named lines swapped):
1. H3: `threshold 0.1: x has 100024 below (0.100024), y has 12 below (1.2e-05)` (`at threshold 0.1: ...`,
   `threshold = 0.1: ...`): the head was the first count's label, threshold MISSING (19/20). Now
   (thresholdfirst.py) the head is its own statement: PASS; `threshold 0.2: ...` FAILs the threshold.
2. M3: the threshold inside each count's label only (`x below 0.1: 100024 (0.100024)`, `Number of x elements < 0.1:
   ...`, `x below t=0.1: ...`, no threshold line): MISSING. Now (statedthreshold.py) the first count's stated
   threshold is the field where no line gives it: PASS; `< 0.2` on both FAILs it, `0.1` and `0.2` too.
3. H14: `Parameters (t, a, b, c): 0.1, 0.05, 0.1, 0.4`: constants `0.1 0.05 0.1` (a and b look swapped), threshold
   MISSING. Now (nameslettered.py) each value is its name's, in any order of the names: PASS; a swapped pair or a
   wrong t FAILs its field. `alpha=0.05 beta=0.1 gamma=0.4` (MISSING) is read as a, b, c the same way.
4. H4: a value then its bare letter, one a line (`    0.0500  a`, `0.05 a`): constants MISSING. Now (letterafter.py)
   the letter names the constant: PASS; a wrong c or two letters swapped FAIL.
5. H12: a check line `weights: 4*0.05 + 4*0.1 + 0.4 = 1.0` was read as the constants `4 0.05 4` (FAIL). Now
   (weightsums.py) the sum with its multiplicities is no field: PASS; a wrong centre after it (`..., centre 0.45`)
   is named as c's printing (`c = 0.45`) and FAILs the constants.
6. M1: pandas' row index before the constants' label (`6          constants (a, b, c)  0.05, 0.1, 0.4`) was read
   as the first constant (or the last number alone was the value: `0.4`). Now (framelists.py) the row's value is
   the list: PASS; a wrong constant in it FAILs.
Before: each right text below lost its field (MISSING or FAIL). Now: each passes; its wrong twin fails the field.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass22_c22
"""
import time
import unittest

from tests.grader.a_support import C01_1000, graded, not_passing
from grading.framelists import constants_row, indexed_constants
from grading.letterafter import letter_after
from grading.nameslettered import greek_named, names_lettered
from grading.thresholdfirst import threshold_leading
from grading.statements import prepare
from grading.weightsums import weights_summed

C01 = C01_1000  # (a_support: the hostile pass's right/c01_c_printf.txt)
THRESHOLD, CONSTANTS, X, Y = "Threshold:", "Constants a b c:", "X below threshold:", "Y below threshold:"


def c01(drop, add):
    """c01's output without its lines that start with any of `drop`, `add` (lines) after it."""
    kept = [line for line in C01.splitlines() if not any(line.startswith(d) for d in drop)]
    return "\n".join(kept + add.splitlines()) + "\n"


class Case(unittest.TestCase):
    def right_wrong(self, drop, rights, wrongs):
        """Each text of `rights` (c01 with `drop` swapped for it) passes; each (text, field) of `wrongs` fails field."""
        for text in rights:
            with self.subTest(right=text):
                self.assertEqual(not_passing(c01(drop, text)), ("pass", {}))
        for text, field in wrongs:
            with self.subTest(wrong=text):
                verdict, bad = not_passing(c01(drop, text))
                self.assertEqual(verdict, "fail")
                self.assertEqual(bad.get(field, ("",))[0], "fail", bad)


class ThresholdHeadingTheCounts(Case):  # H3
    def test_threshold_first(self):
        self.right_wrong((THRESHOLD, X, Y), (
            "threshold 0.1: x has 100024 below (0.100024), y has 12 below (1.2e-05)",
            "at threshold 0.1: x has 100024 below (0.100024), y has 12 below (1.2e-05)",
            "threshold = 0.1: x has 100024 below (0.100024), y has 12 below (1.2e-05)",
            "[3.700s] threshold 0.1: x has 100024 below (0.100024), y has 12 below (1.2e-05)",
            "threshold 0.1 -- x below: 100024 (0.100024); y below: 12 (1.2e-05)",
            "With threshold 0.1: X = 100024 (0.100024), Y = 12 (1.2e-05)",
            "t = 0.1: below_x = 100024 (0.100024), below_y = 12 (1.2e-05)",
        ), (
            ("threshold 0.2: x has 100024 below (0.100024), y has 12 below (1.2e-05)", "threshold"),
            ("at threshold 0.1: x has 100024 below (0.100024), y has 21 below (2.1e-05)", "below_y"),
            ("t = 0.1: below_x = 100024 (0.100024), below_y = 14 (1.4e-05)", "below_y"),
            ("With threshold 0.1: X = 100024 (0.100024), Y = 12 (2.1e-05)", "fraction_y"),
        ))

    def test_head_alone_as_before(self):  # (nothing counted after it: read as before, F8b)
        self.assertEqual(not_passing(c01((THRESHOLD,), "threshold 0.1: all counts below")), ("pass", {}))
        self.assertIsNone(threshold_leading("threshold 0.1: all counts below", prepare))


class ThresholdInTheCountsLabels(Case):  # M3
    def test_stated_threshold(self):
        self.right_wrong((THRESHOLD, X, Y), (
            "Number of x elements < 0.1: 100024 (0.100024)\nNumber of y elements < 0.1: 12 (1.2e-05)",
            "x below 0.1: 100024 (0.100024)\ny below 0.1: 12 (1.2e-05)",
            "x below t=0.1: 100024 (0.100024)\ny below t=0.1: 12 (1.2e-05)",
            "count(x < 0.1) = 100024, fraction 0.100024\ncount(y < 0.1) = 12, fraction 1.2e-05",
            "X elements less than 0.1 -> 100024 (0.100024)\nY elements less than 0.1 -> 12 (1.2e-05)",
            "Number of x elements < 0.1: 100024 of 1000000 (10.0024%)\nNumber of y elements < 0.1: 12 of 1000000 (0.0012%)",
        ), (
            ("Number of x elements < 0.2: 100024 (0.100024)\nNumber of y elements < 0.2: 12 (1.2e-05)", "threshold"),
            ("x below 0.1: 100024 (0.100024)\ny below 0.2: 12 (1.2e-05)", "threshold"),
            ("x below t=0.1: 100024 (0.100024)\ny below t=0.1: 21 (2.1e-05)", "below_y"),
        ))

    def test_go_log_n_500(self):  # (c44's layout at another n, the real command)
        text = ("2026/11/30 01:50:01 n=500 rows=502 elements=252004 inner=250000\n"
                "2026/11/30 01:50:01 memory per array: 0.000938788 GB\n2026/11/30 01:50:01 a=0.05 b=0.1 c=0.4\n"
                "2026/11/30 01:50:02 x below 0.1: 24914 (0.099656)\n2026/11/30 01:50:02 y below 0.1: 4 (0.000016)\n")
        self.assertEqual(graded(text), ("pass", {}))
        self.assertEqual(graded(text.replace("below 0.1", "below 0.2")), ("fail", {"threshold": "fail"}))

    def test_own_line_first(self):  # (a threshold line of its own stays the field: the counts' checked against it)
        verdict, bad = not_passing(c01((X, Y), "x below 0.2: 100024 (0.100024)\ny below 0.2: 12 (1.2e-05)"))
        self.assertEqual((verdict, bad["threshold"][0]), ("fail", "fail"))


class BracketedNamesThenValues(Case):  # H14, and alpha beta gamma
    def test_names_lettered(self):
        self.right_wrong((THRESHOLD, CONSTANTS), (
            "Parameters (t, a, b, c): 0.1, 0.05, 0.1, 0.4",
            "Parameters (a, b, c, t): 0.05, 0.1, 0.4, 0.1",
            "params [thr a b c] = [0.1 0.05 0.1 0.4]",
            "Settings (c, b, a, threshold): 0.4 0.1 0.05 0.1",
            "Parameters (t, a, b, c) = (0.1, 0.05, 0.1, 0.4)",
        ), (
            ("Parameters (t, a, b, c): 0.2, 0.05, 0.1, 0.4", "threshold"),
            ("Parameters (t, a, b, c): 0.1, 0.1, 0.05, 0.4", "constants"),
            ("Settings (c, b, a, threshold): 0.45 0.1 0.05 0.1", "constants"),
        ))
        self.right_wrong((THRESHOLD, CONSTANTS, "n:"), ("Inputs (n, t, a, b, c) = 1000, 0.1, 0.05, 0.1, 0.4",), (
            ("Inputs (n, t, a, b, c) = 1000, 0.1, 0.05, 0.1, 0.45", "constants"),))

    def test_greek(self):
        self.right_wrong((CONSTANTS,), (
            "alpha=0.05 beta=0.1 gamma=0.4", "ALPHA = 0.05; BETA = 0.1; GAMMA = 0.4",
            "coefficients: alpha: 0.05, beta: 0.1, gamma: 0.4", "\u03b1 = 0.05, \u03b2 = 0.1, \u03b3 = 0.4",
        ), (
            ("alpha=0.05 beta=0.1 gamma=0.45", "constants"), ("alpha=0.1 beta=0.05 gamma=0.4", "constants"),
        ))

    def test_not_every_list(self):  # (a count among the names, a letter twice, fewer values: read as before)
        self.assertIsNone(names_lettered("Results (a, b, c, below_x): 0.05, 0.1, 0.4, 100024"))
        self.assertIsNone(names_lettered("Parameters (t, a, a, c): 0.1, 0.05, 0.1, 0.4"))
        self.assertIsNone(names_lettered("Parameters (t, a, b, c): 0.1, 0.05, 0.1"))
        self.assertIsNone(greek_named("alpha=0.05 beta=0.1 delta=0.4"))


class ValueThenLetter(Case):  # H4
    def test_letter_after(self):
        self.right_wrong((CONSTANTS,), (
            "    0.0500  a\n    0.1000  b\n    0.4000  c",
            "0.05 a\n0.1 b\n0.4 c",
            "0.05 A\n0.1 B\n0.4 C",
            "  0.050  (a)\n  0.100  (b)\n  0.400  (c)",
        ), (
            ("    0.0500  a\n    0.1000  b\n    0.4500  c", "constants"),
            ("0.05 b\n0.1 a\n0.4 c", "constants"),
        ))

    def test_fortran_formatted_after(self):  # (c36's whole layout)
        text = ("      1002  elements in a row (with ghost)\n      1000  inner elements in a row\n"
                "   1004004  elements in total\n   1000000  inner elements in total\n0.3740E-02  GB per array\n"
                "    0.1000  threshold\n    0.0500  a\n    0.1000  b\n    0.4000  c\n"
                "    100024  elements of x below threshold\n  0.100024  fraction of x below threshold\n"
                "        12  elements of y below threshold\n  0.000012  fraction of y below threshold\n")
        self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(not_passing(text.replace("0.1000  b", "0.0500  b"))[1]["constants"][0], "fail")

    def test_only_the_letter(self):
        self.assertEqual(letter_after("0.05  a", "", 4), "a")
        self.assertIsNone(letter_after("0.05  a b", "", 4))
        self.assertIsNone(letter_after("x 0.05  a", "x ", 6))


class SumOfTheWeights(Case):  # H12
    def test_sum_no_field(self):
        self.right_wrong((), (
            "weights: 4*0.05 + 4*0.1 + 0.4 = 1.0",
            "weights: 4*0.05+4*0.1+0.4 = 1.0",
            "check: 4 x 0.05 + 4 x 0.1 + 1 x 0.4 = 1",
            "Sum: 0.4 + 4*0.1 + 4*0.05 = 1.000000",
            "Stencil weights: 4\u00b70.05 + 4\u00b70.1 + 0.4 = 1.0",
            "weights: 4*0.05 + 4*0.1 + 0.4 = 1.0, centre 0.4",
        ), (
            ("weights: 4*0.05 + 4*0.1 + 0.4 = 1.0, centre 0.45", "constants"),
            ("weights: 4*0.05 + 4*0.1 + 0.4 = 1.0; c = 0.45", "constants"),
            ("weights: 4*0.05 + 4*0.1 + 0.4 = 1.0, corner 0.5", "constants"),
        ))
        self.right_wrong((CONSTANTS,), (), (("Constants a b c: 0.05 0.1 0.45\nweights: 4*0.05 + 4*0.1 + 0.45 = 1.05",
                                              "constants"),))

    def test_centre_named(self):  # (P36: the wrong centre is what the note names)
        verdict, bad = not_passing(c01((), "weights: 4*0.05 + 4*0.1 + 0.4 = 1.0, centre 0.45"))
        self.assertIn("c = 0.45", bad["constants"][1] + " ".join(map(str, bad["constants"])))

    def test_other_sums_as_before(self):
        self.assertIsNone(weights_summed("x: 100024 + 12 = 100036"))  # (no multiplicity)
        self.assertIsNone(weights_summed("a=0.05 b=0.1 c=0.4 (4*0.05 + 4*0.1 + 0.4 = 1)"))  # (digits before it)


class PandasIndexBeforeTheConstants(Case):  # M1
    FRAME = """                      quantity           value
0             row length (n+2)            1002
1                            n            1000
2               total elements         1004004
3         total inner elements         1000000
4        memory per array (GB)      0.00374021
5                    threshold             0.1
6          constants (a, b, c)  0.05, 0.1, 0.4
7            x below threshold          100024
8   x fraction below threshold        0.100024
9            y below threshold              12
10  y fraction below threshold         1.2e-05
"""
    R_FRAME = """                     quantity          value
1            row length (n+2)           1002
2                           n           1000
3              total elements        1004004
4        total inner elements        1000000
5       memory per array (GB)     0.00374021
6                   threshold            0.1
7         constants (a, b, c) 0.05, 0.1, 0.4
8           x below threshold         100024
9  x fraction below threshold       0.100024
10          y below threshold             12
11 y fraction below threshold        1.2e-05
"""

    def test_frames(self):
        for frame in (self.FRAME, self.R_FRAME, self.FRAME.replace("0.05, 0.1, 0.4", "    0.05 0.1 0.4"),
                      self.FRAME.replace("constants (a, b, c)", "    stencil weights")):
            with self.subTest(frame=frame):
                self.assertEqual(not_passing(frame), ("pass", {}))
                wrong = frame.replace("0.1, 0.4", "0.1, 0.45").replace("0.1 0.4", "0.1 0.45")
                self.assertEqual(not_passing(wrong)[1]["constants"][0], "fail")
        rows = self.FRAME.replace("     12\n", "     15\n")  # (c28: fails for its count alone)
        self.assertEqual(set(not_passing(rows)[1]), {"below_y"})

    def test_lone_row(self):  # (F1: the row among another layout's lines)
        self.right_wrong((CONSTANTS,), ("6          constants (a, b, c)  0.05, 0.1, 0.4",
                                        "6          constants (a, b, c)  0.05 0.1 0.4", "7  weights  0.05, 0.1, 0.4"),
                         (("6 constants (a, b, c) 0.05 0.1 0.45", "constants"),
                          ("6          constants (a, b, c)  0.1, 0.05, 0.4", "constants")))

    def test_other_rows_as_before(self):
        self.assertIsNone(constants_row("7  x below threshold  100024  0.100024", 7))
        self.assertIsNone(indexed_constants("3 sizes 1002 1000 500"))


class Cost(unittest.TestCase):
    def test_long_lines_fast(self):  # (each rule's line shape, then 4,000 blanks, or a 20 MB line)
        heads = ("threshold 0.1: x has 100024 below (0.100024), y has ", "Parameters (t, a, b, c): 0.1, 0.05, ",
                 "alpha=0.05 beta=0.1 gamma=", "weights: 4*0.05 + 4*0.1 + ", "6          constants (a, b, c)  0.05, ",
                 "    0.0500  ")
        for head in heads:
            for tail in (" " * 4000 + "x", "1 " * 10_000_000):
                start = time.process_time()
                line = head + tail
                threshold_leading(line, prepare), names_lettered(line), greek_named(line), weights_summed(line)
                indexed_constants(line), letter_after(line, "", 10)
                self.assertLess(time.process_time() - start, 1.0, head)


if __name__ == "__main__":
    unittest.main()
