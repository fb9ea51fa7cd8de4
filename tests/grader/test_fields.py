"""test_fields.py - fields.py: the fields of a whole output, smooth's records, n (from
tests/grade-units.t, issue 66, item 16)."""
import json
import os
import subprocess
import sys
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from grading import fields as f  # noqa: E402

from tests.grader.a_support import COUNTS_1000, SIZES_1000  # noqa: E402

SUMMARY = SIZES_1000 + COUNTS_1000  # the tutorial's summary of a right n = 1000 output


class Fields(unittest.TestCase):
    def test_summary(self):
        """fields.read_output: the tutorial's summary, every field, the fractions paired with their counts"""
        r = f.read_output(SUMMARY)
        self.assertEqual(sorted(r["fields"]), ["below_x", "below_y", "constants", "fraction_x", "fraction_y", "inner",
                                               "memory", "row", "threshold", "total", "total_inner"])
        self.assertEqual(r["fields"]["fraction_y"].value, 1.2e-05)

    def test_size_of(self):
        """fields.size_of: n from the inner elements"""
        self.assertEqual(f.size_of(f.read_output(SUMMARY))[0], 1000)

    def test_mpi_partials(self):
        """fields.read_output: MPI ranks' partial counts beside their total give the total"""
        r = f.read_output("Number of elements below threshold (X) :: 40\nNumber of elements below threshold (X) :: 60\n"
                          "Number of elements below threshold (X) :: 100\n")
        self.assertEqual((r["fields"]["below_x"].value, r["fields"]["below_x"].error), (100.0, None))

    def test_shapes_cached(self):
        """fields.read_output: 100,000 lines alike but for their digits worked out in 6 shapes (one per width of i, and the summary's), not 100,000"""
        calls, shape = [], f._shape
        f._shape = lambda line: calls.append(line) or shape(line)
        try:
            text = "".join(f"iteration {i}: count below threshold = {4000 + i % 997}\n" for i in range(100000))
            r = f.read_output(text + "Number of elements below threshold (Y) :: 12\n")
        finally:
            f._shape = shape
        self.assertEqual((len(calls), r["fields"]["below_y"].text), (6, "12"))

    def test_shapes_as_alone(self):
        """fields: the shape cache reads every output as its lines read alone (fuzzed, chatty, n+2 beside n+3)"""
        done = subprocess.run([sys.executable, "tests/helpers/grade_shapes.py", "1500"], capture_output=True, text=True,
                              cwd=TOP, env=dict(os.environ, PYTHONPATH="scripts:tests/fuzz"), timeout=600)
        self.assertRegex(done.stdout + done.stderr, r"^same [0-9]+\n?$")

    def test_two_values_named(self):
        """fields.read_output: two values named where each first appears"""
        r = f.read_output("Number of elements below threshold (Y) :: 4000\nNumber of elements below threshold (Y) :: 4919\n"
                          "Number of elements below threshold (Y) :: 4000\n")
        self.assertEqual(r["fields"]["below_y"].error, "two different values: 4000 (line 1) and 4919")

    def test_smooth_record(self):
        """fields.smooth_record: smooth's -json as the summary it holds"""
        text = f.smooth_record(json.dumps({"program": "smooth", "n": 8, "below_x": 5, "elements_per_row": 10}))
        self.assertIn("Number of inner elements in a row/column :: 8", text)
        self.assertIn("Number of elements in a row/column :: 10", text)

    def test_int32(self):
        """fields.int32: a C int's wrap"""
        self.assertEqual((f.int32(2**31), f.int32(-2**31 - 1), f.int32(7)), (-2147483648, 2147483647, 7))


if __name__ == "__main__":
    unittest.main()
