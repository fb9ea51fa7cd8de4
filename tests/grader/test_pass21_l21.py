"""The twentieth hostile pass's (h19b) H11 and H6 (helper l21): right outputs that lost points or were UNGRADED.

What was wrong:
- H11: a Go/terse one-liner of keys ('n=1000 n+2=1002 N=1004004 n^2=1000000 mem=0.00374021GB t=0.1 a=0.05 b=0.1
  c=0.4 x=100024(0.100024) y=12(1.2e-05)') lost row, total, total_inner, memory and the constants (MISSING) and
  read N=1004004 as n (inner FAIL): a key that is an expression of n ('n+2', 'n^2') was no key, so the line was not
  split into its statements. With the fractions under keys of their own ('x=100024 fx=0.100024 y=12
  fy=1.2e-05') it was UNGRADED.
- H6: R's print(data.frame) of the counts ('  array  count fraction' over '1     x 100024 0.100024') was UNGRADED:
  R's columns are one blank apart, and a space-aligned table's cells are runs of two blanks.
- H6 (same root): YAML-like blocks, 'x:' over '  count: 100024' and '  fraction: 0.100024', were UNGRADED: a bare
  'count' names no threshold.
Now: keyvalues.py's key may be an expression of n, and a count's key followed by its fraction's key naming the
same array ('fx', 'frac_x', 'x_frac') is the pair 'x=100024 (0.100024)'; alignedcolumns.py rewrites a table whose
rows' words sit under its header's names (right- or left-aligned, R's row number or row name before them) with its
cells two blanks apart; countblocks.py reads an array's block's bare 'count' as the count below the threshold where
the block has a fraction's key. Each right case has a wrong twin that fails its field.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass21_l21
"""
import time
import unittest

from tests.grader.a_support import SIZES_LINES_1000, SIZES_LINES_500, graded, not_passing

_PASS = ("pass", {})


def _keys(text):
    verdict, bad = not_passing(text)
    return verdict, {k: v[0] for k, v in bad.items()}


def _fails(text, field):
    return _keys(text)[1].get(field) == "fail"


class OneLinerOfKeys(unittest.TestCase):
    """H11: a one-liner of 'key=value' statements, keys 'n+2', 'n^2', 'N', the counts' fractions in brackets or
    under keys of their own."""

    RIGHT = (
        "n=1000 n+2=1002 N=1004004 n^2=1000000 mem=0.00374021GB t=0.1 a=0.05 b=0.1 c=0.4 x=100024(0.100024) "
        "y=12(1.2e-05)",  # (Go's fmt.Printf of the case file c11)
        "n=1000, n+2=1002, N=1004004, n^2=1000000, mem=0.00374021 GB, t=0.1, a=0.05, b=0.1, c=0.4, x=100024 "
        "(0.100024), y=12 (1.2e-05)",
        "n=1000 n+2=1002 N=1004004 n^2=1000000 mem=0.00374021GB t=0.1 a=0.05 b=0.1 c=0.4 x=100024 fx=0.100024 "
        "y=12 fy=1.2e-05",
        "n: 1000, n+2: 1002, (n+2)^2: 1004004, n^2: 1000000, mem: 0.00374021 GB, t: 0.1, a: 0.05, b: 0.1, c: 0.4, "
        "x: 100024, frac_x: 0.100024, y: 12, frac_y: 1.2e-05",
        "n=1000 n+2=1002 (n+2)**2=1004004 n*n=1000000 mem=0.00374021GB t=0.1 a=0.05 b=0.1 c=0.4 X=100024 "
        "X_frac=0.100024 Y=12 Y_frac=1.2e-05",
    )

    def test_right_one_liners_pass(self):
        for line in self.RIGHT:
            with self.subTest(line=line):
                self.assertEqual(_keys(line + "\n"), _PASS)

    def test_the_case_file_passes_as_grade_reads_it(self):
        self.assertEqual(graded(self.RIGHT[0] + "\n"), ("pass", {}))

    def test_another_n(self):
        line = "n=500 n+2=502 N=252004 n**2=250000 mem=0.000938788GB t=0.1 a=0.05 b=0.1 c=0.4 X=24914(0.099656) " \
               "Y=4(1.6e-05)"
        self.assertEqual(graded(line + "\n"), _PASS)
        self.assertEqual(graded(line.replace("Y=4(", "Y=5(") + "\n")[1].get("below_y"), "fail")

    def test_one_wrong_value_fails_its_field(self):
        for line in self.RIGHT:
            for old, new, field in (("n+2=1002", "n+2=1003", "row"), ("n+2: 1002", "n+2: 1003", "row"),
                                    ("n^2=1000000", "n^2=1000001", "total_inner"),
                                    ("n^2: 1000000", "n^2: 1000001", "total_inner"),
                                    ("n*n=1000000", "n*n=1000001", "total_inner"),
                                    ("c=0.4", "c=0.5", "constants"), ("c: 0.4", "c: 0.5", "constants"),
                                    ("100024", "100042", "below_x"), ("0.100024", "0.100042", "fraction_x"),
                                    ("y=12", "y=21", "below_y"), ("y: 12", "y: 21", "below_y"),
                                    ("Y=12", "Y=21", "below_y"), ("1.2e-05", "2.1e-05", "fraction_y"),
                                    ("0.00374021", "0.00374201", "memory")):
                if old not in line:
                    continue
                with self.subTest(line=line, old=old):
                    self.assertTrue(_fails(line.replace(old, new, 1) + "\n", field), _keys(line.replace(old, new, 1)))

    def test_fraction_keys_of_another_array_are_left(self):
        from grading.keyvalues import fraction_keys_joined
        line = "x=100024 fy=0.100024 y=12 fx=1.2e-05"  # (each fraction's key names the other array: no pair)
        self.assertEqual(fraction_keys_joined(line), line)
        line = "x=100024 fx=0.100024"  # (no y on the line)
        self.assertEqual(fraction_keys_joined(line), line)
        self.assertEqual(fraction_keys_joined("x=100024 fx=0.100024 y=12 fy=1.2e-05"),
                         "x=100024 (0.100024) y=12 (1.2e-05)")


