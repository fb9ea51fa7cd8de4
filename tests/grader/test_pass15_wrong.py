"""The fifteenth hostile pass's wrong outputs that earned 20/20 and right ones that lost points (h15
REPORT B1-B4, A7, A12): each wrong value fails on its field, the same line with right values passes."""
import unittest

from tests.grader.a_support import PLAIN_1000, RIGHT_1000, not_passing
import grading


def graded(line):
    """(verdict, {field: status} not passing, runs) of PLAIN_1000 with `line` after it."""
    text = PLAIN_1000 + line + "\n"
    verdict, bad = not_passing(text)
    return verdict, {key: status for key, (status, _) in bad.items()}, grading.read_output(text)["runs"]


class Pass15Wrong(unittest.TestCase):
    def assert_right(self, line):
        self.assertEqual(graded(line), ("pass", {}, []), line)

    def assert_wrong(self, line, field):
        verdict, bad, runs = graded(line)
        self.assertEqual((verdict, bad.get(field), runs), ("fail", "fail", []), line)

    def test_recap_from_to_with_a_percentage(self):  # B1
        for words in ("Smoothing reduced the count from {} to {} ({}%)",
                      "Smoothing reduced the number below threshold from {} to {} ({}%)",
                      "The count below threshold went from {} to {} (a {} % reduction)"):
            self.assert_right(words.format(100024, 12, 99.99))
            self.assert_wrong(words.format(100024, 21, 99.98), "below_y")
            self.assert_wrong(words.format(100025, 12, 99.99), "below_x")

    def test_recap_arrow_and_before_after(self):  # B2
        for words in ("x -> y: {} -> {} below threshold", "Before: {}, after: {} (below 0.1)",
                      "Below threshold before smoothing: {} and after smoothing: {}"):
            self.assert_right(words.format(100024, 12))
            self.assert_wrong(words.format(100024, 21), "below_y")
            self.assert_wrong(words.format(100025, 12), "below_x")

    def test_summary_pair_of_the_counts(self):  # B2: smooth's names as a pair, without a count's word
        for words in ("Done: n=1000, X={} (0.100024), Y={} (1.2e-05)", "x: {}, y: {}", "(x, y) = ({}, {})",
                      "Before: {}, after: {}", "Result: X = {}; Y = {}"):
            self.assert_right(words.format(100024, 12))
            self.assert_wrong(words.format(100024, 21), "below_y")
            self.assert_wrong(words.format(100025, 12), "below_x")
        self.assert_wrong("Done: n=1000, X=100024 (0.100024), Y=12 (1.3e-05)", "fraction_y")
        # the tutorial's layout (n printed as the inner elements in a row): the summary's n no run of its own
        text = RIGHT_1000 + "Done: n=1000, X=100024 (0.100024), Y=21 (1.2e-05)\n"
        self.assertEqual(grading.read_output(text)["runs"], [])
        self.assertEqual(not_passing(text)[0], "fail")
        self.assertEqual(not_passing(text)[1]["below_y"][0], "fail")

    def test_pairs_that_are_no_summary(self):  # B2: element values, a place, a pair printed nowhere else
        for line in ("x: 0.84, y: 0.39", "Peak at x = 500, y = 12", "max at x = 100024, y = 21",
                     "x = 500, y = 501", "Grid X=1002, Y=1002", "Sample x: 12, y: 7", "x: 1000, y: 1000"):
            self.assert_right(line)
        # a wrong n on a summary line still fails (as a second n, or its run's)
        self.assertEqual(not_passing(PLAIN_1000 + "Done: n=1001, X=100024 (0.100024), Y=12 (1.2e-05)\n")[0], "fail")

    def replaced_memory(self, line):
        text = PLAIN_1000.replace("memory per array = 0.00374021 GB\n", line + "\n")
        verdict, bad = not_passing(text)
        return verdict, {key: status for key, (status, _) in bad.items()}

    def test_memory_chain_with_words_after(self):  # B3, B4
        for tail in (" per array", " each", " for each array", ""):
            for chain, field in (("memory = 4016016 bytes = 3.83 MiB = {} GiB", "memory"),
                                 ("memory = 4016016 bytes = {} GiB", "memory")):
                self.assertEqual(self.replaced_memory(chain.format("0.00374021") + tail), ("pass", {}), chain + tail)
                self.assertEqual(self.replaced_memory(chain.format("0.00748042") + tail), ("fail", {field: "fail"}),
                                 chain + tail)
            self.assertEqual(self.replaced_memory("memory = 4016016 bytes = 3.85 MiB = 0.00374021 GiB" + tail),
                             ("fail", {"memory": "fail"}), tail)

    def test_whole_beside_a_count(self):  # B4: the inner total a count is out of
        for line, field in (("x < t: 100024 / {} = 0.100024", "total_inner"),
                            ("100024 of {} elements of x (10.0024%) are below 0.1", "total_inner"),
                            ("count x = 100024 out of {}", "total_inner")):
            self.assert_right(line.format("1000000"))
            self.assert_right(line.format("1,000,000"))
            self.assert_wrong(line.format("3000000"), field)
            self.assert_wrong(line.format("1,000,001"), field)
        # the total printed as the whole: the fraction judged (a count over (n+2)^2), not the inner total
        self.assertEqual(graded("x < t: 100024 / 1004004 = 0.099625")[1], {"fraction_x": "fail"})
        # a part's whole: a rank's, a row's
        self.assert_right("rank 0: 25006 of 250000 elements below threshold")
        self.assert_right("row 7: 97 of 1000 below threshold")

    def test_memory_lines_read(self):  # A7
        for line, right, wrong in (('level=info msg="alloc" gb_per_array={}', "0.00374021", "0.00748042"),
                                   ("level=info msg=alloc gb_per_array={}", "0.00374021", "0.00748042"),
                                   ("allocated 2 arrays, {} GB each", "0.00374021", "0.00748042"),
                                   ("Allocated 2 arrays, {} bytes each", "4016016", "4016020"),
                                   ("sizeof(float) * 1002 * 1002 = {} bytes", "4016016", "4016020"),
                                   ("sizeof(float)*1002*1002 = {} bytes", "4016016", "4016020")):
            self.assertEqual(self.replaced_memory(line.format(right)), ("pass", {}), line)
            self.assertEqual(self.replaced_memory(line.format(wrong)), ("fail", {"memory": "fail"}), line)
        # no memory: how many grids, then their inner points; one element's size
        self.assert_right("Using 2 grids, 1000 inner points each")
        self.assert_right("sizeof(float) = 4 bytes")

    def replaced_constants(self, lines):
        text = PLAIN_1000.replace("a = 0.05, b = 0.1, c = 0.4\n", lines + "\n")
        verdict, bad = not_passing(text)
        return verdict, {key: status for key, (status, _) in bad.items()}

    def test_constants_read(self):  # A12
        numpy_rows = "{}\n[[0.05 0.1  0.05]\n [0.1  {}  0.1 ]\n [0.05 0.1  0.05]]"
        for lines in ("Parameters: threshold 0.1, a 0.05, b 0.1, c {}", "Params: a 0.05, b 0.1, c {}",
                      "a 0.05 b 0.1 c {}", numpy_rows.format("Stencil:", "{}"), numpy_rows.format("K =", "{}"),
                      "Stencil: [[0.05 0.1  0.05]\n [0.1  {}  0.1 ]\n [0.05 0.1  0.05]]",
                      "kernel = [[0.05, 0.1, 0.05], [0.1, {}, 0.1], [0.05, 0.1, 0.05]]",
                      "Stencil = [[0.05, 0.1, 0.05], [0.1, {}, 0.1], [0.05, 0.1, 0.05]]"):
            self.assertEqual(self.replaced_constants(lines.format("0.4")), ("pass", {}), lines)
            self.assertEqual(self.replaced_constants(lines.format("0.5")), ("fail", {"constants": "fail"}), lines)
        # a wrong corner of the matrix fails; another matrix, letters with whole numbers, are no constants
        self.assertEqual(self.replaced_constants("kernel = [[0.05, 0.1, 0.05], [0.1, 0.4, 0.1], [0.05, 0.1, 0.06]]"),
                         ("fail", {"constants": "fail"}))
        self.assert_right("Result matrix:\n[[1 2 3]\n [4 5 6]\n [7 8 9]]")
        self.assert_right("Run a 1000 b 2000 c 3000")


if __name__ == "__main__":
    unittest.main()
