"""The twenty-ninth hostile pass's right outputs that lost points (h29's H7, H5, H21, H12, H3, H15, H13).

What was wrong (before: the grade at 8b7a65e):
- H7: a tool's count of rows ('saved 1 row to runs.db', psql's '(1 row)', 'wrote 3 rows', 'processed 1000 rows in
  0.008 s') was read as a second row length: the row field FAILed ('1002 and 1').
- H5: a log line 'counted with t=0.1 over the 1000 x 1000 interior (1000000 cells)': the label 'counted with t' named
  no field, so the threshold, n and n^2 were all MISSING.
- H21: 'grid 1002x1002 (1004004), interior 1000x1000 (1000000 elements)': a bare area in brackets was no size (n^2
  MISSING), an interior's area with a noun was read as all the elements (total FAIL, 'ghost layer left out').
- H12: 'Storage: 1004004 floats per array (1000000 inner), 0.00374021 GB each': the count of floats read as a memory
  (memory FAIL '1004004 and 0.00374021', total and inner total MISSING); 'n = 1000, row length 1002, 1000000 inner
  elements': the third clause lost (inner total MISSING).
- H3: a JSON object of the constants with the threshold, '"params": {"t": 0.1, "a": 0.05, "b": 0.1, "c": 0.4}': a b c
  MISSING ('params a' no constant's label), or FAIL under "constants" ('constants t' read as the constants: 0.1).
- H15: a Fortran namelist's fractions with its trailing commas (' FX=0.100024000,' / ' FY=1.20000004E-05,'): both
  MISSING.
- H13: a terse line of keyed items with a bare memory, 'n=1000 N=1002 0.00374021GB X:100024(0.100024) Y:12(1.2e-05)':
  the memory taken as the counts' label, the counts read nowhere (UNGRADED).
Now: rowcounts.py writes such a count without its number (wholetext.ready, at the text's ends); countedwith.py reads
a counting step's threshold and the rest of its line as two statements (loggers.prepared); shapeareas.py writes a
shape's area in brackets, where it is the shape's product, with the shape's words ('(1000000 inner elements)');
storedcounts.py reads a memory label's line from its count of elements on (loggers.prepared); clauses._two_clauses
takes '1000000 inner elements' after a comma as a clause of its own; inlinerecords._flat reads a record of a, b, c
and the threshold as each key's own statement, the container's key no label's; varnames.py takes a count's or
fraction's line ending in a comma; bareunits.py gives a terse line's bare memory the key 'mem'.
Each right output passes; the same output with one value changed fails that field.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass27_w27
"""
import unittest

from tests.grader.a_support import C01_1000, RightAndWrong, graded, not_passing
from tests.grader.test_pass26_v26 import CPP_1000, PROSE_1000

BASES = (C01_1000, CPP_1000, PROSE_1000)
# the h29 pass's Python log (its right/c35_sqlite_log.txt, the fields apart by blanks)
SQLITE_1000 = """row length     1002
inner length   1000
elements       1004004
inner elements 1000000
GB per array   0.00374021
t a b c        0.1 0.05 0.1 0.4
below t in x   100024 (0.100024)
below t in y   12 (1.2e-05)
"""
# the h29 pass's Go base (its F/f07d_go_rows.txt)
GO_1000 = """n: 1000 N: 1002 size: 1004004 inner: 1000000
mem/array: 0.0037402063608169556 GiB
t a b c: 0.1 0.05 0.1 0.4
x<t: 100024 (0.100024)
y<t: 12 (1.2e-05)
elapsed 11.204519ms
"""


class Checked(RightAndWrong):
    EVERY_PLACE = True


