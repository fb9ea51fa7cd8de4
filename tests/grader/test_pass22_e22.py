"""The twenty-second pass's (h22) wrong second printings that passed (helper e22): H6, H8, H11, H16.

What was wrong (each a right n = 1000 output plus the lines shown after its counts; before: the grade at d65763c,
each PASS 20/20 with no note that a line was not read):
- H6: a table of arrays' counts after the counts, '| array | below |' / '|---|---|' / '| y (GPU) | 21 |',
  '| array | below threshold |' over '| y | 21 |', plain 'array  below' over 'y      21'; a count 'found',
  'counting y ... 21 found', 'y: 21 found', 'Found 21 in y'; an answer's pair, 'Final answer: 100024 / 21',
  'Answer (x, y): 100024, 21'.
- H8: a second result at the end of the count's own line, 'Y below threshold: 12 (fraction 1.2e-5) [GPU: 13]',
  ', GPU 13', ', GPU = 13', '| cuda: 13', ', second run: 13'; 'Y below threshold: 12 (GPU: 13)' lost only
  fraction_y (the 13 unread).
- H11: 'y again (GPU): 13 (1.3e-05)', 'y again: 13', 'y (rerun): 13'.
- H16: a version's block of bare lines, 'GPU:' / '  x: 100024' / '  y: 13', '[GPU]' / 'x = 100024' / 'y = 13';
  a run's tag, 'n = 1000 again (timing run): y = 13', 'timing run: y = 13'.
Now: each is another printing of the count it names (recaptables.py for H6, againlines.py for H8, H11, H16; both
asked by headings._named beside recaplines.py, only after the file's first count): a wrong one fails below_y
(or below_y2 for a version's, or below_x), its right twin (x 100024, y 12) passes. A device's number ('[GPU 0]'),
a point's coordinates ('GPU:' over 'x: 16' / 'y: 16'), a size's pair ('Final answer: 1000 / 1002') and a tag
of another n ('Timing run (n = 2000): y 14') are left as they were; a block with its own n stays a run of its
own.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass22_e22
"""
import time
import unittest

from tests.grader.a_support import C01_1000, COUNTS_1000, PLAIN_1000, SIZES_1000, SMOOTH_500, graded, not_passing

_PASS = ("pass", {})
C01 = C01_1000  # (a_support: the hostile pass's right/c01_c_printf.txt)
TUTORIAL = SIZES_1000 + COUNTS_1000
BASES = (C01, TUTORIAL, PLAIN_1000)
_Y_LINES = {C01: "Y below threshold: 12 (fraction 1.2e-05)", TUTORIAL: "Number of elements below threshold (Y)   :: 12",
            PLAIN_1000: "count y < t = 12, fraction = 1.200000e-05"}


def _twin(text):
    """The wrong values made right: y 21/13/14 -> 12, x 100042 -> 100024, their fractions."""
    for old, new in (("100042", "100024"), ("0.100042", "0.100024"), ("1.3e-05", "1.2e-05"), ("1.4e-05", "1.2e-05"),
                     ("2.1e-05", "1.2e-05")):
        text = text.replace(old, new)
    import re
    return re.sub(r"(?<![\w.])(?:21|13|14)(?![\w.])", "12", text)


class Case(unittest.TestCase):
    def wrong_and_right(self, blocks, bases=BASES, field=None):
        """Each block (holding a wrong value) after each base fails its field (below_y or below_y2; below_x or
        below_x2 where it holds 100042); its right twin passes."""
        for base in bases:
            for block in blocks:
                fields = field or (("below_x", "below_x2") if "100042" in block else ("below_y", "below_y2"))
                with self.subTest(base=base[:24], block=block):
                    verdict, bad = not_passing(base + block + "\n")
                    self.assertEqual(verdict, "fail", bad)
                    self.assertTrue(any(bad.get(f, ("",))[0] == "fail" for f in fields), bad)
                with self.subTest(base=base[:24], twin=_twin(block)):
                    self.assertEqual(not_passing(base + _twin(block) + "\n"), _PASS)


