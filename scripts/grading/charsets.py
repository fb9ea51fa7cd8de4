"""charsets.py - a file's bytes as text, in the encoding they were written in: UTF-16 where a byte order
mark or its NUL bytes say so (PowerShell's >), UTF-8, and Windows-1252 where the bytes are no UTF-8 and
read as its text (Notepad's "ANSI", a Windows console's '\u00d7', '\u00b5s', '\u2013' in a label: as
UTF-8 each was a replaced character, and a file of many was "not a text file (binary bytes)", e32's M1).
What it was, where no UTF-8, is said in the file's notes (inputs.read_text, cli.grade_file). Part of the
grader; pure functions.

    text = decode(data, said)       # said: a list that gains 'read as Windows-1252 text (...)'
"""
import re


def decode(data, said=None):
    """Text from a file's bytes: UTF-16 where a BOM says so (PowerShell's >) or, without one,
    where its NULs do (utf16_without_bom), else UTF-8; bytes that are no UTF-8 but read as
    Windows-1252 text (windows_1252: Notepad's 'ANSI', a Windows console's '×', 'µs', '–') as that,
    else UTF-8 with bad bytes replaced. said: a list that gains what the encoding was where it was
    no UTF-8 (a file's note: 'read as Windows-1252 text')."""
    said = [] if said is None else said
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        said.append("read as UTF-16 text (its byte order mark says so)")
        return data.decode("utf-16", errors="replace")
    utf16 = utf16_without_bom(data)
    if utf16:
        said.append(f"read as UTF-16 text ({utf16[-2:].upper()}: no byte order mark, its NUL bytes say so)")
        return data.decode(utf16, errors="replace")
    if _ASTRAL.search(data):  # one emoji would make Python keep 4 bytes a character (256 MB at the
        data = _ASTRAL.sub("\ufffd".encode(), data)  # cap); no label or number is made of them
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        if windows_1252(data, e.start):
            said.append("read as Windows-1252 text (its bytes are not UTF-8)")
            return data.decode("cp1252", errors="replace")
    return data.decode("utf-8", errors="replace")


_ASTRAL = re.compile(rb"[\xf0-\xf4][\x80-\xbf]{3}")  # UTF-8 of a character past U+FFFF
_UTF8_SEQUENCE = re.compile(rb"[\xc2-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xf4][\x80-\xbf]{3}")
_HIGH = bytes(range(0x80, 0x100))
_CONTROLS = bytes(c for c in range(0x20) if c not in b"\t\n\r\x0b\x0c\x1a\x1b") + b"\x7f\x81\x8d\x8f\x90\x9d"  # (and the
# bytes Windows-1252 leaves undefined)


def windows_1252(data, bad):
    """Whether bytes that are no UTF-8 (the first bad one at `bad`) are Windows-1252 text: in the 128 KiB
    around it, more bytes past ASCII outside a UTF-8 sequence than in one (a UTF-8 file with one bad
    byte stays UTF-8) and at most 1% control bytes or bytes Windows-1252 leaves undefined (binary bytes
    stay binary: not_text says so)."""
    window = data[max(0, bad - (1 << 16)):bad + (1 << 16)]
    high = len(window) - len(window.translate(None, _HIGH))
    in_utf8 = sum(len(m) for m in _UTF8_SEQUENCE.findall(window))
    controls = len(window) - len(window.translate(None, _CONTROLS))
    return high - in_utf8 > in_utf8 and 100 * controls <= len(window)


def utf16_without_bom(data):
    """'utf-16-le' or 'utf-16-be' for UTF-16 text without a BOM (a Windows program's output
    written so), else '': in the first 4 KiB at least 90% of the odd bytes NUL (LE; the even
    ones, BE: an ASCII character's high byte) and at most 10% of the others, and what they
    decode to text: at most 1% of it replaced or control characters (line ends and tabs aside).
    An array of small 16-bit integers decodes to control characters: binary still."""
    head = data[:4096]
    if len(head) < 4 or b"\x00" not in head:
        return ""
    even, odd = head[0::2], head[1::2]
    for name, zeros, chars in (("utf-16-le", odd, even), ("utf-16-be", even, odd)):
        if zeros.count(0) >= 0.9 * len(zeros) and chars.count(0) <= 0.1 * len(chars):
            text = head[:len(head) & ~1].decode(name, errors="replace")
            bad = sum(1 for c in text if c == "\ufffd" or not c.isprintable() and c not in "\t\n\r\x0b\x0c")
            return name if bad <= len(text) // 100 else ""
    return ""
