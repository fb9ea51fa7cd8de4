"""test_units_misc.py - the grader's other modules by themselves (lms, page, runs, inputs), the
package's gathering and imports, its install and its modules' size (from tests/grade-units.t,
issue 66, item 16)."""
import glob
import importlib
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

import grading  # noqa: E402
from smoothtools import smoothlib  # noqa: E402
from grading import inputs, lms, page, runs  # noqa: E402

MODULES = sorted(glob.glob(os.path.join(TOP, "scripts", "grading", "*.py")))


class Modules(unittest.TestCase):
    def test_lms_score(self):
        """lms.score: a rubric of thirds never past its maximum; an ungraded file 0"""
        rubric = {"points": {"a": 1 / 3, "b": 1 / 3, "c": 1 / 3}, "credit": {"pass": 1.0}}
        fields = {k: {"status": "pass"} for k in "abc"}
        self.assertEqual((lms.score({"verdict": "pass", "fields": fields}, rubric)[0], lms.max_total(rubric),
                          lms.score({"verdict": "ungraded", "fields": {}}, rubric)[0]), (1.0, 1.0, 0))

    def test_mistakes_chart(self):
        """page.mistakes_chart: a bar a mistake, names escaped; none: said"""
        svg = page.mistakes_chart([("a <b> & c", [{"file": "x"}] * 3), ("d", [{"file": "y"}])], lambda e: e["file"])
        self.assertEqual(svg.count("<rect"), 2)
        self.assertIn("a &lt;b&gt; &amp; c", svg)
        self.assertNotIn("<b>", svg)
        self.assertIn("No mistakes", page.mistakes_chart([]))

    def test_from_header(self):
        """runs.from_header: a Command line's settings, the RNG and Iterations lines winning"""
        self.assertEqual(sorted(runs.from_header({"Command": "./smooth -n 64 -seed 3 -a=0.2 --t 0.3",
                                                  "RNG": "counter, seed 9", "Iterations": "4 sweeps"}).items()),
                         [("a", "0.2"), ("iterations", "4"), ("rng", "counter"), ("seed", "9"), ("t", "0.3")])

    def test_header_settings(self):
        """runs.header_settings: a header chooses the data and the work, not the problem (unless trusted)"""
        h = {"Program": "smooth 1.2.0", "Command": "./smooth -n 64 -seed 3 -t 0.9 -iterations 2"}
        self.assertEqual(runs.header_settings(h, {}, False), ({"seed": "3", "iterations": "2"}, {"t": "0.9"}))
        self.assertEqual(runs.header_settings(h, {"seed": "5"}, True)[0], {"t": "0.9", "iterations": "2"})

    def test_smooth_args(self):
        """runs.smooth_args and float_after: the command for a problem; the next float up"""
        self.assertEqual(" ".join(map(str, runs.smooth_args(8, runs.TUTORIAL))),
                         "-n 8 -kernel cpu -rng libc -seed 1 -a 0.05 -b 0.1 -c 0.4 -t 0.1 -iterations 1")
        self.assertEqual((runs.float_after("0.1"), runs.float_after("-0.1")), ("0.100000009", "-0.099999994"))

    def test_inputs(self):
        """inputs: sources and hidden files skipped, a newline in a name shown escaped, UTF-16 read"""
        self.assertIsNotNone(inputs.skipped_because("main.c"))
        self.assertIsNotNone(inputs.skipped_because(".git"))
        self.assertIsNone(inputs.skipped_because("out.txt"))
        self.assertEqual((inputs.shown("a\nb.txt"), inputs.decode("hi".encode("utf-16"))), ("a\\nb.txt", "hi"))


