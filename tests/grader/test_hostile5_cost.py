"""test_hostile5_cost.py - what a file can cost the grader, bounded (the fifth hostile pass: the right
output followed by four million lines, each a label never seen before). No timed tests: speed is
checked by measurement (docs/grading.md, Speed); here, that what grows with a file stays under its
cap. Run: python3 -m unittest tests.grader.test_hostile5_cost (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import COUNTS_1000, SIZES_1000, entry_of  # noqa: E402
from grading import fields  # noqa: E402

RIGHT = SIZES_1000 + COUNTS_1000
CAP = getattr(fields, "MAX_HEADER", 1000)  # (before the fix: no cap, and these tests fail on their asserts)
SMOOTH_HEADER = ("Program :: smooth 1.2.0 (commit x; built without CUDA)\n"
                 "Command :: ./smooth -n 1000 -kernel cpu -rng libc -seed 7\nRNG :: libc, seed 7\n")


def unique_labels(count, form="k{}q: 1.5\n"):
    return "".join(form.format(i) for i in range(count))


class HeaderBounded(unittest.TestCase):
    """A header line's name is kept once; a file of unique labels ('k12q: 1.5') keeps at most MAX_HEADER."""

    def test_unique_labels_keep_at_most_max_header_names(self):
        for form in ("k{}q: 1.5\n", "x{} (X): 1\n", "q{}: 1\n", "label number {} of the run: 0.5\n"):
            with self.subTest(form=form):
                text = RIGHT + unique_labels(CAP + 3000, form)
                self.assertLessEqual(len(fields.read_output(text)["header"]), CAP)
                self.assertEqual(entry_of(text)["verdict"], "pass")  # the same verdict as RIGHT's

    def test_names_runs_reads_are_kept_past_the_cap(self):
        header = fields.read_output(unique_labels(CAP + 10) + SMOOTH_HEADER + RIGHT)["header"]
        self.assertLessEqual(len(header), CAP + 3)
        self.assertEqual(header["RNG"], "libc, seed 7")
        self.assertTrue(header["Command"].startswith("./smooth -n 1000"))
        self.assertTrue(header["Program"].startswith("smooth 1.2.0"))


if __name__ == "__main__":
    unittest.main()
