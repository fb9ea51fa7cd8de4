"""test_pass19_b19.py - right n = 1000 outputs (and some at n = 500) that lost points or were UNGRADED at c1c9a0d:
1. a fractions line giving each array's value with no '=' ('Fractions: x 0.100024, y 0.000012' after 'x: 100024
   (10.0024%)'): before, fraction_y FAIL ('0.100024 and 0.000012'); 'Counts: x 100024, y 12' read y as 100024.
   Now each array's value is its own (pairlabels.py).
2. an allocation's count of arrays ('Allocating 2 arrays of 1004004 floats (0.00374021 GB each)', '2 arrays x
   1004004 elements', 'allocating 2 x 1002 x 1002 floats'): before, total FAIL (read as 2) or MISSING (the
   row too). Now the count of arrays is dropped and the rest read as one array's (allocations.py).
3. thousands grouped in a grid's shape ('Grid: 1,000 x 1,000 interior (1,002 x 1,002 with halo)', '1 000 x 1
   000', "1'002"), or in brackets after a size ('Total elements: 1,004,004 (1,000,000 inner)'): before, row and
   inner (and total_inner) MISSING. Now the shape's sides are written as C prints them and a grouping comma cuts
   no bracket's items (thousands.py).
4. n's sizes under one name ('sizes = (1000, 1002, 1004004, 1000000)', Rust's {:?}; 'dims = [1000, 1002]'; after
   dbg!'s '[src/main.rs:14:5] '): before, UNGRADED (no n) or row and inner MISSING. Now each value is named by
   the size of one n it is (sizetuples.py).
5. lettered answers '(c) x: 100024, fraction 0.100024', '(d) y: 12, fraction 1.2e-05' (also without the
   letters, 'x: 100024 (fraction 0.100024)'): before, UNGRADED. Now a fraction's word with a blank and no '='
   before the fraction is read as bareforms reads 'frac=' (bareforms.py).
6. a count's label qualified by n ('Counts for n = 1000: x = 100024, y = 12', 'Counts (n=1000): x=100024 y=12',
   'Below 0.1 for n = 1000: ...'): before, UNGRADED. Now n is a statement of its own, the label the arrays'
   (pairlabels.py).
Each right layout passes; its twin with one value changed fails that field.
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass19_b19"""
import time
import unittest

from tests.grader.a_support import SIZES_LINES_1000, graded, not_passing

COUNTS = "x below threshold: 100024 (fraction 0.100024)\ny below threshold: 12 (fraction 1.2e-05)\n"
AFTER_SIZES = "memory/array = 0.00374021 GB\nthreshold = 0.1\na = 0.05 b = 0.10 c = 0.40\n" + COUNTS


def _bad(text):
    verdict, bad = not_passing(text)
    return verdict, set(bad)


class Case(unittest.TestCase):
    def right_and_wrong(self, right, wrongs):
        """Each text of `right` passes; each (old, new, field) of `wrongs` made in it fails with field among its
        fields that do not pass (where old is in the text; field: names apart by a space, one of them)."""
        for text in right:
            with self.subTest(text=text):
                self.assertEqual(not_passing(text), ("pass", {}))
            for old, new, field in wrongs:
                if old not in text:
                    continue
                with self.subTest(text=text, new=new):
                    verdict, bad = not_passing(text.replace(old, new, 1))
                    self.assertEqual(verdict, "fail")
                    self.assertIn("fail", [bad.get(f, ("",))[0] for f in field.split()], bad)


