"""rtf.py - a Rich Text Format document (macOS TextEdit's .rtf, Word's "Save as RTF") read as the
text it shows: its header groups (fonts, colours, styles, info, Word's themes and data stores,
every {\\* ...} destination), control words and pictures dropped, \\par, \\line and a backslash at a
line's end as line ends, \\tab and a table's \\cell as tabs, \\'xx and \\uN escapes as the characters
they stand for, hidden text (\\v) not read. Part of the grader (documents.document_text asks it);
pure functions, the standard library only.

    text = rtf_text(data)    # None: not RTF; CannotGrade: past MAX_RTF
"""
import codecs
import re

from .runs import CannotGrade

MAX_RTF = 16 << 20  # bytes of an RTF document (a report's text: kilobytes; a pasted screenshot's hex: a few MiB)
MAX_DEPTH = 1000  # groups inside groups (Word's: a dozen)
MAX_MARKS = 500_000  # backslashes and braces (a page of Word's: a few thousand; a picture's hex: none): ~2 s

START = re.compile(rb"(?:\xef\xbb\xbf)?[ \t\r\n]{0,16}\{\\rtf")
# One token a match, none overlapping another, so a long line costs one pass: a control word and
# its number (the one space after it is its delimiter), a hexadecimal byte, a control symbol, a
# brace, a run of text, a run of line ends (which RTF ignores).
TOKEN = re.compile(r"\\([a-zA-Z]+)(-?\d{1,10})? ?|\\'([0-9a-fA-F]{2})|\\([^a-zA-Z'])|([{}])|([^\\{}\r\n]+)"
                   r"|[\r\n]+|\\")
# Groups whose text is not shown: tables of the header, document information, pictures, objects'
# data, a field's instruction (its result is shown), headers' and footers' (not the page's text).
HIDDEN_GROUPS = {"fonttbl", "colortbl", "stylesheet", "info", "pict", "object", "objdata", "listtable",
                 "listoverridetable", "rsidtbl", "revtbl", "filetbl", "generator", "themedata",
                 "colorschememapping", "datastore", "latentstyles", "xmlnstbl", "fldinst", "header", "headerl",
                 "headerr", "headerf", "footer", "footerl", "footerr", "footerf", "footnote", "annotation",
                 "bkmkstart", "bkmkend", "mmathPr", "pgdsctbl", "expandedcolortbl", "nonshppict", "shpinst"}
WORDS = {"par": "\n", "line": "\n", "sect": "\n", "page": "\n", "row": "\n", "tab": "\t", "cell": "\t",
         "nestcell": "\t", "emdash": "\u2014", "endash": "\u2013", "bullet": "\u2022", "lquote": "\u2018",
         "rquote": "\u2019", "ldblquote": "\u201c", "rdblquote": "\u201d", "emspace": " ", "enspace": " ",
         "qmspace": " "}
SYMBOLS = {"\\": "\\", "{": "{", "}": "}", "~": "\u00a0", "_": "-", "-": "", "\n": "\n", "\r": "\n", "\t": "\t"}


def rtf_text(data):
    """The text an RTF document shows, a paragraph a line; None for bytes that are not RTF."""
    if not START.match(data[:32]):
        return None
    if len(data) > MAX_RTF:
        raise CannotGrade(f"it is an RTF document of more than {MAX_RTF >> 20} MiB: not a homework's")
    text = data.decode("latin-1")  # RTF is 7-bit: its other characters are escapes; a raw byte, one character
    marks = text.count("\\") + text.count("{") + text.count("}")  # (each token but text and line ends starts so)
    if marks > MAX_MARKS:
        raise CannotGrade(f"it is an RTF document of more than {MAX_MARKS:,} control words and braces: "
                          "not a homework's")
    cp = re.search(r"\\ansicpg(\d{1,5})", text[:4096])
    codec = _codec(f"cp{cp.group(1)}" if cp else "cp1252")
    single = [bytes([b]).decode(codec, errors="replace") for b in range(256)]
    out, pending = [], bytearray()  # pending: \'xx bytes, decoded together (a double-byte code page's)
    stack, hidden, uc, skip_chars = [], False, 1, 0  # a group's state: (hidden, uc) kept as it opens
    skip, first = 0, False  # skip: depth inside a group whose text is not shown; first: a group just opened
    for m in _tokens(text):
        kind = m.lastindex
        if pending and kind != 3:
            out.append(single[pending[0]] if len(pending) == 1 else pending.decode(codec, errors="replace"))
            pending.clear()
        if kind == 5:  # a brace
            if m.group(5) == "{":
                if len(stack) >= MAX_DEPTH:
                    raise CannotGrade(f"it is an RTF document of groups nested more than {MAX_DEPTH:,} deep: "
                                      "not a homework's")
                stack.append((hidden, uc))
                skip += bool(skip)
                first = True
            else:
                hidden, uc = stack.pop() if stack else (hidden, uc)
                skip = max(0, skip - 1)
                first = False
            continue
        if kind is None:  # line ends, which RTF ignores; a lone backslash
            continue
        if first:
            first = False
            if not skip and (kind == 4 and m.group(4) == "*" or kind in (1, 2) and m.group(1) in HIDDEN_GROUPS):
                skip = 1  # this group and the ones inside it
        if skip:
            continue
        if kind <= 2:  # a control word
            word = m.group(1)
            if word in WORDS:
                if not hidden:
                    out.append(WORDS[word])
            elif word == "u" and kind == 2:
                if not hidden:
                    code = int(m.group(2)) % 65536  # (signed 16 bits; half of a surrogate pair: no character)
                    out.append("\ufffd" if 0xD800 <= code < 0xE000 else chr(code))
                skip_chars = uc
            elif word == "uc" and kind == 2:
                uc = int(m.group(2))
            elif word == "v":
                hidden = m.group(2) != "0"
            continue
        if kind == 3:  # \'xx
            if skip_chars:  # a \uN's fallback: \'xx or a character, uc of them
                skip_chars -= 1
            elif not hidden:
                pending.append(int(m.group(3), 16))
            continue
        if kind == 4:
            if not hidden:
                out.append(SYMBOLS.get(m.group(4), ""))
            continue
        run = m.group(6)
        if skip_chars:
            run, skip_chars = run[skip_chars:], max(0, skip_chars - len(run))
        if not hidden:
            out.append(run if run.isascii() else run.encode("latin-1").decode(codec, errors="replace"))
    if pending:
        out.append(pending.decode(codec, errors="replace"))
    return "".join(out)


def _tokens(text):
    """TOKEN's matches in text, a \\binN's N bytes of binary data passed over."""
    at = 0
    while at < len(text):
        for m in TOKEN.finditer(text, at):
            yield m
            if m.lastindex == 2 and m.group(1) == "bin" and int(m.group(2)) > 0:
                at = m.end() + int(m.group(2))
                break
        else:
            return


def _codec(name):
    try:
        return codecs.lookup(name).name
    except LookupError:
        return "cp1252"
