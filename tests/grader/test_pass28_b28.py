"""The thirtieth pass's wrong probes fixer b28 fixed: a right n = 1000 output (C01_1000 or RIGHT_1000) and one more
line that restates Y as 13 (the right Y is 12). Each passed 20/20 (the line unread); each now fails on Y, and the
same line with 12 keeps the output passing. (Before: the grade at 83c77d6.)

- MatlabDisplay (1): 'ny_gpu =', a blank line, '    13'. Before: PASS. Now recapleads.py joins a display's name
  and its whole-number value after the counts ('ny_gpu = 13'), read as a second printing.
- TupleAssignment (2): 'x, y = 100024, 13', '[cx, cy] = [100024, 13]' ('(x, y) = (100024, 13)' was read). Before:
  PASS. Now recapleads.py writes each name's statement ('x = 100024, y = 13'); so 'nx, ny = 100024, 13', whose
  bracketed form '(nx, ny) = (100024, 13)' is read as sizes (inner FAIL, right or wrong, before and now), fails on Y.
- SeverityLead (3): 'ERROR y below threshold = 13', 'FAIL: y = 13', 'CUDA error: launch failed, y count 13'
  ('WARN: y below t: 13' and 'AssertionError: y below t: 13 != 12' were read). Before: PASS. Now the severity word
  is dropped (the clause after the last comma where the words before give no number), the rest read as a bare
  line; 'assert y == 12' passing and 'ERROR: y mismatches = 0' stay passing.
- VersionRecord (4): 'GPU: Counts[x=100024, y=13]' ('gpu: {x: 100024, y: 13}' was read). Before: PASS. Now the
  version's tag before a record is dropped.
- SemicolonCsv (5): 'n;x_below;frac_x;y_below;frac_y' over '1000;100024;0,100024;13;0,000013' (the decimal-point
  file's decimal commas). Before: FAIL with 12 too ('0,100024' read as 0 and 100024: Y's 'two different values:
  12 and 100024'). Now semicolonrows.py reads a semicolon row's 'D,D' cells with a point: the right row passes,
  the wrong fails on Y.
- ListLeads (6): 'TL;DR: y 13', '2. y: 13', '1) y: 13', 'y ⇒ 13', 'y ↦ 13', 'TOTAL over 4 ranks: x 100024, y 13',
  '0: y below t: 13'. Before: PASS. Now each lead is dropped (an arrow written '->').
- RatioOfCounts (7, p08): 'y/x ratio: 13/100024'. Before: FAIL on both fractions (with 12 too). Now both counts
  (y's over x's as its label says): fails on Y, the right one passes.
- RankTotals (found beside 6): MPI ranks' partial counts over 'TOTAL over 4 ranks: x 100024 (0.100024), y 12
  (1.2e-05)'. Before: FAIL, right or wrong (the ranks' lines read as the counts: 'two different values: 25010 and
  25004'). Now rankpartials.py takes a total's tag that counts the workers and 'x 100024' as a count's clause: the
  total line is the counts; a wrong Y on it fails on Y.
Right outputs that print these forms with the right values pass (RightForms): srun's '0: ' before every line, a
numbered list of the fields, a semicolon CSV of the thirteen values with decimal commas, a log's severity tags.

Run: PYTHONPATH=scripts:. python3 -m unittest tests.grader.test_pass28_b28
"""
import unittest

from tests.grader.a_support import C01_1000, RIGHT_1000, RightAndWrong, not_passing


def _fails_y(test, line):
    """Each right base with `line` (Y 13) fails on Y; with 12 in its place, passes."""
    for base in (C01_1000, RIGHT_1000):
        with test.subTest(line=line, base=base[:12]):
            verdict, bad = not_passing(base + "\n" + line + "\n")
            test.assertEqual(verdict, "fail")
            test.assertIn("fail", [bad.get(f, ("",))[0] for f in ("below_y", "below_y2")], bad)  # (Y's, or its version's)
            test.assertEqual(not_passing(base + "\n" + line.replace("13", "12") + "\n"), ("pass", {}))


