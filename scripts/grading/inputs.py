"""inputs.py - the files grade is given: folders walked (links, FIFOs and
loops named), sources and grade's own outputs skipped, archives unpacked,
each file read within a size cap and shown by a safe name. What it learns
of them on the way (the submission a file belongs to, an archive member's
name and archive, the archives refused) is one state, a Batch, that the
command makes and passes along. Part of scripts/grade.
"""
import os
import stat
import sys

from . import archive as archives
from .charsets import decode, utf16_without_bom  # noqa: F401 - (inputs.decode, as before)
from .documents import document_text
from .magic import not_an_output, unreadable_kind
from .notebook import outputs_text
from .runs import CannotGrade

# What a folder of submissions holds besides outputs: programs and their build files. MATLAB/Octave's
# .m, R's .r, JavaScript and job scripts (.slurm, .sbatch, .pbs) too: a MATLAB or R section hands in the
# script beside its output, and the script's `sum(...)`, `-n 1000` lines read as a second output that disagrees.
# The other languages a class writes the homework in (Haskell, Kotlin, Scala, C#, ...) and Windows' run scripts
# (.bat, .cmd, .ps1) likewise: graded, each filled the student's Canvas notes with "not graded: no line gives n".
SOURCE_SUFFIXES = (".c", ".h", ".cu", ".cuh", ".cpp", ".cc", ".cxx", ".hpp", ".hh", ".f", ".for", ".f77", ".f90",
                   ".f95", ".f03", ".f08", ".py", ".java", ".jl", ".rs", ".go", ".sh", ".mk", ".cmake",
                   ".m", ".r", ".js", ".mjs", ".ts", ".bash", ".zsh", ".csh", ".slurm", ".sbatch", ".pbs",
                   ".c++", ".h++", ".hxx", ".ipp", ".tpp", ".inl", ".cuf", ".fpp", ".f18", ".ftn", ".mod", ".hip",
                   ".cl", ".ispc", ".pyx", ".pxd", ".hs", ".lhs", ".kt", ".kts", ".scala", ".sbt", ".cs", ".fs",
                   ".vb", ".swift", ".rb", ".pl", ".lua", ".php", ".zig", ".nim", ".ml", ".mli", ".ex", ".exs",
                   ".erl", ".clj", ".dart", ".gradle", ".rmd", ".qmd", ".bat", ".cmd", ".ps1", ".psm1", ".ksh",
                   ".tcsh", ".fish", ".lsf")
BUILD_FILES = ("makefile", "gnumakefile", "cmakelists.txt", "makefile.am", "makefile.in", "meson.build",
               "dockerfile", "sconstruct", "cargo.toml", "cargo.lock", "go.sum", "pom.xml", "project.toml",
               "manifest.toml", "requirements.txt")


def skipped_because(name):
    """Why a file found in a folder is not a submission (hidden, a source
    or build file), or None. Files named on the command line are always
    graded."""
    if name.startswith("."):
        return "hidden"
    if name.lower().endswith(SOURCE_SUFFIXES) or name.lower() in BUILD_FILES:
        return "a source or build file"
    return None


class Batch:
    """What grade learns of the files it was given, for one batch: made by the command,
    filled by inputs and with_archives, read by read_text and the reports."""

    def __init__(self):
        self.submission = {}  # a file found in a folder given or an archive: the submission (item, archive) holding it
        self.shown_as = {}  # a file unpacked from an archive: the name it is shown by (archive.zip/member)
        self.archive = {}  # a file listed from an archive: (the archive, its folder, all its files there)
        self.refused = {}  # an archive that is an entry of its own: why it is not graded
        self.misnamed = {}  # a file named as an archive that is text: the note its entry carries
        self.encoded = {}  # a file read as text in another encoding than UTF-8: the notes its entry carries (decode)
        self.folders = 0  # archives given a folder of their own so far (members' names repeat)
        self.unpacked = (None, ())  # the archive unpacked now, and its files there
        self.not_output = {}  # a file read as a compiled program or an image (magic.py): what it is (cli skips it
        # beside a graded output of its student's)

    def name(self, path):
        """The name a file is shown by: an archive's member as archive.zip/member (before shown)."""
        return self.shown_as.get(path, path)

    def submission_of(self, path):
        """The submission a file belongs to, for budgets: the item right below a folder given, an
        archive for its members, else the file itself."""
        return self.submission.get(path, path)


