"""test_pass15_lines.py - the fifteenth hostile pass's lines (h15 report A2, A4, A5, A6, A11, A13): a per-row
progress log ('row 98: x below 105 (running 9812), ...') is no field's; statistics before a count on its line;
a grid and its interior on one line; both arrays' values paired by position in one sentence or line; a list of
tuples; a difference from the expected fraction.
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass15_lines"""
import unittest

from tests.grader.a_support import PLAIN_1000, RIGHT_1000, graded, not_passing

PASS = ("pass", {})


class RowProgress(unittest.TestCase):
    LINES = ("row {k}: x below 96 (running 9812), y below 0 (running 0)", "row {k}: x below 96, y below 0",
             "Row {k} done: x below 96", "processed row {k} of 1000", "row {k}: 96 below threshold in x",
             "column {k}/1000: x below 96", "Finished row {k}: 96 elements below 0.1")

    def test_a_row_s_progress_line_is_no_field(self):
        for base in (RIGHT_1000, PLAIN_1000):
            for line in self.LINES:
                for k in (1, 98, 1000):
                    with self.subTest(line=line, k=k):
                        self.assertEqual(not_passing(base + line.format(k=k) + "\n"), PASS)

    def test_a_whole_log_of_rows_is_graded_at_its_n(self):
        # (the last row's running totals are the counts: runningtotals.py reads them as another printing)
        log = "".join(f"row {k}: x below {90 + k % 20} (running {k * 100 + 24 * (k // 1000)}), y below 0 (running "
                      f"{12 * (k // 1000)})\n" for k in range(1, 1001))
        text = ("n = 1000, n+2 = 1002, total = 1004004, inner = 1000000\n"
                "memory per array = 0.00374021 GB, threshold = 0.1, a = 0.05, b = 0.10, c = 0.40\n" + log +
                "x below threshold = {x} (fraction 0.100024)\ny below threshold = 12 (fraction 1.200000e-05)\n")
        self.assertEqual(graded(text.format(x=100024)), PASS)
        verdict, bad = graded(text.format(x=100025))  # a wrong count after the log still fails
        self.assertEqual((verdict, bad.get("below_x")), ("fail", "fail"))

    def test_a_row_s_length_is_still_read(self):
        for line in ("Row length: 1003", "row 1003", "Rows: 1003", "row: 1003", "row 1003, inner 1000"):
            with self.subTest(line=line):
                verdict, bad = not_passing(PLAIN_1000 + line + "\n")
                self.assertEqual(verdict, "fail")
                self.assertEqual(bad["row"][0], "fail")


class StatisticsFirst(unittest.TestCase):
    X = ("x: min 0.000001 max 0.999999 mean 0.499845  below: {c} ({f})", "x: mean 0.499845, below threshold: {c} ({f})",
         "x: max 1.000000  below: {c} ({f})", "x: min=0.000001 max=0.999999 mean=0.499845 below={c} frac={f}",
         "Array x: avg 0.4998, std 0.2887, number below threshold = {c}, fraction = {f}")
    OLD = "count x < t = 100024, fraction = 0.100024"

    def test_statistics_before_a_count_are_no_field(self):
        for line in self.X:
            with self.subTest(line=line):
                self.assertEqual(not_passing(PLAIN_1000.replace(self.OLD, line.format(c=100024, f=0.100024))), PASS)
                both = line.replace("x:", "y:").replace("Array x", "Array y").format(c=12, f="1.2e-05")
                text = PLAIN_1000.replace(self.OLD, line.format(c=100024, f=0.100024))
                self.assertEqual(not_passing(text.replace("count y < t = 12, fraction = 1.200000e-05", both)), PASS)

    def test_a_wrong_count_or_fraction_after_statistics_fails(self):
        for line in self.X:
            with self.subTest(line=line):
                verdict, bad = not_passing(PLAIN_1000.replace(self.OLD, line.format(c=100025, f=0.100024)))
                self.assertEqual((verdict, bad["below_x"][0]), ("fail", "fail"))
                verdict, bad = not_passing(PLAIN_1000.replace(self.OLD, line.format(c=100024, f=0.100025)))
                self.assertEqual((verdict, bad["fraction_x"][0]), ("fail", "fail"))

    def test_a_memory_with_a_statistic_is_as_before(self):
        self.assertEqual(not_passing(PLAIN_1000 + "Memory: max 0.004 GB\n"), PASS)


