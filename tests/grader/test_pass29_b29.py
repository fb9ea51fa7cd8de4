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

Run: PYTHONPATH=scripts:. python3 -m unittest tests.grader.test_pass29_b29
"""
from tests.grader.a_support import RightAndWrong

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
