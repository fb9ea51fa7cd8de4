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

    def test_a_wrong_banner_is_no_warm_up_run(self):
        # (grade splits a file into runs where n starts over; a banner's n over the output is a second n of that
        # output, not a run of its own: the whole file is read, its n fails)
        from grading import read_output
        for base in (RIGHT_1000, PLAIN_1000):
            for banner in self.BANNERS:
                with self.subTest(banner=banner):
                    self.assertEqual(read_output(banner.format(n=1001) + "\n" + base)["runs"], [])
        warm = "=== Warm-up, n = 100 ===\nNumber of inner elements in a row/column :: 100\n" + RIGHT_1000  # (no run,
        # not graded, as before)
        self.assertEqual(len(read_output(warm)["runs"]), 1)
        two = "=== n = 1000 ===\n" + PLAIN_1000 + "=== n = 500 ===\n" + PLAIN_1000.replace("n = 1000", "n = 500")
        self.assertEqual(len(read_output(two)["runs"]), 2)
        self.assertEqual(read_output(two, run=read_output(two)["runs"][0])["fields"]["inner"].text, "1000")

    def test_a_numbered_banner_gives_its_n_not_its_number(self):
        for banner in ("=== Test 1, n = {n} ===", "=== Run 2, n = {n} ===", "=== Case 3 (n = {n}) ==="):
            with self.subTest(banner=banner):
                self.assertEqual(not_passing(banner.format(n=1000) + "\n" + RIGHT_1000), ("pass", {}))
                verdict, bad = not_passing(banner.format(n=1001) + "\n" + RIGHT_1000)
                self.assertEqual(verdict, "fail")
                self.assertIn("1001", bad["inner"][1])

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


STEPS = """Step 1: n = 1000, so each array is 1002 x 1002
Step 2: allocated x and y, 1004004 floats each (0.00374021 GB each)
Step 3: x filled with random numbers, seed 1
Step 4: y = smoothed x with a = 0.05, b = 0.10, c = 0.40
Step 5: counting inner elements (1000000) below threshold 0.1
        x: 100024  (0.100024)
        y: 12  (0.000012)
"""


class ProseSizes(unittest.TestCase):
    def test_the_steps_output_passes(self):
        self.assertEqual(not_passing(STEPS), ("pass", {}))
        for old, new in (("allocated x and y, ", "allocated x and y: "), ("allocated x and y", "allocating both arrays"),
                         (" (0.00374021 GB each)", " (0.00374021 GB per array)"), ("counting inner", "counting the inner"),
                         ("inner elements", "interior points")):
            with self.subTest(new=new):
                self.assertEqual(not_passing(STEPS.replace(old, new)), ("pass", {}))

    def test_a_wrong_prose_size_fails_its_field(self):
        for old, new, field in (("1004004 floats", "1004005 floats", "total"), ("0.00374021 GB each", "0.00374022 GB each",
                                                                                "memory"),
                                ("(1000000)", "(1000001)", "total_inner"), ("(1000000)", "(1004004)", "total_inner")):
            with self.subTest(new=new):
                verdict, bad = not_passing(STEPS.replace(old, new))
                self.assertEqual((verdict, set(bad)), ("fail", {field}))

    def test_a_bare_bracketed_number_is_no_size(self):
        from grading.grids import size_in_brackets
        for line in ("counting elements (1000000) below threshold 0.1", "y below threshold (12) in 3 passes",
                     "threads (8) used for inner elements", "counting inner elements (1000000.5) below 0.1"):
            with self.subTest(line=line):
                self.assertIsNone(size_in_brackets(line))

    def test_long_lines_stay_fast(self):
        from grading.grids import size_in_brackets
        for line in ("a " * 2048 + "(1000)", "(" * 4096, "inner elements " * 270 + "(1000000)", "a(" * 2048):
            began = time.process_time()
            size_in_brackets(line)
            not_passing(RIGHT_1000 + line + "\n")
            self.assertLess(time.process_time() - began, 1.0, line[:20])


