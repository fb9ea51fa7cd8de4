"""test_hostile13_versions.py - the thirteenth hostile pass's findings on a GPU's properties printed with
an output, a wide CSV or data frame with a backend's column, and versions of the result named by words a
timer's or a GPU's line also has. A device's properties (deviceQuery's `Total amount of constant memory:
65536 bytes`, `Total amount of global memory: 40338 MBytes`, `Tile size: 16`) are no field (they FAILed the
constants, the memory or the total of a right output).
Run: python3 -m unittest tests.grader.test_hostile13_versions (or make test)."""
import unittest

from tests.grader.a_support import CONSTANTS, MEMORY, RIGHT_1000, SIZES_1000, TOTAL, not_passing, replaced

# a cudaGetDeviceProperties print and deviceQuery's lines, as students paste them before their output
DEVICE = """Device 0: "NVIDIA A100-SXM4-40GB"
  CUDA Capability Major/Minor version number:    8.0
  Total amount of global memory:                 40338 MBytes (42297786368 bytes)
  Global memory: 39.39 GB
  totalGlobalMem = 42297786368
  totalConstMem = 65536
  Total amount of constant memory:               65536 bytes
  Constant memory: 64 KB
  Total amount of shared memory per block:       49152 bytes
  Total number of registers available per block: 65536
  Warp size:                                     32
  Maximum memory pitch:                          2147483647 bytes
  Memory pitch: 2147483647 bytes
  Texture alignment:                             512 bytes
  Max dimension size of a grid size    (x,y,z): (2147483647, 65535, 65535)
  Multiprocessor count: 108
Block size: 16 x 16, grid size: 63 x 63
Tile size: 16
"""


class DeviceProperties(unittest.TestCase):
    def test_right_output_with_the_device_passes(self):
        for text in (DEVICE + RIGHT_1000, RIGHT_1000 + DEVICE,
                     "Total amount of constant memory:               65536 bytes\n" + RIGHT_1000):
            self.assertEqual(not_passing(text), ("pass", {}), text[:80])

    def test_no_device_property_stands_in_for_a_missing_field(self):
        for line, field in ((MEMORY, "memory"), (CONSTANTS, "constants"), (TOTAL, "total")):
            verdict, bad = not_passing(DEVICE + RIGHT_1000.replace(line + "\n", ""))
            self.assertEqual((verdict, bad.get(field, ("pass",))[0]), ("fail", "missing"), field)

    def test_wrong_fields_beside_the_device_fail(self):
        for line, wrong, field in ((MEMORY, "Memory (GB) used per array :: 0.00748042", "memory"),
                                   (CONSTANTS, "Smoothing constants (a, b, c) :: 0.05 0.10 0.45", "constants"),
                                   (TOTAL, "Total number of elements :: 1000000", "total")):
            verdict, bad = not_passing(DEVICE + replaced(line, wrong))
            self.assertEqual((verdict, bad.get(field, ("pass",))[0]), ("fail", "fail"), field)

    def test_arrays_in_a_gpus_memory_still_read(self):
        # the array's memory in global memory, the constants in constant memory: their fields, right or wrong
        for line, printed, field, wrong in (
                (MEMORY, "Global memory per array (GB): 0.00374021", "memory", "0.00748042"),
                (CONSTANTS, "Smoothing constants (in constant memory): 0.05 0.1 0.4", "constants", "0.05 0.1 0.3")):
            self.assertEqual(not_passing(replaced(line, printed)), ("pass", {}), printed)
            right = printed.split(": ")[1]
            verdict, bad = not_passing(replaced(line, printed.replace(right, wrong)))
            self.assertEqual((verdict, bad.get(field, ("pass",))[0]), ("fail", "fail"), printed)


