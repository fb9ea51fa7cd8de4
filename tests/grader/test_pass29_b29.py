"""Fixer b29's fixes of the twenty-fourth round: right outputs the grader could not read (the thirty-first pass's
F11, F14 and their neighbours), each a test that fails without its fix.

Each finding as input / before / now (before: the grade at 2ecdf6c):
- Julia's REPL listing names, `julia> t, a, b, c` over `(0.1, 0.05, 0.1, 0.4)` (and `(t, a, b, c)`); R's
  `> c(a, b, c)` over `[1] 0.05 0.10 0.40` (and `c(t, a, b, c)`) / before: the threshold and the constants
  MISSING (a bare tuple was no code, kept as a label of nothing; R's vector was a call of one value) / now:
  each item labels its value (promptlists.py), and a wrong one FAILs.
- Julia's curried comparison with a number, `julia> count(<(0.1), y[2:end-1, 2:end-1])` over `12` / before: the
  slice alone was read, an inner size: total_inner FAIL `1000000 and 12`, Y MISSING (UNGRADED where the count's
  line is the only one) / now: the count of y below t (expressions._CURRIED takes a number).
- A system log's prefix on a line, dmesg's padded seconds and a program's tag `[  12.345678] smooth: x below
  threshold: 100024 (0.100024)` (and `[12.345678] smooth: `, syslog's `Dec  1 01:02:03 host smooth[123]: `, an ISO
  time's `2026-12-01T01:02:03.123+00:00 host smooth[123]: `, `smooth[123]: `) after a plain `n = 1000` / before:
  UNGRADED (no count found); on the counts' lines only of the tutorial's output, or on every syslog line: the
  fractions under them read as Y's (fraction_x MISSING, fraction_y FAIL) / now: the prefix is a logger's
  (loggers.prefix_end), and the lines are read as without it.
- NumPy's attributes apart by two blanks or more as the only size line, `x.shape = (1002, 1002)  x.size = 1004004`
  (and `x.shape: (1002, 1002)  x.size: 1004004`, `x.shape = (1002, 1002)  total = 1004004`) / before: the row
  MISSING (the shape's tuple was left a tuple where ', ' or ';' would have had it written '1002 x 1002', its comma
  ending a statement) / now: read as with '; ' between (numpyattrs.attributes_apart writes the tuple after parting).
- A sentence with words before its n, `I chose n = 1000, so the grid is 1002 x 1002 (1004004 in total, 1000000
  inner)` (and `We use n = 1000, grid 1002 x 1002 (...)`, `I chose n = 1000; the grid is ...`) / before: the aside
  one statement: total MISSING, 1004004 FAILed as the inner total (or the row, total and inner total MISSING) /
  now: the words before n one statement, the rest planned as the line 'n = 1000, so the grid ...' is (prosen.py).
- Labels in Russian, Polish (with its letters or without) or Japanese, no English word (`Элементов ниже порога (Y):
  12`, `Liczba elementow ponizej progu (Y): 12`, `しきい値未満の要素数 (Y): 12`) / before: UNGRADED ('no line gives n'
  or no count found) / now: their words said in English as Spanish's are (languages.py; Japanese's terms as
  Chinese's, chinese.py), a bounded list of the summary's label words; a wrong value FAILs.

Run: PYTHONPATH=scripts:. python3 -m unittest tests.grader.test_pass29_b29
"""
from tests.grader.a_support import C01_1000, COUNTS_1000, PLAIN_1000, RIGHT_1000, RightAndWrong, not_passing

JULIA_1000 = """julia> n = 1000
1000

julia> size(x)
(1002, 1002)

julia> length(x)
1004004

julia> length(@view x[2:end-1, 2:end-1])
1000000

julia> sizeof(x) / 2^30
0.0037402063608169556

julia> t, a, b, c
(0.1, 0.05, 0.1, 0.4)

julia> count(<(t), @view x[2:end-1, 2:end-1])
100024

julia> count(<(t), @view x[2:end-1, 2:end-1]) / n^2
0.100024

julia> count(<(t), @view y[2:end-1, 2:end-1])
12

julia> count(<(t), @view y[2:end-1, 2:end-1]) / n^2
1.2e-5
"""

R_1000 = """> n <- 1000
> x <- matrix(runif((n+2)^2), n+2)
> nrow(x)
[1] 1002
> length(x)
[1] 1004004
> length(x[2:(n+1), 2:(n+1)])
[1] 1000000
> object.size(x) / 2^30
0.00374021 GB
> t <- 0.1; a <- 0.05; b <- 0.1; c <- 0.4
> c(a, b, c)
[1] 0.05 0.10 0.40
> sum(x[2:(n+1), 2:(n+1)] < t)
[1] 100024
> mean(x[2:(n+1), 2:(n+1)] < t)
[1] 0.100024
> sum(y[2:(n+1), 2:(n+1)] < t)
[1] 12
> mean(y[2:(n+1), 2:(n+1)] < t)
[1] 1.2e-05
"""


