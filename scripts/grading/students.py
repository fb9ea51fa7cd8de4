"""students.py - whose file is whose: a student's name and Canvas user id from the names Canvas's
"Download submissions" gives files and folders (or the class folder's layout), a student's files
together, and a feedback file's name for each. Part of the grader; lms.py and cli.py group by it.
"""
import hashlib
import os
import re
import unicodedata

from .uploads import nothing_found

# Canvas's "Download submissions" names each file lastnamefirstname[_LATE]_userid_submissionid_name,
# the name with every non-word character deleted, Unicode-aware (mullerjurgen, mullerjürgen, o_neil_mary);
# a resubmission's name gets -1, -2 before its extension; the ids are digits. A zip a student
# uploaded, unzipped, gives a folder of that name (smithjohn_45678_900005_hw/output.txt). Under
# anonymous grading the name is anon_<id>_...: no user id.
CANVAS_NAME = re.compile(r"^(?P<student>[^/]+?)(?P<late>_late)?_(?P<user>\d+)_(?P<submission>\d+)(?:_(?P<file>.+))?$",
                         re.IGNORECASE)
CANVAS_ANONYMOUS = re.compile(r"^(?P<student>anon_[^\W_]+)(?P<late>_late)?(?:_(?P<file>.+))?$", re.IGNORECASE)


def _canvas_name(name):
    """{'student', 'user_id', 'late', 'file'} from a Canvas download's file or folder name, or None."""
    m = CANVAS_NAME.match(name)
    if m:
        return {"student": m.group("student"), "user_id": m.group("user"), "late": bool(m.group("late")),
                "file": m.group("file") or ""}
    m = CANVAS_ANONYMOUS.match(name)
    if m:
        return {"student": m.group("student"), "user_id": "", "late": bool(m.group("late")),
                "file": m.group("file") or ""}
    return None


def student_of(path, folders=()):
    """{'student', 'user_id', 'late', 'file'}: whose file this is. Under one of
    `folders`, the submission that holds it decides: the outermost name
    below the folder that is a Canvas download's (a file, a student's
    unzipped upload, a student's archive: a file inside Mallory's zip is
    Mallory's, whatever its own name says), else the first folder below
    the folder (alice/hw1/out.txt: alice). A file given by itself: the
    outermost Canvas name on its path (class/alice_11_1_hw/out.txt: alice,
    11), else its name without extension. Names in Unicode's NFC."""
    name = os.path.basename(path)
    for folder in folders:
        relative = os.path.relpath(path, folder)
        if relative.startswith("..") or relative == ".":
            continue
        # the folder's own name first: a student's submission named as an argument (class/*) is theirs
        parts = [os.path.basename(os.path.normpath(folder))] + relative.split(os.sep)
        who = _outermost(parts, name)
        if who or len(parts) > 2:
            return who or _nfc({"student": parts[1], "user_id": "", "late": False, "file": name})
        break
    who = _outermost([part for part in os.path.normpath(path).split(os.sep) if part], name)  # given by itself
    parent = _canvas_name(os.path.basename(os.path.dirname(os.path.abspath(path))))
    return who or (parent and _nfc(dict(parent, file=name))) or _nfc(
        {"student": os.path.splitext(name)[0], "user_id": "", "late": False, "file": name})


def budget_owner(path, folders=()):
    """Whose reference runs a file costs, where its names say (a Canvas user id, or an anonymous
    Canvas name): a student's many uploads share one budget. None where they do not."""
    who = student_of(path, folders)
    if who["user_id"]:
        return f"user id {who['user_id']}"
    if CANVAS_ANONYMOUS.match(who["student"]):
        return f"anonymous {who['student']}"
    return None


def _outermost(parts, name):
    """The outermost Canvas name among a path's parts (a file in Mallory's zip is Mallory's), or None."""
    for depth, part in enumerate(parts):
        who = _canvas_name(part)
        if who:
            return _nfc(who if depth == len(parts) - 1 else dict(who, file=name))


