"""test_archives.py - students' archives as uploaded (issue 66, items 5, 6, 8, 9): a link member
skipped and named, the regular ones graded; an archive inside the upload, tar.xz, tar.bz2 and
out.txt.gz read, not called a Word document or binary bytes; an encrypted member said in words;
a zip's member count taken from its end record before zipfile reads its directory."""
import gzip
import io
import os
import stat
import struct
import sys
import tarfile
import tempfile
import time
import unittest
import zipfile

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from grading import archive, inputs  # noqa: E402

OUTPUT = b"Number of inner elements in a row/column :: 1000\nNumber of elements below threshold (X) :: 100024\n"


def names(files):
    return [name for name, _ in files]


def unpacked(path):
    """{shown name: bytes} of an archive's outputs, listed and unpacked as grade does."""
    with tempfile.TemporaryDirectory() as folder:
        files, skipped, shown_as = archive.listing(path, folder, inputs.skipped_because)
        archive.unpack(path, folder, set(files))
        result = {}
        for f in files:
            with open(f, "rb") as handle:
                result[os.path.relpath(shown_as[f], os.path.dirname(path))] = handle.read()
        return result, [(os.path.relpath(p, os.path.dirname(path)), why) for p, why in skipped]


class Archives(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="grade-archives-test-")

    def tearDown(self):
        for top, folders, files in os.walk(self.folder, topdown=False):
            for name in files:
                os.unlink(os.path.join(top, name))
            for name in folders:
                os.rmdir(os.path.join(top, name))
        os.rmdir(self.folder)

    def path(self, name):
        return os.path.join(self.folder, name)

    def test_tar_hard_link_skipped(self):
        """a tar with a hard link latest.txt beside out.txt: out.txt graded, the link skipped and named"""
        with tarfile.open(self.path("hw.tar"), "w") as t:
            info = tarfile.TarInfo("hw/out.txt")
            info.size = len(OUTPUT)
            t.addfile(info, io.BytesIO(OUTPUT))
            link = tarfile.TarInfo("hw/latest.txt")
            link.type, link.linkname = tarfile.LNKTYPE, "hw/out.txt"
            t.addfile(link)
            sym = tarfile.TarInfo("hw/last.txt")
            sym.type, sym.linkname = tarfile.SYMTYPE, "out.txt"
            t.addfile(sym)
        files, skipped = unpacked(self.path("hw.tar"))
        self.assertEqual(files, {"hw.tar/hw/out.txt": OUTPUT})
        self.assertEqual([name for name, _ in skipped], ["hw.tar/hw/latest.txt", "hw.tar/hw/last.txt"])
        self.assertIn("link", skipped[0][1])

    def test_zip_symlink_skipped(self):
        """a zip made with zip -y holding a symlink: the regular member graded, the link skipped and named"""
        with zipfile.ZipFile(self.path("hw.zip"), "w") as z:
            z.writestr("out.txt", OUTPUT)
            link = zipfile.ZipInfo("latest.txt")
            link.external_attr = (stat.S_IFLNK | 0o777) << 16
            z.writestr(link, "out.txt")
        files, skipped = unpacked(self.path("hw.zip"))
        self.assertEqual(files, {"hw.zip/out.txt": OUTPUT})
        self.assertEqual([name for name, _ in skipped], ["hw.zip/latest.txt"])

    def test_nested_zip(self):
        """a zip inside the student's zip: its outputs read (one level), not 'a zip-packed document'"""
        inner = io.BytesIO()
        with zipfile.ZipFile(inner, "w") as z:
            z.writestr("run/out.txt", OUTPUT)
        with zipfile.ZipFile(self.path("hw.zip"), "w") as z:
            z.writestr("inner.zip", inner.getvalue())
            z.writestr("notes.txt", b"a note")
        files, _ = unpacked(self.path("hw.zip"))
        self.assertEqual(files, {"hw.zip/inner.zip/run/out.txt": OUTPUT, "hw.zip/notes.txt": b"a note"})

    def test_twice_nested_skipped(self):
        """an archive inside the archive inside the upload: named, not opened"""
        innermost = io.BytesIO()
        with zipfile.ZipFile(innermost, "w") as z:
            z.writestr("out.txt", OUTPUT)
        inner = io.BytesIO()
        with zipfile.ZipFile(inner, "w") as z:
            z.writestr("deep.zip", innermost.getvalue())
            z.writestr("out.txt", OUTPUT)
        with zipfile.ZipFile(self.path("hw.zip"), "w") as z:
            z.writestr("inner.zip", inner.getvalue())
        files, skipped = unpacked(self.path("hw.zip"))
        self.assertEqual(list(files), ["hw.zip/inner.zip/out.txt"])
        self.assertEqual([name for name, _ in skipped], ["hw.zip/inner.zip/deep.zip"])

    def test_compressed_tars_and_gzip(self):
        """.tar.xz, .tar.bz2, .tar.gz and out.txt.gz read as archives, not 'binary bytes'"""
        for mode, name in (("w:xz", "hw.tar.xz"), ("w:bz2", "hw.tar.bz2"), ("w:gz", "hw.tar.gz")):
            with self.subTest(name):
                with tarfile.open(self.path(name), mode) as t:
                    info = tarfile.TarInfo("out.txt")
                    info.size = len(OUTPUT)
                    t.addfile(info, io.BytesIO(OUTPUT))
                self.assertEqual(unpacked(self.path(name))[0], {f"{name}/out.txt": OUTPUT})
        with gzip.open(self.path("out.txt.gz"), "wb") as f:
            f.write(OUTPUT)
        self.assertEqual(unpacked(self.path("out.txt.gz"))[0], {"out.txt.gz/out.txt": OUTPUT})

    def test_gzip_bomb_bounded(self):
        """a gzip-packed file unpacking past the byte limit: refused as it unpacks, not written whole"""
        with gzip.open(self.path("out.txt.gz"), "wb") as f:
            for _ in range(40):
                f.write(bytes(1 << 20))
        saved = dict(archive.LIMITS)
        archive.LIMITS["bytes"] = 8 << 20
        try:
            with self.assertRaisesRegex(archive.ArchiveRefused, "past 8 MiB"):
                unpacked(self.path("out.txt.gz"))
        finally:
            archive.LIMITS.update(saved)

    def test_nested_members_counted(self):
        """an archive inside one counts its members into the upload's limit"""
        inner = io.BytesIO()
        with zipfile.ZipFile(inner, "w") as z:
            for k in range(8):
                z.writestr(f"f{k}.txt", b"1")
        with zipfile.ZipFile(self.path("hw.zip"), "w") as z:
            z.writestr("inner.zip", inner.getvalue())
            for k in range(5):
                z.writestr(f"g{k}.txt", b"1")
        saved = dict(archive.LIMITS)
        archive.LIMITS["members"] = 10
        try:
            with self.assertRaisesRegex(archive.ArchiveRefused, "more than grade unpacks"):
                archive.members(self.path("hw.zip"))
        finally:
            archive.LIMITS.update(saved)

    def test_encrypted_member_named(self):
        """an encrypted zip member: 'its member out.txt is encrypted', no <ZipInfo ...>"""
        with zipfile.ZipFile(self.path("hw.zip"), "w") as z:
            z.writestr("out.txt", OUTPUT)
        with open(self.path("hw.zip"), "rb") as f:
            data = bytearray(f.read())
        for signature, flags_at in ((b"PK\x03\x04", 6), (b"PK\x01\x02", 8)):  # the encrypted bit, both headers
            at = data.index(signature)
            data[at + flags_at] |= 1
        with open(self.path("hw.zip"), "wb") as f:
            f.write(data)
        with self.assertRaises(archive.ArchiveRefused) as caught:
            unpacked(self.path("hw.zip"))
        self.assertEqual(str(caught.exception), "its member out.txt is encrypted")

    def test_unsupported_method_refused(self):
        """a member of a compression method Python lacks (9): the archive refused saying so, no traceback"""
        with zipfile.ZipFile(self.path("hw.zip"), "w") as z:
            z.writestr("out.txt", OUTPUT)
        with open(self.path("hw.zip"), "rb") as f:
            data = bytearray(f.read())
        for signature, method_at in ((b"PK\x03\x04", 8), (b"PK\x01\x02", 10)):
            at = data.index(signature)
            data[at + method_at:at + method_at + 2] = (9).to_bytes(2, "little")
        with open(self.path("hw.zip"), "wb") as f:
            f.write(data)
        with self.assertRaisesRegex(archive.ArchiveRefused, "cannot read its member out.txt: .*not supported"):
            unpacked(self.path("hw.zip"))

    def test_end_record_count(self):
        """a zip of 400,000 empty members: refused from its end record, before zipfile reads 35 MB of directory"""
        with zipfile.ZipFile(self.path("many.zip"), "w") as z:
            z.writestr("out.txt", OUTPUT)
        with open(self.path("many.zip"), "rb") as f:
            data = bytearray(f.read())
        at = data.rindex(b"PK\x05\x06")
        data[at + 8:at + 12] = struct.pack("<HH", 60000, 60000)  # what a zip of 60,000 entries says
        with open(self.path("many.zip"), "wb") as f:
            f.write(data)
        with self.assertRaisesRegex(archive.ArchiveRefused, "holds 60000 entries"):
            archive.members(self.path("many.zip"))

    def test_zip64_end_record(self):
        """ZIP64's end record (entries 0xFFFF in the plain one): the count read from the ZIP64 record"""
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as z:
            z.writestr("out.txt", OUTPUT)
        data = buffer.getvalue()
        at = data.rindex(b"PK\x05\x06")
        directory_size, directory_at = struct.unpack("<II", data[at + 12:at + 20])
        zip64 = struct.pack("<4sQHHIIQQQQ", b"PK\x06\x06", 44, 45, 45, 0, 0, 400000, 400000, directory_size,
                            directory_at)
        locator = struct.pack("<4sIQI", b"PK\x06\x07", 0, at, 1)
        end = data[at:at + 8] + struct.pack("<HHII", 0xFFFF, 0xFFFF, directory_size, directory_at) + b"\0\0"
        self.assertEqual(archive.zip_entries(io.BytesIO(data[:at] + zip64 + locator + end)), 400000)

    def test_many_members_quickly(self):
        """a real zip of 20,000 empty members: refused at once (its end record), in well under the seconds zipfile takes"""
        with zipfile.ZipFile(self.path("many.zip"), "w") as z:
            for k in range(20000):
                z.writestr(f"{k}", b"")
        start = time.process_time()
        with self.assertRaisesRegex(archive.ArchiveRefused, "holds 20000 entries"):
            archive.members(self.path("many.zip"))
        self.assertLess(time.process_time() - start, 5)


if __name__ == "__main__":
    unittest.main()
