"""test_hostile4_inputs.py - the third hostile review's findings on what grade reads: F3, a Jupyter
notebook read as raw JSON (its code and Markdown as output), and F8, UTF-16 without a BOM called
binary."""
import json
import os
import subprocess
import sys
import tempfile
import unittest
from unittest import mock

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import COUNTS_1000, SIZES_1000, TOP, entry_of, runs  # noqa: E402
from grading import inputs, notebook as notebook_module  # noqa: E402

HAVE_SMOOTH = os.path.exists(os.path.join(TOP, "smooth"))
RIGHT = SIZES_1000 + COUNTS_1000
FIELDS = 11


def lines(text):
    return text.splitlines(keepends=True)


def markdown(text):
    return {"cell_type": "markdown", "metadata": {}, "source": lines(text)}


def code(source, *outputs):
    return {"cell_type": "code", "execution_count": 1, "metadata": {}, "source": lines(source),
            "outputs": list(outputs)}


def stream(text, name="stdout", as_list=True):
    return {"name": name, "output_type": "stream", "text": lines(text) if as_list else text}


def shown(text, kind="execute_result"):
    return {"output_type": kind, "data": {"text/plain": lines(text)}, "metadata": {}}


def notebook(*cells):
    return {"cells": list(cells), "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4, "nbformat_minor": 5}


# The student's code and notes: numbers that are not the output (a slice, the size, a threshold)
SOURCE = ("import numpy as np\nn = 1000\nthreshold = 0.1\na, b, c = 0.05, 0.1, 0.4\n"
          "print('Number of elements below threshold (X) ::', (x[1:-1,1:-1] < threshold).sum())\n")
NOTES = "# HW3\nWe use n = 1000 and a threshold of 0.1.\n"
# Code and Markdown stating the right answer, line by line, with nothing run
STATED = "print('''" + RIGHT + "''')\n"


def passes(entry):
    statuses = [f["status"] for f in entry["fields"].values()]
    return entry["verdict"] == "pass" and len(statuses) == FIELDS and set(statuses) == {"pass"}


class Notebooks(unittest.TestCase):
    """F3: a notebook is read as the text of its outputs, never its code or Markdown."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)

    def write(self, name, data):
        path = os.path.join(self.tmp.name, name)
        with open(path, "w" if isinstance(data, str) else "wb") as f:
            f.write(data)
        return path

    def read(self, nb, name="hw3.ipynb", indent=1):
        return inputs.read_text(self.write(name, json.dumps(nb, indent=indent)))

    def test_right_outputs_pass(self):
        """the review's notebook: a right run's stdout, code with x[1:-1,1:-1] and n = 1000, Markdown
        with n = 1000 and 0.1: every field passes (3 failed, the code's numbers read as fields)"""
        text = self.read(notebook(markdown(NOTES), code(SOURCE, stream(RIGHT))))
        self.assertEqual(text, RIGHT)
        self.assertTrue(passes(entry_of(text)), entry_of(text))

    def test_stated_but_not_run_is_ungraded(self):
        """Markdown and code that state the right output line by line, no output saved: ungraded
        (read as JSON, the stated lines passed every field)"""
        nb = notebook(markdown("Our results:\n\n" + RIGHT), code(STATED))
        self.assertTrue(passes(entry_of(json.dumps(nb, indent=1))))  # what the JSON read as text earned
        with self.assertRaises(runs.CannotGrade) as caught:
            self.read(nb)
        self.assertIn("a notebook with no outputs", str(caught.exception))
        self.assertIn("run it and save it", str(caught.exception))

    def test_outputs_missing_do_not_pass_through_the_command(self):
        """the same through scripts/grade: UNGRADED, its reason said, exit 3 (it passed)"""
        nb = notebook(markdown("Our results:\n\n" + RIGHT), code(STATED))
        path = self.write("hw3.ipynb", json.dumps(nb, indent=1))
        done = subprocess.run([sys.executable, os.path.join(TOP, "scripts", "grade"), path],
                              capture_output=True, text=True, timeout=600)
        self.assertEqual(done.returncode, 3, done.stdout + done.stderr)
        self.assertIn("UNGRADED (a notebook with no outputs", done.stdout)

    @unittest.skipUnless(HAVE_SMOOTH, "needs ./smooth (make CUDA=0 smooth)")
    def test_right_outputs_pass_through_the_command(self):
        """scripts/grade on a class folder holding the notebook: PASS"""
        folder = os.path.join(self.tmp.name, "class", "smithjohn_45678_900005_hw")
        os.makedirs(folder)
        with open(os.path.join(folder, "hw3.ipynb"), "w") as f:
            json.dump(notebook(markdown(NOTES), code(SOURCE, stream(RIGHT))), f, indent=1)
        done = subprocess.run([sys.executable, os.path.join(TOP, "scripts", "grade"), os.path.dirname(folder)],
                              capture_output=True, text=True, timeout=600)
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        self.assertIn("hw3.ipynb: PASS", done.stdout)

    def test_outputs_in_order_streams_joined_values_shown(self):
        """streams split anywhere (a string or a list) are joined as printed; a value shown
        (text/plain) begins a line of its own; stderr and tracebacks are not read"""
        half = len(SIZES_1000) // 2
        nb = notebook(code("run()", stream(SIZES_1000[:half], as_list=False), stream(SIZES_1000[half:]),
                           stream("Number of elements below threshold (X)   :: 5\n", name="stderr"),
                           {"output_type": "error", "ename": "E", "evalue": "n = 7", "traceback": ["n = 7"]}),
                      markdown("Y below threshold :: 99"),
                      code("x", shown(COUNTS_1000.rstrip("\n"))))
        text = self.read(nb, name="hw.json", indent=None)
        self.assertEqual(text, RIGHT.rstrip("\n"))
        self.assertTrue(passes(entry_of(text)))

    def test_display_data_and_no_newline_between(self):
        """display_data's text/plain is read; a value after a stream without a newline starts a line"""
        nb = notebook(code("", stream(SIZES_1000.rstrip("\n"))), code("", shown(COUNTS_1000, "display_data")))
        self.assertEqual(self.read(nb), RIGHT)

    def test_any_name_is_a_notebook(self):
        """a notebook saved as .txt is read as one all the same (its code not read)"""
        nb = notebook(markdown(NOTES), code(SOURCE, stream(RIGHT)))
        self.assertEqual(self.read(nb, name="output.txt"), RIGHT)

    def test_only_stderr_is_ungraded(self):
        """a notebook whose only output is stderr: ungraded, saying so"""
        nb = notebook(code(SOURCE, stream(RIGHT, name="stderr")))
        with self.assertRaisesRegex(runs.CannotGrade, r"no outputs \(only 1 on stderr"):
            self.read(nb)

    def test_broken_ipynb_is_ungraded(self):
        """a .ipynb whose JSON does not parse (cut short): ungraded, not its code read as text"""
        text = json.dumps(notebook(markdown(RIGHT), code(STATED, stream(RIGHT))), indent=1)
        with self.assertRaisesRegex(runs.CannotGrade, "not a notebook Jupyter can open"):
            inputs.read_text(self.write("hw3.ipynb", text[:-40]))

    def test_bounded(self):
        """a notebook of more JSON values than MAX_VALUES is ungraded before it is parsed"""
        nb = notebook(*[code("", stream(RIGHT)) for _ in range(10)])
        with mock.patch.object(notebook_module, "MAX_VALUES", 100):
            with self.assertRaisesRegex(runs.CannotGrade, "more than 100 JSON values"):
                self.read(nb)

    def test_other_json_is_text(self):
        """JSON that is no notebook, under another name (smooth's -json record): read as before"""
        record = json.dumps({"program": "smooth", "n": 1000, "cells": 3})
        self.assertEqual(inputs.read_text(self.write("run.json", record)), record)
        self.assertEqual(inputs.read_text(self.write("out.txt", RIGHT)), RIGHT)


class Utf16WithoutBom(unittest.TestCase):
    """F8: UTF-16 without a BOM (every other byte NUL) was called binary."""

    def test_little_and_big_endian(self):
        for codec in ("utf-16-le", "utf-16-be"):
            with self.subTest(codec=codec):
                text = inputs.decode(RIGHT.replace("\n", "\r\n").encode(codec))
                self.assertIsNone(inputs.not_text(text))
                self.assertTrue(passes(entry_of(text)))

    def test_binary_stays_binary(self):
        """NULs without the pattern, or with it but decoding to control characters (an array of
        small 16-bit integers), are binary still"""
        for data in (bytes(4096), bytes(range(256)) * 16, b"\x01\x00\x02\x00\x03\x00" * 500):
            with self.subTest(data=data[:8]):
                self.assertEqual(inputs.utf16_without_bom(data), "")
                self.assertTrue(inputs.not_text(inputs.decode(data)))


if __name__ == "__main__":
    unittest.main()
