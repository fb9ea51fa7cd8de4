"""The twenty-eighth hostile pass's labels, parameters and notes (h28 REPORT.md F1, F2, F12, F16): right outputs
losing a field.

What was wrong (before: the grade at d3b3d06):
- F1: a word before the threshold's bare 't' hid it: 'params t=0.1 a=0.05 b=0.1 c=0.4', 'run with t=0.1 ...',
  'Parameters t = 0.1 a = 0.05 ...', 'INFO params t=0.1 ...' (and Python logging's '... INFO    [stencil] params
  t=0.1 ...' where only that line has the logger's prefix): threshold MISSING.
- F2: a REPL's or notebook's prompt before a tuple assignment ('In [4]: a, b, c, t = 0.05, 0.1, 0.4, 0.1',
  '>>> ...', 'julia> ...'): the threshold MISSING (and a, b, c after 'In [4]:').
- F12: the names bare and their values in brackets ('t, a, b, c: [0.1  0.05 0.1  0.4 ]', numpy's print;
  't, a, b, c = (0.1, 0.05, 0.1, 0.4)'): threshold MISSING and the constants FAIL at '0.1 0.05 0.1'.
- F16: both arrays' counts on one line apart by a gap ('x<t 100024 (0.100024)  y<t 12 (1.2e-05)', C's printf):
  y's count and fraction MISSING.
Now: words.classify reads a run's parameters' label before 't' ('params t', 'run with t') as the threshold's;
loggers.prefix_end drops a logger's bracketed name after its time and level ('[stencil] '); promptassigned.py keeps
a prompt's tuple assignment as the output's values (its prompt out); nameslettered.py reads bare names apart by
commas before bracketed values; gappedcounts.py reads each gap-apart count of an array as its own statement. Each
right case has a wrong twin (one value changed) that fails its field.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass25_s25
"""
import unittest

from tests.grader.a_support import C01_1000, COUNTS_1000, SIZES_1000, RightAndWrong as Case, graded, not_passing

# the nine fields but the threshold and the constants, smooth's layout (h28 F/base9.txt)
BASE9 = "".join(line + "\n" for line in (SIZES_1000 + COUNTS_1000).splitlines()
                if not line.startswith(("Threshold", "Smoothing constants")))
# ./smooth -n 64 -kernel cpu's summary (another n)
SMOOTH_64 = """Number of elements in a row/column       :: 66
Number of inner elements in a row/column :: 64
Total number of elements                 :: 4356
Total number of inner elements           :: 4096
Memory (GB) used per array               :: 1.62274e-05
Threshold                                :: 0.10
Smoothing constants (a, b, c)            :: 0.05 0.10 0.40
Number of elements below threshold (X)   :: 416
Fraction of elements below threshold     :: 1.01562E-01
Number of elements below threshold (Y)   :: 0
Fraction of elements below threshold     :: 0.00000E+00
"""
BASE9_64 = "".join(line + "\n" for line in SMOOTH_64.splitlines()
                    if not line.startswith(("Threshold", "Smoothing constants")))
# the seven fields but the counts and fractions (h28 F/f37a.txt's first lines)
SIZES3 = ("n=1000 (row 1002), 1004004 elements, 1000000 inner\nmemory per array: 0.00374021 GB\n"
          "t = 0.1, a = 0.05, b = 0.1, c = 0.4\n")
SETTINGS_WRONGS = [("t=0.1", "t=0.2", "threshold"), ("t = 0.1", "t = 0.2", "threshold"), ("c=0.4", "c=0.5", "constants"),
                   ("c = 0.4", "c = 0.5", "constants"), ("0.4, 0.1", "0.4, 0.2", "threshold"),
                   ("0.05, 0.1, 0.4", "0.05, 0.1, 0.5", "constants"), ("0.1  0.05", "0.2  0.05", "threshold"),
                   ("0.1, 0.05, 0.1, 0.4", "0.1, 0.1, 0.05, 0.4", "constants")]


