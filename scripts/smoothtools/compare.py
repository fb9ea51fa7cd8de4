"""compare - run every backend this machine has at one size and show where
the time goes: the cpu backend with 1 thread and with all threads, then (with
a CUDA device) each GPU kernel, streams scheme 1 and 2, and hybrid.

    scripts/compare [-n 4096] [-repeat 3] [-streams 4] [-o DIR | -out PREFIX]
    scripts/compare -n 16384 -iterations 64 -rng libc      (smooth's own options pass through)
    scripts/compare -iterations-axis [-kmax 1024] [-n 4096] [-repeat 3] [-o DIR | -out PREFIX]

Prints one table: a row per timer row, a column per backend (ms, medians of
-repeat runs after a warm-up), then each backend's end-to-end smoothing time
(host x to host y) and its speedup over the serial CPU. smooth's options
-iterations, -depth, -rng, -seed and -threads are passed to every run. With
one sweep (the default) it then shows K sweeps (-k, default 64) of the cpu
backend and opt: the sweeps alone and the whole smoothing step, and the
copies' share of the GPU's, which is where one sweep hides the GPU's case.
Writes smooth-results/compare.csv (a line per backend and timer row: ms,
the end-to-end ms and the speedup repeated), compare-k.csv (the K sweeps)
and compare.png (-o DIR: in DIR; -out PREFIX: PREFIX.csv, PREFIX-k.csv,
PREFIX.png): bar charts of the same, one sweep beside K sweeps (the sweeps
and the GPU's copies stacked), axes linear from zero (with matplotlib;
without it, or with -no-plot, the CSVs and the tables). Without a GPU it
compares what it can and says what it skipped.

-iterations-axis: whole processes, start to exit (medians of -repeat rounds,
the commands taking turns), of the cpu backend (all threads) and the
default GPU run (opt on the whole grid) for -iterations K = 1, 2, 4 ...
kmax: a table, the smallest K where the GPU's whole run wins (it pays the
driver's start and two PCIe copies once, then sweeps ~35x faster), its CSV
and a chart: compare-iterations.csv and .png in the same folder (-out
PREFIX: PREFIX-iterations.csv, .png).
"""
import csv
import os

from . import backends, smoothlib
from .smoothlib import fail

SCRIPT = "compare"


