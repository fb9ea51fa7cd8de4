"""test_hostile11.py - the eleventh hostile pass's findings the lead fixed (the fixers' are in
test_hostile11_*.py). Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_hostile11"""
import json
import unittest

from tests.grader.a_support import SIZES_1000, COUNTS_1000, not_passing
from grading import notebook


def _notebook(*cells):
    """A notebook's JSON: a code cell per (source, outputs)."""
    return json.dumps({"nbformat": 4, "nbformat_minor": 5, "metadata": {},
                       "cells": [{"cell_type": "code", "source": source, "outputs": outputs, "metadata": {}}
                                 for source, outputs in cells]})


def _stream(text):
    return {"output_type": "stream", "name": "stdout", "text": text}


def _shown(text):
    return {"output_type": "execute_result", "execution_count": 1, "data": {"text/plain": text}, "metadata": {}}


class ShownValues(unittest.TestCase):
    SIZES = SIZES_1000.replace("Memory (GB) used per array               :: 0.00374021\n", "")

    def test_a_value_shown_is_labelled_by_the_expression_showing_it(self):
        """a cell `mem = N*N*4/2**30` then `mem`, showing 0.0037402063608169556: the memory (it was MISSING)"""
        text = notebook.outputs_text(_notebook(("print('''" + self.SIZES + "''')", [_stream(self.SIZES)]),
                                               ("mem = N*N*4/2**30\nmem", [_shown("0.0037402063608169556")]),
                                               ("print(counts)", [_stream(COUNTS_1000)])), "hw.ipynb")
        self.assertIn("mem = 0.0037402063608169556\n", text)
        self.assertEqual(not_passing(text), ("pass", {}))

    def test_a_wrong_value_shown_fails(self):
        text = notebook.outputs_text(_notebook(("print(s)", [_stream(self.SIZES)]),
                                               ("x.nbytes / 2**30", [_shown("0.0037252902984619")]),
                                               ("print(counts)", [_stream(COUNTS_1000)])), "hw.ipynb")
        verdict, fields = not_passing(text)
        self.assertEqual((verdict, fields["memory"][0]), ("fail", "fail"))

    def test_statements_and_tables_are_not_labels(self):
        for source in ("a = 3", "for i in r:", "print(x)", "%time f()", "# y", "y = 2  # comment"):
            self.assertEqual(notebook._labelled({"source": ["z = 1\n", source]}, "0.5", {}), "0.5", source)
        # a comment after an expression is its words (the thirteenth pass: test_hostile13_layouts)
        self.assertEqual(notebook._labelled({"source": ["z = 1\n", "y  # comment"]}, "0.5", {}), "y (comment) = 0.5\n")
        self.assertEqual(notebook._labelled({"source": "df"}, "   a  b\n0  1  2\n", {}), "   a  b\n0  1  2\n")
        self.assertEqual(notebook._labelled({"source": "np.sum(y[1:-1, 1:-1] < t)"}, "12", {}),
                         "np.sum(y[1:-1, 1:-1] < t) = 12\n")


class TwoValuesOfTheConstants(unittest.TestCase):
    def test_a_second_value_of_another_kind_is_named_without_a_crash(self):
        """the constants printed twice, the second a single number (a grade report's '-iterations 100'
        beside 'a b c = 0.05 0.1 0.4'): FAIL, two values named (it raised TypeError in judging's
        _which_wrong, which names the wrong one of a count's two values)"""
        verdict, fields = not_passing(SIZES_1000 + COUNTS_1000 + "smoothing constants: 100\n")
        self.assertEqual(verdict, "fail")
        self.assertIn("two different values", fields["constants"][1])


if __name__ == "__main__":
    unittest.main()
