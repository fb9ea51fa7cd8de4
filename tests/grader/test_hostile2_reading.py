"""test_hostile2_reading.py - what the second hostile pass left unread or misread (docs/reliability.md,
"Left from the second hostile pass"; the corpus /tmp/h2/r of that pass): each layout below is a
right n = 1000 output in a layout of its own and passes, each with its variants (other labels,
orders, spacing); the same layout with a wrong value fails on that field, so that reading never
turns a wrong answer right, nor invents a field."""
import unittest

from tests.grader.a_support import COUNTS_1000, SIZES_1000, entry_of, grading

RIGHT = SIZES_1000 + COUNTS_1000  # the tutorial's summary of ./smooth -n 1000 -kernel cpu
MEMORY_LINE = "Memory (GB) used per array               :: 0.00374021"


def fields_of(text):
    return {k: f.text for k, f in grading.read_output(text)["fields"].items() if f.error is None}


def passes(test, text):
    entry = entry_of(text)
    test.assertEqual(entry["verdict"], "pass", (entry["reason"], entry["fields"]))
    return entry


def fails_on(test, text, *keys):
    """text fails, on each of keys and on no other field but those that follow from them"""
    entry = entry_of(text)
    wrong = {k for k, v in entry["fields"].items() if v["status"] != "pass"}
    test.assertEqual(entry["verdict"], "fail", entry["fields"])
    test.assertLessEqual(set(keys), wrong, entry["fields"])
    return entry


class MemoryUnits(unittest.TestCase):
    """H5: memory in MB of 2^20 bytes or KB of 1024 failed ('in another unit than the label says')
    while GB took both; MiB or KiB of 10^6, 10^3 bytes likewise"""
    RIGHT_ONES = ("3.83 MB", "3.830 MB", "3921.89 KB", "3921.9 kB", "4.01602 MB", "4016.02 KB", "3.83 MiB",
                  "4.01602 MiB", "4.016 MiB", "3921.89 KiB", "4016.02 KiB", "4016016 bytes", "4016016 B",
                  "0.00374021 GiB", "0.00401602 GiB")

    def test_either_scale(self):
        for memory in self.RIGHT_ONES:
            for line in (f"Memory used per array: {memory}", f"Memory per array :: {memory}",
                         f"{memory} used per array", f"Each array uses {memory}"):
                with self.subTest(line=line):
                    entry = passes(self, RIGHT.replace(MEMORY_LINE, line))
                    self.assertTrue(entry["fields"]["memory"]["note"], entry["fields"]["memory"])

    def test_unit_in_the_label(self):
        for line in ("Memory (MB) used per array :: 3.83", "Memory (KB) used per array :: 4016.02",
                     "Memory (MiB) per array: 3.83", "Memory per array [kB] = 3921.89"):
            with self.subTest(line=line):
                passes(self, RIGHT.replace(MEMORY_LINE, line))

    def test_wrong_memory_fails(self):
        """n^2 floats, doubles, and a value in neither scale fail; the mistake named in either scale"""
        for memory, note in (("3.81 MB", "n^2"), ("3.8147 MiB", "n^2"), ("4.000 MB", "n^2"), ("7.66 MB", "twice"),
                             ("8032.03 KB", "twice"), ("3.9 MB", ""), ("4.1 MiB", ""), ("3.83 KB", "another unit"),
                             ("3.83 GB", ""), ("4016 bytes", "")):
            with self.subTest(memory=memory):
                entry = fails_on(self, RIGHT.replace(MEMORY_LINE, f"Memory used per array: {memory}"), "memory")
                self.assertIn(note, entry["fields"]["memory"]["note"])


def colour(text, label="\x1b[32m", value="\x1b[1m", reset="\x1b[0m"):
    """text with each line's label and value coloured as a terminal program colours them"""
    out = []
    for line in text.splitlines():
        name, _, number = line.partition("::")
        out.append(f"{label}{name.rstrip()}{reset} :: {value}{number.strip()}{reset}")
    return "\n".join(out) + "\n"


class TerminalColours(unittest.TestCase):
    """H6: ANSI colour codes: the 1 of ESC [ 1 m read as a number, every field 1 (n = 1)"""
    CODES = (("\x1b[32m", "\x1b[1m", "\x1b[0m"), ("\x1b[1;32m", "\x1b[0;1m", "\x1b[m"),
             ("\x1b[38;5;196m", "\x1b[48;2;10;20;30m", "\x1b[0m\x1b[K"), ("\x1b(B\x1b[1m", "\x1b[4m", "\x1b[22;24m"))

    def test_coloured_outputs_pass(self):
        for label, value, reset in self.CODES:
            with self.subTest(codes=(label, value, reset)):
                passes(self, "\x1b[1mSummary\x1b[0m\n" + colour(RIGHT, label, value, reset))
        passes(self, "\x1b]0;smooth homework\x07" + RIGHT.replace("(Y)", "(\x1b[31mY\x1b[0m)"))
        passes(self, "".join(f"\x1b[1m{line}\x1b[0m\n" for line in RIGHT.splitlines()))

    def test_no_number_from_a_code(self):
        self.assertEqual(fields_of("\x1b[1mNumber of inner elements in a row/column\x1b[0m :: \x1b[1m1000\x1b[0m\n"),
                         {"inner": "1000"})
        self.assertEqual(fields_of("\x1b[2J\x1b[1;1HProgress\x1b[0m\n"), {})

    def test_wrong_values_still_fail(self):
        fails_on(self, colour(RIGHT.replace(":: 12\n", ":: 13\n")), "below_y")
        fails_on(self, colour(RIGHT.replace(":: 100024\n", ":: 100382\n")), "below_x")
        fails_on(self, colour(RIGHT.replace(":: 0.10\n", ":: 0.20\n")), "threshold")


