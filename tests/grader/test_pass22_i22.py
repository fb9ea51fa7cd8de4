"""The twenty-third pass's (h23) counts the grader dropped (helper i22): sections H1, H2, H2b and L5.

What was wrong (each at n = 1000; before: the grade at d65763c):
- H1 (w31, c27, probe p07, F/f04*, F/f10*): 'Final', 'Last' or 'Overall' before 'x count' / 'y count' ('Final y
  count: 397', 'Final count of y: 13', 'y count (final): 13') made the line no field: a wrong second printing
  PASSED, and a right output printing its counts only that way ('Final x count: 100024 (0.100024)') was UNGRADED.
  Fortran's lower-case ' final y:           13' passed unread too.
- H2 (probes p10, p14, F/f05*, F/f06*): 'After 2nd run: 100024 / 13', 'run 2: x 100024 / y 13' and 'That is
  0.0013 % of y.' after a right summary PASSED (the wrong Y or fraction unread).
- H2b and L5 (F/f07*, f11*, f12*, f13*, probe p15): other languages' displays of a map or list of the counts:
  Go's 'map[x:100024 y:13]', Rust's HashMap '{"y": 13, "x": 100024}' (y first), Python's
  "Counter({'x': 100024, 'y': 13})", R's list display '$x' / '[1] 100024' / '' / '$y' / '[1] 13' after the counts
  PASSED; a right labelled Counter read X's count as Y's (FAIL, and as the only printing the mistake named "X's
  count printed for Y"); R's list display as the only printing was UNGRADED.
Now: words.classify reads 'final', 'last', 'overall' beside an array's count words as that count (words.py's
_COUNT_OF_AN_ARRAY); finalrecaps.py rewrites 'final y: 13', a run tag's pair and a percentage of an array in
prose after the counts as printings the grader reads; keyeddisplays.py rewrites a map's, dict's, Counter's,
HashMap's or R list's display of the counts as their printing, its keys deciding the array. Each right case
passes and its wrong twin fails its field.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass22_i22
"""
import time
import unittest

from tests.grader.a_support import COUNTS_1000, SIZES_1000, SMOOTH_500, RightAndWrong as Case, graded, not_passing

_BASE = SIZES_1000 + COUNTS_1000
_PASS = ("pass", {})


class FinalCountTest(Case):
    """H1: a count labelled 'Final/Last/Overall ... count' is that count."""
    ONLY = [SIZES_1000 + "Final x count: 100024 (0.100024)\nFinal y count: 12 (1.2e-05)\n",  # (c27)
            SIZES_1000 + "Last x count = 100024 (fraction 0.100024)\nLast y count = 12 (fraction 1.2e-05)\n",
            SIZES_1000 + "Overall count of x: 100024 (0.100024)\nOverall count of y: 12 (1.2e-05)\n",
            SIZES_1000 + "x count (final): 100024 (0.100024)\ny count (final): 12 (1.2e-05)\n",
            SIZES_1000 + "final_x_count = 100024 (0.100024)\nfinal_y_count = 12 (1.2e-05)\n"]

    def test_only_printing_right_pass_wrong_fail(self):
        self.right_and_wrong(self.ONLY, [("100024 (", "100042 (", "below_x"), ("12 (", "21 (", "below_y"),
                                         ("(0.100024)", "(0.100042)", "fraction_x")])

    def test_second_printing(self):
        for line, field in (("Final y count: 12", None), ("Final Y count: 397", "below_y"), ("final y: 13", "below_y"),
                            (" final y:           13", "below_y"), (" final y:           12", None),
                            ("Final count of y: 13", "below_y"), ("Last y count: 13", "below_y"),
                            ("Overall Y count: 14", "below_y"), ("y count (final): 13", "below_y"),
                            ("Final x count: 100406", "below_x"), ("Last x = 100406", "below_x"),
                            ("Final x count: 100024", None), ("last x: 100024 (0.100024)", None)):
            with self.subTest(line=line):
                verdict, bad = not_passing(_BASE + line + "\n")
                if field is None:
                    self.assertEqual((verdict, bad), _PASS)
                else:
                    self.assertEqual(verdict, "fail")
                    self.assertEqual(bad[field][0], "fail", bad)

    def test_n_500(self):
        text = SMOOTH_500.split("Number of elements below")[0] + "Final x count: 24914 (0.099656)\nFinal y count: 4 (1.6e-05)\n"
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace("count: 4 (", "count: 5 ("))[1]["below_y"], "fail")
        self.assertEqual(graded(SMOOTH_500 + "Final y count: 6\n")[1]["below_y"], "fail")

    def test_no_count(self):
        from grading.words import classify
        for label in ("Final time", "Last row count", "final x coordinate", "Overall time"):
            self.assertNotEqual(classify(label), "below", label)
        self.assertEqual(not_passing(_BASE + "final x: 1002\n"), _PASS)  # (a grid's side: no count)


