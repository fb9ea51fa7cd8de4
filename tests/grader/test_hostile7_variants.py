"""test_hostile7_variants.py - the seventh hostile pass's findings on versions' counts and on
memory: a GPU's count on the CPU's line (H5), a version's word inside a snake_case name (M5), a
total beside a bigger partial (M1), memory's bracketed second printing (M2), and memory per array
and in total on one line (H6). Run: python3 -m unittest tests.grader.test_hostile7_variants (or
make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import COUNTS_1000, SIZES_1000, entry_of  # noqa: E402
from grading import fields  # noqa: E402

X_1000 = "".join(COUNTS_1000.splitlines(True)[:2])
FRACTION_Y = "Fraction of elements below threshold     :: 1.20000E-05\n"


def graded(text):
    entry = entry_of(text)
    return entry["verdict"], {key: f["status"] for key, f in entry["fields"].items() if f["status"] != "pass"}


def with_y(lines):
    """A right n = 1000 summary whose Y count is printed as `lines`."""
    return SIZES_1000 + X_1000 + lines + FRACTION_Y


ONE_LINE = ("Number of elements below threshold (Y)   :: CPU {} GPU {}\n",
            "Number of elements below threshold (Y)   :: cpu: {}, gpu: {}\n",
            "Number of elements below threshold (Y)   :: serial {}, parallel {}\n",
            "Y below threshold: reference {}, cuda {}\n",
            "Y below threshold: {} (CPU reference), {} (GPU)\n",
            "Number of elements below threshold (Y) -- CPU: {}  GPU: {}\n")


class VersionsOnOneLine(unittest.TestCase):
    """H5: each version's count on one line is a statement of its own, the second the field's
    second result."""

    def test_wrong_gpu_count_fails(self):
        for line in ONE_LINE:
            with self.subTest(line=line):
                verdict, failed = graded(with_y(line.format(12, 13)))
                self.assertEqual(verdict, "fail")
                self.assertEqual(failed, {"below_y2": "fail"})

    def test_right_counts_pass(self):
        for line in ONE_LINE:
            with self.subTest(line=line):
                self.assertEqual(graded(with_y(line.format(12, 12))), ("pass", {}))

    def test_split(self):
        self.assertEqual(fields._parts("Y below threshold :: CPU 12 GPU 13"),
                         ("Y below threshold (CPU) :: 12", "Y below threshold (GPU) :: 13"))

    def test_other_lines_kept(self):
        for line in ("Timing: CPU 1.2 s, GPU 0.3 s", "Y below threshold: cpu 12, cpu 13", "Ran on GPU 0"):
            with self.subTest(line=line):
                self.assertEqual(fields._parts(line), (line,))


class SnakeCaseVersions(unittest.TestCase):
    """M5: 'below_y_gpu' names Y's GPU version, as 'Y below threshold (GPU)' does."""

    def test_dict_and_lines(self):
        for lines in ("{'below_y_cpu': 12, 'below_y_gpu': 13}\n", "below_y_cpu = 12\nbelow_y_gpu = 13\n"):
            with self.subTest(lines=lines):
                self.assertEqual(graded(with_y(lines)), ("fail", {"below_y2": "fail"}))
                self.assertEqual(graded(with_y(lines.replace("13", "12"))), ("pass", {}))



class TotalBesideBiggerPartial(unittest.TestCase):
    """M1: counts beside a Total's line are its ranks' partials only where none of them, nor their
    sum, is more than the total."""

    def test_bigger_partial_is_a_second_value(self):
        for before in ("Number of elements below threshold (Y)   :: 40\n",
                       "Number of elements below threshold (Y)   :: 8\nNumber of elements below threshold (Y)   :: 8\n"):
            with self.subTest(before=before):
                text = with_y(before + "Total number of elements below threshold (Y) :: 12\n")
                self.assertEqual(graded(text), ("fail", {"below_y": "fail"}))

    def test_partials_pass(self):
        text = with_y("Number of elements below threshold (Y)   :: 5\nNumber of elements below threshold (Y)   :: 7\n"
                      "Total number of elements below threshold (Y) :: 12\n")
        self.assertEqual(graded(text), ("pass", {}))


MEMORY = "Memory (GB) used per array               :: 0.00374021\n"


def with_memory(line):
    """A right n = 1000 summary whose memory line is `line`."""
    return (SIZES_1000.replace(MEMORY, line) + COUNTS_1000)


class MemoryInBrackets(unittest.TestCase):
    """M2: memory in brackets after memory is a second printing of it, and must agree."""

    def test_wrong_bracket_fails(self):
        for aside in ("4016020 bytes", "3.74 MB"):
            with self.subTest(aside=aside):
                text = with_memory(f"Memory (GB) used per array :: 0.00374021 ({aside})\n")
                self.assertEqual(graded(text), ("fail", {"memory": "fail"}))

    def test_right_bracket_passes(self):
        for aside in ("4016016 bytes", "3.83 MiB", "4.01602 MB"):
            with self.subTest(aside=aside):
                text = with_memory(f"Memory (GB) used per array :: 0.00374021 ({aside})\n")
                self.assertEqual(graded(text), ("pass", {}))


class MemoryPerArrayAndTotal(unittest.TestCase):
    """H6: memory per array and in total on one line are two statements: the total set aside."""

    def test_total_set_aside(self):
        for rest in (", 0.00748042 GB total", ", 0.00748042 GB for both arrays", "; 0.00748042 GB in total"):
            with self.subTest(rest=rest):
                self.assertEqual(graded(with_memory(f"Memory: 0.00374021 GB per array{rest}\n")), ("pass", {}))

    def test_wrong_per_array_fails(self):
        self.assertEqual(graded(with_memory("Memory: 0.00748042 GB per array, 0.01496084 GB total\n")),
                         ("fail", {"memory": "fail"}))

    def test_unnamed_memories_differ(self):
        self.assertEqual(graded(with_memory("Memory: 0.00374021 GB, 0.00748042 GB\n"))[0], "fail")


if __name__ == "__main__":
    unittest.main()
