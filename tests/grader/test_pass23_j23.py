"""The twenty-fifth pass's (h25) wrong second printings that passed, and M6 (helper j23).

What was wrong (before: the grade at bd07a8f):
- P/p04 'assert y_count == 13  # passed', P/p08 '<result><x_below>100024</x_below><y_below>13</y_below></result>',
  F/W_xml_y '<y>13</y>', P/p17 'y = {13}', F/W_y_list_bracket 'y = [13]', F/W_y_paren 'y = (13)', F/W_only_a_dozen
  'only a dozen (13) remain', F/W_Y_H 'Y_H (host copy) = 13' (also bare 'Y_H = 13'): each after c01's right output
  PASSed 20/20, the line unread. As the only printing of Y (12) each left Y MISSING, and the XML line FAILed Y as
  X's 100024.
- M6 (F/P_typo_x_fraction_credit, wrong/c55_threshold_half): a count no uniform data gives (X typed 200000, counts
  of a threshold of 0.5) made the file 'other random data': X failed, but its fraction was credited in full
  ('plausible', 'follows from the count'), and a Y exactly the generator's was only 'plausible'.
Now: plainprints.py rewrites such lines as their plain statements ('y_count = 13', 'x_below = 100024, y_below =
13', 'y = 13', 'y below threshold = 13', 'y (Y_H) below threshold = 13'), so a second printing that differs fails
and a first one is read; an assertion that says it failed, and Octave's bare 'ans = 13' (no array named), are left.
judging.py: a fraction that follows from a count failed as impossible fails 'follows from the wrong count printed',
and an impossible X beside the generator's exact Y is judged as the generator's data (Y passes, X and its fraction
fail), as wrong/c21's wrong Y's fraction does. Each right case has a wrong twin that fails.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass23_j23
"""
import time
import unittest

from tests.grader.a_support import C01_1000, graded, not_passing

Y_LINE = "Y below threshold: 12 (fraction 1.2e-05)\n"
NO_Y = C01_1000.replace(Y_LINE, "")
# ./smooth -n 500 -kernel cpu's values in c01's layout (X 24914, Y 4)
C01_500 = ("Row length (n+2): 502\nn: 500\nTotal elements: 252004\nInner elements: 250000\n"
           "Memory per array: 0.000938788 GB\nThreshold: 0.1\nConstants a b c: 0.05 0.1 0.4\n"
           "X below threshold: 24914 (fraction 0.099656)\nY below threshold: 4 (fraction 1.6e-05)\n")

# each line with {y} for Y's count and {x} for X's (the right ones, or Y's wrong 13)
LINES = [
    # assertions that held
    "assert y_count == {y}  # passed",
    "assert(count_y == {y}); // ok",
    "@assert below_y == {y}",
    "assert_eq!(below_y, {y});",
    "ASSERT_EQ(y_count, {y}) passed",
    # XML elements printed on a text output's line
    "<result><x_below>{x}</x_below><y_below>{y}</y_below></result>",
    "<y>{y}</y>",
    "<counts><x>{x}</x><y>{y}</y></counts>",
    "  <below_y>{y}</below_y>",
    "<y-below>{y}</y-below>",
    # one number in brackets
    "y = {{{y}}}",
    "y = [{y}]",
    "y = ({y})",
    "Y: [{y}]",
    "count_y = ({y},)",
    # a count in words said to remain
    "only a dozen ({y}) remain",
    "just a few ({y}) values remain below t",
    "Only a handful ({y}) are left below the threshold.",
    # the host copy's name
    "Y_H = {y}",
    "y_h: {y}",
    "Y_H (host copy) = {y}",
]


def _line(template, y, x=100024):
    return template.format(y=y, x=x) + "\n"


