"""test_hostile13_second.py - the thirteenth hostile pass's findings 1 and 2 (its second part): a second or
third version of the result that was not read, so a wrong GPU result passed: a table whose columns are the
versions (` CPU  GPU`) with one row of a time, a rate or a thread count beside the counts' rows; blocks
under version headings (`=== CPU ===`, `=== GPU (naive) ===`, `=== GPU (shared) ===`); a CPU/GPU pair on
one line that ends in a verdict word (`CPU 12, GPU 13 -> MISMATCH`); a check line's values (`CPU check: x
100024 y 0 -> MISMATCH`).
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_hostile13_second"""
import time
import unittest

from grading import read_output

from tests.grader.a_support import RIGHT_1000, SIZES_1000, not_passing

# The corpus's p12-cuda-compare.txt's table, its rows given
_COLUMNS = """
                 CPU          GPU
{}
"""
_ROWS = ("below (x)        100024       {}", "below (y)        12           {}",
         "fraction (x)     0.100024     {}", "fraction (y)     1.2e-05      {}")
_RIGHT_GPU = ("100024", "12", "0.100024", "1.2e-05")


def _table(extra, at, gpu, form=" "):
    rows = [row.format(value) for row, value in zip(_ROWS, gpu)]
    rows.insert(at if at >= 0 else len(rows), extra)
    if form == ",":
        body = "metric,cpu,gpu\n" + "\n".join(",".join(_snake(c) for c in _cells(row)) for row in rows)
    elif form == "|":
        body = "| quantity | CPU | GPU |\n|---|---|---|\n" + "\n".join("| " + " | ".join(_cells(row)) + " |" for row in rows)
    else:
        body = _COLUMNS.format("\n".join(rows)).strip("\n")
    return SIZES_1000 + "\n" + body + "\n"


def _snake(cell):  # 'below (x)': 'below_x', as a CSV names it
    return cell.replace(" (", "_").replace(" [", "_").strip(")]").replace(" ", "_")


def _cells(row):
    return [cell.strip() for cell in row.split("  ") if cell.strip()]


class VersionsAsColumns(unittest.TestCase):
    def test_a_time_row_beside_the_counts(self):
        """` CPU  GPU` over the count and fraction rows and one more (a time, a rate, threads, a speedup), first,
        between or last: the table was not read at all (a time's word in a row's name), the GPU column dropped"""
        extras = ("time [ms]        4.120        0.093", "bandwidth GB/s   12.5         310.2",
                  "threads          1            256", "speedup          1.0          44.3", "Time (s)  0.00412  0.000093")
        for extra in extras:
            for at in (0, 2, -1):
                for form in (" ", "|", ","):
                    with self.subTest(extra=extra, at=at, form=form):
                        self.assertEqual(not_passing(_table(extra, at, _RIGHT_GPU, form)), ("pass", {}))
                        verdict, fields = not_passing(_table(extra, at, ("0", "0", "0", "0"), form))
                        self.assertEqual((verdict, fields["below_x2"][0], fields["below_y2"][0],
                                          fields["fraction_y2"][0]), ("fail", "fail", "fail", "fail"))
                        verdict, fields = not_passing(_table(extra, at, ("100024", "13", "0.100024", "1.2e-05"), form))
                        self.assertEqual((verdict, fields["below_y2"][0]), ("fail", "fail"))

    def test_a_column_comparing_the_versions(self):
        """` CPU  GPU  diff` (or `ratio`, `abs diff`): the right output was ungraded (a diff's word: no table, its rows
        arrays' data) or failed (the ratio's 1 read as a third version's fraction); the diff's column is no version's"""
        for name, values in (("diff", ("0", "0", "0", "0")), ("abs diff", ("0", "0", "0", "0")), ("ratio", ("1", "1", "1", "1"))):
            for gpu, verdict in ((_RIGHT_GPU, "pass"), (("100024", "13", "0.100024", "1.3e-05"), "fail"), (("0",) * 4, "fail")):
                rows = "\n".join(row.format(value) + "    " + other for row, value, other in zip(_ROWS, gpu, values))
                text = SIZES_1000 + _COLUMNS.format(rows).replace("GPU\n", "GPU          " + name + "\n")
                with self.subTest(name=name, gpu=gpu):
                    found = not_passing(text)
                    self.assertEqual(found if verdict == "pass" else (found[0], found[1].get("below_y2", ("pass",))[0]),
                                     ("pass", {}) if verdict == "pass" else ("fail", "fail"))


_X = "Number of elements below threshold in x: 100024\nFraction of elements below threshold in x: 0.100024\n"
_Y_FRACTION = "Fraction of elements below threshold in y: 1.2e-05\n"