def inputs(arguments, batch, own=()):
    """(files, skipped): the files to grade, in order - a FOLDER's files,
    recursively and sorted, less hidden files and folders, sources
    (skipped: [(path, why)]) and grade's own outputs (`own`: real paths of
    files and folders this run writes); each found file's submission in
    batch. Nothing in a class folder is left out unnamed: a folder reached
    through a link is graded (once: a link back up is named and skipped),
    and a dangling link, a FIFO, a device or a folder that cannot be read
    is an entry of its own, named and counted as ungraded."""
    found, skipped = [], []
    own = [os.path.realpath(p) for p in own]
    roots = sorted((os.path.realpath(a) for a in arguments if a != "-" and os.path.isdir(a)), key=len, reverse=True)

    def within(real, folders):
        return any(real == f or real.startswith(f.rstrip(os.sep) + os.sep) for f in folders)

    def is_own(path):
        return within(os.path.realpath(path), own)

    def submission_at(real):
        """The submission a real path lies in: (a folder given, its item holding the path), the
        longest such folder; None outside them or for a folder given itself."""
        for root in roots:  # the longest first
            if within(real, [root]) and real != root:
                return root, os.path.basename(item_of(real, root))
        return None

    def not_followed(path, argument):
        """Why a link in a class folder is not followed, or None: it leads out of the folders
        given (a student's `ln -s / x`, restored by unzip); or, inside a student's submission,
        out of it (`out.txt -> ../alice/out.txt` would grade alice's work as this student's);
        or, as a submission of its own, into another one (which it would take the place of). A
        submission that is a link may lead into the class's hidden folders (a teacher's store)."""
        if not os.path.islink(path) or not os.path.exists(path):
            return None  # (a dangling link leads nowhere: read_text names it, ungraded)
        real = os.path.realpath(path)
        if not within(real, roots):
            return f"a link to {shown(os.readlink(path))}, outside the folders given"
        item = item_of(path, argument)
        target = submission_at(real)
        into_other = f"a link into another submission ({target[1]}): graded as that one's, not this one's" \
            if target and not target[1].startswith(".") else None
        if os.path.normpath(path) == os.path.normpath(item):
            return into_other
        if not within(real, [os.path.realpath(item)]):
            return into_other or f"a link to {shown(os.readlink(path))}, out of this submission"
        return None

    given = [a for a in arguments if a != "-" and not os.path.isdir(a)]

    def taken(argument):
        """Why a file named on the command line is not graded, or None: a link to another file
        named (`class/*/out.txt` where mallory's out.txt leads to alice's) or into another
        named file's folder (alice's hw.txt): that student's work, not this one's."""
        if not os.path.islink(argument) or not os.path.exists(argument):
            return None
        real, its_folder = os.path.realpath(argument), os.path.realpath(os.path.dirname(argument) or ".")
        for other in given:
            folder = os.path.realpath(os.path.dirname(other) or ".")
            if other != argument and (real == os.path.realpath(other) or os.path.dirname(real) == folder != its_folder):
                # the file it leads to where given (two links to alice's: each names alice's, not the other link)
                whose = next((o for o in given if not os.path.islink(o) and os.path.realpath(o) == real), None)
                if whose is None and os.path.islink(other):
                    return f"a link to {shown(os.readlink(argument))}, where another file given ({shown(other)}) leads too"
                return f"a link to {shown(os.readlink(argument))}, the work of another file given ({shown(whose or other)})"
        return None

    for argument in arguments:
        if argument == "-" or not os.path.isdir(argument):
            why = argument != "-" and taken(argument)
            if why:
                skipped.append((argument, why))
            else:
                found.append(argument)
            continue
        inside, unreadable, seen = [], [], {os.path.realpath(argument): argument}
        for folder, subfolders, files in os.walk(argument, onerror=lambda e: unreadable.append(e.filename),
                                                 followlinks=True):
            hidden = sorted(d for d in subfolders if d.startswith("."))
            skipped += [(os.path.join(folder, d), "a hidden folder") for d in hidden]
            keep = []
            for d in sorted(d for d in subfolders if not d.startswith(".")):
                path = os.path.join(folder, d)
                real, why = os.path.realpath(path), not_followed(path, argument)
                if why:
                    skipped.append((path, why))
                elif is_own(path):
                    skipped.append((path, "grade's own output"))
                elif real in seen:
                    skipped.append((path, "a link to a folder already graded" if os.path.islink(path)
                                    else f"a folder already graded, reached first through {seen[real]}"))
                else:
                    seen[real] = path
                    keep.append(d)
            subfolders[:] = keep
            for name in files:
                path = os.path.join(folder, name)
                why = (skipped_because(name) or not_followed(path, argument)
                       or ("grade's own output" if is_own(path) else None))
                if why:
                    skipped.append((path, why))
                else:
                    inside.append(path)  # a dangling link or a FIFO too: read_text says what it is
        inside = bounded(inside, argument, batch)
        for path in inside + unreadable:
            batch.submission[path] = batch.submission.get(path) or item_of(path, argument)
        found += sorted(inside + unreadable)
    return found, sorted(skipped)