class SecondPrintingTest(unittest.TestCase):
    """P/p04, p08, p17 and neighbours: after a right output, each line right passes, wrong (Y 13) fails Y."""

    def test_right_after_the_counts_passes(self):
        for template in LINES:
            with self.subTest(line=template):
                self.assertEqual(not_passing(C01_1000 + _line(template, 12)), ("pass", {}))

    def test_wrong_after_the_counts_fails(self):
        for template in LINES:
            with self.subTest(line=template):
                verdict, bad = not_passing(C01_1000 + _line(template, 13))
                self.assertEqual(verdict, "fail")
                self.assertIn("fail", [bad.get(f, ("",))[0] for f in ("below_y", "below_y2")], bad)
                self.assertEqual({k for k, (s, _) in bad.items() if s == "fail"} - {"below_y", "below_y2"}, set())

    def test_only_printing_of_y_is_read(self):
        # each as the only printing of Y (12), after X's line: Y read and right (its fraction not printed);
        # 14 its wrong twin
        for template in LINES:
            with self.subTest(line=template):
                verdict, bad = not_passing(NO_Y + _line(template, 12))
                self.assertNotIn("below_y", bad)
                self.assertEqual(set(bad), {"fraction_y"}, bad)
                verdict, bad = not_passing(NO_Y + _line(template, 14))
                self.assertEqual(bad.get("below_y", bad.get("below_y2", ("",)))[0], "fail", bad)

    def test_another_n(self):
        for template in ("assert y_count == {y}  # passed", "<result><x_below>{x}</x_below><y_below>{y}</y_below>"
                         "</result>", "y = [{y}]", "only a dozen ({y}) remain"):
            with self.subTest(line=template):
                self.assertEqual(graded(C01_500 + _line(template, 4, 24914)), ("pass", {}))
                verdict, bad = graded(C01_500 + _line(template, 5, 24914))
                self.assertEqual((verdict, bad.get("below_y")), ("fail", "fail"))

    def test_left_unread(self):
        # an assertion that says it failed (the count is not its number), Octave's bare 'ans = 13' (no array
        # named), a shape in brackets, a few threads left: no count
        for line in ("assert y_count == 13  # FAILED", "assert y_count == 13 -> AssertionError", "ans = 13",
                     "shape = (1002,)", "only a few (4) threads remain idle", "only a dozen (13) of x remain",
                     "<name>gpu</name><y>13</y> text"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(C01_1000 + line + "\n"), ("pass", {}))

    def test_fast(self):
        for tail in ("<a>" * 100000 + "\n", "y = [" + " " * 4000 + "\n", "assert y" + " " * 4000 + "== 1\n",
                     ("only a dozen (" + " " * 40) * 2000 + "\n", "<y>1</y>\n" * 20000, "Y_H = 13 " * 100000):
            start = time.process_time()
            not_passing(C01_1000 + tail)
            self.assertLess(time.process_time() - start, 10)


class ImpossibleCountTest(unittest.TestCase):
    """M6: a count no uniform data gives is wrong, and so is the fraction that follows from it."""

    SIZES = C01_1000.split("X below")[0]

    def test_impossible_x_beside_the_generators_y(self):
        for x_line in ("X below threshold: 200000 (fraction 0.2)\n", "X below threshold: 50000 (fraction 0.05)\n",
                       "x below threshold = 899976 (0.899976)\n"):
            with self.subTest(x=x_line):
                verdict, bad = not_passing(self.SIZES + x_line + Y_LINE)
                self.assertEqual({k: s for k, (s, _) in bad.items()}, {"below_x": "fail", "fraction_x": "fail"})
                self.assertIn("follows from the wrong count", bad["fraction_x"][1])
                # its wrong twin: Y wrong too, fails
                verdict, bad = not_passing(self.SIZES + x_line + Y_LINE.replace("12 (fraction 1.2e-05)",
                                                                                "21 (fraction 2.1e-05)"))
                self.assertEqual(bad["below_y"][0], "fail", bad)

    def test_threshold_half(self):
        # wrong/c55: a threshold of 0.5 printed and used: both counts impossible, both fractions fail
        text = self.SIZES.replace("Threshold: 0.1", "Threshold: 0.5") + \
            "X below threshold: 499976 (fraction 0.499976)\nY below threshold: 500181 (fraction 0.500181)\n"
        verdict, bad = not_passing(text)
        for key in ("below_x", "fraction_x", "below_y", "fraction_y"):
            self.assertEqual(bad[key][0], "fail", (key, bad))

    def test_other_data_still_plausible(self):
        # other random data (X within the binomial window, not the generator's): counts and fractions stay
        # plausible; its Y impossible (a swapped-range mistake of its own) fails with its fraction
        text = self.SIZES + "X below threshold: 99871 (fraction 0.099871)\nY below threshold: 15 (fraction 1.5e-05)\n"
        verdict, bad = not_passing(text)
        self.assertEqual({k: s for k, (s, _) in bad.items()},
                         {"below_x": "plausible", "fraction_x": "plausible", "below_y": "plausible",
                          "fraction_y": "plausible"})
        verdict, bad = not_passing(text.replace("15 (fraction 1.5e-05)", "4000 (fraction 0.004)"))
        self.assertEqual((bad["below_y"][0], bad["fraction_y"][0], bad["fraction_x"][0]), ("fail", "fail", "plausible"))


if __name__ == "__main__":
    unittest.main()
