"""test_hostile13_sessions.py - the thirteenth hostile pass's findings on pasted interactive sessions (a
prompt's code holds numbers that are no values: MATLAB's `>> `, Python's `>>> `, Julia's `julia> `,
IPython's `In [3]: `, R's `> `), XML attributes, the stencil printed as a nested list, and prose after a
right summary that mentions other numbers (an expectation, another n).
Run: python3 -m unittest tests.grader.test_hostile13_sessions (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import CONSTANTS, PLAIN_1000, RIGHT_1000, grading, not_passing  # noqa: E402
from grading.notebook import outputs_text  # noqa: E402

CONSTANTS = CONSTANTS + "\n"
# the h13a cases' summary, as a MATLAB or Python session prints it
SUMMARY = PLAIN_1000


def read(text):
    """not_passing of a file's text as grade reads it (a Python literal's lines unquoted first)."""
    return not_passing(outputs_text(text))


class PromptsCode(unittest.TestCase):
    """H22, H23: a prompt's line is code, its numbers no field's; the answer under it is the value"""

    def test_echoed_commands_are_no_values(self):
        for head in (">> fprintf('Memory per array: %g GB\\na = %g, b = %g, c = %g\\n', 4*numel(x)/2^30, a, b, c)\n",
                     ">>> print(f'a = {a}, b = {b}, c = {c}, mem = {4*(n+2)**2/2**30}')\n",
                     ">>> print(4*1002**2/2**30)\n",
                     'julia> @printf("memory: %.8f GB\\n", 4*(n+2)^2/2^30)\n',
                     "In [3]: print(4*1002**2/2**30, 'GB', 3*3)\n0.0037402063608169556 GB 9\n",
                     '> cat(sprintf("mem %g GB\\n", 4*1002^2/2^30))\n',
                     ">>> for k in range(2):\n...     print(k*1002)\n...\n",
                     ">>> n = 1000\n>>> print(f'mem = {4*(n+2)**2/2**30}')\nmem = 0.0037402063608169556\n"):
            with self.subTest(head=head):
                self.assertEqual(read(head + SUMMARY), ("pass", {}))
                self.assertEqual(read(head + RIGHT_1000), ("pass", {}))

    def test_a_wrong_value_after_a_prompt_still_fails(self):
        for head in (">> fprintf('x below: %d\\n', cx)\nx below: 99001\n", ">>> print(count_x)\n99001\n",
                     ">>> (x[1:-1,1:-1] < 0.1).sum()\n99001\n", "> sum(x[2:1001, 2:1001] < 0.1)\n[1] 99001\n",
                     ">> sum(x(:) < 0.1)\n\nans =\n\n       99001\n\n", "julia> count(x .< 0.1)\n99001\n",
                     "> Number of elements below threshold (X) :: 99001\n"):
            with self.subTest(head=head):
                verdict, bad = read(head + RIGHT_1000)
                self.assertEqual((verdict, list(bad)), ("fail", ["below_x"]))

    def test_a_value_under_its_expression(self):
        for head in (">>> (x[1:-1,1:-1] < 0.1).sum()\n100024\n", "> sum(x[2:1001, 2:1001] < 0.1)\n[1] 100024\n",
                     "julia> count(x[2:end-1, 2:end-1] .< 0.1)\n100024\n"):
            with self.subTest(head=head):
                verdict, bad = read(head + RIGHT_1000.replace("(X)   :: 100024", "(X)   :: 99001"))
                self.assertEqual((verdict, list(bad)), ("fail", ["below_x"]))
                self.assertTrue(bad["below_x"][1].startswith("two different values: 100024 (line"), bad)

    def test_size_answer_is_the_row(self):
        for head in (">> size(x)\n\nans =\n\n        1002        1002\n\n", ">> size(x)\nans = 1002 1002\n"):
            with self.subTest(head=head):
                self.assertEqual(read(head + SUMMARY), ("pass", {}))
                self.assertEqual(read(head + SUMMARY.replace("n+2 = 1002\n", "")), ("pass", {}))
        for head in (">> size(x)\n\nans =\n\n        1004        1004\n\n", ">> size(x)\nans = 1004 1004\n"):
            with self.subTest(head=head):
                self.assertEqual(read(head + RIGHT_1000)[0], "fail")

    def test_a_quoted_line_is_no_prompt(self):
        """a Markdown quote's '> ' (no R code after one in the file) is no prompt: its line stays a value"""
        for head in ("> fraction_x = 100024/1000000 = 0.100024\n> n = 1000\n",
                     "> count_x = sum(x < t) = 100024\n"):
            with self.subTest(head=head):
                self.assertEqual(read(head + RIGHT_1000), ("pass", {}))
                self.assertEqual(list(read(head.replace("100024", "99001") + RIGHT_1000)[1]),
                                 ["fraction_x" if "fraction" in head else "below_x"])

    def test_long_prompt_lines_stay_fast(self):
        import time
        for line in (">" * 4096, ">>> " * 1024, "... " * 1024, "> " * 2048, "." * 4096, "In [1]: " * 512,
                     ">>> " + " " * 4090, "> x " + " " * 4000 + "="):
            with self.subTest(line=line[:8]):
                start = time.process_time()
                read((line + "\n") * 100 + RIGHT_1000)
                self.assertLess(time.process_time() - start, 2.0)


