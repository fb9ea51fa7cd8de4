"""test_hostile11_nums.py - the eleventh hostile pass's number notations: Julia's Float32 ('1.2f-5'),
a Unicode minus or dash in an exponent, two labelled fields on one line apart by spaces, MATLAB's
'name =' transcripts, %g's totals ('1.004e+06'), German grouping ('100.024', '1.004.004'), a memory
worked out on its line ('4 bytes x 1004004 = 4016016 bytes').
Run: python3 -m unittest tests.grader.test_hostile11_nums."""
import os
import re
import sys
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import RIGHT_1000, SIZES_1000, entry_of, not_passing, replaced  # noqa: E402
from a_support import MEMORY, TOTAL, TOTAL_INNER as INNER_TOTAL  # noqa: E402

import grading  # noqa: E402

FRACTION_Y = "Fraction of elements below threshold     :: 1.20000E-05"
JULIA = """n = 1000
n + 2 = 1002
total = 1004004
total_inner = 1000000
mem_gb = 0.0037402064f0
threshold = 0.1f0
(a, b, c) = (0.05f0, 0.1f0, 0.4f0)
count_x = 100024
frac_x = 0.100024f0
count_y = 12
frac_y = 1.2f-5
"""


class Notations(unittest.TestCase):
    def test_julia_float32(self):
        self.assertEqual(not_passing(JULIA), ("pass", {}))
        got = not_passing(JULIA.replace("1.2f-5", "1.3f-5"))[1]
        self.assertEqual(got["fraction_y"][0], "fail")
        got = not_passing(JULIA.replace("0.100024f0", "0.100024f1"))[1]  # 1.00024: no fraction
        self.assertEqual(got["fraction_x"][0], "fail")
        # an 'f' and digits after no decimal mantissa are left alone (hex, names)
        self.assertEqual(grading.read_output("buf1 = 0x1f0\n")["fields"], {})

    def test_unicode_minus_in_an_exponent(self):
        for value in ("1.2e\u221205", "1.2e\u201305", "1.2E\u22125", "1.2 \u00d7 10^\u22125", "1.2\u00d710\u207b\u2075",
                      "1.2 x 10^-5", "1.2*10^-5"):
            with self.subTest(value=value):
                self.assertEqual(not_passing(replaced(FRACTION_Y, "Fraction below threshold (Y) :: " + value)),
                                 ("pass", {}))
        got = not_passing(replaced(FRACTION_Y, "Fraction below threshold (Y) :: 1.3e\u221205"))[1]
        self.assertEqual(got["fraction_y"][0], "fail")

    def test_a_unicode_minus_before_a_count(self):
        got = not_passing(replaced("(Y)   :: 12", "(Y)   :: \u221212"))[1]
        self.assertEqual(got["below_y"][0], "fail")

    def test_notations_stay_quick(self):
        for line in ("1f5 " * 1024, "1.1f" * 1024, "\u2212" * 4096, "1e\u2212" * 1024, "." + "1" * 4095):
            start = time.process_time()
            grading.read_output((line + "\n") * 16)
            self.assertLess(time.process_time() - start, 2, line[:8])


FORTRAN = """ n =         1000
 n+2 =         1002
 Total elements:      1004004  Inner elements:      1000000
 Memory per array (GB):   3.74020636E-03
 Threshold:  0.100000001
 a, b, c:   5.00000007E-02  0.100000001      0.400000006
 Below threshold x, y:       100024          12
 Fraction x, y:  0.100024000       1.19999996E-05
"""
ROW = "Number of elements in a row/column       :: 1002\nNumber of inner elements in a row/column :: 1000\n"
TOTALS = "Total number of elements                 :: 1004004\nTotal number of inner elements           :: 1000000\n"


