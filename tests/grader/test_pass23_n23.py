"""test_pass23_n23.py - n23's items: the twenty-sixth hostile pass's F8 and F9 (wrong second printings that passed).

F8: after a right output, a second Y printing whose label carries one more word passed unread: 'y (float): 13',
'y (single): 13', 'y (v2): 13', 'y (double precision): 13', 'y recomputed: 13', 'Y recomputed in double precision
:: 13' (h26 P/p12), Octave's 'count_y_check = 13' (P/p07), 'y_check = 13', 'check_y = 13', and a check's tag after
the value 'y: 13 below t (verify pass)' (P/p13), '(verify)', '(verified)'. Now secondprints.py reads each (after
the file's counts) as another printing of the count. Before: PASS (the 13 unseen); now: FAIL below_y (12 and 13),
and the same line with the right count passes.

F9: Go's %v 'summary: {100024 13}' (P/p02) and %+v 'summary: {X:100024 Y:13}', R's 'table(y < t)' display under
its echoed command (P/p06), and pandas' Series display of one row ('array  y' / 'below_t  13' / ... / 'Name: 1,
dtype: object', P/p05) passed unread; so did a versions' table's row printed after the table closed, under a blank
line or a 'speedup: 58.5x' line (P/p10, F/t3_row_after_blank, t3b_after_speedup: 'GPU-shm  100024  0.100024  13
1.3e-05' under 'device  x<t  frac_x  y<t  frac_y'). Now each is read as the array's count (the late row as its
version's counts). Before: PASS; now: FAIL below_y (below_y2 for the row). An R table with no command echoed over
it is left as it was (it does not say its array).

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass23_n23
"""
import unittest

from grading.secondprints import r_tables, second_prints
from tests.grader.a_support import SMOOTH_500, graded, not_passing

# h26's F/base.txt: the tutorial's values for n = 1000 in key = value lines
BASE = """n+2 = 1002, n = 1000
total = 1004004, inner total = 1000000
memory per array = 0.00374021 GB
t = 0.1, a = 0.05, b = 0.1, c = 0.4
x below t: 100024 (0.100024)
y below t: 12 (1.2e-05)
"""

BASE_SIZES = BASE.split("x below t")[0]

# second printings: {x} and {y} the counts (right: 100024 and 12)
SECOND_Y = [
    "y (float): {y}", "y (single): {y}", "Y (v2) = {y}", "y (double precision): {y}", "Y (fp32) = {y}",
    "y [float64]: {y}", "y recomputed: {y}", "Y recomputed in double precision :: {y}", "y recounted = {y}",
    "recomputed y: {y}", "count_y_check = {y}", "y_check = {y}", "check_y = {y}", "countYVerify = {y}",
    "n_below_y_check = {y}", "y: {y} below t (verify pass)", "y: {y} below t (verify)", "y: {y} below t (verified)",
    "Y = {y} (check passed)", "summary: {{{x} {y}}}", "result = &{{{x} {y}}}", "summary: {{X:{x} Y:{y}}}",
    "counts: {{BelowX:{x} BelowY:{y}}}", "summary: {{CountY:{y} CountX:{x}}}",
    "> table(y < t)\n\n FALSE   TRUE \n999987     {y} ",
    "> print(table(y[2:1001, 2:1001] < 0.1))\n\n FALSE   TRUE \n 999987      {y} ",
    "array            y\nbelow_t         {y}\nfraction    0.000012\nName: 1, dtype: object",
]
SECOND_X = ["x (float): {x}", "x recomputed: {x}", "count_x_check = {x}", "x: {x} below t (verified)",
            "> table(x < t)\n\n FALSE   TRUE \n899976 {x} "]
# lines left as they were: another count's tag, a mismatch count, another word, an R table that names no array
LEFT = ["y (rank 3): 5", "y_check = 0", "max_diff_y_check = 13", "y: 13 (expected 12)", "\n FALSE   TRUE \n999987     13 ",
        "shape: {1002 1002}"]


