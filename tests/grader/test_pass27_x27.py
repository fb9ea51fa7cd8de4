"""The twenty-ninth hostile pass's wrong second printings that still passed after u26 and v26 (h29's p33 / H17,
M2 / p27).

What was wrong (before: the grade at 8b7a65e): after a right output,
- p33: a run's sentence with no array named, 'The GPU version found 13.', 'On the GPU we got 13.', 'My OpenMP
  version with 16 threads found 13.', 'The CUDA kernel counted 13 values below the threshold.', passed unread
  (proseclaims.py read only a sentence naming x or y, 'So y had 13.');
- M2 / p27: an IPython/Jupyter session's 'In [7]: ny_gpu' over 'Out[7]: 13' (or 'In [7]: nx_gpu, ny_gpu' over
  'Out[7]: (100024, 13)') after the session's counts passed unread (transcripts.py labelled it 'ny_gpu = 13').
Now: proseclaims.py reads a run's sentence's one or two whole numbers at its end (one charged to the array whose
count it is nearer to); sessioncounts.py writes such a pair as the counts' printing. Each wrong line fails the
count it disagrees with; the same line with the right count passes; a timing, another threshold's count, a
grid's 'ny' are left as they were.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass27_x27
"""
import unittest

from tests.grader.a_support import C01_1000, graded, not_passing
from tests.grader.test_pass26_v26 import CPP_1000

# the h29 pass's prose report (its right/c17_prose.txt)
PROSE_1000 = """Homework 3 - Smoothing report

I ran my program with n = 1000, so every row has 1002 elements once the ghost layer is added, and
each array holds 1004004 floats in total, of which 1000000 are interior points. One array takes
0.00374021 GB of memory. I used the threshold 0.1 and the weights a = 0.05, b = 0.1 and c = 0.4.

Before smoothing, 100024 interior values of x were below the threshold, a fraction of 0.100024,
which is what we expect from uniform random numbers. After smoothing, only 12 values of y were
below it (fraction 1.2e-05), because averaging nine neighbours pulls everything toward 0.5.
"""
# the h29 pass's IPython session (its right/c15_jupyter.txt)
IPYTHON_1000 = """In [1]: n = 1000; N = n + 2

In [2]: N, n, N*N, n*n
Out[2]: (1002, 1000, 1004004, 1000000)

In [3]: x.nbytes / 1024**3   # GB per array
Out[3]: 0.0037402063608169556

In [4]: t, (a, b, c)
Out[4]: (0.1, (0.05, 0.1, 0.4))

In [5]: nx = int((x[1:-1, 1:-1] < t).sum()); nx, nx / n**2
Out[5]: (100024, 0.100024)

In [6]: ny = int((y[1:-1, 1:-1] < t).sum()); ny, ny / n**2
Out[6]: (12, 1.2e-05)
"""
BASES = (C01_1000, CPP_1000, PROSE_1000)


