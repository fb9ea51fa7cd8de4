"""The twenty-ninth hostile pass's wrong second printings that passed unread (h29's H9, H20, H6, H23, H10, H16, H4, H14, H17).

What was wrong (before: the grade at 2813273): after a right output, a second printing of y's count that
disagrees ('13') passed in these shapes:
- H9 / H20: 'y 13', 'final y 13', 'Final y 13', 'Recap \u2014 y: 13' (an em dash), 'check: nby == 13 \u2713',
  'y == 13';
- H6: 'y -> 13', 'y => 13', 'y \u2192 13', 'gpu y -> 13'; Perl's '$VAR1 = { "x" => 100024, "y" => 13 };', PHP's
  'Array ( [x] => 100024 [y] => 13 )', Lisp's '(:x 100024 :y 13)';
- H23: a run with another thread count: 'threads=16: x 100024 y 13', 'OMP 16 threads: y = 13', a runs-by-threads
  table ('threads  x  y' over '1  100024  12' / '16  100024  13');
- H10: a count over a total, 'y: 13 of 1000000', 'y: 13/1000000' ('GPU y: 13 of 1000000 cells' failed the total);
- H16: a Markdown bullet, '- y: 13', '- **y (GPU):** 13', '* **y:** 13' (under a report's paragraph too).
Now: terseforms.py drops a bullet and a count's total, and writes the terse lines in the shapes barerecaps.py and prefixrecaps.py read; hashdisplays.py
writes the hashes and property lists as keyeddisplays.py's brace display; threadruns.py writes a thread-labelled
line as a rerun's recap ('Rerun: x 100024, y 13') and a thread table's rows as the counts' printing;
proseclaims.py writes such a sentence as the counts' printing. Each wrong line fails Y; the same
line with the right 12 passes (a single printing in that shape agrees). Lines that are no recap ('Loop unrolled
x 4', 'kernel y 13', a point's 'x 500' / 'y 501', a plist of sizes) leave a right output passing.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass26_v26
"""
import unittest

from tests.grader.a_support import C01_1000, not_passing

# the h29 pass's C++ base (its right/c02_cpp_iostream.txt): counts as 'count(y < t) = 12  -> 1.2e-05'
CPP_1000 = """=== Stencil smoothing (C++) ===
N (row incl. ghosts) = 1002
n (inner) = 1000
N*N = 1004004
n*n = 1000000
GiB/array = 0.00374021
t = 0.1  a = 0.05  b = 0.1  c = 0.4
count(x < t) = 100024  -> 0.100024
count(y < t) = 12  -> 1.2e-05
elapsed: 0.00794073 s
"""
# the h29 pass's C base (its right/c01_c_tutorial.txt)
PROSE_1000 = """Grid: 1002 x 1002 (with ghost cells), interior 1000 x 1000
Elements: total 1004004, interior 1000000
Each array uses 0.003740 GB
threshold t = 0.1; weights a = 0.05, b = 0.1, c = 0.4
x: 100024 values under t (fraction 0.100024)
y: 12 values under t (fraction 1.20e-05)
"""
# the h29 pass's Markdown report (its right/c10_markdown.txt, shortened): a table, then a paragraph
MD_1000 = """## Results

| Quantity                     | Value       |
|------------------------------|-------------|
| Row length (n+2)             | 1002        |
| Inner row length (n)         | 1000        |
| Total elements               | 1004004     |
| Inner elements               | 1000000     |
| Memory per array (GB)        | 0.00374021  |
| Threshold t                  | 0.1         |
| a, b, c                      | 0.05, 0.1, 0.4 |
| x below t                    | 100024      |
| fraction of x below t        | 0.100024    |
| y below t                    | 12          |
| fraction of y below t        | 1.2e-05     |

## Discussion

Smoothing pulls values toward the local mean, so far fewer cells of y fall under the threshold.
"""
BASES = (C01_1000, CPP_1000, PROSE_1000)


