"""smoothlib.py - what the scripts in scripts/ share: running ./smooth,
reading its JSON output, and finding matplotlib for the plots (reading
homework outputs is gradelib.py's).

Used by scripts/bench, scripts/compare, scripts/grade and
scripts/plot-timeline; not a program of its own.
"""
import argparse
import contextlib
import json
import os
import signal
import statistics
import shutil
import subprocess
import sys
import tempfile
import threading
import time

MINIMUM_PYTHON = (3, 8)  # := in the grader, math.comb; each script imports this module first, so the check comes first
if sys.version_info < MINIMUM_PYTHON:
    sys.exit(f"{os.path.basename(sys.argv[0])}: needs Python {'.'.join(map(str, MINIMUM_PYTHON))} or newer; "
             f"this is {sys.version.split()[0]}")

HERE = os.path.dirname(os.path.realpath(__file__))


def _default_smooth():
    """./smooth beside scripts/ in a checkout; PREFIX/bin/smooth where make
    install put these scripts in PREFIX/libexec/smooth; else smooth on PATH
    (pip installed these modules: scripts/pyproject.toml)."""
    candidates = [os.path.join(HERE, "..", "smooth"), os.path.join(HERE, "..", "..", "bin", "smooth")]
    for candidate in candidates:
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return os.path.normpath(candidate)
    if os.path.isfile(os.path.join(HERE, "..", "Makefile")):
        return os.path.normpath(candidates[0])  # a checkout: named when missing
    if os.path.basename(os.path.dirname(HERE)) == "libexec":
        return os.path.normpath(candidates[1])  # make install's layout: likewise
    return shutil.which("smooth") or "smooth"  # pip's: smooth from PATH


SMOOTH = os.environ.get("SMOOTH") or _default_smooth()


def fail(script, message, code=1):
    """One line on stderr, then exit: how every script reports trouble (a progress line cleared first)."""
    clear_progress()
    print(f"{script}: {message}", file=sys.stderr)
    sys.exit(code)


RESULTS = "smooth-results"  # where the scripts write by default (.gitignore lists it)


# --- progress: what a script is running, on a terminal's stderr --------------------------

_STARTED = time.monotonic()  # the script's start (this module is imported first)
_PROGRESS = {"script": None, "runs": 0, "active": False, "clear": None}  # script: set by run_main (grade: its own)


PROGRESS_HELP = ("Where stderr is a terminal, the run in progress is said there, its elapsed time rewritten each "
                 "second and cleared after (stdout and the files are the same without it); SMOOTH_PROGRESS=0 turns "
                 "it off, SMOOTH_PROGRESS=1 writes it as lines where stderr is not a terminal")
OWN_PROGRESS = ("grade",)  # its own line, which file of how many (grading/cli.py's Progress): no second one


def clear_progress():
    """Clear the status line a step shows, if any, before a message of the script's own on stderr."""
    if _PROGRESS["clear"]:
        _PROGRESS["clear"]()


def _seconds(name, default, least=0.0):
    try:
        return max(least, float(os.environ.get(name) or default))
    except ValueError:
        return default


def progress_mode():
    """None (no progress), "tty" (a status line rewritten in place) or "lines" (a line a
    report): SMOOTH_PROGRESS=1 forces lines where stderr is not a terminal (a log, a test),
    0 turns it off; unset (or auto), progress shows only where stderr is a terminal. Only
    the scripts run through run_main show it."""
    if not _PROGRESS["script"]:
        return None
    wanted = os.environ.get("SMOOTH_PROGRESS", "auto").strip().lower()
    if wanted in ("0", "no", "off", "never"):
        return None
    try:
        tty = sys.stderr.isatty()
    except (AttributeError, ValueError):
        tty = False
    if tty:
        return "tty"
    return "lines" if wanted in ("1", "yes", "on", "always") else None


def _shown_command(command):
    """The command as a reader would type it: ./smooth for the checkout's, a relative path
    where it is shorter."""
    words = []
    for word in map(str, command):
        if os.sep in word and os.path.exists(word):
            rel = os.path.relpath(word)
            if not rel.startswith(".."):
                word = rel if os.sep in rel else "." + os.sep + rel
        words.append(word)
    return " ".join(words)


def _elapsed(seconds):
    return f"{seconds:.1f} s" if seconds < 10 else f"{seconds:.0f} s"


