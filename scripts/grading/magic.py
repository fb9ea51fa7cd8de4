"""magic.py - what a file that is no text is, by its first bytes: a compiled program, an image, an
archive or compressed file grade cannot open. Said as such where it was "binary bytes"; a program
or an image beside a student's graded output is skipped as no output (cli.py), where alone it is
ungraded saying what it is. Part of the grader (inputs.read_text asks it); pure functions.

    what, why = not_an_output(data) or (None, None)  # a program's or an image's, or None
    why = unreadable_kind(data) # an archive's or a compressed file's reason grade cannot open, or None
"""
import re

UPLOAD = "upload the output your program printed, as text (./a.out > output.txt)"
READS = "grade reads .zip, .tar, .tar.gz, .tar.bz2, .tar.xz and .gz: upload one of those"

# (first bytes, at which offset, what it is). A compiled program: Linux's ELF (an object file .o
# too), macOS's Mach-O (32/64-bit, either byte order, and a universal one, whose magic a Java class
# shares), Windows' PE (MZ). An image: PNG, JPEG, GIF, BMP, TIFF, WebP, HEIC.
PROGRAMS = ((b"\x7fELF", 0, "ELF"), (b"\xfe\xed\xfa\xce", 0, "Mach-O"), (b"\xfe\xed\xfa\xcf", 0, "Mach-O"),
            (b"\xce\xfa\xed\xfe", 0, "Mach-O"), (b"\xcf\xfa\xed\xfe", 0, "Mach-O"),
            (b"\xca\xfe\xba\xbe", 0, "Mach-O universal or Java class"), (b"MZ", 0, "Windows PE"))
IMAGES = ((b"\x89PNG\r\n\x1a\n", 0, "PNG"), (b"\xff\xd8\xff", 0, "JPEG"), (b"GIF87a", 0, "GIF"),
          (b"GIF89a", 0, "GIF"), (b"BM", 0, "BMP"), (b"II*\x00", 0, "TIFF"), (b"MM\x00*", 0, "TIFF"),
          (b"WEBP", 8, "WebP"), (b"ftypheic", 4, "HEIC"), (b"ftypmif1", 4, "HEIC"))
# Packed files grade does not open (Python's standard library has no zstd before 3.14, nor 7z, rar,
# lz4, lzip), and a bzip2/xz/gzip-packed file whose name does not say it is an archive grade opens.
PACKED = ((b"\x28\xb5\x2f\xfd", 0, "a zstd-compressed file (.zst, .tar.zst)"),
          (b"7z\xbc\xaf\x27\x1c", 0, "a 7-Zip archive (.7z)"), (b"Rar!\x1a\x07", 0, "a RAR archive (.rar)"),
          (b"\x04\x22\x4d\x18", 0, "an LZ4-compressed file (.lz4)"), (b"LZIP", 0, "an lzip-compressed file (.lz)"),
          (b"BZh", 0, "a bzip2-compressed file not named .tar.bz2"),
          (b"\xfd7zXZ\x00", 0, "an xz-compressed file not named .tar.xz"),
          (b"\x1f\x8b", 0, "a gzip-compressed file not named .gz or .tar.gz"))


_LETTERS = re.compile(rb"[ -~]+")


def _binary(data):
    """Whether the first 512 bytes are no text: a NUL, or bytes that are not UTF-8 (a character cut
    at the end aside). A magic of letters ('MZ', 'BM', 'GIF89a') at the start of a text is text."""
    head = data[:512]
    if b"\x00" in head:
        return True
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as e:
        return e.start < len(head) - 3
    return False


def _kind(data, table):
    for magic, at, name in table:
        # (a magic of letters, MZ, BM, GIF89a, LZIP, only with a NUL in its header, as theirs have:
        # a Latin-1 text may start so)
        if data[at:at + len(magic)] == magic and _binary(data) and (not _LETTERS.fullmatch(magic)
                                                                    or b"\x00" in data[:64]):
            return name
    return None


def not_an_output(data):
    """(what, why) where bytes are a program or an image rather than an output: what it is ('a
    compiled program (ELF)', a skipped file's reason beside a graded output), why it is ungraded
    (alone); else None."""
    program = _kind(data, PROGRAMS)
    if program:
        relocatable = program == "ELF" and data[16:18] in (b"\x01\x00", b"\x00\x01")  # e_type ET_REL: a .o
        what = f"{'a compiled object file' if relocatable else 'a compiled program'} ({program})"
        return what, f"it is {what}, not its output: {UPLOAD}"
    image = _kind(data, IMAGES)
    if image:
        return (f"an image ({image})",
                f"it is an image ({image}): upload the text your program printed (./a.out > output.txt)")
    return None


def unreadable_kind(data):
    """Why bytes are an archive or a packed file grade cannot open, or None."""
    packed = _kind(data, PACKED)
    return f"it is {packed}, which grade cannot open: {READS}" if packed else None
