"""test_hostile12.py - the twelfth hostile pass's findings the lead fixed (the fixers' are in
test_hostile12_*.py): the tutorial's own names, `nbx`/`nby` for the counts and `n2` for n + 2.
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_hostile12"""
import time
import unittest

import grading

from tests.grader.a_support import CONSTANTS, INNER, MEMORY, ROW, SIZES_1000, THRESHOLD, TOTAL, TOTAL_INNER, not_passing, replaced

CSV = ("n,{name},total,inner,mem_gb,below_x,frac_x,below_y,frac_y,t,a,b,c\n"
       "1000,1002,1004004,1000000,0.00374021,100024,0.100024,{y},{fy},0.1,0.05,0.1,0.4\n")


class TheTutorialsNames(unittest.TestCase):
    def test_nbx_and_nby_are_the_counts(self):
        """the tutorial's program counts into nbx and nby: they were no count (UNGRADED, 0 points)"""
        for counts in ("nbx = 100024\nnby = 12\nnbx/n^2 = 0.100024\nnby/n^2 = 1.2e-05\n",
                       "nb_x: 100024\nnb_y: 12\nfrac_x: 0.100024\nfrac_y: 1.2e-05\n",
                       "xcount = 100024\nycount = 12\nfraction x = 0.100024\nfraction y = 1.2e-05\n"):
            with self.subTest(counts=counts):
                self.assertEqual(not_passing(SIZES_1000 + counts), ("pass", {}))
        verdict, fields = not_passing(SIZES_1000 + "nbx = 100024\nnby = 13\n")
        self.assertEqual((verdict, fields["below_y"][0]), ("fail", "fail"))

    def test_n2_is_the_row_or_the_inner_elements_as_its_value_says(self):
        """the tutorial's 'long n2 = n + 2' (others write n2 for n^2): `n2 = 1002` was read as n^2"""
        for old, new in ((ROW, "n2 = 1002"), (ROW, "N2: 1002"), (TOTAL_INNER, "n2 = 1000000"), (ROW, "n_plus_2 = 1002"),
                         (ROW, "nplus2 = 1002"), (TOTAL, "n2*n2 = 1004004"), (TOTAL, "n2^2 = 1004004")):
            with self.subTest(line=new):
                self.assertEqual(not_passing(replaced(old, new)), ("pass", {}))
        self.assertEqual(not_passing(replaced(ROW, "n2 = 1001"))[0], "fail")
        self.assertEqual(not_passing(replaced(TOTAL, "n2*n2 = 1002001"))[0], "fail")

    def test_a_table_headed_n2(self):
        """a CSV headed `n,n2,...` was UNGRADED (a header with a digit was no header)"""
        for name in ("n2", "n_plus_2"):
            self.assertEqual(not_passing(CSV.format(name=name, y=12, fy="1.2e-05")), ("pass", {}), name)
            self.assertEqual(not_passing(CSV.format(name=name, y=12, fy="1.2e-05").replace(",", ";")), ("pass", {}), name)
        self.assertEqual(not_passing(replaced(ROW, "n2 = n + 2 = 1002")), ("pass", {}))
        self.assertEqual(not_passing(CSV.format(name="n2", y=13, fy="1.3e-05"))[1]["below_y"][0], "fail")


class Wordings(unittest.TestCase):
    FRACTIONS = "Fraction (x): 0.100024\nFraction (y): 1.2e-05\n"

    def test_before_and_after_with_an_arrow(self):
        """`Count below threshold (before -> after smoothing): 100024 -> 12`: Y was MISSING"""
        for line in ("Count below threshold (before -> after smoothing): 100024 -> 12",
                     "Count below threshold (before \u2192 after): 100024 \u2192 12", "Below 0.1 (x => y): 100024 => 12"):
            self.assertEqual(not_passing(SIZES_1000 + line + "\n" + self.FRACTIONS), ("pass", {}), line)
        wrong = "Count below threshold (before -> after smoothing): 100024 -> 13\n"
        self.assertEqual(not_passing(SIZES_1000 + wrong + self.FRACTIONS)[1]["below_y"][0], "fail")

    def test_a_threshold_explained_in_brackets(self):
        """`Threshold (below which elements are counted): 0.1` was read as a count (X: two values)"""
        self.assertEqual(not_passing(replaced(THRESHOLD, "Threshold (below which elements are counted): 0.1")), ("pass", {}))
        self.assertEqual(not_passing(replaced(THRESHOLD, "Threshold (below which elements are counted): 0.2"))[1],
                         {"threshold": ("fail", "")})

    def test_octaves_abc_and_a_mesh_size(self):
        """Octave's `abc = [0.05 0.1 0.4]` (constants MISSING) and `Mesh size: 1000` (n MISSING)"""
        for old, new in ((CONSTANTS, "abc = [0.05 0.1 0.4]"), (CONSTANTS, "abc =\n\n   0.0500   0.1000   0.4000\n"),
                         (INNER, "Mesh size: 1000")):
            self.assertEqual(not_passing(replaced(old, new)), ("pass", {}), new)
        self.assertEqual(not_passing(replaced(CONSTANTS, "abc = [0.1 0.05 0.4]"))[1]["constants"][0], "fail")


class MemoryBesideSizes(unittest.TestCase):
    def test_memory_after_a_sizes_clause_or_in_its_brackets(self):
        """the memory after a comma or in a bracket of sizes was MISSING (out/backends.txt), and `Bytes per
        array (GB)` (C++'s setw label) was judged as bytes"""
        for line, memory in (("n = 1000 (arrays 1002 x 1002, 1004004 elements, 1000000 inner, {} GB each)", "0.00374021"),
                             ("Arrays: 1002 x 1002, {} GB each", "0.00374021"), ("n = 1000, {} GB per array", "0.00374021"),
                             ("Bytes per array (GB)   {}", "0.00374021")):
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(MEMORY, line.format(memory))), ("pass", {}))
                self.assertEqual(not_passing(replaced(MEMORY, line.format("0.00748042")))[1]["memory"][0], "fail")


class Cost(unittest.TestCase):
    def test_a_heading_followed_by_blanks_reads_in_linear_time(self):
        """'Counting below threshold', 4,000 blanks, '0.1': 3.4 s in headings.py's patterns (two runs of
        blanks side by side split every way); each line of another length of blanks a new shape. And a
        threshold's bracket of one long word with no clause (labelwords.explained: 12 s for 30 letters);
        blanks after a value ('n = 1000', 4,000 blanks: 1.4 s in TIME_UNIT, ARRAY_DATA and _COUNTS; after
        a count's label: 1.3 s in _TWO_AFTER and pairs' _VALUE_NEXT, each two runs of blanks side by side)"""
        for line in ("Counting below threshold" + " " * 4000 + "0.1", " " * 4000 + "Array Y 1",
                     "=== Y" + " " * 4000 + "=" + " " * 10 + "x", "Threshold (" + "a" * 40 + "!): 0.1",
                     "n = 1000 " + " " * 4000 + "!", "Number of elements below threshold (Y) :: " + " " * 4000 + "!"):
            started = time.process_time()
            grading.read_output(line + "\n")
            self.assertLess(time.process_time() - started, 2, line[:24])  # (a backtracking guard: ~20 ms)


if __name__ == "__main__":
    unittest.main()
