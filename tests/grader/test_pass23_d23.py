"""The twenty-fifth hostile pass's (h25) records printed on one line, and a second MATLAB struct (helper d23):
H4, H15, H14 and M5.

What was wrong (each right at n = 1000 unless said; before: the grade at bd07a8f):
- H4 (right/c06_go_structv.txt, F/F_go_struct_*): Go's `fmt.Printf("%+v", r)`. `{... Abc:[0.05 0.1 0.4] ...}`
  8/20 (the record cut at the array's blanks, inner, totals, memory, threshold, constants and fractions MISSING);
  `Weights:[...]` UNGRADED; `Consts:{A:0.05 B:0.1 C:0.4}` constants FAIL '0.05'; `A:0.05 B:0.1 Cc:0.4` (a field
  'Cc', C taken) constants MISSING; a pointer's `&{...}` 8/20.
- H15 (right/c67_rust_prefixed_debug.txt, F/X_prefixed_*): a name before a one-line struct: `cpu = Stats { n: 1000,
  ... }` 12/20, `CPU Stats {...}` 12/20, `result: Stats {...}` 17/20 (inner, constants MISSING: 'result' read as
  the y array's name before each field), Python `res = Result(n=1000, ...)` 16/20.
- H14 (right/c59_list_of_tuples.txt, F/T_*): a dict's items on one line, `[('n', 1000), ('below_x', 100024), ...]`,
  `dict_items([...])`, JSON's `[["n", 1000], ...]`, `OrderedDict([...])`: UNGRADED, 'no count ... found'.
- M5 (P/p21_matlab_gpu_struct.txt): MATLAB's `results = struct with fields: ... inner: 1000 ... innerElements:
  1000000 ...` then a second struct `gpu = ... belowY: 13`: Y fails (right), but row, inner and total MISSING: the
  second Y made the file a candidate for several runs, and 'inner: 1000' then 'innerElements: 1000000' (one
  ambiguous size, 'inner size', n and n^2) looked like a size printed again with another value: a new run from
  line 9, the lines before it dropped as a warm-up's. Two right structs for n = 500 and n = 1000 lost fields too.
Now: Go's fields are cut at blanks outside brackets (inlinerecords._go_fields); a doubled letter ('Cc') and
'Const'/'Coef' beside a letter name a constant (constants._one_constant); a record's opening may follow a name and
a separator, or a word, before its type's name (inlinerecords._NAMED_RECORD, _OPENER; Go's '&{'); an array's
prefix is no prefix where the rest names both arrays (statements._array_prefix); a list of quoted (key, value)
pairs is a record (keypairs.py); an ambiguous size's value that is the other size of the same n as another of its
values (n and n^2, n and n+2, (n+2)^2 and n^2) starts no run (several._sized). Each right case has a wrong twin.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass23_d23
"""
import time
import unittest

from tests.grader.a_support import RightAndWrong as Case, graded, not_passing, runs_graded

_PASS = ("pass", {})


def each_run(text):
    """[{field: status} of the fields that do not pass] of each run `scripts/grade -json` makes of `text`."""
    return [fields for _, fields in runs_graded(text)]


GO = ("{Row:1002 N:1000 Total:1004004 TotalInner:1000000 MemGB:0.0037402063608169556 T:0.1 %s BelowX:100024 "
      "FracX:0.100024 BelowY:12 FracY:1.2e-05}\n")
STRUCT = ("Stats { row_len: 1002, n: 1000, total: 1004004, total_inner: 1000000, gb_per_array: 0.0037402063608169556, "
          "threshold: 0.1, abc: (0.05, 0.1, 0.4), below_x: 100024, frac_x: 0.100024, below_y: 12, frac_y: 1.2e-5 }")
PAIRS = ("('row_length', 1002), ('n', 1000), ('total', 1004004), ('total_inner', 1000000), ('gb_per_array', "
         "0.0037402063608169556), ('threshold', 0.1), ('a', 0.05), ('b', 0.1), ('c', 0.4), ('below_x', 100024), "
         "('frac_x', 0.100024), ('below_y', 12), ('frac_y', 1.2e-05)")
WRONGS = [("100024", "100042", "below_x"), ("Y:12 ", "Y:21 ", "below_y"), ("below_y: 12", "below_y: 21", "below_y"),
          ("below_y=12", "below_y=21", "below_y"), ("'below_y', 12", "'below_y', 21", "below_y"),
          ('"below_y", 12', '"below_y", 21', "below_y"), ("below_y = 12", "below_y = 21", "below_y"),
          ("1004004", "1004000", "total"), ("0.4", "0.5", "constants")]