PROSE = ("\nI expected about 100000 elements of x below 0.1 (10% of 1000000).\n",
         "\nMemory for n = 16384: 1.0 GB per array.\n",
         "\nFor n = 16384 the arrays need 1.0 GB each, so both fit on the GPU.\n",
         "\nFor n = 2000 the count of y was 47.\n",
         "\nQ2: The memory needed for n = 16384 is 1.0 GB per array.\n",
         "\nWith n = 16384 the memory per array is 1.00024 GB.\n",
         "\nWe would expect roughly 100000 values of x below the threshold.\n",
         "\nThe count of x should be about 100000 for uniform data.\n")


class ProseAfterTheSummary(unittest.TestCase):
    """h13b F: a README's sentence about an expectation or another n is no second printing"""

    def test_right_summary_passes(self):
        for tail in PROSE:
            with self.subTest(tail=tail):
                self.assertEqual(not_passing(RIGHT_1000 + tail), ("pass", {}))

    def test_wrong_summary_still_fails(self):
        wrong_x = RIGHT_1000.replace("(X)   :: 100024", "(X)   :: 99001")
        wrong_memory = RIGHT_1000.replace(":: 0.00374021", ":: 0.0149")
        for tail in PROSE:
            with self.subTest(tail=tail):
                self.assertEqual(list(not_passing(wrong_x + tail)[1]), ["below_x"])
                self.assertEqual(list(not_passing(wrong_memory + tail)[1]), ["memory"])

    def test_a_second_printing_still_counts(self):
        """a sentence at this run's n, a result beside a guess, the summary printed twice: each judged"""
        for tail in ("\nWith n = 1000 the memory per array is 1.0 GB.\n",
                     "\nI got 99001 elements of x below 0.1, though I expected about 100000.\n",
                     "\nI expected about 100000 elements of x below 0.1 but found 99001 of them.\n",
                     "\nI expected about 100000 elements of x, and x had 99001.\n",
                     "\nWe would expect roughly 100000 values of x below the threshold; x gave 99001.\n",
                     "\nNumber of elements below threshold (X) :: 99001\n"):
            with self.subTest(tail=tail):
                self.assertEqual(not_passing(RIGHT_1000 + tail)[0], "fail")

    def test_a_run_at_another_n_is_still_a_run(self):
        second = RIGHT_1000.replace(":: 1000\n", ":: 2000\n", 1).replace(":: 100024\n", ":: 400123\n")
        with_sentence = RIGHT_1000 + "Memory for n = 1000: 0.00374021 GB per array.\n"
        self.assertEqual(len(grading.read_output(with_sentence + "\n" + second.replace(
            "Memory (GB)", "Memory for n = 2000:"))["runs"]), 2)


class StencilAsNestedList(unittest.TestCase):
    """H24: the stencil printed as rows is the constants (corner a, edge b, centre c)"""

    def test_rows_are_the_constants(self):
        for line in ("weights = [[0.05, 0.1, 0.05], [0.1, 0.4, 0.1], [0.05, 0.1, 0.05]]\n",
                     "Stencil weights: [[0.05, 0.1, 0.05], [0.1, 0.4, 0.1], [0.05, 0.1, 0.05]]\n"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(line + RIGHT_1000), ("pass", {}))
                self.assertEqual(not_passing(RIGHT_1000.replace(CONSTANTS, line)), ("pass", {}))

    def test_a_wrong_stencil_fails(self):
        for line in ("weights = [[0.1, 0.05, 0.1], [0.05, 0.4, 0.05], [0.1, 0.05, 0.1]]\n",
                     "weights = [[0.05, 0.4, 0.05], [0.4, 0.1, 0.4], [0.05, 0.4, 0.05]]\n",
                     "weights = [[0.05, 0.1, 0.05], [0.1, 0.4, 0.1], [0.05, 0.1, 0.5]]\n"):
            with self.subTest(line=line):
                self.assertEqual(list(not_passing(line + RIGHT_1000)[1]), ["constants"])
                self.assertEqual(list(not_passing(RIGHT_1000.replace(CONSTANTS, line))[1]), ["constants"])