class TwoFieldsOneLine(unittest.TestCase):
    def test_fortran_two_totals(self):
        self.assertEqual(not_passing(FORTRAN), ("pass", {}))
        got = not_passing(FORTRAN.replace("1000000", "1000004"))[1]
        self.assertEqual(got["total_inner"][0], "fail")

    def test_other_pairs_apart_by_spaces(self):
        for rows, totals in ((" Elements in a row:   1002  Inner elements in a row:   1000\n", TOTALS),
                             ("Row: 1002 Inner: 1000\n", TOTALS),
                             (ROW, "Total elements = 1004004   Inner elements = 1000000   Time: 0.52\n"),
                             ("", "Elements in a row: 1002   Inner elements in a row: 1000   Total elements: 1004004"
                                  "   Inner total: 1000000\n")):
            with self.subTest(rows=rows, totals=totals):
                text = RIGHT_1000.replace(ROW, rows).replace(TOTALS, totals)
                self.assertEqual(not_passing(text), ("pass", {}))
                wrong = text.replace(" 1000\n", " 1001\n").replace("1000   Total", "1001   Total") if rows else \
                    text.replace("1000000", "1000004")
                wrong = wrong.replace("= 1000000", "= 1000004")  # (the second field on the line wrong)
                self.assertEqual(not_passing(wrong)[0], "fail")

    def test_fortran_labels_with_no_separator(self):
        # print *, 'Total elements', total, 'Inner elements', inner: no colons, list-directed spaces
        text = RIGHT_1000.replace(ROW, " Row length        1002  Inner row length        1000\n").replace(
            TOTALS, " Total elements      1004004  Inner elements      1000000\n")
        self.assertEqual(not_passing(text), ("pass", {}))
        self.assertEqual(not_passing(text.replace("      1000000", "      1000004"))[1]["total_inner"][0], "fail")
        counts = " Below threshold x      100024  Below threshold y      12\n Fraction x   0.100024  Fraction y   1.2E-05\n"
        self.assertEqual(not_passing(SIZES_1000 + counts), ("pass", {}))
        self.assertEqual(not_passing(SIZES_1000 + counts.replace("y      12", "y      14"))[1]["below_y"][0], "fail")
        for line in ("Rows 1002 inner 1000", "Elements below threshold in x  100024  in y  12", "Sweep 1  time 0.5  count 7"):
            from grading.statements import parts
            self.assertEqual(parts(line), (line,))  # (prose, one space apart, or a count with no array: one line)

    def test_one_arrays_count_and_fraction_stay_together(self):
        counts = "Below threshold x: 100024  fraction: 0.100024\nBelow threshold y: 12  fraction: 1.2e-05\n"
        self.assertEqual(not_passing(SIZES_1000 + counts), ("pass", {}))

    def test_two_values_of_one_field_read_as_on_two_lines(self):
        """'Memory per array: ...  Memory: ...' is judged as the same two printings on lines of their own
        (the pairs branch splits two labelled values apart by spaces; 'n=1000 N=1002' is n and the row:
        test_hostile11_names.CapitalN)"""
        for right in ("0.00374021", "0.00748042"):
            one = "Memory per array: 0.00374021 GB  Memory: %s GB" % right
            self.assertEqual(not_passing(replaced(MEMORY, one)), not_passing(replaced(MEMORY, one.replace("  ", "\n"))))

    def test_spaced_stays_quick(self):
        for line in ("a: 1 " * 820, "a" * 4096, "Total: 1 " * 455, "a" * 79 + ": 1 " + "b:" * 2000):
            start = time.process_time()
            grading.read_output((line + "\n") * 16)
            self.assertLess(time.process_time() - start, 2, line[:8])




class RoundedTotals(unittest.TestCase):
    def test_totals_printed_with_g(self):
        for total in ("1.004e+06", "1.00400e+06", "1.0040D+06", "1.004004e+06"):
            with self.subTest(total=total):
                text = replaced(TOTAL, "Total elements: " + total)
                self.assertEqual(not_passing(replaced(INNER_TOTAL, "Inner elements: 1e+06")
                                             .replace(TOTAL, "Total elements: " + total)), ("pass", {}))
                self.assertEqual(entry_of(text)["fields"]["total"]["status"], "pass")
                if total != "1.004004e+06":  # (exact: no note)
                    self.assertIn("print it whole", entry_of(text)["fields"]["total"]["note"])
        for total in ("1.003e+06", "1.005e+06", "1.00e+06"):  # wrong, or a known mistake's too (n^2)
            with self.subTest(total=total):
                self.assertEqual(not_passing(replaced(TOTAL, "Total elements: " + total))[1]["total"][0], "fail")
        self.assertEqual(not_passing(replaced(INNER_TOTAL, "Inner elements: 9.99e+05"))[1]["total_inner"][0], "fail")




