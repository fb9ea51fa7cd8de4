"""smoothlib.py - what every script shares (the scripts in this package and the grader,
grading/): its command line (smooth's single-dash options, -version, the exit codes in -help),
its ending as a Unix tool (run_main, fail), its files (-o DIR, -out PREFIX, each written whole),
running ./smooth and smooth-mpi and reading their -json records, and finding matplotlib for
the charts. Not a program of its own.
"""
import argparse
import json
import os
import signal
import statistics
import shutil
import subprocess
import sys
import stat
import tempfile
import time

from . import progress

SCRIPTS = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))  # scripts/, where this package lies


def _program(name):
    """./NAME beside scripts/ in a checkout; PREFIX/bin/NAME where make install put these
    scripts in PREFIX/libexec/smooth; else NAME on PATH (pip installed this package:
    scripts/pyproject.toml)."""
    candidates = [os.path.join(SCRIPTS, "..", name), os.path.join(SCRIPTS, "..", "..", "bin", name)]
    for candidate in candidates:
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return os.path.normpath(candidate)
    if os.path.isfile(os.path.join(SCRIPTS, "..", "Makefile")):
        return os.path.normpath(candidates[0])  # a checkout: named when missing
    if os.path.basename(os.path.dirname(SCRIPTS)) == "libexec":
        return os.path.normpath(candidates[1])  # make install's layout: likewise
    return shutil.which(name) or name  # pip's: from PATH


SMOOTH = os.environ.get("SMOOTH") or _program("smooth")


def fail(script, message, code=1):
    """One line on stderr, then exit: how every script reports trouble (a progress line cleared first)."""
    progress.clear()
    print(f"{script}: {message}", file=sys.stderr)
    sys.exit(code)


RESULTS = "smooth-results"  # where the scripts write by default (.gitignore lists it)


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
    progress.start(script)
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
        progress.clear()
        print(f"{script}: cannot write {e.filename or 'to standard output'}: {e.strerror}", file=sys.stderr)
        os._exit(2)  # not sys.exit: the interpreter would try the same flush again
    sys.exit(code or 0)


VERSION = "1.2.0"  # smooth's (include/smooth.h's SMOOTH_VERSION; scripts.t holds them equal)
# What every script's exit codes mean, and what some add (grade's 3).
EXITS = {0: "done", 1: "a run or a file failed (smooth's error, a checksum that differs, a file it cannot write)",
         2: "a bad command line"}


def version_line(script):
    return f"{program(script)} (smooth {VERSION})"


class Parser(argparse.ArgumentParser):
    """argparse reading smooth's convention itself, no word rewritten: options declared with
    one dash (-json, -iterations), taken with two as well (--iterations, --n=64) and shown
    with one; -n=64 (argparse's own); -help, -h and --help for the help; after --, files."""

    def __init__(self, **kwargs):
        super().__init__(prefix_chars="-", add_help=False, **kwargs)
        self.add_argument("-h", "--help", action="help", help="show this help message and exit")
        self.add_argument("-help", action="help", help=argparse.SUPPRESS)

    def parse_known_args(self, args=None, namespace=None):
        for action in self._actions:  # each -name's --name, in argparse's table of what it reads
            for name in action.option_strings:
                if not name.startswith("--"):
                    self._option_string_actions.setdefault("-" + name, action)
        return super().parse_known_args(args, namespace)


def script_parser(script, doc, exits=None):
    """The scripts' parser (Parser): its name as run, the docstring's first
    paragraph, -version, and an epilog saying what each exit code means."""
    codes = {**EXITS, **(exits or {})}
    epilog = "exit codes: " + "; ".join(f"{k} {v}" for k, v in sorted(codes.items()))
    if script not in progress.OWN:
        epilog += ". " + progress.HELP
    parser = Parser(prog=program(script), description=doc.split("\n\n")[0], epilog=epilog)
    parser.add_argument("-version", action="version", version=version_line(script), help="the version, and exit")
    return parser


def program(script):
    """The name a script was run by, for its usage and help: the installed
    link's (smooth-grade) where make install put it, else the script's."""
    name = os.path.basename(sys.argv[0])
    return name if name == "smooth-" + script else script


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
    name: a link planted there is not followed), then rename it into place
    (a path that is no regular file, /dev/null or a FIFO, is written into);
    the folder is made here, when there is something to write. Where path
    is a link, the file it names is replaced (as > would write it); the new
    file keeps the old one's mode, or takes the umask's (0644 under 022) as
    any program's new file does, not mkstemp's 0600."""
    if os.path.islink(path):
        path = os.path.realpath(path)
    try:
        status = os.stat(path)
        mode = status.st_mode & 0o7777
    except OSError:
        status, mode = None, 0o666 & ~_umask()
    if status is not None and not stat.S_ISREG(status.st_mode):  # /dev/null, /dev/stdout, a FIFO: written
        with open(path, "w", newline="") as f:                   # into, as > does (a rename would put a
            write(f)                                               # regular file in their place, as root)
        return
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
        done = progress.run(command, capture_output=True, text=True, timeout=timeout)
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
            done = progress.run([SMOOTH] + [str(a) for a in args], capture_output=True, text=True)
            times[name].append(time.monotonic() - start)
            if done.returncode != 0:
                fail("smooth", f"{args} exited {done.returncode}: {done.stderr.strip()}")
    return {name: statistics.median(t) for name, t in times.items()}


def has_gpu():
    return progress.run([SMOOTH, "-list"], capture_output=True).returncode == 0


def gpu_count():
    """The CUDA devices ./smooth -list names (0 without one)."""
    done = progress.run([SMOOTH, "-list"], capture_output=True, text=True)
    return sum(line.startswith("Device ") for line in done.stdout.splitlines()) if done.returncode == 0 else 0


def smooth_mpi():
    """smooth-mpi where smooth is found (_program), or SMOOTH_MPI to choose."""
    return os.environ.get("SMOOTH_MPI") or _program("smooth-mpi")


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
    done = progress.run(command, capture_output=True, text=True, env=env)
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
    re-runs itself there: where that python finds this package beside the
    script too (a checkout, make install; not pip's smooth-bench)."""
    try:
        with progress.step("loading matplotlib"):
            import matplotlib
    except ImportError:
        alt, beside = "/usr/bin/python3", os.path.dirname(os.path.realpath(sys.argv[0]))
        if (not _MEASURED and os.access(alt, os.X_OK) and os.path.realpath(alt) != os.path.realpath(sys.executable)
                and os.path.isdir(beside) and subprocess.run([alt, "-c", "import matplotlib, smoothtools"], cwd=beside,
                                                             capture_output=True).returncode == 0):
            os.execv(alt, [alt] + sys.argv)  # only before any measurement: a re-run would measure it all again
        return None
    with progress.step("loading matplotlib"):
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
        with progress.step("drawing", path):
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
