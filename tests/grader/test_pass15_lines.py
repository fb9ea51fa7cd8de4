"""test_pass15_lines.py - the fifteenth hostile pass's lines (h15 report A2, A4, A5, A6, A11, A13): a per-row
progress log ('row 98: x below 105 (running 9812), ...') is no field's; statistics before a count on its line;
a grid and its interior on one line; both arrays' values paired by position in one sentence or line; a list of
tuples; a difference from the expected fraction.
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass15_lines"""
import json
import os
import subprocess
import tempfile
import unittest

from tests.grader.a_support import PLAIN_1000, RIGHT_1000, TOP, not_passing

PASS = ("pass", {})


def graded(text):
    """(verdict, {field: status} not passing) as scripts/grade gives them (its splitting into runs too)."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(text)
    try:
        out = subprocess.run([os.path.join(TOP, "scripts", "grade"), "-json", f.name], capture_output=True, text=True,
                             cwd=TOP, check=False).stdout
    finally:
        os.unlink(f.name)
    entry = json.loads(out)["files"][0]
    return entry["verdict"], {k: v["status"] for k, v in entry["fields"].items() if v["status"] != "pass"}


class RowProgress(unittest.TestCase):
    LINES = ("row {k}: x below 96 (running 9812), y below 0 (running 0)", "row {k}: x below 96, y below 0",
             "Row {k} done: x below 96", "processed row {k} of 1000", "row {k}: 96 below threshold in x",
             "column {k}/1000: x below 96", "Finished row {k}: 96 elements below 0.1")

    def test_a_row_s_progress_line_is_no_field(self):
        for base in (RIGHT_1000, PLAIN_1000):
            for line in self.LINES:
                for k in (1, 98, 1000):
                    with self.subTest(line=line, k=k):
                        self.assertEqual(not_passing(base + line.format(k=k) + "\n"), PASS)

    def test_a_whole_log_of_rows_is_graded_at_its_n(self):
        log = "".join(f"row {k}: x below {90 + k % 20} (running {k * 100}), y below 0 (running 0)\n" for k in range(1, 1001))
        text = ("n = 1000, n+2 = 1002, total = 1004004, inner = 1000000\n"
                "memory per array = 0.00374021 GB, threshold = 0.1, a = 0.05, b = 0.10, c = 0.40\n" + log +
                "x below threshold = {x} (fraction 0.100024)\ny below threshold = 12 (fraction 1.200000e-05)\n")
        self.assertEqual(graded(text.format(x=100024)), PASS)
        verdict, bad = graded(text.format(x=100025))  # a wrong count after the log still fails
        self.assertEqual((verdict, bad.get("below_x")), ("fail", "fail"))

    def test_a_row_s_length_is_still_read(self):
        for line in ("Row length: 1003", "row 1003", "Rows: 1003", "row: 1003", "row 1003, inner 1000"):
            with self.subTest(line=line):
                verdict, bad = not_passing(PLAIN_1000 + line + "\n")
                self.assertEqual(verdict, "fail")
                self.assertEqual(bad["row"][0], "fail")


if __name__ == "__main__":
    unittest.main()
