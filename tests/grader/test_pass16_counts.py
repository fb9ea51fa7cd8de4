"""The sixteenth hostile pass's counts (HIGH (a) 1, 3, 2, 6, 11): an array's count printed under its name
alone ('X: 100024' beside 'X/n^2: 0.100024'), 'below threshold 100024' with no colon, Python's
print("x", cx, cx/n**2), 'respectively' after a clause, Rust's Debug of a Counts struct."""
import unittest

from tests.grader.a_support import PLAIN_1000, graded, not_passing

SIZES = PLAIN_1000.split("count x < t")[0]  # (n, n+2, totals, memory, threshold, constants)


def _keys(text):
    verdict, bad = not_passing(text)
    return verdict, set(bad)


class BareCountTest(unittest.TestCase):
    """1: 'X: 100024' / 'X/n^2: 0.100024' / 'Y: 12' / 'Y/n^2: 1.2e-05' (C++'s cout): was UNGRADED."""
    TEXT = SIZES + "X: 100024\nX/n^2: 0.100024\nY: 12\nY/n^2: 1.2e-05\n"

    def test_right_pass(self):
        self.assertEqual(not_passing(self.TEXT), ("pass", {}))
        self.assertEqual(graded(self.TEXT), ("pass", {}))
        for old, new in [("X: ", "X = "), ("Y: ", "Y = "), ("X/n^2:", "fraction X:"), ("Y/n^2:", "Y/n**2 ="),
                         ("X/n^2", "x / (n*n)"), ("X: 100024", "X (below t): 100024"),
                         ("Y: 12", "Y (below t): 12")]:
            with self.subTest(new=new):
                self.assertEqual(not_passing(self.TEXT.replace(old, new)), ("pass", {}))

    def test_wrong_fail(self):
        for old, new, field in [("X: 100024", "X: 100042", "below_x"), ("Y: 12", "Y: 21", "below_y"),
                                ("0.100024", "0.100042", "fraction_x"), ("1.2e-05", "2.1e-05", "fraction_y")]:
            with self.subTest(new=new):
                self.assertEqual(_keys(self.TEXT.replace(old, new)), ("fail", {field}))

    def test_no_fraction_line_no_count(self):
        # a coordinate's 'x: 500' / 'y: 501' is no count: with no fraction line for the array it stays unread
        text = SIZES + "x: 500\ny: 501\ncount x < t = 100024, fraction = 0.100024\ncount y < t = 12, fraction = 1.2e-05\n"
        self.assertEqual(not_passing(text), ("pass", {}))