# versions' tables, a row printed after the table closed: {y} its y count
LATE_ROWS = [
    "device      x<t    frac_x    y<t    frac_y\nCPU      100024  0.100024     12   1.2e-05\n"
    "GPU      100024  0.100024     12   1.2e-05\n\nGPU-shm  100024  0.100024     {y}   1.2e-05",
    "device      x<t    frac_x    y<t    frac_y\nCPU      100024  0.100024     12   1.2e-05\n"
    "GPU      100024  0.100024     12   1.2e-05\nspeedup: 58.5x\nGPU-shm  100024  0.100024     {y}   1.2e-05",
    "version  count_x  count_y  time_ms\nserial   100024   12   35.2\nopenmp   100024   12   9.1\n"
    "speedup: 3.9x, results match\ncuda   100024   {y}   0.2",
    "kernel   below_x   below_y\nnaive    100024   12\n\ntiled    100024   {y}",
]


class SecondPrintings(unittest.TestCase):
    def test_right_second_printings_pass_and_wrong_ones_fail(self):
        for line in SECOND_Y:
            with self.subTest(line=line):
                self.assertEqual(not_passing(BASE + line.format(x=100024, y=12) + "\n"), ("pass", {}))
                verdict, bad = not_passing(BASE + line.format(x=100024, y=21) + "\n")
                self.assertEqual((verdict, bad.get("below_y", ("",))[0]), ("fail", "fail"), bad)
        for line in SECOND_X:
            with self.subTest(line=line):
                self.assertEqual(not_passing(BASE + line.format(x=100024, y=12) + "\n"), ("pass", {}))
                verdict, bad = not_passing(BASE + line.format(x=100042, y=12) + "\n")
                self.assertEqual((verdict, bad.get("below_x", ("",))[0]), ("fail", "fail"), bad)

    def test_late_rows(self):
        for table in LATE_ROWS:
            with self.subTest(table=table):
                self.assertEqual(not_passing(BASE + table.format(y=12) + "\n"), ("pass", {}))
                verdict, bad = not_passing(BASE + table.format(y=21) + "\n")
                self.assertEqual(verdict, "fail")
                self.assertIn("fail", (bad.get("below_y", ("",))[0], bad.get("below_y2", ("",))[0]), bad)
        # a row of another width after the gap, a table with no count columns: left
        for table in ("kernel   below_x   below_y\nnaive    100024   12\n\ntiled    100024   13   0.2",
                      "kernel   time_ms   speedup\nnaive    3.1   1.0\n\ntiled    0.4   7.7"):
            text = BASE_SIZES + table + "\n"
            self.assertEqual(second_prints(text), text)

    def test_other_n(self):
        # ./smooth -n 500's own summary, then a second printing: y = 4 there
        for line in ("y (float): {y}", "count_y_check = {y}", "summary: {{24914 {y}}}", "y: {y} below t (verify)"):
            with self.subTest(line=line):
                self.assertEqual(graded(SMOOTH_500 + line.format(y=4) + "\n"), ("pass", {}))
                verdict, bad = graded(SMOOTH_500 + line.format(y=21) + "\n")
                self.assertEqual((verdict, bad.get("below_y")), ("fail", "fail"), bad)

    def test_others_left(self):
        for line in LEFT:
            with self.subTest(line=line):
                text = BASE + line + "\n"
                self.assertEqual(r_tables(second_prints(text)), text)

    def test_rewritten(self):
        self.assertEqual(second_prints(BASE + "count_y_check = 13\n"), BASE + "y below threshold = 13\n")
        self.assertEqual(second_prints(BASE + "summary: {100024 13}\n"),
                         BASE + "below threshold: x = 100024, y = 13\n")

    def test_cost(self):
        import time
        for tail in (" " * 4000, "y (float" + " 1" * 10_000_000, "\n" * 4000, "> table(y < t)\n" + " FALSE TRUE\n" * 20000,
                     "device x<t y<t\n" * 20000, "device x<t y<t\ncpu 1 2\n\n" + "gpu 1 2 " * 2_000_000):
            start = time.time()
            second_prints(r_tables(BASE + "y (float): 13\n" + tail))
            self.assertLess(time.time() - start, 2.0)


if __name__ == "__main__":
    unittest.main()
