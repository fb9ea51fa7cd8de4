"""mpi-scaling - how ./smooth-mpi scales on one machine: speed-up and parallel efficiency.

    scripts/mpi-scaling [-n 16384] [-ranks "1 2 4"] [-kernels "cpu opt"] [-iterations 1] [-repeat 3]
                        [-weak] [-edges auto|host|peer] [-o DIR | -out PREFIX]
    scripts/mpi-scaling -n 32768 -iterations 64 -kernels opt -ranks "1 2 4" -repeat 5   # four GPUs
    scripts/mpi-scaling -n 16384 -iterations 64 -kernels opt -ranks "1 4" -weak         # n grows with sqrt(P)

For each backend of -kernels and each P of -ranks: mpirun -np P ./smooth-mpi, OpenMP threads shared
out (cores / P a rank), ranks on the GPUs one each where there are enough, each run -repeat times
inside smooth (medians after a warm-up). The sweeps' time is the slowest rank's (CPU: Smooth or GPU:
Smooth, waits for neighbours included); the fastest rank's is shown beside it.

Strong scaling (the default): the same n at every P; speed-up = T(first P) / T(P) x first P,
efficiency = speed-up / P. Weak scaling (-weak): n x sqrt(P / first P), so that each rank keeps as
many rows x columns; efficiency = T(first P) / T(P), speed-up = efficiency x P. Strong runs must
all give the same checksum of y (exit 1 where not).

Prints a table per backend; writes mpi-scaling.csv, mpi-scaling.json and mpi-scaling.png (speed-up
and efficiency against P, with the ideal) in smooth-results/ or -o DIR, or PREFIX.csv/.json/.png.
The PNG needs matplotlib (Debian: python3-matplotlib): without it the tables and files are written
and the PNG is skipped, saying so. Needs mpirun (Debian: openmpi-bin) and ./smooth-mpi (make mpi).
Exit 0 measured, 1 a run failed or the checksums differ, 2 bad options or no mpirun/smooth-mpi.
"""
import csv
import json
import math
import os
import shutil
import sys

from . import smoothlib
from .smoothlib import fail

SCRIPT = "mpi-scaling"
OUTPUTS = (".csv", ".json", ".png")  # the files it writes: the table, the runs as JSON, the chart
ROWS = {"cpu": "CPU: Smooth", "gpu": "GPU: Smooth"}
COLUMNS = ("kernel", "scaling", "ranks", "n", "threads", "smooth_s", "fastest_rank_s", "edges_waiting_s",
           "edges_copies_s", "start_waiting_s", "halo_s", "total_s", "process_s", "speedup", "efficiency",
           "edge_rows", "checksum")


def whole_numbers(text, what):
    """'1 2 4' -> [1, 2, 4], each >= 1, or exit 2 saying what was wrong."""
    words = text.replace(",", " ").split()
    if not words or not all(w.isdigit() and int(w) >= 1 for w in words):
        fail(SCRIPT, f"-{what} {text!r}: give whole numbers >= 1, quoted: -{what} \"1 2 4\"", 2)
    return [int(w) for w in words]