class TablesTest(Case):
    """H6: a table of arrays' counts under a header naming the array's and the count's columns."""
    BLOCKS = ["| array | below |\n|---|---|\n| y (GPU) | 21 |", "| array | below threshold |\n|---|---|\n| y | 21 |",
              "array  below\ny      21",
              # variants: aligned Markdown with a fraction column, a plain table of names, a tabulate pipe table
              "| Array | Count below 0.1 | Fraction |\n|:---|---:|---:|\n| x (CUDA) | 100024 | 0.100024 |\n"
              "| y (CUDA) | 14 | 1.4e-05 |",
              "name    count    fraction\nx       100042   0.100042\ny       12       1.2e-05",
              "| var   |   below t |\n|:------|----------:|\n| x     |    100024 |\n| y     |        13 |"]

    def test_wrong_fail_right_pass(self):
        self.wrong_and_right(self.BLOCKS)

    def test_n_500(self):
        table = "| array | below |\n|---|---|\n| x (GPU) | 24914 |\n| y (GPU) | {} |\n"
        self.assertEqual(graded(SMOOTH_500 + table.format(4)), _PASS)
        self.assertEqual(graded(SMOOTH_500 + table.format(5))[1].get("below_y2"), "fail")

    def test_before_counts_none(self):
        from grading.recaptables import recap_tables
        table = "| array | below |\n|---|---|\n| y | 21 |\n"
        self.assertEqual(recap_tables(table + C01), table + C01)
        # (another table's header: n's column, not an array's)
        other = "| n | below |\n|---|---|\n| 500 | 4 |\n"
        self.assertEqual(recap_tables(C01 + other), C01 + other)


class FoundTest(Case):
    """H6: a count 'found' in an array."""
    BLOCKS = ["counting y ... 21 found", "y: 21 found", "Found 21 in y",
              # variants: a found after the colon, ellipsis and case, elements named, a fraction
              "Y: found 14", "Counting x... 100024 found\nCounting y... 13 found", "found 100042 elements in array x",
              "Found 14 values below the threshold in y.", "y -> found 13 (1.3e-05)"]

    def test_wrong_fail_right_pass(self):
        self.wrong_and_right(self.BLOCKS)


class AnswerTest(Case):
    """H6: an answer's pair, x then y or in the order its label names."""
    BLOCKS = ["Final answer: 100024 / 21", "Answer (x, y): 100024, 21",
              # variants: the label's order, 'and', a result's word, brackets
              "Result (y, x) = (21, 100024)", "My answer: 100024 and 14", "Final results: (100042, 12)"]

    def test_wrong_fail_right_pass(self):
        self.wrong_and_right(self.BLOCKS)

    def test_sizes_no_answer(self):
        for line in ("Final answer: 1000 / 1002", "Result: 1002, 1000"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(C01 + line + "\n"), _PASS)


class TailTest(unittest.TestCase):
    """H8: a second result at the end of the count's own line."""
    TAILS = [" [GPU: 13]", ", GPU 13", ", GPU = 13", " | cuda: 13", ", second run: 13",
             # variants: OpenMP in brackets, a rerun after ';', a version's fraction, '=' in brackets
             " (OpenMP: 14)", "; rerun: 14", " | gpu: 13 (1.3e-05)", " [CUDA = 21]", " -- MPI: 14"]

    def test_wrong_fail_right_pass(self):
        for base, y in _Y_LINES.items():
            for tail in self.TAILS:
                text = base.replace(y, y + tail)
                with self.subTest(base=base[:24], tail=tail):
                    verdict, bad = not_passing(text)
                    self.assertEqual(verdict, "fail", bad)
                    self.assertTrue("fail" in (bad.get("below_y", ("",))[0], bad.get("below_y2", ("",))[0]), bad)
                with self.subTest(base=base[:24], twin=_twin(tail)):
                    self.assertEqual(not_passing(base.replace(y, y + _twin(tail))), _PASS)

    def test_gpu_paren(self):
        """'Y below threshold: 12 (GPU: 13)': the 13 read (before: only fraction_y MISSING)."""
        text = C01.replace("12 (fraction 1.2e-05)", "12 (GPU: 13)")
        self.assertEqual(not_passing(text)[1].get("below_y2", ("",))[0], "fail")

    def test_not_a_result(self):
        """A device's number, a timing after the count: left as they were."""
        for tail in (" [GPU 0]", " (GPU 1)", ", GPU 1", ", took 3 ms", " [GPU 3.2 ms]", ", verify: 1", " (check: 0)"):
            with self.subTest(tail=tail):
                self.assertEqual(not_passing(C01.replace(_Y_LINES[C01], _Y_LINES[C01] + tail)), _PASS)


