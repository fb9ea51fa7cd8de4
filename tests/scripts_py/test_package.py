"""test_package.py - the Python side as one project (issue 68, item 6): every command a launcher in
scripts/ and an entry point of pyproject.toml, both the same module's run; make install's list the
same commands; the package's modules within the house's size and in layers (progress beneath
smoothlib, smoothlib beneath the rest, none of them the grader's); smooth and smooth-mpi found by
one rule in a checkout, make install's layout and pip's."""
import ast
import glob
import importlib
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import unittest
from unittest import mock

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
SCRIPTS = os.path.join(TOP, "scripts")
sys.path.insert(0, SCRIPTS)

from smoothtools import smoothlib  # noqa: E402

MODULES = sorted(glob.glob(os.path.join(SCRIPTS, "smoothtools", "*.py")))
COMMANDS = ("grade", "compare", "bench", "bench-ring", "mpi-scaling", "plot-timeline")


def launched(command):
    """The module scripts/COMMAND runs: its `from M import run`."""
    tree = ast.parse(open(os.path.join(SCRIPTS, command)).read())
    return next(node.module for node in tree.body if isinstance(node, ast.ImportFrom) and
                any(alias.name == "run" for alias in node.names))


def package_imports(path):
    """The modules of smoothtools (and grading) a module imports."""
    found = set()
    for node in ast.walk(ast.parse(open(path).read())):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                found |= {node.module} if node.module else {alias.name for alias in node.names}
            elif node.module and node.module.split(".")[0] in ("smoothtools", "grading"):
                found.add(node.module)
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.split(".")[0] in ("smoothtools", "grading")}
    return found


class Commands(unittest.TestCase):
    def test_launchers(self):
        """each scripts/COMMAND is executable and runs its module's run, a function"""
        for command in COMMANDS:
            with self.subTest(command=command):
                path = os.path.join(SCRIPTS, command)
                self.assertTrue(os.stat(path).st_mode & stat.S_IXUSR)
                self.assertTrue(callable(importlib.import_module(launched(command)).run))

    def test_entry_points(self):
        """pyproject.toml: smooth-COMMAND for every command, the launcher's module and its run"""
        try:
            import tomllib
        except ImportError:
            self.skipTest("pyproject.toml's declarations: needs Python 3.11 (tomllib)")
        with open(os.path.join(SCRIPTS, "pyproject.toml"), "rb") as f:
            scripts = tomllib.load(f)["project"]["scripts"]
        self.assertEqual(sorted(scripts), sorted("smooth-" + c for c in COMMANDS))
        for command in COMMANDS:
            self.assertEqual(scripts["smooth-" + command], launched(command) + ":run")

    def test_make_install(self):
        """the Makefile's USER_SCRIPTS: the same commands"""
        text = open(os.path.join(TOP, "Makefile")).read()
        self.assertEqual(sorted(re.search(r"^USER_SCRIPTS *= *(.*)$", text, re.M).group(1).split()), sorted(COMMANDS))