class GridAndInterior(unittest.TestCase):
    LINES = ("Grid {r}x{r} ({t} elements), interior {n}x{n} ({i} elements)",
             "Grid {r} x {r} ({t} elements); inner {n} x {n} ({i} elements).",
             "Arrays {r} x {r} ({t} elements with ghost cells), interior {n} x {n} ({i} elements)")
    SIZES = "n = 1000\nn+2 = 1002\n(n+2)^2 = 1004004\nn^2 = 1000000\n"

    def test_both_on_one_line_are_read(self):
        for line in self.LINES:
            with self.subTest(line=line):
                text = PLAIN_1000.replace(self.SIZES, line.format(r=1002, t=1004004, n=1000, i=1000000) + "\n")
                self.assertEqual(graded(text), PASS)

    def test_a_wrong_size_in_it_never_passes(self):
        for line in self.LINES:
            for wrong in (dict(r=1003, t=1006009, n=1000, i=1000000), dict(r=1002, t=1004004, n=1000, i=1000001),
                          dict(r=1002, t=1004005, n=1000, i=1000000), dict(r=1002, t=1004004, n=999, i=998001)):
                with self.subTest(line=line, wrong=wrong):
                    text = PLAIN_1000.replace(self.SIZES, line.format(**wrong) + "\n")
                    self.assertEqual(graded(text)[0], "fail")