class AnotherN(Case):
    def another_n(self, line, old, new, field):
        """At n = 64 (graded as scripts/grade does): the line right passes, with `old` made `new` fails `field`."""
        self.assertEqual(graded(BASE9_64 + line + "\n"), ("pass", {}))
        verdict, bad = graded(BASE9_64 + line.replace(old, new) + "\n")
        self.assertEqual((verdict, bad.get(field)), ("fail", "fail"))


class ParamsLabelTest(AnotherN):
    def test_another_n(self):
        self.another_n("run t=0.1 a=0.05 b=0.1 c=0.4", "t=0.1", "t=0.2", "threshold")

    def test_right_pass_wrong_fail(self):
        lines = ["params t=0.1 a=0.05 b=0.1 c=0.4", "run with t=0.1 a=0.05 b=0.1 c=0.4",
                 "Parameters t = 0.1 a = 0.05 b = 0.1 c = 0.4", "INFO params t=0.1 a=0.05 b=0.1 c=0.4",
                 "config t=0.1 a=0.05 b=0.1 c=0.4", "PARAMS T = 0.1 A = 0.05 B = 0.1 C = 0.4",
                 "input t=0.1, a=0.05, b=0.1, c=0.4", "params t=0.1\na=0.05 b=0.1 c=0.4",
                 "2026-11-30 14:08:24,884 INFO    [stencil] params t=0.1 a=0.05 b=0.1 c=0.4",
                 "INFO [smooth.main] settings t=0.1 a=0.05 b=0.1 c=0.4"]
        right = [BASE9 + line + "\n" for line in lines]
        self.right_and_wrong(right, SETTINGS_WRONGS + [("T = 0.1", "T = 0.2", "threshold")])

    def test_python_logging_throughout(self):
        log = "\n".join("2026-11-30 14:08:24,884 INFO    [stencil] " + line for line in (
            "grid 1002x1002 (n=1000), 1004004 cells, 1000000 inner", "allocating x, y: 0.003740 GB each",
            "params t=0.1 a=0.05 b=0.1 c=0.4", "x: 100024 below t (0.100024)", "y: 12 below t (1.20e-05)")) + "\n"
        self.right_and_wrong([log], [("t=0.1", "t=0.2", "threshold"), ("y: 12", "y: 21", "below_y")])

    def test_an_arrays_bracket_is_no_loggers_name(self):
        """'[y] params t=0.1': the bracket an array's name, no logger's: the line read as before (no threshold)."""
        verdict, bad = not_passing(BASE9 + "2026-11-30 14:08:24,884 INFO    [y] params t=0.1 a=0.05 b=0.1 c=0.4\n")
        self.assertEqual(bad.get("threshold", ("",))[0], "missing")


class PromptTupleTest(AnotherN):
    def test_another_n(self):
        self.another_n(">>> a, b, c, t = 0.05, 0.1, 0.4, 0.1", "0.4, 0.1", "0.4, 0.2", "threshold")

    def test_right_pass_wrong_fail(self):
        lines = ["In [4]: a, b, c, t = 0.05, 0.1, 0.4, 0.1", ">>> a, b, c, t = 0.05, 0.1, 0.4, 0.1",
                 "julia> a, b, c, t = 0.05, 0.1, 0.4, 0.1;", ">>> (a, b, c, t) = (0.05, 0.1, 0.4, 0.1)",
                 "In [2]: t, a, b, c = 0.1, 0.05, 0.1, 0.4"]
        right = [BASE9 + line + "\n" for line in lines]
        self.right_and_wrong(right, SETTINGS_WRONGS)

    def test_only_as_many_names_as_numbers(self):
        from grading.promptassigned import tuple_assigned
        self.assertTrue(tuple_assigned("a, b, c, t = 0.05, 0.1, 0.4, 0.1"))
        self.assertFalse(tuple_assigned("a, b, c, t = 0.05, 0.1, 0.4"))
        self.assertFalse(tuple_assigned("a, b = f(0.05), 0.1"))
        self.assertFalse(tuple_assigned("(a, b = 0.05, 0.1"))


