"""test_hostile9_noise.py - the ninth round's lines that are not the program's output: a compiler's,
valgrind's and a scheduler's lines merged into the output file (read as fields); a debug line's
count behind a logging level; constants labelled by their neighbours' names; data frames' prints.
Run: python3 -m unittest tests.grader.test_hostile9_noise (or make test)."""
import os
import sys
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import COUNTS_1000, RIGHT_1000, SIZES_1000, not_passing, replaced  # noqa: E402
import grading  # noqa: E402
from grading import noise  # noqa: E402
import grading.constants  # noqa: E402,F401

WRONG_X = RIGHT_1000.replace(":: 100024", ":: 99001")

GCC = """smooth.c: In function 'main':
smooth.c:57:5: warning: format '%d' expects argument of type 'int', but argument 2 has type 'long int' [-Wformat=]
   57 |     printf("Number of elements below threshold (X)   :: %d\\n", count);
      |                                                         ~^
      |                                                          |
      |                                                          int
      |                                                         %ld
"""
OLD_GCC = """smooth.c:57:12: warning: conversion to 'float' from 'long int' may alter its value [-Wconversion]
     printf("Fraction of elements below threshold (Y) %10.6f\\n", frac);
            ^
"""
NVCC = 'smooth.cu(88): warning #177-D: variable "nbytes" was declared but never referenced\n'
NVCC_QUOTED = ('smooth.cu(88): warning #177-D: variable "nbytes" was declared but never referenced\n'
               '      size_t nbytes = 1004004 * sizeof(float);\n             ^\n\n'
               'Remark: The warnings can be suppressed with "-diag-suppress <warning-number>"\n\n')
IFORT = "smooth.f90(42): remark #7712: This variable has not been used.   [NINNER]\n"
GFORTRAN = """smooth.f90:42:20:

   42 |     integer :: count_x, count_y
      |                    1
Warning: Unused variable 'count_x' declared at (1) [-Wunused-variable]
"""
RUSTC = """warning: unused variable: `frac_y`
  --> src/main.rs:42:9
   |
42 |     let frac_y = below_y as f64 / (n*n) as f64;
   |         ^^^^^^ help: if this is intentional, prefix it with an underscore: `_frac_y`
   |
   = note: `#[warn(unused_variables)]` on by default

warning: `smooth` (bin "smooth") generated 1 warning
"""
PYTHON = "/home/student/smooth.py:42: RuntimeWarning: overflow encountered in scalar multiply\n  total = (n+2)**2\n"
VALGRIND = """==12345== HEAP SUMMARY:
==12345==     in use at exit: 0 bytes in 0 blocks
==12345==   total heap usage: 3 allocs, 3 frees, 8,033,056 bytes allocated
==12345== ERROR SUMMARY: 0 errors from 0 contexts (suppressed: 0 from 0)
"""
SBATCH = "#SBATCH --mem=4G\n#SBATCH --ntasks=1\n#PBS -l mem=4gb\n#BSUB -M 4096\n"
PBS = """Begin PBS Prologue Mon Nov 20 10:00:01 CST 2026
Job ID:        1234567.pbs01
Resources:     ncpus=1,mem=4gb,walltime=00:05:00
End PBS Prologue Mon Nov 20 10:00:01 CST 2026
"""
LSF = """Resource usage summary:
    CPU time :                                   0.43 sec.
    Max Memory :                                 10 MB
    Average Memory :                             9.00 MB
    Total Requested Memory :                     4096.00 MB
    Delta Memory :                               4086.00 MB

The output (if any) follows:

"""
SEFF = "Memory Utilized: 9.82 MB\nMemory Efficiency: 0.49% of 2.00 GB\n"
TOOLS = {"gcc": GCC, "old gcc": OLD_GCC, "nvcc": NVCC, "nvcc quoted": NVCC_QUOTED, "ifort": IFORT,
         "gfortran": GFORTRAN, "rustc": RUSTC, "python": PYTHON, "valgrind": VALGRIND, "sbatch": SBATCH,
         "pbs": PBS, "lsf": LSF, "seff": SEFF}


