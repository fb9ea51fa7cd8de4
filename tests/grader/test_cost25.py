"""test_cost25.py - the twenty-second round's cost guards: a rule's gate is asked of the text's ends it rewrites,
not of a whole 60 MB log (a needle not found is a scan of all of it, 0.05 s a needle, eight rules' gates 1 s), a
pattern with no literal start is tried only where its word is (rowranges: 0.5 s of the regex's scan), and the
first count line is found once per text. Each keeps what the rule read before.

    PYTHONPATH=scripts python3 -m unittest tests.grader.test_cost25
"""
import re
import unittest

from grading import recaplines, rewrites, rowranges, textends

_LOG = "Grid 7x7 (49 elements), interior 5x5 (25 elements)\n" * 12000  # (past 2 * SAMPLE characters)


class GatesAtTheEnds(unittest.TestCase):
    def test_a_part_without_a_needle_is_not_rewritten(self):
        calls = []
        text = _LOG + "**n** = 1000\n"
        self.assertGreater(len(text), 2 * textends.SAMPLE)
        read = textends.at_the_ends(text, lambda part: calls.append(len(part)) or part.replace("**", ""), ("**",))
        self.assertEqual(len(calls), 1)  # (the last part alone: the first has no '**')
        self.assertTrue(read.endswith("\nn = 1000\n"))

    def test_a_needle_in_the_middle_alone_changes_nothing(self):
        text = _LOG + "**n** = 1000\n" + _LOG
        self.assertIs(textends.at_the_ends(text, lambda part: part.replace("**", ""), ("**",)), text)

    def test_a_short_text_is_asked_whole(self):
        self.assertEqual(textends.at_the_ends("a **b**", lambda part: part.replace("**", ""), ("**",)), "a b")
        self.assertEqual(textends.at_the_ends("a b", lambda part: "changed", ("**",)), "a b")


class StartsOfAPattern(unittest.TestCase):
    def test_the_same_matches_as_finditer(self):
        pattern = re.compile(r"\brows?[ \t]?\d+(?:-\d+)?")
        for text in ("rows 751-1000 and Rows 1-2, ROW 3, arrow 5, rows rows 4", "", "row", "rows 1rows 2", "xrow 1 row 2"):
            with self.subTest(text=text):
                whole = rewrites.rewritten(pattern, text, lambda m, t: "<" + m.group() + ">", 100)
                started = rewrites.rewritten(pattern, text, lambda m, t: "<" + m.group() + ">", 100, ("row", "Row", "ROW"))
                self.assertEqual(started, whole)

    def test_at_most_so_many_matches(self):
        text = "rows 1-2 " * 10
        self.assertEqual(rewrites.rewritten(re.compile(r"rows"), text, lambda m, t: "R", 3, ("rows",)).count("R"), 3)

    def test_a_rank_range_after_a_long_log_is_still_dropped(self):
        text = _LOG + "[rank 3] rows 751..1000 of 1000\n"
        self.assertTrue(rowranges.row_ranges_dropped(text).endswith("[rank 3] local rows\n"))


class FirstCountOnce(unittest.TestCase):
    def test_the_same_answer_for_the_same_and_for_another_text(self):
        text = "n = 1000\nbelow threshold x: 100024\nrecap\n"
        self.assertEqual(recaplines.first_count(text), len("n = 1000\nbelow threshold x: 100024\n"))
        self.assertEqual(recaplines.first_count(text), len("n = 1000\nbelow threshold x: 100024\n"))
        self.assertIsNone(recaplines.first_count("n = 1000\nno count here\n"))
        self.assertEqual(recaplines.first_count(text), len("n = 1000\nbelow threshold x: 100024\n"))


if __name__ == "__main__":
    unittest.main()
