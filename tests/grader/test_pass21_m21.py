"""The hostile passes' right n = 1000 outputs (h19b H8, F16, F17, F20; h19 F02_nb4) that were UNGRADED at b4b189e,
each with realistic variants (other languages' sessions and prints, n = 500) and a one-value-wrong twin that must
fail on that value.

1. A prompt's line that sets n and runs code on one line (IPython's `In [3]: n = 1000; print(n + 2, n, (n+2)**2,
   n**2)` over `1002 1000 1004004 1000000`, Python's `>>>`, MATLAB's `>> n = 1000; disp([...])`): was UNGRADED "no
   line gives n" (the whole line emptied as code), and the printed sizes were never labelled; now the line's head
   of assignments is n's line and each printed number is labelled by its expression (promptheads.py).
2. A Python f-string's '=' prints on one line (`print(f"{cx=} {cx/n**2=}")`: `cx=100024 cx/n**2=0.100024`, with a
   comma, blanks, `count_x: 100024; frac_x: 0.100024`): was UNGRADED; now the line's statements are put one a line
   for varnames.py (varsplit.py), named where one array's pair agrees as before.
3. `n=1000; N=1002; cx=100024 (0.100024); cy=12 (1.2e-05)`: was UNGRADED; now the bracket's fraction is the
   count's (varsplit.py), and the line's other statements each a line.
4. A LaTeX tabular (`$x$ & 100024 & 0.100024 \\\\`, booktabs' rules, `\\num{}`, `1.2 \\times 10^{-5}`): was
   UNGRADED; now read as Markdown's table (latextables.py); one with no header row as the arrays' lines.
5. The threshold as a Greek letter (`x < τ: 100024 (0.100024)`, `count(y < θ) = 12`, `\\tau`, `tau`, `≤`): was
   UNGRADED; now read as `t` and `<=` (greekthreshold.py).

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass21_m21
"""
import re
import time
import unittest

import grading
from grading.greekthreshold import greek_thresholds
from grading.latextables import latex_tables
from grading.promptheads import each_valued, head_split
from grading.varsplit import statements_split
from tests.grader.a_support import SIZES_LINES_1000, entry_of, graded, not_passing

S = SIZES_LINES_1000
COUNTS = [("100024", "100042", "below_x"), ("12", "21", "below_y")]
FRACTIONS = [("0.100024", "0.100042", "fraction_x"), ("1.2e-05", "2.1e-05", "fraction_y")]
SIZES = [("1002", "1003", "row"), ("1004004", "1004040", "total"), ("1000000", "1000001", "total_inner")]


def _problem_500():
    return grading.Problem({"below_x": 24914, "below_y": 4, "threshold": 0.1, "a": 0.05, "b": 0.1, "c": 0.4,
                            "iterations": 1}, lambda: {"le_x": 24914, "le_y": 4, "ghost_x": 97, "no_a_y": 523,
                                                       "swapped_y": 5})


def _wrong(text, old, new):
    """text with the first whole `old` (no digit beside it) made `new`."""
    changed = re.sub(rf"(?<![\d.]){re.escape(old)}(?![\d])", new, text, count=1)
    assert changed != text, old
    return changed


class Checks(unittest.TestCase):
    def assert_right(self, text, real=False):
        self.assertEqual(not_passing(text), ("pass", {}), text)
        if real:
            self.assertEqual(graded(text), ("pass", {}))

    def assert_wrong(self, text, wrong):
        for old, new, field in wrong:
            with self.subTest(new=new, text=text[:80]):
                verdict, bad = not_passing(_wrong(text, old, new))
                self.assertEqual((verdict, set(bad)), ("fail", {field}))

    def assert_500(self, text, old, new, field):
        entry = entry_of(text, problem=_problem_500())
        self.assertEqual((entry["verdict"], [k for k, f in entry["fields"].items() if f["status"] != "pass"]),
                         ("pass", []))
        wrong = entry_of(_wrong(text, old, new), problem=_problem_500())
        self.assertEqual((wrong["verdict"], [k for k, f in wrong["fields"].items() if f["status"] != "pass"]),
                         ("fail", [field]))


