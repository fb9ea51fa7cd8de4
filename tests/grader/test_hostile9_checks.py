"""The ninth hostile pass, its self-checks, second results and counts beside each other: a
self-check's reference read in any wording, a second result that fails costing its array's points,
counts on lines about threads or ranks, two values where one is expected."""
import unittest

from tests.grader.a_support import RIGHT_1000, entry_of, lms, not_passing, read_example, replaced

Y_LINE = "Number of elements below threshold (Y)   :: 12"
X_LINE = "Number of elements below threshold (X)   :: 100024"


def points(text, rubric=None):
    return lms.score(entry_of(text), rubric or lms.load_rubric())[0]


class SecondResultCosts(unittest.TestCase):
    """A failing second result costs its array's own field's points in the default rubric."""

    def test_failing_second_result_costs_its_arrays_points(self):
        entry = entry_of(read_example("cuda-second-result.txt"))
        rubric = lms.load_rubric()
        total, per_field = lms.score(entry, rubric)
        self.assertEqual(total, 14)  # below_y (4) and fraction_y (2) lost to Y_H's
        self.assertEqual((per_field["below_y"], per_field["fraction_y"]), ((0, 4), (0, 2)))
        self.assertEqual(per_field["below_x"], (3, 3))

    def test_every_export_says_why(self):
        entry = entry_of(read_example("cuda-second-result.txt"))
        rubric = lms.load_rubric()
        why = "its points lost: your second result on line 'Number of elements below threshold (Y_H)' is wrong"
        self.assertIn(why, lms.fail_without_loss(entry, rubric))
        self.assertIn(why, lms.feedback(entry, rubric, ""))
        self.assertIn("Wrong (0 of 4 points): Number of elements below threshold (Y): its points lost",
                      lms.feedback(entry, rubric, ""))
        self.assertEqual(lms.gradescope([entry], rubric, 1.0)["score"], 14)
        self.assertIn(why, lms.gradescope([entry], rubric, 1.0)["output"])
        tests = {t["name"]: t for t in lms.gradescope([entry], rubric, 1.0)["tests"]}
        self.assertEqual(tests["Number of elements below threshold (Y)"]["score"], 0)
        self.assertIn(why, tests["Number of elements below threshold (Y)"]["output"])
        self.assertEqual(lms.prairielearn([entry], rubric)["score"], 0.7)
        self.assertEqual(lms.canvas_rows([entry], rubric, "HW")[1][5], "14")

    def test_a_rubric_may_give_second_results_points(self):
        rubric = lms.load_rubric()
        rubric["points"].update(below_y2=2)
        self.assertEqual(lms.max_total(rubric), 22)
        self.assertEqual(points(read_example("cuda-second-result.txt"), rubric), 14)
        right = replaced(Y_LINE, Y_LINE + "\nNumber of elements below threshold (Y_H) :: 12")
        self.assertEqual(points(right, rubric), 22)

    def test_a_right_second_result_costs_nothing(self):
        right = replaced(Y_LINE, Y_LINE + "\nNumber of elements below threshold (Y_H) :: 12")
        self.assertEqual(points(right), 20)


class SelfCheckWordings(unittest.TestCase):
    """Item 1: a self-check's reference printed first, in any wording: the own value graded (13
    fails), the reference a second result; never the own value taken for the reference."""
    FORMS = ("Number of elements below threshold (Y): expected 12 / got 13",
             "Number of elements below threshold (Y): exp=12 got=13 FAIL",
             "Number of elements below threshold (Y): expected 12, but was 13",
             "Number of elements below threshold (Y): should be 12, is 13",
             "Number of elements below threshold (Y): smooth 12, mine 13",
             "Y below threshold (expected, got): 12, 13",
             "Y below threshold (got, expected): 13, 12",
             "Expected 12 elements below threshold in Y, counted 13",
             "Number of elements below threshold (Y): 12 (reference) 13 (mine)",
             "Number of elements below threshold (Y): reference 12 | computed 13",
             "Number of elements below threshold (Y): want 12 have 13",
             "Number of elements below threshold (Y): 12 (ref) != 13",
             "Number of elements below threshold (Y): expected 12 -- got 13",
             "Number of elements below threshold (Y): DESIRED: 12 ACTUAL: 13",
             "Number of elements below threshold (Y): 12 expected, 13 found",
             "Number of elements below threshold (Y): 12 (expected) 13 (actual)",
             "Number of elements below threshold (Y) expected/got: 12/13",
             "Number of elements below threshold (Y): 12 (serial reference), 13 (my kernel)",
             "Number of elements below threshold (Y): correct answer 12, my answer 13",
             "Number of elements below threshold (Y): 12 <- expected | actual -> 13",
             "Number of elements below threshold (Y): 12 (from smooth) 13 (from my program)",
             "12 elements expected below threshold in y, 13 counted",
             "Number of elements below threshold (Y) :: 12 13 (ref, mine)",
             "Number of elements below threshold (Y): 13 != 12 (ref)")

    def test_own_value_graded(self):
        for line in self.FORMS:
            with self.subTest(line=line):
                verdict, failed = not_passing(replaced(Y_LINE, line))
                self.assertEqual((verdict, failed.get("below_y", ("pass",))[0]), ("fail", "fail"))
                got = entry_of(replaced(Y_LINE, line))["fields"]
                self.assertEqual((got["below_y"]["found"], got["below_y2"]["found"]), ("13", "12"))

    def test_right_own_value_passes(self):
        for line in self.FORMS:
            with self.subTest(line=line):
                right = line.replace("13", "12")
                self.assertEqual(not_passing(replaced(Y_LINE, right)), ("pass", {}))

    def test_reference_wrong_own_right_fails_on_the_reference(self):
        line = "Number of elements below threshold (Y): expected 13 / got 12"
        verdict, failed = not_passing(replaced(Y_LINE, line))
        self.assertEqual((verdict, failed["below_y2"][0], "below_y" in failed), ("fail", "fail", False))