def main():
    parser = smoothlib.script_parser(SCRIPT, __doc__)
    parser.add_argument("-n", type=int, default=4096, help="the grid, n x n inner cells (default 4096)")
    parser.add_argument("-repeat", type=int, default=3, help="runs inside smooth, the median kept (default 3)")
    parser.add_argument("-streams", type=int, default=None, help="default 4, or n where n < 4")
    smoothlib.add_output_options(parser, "compare")
    parser.add_argument("-no-plot", action="store_true", help="skip the PNGs")
    parser.add_argument("-iterations-axis", action="store_true",
                        help="whole runs of cpu and GPU for -iterations 1, 2, 4 ... kmax")
    parser.add_argument("-kmax", type=int, default=1024, help="with -iterations-axis: the largest K (default 1024)")
    parser.add_argument("-k", type=int, default=64, help="with one sweep: the K of the K-sweeps table (default 64; "
                        "0: none)")
    passed = parser.add_argument_group("smooth's options, passed to every run")
    passed.add_argument("-iterations", type=int, default=1, metavar="K", help="sweeps a run (default 1)")
    passed.add_argument("-depth", type=int, default=None, metavar="D", help="sweeps a pass (default: smooth's plan)")
    passed.add_argument("-rng", choices=["counter", "libc"], default=None, help="the generator (default: smooth's)")
    passed.add_argument("-seed", default=None, help="its seed (default: smooth's)")
    passed.add_argument("-threads", type=int, default=None, metavar="T",
                        help="the cpu backend's threads (cpu1 keeps 1; default: all)")
    args = parser.parse_args()
    if args.streams is None:
        args.streams = min(4, max(args.n, 1))
    if args.n < 1 or args.repeat < 1 or args.streams < 1 or args.streams > args.n:
        fail(SCRIPT, "need -n >= 1, -repeat >= 1 and 1 <= -streams <= n", 2)
    if args.iterations_axis and args.kmax < 1:
        fail(SCRIPT, "-kmax must be at least 1", 2)
    if args.iterations < 1 or args.k < 0:
        fail(SCRIPT, "need -iterations >= 1 and -k >= 0", 2)
    if args.threads is not None and args.threads < 1:  # smooth refuses 0; it is not "all threads" here either
        fail(SCRIPT, f"-threads {args.threads}: give 1 or more (leave it out for all threads)", 2)
    args.data = [w for name in ("depth", "rng", "seed") if getattr(args, name) is not None
                 for w in (f"-{name}", getattr(args, name))]  # what every run shares but its sweeps
    args.passed = ["-iterations", args.iterations] + args.data
    if args.data or args.threads or args.iterations > 1:  # values smooth refuses: refused before anything runs
        smoothlib.run_smooth(["-n", args.n, "-kernel", "cpu", "-dry-run"] + args.passed
                             + (["-threads", args.threads] if args.threads else []), SCRIPT)
    args.out = smoothlib.output_prefix(SCRIPT, args, "compare")  # after the checks: a refusal makes no folder
    if args.iterations_axis:
        iterations_axis(args)
        return
    smoothlib.need_smooth(SCRIPT)
    plt = None if args.no_plot else smoothlib.optional_pyplot(SCRIPT)
    gpu = smoothlib.has_gpu()

    runs, skipped = [], []
    for b in backends.backends(streams=args.streams):
        if b.gpu and not gpu:
            skipped.append(b.name)
            continue
        threads = ["-threads", args.threads] if args.threads and "-threads" not in b.args else []
        record = smoothlib.run_smooth(["-n", args.n, "-repeat", args.repeat] + b.args + args.passed + threads, SCRIPT)
        runs.append((b, smoothlib.timers(record), record))
    if not runs:
        fail(SCRIPT, "nothing ran")

    labels = []
    for _, t, _ in runs:
        labels += [label for label in t if label not in labels]
    width = max(len(label) for label in labels + ["smoothing, host x to host y"]) + 1
    device = next((r["device"] for _, _, r in runs if r["device"]), "")
    sweeps = f", -iterations {args.iterations}" if args.iterations > 1 else ""
    print(f"compare: n = {args.n}{sweeps}, ms per timer row (median of {args.repeat} after a warm-up)")
    print(f"host: {os.cpu_count()} cores; device: {device or 'none'}")
    print(" " * width + "".join(f"{b.short:>10s}" for b, _, _ in runs))
    for label in labels:
        cells = "".join(f"{1e3 * t[label][0]:10.3f}" if label in t else f"{'-':>10s}" for _, t, _ in runs)
        print(f"{label:{width}s}{cells}")
    e2e = [b.end_to_end(t) for b, t, _ in runs]
    print("-" * (width + 10 * len(runs)))
    print(f"{'smoothing, host x to host y':{width}s}" + "".join(f"{1e3 * s:10.3f}" for s in e2e))
    print(f"{'speedup vs cpu1':{width}s}" + "".join(f"{e2e[0] / s:10.1f}" for s in e2e))
    print()
    for b, _, r in runs:
        print(f"{b.short:>8s} = {b.name}" + (f" ({r['detail']})" if r["detail"] else ""))
    if skipped:
        print(f"skipped (no CUDA device): {', '.join(skipped)}")

    def write_csv(f):
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["backend", "name", "n", "iterations", "timer", "ms", "end_to_end_ms", "speedup_vs_cpu1"])
        for (b, t, _), s in zip(runs, e2e):
            for label in t:
                w.writerow([b.short, b.name, args.n, args.iterations, label, f"{1e3 * t[label][0]:.4f}",
                            f"{1e3 * s:.4f}", f"{e2e[0] / s:.3f}"])
    smoothlib.write_atomically(args.out + ".csv", write_csv)
    print(f"wrote {args.out}.csv")
    k_rows = k_sweeps(args, gpu) if args.iterations == 1 and args.k > 1 else []

    if plt:
        height = 0.45 * len(runs) + 1.5
        if k_rows:  # one sweep beside K sweeps: the GPU's case is the second panel
            fig, (ax, axk) = plt.subplots(1, 2, figsize=(13, height), gridspec_kw={"width_ratios": [3, 2]})
            plot_k_sweeps(axk, args.k, k_rows)
        else:
            fig, ax = plt.subplots(figsize=(9, height))
        names = [b.name for b, _, _ in runs]
        ax.barh(names, [1e3 * s for s in e2e], color="#1f77b4")
        for i, s in enumerate(e2e):
            ax.text(1e3 * s, i, f"  {e2e[0] / s:.1f}x", va="center", fontsize=8)
        ax.set_xlim(0, 1.1 * 1e3 * max(e2e))  # linear from zero: bar lengths are in the ratio of the times
        ax.invert_yaxis()
        ax.set_xlabel("smoothing step, host x to host y / ms; labels: speedup vs 1 CPU thread")
        ax.set_title(f"smooth, n = {args.n}{sweeps}: " + (short_device(device) if device else "CPU only"), fontsize=10)
        ax.grid(axis="x", alpha=0.3, which="both")
        fig.tight_layout()
        smoothlib.save_png(fig, args.out + ".png", SCRIPT)
        print(f"wrote {args.out}.png")


