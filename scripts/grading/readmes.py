"""readmes.py - a README in a folder of submissions (`README.md`, `README.txt`, `readme`, `INSTRUCTIONS`,
`LICENSE`): the teacher's or the export's note about the folder, not a student. (A `notes.txt` may be a
student's own output with no counts, an ungraded entry as any: test_hostile11_arch; it is no README here.)
It was graded as one: a `README` row of 0 points in every export and exit 3, "some file could not be graded"
(the twenty-fourth pass's section 3). Such a file found in a folder (or an archive) that grade cannot grade
(no n in it, or no count) is skipped and named as the sources are (inputs.skipped_because), beside them; one
that does hold a gradable output (a student's `README.md` of the run's output) is graded as before, and a
file named on the command line is always graded. Part of scripts/grade (cli.main asks it of each entry).
"""
import os

# the file's name before its first dot, in lower case (`README.md`, `Read_Me.txt`, `INSTRUCTIONS`)
_NAMES = frozenset(("readme", "read_me", "read-me", "instructions", "license", "licence", "changelog", "todo"))
WHY = "a README file with no output in it"


def readme_like(name):
    """Whether a file's name is a README's."""
    return os.path.basename(name).split(".", 1)[0].lower() in _NAMES


def no_student(path, entry, batch):
    """Whether the entry graded from path is a folder's README-like file grade cannot grade (no n, no
    count): no student's output, skipped."""
    return path in batch.submission and readme_like(path) and entry["verdict"] == "ungraded" \
        and (entry["n"] is None or entry["reason"].startswith("no count of elements"))
