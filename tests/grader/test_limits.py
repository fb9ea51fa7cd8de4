"""test_limits.py - what one line or one file may cost the grader (issue 66, item 2): a line is
read to lines.MAX_LINE characters, a file to lines.MAX_USEFUL_LINES lines of words and numbers,
and the lines that can say nothing are passed over without a string each; a file past the bounds
is ungraded, and the rest of the class graded and exported."""
import csv
import os
import random
import re
import resource
import subprocess
import sys
import tempfile
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from grading import fields, inputs, lines  # noqa: E402

SUMMARY = open(os.path.join(TOP, "examples", "submissions", "c-printf.txt")).read()
USEFUL = re.compile(r"[A-Za-z\x80-\U0010ffff]")


def by_splitlines(text):
    """What useful_lines must give, the slow way: every line, numbered, kept where it has a letter
    and a digit or a colon."""
    return [(number, line) for number, line in enumerate(text.splitlines(), 1)
            if USEFUL.search(line) and re.search("[0-9:]", line)]


def useful(text):
    """useful_lines's lines that can say something, each checked to be the line of its number."""
    every = text.splitlines()
    got = [(number, line) for number, line, _ in lines.useful_lines(text)]
    assert all(every[number - 1] == line for number, line in got), "a line not numbered as splitlines numbers it"
    return [(number, line) for number, line in got if USEFUL.search(line) and re.search("[0-9:]", line)]


class UsefulLines(unittest.TestCase):
    def test_numbered_as_splitlines(self):
        """useful_lines: the lines that can say something, numbered as splitlines numbers them, any line ends"""
        rng = random.Random(66)
        pieces = ["a 1", "x", "12", "RNG :: libc", "", " ", "é 3", "Threshold 0.1", "::", "\ufeffb 2"]
        ends = ["\n", "\r\n", "\r", "\x0b", "\x0c", "\x1c", "\x85", "\u2028", "\u2029"]
        for _ in range(300):
            text = "".join(rng.choice(pieces) + rng.choice(ends) for _ in range(rng.randint(0, 30)))
            text += rng.choice(["", "a 9"])
            self.assertEqual(useful(text), by_splitlines(text), repr(text))

    def test_blocks_keep_numbers(self):
        """useful_lines: numbers stay right across its blocks, a \\r\\n never split between two"""
        text = "".join(f"iteration {i}: {i}\r\n" if i % 3 else "0.5 0.25\r\n" for i in range(200000))
        self.assertGreater(len(text), 2 * lines.BLOCK)
        self.assertEqual(useful(text), by_splitlines(text))
        text = "".join(f"iteration {i}: count below threshold = {i}\r\n" if i % 3 else "x\r\n" for i in range(200000))
        self.assertEqual(useful(text), by_splitlines(text))  # (lines long enough to be split whole)

    def test_long_line_cut(self):
        """a row of the array on one line (a million numbers): read to MAX_LINE, a whole word at its end"""
        row = "y(1,:) = " + " ".join("0.123456" for _ in range(1000000))
        (number, line, cut), = lines.useful_lines(row + "\n")
        self.assertEqual((number, cut), (1, True))
        self.assertLessEqual(len(line), lines.MAX_LINE)
        self.assertTrue(line.endswith("0.123456"), line[-20:])

    def test_summary_read_beside_a_long_line(self):
        """a long row of the array beside the summary: every summary field read, the line counted as cut"""
        reading = fields.read_output("x row: " + "1 " * 3000000 + "\n" + SUMMARY)
        self.assertEqual(reading["cut_lines"], 1)
        self.assertEqual(fields.size_of(reading)[0], 1000)
        self.assertEqual(reading["fields"]["below_y"].text, "12")

    def test_too_many_lines(self):
        """past MAX_USEFUL_LINES lines of words and numbers: TooManyLines, not minutes of reading"""
        saved = lines.MAX_USEFUL_LINES
        lines.MAX_USEFUL_LINES = 50
        try:
            with self.assertRaises(lines.TooManyLines):
                fields.read_output("a1\n" * 100 + SUMMARY)
            self.assertIn("below_y", fields.read_output("a1\n" * 20 + SUMMARY)["fields"])
        finally:
            lines.MAX_USEFUL_LINES = saved

    def test_printings_kept(self):
        """a field printed a hundred thousand times keeps MAX_PRINTINGS of them, the latest last"""
        text = "Number of elements below threshold (Y) :: 4\n" * 100000 + "Number of elements below threshold (Y) :: 5\n"
        found = fields.read_output(text)["fields"]["below_y"]
        self.assertIn("two different values: 4", found.error or "")

    def test_astral_characters(self):
        """an emoji in an output: read as U+FFFD, so the text keeps 2 bytes a character, not 4"""
        text = inputs.decode("\U0001F600 Threshold :: 0.1\n".encode())
        self.assertEqual(text, "\ufffd Threshold :: 0.1\n")
        self.assertEqual(inputs.decode("é😀".encode("utf-16")), "é😀")  # UTF-16 as it is


