"""test_pass17_runs.py - the seventeenth hostile pass's right outputs that lost points on their sizes, n and
memory (h17 report HIGH (a): F11, F07, F08, F23, F04, F02, F03, F06, F19), each with a one-value-wrong twin that fails.
Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass17_runs"""
import unittest

from tests.grader.a_support import PLAIN_1000, graded

PASS = ("pass", {})


def first_line(new):
    """The printf-style right n = 1000 output with its 'n = 1000' line replaced."""
    return PLAIN_1000.replace("n = 1000\n", new + "\n", 1)


class TimedN(unittest.TestCase):
    """n on a timer's line, the time's words or value first (h17 F11), and a time in brackets before a line."""
    LINES = ("Time for n = 1000: 10.0 ms", "Elapsed time for n = 1000: 0.0123 s", "Smoothing time (n = 1000): 12.3 ms",
             "Wall time: 0.0123 s (n = 1000)", "Computed in 10.0 ms for n = 1000.", "[10:49:11] start n=1000",
             "[2026-11-29 10:49:11] n = 1000", "[  0.012s] start n=1000", "Runtime with N=1000: 0.5 sec")

    def test_n_is_read(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(graded(first_line(line)), PASS)

    def test_a_wrong_n_fails(self):
        for line in self.LINES:
            with self.subTest(line=line):
                verdict, bad = graded(first_line(line.replace("1000", "1001")))
                self.assertEqual((verdict, bad.get("row"), bad.get("total")), ("fail", "fail", "fail"))

    def test_the_program(self):
        text = ("[00:00:00] start n=1000\nSizes -> N=1002, N*N=1004004, n*n=1000000\nMemory -> 0.00374021 GB/array\n"
                "threshold = 0.1\na = 0.05, b = 0.1, c = 0.4\nCounts -> x: 100024 (0.100024), y: 12 (0.000012)\n"
                "[00:00:01] done in 0.01s\n")
        self.assertEqual(graded(text), PASS)
        self.assertEqual(graded(text.replace("N=1002,", "N=1003,"))[0], "fail")

    def test_two_ns_on_a_timer_line_are_not_read_as_one(self):
        # two n's on the line: neither is taken as the run's n
        verdict, bad = graded(first_line("Time for n = 1000 and n = 2000: 10.0 ms"))
        self.assertNotEqual(verdict, "pass")


def sizes_line(new):
    """The printf-style right n = 1000 output with its four sizes' lines one line."""
    return PLAIN_1000.replace("n = 1000\nn+2 = 1002\n(n+2)^2 = 1004004\nn^2 = 1000000\n", new + "\n", 1)


class SizesApart(unittest.TestCase):
    """'n=1000 n+2=1002 (n+2)^2=1004004 n^2=1000000': a label in brackets after a value is the next pair's, not
    the value's own words (h17 F07)."""
    LINES = ("n=1000 n+2=1002 (n+2)^2=1004004 n^2=1000000", "n: 1000 n+2: 1002 (n+2)^2: 1004004 n^2: 1000000",
             "n=1000 n+2=1002 (n+2)*(n+2)=1004004 n*n=1000000", "n=1000 N=1002 (n+2)**2=1004004 n**2=1000000")

    def test_each_size_is_read(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(graded(sizes_line(line)), PASS)

    def test_a_wrong_size_fails(self):
        line = self.LINES[0]
        for old, new, field in (("=1002 ", "=1003 ", "row"), ("1004004", "1004040", "total"),
                                ("=1000000", "=1000002", "total_inner")):
            with self.subTest(field=field):
                self.assertEqual(graded(sizes_line(line.replace(old, new))), ("fail", {field: "fail"}))

    def test_words_in_brackets_stay_the_values(self):
        from grading.pairs import pairs_apart
        line = "n=1000 (inner) rows=1002 total=1004004"
        self.assertEqual([line[a:b] for ((a, b),) in pairs_apart(line)], ["n=1000 (inner)", "rows=1002", "total=1004004"])


class GridThenHalo(unittest.TestCase):
    """'Smoothing a 1000x1000 grid (with halo: 1002x1002)': the bracket's words are its own grid's, not the first
    grid's (h17 F08)."""
    LINES = ("Smoothing a 1000x1000 grid (with halo: 1002x1002)", "Smoothing a 1000x1000 grid (with ghost cells: 1002x1002)",
             "Smoothing a 1000 x 1000 grid (including halo: 1002 x 1002 elements)")

    def test_both_grids_are_read(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(graded(PLAIN_1000.replace("n = 1000\nn+2 = 1002\n", line + "\n")), PASS)

    def test_a_wrong_side_fails(self):
        text = PLAIN_1000.replace("n = 1000\nn+2 = 1002\n", self.LINES[0].replace("1002x1002", "1003x1003") + "\n")
        self.assertEqual(graded(text), ("fail", {"row": "fail"}))
        text = PLAIN_1000.replace("n = 1000\nn+2 = 1002\n", self.LINES[0].replace("1000x1000", "1001x1001") + "\n")
        verdict, bad = graded(text)
        self.assertEqual((verdict, bad.get("row")), ("fail", "fail"))

    def test_a_halo_without_a_number_is_the_grids(self):
        from grading.grids import grid_in_prose
        line = "Smoothing a 1002x1002 grid (with halo)"
        self.assertEqual(grid_in_prose(line)[0][0], "grid with ghost cells: ")


class NLast(unittest.TestCase):
    """'Grid 1002x1002 (1004004 elements, 1000000 interior), n = 1000': n a statement of its own after the line's
    sizes, read as they are alone (h17 F23)."""
    TEXT = ("Grid 1002x1002 (1004004 elements, 1000000 interior), n = 1000\nMemory/array = 0.00374021 GB\n"
            "Weights a=0.05 b=0.10 c=0.40; threshold t=0.10\nCount(x<t) = 100024  Fraction = 0.100024\n"
            "Count(y<t) = 12  Fraction = 0.000012\n")

    def test_it_is_read(self):
        self.assertEqual(graded(self.TEXT), PASS)
        self.assertEqual(graded(self.TEXT.replace(", n = 1000", "; N=1000.")), PASS)

    def test_a_wrong_size_fails(self):
        for old, new, field in (("1004004 el", "1004040 el", "total"), ("1000000 in", "1000002 in", "total_inner"),
                                ("1002x1002", "1003x1003", "row")):
            with self.subTest(field=field):
                self.assertEqual(graded(self.TEXT.replace(old, new)), ("fail", {field: "fail"}))
        verdict, bad = graded(self.TEXT.replace("n = 1000", "n = 1001"))
        self.assertEqual((verdict, bad.get("row"), bad.get("total")), ("fail", "fail", "fail"))


class CommentOverCsv(unittest.TestCase):
    """A '# n=1000 N=1002 ...' comment line of key=value pairs over an 'array,below,fraction' CSV (h17 F04)."""
    TEXT = ("# n=1000 N=1002 total=1004004 inner=1000000 gb_per_array=0.00374021 t=0.1 a=0.05 b=0.10 c=0.40\n"
            "array,below,fraction\nx,100024,0.100024\ny,12,0.000012\n")

    def test_it_is_read(self):
        self.assertEqual(graded(self.TEXT), PASS)
        self.assertEqual(graded(self.TEXT.replace("# ", "// ")), PASS)

    def test_a_wrong_value_in_it_fails(self):
        for old, new, field in (("total=1004004", "total=1004040", "total"), ("inner=1000000", "inner=1000002", "total_inner"),
                                ("0.00374021", "0.00374012", "memory"), ("t=0.1", "t=0.2", "threshold")):
            with self.subTest(field=field):
                self.assertEqual(graded(self.TEXT.replace(old, new)), ("fail", {field: "fail"}))
        verdict, bad = graded(self.TEXT.replace("n=1000", "n=1001"))
        self.assertEqual((verdict, bad.get("total")), ("fail", "fail"))


class AfterRow(unittest.TestCase):
    """A running row log 'after row 1000: x 100024, y 12' is a progress line, no field (h17 F02: its x was read as
    a row, and a log every 100 rows as n = 100022)."""
    TEXT = ("n = 1000, N = 1002, elements = 1004004, inner = 1000000, GB per array = 0.00374021\n"
            "threshold = 0.1, a = 0.05, b = 0.10, c = 0.40\n" + "".join(
                f"after row {r:4d}: x {x:6d}, y {y:2d}\n" for r, x, y in ((100, 9989, 0), (500, 49899, 6), (900, 90085, 10),
                                                                        (1000, 100024, 12))) +
            "x below threshold: 100024 (0.100024)\ny below threshold: 12 (0.000012)\n")

    def test_it_is_read(self):
        self.assertEqual(graded(self.TEXT), PASS)
        self.assertEqual(graded(PLAIN_1000 + "after row 1000: x 100024, y 12\n"), PASS)
        self.assertEqual(graded(PLAIN_1000 + "up to row 1000: x 100024, y 12\n"), PASS)

    def test_a_wrong_count_fails(self):
        self.assertEqual(graded(self.TEXT.replace("below threshold: 12 (0.000012)", "below threshold: 21 (0.000021)")),
                         ("fail", {"below_y": "fail", "fraction_y": "fail"}))
        self.assertEqual(graded(self.TEXT.replace("below threshold: 100024", "below threshold: 100042")),
                         ("fail", {"below_x": "fail"}))


def memory_line(new):
    """The printf-style right n = 1000 output with its memory line replaced."""
    return PLAIN_1000.replace("memory per array = 0.00374021 GB\n", new + "\n", 1)


class MemoryNames(unittest.TestCase):
    """The memory in bytes and in GB as logfmt's pairs ('bytes_per_array=4016016 gb_per_array=0.00374021': 'gb' a
    name's first word, no unit of the bytes), a unit alone between label and value ('memory: bytes=4016016
    GB=0.00374021'), and a unit glued to 'per' ('GBperArray: 0.00374021') (h17 F03, F19)."""
    LINES = ("bytes_per_array=4016016 gb_per_array=0.00374021", "memory: bytes=4016016 GB=0.00374021",
             'level=info msg="alloc" bytes_per_array=4016016 gb_per_array=0.00374021', "GBperArray: 0.00374021",
             "MiBperArray: 3.83", "Memory: GB = 0.00374021")

    def test_it_is_read(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(graded(memory_line(line)), PASS)

    def test_a_wrong_memory_fails(self):
        for line in self.LINES:
            for old, new in (("0.00374021", "0.00374012"), ("4016016", "4016061"), ("3.83", "3.38")):
                if old in line:
                    with self.subTest(line=line, new=new):
                        self.assertEqual(graded(memory_line(line.replace(old, new))), ("fail", {"memory": "fail"}))

    def test_words(self):
        from grading.words import words_of
        self.assertEqual(words_of("GBperArray"), ["gb", "per", "array"])
        self.assertEqual(words_of("GiBperArray"), ["gib", "per", "array"])
        self.assertEqual(words_of("CPUTime"), ["cpu", "time"])


class AllocatedEach(unittest.TestCase):
    """'allocating 2 arrays of 1002 x 1002 floats (0.00374021 GB each)': the memory each array's, the shape the
    arrays', the 2 none (h17 F06)."""
    LINES = ("allocating 2 arrays of 1002 x 1002 floats (0.00374021 GB each)",
             "[1/4] allocating 2 arrays of 1002 x 1002 floats (0.00374021 GB each)",
             "allocating 2 arrays of 1002 x 1002 floats, 0.00374021 GB each", "Allocated 2 buffers, 3.83 MiB each.")

    def test_it_is_read(self):
        for line in self.LINES:
            with self.subTest(line=line):
                self.assertEqual(graded(memory_line(line)), PASS)

    def test_a_wrong_value_fails(self):
        for line in self.LINES:
            for old, new, field in (("0.00374021", "0.00374012", "memory"), ("3.83", "3.38", "memory"),
                                    ("1002 x 1002", "1003 x 1003", "inner")):
                if old in line:
                    with self.subTest(line=line, new=new):
                        verdict, bad = graded(memory_line(line.replace(old, new)))
                        self.assertEqual((verdict, bad.get(field)), ("fail", "fail"))

    def test_both_arrays_memory_is_not_each(self):
        from grading.allocated import memory_each
        self.assertIsNone(memory_each("allocating 2 arrays of 1002 x 1002 floats (0.00748042 GB)"))
        self.assertIsNone(memory_each("allocating 2 arrays of 1002 x 1002 floats (0.00748042 GB total)"))


class Bounded(unittest.TestCase):
    """The new readings stay linear on a long line (4,096 characters of one character or one token repeated), and a
    comment's mark before a banner's title stays the banner's."""

    def test_long_lines_are_fast(self):
        import time
        from grading.allocated import memory_each
        from grading.chains import prepare
        from grading.timedn import BRACKETED_TIME, comment_mark, n_last, n_timed
        for line in (" " * 4096, "n" * 4096, "n = 1 " * 683, "(1 GB each" + ")" * 4086, "# " + "n=1 " * 1023,
                     "[" + " " * 4095, "[1" * 2048, "allocating (1 GB each)" + " " * 4074, ", n = 1" * 585):
            started = time.perf_counter()
            n_timed(line), memory_each(line), comment_mark(line), BRACKETED_TIME.match(line), n_last(line[-600:], prepare)
            self.assertLess(time.perf_counter() - started, 0.5, line[:20])

    def test_a_title_keeps_its_mark(self):
        from grading.timedn import comment_mark
        self.assertIsNone(comment_mark("# smooth (n = 1000)"))
        self.assertIsNone(comment_mark("# Run: n=1000"))
        self.assertIsNotNone(comment_mark("# n=1000 N=1002"))


if __name__ == "__main__":
    unittest.main()
