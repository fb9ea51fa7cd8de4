"""archive.py - a student's archive (.zip, .tar.gz, .tgz, .tar: an upload as Canvas and
Gradescope keep it) read like a folder by scripts/grade, with limits, since a zip bomb or a
member named ../../x must not get past the grader.

    files, skipped, shown_as = listing("smithjohn_45678_900005_hw.zip", folder, skipped_because)
    unpack("smithjohn_45678_900005_hw.zip", folder, set(files))   # when its first file is graded
"""
import os
import re
import stat
import tarfile
import zipfile
import zlib

SUFFIXES = (".zip", ".tar.gz", ".tgz", ".tar")
# At most this many files and bytes in all, and no member (past 1 MiB) unpacking more than `ratio`
# times its packed size.
LIMITS = {"members": 10000, "bytes": 256 * 2**20, "ratio": 200}


class ArchiveRefused(Exception):
    """An archive grade will not unpack: unreadable, or past its limits."""


# What reading a damaged or unusual archive raises: an encrypted member (RuntimeError), a bad CRC
# (BadZipFile), a compression method Python lacks (NotImplementedError), a cut stream (EOFError,
# zlib.error), a bad header (TarError).
UNREADABLE = (OSError, EOFError, RuntimeError, NotImplementedError, ValueError, zlib.error, zipfile.BadZipFile,
              tarfile.TarError)


def _past_limits(count, total):
    if count > LIMITS["members"] or total > LIMITS["bytes"]:
        raise ArchiveRefused(f"more than grade unpacks ({LIMITS['members']} files, {LIMITS['bytes'] >> 20} MiB in all): "
                             f"{count} files of {total} bytes and more")


def members(archive):
    """[(name, size, read())] of an archive's regular files; ArchiveRefused
    for a member that would land outside it, a link, or past the limits,
    found as the members are listed: a tar stops at the member past the
    count or the bytes, before it is decompressed."""
    found, total = [], 0
    try:
        if archive.lower().endswith(".zip"):
            z = zipfile.ZipFile(archive)
            for info in z.infolist():
                if info.is_dir():
                    continue
                if stat.S_ISLNK(info.external_attr >> 16):
                    raise ArchiveRefused(f"its member {info.filename} is a link")
                if info.file_size > 1 << 20 and info.file_size > LIMITS["ratio"] * max(1, info.compress_size):
                    raise ArchiveRefused(f"its member {info.filename} unpacks {info.file_size} bytes from "
                                         f"{info.compress_size}: a zip bomb?")
                total += info.file_size
                _past_limits(len(found) + 1, total)
                found.append((info.filename, info.file_size, lambda info=info: z.read(info)))
        else:
            t = tarfile.open(archive)
            for member in t:  # one header at a time: getmembers() would read the whole stream first
                if member.isdir():
                    continue
                if not member.isfile():
                    raise ArchiveRefused(f"its member {member.name} is a link or a device")
                total += member.size
                _past_limits(len(found) + 1, total)
                found.append((member.name, member.size, lambda member=member: t.extractfile(member).read()))
    except UNREADABLE as e:
        raise ArchiveRefused(f"cannot read the archive: {e}")
    for name, _, _ in found:
        parts = name.replace("\\", "/").split("/")
        if name.startswith(("/", "\\")) or ".." in parts or re.match(r"^[A-Za-z]:", name):
            raise ArchiveRefused(f"its member {name} would land outside it")
    return found


def listing(archive, folder, skipped_because):
    """(files, skipped, shown_as) of an archive, read without unpacking it:
    the paths in folder its outputs will have, each shown as archive/member
    (shown_as: {file: name}); its hidden files and those skipped_because(name)
    names a reason for (sources) skipped and named. ArchiveRefused as members()."""
    files, skipped, shown_as = [], [], {}
    for index, (name, _, _) in enumerate(members(archive)):
        shown_name = os.path.join(archive, name)
        why = "hidden" if any(p.startswith(".") for p in name.split("/")) else skipped_because(os.path.basename(name))
        if why:
            skipped.append((shown_name, why))
            continue
        path = _target(folder, index, name)
        shown_as[path] = shown_name
        files.append(path)
    return files, skipped, shown_as


def _target(folder, index, name):
    return os.path.join(folder, f"{index}-{re.sub(r'[^A-Za-z0-9._-]', '_', os.path.basename(name))[:100]}")


def unpack(archive, folder, wanted):
    """Write the archive's members that listing() put at the paths in `wanted` (a set) there.
    ArchiveRefused for an archive that cannot be read now (an encrypted member, a bad CRC);
    OSError where the folder cannot take them (full)."""
    for index, (name, _, read) in enumerate(members(archive)):
        path = _target(folder, index, name)
        if path not in wanted:
            continue
        try:
            data = read()
        except UNREADABLE as e:  # an encrypted member, a bad CRC: the archive refused, not the class
            raise ArchiveRefused(f"cannot read its member {name}: {e}")
        with open(path, "wb") as f:
            f.write(data)
