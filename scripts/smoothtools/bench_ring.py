"""bench-ring - grids larger than the GPU: the ring of device slab buffers
against what the machine can do, in one run (a GPU machine with host memory
for two n x n arrays: n = 110000 takes 90 GiB).

    scripts/bench-ring [-n 110000] [-rounds 3] [-small 16384] [-repeat 5] [-o DIR | -out PREFIX]
                       [-device-memory BYTES]     (passed on: forces the ring at a small n)
                       [-iterations K]            (K sweeps: temporal blocking through the ring)

The yardstick is ./smooth -bandwidth's both-ways pinned copy, measured in
the same run: its rate, applied to the bytes of x and y, is the time a
pinned copy of the same bytes takes (the sweep's lower bound). At n: after
one untimed run (first touch of host memory is slow on some VMs), the cpu
backend, the default run (the ring: the grid does not fit) and -hybrid
auto take turns for R rounds, each a whole process; every run must give
the cpu backend's counts and checksum. At -small: the ring forced by
-device-memory 512M against x and y whole on the device, -streams S
-scheme 1, the two taking turns. Prints the tables, writes bench-ring.csv in smooth-results/ or -o DIR, or PREFIX.csv.

With -iterations K > 1 the runs at n are the cpu backend (blocked: its
default depth), the ring (its default: up to 64 sweeps a pass) and the ring
at -depth 1 (a pass through it per sweep), all K sweeps, and there is no
hybrid (refused through the ring with K > 1) and no -small part; the table
adds each run's speed against the ring at -depth 1 and against the cpu.
"""
import csv
import statistics
import time

from . import smoothlib
from .smoothlib import fail

SCRIPT = "bench-ring"


def timed(args):
    """(wall seconds of the whole process, its -json record)."""
    start = time.monotonic()
    record = smoothlib.run_smooth(args, SCRIPT)
    return time.monotonic() - start, record


