"""test_pass30_lead.py - the lead's fixes in the twenty-sixth round of issue 66 (grading, round 3).

- The thirty-second pass's M1, memory (issue item 2: any file under the read cap in <= 300 MB): a 60 MiB
  per-sweep log (`it=16 res=0.83 nx=100024 ny=12 dt=0.67ms ... t=0.1 a=0.05 b=0.1 c=0.4 n=1000 row=1002 mem=...`)
  took 539 MB: every `a=0.05`, `b=0.1`, `c=0.4` printing was kept (singles: three tuples and a string a line,
  millions). Now each constant's distinct values are kept at their first printing, and the latest (fields.py):
  216 MB. `srun -l` ranks' lines (`0: Number of elements below threshold (Y) :: 3`, a million of them) took
  426 MB: tasklabels.py put the tasks' lines together from a list of every line (a string each). Now a line at a
  time, joined a thousand at a time: 276 MB.
- The same log's `nx=100024 ny=12 ... n=1000` (its counts under terse names, no fractions): `nx` was read as the
  inner size, a right output FAILed. Now a record's terse counts without fractions are named where the record
  states its n and neither count is that n (recordnames.py).
- Found beside it: a per-sweep record `it=1 x_count=100024 y_count=13 n=1000 t=0.1` after a right output PASSED:
  the record's items after y's value (`n=1000 t=0.1`) were read as part of it and the 13 lost. Now items after an
  array's value in a record (no blank around their `=`) are statements of their own (statements.py); the line
  is a run of its own for n = 1000, and its wrong Y fails.
- The thirty-third pass's H10 (left by d30 and c30): a bracket of statistics after a count's words, `y: 12 below t
  (min(y)=0.0412, max(y)=0.98)`, read 0.0412 as y's fraction (FAIL). Now a bracket of one to five named statistics
  after a word is cut as one after a number was (statclauses.py); a count's fraction in brackets stays read.
- The thirty-third pass's H19: a timer's line under a count's step name with the count it found in brackets, `CPU:
  Count-Y :: 0.001097 (13 found)`, after a right output PASSED. Now the bracket's count is a printing of the array's
  count (restatedforms.py); a step's time under another name (`y_time = 0.3 (13 found)`) and a bracket's value
  printed elsewhere as no count (`(1004004 elements)`) stay as they were.
- The thirty-third pass's H21: a PLAUSIBLE output (X off by 402, Y exact; the test: X 100101, Y 14): Canvas's Notes cell was empty, and the
  feedback listed the unverified counts under "Right:" as well as under "Unverified:", saying "your counts are not
  the tutorial generator's" though Y is. Now Canvas's Notes carry the unverified note (as every other export), the
  feedback's "Right:" lists the verified fields only and says the counts are "not all" the generator's (lms.py).
- A review of the round's patterns (a helper, read-only): restatedforms searched the whole text for another sweep's
  line once a candidate line (256 `iteration 1: y below t = 99` lines over 0.5 MB of blanks: 25.8 s); rootresults and
  sizearrows rewrote a whole 20 MB text line by line (10.8 s, 10.9 s). Now once a text, and the text's ends only
  (textends.at_the_ends, as the other whole-text rewrites).
- A fresh thirty-fourth pass (on 5d88a43) H2: a collective's lead c30's rootresults.py did not know: `Rank 0 after
  MPI_Allreduce: y below threshold = 12 (1.2e-05)`, `Rank 0 after gather: x below threshold = ...`, `after MPI_Allreduce
  nbx = ...` (MISSING, or with the lead on every line UNGRADED); `rank 0 after reduce: y below threshold = 13`, `MPI_Reduce
  done, nby = 13` after a right output PASSED. Now those leads are cut as the others are.
"""
import os
import sys
import tracemalloc
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "scripts"))
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from grading import fields, tasklabels  # noqa: E402
from tests.grader.a_support import C01_1000, RIGHT_1000, SIZES_1000, RightAndWrong, graded  # noqa: E402


def _peak(function, *args):
    """The most memory Python held while function(*args) ran, above what it held before."""
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        function(*args)
        return tracemalloc.get_traced_memory()[1] - before
    finally:
        tracemalloc.stop()


