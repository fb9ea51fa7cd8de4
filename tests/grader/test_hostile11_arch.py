"""test_hostile11_arch.py - the eleventh hostile pass's upload findings: an RTF document (TextEdit's,
Word's) read as the text it shows; a zstd, 7z or rar upload named as what it is, not 'binary
bytes'; a compiled program or an image beside a student's graded output skipped as no output,
alone ungraded saying what it is; one output inside an archive or a student's folder graded up to
the size a file uploaded by itself may be."""
import gzip
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import unittest
import zipfile

from tests.grader.a_support import COUNTS_1000, RIGHT_1000, SIZES_1000, TOP, entry_of
from grading import archive, inputs, rtf  # noqa: E402
from grading.runs import CannotGrade  # noqa: E402

HAVE_SMOOTH = os.path.exists(os.path.join(TOP, "smooth"))

# macOS TextEdit's File > Save of a right output (its format, as F/textedit.rtf has it)
TEXTEDIT = (r"""{\rtf1\ansi\ansicpg1252\cocoartf2761
\cocoatextscaling0\cocoaplatform0{\fonttbl\f0\fswiss\fcharset0 Helvetica;}
{\colortbl;\red255\green255\blue255;}
{\*\expandedcolortbl;;}
\paperw11900\paperh16840\margl1440\margr1440\vieww11520\viewh8400\viewkind0
\pard\tx566\tx1133\tx1700\pardirnatural\partightenfactor0

\f0\fs24 \cf0 n = 1000\
n+2 = 1002\
Total elements (with ghost) = 1004004\
Total inner elements = 1000000\
Memory per array (GB) = 0.00374021\
Threshold = 0.1\
a = 0.05, b = 0.1, c = 0.4\
Number of elements below threshold in x: 100024\
Fraction below threshold in x: 0.100024\
Number of elements below threshold in y: 12\
Fraction below threshold in y: 1.2e-05}""")

# Word's "Save as RTF": a heavy header, runs in groups of their own, a field, a bookmark, hidden
# text, escapes, a picture's hex and binary data, a table
WORD = (r"""{\rtf1\adeflang1025\ansi\ansicpg1252\uc1\adeff31507\deff0{\fonttbl{\f0\fbidi \froman\fcharset0\fprq2"""
        r"""{\*\panose 02020603050405020304}Times New Roman 1000;}{\f2\fmodern Courier New;}}"""
        r"""{\colortbl;\red0\green0\blue0;}{\*\defchp \fs24 }{\stylesheet{\ql \li0 \snext0 Normal 12;}"""
        r"""{\*\cs10 \additive Default Paragraph Font;}}{\*\rsidtbl \rsid1705416\rsid9466081}"""
        r"""{\info{\author Alice 100024}{\creatim\yr2026\mo11\dy28}{\nofwords60}}"""
        "\n" r"""\paperw12240\paperh15840\margl1440 \ltrsect\widowctrl{\*\wgrffmtfilter 2450}\sectd """
        "\n" r"""\pard\plain \ltrpar\ql \rtlch\fcs1 \af31507 \ltrch\fcs0 {\rtlch\fcs1 \ltrch\fcs0 \insrsid9466081 """
        r"""Homework 3 \endash  Alice\'92s results {\*\bkmkstart r1}{\*\bkmkend r1}\par }"""
        r"""{\rtlch \ltrch\fcs0 \f2\insrsid9466081 """ + "\n" + SIZES_1000.replace("\n", "\n\\par ")
        + r"""{\v hidden: Number of elements below threshold (Y) :: 13\par }"""
        r"""Number of elements below threshold (X)   :: {\field{\*\fldinst { PAGE }}{\fldrslt {100024}}}"""
        "\n" r"""\par Fraction of elements below threshold     :: 1.00024E-01\par """
        r"""Number of elements below threshold (Y)   :: }{\rtlch \f2\insrsid1705416 12}{\insrsid9466081 """
        "\n" r"""\par Fraction of elements below threshold\tab :: 1.20000E-05\par \u8212\'97 A\u8322?B\par }"""
        r"""{\*\shppict{\pict\pngblip\picw10 89504e470d0a1a0a0000000d49484452}}{\pict\bin6 {}{}\\}"""
        r"""\trowd \cellx1000\cellx2000 Threads\cell 8\cell \row """
        r"""{\*\themedata 504b0304140006000800000021}{\*\datastore 0105000002000000}}""")