class FractionsPairTest(Case):
    """1: 'Label: x V, y V' with no '=' gives each array its value."""
    RIGHT = [SIZES_LINES_1000 + "x: 100024 (10.0024%)\ny: 12 (0.0012%)\nFractions: x 0.100024, y 0.000012\n",
             SIZES_LINES_1000 + "Counts: x 100024, y 12\nFractions: x 0.100024, y 0.000012\n",
             SIZES_LINES_1000 + "below threshold: x 100024 and y 12\nfraction: x 0.100024 and y 1.2e-05\n",
             SIZES_LINES_1000 + "Counts: y 12, x 100024\nFractions: y 1.2e-05, x 0.100024\n",
             SIZES_LINES_1000 + "x below threshold: 100024\ny below threshold: 12\nPercent below: x 10.0024%, y 0.0012%\n",
             SIZES_LINES_1000 + "Count: X 100024; Y 12\nFraction: X 0.100024; Y 1.20e-05\n"]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("y 0.000012", "y 0.000021", "fraction_y"), ("y 1.2e-05", "y 2.1e-05", "fraction_y"),
                                          ("y 12", "y 21", "below_y"), ("Y 12", "Y 21", "below_y"),
                                          ("y 0.0012%", "y 0.0021%", "fraction_y"), ("x 0.100024", "x 0.100042", "fraction_x")])
        self.assertEqual(graded(self.RIGHT[0]), ("pass", {}))

    def test_not_a_count_label(self):
        # a label that names no count or fraction is left as it was: no count from it
        verdict, _ = not_passing(SIZES_LINES_1000 + "Position: x 100024, y 12\n")
        self.assertEqual(verdict, "ungraded")


class AllocationTest(Case):
    """2: the count of arrays in an allocation's line is no size."""
    REST = "inner elements = 1000000\n" + AFTER_SIZES
    RIGHT = ["n = 1000\nn+2 = 1002\nAllocating 2 arrays of 1004004 floats (0.00374021 GB each)\n" + REST,
             "n = 1000\nn+2 = 1002\n2 arrays x 1004004 elements\n" + REST,
             "n = 1000\nallocating 2 x 1002 x 1002 floats\ntotal elements = 1004004\n" + REST,
             "n = 1000\nAllocated two grids of 1002 x 1002 doubles\ntotal elements = 1004004\n" + REST,
             "n = 1000\nn+2 = 1002\nallocating 2 * 1004004 floats\n" + REST,
             "n = 1000\nn+2 = 1002\nAllocating both arrays: 1004004 floats each\n" + REST]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("1004004 f", "1004000 f", "total"), ("x 1004004", "x 1004000", "total"),
                                          ("1004004 d", "1004000 d", "total"), ("2 x 1002 x 1002", "2 x 1001 x 1001", "inner")])
        self.assertEqual(graded(self.RIGHT[0]), ("pass", {}))

    def test_n_500(self):
        text = ("n = 500\nn+2 = 502\nAllocating 2 arrays of 252004 floats (0.000938788 GB each)\ninner elements = 250000\n"
                "threshold = 0.1\na = 0.05 b = 0.10 c = 0.40\nx below threshold: 24914 (fraction 0.099656)\n"
                "y below threshold: 4 (fraction 1.6e-05)\n")
        self.assertEqual(graded(text), ("pass", {}))
        self.assertEqual(graded(text.replace("of 252004", "of 252000")), ("fail", {"total": "fail"}))

    def test_not_an_allocation(self):
        from grading.allocations import allocations_read
        for line in ["Launching 2 grids of 1024 threads", "Memory: 2 x 1004004 x 4 bytes = 8032032 bytes",
                     "n+2 x 1002 floats", "12 arrays of 1004004 floats", "a = 0.05 b = 0.10 c = 0.40"]:
            self.assertEqual(allocations_read(line), line)


