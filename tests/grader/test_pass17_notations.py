"""test_pass17_notations.py - the seventeenth pass's notations of the constants, the threshold and the
self-checks: the stencil as a displayed matrix of bare rows (Octave's and MATLAB's `kernel =`, `K =` display,
C's rows under `stencil weights:`), the letters in brackets (`(a) 0.05, (b) 0.1, (c) 0.4`), ... Each right
layout passes; the same layout with a and b swapped or c = 0.5 fails on the constants.
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass17_notations"""
import unittest

from tests.grader.a_support import GO_1000, PASS_B_COUNTS, PASS_B_SIZES, graded, not_passing

# a right n = 1000 output without its constants (the sixteenth pass B's base)
SIZES = PASS_B_SIZES
COUNTS = PASS_B_COUNTS


def _matrix(a, b, c, fmt, indent="   ", sep="   "):
    rows = [(a, b, a), (b, c, b), (a, b, a)]
    return "".join(indent + sep.join(fmt.format(v) for v in row) + "\n" for row in rows)


# (label line(s), number format, indent, separator, after): Octave's short and long display, MATLAB's, C's rows
LAYOUTS = [("kernel =\n\n", "{:.4f}", "   ", "   ", "\n"),
           ("stencil =\n\n", "{:.6f}", "   ", "   ", "\n"),
           ("W =\n\n", "{:.6f}", "   ", "   ", "\n"),
           ("K =\n\n", "{:.4f}", "    ", "    ", "\n"),
           ("stencil weights:\n", "{:.2f}", "  ", " ", ""),
           ("Smoothing kernel:\n", "{:g}", "", ", ", "")]


def _output(a, b, c, layout):
    label, fmt, indent, sep, after = layout
    return SIZES + label + _matrix(a, b, c, fmt, indent, sep) + after + COUNTS


class BareMatrix(unittest.TestCase):
    def test_right_matrix_passes(self):
        for layout in LAYOUTS:
            with self.subTest(layout=layout[0]):
                self.assertEqual(not_passing(_output(0.05, 0.1, 0.4, layout)), ("pass", {}))

    def test_wrong_matrix_fails_on_the_constants(self):
        for layout in LAYOUTS:
            for wrong in ((0.1, 0.05, 0.4), (0.05, 0.1, 0.5)):
                with self.subTest(layout=layout[0], wrong=wrong):
                    verdict, bad = not_passing(_output(*wrong, layout))
                    self.assertEqual(verdict, "fail")
                    self.assertEqual(bad["constants"][0], "fail")
                    self.assertEqual(set(bad), {"constants"})

    def test_the_real_grader_agrees(self):
        self.assertEqual(graded(_output(0.05, 0.1, 0.4, LAYOUTS[0])), ("pass", {}))
        self.assertEqual(graded(_output(0.1, 0.05, 0.4, LAYOUTS[3])), ("fail", {"constants": "fail"}))

    def test_a_kernel_timing_table_is_no_stencil(self):
        # three runs' kernel times as rows: corners that differ are no stencil; the constants stated elsewhere
        text = SIZES + "a = 0.05, b = 0.1, c = 0.4\nKernel times:\n  0.12 0.13 0.11\n  0.12 0.14 0.12\n" \
            "  0.13 0.12 0.12\n" + COUNTS
        self.assertEqual(not_passing(text), ("pass", {}))

    def test_no_label_no_constants(self):
        verdict, bad = not_passing(SIZES + _matrix(0.05, 0.1, 0.4, "{:.4f}") + COUNTS)
        self.assertEqual(bad.get("constants", ("",))[0], "missing")

    def test_long_line_stays_fast(self):
        import time
        from grading.stencils import stencils_written
        for line in ("0" * 4096, "0.1 " * 1024, "kernel =\n" + "0.1" * 1365, ("0.05 " * 3 + "\n") * 1000):
            start = time.perf_counter()
            stencils_written(line + "\n" + line)
            self.assertLess(time.perf_counter() - start, 0.5)


