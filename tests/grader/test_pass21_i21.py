"""test_pass21_i21.py - i21's cost item: three whole-text patterns the nineteenth round added to
headings.regrouped's rewrites (allocations._ALLOCATION, fractionbelow._FRACTION_BELOW, sections._VERSION)
were tried at every place of a text, each a case-insensitive alternation behind a word boundary or a
look-behind: 120 lines of `12 (sweep k), ` repeats (test_hostile13_prefixes' guard) spent 20-40 ms in each.
Now each opens with a lookahead of its words' first letters (a quick test at each place), and finds the same
matches: checked here against the plain forms on texts in both cases and Unicode's case folds ('ſ' is 's').

Before: the same matches, slower; now: the same matches (this test passes before and after: it guards that
the quick forms read nothing else). Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass21_i21
"""
import re
import unittest

from grading import allocations, fractionbelow, sections

TEXTS = (
    "Allocating 2 arrays of 1004004 floats (0.00374021 GB each)\nallocating 2 x 1002 x 1002 floats\n",
    "TWO ARRAYS OF 1002 X 1002 DOUBLES\nBoth * 1004004 floats\nthree grids, each 1002 x 1002 floats\n",
    "x: 100024 below, 899976 at or above (fraction below 0.100024)\ny: 12 (SHARE UNDER 0.0012%)\n",
    "x: 100024 below (ſhare under 0.100024)\nFraction below 0.1: 0.100024\nratio less than 0.2\n",
    "=== GPU (naive) ===\nBelow threshold in y: 12\n## ſerial\n## OpenMP\nHost: 12\ndevıce: 3\n",
    "below y: " + "12 (sweep 1), " * 300 + "\n",
    "Grid 1002x1002 (1004004 elements), interior 1000x1000 (1000000 elements)\n" * 3,
)


def plain(pattern, lookahead):
    """The pattern without its leading lookahead: the form it had before."""
    text = pattern.pattern
    assert lookahead in text, text
    return re.compile(text.replace(lookahead, "", 1), pattern.flags)


class QuickFormsReadTheSame(unittest.TestCase):
    def test_same_matches(self):
        forms = ((allocations._ALLOCATION, "(?=[2-4tfb])"), (fractionbelow._FRACTION_BELOW, "(?=[fsrp])"),
                 (sections._VERSION, "(?=[gcdhspo])"))
        for quick, lookahead in forms:
            old = plain(quick, lookahead)
            for text in TEXTS:
                for variant in (text, text.upper(), text.lower(), text.title()):
                    with self.subTest(pattern=lookahead, text=variant[:60]):
                        self.assertEqual([m.span() for m in quick.finditer(variant)],
                                         [m.span() for m in old.finditer(variant)])

    def test_rules_still_read(self):
        """the rewrites they serve still rewrite (a wrong quick form would read nothing)"""
        self.assertEqual(allocations.allocations_read("Allocating 2 arrays of 1004004 floats"),
                         "Allocating arrays of 1004004 floats")
        self.assertIn("(fraction 0.100024)", fractionbelow.fractions_below(
            "x: 100024 below, 899976 at or above (fraction below 0.100024)"))
        self.assertIsNotNone(sections._VERSION.search("=== ſerial ==="))


if __name__ == "__main__":
    unittest.main()
