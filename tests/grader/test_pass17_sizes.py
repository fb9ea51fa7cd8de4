"""The sixteenth round's sizes (h16b B3, A7, A8, ...): a run's intro or a lone line with a wrong n above a
right n = 1000 output, a CUDA launch's pairs, a prefix with n on every line, 'row 1 of 1002 rows', and pass
A's Julia, Canvas, banner, MPI and Kotlin outputs."""
import unittest

from grading import fields
from tests.grader.a_support import PASS_B_COUNTS, PASS_B_SIZES, PLAIN_1000, graded, not_passing

BASE = PASS_B_SIZES + "a = 0.05, b = 0.1, c = 0.4\n" + PASS_B_COUNTS
WARM_UP = "Warm-up run with n=100\nNumber of inner elements in a row/column :: 100\nSummary\n-------\n"


class IntroNAboveTest(unittest.TestCase):
    """B3: an intro or a lone line stating a wrong n above a right output passed 20 (the intro's n dropped as
    another run's, the lone line taken for a warm-up's run): n's two values now FAIL."""

    def test_wrong_intro_fails(self):
        for intro in ["Running ./smooth with n = 1001", "Running the stencil with n = 1001", "n = 1001",
                      "(a) n = 1001", "Executing ./smooth_omp for n = 1001:", "I ran my program with n = 1001."]:
            with self.subTest(intro=intro):
                text = intro + "\n" + BASE
                self.assertEqual(fields.read_output(text)["runs"], [])
                verdict, bad = graded(text)
                self.assertEqual((verdict, bad.get("inner")), ("fail", "fail"))

    def test_right_intro_passes(self):
        for intro in ["Running ./smooth with n = 1000", "n = 1000", "(a) n = 1000"]:
            with self.subTest(intro=intro):
                self.assertEqual(graded(intro + "\n" + BASE), ("pass", {}))
        self.assertEqual(graded("Running ./smooth with n = 1000\n" + BASE.split("\n", 1)[1]), ("pass", {}))

    def test_warm_up_still_no_run(self):
        for warm in [WARM_UP, "Warm-up: n = 100\n", "Quick test with n = 10\n", "n = 100\nrow = 102\n"]:
            with self.subTest(warm=warm):
                self.assertEqual(graded(warm + BASE), ("pass", {}))
                self.assertEqual(graded(warm + BASE.replace("n+2 = 1002", "n+2 = 1003"))[0], "fail")


class AxisPairTest(unittest.TestCase):
    """A7: a CUDA launch's or a coordinate's '(x, y) = (32, 126)' was read as the total (x and y taken for the
    arrays): a pair of sides that differ is no size, a square one a grid's shape (no size unless near n), a
    place's ('Element', 'Offset', 'Stencil size') none."""

    def test_right_pass(self):
        for extra in ["Block size (x, y) = (32, 8)\nGrid size (x, y) = (32, 126)", "Grid size (x, y) = (63, 63)",
                      "Element (x, y) = (12, 345)", "Stencil size (x, y) = (3, 3)\nOffset (x, y) = (1, 12)",
                      "Element (x, y) = (1001, 1001)", "Grid size = (32, 126)", "Grid size (x, y) = (1002, 1002)",
                      "Tile size (x,y) = (16, 16)", "Grid dims (x, y, z) = (32, 126, 1)"]:
            with self.subTest(extra=extra):
                self.assertEqual(not_passing(BASE + extra + "\n"), ("pass", {}))
        lines = BASE.splitlines(True)
        self.assertEqual(graded(lines[0] + "Block size (x, y) = (32, 8)\nGrid size (x, y) = (32, 126)\n"
                                + "".join(lines[1:])), ("pass", {}))

    def test_wrong_fail(self):
        for extra, field in [("Grid size (x, y) = (1003, 1003)", "row"), ("Grid size: 1003 x 1003", "row"),
                             ("Dims (x, y) = (1003, 1003)", "row"), ("Grid size (x, y) = (1001, 1001)", "row"),
                             ("Total elements (x, y) = (1004004, 1004005)", "total"),
                             ("Counts (x, y) = (100024, 13)", "below_y")]:
            with self.subTest(extra=extra):
                verdict, bad = not_passing(BASE + extra + "\n")
                self.assertEqual((verdict, bad.get(field, ("?",))[0]), ("fail", "fail"))


