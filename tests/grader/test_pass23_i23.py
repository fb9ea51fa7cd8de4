"""The twenty-fifth pass's (h25) tagged counts, version-led counts, a totals pair and a CPU|GPU table's speedup
(helper i23): H13, H9, probe p24 and F/W_totals_arrow.

What was wrong (each at n = 1000; before: the grade at bd07a8f):
- H13 (P/p10, F/W_check_label, W_verify_label, W_validation, W_shared_memory_kernel, W_naive_kernel, W_Y_final_GPU,
  F/S_only_y_*): a count whose label carries a tag in brackets, 'Y count (check): 13', 'count y < t (verify) = 13',
  '(validation)', '(shared memory kernel)', '(naive kernel)', '(final, GPU)', '(final GPU run)', was no field: a
  wrong second printing PASSED, and a right output whose only Y line was so tagged lost Y and its fraction (14/20).
- P/p24, F/W_gpu_colon_label_*: a version's name leading a count's label, Fortran's ' GPU: Number of elements
  below threshold (Y)    13', C's 'GPU: count y < t 13', after a right output PASSED (unread).
- F/W_totals_arrow: 'Totals -> x: 100024 | y: 13' was read as the Total number of elements (100024: that field
  FAILED) and y's 13 dropped (Y PASSED).
- H9 (wrong/c45, F/W_cpu_gpu_*): a CPU|GPU side-by-side table whose timing row carries a speedup ('(72.7x)') was
  no table: the GPU column's wrong Y PASSED.
Now: taggedcounts.py (headings._named asks it first) rewrites each such line as the count's printing ('y below
threshold (GPU shared) = 13'; a check's or final's tag is the count itself), the pair as both counts, and blanks
a speedup after a timing row's cells under a CPU|GPU header. Each right case passes, its wrong twin fails.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass23_i23
"""
import time
import unittest

from tests.grader.a_support import SIZES_1000, SMOOTH_500, RightAndWrong as Case, graded, not_passing

# c01's output (the h25 pass's right/c01): a C printf '%-28s =' summary
C01 = """row length (n+2)             = 1002
n                            = 1000
total elements               = 1004004
inner elements               = 1000000
memory per array             = 0.00374021 GB
threshold t                  = 0.1
a b c                        = 0.05 0.1 0.4
count x < t                  = 100024 (0.100024)
"""
Y_LINE = "count y < t                  = 12 (1.200000e-05)\n"
_PASS = ("pass", {})


class TaggedCountTest(Case):
    """H13: a count's label with a check's, a kernel's or a final run's tag in brackets is that count."""
    ONLY = [C01 + "Y (shared memory): 12 (1.2e-05)\n",  # (F/S_only_y_shared_memory)
            C01 + "count y < t (verify)         = 12 (1.200000e-05)\n",  # (F/S_only_y_verify)
            C01 + "count y < t (naive kernel) = 12 (1.200000e-05)\n",
            C01 + "Y count (check): 12 (1.2e-05)\n",
            C01 + "  Y count (validation)   :   12   (1.2e-05)\n",
            C01 + "y below threshold (GPU, shared memory): 12 (1.2e-05)\n",
            C01 + "count y < t (final GPU run) = 12 (1.2e-05)\n"]

    def test_only_printing_right_pass_wrong_fail(self):
        self.right_and_wrong(self.ONLY, [(": 12 (", ": 21 (", "below_y"), ("= 12 (", "= 21 (", "below_y"),
                                         ("12 (1.2", "14 (1.4", "below_y")])

    def test_second_printing(self):
        for line, field in ((" Y count (check)                   13", "below_y"),  # (P/p10)
                            ("Y count (check): 13", "below_y"), ("count y (check) 13", "below_y"),
                            ("count y < t (verify)         = 13", "below_y"),
                            ("count y < t (validation) = 13", "below_y"), ("x (check): 100025", "below_x"),
                            ("count x < t (validation) = 100042", "below_x"),
                            ("count y < t (shared memory kernel) = 13", "below_y2"),
                            ("Y (shared memory): 13", "below_y2"), ("count y < t (naive kernel) = 13", "below_y2"),
                            ("Y (texture memory): 21", "below_y2"), ("Y (final, GPU): 13", "below_y2"),
                            ("Y (GPU, final): 13", "below_y2"), ("Y (final GPU run): 13", "below_y2"),
                            ("y below t (shared, 16x16 tiles): 13", "below_y2"),
                            ("Y count (check): 12", None), ("Y (texture memory): 12", None),
                            ("count y < t (shared memory kernel) = 12", None), ("Y (final, GPU): 12", None)):
            with self.subTest(line=line):
                verdict, bad = not_passing(C01 + Y_LINE + line + "\n")
                if field is None:
                    self.assertEqual((verdict, bad), _PASS)
                else:
                    self.assertEqual(verdict, "fail")
                    self.assertEqual(bad[field][0], "fail", bad)

    def test_other_tags_left(self):
        from grading.taggedcounts import _tag
        for tag in ("rank 3", "reference", "expected", "2 threads", "time", "partial"):
            self.assertIsNone(_tag(tag), tag)
        self.assertEqual(_tag("final, GPU"), "GPU")
        self.assertEqual(_tag("shared memory kernel"), "shared")
        self.assertEqual(_tag("verify"), "")

    def test_n_500_logger(self):
        text = ("2026-11-30 07:40:01,123 INFO n = 500\n2026-11-30 07:40:01,124 INFO row length = 502\n"
                "2026-11-30 07:40:01,124 INFO total elements = 252004\n2026-11-30 07:40:01,124 INFO inner elements = 250000\n"
                "2026-11-30 07:40:01,124 INFO memory per array = 0.000938788 GB\n2026-11-30 07:40:01,124 INFO threshold = 0.1\n"
                "2026-11-30 07:40:01,124 INFO a, b, c = 0.05, 0.1, 0.4\n"
                "2026-11-30 07:40:01,125 INFO x count below threshold = 24914 (0.099656)\n"
                "2026-11-30 07:40:01,125 INFO y count (validation): 4 (1.6e-05)\n")
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace("(validation): 4", "(validation): 5"))[1]["below_y"], "fail")