class AgainTest(Case):
    """H11: an array's name with 'again' or a run's or version's word in brackets."""
    BLOCKS = ["y again (GPU): 13 (1.3e-05)", "y again: 13", "y (rerun): 13",
              # variants: a comma, '=', capital, a version after again, an ordinal run, 'recomputed'
              "y, again: 14", "Y again = 14", "x again (CUDA): 100042 (0.100042)", "y (2nd run) = 21",
              "y (recomputed): 13"]

    def test_wrong_fail_right_pass(self):
        self.wrong_and_right(self.BLOCKS)


class BlockTest(Case):
    """H16: a version's block of bare x and y lines, and a run's tag before its counts."""
    BLOCKS = ["GPU:\n  x: 100024\n  y: 13", "[GPU]\nx = 100024\ny = 13",
              # variants: a banner heading, OpenMP with fractions, one array only, a version's word and 'version'
              "=== CUDA results ===\nx: 100024\ny: 14", "OpenMP:\n  x = 100024 (0.100024)\n  y = 13 (1.3e-05)",
              "GPU:\n  x: 100042", "GPU version\n    y: 21"]
    TAGS = ["n = 1000 again (timing run): y = 13", "timing run: y = 13",
            # variants: both arrays, a benchmark's, a warm-up's, an n in brackets
            "benchmark: x = 100024, y = 13", "warm-up run: x 100042, y 12", "Timing run (n = 1000): y 14"]

    def test_wrong_fail_right_pass(self):
        self.wrong_and_right(self.BLOCKS + self.TAGS)

    def test_not_a_block(self):
        """A point's coordinates under a version's heading; a tag of another n: left as they were."""
        for block in ("GPU:\n  x: 16\n  y: 16", "Timing run (n = 2000): y 14"):
            with self.subTest(block=block):
                self.assertEqual(not_passing(C01 + block + "\n"), _PASS)

    def test_other_n_block(self):
        """A version's block with its own n stays a run of its own (its counts that n's)."""
        from grading.againlines import again_lines
        block = "GPU:\n  n: 500\n  x: 24914\n  y: 4\n"
        self.assertEqual(again_lines(C01 + block), C01 + block)

    def test_n_500(self):
        for block in ("GPU:\n  x: 24914\n  y: {}", "timing run: y = {}", "y again: {}"):
            with self.subTest(block=block):
                self.assertEqual(graded(SMOOTH_500 + block.format(4) + "\n"), _PASS)
                bad = graded(SMOOTH_500 + block.format(5) + "\n")[1]
                self.assertIn("fail", (bad.get("below_y"), bad.get("below_y2")), bad)


class CostTest(unittest.TestCase):
    def test_long_inputs(self):
        """4,000 blanks, a 2 MB line, a 20 MB line, and 20,000 candidate lines after the counts: fast."""
        from grading.againlines import again_lines
        from grading.recaptables import recap_tables
        texts = [C01 + " " * 4000 + "\n", C01 + "y again " + "1" * 2_000_000 + "\n",
                 C01 + "| array | below |\n" * 20000, C01 + "GPU:\n" * 20000, C01 + ("y " * 100 + "found\n") * 20000,
                 C01 + "Y below threshold: 12" + " [GPU" * 40000 + "\n",
                 C01 + "Y below threshold: 12 (fraction 1.2e-05)" + " " * 20_000_000 + "GPU 13\n"]
        for text in texts:
            start = time.process_time()
            again_lines(recap_tables(text))
            self.assertLess(time.process_time() - start, 1.0)


if __name__ == "__main__":
    unittest.main()
