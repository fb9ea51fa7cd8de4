"""test_hostile12_tables.py - the twelfth hostile pass's finding 1: a results table with a time column
('backend  time(s)  below_x  frac_x ...') or a row-name column headed 'kernel' is the result's table, its
times no field (UNGRADED before: the ninth round's "a table titled by a time is no field's" took it for a
timer's); its rows (serial, openmp, cuda) are versions of the result: rows that differ, or wrong values, FAIL.
Run: python3 -m unittest tests.grader.test_hostile12_tables (or make test)."""
import unittest

from tests.grader.a_support import SIZES_1000, not_passing

FRACTIONS = ("fraction_x", "fraction_y")


def table(header, *rows):
    return SIZES_1000 + "\n" + header + "\n" + "".join(row + "\n" for row in rows)


# (header, a right row, whether the table gives the fractions)
RIGHT = (
    ("backend     time(s)    below_x   frac_x     below_y   frac_y",
     "serial      0.00412    100024    0.100024   12        1.2e-05", True),
    ("backend     time_s   below_x   below_y", "serial      0.00412  100024    12", False),
    ("kernel  ms     below_x  below_y", "cpu     4.12   100024   12", False),
    ("kernel  below_x  frac_x    below_y  frac_y", "cpu     100024   0.100024  12       1.2e-05", True),
    ("n     time_s   below_x  frac_x    below_y  frac_y", "1000  0.0041   100024   0.100024  12       1.2e-05", True),
    ("run  time_s  below_x  frac_x  below_y  frac_y", "1    0.0041  100024   0.100024  12  1.2e-05", True),
    ("method  below_x  frac_x  below_y  frac_y  time_ms", "naive  100024  0.100024  12  1.2e-05  4.1", True),
    ("time_s  below_x  frac_x  below_y  frac_y", "0.0041  100024  0.100024  12  1.2e-05", True),
    ("| backend | time (s) | below x | below y |\n|---|---|---|---|", "| serial | 0.00412 | 100024 | 12 |", False),
    ("backend,time_s,below_x,frac_x,below_y,frac_y", "serial,0.00412,100024,0.100024,12,1.2e-05", True),
    ("version  time(s)  count<0.1 (x)  count<0.1 (y)", "v1  0.0041  100024  12", False),
    ("threads  time_s  below_x  below_y", "1  0.0041  100024  12", False),
    # a column of an array's count named only so ('count_x'), beside a row's name: the count, no step's
    ("backend  time_s  count_x  count_y", "serial  0.0041  100024  12", False),
    ("Implementation  Count X  Count Y  Frac X  Frac Y", "serial  100024  12  0.100024  1.2e-05", True),
    # a rate beside the times: no field ('Gcells/s' would read as a total)
    ("backend  time_s  Gcells/s  GB/s  speedup  below_x  below_y", "openmp  0.0007  1.43  11.5  5.8  100024  12", False),
)


def verdict(got):
    return got[0], {field: status for field, (status, _) in got[1].items()}


class ResultsTableWithTimes(unittest.TestCase):
    def test_right_tables_graded(self):
        for header, row, fractions in RIGHT:
            with self.subTest(header=header):
                got = verdict(not_passing(table(header, row)))
                want = {name: "missing" for name in FRACTIONS} if not fractions else {}
                self.assertEqual(got[1], want)

    def test_backends_agreeing_one_result(self):
        got = not_passing(table("backend     time(s)    below_x   frac_x     below_y   frac_y",
                                "serial      0.00412    100024    0.100024   12        1.2e-05",
                                "openmp      0.00071    100024    0.100024   12        1.2e-05",
                                "cuda        0.00009    100024    0.100024   12        1.2e-05"))
        self.assertEqual(got, ("pass", {}))

    def test_wrong_values_fail(self):
        header = "backend     time(s)    below_x   frac_x     below_y   frac_y"
        for row, field in (("serial      0.00412    100042    0.100042   12        1.2e-05", "below_x"),
                           ("serial      0.00412    100024    0.100024   13        1.3e-05", "below_y"),
                           ("serial      0.00412    100024    0.100024   12        1.5e-05", "fraction_y")):
            with self.subTest(row=row):
                got = not_passing(table(header, row))  # (a wrong X beside the right Y: plausible, by design)
                self.assertIn(got[1][field][0], ("fail", "plausible") if field == "below_x" else ("fail",))
                self.assertNotEqual(got[0], "pass")
        got = not_passing(table("kernel  ms     below_x  below_y", "cpu     4.12   100024   13"))
        self.assertEqual(got[1]["below_y"][0], "fail")

    def test_rows_that_differ_fail(self):
        for header, rows in (
                ("backend     time(s)    below_x   frac_x     below_y   frac_y",
                 ("serial      0.00412    100024    0.100024   12        1.2e-05",
                  "cuda        0.00009    100024    0.100024   13        1.3e-05")),
                ("kernel  below_x  below_y", ("cpu  100024  12", "gpu  100031  12")),
                ("backend  time_s  count_x  count_y", ("serial  0.0041  100024  12", "omp  0.0001  100024  13"))):
            with self.subTest(header=header):
                got = not_passing(table(header, *rows))
                self.assertNotEqual(got[0], "pass")
                self.assertTrue(any(status == "fail" for status, _ in got[1].values()), got)

    def test_timer_tables_still_no_fields(self):
        # a scaling table of sizes and times, a timer's with a percent: no count column, no field
        for extra in ("\nn     time_s\n1000  0.0041\n2000  0.0163\n",
                      "\nphase   time_s   %\ninit    0.0080   25.0\ncount_x 0.0080   25.0\n",
                      "\nkernel  time_ms  count\nsmooth  0.79  1\ncount_x  0.40  1\n",
                      "\nkernel  count\nsmooth  1\nreduce  2\n",  # (launches: no count below the threshold)
                      "\nn     time_s   Gcells/s\n1000  0.0041   0.24\n"):
            with self.subTest(extra=extra):
                got = not_passing(table("backend  below_x  frac_x  below_y  frac_y",
                                        "serial   100024   0.100024  12  1.2e-05") + extra)
                self.assertEqual(got, ("pass", {}))


if __name__ == "__main__":
    unittest.main()
