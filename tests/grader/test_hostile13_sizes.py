"""test_hostile13_sizes.py - the thirteenth hostile pass's sizes: a size of something that is not the grid
(a chunk's, a tile's, a buffer's, a SIMD vector's, the halo's width, a type's bytes: no field), an array's
size or shape (its row, or all its elements), a grid's shape alone after 'shape:' (no data frame's title),
sizes listed in brackets after a grid in prose, both arrays' bytes allocated beside the memory per array,
and the elements a sweep writes. Right outputs pass; the same layouts with a wrong size fail.
Run: python3 -m unittest tests.grader.test_hostile13_sizes."""
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from a_support import MEMORY, PLAIN_1000, RIGHT_1000, ROW, TOTAL, not_passing, replaced  # noqa: E402

# a printf-style right output at n = 1000, as the tester's cases print it
PLAIN = PLAIN_1000


def passes(test, text):
    test.assertEqual(not_passing(text), ("pass", {}))


def fails_on(test, text, field):
    verdict, fields = not_passing(text)
    test.assertEqual(verdict, "fail")
    test.assertIn(field, fields)


class OtherThingsSizes(unittest.TestCase):
    """A chunk's, a tile's, a buffer's, a vector's or the halo's size or width: no size of the grid."""
    LINES = ("Number of threads: 4, chunk size: 250", "chunk size: 250", "Tile size: 32", "Tile size: 16",
             "Buffer size: 4096", "Halo width: 1", "SIMD width: 8", "Vector width: 8", "Batch size: 64",
             "Stencil width: 3", "Work-group size: 256", "Page size: 4096", "Halo size: 1", "Ghost layer depth: 1",
             "Elements per chunk: 250", "Tile size: 1000", "Buffer size: 1002", "Window size: 3", "Filter size: 3",
             "Sample size: 10", "Neighbourhood size: 9", "Stack size: 8 MB", "Heap size: 8 MB", "Global work size: 1008",
             "Border width: 1", "Ghost layer width: 1", "Vector width: 8 floats (AVX2)", "9-point stencil, halo width: 1")

    def test_right_output_with_them_passes(self):
        for line in self.LINES:
            for text in (PLAIN, RIGHT_1000):
                with self.subTest(line=line, layout=text[:8]):
                    passes(self, line + "\n" + text)
                    passes(self, text + line + "\n")

    def test_wrong_grid_beside_them_fails(self):
        for line in self.LINES:
            with self.subTest(line=line):
                fails_on(self, line + "\n" + PLAIN.replace("n+2 = 1002", "n+2 = 1003"), "row")
                fails_on(self, line + "\n" + PLAIN.replace("(n+2)^2 = 1004004", "(n+2)^2 = 1004000"), "total")

    def test_device_properties_and_tile(self):
        device = ('Device 0: "NVIDIA A100-PCIE-40GB"\n  Global memory:             39.39 GB\n'
                  "  Warp size:                 32\nBlock size: 16 x 16, grid size: 63 x 63\nTile size: 16\n")
        passes(self, device + RIGHT_1000)
        fails_on(self, device + replaced(MEMORY, "Memory (GB) used per array :: 0.00374022"), "memory")
        fails_on(self, device + replaced(TOTAL, "Total number of elements :: 1004000"), "total")

    def test_grid_sizes_keep_their_words(self):
        for line, field in (("Grid width with halo: 1003", "row"), ("Width (incl. halo): 1003", "row"),
                            ("Total size: 1004000", "total")):
            with self.subTest(line=line):
                fails_on(self, line + "\n" + PLAIN, field)