class BareNamesBracketedValuesTest(AnotherN):
    def test_another_n(self):
        self.another_n("t, a, b, c: [0.1  0.05 0.1  0.4 ]", "0.1  0.4", "0.1  0.5", "constants")

    def test_right_pass_wrong_fail(self):
        lines = ["t, a, b, c: [0.1  0.05 0.1  0.4 ]", "t, a, b, c = [0.1, 0.05, 0.1, 0.4]",
                 "t, a, b, c = (0.1, 0.05, 0.1, 0.4)", "a, b, c, t: [0.05 0.1  0.4  0.1 ]",
                 "params t, a, b, c = [0.1, 0.05, 0.1, 0.4]"]
        right = [BASE9 + line + "\n" for line in lines]
        self.right_and_wrong(right, SETTINGS_WRONGS + [("0.4  0.1 ]", "0.4  0.12 ]", "threshold"),
                                                       ("[0.05 0.1  0.4", "[0.04 0.1  0.4", "constants")])

    def test_names_need_their_commas(self):
        from grading.nameslettered import names_lettered
        self.assertIsNone(names_lettered("the values are t a b c: [0.1 0.05 0.1 0.4]"))
        self.assertIsNone(names_lettered("t, a, b: [0.1 0.05 0.1 0.4]"))  # (as many values as names)


class GappedCountsTest(Case):
    def test_right_pass_wrong_fail(self):
        lines = ["x<t 100024 (10.0024%)  y<t 12 (0.0012%)", "x<t 100024 (0.100024)  y<t 12 (1.2e-05)",
                 "x < t 100024 (0.100024)  y < t 12 (1.2e-05)", "X below t 100024 (0.100024)   Y below t 12 (1.2e-05)",
                 "x<t 100024 0.100024  y<t 12 1.2e-05", "x<t    100024 (0.100024)\ty<t    12 (1.2e-05)"]
        right = [SIZES3 + line + "\n" for line in lines]
        self.right_and_wrong(right, [(" 12 ", " 21 ", "below_y"), ("(1.2e-05)", "(1.3e-05)", "fraction_y"),
                                     ("100024 (", "100042 (", "below_x"), ("(0.0012%)", "(0.0013%)", "fraction_y")])

    def test_one_array_twice_stays(self):
        from grading.gappedcounts import counts_apart
        self.assertIsNone(counts_apart("x<t 100024 (0.100024)  x<t 100024 (0.100024)", None))
        self.assertIsNone(counts_apart("x<t 100024 (0.100024)  threshold 0.1", None))


class UsedConstantsTest(Case):
    """F18: a right output (C01_1000) and a note of the constants it used: no second memory, nor a 9 as a."""
    def test_right_pass_wrong_fail(self):
        lines = ["used a=0.05 b=0.1 c=0.4", "We used a = 0.05, b = 0.1 and c = 0.4.", "used: a=0.05 b=0.1 c=0.4",
                 "Stencil used a=0.05, b=0.1, c=0.4 (diag, edge, centre)", "Recap: used a=0.05 b=0.1 c=0.4, t=0.1",
                 "used a 9-point stencil with weights 0.05 0.1 0.4", "We use a 5-pt stencil: a=0.05 b=0.1 c=0.4",
                 "Stencil: 9-point, a=0.05 b=0.1 c=0.4"]
        right = [C01_1000 + line + "\n" for line in lines]
        self.right_and_wrong(right, [("c=0.4", "c=0.5", "constants"), ("c = 0.4", "c = 0.3", "constants"),
                                     ("a=0.05 b=0.1", "a=0.1 b=0.05", "constants"), ("0.05 0.1 0.4\n", "0.05 0.1 0.5\n", "constants"),
                                     ("t=0.1\n", "t=0.2\n", "threshold")])

    def test_a_titles_points_stay(self):
        """'# Homework 3 - 9-point stencil': no weights beside it, its 9 a number as before (no size 'point' of 3)."""
        self.assertEqual(not_passing("# Homework 3 - 9-point stencil\n" + C01_1000), ("pass", {}))

    def test_bytes_stay_memory(self):
        """'b' after a number is still bytes where no other constant's letter is in the label."""
        verdict, bad = not_passing(C01_1000 + "Memory used per array: 4016017 b\n")
        self.assertEqual((verdict, bad.get("memory", ("",))[0]), ("fail", "fail"))
        self.assertEqual(not_passing(C01_1000 + "Memory used per array: 4016016 b\n"), ("pass", {}))


