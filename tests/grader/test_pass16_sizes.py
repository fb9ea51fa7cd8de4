"""test_pass16_sizes.py - the sixteenth hostile pass's sizes and layouts (h16 report HIGH (a) 4, 5, 7, 8, 9, 10,
12, 13, 15): a '# n n+2 ...' comment header over a row of values; ...
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass16_sizes"""
import unittest

from tests.grader.a_support import graded

PASS = ("pass", {})
NAMES = "n n+2 total inner gb t a b c below_x frac_x below_y frac_y"
VALUES = "1000 1002 1004004 1000000 0.00374021 0.1 0.05 0.10 0.40 100024 0.100024 12 1.200000e-05"


class HashHeader(unittest.TestCase):
    """A '# ' comment header (gnuplot's, numpy savetxt's) over one space-separated row (h16 HIGH (a) 7)."""

    def test_a_comment_header_over_its_row_is_read(self):
        for header in ("# " + NAMES, "#   " + NAMES.replace(" ", "   ")):
            for row in (VALUES, VALUES.replace(" ", "   ")):
                with self.subTest(header=header, row=row):
                    self.assertEqual(graded(header + "\n" + row + "\n"), PASS)

    def test_a_wrong_value_under_it_fails(self):
        for old, new, field in (("1004004", "1004040", "total"), ("100024", "100042", "below_x"),
                                (" 1002 ", " 1003 ", "row")):
            with self.subTest(field=field):
                verdict, bad = graded("# " + NAMES + "\n" + VALUES.replace(old, new, 1) + "\n")
                self.assertEqual((verdict, bad.get(field)), ("fail", "fail"))


class SizeBesideN(unittest.TestCase):
    """'n=1000 (N=1002); elements: ...; inner: ...': the bracketed N a pair of its own (h16 HIGH (a) 5)."""
    TEXT = ("n=1000 (N=1002); elements: 1004004; inner: 1000000\nmemory/array: 0.00374021 GB\n"
            "a=0.05 b=0.1 c=0.4 t=0.1\nx below t: 100024 (0.100024)\ny below t: 12 (1.2e-05)\n")

    def test_it_is_graded_at_its_n(self):
        self.assertEqual(graded(self.TEXT), PASS)
        self.assertEqual(graded(self.TEXT.replace("(N=1002)", "(padded=1002)")), PASS)

    def test_a_wrong_size_in_it_fails(self):
        for old, new in (("(N=1002)", "(N=1003)"), ("n=1000 ", "n=1001 ")):
            with self.subTest(new=new):
                self.assertEqual(graded(self.TEXT.replace(old, new))[0], "fail")


class SizesThenMemory(unittest.TestCase):
    """'Arrays: 1002 x 1002 floats (1004004 total, 1000000 inner), 3.830 MiB = 0.00374021 GiB each': the sizes'
    clause read as its own statements, the memory after it (h16 HIGH (a) 9)."""
    TEXT = ("n=1000\nArrays: 1002 x 1002 floats (1004004 total, 1000000 inner), 3.830 MiB = 0.00374021 GiB each\n"
            "a=0.05 b=0.1 c=0.4 t=0.1\nx: 100024/1000000 below t (0.100024)\ny: 12/1000000 below t (1.2e-05)\n")

    def test_it_is_read(self):
        self.assertEqual(graded(self.TEXT), PASS)

    def test_a_wrong_value_in_it_fails(self):
        for old, new, field in (("1002 x 1002", "1003 x 1003", "inner"), ("1004004 total", "1004040 total", "total"),
                                ("1000000 inner", "1000002 inner", "total_inner"), ("0.00374021 GiB", "0.00374012 GiB", "memory")):
            with self.subTest(new=new):
                verdict, bad = graded(self.TEXT.replace(old, new))
                self.assertEqual((verdict, bad.get(field)), ("fail", "fail"))

    def test_a_long_line_of_memories_stays_fast(self):
        import time
        from grading.statements import prepare
        start = time.perf_counter()
        prepare(", 1 GB" * 700)
        prepare("a (1, 2), 1 GB" * 300)
        self.assertLess(time.perf_counter() - start, 1.0)


class NumberedAnswers(unittest.TestCase):
    """A Canvas entry's numbered answers ('3. 1004004 total, 1000000 inner'): the item's number is no value
    (h16 HIGH (a) 10)."""
    TEXT = ("1. n = 1000\n2. 1002\n3. 1004004 total, 1000000 inner\n4. 0.00374021 GB per array\n"
            "5. threshold 0.1, a=0.05 b=0.1 c=0.4\n6. x: 100024 elements below threshold, fraction 0.100024\n"
            "7. y: 12 elements below threshold, fraction 1.2e-05\n")

    def test_the_item_numbers_are_no_values(self):
        verdict, bad = graded(self.TEXT)  # (the bare '2. 1002' no label's: MISSING)
        self.assertEqual(set(bad), {"row"})

    def test_a_wrong_answer_fails(self):
        for old, new, field in (("1004004 total", "1004040 total", "total"), ("0.00374021 GB", "0.00374012 GB", "memory"),
                                ("1000000 inner", "1000002 inner", "total_inner")):
            with self.subTest(new=new):
                verdict, bad = graded(self.TEXT.replace(old, new))
                self.assertEqual((verdict, bad.get(field)), ("fail", "fail"))


if __name__ == "__main__":
    unittest.main()
