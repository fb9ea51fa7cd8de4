"""test_leftovers17.py - what the seventeenth pass left that the lead fixed: a count and its fraction under a
program's own variable names ('cx = 100024' over 'fx = 0.100024', an Octave or Python session's bare
assignments) were no count (UNGRADED); now named where one array's pair agrees with an n x n grid (varnames.py).
And what the seventeenth pass B found this round's own rules did: a log's `[n=1000] ` tag on every line, read as
'n=1000: ' (w17), broke the lines' labels ('count x < t = ...': UNGRADED, 15 of 16 tagged corpus files lost
points): the tag is dropped again; a lone first line whose n is no size ('Using n = 16 threads', 'Test run n =
10: OK') was taken for the output's title (several._lone): its n is the line's last word now, no test's word.
A percentage restating a fraction without brackets ('fraction = 1.2e-05, i.e. 0.0021%', 'or', ';', '-->') was not
judged (PASS 20 when wrong): restated.py. A GPU's one-line result with each count's fraction in brackets ('GPU result:
x=100024 (0.100024), y=21 (2.1e-05)') and a recap's pair ('Recap: x 100024, y 21') were not judged either. A
one-line result after a heading's n and threshold ('For n = 1000: x = 100024 (0.100024), y = 12 (1.2e-05)', 'Results
(n = 1000, threshold 0.1): ...') was UNGRADED: its n and threshold are statements of their own now. A memory in
a second unit in brackets after 'per array' ('Memory: 4.016 MB per array (0.00372529 GiB)', the corpus's new p17-p06's
mutant) was not judged: memorychains.py reads the words between. And the eighteenth pass's Markdown heading or
banner over the counts ('### Elements below 0.1', '== Below threshold ==', bullets under it; 2 of its 50 programs):
UNGRADED; now a heading as 'Elements below 0.1:' is. Its wrong second printings 'GPU (CUDA) result: x = ..., y = 21'
and 'The counts for x and y are 100024 and 21, respectively.' passed: a version in brackets is the GPU line's, and
'the counts for x' an array's count.

    PYTHONPATH=scripts python3 -m unittest tests.grader.test_leftovers17
"""
import unittest

import os

from tests.grader.a_support import HERE, SIZES_LINES_1000, graded, not_passing

VARIABLES = "cx = 100024\nfx = 0.100024\ncy = 12\nfy = 1.2e-05\n"


class VariableNames(unittest.TestCase):
    def test_a_program_s_own_names_are_read(self):
        for lines in (VARIABLES, VARIABLES.replace("c", "count_").replace("f", "frac_"),
                      "x_count: 100024\ny_count: 12\nx_frac: 0.100024\ny_frac: 1.2e-05\n",
                      VARIABLES.replace("\n", ";\n")):
            with self.subTest(lines=lines):
                self.assertEqual(not_passing(SIZES_LINES_1000 + lines), ("pass", {}))

    def test_a_wrong_count_fails_its_field(self):
        for old, new, field in (("cx = 100024", "cx = 100042", "below_x"), ("cy = 12", "cy = 21", "below_y"),
                                ("fy = 1.2e-05", "fy = 2.1e-05", "fraction_y")):
            with self.subTest(new=new):
                verdict, fields = not_passing(SIZES_LINES_1000 + VARIABLES.replace(old, new))
                self.assertEqual((verdict, fields[field][0]), ("fail", "fail"))

    def test_a_grid_s_points_are_no_count(self):
        text = SIZES_LINES_1000 + "nx = 1000\nny = 1000\nfx = 0.100024\nfy = 1.2e-05\n"
        self.assertEqual(not_passing(text)[0], "ungraded")

    def test_the_command_agrees(self):
        self.assertEqual(graded(SIZES_LINES_1000 + VARIABLES)[0], "pass")
        self.assertEqual(graded(SIZES_LINES_1000 + VARIABLES.replace("cy = 12", "cy = 21"))[0], "fail")