def main():
    parser = smoothlib.script_parser(SCRIPT, __doc__)
    parser.add_argument("-n", type=int, default=110000, help="the grid larger than the GPU (default 110000)")
    parser.add_argument("-rounds", type=int, default=3,
                        help="rounds of whole processes, the backends taking turns (default 3)")
    parser.add_argument("-small", type=int, default=16384,
                        help="the n at which the ring is forced by -device-memory (default 16384)")
    parser.add_argument("-repeat", type=int, default=5, help="runs inside smooth, the median kept (default 5)")
    smoothlib.add_output_options(parser, "bench-ring")
    parser.add_argument("-device-memory", dest="device_memory", help="passed to the GPU runs at n")
    parser.add_argument("-iterations", type=int, default=1, help="sweeps (K > 1: temporal blocking)")
    args = parser.parse_args()
    args.out = smoothlib.output_prefix(SCRIPT, args, "bench-ring")
    smoothlib.need_smooth(SCRIPT)
    if not smoothlib.has_gpu():
        fail(SCRIPT, "no CUDA device: the ring needs one (./smooth -list fails)", 1)
    n, rounds, small, R, K = args.n, args.rounds, args.small, args.repeat, args.iterations

    yard = smoothlib.timers(smoothlib.run_smooth(["-bandwidth", "-n", small, "-repeat", R], SCRIPT))
    both_gbs = yard["GPU: Bidirectional pinned"][1]
    array_bytes = (n + 2) ** 2 * 4
    bound = 2 * array_bytes / (both_gbs * 1e9)

    # --- n: cpu, the ring, hybrid; whole processes taking turns ---------------
    smoothlib.run_smooth(["-n", n, "-kernel", "cpu"], SCRIPT)  # untimed: the VM's first touch
    limit = ["-device-memory", args.device_memory] if args.device_memory else []
    if K > 1:
        commands = {"cpu": ["-kernel", "cpu"], "ring": limit, "ring -depth 1": limit + ["-depth", 1]}
    else:
        commands = {"cpu": ["-kernel", "cpu"], "ring": limit, "hybrid auto": ["-hybrid", "auto"] + limit}
    rows = ("GPU: Streams", "CPU: Smooth", "Hybrid: Total", "Hybrid: Calibrate", "GPU: Copy-in (sum)",
            "GPU: Copy-out (sum)", "CPU: Stage-in X (sum)", "CPU: Stage-out Y, Count-Y (sum)",
            "CPU: Smooth (hybrid rows)", "CPU: Alloc-X", "CPU: Alloc-Y", "CPU: Init-X", "CPU: Poison-Y",
            "CPU: Count-X", "CPU: Count-Y", "GPU: Init", "GPU: Alloc-Ring", "GPU: Pin-staging")
    walls = {name: [] for name in commands}
    steps = {name: {row: [] for row in rows} for name in commands}
    answers, details = {}, {}
    for _ in range(rounds):
        for name, extra in commands.items():
            wall, record = timed(["-n", n, "-checksum", "-iterations", K] + extra)
            walls[name].append(wall)
            for label, (seconds, _) in smoothlib.timers(record).items():
                key = label.replace(" (overlapped)", "")
                if key in steps[name]:
                    steps[name][key].append(seconds)
            answers.setdefault(name, set()).add((record["below_x"], record["below_y"], record["checksum"]))
            details[name] = record["detail"]
    if len({a for s in answers.values() for a in s}) != 1:
        fail(SCRIPT, f"the runs disagree: {answers}", 1)
    if "; ring of " not in details["ring"]:
        fail(SCRIPT, f"-n {n} fits in the GPU: no ring to measure (give a larger -n, or -device-memory)", 2)

    def med(name, row):
        v = steps[name][row]
        return statistics.median(v) if v else None

    # --- small: the ring forced against x and y whole --------------------------
    small_runs = {}
    for _ in range(rounds if K == 1 else 0):
        for S in (2, 4):
            for ring in (False, True):
                extra = ["-device-memory", "512M"] if ring else []
                t = smoothlib.timers(smoothlib.run_smooth(["-n", small, "-kernel", "opt", "-streams", S, "-scheme", 1,
                                                           "-repeat", R] + extra, SCRIPT))
                small_runs.setdefault((S, ring), []).append(t["GPU: Streams"][0])

    # --- report ----------------------------------------------------------------
    below_x, below_y, checksum = next(iter(answers["cpu"]))
    print(f"smooth ring benchmark: n = {n} ({2 * array_bytes / 2**30:.2f} GiB of x and y), "
          f"{K} sweep{'s' if K > 1 else ''}, {rounds} rounds, medians")
    print(f"every run: X {below_x}, Y {below_y}, checksum {checksum} (the cpu backend's)")
    print(f"bound: both-ways pinned copy at {both_gbs:.1f} GB/s (-bandwidth -n {small}, this run): "
          f"{bound:.3f} s for x in and y out")
    for name in commands:
        print(f"  {name}: {details[name] or '-'}")
    print()
    sweep_row = {"cpu": "CPU: Smooth", "ring": "GPU: Streams", "ring -depth 1": "GPU: Streams",
                 "hybrid auto": "Hybrid: Total"}
    sweep = {name: med(name, sweep_row[name]) for name in commands}
    print(f"{'run':13s} {'sweep s':>8s} {'x bound':>8s} {'process s':>10s} {'x cpu':>6s}"
          + (f" {'speed x cpu':>11s} {'x -depth 1':>10s}" if K > 1 else ""))
    cpu_wall = statistics.median(walls["cpu"])
    for name in commands:
        w = statistics.median(walls[name])
        line = f"{name:13s} {sweep[name]:8.3f} {sweep[name] / bound:8.2f} {w:10.2f} {w / cpu_wall:6.2f}"
        if K > 1:
            line += f" {sweep['cpu'] / sweep[name]:11.2f} {sweep['ring -depth 1'] / sweep[name]:10.2f}"
        print(line)
    print(f"  (sweep: cpu = CPU: Smooth; ring = GPU: Streams, first copy-in to last copy-out{', all K sweeps' if K > 1 else ''};")
    print("   hybrid = Hybrid: Total, after a calibration in setup)" if K == 1 else
          "   speed: the sweeps' time of the cpu, or of the ring at -depth 1, over this run's)")
    print()
    print("Where the time goes (s, median):")
    print(f"  {'step':34s} " + " ".join(f"{name:>11s}" for name in commands))
    for row in rows:
        values = [med(name, row) for name in commands]
        if any(v is not None for v in values):
            print(f"  {row:34s} " + " ".join(f"{v:11.3f}" if v is not None else f"{'-':>11s}" for v in values))
    print()
    print(f"n = {small}: GPU: Streams (opt, scheme 1, -repeat {R}, median of {rounds} processes), the ring "
          f"(-device-memory 512M) against x and y whole:" if small_runs else f"(no -small part with -iterations {K})")
    for S in (2, 4) if small_runs else ():
        whole, ring = statistics.median(small_runs[S, False]), statistics.median(small_runs[S, True])
        print(f"  -streams {S}: whole {1e3 * whole:7.2f} ms, ring {1e3 * ring:7.2f} ms = {ring / whole:.2f}x")

    def write_csv(f):
        w = csv.writer(f)
        w.writerow(["n", "iterations", "run", "sweep_s", "sweep_x_bound", "process_s", "bound_s"])
        for name in commands:
            w.writerow([n, K, name, f"{sweep[name]:.4f}", f"{sweep[name] / bound:.3f}",
                        f"{statistics.median(walls[name]):.3f}", f"{bound:.4f}"])
        for S in (2, 4) if small_runs else ():
            for ring in (False, True):
                w.writerow([small, 1, f"-streams {S} -scheme 1{' -device-memory 512M' if ring else ''}",
                            f"{statistics.median(small_runs[S, ring]):.5f}", "", "", ""])
    smoothlib.write_atomically(args.out + ".csv", write_csv)
    print(f"\nwrote {args.out}.csv")


def run():
    """The command's entry (scripts/bench-ring, pyproject.toml's smooth-bench-ring)."""
    smoothlib.run_main(SCRIPT, main)