class Rtf(unittest.TestCase):
    def test_textedit(self):
        """F/textedit.rtf: TextEdit's header groups and control words dropped, its `\\` line ends
        lines: the first line's 'n = 1000' read (it was MISSING inner elements, 19/20), PASS"""
        text = inputs._text_of(TEXTEDIT.encode(), "textedit.rtf")
        self.assertTrue(text.startswith("n = 1000\nn+2 = 1002\n"), text[:40])
        self.assertEqual(entry_of(text)["verdict"], "pass")

    def test_textedit_wrap_to_page_and_escapes(self):
        """TextEdit's Wrap to Page (a page's margins in the header) and its escapes: \\'e9, \\uc0\\u8722 """
        page = TEXTEDIT.replace(r"\vieww11520", r"\margt1440\margb1440\vieww11520\viewh8400\viewkind1")
        page = page.replace("\\cf0 n = 1000", "\\cf0 R\\'e9sultats \\uc0\\u8722  smooth\\\nn = 1000")
        text = inputs._text_of(page.encode(), "x.rtf")
        self.assertTrue(text.startswith("R\u00e9sultats \u2212 smooth\nn = 1000\n"), text[:40])
        self.assertEqual(entry_of(text)["verdict"], "pass")

    def test_word(self):
        """Word's RTF: its header, fields' instructions, bookmarks, pictures and hidden text not read;
        runs split by groups joined; the right output passes, no hidden '13' read"""
        text = inputs._text_of(WORD.encode(), "report.rtf")
        self.assertIn("Homework 3 \u2013 Alice\u2019s results", text)
        self.assertIn("Number of elements below threshold (X)   :: 100024\n", text)
        self.assertIn("Number of elements below threshold (Y)   :: 12\n", text)
        self.assertIn("Threads\t8\t\n", text)
        self.assertIn("\u2014 A\u2082B\n", text)
        for gone in ("Times New Roman", "Normal", "Alice 100024", "PAGE", "hidden", ":: 13", "504b", "89504e"):
            self.assertNotIn(gone, text)
        self.assertEqual(entry_of(text)["verdict"], "pass")
        wrong = WORD.replace(r"\insrsid1705416 12}", r"\insrsid1705416 13}")
        self.assertEqual(entry_of(inputs._text_of(wrong.encode(), "r.rtf"))["verdict"], "fail")

    def test_not_rtf(self):
        """text that merely starts with a brace, or names {\\rtf later, is read as text"""
        for data in (b"{n: 1000}\n" + RIGHT_1000.encode(), RIGHT_1000.encode() + b"{\\rtf1 x}"):
            self.assertEqual(inputs._text_of(data, "out.txt"), data.decode())

    def test_bounded(self):
        """a long line of one character or token, many control words, deep groups: fast, or refused"""
        for unit in (b"a", b"\\", b"\\par", b"{}", b"\\'41", b"\\u8722?", b"{\\*x}", b"\\" + b"a" * 4095 + b" "):
            data = b"{\\rtf1 " + unit * (4096 // len(unit)) + b"}"
            start = time.process_time()
            rtf.rtf_text(data)
            self.assertLess(time.process_time() - start, 2)  # (a backtracking guard: CI is shared)
        start = time.process_time()
        rtf.rtf_text(b"{\\rtf1 " + b"\\par " * (rtf.MAX_MARKS - 10) + b"}")
        self.assertLess(time.process_time() - start, 10)
        for data, why in ((b"{\\rtf1 " + b"\\par " * rtf.MAX_MARKS + b"}", "control words and braces"),
                          (b"{\\rtf1 " + b"{" * (rtf.MAX_DEPTH + 1), "nested"),
                          (b"{\\rtf1 " + b"x" * rtf.MAX_RTF, "more than 16 MiB")):
            with self.assertRaisesRegex(CannotGrade, why):
                rtf.rtf_text(data)


def grade_json(*paths):
    done = subprocess.run([sys.executable, os.path.join(TOP, "scripts", "grade"), "-json", *paths],
                          capture_output=True, text=True, timeout=300)
    return json.loads(done.stdout), done.stderr


ELF = b"\x7fELF\x02\x01\x01\x00" + bytes(8) + b"\x02\x00\x3e\x00" + bytes(200)
OBJECT = b"\x7fELF\x02\x01\x01\x00" + bytes(8) + b"\x01\x00\x3e\x00" + bytes(200)
PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x04\x00" + bytes(40)


class Folder(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="grade-hostile11-arch-")
        self.addCleanup(shutil.rmtree, self.folder)

    def path(self, name):
        return os.path.join(self.folder, name)

    def write(self, relative, data):
        path = self.path(relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
        return path

    def zip(self, name, members, method=zipfile.ZIP_DEFLATED):
        with zipfile.ZipFile(self.path(name), "w", method) as z:
            for member, data in members:
                z.writestr(member, data)
        return self.path(name)


class Packed(Folder):
    def test_named(self):
        """F/t5.tar.zst: a zstd-packed upload (and 7z, rar, lz4, lzip, a bare xz) said as what it is,
        which archives grade reads, not 'not a text file (binary bytes)'"""
        for name, data, said in (("t5.tar.zst", b"\x28\xb5\x2f\xfd\x04\x58\xb5\x12\x00\xf6\x9a\x91", "zstd"),
                                 ("hw.7z", b"7z\xbc\xaf\x27\x1c\x00\x04\x8d\x9b", "7-Zip"),
                                 ("hw.rar", b"Rar!\x1a\x07\x01\x00\xf3\xe1", "RAR"),
                                 ("out.lz4", b"\x04\x22\x4d\x18\x64\x40\xa7", "LZ4"),
                                 ("out.lz", b"LZIP\x01\x0c\x00\x80\x9d", "lzip"),
                                 ("out.txt.xz", b"\xfd7zXZ\x00\x00\x04\xe6\xd6\xb4\x46", "xz")):
            path = self.write(name, data + bytes(range(256)))
            with self.assertRaisesRegex(CannotGrade, f"{said}.*grade cannot open: grade reads .zip, .tar, "
                                                     r".tar.gz, .tar.bz2, .tar.xz and .gz"):
                inputs.read_text(path)

    def test_letters_of_a_magic_in_text(self):
        """a text that starts with a magic's letters (MZ, BM, GIF89a, LZIP, 7z) is read as text"""
        for head in ("MZ", "BM", "GIF89a", "LZIP", "Rar!", "7z"):
            data = (head + " run\n" + RIGHT_1000).encode()
            self.assertEqual(inputs.read_text(self.write("out.txt", data)), data.decode())
            latin = (head + " temp\u00e9rature 20\u00b0C\n" + RIGHT_1000).encode("cp1252")  # (not UTF-8)
            self.assertIn("Number of elements below threshold (Y)", inputs.read_text(self.write("out.txt", latin)))


class ProgramsAndImages(Folder):
    def test_named_alone(self):
        """a program, an object file or an image uploaded by itself: ungraded, saying what it is"""
        for name, data, said in (("a.out", ELF, "a compiled program (ELF), not its output"),
                                 ("smooth.o", OBJECT, "a compiled object file (ELF)"),
                                 ("a.exe", b"MZ\x90\x00\x03" + bytes(60), "a compiled program (Windows PE)"),
                                 ("smooth", b"\xcf\xfa\xed\xfe\x07\x00\x00\x01" + bytes(30), "(Mach-O)"),
                                 ("shot.png", PNG, "an image (PNG): upload the text your program printed"),
                                 ("shot.jpg", b"\xff\xd8\xff\xe0\x00\x10JFIF\x00", "an image (JPEG)"),
                                 ("shot.gif", b"GIF89a\x01\x00\x01\x00\x80\x00\x00", "an image (GIF)")):
            path = self.write(name, data)
            batch = inputs.Batch()
            with self.assertRaisesRegex(CannotGrade, f"it is .*{said.replace('(', '[(]').replace(')', '[)]')}"):
                inputs.read_text(path, batch)
            self.assertIn(path, batch.not_output)
        path = self.write("big.out", ELF)  # a program past the read cap: said as one too
        with open(path, "r+b") as f:
            f.truncate(inputs.READ_LIMIT + 4096)
        with self.assertRaisesRegex(CannotGrade, r"a compiled program \(ELF\)"):
            inputs.read_text(path)

    @unittest.skipUnless(HAVE_SMOOTH, "needs ./smooth (make CUDA=0 smooth)")
    def test_skipped_beside_a_graded_output(self):
        """F/zip-with-aout-png.zip: the ELF and the PNG beside the graded output are skipped, named,
        not listed as UNGRADED outputs; in a student's folder alike; a zip of a.out alone, and a
        student's folder of a screenshot alone, ungraded saying what they are"""
        self.zip("alice_11_1_hw.zip", [("HW3/output", RIGHT_1000), ("HW3/a.out", ELF), ("HW3/screenshot.png", PNG),
                                       ("HW3/smooth.c", "int main;")])
        self.write("class/bob/out.txt", RIGHT_1000.encode())
        self.write("class/bob/a.out", ELF)
        self.write("class/bob/shot.png", PNG)
        self.write("class/carol/shot.png", PNG)
        only = self.zip("dave_12_2_hw.zip", [("a.out", ELF)])
        report, stderr = grade_json(self.path("alice_11_1_hw.zip"), self.path("class"), only)
        verdicts = {os.path.relpath(e["file"], self.folder): (e["verdict"], e["reason"]) for e in report["files"]}
        self.assertEqual(verdicts, {
            "alice_11_1_hw.zip/HW3/output": ("pass", ""), "class/bob/out.txt": ("pass", ""),
            "class/carol/shot.png": ("ungraded", "it is an image (PNG): upload the text your program printed "
                                                 "(./a.out > output.txt)"),
            "dave_12_2_hw.zip/a.out": ("ungraded", "it is a compiled program (ELF), not its output: upload the output "
                                                   "your program printed, as text (./a.out > output.txt)")})
        skipped = {os.path.relpath(s["file"], self.folder): s["why"] for s in report["skipped"]}
        self.assertEqual(skipped, {"alice_11_1_hw.zip/HW3/a.out": "a compiled program (ELF), not an output",
                                   "alice_11_1_hw.zip/HW3/screenshot.png": "an image (PNG), not an output",
                                   "alice_11_1_hw.zip/HW3/smooth.c": "a source or build file",
                                   "class/bob/a.out": "a compiled program (ELF), not an output",
                                   "class/bob/shot.png": "an image (PNG), not an output"})
        self.assertEqual(report["tally"]["ungraded"], 2)
        self.assertIn("skipped 4 more file(s) that are not outputs, beside a graded one", stderr)

    @unittest.skipUnless(HAVE_SMOOTH, "needs ./smooth (make CUDA=0 smooth)")
    def test_beside_an_ungraded_output_kept(self):
        """beside an output that is itself ungraded (no counts), the program stays an entry, ungraded"""
        self.write("class/erin/notes.txt", SIZES_1000.encode())
        self.write("class/erin/a.out", ELF)
        report, _ = grade_json(self.path("class"))
        self.assertEqual(sorted(os.path.basename(e["file"]) for e in report["files"]), ["a.out", "notes.txt"])
        self.assertEqual(report["skipped"], [])


def big_output(mib):
    """A right output after `mib` MiB of a loop's progress lines."""
    line = b"iteration 12: count below threshold = 4567\n"
    return b"".join([line * (mib * 2**20 // len(line)), RIGHT_1000.encode()])


class OneLargeOutput(Folder):
    def limits(self, **small):
        saved = dict(archive.LIMITS)
        archive.LIMITS.update(small)
        self.addCleanup(archive.LIMITS.update, saved)

    def test_rule(self):
        """the largest output up to one_output, the others up to output_bytes in all beside it"""
        self.assertEqual(archive.LIMITS["one_output"], inputs.READ_LIMIT)
        mib = 2**20
        for sizes, refused in (([20 * mib], False), ([64 * mib, 10, 20], False), ([60 * mib, 16 * mib], False),
                               ([60 * mib, 16 * mib + 1], True), ([9 * mib] * 3, True), ([65 * mib], True),
                               ([100] * 256, False), ([100] * 257, True), ([], False)):
            self.assertEqual(bool(archive.over_limits(sizes)), refused, sizes)

    def test_archive_with_one_large_output(self):
        """an archive of one output past output_bytes (and a README, a source) is listed and unpacked
        whole; two such outputs are refused; a gzip-packed one past one_output refused as it unpacks"""
        self.limits(output_bytes=1 << 20, one_output=3 << 20)
        big = big_output(2)
        path = self.zip("hw.zip", [("hw/output.txt", big), ("hw/README.md", b"my output\n"),
                                   ("hw/smooth.c", b"int x;")], zipfile.ZIP_STORED)
        folder = self.path("unpacked")
        os.makedirs(folder)
        files, skipped, _ = archive.listing(path, folder, inputs.skipped_because)
        archive.unpack(path, folder, set(files))
        self.assertEqual(sorted(os.path.getsize(f) for f in files), [10, len(big)])
        path = self.zip("two.zip", [("output.txt", big), ("output2.txt", big)], zipfile.ZIP_STORED)
        with self.assertRaisesRegex(archive.ArchiveRefused, r"2 outputs of 4\.0 MiB in all .* beside the largest"):
            archive.listing(path, folder, inputs.skipped_because)
        with gzip.open(self.path("out.txt.gz"), "wb") as f:
            f.write(big_output(4))
        files, _, _ = archive.listing(self.path("out.txt.gz"), folder, inputs.skipped_because)
        with self.assertRaisesRegex(archive.ArchiveRefused, "its member out.txt unpacks past 3 MiB"):
            archive.unpack(self.path("out.txt.gz"), folder, set(files))

    def test_tar_of_gzips_bounded_as_they_unpack(self):
        """outputs whose sizes are known only as they unpack (.gz inside a tar): the same rule"""
        self.limits(output_bytes=1 << 20, one_output=3 << 20)
        with tarfile.open(self.path("runs.tar"), "w") as t:
            for k in range(2):
                data = gzip.compress(big_output(2))
                info = tarfile.TarInfo(f"run{k}.txt.gz")
                info.size = len(data)
                t.addfile(info, io.BytesIO(data))
        folder = self.path("unpacked")
        os.makedirs(folder)
        files, _, _ = archive.listing(self.path("runs.tar"), folder, inputs.skipped_because)
        with self.assertRaisesRegex(archive.ArchiveRefused, "past 1 MiB in all beside the largest"):
            archive.unpack(self.path("runs.tar"), folder, set(files))

    def test_student_folder_with_one_large_output(self):
        """a student's folder (an upload unzipped) of one large output and a README: not refused; two
        large outputs: refused, one entry"""
        self.limits(output_bytes=1 << 20, one_output=3 << 20)
        self.write("class/alice_1_1_hw/output.txt", big_output(2))
        self.write("class/alice_1_1_hw/README.md", b"mine\n")
        self.write("class/bob_2_2_hw/output.txt", big_output(2))
        self.write("class/bob_2_2_hw/output2.txt", big_output(2))
        batch = inputs.Batch()
        found, _ = inputs.inputs([self.path("class")], batch)
        self.assertEqual(list(batch.refused), [self.path("class/bob_2_2_hw")])
        self.assertIn(self.path("class/alice_1_1_hw/output.txt"), found)

    @unittest.skipUnless(HAVE_SMOOTH, "needs ./smooth (make CUDA=0 smooth)")
    def test_graded_through_grade(self):
        """an archive holding one output of 17 MiB, a README beside it: graded (it was refused whole,
        where the same output uploaded alone is graded), PASS"""
        path = self.zip("hw.zip", [("hw/output.txt", big_output(17)), ("hw/README.md", b"my output\n")],
                        zipfile.ZIP_STORED)
        report, _ = grade_json(path)
        verdicts = {os.path.basename(e["file"]): e["verdict"] for e in report["files"]}
        self.assertEqual(verdicts, {"output.txt": "pass", "README.md": "ungraded"})


if __name__ == "__main__":
    unittest.main()