FRACTION_Y = "Fraction of elements below threshold     :: 1.20000E-05"
FRACTION_X = "Fraction of elements below threshold     :: 1.00024E-01"


class PowersOfTen(unittest.TestCase):
    """H6: '1.2×10⁻⁵' (HTML's '1.2 &times; 10<sup>-5</sup>') read as 1.2: 'a fraction outside [0, 1]'"""
    RIGHT_Y = ("1.2×10⁻⁵", "1.2 × 10⁻⁵", "1.2 x 10^-5", "1.2x10^-5", "1.2*10**-5", "1.2 * 10**(-5)", "1.2·10⁻⁵",
               "1.2 \\times 10^{-5}", "1.20 × 10^−5", "12×10⁻⁶", "1.2 X 10^-5", "1.2 ⋅ 10^(-5)")

    def test_right_fractions_pass(self):
        for y in self.RIGHT_Y:
            with self.subTest(y=y):
                passes(self, RIGHT.replace(FRACTION_Y, f"Fraction of elements below threshold :: {y}"))
                passes(self, RIGHT.replace(FRACTION_Y, f"Fraction below threshold (Y) = {y}")
                       .replace(FRACTION_X, "Fraction below threshold (X) = 1.00024 x 10^-1"))
        passes(self, RIGHT.replace("Number of elements below threshold (Y)   :: 12",
                                   "Number of elements below threshold (Y)   :: 12 (1.2 × 10⁻⁵)").replace(FRACTION_Y + "\n", ""))

    def test_html(self):
        page = "<p>" + RIGHT.replace("\n", "<br>") + "</p>"
        for y in ("1.2 &times; 10<sup>-5</sup>", "1.2&times;10<sup>&minus;5</sup>", "1.2 x 10<SUP>-5</SUP>"):
            with self.subTest(y=y):
                passes(self, page.replace("1.20000E-05", y))
        passes(self, page.replace("Threshold", "Threshold<sup>1</sup>"))  # a footnote's mark: no number

    def test_wrong_fractions_fail(self):
        for y in ("1.2 × 10^-4", "1.2×10⁻⁴", "1.2 x 10^5", "2.1*10**-5", "1.3 · 10⁻⁵", "1.2 &times; 10<sup>-6</sup>"):
            with self.subTest(y=y):
                text = RIGHT.replace(FRACTION_Y, f"Fraction of elements below threshold :: {y}")
                fails_on(self, "<p>" + text.replace("\n", "<br>") + "</p>" if "&" in y else text, "fraction_y")

    def test_products_stay_apart(self):
        """only 10 with a power after it is one: '1002 x 1002', '10 x 10' stay two numbers"""
        numbers = [n[2] for n in grading.words._numbers("1002 x 1002 = 1004004; 10 x 10; 5 x 105; 1.2 x 10^-5")]
        self.assertEqual(numbers, ["1002", "1002", "1004004", "10", "10", "5", "105", "1.2 x 10^-5"])
        self.assertEqual(grading.words.c_number("1.2 × 10⁻⁵"), "1.2e-5")


SNAKE = """nx = 1002
n_inner = 1000
n_total = 1004004
n_total_inner = 1000000
mem_per_array_gb = 0.00374021
threshold = 0.1
a = 0.05
b = 0.1
c = 0.4
num_below_x = 100024
frac_below_x = 0.100024
num_below_y = 12
frac_below_y = 1.2e-05
"""
CAMEL = """nX = 1002
nInner = 1000
totalElements = 1004004
totalInner = 1000000
memPerArrayGB = 0.00374021
threshold = 0.1
a = 0.05
b = 0.1
c = 0.4
numBelowX = 100024
fracBelowX = 0.100024
numBelowY = 12
fracBelowY = 1.2e-05
"""


class NamesInCode(unittest.TestCase):
    """H6: snake_case and abbreviated names (num_below_x, frac_below_x, nx, n_inner) read as nothing, or
    the fraction as a second count: 'two different values: 100024 and 0.100024'"""

    def test_snake_case(self):
        passes(self, SNAKE)
        passes(self, SNAKE.replace(" = ", ": "))
        passes(self, SNAKE.upper().replace("E-05", "e-05"))

    def test_camel_case(self):
        passes(self, CAMEL)
        passes(self, CAMEL.replace("numBelow", "countBelow").replace("fracBelow", "fractionBelow"))

    def test_abbreviations(self):
        text = (SNAKE.replace("n_total =", "n_tot =").replace("n_total_inner", "tot_inner").replace("threshold", "thresh")
                .replace("num_below_y", "cnt_below_y").replace("frac_below_x = 0.100024", "pct_below_x = 10.0024"))
        passes(self, text)
        passes(self, SNAKE.replace("nx = 1002", "nrows = 1002").replace("n_inner = 1000", "n = 1000"))

    def test_which_size_a_side_is(self):
        """'nx', 'ncols', 'n_inner', 'inner elements' do not say whether ghost cells (or a row, or all) are
        meant: each is the size its value is at the n of the file's other sizes"""
        self.assertEqual(fields_of("n = 1000\nnx = 1002\nninner = 1000000\n"),
                         {"inner": "1000", "row": "1002", "total_inner": "1000000"})
        self.assertEqual(fields_of("ny = 1000\nNumber of elements in a row/column :: 1002\nInner elements: 1000\n"),
                         {"inner": "1000", "row": "1002"})
        self.assertEqual(fields_of("Number of inner elements: 1000000\nTotal number of elements :: 1004004\n"),
                         {"total_inner": "1000000", "total": "1004004"})
        self.assertEqual(fields_of("nx = 1002\nn_inner = 1000000\n"), {"row": "1002", "total_inner": "1000000"})

    def test_more_names(self):
        self.assertEqual(fields_of("count (x) :: 100024\nY count: 12\nn_with_ghost = 1002\ngrid_with_halo = 1002\n"),
                         {"below_x": "100024", "below_y": "12", "row": "1002"})

    def test_other_names_stay_none(self):
        self.assertEqual(fields_of("num_threads = 8\nnthreads: 8\nn_iter = 100\nnum_ranks = 4\nelapsed_ms = 12\n"), {})

    def test_wrong_values_fail(self):
        for old, new, key in (("num_below_y = 12", "num_below_y = 13", "below_y"),
                              ("frac_below_x = 0.100024", "frac_below_x = 0.2", "fraction_x"),
                              ("n_total = 1004004", "n_total = 1000000", "total"),
                              ("mem_per_array_gb = 0.00374021", "mem_per_array_gb = 0.00372529", "memory")):
            with self.subTest(new=new):
                fails_on(self, SNAKE.replace(old, new), key)
        fails_on(self, CAMEL.replace("numBelowY = 12", "numBelowY = 0"), "below_y")

    def test_wrong_sizes_fail(self):
        """a side or an inner size whose value is neither size is still judged, as the first it may be"""
        fails_on(self, SNAKE.replace("nx = 1002", "nx = 1003"), "inner")
        fails_on(self, SNAKE.replace("n_inner = 1000", "n_inner = 999"))
        fails_on(self, SNAKE.replace("n_total_inner = 1000000\n", "").replace("n_inner = 1000", "n_inner = 1000000")
                 .replace("nx = 1002", "nx = 1000"), "row")
        entry = fails_on(self, RIGHT + "Number of inner elements: 999999\n", "total_inner")
        self.assertIn("999999", entry["fields"]["total_inner"]["found"])


