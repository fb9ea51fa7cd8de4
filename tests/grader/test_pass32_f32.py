"""test_pass32_f32.py - f32's fixes (issue 66, grading, round 3, item 3): a generator and seed an output states, in
forms that were not read as a statement. A right n = 1000 output (the tutorial's summary, the C01 `Label: value`
layout, the printf `key = value` one) with its counts shifted (X 100101 with fraction 0.100101, Y 14) is graded
beside each statement: where it states libc's generator with seed 1 (the tutorial's, grade's default) the wrong
counts FAIL; where it states no generator, another one, another seed or another formula they stay PLAUSIBLE; a right
output beside any of these statements PASSes.

- F1: C's modulo after a call in a generator's formula: `Seed 1 (C library rand() % 1000 / 1000.0)`, `srand(1);
  values rand()%100/100.0`, `Random values: random() % 1000 / 1000.0, seed 1`. Before: a right output FAILed (the
  `%` read as a percent sign: X's fraction `1 and 0.100024`; `values ... 100` read as the total). Now PASS; the
  wrong counts beside it PLAUSIBLE (another formula: no statement of the data) (words._MODULO, words.modulo_operand
  from fields._shape).
- F2: libc's generator named bare: `Seeded with 1 using srandom`, `Seed = 1 (srand)`, `Seeded with 1 using
  srandom()` (a name, no call), `seed 1 (srandom)`. Before: wrong counts PLAUSIBLE. Now FAIL (seedlines.LIBC:
  srand, srandom, RAND_MAX; runs.stated_generator: an empty srand() seeds nothing). Python's `random.random()`
  names no libc (stays PLAUSIBLE).
- F3: a seed line beside the generator's line: `Generator: rand()` over `Seed: 1` (either order, up to 6 lines
  apart), a pretty-printed JSON's `"rng": "libc",` over `"seed": 1,`, YAML's `rng: libc` / `seed: 1`. Before:
  PLAUSIBLE. Now FAIL (seedlines.seed_beside); `Seed: 1` alone, beside `Generator: std::mt19937` or beside a `rand()
  % 1000` formula, or `seed: 1` and `seed: 2`, stay PLAUSIBLE.
- F4: an echoed command's seed option: `$ ./stencil -n 1000 -seed 1`, `./stencil ...`, `mpirun -np 4 ./stencil
  ...`, `C:\\hw> stencil.exe ...`, `$ ./stencil --seed=1`, `Command line: ./a.out -n 1000 -seed 1`, `argv: -seed 1`.
  Before: PLAUSIBLE. Now FAIL with `-rng libc` on it, or where the output's first MiB names libc's generator
  (`rand()/RAND_MAX`) and no other (seedlines.commanded, libc_only_named); a bare seed with no generator named
  anywhere stays PLAUSIBLE (a C++ program's `-seed 1` may seed mt19937); `python3 stencil.py -seed 1`, `-rng mt19937`, a line naming
  `std::mt19937` or `numpy` elsewhere, `srand(time(NULL))`, two runs with seeds 1 and 2, `-seed 7` stay PLAUSIBLE.
- F5: a run's positional seed under the usage line naming it: `Usage: ./a.out N SEED` then `$ ./a.out 1000 1`,
  `usage: stencil <n> <seed>` then `$ ./stencil 1000 1`, `Usage: ./hw3 [n] [seed] [threads]` then `./hw3 1000 1`.
  Before: PLAUSIBLE. Now FAIL where libc's generator is named too (seedlines.usage_seed, as F4); `$ ./a.out 1000 42`
  under it, a Python script's usage, or no generator named anywhere, stay PLAUSIBLE.
- F6: smooth's counter generator stated, graded with `-rng counter`: `{"rng": "counter", "seed": 1}`, `rng=counter
  seed=1`, `argv: -rng counter -seed 1`, `$ ./stencil -n 1000 -rng counter -seed 1`, `rng: counter` over `seed: 1`.
  Before: PLAUSIBLE (a line naming `counter` stated nothing). Now FAIL beside counts off the counter data's (X 99823,
  Y 15); right ones PASS; libc's statements under `-rng counter` stay PLAUSIBLE.
"""
import json
import os
import subprocess
import sys
import tempfile
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from tests.grader.a_support import C01_1000, PLAIN_1000, RIGHT_1000, entry_of  # noqa: E402
from grading import runs  # noqa: E402

BASES = (C01_1000, RIGHT_1000, PLAIN_1000)


def _shifted(base, x, fx, big_x, y, fy, big_y, plain_y):
    """base with its counts and fractions replaced (each layout's spelling)."""
    text = (base.replace("100024 (fraction 0.100024)", f"{x} (fraction {fx})")
            .replace("12 (fraction 1.2e-05)", f"{y} (fraction {fy})")
            .replace(":: 100024", f":: {x}").replace("1.00024E-01", big_x)
            .replace(":: 12\n", f":: {y}\n").replace("1.20000E-05", big_y)
            .replace("= 100024, fraction = 0.100024", f"= {x}, fraction = {fx}")
            .replace("= 12, fraction = 1.200000e-05", f"= {y}, fraction = {plain_y}"))
    assert text != base
    return text