class VerdictAfterThePair(unittest.TestCase):
    def test_a_verdict_word_after_the_versions(self):
        """a CPU/GPU pair on one line ending in the program's verdict (`CPU 12, GPU 13 -> MISMATCH`, `[FAIL]`; names then
        values, `below_y cpu/gpu: 12/13 -> MISMATCH`), or with `==` or `!=` between them: the GPU's value was lost (the
        line was read as one count), a wrong GPU passed"""
        forms = ("Number of elements below threshold in y: CPU {}, GPU {}{}", "y below 0.1: cpu={} gpu={}{}",
                 "Y below threshold: CPU {} vs GPU {}{}", "Y below threshold: CPU = {}, GPU = {}{}",
                 "Number of elements below threshold in y: {} (CPU), {} (GPU){}", "below_y: serial {} / cuda {}{}",
                 "y below: CPU {} == GPU {}{}", "y below: {} (CPU) != {} (GPU){}", "below_y cpu/gpu: {}/{}{}",
                 "below y (cpu, gpu): {}, {}{}")
        tails = (" -> MISMATCH", " [FAIL]", " (MISMATCH)", " -- MISMATCH", " => FAIL", ": MISMATCH", " MISMATCH", " -> OK",
                 " -> differ", " -> mismatch!", " (WRONG)", " \u2717", " \u2713", " <- MISMATCH", "   *** MISMATCH ***",
                 " -> NOT OK", " => PASS", "")
        for form in forms:
            for tail in tails:
                with self.subTest(line=form.format(12, 13, tail)):
                    self.assertEqual(not_passing(SIZES_1000 + _X + form.format(12, 12, tail) + "\n" + _Y_FRACTION), ("pass", {}))
                    for gpu in (13, 0):  # (names before the values, 'cpu/gpu': the two values one field's, two that differ)
                        verdict, fields = not_passing(SIZES_1000 + _X + form.format(12, gpu, tail) + "\n" + _Y_FRACTION)
                        self.assertEqual((verdict, {"below_y", "below_y2"} & set(fields) != set()), ("fail", True))

    def test_a_version_check_line(self):
        """a program's check by another version, its counts on a line of their own (`CPU check: x 100024 y 0 ->
        MISMATCH`): read as no field, a wrong check passed beside the right counts"""
        lines = ("CPU check: x {x} y {y} -> OK", "CPU check: x {x} y {y} -> MISMATCH", "Host verification: X = {x}, Y = {y} [MISMATCH]",
                 "CPU check: x={x}, y={y}", "Verify on CPU: x {x}, y {y} (OK)", "GPU check: X {x} Y {y} \u2713",
                 "CPU cross-check: y {y} -> FAIL", "Checking against CPU: x = {x}; y = {y} -> mismatch!",
                 "CPU check: x {x} (0.100024) y {y} (1.2e-05) -> OK", "CPU reference: x={x}, y={y}",
                 "Check against CPU reference: X {x}, Y {y} -> FAILED")
        for line in lines:
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + line.format(x=100024, y=12) + "\n"), ("pass", {}))
                verdict, fields = not_passing(RIGHT_1000 + line.format(x=100024, y=0) + "\n")
                self.assertEqual((verdict, fields.get("below_y2", ("pass",))[0]), ("fail", "fail"))
        for line in ("GPU check (max diff): x 0 y 0 -> OK", "CPU check: x 100024 y 0 mismatches -> OK",
                     "GPU check: x 0 y 0 errors"):  # (a check's other numbers: no counts)
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + line + "\n"), ("pass", {}))


_BLOCK = ("Number of elements below threshold in x: {}\nFraction of elements below threshold in x: {}\n"
          "Number of elements below threshold in y: {}\nFraction of elements below threshold in y: {}\n")
_RIGHT = ("100024", "0.100024", "12", "1.2e-05")


