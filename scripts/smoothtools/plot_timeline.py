"""plot-timeline - draw a -timeline CSV as a Gantt chart (PNG): one lane per
stream (and one for the CPU under -hybrid, one for MPI's edge-row swaps),
per rank under MPI, coloured by operation, like the tutorial's
copy-engine/kernel-engine pictures of scheme 1 and scheme 2.

    ./smooth -n 16384 -kernel opt -streams 4 -scheme 2 -timeline t.csv
    mpirun -np 4 ./smooth-mpi -n 32768 -kernel opt -iterations 64 -timeline t.csv
    scripts/plot-timeline t.csv t.png ["title"]
"""
import csv
import os
import sys
import textwrap

from . import progress, smoothlib
from .smoothlib import fail, pyplot, save_png

SCRIPT = "plot-timeline"
HELP = """arguments:
  TIMELINE.csv   a -timeline file of smooth (lane,op,slab,start_ms,end_ms[,buffer][,rank]);
                 with a rank column (smooth-mpi), a lane per rank and stream
  OUT.png        the chart (.png added if missing); a FOLDER: the CSV's name as a PNG in it
  TITLE          the chart's title (default: the CSV's name)

Needs matplotlib (Debian: python3-matplotlib). Exit 0 written, 1 a file it cannot read or
write, 2 bad arguments (-help, -h, --help: this text).

""" + textwrap.fill(progress.HELP + ".", 96)
LABELLED = 2000  # up to this many operations, each outlined and labelled with its slab
COLOURS = {"copy-in": "#1f77b4", "kernel": "#2ca02c", "copy-out": "#ff7f0e", "smooth": "#9467bd",
           "stage-in": "#17becf", "stage-out": "#bcbd22", "wait": "#d62728", "edge-copy": "#8c564b",
           "host-swap": "#e377c2"}
LIMIT_MS = 1e12  # times beyond +-30 years are no timeline's (and overflow the chart's arithmetic)


def _good(row):
    try:
        int(row["slab"])
        start, end = float(row["start_ms"]), float(row["end_ms"])
        if row.get("rank") not in (None, ""):
            int(row["rank"])
        return row["lane"] is not None and row["op"] is not None and abs(start) <= LIMIT_MS \
            and abs(end) <= LIMIT_MS and end >= start
    except (TypeError, ValueError):
        return False


def main():
    usage = f"usage: {smoothlib.program(SCRIPT)} TIMELINE.csv OUT.png|FOLDER [TITLE]"
    words = sys.argv[1:]  # no options but these two, each with one dash or two (-h too)
    if "-version" in words or "--version" in words:
        print(smoothlib.version_line(SCRIPT))
        return 0
    if any(w in ("-help", "--help", "-h") for w in words):
        what = __doc__.split("\n\n", 1)[0].split(" - ", 1)[1]
        print(usage + "\n\n" + textwrap.fill(what[0].upper() + what[1:].replace("\n", " "), 96) + "\n\n" + HELP)
        return 0
    if len(words) not in (2, 3) or any(w.startswith("-") and w != "-" for w in words):
        fail(SCRIPT, usage + " (try -help)", 2)
    source, target = words[0], words[1]
    if os.path.isdir(target):  # a folder: the CSV's name, as a PNG, in it
        target = os.path.join(target, os.path.splitext(os.path.basename(source))[0] + ".png")
    elif not target.lower().endswith(".png"):  # what matplotlib would write anyway
        target += ".png"
    not_timeline = f"{source} is not a -timeline CSV (header lane,op,slab,start_ms,end_ms[,buffer][,rank])"
    try:
        with progress.step("reading", source), open(source, newline="", encoding="utf-8-sig") as f:  # -sig: Excel's BOM
            rows = list(csv.DictReader(f))
    except OSError as e:
        fail(SCRIPT, f"cannot read {source}: {e.strerror}")
    except (UnicodeDecodeError, csv.Error):
        fail(SCRIPT, not_timeline)
    need = {"lane", "op", "slab", "start_ms", "end_ms"}
    if not rows or not need <= set(rows[0]):
        fail(SCRIPT, not_timeline)
    bad = next((i for i, r in enumerate(rows, 2) if not _good(r)), None)
    if bad is not None:  # a short row leaves fields None; a bad, infinite or NaN number; an end before its start
        fail(SCRIPT, f"{not_timeline}: row {bad} is not (finite times within +-1e12 ms, the end not before the "
                     "start, a whole rank)")
    ranked = len({r.get("rank") for r in rows}) > 1  # several ranks: a lane per rank and stream

    def lane_of(r):
        return (int(r["rank"]) if ranked else 0, r["lane"])
    events = [(lane_of(r), r["op"], int(r["slab"]), float(r["start_ms"]), float(r["end_ms"])) for r in rows]
    plt = pyplot(SCRIPT)

    def order(key):  # by rank, then streams by number, then the named lanes
        rank, lane = key
        return (rank, not lane.isdigit(), int(lane) if lane.isdigit() else 0, lane)

    def name(key):
        rank, lane = key
        text = f"stream {lane}" if lane.isdigit() else {"cpu": "CPU", "host": "host copies",
                                                        "edges": "edge rows"}.get(lane, lane)
        return f"rank {rank}: {text}" if ranked else text
    lanes = sorted({e[0] for e in events}, key=order)
    with progress.step("drawing", target):  # a long run's timeline: seconds of matplotlib (issue 67)
        fig, ax = plt.subplots(figsize=(11, 1.2 + 0.45 * len(lanes)))
        # one artist per lane and operation (a timeline of a long run has hundreds of thousands of rows)
        row_of = {lane: y for y, lane in enumerate(lanes)}
        groups = {}
        for lane, op, _, start, end in events:
            groups.setdefault((lane, op), []).append((start, end - start))
        for (lane, op), spans in groups.items():
            ax.broken_barh(spans, (row_of[lane] - 0.3, 0.6), facecolors=COLOURS.get(op, "grey"),
                           edgecolor="black" if len(events) <= LABELLED else "none", linewidth=0.4)
        last = max(e[4] for e in events) - min(e[3] for e in events)
        for lane, op, slab, start, end in events if len(events) <= LABELLED else ():
            if end - start > 0.04 * last:
                ax.text(start + (end - start) / 2, row_of[lane], str(slab), ha="center", va="center", fontsize=7,
                        color="white")
        ax.set_yticks(range(len(lanes)))
        ax.set_yticklabels([name(lane) for lane in lanes])
        ax.invert_yaxis()
        ax.set_xlabel("time / ms (from the first operation)")
        used = [op for op in COLOURS if any(e[1] == op for e in events)]
        ax.legend(handles=[plt.Rectangle((0, 0), 1, 1, color=COLOURS[op]) for op in used], labels=used,
                  loc="upper left", bbox_to_anchor=(1.01, 1.0), frameon=False)
        ax.set_title(words[2] if len(words) == 3 else os.path.basename(source))
        ax.grid(axis="x", alpha=0.3)
        save_png(fig, target, SCRIPT, dpi=120)

    def counted(count, what):
        return f"{count} {what}{'' if count == 1 else 's'}"
    print(f"{SCRIPT}: wrote {target} ({counted(len(events), 'operation')} on {counted(len(lanes), 'lane')}"
          f"{', ' + counted(len({e[0][0] for e in events}), 'rank') if ranked else ''})")


def run():
    """The command's entry (scripts/plot-timeline, pyproject.toml's smooth-plot-timeline)."""
    smoothlib.run_main(SCRIPT, main)
