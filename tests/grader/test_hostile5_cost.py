"""test_hostile5_cost.py - what a file can cost the grader, bounded (the fifth hostile pass: the right
output followed by four million lines, each a label never seen before). No timed tests: speed is
checked by measurement (docs/grading.md, Speed); here, that what grows with a file stays under its
cap. Run: python3 -m unittest tests.grader.test_hostile5_cost (or make test)."""
import os
import sys
import unittest
from unittest import mock

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import COUNTS_1000, SIZES_1000, entry_of  # noqa: E402
from grading import fields, lines  # noqa: E402

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


class ShapesBounded(unittest.TestCase):
    """A file whose every line carries a word never seen before ('worker qwertyui done 12') has a shape
    worked out a line (each ~15-40 us): past MAX_NEW_SHAPES of them it is ungraded, saying why. (The cap is
    patched small here; before the fix there is none to patch, and the tests fail.)"""

    @staticmethod
    def new_words(count):
        word = lambda i: "".join(chr(97 + i // 26 ** k % 26) for k in range(4))  # noqa: E731 (aaaa, baaa, ...)
        return "".join(f"worker {word(i)} done {i}\n" for i in range(count))

    def test_new_shape_each_line_is_too_many(self):
        with mock.patch.object(fields, "MAX_NEW_SHAPES", 300):
            with self.assertRaises(lines.TooManyLines) as caught:  # (cli's handler: ungraded, with its reason)
                fields.read_output(self.new_words(1000) + RIGHT)
        self.assertIsInstance(caught.exception, fields.TooManyShapes)
        self.assertIn("more than 300 lines of shapes never seen before", str(caught.exception))
        self.assertLess(caught.exception.lines, 1000)

    def test_chatty_output_of_few_shapes_is_read(self):
        """a line a sweep, its digits differing: a few shapes, however many lines; the same reading"""
        chatty = "".join(f"iteration {i}: count below threshold = {4000 + i * 7919 % 1000}\nrank {i % 4} sent {i * 37} "
                         f"bytes in 0.{i % 997:03d} ms\n" for i in range(20000))
        with mock.patch.object(fields, "MAX_NEW_SHAPES", 300):
            reading = fields.read_output(chatty + RIGHT)
        self.assertLess(fields._computed[0], 300)
        self.assertEqual(entry_of(chatty + RIGHT)["verdict"], "pass")
        self.assertEqual({k: f.text for k, f in reading["fields"].items()},
                         {k: f.text for k, f in fields.read_output(RIGHT)["fields"].items()})


if __name__ == "__main__":
    unittest.main()
