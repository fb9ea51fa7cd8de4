"""test_pass22_x22.py - x22's items from the twenty-fourth hostile pass (h24), right outputs losing points.

H1: a C printf one-liner of `key=value` statements with a `|` between the sizes and the counts
(`n2=1002 n=1000 N2=1004004 N=1000000 mem=0.003740GB t=0.1 abc=0.05,0.1,0.4 | x<t:100024(0.100024) ...`)
was UNGRADED ("no line gives n"): gluedconstants.py wrote `abc=0.05,0.1,0.4` as `a=... b=... c=...` only where
the line's other words were `key=value` statements and blanks, and the `|` was neither, so the commas cut the
line apart. Now a `|` or `;` between the statements is a separator like the blanks. Before: UNGRADED; now: PASS,
and one value changed fails its field.

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass22_x22
"""
import unittest

from tests.grader.a_support import graded, not_passing

TERSE = ("n2=1002 n=1000 N2=1004004 N=1000000 mem=0.003740GB t=0.1 abc=0.05,0.1,0.4 | "
         "x<t:100024(0.100024) y<t:12(1.20e-05)\n")


class TerseBarLine(unittest.TestCase):
    def test_right_pass(self):
        for text in (TERSE,
                     TERSE.replace(" | ", " || "),
                     "n=1000 n2=1002 N=1000000 N2=1004004 mem=0.003740GB t=0.1 abc=0.05,0.1,0.4 || "
                     "x<t:100024(0.100024) y<t:12(1.20e-05)\n",
                     TERSE.replace("abc=0.05,0.1,0.4", "abc=0.05/0.1/0.4")):
            with self.subTest(text=text):
                self.assertEqual(not_passing(text), ("pass", {}))

    def test_other_n_pass(self):
        text = "n2=502 n=500 N2=252004 N=250000 mem=0.000938788GB t=0.1 abc=0.05/0.1/0.4 | x<t:24914(0.099656) y<t:4(1.60e-05)\n"
        self.assertEqual(graded(text), ("pass", {}))

    def test_wrong_twins_fail(self):
        for text, field in ((TERSE.replace("y<t:12(1.20e-05)", "y<t:21(2.10e-05)"), "below_y"),
                            (TERSE.replace("x<t:100024(0.100024)", "x<t:100042(0.100042)"), "below_x"),
                            (TERSE.replace("abc=0.05,0.1,0.4", "abc=0.05,0.1,0.5"), "constants"),
                            (TERSE.replace("N2=1004004", "N2=1004005"), "total")):
            with self.subTest(text=text):
                verdict, fields = not_passing(text)
                self.assertEqual(verdict, "fail")
                self.assertEqual(fields[field][0], "fail")


if __name__ == "__main__":
    unittest.main()