class SecondPrinting(unittest.TestCase):
    def agree_and_disagree(self, lines, bases=BASES, field="below_y", right="12", wrong="13"):
        """Each line (the count written as its last 'N') after each base: with the right count the output
        passes, with a wrong one `field` fails."""
        for base in bases:
            for line in lines:
                with self.subTest(base=base[:20], line=line):
                    self.assertEqual(not_passing(base + right.join(line.rsplit("N", 1)) + "\n"), ("pass", {}))
                    verdict, bad = not_passing(base + wrong.join(line.rsplit("N", 1)) + "\n")
                    self.assertEqual(verdict, "fail")
                    self.assertEqual(bad.get(field, ("",))[0], "fail", bad)

    def test_run_sentences(self):  # p33
        self.agree_and_disagree(["The GPU version found N.", "On the GPU we got N.",
                                 "My OpenMP version with 16 threads found N.",
                                 "The CUDA kernel counted N values below the threshold.",
                                 "The parallel code gives only N.", "The GPU version found 100024 and N."])
        self.agree_and_disagree(["The GPU version found N.", "The CUDA kernel counted N and 12."], field="below_x",
                                right="100024", wrong="100042")

    def test_no_run_sentence(self):
        for base in BASES:
            for line in ["The GPU version took 13 ms.", "On the GPU we got 13 ms.", "The kernel gives 13 GFLOP/s.",
                         "The GPU version found 13 blocks.", "The program returned 1.",
                         "The CUDA version found 4000 in 2.1 ms."]:
                with self.subTest(base=base[:20], line=line):
                    self.assertEqual(not_passing(base + line + "\n"), ("pass", {}))

    def test_session_pairs(self):  # M2 / p27
        self.agree_and_disagree(["In [7]: ny_gpu\nOut[7]: N", "In [7]: ny_gpu\n\nOut[7]: N",
                                 "In [7]: ny_check  # again\nOut[7]: np.int64(N)",
                                 "In [7]: nx_gpu, ny_gpu\nOut[7]: (100024, N)",
                                 "In [7]: ny_gpu, ny_gpu / n**2\nOut[7]: (N, 1.2e-05)",
                                 "In [7]: nby_cuda\nOut[7]: N"], bases=(IPYTHON_1000,))
        self.agree_and_disagree(["In [7]: nx_gpu, ny_gpu\nOut[7]: (N, 12)", "In [7]: nx2\nOut[7]: N"],
                                bases=(IPYTHON_1000,), field="below_x", right="100024", wrong="100042")
        other = IPYTHON_1000.replace("nx = int((x[1:-1, 1:-1] < t).sum()); nx, nx / n**2",
                                     "cx = count_below(x, t); cx, cx / n**2").replace(
                                     "ny = int((y[1:-1, 1:-1] < t).sum()); ny, ny / n**2",
                                     "cy = count_below(y, t); cy, cy / n**2")
        self.agree_and_disagree(["In [7]: cy_gpu\nOut[7]: N", "In [7]: gpu_cy\nOut[7]: N"], bases=(other,))

    def test_no_session_count(self):
        for line in ["In [7]: ny_gpu_ms\nOut[7]: 13",
                     "In [7]: steps\nOut[7]: 13"]:
            with self.subTest(line=line):
                self.assertEqual(not_passing(IPYTHON_1000 + line + "\n"), ("pass", {}))


class ChargedToTheCount(unittest.TestCase):  # M1: a caught recap failed a total, not the count
    def test_share_of_inner(self):  # p12
        for base in BASES:
            for line in ["y: 0.0013 % of the inner elements (13)", "y: 0.0013% of inner cells (13)",
                         "y = 1.3e-05 of the interior elements (13)", "y: 13 of the inner elements",
                         "GPU y: 0.0013 % of the inner elements (13)"]:
                with self.subTest(base=base[:20], line=line):
                    right = line.replace("13", "12").replace("1.3e", "1.2e")
                    self.assertEqual(not_passing(base + right + "\n"), ("pass", {}))
                    verdict, bad = not_passing(base + line + "\n")
                    self.assertEqual(verdict, "fail")
                    self.assertIn("fail", [bad.get(f, ("",))[0] for f in ("below_y", "below_y2")], bad)
                    self.assertNotIn("total_inner", bad)
        verdict, bad = not_passing(C01_1000 + "x: 10.0042 % of the inner elements (100042)\n")
        self.assertEqual((verdict, bad["below_x"][0]), ("fail", "fail"))
        self.assertNotIn("total_inner", bad)

    def test_share_first_printing(self):
        text = C01_1000.replace("X below threshold: 100024 (fraction 0.100024)",
                                "x: 10.0024 % of the inner elements (100024)").replace(
                                "Y below threshold: 12 (fraction 1.2e-05)", "y: 0.0012 % of the inner elements (12)")
        self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(not_passing(text.replace("(12)", "(21)"))[1]["below_y"][0], "fail")

    def test_remained(self):  # p28
        for base in BASES:
            for line in ["Resumen: en y quedaron N elementos.", "In y, N elements remained.",
                         "For y only N values were left.", "En y hay N elementos."]:
                with self.subTest(base=base[:20], line=line):
                    self.assertEqual(not_passing(base + line.replace("N", "12") + "\n"), ("pass", {}))
                    verdict, bad = not_passing(base + line.replace("N", "13") + "\n")
                    self.assertEqual((verdict, bad.get("below_y", ("",))[0]), ("fail", "fail"), bad)
                    self.assertNotIn("total", bad)


SCALA3_1000 = """scala> val n = 1000
val n: Int = 1000

scala> val rowLength = n + 2
val rowLength: Int = 1002

scala> rowLength * rowLength
val res0: Int = 1004004

scala> (t, a, b, c)
val res2: (Float, Float, Float, Float) = (0.1,0.05,0.1,0.4)

scala> val belowX = count(x, t)
val belowX: Int = 100024

scala> belowX.toDouble / (n * n)
val res3: Double = 0.100024

scala> val belowY = count(y, t)
val belowY: Int = 12

scala> belowY.toDouble / (n * n)
val res4: Double = 1.2E-5

scala> rowLength.toLong * rowLength * 4 / math.pow(2, 30)
val res1: Double = 0.0037402063608169556
"""


