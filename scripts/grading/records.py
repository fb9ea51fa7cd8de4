"""records.py - smooth's own -json and -csv records, as the summary they hold (smooth_record):
smooth's text with its header lines, which fields.read_output then reads as any output. Part of
the grader; pure functions.
"""
import csv
import io
import json

from .words import LABELS

# smooth's own -json and -csv records, as the summary they hold.
RECORD_LABELS = [("elements_per_row", "row"), ("n", "inner"), ("total_elements", "total"),
                 ("inner_elements", "total_inner"), ("memory_gb_per_array", "memory"), ("threshold", "threshold"),
                 ("below_x", "below_x"), ("fraction_x", "fraction_x"), ("below_y", "below_y"),
                 ("fraction_y", "fraction_y")]


RECORD_LIMIT = 1 << 20  # smooth's record is a few KB; a larger "{...}" is no record (json.loads of it: GBs)


def smooth_record(text):
    """The summary of smooth's own -json object or -csv rows, as smooth's
    text prints it (header lines Command, RNG and Iterations included);
    None if the text is neither. Never raises."""
    try:
        return _smooth_record(text)
    except (ValueError, RecursionError, csv.Error, TypeError, KeyError):
        return None


def _smooth_record(text):
    head = text[:4096].lstrip()
    if len(text) > RECORD_LIMIT or not head.startswith(("{", "command,")):
        return None  # (neither: no copy of a 64 MiB text made to find out)
    stripped = text.strip()
    record = None
    if stripped.startswith("{") and stripped.endswith("}"):
        try:
            record = json.loads(stripped)
        except ValueError:
            return None
    elif stripped.startswith("command,"):
        try:
            rows = list(csv.DictReader(io.StringIO(stripped)))
        except csv.Error:
            return None
        record = rows[0] if rows else None
    if not isinstance(record, dict) or "below_x" not in record or "n" not in record:
        return None
    smooths = stripped.startswith("command,") or record.get("program") == "smooth"  # (-csv names no program)
    if smooths and "elements_per_row" not in record and str(record.get("n", "")).isdigit():  # -csv: n alone,
        n = int(record["n"])                                                                # the sizes from it
        record.update(elements_per_row=n + 2, total_elements=(n + 2) ** 2, inner_elements=n * n,
                      memory_gb_per_array="%.9g" % ((n + 2) ** 2 * 4 / 2**30))
    lines = [f"Program :: {record.get('program', 'smooth' if smooths else '')}",
             f"Command :: {record.get('command', '')}",
             f"RNG :: {record.get('rng', '')}, seed {record.get('seed', '')}",
             f"Iterations :: {record.get('iterations', 1)}"]
    lines += [f"{LABELS[key]} :: {record[name]}" for name, key in RECORD_LABELS if name in record]
    if all(k in record for k in "abc"):
        lines.append(f"{LABELS['constants']} :: {record['a']} {record['b']} {record['c']}")
    if not smooths:  # a student's JSON with smooth's names: no size it does not print, its other keys by their names
        lines += [f"{name} :: {' '.join(map(str, value)) if isinstance(value, list) else value}"
                  for name, value in record.items() if name not in _SAID and isinstance(value, (int, float, str, list))
                  and not isinstance(value, bool)]
    return "\n".join(lines) + "\n"


_SAID = {name for name, _ in RECORD_LABELS} | {"a", "b", "c", "program", "command", "rng", "seed", "iterations"}
