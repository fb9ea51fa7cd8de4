"""test_hostile13_prefixes.py - the thirteenth hostile pass (h13b) findings 4 and 10: a logger's prefix
before one line's label (`INFO n = 1000, rows = 1002`, `main: n = 1000, ...`, env_logger's, logrus',
Python's and Go slog's) is no part of the label; a line of one token repeated costs time linear in its
length (`Total/inner elements: 1004004/1004004/...`, `below y: 12 (sweep 1), 12 (sweep 1), ...`,
`Summary: n=1000, n=1000, ...`).
Run: python3 -m unittest tests.grader.test_hostile13_prefixes (or make test)."""
import os
import sys
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import RIGHT_1000, SIZES_1000, grading, not_passing  # noqa: E402

ROW, INNER = (line + "\n" for line in SIZES_1000.splitlines()[:2])
REST = RIGHT_1000.replace(ROW, "").replace(INNER, "")


def sizes_as(line):
    """The right n = 1000 output, its two size lines one line of the logger's."""
    return line + "\n" + REST


RIGHT_PREFIXED = (
    "INFO n = 1000, rows = 1002",  # Python's '%(levelname)s %(message)s'
    "DEBUG n = 1000, rows = 1002",
    "main: n = 1000, rows = 1002",  # C's printf("%s: ...", __func__, ...)
    "run_smoothing: n = 1000, rows = 1002",
    "smooth: n = 1000, rows = 1002",
    "INFO n=1000 rows=1002",
    "INFO smooth: n=1000 rows=1002",
    "[INFO  smooth] n=1000 rows=1002",  # Rust's env_logger
    "[2026-11-29T10:00:00Z INFO  smooth] n = 1000, rows = 1002",
    "INFO[0000] run  n=1000 rows=1002",  # logrus' text
    'time="2026-11-29T10:00:00Z" level=info msg="n = 1000, rows = 1002"',  # logrus' logfmt
    "INFO:root:n=1000 rows=1002",  # Python's default format
    "time=2026-11-29T10:00:00.000Z level=INFO msg=run n=1000 rows=1002",  # Go's slog
    "2026-11-29 10:00:00 main: n = 1000, rows = 1002",
)


class LoggerPrefixOnOneLine(unittest.TestCase):
    """F4: a logging level or a function's name before one line's label lost n (the file graded at 998)"""

    def test_right_sizes_pass(self):
        for line in RIGHT_PREFIXED:
            with self.subTest(line=line):
                self.assertEqual(not_passing(sizes_as(line)), ("pass", {}))

    def test_wrong_row_fails(self):
        """the row printed as n ('rows = 1000') still fails behind each prefix"""
        for line in RIGHT_PREFIXED:
            with self.subTest(line=line):
                verdict, bad = not_passing(sizes_as(line.replace("1002", "1000")))
                self.assertEqual(verdict, "fail")
                self.assertIn("row", bad)

    def test_wrong_n_fails(self):
        for line in ("INFO n = 1002, rows = 1002", "main: n = 998, rows = 1000",
                     'level=info msg="n = 1002, rows = 1004"'):
            with self.subTest(line=line):
                self.assertEqual(not_passing(sizes_as(line))[0], "fail")

    def test_every_line_prefixed_wrong_y_fails(self):
        for prefix in ("INFO ", "[INFO  smooth] ", "INFO:root:", "main: "):
            with self.subTest(prefix=prefix):
                text = "".join(prefix + line + "\n" for line in RIGHT_1000.splitlines())
                self.assertEqual(not_passing(text), ("pass", {}))
                verdict, bad = not_passing(text.replace(":: 12\n", ":: 13\n"))
                self.assertEqual(verdict, "fail")
                self.assertEqual(bad["below_y"][0], "fail")

    def test_own_names_stay_the_labels(self):
        """a name that is the line's own (an array's, a version's) is not dropped as a function's"""
        from grading.loggers import prefix_end
        for line in ("x: n = 1000", "GPU: n = 1000", "Inner: n = 1000", "smoothed: n = 1000", "Grid: n = 1002",
                     "INFO 12 found"):
            with self.subTest(line=line):
                self.assertEqual(prefix_end(line), 0)


if __name__ == "__main__":
    unittest.main()