Y = "Number of elements below threshold (Y)   :: 12"
# versions of Y named by a kernel's words, a timer's or a GPU's too ('shared', 'streams', 'hybrid'), or a few
# words ('GPU-shared'): each version read, so a wrong one fails (a third was not read: it PASSED)
VERSIONS = ("Y below threshold :: CPU 12 GPU 12 GPU-shared {}",
            "Number of elements below threshold (Y) :: 12 (CPU), 12 (GPU), {} (GPU shared)",
            "Y below threshold :: naive 12 shared {}",
            "Y below threshold :: serial 12 shared 12 blocked {}",
            "Number of elements below threshold (Y) :: 12 (naive), {} (tiled)",
            "Y below threshold: cpu: 12, gpu_shared: {}",
            "Number of elements below threshold (Y) :: 12 (CPU), {} (shared memory)",
            "Number of elements below threshold (Y) :: 12 (CPU), {} (streams)",
            "Y below threshold :: global 12 opt 12 hybrid {}",
            # three of one kind beside each other: no ranks' partials (12 = 12 + 0 PASSED)
            "Y below threshold :: naive 12 shared 12 tiled {}",
            "Y below threshold :: CPU 12 GPU 12 GPU-shared {} GPU-tiled 12",
            # a version's name qualified by a few words more
            "Y below threshold :: CPU 12 | GPU 12 | GPU (shared) {}",
            "Y below threshold: CPU=12, GPU=12, GPU shared mem={}",
            "Y below threshold: cpu 12 / gpu-naive 12 / gpu-smem {}",
            "Number of elements below threshold (Y)   :: 12\nNumber of elements below threshold (Y, shared) :: {}",
            "Number of elements below threshold (Y)   :: 12\nBelow threshold (y, shared kernel): {}")


class VersionsNamedByKernels(unittest.TestCase):
    def test_right_versions_pass(self):
        for line in VERSIONS:
            self.assertEqual(not_passing(replaced(Y, line.format(12))), ("pass", {}), line)

    def test_a_wrong_version_fails(self):
        for line in VERSIONS:
            for wrong in (0, 13):
                verdict, bad = not_passing(replaced(Y, line.format(wrong)))
                self.assertEqual(verdict, "fail", line)
                self.assertTrue({"below_y", "below_y2"} & set(bad), (line, bad))
                self.assertTrue(all(key.startswith("below_y") for key in bad), (line, bad))

    def test_a_stream_or_a_block_numbered_is_a_part(self):
        # 'Stream 2: ...', 'Block 3 ...': a part's count, no version of the result (no field, as before)
        for line in ("Stream 2 below threshold (y): 3", "Block 3: elements below threshold (y) 5"):
            self.assertEqual(not_passing(RIGHT_1000 + line + "\n"), ("pass", {}), line)

    def test_mpis_global_total_stays_its_ranks(self):
        # 'Global' is MPI's total over the ranks as often as a kernel's name: the ranks' partials beside it
        ranks = "Rank 0: elements below threshold (Y) = 3\nRank 1: elements below threshold (Y) = 9\n"
        self.assertEqual(not_passing(replaced(Y, ranks + "Global count below threshold (Y): 12")), ("pass", {}))
        self.assertEqual(not_passing(replaced(Y, ranks + "Global count below threshold (Y): 13"))[0], "fail")

    def test_a_gpus_shared_memory_is_no_fraction(self):
        self.assertEqual(not_passing(RIGHT_1000 + "Fraction of shared memory used: 0.5\n"), ("pass", {}))


def table(header, *rows):
    return SIZES_1000 + "\n" + header + "\n" + "".join(row + "\n" for row in rows)


HEADER = "backend     below_x   frac_x     below_y   frac_y"
RIGHT_ROW = "{:<11} 100024    0.100024   12        1.2e-05"
WRONG_ROW = "{:<11} 100024    0.100024   0         0"