class MatlabDisplay(unittest.TestCase):  # 1
    def test_wrong_fails_right_passes(self):
        for line in ("ny_gpu =\n\n    13", "ny_gpu =\n    13", "cy =\n\n          13\n", "Y_gpu =\n\n   13",
                     "count_y =\n\n    13"):
            _fails_y(self, line)

    def test_other_displays_stay(self):
        for line in ("nx_gpu =\n\n    64", "M =\n\n   1   2\n", "errors =\n\n     0", "elapsed =\n\n   0.0123",
                     "idx =\n\n   13\n   14\n"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(C01_1000 + "\n" + line + "\n"), ("pass", {}))


    def test_column_vector_kept(self):
        from grading.recapleads import recap_leads
        text = C01_1000 + "\ny_below =\n\n   12\n   13\n"  # (a column vector: its first value no scalar's)
        self.assertEqual(recap_leads(text), text)
        self.assertEqual(recap_leads(C01_1000 + "\ny_below =\n\n   13\n\n"), C01_1000 + "\ny_below = 13\n\n")


class TupleAssignment(unittest.TestCase):  # 2
    def test_wrong_fails_right_passes(self):
        for line in ("x, y = 100024, 13", "(x, y) = (100024, 13)", "[cx, cy] = [100024, 13]", "cx, cy = 100024, 13",
                     "x,y=100024,13;", "cnt_x, cnt_y = 100024, 13", "x_count, y_count = (100024, 13)",
                     "[nx, ny] = [100024, 13]", "nx, ny = 100024, 13", "X, Y = 100024, 13"):
            _fails_y(self, line)


class SeverityLead(unittest.TestCase):  # 3
    def test_wrong_fails_right_passes(self):
        for line in ("WARN: y below t: 13", "ERROR y below threshold = 13", "FAIL: y = 13",
                     "CUDA error: launch failed, y count 13", "AssertionError: y below t: 13 != 12", "[ERROR] y: 13",
                     "error: y = 13", "RuntimeError: y below t = 13", "WARNING y below threshold: 13",
                     "FATAL: y count = 13", "[warn] y: 13"):
            _fails_y(self, line)

    def test_checks_stay_passing(self):
        for line in ("assert y == 12", "assert y == 12  # passed", "ERROR: y mismatches = 0", "FAIL: y = 0",
                     "error y = 0.001", "WARNING: 3 NaNs skipped", "Max error: y 3", "Mean error: y = 13",
                     "MaxError: y = 3", "L2 error: x 5, y 7"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(C01_1000 + "\n" + line + "\n"), ("pass", {}))


class VersionRecord(unittest.TestCase):  # 4
    def test_wrong_fails_right_passes(self):
        for line in ("GPU: Counts[x=100024, y=13]", "gpu: {x: 100024, y: 13}", "cpu: Result(x=100024, y=13)",
                     "CUDA: Counts(x=100024, y=13)"):
            _fails_y(self, line)


class SemicolonCsv(RightAndWrong):  # 5
    def test_wrong_fails_right_passes(self):
        for line in ("n;x_below;y_below\n1000;100024;13", "n;x_below;frac_x;y_below;frac_y\n1000;100024;0,100024;13;0,000013",
                     "n; x_below; frac_x; y_below; frac_y\n1000; 100024; 0,100024; 13; 0,000013",
                     "n;x_below;frac_x;y_below;frac_y\n1000;100024;1,00024e-01;13;0,000013",
                     '"n";"x_below";"y_below"\n"1000";"100024";"13"', "n;x;fx;y;fy\n1000;100024;0,100024;13;0,000013"):
            _fails_y(self, line)

    def test_whole_csv(self):
        csv = ("n;row;total;inner;mem_gb;t;a;b;c;x_below;frac_x;y_below;frac_y\n"
               "1000;1002;1004004;1000000;0,00374021;0,1;0,05;0,1;0,4;100024;0,100024;12;0,000012\n")
        self.right_and_wrong([csv], [(";12;", ";13;", "below_y"), ("0,100024", "0,200024", "fraction_x"),
                                     ("0,00374021", "0,0374021", "memory")])

    def test_points(self):
        from grading.semicolonrows import semicolon_points
        self.assertEqual(semicolon_points("1000;100024;0,100024;12;1,2e-05\n"), "1000;100024;0.100024;12;1.2e-05\n")
        for text in ("x = 100,024; y = 12\n", "a,b;c\n", "100024;12\n", "sizes: 1,002; 1,000\n"):
            self.assertEqual(semicolon_points(text), text)