class BracketedLetters(unittest.TestCase):
    def test_right_passes(self):
        for line in ("(a) 0.05, (b) 0.1, (c) 0.4", "a) 0.05  b) 0.1  c) 0.4", "(c) 0.4, (a) 0.05, (b) 0.1"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(SIZES + line + "\n" + COUNTS), ("pass", {}))

    def test_wrong_fails_on_the_constants(self):
        for line in ("(a) 0.1, (b) 0.05, (c) 0.4", "(a) 0.05, (b) 0.1, (c) 0.5"):
            with self.subTest(line=line):
                verdict, bad = not_passing(SIZES + line + "\n" + COUNTS)
                self.assertEqual((verdict, set(bad), bad["constants"][0]), ("fail", {"constants"}, "fail"))


if __name__ == "__main__":
    unittest.main()


class HeadingOverLabel(unittest.TestCase):
    """'Parameters: threshold 0.1, a 0.05, b 0.1, c 0.4': a heading that names no field over a field's label
    and its value, no separator between (A6)."""
    def test_right_passes(self):
        base = SIZES.replace("Threshold = 0.1\n", "")
        for line in ("Parameters: threshold 0.1, a 0.05, b 0.1, c 0.4", "Input: threshold 0.1, a = 0.05, b = 0.1, c = 0.4",
                     "Parameters: t 0.1, a 0.05, b 0.1, c 0.4"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(base + line + "\n" + COUNTS), ("pass", {}))
        self.assertEqual(graded(base + "Parameters: threshold 0.1, a 0.05, b 0.1, c 0.4\n" + COUNTS), ("pass", {}))

    def test_wrong_threshold_fails(self):
        base = SIZES.replace("Threshold = 0.1\n", "")
        for line in ("Parameters: threshold 0.2, a 0.05, b 0.1, c 0.4", "Settings: threshold 0.2"):
            with self.subTest(line=line):
                verdict, bad = not_passing(base + line + "\n" + COUNTS)
                self.assertEqual(verdict, "fail")
                self.assertEqual(bad["threshold"][0], "fail")
        self.assertEqual(graded(base + "Parameters: threshold 0.2, a 0.05, b 0.1, c 0.4\n" + COUNTS)[1].get("threshold"),
                         "fail")

    def test_a_numbered_or_other_heading_is_no_field(self):
        from grading.layout import place
        for line in ("Run 3: threshold 0.1", "Kernel: threshold 0.1", "Rank: threshold 0.1",
                     "Plan         :: whole grid (x and y fit in the GPU's memory); 1 sweep; GPU memory 7.8 MiB"):
            with self.subTest(line=line):
                self.assertIsNone(place(line).kind)


# Octave's session, each result echoed under its command (pass A's c06): 'cx = 100024' under '>> cx = sum(...)'
OCTAVE = """>> n = 1000
n = 1000
>> n + 2
ans = 1002
>> numel(x)
ans = 1004004
>> n^2
ans = 1000000
>> mem_gb = numel(x)*4/2^30
mem_gb = 3.7402e-03
>> t = 0.1
t = 0.1000
>> [a b c]
ans =

   0.050000   0.100000   0.400000

>> cx = sum(sum(x(2:end-1,2:end-1) < t))
cx = 100024
>> cx / n^2
ans = 0.1000
>> cy = sum(sum(y(2:end-1,2:end-1) < t))
cy = 12
>> cy / n^2
ans = 1.2000e-05
"""


def _matlab(text):
    """The same session as MATLAB shows it: 'cx =', a blank line, the value indented, a blank line."""
    import re
    return re.sub(r"(?m)^(\w+) = (\S+)$", r"\1 =\n\n      \2\n", text)