@contextlib.contextmanager
def step(what, detail=""):
    """Say on stderr what the script is doing while the block runs, so that no stretch of a
    long run is silent (issue 67): on a terminal a status line, "SCRIPT: WHAT (ELAPSED):
    DETAIL", shown once the script has run SMOOTH_PROGRESS_AFTER seconds (default 1, as
    smooth's own progress), its elapsed time rewritten every SMOOTH_PROGRESS_EVERY seconds
    (default 1), and cleared when the block ends, so that standard output's lines (the
    tables) are all the terminal keeps; with SMOOTH_PROGRESS=1 and stderr not a terminal,
    the same as lines. Nothing at all where stderr is not a terminal (unless forced), and
    standard output is never touched. A step inside a step says nothing of its own."""
    mode = progress_mode()
    if not mode or _PROGRESS["active"]:
        yield
        return
    _PROGRESS["active"] = True
    after = _seconds("SMOOTH_PROGRESS_AFTER", 1.0)
    every = _seconds("SMOOTH_PROGRESS_EVERY", 1.0, least=0.05)
    started = time.monotonic()
    shown = [False]
    lock = threading.RLock()  # a signal's handler may end the step while the main thread draws
    stop = threading.Event()

    def draw():
        now = time.monotonic()
        if now - _STARTED < after:
            return
        spent = now - started
        text = f"{_PROGRESS['script']}: {what}" + (f" ({_elapsed(spent)})" if spent >= every else "") + \
            (f": {detail}" if detail else "")
        with lock:
            if stop.is_set():
                return
            try:
                if mode == "tty":
                    width = shutil.get_terminal_size((80, 24)).columns
                    text = text if len(text) < width else text[:max(width - 4, 10)] + "..."
                    sys.stderr.write("\r" + text + "\x1b[K")
                else:
                    sys.stderr.write(text + "\n")
                sys.stderr.flush()
                shown[0] = True
            except (OSError, ValueError):  # stderr gone: progress is never worth failing over
                pass

    def beat():
        while True:
            wait = every
            if time.monotonic() - _STARTED < after:  # not shown yet: first when the script's time is up
                wait = min(every, after - (time.monotonic() - _STARTED))
            if stop.wait(max(wait, 0.01)):
                return
            draw()

    def clear():  # and no more: stop is set
        stop.set()
        with lock:
            if shown[0] and mode == "tty":
                try:
                    sys.stderr.write("\r\x1b[K")
                    sys.stderr.flush()
                except (OSError, ValueError):
                    pass
            shown[0] = False

    _PROGRESS["clear"] = clear
    draw()
    beater = threading.Thread(target=beat, name="smoothlib-progress", daemon=True)
    beater.start()
    try:
        yield
    finally:
        stop.set()
        beater.join()
        clear()
        _PROGRESS["active"], _PROGRESS["clear"] = False, None


def _run(command, **kwargs):
    """subprocess.run(command, **kwargs) as a numbered step: every ./smooth (and mpirun) the
    scripts start goes through here, so each says what it runs on a terminal."""
    _PROGRESS["runs"] += 1
    with step(f"run {_PROGRESS['runs']}", _shown_command(command)):
        return subprocess.run(command, **kwargs)


# Signals whose default ends the process without a word: the scripts catch them and end as SIGTERM
# does, so that a smooth child is killed and temporary folders removed (Ctrl-C: no traceback).
STOPPING_SIGNALS = ("SIGTERM", "SIGINT", "SIGHUP", "SIGUSR1", "SIGUSR2", "SIGALRM", "SIGXCPU", "SIGVTALRM",
                    "SIGPROF")


def run_main(script, main):
    """main(), ending as a Unix tool does: a reader that stops (script ... | head) ends it
    quietly (SIGPIPE); SIGTERM stops it, its smooth child and temporary files removed (the
    exception unwinds subprocess.run, which kills the child, and TemporaryDirectory); output
    that cannot be written (/dev/full, a closed stdout) is one line and exit 2, not a traceback.
    Standard output is written a line at a time, through a pipe too (| tee: the rows as they are
    measured, not all at the end), and what runs is said on a terminal's stderr (step)."""
    _PROGRESS["script"] = None if script in OWN_PROGRESS else script
    try:
        sys.stdout.reconfigure(line_buffering=True)
    except (AttributeError, ValueError):  # not a TextIOWrapper (a test's replacement): as it is
        pass
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    for name in STOPPING_SIGNALS:  # each ends the script as SIGTERM does: its child killed, temporary files gone
        number = getattr(signal, name, None)
        if number is not None:
            signal.signal(number, lambda number, _: sys.exit(128 + number))
    try:
        code = main()
        sys.stdout.flush()  # a write that fails fails here, inside the handler
    except KeyboardInterrupt:  # Ctrl-C before the handler was set: no traceback
        os._exit(128 + signal.SIGINT)
    except OSError as e:
        clear_progress()
        print(f"{script}: cannot write {e.filename or 'to standard output'}: {e.strerror}", file=sys.stderr)
        os._exit(2)  # not sys.exit: the interpreter would try the same flush again
    sys.exit(code or 0)


