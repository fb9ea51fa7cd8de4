"""The twenty-second pass's (h22) sizes and names d22 took: right outputs misgraded at 55291c3 / d65763c, each with
realistic variants (other languages' prints, n = 500) and a one-value-wrong twin that must fail on that value.

1. H7: a line counting 'entries' or 'values' read as a second total: Julia's 'Dict{String, Any} with 13 entries:',
   'results has 13 entries', 'Low values: 12', 'The smoothing removes almost all low values: 12 vs 100024.': was FAIL
   (total '13 and 1004004'); now a container's entries and values of a kind are no size (entrywords.py), an array's
   entries ('Matrix entries: 1004004') the total as before. And 'after the GPU run: 13 elements of y' (P27): was
   FAIL on the total; now the GPU's second Y (below_y2, devicecounts.py), a right one passes.
2. H15: 'Array shape: (1002, 1002), inner shape: (1000, 1000)' on one line: was FAIL (row, inner MISSING, total_inner
   '1000000 and 1002'); now both square tuples read as 'A x A' (shapepairs.py).
3. M2, M4: MATLAB's 'nTot: 1002', 'nPad', 'nGhost'; Fortran namelist names run together (' NTOT=1002 ,', ' NELEM=',
   ' MEMGB=', ' NBELOWX=', ' FRACX='; lowercase 'nbelowx', 'fracx'): was FAIL (row, total, memory, fractions
   MISSING); now read as their underscored twins, n's total the row or the total by its value (gluednames.py).
4. M5: 'done (n = 999)' under n = 1000's output: was PASS (a title last in the file: a mention); now a closing
   recap of n, judged (bracketn.py).

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass22_d22
"""
import time
import unittest

import grading
from tests.grader.a_support import C01_1000, RightAndWrong, entry_of, not_passing

BASE = C01_1000  # (a_support: the hostile pass's right/c01_c_printf.txt)
COUNTS = [("X below threshold: 100024", "X below threshold: 100042", "below_x"),
          ("Y below threshold: 12 ", "Y below threshold: 21 ", "below_y")]


def _problem_500():
    return grading.Problem({"below_x": 24914, "below_y": 4, "threshold": 0.1, "a": 0.05, "b": 0.1, "c": 0.4,
                            "iterations": 1}, lambda: {"le_x": 24914, "le_y": 4, "ghost_x": 97, "no_a_y": 523,
                                                       "swapped_y": 5})


def _at_500(text):
    entry = entry_of(text, problem=_problem_500())
    return entry["verdict"], sorted(k for k, f in entry["fields"].items() if f["status"] != "pass")


JULIA_DICT = """Dict{String, Any} with 13 entries:
  "n"         => 1000
  "n+2"       => 1002
  "total"     => 1004004
  "inner"     => 1000000
  "mem_GB"    => 0.00374021
  "threshold" => 0.1
  "a"         => 0.05
  "b"         => 0.1
  "c"         => 0.4
  "x_below"   => 100024
  "x_frac"    => 0.100024
  "y_below"   => 12
  "y_frac"    => 1.2e-5
"""


