"""test_pass25_t25.py - t25's items: wrong second printings after a right output that passed unread, or made the
file UNGRADED (the twenty-eighth hostile pass's F3, F4, F5, F8, F10, F13; the twenty-seventh's H7).

F3: after the tutorial's right summary, y's count printed again under a program's terse names ('gpu: cy=13
fy=1.3e-05', 'GPU cy=13 (1.3e-05)', 'CY = 13', 'cy=13', a Fortran namelist ' CY=13,' under '&RESULTS') PASSED.
Now terserecaps.py rewrites such a line after the first count as a count line the grader compares. Before: PASS;
now: FAIL below_y (or below_x); each right twin (12) still passes.
F4: 'cx=100024 fx=0.100024' / 'cy=12 fy=1.2e-05' then 'cy=13 fy=1.3e-05' was UNGRADED (varnames.py read no
array named on two lines); now the later lines are the same count again (a few, no n between): FAIL below_y.

F5, F10: a labelled structure ('GPU: Counts(x=100024, y=13)', 'Counts(x=..., y=13, fx=..., fy=...)', Elixir's
'%{x: 100024, y: 13}', Haskell's 'Counts {cx = 100024, cy = 13}', Go's 'map[y:13]', R's '$y' / '[1] 13', 'gpu ->
(100024, 13)') PASSED; now keyedrecaps.py reads each as the counts again: FAIL below_y.
F8, H7: a word, an arrow or a bar before a count ('Recap >> x: 100024 | y: 13', 'Final: y 13', 'Verify: y below
threshold = 13', 'Python: y = 13', 'Check: count_y == 13') PASSED; now prefixrecaps.py: FAIL below_y.
F13: R's '> table(y_gpu < t)' over its table and pandas' Series 'x 100024' / 'y 13' / 'dtype: int64' PASSED; now
secondprints.py reads a version's word glued to the array's name and keyedrecaps.py the Series: FAIL below_y.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass25_t25
"""
import unittest

from tests.grader.a_support import C01_1000, RIGHT_1000, RightAndWrong, graded, not_passing
from tests.grader.a_support import SMOOTH_500 as SMOOTH_500_LINES

_Y = [("12", "13", "below_y"), ("12", "21", "below_y")]
_XY = _Y + [("100024", "100042", "below_x")]

SMOOTH_500 = "Summary\n-------\n" + SMOOTH_500_LINES  # (a_support's, under smooth's heading)

TERSE = [
    ("gpu: cy=12 fy=1.2e-05", _Y),
    ("GPU cy=12 (1.2e-05)", _Y),
    ("gpu: cx=100024 fx=0.100024 cy=12 fy=1.2e-05", _XY),
    ("CY = 12", _Y),
    ("cy=12", _Y),
    ("&RESULTS\n CX=100024,\n CY=12,\n /", _XY),
    ("&RESULTS CX=100024, CY=12 /", _XY),
    ("Results: count_y = 12; count_x = 100024", _XY),
    ("cnt_y: 12", _Y),
]


class TerseRecaps(RightAndWrong):
    def test_terse_second_printings(self):
        for base in (RIGHT_1000, C01_1000):
            for line, wrongs in TERSE:
                tail = "\n" + line + "\n"
                self.right_and_wrong([base + tail], [(tail, tail.replace(old, new, 1), f) for old, new, f in wrongs])

    def test_another_n(self):
        """n = 500 (graded by the real command, which runs ./smooth for the file's n)."""
        tail = "\ngpu: cx=24914 fx=0.099656 cy=4 fy=1.6e-05\n"
        self.assertEqual(graded(SMOOTH_500 + tail), ("pass", {}))
        for old, new, field in (("cy=4", "cy=5", "below_y"), ("24914", "24941", "below_x")):
            with self.subTest(new=new):
                verdict, bad = graded(SMOOTH_500 + tail.replace(old, new))
                self.assertEqual((verdict, bad.get(field)), ("fail", "fail"))

    def test_not_a_count(self):
        """A centre's or a grid's names stay as they were: the right output still passes."""
        for line in ("centre: cx=501 cy=501", "cx=501 cy=501", "grid: cx = 1002", "offset cy=3"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + "\n" + line + "\n")[0], "pass")


_HEAD = RIGHT_1000.split("x below")[0] if "x below" in RIGHT_1000 else None


class PairAgain(RightAndWrong):
    def test_terse_pair_printed_again(self):
        for sizes in ("n = 1000\nrow length 1002, total 1004004, inner 1000000\nmemory 0.00374021 GB per array\n"
                      "t = 0.1, a = 0.05, b = 0.1, c = 0.4\n",):
            for pair, again in (("cx=100024 fx=0.100024\ncy=12 fy=1.2e-05\n", "cy=12 fy=1.2e-05\n"),
                                ("cx = 100024\nfx = 0.100024\ncy = 12\nfy = 1.2e-05\n", "cy = 12\n"),
                                ("count_x: 100024\nfrac_x: 0.100024\ncount_y: 12\nfrac_y: 1.2e-05\n",
                                 "count_x: 100024\ncount_y: 12\n")):
                text = sizes + pair + again
                self.right_and_wrong([text], [(again, again.replace("12", "13", 1), "below_y"),
                                              (again, again.replace("12", "21", 1), "below_y")])


