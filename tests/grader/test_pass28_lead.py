"""The lead's fixes of the twenty-fourth round (issue 66), each a test that fails without its fix.

What was wrong (before: the grade at 98f2a12):
- The grade fuzzer's crash in CI (stop 82): a count's or fraction's line holding two values with a timing
  between or after them ('y below t: 12  5.4 GB/s  13', 'y below t: 12 in 4.1 ms, 13'). timecut.py cuts
  the timing out, plans the rest, and maps the plan back; a two-results plan's value spans were mapped
  with the start rule, so a value ending where the cut began ended after the timing, and
  checked.two_apart took '12  5.4 GB/s' for a number: ValueError, and `scripts/grade` stopped with a
  traceback for the whole class. Now a span's end is its own piece's (timecut._pieces); a value the cut
  joined from two pieces leaves the line read whole.
- Its second (found on a longer run): a count's line with a negative second value ('(X) :: 100024  -01'):
  two_apart took the square root of the negative 'whole' (a complex number) and round() raised TypeError.
  A whole below 100 is never the count's grid, so the two values are two results (the second one fails).
- The thirty-first pass's F0: a count's line with a statistic after the count ('y below t: 12, max 0.9') where
  that array's fraction is printed nowhere: the count's line made an empty list of fractions beside it, and
  wholes.implied_resolved asked printings.resolve to choose among none: IndexError, the whole class stopped.
  Now an empty list leaves the field as it was (MISSING where nothing prints it).
- The thirty-first pass's F1/F2: a sentence that opens with an assignment and goes on with its verb, no comma
  ('For t = 0.1 there are 100024 elements of x below the threshold.', 't = 0.1 gives 100024 ...', 'for t=0.1 we
  get ...'), or with a constant's ('With c = 0.4, there are ...', 'With a = 0.05 there are ...'): the count was
  the assignment's (UNGRADED, or X MISSING and c lost). Now thresholdfirst.py takes the verb as the head's end
  and a constant's assignment as a head of its own statement.
- The thirty-first pass's T1: a results.csv a student appended every run to, past 256 KiB (2,979 rows of 14
  columns), is not rewritten as a table (tables.REWRITTEN) and was UNGRADED 'no line gives n' with nothing
  more. The limit stays (a table's rewriting looks at every line); the reason now names it and what to hand in.
- The thirty-first pass's F13: glog's prefix on the result lines only (a summary printed with printf, the
  counts with LOG(INFO): 'I1120 14:02:11.534020 12345 smooth.cc:89] y below threshold: 12'): the count's line
  unread (UNGRADED), and its source place alone ('smooth.cc:88] x below ...') gave X = 88. Now
  loggers.prefix_end drops the prefix (and a source file's place before a ']').
- The thirty-first pass's F10: an R session's 'length(x[2:(n+1), 2:(n+1)])' over '[1] 1000000' (the slice's
  end bracketed for R's precedence) was read as all the elements: n = 998, Y FAILed; 'nrow(x)' over '[1] 1002'
  was no row. Now expressions.py reads '2:(n+1)' as the inner slice and nrow()/ncol() as a row's elements.
  (R's 'c(a, b, c)' over '[1] 0.05 0.10 0.40' is still not read as the constants.)
- A clash of c28's rankechoes.py with the thirty-first pass's P_srun_rank: rank 0's tagged restatement alone
  after the untagged result ('0: Number of elements below threshold (Y) :: 13') was emptied as a rank's partial
  and passed 20/20. Now rank 0's printing is a partial only where another rank prints the same label.
- A clash of c28's kernel-named counts with smooth's own timer table, found by tests/samples.t in CI: 'CPU:
  Count-Y (overlapped) ::  0.000000' (an action's name, its seconds) was read as a second result of Y, 0, and
  seven of sample_output/'s outputs FAILed. Now a letter joined to an action by a hyphen ('Count-Y', 'Init-X') is
  no variant's count.
- Any such defect of the grader's on one file stopped `scripts/grade` with a traceback: no report, no Canvas CSV
  for the class (issue item 2's "no file can take the class down", by another road). Now grade_file turns an
  unexpected exception into that file's UNGRADED, its reason naming the grader's defect (the traceback on
  stderr); the rest of the class is graded and exported.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass28_lead
"""
import unittest

