"""test_words.py - words.py: labels, words, numbers (from tests/grade-units.t, issue 66, item 16)."""
import difflib
import os
import random
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))

from grading import layout, words as w  # noqa: E402


class Words(unittest.TestCase):
    def test_classify(self):
        """words.classify: the tutorial's labels, a typo, a timer and a rank's line"""
        self.assertEqual([w.classify(label) for label in (
            "Number of elements below threshold (X)", "Fraction of elements bellow threshold",
            "Total number of inner elements", "Memory (GB) used per array", "Time for the kernel", "rank 3 count")],
            ["below", "fraction", "total_inner", "memory", None, None])

    def test_words_of(self):
        """words.words_of: lower case, a misspelt word of five letters or more mended"""
        self.assertEqual(w.words_of("Number bellow Treshold (Y)"), ["number", "below", "threshold", "y"])

    def test_numbers(self):
        """words.number_value and last_place: Fortran's D exponent, a unit of the last digit"""
        self.assertEqual((w.number_value("1.5D-3"), w.number_value("-2e2"), w.last_place("0.100"),
                          w.number_value("x")), (0.0015, -200.0, 0.001, None))

    def test_split(self):
        """layout.place: the value after ::, not the (Y) before it, nor the n^2 in brackets"""
        placed = layout.place("Number of elements below threshold (Y) (of n^2) :: 12")
        self.assertEqual((placed.label.strip(), placed.value[2]),
                         ("Number of elements below threshold (Y) (of n^2)", "12"))

    def test_mend_by_length(self):
        """words._mend: the vocabulary by length mends as difflib over all of it"""
        rng = random.Random(3)
        words = [v[:i] + c + v[i + 1:] for v in sorted(w.VOCABULARY) for i in range(len(v)) for c in "aeo"]
        words += ["".join(rng.choice("abcdefghilmnorst") for _ in range(rng.randint(5, 24))) for _ in range(3000)]
        differ = []
        for word in words:
            w.start_file()
            whole = difflib.get_close_matches(word, w.VOCABULARY, n=1, cutoff=0.8)
            if w._mend(word) != (whole[0] if whole and word not in w.VOCABULARY and len(word) >= 5 else word):
                differ.append(word)
        self.assertGreater(len(words), 3000)
        self.assertEqual(differ, [])


if __name__ == "__main__":
    unittest.main()