class ConstantsPrintedEverySweep(unittest.TestCase):
    """`a=0.05 b=0.1 c=0.4` on each of 40,000 lines: held in at most five times the text (before: twelve times)."""

    LOG = "".join(f"it={k} res=0.{k % 997} t=0.1 a=0.05 b=0.1 c=0.4 dt=0.{k % 89}ms\n" for k in range(40000))

    def test_bounded(self):
        self.assertLess(_peak(fields.read_output, self.LOG), 5 * len(self.LOG))

    def test_still_read(self):
        """a wrong printing of a constant among them still fails; with no line of all three, the latest counts"""
        wrong = self.LOG.replace("it=30000 res=0.90 t=0.1 a=0.05 b=0.1 c=0.4", "it=30000 res=0.90 t=0.1 a=0.05 b=0.1\nc=0.45")
        self.assertNotEqual(wrong, self.LOG)
        self.assertEqual(graded(RIGHT_1000 + self.LOG[:4000]), ("pass", {}))
        self.assertEqual(graded(RIGHT_1000 + wrong[wrong.index("it=29990 "):][:4000]), ("fail", {"constants": "fail"}))
        found = fields.read_output("a = 0.05\nb = 0.1\nc = 0.4\n" * 3 + "a = 0.06\n")["fields"]["constants"]
        self.assertEqual(found.value, (0.06, 0.1, 0.4))


class TaskLinesTogether(unittest.TestCase):
    """srun -l's four tasks' lines, 24,000 of them: put together in about twice the text (before: 4.5 times)."""

    RANKS = "".join(f"{r}: Number of elements below threshold (Y) :: 3\n" for r in range(4)) * 6000

    def test_bounded(self):
        self.assertLess(_peak(tasklabels.without_task_labels, self.RANKS), 3 * len(self.RANKS))

    def test_same_lines(self):
        """each task's lines in order, the lines' ends as str.splitlines() cuts them ('\\r\\n', '\\r', '\\x0c')"""
        text = "job 1\n" + "".join(f"{r}: line {k}\r\n" if k % 2 else f"{r}: line {k}\r" for k in range(6)
                                   for r in range(3)) + "0: last\x0c1: x\n2: y\ndone"
        want = "job 1\n" + "".join("".join(f"line {k}\r\n" if k % 2 else f"line {k}\r" for k in range(6)) + last
                                   for last in ("last\x0c", "x\n", "y\n")) + "done"
        self.assertEqual(tasklabels.without_task_labels(text), want)


SUMMARY = RIGHT_1000


class PerSweepRecords(unittest.TestCase):
    """a per-sweep record after a right output: its counts read, a wrong one fails, the others' items no count"""

    def test_terse_counts_beside_n(self):
        line = "it={k} res=0.8{k} nx=100024 ny={y} dt=0.67ms gbs=30.3 t=0.1 a=0.05 b=0.1 c=0.4 n=1000 row=1002\n"
        right = SUMMARY + "".join(line.format(k=k, y=12) for k in range(3))
        self.assertEqual(graded(right), ("pass", {}))
        self.assertIn(("fail", {"below_y": "fail"}), _runs(right + line.format(k=3, y=13)))
        grid = SUMMARY + "it=1 nx=1000 ny=1000 n=1000 t=0.1\n"  # (a grid's sides: no counts)
        self.assertEqual(graded(grid), ("pass", {}))

    def test_items_after_a_count(self):
        for record in ("it=1 x_count=100024 y_count={y} n=1000 t=0.1 a=0.05", "x_count=100024 y_count={y} n=1000",
                       "step=2 count_x=100024 count_y={y} n=1000 t=0.1"):
            with self.subTest(record=record):
                self.assertEqual(graded(SUMMARY + record.format(y=12) + "\n"), ("pass", {}))
                self.assertIn(("fail", {"below_y": "fail"}), _runs(SUMMARY + record.format(y=13) + "\n"))


class StatisticsBracketAfterWords(RightAndWrong):
    """a bracket of named statistics after the count's words: no fraction"""

    def test_cut(self):
        lines = ("x: 100024 below t (min(x)=1e-06, max(x)=0.99)\ny: 12 below t (min(y)=0.0412, max(y)=0.98)\n",
                 "x: 100024 below t (mean(x) = 0.5; std(x) = 0.29)\ny: 12 below t (min(y) = 0.0412)\n",
                 "X below threshold (min 1e-06): 100024\nY below threshold (min 0.0412): 12\n")
        self.right_and_wrong([SIZES_1000 + "x fraction: 0.100024\ny fraction: 1.2e-05\n" + text for text in lines],
                             [("y: 12 ", "y: 13 ", "below_y"), (": 12\n", ": 13\n", "below_y")])

    def test_fraction_kept(self):
        for bracket, field in (("(fraction 1.3e-05)", "fraction_y"), ("(1.3e-05)", "fraction_y")):
            with self.subTest(bracket=bracket):
                self.assertEqual(graded(RIGHT_1000 + f"y: 12 below t {bracket}\n")[1].get(field), "fail")