class RowCounts(Checked):  # H7
    LINES = ["saved 1 row to runs.db", "(1 row)", "(3 rows)", "wrote 3 rows to out.csv", "Saved 1 row to results.db",
             "appended 1 row to runs.csv", "1 row written to runs.csv", "Rows affected: 1", "1 row in set (0.00 sec)",
             "Query OK, 1 row affected (0.01 sec)", "[1 rows x 9 columns]", "row 5 of the table is unchanged",
             "smoothing: processed 1000 rows in 0.008 s", "INFO inserted 1 new row into table runs",
             "Writing 1 row to results_1000.csv ...", "rows_written=1"]

    def test_counts_of_rows(self):
        right = [base + line + "\n" for base in BASES + (SQLITE_1000, GO_1000) for line in self.LINES]
        self.right_and_wrong(right, [("1002", "1004", "row inner"), ("100024", "100042", "below_x"), ("12 ", "21 ", "below_y")])

    def test_psql_table(self):
        table = " run | below_x | below_y\n-----+---------+---------\n   1 |  100024 |      N\n(1 row)\n"
        self.assertEqual(not_passing(C01_1000 + table.replace("N", "12")), ("pass", {}))
        verdict, bad = not_passing(C01_1000 + table.replace("N", "13"))
        self.assertEqual((verdict, sorted(bad)), ("fail", ["below_y"]))

    def test_a_count_on_the_line_still_read(self):
        verdict, bad = not_passing(C01_1000 + "saved 1 row (n=1000, x=100024, y=13) to runs.db\n")
        self.assertEqual((verdict, bad["below_y"][0]), ("fail", "fail"))

    def test_rows_as_sizes_still_read(self):
        rest = C01_1000.split("\n", 2)[2]  # (after 'Row length' and 'n')
        for line in ["rows: 1002\nn: 1000", "Grid: 1002 rows x 1002 columns (n = 1000)",
                     "n = 1000\nwrote 1002 rows of 1002 floats to grid.bin", "n = 1000, 1002 rows with ghosts"]:
            with self.subTest(line=line):
                self.assertEqual(not_passing(line + "\n" + rest + "(1 row)\n"), ("pass", {}))
                verdict, bad = not_passing(line.replace("1002", "1004") + "\n" + rest + "(1 row)\n")
                self.assertEqual((verdict, bad.get("row", ("",))[0]), ("fail", "fail"))


# the sizes and counts of a log without the threshold, n and n^2 (its h29 F/f05a_counted_with.txt), LINE the line
LOG_1000 = """row length 1002, total 1004004, 0.00374021 GB per array, a=0.05 b=0.1 c=0.4
LINE
x below: 100024 (0.100024)
y below: 12 (1.2e-05)
"""
# the same with the sizes and counts a C++ timer log gives (its h29 right/c34_cpp_stderr_timers.txt, (n+2)^2 added)
TIMED_1000 = """[ 0.000s] allocating x, y: 2 x 1002 x 1002 floats (0.00374021 GB each)
[ 0.000s] elements per array: 1004004
[ 0.021s] smoothed (a=0.05 b=0.1 c=0.4)
[ 0.029s] LINE
RESULT x_below=100024 x_frac=0.100024
RESULT y_below=12 y_frac=1.2e-05
"""


class CountedWith(Checked):  # H5
    LINES = ["counted with t=0.1 over the 1000 x 1000 interior (1000000 cells)",
             "counting with t = 0.1 over the interior 1000x1000 (1000000 elements)",
             "Counted using t=0.1 over the 1000 x 1000 inner grid (1000000 points)",
             "compared against threshold 0.1 on the 1000x1000 interior (1000000 elements)",
             "counted with t=0.1, over the 1000 x 1000 interior (1000000 cells)",
             "counted with t=0.1\nover the 1000 x 1000 interior (1000000 cells)"]

    def test_counting_steps(self):
        right = [base.replace("LINE", line.replace("\\n", "\n")) for base in (LOG_1000, TIMED_1000)
                 for line in self.LINES]
        self.right_and_wrong(right, [("t=0.1", "t=0.2", "threshold"), ("t = 0.1", "t = 0.2", "threshold"),
                                     ("threshold 0.1", "threshold 0.2", "threshold"),
                                     ("1000 x 1000", "999 x 999", "inner row total"),
                                     ("1000x1000", "999x999", "inner row total"), ("(1000000", "(1000020", "total_inner total")])

    def test_the_threshold_alone(self):
        sizes = "row length 1002, n = 1000, total 1004004, inner 1000000, 0.00374021 GB per array, a=0.05 b=0.1 c=0.4\n"
        counts = "x below: 100024 (0.100024)\ny below: 12 (1.2e-05)\n"
        for line in ["counted with t=0.1", "counting using t = 0.1", "Checked against t: 0.1", "thresholded at t=0.1"]:
            with self.subTest(line=line):
                self.assertEqual(not_passing(sizes + line + "\n" + counts), ("pass", {}))
                verdict, bad = not_passing(sizes + line.replace("0.1", "0.2") + "\n" + counts)
                self.assertEqual((verdict, bad.get("threshold", ("",))[0]), ("fail", "fail"))

    def test_a_count_after_it_as_before(self):
        # ('count with t=0.1: 100024': a count after a colon is no threshold's value; left to the rules before)
        from grading.countedwith import counted_with
        from grading.loggers import prepared
        self.assertIsNone(counted_with("count with t=0.1: 100024", prepared))
        self.assertIsNone(counted_with("x counted with t=0.1 below: 100024", prepared))

    def test_another_n(self):
        text = ("row length 502, total 252004, 0.000938788 GB per array, a=0.05 b=0.1 c=0.4\n"
                "[0.01s] counted with t=0.1 over the 500 x 500 interior (250000 cells)\n"
                "x below: 24914 (0.099656)\ny below: 4 (1.6e-05)\n")
        self.assertEqual(graded(text), ("pass", {}))
        self.assertEqual(graded(text.replace("500 x 500 interior (250000", "499 x 499 interior (249001"))[0], "fail")