class ToolLines(unittest.TestCase):
    """A compiler's, valgrind's, a scheduler's lines in the output: no field's."""

    def test_right_outputs_with_tool_lines_pass(self):
        for name, lines in TOOLS.items():
            for text in (lines + RIGHT_1000, RIGHT_1000 + lines, SIZES_1000 + lines + COUNTS_1000):
                with self.subTest(name, at=text.index(lines)):
                    self.assertEqual(not_passing(text), ("pass", {}))

    def test_wrong_outputs_with_tool_lines_still_fail(self):
        for name, lines in TOOLS.items():
            with self.subTest(name):
                verdict, got = not_passing(lines + WRONG_X)
                self.assertEqual((verdict, got["below_x"][0]), ("fail", "fail"))

    def test_line_numbers_are_kept(self):
        for name, lines in TOOLS.items():
            with self.subTest(name):
                cleaned = noise.without_tool_lines(lines + RIGHT_1000)
                self.assertEqual(cleaned.count("\n"), (lines + RIGHT_1000).count("\n"))
                self.assertTrue(cleaned.endswith(RIGHT_1000))

    def test_the_programs_own_lines_are_kept(self):
        own = ["  0 | 1002 | 1000 | 1004004", "   | Threshold | 0.10 |", "Warning: Y count 13 differs from 12",
               "warning: count_y = 13", "== 1000 ==", "--- n = 1000 ---", "Error: 3 elements", "^ 12",
               "# n = 1000", "Resources: 4 threads", "Memory used per array: 0.00374021 GB",
               "smooth.c compiled with -O2: 1000", "Max error (x): 0"]
        for line in own:
            with self.subTest(line):
                text = line + "\n" + RIGHT_1000 + line + "\n"
                self.assertEqual(noise.without_tool_lines(text), text)

    def test_a_wrong_count_on_an_ordinary_line_still_fails(self):
        for line in ("Number of elements below threshold (X): 99001",
                     "   57 | X count: 99001", "Warning: Number of elements below threshold (X) :: 99001"):
            with self.subTest(line):
                verdict, got = not_passing(RIGHT_1000 + line + "\n")
                self.assertEqual((verdict, got["below_x"][0]), ("fail", "fail"))

    def test_a_source_line_is_quoted_only_under_a_diagnostic(self):
        text = RIGHT_1000 + "Number of elements below threshold (Y) :: 13\n     ^\n"
        verdict, got = not_passing(text)
        self.assertEqual((verdict, got["below_y"][0]), ("fail", "fail"))

    def test_a_large_output_is_looked_at_in_its_first_and_last_part(self):
        chatter = "".join(f"iteration {i}: count below threshold = {4000 + i % 1000}\n" for i in range(120000))
        text = VALGRIND + chatter + RIGHT_1000 + NVCC + VALGRIND
        self.assertGreater(len(text), noise.WHOLE)
        began = time.process_time()
        cleaned = noise.without_tool_lines(text)
        self.assertLess(time.process_time() - began, 1.0)
        self.assertEqual(cleaned.count("\n"), text.count("\n"))
        self.assertNotIn("==12345==", cleaned)
        self.assertNotIn("#177-D", cleaned)
        big = chatter * 2
        self.assertIs(noise.without_tool_lines(big), big)  # (nothing to drop: no copy)

    def test_bounded_cost(self):
        for line in ("a" * 4096, "a:1:" * 1024, "(" * 4096, "smooth.c:1:1: warning: " * 170, "==1== " * 600,
                     "#SBATCH " * 500, "   57 | " * 500):
            with self.subTest(line[:20]):
                text = (line + "\nwarning: x\n") * 200
                began = time.process_time()
                noise.without_tool_lines(text)
                self.assertLess(time.process_time() - began, 1.0)


