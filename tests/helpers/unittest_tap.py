#!/usr/bin/env python3
"""unittest_tap.py - run a folder's unittest modules (test_*.py) and print TAP, a line a test.

    python3 tests/helpers/unittest_tap.py tests/grader     # what tests/grader.t runs

The grader's tests are ordinary unittest modules, so `python3 -m unittest discover -s tests/grader
-t .` and `pytest tests/grader` run them too; this adapter lets prove (make test) count them. A
skipped test is `ok N # SKIP reason`; a failure's traceback goes to stderr as TAP diagnostics.
"""
import os
import sys
import unittest


class TapResult(unittest.TestResult):
    def __init__(self):
        super().__init__()
        self.count = 0

    def _line(self, test, ok, directive=""):
        self.count += 1
        name = f"{test.__class__.__module__}.{test.__class__.__name__}.{test._testMethodName}"
        doc = test.shortDescription()
        if doc:
            name += f": {doc}"
        print(f"{'ok' if ok else 'not ok'} {self.count} - {name}{directive}", flush=True)

    def addSuccess(self, test):
        super().addSuccess(test)
        self._line(test, True)

    def _failed(self, test, err):
        self._line(test, False)
        for line in self._exc_info_to_string(err, test).splitlines():
            print(f"#   {line}", file=sys.stderr)

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._failed(test, err)

    def addError(self, test, err):
        super().addError(test, err)
        if isinstance(test, unittest.suite._ErrorHolder):  # a module that does not import
            self.count += 1
            print(f"not ok {self.count} - {test.description}", flush=True)
            for line in self._exc_info_to_string(err, test).splitlines():
                print(f"#   {line}", file=sys.stderr)
            return
        self._failed(test, err)

    def addSubTest(self, test, subtest, err):
        super().addSubTest(test, subtest, err)
        if err is not None:  # a failing subtest is a failure of its own (the test itself may still say ok)
            self.count += 1
            print(f"not ok {self.count} - {subtest}", flush=True)
            for line in self._exc_info_to_string(err, test).splitlines():
                print(f"#   {line}", file=sys.stderr)

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        self._line(test, True, f" # SKIP {reason}")

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        self._line(test, True, " # TODO expected failure")

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        self._line(test, False)


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "tests/grader"
    top = os.getcwd()
    sys.path.insert(0, os.path.join(top, "scripts"))
    suite = unittest.defaultTestLoader.discover(folder, pattern="test_*.py", top_level_dir=top)
    result = TapResult()
    suite.run(result)
    print(f"1..{result.count}")
    sys.exit(0 if result.wasSuccessful() and result.count else 1)


if __name__ == "__main__":
    main()