# h29's F/f20c_grid_paren.txt: the counts of a line of sizes (LINE)
GRID_1000 = """LINE
t = 0.1, a = 0.05, b = 0.1, c = 0.4
x below t: 100024 (0.100024)
y below t: 12 (1.2e-05)
"""


class ShapeAreas(Checked):  # H21
    LINES = ["grid 1002x1002 (1004004 elements), interior 1000x1000 (1000000), 0.00374021 GB per array",
             "grid 1002x1002 (1004004), interior 1000x1000 (1000000 elements), 0.00374021 GB per array",
             "Grid 1002 x 1002 (1004004); inner 1000 x 1000 (1000000); 0.00374021 GB per array",
             "padded 1002\u00d71002 (1004004 cells), interior 1000\u00d71000 (1000000 cells), 0.00374021 GB per array",
             "grid 1002x1002 (1004004 elements), 0.00374021 GB per array\ninterior 1000x1000 (1000000)",
             "domain 1000 by 1000 (1000000), with halo 1002 by 1002 (1004004), 0.00374021 GB per array"]

    def test_areas(self):
        right = [GRID_1000.replace("LINE", line) for line in self.LINES]
        # (an interior of 999: the file graded at n = 999, its row, total and memory failing)
        self.right_and_wrong(right, [("1002x1002", "1004x1004", "row"), ("1000x1000", "999x999", "inner row total"),
                                     ("(1000000", "(1000020", "total_inner total"), ("(1004004", "(1004040", "total"),
                                     ("1000 x 1000", "999 x 999", "inner row total"), ("1002 by 1002", "1004 by 1004", "row"),
                                     ("1000\u00d71000", "999\u00d7999", "inner row total")])

    def test_not_a_product_as_before(self):
        from grading.shapeareas import shape_areas_worded
        for line in ["grid 1002x1002 (1004004 elements with ghosts)", "tile 16 x 16 (256 threads)",
                     "interior 1000x1000 (1002)", "a 2 x 2 (4 rows) block", "block 16 x 16 (4)", "grid 1002 x 1002 (8 MB)"]:
            with self.subTest(line=line):
                self.assertEqual(shape_areas_worded(line), line)
        self.assertEqual(shape_areas_worded("interior 1000x1000 (1000000)"), "interior 1000x1000 (1000000 inner elements)")
        self.assertEqual(shape_areas_worded("grid 1002 x 1002 (1004004 cells)"), "grid 1002 x 1002 (1004004 cells)")


# h29's right/c44_units.txt (its constants' line as the tutorial's), LINE its storage line
UNITS_1000 = """Problem: 1000 x 1000 interior points, 1002 points per row with ghosts
LINE
t = 0.1, a = 0.05, b = 0.1, c = 0.4
x: 100024 cells below t, i.e. 10.0024%
y: 12 cells below t, i.e. 0.0012%
"""