class BelowNoColonTest(unittest.TestCase):
    """3: 'x: mean 0.500124, below threshold 100024 (0.100024)' read the mean; 'x: below threshold 100024
    (0.100024)' and the min/max/mean form were UNGRADED."""
    LINES = ["{a}: below threshold {c} ({f})", "{a}: mean 0.5001, below threshold {c} ({f})",
             "{a}: min 0.000001, max 0.999999, mean 0.500124, below threshold {c} ({f})",
             "{a}: mean 0.5001, below the threshold {c}, fraction {f}"]

    def text(self, line, cx="100024", cy="12", fx="0.100024", fy="1.2e-05"):
        return SIZES + line.format(a="x", c=cx, f=fx) + "\n" + line.format(a="y", c=cy, f=fy) + "\n"

    def test_right_pass(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(not_passing(self.text(line)), ("pass", {}))
        self.assertEqual(graded(self.text(self.LINES[2])), ("pass", {}))

    def test_wrong_fail(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(_keys(self.text(line, cx="100042")), ("fail", {"below_x"}))
                self.assertEqual(_keys(self.text(line, cy="21")), ("fail", {"below_y"}))
                self.assertEqual(_keys(self.text(line, fy="2.1e-05")), ("fail", {"fraction_y"}))

    def test_threshold_number_not_a_count(self):
        # 'below threshold 0.1 = 100024': the number after the words is the threshold's, left as it was
        text = PLAIN_1000.replace("count x < t = 100024", "x below threshold 0.1 = 100024")
        self.assertEqual(not_passing(text), ("pass", {}))


class PrintSpacesTest(unittest.TestCase):
    """2: Python's print("x", cx, cx/n**2): 'x 100024 0.100024' / 'y 12 1.2e-05' was UNGRADED."""
    TEXT = SIZES + "x 100024 0.100024\ny 12 1.2e-05\n"

    def test_right_pass(self):
        self.assertEqual(not_passing(self.TEXT), ("pass", {}))
        self.assertEqual(graded(self.TEXT), ("pass", {}))

    def test_wrong_fail(self):
        for old, new, field in [("x 100024", "x 100042", "below_x"), ("y 12 ", "y 21 ", "below_y"),
                                ("0.100024", "0.100042", "fraction_x"), ("1.2e-05", "2.1e-05", "fraction_y")]:
            with self.subTest(new=new):
                self.assertEqual(_keys(self.TEXT.replace(old, new)), ("fail", {field}))


class RespectivelyAfterClauseTest(unittest.TestCase):
    """6: 'Using a threshold of 0.1, the numbers ... in x and y are 100024 and 12, respectively (fractions
    0.100024 and 1.2e-05).' lost X's fraction, Y and Y's fraction."""
    SENTENCE = ("the numbers of inner elements below the threshold in x and y are 100024 and 12, respectively "
                "(fractions 0.100024 and 1.2e-05).\n")
    TEXTS = [SIZES + "Using a threshold of 0.1, " + SENTENCE,
             SIZES.replace("threshold = 0.1\na = 0.05, b = 0.1, c = 0.4\n", "")
             + "Using a = 0.05, b = 0.1, c = 0.4 and a threshold of 0.1, " + SENTENCE]

    def test_right_pass(self):
        for text in self.TEXTS:
            with self.subTest(text=text[-200:]):
                self.assertEqual(not_passing(text), ("pass", {}))
                self.assertEqual(graded(text), ("pass", {}))

    def test_wrong_fail(self):
        for text in self.TEXTS:
            for old, new, field in [("are 100024", "are 100042", "below_x"), ("and 12,", "and 21,", "below_y"),
                                    ("0.100024 and", "0.100042 and", "fraction_x"),
                                    ("and 1.2e-05", "and 2.1e-05", "fraction_y"),
                                    ("c = 0.4", "c = 0.3", "constants")]:
                with self.subTest(new=new):
                    self.assertEqual(_keys(text.replace(old, new)), ("fail", {field}))


class RustStructTest(unittest.TestCase):
    """11: Rust's Debug 'Counts { x: 100024, y: 12, frac_x: 0.100024, frac_y: 1.2e-05 }' was UNGRADED."""
    TEXT = SIZES + "Counts { x: 100024, y: 12, frac_x: 0.100024, frac_y: 1.2e-05 }\n"

    def test_right_pass(self):
        self.assertEqual(not_passing(self.TEXT), ("pass", {}))
        self.assertEqual(graded(self.TEXT), ("pass", {}))
        self.assertEqual(not_passing(self.TEXT.replace("frac_", "fraction_")), ("pass", {}))

    def test_wrong_fail(self):
        for old, new, field in [("x: 100024", "x: 100042", "below_x"), ("y: 12", "y: 21", "below_y"),
                                ("0.100024", "0.100042", "fraction_x"), ("1.2e-05", "2.1e-05", "fraction_y")]:
            with self.subTest(new=new):
                self.assertEqual(_keys(self.TEXT.replace(old, new)), ("fail", {field}))

    def test_point_struct_no_count(self):
        # a point's 'Point { x: 500, y: 501 }' gives no count (no fraction field)
        text = PLAIN_1000 + "Point { x: 500, y: 501 }\n"
        self.assertEqual(not_passing(text), ("pass", {}))


if __name__ == "__main__":
    unittest.main()
