#!/usr/bin/env python3
"""plan_agree.py - does -dry-run -json say what the text plan says? (issue 49)

    python3 tests/helpers/plan_agree.py PLAN.txt PLAN.json

Every key of the JSON is held against its line of the text plan (cli.t runs
it for a command line of every mode); a key with no rule here fails, so a
new key needs its rule. Prints "agree", or each disagreement on a line of
its own (exit 1).
"""
import json
import re
import sys

UNITS = {"B": 1, "KiB": 1 << 10, "MiB": 1 << 20, "GiB": 1 << 30, "TiB": 1 << 40}


def lines_of(text):
    """{'Backend': 'opt (GPU)', ...}: each 'Label :: value' line."""
    found = {}
    for line in text.splitlines():
        label, sep, value = line.partition(" :: ")
        if sep:
            found[label.strip()] = value
    return found


def bytes_near(shown, value):
    """'2.98 GiB' is value bytes, to the digits shown."""
    m = re.fullmatch(r"([0-9.]+) (B|KiB|MiB|GiB|TiB)", shown.strip())
    if not m:
        return False
    digits = len(m.group(1).split(".")[1]) if "." in m.group(1) else 0
    unit = UNITS[m.group(2)]
    return abs(float(m.group(1)) * unit - value) <= 0.5 * 10 ** -digits * unit * 1.0001


