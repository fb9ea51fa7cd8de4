"""The twenty-first hostile pass's whole layouts that were UNGRADED or lost points (helper t21).

What was wrong (each a right output):
1. MATLAB's display of a table (h21's H18, F42): `T =` / `  1x13 table` / the names / a `____` rule under each
   name / an empty line / the values. The names were read over nothing: UNGRADED. Now (wrappedtables.py) the
   names are read over the values: PASS; a wrong value in the row fails its field.
2. A pandas frame wider than the terminal (H19, F43): its columns wrapped into blocks (`\\` at a block's header's
   end, the index label first on each row, an empty line between blocks): UNGRADED. Now (wrappedtables.py) the
   blocks are joined: PASS; a wrong value in a later block fails its field.
3. A JSON document whose counts are in a list of runs, each run's record naming its version (H15, F36, F37:
   `{"n": 1000, "row_length": 1002, ..., "runs": [{"backend": "cpu", "x_below": 100024, ...}, {"backend": "gpu",
   ...}]}`): on one line UNGRADED, with indent=1 the sizes MISSING. Now (jsonruns.py) laid out a run a line, an
   item a line: PASS; a wrong CPU count fails below_x, a wrong GPU run below_y2 (as o21 made it), a wrong size
   its field; nested under "params" / "results", or Python's print(dict), the same.
4. An HTML report's table with column headers (H20, F44: `<th>array</th><th>count below t</th><th>fraction</th>`, a
   row per array): the blanks between the table's tags were read as empty lines between its rows, the header
   parted from them: UNGRADED (its Markdown twin passed). Now (lines._PageText) a table's rows follow one another;
   pandas' to_html (and to_markdown, and a tab table), whose index column sits under an empty header cell, is read
   without it (indexcolumns.py): PASS; a wrong count fails its field.
5. A Python session's `>>> fractions` over `(0.100024, 1.2e-05)` after the counts (H8, F20): fraction_y FAIL
   `found 0.100024` (x's fraction read as y's), fraction_x MISSING; `>>> fx, fy` over the pair: both MISSING;
   IPython's `In [6]: counts` over `Out[6]: (100024, 12)`: UNGRADED; so too a print's `fractions: (0.100024,
   1.2e-05)`. Now (prompttuples.py) such a command (its parts naming the arrays, or one name of the counts or
   fractions) and its pair, or such a label and its pair, is one line `fractions (x, y): (...)`: PASS; a wrong
   value fails its field.
Before: each right text below UNGRADED (or, 3's indented one, 16/20). Now: each passes; its wrong twin fails the field named.

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


BASE = {"n": 1000, "row_length": 1002, "total_elements": 1004004, "inner_elements": 1000000, "memory_gb": 0.00374021,
        "threshold": 0.1, "a": 0.05, "b": 0.1, "c": 0.4}


def _runs(cpu_x=100024, gpu_y=12, key="backend", names=("cpu", "gpu")):
    return [{key: names[0], "x_below": cpu_x, "x_fraction": cpu_x / 1e6, "y_below": 12, "y_fraction": 1.2e-05, "ms": 4.1},
            {key: names[1], "x_below": 100024, "x_fraction": 0.100024, "y_below": gpu_y, "y_fraction": gpu_y / 1e6,
             "ms": 0.05}]


class JsonListOfRuns(unittest.TestCase):
    def _texts(self, base=BASE, **runs):
        import json
        return (json.dumps(dict(base, runs=_runs(**runs))),
                json.dumps(dict(base, runs=_runs(**runs)), indent=1),
                json.dumps({"params": base, "results": _runs(key="kernel", names=("serial", "cuda"), **runs)}, indent=2),
                str(dict(base, runs=_runs(**runs))) + "\n")

    def test_right_ones_pass(self):
        for text in self._texts():
            with self.subTest(text=text):
                self.assertEqual(not_passing(text), ("pass", {}))

    def test_wrong_ones_fail(self):
        for runs, base, field in (({"gpu_y": 13}, BASE, "below_y2"), ({"cpu_x": 100042}, BASE, "below_x"),
                                  ({}, dict(BASE, row_length=1004), "row"),
                                  ({}, dict(BASE, total_elements=1004000), "total")):
            for text in self._texts(base, **runs):
                with self.subTest(field=field, text=text):
                    verdict, bad = not_passing(text)
                    self.assertEqual(verdict, "fail")
                    self.assertEqual(bad.get(field, ("pass",))[0], "fail", bad)

    def test_other_n(self):
        import json
        from tests.grader.a_support import graded
        base = dict(BASE, n=500, row_length=502, total_elements=252004, inner_elements=250000, memory_gb=0.000938788)
        runs = [{"backend": b, "x_below": 24914, "x_fraction": 0.099656, "y_below": 4, "y_fraction": 1.6e-05}
                for b in ("cpu", "gpu")]
        self.assertEqual(graded(json.dumps(dict(base, runs=runs))), ("pass", {}))
        runs[1]["y_below"] = 14
        self.assertEqual(graded(json.dumps(dict(base, runs=runs)))[1].get("below_y2"), "fail")

    def test_other_documents_as_they_were(self):
        from grading.jsonruns import runs_laid_out
        for text in ('{"timers": [{"label": "CPU: Smooth", "seconds": 0.06}]}', '{"x": [1, 2]}', "[{}]",
                     '{"runs": [{"x_below": 1}]}', '{"a": [' * 5000 + "}", "{'a': [" + "(" * 50000 + "}"):
            self.assertEqual(runs_laid_out(text), text)


SIZES_PROSE = ("<p>n = 1000 (1002 with ghost), 1004004 elements (1000000 inner), 0.00374 GB per array, t = 0.1, a = 0.05,"
               " b = 0.1, c = 0.4</p>")


def _html(x=100024, y=12, head="count below t", index=False, pretty=False):
    """An HTML page's table of the arrays' counts (pandas' to_html where index, its indented layout where pretty)."""
    cells = [("array", head, "fraction")] + [("x", str(x), "0.100024"), ("y", str(y), "%g" % (y / 1e6))]
    rows = []
    for k, row in enumerate(cells):
        tag = "th" if k == 0 else "td"
        lead = ("<th></th>" if k == 0 else f"<th>{k - 1}</th>") if index else ""
        rows.append("<tr>" + lead + "".join(f"<{tag}>{c}</{tag}>" for c in row) + "</tr>")
    if pretty:
        table = '<table border="1" class="dataframe">\n  <thead>\n    ' + rows[0] + "\n  </thead>\n  <tbody>\n    " + \
            "\n    ".join(rows[1:]) + "\n  </tbody>\n</table>"
    else:
        table = "<table>\n" + "\n".join(rows) + "\n</table>"
    return "<!DOCTYPE html>\n<html><body>\n<h2>Results</h2>\n" + table + "\n" + SIZES_PROSE + "\n</body></html>\n"


class HtmlTableColumnHeaders(unittest.TestCase):
    def test_right_ones_pass(self):
        for text in (_html(), _html(pretty=True), _html(head="count &lt; t", index=True, pretty=True),
                     _html(head="below threshold", index=True), _html(head="# below 0.1")):
            with self.subTest(text=text):
                self.assertEqual(not_passing(text), ("pass", {}))

    def test_wrong_ones_fail(self):
        for (x, y), field in (((100042, 12), "below_x"), ((100024, 21), "below_y")):
            for text in (_html(x, y), _html(x, y, head="count &lt; t", index=True, pretty=True)):
                with self.subTest(field=field, text=text):
                    verdict, bad = not_passing(text)
                    self.assertEqual(verdict, "fail")
                    self.assertEqual(bad.get(field, ("pass",))[0], "fail", bad)

    def test_index_under_an_empty_header_cell(self):
        sizes = "\n" + SIZES_PROSE[3:-4] + "\n"
        for text in ("|    | array | count < t | fraction |\n|---:|:---|---:|---:|\n|  0 | x | 100024 | 0.100024 |\n"
                     "|  1 | y | 12 | 1.2e-05 |\n",
                     "\tarray\tcount\tfraction\n0\tx\t100024\t0.100024\n1\ty\t12\t1.2e-05\n"):
            with self.subTest(text=text):
                self.assertEqual(not_passing(text + sizes), ("pass", {}))
        table = "|    | array | count < t | fraction |\n|---:|:---|---:|---:|\n|  0 | x | 100024 | 0.100024 |\n|  1 | y | 21 | 2.1e-05 |\n"
        self.assertEqual(not_passing(table + sizes)[1].get("below_y", ("pass",))[0], "fail")
        tabs = "\tarray\tcount\tfraction\n0\tx\t100042\t0.100024\n1\ty\t12\t1.2e-05\n"
        self.assertEqual(not_passing(tabs + sizes)[1].get("below_x", ("pass",))[0], "fail")


SIZES_TEXT = """Number of elements in a row/column: 1002
Number of inner elements in a row/column: 1000
Total number of elements: 1004004
Total number of inner elements: 1000000
Memory (GB) used per array: 0.00374021
Threshold: 0.1
Smoothing constants (a, b, c): 0.05 0.1 0.4
"""
COUNT_LINES = ">>> count(x < t)\n100024\n>>> count(y < t)\n12\n"


class SessionPairs(unittest.TestCase):
    RIGHT = (COUNT_LINES + ">>> fractions\n(0.100024, 1.2e-05)\n",
             ">>> count(x < t), count(y < t)\n(100024, 12)\n>>> fx, fy\n(0.100024, 1.2e-05)\n",
             "In [5]: counts\nOut[5]: (100024, 12)\n\nIn [6]: fractions\nOut[6]: (0.100024, 1.2e-05)\n",
             "julia> (cx, cy)\n(100024, 12)\n\njulia> (fx, fy)\n(0.100024, 1.2e-5)\n",
             ">>> below_y, below_x\n(12, 100024)\n>>> frac_y, frac_x\n(1.2e-05, 0.100024)\n",
             "count x: 100024\ncount y: 12\nfractions: (0.100024, 1.2e-05)\n",
             "counts = [100024, 12]\nfractions = [0.100024, 1.2e-05]\n")

    def test_right_ones_pass(self):
        for text in self.RIGHT:
            with self.subTest(text=text):
                self.assertEqual(not_passing(SIZES_TEXT + text), ("pass", {}))

    def test_wrong_ones_fail(self):
        for old, new, field in (("(0.100024, 1.2e-05)", "(0.100024, 2.1e-05)", "fraction_y"),
                                ("(100024, 12)", "(100024, 21)", "below_y"), ("(12, 100024)", "(21, 100024)", "below_y"),
                                ("[100024, 12]", "[100042, 12]", "below_x"), ("(0.100024, 1.2e-5)", "(0.100042, 1.2e-5)",
                                                                             "fraction_x")):
            for text in self.RIGHT:
                if old in text:
                    with self.subTest(text=text, new=new):
                        verdict, bad = not_passing(SIZES_TEXT + text.replace(old, new))
                        self.assertEqual(verdict, "fail")
                        self.assertEqual(bad.get(field, ("pass",))[0], "fail", bad)

    def test_other_pairs_as_they_were(self):
        from grading.prompttuples import prompt_tuples
        for text in (">>> size(x)\n(1002, 1002)\n", ">>> a, b\n(0.05, 0.1)\n", "shape: (1002, 1002)\n",
                     "counts: (100024, 12, 7)\n", ">>> x.max(), y.max()\n(0.99, 0.97)\n", "times: (0.1, 0.2)\n"):
            self.assertEqual(prompt_tuples(text), text)


class Cost(unittest.TestCase):
    def test_long_lines_and_blanks_are_quick(self):
        for text in ("a b \\\n" + " " * 4000 + "\n" + "0 1 2\n" * 3, "x  y  \\\n" + "1" * 20_000_000 + " \\\n",
                     "n  N\n" + "__  __   " * 2000 + "\n\n1 2\n", "_" * 2_000_000 + "\n\n",
                     ">>> " + "a" * 20_000_000 + "\n(1, 2)\n", "counts" + " " * 4000 + "= (1, 2" + " " * 4000 + "\n",
                     "{" + '"runs": [' * 100_000 + "}", "<table>" + "<tr> </tr>\n" * 100_000 + "</table>",
                     "|  |" + "\n| 0 | 1 |" * 100_000 + "\n"):
            start = time.process_time()
            not_passing(text)
            self.assertLess(time.process_time() - start, 10)


if __name__ == "__main__":
    unittest.main()
