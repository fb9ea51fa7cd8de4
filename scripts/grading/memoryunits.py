"""memoryunits.py - the name of a wrong memory that is the right bytes in another unit than its label says
(MiB labelled GB: 'memory per array: 3.829971 GB' is 4016016 bytes / 2^20; bytes / 10^6, KiB, bytes
themselves), the unit said: 'in another unit than the label says (MiB: bytes / 2^20 = 3.82997)'. Also where the
value is the whole number of that unit (3921 KiB labelled GB) or near it (within 10^-4 of it: a value copied with a
slip, the twenty-second pass's c22 '3.830002 GB'), and both arrays' memory or doubles in that unit ('7.659943 GB':
twice 3.829971). Only a name: the field fails either way (memory.py judges it). Part of the grader (memory.py
asks it); a pure function.
"""
from .verdicts import agrees

# the units a label's value may be in by mistake, smallest last (a value that is one is no other)
_OTHERS = ((2**30, "GiB", "2^30"), (1e9, "GB", "10^9"), (2**20, "MiB", "2^20"), (1e6, "MB", "10^6"),
           (2**10, "KiB", "2^10"), (1e3, "kB", "10^3"), (1, "bytes", "1"))
_NEAR = 1e-4  # (relative: a slip in a value's last digits, never another mistake's factor: 2^10/10^3 is 2.4%)


def unit_named(found, right, accepted, both):
    """'in another unit than the label says (...)' where found (a Found, failed) is `right` bytes (one array's, or
    both arrays' where `both`) in a unit of none of the `accepted` scales (the label's), else ''."""
    if found.value is None or found.value <= 0:
        return ""
    whole = not any(ch in found.text for ch in ".eEdD")
    for factor, what in ((1, ""), (2, "; twice one array's: both arrays, or 8-byte doubles")):
        if both and factor == 2:
            continue
        for scale, name, power in _OTHERS:
            if scale in accepted:
                continue
            value = right * factor / scale
            if agrees(found, value) or (whole and found.value >= 1 and abs(found.value - value) <= 1) \
                    or abs(found.value - value) <= _NEAR * value:
                said = f"bytes / {power} = {value:.6g}" if scale != 1 else f"{value:.0f} bytes"
                return f"in another unit than the label says ({name}: {'2 x ' if factor == 2 and scale != 1 else ''}{said}{what})"
    return ""
