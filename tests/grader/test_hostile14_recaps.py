"""test_hostile14_recaps.py - the fourteenth hostile pass's HIGH (b) B1 and MEDIUM M1: a recap of the counts
in words after the output ('Check: 100024 elements of x and 12 elements of y below threshold', 'Final: x has
100024 and y has 12 ...', 'Reduction: 100024 -> 12 ...', 'Smoothing reduced the count from 100024 to 12',
'Done in 0.05 s: y has 12 elements below threshold') is another printing of the counts: a wrong one fails,
a right one passes and is no second run.
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_hostile14_recaps"""
import time
import unittest

from grading import read_output

from tests.grader.a_support import PLAIN_1000, RIGHT_1000, not_passing

# (a recap with X = {x} and Y = {y}, the arrays it names)
_RECAPS = (
    ("Check: {x} elements of x and {y} elements of y below threshold", "xy"),
    ("Result: {x} elements in x and {y} elements in y are below 0.1", "xy"),
    ("So {x} elements of x and {y} of y are below the threshold.", "xy"),
    ("Final: x has {x} and y has {y} elements below threshold", "xy"),
    ("Summary: {x} (x) and {y} (y) elements below threshold", "xy"),
    ("Reduction: {x} -> {y} elements below threshold", "xy"),
    ("Smoothing reduced the count from {x} to {y}", "xy"),
    ("Done in 0.05 s: y has {y} elements below threshold", "y"),
    ("Done in 0.05 s: x has {x} elements below threshold", "x"),
)


class Recaps(unittest.TestCase):
    def test_a_wrong_recap_fails_on_its_count(self):
        for base in (RIGHT_1000, PLAIN_1000):
            for recap, arrays in _RECAPS:
                for array in arrays:
                    wrong = recap.format(x=100025 if array == "x" else 100024, y=21 if array == "y" else 12)
                    with self.subTest(recap=wrong):
                        verdict, bad = not_passing(base + wrong + "\n")
                        self.assertEqual(verdict, "fail")
                        self.assertEqual(set(bad), {"below_" + array})

    def test_a_right_recap_passes_as_one_run(self):
        for base in (RIGHT_1000, PLAIN_1000, "$ ./smooth_hw 1000\n" + PLAIN_1000 + "\nreal\t0m0.061s\n"):
            for recap, _ in _RECAPS:
                text = base + recap.format(x=100024, y=12) + "\n"
                with self.subTest(recap=recap):
                    self.assertEqual(not_passing(text), ("pass", {}))
                    self.assertEqual(read_output(text)["runs"], [])

    def test_a_line_with_other_numbers_is_no_recap(self):
        # ('y: 12 of 1000000 elements ...': the 1000000 is no count; the line read as before)
        from grading.recaps import recap_counts
        for line in ("y below threshold: 12 (x had 100024)", "100024 of 1000000 elements in x are below 0.1",
                     "n = 1000 -> 1002 elements per row", "Reduction of 12 elements in y on 4 threads below 0.1",
                     # (a guess is no printing; a sign is the count's: '-5' is no 5)
                     "We would expect roughly 100000 values of x below the threshold.",
                     "About 100024 elements of x and 12 of y should be below 0.1", "-5 elements of x below threshold",
                     "Reduction: -100024 -> 12 elements below threshold"):
            with self.subTest(line=line):
                self.assertEqual(recap_counts(line), {})

    def test_long_lines_stay_fast(self):
        from grading.recaps import recapped
        for line in ("1" * 4096, "below " * 700, "12 of x " * 500, "x has 1 " * 500, "from 1 to " * 400,
                     "below 0.1 " * 400 + "x has 12"):
            start = time.process_time()
            recapped(line + "\n" + line)
            self.assertLess(time.process_time() - start, 0.5, line[:20])


if __name__ == "__main__":
    unittest.main()