import grading
from tests.grader.a_support import C01_1000, RightAndWrong

_Y_LINE = "Y below threshold: 12 (fraction 1.2e-05)\n"


class TimingBetweenTwoResults(RightAndWrong):
    LINES = ["y below t: 12  5.4 GB/s  {second}", "y below t: 12 in 4.1 ms, {second}",
             "fraction below t: 0.000012        5.4 GB/s {second_fraction}", "y below t: 12  {second}  4.1 ms"]

    def test_read_not_raised(self):
        for line in self.LINES:
            text = line.format(second=13, second_fraction="0.000013") + "\n"
            with self.subTest(line=text):
                grading.read_output(text)  # (raised ValueError before the fix)

    def test_second_result_checked(self):
        for line in self.LINES[:2]:
            right = C01_1000.replace(_Y_LINE, _Y_LINE + line.format(second=12) + "\n")
            self.right_and_wrong([right], [(line.format(second=12), line.format(second=13), "below_y below_y2")])


class NegativeSecondValue(unittest.TestCase):
    def test_read_not_raised(self):
        for line in ("Number of elements below threshold (X)   :: 100024  -01", "y below t: 12 -16384", "y: 12, -1"):
            with self.subTest(line=line):
                grading.read_output(C01_1000 + line + "\n")  # (raised TypeError before the fix)


class StatisticAfterACount(unittest.TestCase):  # h31 F0
    def test_no_fraction_anywhere(self):
        from tests.grader.a_support import not_passing
        for tail in (", max 0.9", ", max 0.95", " (max 0.9)", ", min 0.0412"):
            text = C01_1000.replace(_Y_LINE, "Y below threshold: 12" + tail + "\n")
            with self.subTest(tail=tail):
                verdict, bad = not_passing(text)  # (raised IndexError before the fix)
                self.assertEqual(bad.get("fraction_y", ("",))[0], "missing", bad)
        grading.read_output("n = 1000\ny below t: 12, max 0.9\n")


class AssignmentThenCount(RightAndWrong):  # h31 F1/F2
    X_LINE = "X below threshold: 100024 (fraction 0.100024)\n"

    def test_right_pass_wrong_fail(self):
        sentences = ["For t = 0.1 there are 100024 elements of x below the threshold (fraction 0.100024).",
                     "t = 0.1 gives 100024 elements of x below the threshold (fraction 0.100024)",
                     "for t=0.1 we get 100024 elements of x below the threshold, fraction 0.100024",
                     "With a = 0.05 there are 100024 elements of x below the threshold (fraction 0.100024).",
                     "With c = 0.4, there are 100024 elements of x below the threshold (fraction 0.100024)."]
        texts = [C01_1000.replace(self.X_LINE, sentence + "\n") for sentence in sentences]
        self.right_and_wrong(texts, [("100024 elements", "100025 elements", "below_x"), ("t = 0.1", "t = 0.2", "threshold"),
                                     ("c = 0.4", "c = 0.5", "constants")])


class LongTableNamed(unittest.TestCase):  # h31 T1
    def test_reason_names_the_limit(self):
        import json
        import os
        import subprocess
        import tempfile
        from tests.grader.a_support import TOP
        header = "n,row,total,total_inner,mem_gb,t,a,b,c,below_x,frac_x,below_y,frac_y,time_s\n"
        row = "1000,1002,1004004,1000000,0.00374021,0.1,0.05,0.1,0.4,100024,0.100024,12,1.2e-05,0.0042\n"
        with tempfile.TemporaryDirectory() as folder:
            for name, rows in (("short.csv", 10), ("long.csv", 4000)):
                with open(os.path.join(folder, name), "w") as f:
                    f.write(header + row * rows)
            out = subprocess.run([os.path.join(TOP, "scripts", "grade"), "-json", folder], capture_output=True,
                                 text=True, cwd=TOP, check=False).stdout
        files = {os.path.basename(e["file"]): e for e in json.loads(out)["files"]}
        self.assertEqual(files["short.csv"]["verdict"], "pass")
        self.assertEqual(files["long.csv"]["verdict"], "ungraded")
        self.assertIn(f"at most 262,144 characters (256 KiB), and this one holds {len(header + row * 4000):,}:",
                      files["long.csv"]["reason"])


