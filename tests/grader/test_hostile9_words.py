"""test_hostile9_words.py - the ninth hostile pass's findings on how a label's words are read:
the ghost layer left out or counted ('without halo', '(no ghost cells)', 'unpadded', 'Grid dimension
with halo' beside a bare 'Grid dimension'), the ghost cells themselves counted (no field), array names
('Unsmoothed', 'x_out', 'x1'), a timer's rows beside the summary, and other extra lines.
Run: python3 -m unittest tests.grader.test_hostile9_words (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import RIGHT_1000, SIZES_1000, COUNTS_1000, not_passing, replaced  # noqa: E402

TOTAL_INNER = "Total number of inner elements           :: 1000000\n"
INNER = "Number of inner elements in a row/column :: 1000\n"
ROW = "Number of elements in a row/column       :: 1002\n"
TOTAL = "Total number of elements                 :: 1004004\n"


class GhostLayerLeftOut(unittest.TestCase):
    """Labels that leave the ghost layer out name the inner sizes (n = 998 and 11/20 before)."""

    TOTALS = ("Total number of elements without halo :: 1000000", "Total number of elements (no ghost cells) :: 1000000",
              "Total number of elements w/o ghost layer :: 1000000", "Total number of elements (excl. halo) :: 1000000",
              "Total number of elements (non-ghost) :: 1000000", "Total number of elements (without boundary) :: 1000000",
              "Total number of elements not counting the halo :: 1000000",
              "Total number of elements minus ghost cells :: 1000000",
              "Total number of elements (ghost cells excluded) :: 1000000",
              "Total number of elements, ghost layer not included :: 1000000",
              "Number of non-ghost elements :: 1000000", "Total number of elements (unpadded): 1000000",
              "Elements excl. ghost: 1000000", "Total elements excluding ghost :: 1000000",
              "Total number of elements without ghost cells :: 1000000")
    ROWS = ("Elements per row (no ghost cells) :: 1000", "Elements per row w/o halo :: 1000",
            "Non-halo points per side: 1000", "Number of non-ghost elements per row :: 1000",
            "Elements per row excluding halo :: 1000", "n without ghosts = 1000")

    def test_totals_left_out(self):
        for label in self.TOTALS:
            with self.subTest(label=label):
                self.assertEqual(not_passing(replaced(TOTAL_INNER, label + "\n")), ("pass", {}))

    def test_rows_left_out(self):
        for label in self.ROWS:
            with self.subTest(label=label):
                self.assertEqual(not_passing(replaced(INNER, label + "\n")), ("pass", {}))

    def test_counted_and_left_out_side_by_side(self):
        for pair in (("Elements incl. ghost: 1004004", "Elements excl. ghost: 1000000"),
                     ("Total number of elements (padded): 1004004", "Total number of elements (unpadded): 1000000")):
            with self.subTest(pair=pair):
                text = RIGHT_1000.replace(TOTAL, pair[0] + "\n").replace(TOTAL_INNER, pair[1] + "\n")
                self.assertEqual(not_passing(text), ("pass", {}))

    def test_dimension_beside_one_with_halo(self):
        for pair in (("Grid dimension with halo = 1002", "Grid dimension = 1000"),
                     ("Matrix dimension incl. ghost: 1002", "Matrix dimension: 1000")):
            with self.subTest(pair=pair):
                text = RIGHT_1000.replace(ROW, pair[0] + "\n").replace(INNER, pair[1] + "\n")
                self.assertEqual(not_passing(text), ("pass", {}))

    def test_wrong_inner_sizes_still_fail(self):
        # a total without the halo that is all the elements: fails, named
        got = not_passing(replaced(TOTAL_INNER, "Total number of elements without halo :: 1004004\n"))
        self.assertEqual(got[0], "fail")
        self.assertEqual(got[1]["total_inner"][0], "fail")
        got = not_passing(replaced(INNER, "Elements per row (no ghost cells) :: 1002\n"))
        self.assertEqual(got[0], "fail")  # (read as n = 1002: the others fail)
        # the ghost layer named as counted, with the inner value: fails
        got = not_passing(replaced(TOTAL, "Total number of elements (with halo) :: 1000000\n"))
        self.assertEqual(got[1]["total"][0], "fail")

    def test_ghost_cells_counted_are_no_field(self):
        for at in ("before", "after"):
            for label in ("Boundary (ghost) cells: 4004", "Number of ghost cells: 4004", "Halo points: 4004"):
                with self.subTest(label=label, at=at):
                    text = label + "\n" + RIGHT_1000 if at == "before" else RIGHT_1000 + label + "\n"
                    self.assertEqual(not_passing(text), ("pass", {}))


class TimerRowsBesideTheSummary(unittest.TestCase):
    """A timer's table after the summary: its 'count x' rows are times, not counts (13/20 before)."""

    TABLES = ("\nTiming (s):\nInit x     0.0080\nSmooth     0.0079\nCount x    0.0080\nCount y    0.0079\n",
              "phase,time_s\ninit,0.0080\nsmooth,0.0079\ncount_x,0.0080\ncount_y,0.0079\n",
              "Phase\tTime(s)\ninit\t0.0080\nsmooth\t0.0079\ncount_x\t0.0080\ncount_y\t0.0079\n",
              "\nKernel        Time(ms)   GB/s\nsmooth        0.79      10.2\ncount_x       0.40      10.0\n"
              "count_y       0.41       9.8\n",
              "Phase  Time(ms)\ninit  40\ncount_x  12\ncount_y  11\n",  # whole milliseconds: the header says
              "kernel,time_ms\nsmooth,40\ncount_x,12\n",
              "Steps:\nCount x    0.0080\nCount y    0.0079\n")  # no header: a fractional 'count x' is a time

    def test_timer_rows_not_counts(self):
        for table in self.TABLES:
            with self.subTest(table=table):
                self.assertEqual(not_passing(RIGHT_1000 + table), ("pass", {}))

    def test_counts_still_read(self):
        got = not_passing(RIGHT_1000 + "Elapsed time:\nNumber of elements below threshold (X) 99\n")
        self.assertEqual(got[1]["below_x"][0], "fail")  # a count's own label under a timer's title: read
        got = not_passing(replaced("Number of elements below threshold (X)   :: 100024",
                                   "Number of elements below threshold (X)   :: 0.100024"))
        self.assertEqual(got[1]["below_x"], ("fail", "not a whole number"))
        got = not_passing(replaced("Number of elements below threshold (Y)   :: 12", "count y :: 100024"))
        self.assertEqual(got[1]["below_y"][0], "fail")


