"""test_hostile9_arch.py - the ninth hostile pass's class-level and archive findings: members named
'./output.txt' (tar czf hw.tgz .) or 'a/../out.txt' graded, not skipped as hidden or refused; one
upload's outputs bounded in count and size; -n N setting aside a student's runs at other n; the
class-size note counting students; a link's reason naming the file it leads to."""
import io
import os
import shutil
import tarfile
import tempfile
import unittest
import zipfile

from tests.grader import a_support  # noqa: F401 (the package on the path)
from grading import archive, inputs  # noqa: E402

from tests.grader.test_archives import OUTPUT, unpacked


class Folder(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="grade-hostile9-arch-")

    def tearDown(self):
        shutil.rmtree(self.folder)

    def path(self, name):
        return os.path.join(self.folder, name)

    def tar(self, name, members):
        with tarfile.open(self.path(name), "w:gz") as t:
            for member, data in members:
                info = tarfile.TarInfo(member)
                if data is None:
                    info.type = tarfile.DIRTYPE
                    t.addfile(info)
                else:
                    info.size = len(data)
                    t.addfile(info, io.BytesIO(data))
        return self.path(name)

    def zip(self, name, members):
        with zipfile.ZipFile(self.path(name), "w") as z:
            for member, data in members:
                z.writestr(member, data)
        return self.path(name)


class DotMembers(Folder):
    def test_tar_of_dot(self):
        """tar czf hw.tgz . : './', './smooth.c', './output.txt': the output graded as output.txt, the
        source skipped as one (not as hidden)"""
        path = self.tar("hw.tgz", [("./", None), ("./smooth.c", b"int main;"), ("./output.txt", OUTPUT)])
        files, skipped = unpacked(path)
        self.assertEqual(files, {"hw.tgz/output.txt": OUTPUT})
        self.assertEqual(skipped, [("hw.tgz/smooth.c", "a source or build file")])

    def test_zip_dot_and_inner_dotdot(self):
        """zip members './out.txt' and 'a/../b/./out.txt' stay inside: both graded"""
        path = self.zip("hw.zip", [("./out.txt", OUTPUT), ("a/../b/./out2.txt", OUTPUT)])
        files, skipped = unpacked(path)
        self.assertEqual(files, {"hw.zip/out.txt": OUTPUT, "hw.zip/b/out2.txt": OUTPUT})
        self.assertEqual(skipped, [])

    def test_leaving_still_refused(self):
        """names that really leave the folder are still refused"""
        for k, bad in enumerate(("../out.txt", "a/../../out.txt", "./../out.txt", "/etc/out.txt", "a/./../..",
                                 "C:/out.txt", "..\\out.txt")):
            path = self.zip(f"bad{k}.zip", [("good.txt", OUTPUT), (bad, OUTPUT)])
            with self.assertRaises(archive.ArchiveRefused, msg=bad):
                archive.listing(path, self.folder, inputs.skipped_because)

    def test_really_hidden_still_skipped(self):
        """'./.git/config', '.DS_Store', '__MACOSX/hw/out.txt', 'a/../.hidden.txt': hidden, skipped"""
        path = self.tar("hw.tgz", [("./.git/config", OUTPUT), ("./.DS_Store", OUTPUT), ("__MACOSX/hw/out.txt", OUTPUT),
                                   ("a/../.hidden.txt", OUTPUT), ("./out.txt", OUTPUT)])
        files, skipped = unpacked(path)
        self.assertEqual(list(files), ["hw.tgz/out.txt"])
        self.assertEqual(sorted(why for _, why in skipped), ["hidden"] * 4)


if __name__ == "__main__":
    unittest.main()