class Package(unittest.TestCase):
    def test_gathering(self):
        """grading gathers the reading and judging under one name, each name its module's own"""
        for name, module in (("read_output", "fields"), ("size_of", "fields"), ("judge", "judging"),
                             ("Problem", "judging"), ("LABELS", "words"), ("below_probability", "stats")):
            self.assertIs(getattr(grading, name), getattr(importlib.import_module("grading." + module), name))
        self.assertTrue(all(hasattr(grading, name) for name in grading.__all__))

    def test_no_module_imports_the_gathering(self):
        """no module of the package imports the package's gathering; each imports the modules it needs"""
        pattern = re.compile(r"^(from grading|import grading|from \. import \*)", re.MULTILINE)
        self.assertEqual([m for m in MODULES if pattern.search(pathlib.Path(m).read_text())], [])

    def test_no_sys_path(self):
        """no sys.path line in scripts/: Python puts a script's folder (links resolved) on the path"""
        found = []
        for folder, _, files in os.walk(os.path.join(TOP, "scripts")):
            for name in files:
                try:
                    with open(os.path.join(folder, name), errors="replace") as f:
                        if "sys.path" in f.read():
                            found.append(name)
                except OSError:
                    pass
        self.assertEqual(found, [])

    def test_module_size(self):
        """every module of the package and scripts/grade: at most 450 lines (the house rule for a module)"""
        for module in MODULES + [os.path.join(TOP, "scripts", "grade")]:
            with self.subTest(module=os.path.basename(module)), open(module) as f:
                self.assertLessEqual(sum(1 for _ in f), 450)

    def test_pyproject(self):
        """pyproject.toml: smooth-grade is grading.cli's run, the packages grading and smoothtools, smooth's version"""
        try:
            import tomllib
        except ImportError:
            self.skipTest("pyproject.toml's declarations: needs Python 3.11 (tomllib)")
        with open(os.path.join(TOP, "scripts", "pyproject.toml"), "rb") as f:
            p = tomllib.load(f)
        module, function = p["project"]["scripts"]["smooth-grade"].split(":")
        self.assertTrue(callable(getattr(importlib.import_module(module), function)))
        self.assertEqual(p["tool"]["setuptools"]["packages"], ["grading", "smoothtools"])
        self.assertEqual(p["project"]["version"], smoothlib.VERSION)


def _can_build():
    return subprocess.run([sys.executable, "-c", "import pip, setuptools, wheel"], capture_output=True).returncode == 0


@unittest.skipUnless(_can_build(), "pip install ./scripts: needs pip, setuptools and wheel "
                                   "(Debian: python3-pip python3-setuptools python3-wheel)")
@unittest.skipUnless(os.path.exists(os.path.join(TOP, "smooth")), "needs ./smooth (make CUDA=0)")
class Install(unittest.TestCase):
    def test_pip_install(self):
        """pip install ./scripts: its smooth-grade grades from anywhere; without smooth on PATH, exit 2 saying where it looks"""
        with tempfile.TemporaryDirectory() as work:
            site, source = os.path.join(work, "site"), os.path.join(work, "src")
            shutil.copytree(os.path.join(TOP, "scripts"), source)  # setuptools builds beside the package
            done = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-build-isolation", "--no-deps",
                                   "--no-index", "--target", site, source], capture_output=True, text=True)
            self.assertEqual(done.returncode, 0, done.stderr[-2000:])
            command = [os.path.join(site, "bin", "smooth-grade"),
                       os.path.join(TOP, "examples", "submissions", "c-printf.txt")]
            env = {k: v for k, v in os.environ.items() if k not in ("SMOOTH", "PYTHONPATH")}
            done = subprocess.run(command, capture_output=True, text=True, cwd="/",
                                  env=dict(env, SMOOTH=os.path.join(TOP, "smooth"), PYTHONPATH=site))
            self.assertRegex(done.stdout, r"c-printf\.txt: PASS\n")
            done = subprocess.run(command, capture_output=True, text=True, cwd="/",
                                  env=dict(env, PATH="/usr/bin:/bin", PYTHONPATH=site))
            self.assertEqual((done.returncode, done.stderr.strip().splitlines()[-1]),
                             (2, "smooth-grade: smooth is not on PATH: install it (make install) or set SMOOTH=/path/to/smooth"))  # its own name (issue 66, item 13)


if __name__ == "__main__":
    unittest.main()