PY_DICT = ("{'n': 1000, 'row': 1002, 'inner': 1000, 'total': 1004004, 'total_inner': 1000000, 'memory_gb': "
           "0.0037402063608169556, 'threshold': 0.1, 'a': 0.05, 'b': 0.1, 'c': 0.4, 'below_x': 100024, 'fraction_x': "
           "0.100024, 'below_y': 12, 'fraction_y': 1.2e-05}")
RUST = ("Summary { n: 1000, row: 1002, inner: 1000, total: 1004004, total_inner: 1000000, memory_gb: 0.0037402063608169556, "
        "threshold: 0.1, a: 0.05, b: 0.1, c: 0.4, below_x: 100024, fraction_x: 0.100024, below_y: 12, fraction_y: 1.2e-5 }")


class RecordsOnOneLine(unittest.TestCase):
    """H6: a Python dict or a Rust {:?} struct on one line was ungraded ('no count found', 'no line gives n')"""
    VARIANTS = (
        PY_DICT, PY_DICT.replace("'", '"').replace("{", "stats = {", 1), RUST, RUST.replace(" {", "{").replace(": ", ":"),
        "Summary(" + PY_DICT[1:-1].replace("'", "").replace(": ", "=") + ")",   # a dataclass's repr
        "{N:1000 Row:1002 Inner:1000 Total:1004004 TotalInner:1000000 MemoryGB:0.00374021 Threshold:0.1 A:0.05 "
        "B:0.1 C:0.4 BelowX:100024 FractionX:0.100024 BelowY:12 FractionY:1.2e-05}",   # Go's %+v
        "{'sizes': {'row': 1002, 'inner': 1000, 'total': 1004004, 'total_inner': 1000000}, 'memory_gb': 0.00374021, "
        "'threshold': 0.1, 'constants': {'a': 0.05, 'b': 0.1, 'c': 0.4}, 'x': {'below': 100024, 'fraction': 0.100024}, "
        "'y': {'below': 12, 'fraction': 1.2e-05}}",   # nested
        "Result { elements_per_row: 1002, inner_per_row: 1000, elements: 1004004, inner_elements: 1000000, "
        "mem_gb: 0.00374021, thresh: 0.1, consts: (0.05, 0.1, 0.4), x_below: 100024, x_frac: 0.100024, "
        "y_below: 12, y_frac: 1.2e-05 }",
    )

    def test_records_pass(self):
        for record in self.VARIANTS:
            with self.subTest(record=record[:40]):
                passes(self, record + "\n")
                passes(self, "Running n = 1000\n" + record + ",\nTime: 0.25 s\n")

    def test_wrong_values_fail(self):
        fails_on(self, PY_DICT.replace("'below_y': 12", "'below_y': 13") + "\n", "below_y")
        fails_on(self, RUST.replace("fraction_x: 0.100024", "fraction_x: 0.2") + "\n", "fraction_x")
        fails_on(self, PY_DICT.replace("'row': 1002", "'row': 1000") + "\n", "row")
        fails_on(self, self.VARIANTS[6].replace("'below': 12", "'below': 0") + "\n", "below_y")
        fails_on(self, PY_DICT.replace("'b': 0.1, 'c': 0.4", "'b': 0.4, 'c': 0.1") + "\n", "constants")

    def test_no_field_invented(self):
        self.assertEqual(fields_of("{'time': 0.25, 'threads': 8, 'iterations': 1}\nStats { rank: 0, elapsed: 1.5 }\n"), {})
        self.assertEqual(fields_of("n = 1000, X = 100024\n"), {"inner": "1000"})
        # a student's JSON with smooth's names (no "program": "smooth") gives what it prints, no size made from n
        self.assertEqual(fields_of('{"n": 1000, "below_x": 100024, "below_y": 12, "memory_gb": 0.00374021}'),
                         {"inner": "1000", "below_x": "100024", "below_y": "12", "memory": "0.00374021"})
        self.assertEqual(fields_of("threshold=0.1 a=0.05 b=0.1 c=0.4\n"), {"threshold": "0.1", "constants": "0.05 0.1 0.4"})
        # a pretty-printed JSON's key whose value is a record on its line
        self.assertEqual(fields_of('{\n  "n": 1000,\n  "x": {"below": 100024, "fraction": 0.100024},\n'
                                   '  "y": {"below": 12, "fraction": 1.2e-05}\n}\n'),
                         {"inner": "1000", "below_x": "100024", "fraction_x": "0.100024", "below_y": "12",
                          "fraction_y": "1.2e-05"})
        self.assertEqual(grading.fields._parts("a=0.05, b=0.1, c=0.4"), ("a=0.05, b=0.1, c=0.4",))


