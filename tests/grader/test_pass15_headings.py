"""The fifteenth hostile pass's headings (A1, A3, A8, A10): a heading that names the threshold's value
over the arrays' counts, homework sub-part labels, Markdown bold labels, 'Running ./smooth with n = 1000'."""
import unittest

from tests.grader.a_support import PLAIN_1000, grading, not_passing

SIZES = PLAIN_1000.split("count x < t")[0]  # (n, n+2, totals, memory, threshold, constants)
UNDER = "  x: 100024 (0.100024)\n  y: 12 (1.2e-05)\n"


class ThresholdHeadingTest(unittest.TestCase):
    """A1: 'Elements below 0.1:' then '  x: 100024 (0.100024)' / '  y: 12 (1.2e-05)'."""
    HEADINGS = ["Elements below 0.1:", "Below 0.1:", "Count elements below 0.1", "Elements below threshold (0.1):",
                "Below threshold (t = 0.1):", "Count below threshold (fraction):", "Number and fraction below 0.1:",
                "Step 4: count elements below 0.1", "Counting elements below threshold ... done",
                "Counting elements below 0.1 ... done"]

    def test_right_pass(self):
        for heading in self.HEADINGS:
            with self.subTest(heading=heading):
                self.assertEqual(not_passing(SIZES + heading + "\n" + UNDER), ("pass", {}))

    def test_percentages_under_a_done_line(self):
        text = SIZES + "Counting elements below 0.1 ... done\n  in x: 100024 (10.0024%)\n  in y: 12 (0.0012%)\n"
        self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(not_passing(text.replace("in y: 12", "in y: 13"))[1].keys(), {"below_y"})
        self.assertEqual(not_passing(text.replace("10.0024%", "10.0025%"))[1].keys(), {"fraction_x"})

    def test_heading_threshold_is_judged(self):
        for heading in self.HEADINGS:
            if "0.1" not in heading:
                continue
            with self.subTest(heading=heading):
                verdict, bad = not_passing(SIZES.replace("threshold = 0.1\n", "") + heading.replace("0.1", "0.2") + "\n" + UNDER)
                self.assertEqual((verdict, set(bad)), ("fail", {"threshold"}))
                verdict, bad = not_passing(SIZES + heading.replace("0.1", "0.2") + "\n" + UNDER)
                self.assertEqual((verdict, set(bad)), ("fail", {"threshold"}))

    def test_wrong_counts_under_fail(self):
        for heading in self.HEADINGS:
            with self.subTest(heading=heading):
                self.assertEqual(set(not_passing(SIZES + heading + "\n" + UNDER.replace("100024 (", "100025 ("))[1]),
                                 {"below_x"})
                self.assertEqual(set(not_passing(SIZES + heading + "\n" + UNDER.replace("(1.2e-05)", "(1.3e-05)"))[1]),
                                 {"fraction_y"})

    def test_steps_program(self):  # (right/s36_steps: the constants after 'with' on the interior's line)
        text = ("Step 1: allocate two 1002x1002 float arrays (1004004 elements, 0.00374021 GB each)\n"
                "Step 2: fill x with random numbers (srand(1))\n"
                "Step 3: smooth the 1000x1000 interior (1000000 elements) with a=0.05, b=0.1, c=0.4\n"
                "Step 4: count elements below 0.1\n" + UNDER)
        self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(set(not_passing(text.replace("a=0.05", "a=0.06"))[1]), {"constants"})
        self.assertEqual(set(not_passing(text.replace("below 0.1", "below 0.2"))[1]), {"threshold"})
        self.assertIn("total_inner", not_passing(text.replace("(1000000 elements)", "(1000001 elements)"))[1])


def n_of(text):
    """(n, the runs the grader splits text into) as grade reads them."""
    reading = grading.read_output(text)
    return grading.size_of(reading)[0], reading["runs"]


