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
    wanted = set().union(*(pairs(c) for c in cases)) if cases else set()
    chosen = []
    left = list(range(len(cases)))
    covered = {i: pairs(cases[i]) for i in left}
    while wanted:
        best, gain = None, 0
        for i in left:
            g = len(covered[i] & wanted)
            if g > gain:
                best, gain = i, g
        chosen.append(best)
        left.remove(best)
        wanted -= covered[best]
    if not chosen and cases:  # one column: every value once
        seen = {}
        for i, c in enumerate(cases):
            seen.setdefault(tuple(c), i)
        chosen = list(seen.values())
    return sorted(chosen)


def main():
    if len(sys.argv) > 1:
        print(__doc__.strip(), file=sys.stderr if sys.argv[1] not in ("-h", "-help", "--help") else sys.stdout)
        return 0 if sys.argv[1] in ("-h", "-help", "--help") else 2
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
