"""test_documents.py - a lab report uploaded as a Word .docx or an OpenDocument .odt: read as the
text it shows (paragraphs a line, a table's cells side by side), so a right output pasted in one
passes and a wrong one fails, where both were ungraded; a zip that is no document, a broken one,
or one past the limits is ungraded saying so. Run: python3 -m unittest tests.grader.test_documents"""
import io
import os
import sys
import tempfile
import unittest
import zipfile
from unittest import mock
from xml.sax.saxutils import escape

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import RIGHT_1000, not_passing  # noqa: E402
from grading import documents, inputs  # noqa: E402
from grading.runs import CannotGrade  # noqa: E402


def zipped(parts):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in parts.items():
            z.writestr(name, text)
    return buffer.getvalue()


def word(body):
    return zipped({"[Content_Types].xml": "<Types/>",
                   "word/document.xml": f'<?xml version="1.0"?><w:document xmlns:w="w"><w:body>{body}'
                                        "</w:body></w:document>"})


def paragraphs(lines):
    # each line split over two runs, as Word splits text where its formatting or spelling marks change
    return "".join(f'<w:p><w:pPr/><w:r><w:t>{escape(line[:5])}</w:t></w:r><w:r><w:rPr><w:b/></w:rPr>'
                   f'<w:t xml:space="preserve">{escape(line[5:])}</w:t></w:r></w:p>' for line in lines)


def table(rows):
    cells = "".join("<w:tr>" + "".join(f"<w:tc><w:tcPr/><w:p><w:r><w:t>{escape(c)}</w:t></w:r></w:p></w:tc>" for c in row)
                    + "</w:tr>" for row in rows)
    return f"<w:tbl>{cells}</w:tbl>"


def opendocument(lines):
    body = "".join("<text:p>" + escape(line).replace("  ", '<text:s text:c="2"/>') + "</text:p>" for line in lines)
    return zipped({"mimetype": "application/vnd.oasis.opendocument.text",
                   "content.xml": f'<?xml version="1.0"?><office:document-content><office:body><office:text>'
                                  f"<text:h>Homework 3</text:h>{body}</office:text></office:body>"
                                  "</office:document-content>"})


def graded(data):
    text = documents.document_text(data)
    return not_passing(text)


class Documents(unittest.TestCase):
    def test_a_word_report_with_the_output_pasted_in(self):
        lines = ["Lab report, homework 3", "I ran my program with the tutorial's settings:"] + RIGHT_1000.splitlines()
        self.assertEqual(graded(word(paragraphs(lines))), ("pass", {}))
        wrong = graded(word(paragraphs([line.replace(":: 12", ":: 14") for line in lines])))
        self.assertEqual((wrong[0], wrong[1]["below_y"][0]), ("fail", "fail"))

    def test_a_word_table(self):
        rows = [[label.strip(), value.strip()] for label, _, value in
                (line.partition("::") for line in RIGHT_1000.splitlines())]
        self.assertEqual(graded(word(paragraphs(["Results"]) + table(rows))), ("pass", {}))

    def test_deleted_text_and_field_codes_are_not_read(self):
        body = paragraphs(RIGHT_1000.splitlines()).replace(
            "<w:t>Numbe</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t xml:space=\"preserve\">r of elements below threshold (Y)",
            "<w:delText>Y :: 99</w:delText><w:instrText>PAGE 7</w:instrText><w:t>Numbe</w:t></w:r><w:r><w:t xml:space=\"preserve\">"
            "r of elements below threshold (Y)")
        self.assertIn("<w:delText>", body)
        self.assertEqual(graded(word(body)), ("pass", {}))

    def test_hidden_text_is_not_read(self):
        body = paragraphs(RIGHT_1000.splitlines()).replace(
            ":: 12</w:t>", ":: </w:t></w:r><w:r><w:rPr><w:vanish/></w:rPr><w:t>1</w:t></w:r><w:r><w:t>4</w:t>")
        self.assertIn("<w:vanish/>", body)
        self.assertEqual(graded(word(body))[1]["below_y"][0], "fail")  # shown: 4, not 14 or 12

    def test_an_opendocument_text(self):
        self.assertEqual(graded(opendocument(RIGHT_1000.splitlines())), ("pass", {}))

    def test_a_file_named_anything_is_read_by_its_contents(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "output.txt")
            with open(path, "wb") as f:
                f.write(word(paragraphs(RIGHT_1000.splitlines())))
            self.assertIn("Number of elements below threshold (X)   :: 100024", inputs.read_text(path))

    def test_zips_that_are_no_document(self):
        self.assertIsNone(documents.document_text(zipped({"xl/workbook.xml": "<workbook/>"})))
        self.assertIsNone(documents.document_text(b"PK\x03\x04\x14\x00"))  # cut short
        self.assertIsNone(documents.document_text(RIGHT_1000.encode()))
        self.assertIn("no document grade reads", inputs.not_text("PK\x03\x04\x14\x00"))

    def test_a_document_past_the_limit(self):
        with mock.patch.object(documents, "MAX_XML", 1000):
            with self.assertRaises(CannotGrade) as raised:
                documents.document_text(word(paragraphs(RIGHT_1000.splitlines())))
        self.assertIn("a Word document of more than", str(raised.exception))


if __name__ == "__main__":
    unittest.main()
