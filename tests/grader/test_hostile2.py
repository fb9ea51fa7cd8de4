"""test_hostile2.py - the second hostile pass's wrong grades (issue 66): a student's own submission
named as an argument (class/*) is the student's, whatever its members' names say; a file that prints
fewer fields (a README beside the output) contradicts nothing."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))

from grading import lms, uploads  # noqa: E402
from grading.words import LABELS  # noqa: E402


def entry(statuses, found=None, n=1000):
    """A graded output of a right n = 1000 problem: each field's status (pass where not said)."""
    fields = {key: {"status": statuses.get(key, "pass"), "found": (found or {}).get(key, "1")} for key in LABELS
              if statuses.get(key) != "absent"}
    return {"verdict": "pass", "fields": fields, "n": n, "settings": {}, "file": "f"}


class ClassGlob(unittest.TestCase):
    def test_member_of_a_named_submission(self):
        """class/*: a file in Mallory's zip named bob_... is Mallory's, not Bob's (it lowered Bob's grade)"""
        folders = ["class/bob_12_555_out.txt", "class/mallory_22_333_hw2.zip"]
        who = lms.student_of("class/mallory_22_333_hw2.zip/bob_12_556_out.txt", folders)
        self.assertEqual((who["student"], who["user_id"]), ("mallory", "22"))
        who = lms.student_of("class/mallory_22_333_hw/bob_12_556_out.txt", ["class/mallory_22_333_hw"])
        self.assertEqual((who["student"], who["user_id"]), ("mallory", "22"))

    def test_file_given_alone(self):
        """a member path given with no folder: the outermost Canvas name on it"""
        who = lms.student_of("class/mallory_22_333_hw2.zip/bob_12_556_out.txt")
        self.assertEqual(who["student"], "mallory")
        self.assertEqual(lms.student_of("class/bob_12_555_out.txt")["student"], "bob")


class Readme(unittest.TestCase):
    def test_fewer_fields_contradict_nothing(self):
        """a README that repeats two right numbers beside a right output: no disagreement, the best counts"""
        right = entry({})
        readme = entry({key: "missing" for key in LABELS if key not in ("inner", "below_x")})
        self.assertEqual(uploads.disagreement([right, readme]), "")

    def test_a_wrong_field_still_disagrees(self):
        """control: a field right in one output and wrong in the other is still said"""
        self.assertIn("right in 1, wrong in 1", uploads.disagreement([entry({}), entry({"memory": "fail"})]))


if __name__ == "__main__":
    unittest.main()