class RDataFrame(unittest.TestCase):
    """H6: R's print(data.frame): right-aligned columns one blank apart, R's row numbers or row names first."""

    R_PRINTS = '''[1] "n+2 = 1002"
[1] "n = 1000"
[1] "total = 1004004"
[1] "inner = 1000000"
[1] "GB per array = 0.00374021"
[1] "threshold = 0.1"
[1] "a b c = 0.05 0.1 0.4"
'''
    FRAMES = (
        "  array  count fraction\n1     x 100024 0.100024\n2     y     12 0.000012\n",  # (the case file c13)
        "  array  count    fraction\n1     x 100024 1.00024e-01\n2     y     12 1.20000e-05\n",  # (one format)
        "   count fraction\nx 100024 0.100024\ny     12 0.000012\n",  # (row.names = c("x", "y"))
        " array  count fraction\n     x 100024 0.100024\n     y     12 1.2e-05\n",  # (row.names = FALSE; last unpadded)
    )

    def test_right_frames_pass(self):
        for frame in self.FRAMES:
            for base in (self.R_PRINTS, SIZES_LINES_1000):
                with self.subTest(frame=frame, base=base[:12]):
                    self.assertEqual(_keys(base + frame), _PASS)

    def test_the_case_file_passes_as_grade_reads_it(self):
        self.assertEqual(graded(self.R_PRINTS + self.FRAMES[0]), ("pass", {}))

    def test_another_n(self):
        frame = "  array count   fraction\n1     x 24914 9.9656e-02\n2     y     4 1.6000e-05\n"
        self.assertEqual(graded(SIZES_LINES_500 + frame), _PASS)
        self.assertEqual(graded(SIZES_LINES_500 + frame.replace("     4 ", "     5 "))[1].get("below_y"), "fail")

    def test_one_wrong_value_fails_its_field(self):
        for frame in self.FRAMES:
            for old, new, field in ((" 100024", " 100042", "below_x"), ("    12 ", "    21 ", "below_y"),
                                    ("0.100024", "0.100042", "fraction_x"), ("0.000012", "0.000021", "fraction_y"),
                                    ("1.00024e-01", "1.00042e-01", "fraction_x"), ("1.2e-05", "2.1e-05", "fraction_y")):
                if old not in frame:
                    continue
                with self.subTest(frame=frame, old=old):
                    self.assertTrue(_fails(self.R_PRINTS + frame.replace(old, new), field))

    def test_columns_not_aligned_are_left(self):
        from grading.alignedcolumns import aligned
        text = "Results for the arrays\nx 100024 0.100024\n"  # (a title over a row: nothing sits under its words)
        self.assertEqual(aligned(text), text)
        text = "  array  count  fraction\n1     x  100024  0.100024\n"  # (two blanks apart already: as it was)
        self.assertEqual(aligned(text), text)

    def test_cost_of_long_lines_and_blanks(self):
        from grading.alignedcolumns import aligned
        for text in ("a" + " " * 4000 + "b\n" + " " * 4000 + "1 2\n", ("count fraction\n" + "1 " * 2000 + "\n") * 200,
                     "a b " * 5_000_000):
            started = time.process_time()
            aligned(text)
            self.assertLess(time.process_time() - started, 2.0)


