"""test_pass23_k23.py - the twenty-fifth hostile pass's section 3: a Word report and sources in a class folder.

What was wrong, before / now:
- A .docx whose document.xml holds an unescaped `<` (`count x < t = 100024`: a report written by a script that
  pastes the XML together from strings; Word itself writes &lt;) lost every line with one: the pattern read the
  `<` as a tag's start, so the counts were gone and the report UNGRADED "no count ... found". Now a `<` that
  starts no tag (not followed by a name, `/`, `!`, `?`) is text, in .docx and .odt alike: PASS, and a wrong
  count in it FAILS.
- A Word 97-2003 .doc, or a .docx saved with a password (both an OLE2 container, not a zip), was ungraded as
  "binary bytes"; now it is named as what it is.
- Haskell `.hs`, Windows `.bat` (and `.cmd`, `.ps1`, Kotlin, Scala, C#, Rust's Cargo.toml, go.mod, R Markdown,
  ...) in a submissions folder were graded as outputs: each an ungraded entry, the student's Canvas notes full of
  "not graded: no line gives n", grade exiting 3. Now skipped and named as sources; outputs stay graded.

Run: python3 -m unittest tests.grader.test_pass23_k23
"""
import io
import json
import os
import subprocess
import tempfile
import time
import unittest
import zipfile

from tests.grader.a_support import TOP, not_passing
from grading import documents, inputs
from grading.runs import CannotGrade

# the pass's c01 output (C printf `%-28s =`), as pasted into the report, a paragraph a line
C01 = """=== 9-point smoothing (HW2) ===
row length (n+2)             = 1002
n                            = 1000
total elements               = 1004004
inner elements               = 1000000
memory per array             = 0.00374021 GB
threshold t                  = 0.1
a b c                        = 0.05 0.1 0.4
count x < t                  = 100024 (0.100024)
count y < t                  = 12 (1.200000e-05)
elapsed: 12.205 ms
"""
# Python print style, `<=` and `<` before a number
PYTHON = """n = 1000
n+2 = 1002
total elements = 1004004
inner elements = 1000000
memory per array = 0.00374021 GB
threshold = 0.1
a = 0.05, b = 0.1, c = 0.4
x <= t: 100024 (fraction 0.100024)
y < 0.1: 12 (fraction 1.2e-05)
"""
# n = 500 (./smooth -n 500 -kernel cpu's values), `elements < t` lines
N500 = """n = 500
n+2 = 502
total elements = 252004
inner elements = 250000
memory per array = 0.000938788 GB
threshold = 0.1
a = 0.05, b = 0.1, c = 0.4
elements x < t: 24914 (0.0996560)
elements y < t: 4 (1.6e-05)
"""


def zipped(parts):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in parts.items():
            z.writestr(name, text)
    return buffer.getvalue()


def raw(line):
    # as a script pastes it: `&` escaped, `<` not
    return line.replace("&", "&amp;")


def word_paragraphs(text):
    body = "".join(f'<w:p><w:r><w:t xml:space="preserve">{raw(line)}</w:t></w:r></w:p>' for line in text.splitlines())
    return word(body)


def word_breaks(text):
    # pandoc's code block: one paragraph, a <w:br/> between lines
    runs = "<w:r><w:br/></w:r>".join(f'<w:r><w:t xml:space="preserve">{raw(line)}</w:t></w:r>'
                                      for line in text.splitlines())
    return word(f"<w:p>{runs}</w:p>")


def word(body):
    return zipped({"[Content_Types].xml": "<Types/>",
                   "word/document.xml": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document '
                                        f'xmlns:w="w"><w:body>{body}</w:body></w:document>'})


def opendocument(text):
    body = "".join(f"<text:p>{raw(line)}</text:p>" for line in text.splitlines())
    return zipped({"mimetype": "application/vnd.oasis.opendocument.text",
                   "content.xml": '<?xml version="1.0"?><office:document-content><office:body><office:text>'
                                  f"{body}</office:text></office:body></office:document-content>"})


WRONGS = (("100024", "100042", "below_x"), ("= 12 (", "= 21 (", "below_y"), (": 12 (", ": 21 (", "below_y"),
          ("1004004", "1004000", "total"))
MAKERS = (word_paragraphs, word_breaks, opendocument)


def graded_file(data, suffix):
    """(verdict, {field: status} not passing) as `scripts/grade -json` gives them for a file of these bytes."""
    with tempfile.NamedTemporaryFile("wb", suffix=suffix, delete=False) as f:
        f.write(data)
    try:
        out = subprocess.run([os.path.join(TOP, "scripts", "grade"), "-json", f.name], capture_output=True, text=True,
                             cwd=TOP, check=False).stdout
    finally:
        os.unlink(f.name)
    entry = json.loads(out)["files"][0]
    return entry["verdict"], {k: v["status"] for k, v in entry["fields"].items() if v["status"] != "pass"}


