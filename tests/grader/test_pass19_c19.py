"""The nineteenth round's leftovers (c19): right outputs (n = 1000) that lost points or were UNGRADED at c1c9a0d.

1. Unlabelled numbered answers in the summary's order ('1. 1002' ... '9. 12 1.2e-05', '1) ...'): UNGRADED (no n);
   now each item is its field's (numbered.py).
2. A log's tag stating n on every line ('N 1000: x below: 100024': UNGRADED; '[n=1000] ...' with the tag the only
   n: the inner size MISSING); now the tag is dropped and its n a line of its own (ntags.py).
3. MATLAB's one-line stencil ('Kernel: [0.05 0.10 0.05; 0.10 0.40 0.10; 0.05 0.10 0.05]', 'Stencil = [...]'):
   constants MISSING; now the stencil's weights (matlabstencil.py).
4. 'Params -> t=0.1, a=0.05, b=0.1, c=0.4' (the threshold MISSING): the arrow a colon (arrows.py).
5. JSON Lines with a third key ('{"ts": "...", "field": "n", "value": 1000}'): UNGRADED; now 'n = 1000'
   (keyedrecords.py).
6. An Octave session's 'ans' used by the next command ('>> ans / n^2' under 'ans = 100024'): the fraction
   MISSING; now its label is the command before's code (ansrefs.py).
7. 'count x < t = 100024, mean = 0.499845' over 'fraction x = 0.100024': the mean read as a second, disagreeing
   fraction (FAIL); now a mean yields to the fraction's own line, a maximum is never one (statbeside.py).
8. 'sizeof(x) = 8' (a pointer's size) beside the memory: read as the memory (FAIL); now blanked
   (pointersizes.py).
Each right output passes; its twin with one value changed fails that field.

    PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass19_c19
"""
import time
import unittest

from tests.grader.a_support import SIZES_LINES_1000, graded, not_passing

PLAIN_COUNTS = "count x < t = 100024, fraction = 0.100024\ncount y < t = 12, fraction = 1.200000e-05\n"


def _keys(text):
    verdict, bad = not_passing(text)
    return verdict, set(bad)


class NumberedAnswersTest(unittest.TestCase):
    NINE = ["1002", "1000", "1004004", "1000000", "0.00374021", "0.1", "0.05 0.1 0.4", "100024 0.100024",
            "12 1.2e-05"]

    @staticmethod
    def text(values, mark=".", indent=""):
        return "".join(f"{indent}{k}{mark} {v}\n" for k, v in enumerate(values, 1))

    def test_right_pass(self):
        values = list(self.NINE)
        for mark in ".)":
            self.assertEqual(not_passing(self.text(values, mark)), ("pass", {}))
        variants = [self.text(values, indent="  "),
                    "Answers:\n" + self.text([v.replace(" ", ", ") for v in values]),
                    self.text(values[:4] + ["0.00374021 GB", "0.10", "0.05, 0.10, 0.40", "100024 (0.100024)",
                                            "12 (1.2e-05)"]),
                    self.text(values[:7] + ["100024", "0.100024", "12", "1.2e-05"])]  # (the summary's eleven lines)
        for text in variants:
            with self.subTest(text=text):
                self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(graded(self.text(values)), ("pass", {}))
        n500 = ["502", "500", "252004", "250000", "0.000938788", "0.1", "0.05 0.1 0.4", "24914 0.099656", "4 1.6e-05"]
        self.assertEqual(graded(self.text(n500, ")")), ("pass", {}))

    def test_wrong_fail(self):
        for k, value, field in ((7, "100042 0.100024", "below_x"), (8, "21 1.2e-05", "below_y"), (2, "1004000", "total"),
                                (7, "100024 0.100042", "fraction_x"), (6, "0.05 0.1 0.5", "constants")):
            values = list(self.NINE)
            values[k] = value
            with self.subTest(value=value):
                self.assertEqual(_keys(self.text(values)), ("fail", {field}))

    def test_fast(self):
        # (the first pattern's blanks after the mark beside its rest's took 200 s on '1. ' and 4,000 blanks)
        for text in ("1. " + " " * 4000 + "\n", ("1. 5" + " " * 4000 + "x\n") * 300, "1) " + "1 " * 2000 + "\n",
                     "1. 1002\n" * 2000 + "2. " + "\t" * 4000 + "\n"):
            start = time.process_time()
            not_passing(text)
            self.assertLess(time.process_time() - start, 3)

    def test_other_lists_left(self):
        steps = "1. 100\n2. 200\n3. 300\n"  # (a list of another length: the numbers dropped as before)
        self.assertEqual(not_passing(SIZES_LINES_1000 + PLAIN_COUNTS + steps), ("pass", {}))
        values = list(self.NINE)
        values[6] = "0.05 0.1"  # (an item with another count of numbers: no summary)
        self.assertEqual(not_passing(self.text(values))[0], "ungraded")