def counts_as(first, second, x="100024", y="12", fx="1.00024E-01", fy="1.20000E-05"):
    return (SIZES_1000 + first.format(x) + "\nFraction of elements below threshold     :: " + fx + "\n"
            + second.format(y) + "\nFraction of elements below threshold     :: " + fy + "\n")


class ArrayNames(unittest.TestCase):
    """'Unsmoothed', 'non-smoothed', 'x_out', 'x0'/'x1' name their arrays (X missing, Y two values before)."""

    NAMES = (("Unsmoothed array: {} elements below threshold", "Smoothed array: {} elements below threshold"),
             ("Number of elements below threshold (unsmoothed): {}", "Number of elements below threshold (smoothed): {}"),
             ("Below threshold, unsmoothed: {}", "Below threshold, smoothed: {}"),
             ("Number of elements below threshold (non-smoothed) :: {}",
              "Number of elements below threshold (smoothed) :: {}"),
             ("Number of elements below threshold (not smoothed) :: {}",
              "Number of elements below threshold (smoothed) :: {}"),
             ("Number of elements below threshold (x_in) :: {}", "Number of elements below threshold (x_out) :: {}"),
             ("Below threshold in x0: {}", "Below threshold in x1: {}"),
             ("Below threshold in x1: {}", "Below threshold in x2: {}"))

    def test_names_read(self):
        for first, second in self.NAMES:
            with self.subTest(first=first):
                self.assertEqual(not_passing(counts_as(first, second)), ("pass", {}))

    def test_y_named_first(self):
        for first, second in self.NAMES[:6]:
            with self.subTest(first=first):
                text = (SIZES_1000 + second.format(12) + "\n" + first.format(100024) + "\n")
                got = not_passing(text)[1]
                self.assertEqual((got.get("below_x"), got.get("below_y")), (None, None))

    def test_swapped_fail(self):
        for first, second in self.NAMES[:6]:
            with self.subTest(first=first):
                got = not_passing(counts_as(first, second, "12", "100024", "1.20000E-05", "1.00024E-01"))
                self.assertEqual((got[1]["below_x"][0], got[1]["below_y"][0]), ("fail", "fail"))


