"""test_environment.py - grade's environment read as smooth reads it (issue 66, item 4):
SMOOTH_PROGRESS_AFTER=abc is no traceback and no exit 1; its seconds are C's atof of it, as
src/instruments/progress.c takes them."""
import ctypes
import ctypes.util
import os
import subprocess
import sys
import unittest

TOP = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
sys.path.insert(0, os.path.join(TOP, "scripts"))

from grading import runs  # noqa: E402

VALUES = ["abc", "", "2", " 2.5", "0.5s", "1e1", "-3", ".5", "+4.", "inf", "12abc", "x1", "1e", "1e+", "  "]


class ProgressAfter(unittest.TestCase):
    def test_values(self):
        """progress_after: unset is 1 s; 'abc' and '' are 0 (progress at once); a number's leading part is read"""
        self.assertEqual(runs.progress_after(None), 1.0)
        self.assertEqual([runs.progress_after(v) for v in ("abc", "", "2", " 2.5", "0.5s", "-3", "1e")],
                         [0.0, 0.0, 2.0, 2.5, 0.5, -3.0, 1.0])

    def test_as_c_atof(self):
        """progress_after agrees with the C library's atof, which smooth's progress.c calls"""
        try:
            libc = ctypes.CDLL(ctypes.util.find_library("c"))
        except OSError:
            self.skipTest("no C library to load")
        libc.atof.restype, libc.atof.argtypes = ctypes.c_double, [ctypes.c_char_p]
        for value in VALUES:
            with self.subTest(value=value):
                self.assertEqual(runs.progress_after(value), libc.atof(value.encode()))


@unittest.skipUnless(os.path.exists(os.path.join(TOP, "smooth")), "needs ./smooth (make CUDA=0)")
class Command(unittest.TestCase):
    def test_not_a_number(self):
        """SMOOTH_PROGRESS_AFTER=abc scripts/grade FILE: graded (exit 0), no traceback"""
        done = subprocess.run([os.path.join(TOP, "scripts", "grade"), "examples/submissions/c-printf.txt"],
                              capture_output=True, text=True, cwd=TOP,
                              env=dict(os.environ, SMOOTH_PROGRESS_AFTER="abc"), timeout=300)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertNotIn("Traceback", done.stderr)
        self.assertTrue(done.stdout.rstrip().endswith("1 pass, 0 plausible, 0 fail, 0 ungraded"), done.stdout)


if __name__ == "__main__":
    unittest.main()