class TypeSizes(unittest.TestCase):
    """A type's or one element's bytes: no memory and no size."""
    LINES = ("sizeof(float) = 4 bytes", "Size of float: 4 bytes", "sizeof(float) = 4", "sizeof(double) = 8",
             "float size: 4", "Bytes per element: 4", "Element size: 4 bytes", "Memory per element: 4 bytes",
             "itemsize = 4", "Size of each element: 4 bytes", "Each float takes 4 bytes", "Page size: 4096 bytes",
             "Data type size: 4")

    def test_right_output_with_them_passes(self):
        for line in self.LINES:
            with self.subTest(line=line):
                passes(self, line + "\n" + PLAIN)
                passes(self, line + "\n" + RIGHT_1000)

    def test_wrong_memory_beside_them_fails(self):
        for line in self.LINES:
            with self.subTest(line=line):
                fails_on(self, line + "\n" + PLAIN.replace("0.00374021", "0.00748042"), "memory")

    def test_memory_with_its_type_still_memory(self):
        for line in ("memory per array (float) = {} GB", "Memory per array (float32): {} GB"):
            with self.subTest(line=line):
                passes(self, PLAIN.replace("memory per array = 0.00374021 GB", line.format("0.00374021")))
                fails_on(self, PLAIN.replace("memory per array = 0.00374021 GB", line.format("0.00374022")), "memory")


class BothArraysAllocated(unittest.TestCase):
    def test_bytes_allocated_beside_the_memory_per_array(self):
        passes(self, "Bytes allocated: 8032032\n" + PLAIN)
        passes(self, "Memory allocated: 0.00748042 GB\n" + PLAIN)
        fails_on(self, "Bytes allocated: 8032032\n" + PLAIN.replace("0.00374021", "0.00374022"), "memory")


class ArraySizes(unittest.TestCase):
    """An array's size has its ghost cells: 1002 its row, 1004004 all its elements; another value fails."""
    LABELS = ("Array size: {}", "allocating arrays of size {}", "Size of x: {}", "Arrays of size {}")

    def test_row_said_as_array_size(self):
        for label in self.LABELS:
            with self.subTest(label=label):
                passes(self, label.format(1002) + "\n" + PLAIN)
                passes(self, replaced(ROW, label.format(1002)))
                passes(self, replaced(TOTAL, label.format(1004004)))

    def test_wrong_array_size_fails(self):
        for label in self.LABELS:
            for value, field in ((1003, "row"), (1000, "row"), (1004000, "row")):
                with self.subTest(label=label, value=value):
                    fails_on(self, replaced(ROW, label.format(value)), field)


class Shapes(unittest.TestCase):
    SHAPES = ("shape: (1002, 1002)", "allocating x and y with shape (1002, 1002)", "Array shape: (1002, 1002)",
              "x and y allocated with shape (1002, 1002)", "x with shape (1002, 1002)", "arrays with shape (1002, 1002)",
              "Creating arrays x and y with shape (1002, 1002)", "allocating x and y, shape (1002, 1002)")

    def test_shape_is_the_row(self):
        for line in self.SHAPES:
            with self.subTest(line=line):
                passes(self, line + "\n" + PLAIN)
                passes(self, PLAIN.replace("n+2 = 1002", line))
                passes(self, replaced(ROW, line))

    def test_wrong_shape_is_no_row(self):
        for line in self.SHAPES:
            with self.subTest(line=line):
                fails_on(self, replaced(ROW, line.replace("1002", "1003")), "row")


class ProseSizesInBrackets(unittest.TestCase):
    LINE = "We allocate 1002 x 1002 arrays ({} elements each, {} of them inner)."

    def test_sizes_in_brackets(self):
        text = "\n".join(line for line in PLAIN.splitlines() if "^2" not in line) + "\n"
        passes(self, text + self.LINE.format(1004004, 1000000) + "\n")
        fails_on(self, text + self.LINE.format(1004000, 1000000) + "\n", "total")
        fails_on(self, text + self.LINE.format(1004004, 1000001) + "\n", "total_inner")


class ElementsWritten(unittest.TestCase):
    def test_elements_a_sweep_writes(self):
        for label in ("Elements written", "Elements modified", "Elements compared"):
            with self.subTest(label=label):
                passes(self, PLAIN + f"{label}: 1000000\n")
                passes(self, PLAIN + f"{label}: 1004004\n")
                fails_on(self, PLAIN + f"{label}: 999999\n", "total_inner")


if __name__ == "__main__":
    unittest.main()
