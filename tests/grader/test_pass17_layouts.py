"""The seventeenth hostile pass's count layouts (HIGH (a) F13, F05, F09, F01, F24, F31, F10, F12, F18, F15 and
probe rows): right outputs that lost points, and a one-value-wrong twin of each that must fail on that value."""
import unittest

from tests.grader.a_support import PLAIN_1000, graded, not_passing

SIZES = PLAIN_1000.split("count x < t")[0]  # (n, n+2, totals, memory, threshold, constants)
COUNTS = "count x < t = 100024, fraction = 0.100024\ncount y < t = 12, fraction = 1.200000e-05\n"

# one value wrong, the field it is
WRONG = [("100024", "100042", "below_x"), ("12", "21", "below_y"), ("0.100024", "0.100042", "fraction_x"),
         ("1.2e-05", "2.1e-05", "fraction_y")]


def _keys(text):
    verdict, bad = not_passing(text)
    return verdict, set(bad)


def _wrong(text, old, new):
    """text with the first whole `old` (no digit beside it) made `new`."""
    import re
    return re.sub(rf"(?<![\d.]){re.escape(old)}(?![\d])", new, text, count=1)


class Checks(unittest.TestCase):
    def assert_right(self, text, real=False):
        self.assertEqual(not_passing(text), ("pass", {}))
        if real:
            self.assertEqual(graded(text), ("pass", {}))

    def assert_wrong(self, text, wrong=WRONG):
        for old, new, field in wrong:
            with self.subTest(new=new):
                self.assertEqual(_keys(_wrong(text, old, new)), ("fail", {field}))


class JsonOneLineTest(Checks):
    """F13: json.dumps(d) on one line, the counts under 'results' (a list of records naming their arrays, or a
    record of records): was UNGRADED; '"params": {"n": 1000, ...}' lost n and the constants."""
    LIST = ('{"n": 1000, "N": 1002, "total": 1004004, "inner": 1000000, "gb_per_array": 0.00374021, "threshold": 0.1, '
            '"a": 0.05, "b": 0.1, "c": 0.4, "results": [{"array": "x", "below": 100024, "fraction": 0.100024}, '
            '{"array": "y", "below": 12, "fraction": 1.2e-05}]}\n')
    DICT = ('{"n": 1000, "N": 1002, "total": 1004004, "inner": 1000000, "gb_per_array": 0.00374021, "threshold": 0.1, '
            '"a": 0.05, "b": 0.1, "c": 0.4, "results": {"x": {"below": 100024, "fraction": 0.100024}, '
            '"y": {"below": 12, "fraction": 1.2e-05}}}\n')
    GROUPED = ('{"params": {"n": 1000, "threshold": 0.1, "a": 0.05, "b": 0.1, "c": 0.4}, "sizes": {"N": 1002, '
               '"total": 1004004, "inner": 1000000, "gb_per_array": 0.00374021}, "results": [{"array": "x", "below": '
               '100024, "fraction": 0.100024}, {"array": "y", "below": 12, "fraction": 1.2e-05}]}\n')

    def test_right_pass(self):
        for text in (self.LIST, self.DICT, self.GROUPED, self.GROUPED.replace('"', "'"),
                     self.GROUPED.replace('"results": [', '"results": [ ').replace('"array"', '"name"')):
            with self.subTest(text=text[:60]):
                self.assert_right(text)
        self.assert_right(self.GROUPED, real=True)

    def test_wrong_fail(self):
        for text in (self.LIST, self.DICT, self.GROUPED):
            self.assert_wrong(text, WRONG + [("1004004", "1004040", "total"), ("0.4", "0.3", "constants")])

    def test_runs_unnamed_as_before(self):
        # a list of records naming no array (runs of several n) is not read this way
        from grading.jsonline import json_line
        self.assertIsNone(json_line('{"runs": [{"n": 1000, "below_x": 100024}, {"n": 2000, "below_x": 400212}]}'))
        self.assertIsNone(json_line('{"results": [{"array": "x", "below": 100024}, {"array": "x", "below": 12}]}'))
        self.assertIsNone(json_line('{"n": 1000, "x": {"below": 100024}}'))  # (statements._record's)

    def test_long_lines_fast(self):
        import time
        from grading.jsonline import json_line
        for line in ("{" * 3999 + "}", '{"a": "' + "\\" * 3980 + '"}', "{" + '"x": [' * 600 + "}", "{" + "\"'" * 1990 + "}"):
            began = time.process_time()
            json_line(line)
            self.assertLess(time.process_time() - began, 0.5)


