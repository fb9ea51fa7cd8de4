"""test_hostile4_left.py - what the fourth hostile pass left, fixed: one memory in two units (H4),
one label naming both arrays before or after their two values (H5), and a program's output shown
as Python shows a value, in a notebook or a text file (M1). Run: python3 -m unittest
tests.grader.test_hostile4_left (or make test)."""
import json
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import COUNTS_1000, SIZES_1000, entry_of  # noqa: E402
from grading import fields, notebook  # noqa: E402

RIGHT = SIZES_1000 + COUNTS_1000
MEMORY = "Memory (GB) used per array               :: 0.00374021\n"


def passes(text):
    entry = entry_of(text)
    return entry["verdict"], {key: f["status"] for key, f in entry["fields"].items() if f["status"] != "pass"}


class MemoryInTwoUnits(unittest.TestCase):
    """H4: '0.00374021 GB' and '4016016 bytes' are one memory (its bytes), judged at the finer."""

    def test_same_memory_in_another_unit_passes(self):
        for line in ("Memory used per array: 4016016 bytes", "Memory per array: 3.83 MiB", "Memory per array: 4.016 MB",
                     "Memory per array (KiB): 3922"):
            with self.subTest(line=line):
                self.assertEqual(passes(RIGHT + line + "\n"), ("pass", {}))

    def test_finer_wrong_printing_is_judged(self):
        """4016020 bytes agrees with 0.00374021 GiB (5.4 bytes a last digit) but is not 4016016"""
        found = fields.read_output(MEMORY + "Memory used per array: 4016020 bytes\n")["fields"]["memory"]
        self.assertEqual((found.text, found.error), ("4016020", None))
        self.assertEqual(passes(RIGHT + "Memory used per array: 4016020 bytes\n")[1], {"memory": "fail"})

    def test_another_memory_differs(self):
        for line in ("Memory used per array: 8032032 bytes", "Memory per array: 3.9 MiB"):
            with self.subTest(line=line):
                found = fields.read_output(MEMORY + line + "\n")["fields"]["memory"]
                self.assertIn("two different values", found.error or "")


def _with_counts(lines):
    """A right n = 1000 output whose count and fraction lines are `lines`."""
    return SIZES_1000 + "".join(line + "\n" for line in lines)


class BothArraysOneLabel(unittest.TestCase):
    """H5: one label names both arrays, their values after it or before it; the label may hold the
    threshold (0.1), which is no count."""

    LAYOUTS = (("Below 0.1 in x and y: 100024 and 12", "Fraction below 0.1 in x and y: 0.100024 and 1.2e-05"),
               ("Elements below 0.1 (x, y): 100024 12", "Fraction (x, y): 0.100024 0.000012"),
               ("count below 0.1 in X, Y: 100024, 12", "fraction below 0.1 in X, Y: 10.0024%, 0.0012%"),
               ("100024 and 12 elements below 0.1 in x and y", "0.100024 and 1.2e-05 fraction below 0.1 in x and y"),
               ("Elements below threshold before and after smoothing: 100024, 12",
                "Fraction below threshold before and after smoothing: 0.100024, 0.000012"),
               ("input/output below threshold = 100024 / 12", "input/output fraction below threshold = 0.100024 / 1.2e-5"),
               ("Below threshold in x and y respectively: 100024, 12", "Fraction in x and y respectively: 0.100024, 1.2e-05"),
               ("x & y below 0.1 :: 100024 & 12", "x & y fraction :: 0.100024 & 0.000012"),
               ("Below 0.1 in y and x: 12 and 100024", "Fraction below 0.1 in y and x: 1.2e-05 and 0.100024"))

    def test_right_counts_pass(self):
        for lines in self.LAYOUTS:
            with self.subTest(lines=lines):
                self.assertEqual(passes(_with_counts(lines)), ("pass", {}))

    def test_values_go_to_the_arrays_named_in_order(self):
        """the same values with the names swapped: X's count printed for Y, and Y's for X"""
        got = passes(_with_counts(("Below 0.1 in y and x: 100024 and 12",)))
        self.assertEqual((got[1].get("below_x"), got[1].get("below_y")), ("fail", "fail"))

    def test_not_two_arrays(self):
        """a label whose two names are not the two arrays, or that is no label, is not split"""
        for line in ("Smoothing constants a and b: 0.05 0.1", "x and y: 100024 12", "Grid size in x and x: 1000 1000"):
            with self.subTest(line=line):
                self.assertEqual(fields._parts(line), (line,))


def _notebook(value=None, stream=None):
    output = ({"output_type": "execute_result", "execution_count": 1, "metadata": {}, "data": {"text/plain": value}}
              if value is not None else {"output_type": "stream", "name": "stdout", "text": stream})
    return json.dumps({"nbformat": 4, "nbformat_minor": 5, "metadata": {},
                       "cells": [{"cell_type": "code", "source": "run", "metadata": {}, "execution_count": 1,
                                  "outputs": [output]}]})


class OutputShownAsAValue(unittest.TestCase):
    """M1: the output a cell shows as Python's value of it (bytes, a str, a list of lines, a
    CompletedProcess) is read as the text it holds."""

    def graded(self, text, path="hw.ipynb"):
        return passes(notebook.outputs_text(text, path))

    def test_cell_values(self):
        import pprint
        shown = {"bytes": repr(RIGHT.encode()), "str": repr(RIGHT), "lines": repr(RIGHT.splitlines()),
                 "pprint lines": pprint.pformat(RIGHT.splitlines()),
                 "CompletedProcess": f"CompletedProcess(args=['./smooth'], returncode=0, stdout={RIGHT!r}, stderr='')"}
        for name, value in shown.items():
            with self.subTest(name=name):
                self.assertEqual(self.graded(_notebook(value=value)), ("pass", {}))

    def test_printed_bytes(self):
        """print(subprocess.check_output(...)), in a notebook (pprint's pieces too) and in a text file"""
        import pprint
        self.assertEqual(self.graded(_notebook(stream=pprint.pformat(RIGHT.encode(), width=60) + "\n")), ("pass", {}))
        self.assertEqual(self.graded(repr(RIGHT.encode()) + "\n", "out.txt"), ("pass", {}))

    def test_json_strings_are_left_alone(self):
        """a JSON string's newline is the record's, not an output's lines"""
        text = '{"notes": "a\\nb", "below_x": 100024}\n'
        self.assertEqual(notebook.outputs_text(text, "out.json"), text)

    def test_bounded(self):
        """a text past MAX_QUOTED_TEXT is not looked at; literals past MAX_LITERAL are left as they are"""
        big = "'\\n' " * (notebook.MAX_QUOTED_TEXT // 5 + 1)
        self.assertIs(notebook.unquoted(big), big)
        many = "'a\\nb' " * (notebook.MAX_LITERAL // 7 + 3000)  # (the last chain of literals is past it)
        self.assertTrue(notebook.unquoted(many).endswith("'a\\nb' "))


if __name__ == "__main__":
    unittest.main()
