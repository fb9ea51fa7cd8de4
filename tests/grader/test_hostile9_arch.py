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

from tests.grader.a_support import COUNTS_1000, SIZES_1000, entry_of
from grading import archive, inputs, lms  # noqa: E402

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
        path = self.zip("win.zip", [("hw\\.git\\config", OUTPUT), ("hw\\out.txt", OUTPUT)])  # Windows' separators
        files, skipped = unpacked(path)
        self.assertEqual((list(files), [why for _, why in skipped]), (["win.zip/hw\\out.txt"], ["hidden"]))


class UploadCost(Folder):
    def test_many_outputs_refused(self):
        """more outputs than LIMITS['outputs'] in one upload: refused in one line, saying why"""
        path = self.zip("many.zip", [(f"out{k}.txt", OUTPUT) for k in range(archive.LIMITS["outputs"] + 1)])
        with self.assertRaisesRegex(archive.ArchiveRefused, r"257 outputs .* more than grade reads of one upload"):
            archive.listing(path, self.folder, inputs.skipped_because)

    def test_skipped_members_not_counted(self):
        """a project folder: 2,000 .git objects and 500 sources and build objects beside its outputs
        (the most one upload may have) are skipped, not counted towards the outputs' limits"""
        members = [(f".git/objects/{k:04x}", b"x" * 4096) for k in range(2000)]
        members += [(f"src/f{k}.c", b"int f;") for k in range(500)]
        members += [(f"out{k}.txt", OUTPUT) for k in range(archive.LIMITS["outputs"])]
        path = self.zip("project.zip", members)
        files, skipped, _ = archive.listing(path, self.folder, inputs.skipped_because)
        self.assertEqual((len(files), len(skipped)), (archive.LIMITS["outputs"], 2500))

    def test_output_bytes_refused(self):
        """outputs past LIMITS['output_bytes'] in all beside the largest (three of 9 MiB: a bomb of large
        members; since the eleventh pass two are read, the largest up to what a file alone may be) refused
        before any is unpacked; one of 9 MiB beside a large skipped member is graded"""
        big = OUTPUT + b"Number of elements below threshold in Y after sweep 1: 12\n" * (9 * 2**20 // 58)
        path = self.tar("bomb.tgz", [("run0.txt", big), ("run1.txt", big), ("run2.txt", big)])
        with self.assertRaisesRegex(archive.ArchiveRefused, r"3 outputs of 27\.\d MiB in all"):
            archive.listing(path, self.folder, inputs.skipped_because)
        path = self.tar("one.tgz", [("run0.txt", big), (".git/pack", big + big)])
        self.assertEqual(len(archive.listing(path, self.folder, inputs.skipped_because)[0]), 1)

    def test_class_graded_beside_refused(self):
        """the refused upload is one entry of its own; the other student's archive is read"""
        many = self.zip("many_1_1_hw.zip", [(f"out{k}.txt", OUTPUT) for k in range(archive.LIMITS["outputs"] + 1)])
        good = self.zip("good_2_2_hw.zip", [("out.txt", OUTPUT)])
        batch, place = inputs.Batch(), os.path.join(self.folder, "unpacked")
        files = inputs.with_archives([many, good], [], place, batch)
        self.assertIn(many, batch.refused)
        self.assertEqual(len(files), 2)
        self.assertEqual(batch.name(files[1]), os.path.join(good, "out.txt"))

    def write(self, relative, data=OUTPUT):
        path = self.path(relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
        return path

    def test_unzipped_folder_bounded(self):
        """an upload unzipped (class/many_1_1_hw/ of 257 outputs, 300 sources beside) is one entry,
        ungraded, whether the class folder or the folder itself (class/*) is given; a folder of many
        students' files (class/hw1/ of 300 Canvas-named ones) and a student's 256 outputs are not"""
        limit = archive.LIMITS["outputs"]
        for k in range(limit + 1):
            self.write(f"class/many_1_1_hw/out{k}.txt")
        for k in range(300):
            self.write(f"class/many_1_1_hw/src/f{k}.c")
            self.write(f"class/hw1/student{k}_{100 + k}_{k}_out.txt")
        for k in range(limit):
            self.write(f"class/fine_2_2_hw/out{k}.txt")
        for given in ([self.path("class")], sorted(os.path.join(self.path("class"), d) for d in os.listdir(self.path("class")))):
            batch = inputs.Batch()
            found, _ = inputs.inputs(given, batch)
            many = self.path("class/many_1_1_hw")
            self.assertEqual(list(batch.refused), [many])
            self.assertEqual(len(found), 1 + 300 + limit)
            self.assertIn(many, found)
            with self.assertRaisesRegex(inputs.CannotGrade, "the folder .*: 257 outputs of .* more than grade reads"):
                inputs.read_text(many, batch)


SMALLER = SIZES_1000.replace("1002", "102").replace(":: 1000\n", ":: 100\n")  # (judged at n = 1000: fails)


def at(name, text, n):
    entry = entry_of(text, name)
    entry["n"] = n
    return entry


class RequiredSize(unittest.TestCase):
    """-n N: a student's outputs at other n beside one at N set aside, not failed nor disagreeing."""

    def scored(self, entries, n):
        kept, aside = lms.set_aside(entries, n)
        for entry in kept:
            lms.require_size(entry, n)
        (who, group, chosen, points), = lms.roster(kept, lms.load_rubric())
        return kept, aside, points, lms.disagreement(group)

    def test_runs_at_several_n(self):
        """one file's runs at n = 100, 500, 1000, the n = 1000 one right: 20, the others set aside, noted"""
        entries = [at(f"runs.txt (run {k} of 3)", SMALLER + COUNTS_1000, n) for k, n in ((1, 100), (2, 500))]
        entries.append(at("runs.txt (run 3 of 3)", SIZES_1000 + COUNTS_1000, 1000))
        kept, aside, points, disagree = self.scored(entries, 1000)
        self.assertEqual((len(kept), len(aside), points, disagree), (1, 2, 20, ""))
        self.assertIn("n = 100, 500) set aside", kept[0]["notes"][0])

    def test_wrong_at_required_n_still_fails(self):
        """the n = 1000 output wrong: it is graded as wrong, whatever the others"""
        entries = [at("alice_11_1_small.txt", SMALLER + COUNTS_1000, 100),
                   at("alice_11_2_big.txt", SIZES_1000 + COUNTS_1000.replace(":: 12\n", ":: 13\n"), 1000)]
        kept, aside, points, _ = self.scored(entries, 1000)
        self.assertEqual((len(kept), len(aside), kept[0]["verdict"]), (1, 1, "fail"))
        self.assertLess(points, 20)

    def test_no_run_at_required_n_fails(self):
        """no output at the required n: nothing set aside, the other n fails as before"""
        entries = [at("bob_12_1_small.txt", SMALLER + COUNTS_1000, 100)]
        kept, aside, points, _ = self.scored(entries, 1000)
        self.assertEqual((len(kept), len(aside), kept[0]["verdict"]), (1, 0, "fail"))

    def test_other_students_apart(self):
        """carol's n = 100 is not set aside because dave has n = 1000"""
        entries = [at("carol_13_1_out.txt", SMALLER + COUNTS_1000, 100), at("dave_14_2_out.txt", SIZES_1000 + COUNTS_1000, 1000)]
        kept, aside = lms.set_aside(entries, 1000)
        self.assertEqual((len(kept), aside), (2, []))


class ClassSize(unittest.TestCase):
    """Without -n: the class's n counted a student each; no note on a student who has a run at it."""

    def entry(self, name, n):
        return {"file": name, "verdict": "pass", "n": n, "fields": {}, "notes": []}

    def test_students_counted_once(self):
        """chen's runs at 100, 500, 1000 and two others at 1000, eve at 300: '3 of 4 students', a note on
        eve's output alone (chen's n = 100 run beside a passing n = 1000 one is not named)"""
        entries = [self.entry(f"chen_16_1_runs.txt (run {k} of 3)", n) for k, n in ((1, 100), (2, 500), (3, 1000))]
        entries += [self.entry("alice_11_1_out.txt", 1000), self.entry("bob_12_2_out.txt", 1000),
                    self.entry("eve_15_3_out.txt", 300)]
        common, noted = lms.size_notes(entries)
        self.assertEqual((common, [e["file"] for e in noted]), (1000, ["eve_15_3_out.txt"]))
        self.assertIn("(3 of 4 students)", noted[0]["notes"][0])
        self.assertEqual([e["notes"] for e in entries[:3]], [[], [], []])

    def test_counted_at_largest_n_of_equals(self):
        """chen's three runs all right: the one that counts (feedback, exports) is the n = 1000 one"""
        entries = [at(f"chen_16_1_runs.txt (run {k} of 3)", text, n)
                   for k, (text, n) in enumerate(((SMALLER + COUNTS_1000, 100), (SIZES_1000 + COUNTS_1000, 1000),
                                                  (SMALLER + COUNTS_1000, 500)), 1)]
        for entry in entries:  # each right at its own n
            entry.update(verdict="pass", fields={k: dict(f, status="pass") for k, f in entries[1]["fields"].items()})
        (who, group, chosen, points), = lms.roster(entries, lms.load_rubric())
        self.assertEqual((chosen["file"], points), ("chen_16_1_runs.txt (run 2 of 3)", 20))


class Links(Folder):
    def test_two_links_name_the_file(self):
        """two Canvas-named links to smithalice's output: each skipped naming smithalice's file, not the
        other link; smithalice's graded"""
        alice = self.path("smithalice_11_101_out.txt")
        with open(alice, "wb") as f:
            f.write(OUTPUT)
        os.symlink("smithalice_11_101_out.txt", self.path("linker2_39_220_out.txt"))
        os.symlink(os.path.join("..", os.path.basename(self.folder), "smithalice_11_101_out.txt"),
                   self.path("linker_38_219_out.txt"))
        given = sorted(os.path.join(self.folder, name) for name in os.listdir(self.folder))
        found, skipped = inputs.inputs(given, inputs.Batch())
        self.assertEqual(found, [alice])
        self.assertEqual(len(skipped), 2)
        for path, why in skipped:
            self.assertTrue(why.endswith(f"the work of another file given ({alice})"), why)


if __name__ == "__main__":
    unittest.main()
