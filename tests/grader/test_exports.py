"""test_exports.py - issue 66's export items: the spreadsheet guard on students' text only (item
7, and csv_safe's own rule, item 15), a FAIL with every point explained alike everywhere (item
10), one mistake counted once in the class chart (item 11), one command name (item 13)."""
import csv
import io
import os
import subprocess
import sys
import tempfile
import unittest
from unittest import mock

from tests.grader.a_support import SIZES_1000, TOP, cli, entry_of, lms, read_example


class CsvSafe(unittest.TestCase):
    def test_formula_starts_guarded(self):
        """text a spreadsheet would run gets a leading quote"""
        for cell in ("=HYPERLINK(\"x\")", "+cmd", "-cmd|' /C calc'!A0", "@SUM(A1)", "\tx", "\rx", "-", "+"):
            self.assertEqual(lms.csv_safe(cell), "'" + cell, cell)

    def test_numbers_stay_numbers(self):
        """signed numbers are numbers, not formulas: -1, +5, -0.5, +1e-3 unguarded"""
        for cell in ("-1", "+5", "-0.5", "+1e-3", "-.5", 7, -3):
            self.assertEqual(lms.csv_safe(cell), cell, cell)

    def test_plain_text_unguarded(self):
        for cell in ("alice", "100024", "", "a=b"):
            self.assertEqual(lms.csv_safe(cell), cell)


class CsvColumns(unittest.TestCase):
    def rows(self, entry):
        out = io.StringIO()
        csv.writer(out, lineterminator="\n").writerows(lms.csv_safe_rows(cli.csv_rows(entry), cli.CSV_FROM_STUDENTS))
        return list(csv.DictReader(io.StringIO(",".join(cli.CSV_COLUMNS) + "\n" + out.getvalue())))

    def test_generator_is_grades_own(self):
        """-csv's generator cell is grade's own words: '-rng libc -seed 1', no quote"""
        rows = self.rows(entry_of(read_example("c-printf.txt")))
        self.assertTrue(rows)
        self.assertEqual({r["generator"] for r in rows}, {"-rng libc -seed 1"})

    def test_students_text_still_guarded(self):
        """a folder's name and a printed value that a spreadsheet would run keep their guard"""
        text = SIZES_1000.replace("Threshold                                :: 0.10", "Threshold :: -0.10") + \
            "Number of elements below threshold (X) :: 100024\nNumber of elements below threshold (Y) :: 12\n"
        entry = entry_of(text, name="=cmd/out.txt")
        rows = self.rows(entry)
        self.assertEqual({r["file"] for r in rows}, {"'=cmd/out.txt"})
        threshold = [r for r in rows if r["field"] == "threshold"][0]
        self.assertEqual(threshold["found"], "-0.10")  # a number: stays one
        labelled = entry_of(text.replace("Threshold :: -0.10", "@Threshold :: 0.10"))
        label = [r for r in self.rows(labelled) if r["field"] == "threshold"][0]["label"]
        self.assertTrue(label.startswith("'@"), label)


class FailWithEveryPoint(unittest.TestCase):
    """A file that fails only fields worth no points (a second result, where the rubric gives its
    array's own fields none either) says why, everywhere."""
    REASON = "it fails only in fields worth no points in the rubric"

    def entry(self):
        entry = entry_of(read_example("cuda-second-result.txt"))
        self.assertEqual(entry["verdict"], "fail")
        rubric = lms.load_rubric()
        rubric["points"].update(below_y=0, fraction_y=0)
        self.assertEqual(lms.score(entry, rubric)[0], lms.max_total(rubric))
        return entry, rubric

    def test_feedback_says_why(self):
        entry, rubric = self.entry()
        self.assertIn(self.REASON, lms.feedback(entry, rubric, ""))

    def test_text_report_says_why(self):
        entry, rubric = self.entry()
        self.assertIn(self.REASON, cli.why(entry, rubric))

    def test_autograders_say_why(self):
        entry, rubric = self.entry()
        self.assertIn(self.REASON, lms.gradescope([entry], rubric, 1.0)["output"])
        self.assertIn(self.REASON, lms.prairielearn([entry], rubric)["message"])

    def test_page_says_the_same(self):
        from grading import page
        entry, rubric = self.entry()
        self.assertIn(self.REASON, page.why(entry, rubric, lms.file_mistakes))

    def test_a_fail_that_costs_points_says_nothing_of_it(self):
        entry = entry_of(read_example("mistake-ghost.txt"))
        rubric = lms.load_rubric()
        self.assertEqual(lms.fail_without_loss(entry, rubric), "")
        self.assertNotIn(self.REASON, lms.feedback(entry, rubric, ""))


class ClassChart(unittest.TestCase):
    def test_missing_term_is_one_mistake(self):
        """mistake-missing-term (constants (b,c), its Y without the a term) is one mistake in the chart"""
        entry = entry_of(read_example("mistake-missing-term.txt"))
        self.assertEqual(lms.file_mistakes(entry), ["the a term (the four diagonal neighbours) dropped"])
        chart = lms.class_mistakes([entry, entry_of(read_example("mistake-missing-term.txt"), "b.txt")])
        self.assertEqual([(m, len(files)) for m, files in chart],
                         [("the a term (the four diagonal neighbours) dropped", 2)])


class CommandName(unittest.TestCase):
    """argparse's errors and grade's own carry one name: the one it was run by."""

    def run_as(self, name, *args):
        with tempfile.TemporaryDirectory() as folder:
            link = os.path.join(folder, name)
            os.symlink(os.path.join(TOP, "scripts", "grade"), link)
            not_a_folder = os.path.join(folder, "file")
            open(not_a_folder, "w").close()
            own = subprocess.run([sys.executable, link, "-feedback", not_a_folder, "x.txt"],
                                 capture_output=True, text=True)
            parsers = subprocess.run([sys.executable, link, "-json", "-csv", "x.txt"], capture_output=True, text=True)
        return own, parsers

    def test_installed_name(self):
        own, parsers = self.run_as("smooth-grade")
        self.assertEqual(own.returncode, 2)
        self.assertTrue(own.stderr.startswith("smooth-grade: -feedback"), own.stderr)
        self.assertEqual(parsers.returncode, 2)
        self.assertIn("\nsmooth-grade: error:", parsers.stderr)

    def test_checkout_name(self):
        own, parsers = self.run_as("grade")
        self.assertTrue(own.stderr.startswith("grade: -feedback"), own.stderr)
        self.assertIn("\ngrade: error:", parsers.stderr)

    def test_name_from_argv(self):
        with mock.patch.object(sys, "argv", ["/usr/bin/smooth-grade"]):
            self.assertEqual(cli.invoked_name(), "smooth-grade")
        with mock.patch.object(sys, "argv", [""]):
            self.assertEqual(cli.invoked_name(), "grade")


if __name__ == "__main__":
    unittest.main()