class RunRecapTest(Case):
    """H2: a second run's pair and a percentage of an array in prose, after the counts."""

    def test_second_run(self):
        for line, field in (("After 2nd run: 100024 / 13", "below_y"), ("After 2nd run: 100024 / 12", None),
                            ("run 2: x 100024 / y 13", "below_y"), ("run 2: x 100024 / y 12", None),
                            ("After the second run: x = 100024, y = 21", "below_y"),
                            ("After the second run: x = 100042, y = 12", "below_x"),
                            ("Rerun: 100024, 14", "below_y"), ("Rerun (same seed): 100024, 12", None),
                            ("Run #2: x: 100024 / y: 14", "below_y"),
                            ("2nd run (seed 7): 100031 / 15", None)):  # (another seed: another problem's)
            with self.subTest(line=line):
                verdict, bad = not_passing(_BASE + line + "\n")
                if field is None:
                    self.assertEqual((verdict, bad), _PASS)
                else:
                    self.assertEqual(verdict, "fail")
                    self.assertEqual(bad[field][0], "fail", bad)

    def test_percent_of_an_array(self):
        for line, field in (("That is 0.0013 % of y.", "fraction_y"), ("That is 0.0012 % of y.", None),
                            ("i.e. 10.0042% of x", "fraction_x"), ("i.e. 10.0024% of x", None),
                            ("which is 0.0021 percent of the y array.", "fraction_y"),
                            ("which is 0.0012 percent of the y array.", None),
                            ("That's 0.0013% of y's inner elements", "fraction_y")):
            with self.subTest(line=line):
                verdict, bad = not_passing(_BASE + line + "\n")
                if field is None:
                    self.assertEqual((verdict, bad), _PASS)
                else:
                    self.assertEqual(verdict, "fail")
                    self.assertEqual(bad[field][0], "fail", bad)

    def test_n_500(self):
        self.assertEqual(graded(SMOOTH_500 + "After 2nd run: 24914 / 4\n"), _PASS)
        self.assertEqual(graded(SMOOTH_500 + "After 2nd run: 24914 / 5\n")[1]["below_y"], "fail")
        self.assertEqual(graded(SMOOTH_500 + "That is 0.0016 % of y.\n"), _PASS)
        self.assertEqual(graded(SMOOTH_500 + "That is 0.0017 % of y.\n")[1]["fraction_y"], "fail")