class VersionsInBlocks(unittest.TestCase):
    def test_blocks_under_version_headings(self):
        """blocks under `=== CPU ===`, `=== GPU (naive) ===`, `=== GPU (shared) ===` (or `## Serial`, `[CUDA]`, `GPU
        results:`): a wrong third block passed (its 0 beside two 12s taken for ranks' partial counts), a wrong
        second one failed as the first result's"""
        headings = (("=== CPU ===", "=== GPU (naive) ===", "=== GPU (shared) ==="), ("## Serial", "## OpenMP", "## CUDA"),
                    ("[CPU]", "[GPU naive]", "[GPU tiled]"), ("CPU results:", "GPU results:", "GPU (shared memory) results:"),
                    ("--- Host ---", "--- Device ---", "--- Device (v2) ---"),
                    ("Running on CPU...", "Running on GPU...", "Running on GPU with shared memory..."),
                    ("=== kernel: cpu ===", "=== kernel: gpu ===", "=== kernel: gpu-shared ==="))
        for heads in headings:
            for count in (2, 3):
                for last in (_RIGHT, ("100024", "0.100024", "0", "0"), ("0", "0", "0", "0"), ("100024", "0.100024", "13", "1.3e-05")):
                    blocks = [_RIGHT] * (count - 1) + [last]
                    text = SIZES_1000 + "".join(head + "\n" + _BLOCK.format(*block) for head, block in zip(heads, blocks))
                    with self.subTest(heads=heads[:count], last=last):
                        verdict, fields = not_passing(text)
                        if last == _RIGHT:
                            self.assertEqual((verdict, fields), ("pass", {}))
                        else:
                            self.assertEqual((verdict, fields.get("below_y2", ("pass",))[0]), ("fail", "fail"))

    def test_a_result_printed_thrice_is_no_ranks_partials(self):
        """the summary's counts printed three times (blocks under no version's heading, `=== Run 3 ===`, `--- tiled ---`,
        or none), the last Y 0: 12, 12 and 0 were taken for ranks' partial counts (12 = 12 + 0), a wrong one passed;
        X's printings alike say a result printed again (ranks' partial counts of X differ)"""
        for heads in (("=== Run 1 ===", "=== Run 2 ===", "=== Run 3 ==="), ("--- naive ---", "--- tiled ---", "--- shared ---"),
                      ("", "", "")):
            for last in (_RIGHT, ("100024", "0.100024", "0", "0")):
                text = SIZES_1000 + "".join(head + "\n" * bool(head) + _BLOCK.format(*block)
                                            for head, block in zip(heads, (_RIGHT, _RIGHT, last)))
                with self.subTest(heads=heads, last=last):
                    verdict, fields = not_passing(text)
                    if last == _RIGHT:
                        self.assertEqual((verdict, fields), ("pass", {}))
                    else:
                        self.assertEqual((verdict, fields.get("below_y", ("pass",))[0]), ("fail", "fail"))
        ranks = "".join(f"Number of elements below threshold in x: {x}\nNumber of elements below threshold in y: {y}\n"
                        for x, y in ((50010, 12), (50014, 0), (100024, 12)))  # (ranks' partials, then the total)
        fields = not_passing(SIZES_1000 + ranks)[1]  # (no fractions printed: those missing)
        self.assertEqual({key for key in fields if key.startswith("below")}, set())

    def test_heading_lines_stay_linear(self):
        """an array's heading over a line of a letter and 4,000 blanks and tabs before a colon took 0.2 s a line
        (headings' field line, a lazy label then blanks: quadratic); the version headings' the same"""
        for line in ("x" + " \t" * 2000 + ":",):
            text = "=== CPU ===\nbelow y: 12\n=== GPU ===\n" + "\n".join(line[:len(line) - k] for k in range(20))
            start = time.process_time()
            read_output(text)
            self.assertLess(time.process_time() - start, 2.0)


class FractionOnTheCountsLine(unittest.TestCase):
    def test_a_fraction_beside_its_count_printed_again(self):
        """a fraction on its count's line was read only where no other printing gave the fraction, and only its first
        printing: a wrong one printed again (an awk summary's `-> 0.100042`, a second block's `fraction = 0.100042`)
        passed (the corpus' last-printing mutants of bash-awk and p12-c6)"""
        for line, right, wrong in (("x: 100024 of 1000000 below 0.1 -> {}", "0.100024", "0.100042"),
                                   ("x below threshold: 100024 ({})", "10.0024%", "10.0042%"), ("Below (x) = 100024   fraction = {}", "0.100024", "0.100042")):
            with self.subTest(line=line):
                self.assertEqual(not_passing(RIGHT_1000 + line.format(right) + "\n"), ("pass", {}))
                verdict, fields = not_passing(RIGHT_1000 + line.format(wrong) + "\n")
                self.assertEqual((verdict, fields.get("fraction_x", ("pass",))[0]), ("fail", "fail"))
        for prose in ("The smoothed array has fewer small values: 12 instead of 100024.", "y below threshold: 12 (took 0.5 s)"):
            with self.subTest(prose=prose):  # (a second number that is no fraction: no printing of one)
                self.assertEqual(not_passing(RIGHT_1000 + prose + "\n"), ("pass", {}))
        block = "Below (x) = 100024   fraction = {}\nBelow (y) = 12   fraction = 0.000012\n"
        self.assertEqual(not_passing(SIZES_1000 + block.format("0.100024") + block.format("0.100024")), ("pass", {}))
        self.assertEqual(not_passing(SIZES_1000 + block.format("0.100024") + block.format("0.100042"))[0], "fail")


if __name__ == "__main__":
    unittest.main()
