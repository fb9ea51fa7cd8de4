"""The lead's fixes of the twenty-fourth round (issue 66), each a test that fails without its fix.

What was wrong (before: the grade at 98f2a12):
- The grade fuzzer's crash in CI (stop 82): a count's or fraction's line holding two values with a timing
  between or after them ('y below t: 12  5.4 GB/s  13', 'y below t: 12 in 4.1 ms, 13'). timecut.py cuts
  the timing out, plans the rest, and maps the plan back; a two-results plan's value spans were mapped
  with the start rule, so a value ending where the cut began ended after the timing, and
  checked.two_apart took '12  5.4 GB/s' for a number: ValueError, and `scripts/grade` stopped with a
  traceback for the whole class. Now a span's end is its own piece's (timecut._pieces); a value the cut
  joined from two pieces leaves the line read whole.
- Its second (found on a longer run): a count's line with a negative second value ('(X) :: 100024  -01'):
  two_apart took the square root of the negative 'whole' (a complex number) and round() raised TypeError.
  A whole below 100 is never the count's grid, so the two values are two results (the second one fails).

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass28_lead
"""
import unittest

import grading
from tests.grader.a_support import C01_1000, RightAndWrong

_Y_LINE = "Y below threshold: 12 (fraction 1.2e-05)\n"


class TimingBetweenTwoResults(RightAndWrong):
    LINES = ["y below t: 12  5.4 GB/s  {second}", "y below t: 12 in 4.1 ms, {second}",
             "fraction below t: 0.000012        5.4 GB/s {second_fraction}", "y below t: 12  {second}  4.1 ms"]

    def test_read_not_raised(self):
        for line in self.LINES:
            text = line.format(second=13, second_fraction="0.000013") + "\n"
            with self.subTest(line=text):
                grading.read_output(text)  # (raised ValueError before the fix)

    def test_second_result_checked(self):
        for line in self.LINES[:2]:
            right = C01_1000.replace(_Y_LINE, _Y_LINE + line.format(second=12) + "\n")
            self.right_and_wrong([right], [(line.format(second=12), line.format(second=13), "below_y below_y2")])


class NegativeSecondValue(unittest.TestCase):
    def test_read_not_raised(self):
        for line in ("Number of elements below threshold (X)   :: 100024  -01", "y below t: 12 -16384", "y: 12, -1"):
            with self.subTest(line=line):
                grading.read_output(C01_1000 + line + "\n")  # (raised TypeError before the fix)


if __name__ == "__main__":
    unittest.main()
