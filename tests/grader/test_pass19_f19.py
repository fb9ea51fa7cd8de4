"""The nineteenth hostile pass's f19 items: right outputs that lost points.

A4: a terminal IPython (`In [5]: below_x, below_x / n**2` over `Out[5]: (100024, 0.100024)`) or Python REPL
(`>>> ...` over `(100024, 0.100024)`) transcript. Before: the tuple's count was read into the fraction
(a right output plus such a cell: FAIL fraction_x), and the code lines were read as values (`2**30` as the
memory 2, `x[1:-1,...]` as X 1: the whole transcript 1/20). Now each value shown is labelled by the code
that showed it, as a real .ipynb's cells are (transcripts.py): PASS; one value changed FAILs.

A3: a terse one-liner of key=value statements with a third key (`n=1000 inner=1000000 X=100024 (0.100024)
Y=12 (1.2e-05)`, c02's whole line) or Python's print("n", n, ..., "X", cx, fx, ...) apart by blanks alone
(e34). Before: UNGRADED (the keys' names were no summary's words; the blank-apart line had no statements).
Now the keys with their values are statements beside the summary pair (keyvalues.py): PASS; one value changed
FAILs; a point's coordinates (`i=5 j=7 x=500 y=501`) stay unread.

A6: a count's label padded to a column, its fraction in the next (`x below           100024  0.100024`, C's
printf("%-18s%d  %f")). Before: UNGRADED ('below' read as the threshold's word, 100024 as the threshold), so the
wrong c44 (Y = 2090, the a term dropped) was UNGRADED too. Now the padded count line may end in its fraction
(padded.py): PASS; c44's layout with Y = 2090 FAILs Y.

A9: a pandas DataFrame with a named index (`df.set_index("backend")`; `print(df)` puts the index's name on a
line of its own under the header). Before: UNGRADED ("no line gives n"), the wrong probe p33 (its GPU row's
Y = 13) too. Now the name is the header's first cell (indexnames.py): PASS; a row's value changed FAILs.

Low (e39): the tutorial's fields labelled in Chinese (`阈值: 0.1`, `x 中小于阈值的元素个数: 100024`). Before:
UNGRADED ("no line gives n": German and Spanish labels were read, Chinese ones not). Chinese puts no blank
between words, so its terms are found as written and said in English (chinese.py, from languages.in_english):
PASS, Simplified or Traditional, full-width colon or not; one value changed FAILs.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass19_f19
"""
import unittest

from tests.grader.a_support import RIGHT_1000, SIZES_1000, grading, graded, not_passing

IPY = """In [1]: n = 1000; N = n + 2
In [2]: N, n, N*N, n*n
Out[2]: (1002, 1000, 1004004, 1000000)
In [3]: x.nbytes / 2**30
Out[3]: 0.0037402063608169556
In [4]: t, (a, b, c)
Out[4]: (0.1, (0.05, 0.1, 0.4))
In [5]: below_x = int((x[1:-1,1:-1] < t).sum()); below_x, below_x / n**2
Out[5]: (100024, 0.100024)
In [6]: below_y = int((y[1:-1,1:-1] < t).sum()); below_y, below_y / n**2
Out[6]: (12, 1.2e-05)
"""
REPL = """>>> n = 1000
>>> N = n + 2
>>> N, n, N*N, n*n
(1002, 1000, 1004004, 1000000)
>>> x.nbytes / 2**30
0.0037402063608169556
>>> t, (a, b, c)
(0.1, (0.05, 0.1, 0.4))
>>> below_x = int((x[1:-1, 1:-1] < t).sum())
>>> below_y = int((y[1:-1, 1:-1] < t).sum())
>>> below_x, below_x / n**2
(100024, 0.100024)
>>> below_y, below_y / n**2
(12, 1.2e-05)
"""
CONT = """In [2]: (n + 2, n,
   ...:  (n + 2)**2, n**2)
Out[2]: (1002, 1000, 1004004, 1000000)

In [3]: x.nbytes / 2**30  # GB per array
Out[3]: 0.0037402063608169556

In [4]: t, a, b, c
Out[4]: (0.1, 0.05, 0.1, 0.4)

In [5]: cx = np.count_nonzero(x[1:-1, 1:-1] < t)
   ...: cy = np.count_nonzero(y[1:-1, 1:-1] < t)

In [6]: cx, cx / n**2, cy, cy / n**2
Out[6]: (100024, 0.100024, 12, 1.2e-05)
"""
DICT = RIGHT_1000 + """In [7]: {'below_x': below_x, 'below_y': below_y}
Out[7]: {'below_x': 100024, 'below_y': 12}
"""
AFTER = RIGHT_1000 + """In [5]: below_x = int((x[1:-1,1:-1] < t).sum()); below_x, below_x / n**2
Out[5]: (100024, 0.100024)
"""


