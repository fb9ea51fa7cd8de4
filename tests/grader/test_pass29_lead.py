"""test_pass29_lead.py - the lead's fixes in the twenty-fifth round of issue 66 (grading, round 3).

- A three-deep upload (the student's zip holding l2.zip, which holds l3.tgz, which holds the output;
  the thirty-first pass's T3): before, `it holds no output to grade (only l3.tgz)`, a name the teacher
  never sees in the upload; now `(only l2.zip/l3.tgz, an archive inside an archive: grade opens one
  level; upload the outputs themselves)`. An archive of sources alone still says `(only main.c)`.
"""
import io
import os
import sys
import tarfile
import tempfile
import unittest
import zipfile

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from grading import inputs  # noqa: E402

OUTPUT = "Number of inner elements in a row/column :: 1000\nNumber of elements below threshold (X) :: 100024\n"


def _tgz_of(name, text):
    data = io.BytesIO()
    with tarfile.open(fileobj=data, mode="w:gz") as tar:
        member = tarfile.TarInfo(name)
        member.size = len(text.encode())
        tar.addfile(member, io.BytesIO(text.encode()))
    return data.getvalue()


def _zip_of(members):
    data = io.BytesIO()
    with zipfile.ZipFile(data, "w") as z:
        for name, body in members.items():
            z.writestr(name, body)
    return data.getvalue()


class ThreeDeepUpload(unittest.TestCase):
    """The refusal names the nested archive as it sits in the upload, and why it was not opened."""

    def refused(self, members):
        with tempfile.TemporaryDirectory(prefix="grade-pass29-") as root:
            upload = os.path.join(root, "adamsdeep_15151_900014_hw.zip")
            with open(upload, "wb") as f:
                f.write(_zip_of(members))
            batch = inputs.Batch()
            files, skipped = inputs.inputs([upload], batch)
            inputs.with_archives(files, skipped, tempfile.mkdtemp(dir=root), batch)
            return batch.refused[upload]

    def test_nested_named_from_the_upload(self):
        why = self.refused({"l2.zip": _zip_of({"l3.tgz": _tgz_of("out.txt", OUTPUT)})})
        self.assertIn("(only l2.zip/l3.tgz, an archive inside an archive: grade opens one level", why)

    def test_two_nested_both_named(self):
        why = self.refused({"l2.zip": _zip_of({"a.tgz": _tgz_of("out.txt", OUTPUT),
                                               "b.zip": _zip_of({"out.txt": OUTPUT})})})
        self.assertIn("l2.zip/a.tgz, l2.zip/b.zip, archives inside an archive", why)

    def test_sources_alone_unchanged(self):
        why = self.refused({"main.c": "int main(void) { return 0; }\n"})
        self.assertTrue(why.startswith("it holds no output to grade (only main.c)"), why)
        self.assertNotIn("inside", why)


if __name__ == "__main__":
    unittest.main()
