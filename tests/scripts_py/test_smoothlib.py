"""test_smoothlib.py - smoothtools/smoothlib.py's readers of a -json record, on made-up records: what
scripts/mpi-scaling, bench and compare take from smooth's timer rows (issue 68, item 8:
timer_seconds(..., fastest=True) giving the slowest rank's seconds passed, as its only test asked
fastest <= slowest, true of equal numbers too)."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))

from smoothtools import smoothlib  # noqa: E402

# Three ranks' rows as ./smooth-mpi -json writes them: seconds the slowest rank's, min_over_ranks
# the fastest's; one process's rows have no min_over_ranks.
RANKS = {"timers": [
    {"label": "CPU: Alloc-X", "seconds": 4.8e-05, "samples": 1, "min_over_ranks": 4.6e-05},
    {"label": "CPU: Smooth", "seconds": 0.75, "samples": 3, "min_over_ranks": 0.25, "bytes": 741888,
     "gb_per_s": 0.00099, "cells": 90000, "gcells_per_s": 0.00012},
    {"label": "MPI: Edges (waiting)", "seconds": 0.5, "samples": 3, "min_over_ranks": 0.125},
    {"label": "MPI: Edges (copies)", "seconds": 0.002, "samples": 3, "min_over_ranks": 0.001, "bytes": 6528,
     "gb_per_s": 3.264},
]}
ONE = {"timers": [
    {"label": "GPU: Smooth (overlapped)", "seconds": 0.5, "samples": 1},
    {"label": "Total (wall)", "seconds": 1.5, "samples": 1},
]}


class TimerSeconds(unittest.TestCase):
    def test_slowest(self):
        """timer_seconds: a row's seconds (under MPI the slowest rank's)"""
        self.assertEqual(smoothlib.timer_seconds(RANKS, "CPU: Smooth"), 0.75)
        self.assertEqual(smoothlib.timer_seconds(RANKS, "MPI: Edges (waiting)"), 0.5)

    def test_fastest(self):
        """timer_seconds fastest=True: the fastest rank's, min_over_ranks, below the slowest's"""
        self.assertEqual(smoothlib.timer_seconds(RANKS, "CPU: Smooth", fastest=True), 0.25)
        self.assertEqual(smoothlib.timer_seconds(RANKS, "MPI: Edges (waiting)", fastest=True), 0.125)
        self.assertEqual(smoothlib.timer_seconds(RANKS, "MPI: Edges (copies)", fastest=True), 0.001)

    def test_one_process(self):
        """timer_seconds: one process (no min_over_ranks): fastest and slowest the one time"""
        self.assertEqual(smoothlib.timer_seconds(ONE, "Total (wall)"), 1.5)
        self.assertEqual(smoothlib.timer_seconds(ONE, "Total (wall)", fastest=True), 1.5)

    def test_overlapped_twin(self):
        """timer_seconds: a label's overlapped twin stands for it"""
        self.assertEqual(smoothlib.timer_seconds(ONE, "GPU: Smooth"), 0.5)
        self.assertEqual(smoothlib.timer_seconds(ONE, "GPU: Smooth", fastest=True), 0.5)

    def test_missing(self):
        """timer_seconds: None where the run has no such row (a label is matched whole)"""
        self.assertIsNone(smoothlib.timer_seconds(RANKS, "MPI: Halo"))
        self.assertIsNone(smoothlib.timer_seconds(RANKS, "MPI: Halo", fastest=True))
        self.assertIsNone(smoothlib.timer_seconds(RANKS, "MPI: Edges"))
        self.assertIsNone(smoothlib.timer_seconds({"timers": []}, "CPU: Smooth"))


class Rows(unittest.TestCase):
    def test_timers(self):
        """timers: each row's seconds and GB/s (None where it moves no bytes)"""
        rows = smoothlib.timers(RANKS)
        self.assertEqual(rows["MPI: Edges (copies)"], (0.002, 3.264))
        self.assertEqual(rows["MPI: Edges (waiting)"], (0.5, None))
        self.assertEqual(len(rows), 4)

    def test_cell_rates(self):
        """cell_rates: the rows that count cells, and only those"""
        self.assertEqual(smoothlib.cell_rates(RANKS), {"CPU: Smooth": 0.00012})
        self.assertEqual(smoothlib.cell_rates(ONE), {})



class WriteAtomically(unittest.TestCase):
    def test_a_fifo_is_written_into_not_replaced(self):
        """a path that is no regular file (/dev/null, a FIFO) is written into, as > does: a rename
        put a regular file in its place (as root, `grade -html /dev/null` replaced /dev/null)"""
        import stat
        import tempfile
        with tempfile.TemporaryDirectory() as folder:
            fifo = os.path.join(folder, "pipe")
            os.mkfifo(fifo)
            reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)  # (so the writer's open does not wait)
            try:
                smoothlib.write_atomically(fifo, lambda f: f.write("written"))
                self.assertEqual(os.read(reader, 100), b"written")
            finally:
                os.close(reader)
            self.assertTrue(stat.S_ISFIFO(os.stat(fifo).st_mode))
            self.assertEqual(os.listdir(folder), ["pipe"])  # no temporary file left beside it


if __name__ == "__main__":
    unittest.main()