class HomeworkPartsTest(unittest.TestCase):
    """A3: '(a) n = 1000', 'a) n: 1000', '(i) n = 1000'; headings 'Problem 1(a)', 'Problem 2(b):',
    '=== Problem 1, n = 1000 ==='."""

    def test_lettered_parts(self):
        for label in ["(a) ", "a) ", "(i) ", "(iv) ", "  b) "]:
            with self.subTest(label=label):
                text = "".join(label + line + "\n" for line in PLAIN_1000.splitlines())
                self.assertEqual(not_passing(text), ("pass", {}))
                self.assertEqual(n_of(text), (1000, []))
                self.assertEqual(set(not_passing(text.replace("= 1004004", "= 1004005"))[1]), {"total"})
                self.assertEqual(set(not_passing(text.replace("= 100024", "= 100025"))[1]), {"below_x"})

    def test_an_arrays_letter_is_its_label(self):  # ('x) below: 100025' is x's line, not a part's)
        text = PLAIN_1000.replace("count x < t = 100024, fraction = 0.100024", "x) below threshold: 100025")
        self.assertIn("below_x", not_passing(text)[1])

    def test_problem_headings(self):
        for heading in ["Problem 1(a)", "Problem 2(b):", "Problem 3(c):", "HW 3, Problem 1(a)", "Problem 1(a) and 1(b)",
                        "**Problem 1(a)**", "--- Problem 12(b) ---", "== Problem 2 =="]:
            with self.subTest(heading=heading):
                text = heading + "\n" + PLAIN_1000
                self.assertEqual(not_passing(text), ("pass", {}))
                self.assertEqual(n_of(text), (1000, []))
                self.assertEqual(set(not_passing(text.replace("0.00374021", "0.00374022"))[1]), {"memory"})

    def test_problem_prefixes(self):
        for old, new in [("n = 1000", "Problem 1(a): n = 1000"), ("n = 1000", "=== Problem 1, n = 1000 ==="),
                         ("count x < t", "Problem 2(c): count x < t")]:
            with self.subTest(new=new):
                text = PLAIN_1000.replace(old, new, 1)
                self.assertEqual(not_passing(text), ("pass", {}))
                self.assertEqual(n_of(text), (1000, []))
        text = PLAIN_1000.replace("count x < t = 100024", "Problem 2(c): count x < t = 100025")
        self.assertEqual(set(not_passing(text)[1]), {"below_x"})
        self.assertEqual(n_of(PLAIN_1000.replace("n = 1000", "=== Problem 1, n = 998 ===", 1))[0], 998)

    def test_a_numbered_answer_keeps_its_value(self):  # ('Q1: 12' is no heading of parts)
        self.assertEqual(grading.homework.without_parts("Q1: 12\nProblem 2: 12\n"), "Q1: 12\nProblem 2: 12\n")


class MarkdownBoldTest(unittest.TestCase):
    """A8: '- **n**: 1000', '- **n+2**: 1002', '**n** = 1000', '| **n** | 1000 |', '__n__: 1000'."""
    FORMS = ["- **{}**: {}", "**{}** = {}", "__{}__: {}", "* **{}:** {}"]

    def test_bold_labels(self):
        for form in self.FORMS:
            with self.subTest(form=form):
                text = PLAIN_1000.replace("n = 1000", form.format("n", 1000), 1).replace(
                    "n+2 = 1002", form.format("n+2", 1002)).replace("(n+2)^2 = 1004004", form.format("(n+2)^2", 1004004))
                self.assertEqual(not_passing(text), ("pass", {}))
                self.assertEqual(n_of(text), (1000, []))
                self.assertEqual(set(not_passing(text.replace("1002", "1003"))[1]), {"row"})
                self.assertEqual(set(not_passing(text.replace("1004004", "1004005"))[1]), {"total"})

    def test_a_tables_bold_cell(self):
        text = PLAIN_1000.replace("n = 1000\n", "| quantity | value |\n|---|---|\n| **n** | 1000 |\n| **n+2** | 1002 |\n", 1) \
            .replace("n+2 = 1002\n", "")
        self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(set(not_passing(text.replace("| 1002 |", "| 1003 |"))[1]), {"row"})

    def test_a_power_keeps_its_marks(self):
        self.assertEqual(grading.emphasis.unbolded("4*1002**2/2**30 = 0.00374\n(n+2)**2 = 1004004, n**2 = 1000000\n"),
                         "4*1002**2/2**30 = 0.00374\n(n+2)**2 = 1004004, n**2 = 1000000\n")
        self.assertEqual(grading.emphasis.unbolded("INFO:__main__:n = 1000\n"), "INFO:__main__:n = 1000\n")


class RunningProgramTest(unittest.TestCase):
    """A10: 'Running ./smooth with n = 1000' (n was MISSING)."""

    def test_a_runs_intro(self):
        for intro in ["Running ./smooth with n = 1000", "Running the stencil with n = 1000", "Running smoother with n = 1000",
                      "Running smooth with n=1000", "Executing ./smooth_omp for n = 1000:"]:
            with self.subTest(intro=intro):
                text = PLAIN_1000.replace("n = 1000", intro, 1)
                self.assertEqual(not_passing(text), ("pass", {}))
                self.assertEqual(n_of(text), (1000, []))
                self.assertEqual(n_of(text.replace("n = 1000", "n = 998", 1).replace("n=1000", "n=998"))[0], 998)

    def test_another_counts_intro_is_no_heading(self):  # (the program's name has no digit: '4 threads' is a count)
        from grading.expressions import n_heading
        from grading.layout import place
        self.assertIsNotNone(n_heading("Running ./smooth with n = 1000", place))
        self.assertIsNone(n_heading("Running 4 threads with n = 1000", place))
        self.assertIsNone(n_heading("Running with 4 threads using n = 1000", place))


if __name__ == "__main__":
    unittest.main()
