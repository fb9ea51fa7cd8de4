#!/usr/bin/env bash
# grader.t - the grader's Python tests (tests/grader/test_*.py, unittest modules that a plain
# python3 and pytest both run), counted by prove through tests/helpers/unittest_tap.py.
#   python3 -m unittest discover -s tests/grader -t .     # the same tests without prove
cd "$(dirname "$0")/.." || exit 1
export LC_ALL=C PYTHONDONTWRITEBYTECODE=1
exec python3 tests/helpers/unittest_tap.py tests/grader