class MemoryWorkedOut(unittest.TestCase):
    def test_the_result_after_the_product(self):
        for line in ("Memory per array: 4 bytes x 1004004 = 4016016 bytes", "Memory: 4 * 1004004 = 4016016 bytes",
                     "Memory per array = 1004004 * 4 bytes = 4016016 bytes",
                     "Memory per array (bytes): 4 x 1004004 = 4016016",
                     "Memory per array: 4 B/element x 1004004 elements = 4016016 B",
                     "Memory per array: 1004004 elements x 4 bytes = 4016016 bytes = 0.00374021 GB"):
            with self.subTest(line=line):
                self.assertEqual(not_passing(replaced(MEMORY, line)), ("pass", {}))
                wrong = line.replace("= 4016016", "= 4016000").replace("= 0.00374021 GB", "")
                self.assertEqual(not_passing(replaced(MEMORY, wrong))[1]["memory"][0], "fail")
        got = not_passing(replaced(MEMORY, "Memory per array: 4 bytes x 1000000 = 4000000 bytes"))[1]
        self.assertEqual(got["memory"], ("fail", "memory of n^2 elements, not (n+2)^2"))

    def test_a_grids_product_stays_its_sides(self):
        got = grading.read_output("Grid: 1002 x 1002 = 1004004 elements\n")["fields"]
        self.assertEqual(got["inner"].text, "1002")

    def test_products_stay_quick(self):
        for line in ("Memory: " + "1 x " * 1000 + "= 5 bytes", "Memory: " + "1x" * 2000 + "= 5",
                     "Memory: " + "1 bytes x " * 400 + "5 = 5 bytes"):
            start = time.process_time()
            grading.read_output(line + "\n")
            self.assertLess(time.process_time() - start, 2, line[:20])


X_COUNT = "Number of elements below threshold (X)   :: 100024"
GERMAN = """Number of elements in a row/column       :: 1.002
Number of inner elements in a row/column :: 1.000
Total number of elements                 :: 1.004.004
Total number of inner elements           :: 1.000.000
Memory (GB) used per array               :: 0,00374021
Threshold                                :: 0,10
Smoothing constants (a, b, c)            :: 0,05 0,10 0,40
Number of elements below threshold (X)   :: 100.024
Fraction of elements below threshold     :: 1,00024E-01
Number of elements below threshold (Y)   :: 12
Fraction of elements below threshold     :: 1,20000E-05
"""


class GermanGrouping(unittest.TestCase):
    def test_points_grouping_a_whole_fields_thousands(self):
        self.assertEqual(not_passing(replaced(X_COUNT, "Number of elements below threshold (X) :: 100.024")), ("pass", {}))
        self.assertEqual(not_passing(replaced(TOTAL, "Total number of elements :: 1.004.004")), ("pass", {}))
        got = not_passing(replaced(X_COUNT, "Number of elements below threshold (X) :: 100.025"))[1]
        self.assertEqual(got["below_x"][0], "fail")
        got = not_passing(replaced(TOTAL, "Total number of elements :: 1.004.005"))[1]
        self.assertEqual(got["total"][0], "fail")

    def test_a_german_locales_whole_output(self):
        self.assertEqual(not_passing(GERMAN), ("pass", {}))
        for old, new, key in (("100.024", "100.124", "below_x"), ("1,00024E-01", "1,00124E-01", "fraction_x"),
                              ("1.004.004", "1.000.000", "total")):
            with self.subTest(new=new):
                self.assertEqual(not_passing(GERMAN.replace(old, new))[1][key][0], "fail")

    def test_a_count_printed_with_three_decimals_stays_itself(self):
        # '12.000' (%.3f of 12) is 12, not 12000, where no point groups thousands elsewhere
        self.assertEqual(not_passing(replaced("(Y)   :: 12", "(Y)   :: 12.000")), ("pass", {}))
        # and a fraction's or a threshold's three decimals are never grouped
        self.assertEqual(not_passing(replaced("Threshold                                :: 0.10",
                                              "Threshold :: 0.100")), ("pass", {}))