VERSION = "1.2.0"  # smooth's (include/smooth.h's SMOOTH_VERSION; scripts.t holds them equal)
# What every script's exit codes mean, and what some add (grade's 3).
EXITS = {0: "done", 1: "a run or a file failed (smooth's error, a checksum that differs, a file it cannot write)",
         2: "a bad command line"}


def version_line(script):
    return f"{program(script)} (smooth {VERSION})"


def script_parser(script, doc, exits=None):
    """The scripts' argparse parser: its name as run, the docstring's first
    paragraph, -version, and an epilog saying what each exit code means."""
    codes = {**EXITS, **(exits or {})}
    epilog = "exit codes: " + "; ".join(f"{k} {v}" for k, v in sorted(codes.items()))
    if script not in OWN_PROGRESS:
        epilog += ". " + PROGRESS_HELP
    parser = argparse.ArgumentParser(prog=program(script), description=doc.split("\n\n")[0], epilog=epilog)
    parser.add_argument("-version", action="version", version=version_line(script), help="the version, and exit")
    return parser


def program(script):
    """The name a script was run by, for its usage and help: the installed
    link's (smooth-grade) where make install put it, else the script's."""
    name = os.path.basename(sys.argv[0])
    return name if name == "smooth-" + script else script


def smooth_style(argv):
    """The scripts' words as argparse reads them, taking smooth's convention:
    single-dash words (-json), --word and --word=value too (--n=64), and
    -help, -h or --help for the help (argparse read -help as -h elp)."""
    words = []
    for word in argv:
        if word in ("-help", "--help", "-h"):
            words.append("--help")
        elif word.startswith("-") and not word[1:2].isdigit() and word not in ("-", "--"):
            name, equals, value = word.lstrip("-").partition("=")
            words += ["-" + name] + ([value] if equals else [])
        else:
            words.append(word)
    return words


def add_output_options(parser, name, suffixes=(".csv", ".png")):
    """-o DIR (DIR/NAME.csv, .png, or the suffixes given; default smooth-results/,
    made if missing) and -out PREFIX (PREFIX.csv, .png: any folder, which must
    exist). -help names every file the script writes (issue 68, item 7)."""
    parser.add_argument("-o", dest="folder", default=RESULTS, metavar="DIR",
                        help=f"the folder its files go in, made if missing (default {RESULTS}/): "
                             f"DIR/{name}{suffixes[0]}, " + ", ".join(suffixes[1:]))
    parser.add_argument("-out", default=None, metavar="PREFIX",
                        help="or name the files " + ", ".join("PREFIX" + s for s in suffixes))


def output_prefix(script, args, name, suffixes=(".csv", ".png")):
    """Before any measuring (and after the other options are checked, so a
    refused command makes no folder): where the files go (see
    add_output_options), the folder made or found writable, no folder where
    a file goes, else exit 2."""
    if args.out is not None:
        if not args.out or args.out.endswith("/"):
            fail(script, f"-out {args.out!r}: give a file prefix, e.g. -out results/run1 (PREFIX.csv, PREFIX.png)", 2)
        check_out(script, args.out)
        prefix = args.out
    else:
        prefix = os.path.join(make_folder(script, args.folder), name)
    for suffix in suffixes:
        if os.path.isdir(prefix + suffix):
            fail(script, f"{prefix + suffix} is a folder: it cannot be written (-o DIR or -out PREFIX elsewhere)", 2)
    return prefix