class EchoedSession(unittest.TestCase):
    def test_right_session_passes(self):
        for name, text in (("octave", OCTAVE), ("matlab", _matlab(OCTAVE))):
            with self.subTest(name=name):
                self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(graded(OCTAVE), ("pass", {}))

    def test_wrong_value_fails_on_its_field(self):
        cases = [("ans = 1002", "ans = 1003", "row"), ("cx = 100024", "cx = 10024", "below_x"),
                 ("cy = 12", "cy = 21", "below_y"), ("ans = 0.1000", "ans = 0.2000", "fraction_x"),
                 ("0.050000   0.100000   0.400000", "0.100000   0.050000   0.400000", "constants")]
        for old, new, field in cases:
            for name, text in (("octave", OCTAVE), ("matlab", _matlab(OCTAVE))):
                with self.subTest(field=field, name=name):
                    wrong = text.replace(old, new) if name == "octave" else _matlab(OCTAVE.replace(old, new))
                    verdict, bad = not_passing(wrong)
                    self.assertEqual((verdict, set(bad), bad[field][0]), ("fail", {field}, "fail"))
        self.assertEqual(graded(OCTAVE.replace("ans = 1002", "ans = 1003")), ("fail", {"row": "fail"}))


class NameValueRecords(unittest.TestCase):
    """JSON Lines of '{"field": "n", "value": 1000}' records (pass A's f02), the value first or pretty-printed too."""
    RECORDS = [("n", 1000), ("n_plus_2", 1002), ("total_elements", 1004004), ("inner_elements", 1000000),
               ("memory_gb_per_array", 0.0037402063608169556), ("threshold", 0.1), ("a", 0.05), ("b", 0.1), ("c", 0.4),
               ("below_x", 100024), ("fraction_x", 0.100024), ("below_y", 12), ("fraction_y", 1.2e-05)]

    def _layouts(self, records):
        import json
        yield "jsonl", "".join(json.dumps({"field": k, "value": v}) + "\n" for k, v in records)
        yield "value first", "".join(json.dumps({"value": v, "name": k}) + "\n" for k, v in records)
        yield "pretty", "".join(json.dumps({"metric": k, "value": v}, indent=2) + "\n" for k, v in records)

    def test_right_passes(self):
        for name, text in self._layouts(self.RECORDS):
            with self.subTest(name=name):
                self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(graded(next(self._layouts(self.RECORDS))[1]), ("pass", {}))

    def test_wrong_fails_on_its_field(self):
        for key, wrong, field in (("n_plus_2", 1003, "row"), ("c", 0.5, "constants"), ("below_y", 21, "below_y")):
            records = [(k, wrong if k == key else v) for k, v in self.RECORDS]
            for name, text in self._layouts(records):
                with self.subTest(field=field, name=name):
                    verdict, bad = not_passing(text)
                    self.assertEqual((verdict, set(bad), bad[field][0]), ("fail", {field}, "fail"))


# pass A's base of its self-check cases (w22)
CHECK_BASE = """n = 1000
N = 1002
elements = 1004004
inner = 1000000
mem = 0.00374021 GB/array
thresh = 0.1
a b c = 0.05 0.1 0.4
x < thresh: 100024, fraction 0.100024
y < thresh: 12, fraction 0.000012
"""


class SelfCheckHeading(unittest.TestCase):
    """A self-check line under a heading ('Self-check: ... y count 21 matches reference 12 -> MISMATCH'): its own
    count is the count's printing, a wrong one fails (w22, w22b, w22c)."""
    CHECKS = ["Self-check: x count {x} matches reference 100024 -> OK; y count {y} matches reference 12 -> OK",
              "Self-check: y count {y} matches reference 12 -> MISMATCH",
              "Self-check: y count {y} (reference 12) MISMATCH",
              "Sanity check: y count = {y} (reference 12)",
              "Self-check: y count {y} vs reference 12"]

    def test_right_passes(self):
        for check in self.CHECKS:
            with self.subTest(check=check):
                self.assertEqual(not_passing(CHECK_BASE + check.format(x=100024, y=12) + "\n"), ("pass", {}))

    def test_wrong_own_count_fails(self):
        for check in self.CHECKS:
            with self.subTest(check=check):
                verdict, bad = not_passing(CHECK_BASE + check.format(x=100024, y=21) + "\n")
                self.assertEqual((verdict, set(bad), bad["below_y"][0]), ("fail", {"below_y"}, "fail"))
        verdict, bad = not_passing(CHECK_BASE + self.CHECKS[0].format(x=10024, y=12) + "\n")
        self.assertEqual((verdict, set(bad)), ("fail", {"below_x"}))
        self.assertEqual(graded(CHECK_BASE + self.CHECKS[0].format(x=100024, y=21) + "\n"), ("fail", {"below_y": "fail"}))