TIMING = """[init] n = 1000, allocating two 1002 x 1002 float arrays
[init] total elements per array: 1004004 (inner: 1000000)
[init] memory per array: 0.00374021 GB
[init] srand(1), filling x with rand()/RAND_MAX   0.0091 s
[smooth] a=0.05 b=0.10 c=0.40   0.0042 s  (2.38 GFLOP/s)
[count] threshold 0.1
[count] x: 100024 below  fraction 0.100024   0.0011 s
[count] y: 12 below  fraction 0.000012   0.0010 s
"""


class AllocatedShapes(unittest.TestCase):
    def test_an_allocated_shape_after_n_is_the_row(self):
        self.assertEqual(not_passing(TIMING), ("pass", {}))
        for new in ("n = 1000, allocating 1002 x 1002 arrays", "n = 1000; allocate two 1002 x 1002 double arrays",
                    "n = 1000, allocating two 1002 x 1002 arrays"):
            with self.subTest(new=new):
                self.assertEqual(not_passing(TIMING.replace("n = 1000, allocating two 1002 x 1002 float arrays", new)),
                                 ("pass", {}))

    def test_a_wrong_allocated_shape_fails(self):
        verdict, bad = not_passing(TIMING.replace("1002 x 1002 float", "1003 x 1003 float"))
        self.assertEqual(verdict, "fail")
        self.assertIn("1003", bad["inner"][1])


NO_N = """$ ./smooth_hw 1000
{shape}
memory/array = 0.00374021 GB
threshold = 0.1
a = 0.05 b = 0.10 c = 0.40
x below threshold = 100024 (0.100024)
y below threshold = 12 (1.20e-05)
"""


class ArrayShapesWithoutN(unittest.TestCase):
    def test_an_arrays_shape_is_the_row(self):
        for shape, missing in (("x and y are 1002 x 1002 floats", {"inner", "total", "total_inner"}),
                               ("Arrays are 1002 x 1002 = 1004004 elements", {"inner", "total_inner"}),
                               ("Array 1002 x 1002 = 1004004 elements", {"inner", "total_inner"}),
                               ("Arrays: 1002 x 1002 = 1004004 elements", {"inner", "total_inner"}),
                               ("Allocated arrays of 1002 x 1002", {"inner", "total", "total_inner"})):
            for text in (NO_N.format(shape=shape), NO_N.format(shape=shape).replace(" (0.100024)", "").replace(
                    " (1.20e-05)", "")):
                with self.subTest(shape=shape, text=text[-30:]):
                    verdict, bad = not_passing(text)
                    self.assertEqual(verdict, "fail")
                    self.assertLessEqual(set(bad) - {"fraction_x", "fraction_y"}, missing)
                    self.assertEqual({status for status, _ in bad.values()}, {"missing"})

    def test_a_wrong_arrays_shape_fails(self):
        for shape in ("Arrays are 1003 x 1003 = 1006009 elements", "x and y are 1001 x 1001 floats"):
            with self.subTest(shape=shape):
                verdict, bad = not_passing(NO_N.format(shape=shape))
                self.assertEqual(verdict, "fail")
                self.assertIn("fail", {status for status, _ in bad.values()})
        for shape in ("Array 1003 x 1003 = 1006009 elements", "Arrays are 1001 x 1001"):
            with self.subTest(shape=shape):
                verdict, bad = not_passing(shape + "\n" + PLAIN_1000)
                self.assertEqual(verdict, "fail")  # (a wrong array's side judged as n, as before)
                self.assertTrue({"inner", "row"} & {key for key, (status, _) in bad.items() if status == "fail"})
                self.assertEqual(not_passing(shape.replace("1003", "1002").replace("1001", "1002").replace(
                    "1006009", "1004004") + "\n" + PLAIN_1000), ("pass", {}))


PRODUCTS = """n = 1000
memory/array = 0.00374021 GB
threshold = 0.1
a = 0.05 b = 0.10 c = 0.40
x below threshold = 100024 (0.100024)
y below threshold = 12 (1.20e-05)
{line}
"""


