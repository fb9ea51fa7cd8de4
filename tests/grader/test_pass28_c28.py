"""Fixer c28's fixes of the thirty-first hostile pass's high findings, each a test that fails without its fix.

- F8 (rankechoes.py). Input: MPI ranks each printing their local count under the tutorial's full label:
  srun -l's '1: Number of elements below threshold (X)   :: 25011' beside rank 0's '0: ... :: 100024',
  'rank 1: ... (Y) :: 3' / 'Process 1 of 4: ...' / Intel's '[1] ...' after the untagged result, OpenMPI's
  '[1,1]<stdout>:...'. Before: FAIL, each rank's count a second printing ('100024 and 25011', or '25011 and
  24987' where rank 0's total was not even shown). Now: another rank's line of the result's label is no field
  (PASS); a wrong total still fails; ranks' partials beside an untagged total pass as before.

Run: PYTHONPATH=scripts:. python3 -m unittest tests.grader.test_pass28_c28
"""
import unittest

from tests.grader.a_support import RIGHT_1000, not_passing

_X = "Number of elements below threshold (X)   :: "
_Y = "Number of elements below threshold (Y)   :: "


def _tagged(tag, text):
    return "\n".join(tag + line for line in text.strip().split("\n")) + "\n"


class RanksOwnCountsUnderTheResultsLabel(unittest.TestCase):  # h31 F8
    RANKS = f"1: {_X}25011\n1: {_Y}3\n2: {_X}24987\n2: {_Y}4\n3: {_X}25002\n3: {_Y}2\n"

    def rights(self):
        yield self.RANKS + _tagged("0: ", RIGHT_1000)  # srun -l: the other ranks first
        yield _tagged("0: ", RIGHT_1000) + self.RANKS.replace("1: ", "1:  ")
        yield _tagged("[1,0]<stdout>:", RIGHT_1000) + f"[1,1]<stdout>:{_X}25011\n[1,2]<stderr>:{_Y}4\n"
        for tag in ("rank 1: ", "Rank 1 of 4: ", "Process 1 of 4: ", "[rank 1] ", "[1] ", "1: ", "[1,1]<stdout>:",
                    "thread 3: "):
            yield RIGHT_1000 + f"{tag}{_Y}3\n"
            yield RIGHT_1000 + f"{tag}{_X}25011\n{tag}{_Y}0\n"
        yield RIGHT_1000 + "".join(f"rank {r}: {_X}{v}\n" for r, v in enumerate((25024, 25011, 24987, 25002)))

    def test_right_passes(self):
        for text in self.rights():
            with self.subTest(text=text):
                self.assertEqual(not_passing(text), ("pass", {}))

    def test_wrong_total_fails(self):
        for text in self.rights():
            for old, new, field in ((":: 12\n", ":: 13\n", "below_y"), (":: 100024\n", ":: 100025\n", "below_x")):
                with self.subTest(text=text, new=new):
                    verdict, bad = not_passing(text.replace(old, new))
                    self.assertEqual(verdict, "fail")
                    self.assertEqual(bad.get(field, ("",))[0], "fail", bad)

    def test_partials_with_no_result_stay(self):
        partials = "".join(f"rank {r}: {_X}{v}\n" for r, v in enumerate((25024, 25011, 24987, 25003)))
        verdict, bad = not_passing(RIGHT_1000.replace(_X + "100024\n", "") + partials)
        self.assertEqual(verdict, "fail")  # (no total printed: the ranks' counts as they were read)


if __name__ == "__main__":
    unittest.main()