class EntriesTest(RightAndWrong):
    """1: a container's entries, values of a kind: no total."""
    def test_right_and_wrong(self):
        right = [BASE + line + "\n" for line in (
            "Dict{String, Any} with 13 entries:", "Dict{String, Float64} with 11 entries:", "results has 13 entries",
            "dict with 13 entries", "OrderedDict{Symbol, Real} with 13 entries:",
            "The smoothing removes almost all low values: 12 vs 100024.", "Low values: 12", "Low values: 12 vs 100024.",
            "Small values remaining: 12")]
        right += [JULIA_DICT, JULIA_DICT.replace("Dict{String, Any}", "OrderedDict{String, Any}")]
        self.right_and_wrong(right, COUNTS + [('=> 1004004', '=> 1004040', "total"), ('=> 12\n', '=> 21\n', "below_y")])

    def test_an_arrays_entries_stay_the_total(self):
        for line in ("Matrix entries: 1004004", "Total values: 1004004", "x has 1004004 entries"):
            text = BASE.replace("Total elements: 1004004", line)
            with self.subTest(line=line):
                self.assertEqual(not_passing(text), ("pass", {}))
                verdict, bad = not_passing(text.replace("1004004", "1004040"))
                self.assertEqual((verdict, bad["total"][0]), ("fail", "fail"))

    def test_gpu_count_of_an_array(self):
        """P27: 'after the GPU run: 13 elements of y' is the GPU's Y, no total."""
        right = [BASE + line + "\n" for line in ("after the GPU run: 12 elements of y", "GPU: 12 elements of y",
                                                  "12 elements of y on the GPU", "CUDA kernel result: 12 elements of y")]
        self.right_and_wrong(right, COUNTS + [(": 12 elements", ": 13 elements", "below_y2"),
                                              ("12 elements of y on", "13 elements of y on", "below_y2")])
        verdict, bad = not_passing(BASE + "CUDA kernel result: 100042 elements of x\n")
        self.assertEqual((verdict, bad["below_x2"][0]), ("fail", "fail"))
        self.assertEqual(not_passing(BASE + "Copied 1004004 elements of y to the GPU\n"), ("pass", {}))

    def test_n_500(self):
        text = BASE.replace("1002", "502").replace("n: 1000", "n: 500").replace("1004004", "252004").replace(
            "1000000", "250000").replace("0.00374021", "0.000938788").replace("100024 (fraction 0.100024)",
                                                                             "24914 (fraction 0.099656)").replace(
            "12 (fraction 1.2e-05)", "4 (fraction 1.6e-05)")
        self.assertEqual(_at_500(text + "Dict{String, Any} with 13 entries:\nLow values: 4\n"), ("pass", []))
        self.assertEqual(_at_500(text.replace("252004", "252040") + "Dict{String, Any} with 13 entries:\n"),
                         ("fail", ["total"]))


SHAPE_LINES = ["Array shape: (1002, 1002), inner shape: (1000, 1000)",
               "Array shape: (1002, 1002); inner shape: (1000, 1000)",
               "x.shape = (1002, 1002), inner shape = (1000, 1000)",
               "Array shape: (1002,1002), inner: (1000,1000)",
               "grid shape (1002, 1002), inner (1000, 1000), total 1004004"]


class ShapesTest(RightAndWrong):
    """2: two numpy shapes on one line."""
    def test_right_and_wrong(self):
        right = [BASE.replace("Row length (n+2): 1002\nn: 1000\n", "") + line + "\n" for line in SHAPE_LINES]
        self.right_and_wrong(right, COUNTS + [("(1002, 1002)", "(1003, 1003)", "row"),
                                              ("(1002,1002)", "(1004,1004)", "row")])

    def test_wrong_inner_beside_n(self):
        for line in SHAPE_LINES[:3]:
            text = BASE.replace("Row length (n+2): 1002\n", "") + line.replace("(1000, 1000)", "(999, 999)") + "\n"
            with self.subTest(line=line):
                verdict, bad = not_passing(text)
                self.assertEqual((verdict, bad.get("inner", ("",))[0]), ("fail", "fail"))

    def test_a_pair_of_sides_stays(self):
        from grading.shapepairs import shapes_written
        self.assertEqual(shapes_written("Array shape: (1002, 1000), inner shape: (1000, 998)\n"),
                         "Array shape: (1002, 1000), inner shape: (1000, 998)\n")
        self.assertEqual(shapes_written("Shape of x: (1002, 1002)\n"), "Shape of x: (1002, 1002)\n")


NAMELIST = """&RESULTS
 N=1000        ,
 NTOT=1002        ,
 NELEM=1004004     ,
 NINNER=1000000     ,
 MEMGB=  3.74020543E-03,
 THRESHOLD= 0.100000001    ,
 A=  5.00000007E-02,
 B= 0.100000001    ,
 C= 0.400000006    ,
 NBELOWX=100024      ,
 FRACX= 0.100024000    ,
 NBELOWY=12          ,
 FRACY=  1.20000004E-05,
 /
"""
MATLAB = """results = 

  struct with fields:

           n: 1000
        nTot: 1002
    numElems: 1004004
    numInner: 1000000
       memGB: 0.0037
           t: 0.1000
           a: 0.0500
           b: 0.1000
           c: 0.4000
      belowX: 100024
       fracX: 0.1000
      belowY: 12
       fracY: 1.2000e-05
"""