PROSE = """Results for n = 1000.
Each row and column holds 1002 elements including the ghost layer, of which 1000 are inner elements.
The arrays hold 1004004 elements in total, 1000000 of them inner elements.
Each array needs 0.00374021 GB.
We used a threshold of 0.1 and smoothing constants a = 0.05, b = 0.1 and c = 0.4.
Before smoothing, 100024 elements were below the threshold (a fraction of 0.100024).
After smoothing, only 12 elements were below the threshold (a fraction of 1.2e-05).
"""


class TwoFieldsOnALine(unittest.TestCase):
    """H6: prose with two fields on a line ('X has 100024 elements below threshold and Y has 12', 'of which
    1000 are inner elements', 'a threshold of 0.1 and smoothing constants ...'): the second unread"""

    def test_prose_passes(self):
        passes(self, PROSE)
        passes(self, PROSE.replace(", of which 1000 are inner elements", "; 1000 of them are inner elements")
               .replace("Before smoothing, 100024 elements were below the threshold (a fraction of 0.100024).\n"
                        "After smoothing, only 12 elements were below the threshold (a fraction of 1.2e-05).",
                        "X has 100024 elements below threshold and Y has 12.\n"
                        "The fraction below threshold is 0.100024 in X, and 1.2e-05 in Y."))

    def test_counts_on_a_line(self):
        for line in ("X has 100024 elements below threshold and Y has 12",
                     "There are 100024 elements below threshold in x, and 12 in y",
                     "The input array has 100024 elements below the threshold while the output array has 12",
                     "In X, 100024 elements are below threshold; in Y, only 12."):
            with self.subTest(line=line):
                fields = grading.read_output(line)["fields"]
                self.assertEqual({k: f.value for k, f in fields.items()}, {"below_x": 100024, "below_y": 12})
                passes(self, SIZES_1000 + line + "\nFraction below threshold (X): 0.100024\n"
                                                  "Fraction below threshold (Y): 1.2e-05\n")

    def test_wrong_values_fail(self):
        fails_on(self, PROSE.replace("only 12 elements", "only 13 elements"), "below_y")
        fails_on(self, PROSE.replace("a threshold of 0.1 and", "a threshold of 0.2 and"), "threshold")
        fails_on(self, PROSE.replace("of which 1000 are", "of which 998 are"))
        fails_on(self, SIZES_1000 + "X has 100024 elements below threshold and Y has 14\n"
                                    "Fraction below threshold (X): 0.100024\nFraction below threshold (Y): 1.4e-05\n",
                 "below_y")

    def test_a_ranks_line_stays_one(self):
        """a line about ranks keeps its clauses together: 'n = 1000, 4 ranks, 250 rows each' is no row of 250"""
        self.assertEqual(fields_of("[rank 0] n = 1000, 4 ranks, 250 rows each\n"), {"inner": "1000"})


class ArraysByRole(unittest.TestCase):
    """H6: 'Output array: 12 elements below threshold, fraction 1.2e-05' read 12 as Y's fraction (and the
    input array's count as X's fraction): ungraded, 'no count found'"""
    LINES = ("Output array: 12 elements below threshold, fraction 1.2e-05\n"
             "Input array: 100024 elements below threshold, fraction 0.100024\n")

    def test_both_read(self):
        self.assertEqual(fields_of(self.LINES), {"below_y": "12", "fraction_y": "1.2e-05", "below_x": "100024",
                                                 "fraction_x": "0.100024"})
        for old, new in (("", ""), ("Output array:", "Output:"), (", fraction", "; fraction:"),
                         ("Input array:", "Original array:"), ("Output array:", "Smoothed array:")):
            with self.subTest(new=new):
                passes(self, SIZES_1000 + self.LINES.replace(old, new))

    def test_no_fraction_invented(self):
        self.assertEqual(fields_of("Output array: 12 elements below threshold\n"), {"below_y": "12"})

    def test_wrong_values_fail(self):
        fails_on(self, SIZES_1000 + self.LINES.replace("12 elements", "13 elements"), "below_y")
        fails_on(self, SIZES_1000 + self.LINES.replace("fraction 0.100024", "fraction 0.2"), "fraction_x")


class CountOverTheWhole(unittest.TestCase):
    """H6: 'X: 100024/1000000 = 0.100024' (the array's name the only label) was read as nothing"""

    def test_ratio_lines(self):
        for x, y in (("X: 100024/1000000 = 0.100024", "Y: 12/1000000 = 1.2e-05"),
                     ("x: 100024 / 1000000 = 0.100024", "y: 12 / 1000000 = 0.000012"),
                     ("In X: 100024 of 1000000 (10.0024%)", "In Y: 12 of 1000000 (0.0012%)"),
                     ("array x = 100024 out of 1000000, 0.100024", "array y = 12 out of 1000000, 1.2e-05")):
            with self.subTest(x=x):
                passes(self, SIZES_1000 + x + "\n" + y + "\n")
                passes(self, SIZES_1000 + y + "\n" + x + "\n")

    def test_wrong_values_fail(self):
        fails_on(self, SIZES_1000 + "X: 100024/1000000 = 0.100024\nY: 13/1000000 = 1.3e-05\n", "below_y")
        fails_on(self, SIZES_1000 + "X: 100024/1000000 = 0.100024\nY: 12/1000000 = 1.2e-04\n", "fraction_y")
        fails_on(self, SIZES_1000 + "X: 100406/1004004 = 0.1\nY: 12/1000000 = 1.2e-05\n", "below_x")

    def test_none_invented(self):
        self.assertEqual(fields_of("x: 3/4\nProgress: 50/100 = 0.5\nY: 1/2\n"), {})