class ThousandsTest(Case):
    """3: a grid's shape, and a size in brackets, whose digits group their thousands."""
    RIGHT = ["Grid: 1,000 x 1,000 interior (1,002 x 1,002 with halo)\n1,004,004 elements total, 1,000,000 inner\n",
             "Grid: 1 000 x 1 000 interior (1 002 x 1 002 with halo)\n1 004 004 elements total, 1 000 000 inner\n",
             "Grid: 1,000 x 1,000 interior, 1,002 x 1,002 with halo\nTotal elements: 1,004,004 (1,000,000 inner)\n",
             "Grid: 1'000 x 1'000 interior (1'002 x 1'002 with halo)\n1'004'004 elements total, 1'000'000 inner\n",
             "Grid 1,002 x 1,002 = 1,004,004 elements (1,000 x 1,000 = 1,000,000 inner)\n",
             "Grid: 1\u202f000 \u00d7 1\u202f000 interior (1\u202f002 \u00d7 1\u202f002 with halo)\n"
             "1\u202f004\u202f004 elements total, 1\u202f000\u202f000 inner\n"]
    RIGHT = [text + AFTER_SIZES for text in RIGHT]

    def test_right_pass_wrong_fail(self):
        # (a wrong side of a shape with no ghost words is judged as n: grids.py)
        wrongs = [(f"1{m}002 {x} 1{m}002", f"1{m}001 {x} 1{m}001", "row inner") for m in ",' \u202f" for x in "x\u00d7"]
        wrongs += [(f"1{m}000{m}000", f"1{m}000{m}001", "total_inner") for m in ",' \u202f"]
        wrongs += [(f"1{m}004{m}004", f"1{m}004{m}000", "total") for m in ",' \u202f"]
        self.right_and_wrong(self.RIGHT, wrongs)
        self.assertEqual(graded(self.RIGHT[0]), ("pass", {}))

    def test_grouping_comma(self):
        from grading.thousands import grouping_comma
        for line, at, grouping in [("(1,000,000 inner)", 2, True), ("(1,000,000 inner)", 6, True), ("(1000,1002)", 5, False),
                                   ("0.05,0.100", 4, False), ("x 12,100024", 4, False)]:
            self.assertEqual(grouping_comma(line, at), grouping, line)

    def test_not_a_shape(self):
        from grading.thousands import shapes_ungrouped
        for text in ["12,100 x 100", "a = 0.05, 0.100 x 2", "Grid: 1002 x 1002"]:
            self.assertEqual(shapes_ungrouped(text), text)


class SizeTupleTest(Case):
    """4: n's sizes under one name, each value named by the size it is."""
    RIGHT = ["sizes = (1000, 1002, 1004004, 1000000)\n", "[src/main.rs:14:5] sizes = (1000, 1002, 1004004, 1000000)\n",
             "grid sizes: (1002, 1000, 1004004, 1000000)\n", "sizes = [1000, 1002, 1004004, 1000000]\n",
             "dims = [1000, 1002]\ntotal elements = 1004004\ninner elements = 1000000\n",
             "(n, n+2, (n+2)^2, n^2) = (1000, 1002, 1004004, 1000000)\n"]
    RIGHT = [text + AFTER_SIZES for text in RIGHT]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("1004004,", "1004000,", "total"), ("1000000)", "1000001)", "total_inner"),
                                          ("1000000]", "1000001]", "total_inner"), ("1002]", "1001]", "row"),
                                          ("(1000, 1002,", "(1000, 1004,", "row"), ("(1002, 1000,", "(1002, 999,", "row")])
        self.assertEqual(graded(self.RIGHT[1]), ("pass", {}))

    def test_n_500(self):
        text = ("sizes = (500, 502, 252004, 250000)\nmemory/array = 0.000938788 GB\nthreshold = 0.1\n"
                "a = 0.05 b = 0.10 c = 0.40\nx below threshold: 24914 (fraction 0.099656)\ny below threshold: 4 (fraction 1.6e-05)\n")
        self.assertEqual(graded(text), ("pass", {}))

    def test_no_sizes(self):
        from grading.sizetuples import sizes_named
        for line in ["dims = [1002, 1002]", "counts = (100024, 12)", "shape = (1002, 1002)", "sizes = (1002, 1004004)",
                     "sizes = (3, 17, 29)"]:
            self.assertEqual(sizes_named(line), line)


