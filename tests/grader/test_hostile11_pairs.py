"""test_hostile11_pairs.py - the eleventh hostile pass's findings 5, 6 and 8 (the slash): two labelled
values on one line apart by spaces (`n=1000 rows=1002`, `n: 1000  row length: 1002`, Fortran's
`print *, 'n =', n, 'rows =', n+2`), the threshold and the constants on one line, and a label naming
two sizes with a slash given two values with one (`Total/inner elements: 1004004/1000000`).
Run: python3 -m unittest tests.grader.test_hostile11_pairs (or make test)."""
import os
import sys
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import RIGHT_1000, SIZES_1000, grading, instead, not_passing, statuses  # noqa: E402

ROW, INNER, TOTAL, TOTAL_INNER, MEMORY, THRESHOLD, CONSTANTS = (line + "\n" for line in SIZES_1000.splitlines())


class TwoPairsOnALine(unittest.TestCase):
    """F5: exactly two space-separated pairs on one line lost one of them (three or more passed)"""

    ROW_LINES = ("n=1000 rows=1002", "n=1000 size=1002", "n=1000 width=1002", "n=1000\trows=1002", "n:1000 rows:1002",
                 "n: 1000  row length: 1002", "n = 1000  rows = 1002", "n = 1000 | n+2 = 1002", "n 1000 | rows 1002",
                 " n =        1000 rows =        1002", " n:        1000 rows:        1002")  # (the last two Fortran's)

    def test_n_and_row(self):
        for line in self.ROW_LINES:
            with self.subTest(line=line):
                self.assertEqual(not_passing(instead((ROW, INNER), line)), ("pass", {}))

    def test_outer_or_padded_alone(self):
        """'outer' or 'padded' alone is a row or all the elements, only where its value is one (it
        names little: 'outer: 5' is no size, and a wrong value leaves the row missing, not passed)"""
        for line in ("inner=1000 outer=1002", "n = 1000 (padded: 1002)", "n: 1000  padded: 1002"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(instead((ROW, INNER), line)), ("pass", {}))
        self.assertEqual(not_passing(instead((TOTAL,), "Outer: 1004004")), ("pass", {}))
        self.assertEqual(statuses(instead((ROW, INNER), "inner=1000 outer=1000")), {"row": "missing"})
        self.assertEqual(statuses(instead((ROW,), "outer: 5")), {"row": "missing"})
        self.assertEqual(not_passing(RIGHT_1000 + "outer: 5\n"), ("pass", {}))

    def test_wrong_row_fails(self):
        for line in ("n=1000 rows=1000", "n: 1000  row length: 1001", " n =        1000 rows =        1001"):
            with self.subTest(line=line):
                self.assertEqual(statuses(instead((ROW, INNER), line)), {"row": "fail"})

    def test_memory_threshold_and_total(self):
        for lines, line in (((MEMORY, THRESHOLD), "mem_gb=0.00374021 threshold=0.1"),
                            ((MEMORY, THRESHOLD), " mem_gb =   3.74020636E-03 threshold =  0.100000001    "),
                            ((MEMORY, THRESHOLD), "mem = 0.00374021 GB threshold = 0.1"),
                            ((TOTAL, TOTAL_INNER), "total=1004004 inner=1000000"),
                            ((TOTAL, TOTAL_INNER), " Total elements:     1004004 Inner elements:     1000000")):
            with self.subTest(line=line):
                self.assertEqual(not_passing(instead(lines, line)), ("pass", {}))
        text = RIGHT_1000.replace(TOTAL, "total=1004004 mem=0.00374021GB\n").replace(MEMORY, "")
        self.assertEqual(not_passing(text), ("pass", {}))

    def test_wrong_second_value_fails(self):
        self.assertEqual(statuses(instead((MEMORY, THRESHOLD), "mem_gb=0.00374021 threshold=0.01")),
                         {"threshold": "fail"})
        text = RIGHT_1000.replace(TOTAL, "total=1004004 mem=0.00748042GB\n").replace(MEMORY, "")
        self.assertEqual(statuses(text), {"memory": "fail"})
        self.assertEqual(statuses(instead((TOTAL, TOTAL_INNER), " Total elements:     1004004 Inner elements:     1002001")),
                         {"total_inner": "fail"})

    def test_one_value_with_words_stays_one_statement(self):
        """one space before words that describe the value is no second pair ('x: 100024 elements below
        threshold = 0.1'), nor is a grid's product ('1002 x 1002 = 1004004') or a clause after a comma"""
        for line in ("x: 100024 elements below threshold = 0.1", "Array size: 1002 x 1002 = 1004004 floats",
                     "n = 1000, X = 100024", "12:30:45 n=1000", "| x | 100024 |", "| Below threshold (x) | 100024 | 0.1 |",
                     "Command      :: ./smooth -n 50 -kernel cpu -rng libc -a=0.2 --t=0.3"):
            with self.subTest(line=line):
                self.assertEqual(grading.fields._parts(line), (line,))
        self.assertEqual(not_passing(instead((TOTAL,), "Array size: 1002 x 1002 = 1004004 floats")), ("pass", {}))

    def test_a_fraction_beside_its_count_stays_its(self):
        """a count or fraction that names no array is not split off ('(X) :: 100024  fraction: 0.100024'
        beside the tutorial's fraction lines was read as the first array-less fraction, X's, and Y's
        line then X's too)"""
        text = RIGHT_1000.replace("(X)   :: 100024\n", "(X)   :: 100024  fraction: 0.100024\n")
        self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(grading.fields._parts("x below threshold: 100024 fraction: 0.100024"),
                         ("x below threshold: 100024 fraction: 0.100024",))