def _nfc(who):
    return dict(who, student=unicodedata.normalize("NFC", who["student"]))


def by_student(entries, folders=()):
    """[(who, entries)] in first-seen order, a student's files together (a
    student who handed in several outputs is scored by the best of them):
    one group per Canvas user id, whatever name forms its files carry;
    without ids, per name. Files given one by one whose names repeat
    (class/*/output.txt) are not one student's: each is its folder's."""
    whos = [student_of(entry["file"], folders) for entry in entries]
    by_name = {}
    for entry, who in zip(entries, whos):
        if not who["user_id"]:
            by_name.setdefault(who["student"], set()).add(os.path.dirname(entry["file"]))
    groups = {}
    for entry, who in zip(entries, whos):
        if not who["user_id"] and len(by_name[who["student"]]) > 1 and not _under(entry["file"], folders):
            who = dict(who, student=os.path.basename(os.path.dirname(os.path.abspath(entry["file"]))) or who["student"])
        key = ("id", who["user_id"]) if who["user_id"] else ("name", who["student"])
        first, group = groups.setdefault(key, (who, []))
        first["late"] = first["late"] or who["late"]  # late if any of their files is
        group.append(entry)
    return list(groups.values())


def _under(path, folders):
    """Whether path is inside one of folders (not one of them itself)."""
    return any(os.path.relpath(path, f) != "." and not os.path.relpath(path, f).startswith("..") for f in folders)


NAME_BYTES = 120  # a feedback file's name from the student's: at most this many bytes of it, then a hash


def feedback_names(groups):
    """A feedback file name per student group, each its own: the name and
    Canvas user id (smithjohn_12345.txt), letters of any script kept, other
    characters _, and -2, -3 ... where two would still be the same."""
    names, taken = [], set()
    for who, _ in groups:
        base = re.sub(r"[^\w.-]", "_", who["student"]).strip(".") or "student"
        if len(base.encode()) > NAME_BYTES:  # a 240-character name: past a file system's 255 bytes with its id
            digest = hashlib.sha1(base.encode()).hexdigest()[:8]
            base = base.encode()[:NAME_BYTES].decode("utf-8", "ignore") + "-" + digest
        if who["user_id"]:
            base += "_" + who["user_id"][:40]
        name, k = base, 1
        while name.lower() in taken:
            k += 1
            name = f"{base}-{k}"
        taken.add(name.lower())
        names.append(name + ".txt")
    return names


def without_output(entries, skipped, folders=()):
    """An entry, ungraded, for each student whose submission holds only files skipped (a Canvas
    download's smithjohn_45678_900005_output.h, a student's folder of sources): every student gets a
    row in every export, 0 points, saying why. A student is one a Canvas name or a folder below a
    folder given names; hidden files and grade's own outputs are nobody's. skipped: [(path, why)]
    as the roster shows paths."""
    def key(who):
        return ("id", who["user_id"]) if who["user_id"] else ("name", who["student"])
    graded = {key(student_of(entry["file"], folders)) for entry in entries}
    theirs = {}
    for path, why in skipped:
        inside = [os.path.relpath(path, f).split(os.sep) for f in folders
                  if not os.path.relpath(path, f).startswith("..") and os.path.relpath(path, f) != "."]
        parts = inside[0] if inside else [os.path.basename(path)]
        if why in ("hidden", "a hidden folder", "grade's own output") or any(p.startswith(".") for p in parts):
            continue
        who = student_of(path, folders)
        if (who["user_id"] or CANVAS_ANONYMOUS.match(who["student"]) or len(parts) > 1) and key(who) not in graded:
            theirs.setdefault(key(who), []).append((path, why))
    return [{"file": files[0][0], "verdict": "ungraded", "n": None, "n_from": None, "generator": None, "stated": "",
             "settings": None, "header_ignored": {}, "fields": {}, "notes": [], "skipped_only": True,
             "reason": nothing_found(files)} for files in theirs.values()]