def wrong(base):
    """The right output's counts shifted within the plausible windows: X 100101, Y 14."""
    return _shifted(base, "100101", "0.100101", "1.00101E-01", "14", "1.4e-05", "1.40000E-05", "1.400000e-05")


def texts(statement, suffix=""):
    """(right, wrong) pairs: the statement before each base, and after the C01 one; suffix last."""
    out = [(statement + "\n" + base, statement + "\n" + wrong(base)) for base in BASES]
    out += [(C01_1000 + statement + "\n", wrong(C01_1000) + statement + "\n")]
    return [(right + suffix, bad + suffix) for right, bad in out]


# libc's generator named far from a command's or usage line's seed: what makes a bare seed libc's
LIBC_NAMED = "".join("step %d done\n" % i for i in range(8)) + "(values: (float)rand()/RAND_MAX)\n"


class Stated(unittest.TestCase):
    def assert_stated(self, statements, suffix=""):
        """Each statement: a right output passes beside it, a wrong one fails."""
        for statement in statements:
            for right, bad in texts(statement, suffix):
                with self.subTest(statement=statement, text=bad):
                    self.assertEqual(entry_of(right)["verdict"], "pass")
                    entry = entry_of(bad)
                    self.assertTrue(entry["stated"])
                    self.assertEqual(entry["verdict"], "fail")
                    self.assertEqual({key for key, f in entry["fields"].items() if f["status"] == "fail"},
                                     {"below_x", "fraction_x", "below_y", "fraction_y"})

    def assert_unstated(self, statements, suffix=""):
        """Each statement: a right output passes beside it, a wrong one stays plausible."""
        for statement in statements:
            for right, bad in texts(statement, suffix):
                with self.subTest(statement=statement, text=bad):
                    self.assertEqual(entry_of(right)["verdict"], "pass")
                    entry = entry_of(bad)
                    self.assertEqual((entry["stated"], entry["verdict"]), ("", "plausible"))


class ModuloFormula(Stated):
    """F1: C's `%` after a call is the modulo of a generator's formula, no percent sign."""

    def test_right_passes_wrong_stays_plausible(self):
        self.assert_unstated(["Seed 1 (C library rand() % 1000 / 1000.0)", "srand(1); values rand()%100/100.0",
                              "Random values: random() % 1000 / 1000.0, seed 1",
                              "x = (rand() % 1000) / 1000.0, seed 1"])
        from grading import words
        for label in ("fraction (%)", "Fraction below threshold (X) %", "x % 7", "y below t, %"):
            with self.subTest(label=label):
                self.assertEqual(words.classify(label), "fraction")


class LibcNamedBare(Stated):
    """F2: srand, srandom and RAND_MAX name libc's generator."""

    def test_wrong_fails(self):
        self.assert_stated(["Seeded with 1 using srandom", "Seed = 1 (srand)", "Seeded with 1 using srandom()",
                            "seed 1 (srandom)", "data = (float)rand()/(float)RAND_MAX, seed = 1"])
        self.assert_unstated(["Python random.random(), seed 1", "Seeded with srand48, seed 1",
                              "Seed: 1\nUsing random.random()"])


class SeedBesideGenerator(Stated):
    """F3: a seed line with the generator named on a line near it."""

    def test_wrong_fails(self):
        self.assert_stated(["Generator: rand()\nSeed: 1", "Seed: 1\nGenerator: rand()",
                            '{\n  "rng": "libc",\n  "seed": 1,\n  "n": 1000\n}', '{\n  "generator": "rand()",\n  "seed": 1\n}',
                            "rng: libc\nseed: 1", "Generator: glibc random()\nThreads: 4\nSeed: 1"])
        self.assert_unstated(["Seed: 1", "seed = 1", "Generator: std::mt19937\nSeed: 1",
                              "Generator: rand() % 1000 / 1000.0\nSeed: 1", "Generator: PCG64\nSeed: 1\nNot rand()",
                              '{\n  "rng": "mt19937",\n  "seed": 1\n}', "seed: 1\nseed: 2\nGenerator: rand()",
                              "Generator: rand()\nSeed: 42"])

    def test_long_lines_around(self):
        """The lines around are bounded (300 characters each, none past a longer one); the reading stays cheap."""
        import time
        self.assertIsNone(runs.stated_generator({}, "rand()\n" + "y" * 1000 + "\nSeed: 1\n"))
        self.assertEqual(runs.stated_generator({}, "x" * 5000 + "\nSeed: 1\nrand()/RAND_MAX\n")[:2], ("libc", "1"))
        text = (("Seed: 1\n" + "z" * 250 + "\n") * 2000 + ("Usage: ./a N SEED\n" + "./a 1000 1 " * 30 + "\n") * 500) * 20
        begin = time.monotonic()
        runs.stated_generator({}, text)
        self.assertLess(time.monotonic() - begin, 2.0)


