"""test_pass32_e32.py - e32's fixes (issue 66, grading, round 3): H5, a large HTML page's cost, and M1, a file in
Windows-1252 or UTF-16; M6, a Canvas bulk download given as one zip, kept as it is. Each on the right n = 1000
output (RIGHT_1000, C01_1000) and its wrong twin (Y = 13).

- H5: a right output saved as an HTML page padded to ~63 MB (`<br>` log lines, `<p>` paragraphs, `<div>`s, `<td>`
  cells, `&nbsp;` entities, under a `<head>` or a comment). Before: `<td>` cells 615 MB (page_text alone +440 MB),
  `<br>` lines 292 MB, `<p>` 305 MB, `<div>` 308 MB, summary first then the log 337 MB, under a `<head>` or a comment
  292 MB (read tag by tag, a string a tag). Now 154-218 MB, the same text: the substitutions are made a 1 MiB piece
  at a time, cut where no tag is, the entities decoded as the pieces are joined, and a page is read tag by tag
  only as far as something may hide text (pagepieces.py). A right page PASSes, a wrong one FAILs Y.
- M1: a right output whose labels hold `×`, `µs`, `–` as Windows-1252 bytes. Before: graded as UTF-8 with each
  such byte replaced, nothing said; where they were many (a line of `–` under each field, 10% of its first 4 KiB),
  UNGRADED "it is not a text file (binary bytes)". Now read as Windows-1252 (charsets.windows_1252: bytes past
  ASCII that are no UTF-8 sequence outnumber those that are, near the first bad byte, and no control bytes), the
  file's notes say "read as Windows-1252 text (its bytes are not UTF-8)"; a UTF-16 file's say "read as UTF-16
  text (...)". A UTF-8 file with one bad byte stays UTF-8; random bytes stay "binary bytes".
- M6: `submissions.zip` of Canvas-named files (`smithjohn_12345_67890_out.txt`, ...) given as one file is graded as
  the class folder it is, a Canvas row per student, the wrong one's 16 of 20 (it was already: kept by this test).
"""
import codecs
import csv
import json
import os
import random
import subprocess
import sys
import tempfile
import unittest
import zipfile
from unittest import mock

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from grading import inputs, lines  # noqa: E402
from tests.grader.a_support import C01_1000, RIGHT_1000  # noqa: E402

WRONG_1000 = RIGHT_1000.replace(":: 12\n", ":: 13\n")
WRONG_C01 = C01_1000.replace(": 12 (fraction", ": 13 (fraction")


def graded(files, *options):
    """{file: (verdict, {field: status} not passing, reason, notes)} of scripts/grade -json on files {name: bytes}
    written to a temporary folder, and the peak memory of grade's process (MiB)."""
    with tempfile.TemporaryDirectory() as folder:
        paths = []
        for name, data in files.items():
            paths.append(os.path.join(folder, name))
            with open(paths[-1], "wb") as f:
                f.write(data)
        child = ("import resource, subprocess, sys; r = subprocess.run(sys.argv[1:], capture_output=True, text=True); "
                 "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss >> 10); print(r.stdout)")
        out = subprocess.run([sys.executable, "-c", child, os.path.join(TOP, "scripts", "grade"), "-json", *options,
                              *paths], capture_output=True, text=True, cwd=TOP, check=True).stdout
    peak, _, document = out.partition("\n")
    return {os.path.basename(e["file"]): (e["verdict"], {k: v["status"] for k, v in e["fields"].items()
                                                        if v["status"] != "pass"}, e["reason"], e["notes"])
            for e in json.loads(document)["files"]}, int(peak)


# --- H5: a large page's cost ---------------------------------------------------------------------------------

PEAK_CHILD = r"""
import resource, sys
sys.path.insert(0, sys.argv[1])
from grading import lines
row, top = sys.argv[2].replace("\\n", "\n"), sys.argv[3]
page = top + row * ((60 << 20) // len(row)) + "<p>Number of elements below threshold (Y)   :: 12</p></body></html>"
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss >> 10
text = lines.page_text(page)
print((resource.getrusage(resource.RUSAGE_SELF).ru_maxrss >> 10) - before, text.count("\n"), text.endswith(":: 12\n"))
"""

