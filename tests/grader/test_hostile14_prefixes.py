"""test_hostile14_prefixes.py - the fourteenth hostile pass (h14) findings 1, 2, 3, 7 and 10: a homework's
section prefix before a line ('Part 1: n = 1000', 'Question 3: x below ...', 'Problem 1:' headers,
'Q1. n: 1000', '1. What is n? 1000'), a log's tags in brackets ('[init] n = 1000', '[rank 0] [info] ...')
and a file:line prefix on each line ('smooth.c:43: n = 1000', Python logging's '%(filename)s:%(lineno)d')
are no values and hide no label; a wrong value behind them still fails, and a run's steps
('Step 1: y below = 5000', 'Step 2: ...') stay each its own.
Run: python3 -m unittest tests.grader.test_hostile14_prefixes (or make test)."""
import os
import sys
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import PLAIN_1000, not_passing  # noqa: E402

LINES = PLAIN_1000.splitlines()


def each(prefixes):
    """PLAIN_1000 with prefixes[i] before its line i (a missing one: none)."""
    return "".join(p + line + "\n" for p, line in zip(list(prefixes) + [""] * len(LINES), LINES))


def wrong(text):
    """text with its y count 12 made 13."""
    return text.replace(" 12,", " 13,")


class SectionPrefixes(unittest.TestCase):
    def check(self, text):
        self.assertEqual(not_passing(text), ("pass", {}), text)
        verdict, bad = not_passing(wrong(text))
        self.assertEqual(verdict, "fail", text)
        self.assertIn("below_y", bad, text)

    def test_part_k_prefix(self):
        for word in ("Part", "Question", "Problem", "Exercise", "Step", "Stage", "Section", "Lab", "Phase"):
            with self.subTest(word=word):
                self.check(each([f"{word} 1: ", "", "", "", f"{word} 2: ", "", "", f"{word} 3: ", f"{word} 4: "]))

    def test_problem_headers(self):
        lines = list(LINES)
        for header in ("Problem 1:", "## Problem 2", "Problem 2 (smoothing)", "Part 1", "Problem 3 output:"):
            with self.subTest(header=header):
                text = "\n".join([header.replace("2", "1").replace("3", "1")] + lines[:5]
                                 + [header] + lines[5:]) + "\n"
                self.check(text)

    def test_numbered_questions(self):
        self.check("1. What is n? 1000\n" + "".join(f"{k + 2}. {line}\n" for k, line in enumerate(LINES[1:])))
        self.check("".join(f"Q{k + 1}. {line.replace(' = ', ': ', 1)}\n" for k, line in enumerate(LINES)))
        self.check("(1) What is n? 1000\n" + "\n".join(LINES[1:]) + "\n")

    def test_wrong_n_behind_a_prefix(self):
        verdict, bad = not_passing(each(["Part 1: "]).replace("n = 1000", "n = 1001"))
        self.assertNotEqual(verdict, "pass")

    def test_steps_of_a_run_stay_apart(self):
        text = PLAIN_1000.replace("count y < t = 12,", "Step 1: count y < t = 5000,\nStep 2: count y < t = 625,\n"
                                  "count y < t = 12,")
        self.assertEqual(not_passing(text), ("pass", {}))  # (read as a run's steps, as before)


class NumberedHeading(unittest.TestCase):
    """'Step 5: counting inner elements (1000000) below threshold 0.1' over '  x: 100024  (0.100024)' (the
    steps program): a heading with a number in brackets and the threshold's is a heading all the same."""

    def test_heading_with_numbers(self):
        counts = "\n".join(LINES[-2:]) + "\n"
        for heading in ("Step 5: counting inner elements (1000000) below threshold 0.1",
                        "Elements below threshold 0.1:"):
            with self.subTest(heading=heading):
                text = PLAIN_1000.replace(counts, heading + "\n        x: 100024  (0.100024)\n        y: 12  (0.000012)\n")
                self.assertEqual(not_passing(text), ("pass", {}), text)
                self.assertEqual(not_passing(text.replace("y: 12 ", "y: 13 "))[0], "fail", text)


class BracketTags(unittest.TestCase):
    def test_tags(self):
        for tags in ("[init] ", "[alloc] ", "[malloc] ", "[timing] ", "[cpu] ", "[host] ", "[count] ", "[result] ",
                     "[summary] ", "[rank 0] [info] "):
            with self.subTest(tags=tags):
                for text in (each([tags] * len(LINES)), each([tags]), each(["", "", "", "", tags])):
                    self.assertEqual(not_passing(text), ("pass", {}), text)
                    self.assertEqual(not_passing(wrong(text))[0], "fail", text)


    def test_versions_tags_stay(self):
        text = PLAIN_1000.replace("count y < t = 12,", "[CPU] count y < t = 12, fraction = 1.2e-05\n"
                                  "[GPU] count y < t = 13,")
        self.assertEqual(not_passing(text)[0], "fail")


class FileLinePrefix(unittest.TestCase):
    def test_file_line(self):
        for form in ("smooth.c:{}: ", "2026-11-29 11:02:13,101 INFO smooth.py:{} ", "11:02:13 INFO smooth.py:{} ",
                     "smooth.c:{} ", "src/smooth.cpp:{}: "):
            with self.subTest(form=form):
                text = each([form.format(43 + 3 * k) for k in range(len(LINES))])
                self.assertEqual(not_passing(text), ("pass", {}), text)
                self.assertEqual(not_passing(wrong(text))[0], "fail", text)


class Cost(unittest.TestCase):
    def test_long_lines(self):
        from grading import homework
        for line in ("[" * 4096, " " * 4096, "#" * 4096, "Part 1" * 700, "[a] " * 1000, "1. " * 1400, "What is " * 500 + "?" * 200):
            start = time.perf_counter()
            homework.without_parts((line + "\n") * 3)
            self.assertLess(time.perf_counter() - start, 0.5, line[:20])
        from grading import headings
        for line in ("(" * 4096, "(1)" * 1400, "threshold 0.1" * 300, "below threshold " + "(1)" * 1300):
            start = time.perf_counter()
            headings.regrouped((line + "\n") * 3 + "x: 1\n")
            self.assertLess(time.perf_counter() - start, 0.5, line[:20])


if __name__ == "__main__":
    unittest.main()
