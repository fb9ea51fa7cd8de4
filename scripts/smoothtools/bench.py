"""bench - how fast is each backend, measured against what the hardware can
do, in one run on one machine (a GPU machine; without one it measures the
CPU rows and says what it skipped).

    scripts/bench [-n 16384] [-repeat 5] [-o DIR | -out PREFIX]   (default: smooth-results/bench.csv, .png)

Yardsticks come from ./smooth -bandwidth in the same run: the device-to-
device copy of one (n+2)^2 array (bytes read + written), the pinned
host<->device copies (one way each, and both at once) and a parallel host
copy. Each backend runs as ./smooth ... -repeat R -json: every timer row is
the median of R runs after a warm-up. Prints one table; writes bench.csv and
bench.png in smooth-results/ or -o DIR, or PREFIX.csv/.png (a bar chart, where matplotlib is installed; else it says it skipped it).
With -iterations K (default 100) it also times the cpu backend and opt over
K sweeps, one sweep a pass (-depth 1) and temporally blocked (the depth
./smooth chooses), per sweep, against the same run's copy bound (a sweep
at the speed of a copy of the grid: host copy, D2D) and compute ceiling
(-bandwidth's stencil rows: the arithmetic from L1 / from registers), and
the ring (opt with -device-memory a quarter of x and y) over the K sweeps
against x in and y out at the both-ways pinned rate. Where the machine has
several GPUs (and mpirun and ./smooth-mpi), opt over P of them at once
(smooth-mpi, one rank a GPU; P = 1, 2, 4 ... and all), one sweep and K:
the slowest rank's sweeps, speed-up and parallel efficiency against P = 1
in the same run, and the checksums of y, which must agree (exit 1 where
not). The host's steps of the default run by -threads (8, 16, the cores, 4x
the cores, and by default: fill, poison, counts, the copies, the process and
its CPU time) go to a table and PREFIX-host.csv.
"""
import csv
import os
import platform
import shutil
import statistics
import time

from . import backends, progress, smoothlib
from .smoothlib import fail

SCRIPT = "bench"


def ratio(a, b):
    """a / b, or None where either is missing or b is 0 (a step too short to time)."""
    return a / b if a is not None and b else None