SIZE_LINES = """Number of elements in a row/column       :: 1002
Number of inner elements in a row/column :: 1000
Total number of elements                 :: 1004004
Total number of inner elements           :: 1000000
"""


class SidesTimesSides(unittest.TestCase):
    """H6: 'Grid size: 1002 x 1002 = 1004004 elements' read as a total of 1002"""
    SIZES = ("Grid size: 1002 x 1002 = 1004004 elements\nInner grid: 1000 x 1000 = 1000000 elements\n",
             "Grid (with ghost cells): 1002 x 1002 = 1004004\nInterior: 1000 x 1000 = 1000000 points\n",
             "Domain size: 1002×1002 = 1004004 cells\nInner size: 1000×1000 = 1000000 cells\n",
             "Grid size: 1000 x 1000 = 1000000 inner elements\nGrid size with ghost cells: 1002 x 1002 = 1004004\n",
             "Problem size: 1000\nGrid size: 1002 x 1002 = 1004004 elements\nTotal number of inner elements: 1000000\n")

    def test_sizes_read(self):
        for sizes in self.SIZES:
            with self.subTest(sizes=sizes):
                passes(self, RIGHT.replace(SIZE_LINES, sizes))
        self.assertEqual(fields_of(self.SIZES[0]), {"row": "1002", "total": "1004004", "inner": "1000",
                                                    "total_inner": "1000000"})

    def test_wrong_sizes_fail(self):
        fails_on(self, RIGHT.replace(SIZE_LINES, "Grid size: 1000 x 1000 = 1000000 elements\n"
                                                 "Inner grid: 1000 x 1000 = 1000000 elements\n"), "row", "total")
        fails_on(self, RIGHT.replace(SIZE_LINES, self.SIZES[0].replace("= 1004004", "= 1004000")), "total")
        fails_on(self, RIGHT.replace(SIZE_LINES, self.SIZES[4].replace("Problem size: 1000", "Problem size: 999")))

    def test_launch_configurations_stay_none(self):
        self.assertEqual(fields_of("Grid: 63 x 63\nGrid size: 63 x 63 blocks\nGrid Size :: 256 256 1\nGrid: 63 x 63 = 3969\n"),
                         {})
        self.assertEqual(fields_of("Grid: 1000 x 1000 = 1000000 points\nMesh: 1002 x 1002 = 1004004 cells\n"),
                         {"inner": "1000", "total_inner": "1000000", "row": "1002", "total": "1004004"})


WIDE_CSV = ("n,row,inner,total,total_inner,memory_gb,threshold,a,b,c,below_x,fraction_x,below_y,fraction_y\n"
            "1000,1002,1000,1004004,1000000,0.00374021,0.1,0.05,0.1,0.4,100024,0.100024,12,1.2e-05\n")
SIZES_AND_SETTINGS = SIZES_1000
X_Y_TABLES = {
    "markdown, rows X and Y": "| array | below threshold | fraction |\n|---|---|---|\n| x | 100024 | 0.100024 |\n"
                              "| y | 12 | 1.2e-05 |\n",
    "markdown, columns X and Y": "| | X | Y |\n| --- | ---: | ---: |\n| Number of elements below threshold | 100024 | 12 |\n"
                                 "| Fraction of elements below threshold | 0.100024 | 1.2e-05 |\n",
    "markdown, an empty corner": "| | count below threshold | fraction |\n|:-|-:|-:|\n| X | 100024 | 0.100024 |\n"
                                 "| Y | 12 | 1.2e-05 |\n",
    "tabs, rows": "array\tbelow\tfraction\nx\t100024\t0.100024\ny\t12\t1.2e-05\n",
    "tabs, columns": "\tX\tY\nbelow threshold\t100024\t12\nfraction\t0.100024\t1.2e-05\n",
    "spaces, columns": "                         X          Y\nBelow threshold     100024         12\n"
                       "Fraction          0.100024    1.2e-05\n",
    "spaces, rows": "array   below   fraction\nx       100024  0.100024\ny       12      1.2e-05\n",
    "spaces, a title": "Elements below threshold:\nX          Y\n100024     12\nFraction below threshold:\n"
                       "X          Y\n0.100024   1.2e-05\n",
}