class StoredCounts(Checked):  # H12
    LINES = ["Storage: 1004004 floats per array (1000000 inner), 0.00374021 GB each",
             "Memory: 1004004 floats per array (1000000 inner), 0.00374021 GB per array",
             "Memory use: 1004004 floats/array (1000000 interior), 0.00374021 GB each",
             "Allocated: 1004004 elements per array (1000000 inner), 0.00374021 GB",
             "Storage = 1004004 floats each (1000000 inner), 0.00374021 GB each",
             "Storage: 1004004 floats per array, 0.00374021 GB each\n1000000 inner elements",
             "Storage: 1004004 floats per array, 1000000 inner elements, 0.00374021 GB each"]

    def test_counts_under_a_memory_label(self):
        right = [UNITS_1000.replace("LINE", line) for line in self.LINES]
        self.right_and_wrong(right, [("1004004", "1004040", "total"), ("1000000", "1000020", "total_inner"),
                                     ("0.00374021", "0.00748042", "memory"), ("12 cells", "21 cells", "below_y")])

    def test_a_memory_in_bytes_as_before(self):
        line = "Storage: 4016016 bytes per array\n1004004 elements, 1000000 inner elements"
        self.right_and_wrong([UNITS_1000.replace("LINE", line)], [("4016016", "4016020", "memory")])

    def test_inner_elements_a_clause(self):
        right = ["n = 1000, row length 1002, 1000000 inner elements\n1004004 elements per array, 0.00374021 GB per array\n",
                 "n = 1000, row length 1002, 1004004 total elements, 1000000 interior cells, 0.00374021 GB per array\n"]
        rest = "t = 0.1, a = 0.05, b = 0.1, c = 0.4\nx: 100024 below t (0.100024)\ny: 12 below t (1.2e-05)\n"
        self.right_and_wrong([text + rest for text in right], [("1000000", "1000020", "total_inner"),
                                                               ("1004004", "1004040", "total")])


# h29's right/c11_json.txt, LINE its constants' line
JSON_1000 = """{
  "grid": {"n": 1000, "n_with_ghost": 1002, "elements": 1004004, "inner_elements": 1000000},
  "memory_gib_per_array": 0.0037402063608169556,
LINE
  "x": {"below": 100024, "fraction": 0.100024},
  "y": {"below": 12, "fraction": 1.2e-05},
  "seconds": 0.0213
}
"""


class NestedConstants(Checked):  # H3
    LINES = ['  "params": {"t": 0.1, "a": 0.05, "b": 0.1, "c": 0.4},',
             '  "constants": {"t": 0.1, "a": 0.05, "b": 0.1, "c": 0.4},',
             '  "parameters": {"a": 0.05, "b": 0.1, "c": 0.4, "t": 0.1},',
             '  "settings": {"threshold": 0.1, "a": 0.05, "b": 0.1, "c": 0.4},',
             "  'params': {'t': 0.1, 'a': 0.05, 'b': 0.1, 'c': 0.4},",
             '  "stencil": {"a": 0.05, "b": 0.1, "c": 0.4, "t": 0.1},']

    def test_params_objects(self):
        right = [JSON_1000.replace("LINE", line) for line in self.LINES]
        right.append('{"n": 1000, "n_with_ghost": 1002, "elements": 1004004, "inner_elements": 1000000, '
                     '"memory_gib_per_array": 0.0037402063608169556, "params": {"t": 0.1, "a": 0.05, "b": 0.1, '
                     '"c": 0.4}, "x": {"below": 100024, "fraction": 0.100024}, "y": {"below": 12, "fraction": 1.2e-05}}\n')
        self.right_and_wrong(right, [('"a": 0.05', '"a": 0.5', "constants"), ("'a': 0.05", "'a': 0.5", "constants"),
                                     ('"c": 0.4', '"c": 0.2', "constants"), ('"t": 0.1', '"t": 0.2', "threshold"),
                                     ("'t': 0.1", "'t': 0.2", "threshold"),
                                     ('"threshold": 0.1', '"threshold": 0.2', "threshold"),
                                     ('"below": 12,', '"below": 21,', "below_y")])