def bounded(inside, argument, batch):
    """inside less the files of a student's folder (an upload unzipped: class/smithjohn_45678_900005_hw/)
    holding more outputs than one upload may (archive.over_limits, as an archive's): the folder one
    entry instead, ungraded, saying why (batch.refused). A folder given that Canvas names (class/*)
    is one upload itself."""
    from .students import CANVAS_ANONYMOUS, CANVAS_NAME, student_of
    uploads, name = {}, os.path.basename(os.path.normpath(argument))
    whole = bool(CANVAS_NAME.match(name) or CANVAS_ANONYMOUS.match(name))
    for path in inside:
        item = argument if whole else item_of(path, argument)
        if item != path:  # (a file of its own is bounded by READ_LIMIT)
            who = student_of(path, [argument])
            uploads.setdefault((item, who["user_id"] or who["student"]), []).append(path)
    out = set(inside)
    for (item, _), files in uploads.items():
        too_much = archives.over_limits(os.path.getsize(f) if os.path.isfile(f) else 0 for f in files)
        if too_much:
            out -= set(files)
            batch.refused[item] = too_much
            batch.submission[item] = item
            out.add(item)
    return [path for path in inside if path in out] + sorted(out - set(inside))


def item_of(path, folder):
    """The submission a path inside a folder given lies in: the folder's item that holds it."""
    return os.path.join(folder, os.path.relpath(path, folder).split(os.sep)[0])


def with_archives(files, skipped, folder, batch):
    """files with each archive (.zip, .tar.gz, .tgz, .tar) replaced by the
    outputs it holds (archive.py; an archive refused: an entry of its
    own, ungraded, saying why). They are unpacked into folder one archive at
    a time, as read_text first reads one (unpacked_for), the last archive's
    removed: a class of large archives never fills the temporary folder.
    Each member's name, archive and submission, and each refusal, in batch."""
    out = []
    for path in files:
        if path == "-" or not path.lower().endswith(archives.SUFFIXES) or not os.path.isfile(path):
            out.append(path)
            continue
        if misnamed(path):  # a text file named as an archive: read as the text it is, the name said wrong
            batch.misnamed[path] = (f"its name ends {misnamed(path)}, but it is plain text, not an archive: read "
                                    "as text (name an output .txt)")
            out.append(path)
            continue
        place = os.path.join(folder, str(batch.folders))  # a folder an archive: members' names repeat
        batch.folders += 1
        try:
            os.makedirs(place, exist_ok=True)
            inside, more, shown_as = archives.listing(path, place, skipped_because)
        except archives.ArchiveRefused as e:
            batch.refused[path] = str(e)
            out.append(path)
            continue
        except OSError as e:
            batch.refused[path] = f"cannot unpack it into the temporary folder {folder}: {e.strerror} (TMPDIR to choose another)"
            out.append(path)
            continue
        batch.shown_as.update(shown_as)
        skipped += more
        if not inside:
            batch.refused[path] = "it holds no output to grade" + (f" (only {_skipped_members(path, more)})" if more else "")
            out.append(path)
        for member in inside:
            batch.submission[member] = batch.submission_of(path)
            batch.archive[member] = (path, place, inside)
        out += inside
    return out


def _skipped_members(archive, skipped):
    """The first members an archive holds, none an output, each named as it sits in the upload (a
    nested archive's 'l2.zip/l3.tgz', not its last name 'l3.tgz', which the teacher does not see); where
    each is an archive too deep to open, that said."""
    names = ", ".join(p[len(archive) + 1:] if p.startswith(archive + os.sep) else os.path.basename(p)
                      for p, _ in skipped[:5])
    if all(why == archives.NESTED_TOO_DEEP for _, why in skipped):
        what = "an archive" if len(skipped) == 1 else "archives"
        return f"{names}, {what} inside an archive: grade opens one level; upload the outputs themselves"
    return names


def unpacked_for(path, batch):
    """Where path is an archive's file: its archive unpacked (the one before removed); where it
    cannot be (unreadable now, or the temporary folder cannot take it), the archive refused."""
    archive, folder, files = batch.archive[path]
    if batch.unpacked[0] == archive:
        return
    for old in batch.unpacked[1]:
        if os.path.lexists(old):
            os.unlink(old)
    batch.unpacked = (archive, files)
    try:
        archives.unpack(archive, folder, set(files))
    except archives.ArchiveRefused as e:
        batch.refused[archive] = str(e)
    except OSError as e:
        batch.refused[archive] = (f"cannot unpack it into the temporary folder {os.path.dirname(folder)}: "
                                  f"{e.strerror} (TMPDIR to choose another)")


