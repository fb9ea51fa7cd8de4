"""test_pass21_p21.py - the twenty-first hostile pass's H14 and M10 (h21 report): a right n = 1000 output with one
more line about ANOTHER n.

What was wrong (before, at b4b189e / d807f14), and now:
1. a mention of another n with no result under (or over) the output ('(Also tried n = 2000: same code, ran in 12
   ms.)', 'I also ran n = 2000 and it took 12 ms.', 'Timing for n=2000: 15.2 ms', ...): the whole file graded at
   n = 2000, FAIL (row, totals, memory, counts). Now the mention's n is no field (othern.drop_mentions): PASS; a
   wrong field beside it still fails, and an off-by-one n there ('n = 1001') is still a wrong n.
2. a line or table row of another n WITH its counts ('n = 500: x = 24914, y = 4', 'n=500: x 24914, y 4' read as
   n = 24914 (a 100 s reference run; 'n=2000: x 400714, y 46' UNGRADED past -max-n), 'Sanity check at n = 10: x below
   = 4, y below = 0' before the output, a scaling table's row '500  24914  4', CSV, Markdown): graded as one output at
   that n, 4/20. Now the line is a run of its own graded at its n (othern.with_foreign_runs; 'n = M: x A, y B'
   read as n and both counts, othern.n_pairs_written): right, 20/20 (the n = 1000 run passes); its wrong twin (a
   count changed) fails that run and the file scores the lowest, as a wrong scaling-table cell does. No count is n.
3. M10: 'Sizes to run: 1000' above the output (read as the total): the first lines dropped as a warm-up's, row and
   inner MISSING. Now a plan's list of n's is no size (othersizes.other_size): PASS; a wrong row beside it fails.
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass21_p21"""
import json
import os
import subprocess
import tempfile
import time
import unittest

from tests.grader.a_support import PLAIN_1000, RIGHT_1000, TOP, graded, not_passing
from grading import fields, othern

# right/c01_c_printf.txt's layout: a C program's printf summary ('Interior size n' is a size that may be n or n^2)
C01 = """=== HW2: 9-point smoothing ===
Row length (n+2)        = 1002
Interior size n         = 1000
Total elements (n+2)^2  = 1004004
Interior elements n^2   = 1000000
Memory per array        = 0.003740 GB
Threshold t             = 0.10
Constants a, b, c       = 0.05, 0.10, 0.40
Count x < t             = 100024  (fraction 0.100024)
Count y < t             = 12  (fraction 1.200000e-05)
smoothing took 2.918 ms
"""
BASES = (C01, PLAIN_1000, RIGHT_1000)


def wrong_y(text):
    """The base's Y count 12 changed to 21 (its own line only)."""
    for old, new in (("= 12  (", "= 21  ("), ("count y < t = 12,", "count y < t = 21,"), ("(Y)   :: 12\n", "(Y)   :: 21\n")):
        if old in text:
            return text.replace(old, new, 1)
    raise AssertionError("no Y line")


def scored(text, *flags):
    """(Gradescope's score of `text` in a file of its own, [(n, verdict, {field: status} not passing)] of its
    entries): the real command, its splitting into runs and its choice of the counted run."""
    with tempfile.TemporaryDirectory() as tmp:
        path, result = os.path.join(tmp, "out.txt"), os.path.join(tmp, "results.json")
        with open(path, "w") as f:
            f.write(text)
        out = subprocess.run([os.path.join(TOP, "scripts", "grade"), *flags, "-json", "-gradescope", result, path],
                             capture_output=True, text=True, cwd=TOP, check=False).stdout
        with open(result) as f:
            score = json.load(f)["score"]
    entries = [(e["n"], e["verdict"], {k: v["status"] for k, v in e["fields"].items() if v["status"] != "pass"})
               for e in json.loads(out)["files"]]
    return score, entries