class TableRowsNamedByKernels(unittest.TestCase):
    NAMES = (("shared",), ("serial", "blocked", "streams"), ("naive", "shared", "tiled", "blocked"),
             ("cpu", "hybrid"), ("global", "opt"), ("serial", "gpu_shared", "gpu_tiled"))

    def test_right_rows_pass(self):
        for names in self.NAMES:
            text = table(HEADER, *(RIGHT_ROW.format(name) for name in names))
            self.assertEqual(not_passing(text), ("pass", {}), names)

    def test_a_wrong_row_fails(self):
        for names in self.NAMES:
            for k in range(len(names)):
                text = table(HEADER, *((WRONG_ROW if j == k else RIGHT_ROW).format(name) for j, name in enumerate(names)))
                verdict, bad = not_passing(text)
                self.assertEqual(verdict, "fail", (names, k))
                self.assertTrue(bad and all(key[:8] in ("below_y", "below_y2", "fraction") for key in bad), (names, k, bad))


# a wide CSV or data frame, one row a version, its name's column first or last: the sizes, the memory, the
# threshold and the constants every version's ('serial (n)' named no size: n and the constants MISSING, the
# last column's rows no table: UNGRADED)
NAMES = "n,rows,total,inner,mem_gb,threshold,a,b,c,below_x,frac_x,below_y,frac_y".split(",")
VALUES = "1000,1002,1004004,1000000,0.00374021,0.1,0.05,0.1,0.4,100024,0.100024,12,1.2e-05".split(",")
WRONG = "1000,1000,1000000,1004004,0.00748042,0.2,0.06,0.2,0.5,99001,0.099001,13,1.3e-05".split(",")
FIELD = dict(zip(NAMES, ("inner", "row", "total", "total_inner", "memory", "threshold", "constants", "constants",
                         "constants", "below_x", "fraction_x", "below_y", "fraction_y")))


def wide(layout, values, rows=("serial",), others=None):
    """The table in a layout, a row for each name in rows, each its values (others: the later rows' own)."""
    cells = [(r, values if k == 0 or others is None else others) for k, r in enumerate(rows)]
    if layout == "csv first":
        return "backend," + ",".join(NAMES) + "\n" + "".join(f"{r},{','.join(v)}\n" for r, v in cells)
    if layout == "csv last":
        return ",".join(NAMES) + ",backend\n" + "".join(f"{','.join(v)},{r}\n" for r, v in cells)
    if layout == "pandas":
        return "  backend  " + "  ".join(NAMES) + "\n" + "".join(f"{i}  {r}  " + "  ".join(v) + "\n"
                                                             for i, (r, v) in enumerate(cells))
    if layout == "markdown":
        return ("| backend | " + " | ".join(NAMES) + " |\n|" + "---|" * (len(NAMES) + 1) + "\n"
                + "".join(f"| {r} | " + " | ".join(v) + " |\n" for r, v in cells))
    return "  ".join(NAMES) + "  method\n" + "".join("  ".join(v) + f"  {r}\n" for r, v in cells)


LAYOUTS = ("csv first", "csv last", "pandas", "markdown", "spaces last")


class WideTableWithVersions(unittest.TestCase):
    def test_right_tables_pass(self):
        for layout in LAYOUTS:
            for rows in (("serial",), ("serial", "cuda"), ("naive", "shared", "tiled")):
                self.assertEqual(not_passing(wide(layout, VALUES, rows)), ("pass", {}), (layout, rows))

    def test_each_wrong_value_fails_on_its_field(self):
        for layout in LAYOUTS:
            for k, name in enumerate(NAMES[1:], 1):
                values = VALUES[:k] + [WRONG[k]] + VALUES[k + 1:]
                verdict, bad = not_passing(wide(layout, values))
                self.assertEqual((verdict, bad.get(FIELD[name], ("pass",))[0]), ("fail", "fail"), (layout, name))

    def test_a_wrong_second_row_fails(self):
        for layout in LAYOUTS:
            for wrong in (VALUES[:11] + ["0", "0"], VALUES[:11] + ["13", "1.3e-05"]):
                verdict, bad = not_passing(wide(layout, VALUES, ("serial", "cuda"), wrong))
                self.assertEqual(verdict, "fail", layout)
                self.assertTrue(bad and set(bad) <= {"below_y2", "fraction_y2"}, (layout, bad))

if __name__ == "__main__":
    unittest.main()