class BothArraysOnOneLine(unittest.TestCase):
    COUNTS = "count x < t = 100024, fraction = 0.100024\ncount y < t = 12, fraction = 1.200000e-05\n"
    LINES = ("The numbers of elements below the threshold in x and y are {x} and {y}, respectively (fractions {fx} and {fy}).",
             "Elements below threshold in x and y: {x}, {y} (fractions {fx}, {fy})",
             "Elements below threshold in x and y: {x} and {y} ({fx} and {fy})",
             "Number below threshold in x and y were {x} and {y} (fractions {fx} and {fy}), respectively.",
             "x and y below threshold: {x} and {y}\nfractions: {fx} and {fy}",
             "Below threshold: X = {x}, Y = {y}\nFractions: {fx} {fy}",
             "below threshold: x {x} ({fx}) | y {y} ({fy})")
    RIGHT = dict(x=100024, y=12, fx=0.100024, fy="1.2e-05")

    def test_right_values_pass(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(not_passing(PLAIN_1000.replace(self.COUNTS, line.format(**self.RIGHT) + "\n")), PASS)

    def test_a_wrong_value_fails_its_own_field(self):
        for line in self.LINES:
            for key, field, wrong in (("x", "below_x", 100025), ("y", "below_y", 13), ("fx", "fraction_x", 0.100025),
                                      ("fy", "fraction_y", "1.3e-05")):
                with self.subTest(line=line, field=field):
                    values = dict(self.RIGHT, **{key: wrong})
                    verdict, bad = not_passing(PLAIN_1000.replace(self.COUNTS, line.format(**values) + "\n"))
                    self.assertEqual(verdict, "fail")
                    self.assertEqual(set(bad), {field})

    def test_the_arrays_named_in_the_other_order(self):
        line = "Elements below threshold in y and x: {y} and {x} ({fy} and {fx})\n"
        self.assertEqual(not_passing(PLAIN_1000.replace(self.COUNTS, line.format(**self.RIGHT))), PASS)
        swapped = dict(x=12, y=100024, fx="1.2e-05", fy=0.100024)
        self.assertEqual(not_passing(PLAIN_1000.replace(self.COUNTS, line.format(**swapped)))[0], "fail")


class ListOfTuples(unittest.TestCase):
    COUNTS = BothArraysOnOneLine.COUNTS
    LINES = ("(array, below, fraction): [('x', {x}, {fx}), ('y', {y}, {fy})]",
             "results (array, below_threshold, fraction) = [('x', {x}, {fx}), ('y', {y}, {fy})]",
             '[name, count, frac]: [("input", {x}, {fx}), ("output", {y}, {fy})]',
             "(below, fraction, array): [({x}, {fx}, 'x'), ({y}, {fy}, 'y')]")

    def test_right_values_pass(self):
        for line in self.LINES:
            with self.subTest(line=line):
                text = PLAIN_1000.replace(self.COUNTS, line.format(**BothArraysOnOneLine.RIGHT) + "\n")
                self.assertEqual(not_passing(text), PASS)

    def test_a_wrong_value_fails_its_own_field(self):
        for line in self.LINES:
            for key, field, wrong in (("x", "below_x", 100025), ("y", "below_y", 13), ("fx", "fraction_x", 0.100025),
                                      ("fy", "fraction_y", "1.3e-05")):
                with self.subTest(line=line, field=field):
                    values = dict(BothArraysOnOneLine.RIGHT, **{key: wrong})
                    verdict, bad = not_passing(PLAIN_1000.replace(self.COUNTS, line.format(**values) + "\n"))
                    self.assertEqual((verdict, set(bad)), ("fail", {field}))


class DifferenceFromExpected(unittest.TestCase):
    LINES = ("x fraction vs expected 0.1: diff = {d}", "deviation of x fraction from 0.1: {d}", "x fraction - 0.1 = {d}",
             "|x fraction - 0.1| = {d}", "x fraction minus expected = {d}", "Difference of the x fraction from 0.1: {d}")

    def test_a_difference_is_no_field(self):
        for base in (RIGHT_1000, PLAIN_1000):
            for line in self.LINES:
                for d in ("0.000024", "2.4e-05", "0.5"):
                    with self.subTest(line=line, d=d):
                        self.assertEqual(not_passing(base + line.format(d=d) + "\n"), PASS)

    def test_a_wrong_fraction_beside_it_still_fails(self):
        text = PLAIN_1000.replace("fraction = 0.100024", "fraction = 0.100025")
        for line in self.LINES:
            with self.subTest(line=line):
                verdict, bad = not_passing(text + line.format(d="0.000025") + "\n")
                self.assertEqual((verdict, set(bad)), ("fail", {"fraction_x"}))

    def test_a_value_before_its_difference_is_read(self):
        verdict, bad = not_passing(PLAIN_1000 + "x fraction vs expected 0.1: 0.100025 (diff 0.000025)\n")
        self.assertEqual((verdict, set(bad)), ("fail", {"fraction_x"}))


class TerseHeading(unittest.TestCase):
    COUNTS = BothArraysOnOneLine.COUNTS
    FORMS = ("below threshold\nx {x} {fx}\ny {y} {fy}", "below threshold:\nx {x} {fx}\ny {y} {fy}",
             "below threshold\nx: {x} {fx}\ny: {y} {fy}", "Elements below threshold\n  x  {x}  {fx}\n  y  {y}  {fy}")

    def test_right_values_pass(self):
        for form in self.FORMS:
            with self.subTest(form=form):
                text = PLAIN_1000.replace(self.COUNTS, form.format(**BothArraysOnOneLine.RIGHT) + "\n")
                self.assertEqual(not_passing(text), PASS)

    def test_a_wrong_value_fails_its_own_field(self):
        for form in self.FORMS:
            for key, field, wrong in (("x", "below_x", 100025), ("y", "below_y", 13), ("fx", "fraction_x", 0.100025),
                                      ("fy", "fraction_y", "1.3e-05")):
                with self.subTest(form=form, field=field):
                    values = dict(BothArraysOnOneLine.RIGHT, **{key: wrong})
                    verdict, bad = not_passing(PLAIN_1000.replace(self.COUNTS, form.format(**values) + "\n"))
                    self.assertEqual((verdict, set(bad)), ("fail", {field}))


class Cost(unittest.TestCase):
    def test_long_lines_of_blanks_or_one_token_read_in_linear_time(self):
        import time
        from grading import read_output
        blanks = " " * 4000
        for line in (blanks + "Array Y 1", "row" + blanks + "x", "[" + blanks + "row", "x: mean 1" + blanks + "!",
                     "x and y: 1 and 2" + blanks + "!", "x and y: 1 and 2 (f" + blanks + "1 and 2" + blanks + ")!",
                     "a (b, c): [" + blanks + "!", "x fraction - 0.1" + blanks + "= 2", "| " * 2000, "(1), " * 800 + "(2)",
                     "x: " + "min 1 " * 600 + "!", "row " * 1000, "respectively " * 300, "x and y " * 500 + ": 1 and 2",
                     "diff " * 800 + "fraction = 1", "Grid 1 (2)," * 300 + ")", "below threshold\nx" + blanks + "1"):
            with self.subTest(line=line[:24]):
                started = time.process_time()
                read_output(line + "\n")
                self.assertLess(time.process_time() - started, 1.0)

    def test_a_logging_level_is_no_difference(self):
        verdict, bad = not_passing(RIGHT_1000 + "ERROR: count_x = 99001\n")
        self.assertEqual((verdict, bad["below_x"][0]), ("fail", "fail"))


if __name__ == "__main__":
    unittest.main()