class NamesTest(RightAndWrong):
    """3: run-together names and camelCase n names."""
    def test_namelist(self):
        lower = "n = 1000\nntot = 1002\nnelem = 1004004\nninner = 1000000\nmemgb = 0.00374021\nthreshold = 0.1\n" \
                "a = 0.05\nb = 0.1\nc = 0.4\nnbelowx = 100024\nfracx = 0.100024\nnbelowy = 12\nfracy = 1.2e-05\n"
        right = [NAMELIST, NAMELIST.replace("NBELOW", "NUMBELOW").replace("FRAC", "FRACBELOW"), lower]
        self.right_and_wrong(right, [("NTOT=1002", "NTOT=1003", "row"), ("NELEM=1004004", "NELEM=1004040", "total"),
                                     ("3.74020543E-03", "3.75020543E-03", "memory"), ("=100024", "=100042", "below_x"),
                                     ("FRACX= 0.100024000", "FRACX= 0.100042000", "fraction_x"),
                                     ("1.20000004E-05", "2.10000004E-05", "fraction_y"), ("Y=12 ", "Y=21 ", "below_y"),
                                     ("ntot = 1002", "ntot = 1001", "row"), ("nelem = 1004004", "nelem = 1000000", "total"),
                                     ("memgb = 0.00374021", "memgb = 0.00472", "memory"),
                                     ("nbelowx = 100024", "nbelowx = 100042", "below_x"),
                                     ("fracx = 0.100024", "fracx = 0.100042", "fraction_x")])

    def test_matlab(self):
        right = [MATLAB, MATLAB.replace("nTot", "nPad"), MATLAB.replace("nTot", "nGhost"),
                 MATLAB.replace("nTot", "Ntot"), MATLAB.replace("numElems", "  nTotal")]
        self.right_and_wrong(right, COUNTS + [("nTot: 1002", "nTot: 1001", "row"), ("nPad: 1002", "nPad: 1003", "row"),
                                              ("nGhost: 1002", "nGhost: 1004", "row"),
                                              ("nTotal: 1004004", "nTotal: 1000000", "total"),
                                              ("belowY: 12", "belowY: 21", "below_y")])

    def test_n_500(self):
        text = NAMELIST
        for old, new in (("N=1000 ", "N=500 "), ("NTOT=1002", "NTOT=502"), ("NELEM=1004004", "NELEM=252004"),
                         ("NINNER=1000000", "NINNER=250000"), ("3.74020543E-03", "9.38788E-04"),
                         ("NBELOWX=100024", "NBELOWX=24914"), ("0.100024000", "0.099656"), ("Y=12 ", "Y=4 "),
                         ("1.20000004E-05", "1.6E-05")):
            text = text.replace(old, new)
        self.assertEqual(_at_500(text), ("pass", []))
        self.assertEqual(_at_500(text.replace("NTOT=502", "NTOT=503")), ("fail", ["row"]))

    def test_short_names_not_over_read(self):
        classify = grading.words.classify
        for name, kind in (("nx", "side"), ("nThreads", None), ("nRows", "side"), ("nIter", None), ("NB", None),
                           ("FX", None), ("nbytes", "memory"), ("countx", "below"), ("NTOT", "n total"),
                           ("n_total", "n total"), ("N_tot", "padded n"), ("THRESHOLD", "threshold")):
            with self.subTest(name=name):
                self.assertEqual(classify(name), kind)


class NRecapTest(RightAndWrong):
    """4: a closing word and n in brackets."""
    def test_right_and_wrong(self):
        right = [BASE + line + "\n" for line in ("done (n = 1000)", "Finished (n=1000).", "OK (n = 1000)!",
                                                  "Done: (n = 1000)")]
        right.append("Results (n = 1000)\n" + BASE)
        self.right_and_wrong(right, COUNTS + [("(n = 1000)", "(n = 999)", "inner"), ("(n=1000)", "(n=1001)", "inner")])

    def test_cost(self):
        from grading.bracketn import n_remark
        from grading.devicecounts import device_counts
        start = time.time()
        n_remark("done (" + " " * 20000000)
        device_counts("GPU: " + "a of " * 1000000 + "\n" + " " * 4000 + "\n")
        self.assertLess(time.time() - start, 2.0)


if __name__ == "__main__":
    unittest.main()