def _corpus(name):
    with open(os.path.join(HERE, "corpus", name), encoding="utf-8") as f:
        return f.read()


class Regressions(unittest.TestCase):
    def test_a_tag_stating_n_on_every_line_keeps_a_right_output_right(self):
        for name in ("c1.txt", "cpp1.txt", "f4.txt", "p12-c8.txt", "p12-rust1.txt"):
            with self.subTest(name=name):
                text = _corpus(name)
                self.assertEqual(graded(text)[0], "pass")
                tagged = "".join("[n=1000] " + line for line in text.splitlines(True))
                self.assertEqual(graded(tagged)[0], "pass")

    def test_a_first_line_whose_n_is_no_size_is_no_title(self):
        text = _corpus("c1.txt")
        for line in ("Using n = 16 threads", "n = 1 sweep", "Test run n = 10: OK", "unit test n = 4: PASSED"):
            with self.subTest(line=line):
                self.assertEqual(graded(line + "\n" + text)[0], "pass")
        for line in ("Running ./smooth with n = 1001", "n = 1001", "Executing ./smooth_omp for n = 1001:"):
            with self.subTest(line=line):
                self.assertEqual(graded(line + "\n" + text)[0], "fail")


class RestatedPercent(unittest.TestCase):
    Y_LINE = "count y < t = 12, fraction = 1.200000e-05"

    def test_a_right_percentage_after_a_fraction_passes(self):
        text = _corpus("c1.txt")
        for after in (", i.e. 0.0012%", " or 0.0012%", "; 0.0012%", " --> 0.0012 %", ", which is 0.0012%"):
            with self.subTest(after=after):
                self.assertEqual(not_passing(text.replace(self.Y_LINE, self.Y_LINE + after)), ("pass", {}))
        alone = SIZES_LINES_1000 + ("x below threshold: 100024\nfraction x = 0.100024, i.e. 10.0024%\n"
                                     "y below threshold: 12\nfraction y = 1.2e-05\n")
        self.assertEqual(not_passing(alone), ("pass", {}))

    def test_a_wrong_percentage_after_a_fraction_fails_it(self):
        text = _corpus("c1.txt")
        for after in (", i.e. 0.0021%", " or 0.0021%", "; 0.0021%", " --> 0.0021 %"):
            with self.subTest(after=after):
                verdict, fields = not_passing(text.replace(self.Y_LINE, self.Y_LINE + after))
                self.assertEqual((verdict, fields["fraction_y"][0]), ("fail", "fail"))
        alone = SIZES_LINES_1000 + ("x below threshold: 100024\nfraction x = 0.100024, i.e. 10.0042%\n"
                                     "y below threshold: 12\nfraction y = 1.2e-05\n")
        self.assertEqual(not_passing(alone)[1]["fraction_x"][0], "fail")

    def test_a_change_s_percentage_is_no_restatement(self):
        text = _corpus("c1.txt")
        self.assertEqual(not_passing(text.replace(self.Y_LINE, self.Y_LINE + ", change -99.988%")), ("pass", {}))


class SecondResults(unittest.TestCase):
    def test_a_gpu_line_with_fractions_is_judged(self):
        text = _corpus("c1.txt")
        right = "GPU result: x=100024 (0.100024), y=12 (1.2e-05)\n"
        self.assertEqual(not_passing(text + right), ("pass", {}))
        for wrong, field in (("y=21 (2.1e-05)", "below_y2"), ("y=12 (2.1e-05)", "fraction_y2")):
            with self.subTest(wrong=wrong):
                verdict, fields = not_passing(text + right.replace("y=12 (1.2e-05)", wrong))
                self.assertEqual((verdict, fields[field][0]), ("fail", "fail"))

    def test_a_recap_pair_is_judged(self):
        text = _corpus("c1.txt")
        self.assertEqual(not_passing(text + "Recap: x 100024, y 12\n"), ("pass", {}))
        self.assertEqual(not_passing(text + "Recap: x 100024, y 21\n")[1]["below_y"][0], "fail")