def main():
    parser = smoothlib.script_parser(SCRIPT, __doc__)
    parser.add_argument("-n", type=int, default=16384, help="the grid, n x n inner cells (default 16384)")
    parser.add_argument("-repeat", type=int, default=5, help="runs inside smooth, the median kept (default 5)")
    smoothlib.add_output_options(parser, "bench")
    parser.add_argument("-no-plot", action="store_true", help="skip the PNG")
    parser.add_argument("-iterations", type=int, default=100,
                        help="also time the cpu backend and opt over K sweeps, per sweep (1: skip)")
    args = parser.parse_args()
    if not 1 <= args.iterations <= 1000000:
        fail(SCRIPT, "-iterations must be 1..1000000", 2)
    args.out = smoothlib.output_prefix(SCRIPT, args, "bench")
    smooth = smoothlib.need_smooth(SCRIPT)
    plt = None if args.no_plot else smoothlib.optional_pyplot(SCRIPT)
    gpus = smoothlib.gpu_count()  # one ./smooth -list: whether there is a GPU, and how many
    gpu = gpus > 0
    n, R = args.n, args.repeat

    # Each section is printed as soon as its numbers are measured (issue 67: on a machine without a
    # GPU bench said nothing for 241 s, then everything at once), in the order it always had.
    def cell(v, fmt):
        return format(v, fmt) if v is not None else "-"

    # --- yardsticks ------------------------------------------------------
    measured = smoothlib.run_smooth(["-bandwidth", "-n", n, "-repeat", R], SCRIPT)
    yard = smoothlib.timers(measured)
    device = measured["device"] or "no GPU"
    host = {kind: next(v for k, v in yard.items() if k.startswith(f"Host: {kind}")) for kind in ("copy", "fill", "read")}
    host_copy = host["copy"]
    ceilings = smoothlib.cell_rates(measured)  # the stencil's yardsticks, in G cell-updates/s
    print(f"smooth benchmark: n = {n}, each row the median of {R} runs after a warm-up")
    print(f"device: {device}")
    print(f"host:   {platform.node()}, {os.cpu_count()} cores, host copy {host_copy[1]:.1f} GB/s (read+write)")
    print()
    print("Yardsticks (./smooth -bandwidth, bytes of one (n+2)^2 array)")
    for label, (s, gbs) in yard.items():  # a copy's rate in GB/s; the stencil's ceilings in cell-updates
        rate = f"{ceilings[label]:9.1f} G cell-updates/s" if label in ceilings else f"{gbs or 0:9.1f} GB/s"
        print(f"  {label:32s} {1e3 * s:10.3f} ms {rate}")
    print()

    # --- backends: a row as each is measured ---------------------------------
    d2d = yard.get("GPU: D2D", (None, None))[0]
    both = yard.get("GPU: Bidirectional pinned", (None, None))[0]
    head = f"{'backend':32s} {'end-to-end':>11s} {'kernel':>10s} {'kernel':>9s} {'kernel':>8s} {'e2e':>8s} {'speedup':>8s}"
    print(head)
    print(f"{'':32s} {'ms':>11s} {'ms':>10s} {'GB/s':>9s} {'x D2D':>8s} {'x H2D+D2H':>8s} {'vs 1 CPU':>8s}")
    results = []
    for run in backends.backends(streams=8, extra_streams=[("sh18", 4)]):
        if run.gpu and not gpu:
            continue
        record = smoothlib.run_smooth(["-n", n, "-repeat", R] + run.args, SCRIPT)
        t = smoothlib.timers(record)
        r = {"backend": run.name, "end_to_end_s": run.end_to_end(t),
             "kernel_s": t[run.kernel_row][0] if run.kernel_row else None,
             "kernel_gbs": t[run.kernel_row][1] if run.kernel_row else None,
             "timers": t, "detail": record["detail"]}
        results.append(r)
        serial = results[0]["kernel_s"]  # the first row's: cpu, 1 thread
        gpu_row = any(label.startswith("GPU: Init") for label in r["timers"])
        r["x_d2d"] = ratio(r["kernel_s"], d2d) if gpu_row else None
        r["x_bidirectional"] = ratio(r["end_to_end_s"], both) if gpu_row else None
        r["speedup_vs_serial"] = ratio(serial, r["end_to_end_s"])
        print(f"{r['backend']:32s} {1e3 * r['end_to_end_s']:11.3f} {cell(r['kernel_s'] and 1e3 * r['kernel_s'], '10.3f'):>10s} "
              f"{cell(r['kernel_gbs'], '9.1f'):>9s} {cell(r['x_d2d'], '8.3f'):>8s} {cell(r['x_bidirectional'], '8.3f'):>8s} "
              f"{cell(r['speedup_vs_serial'], '8.1f'):>8s}")
    for r in results:
        if r["detail"]:
            print(f"  {r['backend']}: {r['detail']}")
    print()

    # --- the host side: init, counts, libc, whole program ------------------
    cpu_all = results[1]["timers"]
    cpu_rates = {"smooth": (cpu_all["CPU: Smooth"][1], "copy", "read+write"),
                 "init-x": (cpu_all["CPU: Init-X"][1], "fill", "writes"),
                 "count": (cpu_all["CPU: Count-X"][1], "read", "reads")}
    # Init-X runs once per process: the median over R processes, the two generators alternating
    inits = {"counter": [], "libc": []}
    for _ in range(R):
        for rng in inits:
            record = smoothlib.run_smooth(["-n", n, "-kernel", "cpu", "-rng", rng], SCRIPT)
            inits[rng].append(smoothlib.timers(record)["CPU: Init-X"][0])
    init_counter, init_libc = statistics.median(inits["counter"]), statistics.median(inits["libc"])
    print("Host (cpu backend, all threads) against the host's own parallel copy, fill and read of the same bytes")
    for step, (gbs, kind, what) in cpu_rates.items():
        share = ratio(gbs, host[kind][1])
        print(f"  {step:7s} {gbs or 0:7.1f} GB/s = {share or 0:.2f} of the {kind} ({host[kind][1]:.1f} GB/s, {what})")
    print(f"  -rng libc init {1e3 * init_libc:.1f} ms = {ratio(init_libc, init_counter) or 0:.2f}x "
          f"-rng counter's {1e3 * init_counter:.1f} ms (glibc's sequence by jump-ahead; target <= 2x)")
    print()
    host_rows, host_settings = host_by_threads(n, R)
    steps = [s for s, _ in HOST_STEPS if any(s in host_rows[k] for k in host_settings)]
    print(f"The host's steps by -threads (./smooth -n N, the default backend; GB/s, median of {R} processes; "
          "the process's time and user + system CPU time in s):")
    print(f"  {'-threads':>8s} " + " ".join(f"{s:>8s}" for s in steps) + f" {'process':>8s} {'cpu':>7s}")
    for setting in host_settings:
        row = host_rows[setting]
        print(f"  {setting:>8s} " + " ".join(f"{row[s]:8.1f}" if s in row else f"{'-':>8s}" for s in steps)
              + f" {row['process']:8.3f} {row['cpu']:7.2f}")
    print()
    # the whole program, process start to exit, side by side
    commands = {"./smooth -n N": ["-n", n], "./smooth -n N -kernel cpu": ["-n", n, "-kernel", "cpu"]}
    if gpu:
        commands["./smooth -n N -kernel sh18 -streams 4 -scheme 2"] = ["-n", n, "-kernel", "sh18", "-streams", 4, "-scheme", 2]
        commands["./smooth -n N -hybrid auto"] = ["-n", n, "-hybrid", "auto"]
        commands["./smooth -n N -pin off"] = ["-n", n, "-pin", "off"]
    whole = smoothlib.wall_seconds(commands, R)
    cpu_whole = whole["./smooth -n N -kernel cpu"]
    print(f"Whole program, process start to exit (median of {R}, the commands taking turns), N = {n}:")
    for k, v in whole.items():
        print(f"  {k:48s} {v:6.3f} s = {ratio(v, cpu_whole):5.2f}x the cpu run")
    if gpu:
        default_timers = smoothlib.timers(smoothlib.run_smooth(["-n", n], SCRIPT))
        top = sorted(default_timers.items(), key=lambda kv: -kv[1][0])[:8]
        print("  where the default run's time goes: " + ", ".join(f"{k} {1e3 * v[0]:.1f} ms" for k, v in top))
        print()
        # streams against the bidirectional pinned copy of the same bytes
        print(f"Streams (opt, GPU: Streams, median of {R}) against both-ways pinned copies of the same bytes "
              f"({1e3 * both:.2f} ms, same run):")
        for S in (4, 8, 16):
            for scheme in (1, 2):
                t = smoothlib.timers(smoothlib.run_smooth(["-n", n, "-kernel", "opt", "-streams", S, "-scheme", scheme, "-repeat", R], SCRIPT))
                v = t["GPU: Streams"][0]
                print(f"  -streams {S:2d} -scheme {scheme}  {1e3 * v:7.2f} ms = {ratio(v, both):5.3f}x the bound")
    print()

    # --- K sweeps: per sweep, one a pass and blocked, against the same yardsticks ---
    host_ceiling = ceilings.get(f"Host: stencil from L1, {measured['threads']} threads")
    sweeps = []
    if args.iterations > 1:
        print(f"-iterations {args.iterations} (median of {R}), per sweep: one sweep a pass over memory (depth 1) and "
              f"temporally blocked, against this run's copy bound (a sweep at the speed of a copy of the grid: "
              f"host copy, D2D) and compute ceiling (the stencil from L1 / from registers)")
        print(f"  {'':4s} {'depth':>5s} {'work':>6s} {'ms a sweep':>11s} {'GCells/s':>9s} {'x depth 1':>9s} "
              f"{'x copy bound':>13s} {'x ceiling':>10s}")
        for name, extra, row, copy_s, ceiling in (("cpu", ["-kernel", "cpu"], "CPU: Smooth", host_copy[0], host_ceiling),
                                                  ("opt", ["-kernel", "opt"], "GPU: Smooth", d2d,
                                                   ceilings.get("GPU: Stencil from registers"))):
            if name == "opt" and not gpu:
                continue
            for depth in (1, 0):  # one sweep a pass, then the depth ./smooth chooses
                record = smoothlib.run_smooth(["-n", n, "-iterations", args.iterations, "-repeat", R,
                                               "-depth", depth] + extra, SCRIPT)
                per_sweep = smoothlib.timers(record)[row][0] / args.iterations
                gcells = float(n) * n / per_sweep / 1e9
                copy_bound = float(n) * n / copy_s / 1e9 if copy_s else None  # a sweep a copy of the grid
                s = {"backend": name, "depth": record["depth"], "redundancy": record["redundancy"],
                     "per_sweep_s": per_sweep, "gcells": gcells, "copy_bound": copy_bound,
                     "x_copy_bound": ratio(gcells, copy_bound), "ceiling": ceiling,
                     "x_ceiling": ratio(gcells, ceiling)}
                sweeps.append(s)
                one = next(o for o in sweeps if o["backend"] == s["backend"] and o["depth"] == 1)  # depth 1 comes first
                s["x_one_a_pass"] = ratio(one["per_sweep_s"], s["per_sweep_s"])
                print(f"  {s['backend']:4s} {s['depth']:5d} {s['redundancy']:6.3f} {1e3 * s['per_sweep_s']:11.3f} "
                      f"{s['gcells']:9.1f} {cell(s['x_one_a_pass'], '9.2f')} "
                      f"{cell(s['x_copy_bound'], '8.2f')} ({cell(s['copy_bound'], '.0f')}) "
                      f"{cell(s['x_ceiling'], '6.3f')} ({cell(s['ceiling'], '.0f')})")
        for warning in backends.bound_warnings(sweeps):
            print(f"  warning: {warning}")
    ring = ring_run(n, R, args.iterations, both) if gpu and args.iterations > 1 else None
    if sweeps:
        if ring:
            print(f"  the ring (-device-memory {ring['device_memory']}: x and y do not fit, {ring['detail']}): "
                  f"{args.iterations} sweeps {1e3 * ring['sweeps_s']:.3f} ms (GPU: Streams, first copy-in to last "
                  f"copy-out) = {ring['x_bound']:.2f}x its bound, x in and y out at once ({1e3 * both:.3f} ms, "
                  "the both-ways pinned copy)")
        print()

    several, several_why = several_gpus(n, R, args.iterations, gpus) if gpu else ([], "no CUDA device")
    if several:
        print(f"Several GPUs (./smooth-mpi -kernel opt, one rank a GPU; GPU: Smooth of the slowest rank, median of "
              f"{R}; speed-up and efficiency against P = 1 in this run):")
        print(f"  {'P':>3s} {'sweeps':>6s} {'ms a sweep':>11s} {'GCells/s':>9s} {'fastest rank':>12s} "
              f"{'speed-up':>8s} {'effic.':>7s}  edge rows")
        for s in several:
            print(f"  {s['ranks']:3d} {s['sweeps']:6d} {1e3 * s['per_sweep_s']:11.4f} {s['gcells']:9.1f} "
                  f"{1e3 * s['fastest_s'] / s['sweeps']:12.4f} {s['speedup']:7.2f}x {s['efficiency']:7.3f}  "
                  f"{s['edge_rows'] or '-'}")
        print()
    elif gpu:
        print(f"Several GPUs: skipped ({several_why})")
        print()

    # --- files ---------------------------------------------------------------
    out_csv = args.out + ".csv"
    def write_csv(f):
        header = ["backend", "end_to_end_ms", "kernel_ms", "kernel_gb_per_s", "kernel_x_d2d",
                  "end_to_end_x_bidirectional", "speedup_vs_serial_cpu", "n", "repeat", "device",
                  "gcells_per_s", "depth", "redundancy", "x_depth_1", "x_copy_bound", "x_compute_ceiling",
                  "ranks", "speedup_vs_1_gpu", "efficiency"]
        w = csv.writer(f)
        w.writerow(header)

        def padded(row):  # every row as many fields as the header: empty where a column does not apply
            return list(row) + [""] * (len(header) - len(row))
        for r in results:
            w.writerow(padded([r["backend"], f"{1e3 * r['end_to_end_s']:.4f}",
                        f"{1e3 * r['kernel_s']:.4f}" if r["kernel_s"] else "",
                        f"{r['kernel_gbs']:.1f}" if r["kernel_gbs"] else "",
                        f"{r['x_d2d']:.4f}" if r["x_d2d"] else "",
                        f"{r['x_bidirectional']:.4f}" if r["x_bidirectional"] else "",
                        f"{r['speedup_vs_serial']:.2f}" if r["speedup_vs_serial"] else "", n, R, device]))
        for label, (s, gbs) in yard.items():
            w.writerow(padded([f"yardstick: {label}", f"{1e3 * s:.4f}", "", f"{gbs or 0:.1f}" if gbs else "", "", "",
                               "", n, R, device, f"{ceilings[label]:.1f}" if label in ceilings else ""]))
        for s in sweeps:  # kernel_ms: per sweep
            w.writerow(padded([f"{s['backend']} -iterations {args.iterations} -depth {s['depth']}", "",
                        f"{1e3 * s['per_sweep_s']:.4f}", "", "", "", "", n, R, device, f"{s['gcells']:.1f}",
                        s["depth"], f"{s['redundancy']:.4f}", f"{s['x_one_a_pass']:.3f}",
                        f"{s['x_copy_bound']:.3f}" if s["x_copy_bound"] else "",
                        f"{s['x_ceiling']:.4f}" if s["x_ceiling"] else ""]))
        if ring:  # end_to_end_ms: the K sweeps, first copy-in to last copy-out; its bound in x_copy_bound
            w.writerow(padded([f"ring -iterations {args.iterations} -device-memory {ring['device_memory']}",
                               f"{1e3 * ring['sweeps_s']:.4f}", "", "", "", f"{ring['x_bound']:.4f}", "", n, R,
                               device, "", ring["depth"], "", "", f"{ring['x_bound']:.3f}"]))
        for s in several:  # kernel_ms: per sweep, the slowest rank's
            w.writerow(padded([f"opt -np {s['ranks']} -iterations {s['sweeps']}", "",
                               f"{1e3 * s['per_sweep_s']:.4f}", "", "", "", "", n, R, device, f"{s['gcells']:.1f}",
                               "", "", "", "", "", s["ranks"], f"{s['speedup']:.3f}", f"{s['efficiency']:.3f}"]))
    smoothlib.write_atomically(out_csv, write_csv)
    host_csv = args.out + "-host.csv"

    def write_host_csv(f):
        w = csv.writer(f)
        w.writerow(["threads"] + [f"{s.replace('-', '_')}_gb_per_s" for s, _ in HOST_STEPS] +
                   ["process_s", "cpu_s", "n", "repeat", "device"])
        for setting in host_settings:
            row = host_rows[setting]
            w.writerow([setting] + [f"{row[s]:.2f}" if s in row else "" for s, _ in HOST_STEPS] +
                       [f"{row['process']:.4f}", f"{row['cpu']:.3f}", n, R, device])
    smoothlib.write_atomically(host_csv, write_host_csv)
    print(f"\nwrote {out_csv}, {host_csv}", end="")
    if plt:
        fig, ax = plt.subplots(figsize=(10, 0.45 * len(results) + 1.5))
        names = [r["backend"] for r in results]
        ax.barh(names, [1e3 * r["end_to_end_s"] for r in results], color="#1f77b4", label="end to end (host x to host y)")
        ax.barh(names, [1e3 * (r["kernel_s"] or 0) for r in results], color="#2ca02c", height=0.45, label="kernel / smoothing only")
        if d2d:
            ax.axvline(1e3 * d2d, color="#2ca02c", linestyle="--", linewidth=1, label="D2D copy of x")
        if both:
            ax.axvline(1e3 * both, color="#1f77b4", linestyle="--", linewidth=1, label="H2D + D2H at once, pinned")
        scale = axis_scale([1e3 * r["end_to_end_s"] for r in results] + [1e3 * r["kernel_s"] for r in results if r["kernel_s"]])
        ax.set_xscale(scale)
        ax.invert_yaxis()
        ax.set_xlabel(f"ms ({'log' if scale == 'log' else 'linear'} scale, median)")
        ax.set_title(f"smooth, n = {n}: {device}")
        ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.12), ncol=2, fontsize=8)  # below the bars, never on one
        ax.grid(axis="x", alpha=0.3, which="both")
        with progress.step("drawing", args.out + ".png"):
            fig.tight_layout()
            fig.savefig(args.out + ".png", dpi=110)
        print(f" and {args.out}.png", end="")
    print()
    if not gpu:
        print("no CUDA device: skipped the GPU backends, streams and hybrid")
    if any(s["checksum"] != s["one_gpu_checksum"] for s in several):
        fail(SCRIPT, "the checksums of y differ between GPU counts: " + ", ".join(
            f"-np {s['ranks']} -iterations {s['sweeps']}: {s['checksum']}" for s in several))


