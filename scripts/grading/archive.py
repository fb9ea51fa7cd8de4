"""archive.py - a student's archive (.zip; a tar, plain or packed with gzip, bzip2 or xz; a
single gzip-packed file such as out.txt.gz: an upload as Canvas and Gradescope keep it) read like
a folder by scripts/grade, an archive inside it opened too (one level), with limits, since a zip
bomb or a member named ../../x must not get past the grader.

    files, skipped, shown_as = listing("smithjohn_45678_900005_hw.zip", folder, skipped_because)
    unpack("smithjohn_45678_900005_hw.zip", folder, set(files))   # when its first file is graded
"""
import gzip
import io
import os
import posixpath
import re
import stat
import struct
import tarfile
import zipfile
import zlib

try:
    import lzma
    LZMA_ERROR = (lzma.LZMAError,)
except ImportError:  # a Python built without it: tarfile says xz is not supported (a TarError)
    LZMA_ERROR = ()

TAR_SUFFIXES = (".tar", ".tar.gz", ".tgz", ".tar.bz2", ".tbz2", ".tbz", ".tar.xz", ".txz")
SUFFIXES = (".zip", ".gz") + TAR_SUFFIXES
# At most this many files and bytes in all (an archive inside one counts into its archive's), and
# no member (past 1 MiB) unpacking more than `ratio` times its packed size; an archive inside an
# archive is opened in memory, so at most `nested` bytes of it.
LIMITS = {"members": 10000, "bytes": 256 * 2**20, "ratio": 200, "nested": 64 * 2**20,
          # What one upload's outputs (its members not skipped as sources or hidden) may cost: at most
          # `outputs` files and `output_bytes` of them in all beside the largest, which may be up to
          # `one_output` (what a file uploaded by itself may be: inputs.READ_LIMIT; a chatty output
          # of 64 MiB is read in ~10 s, beside a README or a screenshot). A homework prints a handful
          # of outputs, a scaling study a few dozen (sizes times threads, repeated); text in many files
          # costs ~0.4 s a MiB to read (in one large file less), so 16 MiB in 256 files is graded in
          # ~7 s, where 4 members of 63 MiB took 34 s and 9,990 small ones 38 s. A project's .git or
          # build objects, skipped, count only towards `members` and `bytes`.
          "outputs": 256, "output_bytes": 16 * 2**20, "one_output": 64 * 2**20}
CHUNK = 1 << 20


class ArchiveRefused(Exception):
    """An archive grade will not unpack: unreadable, or past its limits."""


# What reading a damaged or unusual archive raises: an encrypted member (RuntimeError), a bad CRC
# (BadZipFile), a compression method Python lacks (NotImplementedError), a cut stream (EOFError,
# zlib.error, LZMAError; a bad gzip or bzip2 stream is an OSError), a bad header (TarError).
UNREADABLE = (OSError, EOFError, RuntimeError, NotImplementedError, ValueError, zlib.error, zipfile.BadZipFile,
              tarfile.TarError, struct.error) + LZMA_ERROR


def kind_of(name):
    """'zip', 'tar' or 'gz' (one packed file) for an archive's name, else None."""
    lower = name.lower()
    return "zip" if lower.endswith(".zip") else "tar" if lower.endswith(TAR_SUFFIXES) else \
        "gz" if lower.endswith(".gz") else None


def zip_entries(f):
    """The entries a zip's end-of-central-directory record says it holds (ZIP64's where it has
    one), read from its last 64 KiB before zipfile reads the whole directory (87 bytes an entry:
    400,000 empty members cost 4.5 s and 248 MB); None where there is no such record."""
    f.seek(0, 2)
    size = f.tell()
    f.seek(max(0, size - (1 << 16) - 22))
    tail = f.read()
    at = tail.rfind(b"PK\x05\x06")
    if at < 0 or len(tail) - at < 22:
        return None  # zipfile says what is wrong
    entries = struct.unpack("<H", tail[at + 10:at + 12])[0]
    if entries == 0xFFFF:  # ZIP64: its locator, 20 bytes before, gives the ZIP64 record's offset
        if at < 20 or tail[at - 20:at - 16] != b"PK\x06\x07":
            return None
        f.seek(struct.unpack("<Q", tail[at - 12:at - 4])[0])
        record = f.read(56)
        if record[:4] != b"PK\x06\x06" or len(record) < 40:
            return None
        entries = struct.unpack("<Q", record[32:40])[0]
    return entries