class LetteredFractionTest(Case):
    """5: 'x: 100024, fraction 0.100024' (lettered or not): the fraction's word with no '='."""
    LETTERED = ("(a) n = 1000\nn+2 = 1002\ntotal = 1004004\ninner = 1000000\nmemory per array = 0.00374021 GB\n"
                "threshold = 0.1\n(b) a = 0.05, b = 0.1, c = 0.4\n")
    RIGHT = [LETTERED + "(c) x: 100024, fraction 0.100024\n(d) y: 12, fraction 1.2e-05\n",
             LETTERED + "(c) x: 100024 (fraction 0.100024)\n(d) y: 12 (fraction 1.2e-05)\n",
             LETTERED + "(c) X: 100024, fraction 0.100024\n(d) Y: 12, fraction 0.000012\n",
             LETTERED + "(c) x = 100024, frac 0.100024\n(d) y = 12, frac 1.2e-05\n",
             SIZES_LINES_1000 + "x: 100024, fraction 0.100024\ny: 12, fraction 1.2e-05\n",
             SIZES_LINES_1000 + "x: 100024 (percent 10.0024%)\ny: 12 (percent 0.0012%)\n"]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("y: 12,", "y: 21,", "below_y"), ("Y: 12,", "Y: 21,", "below_y"),
                                          ("y = 12,", "y = 21,", "below_y"), ("y: 12 (", "y: 21 (", "below_y"),
                                          ("1.2e-05", "2.1e-05", "fraction_y"), ("0.100024", "0.100042", "fraction_x")])
        self.assertEqual(graded(self.RIGHT[0]), ("pass", {}))


class QualifiedCountsTest(Case):
    """6: a count's or fraction's label qualified by n."""
    RIGHT = ["Counts for n = 1000: x = 100024, y = 12\nFractions for n = 1000: x = 0.100024, y = 1.2e-05\n",
             "Counts (n=1000): x=100024 y=12\nFractions (n=1000): x=0.100024 y=0.000012\n",
             "Below 0.1 for n = 1000: x = 100024, y = 12\nFraction below 0.1 for n = 1000: x = 0.100024, y = 0.000012\n",
             "Counts, n = 1000: X 100024, Y 12\nFractions, n = 1000: X 0.100024, Y 1.2e-05\n",
             "Count below threshold for N=1000: x: 100024; y: 12\nFraction below threshold for N=1000: x: 10.0024%; y: 0.0012%\n"]
    RIGHT = [SIZES_LINES_1000 + text for text in RIGHT]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, [("y = 12", "y = 21", "below_y"), ("y=12", "y=21", "below_y"), ("Y 12", "Y 21", "below_y"),
                                          ("y: 12", "y: 21", "below_y"), ("x = 100024", "x = 100042", "below_x"),
                                          ("1.2e-05", "2.1e-05", "fraction_y"), ("0.000012", "0.000021", "fraction_y")])
        self.assertEqual(graded(self.RIGHT[0]), ("pass", {}))

    def test_label_n_judged(self):
        for text in self.RIGHT:
            wrong = text.replace("n = 1000:", "n = 1001:").replace("n=1000)", "n=1001)").replace("N=1000:", "N=1001:")
            self.assertEqual(_bad(wrong)[0], "fail", wrong)
            self.assertIn("inner", _bad(wrong)[1])


class CostTest(unittest.TestCase):
    """The new patterns stay linear: each line shape before 4,000 blanks and a stray character, and a 2 MB line."""

    def test_blanks(self):
        from grading.allocations import allocations_read
        from grading.pairlabels import pairs_labelled
        from grading.sizetuples import sizes_named
        from grading.thousands import shapes_ungrouped
        heads = ["Fractions: x 0.100024, y", "Counts for n = 1000: x = 100024", "Allocating 2 arrays of",
                 "sizes = (1000, 1002,", "Grid: 1,000 x", "x: 100024, fraction"]
        for head in heads:
            for tail in [" " * 4000 + "z", "\t" * 4000 + "1", " 1" * 2000 + ")", "1,000 " * 700]:
                text = (head + tail + "\n") * 3
                start = time.process_time()
                for rewrite in (pairs_labelled, allocations_read, sizes_named, shapes_ungrouped):
                    rewrite(text)
                not_passing(SIZES_LINES_1000 + text)
                self.assertLess(time.process_time() - start, 2.0, (head, tail[:5]))
        start = time.process_time()
        not_passing(SIZES_LINES_1000 + "Counts: x " + "1,000 x 1,000 " * 150000 + "\n")
        self.assertLess(time.process_time() - start, 10.0)


if __name__ == "__main__":
    unittest.main()