def plot_k_sweeps(ax, k, rows):
    """K sweeps of cpu and opt as bars: the sweeps, then the GPU's copies, each labelled with the
    step's time over the fastest's."""
    names = [f"{name} (depth {depth})" for name, depth, _, _, _ in rows]
    sweeps = [1e3 * smooth for _, _, smooth, _, _ in rows]
    copies = [1e3 * c for _, _, _, _, c in rows]
    gpu = any(copies)  # without a GPU (CPU rows alone) there are no copies to show or explain
    ax.barh(names, sweeps, height=0.5, color="#1f77b4", label="sweeps")
    if gpu:
        ax.barh(names, copies, height=0.5, left=sweeps, color="#ff7f0e",
                label="the GPU's copies, host to device and back")
    steps = [s + c for s, c in zip(sweeps, copies)]
    for i, step in enumerate(steps if len(steps) > 1 else []):  # one bar: no ratio to show
        ax.text(step, i, f"  {step / min(steps):.1f}x", va="center", fontsize=8)
    ax.set_xlim(0, 1.15 * max(steps))  # room for the labels
    ax.invert_yaxis()
    ax.set_xlabel("smoothing step / ms; labels: time over the fastest" if len(steps) > 1 else "smoothing step / ms")
    ax.set_title(f"{k} sweeps: the GPU's two copies paid once, not once a sweep" if gpu else
                 f"{k} sweeps on the host (no GPU here)", fontsize=10)
    ax.grid(axis="x", alpha=0.3)
    if gpu:  # below the bars, where no label is
        ax.legend(fontsize=8, loc="upper center", bbox_to_anchor=(0.5, -0.25), ncol=2, frameon=False)


def short_device(device):
    """'NVIDIA H100 80GB HBM3' of smooth's '0: NVIDIA H100 80GB HBM3, sm_90, 132 SMs, ...': a title that fits."""
    return device.split(": ", 1)[-1].split(",")[0]


def k_sweeps(args, gpu):
    """K sweeps of cpu (all threads) and opt: one sweep's table hides the GPU's case, since a sweep
    costs two PCIe copies on the GPU; K sweeps pay them once."""
    k, rows = args.k, []
    sides = [("cpu", ["-kernel", "cpu"] + (["-threads", args.threads] if args.threads else []))]
    if gpu:
        sides.append(("opt", ["-kernel", "opt"]))
    print(f"\n-iterations {k} (median of {args.repeat}): the sweeps alone, and the smoothing step with the GPU's "
          "copies (host x to host y)")
    print(f"  {'':4s} {'depth':>5s} {'sweeps ms':>10s} {'per sweep':>10s} {'step ms':>9s} {'copies':>7s}")
    for name, extra in sides:  # a row as each is measured (issue 67)
        record = smoothlib.run_smooth(["-n", args.n, "-repeat", args.repeat, "-iterations", k] + extra + args.data,
                                      SCRIPT)
        t = smoothlib.timers(record)
        smooth = t.get("GPU: Smooth", t.get("CPU: Smooth"))[0]
        copies = sum(t[row][0] for row in ("GPU: Copy-in", "GPU: Copy-out") if row in t)
        rows.append((name, record["depth"], smooth, smooth + copies, copies))
        step = smooth + copies
        print(f"  {name:4s} {record['depth']:5d} {1e3 * smooth:10.3f} {1e3 * smooth / k:10.4f} {1e3 * step:9.3f} "
              f"{100 * copies / step:6.1f}%")
    if gpu:
        cpu, opt = rows[0], rows[1]
        print(f"  the GPU's step is {cpu[3] / opt[3]:.1f}x the CPU's at K = {k} (its sweeps alone {cpu[2] / opt[2]:.1f}x); "
              "scripts/compare -iterations-axis finds the K where its whole run wins")
    else:
        print("  no CUDA device: the GPU's side needs one")
    def write_csv(f):
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["backend", "n", "iterations", "depth", "sweeps_ms", "step_ms", "copies_share"])
        for name, depth, smooth, step, copies in rows:
            w.writerow([name, args.n, k, depth, f"{1e3 * smooth:.4f}", f"{1e3 * step:.4f}", f"{copies / step:.4f}"])
    smoothlib.write_atomically(args.out + "-k.csv", write_csv)
    print(f"wrote {args.out}-k.csv")
    return rows


