"""The twenty-eighth hostile pass's right outputs losing sizes and numbers (h28's F6, F14, F11, F17, F7, F15).

What was wrong (before: the grade at d3b3d06):
- F6: a plain shape's area grouped by thousands ('grid: 1002 x 1002 = 1,004,004 elements', '= 1 004 004', with
  '(1,000,000 inner)' after it): the total read as '1' (FAIL) and the inner total lost; a Markdown report's run-in
  heading ('**Setup.** I used n = 1000, so each array is 1002 x 1002 = ...') lost the row, the totals and the memory.
Now: thousands.py writes such an area (and a grouped number in the bracket after it) as C prints it; emphasis.py
drops a bold run-in heading closed by a period before its sentence. Each right case has a wrong twin that fails.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass25_r25
"""
import unittest

from tests.grader.a_support import RightAndWrong as Case, not_passing

REST = ("0.00374 GB per array\nt = 0.1, a = 0.05, b = 0.1, c = 0.4\nx: 100024 below t (0.100024)\n"
        "y: 12 below t (1.2e-05)\n")


class GroupedAreaTest(Case):
    def test_right_pass_wrong_fail(self):
        right = ["n = 1000\ngrid: 1002 x 1002 = 1,004,004 elements\ninner elements: 1,000,000\n" + REST,
                 "n = 1000\ngrid: 1002 x 1002 = 1 004 004 elements (1 000 000 inner)\n" + REST,
                 "n = 1000\ngrid: 1002 x 1002 = 1,004,004 elements (1,000,000 inner)\n" + REST,
                 "n = 1000\narray 1002*1002 = 1'004'004 floats (1'000'000 interior)\n" + REST,
                 "N = 1000\nGrid 1002 \u00d7 1002 = 1\u00a0004\u00a0004 cells (1\u00a0000\u00a0000 inner)\n" + REST,
                 "n = 1000, so each array is 1002 x 1002 = 1,004,004 floats (1,000,000 inner), 0.00374 GB per array.\n"
                 + REST.split("\n", 1)[1]]
        self.right_and_wrong(right, [("1,004,004", "1,004,040", "total"), ("1 004 004", "1 004 040", "total"),
                                     ("1'004'004", "1'004'040", "total"), ("(1,000,000", "(1,000,100", "total_inner"),
                                     ("(1 000 000", "(1 000 100", "total_inner"),
                                     ("1\u00a0004\u00a0004", "1\u00a0004\u00a0040", "total")])

    def test_markdown_run_in_heading(self):
        text = ("# Homework 3\n\n**Setup.** I used n = 1000, so each array is 1002 \u00d7 1002 = 1,004,004 floats "
                "(1,000,000 inner), i.e. 0.00374 GB per array.\nThreshold t = 0.1 and weights a = 0.05, b = 0.1, "
                "c = 0.4.\n\n**Results.**\n\n* x: 100024 inner values below t, a fraction of 0.100024\n"
                "* y: 12 inner values below t, a fraction of 1.2e-05\n")
        self.right_and_wrong([text, text.replace("**Setup.**", "__Setup.__"),
                              text.replace("**Setup.**", "**Problem setup.**")],
                             [("1,004,004", "1,004,040", "total"), ("0.00374 GB", "0.00384 GB", "memory"),
                              ("= 1000,", "= 1001,", "inner row total total_inner memory")])

    def test_a_grouped_area_of_other_sides_is_no_total(self):
        from grading.thousands import shapes_ungrouped
        self.assertEqual(shapes_ungrouped("1002 x 1002 = 1,004,004.5"), "1002 x 1002 = 1,004,004.5")
        self.assertEqual(shapes_ungrouped("12,100 x 3 = 36,300"), "12,100 x 3 = 36,300")


