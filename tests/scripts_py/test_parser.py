"""test_parser.py - smoothlib.Parser, argparse reading smooth's convention itself (issue 68, item 6,
in place of smooth_style rewriting the words): options declared with one dash, taken with two as
well, -name=value, -help/-h/--help, -version, and the words after -- left as they are."""
import contextlib
import io
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))

from smoothtools import smoothlib  # noqa: E402


def parser():
    p = smoothlib.script_parser("bench", "bench - a test.\n\nMore.")
    p.add_argument("-n", type=int, default=16)
    p.add_argument("-repeat", type=int, default=5)
    p.add_argument("-no-plot", action="store_true")
    group = p.add_argument_group("passed on")  # a group's options too
    group.add_argument("-threshold", type=float)
    p.add_argument("files", nargs="*")
    return p


def run(words):
    """(exit code or None, stdout, stderr, namespace or None) of parsing words."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            return None, out.getvalue(), err.getvalue(), parser().parse_args(words)
        except SystemExit as e:
            return e.code, out.getvalue(), err.getvalue(), None


class Options(unittest.TestCase):
    def test_one_dash_two_dashes_equals(self):
        """-n 64, -n=64, --n 64 and --n=64 alike; a group's -threshold as --threshold=0.2"""
        for words in (["-n", "64"], ["-n=64"], ["--n", "64"], ["--n=64"]):
            with self.subTest(words=words):
                self.assertEqual(run(words)[3].n, 64)
        self.assertEqual(run(["--threshold=0.2"])[3].threshold, 0.2)
        self.assertTrue(run(["--no-plot"])[3].no_plot)

    def test_abbreviated(self):
        """-rep 3: argparse's abbreviation, with one dash as with two"""
        self.assertEqual((run(["-rep", "3"])[3].repeat, run(["--rep", "3"])[3].repeat), (3, 3))

    def test_values(self):
        """a negative number is a value; after --, words are files however they are spelt"""
        self.assertEqual(run(["-threshold", "-0.5"])[3].threshold, -0.5)
        self.assertEqual(run(["--", "-n", "--x=1", "-"])[3].files, ["-n", "--x=1", "-"])

    def test_unknown(self):
        """an option it does not know: exit 2, named as typed"""
        code, _, err, _ = run(["--colour=red"])
        self.assertEqual(code, 2)
        self.assertIn("unrecognized arguments: --colour=red", err)


class HelpAndVersion(unittest.TestCase):
    def test_help(self):
        """-help, --help and -h: the same help, exit 0; it shows -h, --help once and no -help"""
        helps = [run([word]) for word in ("-help", "--help", "-h")]
        self.assertEqual({(code, text) for code, text, _, _ in helps}, {(0, helps[0][1])})
        self.assertTrue(helps[0][1].startswith("usage: bench [-h] [-version] [-n N]"))
        self.assertIn("  -h, --help ", helps[0][1])
        self.assertNotIn("-help", helps[0][1].replace("--help", ""))
        self.assertIn("exit codes: 0 done; 1 a run or a file failed", helps[0][1])

    def test_version(self):
        """-version and --version: the name and smooth's version, exit 0"""
        for word in ("-version", "--version"):
            self.assertEqual(run([word])[:2], (0, f"bench (smooth {smoothlib.VERSION})\n"))


if __name__ == "__main__":
    unittest.main()
