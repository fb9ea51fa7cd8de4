"""test_reading_round3b.py - right answers a hostile tester found ungraded or misread (grading,
round 3, the reading pass): each layout below is a right n = 1000 output and passes, or reads
the field it names; lines that are no field stay none."""
import html
import unittest

from tests.grader.a_support import COUNTS_1000, SIZES_1000, entry_of, grading

RIGHT = SIZES_1000 + COUNTS_1000  # the tutorial's summary of ./smooth -n 1000 -kernel cpu


def fields_of(text):
    return {k: f.text for k, f in grading.read_output(text)["fields"].items() if f.error is None}


def passes(test, text):
    entry = entry_of(text)
    test.assertEqual(entry["verdict"], "pass", (entry["reason"], entry["fields"]))


class ThousandsSeparators(unittest.TestCase):
    """H5: '100,024' was read as 100, and sizes '1,000', '1,004,004' as n = 1"""

    def test_grouped_numbers_pass(self):
        grouped = ("Number of elements in a row/column: 1,002\nNumber of inner elements in a row/column: 1,000\n"
                   "Total number of elements: 1,004,004\nTotal number of inner elements: 1,000,000\n"
                   "Memory (GB) used per array: 0.00374021\nThreshold: 0.1\nSmoothing constants (a, b, c): 0.05, 0.10, 0.40\n"
                   "Number of elements below threshold (X): 100,024\nFraction of elements below threshold: 0.100024\n"
                   "Number of elements below threshold (Y): 12\nFraction of elements below threshold: 1.2e-05\n")
        for mark in (",", "'", " ", "\u2009", "\u202f"):
            with self.subTest(mark=mark):
                passes(self, grouped.replace(",0", mark + "0"))

    def test_values(self):
        self.assertEqual(fields_of("Number of elements below threshold (X): 100,024\n")["below_x"], "100024")
        self.assertEqual(fields_of("Total number of elements :: 1 004 004\n")["total"], "1004004")
        self.assertEqual(fields_of("Total number of elements :: 1\u2009234\u2009567\n")["total"], "1234567")

    def test_lists_stay_lists(self):
        """a list is not one number: '0.05, 0.10, 0.40', '1, 2, 3', a launch configuration's '256 256 1'"""
        self.assertEqual(fields_of("Smoothing constants (a, b, c): 0.05, 0.10, 0.40\n")["constants"], "0.05 0.10 0.40")
        numbers = [n[2] for n in grading.words._numbers("1, 2, 3 and 256 256 1; 12 100")]
        self.assertEqual(numbers, ["1", "2", "3", "256", "256", "1", "12", "100"])

    def test_alike_lines_apart(self):
        """'12 100' (two numbers) and '12 000'... shapes kept per pattern of digits tell a group's 0"""
        fields = grading.read_output("Total number of elements :: 1 000 000\nTotal number of elements :: 1 100 100\n")
        self.assertEqual(fields["fields"]["total"].text, "1000000 and 1")  # the second a list: its first number


class RankTags(unittest.TestCase):
    """H4: a rank's tag before every line ('[rank 0] ', 'Rank 0: ', ...) was read as the label's
    number: UNGRADED, 'no line gives n' (only on the count lines: 'no count found')"""
    TAGS = ("[rank 0] ", "Rank 0: ", "rank 0 | ", "proc 0: ", "[Process 0] ", "(rank 0) ", "[0] ", "0: ", "P0: ",
            "MPI rank 0 of 4: ", "task 3 -> ")

    def test_every_line_tagged(self):
        for tag in self.TAGS:
            with self.subTest(tag=tag):
                passes(self, "".join(tag + line + "\n" for line in RIGHT.splitlines()))

    def test_count_lines_tagged(self):
        for tag in self.TAGS:
            with self.subTest(tag=tag):
                passes(self, "".join((tag if "below" in line else "") + line + "\n" for line in RIGHT.splitlines()))

    def test_a_ranks_own_count_is_still_none(self):
        """a number right after the tag is the rank's: 'rank 0: 25000 elements below threshold' stays no field"""
        self.assertEqual(fields_of("rank 0: 25000 elements below threshold in x\nRank 1: local count :: 25000\n"), {})