def scale(args, kernel, cores, show=lambda r: None):
    """The rows of one backend, first P first; show(row) as each is measured."""
    rows, first = [], None
    for p in args.ranks:
        n = round(args.n * math.sqrt(p / args.ranks[0])) if args.weak else args.n
        threads = max(1, cores // p)
        record, wall = smoothlib.run_smooth_mpi(
            p, ["-n", n, "-kernel", kernel, "-iterations", args.iterations, "-repeat", args.repeat, "-checksum"]
            + (["-edges", args.edges] if args.edges else []), threads, SCRIPT)
        on_gpu = record["plan"]["on_gpu"] if "plan" in record else kernel != "cpu"
        label = ROWS["gpu" if on_gpu else "cpu"]
        r = {"kernel": kernel, "scaling": "weak" if args.weak else "strong", "ranks": p, "n": n, "threads": threads,
             "smooth_s": smoothlib.timer_seconds(record, label), "fastest_rank_s": smoothlib.timer_seconds(record, label, fastest=True),
             "edges_waiting_s": smoothlib.timer_seconds(record, "MPI: Edges (waiting)"), "edges_copies_s": smoothlib.timer_seconds(record, "MPI: Edges (copies)"),
             "start_waiting_s": smoothlib.timer_seconds(record, "MPI: Start (waiting)"), "halo_s": smoothlib.timer_seconds(record, "MPI: Halo"),
             "total_s": smoothlib.timer_seconds(record, "Total (wall)"), "process_s": wall, "edge_rows": record.get("edge_rows", ""),
             "checksum": record.get("checksum", "")}
        first = first or r
        ratio = first["smooth_s"] / r["smooth_s"] if r["smooth_s"] else float("nan")
        if args.weak:
            r["efficiency"], r["speedup"] = ratio, ratio * p / first["ranks"]
        else:
            r["speedup"] = ratio * first["ranks"]
            r["efficiency"] = r["speedup"] / p
        rows.append(r)
        show(r)
    return rows


def ms(value):
    return "-" if value is None else f"{1e3 * value:.3f}"


def print_head(kernel, args, cores):
    print(f"== -kernel {kernel}, {'weak' if args.weak else 'strong'} scaling, n = {args.n}"
          f"{' x sqrt(P)' if args.weak else ''}, -iterations {args.iterations}, {cores} cores; ms, medians of {args.repeat}")
    print(f"{'P':>3} {'n':>7} {'threads':>7} {'Smooth':>10} {'fastest':>10} {'edge wait':>10} {'edge copy':>10} "
          f"{'start':>9} {'process s':>9} {'speed-up':>8} {'effic.':>7}")


def print_row(r):
    print(f"{r['ranks']:>3} {r['n']:>7} {r['threads']:>7} {ms(r['smooth_s']):>10} {ms(r['fastest_rank_s']):>10} "
          f"{ms(r['edges_waiting_s']):>10} {ms(r['edges_copies_s']):>10} {ms(r['start_waiting_s']):>9} "
          f"{r['process_s']:>9.2f} {r['speedup']:>7.2f}x {r['efficiency']:>7.3f}")


def print_edges(rows):
    edges = sorted({r["edge_rows"] for r in rows if r["edge_rows"]})
    for text in edges:
        print(f"   edge rows: {text}")


def draw(plt, rows_by_kernel, prefix, args):
    if not plt:
        return
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    ranks = args.ranks
    left.plot(ranks, ranks, "k--", label="ideal")
    right.plot(ranks, [1.0 for _ in ranks], "k--", label="ideal")
    for kernel, rows in rows_by_kernel.items():
        left.plot([r["ranks"] for r in rows], [r["speedup"] for r in rows], "o-", label=kernel)
        right.plot([r["ranks"] for r in rows], [r["efficiency"] for r in rows], "o-", label=kernel)
    kind = "weak (n x sqrt(P))" if args.weak else "strong"
    left.set(xlabel="MPI ranks P", ylabel="speed-up (sweeps, slowest rank)", title=f"{kind} scaling, n = {args.n}")
    right.set(xlabel="MPI ranks P", ylabel="parallel efficiency", ylim=(0, 1.1),
              title=f"-iterations {args.iterations}, medians of {args.repeat}")
    for axes in (left, right):
        axes.set_xticks(ranks)
        axes.legend()
        axes.grid(alpha=0.3)
    smoothlib.save_png(fig, prefix + ".png", SCRIPT)
    print(f"wrote {prefix}.png")


def main():
    parser = smoothlib.script_parser(SCRIPT, __doc__)
    parser.add_argument("-n", type=int, default=16384, help="the grid (the first P's with -weak); default 16384")
    parser.add_argument("-ranks", default="1 2 4", help='rank counts, quoted: "1 2 4" (default)')
    parser.add_argument("-kernels", default=None, help='backends, quoted: "cpu opt" (default: cpu, and opt where a GPU is)')
    parser.add_argument("-iterations", type=int, default=1, help="sweeps a run (default 1)")
    parser.add_argument("-repeat", type=int, default=3, help="runs inside smooth, medians kept (default 3)")
    parser.add_argument("-weak", action="store_true", help="weak scaling: n x sqrt(P / first P)")
    parser.add_argument("-edges", choices=("auto", "host", "peer"), default=None, help="passed on to smooth-mpi")
    smoothlib.add_output_options(parser, SCRIPT, OUTPUTS)
    args = parser.parse_args()
    for name in ("n", "iterations", "repeat"):
        if getattr(args, name) < 1:
            fail(SCRIPT, f"-{name} {getattr(args, name)}: give a whole number >= 1", 2)
    args.ranks = whole_numbers(args.ranks, "ranks")
    kernels = args.kernels.split() if args.kernels is not None else None
    if kernels == []:
        fail(SCRIPT, "-kernels '': name at least one backend, quoted: -kernels \"cpu opt\"", 2)
    prefix = smoothlib.output_prefix(SCRIPT, args, SCRIPT, OUTPUTS)
    if not shutil.which("mpirun"):
        fail(SCRIPT, "no mpirun (Debian: openmpi-bin)", 2)
    binary = smoothlib.smooth_mpi()
    if not os.access(binary, os.X_OK):
        fail(SCRIPT, f"no {binary}: build it first (make mpi)", 2)
    if kernels is None:
        kernels = ["cpu"] + (["opt"] if smoothlib.has_gpu() else [])
    cores = os.cpu_count() or 1
    plt = smoothlib.optional_pyplot(SCRIPT)  # before measuring: finding matplotlib may re-run the script elsewhere

    rows_by_kernel, failed = {}, False
    for kernel in kernels:
        print_head(kernel, args, cores)  # the table a row as each P is measured (issue 67)
        rows = scale(args, kernel, cores, print_row)
        rows_by_kernel[kernel] = rows
        print_edges(rows)
        sums = {r["checksum"] for r in rows}
        if not args.weak and len(sums) > 1:
            print(f"{SCRIPT}: -kernel {kernel}: the checksums of y differ between rank counts: "
                  + ", ".join(f"P = {r['ranks']}: {r['checksum']}" for r in rows), file=sys.stderr)
            failed = True
    everything = [r for rows in rows_by_kernel.values() for r in rows]
    smoothlib.write_atomically(prefix + ".csv", lambda f: (lambda w: (w.writeheader(), w.writerows(everything)))(
        csv.DictWriter(f, fieldnames=COLUMNS)))
    smoothlib.write_atomically(prefix + ".json", lambda f: json.dump({"runs": everything}, f, indent=2))
    print(f"wrote {prefix}.csv, {prefix}.json")
    draw(plt, rows_by_kernel, prefix, args)
    return 1 if failed else 0


def run():
    """The command's entry (scripts/mpi-scaling, pyproject.toml's smooth-mpi-scaling)."""
    smoothlib.run_main(SCRIPT, main)