class CommandSeed(Stated):
    """F4: an echoed command's -seed option."""

    def test_wrong_fails(self):
        self.assert_stated(["$ ./stencil -n 1000 -seed 1", "./stencil -n 1000 -seed 1",
                            "mpirun -np 4 ./stencil -n 1000 -seed 1", "C:\\hw> stencil.exe -n 1000 -seed 1",
                            "$ ./stencil --seed=1 -n 1000", "$ OMP_NUM_THREADS=4 ./smooth_hw -n 1000 -seed 1",
                            "Command line: ./a.out -n 1000 -seed 1", "argv: -seed 1"], LIBC_NAMED)
        # a seed alone names no generator (a C++ program's -seed may seed mt19937): libc's only where libc is named
        self.assert_unstated(["$ ./stencil -n 1000 -seed 1", "Command line: ./a.out -n 1000 -seed 1", "argv: -seed 1"])
        self.assert_stated(["$ ./stencil -n 1000 -rng libc -seed 1", "argv: -rng libc -seed 1"])
        self.assert_unstated(["$ python3 stencil.py -n 1000 -seed 1", "$ julia stencil.jl 1000 -seed 1",
                              "Using std::mt19937\n$ ./stencil -n 1000 -seed 1", "$ ./stencil -n 1000 -seed 1 -rng mt19937",
                              "numpy default_rng(1)\n$ ./stencil -n 1000 -seed 1", "$ ./stencil -n 1000 -seed 7",
                              "srand(time(NULL))\n$ ./stencil -n 1000 -seed 1",
                              "$ ./stencil -n 1000 -seed 1\n$ ./stencil -n 1000 -seed 2",
                              "I ran it as in /home/u/out -seed 1", "$ ./target/release/stencil -seed 1"])


class UsageSeed(Stated):
    """F5: a run's positional seed under its usage line."""

    def test_wrong_fails(self):
        self.assert_stated(["Usage: ./a.out N SEED\n$ ./a.out 1000 1", "usage: stencil <n> <seed>\n$ ./stencil 1000 1",
                            "Usage: ./hw3 [n] [seed] [threads]\n./hw3 1000 1"], LIBC_NAMED)
        self.assert_unstated(["Usage: ./a.out N SEED\n$ ./a.out 1000 1"])
        self.assert_unstated(["Usage: ./a.out N SEED\n$ ./a.out 1000 42", "Usage: python run.py N SEED\n$ python run.py 1000 1",
                              "Usage: ./a.out N SEED", "Usage: ./a.out N SEED\n$ ./a.out 1000"])


def _counter(base):
    """base with the counter generator's counts (./smooth -n 1000 -rng counter: X 99823, Y 15)."""
    return _shifted(base, "99823", "0.099823", "9.98230E-02", "15", "1.5e-05", "1.50000E-05", "1.500000e-05")


def _counter_wrong(base):
    return _shifted(base, "99900", "0.0999", "9.99000E-02", "17", "1.7e-05", "1.70000E-05", "1.700000e-05")


class CounterStated(unittest.TestCase):
    """F6: smooth's counter generator stated, graded with -rng counter (scripts/grade itself)."""
    STATED = ['{"rng": "counter", "seed": 1}', "rng=counter seed=1", "argv: -rng counter -seed 1",
              "$ ./stencil -n 1000 -rng counter -seed 1", "rng: counter\nseed: 1", "Generator: counter\nSeed: 1",
              '{\n  "rng": "counter",\n  "seed": 1\n}']
    UNSTATED = ["Seed: 1", "$ ./stencil -n 1000 -seed 1", "RNG :: libc, seed 1", "rng=counter seed=2"]

    def test_counter_statements(self):
        cases = {}
        for k, statement in enumerate(self.STATED + self.UNSTATED):
            for b, base in enumerate(BASES):
                want = "fail" if statement in self.STATED else "plausible"
                cases[f"{k:02d}-{b}-right.txt"] = (statement, statement + "\n" + _counter(base), "pass")
                cases[f"{k:02d}-{b}-wrong.txt"] = (statement, statement + "\n" + _counter_wrong(base), want)
        with tempfile.TemporaryDirectory() as folder:
            for name, (_, text, _) in cases.items():
                with open(os.path.join(folder, name), "w", encoding="utf-8") as f:
                    f.write(text)
            out = subprocess.run([os.path.join(TOP, "scripts", "grade"), "-json", "-rng", "counter"]
                                 + [os.path.join(folder, name) for name in sorted(cases)],
                                 capture_output=True, text=True, cwd=TOP, check=False).stdout
        verdicts = {os.path.basename(e["file"]): e["verdict"] for e in json.loads(out)["files"]}
        for name, (statement, _, want) in sorted(cases.items()):
            with self.subTest(name=name, statement=statement):
                self.assertEqual(verdicts[name], want)


if __name__ == "__main__":
    unittest.main()