XML = """<?xml version="1.0"?>
<run n="1000" ghost="1002">
  <elements total="1004004" inner="1000000"/>
  <memory unit="GB" per="array">0.00374021</memory>
  <threshold>0.1</threshold>
  <constants a="0.05" b="0.1" c="0.4"/>
  <count array="x" below="100024" fraction="0.100024"/>
  <count array="y" below="12" fraction="1.2e-05"/>
</run>
"""


class XmlOutput(unittest.TestCase):
    """H21: an XML output's values in attributes (5/20)"""

    def test_attributes_are_values(self):
        self.assertEqual(not_passing(XML), ("pass", {}))
        self.assertEqual(not_passing(XML.replace('<?xml version="1.0"?>\n', "")), ("pass", {}))
        elements = ("<results>\n  <n>1000</n>\n  <rows>1002</rows>\n  <total>1004004</total>\n"
                    "  <inner_total>1000000</inner_total>\n  <memory_gb>0.00374021</memory_gb>\n"
                    "  <threshold>0.1</threshold>\n  <a>0.05</a><b>0.1</b><c>0.4</c>\n  <below_x>100024</below_x>\n"
                    "  <fraction_x>0.100024</fraction_x>\n  <below_y>12</below_y>\n  <fraction_y>1.2e-05</fraction_y>\n"
                    "</results>\n")
        self.assertEqual(not_passing(elements), ("pass", {}))

    def test_a_wrong_attribute_fails(self):
        for old, new, field in (('below="100024"', 'below="99001"', "below_x"), ('ghost="1002"', 'ghost="1004"', "row"),
                                ('fraction="1.2e-05"', 'fraction="1.3e-05"', "fraction_y"),
                                ('c="0.4"', 'c="0.5"', "constants"), ('inner="1000000"', 'inner="1004004"', "total_inner"),
                                (">0.00374021<", ">0.00748042<", "memory"), (">0.1<", ">0.2<", "threshold")):
            with self.subTest(new=new):
                self.assertEqual(list(not_passing(XML.replace(old, new))[1]), [field])

    def test_a_generic_tag_names_nothing(self):
        """'<run n="1000" rows="1002" .../>': 'run' says nothing of a value ('run n' was no n)"""
        one = ('<run n="1000" rows="1002" total="1004004" inner="1000000" mem_gb="0.00374021" t="0.1" a="0.05" '
               'b="0.1" c="0.4" below_x="100024" fraction_x="0.100024" below_y="12" fraction_y="1.2e-05"/>\n')
        nested = ('<?xml version="1.0"?>\n<results>\n  <run n="1000" rows="1002" total="1004004" inner_total="1000000" '
                  'memory_gb="0.00374021" threshold="0.1" a="0.05" b="0.1" c="0.4"/>\n'
                  '  <array name="x" below="100024" fraction="0.100024"/>\n'
                  '  <array name="y" below="12" fraction="1.2e-05"/>\n</results>\n')
        for text in (one, nested):
            with self.subTest(text=text[:40]):
                self.assertEqual(not_passing(text), ("pass", {}))
                self.assertEqual(list(not_passing(text.replace('"12"', '"13"'))[1]), ["below_y"])
                self.assertEqual(list(not_passing(text.replace('rows="1002"', 'rows="1004"'))[1]), ["row"])

    def test_a_ghost_width_is_no_row(self):
        self.assertEqual(not_passing(XML.replace('ghost="1002">', 'ghost="1">\n<grid rows="1002"/>')), ("pass", {}))

    def test_html_and_plain_text_unchanged(self):
        from grading.lines import page_text
        for text in ("count x < t = 100024\n", "<p>n = 1000</p>", "<stdin> n=1000\n",
                     '<?xml version="1.0"?>\n<!DOCTYPE html>\n<html><body><p>n = 1000</p></body></html>'):
            with self.subTest(text=text):
                self.assertNotIn("::", page_text(text))


if __name__ == "__main__":
    unittest.main()
