"""test_leftovers12.py - the twelfth hostile pass's leftovers, fixed by the lead in the thirteenth round: a
logger's timestamp before a label, a probability's `P(x < 0.1)`, a count over the whole with its fraction
and no label, each array's value with the words after one of them, constants named after their values,
a rate beyond n, a results table's rows named by kernel, `2 arrays of 0.00374021 GB each`, squares written with `x` (`n x n = 1000000`), `Matrix order` and
`Floats per array`, names and their values after a colon (`n, n+2: 1000, 1002`); and (found by the thirteenth pass) a third
version of the result, which was not graded, and a stencil's own points (`Stencil points: 9`).
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_leftovers12"""
import time
import unittest

from grading.timewords import TIMESTAMP
from tests.grader.a_support import (CONSTANTS, COUNTS_1000, INNER, MEMORY, RIGHT_1000, ROW, SIZES_1000, TOTAL, TOTAL_INNER, entry_of,
                                    not_passing, replaced)



def _field(text, field):
    verdict, fields = not_passing(text)
    return verdict, fields.get(field, ("pass", ""))[0]


class Leftovers(unittest.TestCase):
    def test_a_timestamp_before_the_label(self):
        """a lone line with a logger's time before it ('2026-11-29 10:49:11 n=1000') lost n"""
        for stamp in ("2026-11-29 10:49:11 ", "10:49:11 ", "2026-11-29 10:49:11,123 INFO ", "10:49:11.123 - INFO - ",
                      "2026-11-29T10:49:11Z ", "2026-11-29 10:49:11 | "):
            with self.subTest(stamp=stamp):
                self.assertEqual(not_passing(RIGHT_1000.replace(INNER, stamp + "n = 1000")), ("pass", {}))
                wrong = entry_of(RIGHT_1000.replace(INNER, stamp + "n = 999"))  # (graded at the n it gives)
                self.assertEqual((wrong["verdict"], wrong["fields"]["inner"]["found"]), ("fail", "999"))
        self.assertEqual(not_passing(RIGHT_1000.replace(COUNTS_1000.splitlines()[0], "10:49:11 100024 elements below "
                                                        "threshold in x")), ("pass", {}))
        line = "10:49:11" + " \t" * 4000 + "-" + " " * 4000  # (one run of blanks, a separator, another: linear)
        began = time.perf_counter()
        TIMESTAMP.match(line)
        self.assertLess(time.perf_counter() - began, 2)

    def test_a_probability_is_the_fraction(self):
        """`P(x < 0.1) = 0.100024` was read as a second count (two different values: FAIL)"""
        counts = "X below threshold: 100024\n{p}(x < 0.1) = {fx}\nY below threshold: 12\n{p}(y < 0.1) = 1.2e-05\n"
        for p in ("P", "Pr", "p"):
            with self.subTest(p=p):
                self.assertEqual(not_passing(SIZES_1000 + counts.format(p=p, fx="0.100024")), ("pass", {}))
                self.assertEqual(_field(SIZES_1000 + counts.format(p=p, fx="0.100025"), "fraction_x"), ("fail", "fail"))

    def test_a_count_over_the_whole_with_its_fraction_and_no_label(self):
        """`100024 / 1000000 = 0.100024` under the count (no letter on the line) was never read"""
        counts = "X below threshold: 100024\n100024 / 1000000 = {fx}\nY below threshold: 12\n12/1000000=1.2e-05\n"
        self.assertEqual(not_passing(SIZES_1000 + counts.format(fx="0.100024")), ("pass", {}))
        self.assertEqual(not_passing(SIZES_1000 + counts.format(fx="10.0024 %")), ("pass", {}))
        self.assertEqual(_field(SIZES_1000 + counts.format(fx="0.2"), "fraction_x"), ("fail", "fail"))

    def test_the_words_after_one_arrays_value_are_both_arrays(self):
        """`x: 100024 (0.100024) below threshold, y: 12 (1.2e-05)` lost Y's count and fraction"""
        for line in ("x: 100024 (0.100024) below threshold, y: 12 (1.2e-05)",
                     "x: 100024 (0.100024), y: 12 (1.2e-05) below threshold",
                     "X = 100024 elements below 0.1; Y = 12\nfraction x: 0.100024\nfraction y: 1.2e-05"):
            with self.subTest(line=line):
                verdict, fields = not_passing(SIZES_1000 + line + "\n")
                self.assertFalse({"below_x", "below_y"} & set(fields), fields)
        verdict, fields = not_passing(SIZES_1000 + "x: 100024 (0.100024) below threshold, y: 13 (1.3e-05)\n")
        self.assertEqual(fields["below_y"][0], "fail")

    def test_constants_named_after_their_values(self):
        """`a = 0.05 (corners), b = 0.1 (edges), c = 0.4 (centre)`, in any order, was no constants"""
        for line in ("a = 0.05 (corners), b = 0.1 (edges), c = 0.4 (centre)",
                     "c = 0.4 (centre), b = 0.1 (edges), a = 0.05 (corners)",
                     "a = 0.05 (diagonal), b = 0.1 (edge), c = 0.4 (center)"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(CONSTANTS, line)), ("pass", {}))
        self.assertEqual(_field(replaced(CONSTANTS, "a = 0.1 (corners), b = 0.05 (edges), c = 0.4 (centre)"),
                                "constants"), ("fail", "fail"))

    def test_a_rate_beyond_n_is_not_ns(self):
        """`n = 1000, time 0.0041 s, 2.4e8 elements/s` lost n (the rate's '/s' anywhere after it)"""
        for line in ("n = 1000, time 0.0041 s, 2.4e8 elements/s", "n = 1000, 2.4e8 elements/s"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(INNER, line)), ("pass", {}))
        wrong = entry_of(replaced(INNER, "n = 999, 2.4e8 elements/s"))
        self.assertEqual((wrong["verdict"], wrong["fields"]["inner"]["found"]), ("fail", "999"))
        self.assertEqual(_field(replaced(INNER, "Elements updated/s: 1000"), "inner"), ("fail", "missing"))

    def test_a_results_tables_rows_named_by_kernel(self):
        """a results table whose rows are 'sh18 kernel', 'streams', 'hybrid' was UNGRADED (timer rows' words)"""
        table = "| kernel | below_x | frac_x | below_y | frac_y |\n|---|---|---|---|---|\n" + \
            "| {} | 100024 | 0.100024 | 12 | 1.2e-05 |\n| {} | 100024 | 0.100024 | {} | 1.2e-05 |\n"
        for names in (("cpu kernel", "gpu kernel"), ("sh18 kernel", "global kernel"), ("streams", "hybrid")):
            with self.subTest(names=names):
                self.assertEqual(not_passing(SIZES_1000 + table.format(*names, 12)), ("pass", {}))
                self.assertEqual(not_passing(SIZES_1000 + table.format(*names, 13))[0], "fail")
        timer = "| kernel | time_ms |\n|---|---|\n| smooth kernel | 0.0031 |\n"  # (a timer's table: still no field)
        self.assertEqual(not_passing(SIZES_1000 + timer + COUNTS_1000), ("pass", {}))

    def test_memory_of_so_many_arrays_each(self):
        """`Memory: 2 arrays of 0.00374021 GB each` read the 2 (FAIL)"""
        for line in ("Memory: 2 arrays of 0.00374021 GB each", "Memory: 2 arrays x 0.00374021 GB"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(MEMORY, line)), ("pass", {}))
        self.assertEqual(_field(replaced(MEMORY, "Memory: 2 arrays of 0.0075 GB each"), "memory"), ("fail", "fail"))

    def test_a_square_written_with_x(self):
        """`n x n = 1000000` was no size, `(n+2) x (n+2) = 1004004` the row (FAIL): a side or an area, as its value says"""
        for old, new in ((TOTAL_INNER, "n x n = 1000000"), (TOTAL_INNER, "n \u00d7 n = 1000000"), (TOTAL, "(n+2) x (n+2) = 1004004"),
                         (TOTAL, "(n+2)x(n+2): 1004004"), (TOTAL, "n+2 x n+2 = 1004004"), (INNER, "n x n: 1000 x 1000")):
            with self.subTest(line=new):
                self.assertEqual(not_passing(replaced(old, new)), ("pass", {}))
        self.assertEqual(_field(replaced(TOTAL_INNER, "n x n = 1000001"), "total_inner"), ("fail", "fail"))
        self.assertEqual(not_passing(replaced(TOTAL, "(n+2) x (n+2) = 1004000"))[0], "fail")

    def test_matrix_order_and_floats_per_array(self):
        """`Matrix order n: 1000` and `Floats per array: 1004004` were no sizes"""
        for old, new in ((INNER, "Matrix order n: 1000"), (INNER, "Order of the matrix: 1000"), (ROW, "Matrix order: 1002"),
                         (TOTAL, "Floats per array: 1004004"), (TOTAL_INNER, "Number of floats: 1000000")):
            with self.subTest(line=new):
                self.assertEqual(not_passing(replaced(old, new)), ("pass", {}))
        self.assertEqual(_field(replaced(TOTAL, "Floats per array: 1004000"), "total"), ("fail", "fail"))
        self.assertEqual(not_passing(replaced(INNER, "Matrix order: 999"))[0], "fail")

    def test_names_and_their_values_after_a_colon(self):
        """`n, n+2: 1000, 1002` read the row as n (every size FAIL); `n, n+2 = 1000, 1002` was read"""
        for line in ("n, n+2: 1000, 1002", "n, n+2 :: 1000 1002"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000.replace(ROW + "\n" + INNER, line)), ("pass", {}))
        self.assertEqual(_field(RIGHT_1000.replace(ROW + "\n" + INNER, "n, n+2: 1000, 1001"), "row"), ("fail", "fail"))

    def test_a_third_version_is_judged(self):
        """a third backend's row or line (`cuda` under `serial` and `openmp`) was not graded: a wrong one passed"""
        lines = "serial: below x = 100024 (0.100024), below y = 12 (1.2e-05)\n" \
            "openmp: below x = 100024 (0.100024), below y = 12 (1.2e-05)\n" \
            "cuda:   below x = 100024 (0.100024), below y = {} ({})\n"
        table = "backend     time(s)    below_x   frac_x     below_y   frac_y\n" \
            "serial      0.00412    100024    0.100024   12        1.2e-05\n" \
            "openmp      0.00071    100024    0.100024   12        1.2e-05\n" \
            "cuda        0.00009    100024    0.100024   {}        {}\n"
        for form in (lines, table):
            with self.subTest(form=form):
                self.assertEqual(not_passing(SIZES_1000 + form.format(12, "1.2e-05")), ("pass", {}))
                verdict, fields = not_passing(SIZES_1000 + form.format(13, "1.3e-05"))
                self.assertEqual((verdict, fields["below_y2"][0]), ("fail", "fail"))

    def test_a_stencils_own_points(self):
        """`Stencil points: 9` above a right output was read as the total (FAIL, n MISSING)"""
        for line in ("Stencil points: 9", "Points in the stencil: 9", "Number of stencil points: 9"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(line + "\n" + RIGHT_1000), ("pass", {}))
        self.assertEqual(not_passing(replaced(TOTAL_INNER, "Points updated by the stencil: 1000000")), ("pass", {}))
        self.assertEqual(_field(replaced(TOTAL_INNER, "Points updated by the stencil: 1000001"), "total_inner"),
                         ("fail", "fail"))


if __name__ == "__main__":
    unittest.main()
