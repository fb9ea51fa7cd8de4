"""test_pass22_x22.py - x22's items from the twenty-fourth hostile pass (h24), right outputs losing points.

H1: a C printf one-liner of `key=value` statements with a `|` between the sizes and the counts
(`n2=1002 n=1000 N2=1004004 N=1000000 mem=0.003740GB t=0.1 abc=0.05,0.1,0.4 | x<t:100024(0.100024) ...`)
was UNGRADED ("no line gives n"): gluedconstants.py wrote `abc=0.05,0.1,0.4` as `a=... b=... c=...` only where
the line's other words were `key=value` statements and blanks, and the `|` was neither, so the commas cut the
line apart. Now a `|` between the statements is a separator like the blanks. Before: UNGRADED; now: PASS,
and one value changed fails its field.

H2: a logger's progress line `smoothing: row 1000/1000` (a step's word, a colon, then the row's index) was read
as the row length, 1000 (n = 998 from it, or the row FAIL beside 1002): progress.py's row_progress took a step's
word before the row only with a blank after it. Now a colon after it too, and 'progress' / 'status' are such
words. Before: FAIL 13 (right/c03_py_logging); now: PASS, and a changed count still fails.

M3: Go's `sizes: 1002 1000 1004004 1000000` (the four sizes as a bare list after a label) gave no n: UNGRADED.
Now sizelist.py names them in the tutorial's order where one of the order's relations holds. Before: UNGRADED
(right/c23_go_map); now: PASS, and each size changed fails (a changed n is read as that n: its fields fail).

H5: `x: 100024 / 1000000 below threshold = 0.100024` (the share printed after 'threshold =') was read as a
threshold of 0.100024 (threshold FAIL, both fractions MISSING). Now ratiothreshold.py brackets that number as the
count's fraction where it agrees with the count over the whole printed before it; `... below threshold = 0.1`
stays a threshold. Before: FAIL 15 (right/c19_progress); now: PASS, and a changed count or share fails.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass22_x22
"""
import unittest

from tests.grader.a_support import SIZES_LINES_1000, graded, not_passing

TERSE = ("n2=1002 n=1000 N2=1004004 N=1000000 mem=0.003740GB t=0.1 abc=0.05,0.1,0.4 | "
         "x<t:100024(0.100024) y<t:12(1.20e-05)\n")


class TerseBarLine(unittest.TestCase):
    def test_right_pass(self):
        for text in (TERSE,
                     TERSE.replace(" | ", " || "),
                     "n=1000 n2=1002 N=1000000 N2=1004004 mem=0.003740GB t=0.1 abc=0.05,0.1,0.4 || "
                     "x<t:100024(0.100024) y<t:12(1.20e-05)\n",
                     TERSE.replace("abc=0.05,0.1,0.4", "abc=0.05/0.1/0.4")):
            with self.subTest(text=text):
                self.assertEqual(not_passing(text), ("pass", {}))

    def test_other_n_pass(self):
        text = "n2=502 n=500 N2=252004 N=250000 mem=0.000938788GB t=0.1 abc=0.05/0.1/0.4 | x<t:24914(0.099656) y<t:4(1.60e-05)\n"
        self.assertEqual(graded(text), ("pass", {}))

    def test_wrong_twins_fail(self):
        for text, field in ((TERSE.replace("y<t:12(1.20e-05)", "y<t:21(2.10e-05)"), "below_y"),
                            (TERSE.replace("x<t:100024(0.100024)", "x<t:100042(0.100042)"), "below_x"),
                            (TERSE.replace("abc=0.05,0.1,0.4", "abc=0.05,0.1,0.5"), "constants"),
                            (TERSE.replace("N2=1004004", "N2=1004005"), "total")):
            with self.subTest(text=text):
                verdict, fields = not_passing(text)
                self.assertEqual(verdict, "fail")
                self.assertEqual(fields[field][0], "fail")


LOG = """grid 1002 x 1002 (n=1000), 1004004 elements, 1000000 inner
memory per array: 0.00374021 GB
threshold=0.1 a=0.05 b=0.1 c=0.4
{}
x: 100024 elements below threshold, fraction 0.100024
y: 12 elements below threshold, fraction 1.20e-05
"""


class RowProgressWithColon(unittest.TestCase):
    def test_right_pass(self):
        for progress in ("2026-11-28 21:14:13,204 INFO smoothing: row 250/1000\n"
                         "2026-11-28 21:14:13,204 INFO smoothing: row 1000/1000",
                         "[INFO] smoothing: row 1000/1000", "2026/11/28 21:14:02 Smoothing: row 1000/1000",
                         "progress: row 1000 of 1000", "INFO:root:smoothing:row 1000/1000 (100%)"):
            with self.subTest(progress=progress):
                self.assertEqual(not_passing(LOG.format(progress)), ("pass", {}))

    def test_other_n_pass(self):
        text = ("grid 502 x 502 (n=500), 252004 elements, 250000 inner\nmemory per array: 0.000938788 GB\n"
                "threshold=0.1 a=0.05 b=0.1 c=0.4\nsmoothing: row 250/500\nsmoothing: row 500/500\n"
                "x: 24914 elements below threshold, fraction 0.099656\ny: 4 elements below threshold, fraction 1.6e-05\n")
        self.assertEqual(graded(text), ("pass", {}))

    def test_wrong_twins_fail(self):
        right = LOG.format("smoothing: row 1000/1000")
        for old, new, field in (("100024 elements", "100042 elements", "below_x"),
                                ("12 elements", "21 elements", "below_y"),
                                ("1004004 elements", "1004040 elements", "total")):
            with self.subTest(new=new):
                verdict, fields = not_passing(right.replace(old, new))
                self.assertEqual(verdict, "fail")
                self.assertEqual(fields[field][0], "fail")


