"""The twenty-first hostile pass's count lines that hold another quantity (sections H11, H13, H5, H1, H7), each a
right n = 1000 output (the tutorial's first seven lines as `Label: value`, then the count lines), with realistic
variants (other print styles, separators, units, n = 500) and a one-value-wrong twin that must FAIL that field.

1. A timing labelled `smooth:` on a count's line (`x below t: 100024  y below t: 12  smooth: 4.1 ms`, `y below
   threshold: 12 (1.2e-05), smooth: 4.1 ms`): `smooth` is a self-check's reference word, so the time was read as
   a reference's value: X FAIL found 12, Y FAIL found 4.1 (or below_y2 FAIL found 4.1). Now a value with a time's
   unit (or a time's label) on a count's line is cut out of it before the line is read (timecut.py).
2. A kernel's timing line ending in its count (`[global  ]   0.0512 ms   156.88 GB/s  Count Y: 12 (1.20e-05)`): Y
   and its fraction MISSING; now the timer's name, time and rate are cut (timecut.py).
3. Another quantity after or before the counts (`..., time = 3.1 ms`; `Time to smooth (s): 0.0031, elements of y
   below threshold: 12, ...`): Y MISSING or the file UNGRADED; now cut as in 1 (timecut.py). An arrow before the
   fraction (`100024 values < 0.1 -> fraction 0.100024`): UNGRADED; now the arrow ends the count's clause as a comma
   does (fractionbeside.arrows_as_commas).
4. `x below t = 100024  fraction: 0.100024` (Python's print of a count and its fraction): UNGRADED (the ':' after
   `fraction` won as the separator, the count lost); now the fraction with no array beside a count is that count's
   array's, a statement of its own (fractionbeside.fraction_borrowed, asked by spaced.py).

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass21_q21
"""
import re
import time
import unittest

import grading
from tests.grader.a_support import entry_of, graded, not_passing

SIZES = """Number of elements in a row/column: 1002
Number of inner elements in a row/column: 1000
Total number of elements: 1004004
Total number of inner elements: 1000000
Memory (GB) used per array: 0.00374021
Threshold: 0.1
Smoothing constants (a, b, c): 0.05 0.1 0.4
"""
SIZES_500 = """Number of elements in a row/column: 502
Number of inner elements in a row/column: 500
Total number of elements: 252004
Total number of inner elements: 250000
Memory (GB) used per array: 0.000938788
Threshold: 0.1
Smoothing constants (a, b, c): 0.05 0.1 0.4
"""
X_WRONG, Y_WRONG = ("100024", "100042", "below_x"), ("12", "21", "below_y")
FRACTIONS = [("0.100024", "0.100042", "fraction_x"), ("1.2e-05", "2.1e-05", "fraction_y")]


def _problem_500():
    return grading.Problem({"below_x": 24914, "below_y": 4, "threshold": 0.1, "a": 0.05, "b": 0.1, "c": 0.4,
                            "iterations": 1}, lambda: {"le_x": 24914, "le_y": 4, "ghost_x": 97, "no_a_y": 523,
                                                       "swapped_y": 5})


def _wrong(text, old, new, count=1):
    """text with the first whole `old` (no digit beside it, not in the sizes) made `new`."""
    head, tail = text[:len(SIZES)], text[len(SIZES):]
    changed = re.sub(rf"(?<![\d.]){re.escape(old)}(?![\d])", new, tail, count=count)
    assert changed != tail, old
    return head + changed


class Checks(unittest.TestCase):
    def assert_right(self, counts, real=False, missing=()):
        text = SIZES + counts
        verdict, bad = not_passing(text)
        self.assertEqual({k: s for k, (s, _) in bad.items()}, {k: "missing" for k in missing}, counts)
        self.assertEqual(verdict, "fail" if missing else "pass")
        if real:
            self.assertEqual(graded(text), ("fail" if missing else "pass", {k: "missing" for k in missing}))

    def assert_wrong(self, counts, wrongs, missing=()):
        for old, new, field in wrongs:
            with self.subTest(new=new, counts=counts):
                verdict, bad = not_passing(_wrong(SIZES + counts, old, new))
                self.assertEqual((verdict, {k for k, (s, _) in bad.items() if s != "missing"}), ("fail", {field}))

    def assert_500(self, counts):
        entry = entry_of(SIZES_500 + counts, problem=_problem_500())
        self.assertEqual((entry["verdict"], [k for k, f in entry["fields"].items() if f["status"] != "pass"]),
                         ("pass", []))
        wrong = entry_of(SIZES_500 + counts.replace("24914", "24941", 1), problem=_problem_500())
        self.assertEqual((wrong["verdict"], [k for k, f in wrong["fields"].items() if f["status"] != "pass"]),
                         ("fail", ["below_x"]))


