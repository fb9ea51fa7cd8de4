"""The twenty-fifth hostile pass's (h25) settings lines that lost points (helper e23): H3, H5, H17, M8, H8.

What was wrong (before: the grade at bd07a8f):
- H3: a CUDA host's '[host] t = 0.10, (a,b,c) = (0.05,0.10,0.40)' beside '[gpu ] x < t:' count lines (right/c14, 15/20):
  the version's tag kept on a line of settings hid its label: constants FAIL '0.10 0.05 0.10', threshold, inner and
  total MISSING. '[gpu] t = 0.1, a,b,c = 0.05,0.1,0.4' after a plain output: 17/20.
- H5: constants one a line, Rust's {:#?} 'abc: (' over '0.05,' '0.1,' '0.4,' (right/c04, 18/20), black's 'abc = (':
  constants FAIL '0.05' "not three numbers"; a rich / Markdown / tabulate table's constants cell wrapped onto a row of
  its own (right/c20, 18/20): constants FAIL '0.05 0.1', "a term dropped".
- H17: R's str() '$ abc : num [1:3] 0.05 0.1 0.4' (right/c70, 18/20): constants '1 3 0.05'; 'float32[3] {...}',
  '[1x3 double]' the same.
- M8: 't = 0.1 · a = 0.05 · b = 0.1 · c = 0.4' (right/c58, 18/20): constants MISSING.
- H8: a German locale's decimal commas (right/c07, 15/20): memory '0' ("integer division"), threshold '0', constants
  '0 05 0', while the bracketed fractions '(0,100024)' passed (percentforms.py made them points first, so tables.py
  took the file for one that prints points and left its other commas); in a file of points, Java's String.format
  beside println, 'memory (GB): 0,003740' read as 0 too.
Now: each passes (settingtags.py, tables._labels_over_values and wrappedcells.py, typeshapes.py, middots.py,
commafiles.py); each wrong twin (a constant, the threshold, a count or the memory changed) FAILs its field.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass23_e23
"""
import time
import unittest

from tests.grader.a_support import C01_1000, graded, not_passing

_PASS = ("pass", {})


class Case(unittest.TestCase):
    def right_and_wrong(self, text, wrongs):
        """text passes; each (old, new, field) of wrongs, old replaced by new in it, fails that field."""
        self.assertEqual(not_passing(text), _PASS, text)
        for old, new, field in wrongs:
            with self.subTest(old=old, new=new):
                self.assertIn(old, text)
                verdict, bad = not_passing(text.replace(old, new, 1))
                self.assertEqual(verdict, "fail", bad)
                self.assertEqual(bad.get(field, ("",))[0], "fail", bad)


# --- H3 ------------------------------------------------------------------------------------------------------

CUDA_HOST = """[host] n = 1000 (array 1002 x 1002 = 1004004 floats, 0.003740 GB each)
[host] inner elements: 1000000
[host] t = 0.10, (a,b,c) = (0.05,0.10,0.40)
[gpu ] smooth kernel: 0.041 ms, grid 32x125 blocks of 32x8
[gpu ] x < t: 100024  -> 0.100024 of inner
[gpu ] y < t: 12  -> 1.200000e-05 of inner
"""