class GoStructTest(Case):
    """H4: Go's %+v of a struct, an array or a struct among its fields."""
    RIGHT = [GO % "A:0.05 B:0.1 Cc:0.4", GO % "Abc:[0.05 0.1 0.4]", GO % "Weights:[0.05 0.1 0.4]",
             GO % "Consts:{A:0.05 B:0.1 C:0.4}", GO % "ConstA:0.05 ConstB:0.1 ConstC:0.4",
             "&" + GO % "Abc:[0.05 0.1 0.4]", "result: " + GO % "Aa:0.05 Bb:0.1 Cc:0.4",
             GO % "A:0.05 B:0.1 Cc:0.4" + "took 9.418213ms\n"]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, WRONGS + [("[0.05 0.1 0.4]", "[0.1 0.05 0.4]", "constants"),
                                                   ("Cc:0.4", "Cc:0.5", "constants")])

    def test_n_500(self):
        text = ("{Row:502 N:500 Total:252004 TotalInner:250000 MemGB:0.0009387880563735962 T:0.1 Abc:[0.05 0.1 0.4] "
                "BelowX:24914 FracX:0.099656 BelowY:4 FracY:1.6e-05}\n")
        self.assertEqual(graded(text), _PASS)
        self.assertIn("below_y", graded(text.replace("BelowY:4 ", "BelowY:5 "))[1])

    def test_a_long_line_stays_fast(self):
        start = time.monotonic()
        not_passing("{Row:1002 Abc:[" + "0.05 " * 400000 + "] N:1000 BelowX:100024 BelowY:12}\n")
        self.assertLess(time.monotonic() - start, 10)


class NamedStructTest(Case):
    """H15: a name (and '=' or ':') or a word before a struct printed on one line."""
    RIGHT = ["cpu = " + STRUCT + "\n", "stats = " + STRUCT + "\n", "CPU " + STRUCT + "\n", "result: " + STRUCT + "\n",
             "res = Result(row_length=1002, n=1000, total=1004004, total_inner=1000000, gb_per_array="
             "0.0037402063608169556, threshold=0.1, a=0.05, b=0.1, c=0.4, below_x=100024, frac_x=0.100024, below_y=12, "
             "frac_y=1.2e-05)\n",
             "r = (n = 1000, row_length = 1002, total = 1004004, total_inner = 1000000, gb_per_array = "
             "0.0037402063608169556, threshold = 0.1, abc = (0.05, 0.1, 0.4), below_x = 100024, frac_x = 0.100024, "
             "below_y = 12, frac_y = 1.2e-5)\n"]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, WRONGS)

    def test_an_array_named_before_its_record_still_says_which(self):
        text = ("n = 1000, row = 1002, total = 1004004, inner total = 1000000\nmemory per array = 0.00374021 GB\n"
                "threshold = 0.1, a = 0.05, b = 0.1, c = 0.4\nx = Stats(below=100024, fraction=0.100024)\n"
                "y = Stats(below=12, fraction=1.2e-05)\n")
        self.assertEqual(not_passing(text), _PASS)
        self.assertIn("below_y", not_passing(text.replace("below=12", "below=21"))[1])

    def test_two_named_runs(self):
        """P/p25: the CPU's struct then the GPU's, each a run; a wrong GPU Y fails, the sizes pass."""
        self.assertEqual(each_run("cpu = " + STRUCT + "\ngpu = " + STRUCT + "\n"), [{}])  # (the same twice: one run)
        gpu = STRUCT.replace("below_y: 12", "below_y: 13").replace("1.2e-5", "1.3e-5")
        self.assertEqual(each_run("cpu = " + STRUCT + "\ngpu = " + gpu + "\n"), [{}, {"below_y": "fail", "fraction_y": "fail"}])
        text = "stats = " + STRUCT.replace("1002", "502").replace("n: 1000", "n: 500").replace("1004004", "252004") \
            .replace("1000000", "250000").replace("0.0037402063608169556", "0.0009387880563735962") \
            .replace("100024", "24914").replace("0.24914", "0.099656").replace("below_y: 12", "below_y: 4") \
            .replace("1.2e-5", "1.6e-5") + "\n"
        self.assertEqual(graded(text), _PASS)
        self.assertIn("below_y", graded(text.replace("below_y: 4", "below_y: 5"))[1])


