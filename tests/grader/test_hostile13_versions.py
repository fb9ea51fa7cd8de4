"""test_hostile13_versions.py - the thirteenth hostile pass's findings on a GPU's properties printed with
an output, a wide CSV or data frame with a backend's column, and versions of the result named by words a
timer's or a GPU's line also has. A device's properties (deviceQuery's `Total amount of constant memory:
65536 bytes`, `Total amount of global memory: 40338 MBytes`, `Tile size: 16`) are no field (they FAILed the
constants, the memory or the total of a right output).
Run: python3 -m unittest tests.grader.test_hostile13_versions (or make test)."""
import unittest

from tests.grader.a_support import CONSTANTS, MEMORY, RIGHT_1000, TOTAL, not_passing, replaced

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


if __name__ == "__main__":
    unittest.main()
