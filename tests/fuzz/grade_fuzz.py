#!/usr/bin/env python3
"""grade_fuzz.py - mutation fuzzing of the grade script's parser
(smoothlib.parse_output and the number rules grade applies to what it
finds). Inputs start from the committed corpus (tests/fuzz/grade-corpus)
and are mutated: bytes flipped, inserted, deleted, repeated, spliced with
another input, and "interesting" tokens (huge exponents, NaN, '::', long
digit runs) dropped in. The parser must return or raise FormatError, never
anything else; an input that breaks that is saved under
tests/fuzz/grade-regressions/ and the run fails. (No coverage guidance:
Debian has no libFuzzer for Python.)

    tests/fuzz/grade_fuzz.py SECONDS [SEED]     fuzz for SECONDS
    tests/fuzz/grade_fuzz.py --replay FILE...   run inputs once (make test)
"""
import hashlib
import os
import random
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "scripts"))
from smoothlib import FormatError, last_place, parse_output  # noqa: E402

TOKENS = [b"::", b" :: ", b"\n", b"E+99999", b"e-400", b"1e309", b"nan", b"inf", b"-", b"+", b".",
          b"D+02", b"9" * 40, b"0.10 0.20", b"Fraction of elements below threshold     :: ",
          b"Number of inner elements in a row/column :: ", b"\x00", b"\xff\xfe", b"\t", b" " * 30]


def check(data):
    """Everything grade does with an input's text, short of running smooth."""
    text = data.decode("utf-8", errors="replace")
    try:
        parsed = parse_output(text)
    except FormatError:
        return
    for key, (raw, value) in parsed["fields"].items():
        if isinstance(value, FormatError):
            continue
        for word in raw.split():
            try:
                float(word.replace("d", "e").replace("D", "E"))
            except ValueError:
                continue
            last_place(word)


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


def report_crash(data):
    os.makedirs(os.path.join(HERE, "grade-regressions"), exist_ok=True)
    path = os.path.join(HERE, "grade-regressions", "crash-" + hashlib.sha1(data).hexdigest()[:16])
    with open(path, "wb") as f:
        f.write(data)
    traceback.print_exc()
    print(f"grade_fuzz: the parser broke on an input, saved as {path}", file=sys.stderr)
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
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else time.time_ns())
    folder = os.path.join(HERE, "grade-corpus")
    corpus = [open(os.path.join(folder, name), "rb").read() for name in sorted(os.listdir(folder))]
    end, runs = time.monotonic() + seconds, 0
    while time.monotonic() < end:
        data = mutate(rng.choice(corpus), rng, corpus)
        try:
            check(data)
        except Exception:  # noqa: BLE001
            report_crash(data)
        runs += 1
    print(f"grade_fuzz: {runs} inputs in {seconds:.0f} s, no failure")


main()