# an IPython session's cells after n's (h19b's c22_jupyter_text)
CELLS = """
In [4]: x.nbytes / 2**30
Out[4]: 0.0037402063608169556

In [5]: t, (a, b, c)
Out[5]: (0.1, (0.05, 0.1, 0.4))

In [6]: (x[1:-1,1:-1] < t).sum(), (x[1:-1,1:-1] < t).mean()
Out[6]: (100024, 0.100024)

In [7]: (y[1:-1,1:-1] < t).sum(), (y[1:-1,1:-1] < t).mean()
Out[7]: (12, 1.2e-05)
"""


class PromptHeadTest(Checks):
    """1: 'n = 1000; print(...)' on a prompt's line."""
    SESSIONS = [
        "In [3]: n = 1000; print(n + 2, n, (n+2)**2, n**2)\n1002 1000 1004004 1000000\n",
        ">>> n = 1000; print(n + 2, n, (n+2)**2, n**2)\n1002 1000 1004004 1000000\n",
        ">>> n = 1000; n + 2, n, (n+2)**2, n**2\n(1002, 1000, 1004004, 1000000)\n",
        "In [3]: n = 1000; n + 2, n, (n+2)**2, n**2\nOut[3]: (1002, 1000, 1004004, 1000000)\n",
        "In [3]: n = 1000; t = 0.1; print(n + 2, (n + 2) * (n + 2), n * n)\n1002 1004004 1000000\n",
        ">> n = 1000; disp([n+2, n, (n+2)^2, n^2])\n        1002        1000     1004004     1000000\n",
    ]

    def test_right_pass(self):
        self.assert_right(self.SESSIONS[0] + CELLS, real=True)
        for session in self.SESSIONS[1:]:
            self.assert_right(session + CELLS)

    def test_wrong_fail(self):
        for session in self.SESSIONS:
            self.assert_wrong(session + CELLS, SIZES + COUNTS)

    def test_one_expression(self):
        # (h19b's F05f: 'n = 1000; print(n + 2)' over '1002')
        self.assertEqual(set(not_passing("In [3]: n = 1000; print(n + 2)\n1002\n" + CELLS)[1]),
                         {"total", "total_inner"})
        self.assertEqual(not_passing("In [3]: n = 1000; print(n + 2)\n1003\n" + CELLS)[1]["row"][0], "fail")

    def test_n_500(self):
        cells = CELLS.replace("0.0037402063608169556", "0.0009387880563735962").replace("100024", "24914") \
            .replace("0.100024", "0.099656").replace("(12, 1.2e-05)", "(4, 1.6e-05)").replace("0.24914", "0.099656")
        session = "In [3]: n = 500; print(n + 2, n, (n+2)**2, n**2)\n502 500 252004 250000\n" + cells
        self.assert_500(session, "252004", "252040", "total")
        self.assert_500(session, "24914", "24941", "below_x")

    def test_pieces(self):
        self.assertEqual(head_split("n = 1000; print(n + 2)"), ("n = 1000", "print(n + 2)"))
        self.assertEqual(head_split("n = 1000; t = 0.1; x = zeros(n)"), ("n = 1000; t = 0.1", "x = zeros(n)"))
        self.assertIsNone(head_split("print(n + 2)"))
        self.assertIsNone(head_split("n = 1000;"))  # (only names numbers: prompts.py's as before)
        self.assertEqual(each_valued("n + 2, n", "1002 1000"), "n + 2 :: 1002\nn :: 1000")
        self.assertIsNone(each_valued("'n', n", "n 1000"))  # (a string: not labelled)
        self.assertIsNone(each_valued("n + 2, n, n**2", "1002 1000"))  # (the counts differ)