class Modules(unittest.TestCase):
    def test_size(self):
        """every module of smoothtools and every launcher: at most 450 lines (the house rule)"""
        for path in MODULES + [os.path.join(SCRIPTS, c) for c in COMMANDS]:
            with self.subTest(module=os.path.relpath(path, SCRIPTS)), open(path) as f:
                self.assertLessEqual(sum(1 for _ in f), 450)

    def test_layers(self):
        """progress imports nothing of the package; smoothlib only progress; none imports the grader"""
        imports = {os.path.basename(p)[:-3]: package_imports(p) for p in MODULES}
        self.assertEqual(imports["progress"], set())
        self.assertEqual(imports["smoothlib"], {"progress"})
        self.assertEqual([m for m, names in imports.items() if any(n.startswith("grading") for n in names)], [])

    @unittest.skipUnless(hasattr(sys, "stdlib_module_names"), "needs Python 3.10 (sys.stdlib_module_names)")
    def test_stdlib_only(self):
        """importing the package's modules loads no module from outside the standard library and it"""
        for path in MODULES:
            for node in ast.walk(ast.parse(open(path).read())):
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                    [node.module] if isinstance(node, ast.ImportFrom) and not node.level else []
                for name in names:
                    with self.subTest(module=os.path.basename(path), imports=name):
                        self.assertTrue(name.split(".")[0] in sys.stdlib_module_names or name == "smoothtools"
                                        or name.startswith("matplotlib"))

    def test_matplotlib_lazily(self):
        """matplotlib only inside a function: a script without it still runs (its tables, no PNG)"""
        for path in MODULES:
            tree = ast.parse(open(path).read())
            top = [n for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
            with self.subTest(module=os.path.basename(path)):
                self.assertFalse(any("matplotlib" in ast.dump(n) for n in top))


class FindsSmooth(unittest.TestCase):
    def layout(self, root, files, scripts):
        for name in files:
            path = os.path.join(root, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write("#!/bin/sh\n")
            os.chmod(path, 0o755)
        return mock.patch.object(smoothlib, "SCRIPTS", os.path.join(root, scripts))

    def test_checkout(self):
        """a checkout: ./smooth beside scripts/, named when it is not built yet"""
        with tempfile.TemporaryDirectory() as root:
            with self.layout(root, ["Makefile", "smooth", "scripts/grade"], "scripts"):
                self.assertEqual(smoothlib._program("smooth"), os.path.join(root, "smooth"))
                self.assertEqual(smoothlib._program("smooth-mpi"), os.path.join(root, "smooth-mpi"))

    def test_make_install(self):
        """make install's layout: PREFIX/bin/NAME from PREFIX/libexec/smooth, named when missing"""
        with tempfile.TemporaryDirectory() as root:
            with self.layout(root, ["bin/smooth", "libexec/smooth/grade"], "libexec/smooth"):
                self.assertEqual(smoothlib._program("smooth"), os.path.join(root, "bin", "smooth"))
                self.assertEqual(smoothlib._program("smooth-mpi"), os.path.join(root, "bin", "smooth-mpi"))

    def test_pip(self):
        """pip's site-packages: NAME from PATH, else the bare name (which says it is not on PATH)"""
        with tempfile.TemporaryDirectory() as root:
            with self.layout(root, ["bin/smooth-mpi", "site/grading/cli.py"], "site"), \
                    mock.patch.dict(os.environ, {"PATH": os.path.join(root, "bin")}):
                self.assertEqual(smoothlib._program("smooth-mpi"), os.path.join(root, "bin", "smooth-mpi"))
                self.assertEqual(smoothlib._program("smooth"), "smooth")

    def test_smooth_mpi_chosen(self):
        """SMOOTH_MPI chooses smooth-mpi"""
        with mock.patch.dict(os.environ, {"SMOOTH_MPI": "/x/smooth-mpi"}):
            self.assertEqual(smoothlib.smooth_mpi(), "/x/smooth-mpi")


def _can_build():
    """pip, and setuptools with wheel, each importable (pip first breaks setuptools' import of distutils)."""
    return all(subprocess.run([sys.executable, "-c", code], capture_output=True).returncode == 0
               for code in ("import pip", "import setuptools, wheel"))


@unittest.skipUnless(_can_build(), "pip install ./scripts: needs pip, setuptools and wheel "
                                   "(Debian: python3-pip python3-setuptools python3-wheel)")
class Install(unittest.TestCase):
    def test_pip_install(self):
        """pip install ./scripts: every command on its bin/, each naming itself smooth-NAME"""
        with tempfile.TemporaryDirectory() as work:
            site, source = os.path.join(work, "site"), os.path.join(work, "src")
            shutil.copytree(SCRIPTS, source)  # setuptools builds beside the package
            done = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-build-isolation", "--no-deps",
                                   "--no-index", "--target", site, source], capture_output=True, text=True)
            self.assertEqual(done.returncode, 0, done.stderr[-2000:])
            env = {k: v for k, v in os.environ.items() if k not in ("SMOOTH", "PYTHONPATH")}
            for command in COMMANDS:
                with self.subTest(command=command):
                    done = subprocess.run([os.path.join(site, "bin", "smooth-" + command), "-version"], cwd="/",
                                          capture_output=True, text=True, env=dict(env, PYTHONPATH=site))
                    self.assertEqual((done.returncode, done.stdout),
                                     (0, f"smooth-{command} (smooth {smoothlib.VERSION})\n"), done.stderr)


if __name__ == "__main__":
    unittest.main()