class RecapsOfAChattyOutput(unittest.TestCase):
    def test_a_recap_after_a_long_output_is_read(self):
        """a recap is looked for in a file's first and last 256 KiB only (each line looked at cost a call: a
        64 MiB output of progress lines took twice its time); one at a long output's end still counts"""
        progress = "".join(f"progress: step {k} of 20000 done, counting below the threshold\n" for k in range(20000))
        self.assertGreater(len(progress), 1 << 19)
        recap = "Check: 100024 elements of x and {} elements of y below threshold\n"
        self.assertEqual(not_passing(progress + RIGHT_1000 + recap.format(12)), ("pass", {}))
        verdict, fields = not_passing(progress + RIGHT_1000 + recap.format(21))
        self.assertEqual((verdict, fields.get("below_y", ("pass",))[0]), ("fail", "fail"))


class PercentAfterFraction(unittest.TestCase):
    """B2: a percentage in brackets after a right fraction, the label with a bracket of its own
    ('Fraction below threshold (x): 0.100024 (10.0042%)'): both printings must agree."""
    _LINES = ("Fraction below threshold (x): {x} ({px}%)", "Fraction (x): {x} ({px}%)", "Fraction (x) = {x} ({px}%)",
              "Fraction below threshold (y): {y} ({py}%)", "Fraction (y): {y} ({py}%)")

    def test_a_wrong_percentage_fails_a_right_one_passes(self):
        for base in (RIGHT_1000, PLAIN_1000):
            for line in self._LINES:
                array = "x" if "(x)" in line else "y"
                right = line.format(x="0.100024", px="10.0024", y="1.2e-05", py="0.0012")
                wrong = line.format(x="0.100024", px="10.0042", y="1.2e-05", py="0.012")
                with self.subTest(line=wrong):
                    self.assertEqual(not_passing(base + right + "\n"), ("pass", {}))
                    verdict, bad = not_passing(base + wrong + "\n")
                    self.assertEqual((verdict, set(bad)), ("fail", {"fraction_" + array}))


class RemarkAfterAnArrow(unittest.TestCase):
    """B3: n and a remark on it after an arrow ('n = 1000 -> arrays of 1003 x 1003'): the remark's sizes are read
    as after a comma, so a wrong one fails and a right one passes."""
    def test_the_remark_is_read(self):
        for arrow in ("->", "=>", "\u2192"):
            for n_line in ("n = 1000", "N: 1000"):
                right = PLAIN_1000.replace("n = 1000\n", f"{n_line} {arrow} arrays of 1002 x 1002\n")
                wrong = PLAIN_1000.replace("n = 1000\n", f"{n_line} {arrow} arrays of 1003 x 1003\n")
                with self.subTest(line=wrong.splitlines()[0]):
                    self.assertEqual(not_passing(right), ("pass", {}))
                    self.assertEqual(not_passing(wrong)[0], "fail")


class ThresholdInACountsLabel(unittest.TestCase):
    """B4: a count whose only printings state another threshold than the file's ('count(x < 0.2) = 100024' under
    'threshold = 0.1'): the label's threshold is a printing of the threshold, and fails."""
    def test_the_labels_threshold_must_agree(self):
        for label in ("count(x < {t}) = 100024, fraction = 0.100024", "x below {t}: 100024 (0.100024)"):
            with self.subTest(label=label):
                old = "count x < t = 100024, fraction = 0.100024"
                self.assertEqual(not_passing(PLAIN_1000.replace(old, label.format(t="0.1"))), ("pass", {}))
                verdict, bad = not_passing(PLAIN_1000.replace(old, label.format(t="0.2")))
                self.assertEqual((verdict, set(bad)), ("fail", {"threshold"}))


class ConstantsNamedAfterInProse(unittest.TestCase):
    """B6: the constants in a sentence, each named after its value by the neighbours it weighs ('The stencil uses
    0.05 for the corners, 0.1 for the edges and 0.5 for the centre.'): a printing of the constants."""
    def test_the_sentence_is_read(self):
        for sentence in ("The stencil uses {a} for the corners, {b} for the edges and {c} for the centre.",
                         "We weigh {a} on each diagonal, {b} on each edge and {c} at the centre."):
            with self.subTest(sentence=sentence):
                right = PLAIN_1000 + sentence.format(a="0.05", b="0.1", c="0.4") + "\n"
                self.assertEqual(not_passing(right), ("pass", {}))
                verdict, bad = not_passing(PLAIN_1000 + sentence.format(a="0.05", b="0.1", c="0.5") + "\n")
                self.assertEqual((verdict, set(bad)), ("fail", {"constants"}))