class TaggedSettings(Case):
    def test_cuda_host(self):
        self.right_and_wrong(CUDA_HOST, [("(0.05,0.10,0.40)", "(0.10,0.05,0.40)", "constants"),
                                         ("t = 0.10,", "t = 0.20,", "threshold"), ("y < t: 12 ", "y < t: 13 ", "below_y"),
                                         ("x < t: 100024 ", "x < t: 100042 ", "below_x")])

    def test_variants(self):
        c01 = C01_1000.replace("Threshold: 0.1\nConstants a b c: 0.05 0.1 0.4\n", "")
        for settings in ("[gpu] t = 0.1, a,b,c = 0.05,0.1,0.4", "[GPU] threshold = 0.1, a = 0.05, b = 0.1, c = 0.4",
                         "[cuda] t=0.1 abc=(0.05, 0.1, 0.4)", "[host] threshold 0.1, constants (a,b,c) = (0.05, 0.1, 0.4)"):
            text = c01 + settings + "\n"
            with self.subTest(settings=settings):
                self.right_and_wrong(text, [(settings, settings.replace("0.05", "0.5"), "constants"),
                                            (settings, settings.replace("0.1", "0.2", 1), "threshold")])

    def test_tagged_lines(self):
        """Every line tagged ([cpu] sizes and settings, [gpu] counts), the counts' tag kept."""
        text = ("[cpu] n = 1000, row 1002, total 1004004\n[cpu] inner elements 1000000\n[cpu] memory per array 0.00374021 GB\n"
                "[cpu] threshold = 0.1, a = 0.05, b = 0.1, c = 0.4\n[gpu] x below threshold: 100024 (0.100024)\n"
                "[gpu] y below threshold: 12 (1.2e-05)\n")
        self.right_and_wrong(text, [("b = 0.1,", "b = 0.05,", "constants"), ("12 (", "21 (", "below_y")])

    def test_versions_still_apart(self):
        """A count's line keeps its version's tag: a second version's wrong count fails."""
        text = CUDA_HOST + "[host] y < t: 12  -> 1.200000e-05 of inner\n"
        self.assertEqual(not_passing(text), _PASS)
        self.assertEqual(not_passing(text.replace("[host] y < t: 12", "[host] y < t: 13"))[0], "fail")

    def test_other_n(self):
        text = ("[host] n = 500 (array 502 x 502 = 252004 floats, 0.000938788 GB each)\n[host] inner elements: 250000\n"
                "[host] t = 0.10, (a,b,c) = (0.05,0.10,0.40)\n[gpu ] x < t: 24914  -> 0.099656 of inner\n"
                "[gpu ] y < t: 4  -> 1.600000e-05 of inner\n")
        self.assertEqual(graded(text), _PASS)
        verdict, bad = graded(text.replace("(0.05,0.10,0.40)", "(0.05,0.10,0.50)"))
        self.assertEqual((verdict, bad.get("constants")), ("fail", "fail"))


# --- H5 ------------------------------------------------------------------------------------------------------

RUST_PRETTY = """Stats {
    row_len: 1002,
    n: 1000,
    total: 1004004,
    total_inner: 1000000,
    gb_per_array: 0.0037402063608169556,
    threshold: 0.1,
    abc: (
        0.05,
        0.1,
        0.4,
    ),
    below_x: 100024,
    frac_x: 0.100024,
    below_y: 12,
    frac_y: 1.2e-5,
}
"""
PLAIN_HEAD = """row length (n+2)             = 1002
n                            = 1000
total elements               = 1004004
inner elements               = 1000000
memory per array             = 0.00374021 GB
threshold t                  = 0.1
"""
PLAIN_COUNTS = """count x < t                  = 100024 (0.100024)
count y < t                  = 12 (1.200000e-05)
"""


class SpreadConstants(Case):
    def test_rust_pretty(self):
        self.right_and_wrong(RUST_PRETTY, [("0.05,\n", "0.5,\n", "constants"), ("0.4,\n", "0.5,\n", "constants"),
                                           ("below_y: 12", "below_y: 21", "below_y")])

    def test_lists_over_lines(self):
        for block in ("    abc: [\n        0.05,\n        0.1,\n        0.4,\n    ],",
                      "abc = (\n    0.05,\n    0.1,\n    0.4,\n)",
                      '  "abc": [\n    0.05,\n    0.1,\n    0.4\n  ],',
                      "weights: (\n    0.05, 0.1,\n    0.4,\n)"):
            text = PLAIN_HEAD + block + "\n" + PLAIN_COUNTS
            with self.subTest(block=block):
                self.right_and_wrong(text, [("0.4", "0.5", "constants"), ("0.05", "0.01", "constants")])

    def test_wrapped_cells(self):
        for rows in ("│ Constants a, b, c                    │ 0.05, 0.1,  │\n│                                      │         0.4 │",
                     "| Constants a, b, c | 0.05, 0.1, |\n|                   | 0.4        |",
                     "+-------------------+------------+\n| Constants a, b, c | 0.05 0.1   |\n|                   | 0.4        |\n"
                     "+-------------------+------------+",
                     "| Smoothing constants (a, b, c) | 0.05,      |\n|                               | 0.1, 0.4   |"):
            text = PLAIN_HEAD + rows + "\n" + PLAIN_COUNTS
            with self.subTest(rows=rows):
                self.right_and_wrong(text, [("0.4 ", "0.5 ", "constants"), ("0.05", "0.5", "constants")])

    def test_rich_table(self):
        text = """┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━┓
┃ Quantity                             ┃       Value ┃
┡━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━┩
│ Elements per row/column (with ghost) │        1002 │
│ Inner elements per row/column        │        1000 │
│ Total elements                       │     1004004 │
│ Total inner elements                 │     1000000 │
│ Memory per array                     │ 0.003740 GB │
│ Threshold t                          │         0.1 │
│ Constants a, b, c                    │ 0.05, 0.1,  │
│                                      │         0.4 │
│ x < t                                │      100024 │
│ fraction x < t                       │    0.100024 │
│ y < t                                │          12 │
│ fraction y < t                       │     1.2e-05 │
└──────────────────────────────────────┴─────────────┘
"""
        self.right_and_wrong(text, [("0.4 │", "0.5 │", "constants"), ("│          12 │", "│          21 │", "below_y")])

    def test_blank_row_no_constants(self):
        """A blank-named row under a count's row stays a row of its own (a second version's count): a wrong one fails."""
        text = PLAIN_HEAD + "a = 0.05, b = 0.1, c = 0.4\n| y below | 12 |\n|         | 13 |\n| x below | 100024 |\n"
        self.assertEqual(not_passing(text)[0], "fail")