def _umask():
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_atomically(path, write):
    """write(file) into a temporary file of its own beside `path` (not a fixed
    name: a link planted there is not followed), then rename it into place;
    the folder is made here, when there is something to write. Where path
    is a link, the file it names is replaced (as > would write it); the new
    file keeps the old one's mode, or takes the umask's (0644 under 022) as
    any program's new file does, not mkstemp's 0600."""
    if os.path.islink(path):
        path = os.path.realpath(path)
    try:
        mode = os.stat(path).st_mode & 0o7777
    except OSError:
        mode = 0o666 & ~_umask()
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    handle, tmp = tempfile.mkstemp(prefix="." + os.path.basename(path) + ".", dir=os.path.dirname(path) or ".")
    try:
        os.fchmod(handle, mode)
        with os.fdopen(handle, "w", newline="") as f:
            write(f)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise


def make_folder(script, folder):
    """Before any measuring: -o's folder is writable, or can be made (tried
    by making it and removing what was made: permissions alone do not say,
    for root or on /proc). It is made for good only when a file is written
    into it (write_atomically, save_png), so a run that fails or writes
    nothing leaves no empty folder behind."""
    missing = []
    path = os.path.abspath(folder)
    while not os.path.exists(path):
        missing.append(path)
        path = os.path.dirname(path)
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as e:
        fail(script, f"-o {folder}: cannot make the folder: {e.strerror}", 2)
    writable = os.access(folder, os.W_OK | os.X_OK)
    for made in missing:  # deepest first
        os.rmdir(made)
    if not writable:
        fail(script, f"-o {folder}: the folder is not writable", 2)
    return folder


def check_out(script, out):
    """Before any measuring: -out's folder must exist and be writable."""
    folder = os.path.dirname(out) or "."
    if not os.path.isdir(folder) or not os.access(folder, os.W_OK | os.X_OK):
        fail(script, f"-out {out}: the folder {folder} does not exist or is not writable", 2)


def need_smooth(script):
    if not shutil.which(SMOOTH):  # a bare name on PATH, a path as it is
        fail(script, f"{SMOOTH} is missing: build it first with make" if os.sep in SMOOTH else
             f"{SMOOTH} is not on PATH: install it (make install) or set SMOOTH=/path/to/smooth", 2)
    return SMOOTH


class SmoothFailed(Exception):
    """./smooth exited non-zero: .code is its exit code, str() says the command and why."""

    def __init__(self, message, code):
        super().__init__(message)
        self.code = code


_MEASURED = []  # a smooth run has been made: the script is no longer re-run for matplotlib


def run_smooth(args, script="smooth", raise_failure=False, timeout=None):
    """Run ./smooth with args plus -json; return the parsed record. If it
    fails or outlasts `timeout` seconds (then it is killed): exit with its 2
    (a bad value passed on) or 1, or, with raise_failure, raise SmoothFailed
    (a caller grading many files goes on)."""
    command = [need_smooth(script)] + [str(a) for a in args] + ["-json"]
    _MEASURED.append(True)
    try:
        done = _run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        message = f"{' '.join(command)} took longer than {timeout:g} s (-timeout) and was stopped"
        if raise_failure:
            raise SmoothFailed(message, 1)
        fail(script, message, 1)
    if done.returncode != 0:
        message = f"{' '.join(command)} exited {done.returncode}: {done.stderr.strip()}"
        if raise_failure:
            raise SmoothFailed(message, done.returncode)
        fail(script, message, 2 if done.returncode == 2 else 1)
    return json.loads(done.stdout)


def wall_seconds(commands, rounds=5):
    """{name: median wall time} of whole ./smooth processes, start to exit,
    for {name: args}: the commands take turns, round after round, so that a
    drift in the machine's state hits them alike."""
    times = {name: [] for name in commands}
    _MEASURED.append(True)
    for _ in range(rounds):
        for name, args in commands.items():
            start = time.monotonic()
            done = _run([SMOOTH] + [str(a) for a in args], capture_output=True, text=True)
            times[name].append(time.monotonic() - start)
            if done.returncode != 0:
                fail("smooth", f"{args} exited {done.returncode}: {done.stderr.strip()}")
    return {name: statistics.median(t) for name, t in times.items()}


def has_gpu():
    return _run([SMOOTH, "-list"], capture_output=True).returncode == 0


def gpu_count():
    """The CUDA devices ./smooth -list names (0 without one)."""
    done = _run([SMOOTH, "-list"], capture_output=True, text=True)
    return sum(line.startswith("Device ") for line in done.stdout.splitlines()) if done.returncode == 0 else 0