class VersionLedTest(Case):
    """P/p24: a version's name before a count's label is that version's count."""

    def test_second_printing(self):
        fortran = SIZES_1000.replace("::", "  ") + (" Number of elements below threshold (X)         100024\n"
                                                    " Fraction of elements below threshold       0.100024000\n"
                                                    " Number of elements below threshold (Y)             12\n"
                                                    " Fraction of elements below threshold        1.20000004E-05\n")
        for base in (fortran, C01 + Y_LINE):
            for line, field in ((" GPU: Number of elements below threshold (Y)           13", "below_y2"),
                                ("GPU: count y < t 13", "below_y2"), ("cuda: y below threshold = 21", "below_y2"),
                                ("[GPU] - count x < t 100042", "below_x2"),
                                (" GPU: Number of elements below threshold (Y)           12", None),
                                ("GPU: count y < t 12", None)):
                with self.subTest(base=base[:20], line=line):
                    verdict, bad = not_passing(base + line + "\n")
                    if field is None:
                        self.assertEqual((verdict, bad), _PASS)
                    else:
                        self.assertEqual(verdict, "fail")
                        self.assertEqual(bad[field][0], "fail", bad)

    def test_n_500(self):
        self.assertEqual(graded(SMOOTH_500 + "GPU: count y < t 4\n"), _PASS)
        self.assertEqual(graded(SMOOTH_500 + "GPU: count y < t 5\n")[1]["below_y2"], "fail")


class TotalsPairTest(Case):
    """F/W_totals_arrow: both counts under a plural total's label."""

    def test_pair(self):
        for line, field in (("Totals -> x: 100024 | y: 13", "below_y"), ("Totals: x = 100042, y = 12", "below_x"),
                            ("Counts => x 100024 ; y 21", "below_y"), ("Totals -> x: 100024 | y: 12", None),
                            ("Totals: x = 100024, y = 12", None)):
            with self.subTest(line=line):
                verdict, bad = not_passing(C01 + Y_LINE + line + "\n")
                if field is None:
                    self.assertEqual((verdict, bad), _PASS)
                else:
                    self.assertEqual(verdict, "fail")
                    self.assertEqual(bad[field][0], "fail", bad)
                    self.assertNotIn("total", bad)  # (the Total number of elements is right)


_TABLE = """Problem: n=1000 -> 1002x1002 floats (1004004 total, 1000000 inner), 0.00374021 GB/array
Params:  t=0.1 a=0.05 b=0.1 c=0.4
              CPU          GPU
smooth   2.981 ms     0.041 ms   (72.7x)
x<t        100024       100024
y<t            12           12
frac x   0.100024     0.100024
frac y    1.2e-05      1.2e-05
"""


class SpeedupTableTest(Case):
    """H9: a CPU|GPU table's timing row with a speedup after its cells: each column is read."""

    def test_columns(self):
        right = [_TABLE, _TABLE.replace("(72.7x)", "(speedup 72x)"), _TABLE.replace("(72.7x)", "72.7x faster"),
                 _TABLE.replace("CPU          GPU", "Host       Device").replace("(72.7x)", "[x72.7]")]
        for text in right:
            with self.subTest(text=text):
                self.assertEqual(not_passing(text), _PASS)
            for old, new, field in (("12           12", "12           13", "below_y2"),
                                    ("100024       100024", "100024       100042", "below_x2"),
                                    ("1.2e-05      1.2e-05", "1.2e-05      1.3e-05", "fraction_y2")):
                with self.subTest(text=text, new=new):
                    verdict, bad = not_passing(text.replace(old, new))
                    self.assertEqual(verdict, "fail")
                    self.assertEqual(bad[field][0], "fail", bad)

    def test_three_columns(self):
        text = ("n = 1000, rows of 1002 (1004004 elements, 1000000 inner), 0.00374021 GB per array\n"
                "threshold 0.1, a = 0.05, b = 0.1, c = 0.4\n"
                "            serial        openmp          cuda\n"
                "time      3.10 s        0.81 s       0.02 s    (155.0x speedup)\n"
                "below x   100024        100024        100024\n"
                "below y       12            12            12\n")
        self.assertNotIn("below_y2", not_passing(text)[1])
        self.assertEqual(not_passing(text.replace("12            12$", "x"))[1].get("below_y2"), None)
        verdict, bad = not_passing(text.replace("12            12            12", "12            12            21"))
        self.assertEqual(bad["below_y2"][0], "fail", bad)

    def test_cost(self):
        for tail in (" " * 4000 + "x\n", "CPU GPU\n" + "smooth 1 ms " + " " * 20_000_000 + "(2x)\n",
                     "Y count (" + "check " * 30 + ") " + " " * 4000 + "q\n"):
            begin = time.process_time()
            not_passing(C01 + Y_LINE + tail)
            self.assertLess(time.process_time() - begin, 10)  # (CPU time: the machine is shared)


if __name__ == "__main__":
    unittest.main()