class _Found:
    """An archive's members as they are found, counted against the limits as they come."""

    def __init__(self):
        self.files, self.skipped, self.total, self.sizes = [], [], 0, []
        self.opened = []  # (the zip and tar objects its files' openers read: closed on leaving a with block)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        for archive in reversed(self.opened):
            archive.close()

    def add(self, name, size, opener, depth):
        inner = kind_of(name)
        if inner and depth == 0:  # an archive inside the upload: its members are the upload's
            with opener() as stream:
                data = stream.read(LIMITS["nested"] + 1)
            if len(data) > LIMITS["nested"]:
                raise ArchiveRefused(f"its member {name} is an archive of more than {LIMITS['nested'] >> 20} MiB")
            _walk(io.BytesIO(data), inner, name + "/", depth + 1, self)
            return
        if inner:
            self.skipped.append((name, NESTED_TOO_DEEP))
            return
        self.total += size or 0
        if len(self.files) + 1 > LIMITS["members"] or self.total > LIMITS["bytes"]:
            raise ArchiveRefused(f"more than grade unpacks ({LIMITS['members']} files, {LIMITS['bytes'] >> 20} MiB "
                                 f"in all): {len(self.files) + 1} files of {self.total} bytes and more")
        self.files.append((name, opener))
        self.sizes.append(size)


# why an archive two levels down is passed over (inputs.py names it as the upload's only member so)
NESTED_TOO_DEEP = "an archive inside an archive inside the upload: not opened (one level is)"


def _walk(source, kind, prefix, depth, found):
    """The members of the archive at source (a path, or a file object for one inside another)."""
    if kind == "zip":
        with (open(source, "rb") if isinstance(source, str) else _kept(source)) as f:
            entries = zip_entries(f)
        if entries is not None and entries > LIMITS["members"]:
            raise ArchiveRefused(f"{'its member ' + prefix[:-1] if prefix else 'it'} holds {entries} entries, more than grade unpacks "
                                 f"({LIMITS['members']} files)")
        z = zipfile.ZipFile(source)
        found.opened.append(z)
        for info in z.infolist():
            if info.is_dir():
                continue
            name = normal(info.filename, prefix)
            if stat.S_ISLNK(info.external_attr >> 16):
                found.skipped.append((name, "a link in the archive (zip -y): not followed"))
                continue
            if info.flag_bits & 0x1:
                raise ArchiveRefused(f"its member {name} is encrypted")
            if info.file_size > 1 << 20 and info.file_size > LIMITS["ratio"] * max(1, info.compress_size):
                raise ArchiveRefused(f"its member {name} unpacks {info.file_size} bytes from "
                                     f"{info.compress_size}: a zip bomb?")
            found.add(name, info.file_size, lambda info=info: z.open(info), depth)
    elif kind == "tar":
        t = tarfile.open(source, "r:*") if isinstance(source, str) else tarfile.open(fileobj=source, mode="r:*")
        found.opened.append(t)
        for member in t:  # one header at a time: getmembers() would read the whole stream first
            if member.isdir():
                continue
            name = normal(member.name, prefix)
            if not member.isfile():
                found.skipped.append((name, "a link in the archive: not followed" if member.issym() or member.islnk()
                                      else "a device or FIFO in the archive"))
                continue
            found.add(name, member.size, lambda member=member: t.extractfile(member), depth)
    else:  # one gzip-packed file: out.txt.gz holds out.txt; its size is known as it unpacks
        name = prefix[:-1][:-3] if prefix else os.path.basename(source)[:-3]
        opener = (lambda: gzip.open(source)) if isinstance(source, str) else \
            (lambda data=source.getvalue(): gzip.GzipFile(fileobj=io.BytesIO(data)))
        found.add(name, None, opener, depth)


def normal(name, prefix=""):
    """A member's name as it lands: './' and 'a/../' that stay inside resolved ('./output.txt',
    `tar czf hw.tgz .`'s, is output.txt, not a hidden file), prefix (an archive inside) before it;
    ArchiveRefused for a name that leaves the archive's folder (/x, C:x, ../x, a/../../x)."""
    slashed = name.replace("\\", "/")
    resolved = posixpath.normpath(slashed)
    if slashed.startswith("/") or re.match(r"^[A-Za-z]:", name) or resolved == ".." or resolved.startswith("../"):
        raise ArchiveRefused(f"its member {prefix + name} would land outside it")
    parts = slashed.split("/")
    if "." not in parts and ".." not in parts and "" not in parts[:-1]:
        return prefix + name  # (nothing to resolve: the name as the archive gives it)
    return prefix + resolved


class _kept:
    """A file object used and left open (zipfile reads it after)."""

    def __init__(self, f):
        self.f = f

    def __enter__(self):
        return self.f

    def __exit__(self, *exc):
        self.f.seek(0)


def members(archive):
    """(files, skipped): files [(name, size)] of an archive's regular files (an archive inside
    it, one level deep, as its own: 'inner.zip/out.txt'), skipped [(name, why)] its links and
    devices, named, not followed; ArchiveRefused for a member that would land outside it, an
    encrypted one, or past the limits, found as the members are listed: a tar stops at the member
    past the count or the bytes, before it is decompressed, a zip at its end record's count."""
    with _found(archive) as found:
        return [(name, size) for (name, _), size in zip(found.files, found.sizes)], found.skipped