class SessionListsNames(RightAndWrong):  # h31 F11, and R's vector
    def test_julia_tuple(self):
        tuples = [JULIA_1000, JULIA_1000.replace("julia> t, a, b, c", "julia> (t, a, b, c)")]
        self.right_and_wrong(tuples, [("(0.1, 0.05, 0.1, 0.4)", "(0.1, 0.05, 0.2, 0.4)", "constants"),
                                      ("(0.1, 0.05, 0.1, 0.4)", "(0.2, 0.05, 0.1, 0.4)", "threshold")])

    def test_r_vector(self):
        four = R_1000.replace("> c(a, b, c)\n[1] 0.05 0.10 0.40", "> c(t, a, b, c)\n[1] 0.10 0.05 0.10 0.40")
        self.right_and_wrong([R_1000], [("[1] 0.05 0.10 0.40", "[1] 0.05 0.20 0.40", "constants")])
        self.right_and_wrong([four], [("[1] 0.10 0.05 0.10 0.40", "[1] 0.10 0.05 0.10 0.50", "constants"),
                                      ("[1] 0.10 0.05 0.10 0.40", "[1] 0.20 0.05 0.10 0.40", "threshold")])

    def test_call_not_listed(self):
        from grading.promptlists import listed_values
        self.assertIsNone(listed_values("print(a, b)", "0.05 0.1"))  # (a call's arguments: prompts.py's own)
        self.assertIsNone(listed_values("a, b = 0.05, 0.1", "0.05 0.1"))
        self.assertIsNone(listed_values("t, a, b, c", "(0.1, 0.05, 0.1)"))  # (not as many values)


class CurriedWithANumber(RightAndWrong):  # h31 F11
    def test_count_read(self):
        old = "count(<(t), @view y[2:end-1, 2:end-1])\n12"
        texts = [JULIA_1000.replace(old, "count(<(0.1), y[2:end-1, 2:end-1])\n12"),
                 JULIA_1000.replace(old, "count(<=(0.1), @view y[2:end-1, 2:end-1])\n12"),
                 JULIA_1000.replace(old, "count(<(.1), y[2:end-1, 2:end-1])\n12"),
                 JULIA_1000.replace(old, "count(v -> v < t, y[2:end-1, 2:end-1])\n12"),
                 JULIA_1000.replace(old, "sum(y[2:n+1,2:n+1] .< t)\n12")]
        self.right_and_wrong(texts, [("1])\n12", "1])\n13", "below_y"), ("t)\n12", "t)\n13", "below_y")])

    def test_count_alone(self):
        from tests.grader.a_support import not_passing
        text = "julia> n = 1000\n1000\n\njulia> count(<(0.1), y[2:end-1, 2:end-1])\n12\n"
        verdict, bad = not_passing(text)
        self.assertNotIn("below_y", bad)
        self.assertEqual(not_passing(text.replace("\n12\n", "\n13\n"))[1].get("below_y", ("",))[0], "fail")


class SystemLogPrefix(RightAndWrong):  # h31 F14
    PREFIXES = ["[  12.345678] smooth: ", "[12.345678] smooth: ", "[  12.345678] ", "Dec  1 01:02:03 host smooth[123]: ",
                "2026-12-01T01:02:03.123+00:00 host smooth[123]: ", "smooth[123]: "]

    def test_on_a_line(self):
        for prefix in self.PREFIXES:
            text = "n = 1000\n" + prefix + "x below threshold: 100024 (0.100024)\n"
            with self.subTest(prefix=prefix):
                self.assertEqual(not_passing(text)[1].get("below_x", ("pass",))[0], "pass")
                self.assertNotEqual(not_passing(text.replace("100024 (", "101024 ("))[1]["below_x"][0], "pass")

    def test_counts_lines(self):
        for prefix in self.PREFIXES[:1] + self.PREFIXES[3:5]:
            counts = "".join(prefix + line + "\n" for line in COUNTS_1000.splitlines())
            every = "".join(prefix + line + "\n" for line in RIGHT_1000.splitlines())
            with self.subTest(prefix=prefix):
                self.right_and_wrong([RIGHT_1000.replace(COUNTS_1000, counts), every],
                                     [(":: 12\n", ":: 13\n", "below_y"), ("1.20000E-05", "1.30000E-05", "fraction_y"),
                                      ("1.00024E-01", "1.00025E-01", "fraction_x")])

    def test_own_names_kept(self):
        from grading.loggers import prefix_end
        for line in ("counts[1]: 12", "x[1]: 0.5", "[  12.345678] x: 100024"):
            self.assertEqual(prefix_end(line) in (0, len("[  12.345678] ")), True, line)
        self.assertEqual(not_passing(PLAIN_1000), ("pass", {}))