GO_TAIL = """GiB/array: 0.00374021  t=0.1  a,b,c=0.05,0.1,0.4
below: map[x:100024 y:12]
fractions: map[x:0.100024 y:1.2e-05]
"""


class SizesListed(unittest.TestCase):
    def test_right_pass(self):
        for sizes in ("sizes: 1002 1000 1004004 1000000", "Grid sizes: [1002 1000 1004004 1000000]",
                      "dims: 1002, 1000, 1004004, 1000000", "sizes = 1002 1000 1004004 1000000"):
            with self.subTest(sizes=sizes):
                self.assertEqual(not_passing(sizes + "\n" + GO_TAIL), ("pass", {}))

    def test_other_n_pass(self):
        text = ("sizes: 66 64 4356 4096\nGiB/array: 1.62274e-05  t=0.1  a,b,c=0.05,0.1,0.4\nbelow: map[x:416 y:0]\n"
                "fractions: map[x:0.101562 y:0]\n")
        self.assertEqual(graded(text), ("pass", {}))

    def test_wrong_twins_fail(self):
        for sizes, field in (("sizes: 1002 1000 1004005 1000000", "total"), ("sizes: 1003 1000 1004004 1000000", "row"),
                             ("sizes: 1002 1000 1004004 1000001", "total_inner"), ("sizes: 1002 1001 1004004 1000000", "row")):
            with self.subTest(sizes=sizes):
                verdict, fields = not_passing(sizes + "\n" + GO_TAIL)
                self.assertEqual(verdict, "fail")
                self.assertEqual(fields[field][0], "fail")
        verdict, fields = not_passing("sizes: 1002 1000 1004004 1000000\n" + GO_TAIL.replace("y:12]", "y:21]"))
        self.assertEqual((verdict, fields["below_y"][0]), ("fail", "fail"))


SHARES = SIZES_LINES_1000 + """x: 100024 / 1000000 below threshold = 0.100024
y: 12 / 1000000 below threshold = 1.2e-05
"""


class ShareAfterThreshold(unittest.TestCase):
    def test_right_pass(self):
        for counts in ("x: 100024 / 1000000 below threshold = 0.100024\ny: 12 / 1000000 below threshold = 1.2e-05\n",
                       "X: 100024 of 1000000 elements below the threshold: 0.100024\n"
                       "Y: 12 of 1000000 elements below the threshold: 0.000012\n",
                       "x = 100024/1000000 under threshold = 10.0024 %\ny = 12/1000000 under threshold = 0.0012 %\n",
                       "x: 100024 / 1000000 below threshold = 0.1000\ny: 12 / 1000000 below threshold = 1.20e-05\n"):
            with self.subTest(counts=counts):
                self.assertEqual(not_passing(SIZES_LINES_1000 + counts), ("pass", {}))

    def test_other_n_pass(self):
        text = ("n = 500\nn+2 = 502\ntotal elements = 252004\ninner elements = 250000\nmemory/array = 0.000938788 GB\n"
                "threshold = 0.1\na = 0.05 b = 0.10 c = 0.40\n"
                "x: 24914 / 250000 below threshold = 0.099656\ny: 4 / 250000 below threshold = 1.6e-05\n")
        self.assertEqual(graded(text), ("pass", {}))

    def test_threshold_stays(self):
        verdict, fields = not_passing(SHARES.replace("= 0.100024", "= 0.1").replace("= 1.2e-05", "= 0.1"))
        self.assertNotIn("threshold", fields)

    def test_wrong_twins_fail(self):
        for old, new, field in (("= 0.100024", "= 0.100042", "fraction_x"),
                                ("100024 / 1000000 below threshold = 0.100024", "100042 / 1000000 below threshold = 0.100042",
                                 "below_x"),
                                ("12 / 1000000 below threshold = 1.2e-05", "21 / 1000000 below threshold = 2.1e-05", "below_y"),
                                ("100024 / 1000000 below threshold = 0.100024", "100024 / 1004004 below threshold = 0.0996251",
                                 "fraction_x")):
            with self.subTest(new=new):
                verdict, fields = not_passing(SHARES.replace(old, new))
                self.assertEqual(verdict, "fail")
                self.assertEqual(fields[field][0], "fail")


if __name__ == "__main__":
    unittest.main()