class TranscriptTest(unittest.TestCase):
    """A4: IPython's In/Out and the REPL's values under their code (c18, F18_*)."""
    RIGHT = {"ipython": IPY, "repl": REPL, "continued": CONT, "dict": DICT, "after": AFTER}
    WRONG = {"ipython": [("(100024,", "(100042,", "below_x"), ("(12,", "(21,", "below_y"),
                         ("1.2e-05)", "1.3e-05)", "fraction_y")],
             "repl": [("(100024,", "(100042,", "below_x"), ("(12,", "(21,", "below_y")],
             "continued": [("12, 1.2e-05", "21, 1.2e-05", "below_y"), ("1.2e-05)", "1.3e-05)", "fraction_y")],
             "dict": [("'below_x': 100024", "'below_x': 100042", "below_x"), ("12}", "21}", "below_y")],
             "after": [("(100024, 0.100024)", "(100042, 0.100042)", "below_x")]}

    def test_right_pass(self):
        for name, text in self.RIGHT.items():
            with self.subTest(name=name):
                self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(graded(IPY), ("pass", {}))

    def test_wrong_fail(self):
        for name, changes in self.WRONG.items():
            for old, new, field in changes:
                with self.subTest(name=name, new=new):
                    text = self.RIGHT[name]
                    self.assertIn(old, text)
                    verdict, bad = not_passing(text.replace(old, new))
                    self.assertEqual(verdict, "fail")
                    self.assertEqual(bad[field][0], "fail")

    def test_code_gives_no_value(self):
        # the code's numbers ('2**30', 'x[1:-1, 1:-1]') are no memory and no count: only the values shown
        text = RIGHT_1000 + ">>> below_x = int((x[1:-1, 1:-1] < 0.1).sum())\n>>> x.nbytes / 2**30\n0.0037402063608169556\n"
        self.assertEqual(not_passing(text), ("pass", {}))


class OneLinerTest(unittest.TestCase):
    """A3: a whole output on one line (c02, F02_*, e34)."""
    RIGHT = ["n=1000 N=1002 total=1004004 inner=1000000 mem=0.003740GB t=0.1 a=0.05 b=0.10 c=0.40 X=100024 (0.100024) "
             "Y=12 (1.2e-05)",
             "n: 1000 N: 1002 total: 1004004 inner: 1000000 mem: 0.00374021 GB t: 0.1 a: 0.05 b: 0.1 c: 0.4 "
             "X: 100024 (0.100024) Y: 12 (1.2e-05)",
             "n 1000 N 1002 total 1004004 inner 1000000 mem 0.00374021 t 0.1 a 0.05 b 0.1 c 0.4 X 100024 0.100024 "
             "Y 12 1.2e-05",
             "n=1000 N=1002 total=1004004 inner=1000000 memGB=0.00374021 thr=0.1 a=0.05 b=0.1 c=0.4 X=100024 (0.100024) "
             "Y=12 (1.2e-05)",
             "n=1000 N=1002 N2=1004004 n2=1000000 mem=0.00374021GB t=0.1 a=0.05 b=0.1 c=0.4 X=100024 (0.100024) "
             "Y=12 (1.2e-05)"]

    def test_right_pass(self):
        for line in self.RIGHT:
            with self.subTest(line=line):
                self.assertEqual(not_passing(line + "\n"), ("pass", {}))
        self.assertEqual(graded(self.RIGHT[0] + "\n"), ("pass", {}))

    def test_wrong_fail(self):
        for line in self.RIGHT:
            for old, new, field in [("100024 ", "100042 ", "below_x"), ("12 ", "21 ", "below_y"),
                                    ("1.2e-05", "2.1e-05", "fraction_y"), ("1002 ", "1004 ", "inner")]:
                with self.subTest(line=line, new=new):
                    verdict, bad = not_passing(line.replace(old, new, 1) + "\n")
                    self.assertEqual((verdict, bad[field][0]), ("fail", "fail"))

    def test_minimal_counts_read(self):
        # the report's minimal line: its counts read (no other field is on it)
        verdict, bad = not_passing("n=1000 inner=1000000 X=100024 (0.100024) Y=12 (1.2e-05)\n")
        self.assertEqual(verdict, "fail")
        self.assertFalse({"below_x", "below_y", "fraction_x", "fraction_y", "inner", "total_inner"} & set(bad))

    def test_coordinates_unread(self):
        for line in ["i=5 j=7 x=500 y=501", "n 1000 i 5 x 500 0.5 y 501 0.25", "step=3 n=1000 x=100024 y=12"]:
            with self.subTest(line=line):
                verdict, _ = not_passing(line + "\n")
                self.assertEqual(verdict, "ungraded")