class RowsOfTest(unittest.TestCase):
    """r45, r92: 'row 1 of 1002 rows is a ghost row' as the only n+2 was a progress line, no field: row MISSING.
    A progress line's count of rows with a noun after it is now a side of the grid (the row or n, as its value
    says); without the noun ('processed row 1000 of 1000') it still gives nothing."""
    TEXT = BASE.replace("n+2 = 1002\n", "{}\n")

    def test_right_pass(self):
        for line in ["row 1 of 1002 rows is a ghost row", "row 1002 of 1002 elements (with ghosts)",
                     "processing column 5 of 1002 columns"]:
            with self.subTest(line=line):
                self.assertEqual(not_passing(self.TEXT.format(line)), ("pass", {}))
        self.assertEqual(not_passing(BASE + "processing row 5 of 1000 rows\nprocessed row 1000 of 1000\n"),
                         ("pass", {}))

    def test_wrong_fail(self):
        for line in ["row 1 of 1003 rows is a ghost row", "processing row 5 of 1001 rows"]:
            with self.subTest(line=line):
                self.assertEqual(not_passing(BASE + line + "\n")[0], "fail")


class PassATest(unittest.TestCase):
    """Pass A's right outputs: an MPI program's 'global grid 1002 x 1002 = 1004004 elements, 1000000 inner' (row
    MISSING: 'global' no grid's word), Kotlin's camelCase 'paddedSize=1002' (read as the total: FAIL)."""

    def test_global_grid(self):
        line = "global grid 1002 x 1002 = 1004004 elements, 1000000 inner"
        text = BASE.replace("n+2 = 1002\nTotal elements = 1004004\nInner elements = 1000000\n", line + "\n")
        self.assertEqual(not_passing(text), ("pass", {}))
        for old, new, field in [("1002 x 1002 = 1004004", "1003 x 1003 = 1006009", "total"),
                                ("1000000 inner", "1002001 inner", "total_inner")]:
            with self.subTest(new=new):
                verdict, bad = not_passing(text.replace(old, new))
                self.assertEqual((verdict, bad.get(field, ("?",))[0]), ("fail", "fail"))

    def test_camel_case_padded_size(self):
        text = ("Results(n=1000, paddedSize=1002, totalElements=1004004, innerElements=1000000, gbPerArray=0.00374021, "
                "threshold=0.1, a=0.05, b=0.1, c=0.4, belowX=100024, fractionX=0.100024, belowY=12, fractionY=1.2e-05)\n")
        self.assertEqual(not_passing(text), ("pass", {}))
        for old, new, field in [("paddedSize=1002", "paddedSize=1003", "row"), ("belowY=12", "belowY=21", "below_y")]:
            with self.subTest(new=new):
                verdict, bad = not_passing(text.replace(old, new))
                self.assertEqual((verdict, bad.get(field, ("?",))[0]), ("fail", "fail"))

    def test_boxed_banner_n(self):
        """d14: ' smooth (student version)  n = 1000' between '=====' rules: its n the output's (inner MISSING)."""
        rule = "=" * 40 + "\n"
        sizes = " rows/cols incl. ghost : 1002\n elements              : 1004004\n inner elements        : 1000000\n"
        rest = BASE.split("\n", 2)[2].replace("Total elements = 1004004\nInner elements = 1000000\n", "")
        text = rule + " smooth (student version)  n = 1000\n" + rule + sizes + rest
        self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(graded(text.replace("-" * 5, "=" * 5)), ("pass", {}))
        verdict, bad = graded(text.replace("n = 1000", "n = 1001"))
        self.assertEqual((verdict, bad.get("row")), ("fail", "fail"))
        self.assertEqual(not_passing(text.replace(rule, "-" * 30 + "\n")), ("pass", {}))

    def test_julia_sizeof(self):
        """c15: Julia's 'sizeof(x) / 2^30 = 0.0037402063608169556': memory MISSING ('sizeof(x)' read as a size)."""
        text = BASE.replace("Memory per array = 0.00374021 GB", "sizeof(x) / 2^30 = 0.0037402063608169556")
        self.assertEqual(not_passing(text), ("pass", {}))
        verdict, bad = not_passing(text.replace("0.0037402063608169556", "0.007480412721633911"))
        self.assertEqual((verdict, bad.get("memory", ("?",))[0]), ("fail", "fail"))
        self.assertEqual(not_passing(BASE + "sizeof(float) = 4\n"), ("pass", {}))
