#!/usr/bin/env bash
# scripts_py.t - the Python tests of the scripts' package (tests/scripts_py/test_*.py, unittest
# modules: smoothtools/smoothlib.py's readers of smooth's -json on made-up records, the commands
# and the package's layout), counted by prove through tests/helpers/unittest_tap.py, as
# tests/grader.t counts the grader's.
#   python3 -m unittest discover -s tests/scripts_py -t .     # the same tests without prove
cd "$(dirname "$0")/.." || exit 1
export LC_ALL=C PYTHONDONTWRITEBYTECODE=1
exec python3 tests/helpers/unittest_tap.py tests/scripts_py
