"""test_cost25.py - the twenty-second round's cost guards: a rule's gate is asked of the text's ends it rewrites,
not of a whole 60 MB log (a needle not found is a scan of all of it, 0.05 s a needle, eight rules' gates 1 s), a
pattern with no literal start is tried only where its word is (rowranges: 0.5 s of the regex's scan), the
first count line is found once per text, and a value's printings come from one index of the text's numbers
(valueplaces.py: 8,000 recap-like lines took 67 s, 150,000 took 229 s). Each keeps what the rule read before.

    PYTHONPATH=scripts python3 -m unittest tests.grader.test_cost25
"""
import re
import unittest

from grading import recaplines, rewrites, rowranges, textends, valueplaces

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


class ValuePlaces(unittest.TestCase):
    TEXTS = ("x: 12\ny 12.5 12,3 a12 12a -12 +12 (12) 12\n1,12 .12 12e3 12,000 12, 12.\n",
             "\n".join(f"Recap >> x: {i} | y: {i + 1}" for i in range(300)), "", "12")

    def test_the_pattern_s_matches(self):
        for text in self.TEXTS:
            for value in ("12", "1", "13", "0", "2", "1.2", "299"):
                with self.subTest(text=text[:20], value=value):
                    self.assertEqual(list(valueplaces.value_places(text, value)),
                                     [m.span() for m in re.finditer(rf"(?<![\w.,]){value}(?![\w]|[.,]\d)", text)])

    def test_a_value_printed_past_most_and_a_text_past_the_index(self):
        text = "y = 13\n" * (valueplaces.MOST + 5)
        self.assertEqual(len(list(valueplaces.value_places(text, "13"))), valueplaces.MOST + 5)
        big = "Grid 7x7\n" * (valueplaces.INDEXED // 9 + 1) + "y = 13\n"
        self.assertEqual(list(valueplaces.value_places(big, "13")), [(len(big) - 3, len(big) - 1)])

    def test_a_recap_is_still_read_by_the_index(self):
        from grading import barerecaps
        text = "y below threshold = 12\nResult:\ny = 13\n"
        self.assertTrue(barerecaps.printed_counting(text, text.index("y = 13"), len(text), "12"))
        self.assertFalse(barerecaps.printed_counting(text, 0, text.index("Result"), "13"))


if __name__ == "__main__":
    unittest.main()
