"""test_hostile11_tables.py - the eleventh hostile pass's findings 3 and 4: a results table whose count
column's name holds the threshold ('count<0.1', 'Below 0.1', '# < 0.1', 'frac (t=0.1)') in every table
style read, and numpy's or MATLAB's arrays printed without commas ('[100024     12]', '[1.00024e-01
1.20000e-05]', disp's '      100024          12', fprintf's '%g %g').
Run: python3 -m unittest tests.grader.test_hostile11_tables (or make test)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import SIZES_1000, not_passing  # noqa: E402

# The summary but its counts and fractions (and, for the tables that say it, its threshold)
PLAIN = SIZES_1000
NO_THRESHOLD = "".join(line + "\n" for line in SIZES_1000.splitlines() if not line.startswith("Threshold"))


def _tables(count, fraction):
    """The one results table in each style the grader reads, its count column named `count` and its
    fraction column `fraction`."""
    c, f = count, fraction
    w = max(len(c), 6) + 2
    return {
        "spaces": f"array  {c:>{w}}  {f:>12}\nx      {'100024':>{w}}  {'0.100024':>12}\ny      {'12':>{w}}  {'0.000012':>12}\n",
        "markdown": f"| array | {c} | {f} |\n|---|---:|---:|\n| x | 100024 | 0.100024 |\n| y | 12 | 1.2e-05 |\n",
        "grid": (f"+-------+{'-' * (w + 2)}+----------+\n| Array | {c:>{w}} | {f:>8} |\n"
                 f"+=======+{'=' * (w + 2)}+==========+\n| x     | {'100024':>{w}} | 0.100024 |\n"
                 f"+-------+{'-' * (w + 2)}+----------+\n| y     | {'12':>{w}} | 1.2e-05  |\n"
                 f"+-------+{'-' * (w + 2)}+----------+\n"),
        "psql": (f"+-------+{'-' * (w + 2)}+----------+\n| Array | {c:>{w}} | {f:>8} |\n"
                 f"|-------+{'-' * (w + 2)}+----------|\n| x     | {'100024':>{w}} | 0.100024 |\n"
                 f"| y     | {'12':>{w}} | 1.2e-05  |\n+-------+{'-' * (w + 2)}+----------+\n"),
        "fancy": (f"╒═══════╤{'═' * (w + 2)}╤══════════╕\n│ Array │ {c:>{w}} │ {f:>8} │\n"
                  f"╞═══════╪{'═' * (w + 2)}╪══════════╡\n│ x     │ {'100024':>{w}} │ 0.100024 │\n"
                  f"├───────┼{'─' * (w + 2)}┼──────────┤\n│ y     │ {'12':>{w}} │ 1.2e-05  │\n"
                  f"╘═══════╧{'═' * (w + 2)}╧══════════╛\n"),
        "heavy": (f"┏━━━━━━━┳{'━' * (w + 2)}┳━━━━━━━━━━┓\n┃ Array ┃ {c:>{w}} ┃ {f:>8} ┃\n"
                  f"┣━━━━━━━╋{'━' * (w + 2)}╋━━━━━━━━━━┫\n┃ x     ┃ {'100024':>{w}} ┃ 0.100024 ┃\n"
                  f"┣━━━━━━━╋{'━' * (w + 2)}╋━━━━━━━━━━┫\n┃ y     ┃ {'12':>{w}} ┃ 1.2e-05  ┃\n"
                  f"┗━━━━━━━┻{'━' * (w + 2)}┻━━━━━━━━━━┛\n"),
        "csv": f"array,{c},{f}\nx,100024,0.100024\ny,12,1.2e-05\n",
        "tsv": f"array\t{c}\t{f}\nx\t100024\t0.100024\ny\t12\t1.2e-05\n",
        "pandas": f"  array  {c:>{w}}  {f:>9}\n0     x  {'100024':>{w}}  0.100024\n1     y  {'12':>{w}}  0.000012\n",
    }


class ThresholdInAHeader(unittest.TestCase):
    def test_the_cases(self):
        """The hostile tester's four: UNGRADED before."""
        for count in ("count<0.1", "below 0.1", "# < 0.1"):
            with self.subTest(count=count):
                text = PLAIN + "\n" + _tables(count, "fraction")["spaces"]
                self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(not_passing(PLAIN + _tables("Below 0.1", "Fraction")["grid"]), ("pass", {}))

    def test_every_style_and_wording(self):
        counts = ("count<0.1", "count < 0.1", "Below 0.1", "under 0.1", "# < 0.1", "n_lt_0.1", "count (t=0.1)",
                  "count <= 0.1", "n(<0.1)")
        for style in _tables("c", "f"):
            for count in counts:
                for fraction in ("fraction", "frac<0.1", "fraction (t=0.1)"):
                    with self.subTest(style=style, count=count, fraction=fraction):
                        table = _tables(count, fraction)[style]
                        self.assertEqual(not_passing(PLAIN + table), ("pass", {}))
                        # its threshold is the file's threshold too
                        self.assertEqual(not_passing(NO_THRESHOLD + table), ("pass", {}))
                        wrong = not_passing(PLAIN + table.replace("12 ", "14 ").replace(",12,", ",14,")
                                            .replace("\t12\t", "\t14\t"))
                        self.assertEqual(wrong[1]["below_y"][0], "fail")

    def test_the_headers_threshold_is_read_as_the_threshold(self):
        """A count at another threshold than the file's (or the tutorial's) fails the threshold."""
        table = _tables("count<0.2", "fraction")["spaces"]
        self.assertEqual(not_passing(NO_THRESHOLD + table)[1]["threshold"][0], "fail")
        self.assertEqual(not_passing(PLAIN + table)[1]["threshold"][0], "fail")

    def test_a_grid_table_with_a_plain_header(self):
        """tabulate's grid ('+====+' under its header, '+----+' between its rows) and heavy grid ('┣━╋━┫') were
        not read at all."""
        for style in ("grid", "heavy"):
            with self.subTest(style=style):
                self.assertEqual(not_passing(PLAIN + _tables("Below", "Fraction")[style]), ("pass", {}))

    def test_a_label_and_its_number_one_space_apart_no_header(self):
        """'Threshold below 0.1' over rows is no header of two names ('Threshold', 'threshold'): since the fifteenth
        round, a heading naming the threshold's value over the arrays' rows, each row a count and its fraction (a
        wrong row fails)."""
        text = NO_THRESHOLD + "Threshold below 0.1\nx  100024  0.100024\ny  12  0.000012\n"
        self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(not_passing(text.replace("y  12 ", "y  13 "))[1]["below_y"][0], "fail")
        self.assertEqual(not_passing(text.replace("below 0.1", "below 0.2"))[1]["threshold"][0], "fail")


