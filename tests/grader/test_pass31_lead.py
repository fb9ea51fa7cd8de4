"""test_pass31_lead.py - the lead's fixes in round 3 (grading), its twenty-seventh round: what a class's exports
say beside a student's points (the thirty-fourth pass's L2 and L3).

- L2, a disagreeing run's or a broken archive's path: Canvas's Notes cell, the feedback file and the page's
  feedback named `/home/teacher/hw3/roe_rick_22222_900011_hw/run2.txt` (the teacher's disk). Now the file as
  handed in: `roe_rick_22222_900011_hw/run2.txt` (classnotes.in_submission).
  The page's "Needs a look" lists and its skipped files likewise (the thirty-fifth pass's L1).
- L3, a FAIL that lost points on a field not printed (18 of 20, memory missing): an empty Notes cell, the
  teacher left to guess. Now `FAIL: Memory (GB) used per array missing (-2)`; a wrong count's cell names it.
"""
import csv
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from grading import classnotes, lms  # noqa: E402
from tests.grader.a_support import RIGHT_1000, entry_of  # noqa: E402

WRONG_Y = RIGHT_1000.replace(":: 12\n", ":: 13\n")
NO_MEMORY = "".join(line for line in RIGHT_1000.splitlines(True) if "Memory" not in line)


class LostPointsNoted(unittest.TestCase):
    """L3: a FAIL's Notes cell names the fields that cost points"""

    def setUp(self):
        self.rubric = lms.load_rubric()

    def notes(self, text):
        rows = lms.canvas_rows([entry_of(text, "class/kaykim_44444_900013_out.txt")], self.rubric, "HW", ["class"])
        return rows[0], rows[1]

    def test_missing_field(self):
        head, row = self.notes(NO_MEMORY)
        self.assertEqual(row[5], "18")
        self.assertEqual(head[-1], "Notes")
        self.assertEqual(row[-1], "FAIL: Memory (GB) used per array missing (-2)")

    def test_wrong_count(self):
        self.assertIn("Number of elements below threshold (Y) wrong (-4)", self.notes(WRONG_Y)[1][-1])

    def test_pass_has_no_note(self):
        head, row = self.notes(RIGHT_1000)
        self.assertEqual((head[-1], row[5]), ("Late", "20"))

    def test_many_named_then_counted(self):
        entry = {"verdict": "fail", "fields": {k: {"status": "fail"} for k in ("row", "inner", "total", "total_inner",
                                                                            "memory", "below_x")}}
        per_field = {k: (0, 2) for k in entry["fields"]}
        self.assertTrue(classnotes.lost_note(entry, per_field).endswith("; and 2 more"))
        self.assertEqual(classnotes.lost_note(entry, {k: (2, 2) for k in entry["fields"]}, "why"), "FAIL: why")


class FilesAsHandedIn(unittest.TestCase):
    """L2: no export for a student names the teacher's folders"""

    def test_cut_where_a_path_starts(self):
        with tempfile.TemporaryDirectory() as root:
            text = f"scored by the lowest of them, {root}/a_1_2_hw/run2.txt; the archive {root}/b.zip: bad"
            self.assertEqual(classnotes.in_submission(text, [root]),
                             "scored by the lowest of them, a_1_2_hw/run2.txt; the archive b.zip: bad")
            self.assertEqual(classnotes.in_submission(f"x{root}/a", [root]), f"x{root}/a")  # not a path's start
            self.assertEqual(classnotes.in_submission(f"see {root}/a.txt", [root + "/a.txt"]), "see a.txt")
        self.assertEqual(classnotes.in_submission("see /a/b", ["/"]), "see /a/b")

    @unittest.skipUnless(os.path.exists(os.path.join(TOP, "smooth")), "needs ./smooth (make)")
    def test_class_exports(self):
        root = tempfile.mkdtemp(prefix="grade-l2-")
        self.addCleanup(shutil.rmtree, root)
        sub = os.path.join(root, "sub")
        os.makedirs(os.path.join(sub, "roe_rick_22222_900011_hw"))
        for name, text in (("roe_rick_22222_900011_hw/run1.txt", RIGHT_1000),
                           ("roe_rick_22222_900011_hw/run2.txt", WRONG_Y), ("doe_jane_11111_900010_out.txt", NO_MEMORY)):
            with open(os.path.join(sub, name), "w") as f:
                f.write(text)
        for name, example in (("kim_lee_55555_900014_run.log", "clock-seed.txt"),  # (plausible: the page's look list)
                              ("ann_bo_66666_900015_out.txt", "rand-other-seed.txt")):
            shutil.copy(os.path.join(TOP, "examples", "submissions", example), os.path.join(sub, name))
        with open(os.path.join(sub, "ann_bo_66666_900015_main.c"), "w") as f:  # (skipped: the page names it)
            f.write("int main(void) { return 0; }\n")
        with open(os.path.join(sub, "poe_paul_33333_900012_hw.zip"), "wb") as f:
            f.write(b"PK\x03\x04garbage")
        out = os.path.join(root, "out")
        subprocess.run([os.path.join(TOP, "scripts", "grade"), "-canvas", out + ".csv", "-assignment", "HW (1)",
                        "-feedback", out, "-html", out + ".html", sub], capture_output=True, check=False)
        with open(out + ".csv") as f:
            notes = {row[0]: row[-1] for row in csv.reader(f)}
        self.assertIn("scored by the lowest of them, roe_rick_22222_900011_hw/run2.txt", notes["roe_rick"])
        self.assertIn("the archive poe_paul_33333_900012_hw.zip:", notes["poe_paul"])
        self.assertEqual(notes["doe_jane"], "FAIL: Memory (GB) used per array missing (-2)")
        texts = []
        for name in [os.path.join(out, name) for name in os.listdir(out)] + [out + ".html"]:
            with open(name) as f:
                texts.append(f.read())
        self.assertEqual(len(texts), 6)
        self.assertIn("kim_lee_55555_900014_run.log", texts[-1])
        self.assertIn("ann_bo_66666_900015_main.c", texts[-1])
        for text in [",".join(notes.values())] + texts:
            self.assertNotIn(sub, text)


if __name__ == "__main__":
    unittest.main()