class SmoothTimingTest(Checks):
    """1: `smooth: 4.1 ms` (a timing; `smooth` a reference's word too) on a count's line (H11, H13)."""
    WITH_FRACTIONS = [
        "[CPU]  x<t: 100024 (0.100024)  y<t: 12 (1.2e-05)  smooth: 4.1 ms\n"
        "[GPU]  x<t: 100024 (0.100024)  y<t: 12 (1.2e-05)  smooth: 0.05 ms\n",
        "x below threshold: 100024 (0.100024)\ny below threshold: 12 (1.2e-05), smooth: 4.1 ms\n",
        "x below threshold: 100024 (0.100024), smooth: 4.1 ms\ny below threshold: 12 (1.2e-05), smooth: 4.1 ms\n",
        "x below t: 100024 (0.100024) | y below t: 12 (1.2e-05) | smooth: 4.1 ms\n",  # (pipes)
        "X<t = 100024 (0.100024)   Y<t = 12 (1.2e-05)   smooth = 0.0041 s\n",  # (key = value, seconds)
        "x below t: 100024 (0.100024)\nNumber of elements below threshold (Y): 12 (1.2e-05)   (smooth: 4.1 ms)\n",
        "x below t: 100024 (0.100024)\ny below t: 12 (1.2e-05), smooth took 4100 us\n",  # (microseconds)
    ]
    COUNTS_ONLY = [
        "x below t: 100024  y below t: 12  smooth: 4.1 ms\n",
        "Count-X: 100024  Count-Y: 12  Smooth: 4.1 ms\n",
        "x below t: 100024, y below t: 12, smooth: 4.1 ms\n",
        "x below t: 100024  y below t: 12  smooth time: 4.1 ms\n",
    ]

    def test_right_pass(self):
        for counts in self.WITH_FRACTIONS:
            with self.subTest(counts=counts):
                self.assert_right(counts)
        for counts in self.COUNTS_ONLY:  # (no fraction printed: MISSING, the counts read right)
            with self.subTest(counts=counts):
                self.assert_right(counts, missing=("fraction_x", "fraction_y"))
        self.assert_right(self.WITH_FRACTIONS[0], real=True)

    def test_wrong_fail(self):
        for counts in self.WITH_FRACTIONS:
            self.assert_wrong(counts, [X_WRONG, Y_WRONG] + FRACTIONS)
        for counts in self.COUNTS_ONLY:
            self.assert_wrong(counts, [Y_WRONG])
            # X wrong with no fraction printed: judged as on two lines of their own; never a pass (since h23 M2,
            # 100042 beside Y's exact 12 is a typo of 100024: a fail, typos.py; before, 'plausible')
            verdict, bad = not_passing(_wrong(SIZES + counts, "100024", "100042"))
            plain = not_passing(SIZES + "x below t: 100042\ny below t: 12\n")
            self.assertEqual((verdict, bad), plain)
            self.assertEqual(bad["below_x"][0], "fail")

    def test_a_second_line_wrong_fails(self):
        # the GPU's line's Y wrong (the CPU's right): a second printing that disagrees fails Y
        counts = self.WITH_FRACTIONS[0].replace("y<t: 12 (1.2e-05)  smooth: 0.05", "y<t: 21 (2.1e-05)  smooth: 0.05")
        verdict, bad = not_passing(SIZES + counts)
        self.assertEqual(verdict, "fail")
        self.assertTrue({"below_y", "below_y2"} & set(bad), bad)

    def test_a_self_check_still_read(self):
        # 'smooth' as a reference's word with a count (no time's unit): still the self-check it was
        verdict, bad = not_passing(SIZES + "x below t: 100024 (0.100024)\ny below t: 13 (1.3e-05), smooth: 12\n")
        self.assertEqual(verdict, "fail")
        self.assertIn("below_y", bad)

    def test_other_n(self):
        self.assert_500("x below t: 24914 (0.099656)  y below t: 4 (1.6e-05)  smooth: 1.1 ms\n")


class KernelTimingTest(Checks):
    """2: a kernel's timing line ending in its count (H5)."""
    KERNELS = ("Count X: 100024 (0.100024)\n"
               "[global  ]   0.0512 ms   156.88 GB/s  Count Y: 12 (1.20e-05)\n"
               "[shared1 ]   0.3107 ms    25.85 GB/s  Count Y: 12 (1.20e-05)\n"
               "[shared16]   0.0433 ms   185.50 GB/s  Count Y: 12 (1.20e-05)\n")
    VARIANTS = [
        "Count X: 100024 (0.100024)\n[global]   0.0512 ms  Count Y: 12 (1.20e-05)\n",
        "Count X: 100024 (0.100024)\nglobal: 0.0512 ms, Count Y: 12 (1.20e-05)\n",
        "Count X: 100024 (0.100024)\ntiled kernel (shared):  0.0433 ms   Count Y: 12 (1.2e-05)\n",
        "Count X: 100024 (0.100024)\nnaive     0.0512 ms   156.9 GB/s   y below t: 12 (1.2e-05)\n",
    ]

    def test_right_pass(self):
        self.assert_right(self.KERNELS, real=True)
        for counts in self.VARIANTS:
            with self.subTest(counts=counts):
                self.assert_right(counts)

    def test_wrong_fail(self):
        fractions = [("0.100024", "0.100042", "fraction_x")]
        for counts in [self.KERNELS] + self.VARIANTS:
            self.assert_wrong(counts, [X_WRONG, Y_WRONG] + fractions)

    def test_one_kernel_wrong_fails(self):
        counts = self.KERNELS.replace("Count Y: 12 (1.20e-05)\n[shared16]", "Count Y: 21 (2.10e-05)\n[shared16]")
        verdict, bad = not_passing(SIZES + counts)
        self.assertEqual(verdict, "fail")
        self.assertTrue({"below_y", "below_y2"} & set(bad), bad)


