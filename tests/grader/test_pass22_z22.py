"""test_pass22_z22.py - z22's items from the twenty-fourth hostile pass (h24, at b27c9c1): wrong second
printings of the counts that passed.

H6: a table of runs whose first column is a run's number ('| run | X | Y |' over '| 1 | 100024 | 12 |' and
'| 2 | 100024 | 13 |', the same tab- or space-aligned, a '(GPU)' after the number): the header's X and Y were not
read as counts, or the second row (a name after a nameless first row) was set aside, so a wrong second run passed.
Before: PASS; now: below_y (or below_y2, below_x) FAILS, and the same table with right rows PASSES
(versiontables.py names each run's number 'run_N' under a header whose first cell names runs).

Run: PYTHONPATH=scripts python3 -m unittest tests.grader.test_pass22_z22
"""
import unittest

from tests.grader.a_support import RIGHT_1000, RightAndWrong

RUN_TABLES = (
    "\n| run | X | Y |\n|---|---|---|\n| 1 | 100024 | 12 |\n| 2 | 100024 | 12 |\n",
    "\n| run | X | Y |\n|---|---|---|\n| 1 | 100024 | 12 |\n| 2 (GPU) | 100024 | 12 |\n",
    "\nrun\tX\tY\n1\t100024\t12\n2\t100024\t12\n",
    "\nrun  X       Y\n1    100024  12\n2    100024  12\n",
    "\n| trial | x | y |\n|:-:|:-:|:-:|\n| #1 | 100024 | 12 |\n| #2 | 100024 | 12 |\n",
    "\n| Run | X | Y |\n| 1 (CPU) | 100024 | 12 |\n| 2 (GPU) | 100024 | 12 |\n",
)


class RunNumberTables(RightAndWrong):
    def test_run_tables(self):
        rights = [RIGHT_1000 + t for t in RUN_TABLES]
        self.right_and_wrong(rights, [("100024 | 12 |\n| 2 (GPU) | 100024 | 12", "100024 | 12 |\n| 2 (GPU) | 100024 | 13",
                                       "below_y below_y2"),
                                      ("| 2 | 100024 | 12", "| 2 | 100042 | 12", "below_x below_x2"),
                                      ("| 2 | 100024 | 12", "| 2 | 100024 | 13", "below_y below_y2"),
                                      ("2\t100024\t12", "2\t100024\t21", "below_y below_y2"),
                                      ("2    100024  12", "2    100024  21", "below_y below_y2"),
                                      ("| #2 | 100024 | 12", "| #2 | 100024 | 14", "below_y below_y2"),
                                      ("| 2 (GPU) | 100024 | 12 |\n", "| 2 (GPU) | 100024 | 21 |\n",
                                       "below_y below_y2")])

    def test_size_column_not_a_run(self):
        """'| n | X | Y |' names sizes, not runs: a row's 1000 stays an n (it is no run's number)"""
        from tests.grader.a_support import not_passing
        verdict, _ = not_passing(RIGHT_1000 + "\n| n | X | Y |\n|---|---|---|\n| 1000 | 100024 | 12 |\n")
        self.assertEqual(verdict, "pass")


if __name__ == "__main__":
    unittest.main()
