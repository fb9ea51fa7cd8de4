"""The twenty-fifth pass's last right output left (h25 right/c08_julia_show.txt): Julia's @show of bare names.

What was wrong (before: the grade at 6cc3cf5): '@show m n m^2 n^2 ... nx nx/n^2 ny ny/n^2' prints 'm = 1002', 'n =
1000', 'm ^ 2 = 1004004', ..., 'nx = 100024', 'nx / n ^ 2 = 0.100024', 'ny = 12', 'ny / n ^ 2 = 1.2e-5': UNGRADED, no
count found ('nx' is a grid's size in many codes), and the row and total MISSING (a bare 'm'). And the twentieth
round's 'x=100024/0.100024 y=12/1.2e-05' (a count and its share after bare 'x=', 'y='): UNGRADED.
Now: nxcounts.py reads 'nx = V' as x's count where its share follows as the name over n's square and V is no size of
the file's; squares.py reads 'm ^ 2 = 1004004' as the grid's elements where 'm = 1002' is stated, its square is the
whole, and 'n = 1000' is that side less the ghost cells; slashshares.py reads 'x=C/F' as 'x=C (F)'. Each right case has a wrong twin that fails; a grid's 'nx =
1000' and a block's 'k ^ 2 = 256' stay as they were.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass24_lead
"""
import unittest

from tests.grader.a_support import RightAndWrong as Case, not_passing

JULIA = ("  0.004170 seconds\nm = 1002\nn = 1000\nm ^ 2 = 1004004\nn ^ 2 = 1000000\n"
         "sizeof(x) / 2 ^ 30 = 0.0037402063608169556\nt = 0.1f0\n(a, b, c) = (0.05f0, 0.1f0, 0.4f0)\n"
         "nx = 100024\nnx / n ^ 2 = 0.100024\nny = 12\nny / n ^ 2 = 1.2e-5\n")


class JuliaShowTest(Case):
    def test_right_pass_wrong_fail(self):
        right = [JULIA, JULIA.replace("m ^ 2", "m^2").replace(" / n ^ 2", "/n^2"),
                 JULIA.replace(" / n ^ 2", " / (n*n)")]
        self.right_and_wrong(right, [("nx = 100024", "nx = 100042", "below_x"), ("ny = 12", "ny = 13", "below_y"),
                                     ("= 1.2e-5", "= 1.3e-5", "fraction_y")])
        # (a wrong square, 'm ^ 2 = 1004005', is no grid's: its total MISSING, the file no PASS)
        self.assertEqual(not_passing(JULIA.replace("= 1004004", "= 1004005"))[0], "fail")

    def test_a_grid_size_named_nx_stays(self):
        """'nx = 1002' (the grid's row) over 'nx / n ^ 2 = 0.001004': a size, never a count."""
        from grading.nxcounts import nx_counts
        text = "n = 1000\nnx = 1002\nnx / n ^ 2 = 0.001002\n"
        self.assertEqual(nx_counts(text), text)

    def test_a_named_square_needs_its_n(self):
        from grading.squares import squares_as_products
        block = "k = 16\nk ^ 2 = 256\n"
        self.assertEqual(squares_as_products(block), block)  # (no n = 14: a block's threads, no grid)
        self.assertEqual(squares_as_products("n = 14\n" + block), "n = 14\nk = 16\n16 x 16 = 256 elements\n")
        self.assertEqual(squares_as_products("n = 1000\nm = 1002\nm ^ 2 = 1004005\n"),
                         "n = 1000\nm = 1002\nm ^ 2 = 1004005\n")  # (not its square: left, the total MISSING)

    def test_before_it_was_ungraded(self):
        verdict, failing = not_passing(JULIA.replace("nx = 100024", "nx = 100042"))
        self.assertEqual(verdict, "fail")
        self.assertIn("below_x", failing)


class SlashSharesTest(Case):
    TERSE = "n=1000 N=1002 total=1004004 inner=1000000 mem=0.00374021GB t=0.1 a=0.05 b=0.1 c=0.4"

    def test_right_pass_wrong_fail(self):
        right = [self.TERSE + " x=100024/0.100024 y=12/1.2e-05\n",
                 self.TERSE + "\nx=100024/0.100024 y=12/1.2e-05\n",
                 self.TERSE + "\nX: 100024 / 0.100024\nY: 12 / 1.2e-05\n",
                 self.TERSE + " nx=100024/0.100024 ny=12/1.2e-05\n"]
        self.right_and_wrong(right, [("=12/", "=13/", "below_y"), (": 12 /", ": 13 /", "below_y"),
                                     ("/0.100024", "/0.100042", "fraction_x")])
        # (a bare 'X: 100024 (0.100042)' whose share disagrees is no pair: MISSING, as before; the file no PASS)
        self.assertEqual(not_passing(right[2].replace("/ 0.100024", "/ 0.100042"))[0], "fail")

    def test_others_stay(self):
        from grading.slashshares import shares_slashed
        for text in ("x=100024/1000000 y=12/1000000\n", "time=12/0.5\n", "max=3/0.5\n", "y=12/13\n"):
            self.assertEqual(shares_slashed(text), text)


if __name__ == "__main__":
    unittest.main()