def check(text, plan):
    t = lines_of(text)
    wrong = []

    def expect(key, ok, why):
        if not ok:
            wrong.append(f"{key} = {plan.get(key)!r}: {why}")

    sweeps, on_gpu = plan["sweeps"], plan["on_gpu"]
    rules = {
        "backend": lambda: expect("backend", t["Backend"].split(" ")[0].rstrip(",") == plan["backend"], t["Backend"]),
        "on_gpu": lambda: expect("on_gpu", t["Backend"].endswith("(GPU)" if on_gpu else "(host)"), t["Backend"]),
        "mode": lambda: expect("mode", t["Mode"].startswith(plan["mode"] + ": "), t["Mode"]),
        "why": lambda: expect("why", t["Mode"] == f"{plan['mode']}: {plan['why']}", t["Mode"]),
        "planned_for": lambda: expect("planned_for", t.get("Planned for") == plan["planned_for"], t.get("Planned for")),
        "cols": lambda: expect("cols", t["Grid"].startswith(f"n = {plan['cols']};"), t["Grid"]),
        "rows": lambda: expect("rows", re.search(rf"this process's rows: {plan['rows']}\b", t["Grid"]), t["Grid"]),
        "ranks": lambda: expect("ranks", plan["ranks"] == 1 and "MPI ranks" not in t
                                or t.get("MPI ranks", "").startswith(f"{plan['ranks']};"), t.get("MPI ranks")),
        "sweeps": lambda: expect("sweeps", t["Sweeps"].startswith(f"{sweeps} sweep{'' if sweeps == 1 else 's'}"),
                                 t["Sweeps"]),
        "pass": lambda: expect("pass", sweeps == 1 or re.search(rf"D = (at most )?{plan['pass']} per pass", t["Sweeps"]),
                               t["Sweeps"]),
        "passes": lambda: expect("passes", sweeps == 1 or "the split decides" in t["Sweeps"]
                                 or f"({plan['passes']} pass" in t["Sweeps"], t["Sweeps"]),
        "launch": lambda: expect("launch", sweeps == 1 or not on_gpu or f" {plan['launch']} per launch" in t["Sweeps"],
                                 t["Sweeps"]),
        "halo": lambda: expect("halo", plan["halo"] == 0 if plan["ranks"] == 1 or sweeps == 1 else
                               ("halo rows each way every pass" in t["MPI ranks"]) == (plan["halo"] > 1),
                               f"one process or one sweep: 0; else as 'MPI ranks' ({t.get('MPI ranks')})"),
        "edges": lambda: expect("edges", plan["ranks"] == 1 and "Edge rows" not in t
                                or t.get("Edge rows", "").startswith(plan["edges"] + ":")
                                or plan["edges"] == "none" and t.get("Edge rows", "").startswith("none"),
                                t.get("Edge rows")),
        "edges_why": lambda: expect("edges_why", plan["ranks"] == 1 or f"({plan['edges_why']})" in t["Edge rows"],
                                    t.get("Edge rows")),
        "threads": lambda: expect("threads", t["Host threads"].split(" ")[0] == str(plan["threads"]), t["Host threads"]),
        "cores": lambda: expect("cores", plan["cores"] == 0 and "(" not in t["Host threads"]
                                or f" ({plan['cores']} core" in t["Host threads"]
                                or f" ({plan['cores']} of this machine's" in t["Host threads"], t["Host threads"]),
        "machine_cores": lambda: expect("machine_cores", plan["machine_cores"] <= plan["cores"]
                                        or f"of this machine's {plan['machine_cores']} cores" in t["Host threads"],
                                        t["Host threads"]),
        "open_threads": lambda: expect("open_threads", re.match(rf"{plan['open_threads']} threads? fill x, ",
                                                                t["Host steps"]), t["Host steps"]),
        "pass_threads": lambda: expect("pass_threads", plan["pass_threads"] == (
            plan["open_threads"] if ", then stage the rows and count y" in t["Host steps"] else plan["threads"]),
            t["Host steps"]),
        "copy_threads": lambda: expect("copy_threads", plan["copy_threads"] == 0 and " by " not in t.get("Copies", "")
                                       or re.search(rf"buffers by {plan['copy_threads']} threads?, ", t.get("Copies", "")),
                                       t.get("Copies")),
        "copy_rows": lambda: expect("copy_rows", plan["copy_rows"] == 0 and "chunks of" not in t.get("Copies", "")
                                    or f"chunks of {plan['copy_rows']} rows" in t.get("Copies", ""), t.get("Copies")),
        "host_bytes": lambda: expect("host_bytes", bytes_near(t["Host memory"].split(" (")[0], plan["host_bytes"]),
                                     t["Host memory"]),
        "tile": lambda: expect("tile", f"tiles of {plan['tile']} columns" in t.get("A pass", ""), t.get("A pass")),
        "l2_bytes": lambda: expect("l2_bytes", plan["l2_bytes"] == 0 and "L2 not known" in t["A pass"]
                                   or bytes_near(re.search(r"machine's ([0-9.]+ [KMGT]?i?B) L2", t["A pass"]).group(1),
                                                 plan["l2_bytes"]), t.get("A pass")),
        "streams": lambda: expect("streams", plan["streams"] == 0 and "Streams" not in t
                                  or t.get("Streams", "").startswith(f"{plan['streams']}, scheme "), t.get("Streams")),
        "scheme": lambda: expect("scheme", plan["streams"] == 0 and plan["scheme"] == 0
                                 or t.get("Streams", "").startswith(f"{plan['streams']}, scheme {plan['scheme']}"),
                                 t.get("Streams")),
        "gpu_queues": lambda: expect("gpu_queues", t["GPU queues"].startswith(f"{plan['gpu_queues']} ("),
                                     t["GPU queues"]),
        "pcie_trips": lambda: expect("pcie_trips", t["PCIe"].startswith(
            f"x in and y out {plan['pcie_trips']} time{'' if plan['pcie_trips'] == 1 else 's'} each"), t["PCIe"]),
        "ring": lambda: expect("ring", plan["ring"] is None and "Ring" not in t or plan["ring"] is not None and
                               t.get("Ring") == f"{plan['ring']['buffers']} device buffers of {plan['ring']['rows']} "
                               f"rows, {plan['ring']['slabs']} slabs, {plan['ring']['pass']} halo rows each side",
                               t.get("Ring")),
        "copies": lambda: expect("copies", t["Copies"].split(" by ")[0] == {"staged": "staged through small pinned buffers",
                                                           "pinned": "from the host arrays, pinned",
                                                           "pageable": "pageable (-pin off)"}[plan["copies"]],
                                 t["Copies"]),
        "device_bytes": lambda: expect("device_bytes", bytes_near(t["GPU memory"].split(" for the grid")[0],
                                                                  plan["device_bytes"]), t["GPU memory"]),
        "device_needed": lambda: expect("device_needed", bytes_near(
            re.search(r"x and y whole need ([0-9.]+ \S+) ", t["GPU memory"]).group(1), plan["device_needed"]),
            t["GPU memory"]),
        "device_budget": lambda: expect("device_budget", bytes_near(
            re.search(r"the run may use ([0-9.]+ \S+) \(", t["GPU memory"]).group(1), plan["device_budget"]),
            t["GPU memory"]),
        "budget_from": lambda: expect("budget_from", t["GPU memory"].endswith(f"({plan['budget_from']})"),
                                      t["GPU memory"]),
        "gpu_rows": lambda: expect("gpu_rows", plan["gpu_rows"] == 0 and "measured at the start" in t["Hybrid"]
                                   or t["Hybrid"].startswith(f"GPU rows 1..{plan['gpu_rows']}, CPU rows "
                                                             f"{plan['gpu_rows'] + 1}..{plan['rows']}"), t["Hybrid"]),
        "cpu_share": lambda: expect("cpu_share", plan["gpu_rows"] == 0
                                    or f"(share {plan['cpu_share']:.3f})" in t["Hybrid"], t["Hybrid"]),
    }
    for key in plan:
        if key not in rules:
            wrong.append(f"{key}: no rule in plan_agree.py holds it against the text plan")
            continue
        try:
            rules[key]()
        except (KeyError, AttributeError) as e:  # the text has no line (or part) for it
            wrong.append(f"{key} = {plan[key]!r}: the text plan has no {e}")
    return wrong


def main():
    text = open(sys.argv[1], encoding="utf-8").read()
    plan = json.load(open(sys.argv[2], encoding="utf-8"))
    wrong = check(text, plan)
    print("\n".join(wrong) if wrong else "agree")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