class ArraysWithoutCommas(unittest.TestCase):
    def _check(self, counts, fractions, wrong_y=("12", "14"), wrong_fraction=("1.20000e-05", "1.30000e-05")):
        text = PLAIN + counts + fractions
        self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(not_passing(PLAIN + counts.replace(*wrong_y) + fractions)[1]["below_y"][0], "fail")
        got = not_passing(PLAIN + counts + fractions.replace(*wrong_fraction))[1]
        self.assertEqual(got["fraction_y"][0], "fail")
        self.assertNotIn("fraction_x", got)

    def test_numpy_arrays_named_x_y(self):
        """numpy's print of an array: no commas, padded, the whole array in one notation (14/20 before)."""
        for names in ("[x y]", "(x y)", "[X Y]"):
            with self.subTest(names=names):
                self._check(f"counts below threshold {names}: [100024     12]\n",
                            f"fractions below threshold {names}: [1.00024e-01 1.20000e-05]\n")
                self._check(f"counts below threshold {names}: [100024     12]\n",
                            f"fractions below threshold {names}: [0.100024 0.000012]\n", wrong_fraction=(
                                "0.000012]", "0.000013]"))

    def test_numpy_arrays_unnamed(self):
        """'below threshold: [100024     12]' then its fractions' array: X's, then Y's (16/20 before)."""
        self._check("below threshold: [100024     12]\n", "fraction below threshold: [1.00024e-01 1.20000e-05]\n")
        self._check("Below threshold: 100024 12\n", "Fraction below threshold: 0.100024 1.2e-05\n",
                    wrong_fraction=("1.2e-05", "1.3e-05"))  # MATLAB's fprintf('%g %g\n', ...)
        self._check("Below threshold: 100024 12\n", "Fraction below threshold: 0.100024\nFraction below threshold: "
                    "1.2e-05\n", wrong_fraction=("1.2e-05", "1.3e-05"))
        got = not_passing(PLAIN + "below threshold: [100024     12]\nfraction below threshold: [1.20000e-05 1.00024e-01]\n")
        self.assertEqual((got[1]["fraction_x"][0], got[1]["fraction_y"][0]), ("fail", "fail"))

    def test_matlab_disp_under_its_label(self):
        """MATLAB's disp([cx cy]) under 'Elements below threshold (x y):' (14/20 before)."""
        self._check("Elements below threshold (x y):\n      100024          12\n",
                    "Fraction below threshold (x y):\n   1.0002e-01   1.2000e-05\n", wrong_y=("     12\n", "     14\n"),
                    wrong_fraction=("1.2000e-05", "1.3000e-05"))

    def test_r_vector_under_its_label(self):
        """R's print(c(cx, cy)), '[1] 100024     12', under its label (UNGRADED before)."""
        self._check("Below threshold (x, y):\n[1] 100024     12\n",
                    "Fraction below threshold (x, y):\n[1] 1.00024e-01 1.20000e-05\n", wrong_y=("     12\n", "     14\n"))


if __name__ == "__main__":
    unittest.main()
