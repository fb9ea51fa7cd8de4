#!/usr/bin/env python3
"""grade_fuzz.py - mutation fuzzing of the grade script's reader and
judge (scripts/grading: read_output, size_of, judge against a made-up
problem). Inputs start from the committed corpus (tests/fuzz/grade-corpus)
and are mutated: bytes flipped, inserted, deleted, repeated, spliced with
another input, and "interesting" tokens (huge exponents, NaN, '::', long
digit runs, separators, units, labels) dropped in. The reader and judge
must return, never raise; an input that breaks that is saved under
tests/fuzz/grade-regressions/ and the run fails. (No coverage guidance:
Debian has no libFuzzer for Python.)

    tests/fuzz/grade_fuzz.py SECONDS [SEED]     fuzz for SECONDS (SEED: a number or a text such
                                                as a commit's hash; random or none: the clock's)
    tests/fuzz/grade_fuzz.py --replay FILE...   run inputs once (make test)
"""
import hashlib
import os
import random
import sys
import time
import traceback

import grading

HERE = os.path.dirname(os.path.abspath(__file__))

TOKENS = [b"::", b" :: ", b"\n", b"E+99999", b"e-400", b"1e309", b"nan", b"inf", b"-", b"+", b".",
          b"D+02", b"9" * 40, b"0.10 0.20", b"Fraction of elements below threshold     :: ",
          b"Number of inner elements in a row/column :: ", b"\x00", b"\xff\xfe", b"\t", b" " * 30,
          b":", b"=", b"%", b"bytes", b"GiB", b"(X)", b" in y ", b"a=0.05, b=0.1, c=0.4", b"bellow",
          b"(n^2)", b"n+2 = ", b"Grid size n = ", b"\r\n", b"\xef\xbb\xbf", b"rank 3: "]


def check(data):
    """Everything grade does with an input's text, short of running smooth:
    read it, find n, and judge it against a made-up problem twice - once
    with the file's own counts (the exact path) and once with others (the
    plausibility path and the mistake names)."""
    text = data.decode("utf-8", errors="replace")
    reading = grading.read_output(text)
    n, _ = grading.size_of(reading)
    if n is None or n > 10**6:
        return
    fields = reading["fields"]
    for shift in (0, 1):
        counts = {}
        for key in ("below_x", "below_y"):
            found = fields.get(key)
            value = found.value if found is not None and found.value is not None else 0
            counts[key] = int(min(max(value, 0), n * n)) + shift if value == value else shift
        record = {"threshold": 0.1, "a": 0.05, "b": 0.1, "c": 0.4, "iterations": 1, **counts}
        more = {"le_x": counts["below_x"] + 1, "le_y": None, "ghost_x": 3, "swapped_y": counts["below_y"] + 2}
        grading.judge(reading, n, grading.Problem(record, lambda: more))


def mutate(data, rng, corpus):
    data = bytearray(data)
    for _ in range(rng.randint(1, 6)):
        choice = rng.randrange(7)
        at = rng.randint(0, len(data))
        if choice == 0 and data:
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        elif choice == 1:
            data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
        elif choice == 2 and data:
            del data[at:at + rng.randint(1, 64)]
        elif choice == 3 and data:
            part = data[at:at + rng.randint(1, 128)]
            data[at:at] = part * rng.randint(1, 4)
        elif choice == 4:
            other = rng.choice(corpus)
            cut = rng.randint(0, len(other))
            data = data[:at] + bytearray(other[cut:cut + rng.randint(1, 400)])
        elif choice == 5:
            data[at:at] = rng.choice(TOKENS)
        else:  # change a digit
            digits = [i for i, b in enumerate(data) if 48 <= b <= 57]
            if digits:
                data[rng.choice(digits)] = rng.choice(b"0123456789")
    return bytes(data[:1 << 16])


def report_crash(data, seed):
    os.makedirs(os.path.join(HERE, "grade-regressions"), exist_ok=True)
    path = os.path.join(HERE, "grade-regressions", "crash-" + hashlib.sha1(data).hexdigest()[:16])
    with open(path, "wb") as f:
        f.write(data)
    traceback.print_exc()
    print(f"grade_fuzz: the parser broke on an input, saved as {path}; the run's seed was {seed}"
          f" (tests/fuzz/grade_fuzz.py SECONDS {seed} repeats it), its first 400 bytes: {data[:400]!r}",
          file=sys.stderr)  # (a CI log keeps what the CI machine's saved file cannot)
    sys.exit(1)


def main():
    if len(sys.argv) >= 2 and sys.argv[1] == "--replay":
        for path in sys.argv[2:]:
            with open(path, "rb") as f:
                data = f.read()
            try:
                check(data)
            except Exception:  # noqa: BLE001 - any exception is the finding
                print(f"grade_fuzz: {path} breaks the parser", file=sys.stderr)
                traceback.print_exc()
                sys.exit(1)
        print(f"replayed {len(sys.argv) - 2} input(s)")
        return
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 30
    seed = sys.argv[2] if len(sys.argv) > 2 and sys.argv[2] != "random" else str(time.time_ns())
    seed = int(seed) if seed.isdigit() else seed  # (a commit's hash: random.Random hashes a text seed the same everywhere)
    rng = random.Random(seed)
    folder = os.path.join(HERE, "grade-corpus")
    corpus = [open(os.path.join(folder, name), "rb").read() for name in sorted(os.listdir(folder))]
    end, runs = time.monotonic() + seconds, 0
    while time.monotonic() < end:
        data = mutate(rng.choice(corpus), rng, corpus)
        try:
            check(data)
        except Exception:  # noqa: BLE001
            report_crash(data, seed)
        runs += 1
    print(f"grade_fuzz: {runs} inputs in {seconds:.0f} s (seed {seed}), no failure")


if __name__ == "__main__":  # (tests/helpers/grade_shapes.py borrows mutate)
    main()