class Mentions(unittest.TestCase):
    """1: another n mentioned with no result: no field."""
    LINES = ("(Also tried n = 2000: same code, ran in 12 ms.)", "I also ran n = 2000 and it took 12 ms.",
             "For n = 2000 it took 12 ms.", "Note: n = 2000 was too slow on my laptop.",
             "With n = 2000 the counts scale by 4, as expected.", "Timing for n=2000: 15.2 ms",
             "# tried n=4000 too -> 0.11 s", "(n = 500 ran in 3.1 ms)", "Largest size that fit in time: n = 8000")

    def test_right_output_passes(self):
        for base in BASES:
            for line in self.LINES:
                with self.subTest(base=base[:12], line=line):
                    self.assertEqual(not_passing(base + line + "\n"), ("pass", {}))
        self.assertEqual(not_passing("(First tried n = 4000, too slow.)\n" + C01), ("pass", {}))
        self.assertEqual(graded(C01 + self.LINES[0] + "\n"), ("pass", {}))  # (the command too: no run of its own)

    def test_wrong_twin_fails(self):
        for base in BASES:
            for line in self.LINES:
                with self.subTest(base=base[:12], line=line):
                    verdict, bad = not_passing(wrong_y(base) + line + "\n")
                    self.assertEqual((verdict, bad.get("below_y", ("",))[0]), ("fail", "fail"))

    def test_an_off_by_one_n_is_still_a_wrong_n(self):
        for base in BASES:
            for line in ("Timing for n=1001: 15.2 ms", "Time for n = 999: 1 ms", "(n = 1002 ran in 3.1 ms)"):
                with self.subTest(base=base[:12], line=line):
                    self.assertEqual(graded(base + line + "\n")[0], "fail")

    def test_a_mention_between_the_sizes_and_the_counts(self):
        # (the counts below it are the summary's: its sizes wait for them)
        at = C01.index("Count x")
        for line in ("Note: n = 2000 was too slow on my laptop.", "(Also tried n = 4000: ran in 50 ms.)"):
            with self.subTest(line=line):
                text = C01[:at] + line + "\n" + C01[at:]
                self.assertEqual(not_passing(text), ("pass", {}))
                self.assertEqual(fields.read_output(text)["runs"], [])
                self.assertEqual(not_passing(wrong_y(text))[1]["below_y"][0], "fail")

    def test_a_far_n_inside_the_sizes_is_still_a_wrong_n(self):
        # (the mention is above or under the output; inside its sizes, a wrong n)
        text = PLAIN_1000.replace("n = 1000\nn+2 = 1002\n", "n+2 = 1002\nn = 2000\n")
        self.assertEqual(not_passing(text)[0], "fail")

    def test_reading_keeps_the_file_s_n(self):
        reading = fields.read_output(C01 + "(Also tried n = 2000: same code, ran in 12 ms.)\n")
        self.assertEqual((fields.size_of(reading)[0], reading["runs"]), (1000, []))
        self.assertEqual(reading["fields"]["total_inner"].text, "1000000")


# (line, its wrong twin): each right for its own n (./smooth -n N -kernel cpu: n = 500 x 24914 y 4, n = 2000 x 400714
# y 46, n = 10 x 4 y 0, n = 64 x 416 y 0)
RUNS = (("n = 500: x = 24914, y = 4", "n = 500: x = 24914, y = 5"),
        ("n=500: x 24914, y 4", "n=500: x 24914, y 3"),
        ("n=2000: x 400714, y 46", "n=2000: x 400714, y 47"),
        ("(n=500: x 24914, y 4)", "(n=500: x 24914, y 6)"),
        ("n=500 -> x 24914, y 4", "n=500 -> x 24914, y 14"),
        ("n = 64 x = 416 y = 0", "n = 64 x = 416 y = 3"),
        ("n=2000 x_below=400714 y_below=46", "n=2000 x_below=400714 y_below=64"),
        ("For n = 500: x below 24914 and y below 4", "For n = 500: x below 24914 and y below 9"),
        ("\n   n   x_below   y_below\n 500     24914         4", "\n   n   x_below   y_below\n 500     24914         5"),
        ("\nn,x_below,y_below\n500,24914,4", "\nn,x_below,y_below\n500,24914,7"),
        ("\n| n | x below | y below |\n|---|---|---|\n| 500 | 24914 | 4 |",
         "\n| n | x below | y below |\n|---|---|---|\n| 500 | 24914 | 8 |"),
        ("\n   n   x_below   y_below\n 500     24914         4\n1000    100024        12\n2000    400714        46",
         "\n   n   x_below   y_below\n 500     24914         4\n1000    100024        12\n2000    400714        47"))