class ArrayRows(unittest.TestCase):
    """H5: a printed line of the array before the summary was read as a size: FAIL 'two different
    values: 0.840188 (line 1) and 1002'"""
    ROWS = ("Row 0: 0.840188 0.394383 0.783099 0.798440 0.911647", "x row 1: 0.840188 0.394383 0.783099",
            "Column 1 of y: 0.840188 0.394383 0.783099", "Elements of y in row 1: 0.840188 0.394383 0.783099",
            "inner row 1: 0.840188 0.394383 0.783099", "Printing first 5 elements of x: 0.840188 0.394383 0.783099",
            "x row 1: 0.000000 0.007919 0.015838 0.023757", "Row 3: 1 0 1 1 0 0", "y in row 1: 0.840188",
            "Elements of x in row 1: 0.840188, 0.394383")

    def test_rows_before_the_summary(self):
        for row in self.ROWS:
            with self.subTest(row=row):
                passes(self, row + "\n" + RIGHT)
                self.assertEqual(fields_of(row + "\n"), {})

    def test_a_fraction_is_no_size(self):
        """a fractional value is never a size's; a whole number printed with a point still is (a count's
        fractional value stays its count's, failing as not a whole number)"""
        self.assertEqual(fields_of("Elements in row 1 :: 0.5\nTotal elements :: 2.5\n"), {})
        self.assertEqual(grading.read_output("Number of elements below threshold :: 0.25\n")["fields"]["below_x"].text, "0.25")
        self.assertEqual(fields_of("Total number of elements :: 1004004.000\n"), {"total": "1004004.000"})


class SweepsInALabel(unittest.TestCase):
    """H5: a Y label that counts its sweeps ('after 1 iteration (Y)', 'after smoothing (1 step)') left
    Y MISSING: 'iteration' and 'step' name progress lines"""

    def test_y_labels(self):
        for label in ("Number of elements below threshold after 1 iteration (Y) ::",
                      "Number of elements below threshold after smoothing (1 step):",
                      "Number of elements below threshold in y after one sweep =",
                      "Number of elements below threshold (after 1 iteration):"):
            with self.subTest(label=label):
                lines = RIGHT.splitlines()
                lines[9] = label + " 12"
                passes(self, "\n".join(lines) + "\n")

    def test_progress_lines_stay_none(self):
        self.assertEqual(fields_of("Iteration 1: 12 elements below threshold\nStep 2 below threshold :: 40\n"
                                   "Time per iteration :: 0.5\n"), {})


class BothArraysOnALine(unittest.TestCase):
    """H5: 'Number of elements below threshold: X = 100024, Y = 12' left Y MISSING"""

    def test_pairs(self):
        for counts, fractions in (("Number of elements below threshold: X = 100024, Y = 12",
                                   "Fraction of elements below threshold: X = 0.100024, Y = 1.2e-05"),
                                  ("Elements below threshold -- x: 100024  y: 12", "Fraction below threshold -- x: 10.0024%  y: 0.0012%"),
                                  ("Number of elements below threshold in x = 100024, in y = 12",
                                   "Fraction below threshold (input=0.100024; output=0.000012)")):
            with self.subTest(counts=counts):
                passes(self, SIZES_1000 + counts + "\n" + fractions + "\n")

    def test_not_arrays_stay_one_line(self):
        """names that are no arrays' ('a=0.05, b=0.1, c=0.4', 'n = 1000, X = 100024') split nothing"""
        self.assertEqual(grading.fields._parts("n = 1000, X = 100024"), ("n = 1000, X = 100024",))
        self.assertEqual(grading.fields._parts("a=0.05, b=0.1, c=0.4"), ("a=0.05, b=0.1, c=0.4",))


