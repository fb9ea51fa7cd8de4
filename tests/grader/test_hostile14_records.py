"""test_hostile14_records.py - the fourteenth hostile pass's right outputs that lost points by their
layout: Java's toString() forms (a record's 'Result[n=1000, ...]', Eclipse's 'Result [n=1000, ...]':
what was inside the square brackets was ignored).
Run: python3 -m unittest tests.grader.test_hostile14_records (or make test)."""
import time
import unittest

from tests.grader.a_support import not_passing

JAVA_RECORD = ("Result[n=1000, rows=1002, total=1004004, inner=1000000, memGB=0.0037402063608169556, threshold=0.1, "
               "a=0.05, b=0.1, c=0.4, belowX=100024, fracX=0.100024, belowY=12, fracY=1.2E-5]\n")
ECLIPSE = """Params [n=1000, threshold=0.1, a=0.05, b=0.1, c=0.4]
Sizes [rows=1002, total=1004004, inner=1000000, memGB=0.0037402063608169556]
Counts [belowX=100024, fracX=0.100024, belowY=12, fracY=1.2E-5]
"""
# each value of the records, one wrong, and the field it must FAIL on
WRONG = [("rows=1002", "rows=1003", "row"), ("total=1004004", "total=1004005", "total"),
         ("inner=1000000", "inner=1000001", "total_inner"), ("memGB=0.0037402063608169556", "memGB=0.0047402", "memory"),
         ("threshold=0.1", "threshold=0.2", "threshold"), ("b=0.1", "b=0.2", "constants"),
         ("belowX=100024", "belowX=100025", "below_x"), ("fracX=0.100024", "fracX=0.100025", "fraction_x"),
         ("belowY=12", "belowY=13", "below_y"), ("fracY=1.2E-5", "fracY=1.3E-5", "fraction_y")]


class JavaToString(unittest.TestCase):
    def test_record_and_eclipse_forms_pass(self):
        for text in (JAVA_RECORD, JAVA_RECORD.replace("Result[", "Result ["), ECLIPSE,
                     ECLIPSE.replace(" [", "["), "  " + JAVA_RECORD.replace("Result[", "smooth.Result$Stats[")):
            self.assertEqual(not_passing(text), ("pass", {}), text)

    def test_a_wrong_value_inside_fails_on_its_field(self):
        for text in (JAVA_RECORD, ECLIPSE):
            for old, new, field in WRONG:
                verdict, bad = not_passing(text.replace(old, new))
                self.assertEqual(verdict, "fail", new)
                self.assertEqual(bad.get(field, ("",))[0], "fail", (new, bad))

    def test_a_list_in_square_brackets_is_no_record(self):
        verdict, _ = not_passing("Sizes [n, rows]: [1000, 1002]\n" + ECLIPSE.split("\n", 1)[1])
        self.assertNotEqual(verdict, "pass")

    def test_long_bracketed_lines_stay_fast(self):
        for line in ("a" * 4096 + "]", "a[" * 2048 + "]", "R[" + "a=1, " * 800 + "]", "R[" + "[" * 4000 + "]"):
            start = time.perf_counter()
            not_passing(ECLIPSE + line + "\n")
            self.assertLess(time.perf_counter() - start, 2.0, line[:20])


if __name__ == "__main__":
    unittest.main()