class EllipticAfterTest(Checks):
    """F05: 'After smoothing, only 12 are (0.0012%).' under the count sentence of x: Y was MISSING."""
    X_LINE = "Before smoothing, 100024 of the inner elements are below the threshold (10.0024%).\n"
    LINES = ["After smoothing, only 12 are (0.0012%).", "After smoothing: 12 (0.0012%).",
             "After smoothing, this drops to 12 (0.0012%).", "After smoothing just 12 remain (0.0012 %)"]

    def text(self, line):
        return SIZES + self.X_LINE + line + "\n"

    def test_right_pass(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assert_right(self.text(line))
        self.assert_right(SIZES + COUNTS.splitlines()[0] + "\n" + self.LINES[0] + "\n")
        self.assert_right(self.text(self.LINES[0]), real=True)

    def test_wrong_fail(self):
        for line in self.LINES:
            self.assert_wrong(self.text(line), [("12", "13", "below_y"), ("0.0012", "0.0013", "fraction_y")])

    def test_other_things_unread(self):
        # a number that is not the count below the threshold, or no count sentence before: not named a count
        for line in ["After smoothing, 12 elements changed (0.0012%).", "After smoothing, only 12 are above (0.0012%)."]:
            with self.subTest(line=line):
                self.assertIn("below_y", not_passing(self.text(line))[1])
        self.assertIn("below_y", not_passing(SIZES + "Before smoothing the mean was 0.5.\n" + self.LINES[0] + "\n"
                                             + "count x < t = 100024, fraction = 0.100024\n")[1])
        from grading.barecounts import agree
        from grading.elliptic import elliptic_named
        for text in ["Elements not below threshold:\nAfter smoothing: 12 (0.0012%)\n",
                     "Elements below 0.1 (above: 899976)\nAfter smoothing: 12 (0.0012%)\n",
                     "## Elements below 0.1\ny: 12 (1.2e-05)\n"]:  # (an array's name alone: barecounts' rule)
            with self.subTest(text=text):
                self.assertEqual(elliptic_named(text, agree), text)


class EllipticCostTest(unittest.TestCase):
    def test_long_lines_fast(self):
        import time
        from grading.elliptic import elliptic_named
        from grading.barecounts import agree
        for line in ("After smoothing 12 (0.5" + " " * 4000 + "q", "After " + "a " * 2000, "x" * 4096 + "(",
                     "After smoothing " + "1" * 4000 + " (0.1)"):
            began = time.process_time()
            elliptic_named("count x below 1\n" + line + "\n" + line + "\n", agree)
            self.assertLess(time.process_time() - began, 0.1)


class PluralFractionsTest(Checks):
    """F09: 'fractions: 0.100024, 1.2e-05' under the count lines: X's fraction was MISSING, Y's a false FAIL."""
    COUNTS_ONLY = "count x < t = 100024\ncount y < t = 12\n"
    LINES = ["fractions: 0.100024, 1.2e-05", "Fractions below threshold: 0.100024 and 1.2e-05",
             "fractions = 0.100024 1.2e-05", "fractions: 10.0024%, 0.0012%"]

    def test_right_pass(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assert_right(SIZES + self.COUNTS_ONLY + line + "\n")
        self.assert_right(SIZES + self.COUNTS_ONLY + self.LINES[0] + "\n", real=True)

    def test_wrong_fail(self):
        for line in self.LINES[:3]:
            self.assert_wrong(SIZES + self.COUNTS_ONLY + line + "\n", WRONG[2:])
        self.assertEqual(_keys(SIZES + self.COUNTS_ONLY + "fractions: 1.2e-05, 0.100024\n"),
                         ("fail", {"fraction_x", "fraction_y"}))

    def test_not_two_arrays(self):
        from grading.plurals import plural_fractions
        for line in ["fractions: 0.100024, 0.100024", "fractions (serial): 0.100024, 0.100024",
                     "x fractions: 0.100024, 0.100025", "fractions: 0.1 0.2 0.3"]:
            with self.subTest(line=line):
                self.assertIsNone(plural_fractions(line))

    def test_long_lines_fast(self):
        import time
        from grading.plurals import plural_fractions
        for line in ("fractions: 1" + " " * 4000 + "x", "fractions" + " " * 4000 + "=",
                     "fractions: 1.5 and 2" + " " * 4000 + "." + " " * 4000 + "x", "fractions a" * 400):
            began = time.process_time()
            plural_fractions(line)
            self.assertLess(time.process_time() - began, 0.05)


class PaddedBelowTest(Checks):
    """F01: labels padded with blanks, no separator ('X below    100024' / 'X frac     1.000240e-01'): UNGRADED
    ('below 100024' read as a threshold)."""
    TEXT = ("n          1000\nn+2        1002\n(n+2)^2    1004004\nn^2        1000000\nGB/array   3.740206e-03\n"
            "threshold  1.000000e-01\na b c      5.000000e-02 1.000000e-01 4.000000e-01\nX below    100024\n"
            "X frac     1.000240e-01\nY below    12\nY frac     1.200000e-05\n")

    def test_right_pass(self):
        self.assert_right(self.TEXT, real=True)
        for old, new in [("X below    ", "X below\t"), ("Y below    ", "y count below  "), ("X below    ", "x <   ")]:
            with self.subTest(new=new):
                self.assert_right(self.TEXT.replace(old, new))

    def test_wrong_fail(self):
        self.assert_wrong(self.TEXT, [("100024", "100042", "below_x"), ("12", "21", "below_y"),
                                      ("1.000240e-01", "1.000420e-01", "fraction_x"),
                                      ("1.200000e-05", "2.100000e-05", "fraction_y")])

    def test_only_padded_whole_numbers(self):
        from grading.padded import padded_below
        for line in ["X below 100024", "elements below    0.1", "X below    100024 (0.1)", "X below  12 13"]:
            with self.subTest(line=line):
                self.assertIsNone(padded_below(line))

    def test_long_lines_fast(self):
        import time
        from grading.padded import padded_below
        for line in ("X below" + " " * 4000 + "x", "X below" + " \t" * 2000 + "x", "X " * 2000 + "below  1",
                     "X below  " + "1" * 4000 + "x"):
            began = time.process_time()
            padded_below(line)
            self.assertLess(time.process_time() - began, 0.05)


class BareFormsTest(Checks):
    """F24 'X=100024 frac=0.100024', F31 'X, X/n^2: 100024, 0.100024', and the probe rows F20 'x: 100024, 0.100024',
    F16b '- x: 100024 (0.100024)', F17 '- **X**: ...', F33 '... OK', F27 'x -> ...': all were UNGRADED."""
    FORMS = ["{a}={c} frac={f}", "{a} = {c}, frac = {f}", "{a}={c} fraction={f}", "{a}, {a}/n^2: {c}, {f}",
             "{a}, {a}/(n*n): {c}, {f}", "{a}: {c}, {f}", "- {a}: {c} ({f})", "- **{a}**: {c} ({f})",
             "{a}: {c} ({f}) OK", "{a}: {c} [{f}] \u2713", "{a} -> {c} ({f})", "* {a} => {c} ({f})",
             "{a}: {c}, frac_{a} = {f}"]

    def text(self, form, cx="100024", cy="12", fx="0.100024", fy="1.2e-05"):
        return SIZES + form.format(a="X", c=cx, f=fx) + "\n" + form.format(a="Y", c=cy, f=fy) + "\n"

    def test_right_pass(self):
        for form in self.FORMS:
            with self.subTest(form=form):
                self.assert_right(self.text(form))
        self.assert_right(self.text(self.FORMS[0]), real=True)
        self.assert_right(self.text(self.FORMS[3]), real=True)

    def test_wrong_fail(self):
        for form in self.FORMS:
            with self.subTest(form=form):
                for kwargs, field in [({"cx": "100042"}, "below_x"), ({"cy": "21"}, "below_y"),
                                      ({"fx": "0.100042"}, "fraction_x"), ({"fy": "2.1e-05"}, "fraction_y")]:
                    self.assertEqual(_keys(self.text(form, **kwargs)), ("fail", {field}))

    def test_no_count(self):
        # no agreeing line (a coordinate and a value), the same array twice (rows of a table), a heading over
        # them, or 'X, Y/n^2:' (two names): not counts
        from grading.barecounts import counts_named
        for text in ["x: 500, 0.3\ny: 501, 0.7\n", "x: 100024, 0.100024\nx: 12, 1.2e-05\n",
                     "Elements above threshold:\nx: 100024, 0.100024\ny: 12, 1.2e-05\n",
                     "X, Y/n^2: 100024, 0.100024\n"]:
            with self.subTest(text=text):
                self.assertNotIn("below threshold ::", counts_named(text))

    def test_long_lines_fast(self):
        import time
        from grading.barecounts import counts_named
        for line in ("x: 1" + " " * 4000 + "x", "x: 1, 0.5" + " " * 4000 + "x", "X, X" + " " * 4000 + "q",
                     "x: 1 (0.5" + " " * 4000 + "q", "x: 1 (" + " " * 4000 + "q", "- " * 2000):
            began = time.process_time()
            counts_named(line + "\n" + line + "\n")
            self.assertLess(time.process_time() - began, 0.1)


class CppShortLabelsTest(Checks):
    """F24's program (right/cpp4): 'N=1000 NN=1002 size=1004004 inner=1000000' and 'thr=1.000000e-01': the row
    and the threshold were MISSING ('NN' a size its value says, 'thr' the threshold)."""
    TEXT = ("N=1000 NN=1002 size=1004004 inner=1000000\n"
            "GB=3.740206e-03 thr=1.000000e-01 a=5.000000e-02 b=1.000000e-01 c=4.000000e-01\n"
            "X=100024 frac=1.000240e-01\nY=12 frac=1.200000e-05\n")

    def test_right_pass(self):
        self.assert_right(self.TEXT, real=True)
        for new in ("NN=1004004", "NN=1000000"):  # (N*N: the row is then unprinted, nothing fails)
            with self.subTest(new=new):
                self.assertEqual(_keys(self.TEXT.replace("NN=1002", new)), ("fail", {"row"}))
                self.assertEqual(not_passing(self.TEXT.replace("NN=1002", new))[1]["row"][0], "missing")

    def test_wrong_fail(self):
        self.assert_wrong(self.TEXT, [("1.000000e-01", "2.000000e-01", "threshold"), ("1004004", "1004040", "total"),
                                      ("100024", "100042", "below_x"), ("12", "21", "below_y")])
        self.assertEqual(not_passing(self.TEXT.replace("NN=1002", "NN=1003"))[0], "fail")


class FramedFractionTest(Checks):
    """F10: 'X / n^2' in a box: '| X / n^2 | 0.100024 |' (a table row) and C's '* X / n^2 = 0.100024 *': the
    fraction was MISSING."""
    TABLE = ("+--------------+--------------+\n| n            |         1000 |\n| n + 2        |         1002 |\n"
             "| (n+2)^2      |      1004004 |\n| n^2          |      1000000 |\n| GB per array |   0.00374021 |\n"
             "| threshold    |          0.1 |\n| a            |         0.05 |\n| b            |          0.1 |\n"
             "| c            |          0.4 |\n| X (x < t)    |       100024 |\n| X / n^2      |     0.100024 |\n"
             "| Y (y < t)    |           12 |\n| Y / n^2      |      1.2e-05 |\n+--------------+--------------+\n")
    BOX = ("*****************************************\n* n                 =       1000          *\n"
           "* n+2               =       1002          *\n* (n+2)^2           =    1004004          *\n"
           "* n^2               =    1000000          *\n* GB per array      = 0.00374021          *\n"
           "* threshold         =       0.10          *\n* a, b, c           = 0.05, 0.10, 0.40    *\n"
           "* X (x < t)         =     100024          *\n* X / n^2           =   0.100024          *\n"
           "* Y (y < t)         =         12          *\n* Y / n^2           =   1.20e-05          *\n"
           "*****************************************\n")

    def test_right_pass(self):
        self.assert_right(self.TABLE, real=True)
        self.assert_right(self.BOX, real=True)
        self.assert_right(SIZES + "count x < t = 100024\n| X / n^2      |     0.100024 |\n"
                          "count y < t = 12, fraction = 1.2e-05\n")
        self.assert_right(self.TABLE.replace("X / n^2 ", "X/(n*n)"))

    def test_wrong_fail(self):
        self.assert_wrong(self.TABLE)
        self.assert_wrong(self.BOX, WRONG[:3] + [("1.20e-05", "2.10e-05", "fraction_y")])


class ThresholdBesideTest(Checks):
    """F12 'With t = 0.1 and (a, b, c) = (0.05, 0.1, 0.4):' (threshold MISSING, constants FAIL), F18 'threshold 0.1
    with a=0.05 b=0.1 c=0.4' (threshold FAIL 0.05), F15's threshold after a matrix ('Kernel: [...], threshold 0.1')."""
    HEAD = PLAIN_1000.split("threshold = ")[0]  # (n, sizes, memory)
    LINES = ["With t = 0.1 and (a, b, c) = (0.05, 0.1, 0.4):", "threshold 0.1 with a=0.05 b=0.1 c=0.4",
             "Using threshold 0.1, a = 0.05, b = 0.1, c = 0.4", "a=0.05 b=0.1 c=0.4, threshold 0.1",
             "a = 0.05, b = 0.1, c = 0.4; threshold of 0.1.", "With a threshold of 0.1 and a=0.05, b=0.1, c=0.4"]

    def text(self, line):
        return self.HEAD + line + "\n" + COUNTS

    def test_right_pass(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assert_right(self.text(line))
        self.assert_right(self.text(self.LINES[0]), real=True)

    def test_wrong_fail(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(_keys(self.text(line.replace("0.1", "0.2", 1) if line.startswith(("W", "t", "U"))
                                                 else line.replace("threshold 0.1", "threshold 0.2").replace(
                                                     "threshold of 0.1", "threshold of 0.2"))), ("fail", {"threshold"}))
                self.assertEqual(_keys(self.text(line.replace("0.4", "0.5"))), ("fail", {"constants"}))

    def test_matrix_threshold(self):
        text = self.HEAD + "Kernel: [0.05 0.10 0.05; 0.10 0.40 0.10; 0.05 0.10 0.05], threshold {}\n" + COUNTS
        self.assertNotIn("threshold", not_passing(text.format("0.1"))[1])
        self.assertEqual(not_passing(text.format("0.2"))[1]["threshold"][0], "fail")

    def test_not_apart(self):
        from grading.thresholdline import threshold_apart
        from grading.chains import prepare
        for line in ["With a threshold of 0.1 and weights a = 0.05, b = 0.1 and c = 0.4, we found that 100024 elements "
                     "of x are below the threshold (a fraction of 0.100024)", "x: 100024 (0.100024), y: 12, threshold 0.1",
                     "threshold 0.1 and 100024 elements below", "Parameters: threshold 0.1, a 0.05, b 0.1, c 0.4",
                     "x below threshold 0.1, y below threshold", "t = 0.1"]:
            with self.subTest(line=line):
                self.assertIsNone(threshold_apart(line, prepare))

    def test_long_lines_fast(self):
        import time
        from grading.thresholdline import threshold_apart
        from grading.chains import prepare
        for line in ("threshold" + " " * 990, "t = 0.1" + " " * 990 + "x", "threshold 0.1" + " ," * 490,
                     "a, " * 330 + "threshold 0.1", "thr " * 250):
            began = time.process_time()
            threshold_apart(line, prepare)
            self.assertLess(time.process_time() - began, 0.05)


class PythonReprsTest(Checks):
    """Probe rows F26 'Counts(x=100024, y=12, frac_x=0.100024, frac_y=1.2e-05)' (a namedtuple's repr) and F21 an
    unlabelled list of tuples '[('x', 100024, 0.100024), ('y', 12, 1.2e-05)]' or dict of tuples: were UNGRADED."""
    LINES = ["Counts(x=100024, y=12, frac_x=0.100024, frac_y=1.2e-05)",
             "[('x', 100024, 0.100024), ('y', 12, 1.2e-05)]", "results = [('x', 100024, 0.100024), ('y', 12, 1.2e-05)]",
             "{'x': (100024, 0.100024), 'y': (12, 1.2e-05)}", '{"x": [100024, 0.100024], "y": [12, 1.2e-05]}']

    def test_right_pass(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assert_right(SIZES + line + "\n")
        self.assert_right(SIZES + self.LINES[0] + "\n", real=True)
        self.assert_right(SIZES + self.LINES[1] + "\n", real=True)

    def test_wrong_fail(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assert_wrong(SIZES + line + "\n")

    def test_not_counts(self):
        from grading.arraytuples import arrays_tupled
        for line in ["[('x', 500, 0.3), ('y', 501, 0.7)]", "[('x', 100024, 0.100024), ('x', 12, 1.2e-05)]",
                     "[('x', 100024), ('y', 12)]", "[('i', 100024, 0.100024)]"]:
            with self.subTest(line=line):
                self.assertIsNone(arrays_tupled(line))

    def test_long_lines_fast(self):
        import time
        from grading.arraytuples import arrays_tupled
        for line in ("[('x', 1, 0.5)" + " " * 990 + "]", "[" + "('x', 1, 0.5), " * 60 + "]", "{'x': (1" + " " * 990 + "}"):
            began = time.process_time()
            arrays_tupled(line)
            self.assertLess(time.process_time() - began, 0.05)


if __name__ == "__main__":
    unittest.main()
