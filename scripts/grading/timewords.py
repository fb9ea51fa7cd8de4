"""timewords.py - the words of time and speed, one vocabulary for the grader: a timer's words in a
table's title or column ('Time(s)', 'elapsed_ms'), in a line's prose ('12  time: 0.0031 s'), a unit
after a value ('6.56 (s)'), a rate ('Gcells/s', 'per second') and a performance figure ('GFLOPS'). A
value they name is a timing or a speed, never a field. Part of the grader; constants only.
"""
import re

# A time's words, as words.words_of splits a name ('time_s': time, s; 'Elapsed [ms]': elapsed, ms).
TIME_WORDS = frozenset({"time", "times", "timed", "timing", "timings", "timer", "timers", "took", "elapsed",
                        "runtime", "duration", "walltime", "wall", "seconds", "sec", "secs", "ms", "msec", "us",
                        "usec"})
# A performance figure's words: a column of them is no field's either ('speedup', 'GB/s' is RATE's).
SPEED_WORDS = frozenset({"speedup", "gflops", "bandwidth", "efficiency"})
# A time's or speed's word in a line's prose, less the time words that are English too ('let us').
TIMED = re.compile(r"(?i)\b(?:%s)\b" % "|".join(sorted(TIME_WORDS - {"us"} | {"speedup"}, key=len, reverse=True)))
# A time after a value ('6.56 (s)', '12 ms'): a timer row, whatever its label says ('Total runtime').
TIME_UNIT = re.compile(r"\s*(?:\(\s*)?(?:s|sec|secs|seconds?|ms|msec|milliseconds?|us|usec|microseconds?|ns|min|minutes?)"
                       r"\b\)?", re.IGNORECASE)
# A rate: something a second ('Elements updated/s', 'Gcells/s', 'per second', 'MLUPS', 'Gflops').
RATE = re.compile(r"(?i)/[ \t]*s(?:ec)?\b|\bper[ _\t]+s(?:ec(?:ond)?s?)?\b|\b(?:[mg]?lups|gb?ps|[mg]?flops)\b")
# A timestamp that starts a line, a logger's or a run script's ('2026-11-29 10:49:11 ', '10:49:11,123 - ',
# '2026-11-29T10:49:11Z ') and a logging level after it: no field's numbers, the line's own label or value after
# it ('n = 1000', '100024 elements below').
TIMESTAMP = re.compile(r"[ \t]*(?:\d{4}[-/.]\d\d[-/.]\d\d(?:[T \t]\d\d?:\d\d(?::\d\d)?(?:[.,]\d+)?)?|\d\d?:\d\d:\d\d(?:[.,]\d+)?)"
                       r"(?:Z|[ \t]?(?:UTC|[+-]\d\d:?\d\d))?[ \t]*(?:[-|:][ \t]*)?"
                       r"(?:(?:DEBUG|INFO|WARNING|WARN|ERROR|NOTICE)\b[ \t]*(?:[-|:][ \t]*)?)?(?=[A-Za-z_(\[]|(?<=[ \t])\d)")
_DIGIT = re.compile(r"\d")


def says_rate(line, start, end):
    """Whether the words beside a size's value (line[start:end]), as far as the numbers on either side,
    say a rate ('Elements updated/s: 2.4e8', '2.4e8 elements per second'): no size. A rate beyond
    another number is that number's ('n = 1000, 2.4e8 elements/s' keeps n)."""
    before = max((m.end() for m in _DIGIT.finditer(line, 0, start)), default=0)
    after = _DIGIT.search(line, end)
    return bool(RATE.search(line, before, start) or RATE.search(line, end, after.start() if after else len(line)))


# glog's and absl's prefix ('I1120 14:02:11.534020 12345 smooth.cc:89] '), or its source place alone ('smooth.cc:88] '):
# no label's (loggers.py drops it before one line's words; barerecaps.py before a bare recap): a program that prints
# its summary with printf and its results with LOG(INFO) (the thirty-first pass's F13: the count's line unread,
# UNGRADED; the line number 88 read as X)
GLOG = re.compile(r"(?:[IWEF]\d{4}[ \t]+\d\d:\d\d:\d\d(?:\.\d{1,9})?[ \t]+\d{1,10}[ \t]+)?"
                  r"[\w.+-]{1,80}\.(?:c|cc|cpp|cxx|cu|h|hh|hpp|py|rs|go|java|jl|f90|F90)(?::\d{1,6})?\][ \t]+", re.ASCII)
# A run's number before its line ('run 1: ', 'Trial #2: ', 'rep 3/5: '): the repetition's, as a rank's tag is the rank's;
# not a test's or a case's (a self-test on a small grid is another problem), nor a sweep's or an iteration's (progress)
RUN_INDEX = re.compile(r"[ \t]{0,8}(?i:run|trial|rep|repeat|repetition|attempt)[ \t]{0,3}#?[ \t]{0,3}\d{1,4}"
                       r"(?:[ \t]{0,3}(?:of|/)[ \t]{0,3}\d{1,4})?[ \t]{0,3}:[ \t]{1,8}(?=[A-Za-z_(])", re.ASCII)
