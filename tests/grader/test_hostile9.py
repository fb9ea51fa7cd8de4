"""test_hostile9.py - the ninth round's findings: the generator's X count printed on a line that
names no field (a check against the reference, the sum of MPI ranks' partials) shows the data is
the generator's, so a Total that differs fails (left from the eighth pass).
Run: python3 -m unittest tests.grader.test_hostile9 (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import RIGHT_1000, SIZES_1000, not_passing  # noqa: E402

RANKS = "".join(f"rank {r}: {v} elements below threshold\n" for r, v in enumerate((25000, 25024, 25000, 25000)))


def counts(x, y):
    return (f"Total below threshold (X): {x}\nFraction below threshold (X): {x / 1e6:g}\n"
            f"Total below threshold (Y): {y}\nFraction below threshold (Y): {y / 1e6:g}\n")


class PrintedElsewhere(unittest.TestCase):
    """The generator's X on a line that names no field: the data is the generator's."""

    def test_partials_sum_to_the_generators_x_beside_a_wrong_total(self):
        verdict, got = not_passing(SIZES_1000 + RANKS + counts(99001, 12))
        self.assertEqual(verdict, "fail")
        self.assertEqual(got["below_x"][0], "fail")
        self.assertIn("the sum of 4 ranks' partial counts", got["below_x"][1])

    def test_a_check_line_naming_the_reference(self):
        text = SIZES_1000 + counts(99001, 15) + "Check against reference: X 100024, Y 12 -> FAILED\n"
        verdict, got = not_passing(text)
        self.assertEqual((verdict, got["below_x"][0], got["below_y"][0]), ("fail", "fail", "fail"))
        self.assertIn("'Check against reference'", got["below_x"][1])

    def test_right_outputs_still_pass(self):
        self.assertEqual(not_passing(SIZES_1000 + RANKS + counts(100024, 12))[0], "pass")
        self.assertEqual(not_passing(RIGHT_1000 + "Check against reference: X 100024, Y 12 -> OK\n")[0], "pass")

    def test_other_data_stays_plausible(self):
        # another generator's run: its partials sum to its own X, which is not the generator's
        ranks = "".join(f"rank {r}: {v} elements below threshold\n" for r, v in enumerate((24750, 24251, 25000, 25000)))
        verdict, got = not_passing(SIZES_1000 + ranks + counts(99001, 15))
        self.assertEqual((got["below_x"][0], got["below_y"][0]), ("plausible", "plausible"))

    def test_many_numbers_that_could_be_an_x_prove_nothing(self):
        # a table of timings or counts in X's window: one of them equal to the generator's X is no proof
        table = "".join(f"Run {k}: {v}\n" for k, v in enumerate((99500, 100024, 100900, 99120), 1))
        got = not_passing(SIZES_1000 + table + counts(99001, 15))[1]
        self.assertEqual(got["below_x"][0], "plausible")


if __name__ == "__main__":
    unittest.main()