class ArraysAsARecordsKeys(unittest.TestCase):
    """A record whose keys are the arrays, its label before it, says the label of each key."""

    def test_records_read(self):
        for count, fraction in (("below threshold: {'x': 100024, 'y': 12}", "fraction: {'x': 0.100024, 'y': 1.2e-05}"),
                                ('below = {"x": 100024, "y": 12}', 'fraction = {"x": 0.100024, "y": 1.2e-05}'),
                                ("Counts (x, y): (100024, 12)", "Fractions (x, y): (0.100024, 1.2e-05)"),
                                ("x = {'below': 100024, 'fraction': 0.100024}", "y = {'below': 12, 'fraction': 1.2e-05}")):
            with self.subTest(count=count):
                self.assertEqual(not_passing(SIZES_1000 + count + "\n" + fraction + "\n"), ("pass", {}))

    def test_swapped_record_fails(self):
        got = not_passing(SIZES_1000 + "below threshold: {'x': 12, 'y': 100024}\n")
        self.assertEqual((got[1]["below_x"][0], got[1]["below_y"][0]), ("fail", "fail"))

    def test_struct_name_not_said(self):
        self.assertEqual(not_passing(SIZES_1000.replace("Number of inner elements in a row/column :: 1000\n", "")
                                     + "summary = {'n': 1000, 'below_x': 100024, 'below_y': 12}\n")[1].get("inner"),
                         None)


class OtherExtraLines(unittest.TestCase):
    """Extra lines that are no field of the summary, or say theirs in other words."""

    EXTRA = ("Number of elements above threshold (X): 899976", "Number of elements above threshold (Y): 999988",
             "Number of elements greater than threshold (X): 899976", "Elements >= threshold in y: 999988",
             "Number of elements at or above threshold (X): 899976", "Elements not below threshold (x): 899976",
             "Verification: PASSED (y_cpu == y_gpu for all 1000000 elements)",
             "Number of zero elements in y: 4004", "Number of elements of y below 0.2: 3971",
             "Elements of x below 0.2 3971")

    def test_extra_lines_no_field(self):
        for line in self.EXTRA:
            for at in ("before", "after"):
                with self.subTest(line=line, at=at):
                    text = line + "\n" + RIGHT_1000 if at == "before" else RIGHT_1000 + line + "\n"
                    self.assertEqual(not_passing(text), ("pass", {}))

    def test_arguments_line(self):
        for line in ("Arguments: n=1000, threshold=0.1", "Running with n=1000, threshold=0.1",
                     "Input: n=1000 threshold=0.1", "Parameters: n=1000, threshold=0.1"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(line + "\n" + RIGHT_1000), ("pass", {}))
        got = not_passing("Arguments: n=1000, threshold=0.2\n" + RIGHT_1000)
        self.assertEqual(got[1]["threshold"][0], "fail")

    def test_other_words_for_fields(self):
        for old, new in (("Threshold                                :: 0.10", "Cut-off value: 0.10"),
                         ("Number of elements in a row/column       :: 1002", "Padded size: 1002"),
                         ("Number of elements in a row/column       :: 1002", "Matrix size (with padding): 1002")):
            with self.subTest(new=new):
                self.assertEqual(not_passing(replaced(old, new)), ("pass", {}))
        text = RIGHT_1000.replace(ROW, "Matrix size (with padding): 1002\n").replace(
            INNER, "Matrix size (without padding): 1000\n")
        self.assertEqual(not_passing(text), ("pass", {}))

    def test_near_words_unchanged(self):
        # a side's constant ('Side: 0.1' is no grid's side), numpy's count_nonzero (no 'zero' values' count)
        for old, new in (("Smoothing constants (a, b, c)            :: 0.05 0.10 0.40",
                          "Corner: 0.05, Side: 0.1, Center: 0.4"),
                         ("Smoothing constants (a, b, c)            :: 0.05 0.10 0.40",
                          "Corner: 0.05\nSide: 0.1\nCenter: 0.4"),
                         ("Number of elements below threshold (X)   :: 100024", "np.count_nonzero(x < 0.1): 100024")):
            with self.subTest(new=new):
                self.assertEqual(not_passing(replaced(old, new)), ("pass", {}))

    def test_wrong_counts_still_fail(self):
        # the count at the file's own threshold, wrong: still read and failed
        got = not_passing(RIGHT_1000 + "Number of elements of y below 0.1: 13\n")
        self.assertEqual(got[1]["below_y"][0], "fail")
        # the only Y, at another threshold than the file's: judged (fails)
        got = not_passing(replaced("Number of elements below threshold (Y)   :: 12",
                                   "Number of elements below 0.2 (Y)   :: 3971"))
        self.assertEqual(got[1]["below_y"][0], "fail")
        # the complement alone printed as below: fails, named
        got = not_passing(replaced("Number of elements below threshold (X)   :: 100024",
                                   "Number of elements below threshold (X)   :: 899976"))
        self.assertEqual(got[1]["below_x"][0], "fail")


if __name__ == "__main__":
    unittest.main()