class SecondPrinting(unittest.TestCase):
    def agree_and_disagree(self, lines, fields=("below_y", "below_y2"), bases=BASES):
        """Each line (Y's count written as its last 'N') after each base: with 12 the output passes, with 13 Y
        fails."""
        for base in bases:
            for line in lines:
                with self.subTest(base=base[:20], line=line):
                    self.assertEqual(not_passing(base + "12".join(line.rsplit("N", 1)) + "\n"), ("pass", {}))
                    verdict, bad = not_passing(base + "13".join(line.rsplit("N", 1)) + "\n")
                    self.assertEqual(verdict, "fail")
                    self.assertIn("fail", [bad.get(f, ("",))[0] for f in fields], bad)

    def test_terse_recaps(self):  # H9
        self.agree_and_disagree(["y N", "  y N", "final y N", "Final Y N", "Result y N", "Recap \u2014 y: N",
                                 "Summary \u2013 y = N", "\u2014 y: N", "Rerun \u2192 y: N"])

    def test_checks(self):  # H20
        self.agree_and_disagree(["check: nby == N", "check: nby == N \u2713", "Check: nb_y == N \u2714", "y == N",
                                 "verify: y == N"])

    def test_arrows(self):  # H6
        self.agree_and_disagree(["y -> N", "y => N", "y \u2192 N", "y \u27f6 N", "GPU y -> N", "gpu: y => N"])

    def test_hashes_and_plists(self):  # H6
        self.agree_and_disagree(['$VAR1 = { "x" => 100024, "y" => N };', "$VAR1 = {'nby' => N};",
                                 '$counts = { "below_y" => N };', "Array ( [x] => 100024 [y] => N )",
                                 "Array ( ['nbx'] => 100024, ['nby'] => N )", "(:x 100024 :y N)",
                                 "(:nbx 100024 :nby N)", "{:x 100024, :y N}", "(:below-y N)"])

    def test_thread_runs(self):  # H23
        self.agree_and_disagree(["threads=16: x 100024 y N", "OMP 16 threads: y = N", "16 threads: y = N",
                                 "OMP_NUM_THREADS=16 -> y: N", "[16 threads] y N",
                                 "with 8 threads: x = 100024, y = N", "nthreads=4 | y below t: N",
                                 "threads  x       y\n1        100024  12\n16       100024  N",
                                 "| threads | time (s) | x | y |\n|---|---|---|---|\n| 1 | 0.52 | 100024 | 12 |\n"
                                 "| 8 | 0.09 | 100024 | N |",
                                 "num_threads time x y\n1 0.5 100024 12\n4 0.2 100024 N"])

    def test_count_over_total(self):  # H10 (and M1: 'GPU y: 13 of 1000000 cells' failed the total, not Y)
        self.agree_and_disagree(["y: N of 1000000", "y: N/1000000", "y = N out of 1000000", "GPU y: N of 1000000 cells",
                                 "Final y: N of 1000000 inner cells", "- y: N of 1000000"])

    def test_bullets(self):  # H16
        self.agree_and_disagree(["- y: N", "- **y (GPU):** N", "* **y:** N", "+ y (CUDA): N", "  - y = N",
                                 "- Final y: N"], bases=BASES + (MD_1000,))

    def test_right_bullets_alone(self):
        text = ("- n: 1000\n- row length: 1002\n- total elements: 1004004\n- inner elements: 1000000\n"
                "- memory per array: 0.00374021 GB\n- t = 0.1, a = 0.05, b = 0.1, c = 0.4\n"
                "- x below t: 100024 (0.100024)\n- y below t: 12 (1.2e-05)\n")
        self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(not_passing(text + "- y: 12\n"), ("pass", {}))
        self.assertEqual(not_passing(text.replace("y below t: 12", "y below t: 21"))[1]["below_y"][0], "fail")

    def test_prose(self):  # H4, H14, H17
        self.agree_and_disagree(["So y had N.", "In short: x had 100024 low values and y had N.", "y has N low values.",
                                 "In y there were N.", "Smoothing reduced the low values from 100024 to N.",
                                 "Below t: from 100024 in x to N in y.", "After smoothing: N.",
                                 "Check: after smoothing there were N.", "After smoothing, only N values remained.",
                                 "The count dropped from 100024 down to N.",
                                 "Re-running with 16 threads gave N for y.", "The GPU kernel found N in y."])
        for base in BASES:
            verdict, bad = not_passing(base + "In short: x had 100042 low values and y had 12.\n")
            self.assertEqual((verdict, bad["below_x"][0]), ("fail", "fail"))

    def test_no_recap_left(self):
        for base in BASES:
            for line in ["Loop unrolled x 4", "kernel y 13", "Peak at:\nx 500\ny 501", "block y 16",
                         "Grid:\nx 1002\ny 1002", "step y 3", '$VAR1 = { "x" => 500, "y" => 501 };', "(:x 3 :y 4)",
                         "Array ( [n] => 1000 )", "(:n 1000 :t 0.1)", "16 threads: time 0.52 s",
                         "threads=16: x 64 y 64", "threads time speedup\n1 0.5 1.0\n8 0.1 5.0", "Using 16 threads",
                         "with 16 threads: y = 0", "threads x y\n1 5 7\n2 5 8", "Peak at:\n- x: 500\n- y: 501",
                         "y: 3 of 4 tiles", "- block y: 16", "y had 13 ms of delay.",
                         "The time went from 100024 to 13 ms.", "After smoothing: 3 iterations.",
                         "It went from 1000 to 13.", "x has 2 ghost layers.", "After smoothing, 1002 per row.",
                         "The loop gave 16 in x.", "It took 13 for y to converge."]:
                with self.subTest(base=base[:20], line=line):
                    self.assertEqual(not_passing(base + line + "\n"), ("pass", {}))


if __name__ == "__main__":
    unittest.main()
