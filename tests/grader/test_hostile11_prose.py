"""test_hostile11_prose.py - the tenth hostile pass's prose findings (its report's 1, 10 and 15): n in
an intro line ('Input: n = 1000', 'Smoothing a 1000 x 1000 grid', a sentence's full stop after n), a
Canvas text box's paragraph, a lab write-up's commentary (another n's expectation, the reference
values, the elements checked) read as no field of this run.
Run: python3 -m unittest tests.grader.test_hostile11_prose (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import RIGHT_1000, not_passing, replaced  # noqa: E402

import grading.wrapped  # noqa: E402

INNER = "Number of inner elements in a row/column :: 1000\n"
NO_INNER = replaced(INNER, "")


class IntroLines(unittest.TestCase):
    def test_n_after_a_label(self):
        for line in ("Input: n = 1000", "Parameters: n = 1000", "Args: n=1000", "Config: n = 1000.",
                     "Inputs: n = 1000", "Settings: n=1000"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(line + "\n" + NO_INNER), ("pass", {}))
                self.assertEqual(not_passing(line.replace("1000", "1001") + "\n" + NO_INNER)[0], "fail")

    def test_n_in_a_heading_or_a_run_line(self):
        for line in ("==== Results for N = 1000 ====", "Ran with n=1000 on 8 threads.", "Results for N = 1000"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(line + "\n" + NO_INNER), ("pass", {}))

    def test_a_grid_said_in_prose(self):
        for line in ("Smoothing a 1000 x 1000 grid", "Solving a 1000-by-1000 problem.", "Smoothing a 1000x1000 matrix",
                     "Smoothing a 1000 x 1000 interior grid", "Running on a 1000 by 1000 grid (no ghost cells)",
                     "Smoothing a 1000 x 1000 grid with threshold 0.1"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(line + "\n" + NO_INNER), ("pass", {}))
        # a count's label that says its grid: no size of its own
        self.assertIn("inner", not_passing(NO_INNER + "Elements below threshold in y in a 1000 x 1000 grid: 12\n")[1])
        self.assertEqual(not_passing("Smoothing a 1002 x 1002 grid\n" + NO_INNER)[1], {"inner": ("missing", "")})

    def test_a_sentence_ends_after_n(self):
        for line in ("I ran my program with n=1000. The threshold was 0.1.", "We used n = 1000. Threshold 0.1",
                     "n is 1000. The threshold was 0.1."):
            with self.subTest(line=line):
                self.assertEqual(not_passing(line + "\n" + NO_INNER), ("pass", {}))
                self.assertEqual(not_passing(line.replace("0.1", "0.2") + "\n" + NO_INNER)[1]["threshold"][0], "fail")
        two = "The total number of elements is 1004004. The inner total is 1000000.\n"
        self.assertEqual(not_passing(two + RIGHT_1000), ("pass", {}))


PARAGRAPH = ("I ran my program with n=1000. Each array has 1002 elements per row (1004004 in total, 1000000 without "
             "the ghost cells) and uses 0.00374021 GB of memory. The threshold was 0.1 and the weights were a=0.05, "
             "b=0.1 and c=0.4. In x, 100024 elements were below the threshold, which is a fraction of 0.100024. "
             "After smoothing, only 12 elements of y were below it (fraction 1.2e-05), which is much less than above "
             "because smoothing averages the values.\n")
PARAGRAPHS = (
    "My program ran with n = 1000. There are 1002 elements in each row and column, 1004004 elements in total and "
    "1000000 inner elements. Each array uses 0.00374021 GB of memory. The threshold is 0.1 and the constants are "
    "a = 0.05, b = 0.1, c = 0.4. The number of elements below the threshold is 100024 in x (a fraction of "
    "0.100024) and 12 in y (a fraction of 1.2e-05).\n",
    "With n=1000 there are 1002 elements per row and column including ghost cells, so 1004004 elements in total "
    "(1000000 without the ghost cells). Memory per array is 0.00374021 GB. The threshold was 0.1, with a=0.05, "
    "b=0.1 and c=0.4. x has 100024 elements below the threshold (0.100024 of all) and y has 12 (1.2e-05).\n",
    "I used n = 1000, so each row has 1002 elements with the ghost cells (1004004 elements in total, of which "
    "1000000 are inner elements). Memory per array: 0.00374021 GB. Threshold 0.1; a = 0.05, b = 0.1, c = 0.4. "
    "Below threshold: 100024 in x (0.100024) and 12 in y (1.2e-05).\n")


class Paragraphs(unittest.TestCase):
    def test_a_canvas_paragraph(self):
        self.assertEqual(not_passing(PARAGRAPH), ("pass", {}))
        for old, new, key in (("1004004 in total", "1002001 in total", "total"),
                              ("1000000 without", "1004004 without", "total_inner"),
                              ("only 12 elements", "only 14 elements", "below_y")):
            with self.subTest(new=new):
                self.assertEqual(not_passing(PARAGRAPH.replace(old, new))[1][key][0], "fail")
        self.assertEqual(not_passing(PARAGRAPH.replace("n=1000", "n=1001"))[0], "fail")

    def test_other_paragraphs(self):
        for text in PARAGRAPHS:
            with self.subTest(text=text[:40]):
                self.assertEqual(not_passing(text), ("pass", {}))
                self.assertEqual(not_passing(text.replace("1004004", "1002001"))[1]["total"][0], "fail")

    def test_a_row_and_column_stay_one_label(self):
        line = "There are 1002 elements in each row and column, 1004004 elements in total and 1000000 inner elements\n"
        self.assertEqual(not_passing(RIGHT_1000 + line), ("pass", {}))
        self.assertEqual(not_passing(RIGHT_1000 + "There are 1004004 elements in total and in the inner part, 1000000\n"),
                         ("pass", {}))
        self.assertEqual(not_passing(RIGHT_1000 + "takes 0.00374021 GB\n"), ("pass", {}))
        self.assertEqual(not_passing(RIGHT_1000 + "Each array takes 0.00748042 GB\n")[1]["memory"][0], "fail")

    def test_a_paragraph_wrapped_at_a_width(self):
        wrapped = ("I ran my program with n=1000. Each array has 1002 elements per row\n"
                   "(1004004 in total, 1000000 without the ghost cells) and uses 0.00374021 GB\n"
                   "of memory. The threshold was 0.1 and the weights were a=0.05, b=0.1 and\n"
                   "c=0.4. In x, 100024 elements were below the threshold, which is a fraction\n"
                   "of 0.100024. After smoothing, only 12 elements of y were below it (fraction\n"
                   "1.2e-05).\n")
        self.assertEqual(not_passing(wrapped), ("pass", {}))
        self.assertEqual(not_passing(wrapped.replace("only 12", "only 14"))[1]["below_y"][0], "fail")
        # a program's lines of words stay apart
        lines = ("The number of elements below the threshold was counted in each array\n"
                 "x: 100024\ny: 12\n")
        self.assertEqual(grading.wrapped.unwrapped(lines), lines)


class Commentary(unittest.TestCase):
    def test_threads_and_the_reference_in_one_bracket(self):
        line = "Number of elements below threshold (Y)   :: 12"
        for label in ("Number of elements below threshold in y (8 threads, expected 12)",
                      "Number of elements below threshold in y (expected 12, 8 threads)"):
            with self.subTest(label=label):
                self.assertEqual(not_passing(replaced(line, f"{label}: 12")), ("pass", {}))
                self.assertEqual(not_passing(replaced(line, f"{label}: 13"))[1]["below_y"][0], "fail")

    def test_commentary_is_no_field(self):
        for line in ("Reference values from the assignment: x 100024, y 12. Mine match.",
                     "For n = 2000 I would expect about 400000 elements below 0.1 in x.",
                     "Expected memory for n = 10000: 0.372603 GB per array",
                     "With n = 10000 each array would need 0.372603 GB.",
                     "Checked 1000000 elements of y, 12 below the threshold", "Checked 1004004 elements."):
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + line + "\n"), ("pass", {}))
                self.assertEqual(not_passing(line + "\n" + RIGHT_1000), ("pass", {}))

    def test_commentary_hides_no_wrong_value(self):
        y = "Number of elements below threshold (Y)   :: 12\n"
        wrong, no_y = replaced(y, y.replace("12", "13")), replaced(y, "")
        memory = "Memory (GB) used per array               :: 0.00374021\n"
        for text, key in ((no_y + "Expected number of elements below threshold in y: 13\n", "below_y"),
                          (replaced(memory, "") + "Expected memory for n = 1000: 0.00748042 GB per array\n", "memory"),
                          (wrong + "Reference values from the assignment: x 100024, y 12. Mine match.\n", "below_y"),
                          (wrong + "For n = 2000 I would expect about 48 elements below 0.1 in y.\n", "below_y"),
                          (no_y + "Checked 1000000 elements of y, 13 below the threshold\n", "below_y"),
                          (RIGHT_1000 + "Checked 1002001 elements of y.\n", "total_inner")):
            with self.subTest(text=text[-60:]):
                self.assertEqual(not_passing(text)[1][key][0], "fail")
        self.assertEqual(not_passing(no_y + "Checked 1000000 elements of y, 12 below the threshold\n"), ("pass", {}))


if __name__ == "__main__":
    unittest.main()