class KeyedDisplayTest(Case):
    """H2b, L5: a map's, dict's or R list's display of the counts; its keys decide which count is which."""
    SECOND = ["map[x:100024 y:{y}]", "counts: map[below_x:100024 below_y:{y}]", "below threshold: map[x:100024 y:{y}]",
              "Counter({{'x': 100024, 'y': {y}}})", "below threshold: Counter({{'x': 100024, 'y': {y}}})",
              "{{'y': {y}, 'x': 100024}}", '{{"y": {y}, "x": 100024}}', "{{x=100024, y={y}}}",
              'Dict("y" => {y}, "x" => 100024)', "{{:x=>100024, :y=>{y}}}", "Map(x -> 100024, y -> {y})",
              "OrderedDict([('x', 100024), ('y', {y})])", "$x\n[1] 100024\n\n$y\n[1] {y}\n",
              "below threshold:\n$y\n[1] {y}\n\n$x\n[1] 100024\n"]

    def test_second_printing(self):
        for display in self.SECOND:
            with self.subTest(display=display):
                self.assertEqual(not_passing(_BASE + display.format(y=12) + "\n"), _PASS)
                verdict, bad = not_passing(_BASE + display.format(y=13) + "\n")
                self.assertEqual(verdict, "fail")
                self.assertEqual(bad["below_y"][0], "fail", bad)

    ONLY = [SIZES_1000 + "below threshold: Counter({'x': 100024, 'y': 12})\nfractions: {'x': 0.100024, 'y': 1.2e-05}\n",
            SIZES_1000 + "Counter({'y': 12, 'x': 100024})\nfraction below threshold: {'y': 1.2e-05, 'x': 0.100024}\n",
            SIZES_1000 + "below threshold: map[x:100024 y:12]\nfraction below threshold: map[x:0.100024 y:1.2e-05]\n",
            SIZES_1000 + 'below threshold: {"y": 12, "x": 100024}\nfraction below: {"y": 1.2e-05, "x": 0.100024}\n',
            SIZES_1000 + "below threshold:\n$x\n[1] 100024\n\n$y\n[1] 12\n\nfraction below threshold:\n$x\n"
                         "[1] 0.100024\n\n$y\n[1] 1.2e-05\n\n",
            SIZES_1000 + "$below_x\n[1] 100024\n\n$frac_x\n[1] 0.100024\n\n$below_y\n[1] 12\n\n$frac_y\n[1] 1.2e-05\n\n",
            SIZES_1000 + "below threshold: {'x': 100024, 'y': 12}\nbelow threshold (fraction): {'x': 0.100024, 'y': 1.2e-05}\n",
            SIZES_1000 + "count below: {x=100024, y=12}\npercent below: {x=10.0024, y=0.0012}\n"]

    def test_only_printing_right_pass_wrong_fail(self):
        self.right_and_wrong(self.ONLY, [("100024", "100042", "below_x"), ("12", "21", "below_y"),
                                         ("0.100024", "0.100042", "fraction_x"), ("1.2e-05", "2.1e-05", "fraction_y"),
                                         ("y=0.0012", "y=0.0013", "fraction_y")])
        verdict, bad = not_passing(_BASE + "percent below: map[x:10.0024 y:0.0013]\n")  # (a second printing in percent)
        self.assertEqual(bad["fraction_y"][0], "fail", bad)

    def test_counter_not_x_for_y(self):
        """L5: a right Counter is not read as X's count printed for Y."""
        self.assertEqual(not_passing(_BASE + "below threshold: Counter({'x': 100024, 'y': 12})\n"), _PASS)
        verdict, bad = not_passing(SIZES_1000 + "below threshold: Counter({'x': 100024, 'y': 12})\n")
        self.assertNotIn("below_y", bad)
        self.assertNotIn("below_x", bad)

    def test_n_500(self):
        text = SMOOTH_500.split("Number of elements below")[0] + "below threshold: map[x:24914 y:4]\n" \
            "fraction below threshold: map[x:0.099656 y:1.6e-05]\n"
        self.assertEqual(graded(text), _PASS)
        self.assertEqual(graded(text.replace("y:4]", "y:5]"))[1]["below_y"], "fail")
        self.assertEqual(graded(SMOOTH_500 + '{"y": 6, "x": 24914}\n')[1]["below_y"], "fail")

    def test_no_counts(self):
        for line in ("map[x:1002 y:1002]", "{'x': 500, 'y': 733}", "block: {x=16, y=16}", "map[nx:1002 ny:1002]"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(_BASE + line + "\n"), _PASS)

    def test_cost(self):
        from grading.finalrecaps import final_recaps
        from grading.keyeddisplays import displays_read
        for text in (_BASE + " " * 4000 + "\n", _BASE + "map[" + "x:1 " * 5_000_000 + "\n",
                     _BASE + ("{'x': 1, " * 2_000_000) + "\n", _BASE + "$x\n[1] 1\n\n" * 200_000,
                     _BASE + "After 2nd run: " + "1 / " * 5_000_000 + "\n", _BASE + ("final y: 13\n" * 200_000)):
            began = time.process_time()
            final_recaps(displays_read(text))
            self.assertLess(time.process_time() - began, 3, text[-40:])


if __name__ == "__main__":
    unittest.main()
