"""classnotes.py - what a student's Canvas Notes cell and feedback text say about points and files: the fields a
FAIL lost points on (lost_note), and file names as the student handed them in, not the teacher's disk paths
(in_submission). Part of the grader (lms.py and cli.py use them); pure functions.
"""
import os
import re

from .words import LABELS

MOST_NAMED = 4  # fields a Notes cell names; more: "and K more"


def lost_note(entry, per_field, lossless=""):
    """'FAIL: <field> missing (-2); ...' for a FAIL whose points fall short, from score()'s per_field
    {key: (earned, most)}; lossless (lms.fail_without_loss) where a FAIL lost nothing; '' for other verdicts.
    A 19 of 20 whose only loss is a field not printed said why (the thirty-fourth pass's L3: an empty cell)."""
    if entry.get("verdict") != "fail" or entry.get("grader_defect"):
        return ""
    lost = []
    for key, (earned, most) in per_field.items():
        field = entry["fields"].get(key)
        if field is None or earned >= most:
            continue
        how = {"missing": "missing", "plausible": "unverified"}.get(field["status"], "wrong")
        lost.append(f"{LABELS[key]} {how} (-{most - earned:g})")
    if not lost:
        return f"FAIL: {lossless}" if lossless else ""
    more = len(lost) - MOST_NAMED
    return "FAIL: " + "; ".join(lost[:MOST_NAMED]) + (f"; and {more} more" if more > 0 else "")


def in_submission(text, folders):
    """text with each given folder's path cut before the file names it holds (the class folder's
    /home/teacher/hw3/ before 'smithjohn_45678_900005_hw/run2.txt'): a student's feedback and the Notes name
    their files as handed in, not where the teacher keeps them (the thirty-fourth pass's L2). A file given
    alone keeps only its name. Cut only where a path starts (after a space, a bracket, a quote or a colon)."""
    for folder in sorted(folders, key=len, reverse=True):
        root = folder if os.path.isdir(folder) else os.path.dirname(folder)
        root = root.rstrip(os.sep)
        if not root or root == ".":
            continue
        text = re.sub(r"(?<![^\s(\['\",:])" + re.escape(root + os.sep), "", text)
    return text