class GlogOnTheCounts(RightAndWrong):  # h31 F13
    def test_right_pass_wrong_fail(self):
        counts = ("X below threshold: 100024 (fraction 0.100024)\n" + _Y_LINE)
        texts = []
        for prefix in ("I1120 14:02:11.534020 12345 smooth.cc:{line}] ", "W1120 14:02:11 7 main.cpp:{line}] ",
                       "smooth.cc:{line}] ", "stencil.cu:{line}] "):
            logged = "".join(prefix.format(line=88 + k) + line + "\n" for k, line in enumerate(counts.splitlines()))
            texts.append(C01_1000.replace(counts, logged))
        self.right_and_wrong(texts, [("100024 (fraction", "100025 (fraction", "below_x"),
                                     ("12 (fraction", "13 (fraction", "below_y")])


R_SESSION = """> n <- 1000
> nrow(x)
[1] 1002
> length(x)
[1] 1004004
> length(x[2:(n+1), 2:(n+1)])
[1] 1000000
> object.size(x) / 2^30
0.00374021 GB
> t
[1] 0.1
Constants a b c: 0.05 0.1 0.4
> sum(x[2:(n+1), 2:(n+1)] < t)
[1] 100024
> mean(x[2:(n+1), 2:(n+1)] < t)
[1] 0.100024
> sum(y[2:(n+1), 2:(n+1)] < t)
[1] 12
> mean(y[2:(n+1), 2:(n+1)] < t)
[1] 1.2e-05
"""


class RSessionSlices(RightAndWrong):  # h31 F10
    def test_right_pass_wrong_fail(self):
        self.right_and_wrong([R_SESSION, R_SESSION.replace("nrow(x)", "ncol(x)")],
                             [("[1] 1002\n", "[1] 1003\n", "row"), ("[1] 1000000", "[1] 1000001", "total_inner"),
                              ("[1] 12\n", "[1] 13\n", "below_y")])


class RankZeroRestates(RightAndWrong):  # the merge's clash (P_srun_rank)
    def test_right_pass_wrong_fail(self):
        from tests.grader.a_support import RIGHT_1000
        label = "Number of elements below threshold (Y)   :: "
        assert label + "12" in RIGHT_1000
        alone = RIGHT_1000 + "0: " + label + "12\n"
        ranks = RIGHT_1000 + "".join(f"{rank}: {label}{part}\n" for rank, part in enumerate((3, 4, 2, 3)))
        self.right_and_wrong([alone, ranks], [("0: " + label + "12", "0: " + label + "13", "below_y below_y2")])


class TimerActionsNoCount(RightAndWrong):  # the clash tests/samples.t found
    def test_right_pass_wrong_fail(self):
        import os
        from tests.grader.a_support import RIGHT_1000, TOP
        with open(os.path.join(TOP, "sample_output", "opt-n1000.txt")) as f:
            sample = f.read()  # (smooth's own output, its timer table's 'CPU: Count-Y (overlapped) ::  0.000000')
        assert "Count-Y (overlapped)" in sample
        self.right_and_wrong([sample, RIGHT_1000 + "Y count (sh18) :: 12\n"],
                             [("Y count (sh18) :: 12", "Y count (sh18) :: 13", "below_y below_y2")])


class OneFilesDefect(unittest.TestCase):
    def test_the_class_still_graded(self):
        import json
        import os
        import tempfile
        from tests.grader.a_support import graded_with_a_defect
        with tempfile.TemporaryDirectory() as folder:
            for name, text in (("a.txt", C01_1000), ("b.txt", C01_1000.replace("Threshold", "DEFECT threshold"))):
                with open(os.path.join(folder, name), "w") as f:
                    f.write(text)
            out, err = graded_with_a_defect(["-json", folder])
        files = {os.path.basename(e["file"]): e for e in json.loads(out)["files"]}
        self.assertEqual(files["a.txt"]["verdict"], "pass")
        self.assertEqual(files["b.txt"]["verdict"], "ungraded")
        self.assertIn("grade itself failed on this file (ValueError", files["b.txt"]["reason"])
        self.assertIn("Traceback", err)


if __name__ == "__main__":
    unittest.main()