class AttributesApartByBlanks(RightAndWrong):  # a neighbour of h31 F11
    TAIL = ("inner: 1000000\nMemory per array: 0.00374021 GB\nThreshold: 0.1\nSmoothing constants: a=0.05, b=0.1, c=0.4\n"
            "x: 100024 elements below threshold (fraction 0.100024)\ny: 12 elements below threshold (fraction 1.2e-05)\n")

    def test_read(self):
        lines = ["x.shape = (1002, 1002)  x.size = 1004004", "x.shape = (1002, 1002)   x.size = 1004004",
                 "x.shape: (1002, 1002)  x.size: 1004004", "x.shape = (1002, 1002)  total = 1004004"]
        texts = ["n = 1000\n" + line + "\n" + self.TAIL for line in lines]
        self.right_and_wrong(texts, [("(1002, 1002)", "(1003, 1003)", "row")])


class WordsBeforeN(RightAndWrong):  # a neighbour of h31 F11
    TAIL = ("Memory per array: 0.00374021 GB\nThreshold: 0.1\nSmoothing constants: a=0.05, b=0.1, c=0.4\n"
            "x: 100024 elements below threshold (fraction 0.100024)\ny: 12 elements below threshold (fraction 1.2e-05)\n")

    def test_read(self):
        lines = ["I chose n = 1000, so the grid is 1002 x 1002 (1004004 in total, 1000000 inner)",
                 "I chose n = 1000, so the grid is 1002 x 1002 (1004004 in total, 1000000 inner).",
                 "We use n = 1000, grid 1002 x 1002 (1004004 in total, 1000000 inner)",
                 "I chose n = 1000; the grid is 1002 x 1002 (1004004 in total, 1000000 inner)",
                 "I chose n = 1000, grid 1002 x 1002, 1004004 in total, 1000000 inner"]
        self.right_and_wrong([line + "\n" + self.TAIL for line in lines],
                             [("1004004 in", "1004005 in", "total"), ("1000000 inner", "1000001 inner", "total_inner"),
                              ("1002 x 1002", "1003 x 1003", "row")])


RUSSIAN_1000 = """Число элементов в строке/столбце: 1002
Число внутренних элементов в строке/столбце: 1000
Общее число элементов: 1004004
Общее число внутренних элементов: 1000000
Память (ГБ) на массив: 0.00374021
Порог: 0.1
Константы сглаживания (a, b, c): 0.05 0.1 0.4
Элементов ниже порога (X): 100024
Доля ниже порога (X): 0.100024
Элементов ниже порога (Y): 12
Доля ниже порога (Y): 1.2e-05
"""
POLISH_1000 = """Liczba elementow w wierszu/kolumnie: 1002
Liczba elementow wewnetrznych w wierszu/kolumnie: 1000
Calkowita liczba elementow: 1004004
Calkowita liczba elementow wewnetrznych: 1000000
Pamiec (GB) na tablice: 0.00374021
Prog: 0.1
Stale wygladzania (a, b, c): 0.05 0.1 0.4
Liczba elementow ponizej progu (X): 100024
Ulamek ponizej progu (X): 0.100024
Liczba elementow ponizej progu (Y): 12
Ulamek ponizej progu (Y): 1.2e-05
"""
JAPANESE_1000 = """行/列あたりの要素数: 1002
行/列あたりの内部要素数: 1000
全要素数: 1004004
内部要素の総数: 1000000
配列あたりのメモリ (GB): 0.00374021
しきい値: 0.1
平滑化定数 (a, b, c): 0.05 0.1 0.4
しきい値未満の要素数 (X): 100024
しきい値未満の割合 (X): 0.100024
しきい値未満の要素数 (Y): 12
しきい値未満の割合 (Y): 1.2e-05
"""


class EasternLabels(RightAndWrong):  # h31 F12
    def test_read(self):
        polish_letters = (POLISH_1000.replace("Calkowita", "Całkowita").replace("Pamiec", "Pamięć")
                          .replace("Prog:", "Próg:").replace("Stale", "Stałe").replace("ponizej", "poniżej")
                          .replace("Ulamek", "Ułamek"))
        self.right_and_wrong([RUSSIAN_1000, POLISH_1000, polish_letters, JAPANESE_1000],
                             [(": 12\n", ": 13\n", "below_y"), (": 100024\n", ": 100124\n", "below_x"),
                              ("0.05 0.1 0.4", "0.05 0.2 0.4", "constants"), (": 0.1\n", ": 0.2\n", "threshold"),
                              (": 1004004\n", ": 1004005\n", "total"), (": 1.2e-05\n", ": 1.3e-05\n", "fraction_y")])

    def test_english_as_it_was(self):
        from grading.languages import in_english
        text = "prog: n = 1000\nStale cache: 12 entries\n" + C01_1000
        self.assertEqual(in_english(text), text)  # ('prog', 'stale': English, or a program's name)