class TwoValues(unittest.TestCase):
    """Item 4: two values where a count or fraction line expects one: the second is a second result."""
    FORMS = ("12, 13", "12\t13", "[12, 13]", "12 13", "12 | 13", "12 / 13", "12 and 13", "(12, 13)",
             "array([12, 13])", "12 (13)", "12 [13]", "12 13 (cpu gpu)")

    def test_second_value_fails(self):
        for value in self.FORMS:
            with self.subTest(value=value):
                verdict, failed = not_passing(replaced(Y_LINE, Y_LINE.replace("12", value)))
                self.assertEqual((verdict, failed.get("below_y2", ("pass",))[0]), ("fail", "fail"))
                self.assertLess(points(replaced(Y_LINE, Y_LINE.replace("12", value))), 17)

    def test_same_value_twice_passes(self):
        for value in self.FORMS:
            with self.subTest(value=value):
                right = replaced(Y_LINE, Y_LINE.replace("12", value.replace("13", "12")))
                self.assertEqual(not_passing(right), ("pass", {}))

    def test_x_and_fractions(self):
        verdict, failed = not_passing(replaced(X_LINE, X_LINE + " 99001"))
        self.assertEqual(failed["below_x2"][0], "fail")
        two = RIGHT_1000.replace(":: 1.20000E-05", ":: 1.20000E-05 1.30000E-05")
        self.assertEqual(not_passing(two)[1]["fraction_y2"][0], "fail")
        self.assertEqual(points(two), 18)

    def test_something_else_stays(self):
        """a count's fraction after it, the whole it is out of, a list of three: as before (the whole: a
        square above the count, n^2 or (n+2)^2)"""
        for value in ("100024 (0.100024)", "100024 of 1000000", "100024/1000000", "100024 1000000",
                      "100024 0.100024", "100024 (10.0024%)"):
            with self.subTest(value=value):
                self.assertEqual(not_passing(replaced(X_LINE, X_LINE.replace("100024", value))), ("pass", {}))
        percent = RIGHT_1000.replace(":: 1.00024E-01", ":: 1.00024E-01 10.0024")  # (its percent, no '%')
        self.assertEqual(not_passing(percent), ("pass", {}))
        self.assertEqual(not_passing(replaced(Y_LINE, Y_LINE.replace("12", "12 13 14")))[1]["below_y"][0],
                         "missing")  # (a list)


class ThreadsAndRanks(unittest.TestCase):
    """Item 3: a count on a line or in a table that names a thread count or the ranks is a version
    of the result (every such one version: any that differs fails); a rank's partial stays one."""
    TABLE = "threads  below_x  below_y  time_s\n1        100024   12       0.0102\n8        100024   {}       0.0019\n"

    def test_race_beside_a_right_summary_fails(self):
        for more in ("Running with 1 thread: below_y = 12\nRunning with 8 threads: below_y = 15\n",
                     "Number of elements below threshold (Y) with 8 threads :: 13\n",
                     "Total over all ranks: below_y = 13\n",
                     "threads=8: below_y=13\n",
                     "OpenMP, 8 threads: Number of elements below threshold (Y) :: 13\n",
                     self.TABLE.format(14),
                     self.TABLE.format(14).replace("  ", ",").replace(",,", ",").replace(",,", ",")):
            with self.subTest(more=more):
                verdict, failed = not_passing(RIGHT_1000 + "\n" + more)
                self.assertEqual((verdict, failed.get("below_y2", ("pass",))[0]), ("fail", "fail"))
                self.assertLessEqual(points(RIGHT_1000 + "\n" + more), 16)
        line = "Number of elements below threshold (Y)   :: 12 (serial), 13 (OpenMP)"
        self.assertEqual(not_passing(replaced(Y_LINE, line))[1]["below_y2"][0], "fail")

    def test_right_versions_pass(self):
        for more in ("Running with 1 thread: below_y = 12\nRunning with 8 threads: below_y = 12\n",
                     "Number of elements below threshold (Y) with 8 threads :: 12\n",
                     "Total over all ranks: below_y = 12\n", self.TABLE.format(12),
                     "rank 0: 25000 elements below threshold\nrank 1: 75024 elements below threshold\n"):
            with self.subTest(more=more):
                self.assertEqual(not_passing(RIGHT_1000 + "\n" + more), ("pass", {}))

    def test_right_labels_with_threads_read(self):
        for label in ("Number of elements below threshold (Y) (OpenMP, 8 threads) :: 12",
                      "Number of elements below threshold (Y), all ranks :: 12",
                      "Number of elements below threshold (Y) with 8 threads :: 12"):
            with self.subTest(label=label):
                self.assertEqual(not_passing(replaced(Y_LINE, label)), ("pass", {}))

    def test_a_threads_table_alone_is_graded(self):
        text = RIGHT_1000.split("Number of elements below threshold (X)")[0] + self.TABLE.format(12)
        entry = entry_of(text)
        self.assertEqual((entry["fields"]["below_x"]["status"], entry["fields"]["below_y"]["status"]),
                         ("pass", "pass"))

    def test_a_threads_own_line_stays_out(self):
        self.assertEqual(not_passing(RIGHT_1000 + "Thread 3 of 8 threads: counted 12345 below threshold\n"),
                         ("pass", {}))


if __name__ == "__main__":
    unittest.main()