# pass A's Go base (w_z6): a count line with its fraction and a percentage restating it
GO_BASE = GO_1000


class PercentAfterFraction(unittest.TestCase):
    """'y: 12 below threshold (fraction 1.2e-05, i.e. 0.0021%)': the percentage another printing of the fraction."""
    LINES = ["y: 12 below threshold (fraction 1.2e-05, i.e. {p}%)", "y: 12 below threshold (1.2e-05 = {p}%)",
             "y: 12 below threshold (1.2e-05, {p} %)", "y: 12 below threshold (frac 1.2e-05 or {p}%)"]

    def test_right_passes(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(not_passing(GO_BASE + line.format(p="0.0012") + "\n"), ("pass", {}))
        self.assertEqual(not_passing(GO_BASE + "x: 100024 below threshold (0.100024, i.e. 10.0024%)\n"), ("pass", {}))

    def test_wrong_percent_fails(self):
        for line in self.LINES:
            with self.subTest(line=line):
                verdict, bad = not_passing(GO_BASE + line.format(p="0.0021") + "\n")
                self.assertEqual((verdict, set(bad), bad["fraction_y"][0]), ("fail", {"fraction_y"}, "fail"))
        verdict, bad = not_passing(GO_BASE + "x: 100024 below threshold (0.100024, i.e. 10.0042%)\n")
        self.assertEqual((verdict, set(bad)), ("fail", {"fraction_x"}))
        self.assertEqual(graded(GO_BASE + self.LINES[0].format(p="0.0021") + "\n"), ("fail", {"fraction_y": "fail"}))


class ArrayHeading(unittest.TestCase):
    """'y: below 0.1: 12 (1.2e-05)': an array's heading over the count's words (pass B's A1 layouts, which the heading
    rule reads): the heading names the array, whatever the order; tab-separated, a fraction's exponent no word."""
    X, Y = "x: below 0.1: 100024 (0.100024)\n", "y: below 0.1: 12 (1.2e-05)\n"

    def test_right_passes_in_either_order(self):
        base = SIZES + "a = 0.05, b = 0.1, c = 0.4\n"
        for text in (base + self.X + self.Y, base + self.Y + self.X,
                     base + "x:\tbelow 0.1:\t100024\t0.100024\ny:\tbelow 0.1:\t12\t1.2e-05\n"):
            with self.subTest(text=text[-70:]):
                self.assertEqual(not_passing(text), ("pass", {}))

    def test_wrong_y_fails(self):
        base = SIZES + "a = 0.05, b = 0.1, c = 0.4\n"
        for text in (base + self.X + self.Y.replace("12 (1.2e-05)", "13 (1.3e-05)"),
                     base + self.Y.replace("12 (1.2e-05)", "13 (1.3e-05)") + self.X,
                     base + "x:\tbelow 0.1:\t100024\t0.100024\ny:\tbelow 0.1:\t13\t1.3e-05\n"):
            with self.subTest(text=text[-70:]):
                verdict, bad = not_passing(text)
                self.assertEqual((verdict, set(bad)), ("fail", {"below_y", "fraction_y"}))

    def test_a_long_number_after_a_count_stays_fast(self):
        import time
        from grading.layout import count_after_threshold
        line = "y: below 0.1: 12 " + "1" * 4096 + "x"
        start = time.perf_counter()
        count_after_threshold(line, 10, 13)
        self.assertLess(time.perf_counter() - start, 0.5)
