"""smoothtools - the scripts that run smooth (bench, compare, mpi-scaling, bench-ring, plot-timeline)
and what they share with the grader (grading/, beside this package). scripts/NAME runs each from a
checkout with a plain python3; pyproject.toml beside this package declares each as smooth-NAME.

Its modules:
    smoothlib      what every script shares: its command line (single-dash options, -version, the
                   exit codes), its ending (run_main, fail), its files (-o, -out, written whole),
                   running ./smooth and smooth-mpi, reading their -json records, matplotlib
    progress       what a script is running, said on a terminal's stderr (step)
    backends       the backends compare and bench run, their end-to-end time, figures past a bound
    bench, compare, mpi_scaling, bench_ring, plot_timeline
                   the scripts' bodies: each one's main, and run, its command's entry

This file parses as Python 3.6, so that an older Python is told what it needs: every script
imports this package first (a module of it imports it first too), before any module needing 3.8.
"""
import os
import sys

MINIMUM_PYTHON = (3, 8)  # := in the grader, math.comb
if sys.version_info < MINIMUM_PYTHON:
    sys.exit(f"{os.path.basename(sys.argv[0])}: needs Python {'.'.join(map(str, MINIMUM_PYTHON))} or newer; "
             f"this is {sys.version.split()[0]}")
