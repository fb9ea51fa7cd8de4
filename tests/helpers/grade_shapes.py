#!/usr/bin/env python3
"""grade_shapes.py - holds grading/fields.py's line-shape cache to reading every
line alone (issue 51, item 11: a chatty output's lines are worked out once
per pattern of digits). Reads every committed corpus input and submission,
each mutated as the grade fuzzer does, and chatty files made from their
lines (a line repeated with other digits, 2 to 40 times, 'n+2' beside
'n+3' among them), once with the cache and once without, and prints
"same N" or the first input that reads otherwise.

    PYTHONPATH=scripts:tests/fuzz tests/helpers/grade_shapes.py [INPUTS] [SEED]
"""
import glob
import os
import random
import sys

from grading import fields as reader

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.join(HERE, "..", "..")


def reading(text):
    r = reader.read_output(text)
    fields = {k: (v.text, v.value, v.line, v.unit, v.percent, v.error, v.note, v.total, v.label)
              for k, v in r["fields"].items()}
    return fields, r["header"]


def uncached(line, shapes, key=None):
    return reader._shape(line)


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    paths = sorted(glob.glob(os.path.join(TOP, "tests/fuzz/grade-corpus/*"))
                   + glob.glob(os.path.join(TOP, "examples/submissions/*")))
    corpus = [open(p, "rb").read() for p in paths]
    sys.argv = sys.argv[:1]
    import grade_fuzz  # noqa: E402 (its mutator; importing it runs no fuzzing: main is under its guard)
    texts = [c.decode("utf-8", "replace") for c in corpus]
    texts.append("n+3 = 1003\nn+2 = 1002\nn+2 = 1002\n")
    for _ in range(count):
        data = rng.choice(corpus)
        for _ in range(rng.randint(0, 3)):
            data = bytes(grade_fuzz.mutate(data, rng, corpus))
        lines = data.decode("utf-8", "replace").splitlines() or [""]
        chatty = []
        for line in lines:
            chatty.append(line)
            if rng.random() < 0.3:  # the line again with other digits (and 'n+2' for 'n+3')
                for _ in range(rng.randint(1, 40)):
                    chatty.append("".join(str(rng.randrange(10)) if c.isdigit() else c for c in line))
        texts.append("\n".join(chatty) + "\n")
    cached = reader._shape_cached
    for number, text in enumerate(texts):
        reader._shape_cached = cached
        with_cache = reading(text)
        reader._shape_cached = uncached
        alone = reading(text)
        if with_cache != alone:
            print(f"input {number} reads otherwise with the cache:\n{text[:2000]}")
            print("cached:", with_cache, "\nalone: ", alone)
            return 1
    print(f"same {len(texts)}")
    return 0


sys.exit(main())
