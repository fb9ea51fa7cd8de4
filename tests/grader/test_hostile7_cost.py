"""test_hostile7_cost.py - what a file can cost the grader, bounded (the seventh hostile pass: smooth's
output appended 27,000 times; a Canvas page of the right summary and 16 million <br>). No timed tests:
speed is checked by measurement (docs/grading.md, Speed); here, that the work done stays bounded and
gives what the slower way gave. Run: python3 -m unittest tests.grader.test_hostile7_cost (or make test)."""
import html
import os
import sys
import unittest
from types import SimpleNamespace
from unittest import mock

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import COUNTS_1000, SIZES_1000, count_founds, entry_of  # noqa: E402
from grading import fields, lines, several  # noqa: E402


class Line(int):
    """A line number that counts the comparisons made with it."""
    compared = [0]

    def _count(self, other, op):
        Line.compared[0] += 1
        return op(int(self), int(other))

    def __lt__(self, other):
        return self._count(other, int.__lt__)

    def __le__(self, other):
        return self._count(other, int.__le__)

    def __gt__(self, other):
        return self._count(other, int.__gt__)

    def __ge__(self, other):
        return self._count(other, int.__ge__)


class RunStartsBisected(unittest.TestCase):
    """H10: each run's start was checked against every count of the file (27,000 runs: seconds)."""

    def test_comparisons_grow_as_n_log_n(self):
        runs = 2000
        values = {"row": [SimpleNamespace(line=Line(2 * k + 1), value=(1002 if k % 2 else 502)) for k in range(runs)],
                  "below_x": [SimpleNamespace(line=Line(2 * k + 2), value=12) for k in range(runs)]}
        Line.compared[0] = 0
        ranges = several.run_ranges(values)
        self.assertEqual(len(ranges), runs)
        self.assertEqual(ranges[:2], [(1, 2), (3, 4)])
        self.assertEqual(ranges[-1], (2 * runs - 1, None))
        self.assertLess(Line.compared[0], 100_000)  # (before: about two million)

    def test_a_run_without_a_count_still_joins_the_one_before(self):
        values = {"row": [SimpleNamespace(line=line, value=v) for line, v in ((1, 1002), (3, 502), (5, 1002))],
                  "below_x": [SimpleNamespace(line=line, value=12) for line in (2, 6)]}
        self.assertEqual(several.run_ranges(values), [(1, 3), (4, None)])  # (line 3 to 4: no count)


class SizesPastTheCapNotMade(unittest.TestCase):
    """H10: past MAX_PRINTINGS a size's Found was made for every line, only the latest kept."""

    def test_one_found_a_size_past_the_cap(self):
        made = count_founds(self)
        with mock.patch.object(fields, "MAX_PRINTINGS", 50):
            fractional = "Number of elements in a row/column       :: 1002.5\n"  # no size: skipped as before
            reading = fields.read_output(SIZES_1000 * 3000 + fractional + COUNTS_1000)
        self.assertLess(len(made), 8 * 50 + 100)  # (before: some 6 * 3000)
        self.assertEqual((reading["fields"]["row"].text, reading["fields"]["row"].error), ("1002", None))
        self.assertEqual(reading["fields"]["total"].text, "1004004")
        self.assertEqual(entry_of(SIZES_1000 * 3000 + COUNTS_1000)["verdict"], "pass")


BASE = SIZES_1000 + COUNTS_1000


class LargePageBySubstitution(unittest.TestCase):
    """H18: a large page was read tag by tag in Python (16 million <br>: 21 s, 350 MB)."""

    PAGES = ["<p>" + BASE.replace("\n", "<br>") + "</p>" + "<br>" * 300,
             "<P>" + BASE.replace("\n", "<BR/>") + "</P><table><tr><td>a</td><TH>b</th></tr></table>10<sup>-5</sup>"
             "<supx>z</sup > &amp;lt; &lt;&gt;&quot;&#39;&nbsp;&amp;amp; <brx> <!doctype html> a < b",
             "<div>" + BASE + "&amp &copy; &#x41; &ampx</div><span class=x>q</span><br/ >" * 20]

    def test_no_tag_by_tag_reading_and_the_same_text(self):
        for page in self.PAGES:
            with self.subTest(page=page[:40]):
                expected = lines._large_page_text(page)
                with mock.patch.object(lines, "HTML_PARSED", 100), \
                        mock.patch.object(lines, "_large_page_text", side_effect=AssertionError("tag by tag")):
                    self.assertEqual(lines.page_text(page), expected)

    def test_entities_as_html_unescape(self):
        for text in ("&amp;" * 50, "&amp;lt;", "&lt;&gt;&quot;&#39;&nbsp;", "&amp", "a & b", "&copy;&amp;", "x"):
            with self.subTest(text=text):
                self.assertEqual(lines._unescaped(text), html.unescape(text))

    def test_what_may_hide_is_read_tag_by_tag(self):
        for page in ("<p>1</p><!-- 2 -->", "<p>1<script>2</script>", "<p>1<span hidden>2</span>",
                     "<p>1<span style='display: none'>2</span>", "<p>1<a <br>2"):
            with self.subTest(page=page):
                self.assertTrue(lines._may_hide(page))
                with mock.patch.object(lines, "HTML_PARSED", 10):
                    self.assertEqual(lines.page_text(page), lines._large_page_text(page))

    def test_tag_by_tag_past_max_tags_is_refused(self):
        page = "<!-- a comment --><p>" + BASE.replace("\n", "<br>") + "</p>" + "<br>" * 500
        with mock.patch.object(lines, "HTML_PARSED", 100), mock.patch.object(lines, "MAX_TAGS", 400):
            with self.assertRaises(lines.TooManyTags) as caught:
                fields.read_output(page)
        self.assertIsInstance(caught.exception, lines.TooManyLines)  # (grade's CannotGrade: ungraded)
        with mock.patch.object(lines, "HTML_PARSED", 100):
            self.assertEqual(entry_of(page)["verdict"], "pass")  # under the cap: read as before


if __name__ == "__main__":
    unittest.main()
