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


if __name__ == "__main__":
    unittest.main()
