"""Speed (the issue's item 2: any file under the 64 MiB cap grades in <= 10 s): a file of 60 MB of aside lines
that each print a grid's sizes (`Grid 1000x1000 (1000000 elements), interior 998x998 (996004 elements)`, 700,000
of them) before a right summary took 12.3-13.0 s on the nvidia-h200 host. Where the time went (cProfile), per line:
statements.split and a digit mask of each of its four statements (a generator and an encode a statement), a Found
made for `interior 998x998` on every line past MAX_PRINTINGS (an area with no number of its own was kept out of
the 'made at the end' rule), and number_value's float of each size to check it is whole.

Now (grading unchanged: the same fields, values, lines and labels):
1. A plan that is only spans of an ASCII line cuts it by slices worked out once per pattern of digits, its
   statements' keys slices of the line's own key (partcuts.py); a conditional plan, one that joins text in, or
   a line with a non-ASCII character is split as before.
2. Past MAX_PRINTINGS a size whose area has no number of its own ('interior 998x998') keeps only its line, as
   any size does, its Found made at the end; printed.size_kept says whether found_of would keep it (its very
   check, whole_token too: '1.004.004').
3. A size of ASCII digits is whole and nonzero unless all 0s: no float made (whole_size, size_kept, inline).

read_output on 12 MB of such lines: 4.2 s to 2.9 s of CPU here.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass22_g22
"""
import time
import unittest

import grading
from grading import fields
from grading.printed import found_of, whole_size
from grading.shapecache import _DIGITS_MASKED
from grading.statements import prepare, split
from tests.grader.a_support import RIGHT_1000, SIZES_LINES_1000, graded, not_passing

WRONGS = [("100024", "100042", "below_x"), (":: 12\n", ":: 21\n", "below_y"), ("1004004", "1004040", "total"),
          ("1.20000E-05", "2.10000E-05", "fraction_y")]
LINES_WRONGS = [("100024", "100042", "below_x"), ("= 12 ", "= 21 ", "below_y"), ("1004004", "1004040", "total")]
LINES_COUNTS = "x below t = 100024 (fraction 0.100024)\ny below t = 12 (fraction 1.2e-05)\n"


def asides(count, line, start=3):
    """count aside lines, line(i) each, from i = start."""
    return "".join(line(i) + "\n" for i in range(start, start + count))


def grid(i):
    return f"Grid {i}x{i} ({i * i} elements), interior {i - 2}x{i - 2} ({(i - 2) ** 2} elements)"


# realistic variants of a loop's aside lines, each past MAX_PRINTINGS (10,000) lines
VARIANTS = {
    "c printf": grid,
    "python print": lambda i: f"grid {i} x {i} = {i * i} elements; interior {i - 2} x {i - 2} = {(i - 2) ** 2} elements",
    "fortran": lambda i: f" Grid {i:8d}x{i:<8d}  (  {i * i:12d} elements),  interior {i - 2}x{i - 2}",
    "unicode times": lambda i: f"Grid {i}\u00d7{i} ({i * i} elements), interior {i - 2}\u00d7{i - 2} ({(i - 2) ** 2} elements)",
    "java grouped": lambda i: f"Grid {i}x{i} ({i * i:,} elements), interior {i - 2}x{i - 2} ({(i - 2) ** 2:,} elements)"
                    .replace(",", "."),
    "n = 64 sizes": lambda i: f"n={i}: row length {i + 2}, total {(i + 2) ** 2} elements",
}


class SameGrading(unittest.TestCase):
    """Right outputs after 10,500 aside lines (past MAX_PRINTINGS) still PASS; one value changed still FAILs that
    field. (c printf's asides with the tutorial's summary PASS as grade splits them into runs: graded.)"""

    def test_right_and_wrong_after_asides(self):
        for name in ("fortran", "java grouped"):
            for summary, wrongs in ((RIGHT_1000, WRONGS), (SIZES_LINES_1000 + LINES_COUNTS, LINES_WRONGS)):
                text = asides(10500, VARIANTS[name]) + summary
                with self.subTest(name=name, summary=summary[:20]):
                    self.assertEqual(not_passing(text), ("pass", {}))
                for old, new, field in wrongs[:2]:  # (a wrong total after 10,500 totals passes, before as now: the
                                                    # asides' many totals)
                    with self.subTest(name=name, summary=summary[:20], new=new):
                        verdict, bad = not_passing(text.replace(old, new, 1))
                        self.assertEqual(verdict, "fail")
                        self.assertEqual(bad[field][0], "fail", bad)

    def test_grade_splits_c_printf(self):
        text = asides(10500, grid) + RIGHT_1000
        self.assertEqual(graded(text), ("pass", {}))
        verdict, bad = graded(text.replace(":: 12\n", ":: 21\n"))
        self.assertEqual((verdict, bad.get("below_y")), ("fail", "fail"))

    def test_latest_printing_kept(self):
        """Past MAX_PRINTINGS the latest aside is the one kept, its Found made at the end as found_of makes it."""
        reading = fields.read_output(asides(10500, grid))
        self.assertEqual(reading["fields"]["total"].text, "9 and 1")  # (as before: two values of total)
        self.assertEqual(reading["fields"]["inner"].text, "1 and 2")