class HeadedResultLine(unittest.TestCase):
    PAIR = "x = 100024 (0.100024), y = 12 (1.2e-05)"

    def test_a_result_after_a_heading_s_n_passes(self):
        base = SIZES_LINES_1000
        for head in ("For n = 1000: ", "Results (n = 1000, threshold 0.1): ", "n = 1000, threshold 0.1: "):
            with self.subTest(head=head):
                self.assertEqual(not_passing(base + head + self.PAIR + "\n"), ("pass", {}))
        self.assertEqual(graded(base + "For n = 1000: " + self.PAIR + "\n")[0], "pass")

    def test_a_wrong_value_there_fails(self):
        base = SIZES_LINES_1000
        for head, pair, field in (("For n = 1000: ", self.PAIR.replace("y = 12", "y = 21"), "below_y"),
                                  ("Results (n = 1000, threshold 0.2): ", self.PAIR, "threshold")):
            with self.subTest(head=head):
                self.assertEqual(not_passing(base + head + pair + "\n")[1][field][0], "fail")
        self.assertEqual(graded(base + "For n = 1001: " + self.PAIR + "\n")[0], "fail")


class MemoryPerArrayBracket(unittest.TestCase):
    def test_a_second_unit_after_per_array_is_judged(self):
        text = _corpus("c1.txt")
        line = "memory per array = 0.00374021 GB"
        for right in ("Memory: 4.016 MB per array (0.00374021 GiB)", "Memory: 4.016 MB each (0.00374021 GiB)"):
            with self.subTest(right=right):
                self.assertEqual(not_passing(text.replace(line, right)), ("pass", {}))
        wrong = "Memory: 4.016 MB per array (0.00372529 GiB)"
        self.assertEqual(not_passing(text.replace(line, wrong))[1]["memory"][0], "fail")


class MarkedHeadings(unittest.TestCase):
    ROWS = "x: 100024 (0.100024)\ny: 12 (1.2e-05)\n"

    def test_a_markdown_heading_or_a_banner_heads_the_counts(self):
        for head in ("### Elements below 0.1", "## Elements below the threshold", "== Below threshold ==",
                     "-- Elements below 0.1 --"):
            for rows in (self.ROWS, "- " + self.ROWS.replace("\ny", "\n- y")):
                with self.subTest(head=head, rows=rows):
                    self.assertEqual(not_passing(SIZES_LINES_1000 + head + "\n" + rows), ("pass", {}))

    def test_a_wrong_value_under_it_fails(self):
        verdict, fields = not_passing(SIZES_LINES_1000 + "### Elements below 0.1\n" + self.ROWS.replace("12 (", "21 ("))
        self.assertEqual((verdict, fields["below_y"][0]), ("fail", "fail"))
        verdict, fields = not_passing(SIZES_LINES_1000 + "### Elements below 0.2\n" + self.ROWS)
        self.assertEqual(fields["threshold"][0], "fail")


class MoreSecondPrintings(unittest.TestCase):
    def test_a_gpu_line_naming_its_version_in_brackets_is_judged(self):
        text = _corpus("c1.txt")
        self.assertEqual(not_passing(text + "GPU (CUDA) result: x = 100024, y = 12\n"), ("pass", {}))
        fields = not_passing(text + "GPU (CUDA) result: x = 100024, y = 21\n")[1]
        self.assertEqual(fields["below_y2"][0], "fail")

    def test_the_counts_for_x_and_y_are_counts(self):
        text = _corpus("c1.txt")
        line = "The counts for x and y are 100024 and {y}, respectively.\n"
        self.assertEqual(not_passing(text + line.format(y=12)), ("pass", {}))
        self.assertEqual(not_passing(text + line.format(y=21))[1]["below_y"][0], "fail")


if __name__ == "__main__":
    unittest.main()
