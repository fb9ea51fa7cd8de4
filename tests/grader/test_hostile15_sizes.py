"""test_hostile15_sizes.py - the fifteenth hostile pass's sizes: a banner's n ('=== smooth, n = 1001 ===')
is a printing of n; a bracketed fraction beside a right fraction line is a printing of it; sizes in prose
('1004004 floats each (0.00374021 GB each)'); an array's shape with its ghost cells ('Arrays are 1002 x 1002 =
1004004 elements') is the row, not n.
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_hostile15_sizes"""
import time
import unittest

from tests.grader.a_support import PLAIN_1000, RIGHT_1000, not_passing


class Banners(unittest.TestCase):
    BANNERS = ("=== smooth, n = {n} ===", "=== hw3, n = {n} ===", "# smooth (n = {n})", "*** Homework 3 n = {n} ***",
               "--- smooth: n = {n} ---", "=== n = {n} ===", "# Run: n={n}", "Results for n = {n}:")

    def test_a_wrong_n_in_a_banner_fails_n(self):
        for base in (RIGHT_1000, PLAIN_1000):
            for banner in self.BANNERS:
                with self.subTest(banner=banner):
                    verdict, bad = not_passing(banner.format(n=1001) + "\n" + base)
                    self.assertEqual(verdict, "fail")
                    self.assertIn("two different values", bad["inner"][1])

    def test_a_right_banner_passes(self):
        for base in (RIGHT_1000, PLAIN_1000):
            for banner in self.BANNERS + ("=== threads, n = 4 ===",):
                with self.subTest(banner=banner):
                    self.assertEqual(not_passing(banner.format(n=1000) + "\n" + base), ("pass", {}))

    def test_a_long_banner_stays_fast(self):
        for line in ("=" * 4096, "= " * 2048, "=== smooth " * 400 + "n = 1000", "# " + "a " * 2000 + "n = 1000 ==="):
            began = time.process_time()
            not_passing(line + "\n" + RIGHT_1000)
            self.assertLess(time.process_time() - began, 1.0, line[:20])


class NamedBesideFractions(unittest.TestCase):
    # (a count line that names its bracket's number a fraction, beside the fraction's own right line)
    LINES = ("{a}: {c} below threshold (fraction {f})", "{a}: {c} below threshold (ratio = {f})",
             "{a}: {c} below threshold [fraction: {f}]", "{a}: {c} below 0.1 (fraction of inner elements {f})",
             "{a}: {c} below threshold (percentage: {p}%)")
    RIGHT = {"x": ("100024", "0.100024", "10.0024"), "y": ("12", "1.2e-05", "0.0012")}
    WRONG = {"x": ("100024", "0.100025", "10.0025"), "y": ("12", "1.3e-05", "0.0013")}

    def test_a_wrong_bracketed_fraction_fails_its_fraction(self):
        for array in "xy":
            c, f, p = self.WRONG[array]
            for line in self.LINES:
                text = PLAIN_1000 + line.format(a=array, c=c, f=f, p=p) + f"\nFraction {array}: {self.RIGHT[array][1]}\n"
                with self.subTest(line=line, array=array):
                    verdict, bad = not_passing(text)
                    self.assertEqual((verdict, set(bad)), ("fail", {"fraction_" + array}))

    def test_a_right_bracketed_fraction_passes(self):
        for array in "xy":
            c, f, p = self.RIGHT[array]
            for line in self.LINES + ("{a}: {c} below threshold (percent {p})",):
                text = PLAIN_1000 + line.format(a=array, c=c, f=f, p=p) + f"\nFraction {array}: {f}\n"
                with self.subTest(line=line, array=array):
                    self.assertEqual(not_passing(text), ("pass", {}))
                    self.assertEqual(not_passing(RIGHT_1000 + line.format(a=array, c=c, f=f, p=p) + "\n"), ("pass", {}))

    def test_long_brackets_stay_fast(self):
        from grading.printed import fraction_beside
        for between in ("(" * 4096, " (fraction" * 400, "(fraction " + "a" * 4096, "x " * 2048 + "(ratio"):
            began = time.process_time()
            fraction_beside("12" + between + "0.5", 2, 2 + len(between))
            self.assertLess(time.process_time() - began, 0.5)


if __name__ == "__main__":
    unittest.main()