def smooth_mpi():
    """./smooth-mpi beside scripts/ in a checkout; PREFIX/bin/smooth-mpi where make install put
    these scripts; SMOOTH_MPI to choose."""
    if os.environ.get("SMOOTH_MPI"):
        return os.environ["SMOOTH_MPI"]
    for candidate in (os.path.join(HERE, "..", "smooth-mpi"), os.path.join(HERE, "..", "..", "bin", "smooth-mpi")):
        if os.access(candidate, os.X_OK):
            return os.path.normpath(candidate)
    return os.path.normpath(os.path.join(HERE, "..", "smooth-mpi"))


def run_smooth_mpi(ranks, args, threads, script):
    """mpirun -np RANKS ./smooth-mpi ARGS -json, OpenMP threads a rank as given (the ranks on the
    GPUs one each where there are enough): its -json record and the process's wall time; exit 2
    (bad options) or 1 where it fails."""
    command = ["mpirun", "--oversubscribe", "--bind-to", "none", "-np", str(ranks), smooth_mpi()] + \
        [str(a) for a in args] + ["-json"]
    env = dict(os.environ, OMP_NUM_THREADS=str(threads), OMPI_ALLOW_RUN_AS_ROOT="1",
               OMPI_ALLOW_RUN_AS_ROOT_CONFIRM="1", OMPI_MCA_btl_vader_single_copy_mechanism="none")
    _MEASURED.append(True)
    start = time.monotonic()
    done = _run(command, capture_output=True, text=True, env=env)
    wall = time.monotonic() - start
    if done.returncode != 0:
        fail(script, f"{' '.join(command)} exited {done.returncode}: {done.stderr.strip()}",
             2 if done.returncode == 2 else 1)
    return json.loads(done.stdout), wall


def timer_seconds(record, label, fastest=False):
    """A -json record's row `label` (or its overlapped twin), in seconds: under MPI the slowest rank's,
    or with fastest the fastest rank's; None where the run has no such row."""
    for t in record["timers"]:
        if t["label"] in (label, label + " (overlapped)"):
            return t.get("min_over_ranks", t["seconds"]) if fastest else t["seconds"]
    return None


def timers(record):
    """{label: (seconds, GB/s or None)} of a -json record."""
    return {t["label"]: (t["seconds"], t.get("gb_per_s")) for t in record["timers"]}


def cell_rates(record):
    """{label: G cell-updates/s} of a -json record's rows that count cells."""
    return {t["label"]: t["gcells_per_s"] for t in record["timers"] if "gcells_per_s" in t}


def _matplotlib():
    """The matplotlib module, or None. Where this python lacks it but
    Debian's /usr/bin/python3 has it (python3-matplotlib), the script
    re-runs itself there."""
    try:
        with step("loading matplotlib"):
            import matplotlib
    except ImportError:
        alt = "/usr/bin/python3"
        if (not _MEASURED and os.access(alt, os.X_OK) and os.path.realpath(alt) != os.path.realpath(sys.executable)
                and subprocess.run([alt, "-c", "import matplotlib"], capture_output=True).returncode == 0):
            os.execv(alt, [alt] + sys.argv)  # only before any measurement: a re-run would measure it all again
        return None
    with step("loading matplotlib"):
        matplotlib.use("Agg")
        import matplotlib.pyplot  # noqa: F401  (the slow part: seconds on a cold disk)
    return matplotlib


MATPLOTLIB_MISSING = "matplotlib is missing: install python3-matplotlib (Debian) or pip install matplotlib"


def pyplot(script):
    """matplotlib.pyplot with a file-only backend, or a clear failure: for
    scripts whose whole job is a picture."""
    if not _matplotlib():
        fail(script, MATPLOTLIB_MISSING)
    import matplotlib.pyplot as plt
    return plt


def save_png(fig, path, script, dpi=110):
    """Lay the figure out and write it to path, or fail naming the file."""
    try:
        with step("drawing", path):
            fig.tight_layout()
            os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
            fig.savefig(path, dpi=dpi)
    except OSError as e:
        fail(script, f"cannot write {path}: {e.strerror}")


def optional_pyplot(script):
    """matplotlib.pyplot, or None after saying on stderr that the picture is
    skipped and which package draws it: for scripts whose tables are the
    result and the PNG a bonus."""
    if not _matplotlib():
        print(f"{script}: {MATPLOTLIB_MISSING}; the PNG is skipped", file=sys.stderr)
        return None
    import matplotlib.pyplot as plt
    return plt


# --- the backends the scripts run, and their end-to-end time ----------------

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
    done = _run([SMOOTH, "-list-backends"], capture_output=True, text=True, check=True)
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