class StrayLessThan(unittest.TestCase):
    def test_right_reports_pass_and_their_wrong_twins_fail(self):
        for text in (C01, PYTHON):
            for make in MAKERS:
                with self.subTest(make=make.__name__, text=text[:20]):
                    shown = documents.document_text(make(text))
                    self.assertIn("x <", shown.replace("x <=", "x <"))
                    self.assertEqual(not_passing(shown), ("pass", {}))
                for old, new, field in WRONGS:
                    if old not in text:
                        continue
                    with self.subTest(make=make.__name__, new=new):
                        verdict, bad = not_passing(documents.document_text(make(text.replace(old, new, 1))))
                        self.assertEqual(verdict, "fail")
                        self.assertEqual(bad[field][0], "fail", bad)

    def test_the_command_reads_a_report_of_another_n(self):
        self.assertEqual(graded_file(word_paragraphs(N500), ".docx"), ("pass", {}))
        verdict, bad = graded_file(word_paragraphs(N500.replace(": 4 (", ": 7 (")), ".docx")
        self.assertEqual((verdict, bad.get("below_y")), ("fail", "fail"))
        self.assertEqual(graded_file(opendocument(C01), ".odt"), ("pass", {}))
        verdict, bad = graded_file(opendocument(C01.replace("100024 (", "100042 (")), ".odt")
        self.assertEqual((verdict, bad.get("below_x")), ("fail", "fail"))

    def test_tags_stay_tags(self):
        # Word's own escaped text, a tab, a hidden run and a deleted run read as before
        body = ('<w:p><w:r><w:t>count y &lt; t</w:t></w:r><w:r><w:tab/></w:r><w:r><w:t>12</w:t></w:r>'
                '<w:r><w:rPr><w:vanish/></w:rPr><w:t>21</w:t></w:r><w:del><w:r><w:delText>13</w:delText></w:r></w:del>'
                '</w:p><w:p><w:r><w:t>a < b</w:t></w:r></w:p>')
        self.assertEqual(documents.document_text(word(body)), "count y < t\t12\na < b\n")

    def test_many_stray_signs_read_quickly(self):
        data = word("<w:p><w:r><w:t>" + "a < b " * 600_000 + "</w:t></w:r></w:p>" + "<w:t>" + "<" * 4_000_000)
        started = time.process_time()
        documents.document_text(data)
        self.assertLess(time.process_time() - started, 10)


class OfficeFilesNamed(unittest.TestCase):
    OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 504

    def said(self, data):
        with self.assertRaises(CannotGrade) as raised:
            documents.document_text(data)
        return str(raised.exception)

    def test_a_doc_an_encrypted_docx_and_another_office_file(self):
        self.assertIn("Word 97-2003 document (.doc)", self.said(self.OLE + "WordDocument".encode("utf-16-le")))
        self.assertIn("password-protected", self.said(self.OLE + "EncryptedPackage".encode("utf-16-le")))
        self.assertIn("older binary format", self.said(self.OLE + b"\x00" * 100))

    def test_a_zip_with_no_document_part_says_so(self):
        data = zipped({"[Content_Types].xml": "<Types/>", "word/styles.xml": "<w:styles/>"})
        self.assertIsNone(documents.document_text(data))
        self.assertEqual(graded_file(data, ".docx")[0], "ungraded")


class SourcesSkipped(unittest.TestCase):
    SOURCES = ("Main.hs", "Smooth.lhs", "run.bat", "RUN.CMD", "run.ps1", "smooth.kt", "Smooth.scala", "Smooth.cs",
               "smooth.F90", "smooth.f95", "smooth.cuf", "kernel.cuh", "grid.hpp", "hw2.Rmd", "go.mod", "Cargo.toml",
               "Makefile", "CMakeLists.txt", "job.slurm", "smooth.jl", "smooth.swift", "smooth.rb")
    OUTPUTS = ("out.txt", "output.log", "result.md", "hw2.ipynb", "slurm-123.out", "results.json", "run.csv",
               "output", "report.docx", "Main.hs.txt", "run.bat.out", "hs_output.txt")

    def test_names(self):
        for name in self.SOURCES:
            with self.subTest(name=name):
                self.assertEqual(inputs.skipped_because(name), "a source or build file")
        for name in self.OUTPUTS:
            with self.subTest(name=name):
                self.assertIsNone(inputs.skipped_because(name))

    def test_a_class_folder(self):
        with tempfile.TemporaryDirectory() as folder:
            files = {"hoho_20001_60001_out.txt": C01, "hoho_20001_60002_Main.hs": "main = print 1000\n",
                     "hoho_20001_60003_run.bat": "@echo off\nsmooth.exe -n 1000 > out.txt\n",
                     "hoho_20001_60004_run.ps1": "./smooth -n 1000 | Out-File out.txt\n",
                     "lili_20002_60005_Main.hs.txt": C01.replace("= 12 (", "= 21 (")}
            for name, text in files.items():
                with open(os.path.join(folder, name), "w") as f:
                    f.write(text)
            found, skipped = inputs.inputs([folder], inputs.Batch())
            self.assertEqual(sorted(os.path.basename(p) for p in found),
                             ["hoho_20001_60001_out.txt", "lili_20002_60005_Main.hs.txt"])
            self.assertEqual(sorted(os.path.basename(p) for p, _ in skipped),
                             ["hoho_20001_60002_Main.hs", "hoho_20001_60003_run.bat", "hoho_20001_60004_run.ps1"])
            out = subprocess.run([os.path.join(TOP, "scripts", "grade"), "-json", folder], capture_output=True,
                                 text=True, cwd=TOP, check=False)
            verdicts = {os.path.basename(e["file"]): e["verdict"] for e in json.loads(out.stdout)["files"]}
            # the right output passes, the wrong one (a name that only looks like a source's) is graded and fails
            self.assertEqual(verdicts, {"hoho_20001_60001_out.txt": "pass", "lili_20002_60005_Main.hs.txt": "fail"})


if __name__ == "__main__":
    unittest.main()