# F5, F10: labelled structures (keyedrecaps.py)
KEYED = [
    ("fmt.Println(counts) on the GPU path:\nmap[x:100024 y:12]", _XY),
    ("map[cx:100024 cy:12]", _XY),
    ("map[y:12]", _Y),
    ("> gpu\n$x\n[1] 100024\n\n$y\n[1] 12", _XY),
    ("$y\n[1] 12", _Y),
    ("> gpu$y\n[1] 12", _Y),
    ("gpu -> (100024, 12)", _XY),
    ("GPU: (100024, 12)", _XY),
    ("GPU: Counts(x=100024, y=12)", _XY),
    ("Counts(x=100024, y=12, fx=0.100024, fy=1.2e-05)", _XY),
    ("Result(countX=100024, countY=12)", _XY),
    ("%{x: 100024, y: 12}", _XY),
    ("%Counts{x: 100024, y: 12}", _XY),
    ("Counts {cx = 100024, cy = 12}", _XY),
]


class KeyedRecaps(RightAndWrong):
    def test_keyed_second_printings(self):
        for base in (RIGHT_1000, C01_1000):
            for line, wrongs in KEYED:
                tail = "\n" + line + "\n"
                self.right_and_wrong([base + tail], [(tail, tail.replace(old, new, 1), f) for old, new, f in wrongs])

    def test_not_a_count(self):
        """A point's, a block's or a size's structure stays as it was: the right output still passes."""
        for line in ("Point(x=501, y=733)", "centre: (501, 733)", "gpu: (16, 16)", "map[x:1002 y:1002]",
                     "$n\n[1] 1000", "block: Dim(x=16, y=16)"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + "\n" + line + "\n")[0], "pass")


# F8 (h28) and H7 (h27): a word, an arrow or a bar before the counts (prefixrecaps.py)
PREFIXED = [
    ("Recap >> x: 100024 | y: 12", _XY),
    ("Recap y: 12", _Y),
    ("-> y: 12", _Y),
    ("x 100024 | y 12", _XY),
    ("Final: y 12", _Y),
    ("Verify: y below threshold = 12", _Y),
    ("verify: y = 12", _Y),
    ("Python: y = 12", _Y),
    ("Octave: x = 100024, y = 12", _XY),
    ("Check: count_y == 12 \u2713", _Y),
    ("Summary >> y: 12 (1.2e-05)", _Y),
    ("shared-memory kernel count y = 12", _Y),
]


class PrefixRecaps(RightAndWrong):
    def test_prefixed_second_printings(self):
        for base in (RIGHT_1000, C01_1000):
            for line, wrongs in PREFIXED:
                tail = "\n" + line + "\n"
                self.right_and_wrong([base + tail], [(tail, tail.replace(old, new, 1), f) for old, new, f in wrongs])

    def test_version_in_brackets(self):
        """'Julia: y (GPU) = 13' is the GPU version's y: a wrong one fails its version's field."""
        tail = "\nJulia: y (GPU) = 12\n"
        self.right_and_wrong([RIGHT_1000 + tail], [(tail, tail.replace("12", "13"), "below_y below_y2")])

    def test_not_a_count(self):
        """An expectation, a place, a rank's part, a factor stay as they were: the right output passes."""
        for line in ("expected: y = 21", "Peak at: x = 5 | y = 7", "Loop unrolled x 4",
                     "rank 3: y = 4", "speedup x 58", "Block: x 16 | y 16"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + "\n" + line + "\n")[0], "pass")


# F13: R's table of a version's comparison, pandas' Series keyed by the arrays (secondprints.py, keyedrecaps.py)
TABLES = [
    ("> table(y_gpu < t)\n\n FALSE   TRUE \n999988     12 ", [("  12 ", "  13 ", "below_y"), ("  12 ", "  21 ", "below_y")]),
    ("> table(gpu.y < t)\n\n FALSE   TRUE \n999988     12 ", [("  12 ", "  13 ", "below_y")]),
    ("gpu\nx    100024\ny        12\ndtype: int64", _XY),
    ("x    100024\ny        12\ndtype: int64", _XY),
    ("x    100024\ny        12\nName: gpu, dtype: int64", _XY),
    ("count_y    12\ndtype: int64", _Y),
]


class TablesAgain(RightAndWrong):
    def test_table_second_printings(self):
        for base in (RIGHT_1000, C01_1000):
            for line, wrongs in TABLES:
                tail = "\n" + line + "\n"
                self.right_and_wrong([base + tail], [(tail, tail.replace(old, new, 1), f) for old, new, f in wrongs])

    def test_not_a_count(self):
        for line in ("n    1000\nrow  1002\ndtype: int64", "x    1002\ny    1002\ndtype: int64"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + "\n" + line + "\n")[0], "pass")


if __name__ == "__main__":
    unittest.main()