class NTagsTest(unittest.TestCase):
    LINES = ["n+2 = 1002", "total elements: 1004004", "inner elements: 1000000", "memory/array = 0.00374021 GB",
             "threshold = 0.1", "a = 0.05 b = 0.10 c = 0.40", "x below: 100024", "x fraction: 0.100024",
             "y below: 12", "y fraction: 1.2e-05"]

    @staticmethod
    def text(tag, lines):
        return "".join(tag + line + "\n" for line in lines)

    def test_right_pass(self):
        for tag in ("N 1000: ", "[n=1000] ", "[N = 1000] ", "(n=1000) ", "n=1000 | ", "N=1000: "):
            with self.subTest(tag=tag):
                self.assertEqual(not_passing(self.text(tag, self.LINES)), ("pass", {}))
                self.assertEqual(not_passing(self.text(tag, ["n = 1000"] + self.LINES)), ("pass", {}))
        self.assertEqual(graded(self.text("[n=1000] ", self.LINES)), ("pass", {}))
        n500 = ["total elements: 252004", "inner elements: 250000", "x below: 24914", "y below: 4"]
        self.assertEqual(graded(self.text("N 500: ", n500)), ("fail", {"row": "missing", "memory": "missing",
                                                                        "threshold": "missing", "constants": "missing",
                                                                        "fraction_x": "missing",
                                                                        "fraction_y": "missing"}))

    def test_wrong_fail(self):
        for tag in ("N 1000: ", "[n=1000] "):
            with self.subTest(tag=tag):
                lines = [line.replace("x below: 100024", "x below: 100042") for line in self.LINES]
                self.assertEqual(_keys(self.text(tag, lines)), ("fail", {"below_x"}))
                lines = [line.replace("y below: 12", "y below: 21") for line in self.LINES]
                self.assertEqual(_keys(self.text(tag, lines)), ("fail", {"below_y"}))
        verdict, bad = _keys(self.text("[n=1001] ", self.LINES))  # (the tag's n the output's: its sizes fail)
        self.assertEqual((verdict, bad >= {"row", "total", "total_inner"}), ("fail", True))
        lines = [line.replace("1002", "1003") for line in self.LINES]  # (the tag the only n: LINES print none)
        self.assertEqual(_keys(self.text("[n=1000] ", lines)), ("fail", {"row"}))

    def test_several_runs_left(self):
        text = self.text("N 500: ", self.LINES[:3]) + self.text("N 1000: ", self.LINES[3:])
        self.assertNotEqual(not_passing(text), ("pass", {}))  # (two n: the tags are left, as before)

    def test_fast(self):
        for text in ("N 1000: " + "a" * (1 << 22), "[n=1000]" + " " * 4000 + "x\n" * 3, "N 1000: x\n" * 20000):
            start = time.process_time()
            not_passing(text)
            self.assertLess(time.process_time() - start, 5)