CHILD = r"""
import resource, sys
limit = int(sys.argv[3])
resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
sys.path.insert(0, sys.argv[1] + "/scripts")
from grading import fields, inputs
text = inputs.read_text(sys.argv[2])
print(inputs.not_text(text), fields.size_of(fields.read_output(text))[0])
"""


class Memory(unittest.TestCase):
    """A 20 MB output of one kind, read in a child process whose address space is capped at 700 MB
    (the grader itself is about 50 MB of it): before the bounds one line of `1 1 1 ...` took 1.6 GB."""

    def read_capped(self, content):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "out.txt")
            with open(path, "w") as f:
                f.write(content)
            limit = 700 * 2**20
            done = subprocess.run([sys.executable, "-c", CHILD, TOP, path, str(limit)],
                                  capture_output=True, text=True, timeout=300)
        return done

    def test_shapes_in_bounded_memory(self):
        """one line of numbers, short lines, digits without spaces, x without digits: each read in 700 MB"""
        size = 20 * 10**6
        for name, content in (("a line of 1 1 1", "1 " * (size // 2) + "x 1\n" + SUMMARY),
                              ("short lines", "1 1 1 1 1 1 1\n" * (size // 14) + SUMMARY),
                              ("digits", "1" * size + "\n" + SUMMARY), ("x", "x" * size + "\n" + SUMMARY)):
            with self.subTest(name):
                done = self.read_capped(content)
                self.assertEqual((done.returncode, done.stdout.strip()), (0, "None 1000"), done.stderr[-500:])


@unittest.skipUnless(os.path.exists(os.path.join(TOP, "smooth")), "needs ./smooth (make CUDA=0)")
class ClassExported(unittest.TestCase):
    def test_canvas_export_beside_a_huge_line(self):
        """-canvas over a folder with a 20 MB one-line output beside a good one: the good one exported, 20 points"""
        with tempfile.TemporaryDirectory() as folder:
            os.mkdir(os.path.join(folder, "class"))
            with open(os.path.join(folder, "class", "mallorymal_11_1_out.txt"), "w") as f:
                f.write("1 " * 10**7)
            with open(os.path.join(folder, "class", "alicealice_12_2_out.txt"), "w") as f:
                f.write(SUMMARY)
            grades = os.path.join(folder, "grades.csv")

            def limit():
                resource.setrlimit(resource.RLIMIT_AS, (1500 * 2**20, 1500 * 2**20))
            done = subprocess.run([os.path.join(TOP, "scripts", "grade"), "-canvas", grades, "-assignment", "HW",
                                   os.path.join(folder, "class")], capture_output=True, text=True, cwd=TOP,
                                  preexec_fn=limit, timeout=300,  # the limit is grade's: ./smooth itself, not
                                  env=dict(os.environ, SMOOTH=os.path.join(TOP, "smooth")))  # ASan's (make sanitize)
            self.assertEqual(done.returncode, 3, done.stderr[-500:])
            with open(grades) as f:
                rows = {row["ID"]: row["HW"] for row in csv.DictReader(f)}
            self.assertEqual(rows, {"11": "0", "12": "20"})


if __name__ == "__main__":
    unittest.main()