class KeyValuePairsTest(Case):
    """H14: a dict's items printed as a list of (key, value) pairs on one line."""
    RIGHT = ["[" + PAIRS + "]\n", "dict_items([" + PAIRS + "])\n", "OrderedDict([" + PAIRS + "])\n",
             "(" + PAIRS.replace("'", '"') + ")\n", "[" + PAIRS.replace("(", "[").replace(")", "]").replace("'", '"') + "]\n",
             "[" + PAIRS.replace("('a', 0.05), ('b', 0.1), ('c', 0.4)", "('abc', (0.05, 0.1, 0.4))") + "]\n",
             "[" + PAIRS.replace("100024)", "np.int64(100024))").replace("12)", "np.int64(12))") + "]\n",
             "sizes: [" + PAIRS[:PAIRS.index(", ('gb")] + "]\nmemory per array: 0.00374021 GB\nthreshold 0.1, a = 0.05, "
             "b = 0.1, c = 0.4\ncounts: [" + PAIRS[PAIRS.index("('below_x'"):] + "]\n",
             "n = 1000, row = 1002, total = 1004004, inner total = 1000000\nmemory per array = 0.00374021 GB\n"
             "threshold = 0.1, a = 0.05, b = 0.1, c = 0.4\nx: [('below', 100024), ('fraction', 0.100024), ('max', 0.9)]\n"
             "y: [('below', 12), ('fraction', 1.2e-05), ('max', 0.6)]\n"]

    def test_right_pass_wrong_fail(self):
        self.right_and_wrong(self.RIGHT, WRONGS + [("np.int64(12)", "np.int64(21)", "below_y"),
                                                   ("('below', 12)", "('below', 21)", "below_y"),
                                                   ("0.05, 0.1, 0.4))", "0.1, 0.05, 0.4))", "constants"),
                                                   ("('c', 0.4)", "('c', 0.5)", "constants")])

    def test_n_500(self):
        text = ("[('below_x', np.int64(24914)), ('below_y', np.int64(4)), ('frac_x', np.float64(0.099656)), ('frac_y', "
                "np.float64(1.6e-05)), ('gb_per_array', 0.0009387880563735962), ('n', 500), ('row_length', 502), "
                "('threshold', 0.1), ('total', 252004), ('total_inner', 250000), ('weights', [0.05, 0.1, 0.4])]\n")
        self.assertEqual(graded(text), _PASS)
        self.assertIn("below_x", graded(text.replace("24914", "24941"))[1])

    def test_prose_in_brackets_is_no_record(self):
        """Pairs of words, or two pairs only, are no record."""
        from grading.keypairs import pairs_listed
        self.assertIsNone(pairs_listed("[('x', 'input'), ('y', 'output'), ('t', 'threshold')]"))
        self.assertIsNone(pairs_listed("[('below_x', 100024), ('below_y', 12)]"))
        self.assertIsNone(pairs_listed("[('below_x', 100024), ('below_y', 12), ('n', 1000)] and more"))

    def test_a_long_line_stays_fast(self):
        start = time.monotonic()
        not_passing("n = 1000\n[" + "('below_x', 100024), " * 200000 + "('below_y', 12)\n" + " " * 4000 + "\n")
        self.assertLess(time.monotonic() - start, 10)


# right/c10's MATLAB struct display, with n = 1000's values
MATLAB = """
results = 

  struct with fields:

        rowLength: 1002
            inner: 1000
    totalElements: 1004004
    innerElements: 1000000
         memoryGB: 0.0037
        threshold: 0.1000
        constants: [0.0500 0.1000 0.4000]
           belowX: 100024
        fractionX: 0.1000
           belowY: 12
        fractionY: 1.2000e-05

"""
MATLAB_500 = MATLAB.replace("1002\n", "502\n").replace("inner: 1000", "inner: 500").replace("1004004", "252004") \
    .replace("1000000", "250000").replace("0.0037", "0.0009").replace("100024", "24914").replace("belowY: 12", "belowY: 4") \
    .replace("fractionX: 0.1000", "fractionX: 0.0997").replace("1.2000e-05", "1.6000e-05")
OCTAVE = """results =

  scalar structure containing the fields:

    rowLength = 1002
    inner = 1000
    totalElements = 1004004
    innerElements = 1000000
    memoryGB = 3.7402e-03
    threshold = 0.1000
    constants =

       0.050000   0.100000   0.400000

    belowX = 100024
    fractionX = 0.1000
    belowY = 12
    fractionY = 1.2000e-05

"""


class SecondStructTest(unittest.TestCase):
    """M5: a second struct after the first (a GPU's counts, another n's run): the first's sizes still read."""

    def test_a_gpu_struct(self):
        gpu = "gpu = \n\n  struct with fields:\n\n    belowX: 100024\n    belowY: %d\n"
        self.assertEqual(graded(MATLAB + gpu % 12), _PASS)
        self.assertEqual(graded(MATLAB + gpu % 13), ("fail", {"below_y": "fail"}))
        gpu = "gpu =\n\n  scalar structure containing the fields:\n\n    belowX = 100024\n    belowY = %d\n"
        self.assertEqual(graded(OCTAVE + gpu % 13), ("fail", {"below_y": "fail"}))
        gpu = "gpu = \n\n  struct with fields:\n\n    belowX: 24914\n    belowY: %d\n"
        self.assertEqual(graded(MATLAB_500 + gpu % 4), _PASS)
        self.assertEqual(graded(MATLAB_500 + gpu % 5), ("fail", {"below_y": "fail"}))

    def test_two_runs(self):
        """n = 500's struct then n = 1000's: two runs, each passing; a wrong Y in the second fails it."""
        self.assertEqual(each_run(MATLAB_500 + MATLAB), [{}, {}])
        self.assertEqual(each_run(MATLAB_500 + MATLAB.replace("belowY: 12", "belowY: 21")), [{}, {"below_y": "fail"}])


if __name__ == "__main__":
    unittest.main()