class LevelBeforeALabel(unittest.TestCase):
    """A logging level before a debug line's label: the line is read as its count."""

    LINES = ("DEBUG: count_x = 99001", "INFO: count_x = 99001", "WARNING: count_x = 99001", "ERROR: count_x = 99001",
             "TRACE: count_x = 99001", "warning: X count: 99001", "[debug] x count: 99001", "dbg: count_x=99001",
             "DEBUG - Number of elements below threshold (X): 99001", "<info> count_x = 99001")

    def test_a_debug_lines_wrong_count_fails(self):
        for line in self.LINES:
            for text in (RIGHT_1000 + line + "\n", line + "\n" + RIGHT_1000):
                with self.subTest(line, first=text.startswith(line)):
                    verdict, got = not_passing(text)
                    self.assertEqual((verdict, got["below_x"][0]), ("fail", "fail"))
                    self.assertIn("two different values", got["below_x"][1])

    def test_a_debug_lines_right_count_passes(self):
        for line in self.LINES:
            with self.subTest(line):
                self.assertEqual(not_passing(RIGHT_1000 + line.replace("99001", "100024") + "\n"), ("pass", {}))

    def test_a_loggers_level_on_every_line_still_passes(self):
        for level in ("DEBUG: ", "INFO: ", "[info] ", "WARNING - "):
            with self.subTest(level):
                text = "".join(level + line + "\n" for line in RIGHT_1000.splitlines())
                self.assertEqual(not_passing(text), ("pass", {}))

    def test_error_words_in_a_label_are_still_no_count(self):
        for line in ("Max error: 0", "Error count: 3", "error (x): 0.0", "Warnings: 2"):
            with self.subTest(line):
                self.assertEqual(not_passing(RIGHT_1000 + line + "\n"), ("pass", {}))


CONSTANTS = "Smoothing constants (a, b, c)            :: 0.05 0.10 0.40\n"


class ConstantsByNeighbours(unittest.TestCase):
    """Constants labelled by their neighbours' names: the label's order says which value is which."""

    IN_ORDER = ("Weights (centre, edge, corner): {c} {b} {a}", "Stencil weights (center, side, diagonal): {c} {b} {a}",
                "Smoothing constants (centre c, edge b, corner a): {c} {b} {a}", "Stencil (corner, edge, centre): {a} {b} {c}",
                "Coefficients (centre, edges, corners) = {c}, {b}, {a}", "Weights (centre/edge/corner): {c} / {b} / {a}",
                "Smoothing weights (edge, corner, centre): {b} {a} {c}", "Weights: centre, edge, corner = {c}, {b}, {a}",
                "Weights (self, neighbours, diagonals): {c} {b} {a}")
    PER_LINE = ("Diagonal weight a = {a}\nEdge weight b = {b}\nCentre weight c = {c}\n",
                "Corner weight (a): {a}\nEdge weight (b): {b}\nCenter weight (c): {c}\n",
                "a (corners) = {a}\nb (edges) = {b}\nc (centre) = {c}\n")

    def test_a_stated_order_of_names_is_read(self):
        for line in self.IN_ORDER:
            with self.subTest(line):
                self.assertEqual(not_passing(replaced(CONSTANTS, line.format(a=0.05, b=0.1, c=0.4) + "\n")), ("pass", {}))

    def test_values_in_the_wrong_order_for_the_names_fail(self):
        for line in self.IN_ORDER:
            with self.subTest(line):
                verdict, got = not_passing(replaced(CONSTANTS, line.format(a=0.4, b=0.1, c=0.05) + "\n"))
                self.assertEqual((verdict, got["constants"][0]), ("fail", "fail"))

    def test_one_a_line_named_by_letter_and_neighbour(self):
        for lines in self.PER_LINE:
            with self.subTest(lines):
                self.assertEqual(not_passing(replaced(CONSTANTS, lines.format(a=0.05, b=0.1, c=0.4))), ("pass", {}))
                verdict, got = not_passing(replaced(CONSTANTS, lines.format(a=0.4, b=0.1, c=0.05)))
                self.assertEqual((verdict, got["constants"][0]), ("fail", "fail"))

    def test_a_name_and_a_letter_that_disagree_name_no_constant(self):
        self.assertIsNone(grading.constants.one_constant("Corner weight (b)"))
        self.assertIsNone(grading.constants.stated_order("Weights (centre a, edge, corner)"))
        self.assertEqual(grading.constants.stated_order("Weights (centre, edge, corner)"), ("c", "b", "a"))