MATLAB = """>> n = 1000;
>> nx = n + 2

nx =

        1002

>> n

n =

        1000

>> total = nx^2

total =

     1004004

>> total_inner = n^2

total_inner =

     1000000

>> mem_gb = 4*total/2^30

mem_gb =

    0.0037

>> threshold = 0.1

threshold =

    0.1000

>> a = 0.05

a =

    0.0500

>> b = 0.1

b =

    0.1000

>> c = 0.4

c =

    0.4000

>> count_x = sum(sum(x(2:end-1,2:end-1) < threshold))

count_x =

      100024

>> frac_x = count_x / n^2

frac_x =

    0.1000

>> count_y = sum(sum(y(2:end-1,2:end-1) < threshold))

count_y =

    12

>> frac_y = count_y / n^2

frac_y =

   1.2000e-05

"""


def octave(text):
    """A MATLAB transcript as Octave prints it: 'name = value' on one line, its own prompt."""
    return re.sub(r"(\w+) =\n\n\s+(\S+)\n", r"\1 = \2\n", text).replace(">> ", "octave:1> ")


class Sessions(unittest.TestCase):
    def test_a_matlab_session_named_by_variables(self):
        self.assertEqual(not_passing(MATLAB), ("pass", {}))
        self.assertEqual(not_passing(octave(MATLAB)), ("pass", {}))
        for text in (MATLAB, octave(MATLAB)):
            got = not_passing(text.replace("100024", "100124"))[1]
            self.assertEqual(got["below_x"][0], "fail")
            self.assertEqual(not_passing(text.replace("12\n", "14\n"))[1]["below_y"][0], "fail")

    def test_a_commands_result_shown_as_ans(self):
        text = (">> n = 1000;\n>> x = rand(n+2);\n>> sum(x(2:end-1,2:end-1)(:) < 0.1)\nans =\n\n      100024\n\n"
                ">> sum(y(2:end-1,2:end-1)(:) < 0.1)\n\nans =\n\n    12\n\n")
        got = grading.read_output(text)["fields"]
        self.assertEqual((got["below_x"].text, got["below_y"].text), ("100024", "12"))
        got = grading.read_output(">> nnz(x(2:end-1,2:end-1) < 0.1)\nans = 100024\n>> nnz(y(2:end-1,2:end-1) < 0.1)\n"
                                  "ans = 12\n")["fields"]
        self.assertEqual((got["below_x"].text, got["below_y"].text), ("100024", "12"))

    def test_a_prompts_code_is_no_value(self):
        text = ">> count_x = sum(sum(x(2:end-1,2:end-1) < 0.1));\n>> count_x\n\ncount_x =\n\n      100024\n\n"
        self.assertEqual(grading.read_output(text)["fields"]["below_x"].text, "100024")

    def test_a_programs_own_prompt_marks_stay_read(self):
        # a program that prints '>> ' before its lines is no session: its labels and values stay
        decorated = "".join(">> " + line + "\n" for line in RIGHT_1000.splitlines()) + ">> n = 1000\n"
        self.assertEqual(not_passing(decorated), ("pass", {}))
        colons = "".join(">> " + " ".join(line.split()).replace(" ::", ":") + "\n" for line in RIGHT_1000.splitlines())
        self.assertEqual(not_passing(colons + ">> n = 1000\n"), ("pass", {}))

    def test_sessions_stay_quick(self):
        for line in (">> " + "a=1e" * 1000, ">> " * 1365, ">> x =" + " " * 4090, "octave:1> " + "a = 1; " * 580):
            start = time.process_time()
            grading.read_output((line + "\n\n") * 16 + "n =\n")
            self.assertLess(time.process_time() - start, 2, line[:20])


if __name__ == "__main__":
    unittest.main()