class ListLeads(unittest.TestCase):  # 6
    def test_wrong_fails_right_passes(self):
        for line in ("TL;DR: y 13", "tl;dr: x 100024, y 13", "TLDR y=13", "2. y: 13", "1) y: 13", "(2) y: 13",
                     "y \u21d2 13", "y \u21a6 13", "y \u27f9 13", "y \u2192 13", "TOTAL over 4 ranks: x 100024, y 13",
                     "Total across 8 processes: x=100024 y=13", "sum over 2 GPUs: y = 13", "0: y below t: 13",
                     "10: y below t: 13"):
            _fails_y(self, line)


class RatioOfCounts(unittest.TestCase):  # 7
    def test_wrong_fails_right_passes(self):
        for line in ("y/x ratio: 13/100024", "y/x ratio = 13/100024", "x/y: 100024/13", "y / x counts: 13 / 100024"):
            _fails_y(self, line)


class OtherSize(unittest.TestCase):
    """The same forms at n = 100 (x 1004, y 0), graded as the command grades them."""
    def test_wrong_fails_right_passes(self):
        from tests.grader.a_support import graded
        from tests.grader.test_pass27_lead import RUN_100
        base = RUN_100[:RUN_100.index("---- run n=1000")]
        for line in ("ERROR x below threshold = {}", "2. x: {}", "0: x below t: {}", "TL;DR: x {}", "x \u21d2 {}",
                     "xcount =\n\n   {}", "x, y = {}, 0", "x/y ratio: {}/0"):
            with self.subTest(line=line):
                self.assertEqual(graded(base + "\n" + line.format(1005) + "\n"), ("fail", {"below_x": "fail"}))
                self.assertEqual(graded(base + "\n" + line.format(1004) + "\n"), ("pass", {}))


# MPI ranks' partial counts over their total's line, the line counting the ranks (ListLeads' 'TOTAL over 4 ranks:')
RANKS_1000 = """n = 1000, row length 1002, total 1004004, inner 1000000
memory per array: 0.00374021 GB
t = 0.1, a = 0.05, b = 0.1, c = 0.4
rank 0: x below t: 25010, y below t: 3
rank 1: x below t: 25004, y below t: 2
rank 2: x below t: 25000, y below t: 4
rank 3: x below t: 25010, y below t: 3
TOTAL over 4 ranks: x 100024 (0.100024), y 12 (1.2e-05)
"""


class RankTotals(RightAndWrong):
    def test_right_passes_wrong_fails(self):
        texts = [RANKS_1000, RANKS_1000.replace("TOTAL over 4 ranks", "Total across all 4 MPI ranks"),
                 RANKS_1000.replace("TOTAL over 4 ranks: x 100024 (0.100024), y 12", "Sum over 4 ranks: x = 100024 (0.100024), y = 12")]
        self.right_and_wrong(texts, [("y 12 (1.2e-05)", "y 13 (1.3e-05)", "below_y"), ("y = 12", "y = 13", "below_y"),
                                     ("x 100024 (0.100024)", "x 100025 (0.100025)", "below_x")])


class RightForms(RightAndWrong):
    def test_right_outputs_in_these_forms(self):
        texts = ["".join(" 0: " + line + "\n" for line in C01_1000.splitlines()),
                 "".join("0: " + line + "\n" for line in RIGHT_1000.splitlines()),
                 "".join(f"{i}. {line}\n" for i, line in enumerate(C01_1000.splitlines(), 1)),
                 "".join(f"{i}) {line}\n" for i, line in enumerate(C01_1000.splitlines(), 1)),
                 "".join("[INFO] " + line + "\n" for line in C01_1000.splitlines()),
                 C01_1000.replace("Y below", "WARNING: Y below")]
        self.right_and_wrong(texts, [("12 (fraction", "13 (fraction", "below_y"),
                                     ("100024 (fraction", "100025 (fraction", "below_x")])


if __name__ == "__main__":
    unittest.main()