class HtmlPages(unittest.TestCase):
    """H4: Canvas saves an "online text entry" as HTML (name_45678_900005_text.html): '<p>...<br>...</p>'
    and a '<p>' a line were UNGRADED; '<pre>' passed"""

    def test_pages_pass(self):
        lines = [html.escape(line) for line in RIGHT.splitlines()]
        pages = {"br": "<p>" + "<br>".join(lines) + "</p>",
                 "br/ with a page": "<!DOCTYPE html><html><head><title>hw</title><style>p {}</style></head><body><p>"
                                    + "<br />\n".join(lines) + "</p></body></html>",
                 "p a line": "".join(f"<p>{line}</p>" for line in lines),
                 "div a line, nbsp": "<div>" + "".join(f"<div>{line.replace(' ', '&nbsp;')}</div>" for line in lines) + "</div>",
                 "li a line": "<ul>" + "".join(f"<li>{line}</li>" for line in lines) + "</ul>",
                 "pre": "<pre>" + "\n".join(lines) + "</pre>",
                 "table": "<table>" + "".join(f"<tr><td>{line.partition('::')[0]}</td><td>{line.partition('::')[2]}</td></tr>"
                                              for line in lines) + "</table>",
                 "a line wrapped in its paragraph": "<p>" + "<br>".join(line.replace(" below ", "\n below ")
                                                                        for line in lines) + "</p>"}
        for name, page in pages.items():
            with self.subTest(page=name):
                passes(self, page)

    def test_large_pages(self):
        """past lines.HTML_PARSED a page is read by a regular expression: the same lines"""
        page = "<p class=x>" + "<br/>".join(html.escape(line) for line in RIGHT.splitlines()) + "</p><table><tr><td>x</td><td>1</td></tr></table>"
        parsed = grading.lines.page_text(page)
        limit, grading.lines.HTML_PARSED = grading.lines.HTML_PARSED, 0
        try:
            self.assertEqual(grading.lines.page_text(page).split(), parsed.split())
        finally:
            grading.lines.HTML_PARSED = limit

    def test_entities(self):
        self.assertEqual(grading.lines.page_text("<p>a &lt; b&nbsp;&amp;&#x41;</p>").strip(), "a < b &A")

    def test_text_stays_text(self):
        for text in ("<<< Summary >>>\n" + RIGHT, RIGHT + "<p>\n"):
            self.assertEqual(grading.lines.page_text(text), text)


class Prose(unittest.TestCase):
    """H4: 'Before smoothing, 100024 of the 1000000 inner elements (10.0024%) were below the threshold.'
    was UNGRADED: 'of the' before the whole it is out of ended the label"""

    def test_sentences(self):
        passes(self, SIZES_1000 + "Before smoothing, 100024 of the 1000000 inner elements (10.0024%) were below the threshold.\n"
                                  "After smoothing, 12 of all 1000000 inner elements (0.0012%) were below the threshold.\n")


class ConstantsAndMemory(unittest.TestCase):
    """M2: bare 'a=0.05, b=0.1, c=0.4' left the constants MISSING; '0.00374021 GB used per array' and
    'Each array uses 0.00374021 GB' the memory; 'Array size: 0.00374021 GB' was taken for the total"""

    def replaced(self, old, new):
        return RIGHT.replace(old, new)

    def test_constants(self):
        for line in ("a=0.05, b=0.1, c=0.4", "a = 0.050000, b = 0.100000, c = 0.400000", "a=0.05 b=0.1 c=0.4",
                     "a: 0.05  b: 0.1  c: 0.4", "c=0.4, a=0.05, b=0.1"):
            with self.subTest(line=line):
                passes(self, self.replaced("Smoothing constants (a, b, c)            :: 0.05 0.10 0.40", line))

    def test_memory(self):
        for line in ("0.00374021 GB used per array", "Each array uses 0.00374021 GB", "Array size: 0.00374021 GB",
                     "Size of each array :: 3.83 MiB"):
            with self.subTest(line=line):
                passes(self, self.replaced("Memory (GB) used per array               :: 0.00374021", line))


class TwoSummaries(unittest.TestCase):
    """M1: two runs in one file (n = 10, then n = 1000) were UNGRADED 'no line gives n'; the docs
    promise a second summary fails, naming both lines"""

    def test_fails_naming_both(self):
        small = RIGHT.replace("1002", "12").replace("1004004", "144").replace("1000000", "100").replace(":: 1000", ":: 10")
        entry = entry_of(small + RIGHT)
        self.assertEqual((entry["verdict"], entry["n"]), ("fail", 10), entry["reason"])
        self.assertIn("two different values: 10 (line 2) and 1000", entry["fields"]["inner"]["note"])


class PercentAfterTheNumber(unittest.TestCase):
    """the corpus's '10.0024 percent' (the word after the number) failed as 'a percentage printed without %'"""

    def test_word(self):
        passes(self, RIGHT.replace(":: 1.00024E-01", ":: 10.0024 percent").replace(":: 1.20000E-05", ":: 0.0012 per cent"))


if __name__ == "__main__":
    unittest.main()