class YamlCountBlocks(unittest.TestCase):
    """H6's neighbour: an array's block of keys, its bare 'count' beside a fraction's key."""

    BLOCKS = (
        "x:\n  count: 100024\n  fraction: 0.100024\ny:\n  count: 12\n  fraction: 1.2e-05\n",  # (the case file F03k)
        "[x]\ncount = 100024\nfraction = 0.100024\n\n[y]\ncount = 12\nfraction = 1.2e-05\n",  # (TOML)
        "below_threshold:\n    x:\n        count: 100024\n        fraction: 0.100024\n    y:\n        count: 12\n"
        "        fraction: 1.2e-05\n",
        "X:\n  Count: 100024\n  Frac: 0.100024\nY:\n  Count: 12\n  Frac: 1.2e-05\n",
    )

    def test_right_blocks_pass(self):
        for block in self.BLOCKS:
            with self.subTest(block=block):
                self.assertEqual(_keys(SIZES_LINES_1000 + block), _PASS)

    def test_the_case_file_is_graded(self):
        verdict, bad = graded("n = 1000\nthreshold = 0.1\n" + self.BLOCKS[0])
        self.assertEqual(verdict, "fail")  # (the sizes it does not print: MISSING; it was UNGRADED)
        self.assertEqual({k for k, v in bad.items() if v != "missing"}, set())
        self.assertTrue({"below_x", "below_y", "fraction_x", "fraction_y", "threshold"}.isdisjoint(bad))

    def test_another_n(self):
        block = "x:\n  count: 24914\n  fraction: 0.099656\ny:\n  count: 4\n  fraction: 1.6e-05\n"
        self.assertEqual(graded(SIZES_LINES_500 + block), _PASS)
        self.assertEqual(graded(SIZES_LINES_500 + block.replace("count: 4\n", "count: 5\n"))[1].get("below_y"), "fail")

    def test_one_wrong_value_fails_its_field(self):
        for block in self.BLOCKS:
            for old, new, field in ((" 100024", " 100042", "below_x"), (" 12\n", " 21\n", "below_y"),
                                    ("0.100024", "0.100042", "fraction_x"), ("1.2e-05", "2.1e-05", "fraction_y")):
                with self.subTest(block=block, old=old):
                    self.assertTrue(_fails(SIZES_LINES_1000 + block.replace(old, new), field))

    def test_a_count_with_no_fraction_beside_it_is_left(self):
        from grading.countblocks import counts_keyed
        text = "x:\n  count: 1004004\n  mean: 0.5\n"  # (an array's element count: no fraction below)
        self.assertEqual(counts_keyed(text), text)

    def test_cost(self):
        from grading.countblocks import counts_keyed
        for text in ("x:\n" + ("  count: 1" + " " * 4000 + "\n") * 300, "count: 1\n" + "x:\n" * 200_000,
                     "count: 1\nx:\n  count: " + "1" * 5_000_000 + "\n"):
            started = time.process_time()
            counts_keyed(text)
            self.assertLess(time.process_time() - started, 2.0)


class RPrintsInOrder(unittest.TestCase):
    """The brief's item 4: R's print() of each value, unlabelled, in the summary's order."""

    ELEVEN = "[1] 1002\n[1] 1000\n[1] 1004004\n[1] 1e+06\n[1] 0.00374021\n[1] 0.1\n[1] 0.05 0.10 0.40\n[1] 100024\n" \
             "[1] 0.100024\n[1] 12\n[1] 1.2e-05\n"
    NINE = "[1] 1002\n[1] 1000\n[1] 1004004\n[1] 1e+06\n[1] 0.00374021\n[1] 0.1\n[1] 0.05 0.10 0.40\n" \
           "[1] 1.00024e+05 1.00024e-01\n[1] 1.2e+01 1.2e-05\n"  # (print(c(cx, cx / n^2)): R's one format)

    def test_right_prints_pass(self):
        for text in (self.ELEVEN, self.NINE, "Smoothing, R version\n\n" + self.ELEVEN):
            with self.subTest(text=text):
                self.assertEqual(_keys(text), _PASS)

    def test_another_n(self):
        text = "[1] 502\n[1] 500\n[1] 252004\n[1] 250000\n[1] 0.000938788\n[1] 0.1\n[1] 0.05 0.10 0.40\n[1] 24914\n" \
               "[1] 0.099656\n[1] 4\n[1] 1.6e-05\n"
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace("[1] 4\n", "[1] 5\n"))[1].get("below_y"), "fail")

    def test_one_wrong_value_fails_its_field(self):
        for text in (self.ELEVEN, self.NINE):
            for old, new, field in (("[1] 1002\n", "[1] 1003\n", "row"), ("[1] 100024\n", "[1] 100042\n", "below_x"),
                                    ("[1] 12\n", "[1] 21\n", "below_y"), ("1.2e-05", "2.1e-05", "fraction_y"),
                                    ("1.00024e+05", "1.00042e+05", "below_x"), ("0.10 0.40", "0.10 0.50", "constants")):
                if old not in text:
                    continue
                with self.subTest(text=text, old=old):
                    self.assertTrue(_fails(text.replace(old, new), field))

    def test_other_prints_are_left(self):
        from grading.rprints import r_printed
        for text in ('[1] "n+2 = 1002"\n' + self.ELEVEN,  # (a label printed: not the answers alone)
                     self.ELEVEN.replace("[1] 0.1\n", ""),  # (ten: no summary's list)
                     self.ELEVEN + "[1] 7\n"):
            with self.subTest(text=text):
                self.assertEqual(r_printed(text), text)


if __name__ == "__main__":
    unittest.main()