# --- H17 -----------------------------------------------------------------------------------------------------

R_STR = """List of 11
 $ row_length : num 1002
 $ n          : int 1000
 $ total      : num 1004004
 $ total_inner: int 1000000
 $ gb         : num 0.00374
 $ threshold  : num 0.1
 $ abc        : num [1:3] 0.05 0.1 0.4
 $ below_x    : int 100024
 $ frac_x     : num 0.1
 $ below_y    : int 12
 $ frac_y     : num 1.2e-05
"""


class TypeNotes(Case):
    def test_r_str(self):
        self.right_and_wrong(R_STR, [("0.05 0.1 0.4", "0.1 0.05 0.4", "constants"), (": int 12", ": int 21", "below_y")])

    def test_notes(self):
        for line in ("constants  : num [1:3] 0.05 0.1 0.4", "abc = [1x3 double] 0.05 0.1 0.4",
                     "constants: float32[3] {0.05, 0.1, 0.4}", "abc: Float64[3] [0.05, 0.1, 0.4]",
                     "weights = array(3) [0.05 0.1 0.4]", "constants = <3 x double> <0.05, 0.1, 0.4>"):
            text = PLAIN_HEAD + line + "\n" + PLAIN_COUNTS
            with self.subTest(line=line):
                self.right_and_wrong(text, [("0.4", "0.5", "constants"), ("0.05", "0.5", "constants")])

    def test_no_note(self):
        from grading.typeshapes import without_type_notes
        for line in ("n = 1000 (array 1002 x 1002 = 1004004 floats)", "grid: float[1002][1002]",
                     "abc: Float64[0.05, 0.1, 0.4]", "shape: (3,) 0.05"):
            self.assertEqual(without_type_notes(line), line)


# --- M8 ------------------------------------------------------------------------------------------------------

class MiddleDots(Case):
    def test_dots(self):
        for line in ("t = 0.1 \u00b7 a = 0.05 \u00b7 b = 0.1 \u00b7 c = 0.4", "t=0.1 \u2022 a=0.05 \u2022 b=0.1 \u2022 c=0.4",
                     "threshold: 0.1 \u22c5 a: 0.05 \u22c5 b: 0.1 \u22c5 c: 0.4",
                     "memory = 0.00374021 GB \u00b7 t = 0.1 \u00b7 a = 0.05 \u00b7 b = 0.1 \u00b7 c = 0.4"):
            head = PLAIN_HEAD.replace("threshold t                  = 0.1\n", "")
            if "memory" in line:
                head = head.replace("memory per array             = 0.00374021 GB\n", "")
            text = head + line + "\n" + PLAIN_COUNTS
            with self.subTest(line=line):
                self.right_and_wrong(text, [("0.4", "0.5", "constants"), ("0.1", "0.2", "threshold")])

    def test_products_stay(self):
        from grading.middots import dots_as_commas
        for line in ("expected \u2248 0.1 \u00b7 n\u00b2 = 100000", "sum 4 \u00b7 0.05 + 4 \u00b7 0.1 + 0.4 = 1",
                     "\u00b7 n = 1000"):
            self.assertEqual(dots_as_commas(line), line)


