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


if __name__ == "__main__":
    unittest.main()
