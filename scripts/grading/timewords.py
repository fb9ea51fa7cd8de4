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