class Tables(unittest.TestCase):
    """H6: a wide CSV (a header row of names, then a row of values), tab-separated and Markdown tables whose
    rows or columns are X and Y: ungraded, or Y missing"""

    def test_wide_csv(self):
        passes(self, WIDE_CSV)
        passes(self, WIDE_CSV.replace(",", ";"))
        passes(self, WIDE_CSV.replace(",", "\t"))
        passes(self, WIDE_CSV.replace("\n", "\r\n"))
        passes(self, "Elements per row,Inner per row,Total elements,Total inner elements,Memory (GB),Threshold,a,b,c,"
                     "Below threshold (X),Fraction (X),Below threshold (Y),Fraction (Y)\n"
                     "1002,1000,1004004,1000000,0.00374021,0.1,0.05,0.1,0.4,100024,0.100024,12,1.2e-05\n")
        passes(self, '"n","below_x","fraction_x","below_y","fraction_y"\n1000,100024,0.100024,12,1.2e-05\n'
               + SIZES_1000.replace("Number of inner elements in a row/column :: 1000\n", ""))
        passes(self, "n row inner total total_inner memory_gb threshold\n1000 1002 1000 1004004 1000000 0.00374021 0.1\n"
                     "a b c\n0.05 0.1 0.4\nbelow_x fraction_x below_y fraction_y\n100024 0.100024 12 1.2e-05\n")

    def test_x_and_y_tables(self):
        for name, table in X_Y_TABLES.items():
            with self.subTest(table=name):
                passes(self, SIZES_1000 + "\n" + table)
                passes(self, table + "\n" + SIZES_1000)

    def test_wrong_values_fail(self):
        fails_on(self, WIDE_CSV.replace(",12,", ",13,"), "below_y")
        fails_on(self, WIDE_CSV.replace(",1002,", ",1000,"), "row")
        for name, table in X_Y_TABLES.items():
            with self.subTest(table=name):
                fails_on(self, SIZES_1000 + table.replace("12 ", "14 ").replace("12\n", "14\n").replace("12 |", "14 |")
                         .replace("\t12\t", "\t14\t"), "below_y")
        swapped = "| | Y | X |\n|---|---|---|\n| below threshold | 100024 | 12 |\n| fraction | 0.100024 | 1.2e-05 |\n"
        fails_on(self, SIZES_1000 + swapped, "below_x", "below_y")

    def test_no_field_invented(self):
        self.assertEqual(fields_of("Iteration  Time\n1  0.5\n2  0.4\n"), {})
        self.assertEqual(fields_of("kernel,time_ms\nsmooth,0.41\n"), {})
        self.assertEqual(fields_of("x y\n3 4\n"), {})
        self.assertEqual(fields_of("| quantity | value |\n|---|---|\n| Threshold | 0.1 |\n"), {"threshold": "0.1"})
        # a timer's, a scaling study's, free's: no field (a right output beside them is not made to fail)
        self.assertEqual(fields_of("backend,n,iterations,depth,sweeps_ms,step_ms,copies_share\n"
                                   "cpu,16384,64,16,615.6584,615.6584,0.0000\nopt,16384,64,6,11.5088,52.9192,0.7825\n"), {})
        self.assertEqual(fields_of("n,time_ms\n1000,0.5\n2000,1.9\n"), {})
        self.assertEqual(fields_of("              total        used        free      shared  buff/cache   available\n"
                                   "Mem:             503           4         498           0           1         499\n"), {})
        passes(self, RIGHT + "\nkernel,n,time_ms,share\nopt,1000,0.41,0.78\nopt,2000,1.6,0.81\n")


FORTRAN = "".join(f" {label}\n   {value}\n" for label, value in (
    ("Number of elements in a row/column", "1002"), ("Number of inner elements in a row/column", "1000"),
    ("Total number of elements", "1004004"), ("Total number of inner elements", "1000000"),
    ("Memory (GB) used per array", "3.74020636E-03"), ("Threshold", "0.100000001"),
    ("Smoothing constants (a, b, c)", "5.00000007E-02  0.100000001  0.400000006"),
    ("Number of elements below threshold (X)", "100024"), ("Fraction of elements below threshold", "0.100024000"),
    ("Number of elements below threshold (Y)", "12"), ("Fraction of elements below threshold", "1.20000004E-05")))


class LabelOverItsValue(unittest.TestCase):
    """H6: Fortran's label on one line and its value on the next: ungraded, 'no line gives n'"""

    def test_label_then_value(self):
        passes(self, FORTRAN)
        passes(self, FORTRAN.replace("\n   ", ":\n   "))
        passes(self, FORTRAN.replace("\n   ", " =\n\n        "))  # MATLAB's 'name =', a blank line, the value
        passes(self, FORTRAN.replace("5.00000007E-02  0.100000001  0.400000006", "0.05, 0.1, 0.4"))
        passes(self, "n =\n\n        1000\n\n" + RIGHT.replace("Number of inner elements in a row/column :: 1000\n", ""))

    def test_wrong_values_fail(self):
        fails_on(self, FORTRAN.replace("   12\n", "   0\n"), "below_y")
        fails_on(self, FORTRAN.replace("   1002\n", "   1000\n"), "row")
        fails_on(self, FORTRAN.replace("0.100000001\n", "0.2\n", 1), "threshold")

    def test_no_field_invented(self):
        self.assertEqual(fields_of("Summary\n1000\nIteration\n5\nTime (s)\n0.5\n"), {})


DECIMAL_COMMAS = RIGHT.replace("0.00374021", "0,00374021").replace("0.05 0.10 0.40", "0,05 0,10 0,40") \
    .replace(":: 0.10", ":: 0,10").replace("1.00024E-01", "1,00024E-01").replace("1.20000E-05", "1,20000E-05")