def iterations_axis(args):
    if args.n < 1 or args.repeat < 1 or not 1 <= args.kmax <= 1000000:
        fail(SCRIPT, "need -n >= 1, -repeat >= 1 and 1 <= -kmax <= 1000000", 2)
    smoothlib.need_smooth(SCRIPT)
    plt = None if args.no_plot else smoothlib.optional_pyplot(SCRIPT)
    sides = {"cpu": ["-kernel", "cpu"]}
    if smoothlib.has_gpu():
        sides["gpu"] = ["-kernel", "opt"]
    ks = [1 << e for e in range(args.kmax.bit_length()) if 1 << e <= args.kmax]
    commands = {(side, k): ["-n", args.n, "-iterations", k] + extra for side, extra in sides.items() for k in ks}
    wall = smoothlib.wall_seconds(commands, args.repeat)
    print(f"compare: n = {args.n}, whole process start to exit / s (median of {args.repeat}, taking turns)")
    print(f"{'K':>8s}" + "".join(f"{side:>10s}" for side in sides) + ("   cpu/gpu" if "gpu" in sides else ""))
    wins = None
    for k in ks:
        row = f"{k:8d}" + "".join(f"{wall[side, k]:10.3f}" for side in sides)
        if "gpu" in sides:
            row += f"{wall['cpu', k] / wall['gpu', k]:10.2f}"
            if wins is None and wall["gpu", k] < wall["cpu", k]:
                wins = k
        print(row)
    def write_csv(f):
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["iterations"] + [f"{side}_s" for side in sides] + (["cpu_over_gpu"] if "gpu" in sides else []))
        for k in ks:
            w.writerow([k] + [f"{wall[side, k]:.4f}" for side in sides]
                       + ([f"{wall['cpu', k] / wall['gpu', k]:.3f}"] if "gpu" in sides else []))
    smoothlib.write_atomically(args.out + "-iterations.csv", write_csv)
    print(f"wrote {args.out}-iterations.csv")
    if "gpu" not in sides:
        print("no CUDA device: the GPU's column, and where it starts to win, need one")
    elif wins:
        print(f"the GPU's whole run wins from K = {wins} on (at n = {args.n})")
    else:
        print(f"the GPU's whole run does not win up to K = {args.kmax} (at n = {args.n})")
    if plt:
        fig, ax = plt.subplots(figsize=(7, 4.5))
        for side in sides:
            ax.plot(ks, [wall[side, k] for k in ks], marker="o", label={"cpu": "-kernel cpu", "gpu": "-kernel opt"}[side])
        if wins:
            ax.axvline(wins, color="grey", linestyle=":", label=f"GPU wins from K = {wins}")
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        ax.set_xlabel("-iterations K (log scale)")
        ax.set_ylabel("whole process, start to exit / s (log scale)")
        ax.set_title(f"smooth, n = {args.n}: where the GPU starts to win")
        ax.grid(alpha=0.3, which="both")
        ax.legend()
        out = args.out + "-iterations.png"
        smoothlib.save_png(fig, out, SCRIPT)
        print(f"wrote {out}")


def run():
    """The command's entry (scripts/compare, pyproject.toml's smooth-compare)."""
    smoothlib.run_main(SCRIPT, main)
