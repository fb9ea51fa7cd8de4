"""units.py - the units a memory is printed in (bytes, kB, KiB, MB, MiB, GB, GiB, TB, TiB), the scales
each is read at (students write MB for 2^20 bytes as often as for 10^6), and how each is shown.
Part of the grader; pure functions, below words.py.

    unit = unit_of(label, text_after_the_value)    # 'gib', 'mb', ... or None
    unit = memory_unit(label, line, label_spans, start, end)    # or one alone between them ('memory: bytes=4016016')
    for scale, name, note in UNIT_SCALES[unit]: ...
"""
import re

MEMORY_UNITS = {"b", "byte", "bytes", "kb", "kib", "mb", "mib", "gb", "gib", "tb", "tib"}
UNITS = {"b": 1, "byte": 1, "bytes": 1, "kb": 1e3, "kib": 2**10, "mb": 1e6, "mib": 2**20,
         "gb": 1e9, "gib": 2**30, "tb": 1e12, "tib": 2**40}


def _scales(unit):
    """The scales a memory value in `unit` is judged at, (bytes, name, the report's note), the
    first shown as the expected one. Students write MB for 2^20 bytes as often as for 10^6 (and
    MiB for 10^6), as the tutorial writes GB for 2^30 bytes: a unit of 1000^k bytes or 1024^k is
    read at both, whichever its digits give; the unit's own first, but GB's (the tutorial's) GiB."""
    if UNITS[unit] == 1:
        return [(1, "bytes", "in bytes")]
    k, letter = "kmgt".index(unit[0]) + 1, unit[0].upper()
    printed = f", though printed as {letter}iB" if unit.endswith("ib") else ""  # (the note true to the unit printed)
    decimal, binary = (1000 ** k, f"{letter}B", f"{letter}B of 10^{3 * k} bytes{printed}"), \
        (1024 ** k, f"{letter}iB", f"{letter}iB (2^{10 * k} bytes)" + (", as the tutorial" if k == 3 else ""))
    return [binary, decimal] if unit.endswith("ib") or unit == "gb" else [decimal, binary]


UNIT_SCALES = {unit: _scales(unit) for unit in UNITS}
UNITS_SHOWN = {"b": "B", "byte": "bytes", "bytes": "bytes", "kb": "kB", "kib": "KiB", "mb": "MB", "mib": "MiB",
               "gb": "GB", "gib": "GiB", "tb": "TB", "tib": "TiB"}
UNIT_SCALES[None] = UNIT_SCALES["gb"]  # the tutorial's 'Memory (GB)'


# Units spelt out ('3.83 megabytes', '3921.89 kilobytes'), read as their abbreviations
SPELT = {f"{prefix}{plural}": unit for prefixes, unit in ((("kilo",), "kb"), (("kibi",), "kib"), (("mega",), "mb"),
                                                           (("mebi",), "mib"), (("giga",), "gb"), (("gibi",), "gib"),
                                                           (("tera",), "tb"), (("tebi",), "tib"))
         for prefix in prefixes for plural in ("byte", "bytes")}
# A label that counts bytes by its name, with no unit of its own: numpy's 'x.nbytes', C's 'sizeof(float)*(n+2)^2',
# a float's 4 bytes times the elements ('4*(n+2)^2', '(n+2)*(n+2)*4'), not divided into a larger unit
IN_BYTES = re.compile(r"sizeof|nbytes|(?<![\w.*])[48][ \t]*\*(?!\*)|(?<!\*)\*[ \t]*[48](?![\w.])", re.IGNORECASE)
MEMORY_UNITS |= set(SPELT)
_CAMEL = re.compile(r"(?<=[a-z]{2})(?=[A-Z])|(?<=[A-Z])(?=[A-Z](?!per[A-Z])[a-z]{2})|(?<=[A-Z])(?=per[A-Z])")  # (words.CAMEL)
_FOLLOWING = re.compile(r"\s*(?:[(\[]\s*)?([A-Za-z]+)")  # ('3.830 (MB)': the unit in brackets after)


def _unit(word):
    word = word.lower()
    return word if word in UNITS else SPELT.get(word)


def united_after(line, numbers, end):
    """The first of `numbers` (words._numbers' tuples) after line[end] with a memory unit right after it
    ('0.00374021 GB' in 'Allocating x and y (1002 x 1002 floats each, 0.00374021 GB per array)'), or None."""
    for number in numbers:
        if number[0] >= end:
            following = _FOLLOWING.match(line, number[1])
            if following and _unit(following.group(1)):
                return number
    return None


def unit_of(label, after):
    """The unit a memory value is in: the word right after the number (or in brackets after it:
    '3.830 (MB)'), spelt out or not, else one named in the label ('Memory (GB)', in brackets before
    any other: 'Bytes per array (GB)'), else bytes where
    the label counts them by its name ('x.nbytes', 'sizeof(float)*(n+2)^2', not divided), else None."""
    following = _FOLLOWING.match(after)
    if following and _unit(following.group(1)):
        return _unit(following.group(1))
    for word in re.findall(r"[(\[][ \t]*([A-Za-z]+)[ \t]*[)\]]", label):  # a unit in brackets first: 'Bytes per array (GB)'
        if _unit(word):
            return _unit(word)
    words = re.findall(r"[A-Za-z]+", label)
    for word in words:
        if _unit(word):
            return _unit(word)
    for word in words:  # a name from code: its camelCase words ('bytesPerArray', 'memMiB', 'GBPerArray')
        if len(word) > 2 and not word.islower():
            for part in _CAMEL.sub(" ", word).split():
                if _unit(part):
                    return _unit(part)
    if "/" not in label and IN_BYTES.search(label):
        return "bytes"
    return None


def memory_unit(label, line, spans, start, end):
    """unit_of's unit, else the unit named alone between the label and the value ('memory: bytes=4016016',
    'Memory: GB = 0.00374021'), else None."""
    unit = unit_of(label, line[end:])
    stop = max((b for a, b in spans if b <= start), default=None) if unit is None and spans else None
    if stop is not None and start - stop <= 40:
        unit = _unit(line[stop:start].strip(" \t:=()[]"))
    return unit