# c44's own layout before its counts (the nineteenth pass's F44_x_below_min)
COLUMNS = """row length        1002
inner row length  1000
total elements    1004004
inner elements    1000000
GB per array      0.00374021
threshold         0.1
a b c             0.05 0.1 0.4
"""


class PaddedColumnsTest(unittest.TestCase):
    """A6: 'x below' padded, the count and its fraction in columns (c44, F44_*)."""
    RIGHT = [SIZES_1000 + "x below           100024  0.100024\ny below           12  0.000012\n",
             COLUMNS + "x below           100024  0.100024\ny below           12  0.000012\n",
             COLUMNS + "X below\t100024\t0.100024\nY below\t12\t1.2e-05\n",
             COLUMNS + "x under      100024   10.0024%\ny under      12   0.0012%\n",
             COLUMNS + "count x below    100024  (0.100024)\ncount y below    12  (1.2e-05)\n"]

    def test_right_pass(self):
        for text in self.RIGHT:
            with self.subTest(text=text[-70:]):
                self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(graded(self.RIGHT[1]), ("pass", {}))

    def test_wrong_fail(self):
        for text in self.RIGHT:
            for old, new, field in [("100024 ", "100042 ", "below_x"), ("100024\t", "100042\t", "below_x"),
                                    ("12  ", "21  ", "below_y"), ("12\t", "21\t", "below_y"),
                                    ("1.2e-05", "2.1e-05", "fraction_y"), ("0.000012", "0.000021", "fraction_y")]:
                if old not in text.split("a b c")[-1].split("(a, b, c)")[-1]:
                    continue
                with self.subTest(text=text[-70:], new=new):
                    verdict, bad = not_passing(text.replace(old, new))
                    self.assertEqual((verdict, bad[field][0]), ("fail", "fail"))

    def test_c44_fails(self):
        # c44: the a term dropped, Y = 2090: FAIL, not UNGRADED
        verdict, bad = not_passing(COLUMNS + "x below           100024  0.100024\ny below           2090  0.002090\n")
        self.assertEqual((verdict, bad["below_y"][0]), ("fail", "fail"))


# e13: a right CPU and GPU row under a named index (pandas pads the name's line with blanks to the header's width)
E13 = ("            n  n_ghost    total  inner_total    mem_gb  threshold     a    b    c  below_x    frac_x  below_y"
       "    frac_y\nbackend" + " " * 108 + "\n"
       "cpu      1000     1002  1004004      1000000  0.003740        0.1  0.05  0.1  0.4   100024  0.100024       12"
       "  0.000012\n"
       "gpu      1000     1002  1004004      1000000  0.003740        0.1  0.05  0.1  0.4   100024  0.100024       12"
       "  0.000012\n")
ONE = """            n  n_ghost    total  inner_total    mem_gb  threshold     a    b    c  below_x    frac_x  below_y    frac_y
backend
cpu      1000     1002  1004004      1000000  0.003740        0.1  0.05  0.1  0.4   100024  0.100024       12  0.000012
"""
RUN = """      n  n_ghost    total  inner_total    mem_gb  threshold     a    b    c  below_x    frac_x  below_y    frac_y
run                                                                                                          
0  1000     1002  1004004      1000000  0.003740        0.1  0.05  0.1  0.4   100024  0.100024       12  0.000012
1  1000     1002  1004004      1000000  0.003740        0.1  0.05  0.1  0.4   100024  0.100024       12  0.000012
"""


class NamedIndexTest(unittest.TestCase):
    """A9: pandas' index name on its own line (e13, Fe13_*, p33)."""
    RIGHT = {"e13": E13, "one row": ONE, "numeric index": RUN,
             "groupby": "        below_x  below_y\nkernel\ncpu      100024       12\nsh16     100024       12\n"}

    def test_right_pass(self):
        for name in ("e13", "one row", "numeric index"):
            with self.subTest(name=name):
                self.assertEqual(not_passing(self.RIGHT[name]), ("pass", {}))
        self.assertEqual(graded(E13), ("pass", {}))

    def test_counts_read(self):
        # the report's minimal frame and a groupby's (no sizes printed): its counts read
        for text in ["            n  below_x  below_y\nbackend                        \ncpu      1000   100024       12\n",
                     "       n  below_x  below_y\nrun\n0   1000   100024       12\n", self.RIGHT["groupby"]]:
            with self.subTest(text=text):
                reading = grading.read_output(text)
                self.assertEqual(reading["fields"]["below_x"].value, 100024)
                self.assertEqual(reading["fields"]["below_y"].value, 12)

    def test_wrong_fail(self):
        for name in ("e13", "one row", "numeric index"):
            text = self.RIGHT[name]
            head, last = text.rstrip("\n").rsplit("\n", 1)
            for old, new, fields in [("   100024", "   100042", {"below_x", "below_x2"}),
                                     ("       12 ", "       13 ", {"below_y", "below_y2"}),
                                     ("0.000012", "0.000021", {"fraction_y", "fraction_y2"}),
                                     ("  1002 ", "  1004 ", {"row"})]:
                with self.subTest(name=name, new=new):
                    verdict, bad = not_passing(head + "\n" + last.replace(old, new) + "\n")
                    self.assertEqual(verdict, "fail")
                    self.assertTrue(any(bad.get(f, ("",))[0] == "fail" for f in fields), bad)