def misnamed(path):
    """The archive suffix of a file named as one (out.zip, out.txt.gz) whose bytes are text instead:
    no archive's magic bytes (zip, gzip, bzip2, xz; a tar's 'ustar'), and its first 4 KiB text as
    not_text() reads text; else ''. (An empty file too: not_text then says it is empty.)"""
    try:
        with open(path, "rb") as f:
            head = f.read(4096)
    except OSError:
        return ""
    if head.startswith((b"PK", b"\x1f\x8b", b"BZh", b"\xfd7zXZ\x00")) or head[257:262] == b"ustar":
        return ""
    if head and not_text(decode(head)):
        return ""
    return next(suffix for suffix in sorted(archives.SUFFIXES, key=len, reverse=True) if path.lower().endswith(suffix))


# A submission is text of a few kilobytes; more than this is not one (and a device such as
# /dev/zero never ends).
READ_LIMIT = archives.LIMITS["one_output"]


def read_text(path, batch=None):
    """A file's text, within READ_LIMIT (an archive's member: its archive unpacked first, from
    batch); a Jupyter notebook's, the text of its outputs (notebook.py); CannotGrade where it
    cannot be read or is no file to read."""
    if batch is not None and path in batch.refused and os.path.isdir(path):  # (bounded: a folder too large)
        raise CannotGrade(f"the folder {path}: {batch.refused[path]}")
    if batch is not None and path in batch.archive:
        unpacked_for(path, batch)
        archive = batch.archive[path][0]
        if archive in batch.refused:
            raise CannotGrade(f"the archive {archive}: {batch.refused[archive]}")
    try:
        if path == "-":
            return _text_of(sys.stdin.buffer.read(READ_LIMIT + 1)[:READ_LIMIT], "")
        if os.path.isdir(path):
            raise CannotGrade(f"cannot read the folder {path}: permission denied")
        if os.path.islink(path) and not os.path.exists(path):
            raise CannotGrade(f"{path} is a link to {os.readlink(path)}, which does not exist")
        # not a FIFO or a device: opening a FIFO waits for a writer, reading /dev/zero never ends
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
                raise CannotGrade(f"{path} is not a regular file (a FIFO, a device or a socket)")
            data = f.read(READ_LIMIT + 1)
        if len(data) > READ_LIMIT:
            program_or_image = not_an_output(data[:4096])  # (a large program: said as one)
            if program_or_image:
                raise NotAnOutput(*program_or_image)
            raise CannotGrade(f"{path} is larger than {READ_LIMIT >> 20} MiB: not a homework output")
        said = []
        text = _text_of(data, path, said)
        if said and batch is not None:
            batch.encoded[path] = said
        return text
    except NotAnOutput as e:
        if batch is not None:
            batch.not_output[path] = e.what
        raise
    except OSError as e:
        raise CannotGrade(f"cannot read {path}: {e.strerror}")


class NotAnOutput(CannotGrade):
    """A compiled program or an image (magic.py): no output, whatever a student's other files."""

    def __init__(self, what, why):
        super().__init__(why)
        self.what = what


def _text_of(data, path, said=None):
    """The text grade reads of a file's bytes: a document's (a lab report: documents.py), a notebook's
    outputs, else the text itself; CannotGrade for a program, an image or an archive grade cannot
    open, said as such (magic.py). said: decode's, the encoding where it was no UTF-8."""
    program_or_image = not_an_output(data)
    if program_or_image:
        raise NotAnOutput(*program_or_image)
    why = unreadable_kind(data)
    if why:
        raise CannotGrade(why)
    document = document_text(data)
    return document if document is not None else outputs_text(decode(data, said), path)


UPLOAD = "upload the output your program printed, as text (./a.out > output.txt)"


def not_text(text):
    """Why a file's text is no program output at all, or None: empty, a PDF, a
    zip-packed file that is no document (documents.py), binary bytes. Said as such, not as 'no line
    gives n'."""
    if not text or text.isspace():  # (not text.strip(): a copy of 64 MiB)
        return "the file is empty"
    if text.startswith("%PDF"):
        return f"it is a PDF, not text: {UPLOAD}"
    if text.startswith("PK\x03\x04"):
        return f"it is a zip-packed file that is no document grade reads (.docx, .odt), not text: {UPLOAD}"
    head = text[:4096]
    if "\x00" in head or head.count("\ufffd") > len(head) // 10:
        return f"it is not a text file (binary bytes): {UPLOAD}"
    return None


def shown(path):
    """A file name as a report line may hold it: bytes that are not UTF-8 (a
    zip unzipped without its UTF-8 flag) as \\xNN, control characters (a
    newline would forge a roster line) escaped."""
    text = os.fsencode(path).decode("utf-8", "backslashreplace") if isinstance(path, str) else str(path)
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