ROWS = {"br": "<br>step 17: residual 0.00412 ok t=0.1", "td": "<tr><td>17</td><td>0.00412</td><td>ok</td></tr>\\n",
        "p": "<p>step 17: residual 0.00412 ok iteration 12</p>\\n",
        "nbsp": "<p>&nbsp;step&nbsp;17:&nbsp;r&nbsp;=&nbsp;0.00412&lt;t&gt;</p>\\n", "line": "1&nbsp;2 3 "}
TOPS = {"body": "<html><body>", "head": "<html><head><title>hw3</title><style>p { color: red }</style></head><body>",
        "comment": "<!-- saved from Canvas --><html><body>", "line": "<html><body><p>"}


class LargePageCost(unittest.TestCase):
    """H5: page_text of a 60 MB page costs at most 100 MB past the page itself (before: 134-438 MB)."""

    def test_page_text_peak(self):
        for row, top in [(r, "body") for r in ROWS] + [("br", "head"), ("br", "comment"), ("line", "line")]:
            with self.subTest(row=row, top=top):
                out = subprocess.run([sys.executable, "-c", PEAK_CHILD, os.path.join(TOP, "scripts"), ROWS[row],
                                      TOPS[top]], capture_output=True, text=True, check=True).stdout.split()
                self.assertEqual(out[2], "True")  # (the summary's line read, the last of the page)
                self.assertLess(int(out[0]), 100, out)

    def test_right_page_passes_wrong_fails_under_300_mb(self):
        cell = "<tr><td>17</td><td>0.00412</td><td>ok</td></tr>\n"
        log = "<br>step 17: residual 0.00412 ok t=0.1"

        def page(output, row, top="<html><body><table>"):
            return (top + row * ((62 << 20) // len(row)) + "</table>"
                    + "".join(f"<p>{line}</p>" for line in output.splitlines()) + "</body></html>").encode()
        results, peak = graded({"td_right.html": page(RIGHT_1000, cell)})
        self.assertEqual(results["td_right.html"][:2], ("pass", {}))
        self.assertLess(peak, 300)  # (before: 615 MB)
        results, peak = graded({"br_wrong.html": page(WRONG_1000, log, TOPS["head"])})
        self.assertEqual(results["br_wrong.html"][:2], ("fail", {"below_y": "fail"}))
        self.assertLess(peak, 300)

    def test_pieces_read_as_the_whole(self):
        """each piece's text joined is the whole page's, wherever the pieces are cut (tags, entities split)"""
        from grading import pagepieces
        parts = ["<br>", "<p>", "</p>", "<td>", "</td>", "<sup>", "&amp;", "&lt;", "&nbsp;", "&copy;", "&#65;",
                 "&#x41;", "&amp", "a", "1", " ", "\n", ">", "&", "x;", "<tr>", "<b>", "</b>", ";", "#", "&gt>",
                 "&not>in;", "&times;", "&#6", "<p class='a b'>", "<head>", "</head>", "<!--", "-->", "<script>",
                 "</script>", "<span hidden>", "</span>", "<div style='display:none'>", "</div>", "<body>"]
        rng = random.Random(32)
        for _ in range(1500):
            page = "".join(rng.choice(parts) for _ in range(rng.randint(0, 60)))
            page += "".join(rng.choice(parts[:-11]) for _ in range(rng.randint(0, 60)))
            expected = lines._large_page_text(page)
            for size in (1, 3, 7, 40):
                with self.subTest(page=page, size=size):
                    pieces = list(pagepieces._page_pieces(page, size))
                    self.assertEqual("".join(pieces), page)
                    with mock.patch.object(pagepieces, "PAGE_PIECE", size):
                        self.assertEqual(lines._large_page_text(page), expected)
                        if not lines._may_hide(page):
                            self.assertEqual(lines._substituted_page_text(page), expected)


# --- M1: Windows-1252 and UTF-16 ----------------------------------------------------------------------------

def windows(output):
    """output as a Windows program in a French-speaking class may print it: '×', 'µs', '–' in its labels, a line
    of '–' under each line (a quarter of its bytes past ASCII)."""
    rule = "\u2013" * 60 + "\n"
    return ("R\u00e9sultats \u2013 lissage 3\u00d73, temps en \u00b5s\n" + rule
            + output.replace("\n", "\n" + rule))


class Windows1252(unittest.TestCase):
    """M1: a Windows-1252 file is read as such and said; before, its bytes were replaced characters."""

    def test_right_passes_wrong_fails_the_encoding_said(self):
        files = {}
        for name, output in (("right", RIGHT_1000), ("wrong", WRONG_1000), ("c01_right", C01_1000),
                             ("c01_wrong", WRONG_C01)):
            files[f"{name}.txt"] = windows(output).encode("cp1252")
            files[f"{name}_crlf.txt"] = windows(output).replace("\n", "\r\n").encode("cp1252")
            files[f"{name}_few.txt"] = (output + "Elapsed: 12 \u00b5s \u2013 3\u00d73\n").encode("cp1252")
            files[f"{name}_utf16.txt"] = codecs.BOM_UTF16_LE + windows(output).replace("\n", "\r\n").encode("utf-16-le")
        results, _ = graded(files)
        for name, (verdict, failing, reason, notes) in results.items():
            with self.subTest(name=name):
                self.assertEqual((verdict, failing), ("fail", {"below_y": "fail"}) if "wrong" in name else ("pass", {}),
                                 reason)  # (before: the heavy ones UNGRADED, 'binary bytes')
                said = "read as UTF-16 text" if "utf16" in name else "read as Windows-1252 text (its bytes are not UTF-8)"
                self.assertTrue(any(note.startswith(said) for note in notes), notes)

    def test_decode(self):
        said = []
        self.assertEqual(inputs.decode("3\u00d73 \u2013 12 \u00b5s".encode("cp1252"), said), "3\u00d73 \u2013 12 \u00b5s")
        self.assertEqual(said, ["read as Windows-1252 text (its bytes are not UTF-8)"])
        said = []  # a UTF-8 file with one bad byte among its own: UTF-8, nothing said
        text = inputs.decode(("\u00e9t\u00e9 3\u00d73 " * 50).encode() + b"\xb5s", said)
        self.assertEqual((said, text[:3], text[-2:]), ([], "\u00e9t\u00e9", "\ufffds"))
        said = []
        self.assertEqual(inputs.decode(RIGHT_1000.encode(), said), RIGHT_1000)
        self.assertEqual(said, [])

    def test_binary_stays_binary(self):
        rng = random.Random(1)
        for _ in range(50):
            data = bytes(rng.randrange(1, 256) for _ in range(4000))
            with self.subTest(data=data[:16]):
                self.assertIn("binary bytes", inputs.not_text(inputs.decode(data)) or "")


# --- M6: a Canvas bulk download as one zip -----------------------------------------------------------------

class CanvasDownload(unittest.TestCase):
    """M6: submissions.zip of Canvas's names: each member its student's (as a folder of them is graded)."""

    def test_graded_as_the_class(self):
        with tempfile.TemporaryDirectory() as folder:
            archive, exported = os.path.join(folder, "submissions.zip"), os.path.join(folder, "canvas.csv")
            with zipfile.ZipFile(archive, "w") as z:
                z.writestr("smithjohn_12345_67890_out.txt", RIGHT_1000)
                z.writestr("doejane_23456_78901_output.txt", WRONG_1000)
                z.writestr("leebob_late_34567_89012_run.txt", C01_1000)
            subprocess.run([os.path.join(TOP, "scripts", "grade"), "-canvas", exported, "-assignment", "HW 3 (1)",
                            archive], capture_output=True, cwd=TOP, check=False)
            with open(exported, newline="") as f:
                rows = {row["Student"]: (row["ID"], row["HW 3 (1)"], row["Late"]) for row in csv.DictReader(f)}
        self.assertEqual(rows, {"smithjohn": ("12345", "20", ""), "doejane": ("23456", "16", ""),
                                "leebob": ("34567", "20", "late")})


if __name__ == "__main__":
    unittest.main()
