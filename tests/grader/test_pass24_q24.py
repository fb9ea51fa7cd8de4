"""test_pass24_q24.py - q24's items: second printings of the counts after a right output that passed unread (the
twenty-seventh hostile pass's H7, H8, M3-M5, L3, its wrong probes and wrong/c35_go_summary).

Each line below, after the tutorial's right summary, printed y's count again (13 instead of 12) and the file
PASSED: a list of pairs ("[('x', 100024),
('y', 13)]", 'dict_items([...])'); an HTML row with a bare 'y' ('<tr><td>y</td><td>13</td></tr>'); a
box-drawing row ('│ y │ 13 │'); an arrow ('100024 -> 13 after smoothing'); numpy's 'counts: [100024     13]';
Go's unnamed struct '{100024 13 0.100024 1.3e-05}'; 'summary: x=100024 (10.00%) y=13 (0.00%) in 13.091ms'; a
device's line 'GPU  count x: 100024 (0.100024)  count y: 13 (1.3e-05)'. Now laterprints.py rewrites each such
line after the first count as a count line the grader compares (the device's line is read as its version's
counts: o24's rule in words.py). Before: PASS; now: FAIL below_y (or below_x),
and each right twin (12) still passes, in two layouts (the tutorial's summary, a C printf's).

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass24_q24
"""
import unittest

from tests.grader.a_support import C01_1000, RIGHT_1000, RightAndWrong

# (a second printing with the right counts, [(old, new, field)] each making it wrong)
_Y = [("12", "13", "below_y"), ("12", "21", "below_y")]
_XY = _Y + [("100024", "100042", "below_x")]
_VERSION = [(old, new, field + " " + field + "2") for old, new, field in _XY]
LINES = [
    # H8: a list of pairs
    ("[('x', 100024), ('y', 12)]", _XY),
    ("dict_items([('x', 100024), ('y', 12)])", _XY),
    ("[('count_x', 100024), ('count_y', 12)]", _XY),
    ('counts = [("below_x", 100024), ("below_y", 12)]', _XY),
    ("[('y', 12), ('x', 100024)]", _XY),
    # M3: HTML rows with a bare name
    ("<table><tr><th>array</th><th>below</th></tr><tr><td>x</td><td>100024</td></tr><tr><td>y</td><td>12</td></tr>"
     "</table>", _XY),
    ("<tr><td>y</td><td>12</td></tr>", _Y),
    ("<td>y</td> <td>12</td>", _Y),
    ("<tr><td>y</td><td>12</td><td>1.2e-05</td></tr>", _Y),
    # M4: box-drawing rows
    ("│ y     │ 12     │", _Y),
    ("┌───────┬────────┐\n│ array │ below  │\n├───────┼────────┤\n│ x     │ 100024 │\n│ y     │ 12     │\n"
     "└───────┴────────┘", _XY),
    ("│ y │ 12 │ 1.2e-05 │", _Y),
    # M5: arrows
    ("100024 -> 12 after smoothing", _XY),
    ("In short: 100024 → 12 after smoothing.", _XY),
    ("x -> y: 100024 -> 12", _XY),
    ("below t: 100024 => 12 after smoothing", _XY),
    # L3: numpy's array, Go's unnamed struct
    ("counts: [100024     12]", _XY),
    ("below = [100024 12]", _XY),
    ("{100024 12 0.100024 1.2e-05}", _XY),
    ("&{100024 12 0.100024 1.2e-05}", _XY),
    # wrong/c35: x= y= under a summary's label
    ("summary: x=100024 (10.00%) y=12 (0.00%) in 13.091ms", _XY),
    ("Final: x=100024 y=12", _XY),
    ("Summary: x = 100024 (0.100024), y = 12 (1.2e-05) in 2.5 s", _XY),
    # a device's two counts on a line: read as that version's counts (words.py), a wrong one its field's second
    ("GPU  count x: 100024 (0.100024)  count y: 12 (1.2e-05)", _VERSION),
    ("gpu count x = 100024, count y = 12", _VERSION),
]


class SecondPrintingsCompared(RightAndWrong):
    def test_right_pass_and_wrong_fail(self):
        for base in (RIGHT_1000, C01_1000):
            for line, wrongs in LINES:
                text = base + "\n" + line + "\n"
                tail = "\n" + line + "\n"
                self.right_and_wrong([text], [(tail, tail.replace(old, new, 1), field) for old, new, field in wrongs])

    def test_not_a_count(self):
        """Lines that say something else stay as they were: the right output still passes."""
        for line in ("expected: y = 21", "shape: [1002 1002]", "Python: y = 0.5 * x", "1002 -> 1000 inner",
                     "{1002 1000 0.5 0.25}", "summary: x=1002 y=1002 in 3 ms"):
            with self.subTest(line=line):
                from tests.grader.a_support import not_passing
                self.assertEqual(not_passing(RIGHT_1000 + "\n" + line + "\n")[0], "pass")


if __name__ == "__main__":
    unittest.main()