class HaloClausesTest(Case):
    def test_right_pass_wrong_fail(self):
        right = ["Problem size: 1000 x 1000 interior (1000000), 1002 x 1002 with halo (1004004)\n" + REST,
                 "Problem size: 1000 x 1000 interior (1000000), 1002 x 1002 with halo (1004004 floats = 0.00374021 GB"
                 " per array)\n" + REST.split("\n", 1)[1],
                 "grid 1002 x 1002 with halo (1004004); interior 1000 x 1000 (1000000)\n" + REST,
                 "n = 1000\nDomain: 1000x1000 inner (1000000 points), 1002x1002 incl. ghost cells (1004004 points)\n"
                 + REST,
                 "interior 1000 x 1000 (1000000), with halo 1002 x 1002 (1004004).\n" + REST,
                 "Array: 1002 \u00d7 1002 padded (1004004 doubles), 1000 \u00d7 1000 inner (1000000 doubles)\n" + REST]
        self.right_and_wrong(right, [("(1004004", "(1004040", "total"), ("(1000000", "(1000100", "total total_inner"),
                                     ("1000 x 1000 interior (1000000)", "1001 x 1001 interior (1002001)", "inner total total_inner"),
                                     ("0.00374021 GB", "0.00384021 GB", "memory"), ("(12", "(13", "below_y")])

    def test_one_kind_or_three_clauses_stay(self):
        from grading.halosizes import halo_shapes_split
        for line in ("inner 1000 x 1000 (1000000), interior 10 x 10 (100)\n",
                     "halo 1002 x 1002 (1004004), inner 1000 x 1000 (1000000), interior 4 x 4 (16)\n"):
            self.assertEqual(halo_shapes_split(line), line)


LIST_REST = ("GB per array: 0.00374021\nt = 0.1\na, b, c = 0.05, 0.1, 0.4\nx below t: 100024 (0.100024)\n"
             "y below t: 12 (1.2e-05)\n")


class NamedSizeListTest(Case):
    def test_right_pass_wrong_fail(self):
        right = ["sizes (n+2, n, (n+2)^2, n^2): [   1002    1000 1004004 1000000]\n" + LIST_REST,
                 "sizes (n+2, n, (n+2)^2, n^2): [1002, 1000, 1004004, 1000000]\n" + LIST_REST,
                 "sizes (n, n+2, n*n, (n+2)*(n+2)): [1000, 1002, 1000000, 1004004]\n" + LIST_REST,
                 "dims (N, N+2) = [1000 1002]\ntotal elements: 1004004\ninner elements: 1000000\n" + LIST_REST,
                 "grid (n + 2, n, (n + 2)**2, n**2): [1002 1000 1004004 1000000]\n" + LIST_REST]
        self.right_and_wrong(right, [("1004004", "1004040", "total"), ("1000000", "1000100", "total_inner"),
                                     ("1002 ", "1003 ", "row total"), ("1002,", "1003,", "row total"),
                                     ("1002]", "1003]", "row total")])

    def test_other_lists_stay(self):
        from grading.sizelist import sizes_listed
        for line in ("below t (x, y): [100024     12]\n", "sizes (n, n+2): [1000 1002 1004004]\n",
                     "fractions (x, y): [1.00024e-01 1.20000e-05]\n"):
            self.assertEqual(sizes_listed(line), line)


RUST_DBG = ("[src/main.rs:5:5] n = 1000\n[src/main.rs:5:5] nn = 1002\n[src/main.rs:5:5] nn * nn = 1004004\n"
            "[src/main.rs:5:5] n * n = 1000000\n"
            "[src/main.rs:6:5] (nn * nn * 4) as f64 / (1u64 << 30) as f64 = 0.0037402063608169556\n"
            "[src/main.rs:7:5] t = 0.1\n[src/main.rs:7:5] a = 0.05\n[src/main.rs:7:5] b = 0.1\n[src/main.rs:7:5] c = 0.4\n"
            "[src/main.rs:8:5] cx = 100024\n[src/main.rs:8:5] cx as f64 / (n * n) as f64 = 0.100024\n"
            "[src/main.rs:9:5] cy = 12\n[src/main.rs:9:5] cy as f64 / (n * n) as f64 = 1.2e-5\n")
C_CASTS = ("n = 1000\nN = 1002\nN*N = 1004004\nn*n = 1000000\nN*N*4.0/(1 << 30) = 0.00374021\nt = 0.1\na = 0.05\n"
           "b = 0.1\nc = 0.4\ncx = 100024\n(double)cx/(n*n) = 0.100024\ncy = 12\n(double)cy/(n*n) = 1.2e-05\n")