class OneLineNamesTest(Checks):
    """2 and 3: a count's name beside its fraction on one line."""
    LINES = [
        "cx=100024 cx/n**2=0.100024\ncy=12 cy/n**2=1.2e-05\n",
        "cx=100024, cx/n**2=0.100024\ncy=12, cy/n**2=1.2e-05\n",
        "cx = 100024, cx / n**2 = 0.100024\ncy = 12, cy / n**2 = 1.2e-05\n",
        "count_x=100024 count_x/(n*n)=0.100024\ncount_y=12 count_y/(n*n)=1.2e-05\n",
        "count_x: 100024; frac_x: 0.100024\ncount_y: 12; frac_y: 1.2e-05\n",
        "nx_below = 100024, fx = 0.100024\nny_below = 12, fy = 1.2e-05\n",
        "cx=100024 (0.100024); cy=12 (1.2e-05)\n",
        "cx = 100024 (0.100024)\ncy = 12 (1.2e-05)\n",
    ]
    ONE_LINER = "n=1000; N=1002; cx=100024 (0.100024); cy=12 (1.2e-05)\n" + S.split("\n", 2)[2]

    def test_right_pass(self):
        self.assert_right(S + self.LINES[0], real=True)
        for lines in self.LINES[1:]:
            self.assert_right(S + lines)
        self.assert_right(self.ONE_LINER, real=True)

    def test_wrong_fail(self):
        for lines in self.LINES:
            self.assert_wrong(S + lines, COUNTS + FRACTIONS)
        self.assert_wrong(self.ONE_LINER, COUNTS + FRACTIONS)
        self.assertEqual(not_passing(_wrong(self.ONE_LINER, "1002", "1003"))[0], "fail")

    def test_left_alone(self):
        # (not all statements: prose, a coordinate, no fraction beside the count)
        # ('cx=100024; cy=12' is put one a line now: terselines.py, test_pass27_y27)
        for line in ("cx=100024 and then cx/n**2=0.100024", "x=100024 (0.100024)", "i=5 j=7 value=0.3"):
            self.assertEqual(statements_split(line), line)
        self.assertEqual(statements_split("cx=100024 (0.100024)"), "cx=100024\nfx=0.100024")


class LatexTableTest(Checks):
    """4: a LaTeX tabular."""
    TABLES = [
        "\\begin{tabular}{lrr}\nArray & Count & Fraction \\\\ \\hline\n$x$ & 100024 & 0.100024 \\\\\n"
        "$y$ & 12 & 1.2e-05 \\\\\n\\end{tabular}\n",
        "\\begin{table}[h]\n\\centering\n\\begin{tabular}{@{}lrr@{}}\n\\toprule\nArray & Below threshold & Fraction \\\\\n"
        "\\midrule\n\\texttt{x} & \\num{100024} & \\num{0.100024} \\\\\n\\texttt{y} & \\num{12} & $1.2 \\times 10^{-5}$ \\\\\n"
        "\\bottomrule\n\\end{tabular}\n\\caption{Counts below $t = 0.1$, $n = 1000$.}\n\\end{table}\n",
        "\\begin{tabular}{|l|r|r|}\n\\hline\n & $x$ & $y$ \\\\ \\hline\nbelow threshold & 100024 & 12 \\\\\n"
        "fraction & 0.100024 & 1.2e-05 \\\\ \\hline\n\\end{tabular}\n",
        "x & 100024 & 0.100024 \\\\\ny & 12 & 1.2e-05 \\\\\n",  # (no header: each an array's line, h19b's G03)
    ]
    SIZES_TOO = ("\\begin{tabular}{lr}\n\\hline\nQuantity & Value \\\\\n\\hline\n$n$ & 1000 \\\\\n"
                 "Elements in a row & 1002 \\\\\nTotal elements & 1004004 \\\\\nInner elements & 1000000 \\\\\n"
                 "Memory per array (GB) & 0.00374021 \\\\\nThreshold & 0.1 \\\\\n$a, b, c$ & 0.05, 0.1, 0.4 \\\\\n"
                 "Below threshold in $x$ & 100024 \\\\\nFraction in $x$ & 0.100024 \\\\\n"
                 "Below threshold in $y$ & 12 \\\\\nFraction in $y$ & 1.2e-05 \\\\\n\\hline\n\\end{tabular}\n")

    def test_right_pass(self):
        self.assert_right(S + self.TABLES[0], real=True)
        for table in self.TABLES[1:]:
            self.assert_right(S + table)
        self.assert_right(self.SIZES_TOO)

    def test_wrong_fail(self):
        self.assert_wrong(S + self.TABLES[0], COUNTS + FRACTIONS)
        self.assert_wrong(S + self.TABLES[1], COUNTS + FRACTIONS[:1] + [("1.2 ", "2.1 ", "fraction_y")])
        self.assert_wrong(S + self.TABLES[2], COUNTS + FRACTIONS)
        self.assert_wrong(S + self.TABLES[3], COUNTS + FRACTIONS)
        self.assert_wrong(self.SIZES_TOO, COUNTS + [("1004004", "1004040", "total"),
                                                    ("0.00374021", "0.00374201", "memory")])

    def test_no_table_unchanged(self):
        for text in ("a & b\n", "x = 1 \\\\ y = 2\n", S):
            self.assertEqual(latex_tables(text), text)