class Equivalent(unittest.TestCase):
    """The fast paths give what the slow ones give."""

    def test_cuts_as_split(self):
        from grading.partcuts import cuts
        lines = [grid(1000), grid(99999), "X = 100024, Y = 12", "below: x 100024 y 12, fractions 0.100024 1.2e-05",
                 "[rank 0] X = 100024, Y = 12", "n=1000: rows=1002, total=1004004", "X: (100024, 0.100024)",
                 "{'n': 1000, 'below_x': 100024, 'below_y': 12}", "Stats { n: 1000, below_x: 100024 }",
                 "X has 100024 elements below threshold and Y has 12", "Grid 1000\u00d71000 (1000000 elements), "
                 "interior 998\u00d7998 (996004 elements)", "(Y) :: 12, 13"]
        used = 0
        for line in lines:
            key = line.encode("utf-8", "surrogatepass").translate(_DIGITS_MASKED)
            begin, plan = prepare(line)
            if plan is None:
                continue
            slow = [(part, part.encode("utf-8", "surrogatepass").translate(_DIGITS_MASKED))
                    for part in split(line[begin:], plan)]
            cut = cuts(key, begin, plan)
            with self.subTest(line=line):
                if cut is not None:
                    used += 1
                    self.assertEqual(list(zip(map(line.__getitem__, cut[0]), cut[1])), slow)
                if not line.isascii():
                    self.assertIsNone(cut)
        self.assertGreaterEqual(used, 2)

    def test_size_checks_as_found_of(self):
        from grading.printed import size_kept
        shape = fields._shape("Total elements: 1004004")
        for token in ["1004004", "0", "000", "007", "1.004.004", "100.024", "1004004.5", "1,004,004", "1e6", "1" * 400,
                      "\u0661\u0662", "0.0"]:
            line = f"Total elements: {token}"
            shape = fields._shape(line)
            if shape.kind != "total":
                continue
            grading.notations.points_read(line)
            with self.subTest(token=token):
                self.assertEqual(size_kept(line, shape), found_of(line, shape, 1) is not None)
                value = grading.words.number_value(grading.words.c_number(line[slice(*shape.value)]))
                self.assertEqual(whole_size(line, shape), value is None or (value == int(value) and value != 0))


class Cost(unittest.TestCase):
    """The slow paths are not taken again, and the cost grows with the lines, no faster."""

    def counted(self, name):
        calls, real = [], getattr(fields, name)

        def counting(*args):
            calls.append(1)
            return real(*args)
        self.addCleanup(setattr, fields, name, real)
        setattr(fields, name, counting)
        return calls

    def test_no_found_nor_split_a_line(self):
        made, splits = self.counted("found_of"), self.counted("_split")
        fields.read_output(asides(40000, grid) + RIGHT_1000)
        self.assertLess(len(made), 3 * fields.MAX_PRINTINGS + 200)  # (three kinds' first; was one a line too: 60,000)
        self.assertLess(len(splits), 100)  # (was one a line)

    def test_linear(self):
        def cost(lines):
            text = asides(lines, grid) + RIGHT_1000
            start = time.process_time()
            fields.read_output(text)
            return time.process_time() - start
        cost(2000)  # (patterns compiled)
        small, large = min(cost(20000) for _ in range(2)), cost(40000)
        self.assertLess(large, 3 * small + 0.5)
        self.assertLess(large, 30)  # (about 0.6 s here; a loaded 2-CPU machine: 10 times that)


if __name__ == "__main__":
    unittest.main()