HOST_STEPS = [("fill", "CPU: Init-X"), ("poison", "CPU: Poison-Y"), ("count-x", "CPU: Count-X"),
              ("copy-in", "GPU: Copy-in"), ("copy-out", "GPU: Copy-out"), ("count-y", "CPU: Count-Y")]


def axis_scale(values):
    """'log' where the times span a decade or more, else 'linear': on a log axis spanning less, a
    1.8x difference looked like 30x (issue 57)."""
    values = [v for v in values if v and v > 0]
    return "log" if values and max(values) / min(values) >= 10 else "linear"


def host_by_threads(n, repeat):
    """The default run's host steps by -threads (8, 16, the cores, 4x the cores) and by default: {setting:
    {step: GB/s, "process": s, "cpu": s}}, medians of `repeat` processes, the settings taking turns; and
    the settings' names in order. What a change to the host's side moves, as a figure (issue 56)."""
    import resource  # Unix; bench runs ./smooth, which is too
    cores = os.cpu_count() or 1
    settings = [str(t) for t in sorted({8, 16, cores, 4 * cores})] + ["default"]
    runs = {s: [] for s in settings}
    for _ in range(repeat):
        for setting in settings:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.monotonic()
            record = smoothlib.run_smooth(["-n", n] + ([] if setting == "default" else ["-threads", setting]), SCRIPT)
            wall = time.monotonic() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            rows = {t["label"].replace(" (overlapped)", ""): t.get("gb_per_s") for t in record["timers"]}
            sample = {step: rows[label] for step, label in HOST_STEPS if rows.get(label)}
            sample["process"] = wall
            sample["cpu"] = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
            runs[setting].append(sample)
    table = {}
    for setting, samples in runs.items():
        keys = {k for s in samples for k in s}
        table[setting] = {k: statistics.median(s[k] for s in samples if k in s) for k in keys}
    return table, settings


