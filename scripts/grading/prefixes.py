"""prefixes.py - the pieces of lines.without_prefix's rule (a prefix the lines share): where a line's
prefix can end, the regular expression a prefix stands for (its digits, blanks and logging level
masked), and the words that make a start a label's, never a prefix. A label's word with a number
after it that names a process, a thread or a device ('Rank 0: ', 'Thread 0: ', 'GPU0: ', a host's
'c401-101: ') is an id: such a prefix is kept with its number as printed, so only a start the same to
its id on most lines is dropped (one rank's output), never the tags of several ranks. A file's line
('smooth.c:43: ', MSVC's 'smooth.c(43): ', 'smooth.c, line 43: ') names no label by its extension.
Part of the grader; pure functions; each pattern bounded (a prefix is 64 characters at most).
"""
import re

from .words import VOCABULARY, X_WORDS, Y_WORDS

# Where a line's prefix can end: a colon (none of '::'), ' - ', '|' or ']' with the blanks after it, a
# logging level and a blank, or a
# time of day and the blanks after it ('12:00:01 ', '12:00:01,123 ').
_PREFIX_END = re.compile(r"(?<![\d:])\d{1,2}:\d\d(?::\d\d)?(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?[ \t]+"
                         r"|(?<!:):(?!:)[ \t]*|[ \t]+-[ \t]+|\|[ \t]*|\][ \t]*"
                         r"|(?<![A-Za-z])(?:DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL)[ \t]+(?![-|:])"  # ('10:00:01 INFO ')
                         r"|\.[A-Za-z]{1,4}:\d{1,6}(?::(?!:))?[ \t]+"  # a file's line: 'smooth.py:43 ', 'smooth.c:43: '
                         r"|\)[ \t]+"  # a function's call or a parenthesis: 'main() ', '(smooth.c:43) '
                         r"|(?<=\d)(?:s|ms|us)[ \t]+"  # an elapsed time: 't=0.123s ', '+12ms '
                         r"|^[ \t]*(?:>[ \t]+){1,4}|^[ \t]*%[ \t]+")  # a quote's or a comment's mark: '> ', '> > ', '% '
# (MARKS: no word or digit in it; not a session's prompt: '>> ', '>>> ', R's '> ' where the text is an R session)
MARKS = ">%"
# A file's name's extension before its line's number ('.c' of 'smooth.c:43', 'smooth.c(43)', 'smooth.c, line 43').
_EXTENSION = re.compile(r"\.([A-Za-z]{1,4})(?=:\d|\(\d|,[ \t]*line[ \t]+\d)")
# A prefix's pieces: its digits (a time, a line number, a rank), blanks and a logging level stand for any.
_PREFIX_PIECE = re.compile(r"(\d+)|([ \t]+)|(?<![A-Za-z])(DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL|FATAL|NOTICE|TRACE)"
                           r"(?![A-Za-z])|([A-Za-z]+)|(.)", re.IGNORECASE | re.DOTALL)
_LEVELS = r"(?i:DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL|FATAL|NOTICE|TRACE)"
# Words a label or a progress line is read by: a start with one ('X: ', 'Count (Y): ', 'iteration 12: ',
# 'rank 0: ', 'GPU: ') is the line's own, never a logger's.
_LABEL_WORDS = VOCABULARY | X_WORDS | Y_WORDS | {"n", "nx", "ny", "count", "a", "b", "c", "sweep", "sweeps", "iter",
                                                 "epoch", "round", "pass", "gpu", "cuda", "device", "host", "cpu",
                                                 "serial", "sequential", "parallel", "reference"}  # (words.VARIANT's)
# A label's words that, a number after them, name a process, a thread or a device ('Rank 0', 'GPU 1'), and
# those that, glued to a number ('x1', 'n1000', 'iter3'), are no id ('GPU0', 'c401' are).
_ID_WORDS = {"rank", "thread", "proc", "process", "task", "gpu", "cpu", "device", "host", "node", "worker", "core",
             "cuda", "pe", "image"}
_VALUE_WORDS = X_WORDS | Y_WORDS | {"n", "nx", "ny", "sweep", "sweeps", "iter", "epoch", "round", "pass", "step",
                                    "steps", "iteration", "size", "row", "rows", "count", "total"}
PREFIX_SAMPLE = 1 << 18  # characters of a text's start and of its end in which its lines' prefixes are counted
_PREFIX_MAX = 64  # a prefix's characters at most
_WORD_OR_DIGIT, _WORD_START = re.compile(r"[A-Za-z0-9]"), re.compile(r"[^\W\d]")  # (a letter or '_': '__main__')
_FIRST_WORD = re.compile(r"_*[^\W\d_]*")


def _id(pieces, at):
    """How many pieces from pieces[at], a label's word, make an id ('GPU0', 'Rank 0'): 0 if none."""
    word = pieces[at][3].lower()
    if at + 1 < len(pieces) and pieces[at + 1][0]:
        return 2 if word not in _VALUE_WORDS else 0
    if at + 2 < len(pieces) and pieces[at + 1][1] and pieces[at + 2][0]:
        return 3 if word in _ID_WORDS else 0
    return 0


def prefix_pattern(prefix):
    """A regular expression for prefix and those like it, or None where prefix names a label's word
    (but in a logger's name: a level, then no blank, 'INFO:smooth.output:'; or an id, kept as printed)."""
    pattern, pieces = [], _PREFIX_PIECE.findall(prefix.strip(" \t"))
    logger = bool(pieces and pieces[0][2] and not any(blanks for _, blanks, _, _, _ in pieces))
    extensions = {m.group(1).lower() for m in _EXTENSION.finditer(prefix)}  # ('c' of 'smooth.c:43: ')
    at = 0
    while at < len(pieces):
        digits, blanks, level, word, other = pieces[at]
        if word.lower() in _LABEL_WORDS and not logger and word.lower() not in extensions:
            taken = _id(pieces, at)
            if not taken:
                return None
            pattern.append(re.escape(word) + (r"[ \t]+" if taken == 3 else "") + pieces[at + taken - 1][0])
            at += taken
            continue
        pattern.append(r"\d+" if digits else r"[ \t]+" if blanks else _LEVELS if level else re.escape(word or other))
        at += 1
    return "".join(pattern) + r"[ \t]*"
