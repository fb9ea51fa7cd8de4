"""test_layout.py - a field's number on either side of its label (issue 66, item 1): every field
read where ordinary C's printf puts the number first, after a separator, or before the label;
several numbers on a line, the one taken named; impossible counts fail, never ungraded."""
import unittest

from tests.grader.a_support import SIZES_1000, entry_of, grading

# the four pairs, each in place of the two count lines of a right n = 1000 output
COUNT_PAIRS = [
    ("100024 elements of x below threshold", "12 elements of y below threshold"),
    ("100024 :: Number of elements below threshold (X)", "12 :: Number of elements below threshold (Y)"),
    ("X: 100024 elements below threshold", "Y: 12 elements below threshold"),
    ("Found 100024 elements below threshold in x", "Found 12 elements below threshold in y"),
    # several numbers on a line: the count, the whole it is out of, a percent; a prefix with its own number
    ("X: 100024 of 1000000 elements below threshold (10.0024%)", "Y: 12 of 1000000 elements below threshold"),
    ("n=1000: 100024 elements below threshold in x", "n=1000: 12 elements below threshold in y"),
]
FRACTIONS = "1.00024E-01 :: Fraction of elements below threshold (X)\n1.20000E-05 :: Fraction below threshold (Y)\n"


def counts(text):
    fields = grading.read_output(text)["fields"]
    return {k: fields[k].text for k in ("below_x", "below_y") if k in fields}


class CountsBeforeTheirLabels(unittest.TestCase):
    def test_each_pair_passes(self):
        """a right output with its counts printed number first passes (it was ungraded)"""
        for x, y in COUNT_PAIRS:
            with self.subTest(x=x):
                entry = entry_of(SIZES_1000 + x + "\n" + y + "\n" + FRACTIONS)
                self.assertEqual(entry["verdict"], "pass", (entry["reason"], entry["fields"]))

    def test_counts_read(self):
        for x, y in COUNT_PAIRS:
            with self.subTest(x=x):
                self.assertEqual(counts(x + "\n" + y + "\n"), {"below_x": "100024", "below_y": "12"})

    def test_competing_numbers_named(self):
        """where a line holds more than the value, the report says which number was taken and why"""
        fields = grading.read_output("X: 100024 of 1000000 elements below threshold\n")["fields"]
        self.assertEqual(fields["below_x"].note, "read 100024, the first number after the separator; not 1000000")
        fields = grading.read_output("n=1000: 12 elements below threshold in y\n")["fields"]
        self.assertIn("not 1000", fields["below_y"].note)
        self.assertNotIn("inner", fields)  # n=1000's number is not this line's value

    def test_percent_on_the_count_line_is_its_fraction(self):
        fields = grading.read_output("X: 100024 of 1000000 elements below threshold (10.0024%)\n")["fields"]
        self.assertEqual((fields["below_x"].text, fields["fraction_x"].text, fields["fraction_x"].percent),
                         ("100024", "10.0024", True))

    def test_a_ranks_line_is_still_not_a_field(self):
        self.assertEqual(counts("rank 0: 25000 elements below threshold in x\n"), {})


class EveryFieldEitherSide(unittest.TestCase):
    NUMBER_FIRST = """1002 elements per row/column
1000 inner elements per row or column
1004004 total elements per array
1000000 inner elements in total
4016016 bytes used per array
0.1 = threshold
0.05 = a
0.1 = b
0.4 = c
100024 elements of x below threshold
0.100024 fraction of x below threshold
12 elements of y below threshold
0.000012 fraction of y below threshold
"""

    def test_number_first_output_passes(self):
        """sizes, memory, threshold, constants, counts and fractions all number first: PASS"""
        entry = entry_of(self.NUMBER_FIRST)
        self.assertEqual(entry["verdict"], "pass", entry["fields"])
        self.assertEqual(len(entry["fields"]), 11)

    def test_large_sizes_number_first(self):
        fields = grading.read_output("16384 Inner elements per row or column\n268500996 Total elements per array\n"
                                     "1074003984 bytes used per array\n")["fields"]
        self.assertEqual({k: (f.text, f.unit) for k, f in fields.items()},
                         {"inner": ("16384", None), "total": ("268500996", None), "memory": ("1074003984", "bytes")})

    def test_constants_before_their_label(self):
        fields = grading.read_output("0.05 0.1 0.4 smoothing constants (a, b, c)\n")["fields"]
        self.assertEqual(fields["constants"].value, (0.05, 0.1, 0.4))

    def test_a_command_line_is_not_a_field(self):
        """'$ ./smooth -n 16384 -device-memory 512M': no memory field from an option's name"""
        self.assertEqual(grading.read_output("$ ./smooth -n 16384 -device-memory 512M -verify\n")["fields"], {})


class ImpossibleCountsFail(unittest.TestCase):
    def judged(self, x, y, fx="1.00024E-01", fy="1.2E-05"):
        entry = entry_of(SIZES_1000 + f"{x} elements of x below threshold\nFraction of x below threshold: {fx}\n"
                         f"{y} elements of y below threshold\nFraction of y below threshold: {fy}\n")
        self.assertEqual(entry["verdict"], "fail", entry)
        return entry["fields"]

    def test_negative(self):
        self.assertEqual(self.judged(-5, 12)["below_x"]["note"], "impossible: not between 0 and n^2")

    def test_larger_than_the_grid(self):
        self.assertEqual(self.judged(1000001, 12)["below_x"]["note"], "impossible: not between 0 and n^2")

    def test_fraction_outside_0_1(self):
        self.assertEqual(self.judged(100024, 12, fx="1.5")["fraction_x"]["note"], "impossible: a fraction outside [0, 1]")

    def test_x_equal_y_impossible_for_n(self):
        fields = self.judged(5000, 5000, fx="0.005", fy="0.005")
        self.assertTrue(fields["below_x"]["note"].startswith("X = Y = 5000: impossible at n = 1000"),
                        fields["below_x"]["note"])


if __name__ == "__main__":
    unittest.main()
