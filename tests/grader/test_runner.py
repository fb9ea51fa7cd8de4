"""test_runner.py - the grader's test folder imports the package from scripts/ (unittest_tap.py
and a discover from the checkout's top both put scripts/ on the path)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))

import grading  # noqa: E402


class PackageImports(unittest.TestCase):
    def test_package_is_the_checkouts(self):
        """the grading package comes from this checkout's scripts/"""
        here = os.path.realpath(os.path.join(os.path.dirname(__file__), "..", "..", "scripts", "grading"))
        self.assertEqual(os.path.realpath(os.path.dirname(grading.__file__)), here)


if __name__ == "__main__":
    unittest.main()