class CastNamesTest(Case):
    def test_right_pass_wrong_fail(self):
        prefixless = "\n".join(line.split("] ", 1)[1] for line in RUST_DBG.splitlines()) + "\n"
        right = [RUST_DBG, prefixless, prefixless.replace("f64", "f32"),
                 C_CASTS, C_CASTS.replace("N*N*4.0/(1 << 30)", "N*N*4/1024**3").replace("(double)", "(float) "),
                 C_CASTS.replace("N*N*4.0/(1 << 30)", "(float)(N*N*sizeof(float))/(1UL<<30)")]
        self.right_and_wrong(right, [("cx = 100024", "cx = 100042", "below_x"), ("= 0.100024", "= 0.100042", "fraction_x"),
                                     ("cy = 12", "cy = 21", "below_y"), ("= 0.0037402063608169556", "= 0.0038402063608169556",
                                                                         "memory"), ("= 0.00374021", "= 0.00384021", "memory")])

    def test_other_names_stay(self):
        from grading.castnames import casts_dropped
        for line in ("elapsed as f64 / 1e9 = 0.5\n", "1 << 30 = 1073741824\n", "n*n*8/2**30 = 0.00745\n"):
            self.assertEqual(casts_dropped(line), line.replace(" as f64", ""))


ALL_NAMES = ("n = 1000\nN = 1002\nn_all = 1004004\nn_inner = 1000000\ngb = 3.7402e-03\nt = 0.1000\n"
             "a = 0.05, b = 0.1, c = 0.4\nbelow_x = 100024\nfrac_x = 0.1000\nbelow_y = 12\nfrac_y = 1.2000e-05\n")


class AllNamesTest(Case):
    def test_right_pass_wrong_fail(self):
        right = [ALL_NAMES, ALL_NAMES.replace("n_all", "nall"), ALL_NAMES.replace("n_all", "numel_all"),
                 ALL_NAMES.replace("n_all = ", "N_all: "), ALL_NAMES.replace("n_all", "nAll"),
                 ALL_NAMES.replace("n_all = 1004004", "numel_all =\n\n   1004004\n")]
        self.right_and_wrong(right, [("1004004", "1004040", "total"), ("100024", "100042", "below_x")])

    def test_other_names_stay(self):
        from grading.gluednames import unglued
        for name in ("call", "small", "n_allowed", "overall", "all"):
            self.assertEqual(unglued(name), name)


ROW13 = "1000 1002 1004004 1000000 0.00374021 0.1 0.05 0.1 0.4 100024 0.100024 12 1.2e-05\n"
SIZE_REST = ("1004004 elements, 1000000 inner, 0.00374021 GB per array\nt = 0.1, a = 0.05, b = 0.1, c = 0.4\n"
             "x: 100024 below t (0.100024)\ny: 12 below t (1.2e-05)\n")


class CommentHeadersAndRowClausesTest(Case):
    def test_comment_headers(self):
        right = [mark + " n N N2 n2 GB t a b c cx fx cy fy\n" + ROW13 for mark in ("%", "%%", "//", "!", ";", "--")]
        right.append("% n cx fx cy fy\n1000 100024 0.100024 12 1.2e-05\nrow 1002, total 1004004, inner 1000000, "
                     "0.00374021 GB/array\nt = 0.1, a = 0.05, b = 0.1, c = 0.4\n")
        self.right_and_wrong(right, [(" 100024 ", " 100042 ", "below_x"), (" 12 ", " 21 ", "below_y"),
                                     ("1004004", "1004040", "total")])

    def test_a_header_of_other_length_stays(self):
        from grading.commentheaders import comment_headers_hashed
        text = "% n N cx\n1000 1002 100024 12\n"
        self.assertEqual(comment_headers_hashed(text), text)

    def test_row_after_n_and_a_comma(self):
        right = ["n = 1000, 1002 per row\n" + SIZE_REST, "N: 1000, 1002 elements per row\n" + SIZE_REST,
                 "n=1000, 1002 with ghosts\n" + SIZE_REST]
        self.right_and_wrong(right, [("1002 ", "1003 ", "row"), ("1000,", "1001,", "inner row total")])
        from grading.sizeclauses import sizes_as_clauses
        self.assertEqual(sizes_as_clauses("n = 1000, 2000, 4000\n"), "n = 1000, 2000, 4000\n")


if __name__ == "__main__":
    unittest.main()