NAMES = ["n", "row", "total", "total_inner", "mem_gb", "threshold", "a", "b", "c", "below_x", "frac_x", "below_y",
         "frac_y"]
VALUES = ["1000", "1002", "1004004", "1000000", "0.00374021", "0.1", "0.05", "0.1", "0.4", "100024", "0.100024", "12",
          "1.2e-05"]
WRONG = [v if v != "100024" else "99001" for v in VALUES]


def pandas(values, index="0"):
    widths = [max(len(a), len(b)) for a, b in zip(NAMES, values)]
    return (" " * len(index) + "".join(f"  {n:>{w}}" for n, w in zip(NAMES, widths)) + "\n"
            + index + "".join(f"  {v:>{w}}" for v, w in zip(values, widths)) + "\n")


def r_frame(values):  # R's print: one space apart, a 1 before the row
    widths = [max(len(a), len(b)) for a, b in zip(NAMES, values)]
    return (" " + "".join(f" {n:>{w}}" for n, w in zip(NAMES, widths)) + "\n"
            + "1" + "".join(f" {v:>{w}}" for v, w in zip(values, widths)) + "\n")


def julia(values):
    widths = [max(len(a), len(b), 7) for a, b in zip(NAMES, values)]
    types = ["Int64"] * 5 + ["Float64"] * 8
    return (f"1×{len(NAMES)} DataFrame\n"
            + " Row │ " + " ".join(f"{n:<{w}}" for n, w in zip(NAMES, widths)) + "\n"
            + "     │ " + " ".join(f"{t:<{w}}" for t, w in zip(types, widths)) + "\n"
            + "─────┼" + "─" * sum(w + 1 for w in widths) + "\n"
            + "   1 │ " + " ".join(f"{v:>{w}}" for v, w in zip(values, widths)) + "\n")


def polars(values):
    widths = [max(len(a), len(b), 3) for a, b in zip(NAMES, values)]
    row = lambda cells: "│ " + " ┆ ".join(f"{c:<{w}}" for c, w in zip(cells, widths)) + " │\n"  # noqa: E731
    rule = lambda left, mid, right, line: left + mid.join(line * (w + 2) for w in widths) + right + "\n"  # noqa: E731
    return (f"shape: (1, {len(NAMES)})\n" + rule("┌", "┬", "┐", "─") + row(NAMES) + row(["---"] * len(NAMES))
            + row(["i64"] * 5 + ["f64"] * 8) + rule("╞", "╪", "╡", "═") + row(values) + rule("└", "┴", "┘", "─"))


class DataFrames(unittest.TestCase):
    """A data frame's print: its index column no data, its borders and type row a table's."""

    def test_frames_are_graded(self):
        for name, frame in (("pandas", pandas), ("r", r_frame), ("julia", julia), ("polars", polars)):
            with self.subTest(name):
                self.assertEqual(not_passing(frame(VALUES)), ("pass", {}))
                verdict, got = not_passing(frame(WRONG))
                self.assertEqual((verdict, got["below_x"][0]), ("fail", "fail"))

    def test_an_index_of_several_rows(self):
        text = pandas(VALUES) + pandas(VALUES, "1").splitlines(True)[1]
        self.assertEqual(not_passing(text), ("pass", {}))

    def test_a_first_value_that_is_no_index_is_read(self):
        # one name short, a value first that no index is: not dropped (the table does not fit its header)
        verdict, _ = not_passing(pandas(VALUES, "7"))
        self.assertNotEqual(verdict, "pass")

    def test_a_type_row_or_border_alone_changes_nothing(self):
        from grading import frames
        lines = ["Int64 is the type", "x │ 12", "Number of elements below threshold (X) :: 100024"]
        kept = list(lines)
        frames.unframe(lines)
        self.assertEqual(lines[0], kept[0])
        self.assertEqual(lines[2], kept[2])


if __name__ == "__main__":
    unittest.main()
