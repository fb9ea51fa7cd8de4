"""test_verify.py - a count that cannot be checked (issue 66, item 3): where an output states the
generator and seed grade grades with (smooth's RNG line, srand(1) with rand()), a count that
differs fails; where it does not, the count is plausible, and every export says it is unverified,
at the rubric's credit for it."""
import unittest

from tests.grader.a_support import SIZES_1000, cli, entry_of, lms, runs

SHIFTED = """Number of elements below threshold (X)   :: 100101
Fraction of elements below threshold     :: 1.00101E-01
Number of elements below threshold (Y)   :: 14
Fraction of elements below threshold     :: 1.40000E-05
"""
SMOOTH_HEADER = "Command      :: ./smooth -n 1000 -kernel cpu\nRNG          :: libc, seed 1\n\nSummary\n-------\n"


class StatedGenerator(unittest.TestCase):
    def test_smooths_rng_line_makes_counts_exact(self):
        """the issue's case: X 100101, Y 14 under 'RNG :: libc, seed 1' fail (were PLAUSIBLE, 20 of 20)"""
        entry = entry_of(SMOOTH_HEADER + SIZES_1000 + SHIFTED)
        self.assertEqual(entry["verdict"], "fail")
        self.assertEqual((entry["fields"]["below_x"]["status"], entry["fields"]["below_y"]["status"]), ("fail", "fail"))
        self.assertEqual(entry["fields"]["below_x"]["expected"], "100024")
        self.assertLess(lms.score(entry, lms.load_rubric())[0], 20)

    def test_srand_1_in_the_students_words(self):
        entry = entry_of("Seeding with srand(1), values rand() / (float)RAND_MAX\n" + SIZES_1000 + SHIFTED)
        self.assertEqual(entry["verdict"], "fail")

    def test_no_statement_is_plausible(self):
        self.assertEqual(entry_of(SIZES_1000 + SHIFTED)["verdict"], "plausible")

    def test_a_clock_seed_or_another_seed_is_no_statement(self):
        for words in ("srand(time(NULL));", "srand(42)", "srandom(getpid())", "srand(1) ... srand(7)",
                      "srand(1); x = rand() % 1000 / 1000.0"):
            with self.subTest(words=words):
                self.assertEqual(entry_of(words + "\n" + SIZES_1000 + SHIFTED)["verdict"], "plausible")

    def test_stated_generator_rules(self):
        self.assertEqual(runs.stated_generator({"RNG": "counter, seed 7"}, "")[:2], ("counter", "7"))
        self.assertEqual(runs.stated_generator({}, "srandom(1u);")[:2], ("libc", "1"))
        self.assertIsNone(runs.stated_generator({}, "srand(time(NULL))"))
        settings = dict(cli.TUTORIAL)
        self.assertTrue(runs.reproduces(("libc", "0", ""), settings))  # glibc: srandom(0) is seed 1
        self.assertFalse(runs.reproduces(("counter", "1", ""), settings))
        self.assertFalse(runs.reproduces(("libc", "2", ""), settings))

    def test_right_counts_with_statement_pass(self):
        from tests.grader.a_support import COUNTS_1000
        self.assertEqual(entry_of(SMOOTH_HEADER + SIZES_1000 + COUNTS_1000)["verdict"], "pass")


class UnverifiedEverywhere(unittest.TestCase):
    def setUp(self):
        self.entry = entry_of(SIZES_1000 + SHIFTED, "class/alice/out.txt")
        self.rubric = lms.load_rubric()
        self.assertEqual(self.entry["verdict"], "plausible")

    def test_fields_marked(self):
        self.assertEqual(lms.unverified(self.entry), ["below_x", "fraction_x", "below_y", "fraction_y"])
        self.assertFalse(self.entry["fields"]["below_x"]["verified"])
        self.assertTrue(self.entry["fields"]["row"]["verified"])

    def test_csv_column(self):
        rows = {row[4]: row for row in cli.csv_rows(self.entry)}
        column = cli.CSV_COLUMNS.index("verified")
        self.assertEqual((rows["below_y"][column], rows["row"][column]), ("no", "yes"))

    def test_feedback_the_canvas_comment(self):
        text = lms.feedback(self.entry, self.rubric, "")
        self.assertIn("Unverified:", text)
        self.assertIn("11 of 11 points at the rubric's credit 1 for unverified counts", text)

    def test_autograders(self):
        gradescope = lms.gradescope([self.entry], self.rubric, 1.0)
        self.assertIn("unverified", gradescope["output"])
        self.assertTrue(all("unverified" in t["output"] for t in gradescope["tests"] if "below" in t["name"]))
        prairielearn = lms.prairielearn([self.entry], self.rubric)
        self.assertIn("unverified", prairielearn["message"])

    def test_page_needs_a_look(self):
        from tests.grader.test_page import class_page
        self.assertIn("Needs a look: counts that could not be verified (1)", class_page([self.entry]))

    def test_credit_set_by_the_rubric(self):
        rubric = lms.load_rubric()
        rubric["credit"]["plausible"] = 0.5
        self.assertEqual(lms.score(self.entry, rubric)[0], 20 - 11 / 2)
        self.assertEqual(len(lms.credited_unverified(lms.roster([self.entry], rubric), rubric)), 1)
        rubric["credit"]["plausible"] = 0
        self.assertEqual(lms.credited_unverified(lms.roster([self.entry], rubric), rubric), [])

    def test_default_credit_stated_in_help(self):
        import contextlib
        import io
        import sys
        from unittest import mock
        out = io.StringIO()
        with mock.patch.object(sys, "argv", ["grade", "-help"]), contextlib.redirect_stdout(out), \
                self.assertRaises(SystemExit):
            cli.main()
        self.assertIn('"plausible": S} is the share unverified counts earn (default 1', " ".join(out.getvalue().split()))


if __name__ == "__main__":
    unittest.main()
