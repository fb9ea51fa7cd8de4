"""Fixer c28's fixes of the thirty-first hostile pass's high findings, each a test that fails without its fix.

- F8 (rankechoes.py). Input: MPI ranks each printing their local count under the tutorial's full label:
  srun -l's '1: Number of elements below threshold (X)   :: 25011' beside rank 0's '0: ... :: 100024',
  'rank 1: ... (Y) :: 3' / 'Process 1 of 4: ...' / Intel's '[1] ...' after the untagged result, OpenMPI's
  '[1,1]<stdout>:...'. Before: FAIL, each rank's count a second printing ('100024 and 25011', or '25011 and
  24987' where rank 0's total was not even shown). Now: another rank's line of the result's label is no field
  (PASS); a wrong total still fails; ranks' partials beside an untagged total pass as before.
- F3 (words._variant_count). Input: a terse Y label with the tutorial's kernel or variant words after a right
  output: 'Y (sh16 kernel) :: 13', 'Y count (sh18) :: 13', 'Y count (4 streams)', '(scheme 2)', '(fast)',
  'sh16: Y = 13', 'Y result :: 13'. Before: PASS 20/20, the line unread (the kernel's words made the label
  none). Now: read as Y's count, so 13 FAILs on Y (a second printing) and 12 passes.
- F4 (terserecaps._COUNT, _SUFFIX). Input: terse suffixed names 'cnt_y_sh18 = 13', 'count_y_sh18 = 13',
  'Y_sh18 = 13', 'y_gpu_v2: 13', 'ycount_gpu2 = 13', 'cy2 = 13' after a right output. Before: PASS. Now: FAIL on
  Y; with 12 they pass; a block's side ('nx_gpu = 64', 'bx_sh16 = 16') stays no count.
- F5/F6, in part (statbeside._NEVER_FRACTIONS, the words just before the number). Input: a check's value named by
  its own word after a count on its line: 'x below threshold = 100024, residual = 1.5e-03', 'error =', 'norm =
  0.4', 'checksum = 0.4981', 'y count 12  rel.err 2.0e-07'. Before: FAIL, fraction '<right> and <the statistic>'.
  Now: no printing of the fraction (PASS); a wrong fraction beside them still fails. Not fixed: 'min(y) = 0.0412'
  and 'sum(x) = 501234.5' (an array's letter in the statistic's name: read as the count's second value).

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


class TerseYLabelWithAVariantsName(unittest.TestCase):  # h31 F3
    LINES = ["Y (sh16 kernel) :: {}", "Y count (sh18) :: {}", "Y count (sh1) :: {}", "Y count (GPU sh18) :: {}",
             "Y count (4 streams) :: {}", "Y count (streams) :: {}", "Y count (scheme 2) :: {}", "Y count (fast) :: {}",
             "Y count (opt) :: {}", "Y count (async) :: {}", "Y count (kernel 2) :: {}", "Y (4 streams, scheme 2) :: {}",
             "sh18 y count: {}", "sh16: Y = {}", "Y result :: {}", "y count (sh16): {}", "X count (sh18) :: {}"]

    def test_right_and_wrong(self):
        for line in self.LINES:
            right, wrong = (100024, 100025) if line.startswith("X") else (12, 13)
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + line.format(right) + "\n"), ("pass", {}))
                verdict, bad = not_passing(RIGHT_1000 + line.format(wrong) + "\n")
                self.assertEqual(verdict, "fail")
                field = "x" if line.startswith("X") else "y"
                self.assertIn("fail", [bad.get(f"below_{field}{k}", ("",))[0] for k in ("", "2")], bad)

    def test_timer_row_no_count(self):
        self.assertEqual(not_passing(RIGHT_1000 + "Y kernel time :: 13\n"), ("pass", {}))


class TerseSuffixedCountNames(unittest.TestCase):  # h31 F4
    NAMES = ["cnt_y_sh18 = {}", "count_y_sh18 = {}", "Y_sh18 = {}", "y_gpu_v2: {}", "ycount_gpu2 = {}", "cy2 = {}",
             "cnt_y_sh16 = {}", "count_y_gpu_v2 = {}", "CY_SH18 = {}"]

    def test_right_and_wrong(self):
        for name in self.NAMES:
            with self.subTest(name=name):
                self.assertEqual(not_passing(RIGHT_1000 + name.format(12) + "\n"), ("pass", {}))
                verdict, bad = not_passing(RIGHT_1000 + name.format(13) + "\n")
                self.assertEqual(verdict, "fail")
                self.assertIn("fail", [bad.get(f, ("",))[0] for f in ("below_y", "below_y2")], bad)

    def test_block_side_no_count(self):
        for line in ("nx_gpu = 64", "bx_sh16 = 16", "ny_sh18 = 64", "by_gpu = 16"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + line + "\n"), ("pass", {}))


class ChecksValueAfterACount(unittest.TestCase):  # h31 F5/F6
    LINES = ["x below threshold = 100024, residual = 1.5e-03", "x below threshold = 100024, error = 1.5e-03",
             "y below threshold = 12, norm = 0.4", "y below threshold = 12, checksum = 0.4981",
             "y count 12  rel.err 2.0e-07", "Y below t: 12, resid 0.25", "y below threshold = 12, L2 error = 0.4",
             "y below threshold = 12, fraction = 1.2e-05, residual = 0.4"]

    def test_right_passes(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + line + "\n"), ("pass", {}))

    def test_wrong_fraction_beside_fails(self):
        for line in ("y below threshold = 12, fraction = 1.3e-05, residual = 0.4", "y below threshold = 12 (1.3e-05), norm 0.4"):
            with self.subTest(line=line):
                verdict, bad = not_passing(RIGHT_1000 + line + "\n")
                self.assertEqual(verdict, "fail")
                self.assertEqual(bad.get("fraction_y", ("",))[0], "fail", bad)


if __name__ == "__main__":
    unittest.main()
