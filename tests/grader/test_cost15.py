"""test_cost15.py - the fifteenth round's cost guards: a long output is not copied by a rewrite that
changes nothing (the recap pass made a 64 MiB file's peak 397 MB, past the 300 MB target), and the
seed's words are found by a literal search (the case-blind pattern took 0.5 s on 16 MiB).

    PYTHONPATH=scripts python3 -m unittest tests.grader.test_cost15
"""
import unittest

from grading import recaps, runs, textends


class NoCopyOfALongText(unittest.TestCase):
    def test_an_equal_rewrite_gives_the_text_itself(self):
        text = "iteration 1: count below threshold = 4567\n" * 20000  # (past 2 * SAMPLE characters)
        self.assertGreater(len(text), 2 * textends.SAMPLE)
        self.assertIs(textends.at_the_ends(text, lambda part: "".join(part.splitlines(True))), text)

    def test_a_chatty_output_read_as_prose_is_the_same_text(self):
        text = "iteration 1: count below threshold = 4567\n" * 20000 + "Elements below threshold (x): 100024\n"
        self.assertIs(recaps.prose_read(text), text)

    def test_a_changed_end_is_still_rewritten(self):
        text = "step 1 done\n" * 50000 + "Check: 100024 elements of x and 12 elements of y below threshold\n"
        read = recaps.prose_read(text)
        self.assertEqual(read.splitlines()[-1], "below threshold: x = 100024, y = 12")
        self.assertEqual(read.count("\n"), text.count("\n"))


class SeedWords(unittest.TestCase):
    def test_the_same_matches_as_the_pattern(self):
        for text in ("Seed: 1", "xseed 1 seeded SEED_ seed", "RNG :: libc, seed 1\nseedless", "seeds seed",
                     "\u0130\u0130 seed 1 (rand())", "\u00e9 Seed 2", "SEEDED rand() with 1", "", "no word here"):
            with self.subTest(text=text):
                self.assertEqual([m.span() for m in runs._seed_words(text)],
                                 [m.span() for m in runs._SEED_WORD.finditer(text)])

    def test_a_seed_said_in_words_after_a_long_log(self):
        text = "iteration 1: count below threshold = 4567\n" * 20000 + "Random numbers: libc random(), SEED 1\n"
        self.assertEqual(runs._seed_said(text), ("1", "Random numbers: libc random(), SEED 1"))


if __name__ == "__main__":
    unittest.main()
