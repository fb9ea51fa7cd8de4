"""documents.py - a word processor's document (Word's .docx, OpenDocument's .odt; RTF: rtf.py) read as the text
it shows: a lab report with the program's output pasted in is graded as that output, where it was
a zip's bytes, ungraded; an Office file of the older OLE2 container (a .doc, a .docx saved with a password) is
ungraded, named as what it is. Part of the grader (inputs.read_text asks it first); pure functions.

    text = document_text(data)    # None: not such a document; CannotGrade: one that cannot be read
"""
import html
import io
import re
import zipfile

from .archive import UNREADABLE, zip_entries
from .rtf import rtf_text
from .runs import CannotGrade

# An Office file's older container (OLE2 / Compound File): a Word 97-2003 .doc, or a .docx saved with a password
OLE = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
UPLOAD = "upload the output your program printed, as text (./a.out > output.txt)"
MAX_XML = 16 << 20  # bytes of a document's text part unpacked (a report's: well under 1 MiB)
MAX_ENTRIES = 10000  # a .docx holds a dozen parts; a zip of 400,000 is refused from its end record
PARTS = {"word/document.xml": "a Word document", "content.xml": "an OpenDocument text"}

# What a page shows, in the order the XML holds it. Word: text runs (<w:t>; not deleted text's
# <w:delText>, nor a field's code <w:instrText>), tabs, breaks, a paragraph's end; a table's cells
# side by side (a tab between, a row a line) so that its columns read as a table's.
_WORD = re.compile(r"<w:t(?:\s[^<>]{0,4000})?>([^<]*)</w:t>|<w:t\s*/>|<(w:tab|w:br|w:cr)\b[^<>]{0,4000}/>|</(w:p|w:tc|w:tr)>"
                   r"|<(w:tc)\b[^<>]{0,4000}>")
# A run Word hides (<w:vanish/> in its properties): not shown, so not read (as hidden HTML is not).
_RUN_EDGE = re.compile(r"<w:r\b[^<>]{0,4000}>|</w:r>")
_VANISH = re.compile(r'<w:vanish(?:\s+w:val="(?:1|true|on)")?\s*/>')


def _without_hidden_runs(xml):
    """The XML less its hidden runs, in one pass (no pattern that looks ahead to a run's end)."""
    if "<w:vanish" not in xml:
        return xml
    kept, at, opened = [], 0, None
    for m in _RUN_EDGE.finditer(xml):
        if m.group() != "</w:r>":
            if opened is None:
                kept.append(xml[at:m.start()])
                opened = m.start()
        elif opened is not None:
            if not _VANISH.search(xml, opened, m.end()):
                kept.append(xml[opened:m.end()])
            at, opened = m.end(), None
    kept.append(xml[at if opened is None else opened:])
    return "".join(kept)
# OpenDocument: the text between tags, its runs of spaces (<text:s text:c="3"/>), tabs, line breaks,
# paragraphs' and headings' ends; a table's cells side by side.
_OPEN = re.compile(r"([^<]+)|<text:s(?:\s+text:c=\"(\d{1,4})\")?\s*/>|<(text:tab|text:line-break)\b[^<>]{0,4000}/>"
                   r"|</(text:p|text:h|table:table-cell|table:table-row)>|<(table:table-cell)\b[^<>]{0,4000}>|<[^<>]{0,4000}>")
# A `<` that starts no tag (not followed by a name, `/`, `!` or `?`) is text: a report written by a script (its
# XML pasted together from strings) may hold `count x < t` unescaped, where Word writes &lt;; read as a tag's
# start it cut the line there. Set aside first as a character no document holds (one look at each `<`, only
# where there is one; not as &lt;, which html.unescape would undo one call at a time) and put back after, so the
# patterns above stay as they are.
_STRAY = re.compile(r"<(?![/!?A-Za-z])")
_ASIDE = "\ufdd0"  # a Unicode noncharacter
MAX_STRAY = 10000  # a report's few; past them (no report's) the rest are left as they read before
_ENDS = {"w:tab": "\t", "w:br": "\n", "w:cr": "\n", "text:tab": "\t", "text:line-break": "\n"}


def document_text(data):
    """The text a .docx, .odt or .rtf (rtf.py) shows (by its contents, whatever its name), a
    paragraph a line; None for any other bytes."""
    if data.startswith(OLE):
        raise CannotGrade(_ole_kind(data))
    if not data.startswith(b"PK\x03\x04"):
        return rtf_text(data)
    source = io.BytesIO(data)
    try:
        entries = zip_entries(source)
        if entries is None or entries > MAX_ENTRIES:
            return None  # (archive.py says what is wrong with a zip: not a document's)
        with zipfile.ZipFile(source) as z:
            names = set(z.namelist())
            part = next((p for p in PARTS if p in names), None)
            if part is None:
                return None
            with z.open(part) as f:
                xml = f.read(MAX_XML + 1)
    except zipfile.BadZipFile:
        return None
    except UNREADABLE as e:
        raise CannotGrade(f"it is a document grade cannot unpack ({e}): upload the output your program printed, "
                          "as text (./a.out > output.txt)") from None
    if len(xml) > MAX_XML:
        raise CannotGrade(f"it is {PARTS[part]} of more than {MAX_XML >> 20} MiB of text: not a homework's")
    xml = xml.decode("utf-8", errors="replace")
    stray = _STRAY.search(xml) is not None
    if stray:
        xml = _STRAY.sub(_ASIDE, xml, count=MAX_STRAY)
    text = _shown(xml if part == "content.xml" else _without_hidden_runs(xml), part == "content.xml")
    return text.replace(_ASIDE, "<") if stray else text


def _ole_kind(data):
    """Why an Office file of the older container (OLE2) is not read, saying which: a .docx saved with a password
    (its zip encrypted inside: an EncryptedPackage stream), a Word 97-2003 .doc, or another Office file."""
    if "EncryptedPackage".encode("utf-16-le") in data:
        return f"it is a password-protected Office document (a .docx saved with a password), which grade cannot open: {UPLOAD}"
    if "WordDocument".encode("utf-16-le") in data:
        return f"it is a Word 97-2003 document (.doc), which grade does not read: save it as .docx, or {UPLOAD}"
    return f"it is an Office file in the older binary format (.doc, .xls, .ppt), which grade does not read: {UPLOAD}"


def _shown(xml, opendocument):
    out, cells = [], 0  # cells: how deep in a table's cells (a cell's paragraphs joined by blanks)
    for m in (_OPEN if opendocument else _WORD).finditer(xml):
        text, spaces, mark, end, start = m.groups() if opendocument else (m.group(1), None, *m.groups()[1:])
        if text is not None:
            out.append(html.unescape(text))
        elif spaces is not None or opendocument and m.group(0).startswith("<text:s"):
            out.append(" " * int(spaces or 1))
        elif mark:
            out.append(_ENDS[mark])
        elif start:
            cells += 1
        elif end in ("w:p", "text:p", "text:h"):
            out.append(" " if cells else "\n")
        elif end in ("w:tc", "table:table-cell"):
            cells = max(0, cells - 1)
            out.append("\t")
        elif end in ("w:tr", "table:table-row"):
            out.append("\n")
    return "".join(out)