# --- H8 ------------------------------------------------------------------------------------------------------

GERMAN = """Elemente pro Zeile (mit Rand):   1002
Innere Elemente pro Zeile:       1000
Elemente gesamt:                 1004004
Innere Elemente gesamt:          1000000
Speicher pro Array (GB):         0,003740
Schwellwert t:                   0,10
Konstanten a, b, c:              0,05 0,10 0,40
X unter Schwellwert:             100024 (0,100024)
Y unter Schwellwert:             12 (0,000012)
"""


class DecimalCommas(Case):
    def test_german(self):
        self.right_and_wrong(GERMAN, [("0,003740", "0,037402", "memory"), ("0,10\n", "0,20\n", "threshold"),
                                      ("0,05 0,10", "0,10 0,05", "constants"), ("12 (", "21 (", "below_y")])

    def test_variants(self):
        for text in (C01_1000.replace("0.00374021", "0,00374021").replace("0.1\n", "0,1\n").replace("0.05 0.1 0.4", "0,05 0,1 0,4")
                     .replace("fraction 0.100024", "fraction 0,100024").replace("fraction 1.2e-05", "fraction 1,2e-05"),
                     "n = 1000\nn+2 = 1002\ntotal = 1004004\ninner total = 1000000\nmemory = 0,00374021 GB\nt = 0,1\n"
                     "a = 0,05; b = 0,1; c = 0,4\nx < t: 100024 (0,100024)\ny < t: 12 (1,20000e-05)\n",
                     GERMAN.replace("(0,100024)", "(10,0024 %)").replace("(0,000012)", "(0,0012 %)")):
            with self.subTest(text=text[:40]):
                self.right_and_wrong(text, [("0,00374", "0,0374", "memory"), ("0,05", "0,5", "constants")]
                                     if "0,00374021" in text else [("0,05", "0,5", "constants")])

    def test_mixed(self):
        """Java's println (points) beside String.format under a comma locale: each lone comma value after a label."""
        base = ("n: 1000\nrow: 1002\ntotal: 1004004\ninner total: 1000000\nmemory (GB):   0,003740\nthreshold: 0.1\n"
                "constants: 0.05 0.1 0.4\nx below: 100024 (0.100024)\ny below: 12 (1.2e-05)\n")
        self.right_and_wrong(base, [("0,003740", "0,037402", "memory"), ("12 (", "21 (", "below_y")])
        other = base.replace("0,003740", "0.003740").replace("threshold: 0.1", "threshold: 0,1").replace(
            "0.05 0.1 0.4", "0,05 0,1 0,4")
        self.right_and_wrong(other, [("threshold: 0,1", "threshold: 0,2", "threshold"),
                                     ("0,05 0,1 0,4", "0,1 0,05 0,4", "constants")])

    def test_lone_comma_pairs_stay(self):
        from grading.commafiles import lone_commas
        for line in ("below x,y: 0,12", "below x, y: 0,12", "x: 0,1", "range: (0,12)", "count: 100,024"):
            self.assertEqual(lone_commas(line), line)

    def test_points_file_unchanged(self):
        """A file that prints points keeps its bracketed fraction's comma made a point (percentforms.py)."""
        text = C01_1000.replace("(fraction 0.100024)", "(0,100024)")
        self.assertEqual(not_passing(text), _PASS)


class Cost(unittest.TestCase):
    def test_long_lines(self):
        from grading.middots import dots_as_commas
        from grading.typeshapes import without_type_notes
        from grading.wrappedcells import cells_joined
        for text in (" " * 4000 + "t = 0.1 \u00b7 a = 0.05\n", "a = 0.05 \u00b7 " * 200000, "\u00b7" * 2000000,
                     ": num [1:3] " * 200000, ":" + " " * 4000 + "num [1:3] 0.05", "| a | b |\n|   | 1 |\n" * 100000,
                     "x" * 20000000 + "\u00b7 a = 1"):
            start = time.perf_counter()
            dots_as_commas(text)
            without_type_notes(text)
            cells_joined(text)
            self.assertLess(time.perf_counter() - start, 3, text[:20])


if __name__ == "__main__":
    unittest.main()