class TimeBesideTest(Checks):
    """3: a time after the counts, or before them, on their line; an arrow before the fraction (H7)."""
    LINES = [
        "CPU: x below threshold = 100024 (0.100024), y below threshold = 12 (1.2e-05), time = 3.1 ms\n"
        "GPU: x below threshold = 100024 (0.100024), y below threshold = 12 (1.2e-05), time = 0.05 ms\n",
        "x below threshold = 100024 (0.100024), y below threshold = 12 (1.2e-05), time = 3.1 ms\n",
        "Time to count (s): 0.0012, elements of x below threshold: 100024, fraction: 0.100024\n"
        "Time to smooth (s): 0.0031, elements of y below threshold: 12, fraction: 1.2e-05\n",
        "Time to count [ms]: 1.2 | elements of x below threshold: 100024 | fraction: 0.100024\n"
        "Time to smooth [ms]: 3.1 | elements of y below threshold: 12 | fraction: 1.2e-05\n",
        "x below threshold: 100024 (0.100024); elapsed = 1.2 ms\ny below threshold: 12 (1.2e-05); elapsed = 3.1 ms\n",
        "x below threshold: 100024 (0.100024) in 1.2 ms\ny below threshold: 12 (1.2e-05) in 3.1 ms\n",
    ]
    ARROWS = [
        "Original array: 100024 values < 0.1 -> fraction 0.100024\nSmoothed array: 12 values < 0.1 -> fraction 1.2e-05\n",
        "Input: 100024 cells below threshold => ratio 0.100024\nOutput: 12 cells below threshold => ratio 1.2e-05\n",
        "x: 100024 below 0.1 \u2192 fraction 0.100024\ny: 12 below 0.1 \u2192 fraction 1.2e-05\n",
    ]

    def test_right_pass(self):
        for counts in self.LINES + self.ARROWS:
            with self.subTest(counts=counts):
                self.assert_right(counts)
        self.assert_right(self.LINES[2], real=True)
        self.assert_right(self.ARROWS[0], real=True)

    def test_wrong_fail(self):
        for counts in self.LINES + self.ARROWS:
            self.assert_wrong(counts, [X_WRONG, Y_WRONG] + FRACTIONS)

    def test_other_n(self):
        self.assert_500("Time to smooth (s): 0.0008, elements of x below threshold: 24914, fraction: 0.099656\n"
                        "Time to smooth (s): 0.0008, elements of y below threshold: 4, fraction: 1.6e-05\n")


class FractionBesideTest(Checks):
    """4: `label = COUNT  fraction: FRAC`, the fraction with no array of its own (H1)."""
    LINES = [
        "x below t = 100024  fraction: 0.100024\ny below t = 12  fraction: 1.2e-05\n",
        "np.sum(x_inner < t) = 100024  fraction: 0.100024\nnp.sum(y_inner < t) = 12  fraction: 1.2e-05\n",
        "Count X = 100024   ratio = 0.100024\nCount Y = 12   ratio = 1.2e-05\n",
        " x below t =      100024  fraction:    0.100024\n y below t =          12  fraction:    1.2e-05\n",  # (Fortran)
    ]

    def test_right_pass(self):
        for counts in self.LINES:
            with self.subTest(counts=counts):
                self.assert_right(counts)
        self.assert_right(self.LINES[1], real=True)

    def test_wrong_fail(self):
        for counts in self.LINES:
            self.assert_wrong(counts, [X_WRONG, Y_WRONG] + FRACTIONS)

    def test_other_n(self):
        self.assert_500("x below t = 24914  fraction: 0.099656\ny below t = 4  fraction: 1.6e-05\n")


class CostTest(unittest.TestCase):
    def test_long_lines_fast(self):
        from grading.loggers import prepared
        for line in ("x below t: 100024  " + " " * 4000 + "smooth: 4.1 ms",
                     "y below t: 12, " + "smooth: 4.1 ms, " * 200,
                     "Time to smooth (s)" + " " * 4000 + ": 1",
                     "x below t = 100024  fraction" + " " * 4000 + ": 0.1",
                     "12 below -> " + "-" * 4000 + "> fraction 0.1"):
            start = time.process_time()
            prepared(line)
            self.assertLess(time.process_time() - start, 0.5, line[:40])
        start = time.process_time()
        grading.read_output(SIZES + "x below t: 100024  y below t: 12  smooth: 4.1 ms " + "1 ms " * 400000 + "\n")
        self.assertLess(time.process_time() - start, 10)


if __name__ == "__main__":
    unittest.main()