def several_gpus(n, repeat, iterations, gpus):
    """opt over 1, 2, 4 ... and all of this machine's GPUs at once (./smooth-mpi, one rank a GPU), one
    sweep and `iterations`: ([rows], None), or ([], why it was skipped)."""
    if gpus < 2:
        return [], f"{gpus} GPU"
    if not shutil.which("mpirun"):
        return [], "no mpirun (Debian: openmpi-bin)"
    if not os.access(smoothlib.smooth_mpi(), os.X_OK):
        return [], f"no {smoothlib.smooth_mpi()} (make mpi)"
    counts = sorted({p for p in (1, 2, 4, 8, 16) if p <= gpus} | {gpus})
    rows = []
    for sweeps in sorted({1, iterations}):
        first = None
        for p in counts:
            record, _ = smoothlib.run_smooth_mpi(p, ["-n", n, "-kernel", "opt", "-iterations", sweeps, "-repeat",
                                                     repeat, "-checksum"], max(1, (os.cpu_count() or 1) // p), SCRIPT)
            smooth = smoothlib.timer_seconds(record, "GPU: Smooth")
            first = first or (smooth, record.get("checksum"))
            speedup = ratio(first[0], smooth) or float("nan")
            rows.append({"ranks": p, "sweeps": sweeps, "per_sweep_s": smooth / sweeps,
                         "gcells": float(n) * n * sweeps / smooth / 1e9,
                         "fastest_s": smoothlib.timer_seconds(record, "GPU: Smooth", fastest=True),
                         "speedup": speedup, "efficiency": speedup / p, "edge_rows": record.get("edge_rows", ""),
                         "checksum": record.get("checksum"), "one_gpu_checksum": first[1]})
    return rows, None


def ring_run(n, repeat, iterations, both):
    """K sweeps through the ring (a grid larger than the device, forced by -device-memory a quarter
    of x and y) against its bound: x in and y out at the both-ways pinned rate (both: seconds)."""
    if n < 32:
        return None  # too few rows for a ring worth timing
    device_memory = 2 * (n + 2) ** 2  # bytes: a quarter of x and y (4 bytes a float, two arrays)
    record = smoothlib.run_smooth(["-n", n, "-kernel", "opt", "-device-memory", device_memory,
                                   "-iterations", iterations, "-repeat", repeat], SCRIPT)
    sweeps = smoothlib.timers(record)["GPU: Streams"][0]
    return {"device_memory": device_memory, "detail": record["detail"], "depth": record["depth"],
            "sweeps_s": sweeps, "x_bound": ratio(sweeps, both)}


def run():
    """The command's entry (scripts/bench, pyproject.toml's smooth-bench)."""
    smoothlib.run_main(SCRIPT, main)