# e39: the tutorial's fields in Simplified Chinese; then Traditional with full-width colons, the tutorial's
# '::' layout, and a printf's 'key = value' lines
S = """每行元素个数（含边界）: 1002
每行内部元素个数: 1000
元素总数: 1004004
内部元素总数: 1000000
每个数组内存 (GB): 0.00374021
阈值: 0.1
平滑常数 (a, b, c): 0.05 0.1 0.4
x 中小于阈值的元素个数: 100024
x 中比例: 0.100024
y 中小于阈值的元素个数: 12
y 中比例: 1.2e-05
"""
T = """每行元素個數（含邊界）：1002
每行內部元素個數：1000
元素總數：1004004
內部元素總數：1000000
每個陣列記憶體 (GB)：0.00374021
閾值：0.1
平滑常數 (a, b, c)：0.05 0.1 0.4
x 中小於閾值的元素個數：100024
x 中比例：0.100024
y 中小於閾值的元素個數：12
y 中比例：1.2e-05
"""
A = """每行元素个数（含边界）         :: 1002
每行内部元素个数               :: 1000
元素总数                       :: 1004004
内部元素总数                   :: 1000000
每个数组内存 (GB)              :: 0.00374021
阈值                           :: 0.10
平滑常数 (a, b, c)             :: 0.05 0.10 0.40
小于阈值的元素个数 (X)         :: 100024
比例                           :: 1.00024E-01
小于阈值的元素个数 (Y)         :: 12
比例                           :: 1.20000E-05
"""
M = """n = 1000
n+2 = 1002
元素总数 = 1004004
内部元素总数 = 1000000
每个数组内存 = 0.00374021 GB
阈值 = 0.1
a = 0.05, b = 0.1, c = 0.4
x 中小于阈值的元素个数 = 100024, 比例 = 0.100024
y 中小于阈值的元素个数 = 12, 比例 = 1.2e-05
"""


class ChineseLabelsTest(unittest.TestCase):
    """Low: Chinese labels (e39)."""
    RIGHT = {"simplified": S, "traditional": T, "tutorial layout": A, "printf": M}
    WRONG = [(": 100024\n", ": 100042\n", "below_x"), ("：100024\n", "：100042\n", "below_x"),
             (":: 100024\n", ":: 100042\n", "below_x"), ("= 100024,", "= 100042,", "below_x"),
             ("12\n", "21\n", "below_y"), ("= 12,", "= 21,", "below_y"), ("1002\n", "1004\n", "row"),
             ("0.00374021", "0.00748042", "memory"), ("0.1\n", "0.2\n", "threshold")]

    def test_right_pass(self):
        for name, text in self.RIGHT.items():
            with self.subTest(name=name):
                self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(graded(S), ("pass", {}))

    def test_wrong_fail(self):
        for name, text in self.RIGHT.items():
            for old, new, field in self.WRONG:
                if old not in text:
                    continue
                with self.subTest(name=name, new=new):
                    verdict, bad = not_passing(text.replace(old, new))
                    self.assertEqual((verdict, bad.get(field, ("",))[0]), ("fail", "fail"))


class CostTest(unittest.TestCase):
    """Each new line shape followed by 4,000 blanks, repeated, or on one long line, reads in bounded time."""
    SHAPES = ["In [5]: below_x, below_x / n**2{b}\n   ...:{b}\nOut[5]: (100024, 0.100024){b}x\n",
              ">>> below_x, below_x / n**2{b}\n(100024,{b}0.1)\n",
              "n=1000 inner=1000000{b}X=100024 (0.100024) Y=12 (1.2e-05){b}x\n",
              "n 1000 N 1002 x 100024 0.100024 y 12 1.2e-05{b}x\n",
              "x below  100024 {b}0.100024{b}x\n",
              "            n  below_x  below_y{b}\nbackend{b}\ncpu  1000  100024  12{b}\n",
              "阈值{b}：0.1{b}x 中比例\n"]

    def test_blanks_after(self):
        import time
        for shape in self.SHAPES:
            for text in (shape.format(b=" " * 4000) * 40, shape.format(b=" ") * 4000,
                         shape.format(b=" ").replace("\n", " ") * 20000):
                with self.subTest(shape=shape[:30], size=len(text)):
                    start = time.process_time()
                    grading.read_output(text)
                    self.assertLess(time.process_time() - start, 10)


if __name__ == "__main__":
    unittest.main()