class DecimalCommas(unittest.TestCase):
    """H6: decimal commas ('0,00374021', '0,05 0,10 0,40') read as 0 (and '0 05 0' for the constants)"""

    def test_decimal_commas_pass(self):
        self.assertNotIn(".", DECIMAL_COMMAS)
        passes(self, DECIMAL_COMMAS)
        passes(self, DECIMAL_COMMAS.replace("1,00024E-01", "0,100024").replace("1,20000E-05", "0,000012"))
        passes(self, DECIMAL_COMMAS.replace(":: 100024", ":: 100\u202f024").replace(":: 1004004", ":: 1 004 004"))
        passes(self, "n;row;inner;total;total_inner;memory_gb;threshold;a;b;c;below_x;fraction_x;below_y;fraction_y\n"
                     "1000;1002;1000;1004004;1000000;0,00374021;0,1;0,05;0,1;0,4;100024;0,100024;12;0,000012\n")

    def test_wrong_values_fail(self):
        fails_on(self, DECIMAL_COMMAS.replace("1,20000E-05", "1,30000E-05"), "fraction_y")
        fails_on(self, DECIMAL_COMMAS.replace(":: 0,10\n", ":: 0,20\n"), "threshold")
        fails_on(self, DECIMAL_COMMAS.replace("0,05 0,10 0,40", "0,10 0,05 0,40"), "constants")

    def test_commas_that_are_no_points(self):
        """thousands ('100,024'), lists ('0.05, 0.10'), a CSV's cells, and commas beside points stay"""
        self.assertEqual(fields_of("Number of elements below threshold (X) :: 100,024\nThreshold :: 0,10\n"),
                         {"below_x": "100024", "threshold": "0.10"})
        self.assertEqual(fields_of("n,below_y\n1000,12\n"), {"inner": "1000", "below_y": "12"})
        self.assertEqual(fields_of("Threshold :: 0.1\nNumber of elements below threshold (Y) :: 1,5\n")["below_y"], "1")


V = dict(row=1002, inner=1000, tot=1004004, tin=1000000, mem="0.00374021", t="0.1", a="0.05", b="0.1", c="0.4",
         X=100024, fx="0.100024", Y=12, fy="1.2e-05")
LAYOUTS = {
 "jsonline": lambda v: "{" + ", ".join(f'"{k}": {v[k2]}' for k, k2 in [("n","inner"),("elements_per_row","row"),("total_elements","tot"),("inner_elements","tin"),("memory_gb","mem"),("threshold","t"),("a","a"),("b","b"),("c","c"),("below_x","X"),("fraction_x","fx"),("below_y","Y"),("fraction_y","fy")]) + "}\n",
 "pydict_words": lambda v: f"results = {{'grid_n': {v['inner']}, 'grid_with_ghosts': {v['row']}, 'num_elements': {v['tot']}, 'num_inner_elements': {v['tin']}, 'memory_per_array_GiB': {v['mem']}, 'threshold': {v['t']}, 'weights': ({v['a']}, {v['b']}, {v['c']}), 'count_below_x': {v['X']}, 'frac_below_x': {v['fx']}, 'count_below_y': {v['Y']}, 'frac_below_y': {v['fy']}}}\n",
 "rust_pretty_oneline": lambda v: f"HwResult {{ sizes: Sizes {{ row: {v['row']}, inner: {v['inner']}, total: {v['tot']}, total_inner: {v['tin']} }}, memory_gb: {v['mem']}, threshold: {v['t']}, constants: Constants {{ a: {v['a']}, b: {v['b']}, c: {v['c']} }}, x: Counts {{ below: {v['X']}, fraction: {v['fx']} }}, y: Counts {{ below: {v['Y']}, fraction: {v['fy']} }} }}\n",
 "go": lambda v: f"{{Row:{v['row']} Inner:{v['inner']} Total:{v['tot']} TotalInner:{v['tin']} MemGB:{v['mem']} Threshold:{v['t']} A:{v['a']} B:{v['b']} C:{v['c']} BelowX:{v['X']} FracX:{v['fx']} BelowY:{v['Y']} FracY:{v['fy']}}}\n",
 "csv_words": lambda v: "Elements in a row/column,Inner elements in a row/column,Total elements,Total inner elements,Memory (GB),Threshold,a,b,c,X below,X fraction,Y below,Y fraction\n" + ",".join(str(v[k]) for k in ["row","inner","tot","tin","mem","t","a","b","c","X","fx","Y","fy"]) + "\n",
 "tsv_vertical_xy": lambda v: f"n\t{v['inner']}\nrow\t{v['row']}\ntotal\t{v['tot']}\ninner total\t{v['tin']}\nmemory (GB)\t{v['mem']}\nthreshold\t{v['t']}\nconstants\t{v['a']} {v['b']} {v['c']}\n\tX\tY\nbelow threshold\t{v['X']}\t{v['Y']}\nfraction below\t{v['fx']}\t{v['fy']}\n",
 "md_full": lambda v: f"| Quantity | Value |\n|---|---|\n| Elements per row/column | {v['row']} |\n| Inner elements per row/column | {v['inner']} |\n| Total elements | {v['tot']} |\n| Total inner elements | {v['tin']} |\n| Memory per array (GB) | {v['mem']} |\n| Threshold | {v['t']} |\n| Constants a, b, c | {v['a']}, {v['b']}, {v['c']} |\n\n| | Below threshold | Fraction |\n|---|---:|---:|\n| Input (x) | {v['X']} | {v['fx']} |\n| Output (y) | {v['Y']} | {v['fy']} |\n",
 "aligned_xy_cols": lambda v: f"Row length (with ghosts)   {v['row']}\nRow length (inner)         {v['inner']}\nTotal elements             {v['tot']}\nTotal inner elements       {v['tin']}\nMemory per array (GB)      {v['mem']}\nThreshold                  {v['t']}\nConstants (a,b,c)          {v['a']} {v['b']} {v['c']}\n\n                 x            y\ncount     {v['X']:>10}   {v['Y']:>10}\nfraction  {v['fx']:>10}   {v['fy']:>10}\n",
 "fortran_next_line_colon": lambda v: "".join(f"{l}:\n{val}\n" for l, val in [("Number of elements in a row/column", v['row']),("Number of inner elements in a row/column", v['inner']),("Total number of elements", v['tot']),("Total number of inner elements", v['tin']),("Memory (GB) used per array", v['mem']),("Threshold", v['t']),("Smoothing constants (a, b, c)", f"{v['a']} {v['b']} {v['c']}"),("Number of elements below threshold (X)", v['X']),("Fraction of elements below threshold (X)", v['fx']),("Number of elements below threshold (Y)", v['Y']),("Fraction of elements below threshold (Y)", v['fy'])]),
 "matlab": lambda v: "".join(f"{l} =\n\n   {val}\n\n" for l, val in [("row",v['row']),("n",v['inner']),("total",v['tot']),("total_inner",v['tin']),("mem_GB",v['mem']),("threshold",v['t']),("a",v['a']),("b",v['b']),("c",v['c']),("below_x",v['X']),("frac_x",v['fx']),("below_y",v['Y']),("frac_y",v['fy'])]),
 "ansi_prose": lambda v: f"\x1b[1;34m== Results ==\x1b[0m\nThe grid has \x1b[1m{v['row']}\x1b[0m elements per row including ghosts, and {v['inner']} inner ones.\nThere are {v['tot']} elements in total, {v['tin']} of them inner.\nEach array takes {v['mem']} GB.\nThreshold {v['t']}; a = {v['a']}, b = {v['b']}, c = {v['c']}.\nX has {v['X']} elements below threshold and Y has {v['Y']}.\nFraction below threshold: X = {v['fx']}, Y = {v['fy']}\n",
 "ratio_lines": lambda v: f"Number of elements in a row/column: {v['row']}\nNumber of inner elements in a row/column: {v['inner']}\nTotal number of elements: {v['tot']}\nTotal number of inner elements: {v['tin']}\nMemory (GB) used per array: {v['mem']}\nThreshold: {v['t']}\nSmoothing constants (a, b, c): {v['a']} {v['b']} {v['c']}\nX: {v['X']}/{v['tin']} = {v['fx']}\nY: {v['Y']}/{v['tin']} = {v['fy']}\n",
 "grid_products": lambda v: f"Grid: {v['row']} x {v['row']} = {v['tot']} points (with halo)\nInterior: {v['inner']} x {v['inner']} = {v['tin']} points\nMemory/array: {v['mem']} GB\nthreshold={v['t']} a={v['a']} b={v['b']} c={v['c']}\ninput: {v['X']} below threshold ({v['fx']})\noutput: {v['Y']} below threshold ({v['fy']})\n",
 "sci_times": lambda v: f"Number of elements in a row/column :: {v['row']}\nNumber of inner elements in a row/column :: {v['inner']}\nTotal number of elements :: 1.004004 x 10^6\nTotal number of inner elements :: 1.0 x 10^6\nMemory (GB) used per array :: 3.74021×10⁻³\nThreshold :: {float(v['t'])*10:g}×10⁻¹\nSmoothing constants (a, b, c) :: 5×10⁻² 1×10⁻¹ 4×10⁻¹\nNumber of elements below threshold (X) :: {v['X']}\nFraction of elements below threshold :: {v['fx']}\nNumber of elements below threshold (Y) :: {v['Y']}\nFraction of elements below threshold :: {float(v['fy'])*1e5:.1f}×10⁻⁵\n",
 "decimal_comma_semicolon_csv": lambda v: "n;row;total;total_inner;memory (GB);threshold;a;b;c;below_x;fraction_x;below_y;fraction_y\n" + ";".join(str(v[k]).replace(".", ",") for k in ["inner","row","tot","tin","mem","t","a","b","c","X","fx","Y","fy"]) + "\n",
 "snake_eq": lambda v: f"n_with_ghost = {v['row']}\nn = {v['inner']}\nn_elements = {v['tot']}\nn_inner_elements = {v['tin']}\nmem_gb = {v['mem']}\nthresh = {v['t']}\ncoeffs = ({v['a']}, {v['b']}, {v['c']})\ncnt_below_x = {v['X']}\npct_below_x = {float(v['fx'])*100:.4f}\ncnt_below_y = {v['Y']}\npct_below_y = {float(v['fy'])*100:.4f}\n",
 "mb_memory_kb": lambda v: f"Number of elements in a row/column: {v['row']}\nNumber of inner elements in a row/column: {v['inner']}\nTotal number of elements: {v['tot']}\nTotal number of inner elements: {v['tin']}\nMemory per array: {float(v['mem'])*2**30/1024:.2f} KB\nThreshold: {v['t']}\nSmoothing constants (a, b, c): {v['a']} {v['b']} {v['c']}\nNumber of elements below threshold (X): {v['X']}\nFraction of elements below threshold (X): {v['fx']}\nNumber of elements below threshold (Y): {v['Y']}\nFraction of elements below threshold (Y): {v['fy']}\n",
}