class FoundInBrackets(RightAndWrong):
    """a step's time under a count's name, the count it found in brackets: a printing of the count"""

    def test_printings(self):
        for line in ("CPU: Count-Y :: 0.001097 ({y} found)", "Count-Y :: 0.001097 s ({y} found)", "count_y = 1.2 ms ({y} found)",
                     "GPU: count y :: 0.0004 ({y} counted)"):
            with self.subTest(line=line):
                self.assertEqual(graded(RIGHT_1000 + line.format(y=12) + "\n"), ("pass", {}))
                self.assertEqual(graded(RIGHT_1000 + line.format(y=13) + "\n"), ("fail", {"below_y": "fail"}))
        self.assertEqual(graded(RIGHT_1000 + "GPU: Count-X :: 0.0011 (100025 found)\n"), ("fail", {"below_x": "fail"}))

    def test_others_unread(self):
        for line in ("y_time = 0.3 (13 found)", "Count-Y :: 0.001097 (1004004 elements)"):
            with self.subTest(line=line):
                self.assertEqual(graded(RIGHT_1000 + line + "\n"), ("pass", {}))


class UnverifiedInEveryExport(unittest.TestCase):
    """a plausible output's Canvas row says its counts are unverified; its feedback calls them right nowhere"""

    def setUp(self):
        from grading import lms
        from tests.grader.a_support import entry_of
        self.lms, self.rubric = lms, lms.load_rubric()
        from tests.grader.test_verify import SHIFTED  # (X 100101, Y 14: consistent with random data)
        self.entry = entry_of(SIZES_1000 + SHIFTED, "class/smithjohn_42_1_out.txt")
        self.assertEqual(self.entry["verdict"], "plausible")

    def test_canvas_notes(self):
        rows = self.lms.canvas_rows([self.entry], self.rubric, "HW")
        self.assertEqual(rows[0][-1], "Notes")
        self.assertIn("4 field(s) unverified", rows[1][-1])

    def test_feedback(self):
        text = self.lms.feedback(self.entry, self.rubric, "")
        right = next(line for line in text.splitlines() if line.startswith("Right: "))
        self.assertNotIn("below threshold", right)
        self.assertIn("Smoothing constants", right)
        self.assertIn("not all the tutorial generator's", text)


class WholeTextStepsBounded(unittest.TestCase):
    """the review's three: each step asked once a text, or of a long text's ends only"""

    def test_sweep_search_once_a_text(self):
        from unittest import mock
        from grading import restatedforms
        text = RIGHT_1000 + "\n" + "iteration 1: y below t = 99\n" * 40 + "\n" * 1000
        with mock.patch.object(restatedforms, "_sweep_counted", wraps=restatedforms._sweep_counted) as asked:
            restatedforms.restated_forms(text)
        self.assertLessEqual(asked.call_count, 1)

    def test_ends_only(self):
        from unittest import mock
        from grading import notations, textends, wholetext
        text = RIGHT_1000 + "\n" + "Rank 0 reduced nby = 13\n1002 x 1002 -> 1004004 cells\n" * 40000
        for module, name in ((wholetext, "root_results_read"), (notations, "size_arrows_as_commas")):
            with self.subTest(name=name), mock.patch.object(module, name, wraps=getattr(module, name)) as step:
                fields.read_output(text)
                self.assertTrue(step.call_args_list)
                self.assertLessEqual(max(len(c.args[0]) for c in step.call_args_list), 2 * textends.SAMPLE)


class CollectiveLeads(RightAndWrong):
    """rank 0's result behind a collective's lead: the result's printing"""

    LEADS = ("Rank 0 after MPI_Allreduce: ", "rank 0 after reduce: ", "Rank 0 after gather: ", "after MPI_Allreduce ",
             "MPI_Reduce done, ", "[rank 0] after the reduction: ")

    def test_each_lead(self):
        self.right_and_wrong([C01_1000.replace("Y below threshold:", lead + "Y below threshold:") for lead in self.LEADS],
                             [("threshold: 12 (", "threshold: 13 (", "below_y")])
        for lead in self.LEADS:
            with self.subTest(lead=lead):
                self.assertEqual(graded(RIGHT_1000 + lead + "nby = 13\n"), ("fail", {"below_y": "fail"}))

    def test_others_as_they_were(self):
        for line in ("reduce the grid to its interior", "rank 0: 250 rows after gather"):
            with self.subTest(line=line):
                self.assertEqual(graded(RIGHT_1000 + line + "\n"), ("pass", {}))


def _runs(text):
    from tests.grader.a_support import runs_graded
    return [(verdict, {k: v for k, v in bad.items() if v == "fail"}) for verdict, bad in runs_graded(text)]


if __name__ == "__main__":
    unittest.main()