# h29's right/c58_fortran_namelist.txt (gfortran's write(*, nml=results))
NAMELIST_1000 = """&RESULTS
 NROW=1002,
 N=1000,
 NTOT=1004004,
 NINNER=1000000,
 GBYTES=3.74020636E-03,
 T=0.100000001,
 A=5.00000007E-02,
 B=0.100000001,
 C=0.400000006,
 NBX=100024,
 FX=0.100024000,
 NBY=12,
 FY=1.20000004E-05,
 /
"""


class Namelists(Checked):  # H15
    def test_namelists(self):
        ifort = NAMELIST_1000.replace("=", "      =  ").replace(",", "    ,")  # (ifort's spacing)
        names = NAMELIST_1000.replace("NBX", "COUNT_X").replace("FX", "FRAC_X").replace("NBY", "COUNT_Y") \
            .replace("FY", "FRAC_Y")
        lower = NAMELIST_1000.lower().replace("nbx", "cx").replace("nby", "cy")
        right = [NAMELIST_1000, ifort, names, lower, NAMELIST_1000.replace("&RESULTS\n", "").replace(" /\n", "")]
        self.right_and_wrong(right, [("0.100024000", "0.100042000", "fraction_x"), ("1.20000004", "2.10000004", "fraction_y"),
                                     ("1.20000004E-05", "1.20000004E-04", "fraction_y"),
                                     ("1.20000004e-05", "1.20000004e-04", "fraction_y"),
                                     ("=12,", "=21,", "below_y"), ("=  12    ,", "=  21    ,", "below_y")])

    def test_another_n(self):
        text = " NROW=502,\n N=500,\n NTOT=252004,\n NINNER=250000,\n GBYTES=9.38788057E-04,\n T=0.100000001,\n" \
               " A=5.00000007E-02,\n B=0.100000001,\n C=0.400000006,\n NBX=24914,\n FX=9.96559933E-02,\n NBY=4,\n" \
               " FY=1.59999996E-05,\n"
        self.assertEqual(graded(text), ("pass", {}))
        self.assertEqual(graded(text.replace("FY=1.59999996E-05", "FY=1.69999996E-05"))[1].get("fraction_y"), "fail")


class BareUnits(Checked):  # H13
    LINES = ["n=1000 N=1002 N2=1004004 n2=1000000 0.00374021GB t=0.1 abc=0.05/0.1/0.4 X:100024(0.100024) Y:12(1.2e-05)",
             "n=1000 N=1002 N2=1004004 n2=1000000 0.00374021 GB t=0.1 abc=0.05/0.1/0.4 X:100024(0.100024) Y:12(1.2e-05)",
             "n=1000 N=1002 N2=1004004 n2=1000000 3.74021e-03GB t=0.1 a=0.05 b=0.1 c=0.4 x:100024(0.100024) y:12(1.2e-05)",
             "n=1000 N=1002 N2=1004004 n2=1000000 3.82997MiB t=0.1 abc=0.05/0.1/0.4 X:100024(0.100024) Y:12(1.2e-05)",
             "n=1000 N=1002 N2=1004004 n2=1000000 t=0.1 abc=0.05/0.1/0.4 0.00374021GB X:100024(0.100024) Y:12(1.2e-05)"]

    def test_terse_lines(self):
        self.right_and_wrong([line + "\n" for line in self.LINES],
                             [("Y:12(", "Y:21(", "below_y"), ("y:12(", "y:21(", "below_y"), ("X:100024(", "X:100042(", "below_x"),
                              ("0.00374021", "0.00748042", "memory"), ("3.82997", "7.65994", "memory"),
                              ("N=1002", "N=1004", "row side inner"), ("(1.2e-05)", "(2.1e-05)", "fraction_y")])

    def test_no_bare_memory_left_as_it_was(self):
        from grading.bareunits import bare_units_keyed
        for line in ["n=1000 t=0.1 12.3 GB/s", "n=1000 mem: 0.0037 GB t=0.1", "n=1000 t=0.1 memory 0.0037 GB",
                     "Memory per array: 0.00374021 GB", "n=1000 0.0037 GB"]:
            with self.subTest(line=line):
                self.assertEqual(bare_units_keyed(line), line)
        self.assertEqual(bare_units_keyed("n=1000 N=1002 0.0037 GB X:1"), "n=1000 N=1002 mem=0.0037GB X:1")


if __name__ == "__main__":
    unittest.main()
