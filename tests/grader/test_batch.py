"""test_batch.py - inputs.Batch, what grade learns of the files it was given, one state a batch
passed along (issue 68, item 6: in place of inputs.py's six module-level tables): the submission
each file belongs to, an archive member's name and archive, archives refused; two batches in one
process share nothing."""
import os
import sys
import tempfile
import unittest
import zipfile

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from grading import inputs  # noqa: E402
from grading.runs import CannotGrade  # noqa: E402

OUTPUT = "Number of inner elements in a row/column :: 1000\nNumber of elements below threshold (X) :: 100024\n"


class Batch(unittest.TestCase):
    def setUp(self):
        self.work = tempfile.TemporaryDirectory(prefix="grade-batch-test-")
        self.addCleanup(self.work.cleanup)
        self.root = self.work.name
        self.class_ = os.path.join(self.root, "class")
        for name in ("alice/out.txt", "alice/more/run2.txt", "bob.txt"):
            self.write(os.path.join(self.class_, name), OUTPUT)
        with zipfile.ZipFile(os.path.join(self.class_, "carol.zip"), "w") as z:
            z.writestr("hw/out.txt", OUTPUT)
        with zipfile.ZipFile(os.path.join(self.class_, "dan.zip"), "w") as z:
            z.writestr("main.c", "int main(void) { return 0; }\n")
        self.lone = self.write(os.path.join(self.root, "lone.txt"), OUTPUT)

    def write(self, path, text):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
        return path

    def graded(self):
        batch = inputs.Batch()
        files, skipped = inputs.inputs([self.class_, self.lone], batch)
        unpacked = tempfile.mkdtemp(dir=self.root)
        return batch, inputs.with_archives(files, skipped, unpacked, batch), skipped

    def test_submissions(self):
        """a folder's files belong to its item (alice's two to alice), a file named alone to itself"""
        batch, files, _ = self.graded()
        alice = os.path.join(self.class_, "alice")
        self.assertEqual({batch.submission_of(f) for f in files if f.startswith(alice)}, {alice})
        bob = os.path.join(self.class_, "bob.txt")
        self.assertEqual(batch.submission_of(bob), bob)
        self.assertEqual(batch.submission_of(self.lone), self.lone)

    def test_archive_member(self):
        """an archive's member: shown as carol.zip/hw/out.txt, carol's zip its submission, read from it"""
        batch, files, _ = self.graded()
        carol = os.path.join(self.class_, "carol.zip")
        member = next(f for f in files if batch.name(f) != f)
        self.assertEqual(batch.name(member), os.path.join(carol, "hw", "out.txt"))
        self.assertEqual(batch.submission_of(member), carol)
        self.assertEqual(inputs.read_text(member, batch), OUTPUT)

    def test_refused(self):
        """an archive of sources alone: an entry of its own, refused, saying why; its source skipped"""
        batch, files, skipped = self.graded()
        dan = os.path.join(self.class_, "dan.zip")
        self.assertIn(dan, files)
        self.assertTrue(batch.refused[dan].startswith("it holds no output to grade (only main.c)"))
        self.assertIn("a source or build file", [why for _, why in skipped])

    def test_member_of_refused_archive(self):
        """a member whose archive is refused when it is unpacked: CannotGrade naming the archive"""
        batch, files, _ = self.graded()
        member = next(f for f in files if batch.name(f) != f)
        archive = batch.archive[member][0]
        batch.refused[archive] = "it changed"
        with self.assertRaisesRegex(CannotGrade, "carol.zip: it changed"):
            inputs.read_text(member, batch)

    def test_batches_apart(self):
        """two batches in one process: the second knows nothing of the first's archives or submissions"""
        first, files, _ = self.graded()
        second = inputs.Batch()
        self.assertEqual((second.submission, second.shown_as, second.archive, second.refused), ({}, {}, {}, {}))
        member = next(f for f in files if first.name(f) != f)
        self.assertEqual((second.name(member), second.submission_of(member)), (member, member))

    def test_plain_file(self):
        """a plain file needs no batch: read_text(path) as the tests and the fuzzer call it"""
        self.assertEqual(inputs.read_text(self.lone), OUTPUT)


if __name__ == "__main__":
    unittest.main()
