"""test_page.py - grade's -html page, parsed (html.parser): every roster link leads to its own
student's feedback (issue 66, item 14)."""
import html.parser
import unittest

from tests.grader.a_support import entry_of, lms, read_example
from grading import page


class Anchors(html.parser.HTMLParser):
    """The roster's links (href, the link's text) and each <details id>'s summary text."""

    def __init__(self):
        super().__init__()
        self.links, self.details, self._in = [], {}, None
        self._text = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "a" and attrs.get("href", "").startswith("#"):
            self._in, self._text = ("a", attrs["href"][1:]), []
        elif tag == "details":
            self._details = attrs.get("id")
        elif tag == "summary":
            self._in, self._text = ("summary", self._details), []

    def handle_endtag(self, tag):
        if self._in and tag == ("a" if self._in[0] == "a" else "summary"):
            text = "".join(self._text).strip()
            if self._in[0] == "a":
                self.links.append((self._in[1], text))
            else:
                self.details[self._in[1]] = text
            self._in = None

    def handle_data(self, data):
        if self._in:
            self._text.append(data)


def class_page(entries):
    rubric = lms.load_rubric()
    tally = {v: sum(e["verdict"] == v for e in entries) for v in ("pass", "plausible", "fail", "ungraded")}
    tally["files"], tally["skipped"] = len(entries), 0
    return page.page(entries, tally, lms.class_mistakes(entries), rubric, ["class"], lambda e: "", str,
                     mistakes_of=lms.file_mistakes)


class RosterLinks(unittest.TestCase):
    def test_each_link_opens_its_own_students_feedback(self):
        """roster links resolve to a <details id> whose summary names the same student"""
        # the roster is sorted by who needs attention first, the feedback in class order: the two differ
        names = ["mistake-ghost.txt", "c-printf.txt", "clock-seed.txt", "mistake-swapped-ab.txt", "fortran.txt"]
        entries = [entry_of(read_example(name), f"class/student{k}/{name}") for k, name in enumerate(names)]
        parser = Anchors()
        parser.feed(class_page(entries))
        self.assertEqual(len(parser.links), len(names))
        self.assertEqual(len(parser.details), len(names))
        for target, student in parser.links:
            self.assertIn(target, parser.details, f"{student}'s link #{target} leads nowhere")
            self.assertTrue(parser.details[target].startswith(student + ":"),
                            f"{student}'s link #{target} opens {parser.details[target]!r}")
        self.assertNotEqual([t for t, _ in parser.links], sorted(t for t, _ in parser.links),
                            "the roster's order is the feedback's: the test would not see a shifted link")


if __name__ == "__main__":
    unittest.main()
