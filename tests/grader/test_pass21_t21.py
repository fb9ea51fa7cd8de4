"""The twenty-first hostile pass's whole layouts that were UNGRADED or lost points (helper t21).

What was wrong (each a right output):
1. MATLAB's display of a table (h21's H18, F42): `T =` / `  1x13 table` / the names / a `____` rule under each
   name / an empty line / the values. The names were read over nothing: UNGRADED. Now (wrappedtables.py) the
   names are read over the values: PASS; a wrong value in the row fails its field.
2. A pandas frame wider than the terminal (H19, F43): its columns wrapped into blocks (`\\` at a block's header's
   end, the index label first on each row, an empty line between blocks): UNGRADED. Now (wrappedtables.py) the
   blocks are joined: PASS; a wrong value in a later block fails its field.
Before: each right text below UNGRADED. Now: each passes; its wrong twin fails the field named.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass21_t21
"""
import time
import unittest

from tests.grader.a_support import not_passing

# (n, row, total, inner total, memory GB, x, fraction x, y, fraction y) as ./smooth -n N -kernel cpu prints them
N_1000 = (1000, 1002, 1004004, 1000000, "0.0037402", 100024, "0.100024", 12, "1.2e-05")
N_500 = (500, 502, 252004, 250000, "0.00093879", 24914, "0.099656", 4, "1.6e-05")
N_64 = (64, 66, 4356, 4096, "1.6227e-05", 416, "0.10156", 0, "0")


def _matlab(values, names=("n", "N", "total", "inner", "memGB", "t", "a", "b", "c", "belowX", "fracX", "belowY",
                           "fracY"), blank=True, title="T"):
    """MATLAB's display of a one-row table (disp or an unterminated assignment)."""
    cells = [str(v) for v in values[:5]] + ["0.1", "0.05", "0.1", "0.4"] + [str(v) for v in values[5:]]
    widths = [max(len(a), len(b)) + 4 for a, b in zip(names, cells)]
    head = "".join(name.center(w) for name, w in zip(names, widths))
    rule = "".join(("_" * max(len(name), 4)).center(w) for name, w in zip(names, widths))
    row = "".join(cell.rjust(w - 2) + "  " for cell, w in zip(cells, widths))
    return (f"{title} =\n\n  1x{len(names)} table\n\n" if title else "") + head + "\n" + rule + "\n" + \
        ("\n" if blank else "") + row + "\n\n"


def _pandas(values, blocks=((0, 9), (9, 13)), names=("n", "N", "total", "inner", "memGB", "t", "a", "b", "c",
                                                     "below_x", "frac_x", "below_y", "frac_y"), index="0"):
    """pandas' print of a one-row frame wrapped into column blocks."""
    cells = [str(v) for v in values[:5]] + ["0.1", "0.05", "0.1", "0.4"] + [str(v) for v in values[5:]]
    out = []
    for k, (start, end) in enumerate(blocks):
        widths = [max(len(names[i]), len(cells[i])) for i in range(start, end)]
        head = " " * len(index) + "".join("  " + names[i].rjust(w) for i, w in zip(range(start, end), widths))
        row = index + "".join("  " + cells[i].rjust(w) for i, w in zip(range(start, end), widths))
        last = k == len(blocks) - 1
        out += [head + ("  " if last else "  \\"), row + "  ", ""]
    return "\n".join(out[:-1]) + "\n"


def _wrong(values, i, value):
    changed = list(values)
    changed[i] = value
    return tuple(changed)


def _verdict(test, text, n=1000):
    if n == 1000:
        return not_passing(text)
    from tests.grader.a_support import graded
    return graded(text)


class MatlabTableDisplay(unittest.TestCase):
    def test_right_ones_pass(self):
        for text in (_matlab(N_1000), _matlab(N_1000, title=""), _matlab(N_1000, blank=False),
                     _matlab(N_1000, names=("n", "N", "total", "inner", "mem_GB", "t", "a", "b", "c", "below_x",
                                            "frac_x", "below_y", "frac_y")),
                     "Results:\n" + _matlab(N_1000, title="results")):
            with self.subTest(text=text):
                self.assertEqual(not_passing(text), ("pass", {}))

    def test_wrong_ones_fail(self):
        for i, value, field in ((5, 100042, "below_x"), (7, 21, "below_y"), (2, 1004000, "total"), (8, "2.1e-05", "fraction_y")):
            with self.subTest(field=field):
                verdict, bad = not_passing(_matlab(_wrong(N_1000, i, value)))
                self.assertEqual(verdict, "fail")
                self.assertEqual(bad.get(field, ("pass",))[0], "fail", bad)

    def test_other_n(self):
        from tests.grader.a_support import graded
        self.assertEqual(graded(_matlab(N_500)), ("pass", {}))
        self.assertEqual(graded(_matlab(_wrong(N_500, 7, 14)))[1].get("below_y"), "fail")


class PandasWrappedFrame(unittest.TestCase):
    def test_right_ones_pass(self):
        for text in (_pandas(N_1000), _pandas(N_1000, blocks=((0, 5), (5, 9), (9, 13))),
                     _pandas(N_1000, blocks=((0, 11), (11, 13))), _pandas(N_1000, index="run1"),
                     "df:\n" + _pandas(N_1000)):
            with self.subTest(text=text):
                self.assertEqual(not_passing(text), ("pass", {}))

    def test_wrong_ones_fail(self):
        for i, value, field in ((5, 100042, "below_x"), (7, 21, "below_y"), (2, 1004000, "total"),
                                (6, "0.100042", "fraction_x")):
            with self.subTest(field=field):
                verdict, bad = not_passing(_pandas(_wrong(N_1000, i, value)))
                self.assertEqual(verdict, "fail")
                self.assertEqual(bad.get(field, ("pass",))[0], "fail", bad)

    def test_other_n(self):
        from tests.grader.a_support import graded
        self.assertEqual(graded(_pandas(N_64)), ("pass", {}))
        self.assertEqual(graded(_pandas(_wrong(N_64, 5, 461)))[1].get("below_x"), "fail")


class Cost(unittest.TestCase):
    def test_long_lines_and_blanks_are_quick(self):
        for text in ("a b \\\n" + " " * 4000 + "\n" + "0 1 2\n" * 3, "x  y  \\\n" + "1" * 20_000_000 + " \\\n",
                     "n  N\n" + "__  __   " * 2000 + "\n\n1 2\n", "_" * 2_000_000 + "\n\n"):
            start = time.monotonic()
            not_passing(text)
            self.assertLess(time.monotonic() - start, 10)


if __name__ == "__main__":
    unittest.main()
