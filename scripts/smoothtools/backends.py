"""backends.py - the backends compare and bench run (./smooth's own list of GPU kernels, the
cpu backend, streams and hybrid), each one's end-to-end time from its timer rows, and the
figures that beat their bound (bench's -iterations table)."""
from . import progress, smoothlib


class Backend:
    """One way to run the smoothing step: a short name for tables, a long
    one, ./smooth's arguments, and the timer rows that give its end-to-end
    time (host x to host y) and its kernel time (None: not applicable)."""

    def __init__(self, short, name, args, end_to_end_row, kernel_row, gpu=True):
        self.short, self.name, self.args = short, name, [str(a) for a in args]
        self.end_to_end_row, self.kernel_row, self.gpu = end_to_end_row, kernel_row, gpu

    def end_to_end(self, timers):
        if self.end_to_end_row:
            return timers[self.end_to_end_row][0]
        return sum(timers[r][0] for r in ("GPU: Copy-in", "GPU: Smooth", "GPU: Copy-out"))


def gpu_kernels():
    """The GPU kernels ./smooth has, in its order (-list-backends), not a list of our own."""
    done = progress.run([smoothlib.SMOOTH, "-list-backends"], capture_output=True, text=True, check=True)
    return [line.split("\t")[0] for line in done.stdout.splitlines() if line.split("\t")[1:2] == ["gpu"]]


def backends(streams=8, kernels=None, extra_streams=()):
    kernels = gpu_kernels() if kernels is None else kernels
    runs = [Backend("cpu1", "cpu, 1 thread", ["-kernel", "cpu", "-threads", 1], "CPU: Smooth", "CPU: Smooth", False),
            Backend("cpu", "cpu, all threads", ["-kernel", "cpu"], "CPU: Smooth", "CPU: Smooth", False)]
    runs += [Backend(k, k, ["-kernel", k], None, "GPU: Smooth") for k in kernels]
    for kernel, s in list(extra_streams) + [("opt", streams)]:
        for scheme in (1, 2):
            runs.append(Backend(f"{kernel}-s{scheme}" if kernel != "opt" else f"s{scheme}",
                                f"{kernel} -streams {s} -scheme {scheme}",
                                ["-kernel", kernel, "-streams", s, "-scheme", scheme], "GPU: Streams", "GPU: Smooth (sum)"))
    runs.append(Backend("hybrid", f"opt -hybrid auto -streams {streams}",
                        ["-kernel", "opt", "-hybrid", "auto", "-streams", streams], "Hybrid: Total", None))
    return runs


def bound_warnings(sweeps):
    """A figure past its bound is a measurement to doubt, not a result: one sweep a pass above the
    copy bound, or any run above the compute ceiling this run measured."""
    warnings = []
    for s in sweeps:
        if s["x_ceiling"] and s["x_ceiling"] > 1.05:
            warnings.append(f"{s['backend']} depth {s['depth']} runs {s['x_ceiling']:.2f}x its compute ceiling "
                            f"({s['ceiling']:.0f} G cell-updates/s): the ceiling measured too low, or the run did "
                            "less work than counted")
        if s["depth"] == 1 and s["x_copy_bound"] and s["x_copy_bound"] > 1.05:
            warnings.append(f"{s['backend']} one sweep a pass runs {s['x_copy_bound']:.2f}x the copy bound: a sweep "
                            "reads and writes the grid, so it cannot beat a copy of it; the copy measured too slow")
    return warnings
