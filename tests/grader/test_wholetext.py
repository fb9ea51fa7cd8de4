"""test_wholetext.py - a file of several runs is read whole and then once a run (cli.grade_runs); the steps
before its lines (wholetext.ready: prefixes, prose, headings, tables) now run once, on the whole read, and a
run's read takes them from it. Before: every run's read did them again (the 60 MB file of 'Grid 3x3 (9
elements), ...' asides before one summary, read whole and as its one run: 2.7 s of its run's read; now 0.3 s).
Each run reads as it did: the same fields as a read with nothing kept. 1,925 case files' -json entries were
byte-identical before and after.

    PYTHONPATH=scripts python3 -m unittest tests.grader.test_wholetext
"""
import unittest
from unittest import mock

from grading import fields, wholetext
from tests.grader.a_support import RIGHT_1000, SMOOTH_500

# two runs, the second with a misspelt label (its mending is part of the state a run's read takes)
TWO_RUNS = SMOOTH_500 + "\n" + RIGHT_1000.replace("Number of elements below threshold (Y)",
                                                   "Number of elemants below threshlod (Y)")


def _values(reading):
    return {key: found.value for key, found in reading["fields"].items()}


class RunsTakeTheWholeRead(unittest.TestCase):
    def test_the_steps_run_once_for_a_file_of_runs(self):
        """the whole read and each run's: the steps before the lines once, not once a read"""
        with mock.patch.object(wholetext, "without_tool_lines", wraps=wholetext.without_tool_lines) as step:
            runs = fields.read_output(TWO_RUNS)["runs"]
            self.assertEqual(len(runs), 2)
            for run in runs:
                fields.read_output(TWO_RUNS, run=run)
        self.assertEqual(step.call_count, 1)

    def test_each_run_reads_as_with_nothing_kept(self):
        """each run's fields with the whole read's steps kept are a fresh read's"""
        runs = fields.read_output(TWO_RUNS)["runs"]
        kept = [_values(fields.read_output(TWO_RUNS, run=run)) for run in runs]
        fresh = []
        for run in runs:
            wholetext._kept.clear()
            fresh.append(_values(fields.read_output(TWO_RUNS, run=run)))
        self.assertEqual(kept, fresh)
        self.assertEqual((kept[0]["below_x"], kept[1]["below_x"], kept[1]["below_y"]), (24914, 100024, 12))

    def test_another_text_is_read_afresh(self):
        """a run's read of a text other than the one kept does the steps itself: a wrong Y is read as wrong"""
        runs = fields.read_output(TWO_RUNS)["runs"]
        wrong = TWO_RUNS.replace(":: 12\n", ":: 21\n")
        self.assertEqual(_values(fields.read_output(wrong, run=runs[1]))["below_y"], 21)

    def test_a_whole_read_keeps_one_file_only(self):
        """the next file's whole read drops the last one's (one file's text kept at a time)"""
        fields.read_output(TWO_RUNS)
        fields.read_output(RIGHT_1000)
        self.assertEqual(len(wholetext._kept), 1)
        self.assertNotIn(wholetext._key(TWO_RUNS), wholetext._kept)


if __name__ == "__main__":
    unittest.main()