class BareKeysDictTest(Case):
    """F9: a dict of the counts and fractions keyed 'x', 'y', 'fx', 'fy' (flat or nested): was UNGRADED."""
    HEAD = "n=1000 N=1002 N^2=1004004 n^2=1000000 GB=0.00374021\nt=0.1 a=0.05 b=0.1 c=0.4\n"
    RESULT = "{'x': 100024, 'y': 12, 'fx': 0.100024, 'fy': 1.2e-05}"

    def test_right_pass_wrong_fail(self):
        right = [self.HEAD + self.RESULT + "\n", self.HEAD + "{'cpu': %s}\n" % self.RESULT,
                 self.HEAD + "{'cpu': %s, 'gpu': %s}\n" % (self.RESULT, self.RESULT),
                 self.HEAD + self.RESULT.replace("'", '"') + "\n",
                 self.HEAD + "results = {'y': 12, 'x': 100024, 'fy': 1.2e-05, 'fx': 0.100024}\n"]
        self.right_and_wrong(right, [("'y': 12", "'y': 21", "below_y"), ('"y": 12', '"y": 13', "below_y"),
                                     ("'fy': 1.2e-05", "'fy': 1.3e-05", "fraction_y"), ("'x': 100024", "'x': 100042", "below_x")])

    def test_a_wrong_gpu_fails(self):
        text = self.HEAD + "{'cpu': %s, 'gpu': %s}\n" % (self.RESULT, self.RESULT.replace("12", "13").replace("1.2e", "1.3e"))
        verdict, bad = graded(text)
        self.assertEqual((verdict, bad.get("below_y2")), ("fail", "fail"))

    def test_a_bare_key_alone_stays(self):
        from grading.barekeys import bare_keys_named
        text = "{'x': 1002, 'y': 1002}\n{'x': 0.5, 'fx': 0.1}\n"
        self.assertEqual(bare_keys_named(text), text)


class SideNotesTest(Case):
    """F19: a note whose one number counts something of its own, after a right output (C01_1000): no second value."""
    NOTES = ["Inner loop vectorised with 8 lanes", "Each row has 2 ghost cells", "Row/column loops: 2 nested",
             "Threshold crossings: 3 per row on average", "Threshold test done 2 times (x and y)",
             "Storage: row-major, 4 bytes per element", "Ghost layer: 2 halo cells per side", "Memory: 8 Bytes per value"]

    def test_right_pass_wrong_fail(self):
        right = [C01_1000 + note + "\n" for note in self.NOTES]
        self.right_and_wrong(right, [("Row length (n+2): 1002", "Row length (n+2): 1003", "row"),
                                     ("Threshold: 0.1", "Threshold: 0.2", "threshold"),
                                     ("Y below threshold: 12", "Y below threshold: 21", "below_y"),
                                     ("0.00374021 GB", "0.00374022 GB", "memory")])

    def test_a_count_said_so_is_read(self):
        """'y was below the threshold 13 times': a count's words, read as before (a second y, FAIL)."""
        self.assertEqual(not_passing(C01_1000 + "y was below the threshold 12 times\n"), ("pass", {}))
        verdict, bad = not_passing(C01_1000 + "y was below the threshold 13 times\n")
        self.assertEqual((verdict, bad.get("below_y", ("",))[0]), ("fail", "fail"))

    def test_two_numbers_stay(self):
        from grading.sidenotes import side_note
        self.assertFalse(side_note("Row: 1002 elements including 2 ghost cells"))
        self.assertTrue(side_note("Each row has 2 ghost cells"))


if __name__ == "__main__":
    unittest.main()
