"""test_pass32_lead.py - the lead's fixes in round 3 (grading), its twenty-seventh round: what the fresh
thirty-seventh pass found in f32's stated seeds, and a clash of the round's merge.

- h37 M6, a usage line's seed missed: `Usage: ./hw N SEED   (x filled with rand()/(float)RAND_MAX)` then `$ ./hw
  1000 1` (a comment after the usage's arguments), and `srand(seed)` named anywhere beside `Usage: ./a.out N SEED` /
  `$ ./a.out 1000 1` (a variable's seed cancelled every other statement). Before: counts shifted in the window (X
  100101, Y 14) PLAUSIBLE. Now FAIL (seedlines._USAGE, runs.stated_generator: a seed variable's name states no
  number, the usage's run may); `srand(time(NULL))` beside them still states nothing (a call's seed: the clock).
- The merge's clash (test_pass30_lead): smooth's timer row `Count-Y :: 0.001097 (1004004 elements)` after a right
  output was read by b32's share-first rule as Y's count 1004004 (FAIL Y). A share first is read so only where the
  label says a threshold's or a share's word, or the share has its '%' (sharecounts._share_first).
"""
import os
import sys
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from tests.grader.a_support import RIGHT_1000, graded  # noqa: E402
from tests.grader.test_pass32_f32 import Stated  # noqa: E402


class UsageSeeds(Stated):
    """h37 M6: a usage line's positional seed beside a comment or a seed variable's srand."""

    def test_stated(self):
        self.assert_stated(["Usage: ./hw N SEED   (x filled with rand()/(float)RAND_MAX)\n$ ./hw 1000 1",
                            "Usage: ./hw SEED N   # x from rand()/RAND_MAX\n$ ./hw 1 1000",
                            "Usage: ./a.out N SEED\n$ ./a.out 1000 1\n"
                            "x initialised with srand(seed) and rand()/RAND_MAX"])

    def test_unstated(self):
        self.assert_unstated(["Usage: ./a.out N SEED\n$ ./a.out 1000 1\nx initialised with srand(time(NULL)), rand()",
                              "Usage: ./hw N SEED   (x filled with rand()/(float)RAND_MAX)\n$ ./hw 1000 42"])


class TimerRowNoShare(unittest.TestCase):
    """The merge's clash: a timer's row with a size in brackets is no share and count."""

    def test_timer_row(self):
        for line in ("Count-Y :: 0.001097 (1004004 elements)", "CPU: Count-Y :: 0.001097 (1004004 elements)",
                     "Count X :: 0.0021 (1000000 cells)"):
            with self.subTest(line=line):
                self.assertEqual(graded(RIGHT_1000 + line + "\n"), ("pass", {}))

    def test_share_words_still_read(self):
        for line, verdict in (("y below threshold: 1.3e-05 (13)", "fail"), ("y below t: 0.0012% (12)", "pass"),
                              ("Count of y below t: 1.3e-05 (13)", "fail")):
            with self.subTest(line=line):
                self.assertEqual(graded(RIGHT_1000 + line + "\n")[0], verdict)


if __name__ == "__main__":
    unittest.main()