class ScalaRepl(unittest.TestCase):  # H22 / p15
    def test_echo_not_data(self):
        """The echoed code gives no value (before: a row length of 4 from 'math.pow(2, 30)', graded at n = 2)."""
        for text in (SCALA3_1000, SCALA3_1000.replace("val n: Int", "n: Int").replace("val belowY: Int", "belowY: Int")
                     .replace("val rowLength: Int", "rowLength: Int").replace("val belowX: Int", "belowX: Int")):
            with self.subTest(text=text[-80:]):
                verdict, bad = not_passing(text)
                self.assertNotIn("row", bad)
                for field in ("inner", "below_x", "below_y", "threshold", "constants", "fraction_x", "fraction_y"):
                    self.assertNotIn(field, bad)
                self.assertEqual(not_passing(text.replace("= 12\n", "= 21\n"))[1]["below_y"][0], "fail")
                self.assertEqual(not_passing(text.replace("= 100024\n", "= 100042\n"))[1]["below_x"][0], "fail")

    def test_result_after_counts(self):
        for base in (C01_1000, CPP_1000):  # (a bare tuple after prose: baretuples.py's, not read)
            for line in ["res0: (Int, Int) = (100024,N)", "val res0: (Int, Int) = (100024,N)",
                         "res5: (Long, Long) = (100024, N)"]:
                with self.subTest(base=base[:20], line=line):
                    self.assertEqual(not_passing(base + "12".join(line.rsplit("N", 1)) + "\n"), ("pass", {}))
                    verdict, bad = not_passing(base + "13".join(line.rsplit("N", 1)) + "\n")
                    self.assertEqual((verdict, bad.get("below_y", ("",))[0]), ("fail", "fail"), bad)


R_1000 = """[1] "row length (n+2): 1002"
[1] "n: 1000"
[1] "total elements: 1004004"
[1] "inner elements: 1000000"
[1] "memory per array: 0.00374021 GB"
[1] "threshold: 0.1"
[1] "a b c: 0.05 0.1 0.4"
"""


class RStrings(unittest.TestCase):  # M3
    def test_several_strings_a_line(self):
        for lines in ['[1] "x below t: 100024 (0.100024)" "y below t: 12 (1.2e-05)"',
                      '[1] "x below threshold: 100024 (fraction 0.100024)" "y below threshold: 12 (fraction 1.2e-05)"',
                      '[1] "x below t: 100024 (0.100024)"   "y below t: 12 (1.2e-05)"   "done"',
                      '[1] "X below threshold: 100024 (0.100024)"\n[2] "Y below threshold: 12 (1.2e-05)" "end"']:
            text = R_1000 + lines + "\n"
            with self.subTest(lines=lines):
                self.assertEqual(not_passing(text), ("pass", {}))
                self.assertEqual(not_passing(text.replace(": 12 (", ": 21 ("))[1]["below_y"][0], "fail")
                self.assertEqual(not_passing(text.replace(": 100024 (", ": 100042 ("))[1]["below_x"][0], "fail")


class JsonLinesRecap(unittest.TestCase):  # F20 (left from the twenty-second round)
    def test_recap_of_the_fields_it_names(self):
        """Before: a JSON-lines recap that disagrees was graded as a second run, all 11 fields (7/20)."""
        for base in (C01_1000, CPP_1000):
            for line in ['{"n": 1000, "x_below": 100024, "y_below": N}',
                         '{"n": 1000, "x_below": 100024, "y_below": N, "time_s": 0.52}',
                         '{"run": 2, "n": 1000, "below_x": 100024, "below_y": N}',
                         '{"n": 1000, "count_x": 100024, "frac_x": 0.100024, "count_y": N, "frac_y": 1.2e-05}',
                         'n=1000 x_below=100024 y_below=N elapsed=0.52', "n,x_below,y_below\n1000,100024,N"]:
                with self.subTest(base=base[:20], line=line):
                    self.assertEqual(graded(base + line.replace("N", "12") + "\n"), ("pass", {}))
                    self.assertEqual(graded(base + line.replace("N", "13") + "\n"), ("fail", {"below_y": "fail"}))
                    wrong_x = line.replace("N", "12").replace("100024,", "100042,").replace("100024 ", "100042 ")
                    self.assertEqual(graded(base + wrong_x + "\n"), ("fail", {"below_x": "fail"}))


if __name__ == "__main__":
    unittest.main()
