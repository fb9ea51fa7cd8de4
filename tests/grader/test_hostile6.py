"""test_hostile6.py - the sixth hostile pass's findings on a self-check's output (H3: `expected
100024, got 99001` passed on the reference's number), a count's list (H4), a lone line after the
summary taken for a run (M3), and -json's reason for an ungraded student (M4). Run: python3 -m
unittest tests.grader.test_hostile6 (or make test)."""
import json
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import COUNTS_1000, SIZES_1000, TOP, entry_of  # noqa: E402
from grading import fields  # noqa: E402

RIGHT = SIZES_1000 + COUNTS_1000
HAVE_SMOOTH = os.path.exists(os.path.join(TOP, "smooth"))


def graded(text):
    entry = entry_of(text)
    return entry["verdict"], {key: f["status"] for key, f in entry["fields"].items() if f["status"] != "pass"}


def self_check(x, y, fx, fy):
    """A right n = 1000 summary whose count and fraction lines print the reference's value, then the own."""
    return (SIZES_1000 + f"Number of elements below threshold (X): expected 100024, got {x}\n"
            f"Fraction of elements below threshold (X): expected 0.100024, got {fx}\n"
            f"Number of elements below threshold (Y): expected 12, got {y}\n"
            f"Fraction of elements below threshold (Y): expected 1.2e-05, got {fy}\n")


class SelfCheck(unittest.TestCase):
    """H3: the own value is the answer; the reference's beside it is a second result, and, the
    generator's own, says whose data it is."""

    def test_own_value_read(self):
        for line, want in (("Number below threshold (X): expected 100024, got 99001 MISMATCH", "99001"),
                           ("Expected below threshold (X): 100024, got 99001", "99001"),
                           ("X below threshold: reference 100024, mine 99001", "99001"),
                           ("Below threshold (X): got 99001 (expected 100024)", "99001")):
            with self.subTest(line=line):
                self.assertEqual(fields.read_output(line + "\n")["fields"]["below_x"].text, want)

    def test_wrong_own_values_fail(self):
        verdict, failed = graded(self_check(99001, 7, "0.099001", "7e-06"))
        self.assertEqual(verdict, "fail")
        self.assertEqual((failed["below_x"], failed["below_y"]), ("fail", "fail"))

    def test_right_own_values_pass(self):
        self.assertEqual(graded(self_check(100024, 12, "0.100024", "1.2e-05")), ("pass", {}))

    def test_reference_alone_is_read_as_before(self):
        self.assertEqual(fields._parts("Expected output below"), ("Expected output below",))


class CountLists(unittest.TestCase):
    """H4 and M3: a count's list, a count of a row, is no count and no size."""

    def test_list_of_counts_is_no_count(self):
        for line in ("Elements of y below threshold in the first 3 rows: 0 0 1", "Below threshold per rank (x): 3 4 5"):
            with self.subTest(line=line):
                self.assertEqual(graded(RIGHT + line + "\n"), ("pass", {}))

    def test_loop_line_after_a_numbered_tag_is_no_count(self):
        """'sweep 12+1: count below threshold = 4567' (dev/grade-speed's plus): a loop's line, as
        before the words up to a value could label it ('Grid: n = 1000')"""
        text = "".join(f"sweep {i}+1: count below threshold = {4000 + i}\n" for i in range(5))
        self.assertEqual(fields.read_output(text)["fields"], {})

    def test_count_with_its_fraction_and_percent_is_read(self):
        got = fields.read_output("Number below threshold (X): 100024 0.100024 10.0024%\n")["fields"]
        self.assertEqual(got["below_x"].text, "100024")

    def test_lone_line_after_the_summary_is_no_run(self):
        self.assertEqual(graded(RIGHT + "Y count in first row: 0\n"), ("pass", {}))

    def test_second_run_still_split(self):
        """a lone line is no run; a second summary at another n is"""
        self.assertEqual(fields.read_output(RIGHT + "Y count in first row: 0\n")["runs"], [])
        other = RIGHT.replace("1000000", "4000000").replace(":: 1000\n", ":: 2000\n").replace(":: 1002\n", ":: 2002\n")
        self.assertEqual(fields.read_output(RIGHT + other)["runs"], [(1, 11), (12, None)])


@unittest.skipUnless(HAVE_SMOOTH, "needs ./smooth (make CUDA=0)")
class JsonWhy(unittest.TestCase):
    """M4: -json's students[].why gives an ungraded student's reason, as Canvas's Notes do."""

    def test_ungraded_student_has_its_reason(self):
        with tempfile.TemporaryDirectory() as folder:
            with open(os.path.join(folder, "carol_13_3_out.txt"), "w") as f:
                f.write("n = 1000\nnothing else\n")
            done = subprocess.run([sys.executable, os.path.join(TOP, "scripts", "grade"), "-json", folder],
                                  capture_output=True, text=True, cwd=TOP)
            students = json.loads(done.stdout)["students"]
        self.assertEqual([s["verdict"] for s in students], ["ungraded"])
        self.assertIn("no count", students[0]["why"])


if __name__ == "__main__":
    unittest.main()