class LayoutsAndWrongAnswers(unittest.TestCase):
    """the layouts above mixed as a student's program would (a record with its own names, a CSV of words,
    X and Y as a table's columns beside a two-column one, values on the next line, prose with colours,
    powers of ten, decimal commas in a CSV, memory in KB): each right one passes, and each with a wrong
    value fails, on that field (a right answer is never made of a wrong one, nor a field invented)"""
    WRONG = {"Y": (dict(Y=13, fy="1.3e-05"), "below_y"), "X": (dict(X=100406, fx="0.100406"), "below_x"),
             "threshold": (dict(t="0.2"), "threshold"), "fraction": (dict(fy="0.100024"), "fraction_y"),
             "sizes": (dict(row=1000, tot=1000000), "row")}

    def test_right_ones_pass(self):
        for name, layout in LAYOUTS.items():
            with self.subTest(layout=name):
                passes(self, layout(V))

    def test_wrong_ones_fail(self):
        for name, layout in LAYOUTS.items():
            for wrong, (change, key) in self.WRONG.items():
                if name == "sci_times" and wrong == "sizes":
                    continue  # (its totals are printed as powers of ten whatever the sizes)
                with self.subTest(layout=name, wrong=wrong):
                    fails_on(self, layout(dict(V, **change)), key)


if __name__ == "__main__":
    unittest.main()