class GreekThresholdTest(Checks):
    """5: the threshold as a Greek letter."""
    LINES = [
        "x < \u03c4: 100024 (0.100024)\ny < \u03c4: 12 (1.2e-05)\n",
        "count(x < \u03b8) = 100024, fraction = 0.100024\ncount(y < \u03b8) = 12, fraction = 1.2e-05\n",
        "#{x \u2264 \u03c4} = 100024 (0.100024)\n#{y \u2264 \u03c4} = 12 (1.2e-05)\n",
        "x < \\tau: 100024 (0.100024)\ny < \\tau: 12 (1.2e-05)\n",
    ]

    def test_right_pass(self):
        self.assert_right(S + self.LINES[0], real=True)
        for lines in self.LINES[1:]:
            self.assert_right(S + lines)
        self.assert_right(S.replace("threshold = 0.1", "\u03c4 = 0.1") + self.LINES[0])
        self.assert_right(S.replace("threshold = 0.1", "tau = 0.1") + "below tau in x: 100024 (0.100024)\n"
                          "below tau in y: 12 (1.2e-05)\n")

    def test_wrong_fail(self):
        for lines in self.LINES:
            self.assert_wrong(S + lines, COUNTS + FRACTIONS)
        self.assert_wrong(S.replace("threshold = 0.1", "\u03c4 = 0.1") + self.LINES[0],
                          [("0.1\n", "0.2\n", "threshold")])

    def test_other_letters_left(self):
        for text in ("\u03c3 = 0.29\n", "\u03b8 = 45 degrees\n", "status = 0.5\n", "plateau: 3\n"):
            self.assertEqual(greek_thresholds(text), text)


class CostTest(unittest.TestCase):
    """The new patterns stay linear: 4,000 blanks after each line shape, a 2 MB line; 500,000 rows of a table."""
    SHAPES = ["In [3]: n = 1000; print(n + 2, n", "cx=100024 (0.100024); cy=12", "$x$ & 100024 & 0.100024 \\\\",
              "x < \u03c4: 100024", "cx=100024 cx/n**2=", "x & 1 \\\\", "\\hline", "x &"]

    def test_blanks_and_long_lines(self):
        for shape in self.SHAPES:
            for text in (shape + " " * 4000 + "z\n", (shape + " ") * 4000 + "\n", shape + "&" * 2_000_000):
                start = time.process_time()
                statements_split(text), latex_tables(text), greek_thresholds(text), head_split(text[:300])
                each_valued(text[:200], text[:300])
                self.assertLess(time.process_time() - start, 2.0, shape)  # CPU seconds: a quadratic pattern takes minutes

    def test_many_rows(self):
        start = time.process_time()
        latex_tables("x & 1 & 2 \\\\\n" * 500_000)
        self.assertLess(time.process_time() - start, 3.0)

    def test_whole_file(self):
        text = S + ("cx=100024 (0.100024); cy=12" + " " * 4000 + "z\n") * 20 + "x < \u03c4: 100024 (0.100024)\n"
        start = time.process_time()
        not_passing(text)
        self.assertLess(time.process_time() - start, 10.0)


if __name__ == "__main__":
    unittest.main()