class ThresholdAndConstantsOnALine(unittest.TestCase):
    """F6: the threshold and the constants on one line lost one of them (the threshold 0.1 is b's value too)"""

    LINES = ("Threshold: 0.1   a: 0.05   b: 0.1   c: 0.4", "Threshold: 0.1  Constants: 0.05 0.1 0.4",
             "Threshold: 0.1\tConstants: 0.05 0.1 0.4", "Threshold: 0.1 a=0.05 b=0.1 c=0.4",
             "t=0.1, (a,b,c)=(0.05,0.1,0.4)", "Threshold 0.1, smoothing constants (a,b,c) = (0.05, 0.1, 0.4)",
             " Threshold:  0.100000001     a:   5.00000007E-02 b:  0.100000001     c:  0.400000006    ",
             " Threshold =  0.100000001     Constants =   5.00000007E-02  0.100000001      0.400000006    ",
             "threshold 0.1 | a 0.05 | b 0.1 | c 0.4")

    def test_both_read(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(not_passing(instead((THRESHOLD, CONSTANTS), line)), ("pass", {}))

    def test_each_judged_on_its_own(self):
        for line in self.LINES:
            with self.subTest(line=line):
                wrong_t = line.replace("0.1", "0.2", 1)  # (the threshold's, printed first)
                self.assertEqual(statuses(instead((THRESHOLD, CONSTANTS), wrong_t)), {"threshold": "fail"})
                wrong_c = line.replace("0.4", "0.45")
                self.assertEqual(statuses(instead((THRESHOLD, CONSTANTS), wrong_c)), {"constants": "fail"})


class TwoSizesWithASlash(unittest.TestCase):
    """F8: 'Total/inner elements: 1004004/1000000' gave the total MISSING and the inner total FAIL with a
    false reason (the ghost layer counted)"""

    def test_read(self):
        for lines, line in (((TOTAL, TOTAL_INNER), "Total/inner elements: 1004004/1000000"),
                            ((TOTAL, TOTAL_INNER), "Total/inner elements: 1004004 / 1000000"),
                            ((TOTAL, TOTAL_INNER), "Elements (total/inner): 1004004/1000000"),
                            ((TOTAL, TOTAL_INNER), "Inner/total elements: 1000000/1004004"),
                            ((TOTAL, TOTAL_INNER), "Total and inner elements: 1004004 and 1000000"),
                            ((ROW, INNER), "row/inner: 1002/1000"), ((ROW, INNER), "Row/inner size: 1002/1000")):
            with self.subTest(line=line):
                self.assertEqual(not_passing(instead(lines, line)), ("pass", {}))

    def test_wrong_values_fail_for_their_own_reason(self):
        got = not_passing(instead((TOTAL, TOTAL_INNER), "Total/inner elements: 1004004/1002001"))[1]
        self.assertEqual(list(got), ["total_inner"])
        self.assertEqual(got["total_inner"][0], "fail")
        self.assertNotIn("ghost layer counted", got["total_inner"][1])
        got = statuses(instead((TOTAL, TOTAL_INNER), "Total/inner elements: 1000000/1004004"))  # (swapped)
        self.assertEqual(got, {"total": "fail", "total_inner": "fail"})

    def test_a_count_over_its_whole_stays_a_count(self):
        """a slash in the values with no two sizes named is a count over its whole (or the arrays')"""
        text = RIGHT_1000.replace("(X)   :: 100024", "(X)   :: 100024/1000000")
        self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(grading.fields._parts("Below/total (x): 100024/1000000"), ("Below/total (x): 100024/1000000",))
        self.assertEqual(grading.fields._parts("Row/column: 1002/1002"), ("Row/column: 1002/1002",))


class Cost(unittest.TestCase):
    def test_long_lines_stay_fast(self):
        """pairs.py's reading is linear in the line (the rest of a line's reading is timed elsewhere)"""
        from grading.pairs import pairs_apart, sizes_paired
        for line in ("a=1 " * 1024, "a: 1  " * 700, "=" * 4096, ":" * 4096, "=1" * 2048, ": 1" * 1400, " " * 4095 + "=1",
                     "n=1" + " " * 4090 + "x=1", "x" * 4000 + "=1 y=2", "(" * 2000 + "a=1 b=2", "n = 1 " * 700,
                     "a/" * 2048, "a 1 " * 1024, "a 1 |" * 800, "|" * 4096, " " * 4000 + "|", "n: 1 (x) " * 450, "a: 1 GB " * 500):
            line = line[:4096]
            started = time.perf_counter()
            pairs_apart(line)
            sizes_paired(line, (0, len(line) // 2), (len(line) // 2, len(line) // 2 + 1), (len(line) - 1, len(line)))
            self.assertLess(time.perf_counter() - started, 2, line[:20])  # (a backtracking guard: ~1 ms each; CI is shared)


if __name__ == "__main__":
    unittest.main()
