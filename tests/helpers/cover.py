#!/usr/bin/env python3
"""cover.py - a covering design for the GPU tests' case lists (issue 39, item 6).

Reads cases, one a line, each a few whitespace-separated values (the
option values of one run: "n S scheme kernel"), and prints the fewest it
can find such that every pair of values that two columns take together
in some case is taken together in a printed one: every pair of option
values that the full product tries is still tried, in a tenth of the
runs. The edge sizes are values of the n column, so each meets every
other option's every value. Greedy (AETG's idea): take the case that
covers the most pairs not yet covered, the first in input order on a
tie, so the same input always gives the same cases, in input order.

    tests/helpers/cover.py < cases        # the covering cases
    SMOOTH_TEST_FULL=1 ...                # every case (make test-full)

Plain python3, no modules outside the standard library.
"""
import os
import sys


def pairs(case):
    """The (column, value, column, value) pairs one case covers."""
    return {(i, case[i], j, case[j]) for i in range(len(case)) for j in range(i + 1, len(case))}


def cover(cases):
    """The indices of a subset of cases covering every pair the cases cover, sorted."""
    covers = [pairs(c) for c in cases]
    wanted = set().union(*covers)
    if not wanted:  # one column, or none: every distinct case once
        first = {}
        for i, c in enumerate(cases):
            first.setdefault(tuple(c), i)
        return sorted(first.values())
    chosen = []
    while wanted:  # the case covering most of what is left; the first on a tie
        best = max(range(len(cases)), key=lambda i: (len(covers[i] & wanted), -i))
        chosen.append(best)
        wanted -= covers[best]
    return sorted(chosen)


def main():
    if len(sys.argv) > 1:  # no options but help; anything else is a mistake
        wants_help = sys.argv[1] in ("-h", "-help", "--help")
        print(__doc__.strip(), file=sys.stdout if wants_help else sys.stderr)
        return 0 if wants_help else 2
    lines = [line.rstrip("\n") for line in sys.stdin if line.strip()]
    if os.environ.get("SMOOTH_TEST_FULL", "") not in ("", "0"):
        keep = range(len(lines))
    else:
        keep = cover([line.split() for line in lines])
    for i in keep:
        print(lines[i])
    return 0


if __name__ == "__main__":
    sys.exit(main())
