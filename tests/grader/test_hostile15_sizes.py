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


if __name__ == "__main__":
    unittest.main()
