"""The twenty-ninth hostile pass's right outputs that lost points (h29's H7, H5, H21, H12, H3, H15, H13).

What was wrong (before: the grade at 8b7a65e):
- H7: a tool's count of rows ('saved 1 row to runs.db', psql's '(1 row)', 'wrote 3 rows', 'processed 1000 rows in
  0.008 s') was read as a second row length: the row field FAILed ('1002 and 1').
Now: rowcounts.py writes such a count without its number (wholetext.ready, at the text's ends).
Each right output passes; the same output with one value changed fails that field.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass27_w27
"""
import unittest

from tests.grader.a_support import C01_1000, not_passing
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


class Checked(unittest.TestCase):
    def right_and_wrong(self, right, wrongs):
        """Each text of `right` passes; each (old, new, field) of `wrongs` made in a text that holds old (each
        place of it) fails, one of field's names (apart by a blank) among its failing fields."""
        for text in right:
            with self.subTest(text=text):
                self.assertEqual(not_passing(text), ("pass", {}))
            for old, new, field in wrongs:
                if old not in text:
                    continue
                with self.subTest(text=text, new=new):
                    verdict, bad = not_passing(text.replace(old, new))
                    self.assertEqual(verdict, "fail")
                    self.assertIn("fail", [bad.get(f, ("",))[0] for f in field.split()], bad)


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


if __name__ == "__main__":
    unittest.main()