def _found(archive):
    """members() as a _Found, with its files' sizes (None: a gzip-packed file's, known as it unpacks) and
    openers, for a with block: leaving it closes the archive the openers read."""
    found = _Found()
    try:
        try:
            _walk(archive, kind_of(archive), "", 0, found)
        except UNREADABLE as e:
            raise ArchiveRefused(f"cannot read the archive: {e}")
        for name, _ in found.files + found.skipped:
            parts = name.replace("\\", "/").split("/")
            if name.startswith(("/", "\\")) or ".." in parts or re.match(r"^[A-Za-z]:", name):
                raise ArchiveRefused(f"its member {name} would land outside it")
    except BaseException:
        found.__exit__()
        raise
    return found


def listing(archive, folder, skipped_because):
    """(files, skipped, shown_as) of an archive, read without unpacking it:
    the paths in folder its outputs will have, each shown as archive/member
    (shown_as: {file: name}); its hidden files, links and those
    skipped_because(name) names a reason for (sources) skipped and named.
    ArchiveRefused as members(), and for outputs past over_limits() (what one upload may cost)."""
    files, skipped, shown_as, sizes = [], [], {}, []
    entries, links = members(archive)
    skipped += [(os.path.join(archive, name), why) for name, why in links]
    for index, (name, size) in enumerate(entries):
        shown_name = os.path.join(archive, name)
        why = "hidden" if any(p.startswith(".") or p == "__MACOSX" for p in name.replace("\\", "/").split("/")) \
            else skipped_because(os.path.basename(name))
        if why:
            skipped.append((shown_name, why))
            continue
        path = _target(folder, index, name)
        shown_as[path] = shown_name
        files.append(path)
        sizes.append(size or 0)
    too_much = over_limits(sizes)
    if too_much:
        raise ArchiveRefused(too_much)
    return files, skipped, shown_as


def over_limits(sizes):
    """Why one upload's outputs of these sizes (an archive's, a student's folder's) are more than
    grade reads of one upload, or None: more than LIMITS['outputs'] of them, or more than
    LIMITS['output_bytes'] in all beside the largest (itself up to LIMITS['one_output'])."""
    sizes = list(sizes)
    total, largest = sum(sizes), max(sizes, default=0)
    beside = total - (largest if largest <= LIMITS["one_output"] else 0)
    if len(sizes) <= LIMITS["outputs"] and beside <= LIMITS["output_bytes"]:
        return None
    return (f"{len(sizes):,} outputs of {total / 2**20:.1f} MiB in all (its sources and hidden files aside), more "
            f"than grade reads of one upload ({LIMITS['outputs']} outputs; {LIMITS['output_bytes'] >> 20} MiB in "
            f"all beside the largest, itself up to {LIMITS['one_output'] >> 20} MiB): upload the outputs the "
            "assignment asks for")


def _target(folder, index, name):
    return os.path.join(folder, f"{index}-{re.sub(r'[^A-Za-z0-9._-]', '_', os.path.basename(name))[:100]}")


def unpack(archive, folder, wanted):
    """Write the archive's members that listing() put at the paths in `wanted` (a set) there, a
    chunk at a time, within over_limits()'s bytes and LIMITS['bytes'] (a gzip-packed file says its
    size only as it unpacks). ArchiveRefused for an archive that cannot be read now (an encrypted
    member, a bad CRC); OSError where the folder cannot take them (full)."""
    total, largest = 0, 0  # (largest: of the members written before this one)
    with _found(archive) as found:  # (leaving it closes the archive)
        for index, (name, opener) in enumerate(found.files):
            path = _target(folder, index, name)
            if path not in wanted:
                continue
            try:
                source = opener()  # (a compression method Python lacks fails here)
            except UNREADABLE as e:
                raise ArchiveRefused(f"cannot read its member {name}: {e}")
            size = 0
            with source, open(path, "wb") as f:
                while True:
                    try:
                        chunk = source.read(CHUNK)
                    except UNREADABLE as e:  # a bad CRC, a cut stream: the archive refused, not the class
                        raise ArchiveRefused(f"cannot read its member {name}: {e}")
                    if not chunk:
                        break
                    total, size = total + len(chunk), size + len(chunk)
                    if total > LIMITS["bytes"]:
                        raise ArchiveRefused(f"its outputs unpack past {LIMITS['bytes'] >> 20} MiB in all (at its member "
                                             f"{name}), more than grade reads of one upload")
                    if size > LIMITS["one_output"]:
                        raise ArchiveRefused(f"its member {name} unpacks past {LIMITS['one_output'] >> 20} MiB, more than "
                                             "grade reads of one output")
                    if total - max(largest, size) > LIMITS["output_bytes"]:
                        raise ArchiveRefused(f"its outputs unpack past {LIMITS['output_bytes'] >> 20} MiB in all beside "
                                             f"the largest (at its member {name}), more than grade reads of one upload")
                    f.write(chunk)  # (an OSError here is the temporary folder's: full)
            largest = max(largest, size)