class OtherRuns(unittest.TestCase):
    """2: another n's line or table row with its counts: a run of its own, at its n."""

    def test_right_output_scores_full(self):
        for line, _ in RUNS:
            with self.subTest(line=line):
                score, entries = scored(C01 + line + "\n")
                self.assertEqual(score, 20.0)
                self.assertEqual(entries[0][:2], (1000, "pass"))
                self.assertGreater(len(entries), 1)
                self.assertTrue(all(n <= 2000 for n, _, _ in entries))  # (no count taken as n)

    def test_wrong_twin_fails_its_run(self):
        for _, line in RUNS:
            with self.subTest(line=line):
                score, entries = scored(C01 + line + "\n")
                self.assertLess(score, 20.0)
                self.assertEqual(entries[0][:2], (1000, "pass"))
                self.assertTrue(any(bad.get("below_y") == "fail" for _, _, bad in entries[1:]))

    def test_a_line_before_the_output(self):
        line = "Sanity check at n = 10: x below = 4, y below = 0\n\n"
        score, entries = scored(line + C01)
        self.assertEqual((score, [e[:2] for e in entries]), (20.0, [(10, "fail"), (1000, "pass")]))
        score, entries = scored(line.replace("y below = 0", "y below = 2") + C01)
        self.assertEqual((score < 20, entries[0][2].get("below_y")), (True, "fail"))

    def test_other_bases(self):
        for base in (PLAIN_1000, RIGHT_1000):
            with self.subTest(base=base[:12]):
                self.assertEqual(scored(base + "n = 500: x = 24914, y = 4\n")[0], 20.0)
                self.assertLess(scored(base + "n = 500: x = 24914, y = 5\n")[0], 20.0)
                self.assertLess(scored(wrong_y(base) + "n = 500: x = 24914, y = 4\n")[0], 20.0)

    def test_required_n(self):
        # -n 1000: the n = 1000 run graded, the other n's run set aside (docs/grading.md, 'One size: -n')
        score, entries = scored(C01 + "n = 500: x = 24914, y = 4\n", "-n", "1000")
        self.assertEqual((score, entries[0][:2]), (20.0, (1000, "pass")))
        self.assertLess(scored(wrong_y(C01) + "n = 500: x = 24914, y = 4\n", "-n", "1000")[0], 20.0)

    def test_a_heading_over_its_own_counts(self):
        # 'n = 500' after the output, its counts below it: a run of its own
        block = "\nn = 500\nx below: 24914\ny below: 4\n"
        score, entries = scored(C01 + block)
        self.assertEqual((score, [e[:2] for e in entries]), (20.0, [(1000, "pass"), (500, "fail")]))
        score, entries = scored(C01 + block.replace("below: 4", "below: 5"))
        self.assertEqual((score < 20, entries[1][2].get("below_y")), (True, "fail"))

    def test_a_full_multi_n_file_is_unchanged(self):
        blocks = "".join(f"----- n = {n} -----\nElements per row/col : {n + 2}\nInner per row/col    : {n}\n"
                         f"x below threshold    : {x}\ny below threshold    : {y}\n\n"
                         for n, x, y in ((500, 24914, 4), (1000, 100024, 12), (2000, 400714, 46)))
        score, entries = scored(blocks)
        self.assertEqual([n for n, _, _ in entries], [500, 1000, 2000])
        score, entries = scored(blocks.replace("y below threshold    : 46", "y below threshold    : 47"))
        self.assertEqual(entries[2][2].get("below_y"), "fail")

    def test_no_count_is_n_and_it_is_quick(self):
        for line in ("n=500: x 24914, y 4", "n=2000: x 400714, y 46", "n=500: x below 24914, y below 4"):
            with self.subTest(line=line):
                reading = fields.read_output(C01 + "\n" + line + "\n")
                self.assertNotIn(fields.size_of(reading)[0], (24914, 400714))
                self.assertEqual(len(reading["runs"]), 2)
                start = time.monotonic()
                score, entries = scored(C01 + "\n" + line + "\n")
                self.assertLess(time.monotonic() - start, 20)
                self.assertEqual(score, 20.0)


class PairsWritten(unittest.TestCase):
    def test_rewritten(self):
        self.assertEqual(othern.n_pairs_written("Sanity check at n = 10: x below = 4, y below = 0\n"),
                         "Sanity check at n = 10; below threshold: x = 4, y = 0\n")
        self.assertEqual(othern.n_pairs_written("n=500: y 4, x 24914"), "n = 500; below threshold: x = 24914, y = 4")

    def test_left(self):
        for line in ("n = 1000: x 0.46, y 0.33", "n = 500: x 3, x 4", "n = 1000 (x 1002, y 1002) grid", "nx = 5: x 1, y 2"):
            with self.subTest(line=line):
                self.assertEqual(othern.n_pairs_written(line), line)

    def test_cost(self):
        for text in ("n = 500: x " + "1" * 20_000_000, "n = 500:" + " " * 4000 + "x 1, y 2",
                     ("n = 500: x 1, " + " " * 4000) * 50, "n" * 10_000_000):
            start = time.process_time()
            othern.n_pairs_written(text)
            self.assertLess(time.process_time() - start, 2.0)


class SizesToRun(unittest.TestCase):
    """3: M10."""
    LINES = ("Sizes to run: 1000", "Sizes to run: 1000\nMax n tested: 4000", "Sizes to run: 500 1000 2000",
             "Problem sizes to test: 500, 1000, 2000", "n values to run: [1000]")

    def test_right_passes(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(not_passing(line + "\n" + C01), ("pass", {}))
        self.assertEqual(graded(self.LINES[1] + "\n" + C01), ("pass", {}))  # (the command: no run split off)

    def test_wrong_row_fails(self):
        for line in self.LINES:
            with self.subTest(line=line):
                verdict, bad = not_passing(line + "\n" + C01.replace("= 1002\n", "= 1003\n"))
                self.assertEqual((verdict, bad.get("row", ("",))[0]), ("fail", "fail"))


if __name__ == "__main__":
    unittest.main()