class ProductsOnOneLine(unittest.TestCase):
    LINES = ("Total (with halo) = {r} x {r} = {t}, inner = {n} x {n} = {i}",
             "Total = {r} x {r} = {t}, inner = {n} x {n} = {i}",
             "Grid (with ghosts): {r} x {r} = {t}; interior: {n} x {n} = {i}")

    def test_each_product_is_its_own_labels(self):
        for line in self.LINES:
            with self.subTest(line=line):
                text = PRODUCTS.format(line=line.format(r=1002, t=1004004, n=1000, i=1000000))
                self.assertEqual(not_passing(text), ("pass", {}))

    def test_a_wrong_product_fails_its_field(self):
        for line in self.LINES:
            for values, fields in (({"r": 1003, "t": 1006009}, {"row", "total"}), ({"t": 1004005}, {"total"}),
                                   ({"i": 1000001}, {"total_inner"})):
                given = dict({"r": 1002, "t": 1004004, "n": 1000, "i": 1000000}, **values)
                with self.subTest(line=line, values=values):
                    verdict, bad = not_passing(PRODUCTS.format(line=line.format(**given)))
                    self.assertEqual(verdict, "fail")  # ('Total = 1003 x 1003': a plain total's side judged as n)
                    self.assertLessEqual(fields - {"row"}, set(bad))
                    self.assertLessEqual(set(bad), fields | ({"inner"} if "row" in fields else set()))


class CountOfTheWhole(unittest.TestCase):
    LINES = ("y: {y} of 1000000 elements -> {py}%", "x: {x} of 1000000 elements -> {px}%",
             "Y: {y} out of 1000000 points -> {py}%", "y: {y} of 1000000 inner elements \u2192 {fy}")

    def test_a_right_recap_passes(self):
        for line in self.LINES:
            with self.subTest(line=line):
                text = PLAIN_1000 + line.format(x=100024, px="10.0024", y=12, py="0.0012", fy="1.2e-05") + "\n"
                self.assertEqual(not_passing(text), ("pass", {}))

    def test_a_wrong_recap_fails_its_count_or_fraction(self):
        for line in self.LINES:
            array = "x" if "{x}" in line else "y"
            for values, field in (({"x": 100025, "y": 13}, "below_" + array),
                                  ({"px": "10.0042", "py": "0.0013", "fy": "1.3e-05"}, "fraction_" + array)):
                given = dict({"x": 100024, "px": "10.0024", "y": 12, "py": "0.0012", "fy": "1.2e-05"}, **values)
                with self.subTest(line=line, field=field):
                    verdict, bad = not_passing(PLAIN_1000 + line.format(**given) + "\n")
                    self.assertEqual(verdict, "fail")
                    self.assertIn(field, bad)
                    self.assertLessEqual(set(bad), {"below_" + array, "fraction_" + array})


class AlreadyRead(unittest.TestCase):
    # (H6b, H8b: each field the file prints is read; the fractions / the inner total they do not print are missing)
    def test_a_prose_count_line_after_the_sizes(self):
        sizes = PLAIN_1000.split("count x")[0]
        verdict, bad = not_passing(sizes + "100024 elements of x were below the threshold and 12 elements of y.\n")
        self.assertEqual((verdict, set(bad)), ("fail", {"fraction_x", "fraction_y"}))
        verdict, bad = not_passing(sizes + "100024 elements of x were below the threshold and 13 elements of y.\n")
        self.assertEqual(bad["below_y"][0], "fail")

    def test_an_eclipse_to_string_line(self):
        tail = PLAIN_1000.split("(n+2)^2 = 1004004\n")[1].replace("n^2 = 1000000\n", "")
        text = "Result [n=1000, rows=1002, total=1004004]\n" + tail
        self.assertEqual(not_passing(text)[1].keys(), {"total_inner"})
        self.assertEqual(not_passing(text.replace("total=1004004]", "total=1004004, inner=1000000]")), ("pass", {}))
        self.assertEqual(not_passing(text.replace("rows=1002", "rows=1003"))[1]["row"][0], "fail")


if __name__ == "__main__":
    unittest.main()