class OneLineStencilTest(unittest.TestCase):
    LINES = ["Kernel: [0.05 0.10 0.05; 0.10 0.40 0.10; 0.05 0.10 0.05]", "Stencil = [0.05 0.1 0.05; 0.1 0.4 0.1; 0.05 0.1 0.05]",
             "K = [0.05, 0.1, 0.05; 0.1, 0.4, 0.1; 0.05, 0.1, 0.05];", "stencil weights: [ 0.0500 0.1000 0.0500 ; "
             "0.1000 0.4000 0.1000 ; 0.0500 0.1000 0.0500 ]", "weights = [0.05 0.10 0.05; 0.10 0.40 0.10; 0.05 0.10 0.05]"]

    @staticmethod
    def text(line):
        return SIZES_LINES_1000.replace("a = 0.05 b = 0.10 c = 0.40\n", line + "\n") + PLAIN_COUNTS

    def test_right_pass(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(not_passing(self.text(line)), ("pass", {}))
        self.assertEqual(not_passing(self.text(self.LINES[0] + ", threshold 0.1")), ("pass", {}))
        self.assertEqual(graded(self.text(self.LINES[0])), ("pass", {}))

    def test_wrong_fail(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(_keys(self.text(line.replace("0.4", "0.3"))), ("fail", {"constants"}))
                wrong = line.replace("0.05", "0.06", 1).replace("0.0500", "0.0600", 1)
                self.assertEqual(_keys(self.text(wrong)), ("fail", {"constants"}))

    def test_unlabelled_left(self):
        self.assertIn("constants", not_passing(self.text("Times: [0.05 0.10 0.05; 0.10 0.40 0.10; 0.05 0.10 0.05]"))[1])


class ArrowParamsTest(unittest.TestCase):
    LINES = ["Params -> t=0.1, a=0.05, b=0.1, c=0.4", "Parameters --> t = 0.1, a = 0.05, b = 0.1, c = 0.4",
             "params => t=0.1 a=0.05 b=0.1 c=0.4", "Settings \u2192 threshold=0.1, a=0.05, b=0.1, c=0.4",
             "Params -> t=0.1; a=0.05; b=0.1; c=0.4"]

    @staticmethod
    def text(line):
        base = SIZES_LINES_1000.replace("threshold = 0.1\n", "").replace("a = 0.05 b = 0.10 c = 0.40\n", line + "\n")
        return base + PLAIN_COUNTS

    def test_right_pass(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(not_passing(self.text(line)), ("pass", {}))
        self.assertEqual(graded(self.text(self.LINES[0])), ("pass", {}))

    def test_wrong_fail(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(_keys(self.text(line.replace("0.1,", "0.2,", 1).replace("0.1 ", "0.2 ", 1)
                                                 .replace("0.1;", "0.2;", 1))), ("fail", {"threshold"}))
                self.assertEqual(_keys(self.text(line.replace("0.4", "0.5"))), ("fail", {"constants"}))

    def test_fast(self):
        for line in ("Params -> " + "t=0.1 " * 2000, "P" * 30 + " " * 4000 + "->", "Params ->" + " " * 4000 + "t=1",
                     ("Params -> t=0.1," + " " * 4000 + "\n") * 300):  # (blanks after the first value: bounded)
            start = time.process_time()
            not_passing(line)
            self.assertLess(time.process_time() - start, 2)


class KeyedRecordsTest(unittest.TestCase):
    FIELDS = [("n", "1000"), ("n_plus_2", "1002"), ("total_elements", "1004004"), ("inner_elements", "1000000"),
              ("memory_gb", "0.00374021"), ("threshold", "0.1"), ("a", "0.05"), ("b", "0.1"), ("c", "0.4"),
              ("below_x", "100024"), ("fraction_x", "0.100024"), ("below_y", "12"), ("fraction_y", "1.2e-05")]

    def text(self, form, fields=None):
        return "".join(form.format(k=k, v=v, i=i) + "\n" for i, (k, v) in enumerate(fields or self.FIELDS))

    FORMS = ['{{"ts": "2026-11-28T10:00:{i:02d}", "field": "{k}", "value": {v}}}',
             '{{"field": "{k}", "value": {v}, "ts": "2026-11-28T10:00:{i:02d}"}}',
             '{{"level": "info", "name": "{k}", "value": {v}, "step": {i}}}',
             '{{"time": 1764323{i:03d}, "metric": "{k}", "val": {v}, "ok": true, "note": null}}']

    def test_right_pass(self):
        for form in self.FORMS:
            with self.subTest(form=form):
                self.assertEqual(not_passing(self.text(form)), ("pass", {}))
        self.assertEqual(graded(self.text(self.FORMS[0])), ("pass", {}))
        memory = [("memory", '0.00374021, "unit": "GB"') if k == "memory_gb" else (k, v) for k, v in self.FIELDS]
        self.assertEqual(not_passing(self.text(self.FORMS[0], memory)), ("pass", {}))

    def test_wrong_fail(self):
        for form in self.FORMS:
            for key, value, field in (("below_x", "100042", "below_x"), ("below_y", "21", "below_y"),
                                      ("fraction_x", "0.100042", "fraction_x"), ("total_elements", "1004000", "total")):
                fields = [(k, value if k == key else v) for k, v in self.FIELDS]
                with self.subTest(form=form, key=key):
                    self.assertEqual(_keys(self.text(form, fields)), ("fail", {field}))

    def test_fast(self):
        text = '{"ts": "2026-11-28T10:00:00", "field": "n", "value": 1000}\n' * 100000
        start = time.process_time()
        not_passing(text)
        self.assertLess(time.process_time() - start, 10)


class OctaveAnsTest(unittest.TestCase):
    SESSIONS = [
        ">> sum(x(2:end-1,2:end-1)(:) < t)\nans = 100024\n>> ans / n^2\nans = {fx}\n"
        ">> sum(y(2:end-1,2:end-1)(:) < t)\nans = 12\n>> ans / n^2\nans = {fy}\n",
        ">> nnz(x(2:end-1,2:end-1) < t)\n\nans =\n\n      100024\n\n>> ans/n^2\n\nans =\n\n    {fx}\n\n"
        ">> nnz(y(2:end-1,2:end-1) < t)\n\nans =\n\n    12\n\n>> ans/n^2\n\nans =\n\n   {fy}\n\n",
        "octave:5> sum(sum(x(2:end-1,2:end-1) < t))\nans = 100024\noctave:6> ans / numel(x(2:end-1,2:end-1))\n"
        "ans = {fx}\noctave:7> sum(sum(y(2:end-1,2:end-1) < t))\nans = 12\noctave:8> ans / numel(y(2:end-1,2:end-1))\n"
        "ans = {fy}\n"]

    def test_right_pass(self):
        for session in self.SESSIONS:
            for fx, fy in (("0.1000", "1.2000e-05"), ("0.100024000000000", "1.200000000000000e-05")):
                with self.subTest(session=session, fx=fx):
                    self.assertEqual(not_passing(SIZES_LINES_1000 + session.format(fx=fx, fy=fy)), ("pass", {}))
        self.assertEqual(graded(SIZES_LINES_1000 + self.SESSIONS[0].format(fx="0.1000", fy="1.2000e-05")), ("pass", {}))

    def test_wrong_fail(self):
        for session in self.SESSIONS:
            with self.subTest(session=session):
                text = SIZES_LINES_1000 + session.format(fx="0.1001", fy="1.2000e-05")
                self.assertEqual(_keys(text), ("fail", {"fraction_x"}))
                text = SIZES_LINES_1000 + session.format(fx="0.1000", fy="2.1000e-05")
                self.assertEqual(_keys(text), ("fail", {"fraction_y"}))
                text = SIZES_LINES_1000 + session.format(fx="0.1000", fy="1.2000e-05").replace("12\n", "21\n", 1)
                self.assertEqual(_keys(text), ("fail", {"below_y"}))


class MeanBesideCountTest(unittest.TestCase):
    LINES = ["count x < t = 100024, mean = 0.499845\nfraction x = 0.100024\ncount y < t = 12, mean = 0.499845\n"
             "fraction y = 1.2e-05\n",
             "x below: 100024, mean 0.4998\ny below: 12, mean 0.5001\nfraction x: 0.100024\nfraction y: 1.2e-05\n",
             "below_x = 100024, avg = 0.499845\nbelow_y = 12, avg = 0.499845\nfrac_x = 0.100024\nfrac_y = 1.2e-05\n",
             "count x < t = 100024, max = 0.999999\ncount y < t = 12, max = 0.912\n"
             "fraction x = 0.100024\nfraction y = 1.2e-05\n",
             "sum(x < t) = 100024\nmean(x < t) = 0.100024\nsum(y < t) = 12\nmean(y < t) = 1.2e-05\n",
             "count x < t = 100024, mean(x < t) = 0.100024\ncount y < t = 12, mean(y < t) = 1.2e-05\n",
             "np.sum(x < t) = 100024\nnp.mean(x < t) = 0.100024\nnp.sum(y < t) = 12\nnp.mean(y < t) = 1.2e-05\n"]

    def test_right_pass(self):
        for lines in self.LINES:
            with self.subTest(lines=lines):
                self.assertEqual(not_passing(SIZES_LINES_1000 + lines), ("pass", {}))
        self.assertEqual(graded(SIZES_LINES_1000 + self.LINES[0]), ("pass", {}))

    def test_wrong_fail(self):
        for lines in self.LINES:
            with self.subTest(lines=lines):
                self.assertEqual(_keys(SIZES_LINES_1000 + lines.replace("0.100024", "0.100042")), ("fail", {"fraction_x"}))
                self.assertEqual(_keys(SIZES_LINES_1000 + lines.replace("100024", "100042", 1)), ("fail", {"below_x"}))
                self.assertEqual(_keys(SIZES_LINES_1000 + lines.replace("1.2e-05", "2.1e-05")), ("fail", {"fraction_y"}))

    def test_mean_alone_is_the_fraction(self):
        # a mean after the count with no fraction's line of its own: the booleans' mean, the fraction (before's reading)
        lines = "count x < t = 100024, mean = {f}\ncount y < t = 12, mean = 1.2e-05\n"
        self.assertEqual(not_passing(SIZES_LINES_1000 + lines.format(f="0.100024")), ("pass", {}))
        self.assertEqual(_keys(SIZES_LINES_1000 + lines.format(f="0.100042")), ("fail", {"fraction_x"}))


class PointerSizeTest(unittest.TestCase):
    LINES = ["sizeof(x) = 8", "sizeof(x) = 8 bytes", "sizeof x: 8", "unsafe.Sizeof(x) = 24",
             "sizeof(x) = 8, sizeof(float) = 4", "sizeof(y) -> 4"]

    @staticmethod
    def text(line, memory="0.00374021"):
        return SIZES_LINES_1000.replace("memory/array", line + "\nmemory/array").replace("0.00374021", memory) + PLAIN_COUNTS

    def test_right_pass(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(not_passing(self.text(line)), ("pass", {}))
        self.assertEqual(graded(self.text(self.LINES[0])), ("pass", {}))

    def test_wrong_fail(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(_keys(self.text(line, "0.00374201")), ("fail", {"memory"}))
        # an array's bytes (a static array's sizeof) is still its memory: a wrong one fails
        text = SIZES_LINES_1000.replace("memory/array = 0.00374021 GB", "sizeof(x) = 4016000 bytes") + PLAIN_COUNTS
        self.assertEqual(_keys(text), ("fail", {"memory"}))
        text = SIZES_LINES_1000.replace("memory/array = 0.00374021 GB", "sizeof(x) = 4016016 bytes") + PLAIN_COUNTS
        self.assertEqual(not_passing(text), ("pass", {}))


if __name__ == "__main__":
    unittest.main()
